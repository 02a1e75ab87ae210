// The four made-up estates of holdout 6: a grain cooperative, a hospital pharmacy, a ferry operator and a
// music label. Each mixes runtimes (JVM, Go, Python, Node, .NET, Ruby, Rust, Elixir) and logging infrastructure.
import { int, pick } from "../holdout3/kit.js";
import type { Estate, Kind, Rt, Svc } from "./types.js";

const s = (name: string, rt: Rt, kind: Kind, w: number, nouns: string[], routes: string[]): Svc => ({
  name,
  rt,
  kind,
  w,
  nouns,
  routes,
});

export const ESTATES: Estate[] = [
  {
    id: "grain-coop",
    ns: "coop-prod",
    svcs: [
      s("scale-gw", "nginx", "gw", 5, ["ticket"], ["/api/tickets", "/api/loads", "/api/members"]),
      s("HarvestTicketApi", "dotnet", "app", 4, ["ticket", "load"], ["/api/tickets", "/api/loads"]),
      s("ledger-svc", "jvm", "app", 3, ["posting", "settlement"], ["/ledger/postings", "/ledger/balances"]),
      s("moisture_ingest", "python", "worker", 3, ["reading", "probe"], ["/ingest/readings"]),
      s("contracts-api", "go", "app", 3, ["contract", "delivery"], ["/v1/contracts", "/v1/deliveries"]),
      s("bid-board", "node", "app", 3, ["bid", "basis"], ["/bids", "/basis/today"]),
      s("member-portal", "ruby", "app", 2, ["member", "statement"], ["/members", "/statements"]),
      s("pg-primary", "postgres", "db", 1, ["posting"], []),
      s("redis-cache", "redis", "cache", 1, ["key"], []),
      s("kafka-0", "kafka", "broker", 1, ["topic"], []),
      s("kubelet", "kubelet", "node", 1, ["pod"], []),
    ],
    decoys: [
      (r) =>
        `weather feed station ${pick(r, ["KSLN", "KHYS", "KGCK"])} returned no observation for last hour, using forecast`,
      (r) => `bin sensor B-${int(r, 10, 48)} offline (last seen 3d ago), skipping temperature check`,
      () => "legacy scale export to /mnt/scalehouse failed: share not mounted (ignored, export disabled)",
    ],
  },
  {
    id: "hospital-pharmacy",
    ns: "rx-prod",
    svcs: [
      s("rx-edge", "envoy", "gw", 5, ["order"], ["/orders", "/dispense", "/formulary"]),
      s("DispenseService", "dotnet", "app", 4, ["dispense", "cabinet"], ["/dispense", "/dispense/queue"]),
      s("formulary-svc", "jvm", "app", 3, ["drug", "interaction"], ["/formulary/drugs", "/formulary/check"]),
      s("rx_verify", "python", "worker", 3, ["order", "verification"], ["/verify"]),
      s("cabinet-sync", "go", "worker", 3, ["cabinet", "drawer"], ["/sync"]),
      s("order-intake", "node", "app", 4, ["order", "encounter"], ["/orders", "/orders/pending"]),
      s("label-printer", "rust", "app", 2, ["label", "job"], ["/print"]),
      s("mysql-rx", "mysql", "db", 1, ["order"], []),
      s("redis", "redis", "cache", 1, ["key"], []),
      s("kubelet", "kubelet", "node", 1, ["pod"], []),
    ],
    decoys: [
      (r) => `HL7 ADT feed: segment PV1 missing attending for encounter E${int(r, 100000, 999999)}, defaulted`,
      () => "cabinet C-ICU-04 heartbeat overdue (cabinet in maintenance mode)",
      (r) => `barcode ${int(r, 10000000, 99999999)} not in NDC crosswalk, manual entry required`,
    ],
  },
  {
    id: "ferry-operator",
    ns: "ferries",
    svcs: [
      s("booking-edge", "nginx", "gw", 5, ["booking"], ["/bookings", "/sailings", "/checkin"]),
      s("sailing-planner", "jvm", "app", 3, ["sailing", "vessel"], ["/sailings", "/sailings/capacity"]),
      s("ticketing", "elixir", "app", 4, ["ticket", "fare"], ["/api/tickets", "/api/fares"]),
      s("berth_allocator", "python", "worker", 2, ["berth", "slot"], ["/allocate"]),
      s("manifest-svc", "go", "app", 3, ["manifest", "passenger"], ["/v2/manifests", "/v2/passengers"]),
      s("checkin-kiosk-api", "node", "app", 3, ["checkin", "boarding-pass"], ["/checkin", "/boarding-pass"]),
      s("PaymentsApi", "dotnet", "app", 3, ["payment", "refund"], ["/payments", "/refunds"]),
      s("pg-fleet", "postgres", "db", 1, ["booking"], []),
      s("redis-session", "redis", "cache", 1, ["session"], []),
      s("kafka-1", "kafka", "broker", 1, ["topic"], []),
      s("kubelet", "kubelet", "node", 1, ["pod"], []),
    ],
    decoys: [
      (r) => `AIS position for vessel MV ${pick(r, ["Skerry", "Tern", "Kittiwake"])} stale (>600s), keeping last fix`,
      () => "tide table for port HRB-2 not published yet, falling back to yesterday",
      (r) => `kiosk K${int(r, 1, 9)} printer paper low`,
    ],
  },
  {
    id: "music-label",
    ns: "label-prod",
    svcs: [
      s("stream-gw", "envoy", "gw", 5, ["play"], ["/v1/tracks", "/v1/plays", "/v1/artists"]),
      s("royalty-calc", "jvm", "app", 3, ["statement", "split"], ["/royalties/run", "/royalties/splits"]),
      s("catalog-api", "rust", "app", 4, ["track", "release"], ["/v1/tracks", "/v1/releases"]),
      s("ingest_worker", "python", "worker", 3, ["delivery", "asset"], ["/ingest"]),
      s("playcount-agg", "go", "worker", 3, ["play", "window"], ["/plays"]),
      s("artist-portal", "ruby", "app", 2, ["artist", "payout"], ["/artists", "/payouts"]),
      s("search-indexer", "node", "worker", 2, ["document", "batch"], ["/index"]),
      s("pg-royalty", "postgres", "db", 1, ["statement"], []),
      s("es-data-0", "es", "db", 1, ["shard"], []),
      s("redis", "redis", "cache", 1, ["key"], []),
      s("kubelet", "kubelet", "node", 1, ["pod"], []),
    ],
    decoys: [
      (r) => `DDEX delivery ${int(r, 1000, 9999)} from distributor has unknown territory code 'XK', skipping territory`,
      () => "lyrics provider returned empty body for ISRC lookup (ignored)",
      (r) => `artwork ${int(r, 100, 999)}x${int(r, 100, 999)} below minimum size, thumbnail only`,
    ],
  },
];

export const infra = (e: Estate, k: Kind, fallback: string) => e.svcs.find((x) => x.kind === k)?.name ?? fallback;
