// Five made-up companies, 8-12 services each, with call graphs 3-5 deep: who calls whom, what runtime prints
// each service's lines, and the ordinary traffic each one logs.
import type { Rng } from "./rng.js";

export type Runtime = "envoy" | "java" | "go" | "node" | "python" | "dotnet" | "ruby";

export interface Service {
  name: string;
  rt: Runtime;
  /** Services it calls synchronously (HTTP or gRPC). */
  calls: string[];
  /** Path of its main API, as callers name it. */
  path: string;
  port: number;
  /** Ordinary lines; {n} {ms} {id} {hex} {pct} are filled at random. */
  bg: string[];
  /** A background worker that consumes a queue (Sidekiq, Celery, Kafka consumer). */
  queue?: string;
}

export interface Estate {
  company: string;
  ns: string;
  services: Service[];
  /** The service with a constant harmless error or warning, and its line. */
  noisy: { service: string; level: "warn" | "error"; msg: string };
  jobs: Array<{ service: string; every: number; msg: string }>;
}

const s = (name: string, rt: Runtime, calls: string[], path: string, bg: string[], queue?: string): Service => ({
  name,
  rt,
  calls,
  path,
  port: rt === "go" ? 9090 : rt === "node" ? 3000 : 8080,
  bg,
  queue,
});

export const ESTATES: Estate[] = [
  {
    company: "Larkspur Freight",
    ns: "larkspur-prod",
    services: [
      s("edge-gw", "envoy", ["shipper-portal-api", "tracking-api"], "/", []),
      s("shipper-portal-api", "node", ["quote-svc", "booking-svc"], "/api/shipments", [
        "GET /api/shipments/{id} 200 {ms}ms",
        "POST /api/quotes 201 {ms}ms",
        "session refreshed for account ACC-{n}",
      ]),
      s("quote-svc", "java", ["rate-tables", "carrier-adapter"], "/v1/quotes", [
        "Quote Q-{n} computed for lane {id} ({n} pallets) in {ms} ms",
        "Fuel surcharge table version 2026.{n} applied",
      ]),
      s("rate-tables", "go", [], "/rates.v1.Rates/Lookup", [
        "served rate lookup lane={id} tariff=LTL hit=true dur={ms}ms",
        "rate cache size={n} evictions=0",
      ]),
      s("carrier-adapter", "python", [], "/carrier/rates", [
        "carrier API call carrier=DHLX op=rates status=200 elapsed={ms}ms",
        "normalised {n} carrier quotes for lane {id}",
      ]),
      s("booking-svc", "java", ["capacity-planner", "dock-scheduler"], "/v1/bookings", [
        "Booking BK-{n} confirmed for shipper ACC-{n}",
        "Saved booking BK-{n} (version {n})",
      ]),
      s("capacity-planner", "go", ["dock-scheduler"], "/capacity.v1.Planner/Reserve", [
        "reserved {n} slots on trailer TR-{n} dur={ms}ms",
        "capacity snapshot depot=DEN-{n} free={pct}%",
      ]),
      s("dock-scheduler", "dotnet", [], "/api/docks/slots", [
        "Allocated dock door {n} at depot DEN-{n} for booking BK-{n}",
        "Slot grid recomputed in {ms} ms",
      ]),
      s("tracking-api", "go", ["tracking-ingest"], "/track", [
        "GET /track/{id} status=200 dur={ms}ms",
        "served {n} tracking events for shipment SH{n}",
      ]),
      s("tracking-ingest", "go", [], "/ingest", ["ingested {n} scan events from hub HUB-{n} in {ms}ms"], "scan-events"),
      s(
        "label-printer",
        "ruby",
        ["booking-svc"],
        "/labels",
        ["LabelJob JID-{hex} INFO: done: {ms} ms", "rendered ZPL label for SH{n} ({n} bytes)"],
        "labels",
      ),
    ],
    noisy: {
      service: "carrier-adapter",
      level: "warn",
      msg: "carrier PITT returned unknown accessorial code 'LGATE', ignoring",
    },
    jobs: [
      { service: "rate-tables", every: 60, msg: "tariff refresh: 0 changes since last sync ({ms}ms)" },
      { service: "booking-svc", every: 90, msg: "Scheduled task expireHolds finished: {n} holds released" },
    ],
  },
  {
    company: "Brightwell Clinics",
    ns: "brightwell",
    services: [
      s("clinic-gateway", "envoy", ["patient-bff", "staff-portal"], "/", []),
      s("patient-bff", "node", ["appointments", "intake-forms"], "/bff", [
        "GET /bff/appointments 200 {ms}ms",
        "POST /bff/checkin 200 {ms}ms",
        "graphql query UpcomingVisits resolved in {ms}ms",
      ]),
      s("staff-portal", "node", ["appointments", "records-index"], "/portal", [
        "GET /portal/schedule 200 {ms}ms",
        "staff user u{n} opened chart view",
      ]),
      s("appointments", "java", ["provider-calendar", "eligibility-check"], "/api/appointments", [
        "Appointment AP-{n} booked for patient P{n} with provider DR-{n}",
        "Reschedule request AP-{n} accepted",
      ]),
      s("provider-calendar", "go", [], "/calendar.v1.Calendar/FreeSlots", [
        "free slots computed provider=DR-{n} days=14 slots={n} dur={ms}ms",
      ]),
      s("eligibility-check", "dotnet", ["payer-connector"], "/api/eligibility", [
        "Eligibility verified for member {id} plan PPO-{n} in {ms} ms",
        "Cached 270/271 response for member {id}",
      ]),
      s("payer-connector", "python", [], "/payers/x12", [
        "X12 270 sent to payer AETNA-{n}, 271 received in {ms}ms",
        "payer session pool size={n}",
      ]),
      s("intake-forms", "python", [], "/forms", [
        "form INT-{n} saved for patient P{n} ({n} fields)",
        "rendered intake PDF INT-{n} in {ms}ms",
      ]),
      s("records-index", "java", [], "/api/records/search", [
        "Search 'allerg*' returned {n} hits in {ms} ms",
        "Indexed {n} chart documents",
      ]),
      s(
        "reminders-worker",
        "ruby",
        ["appointments"],
        "/reminders",
        ["ReminderJob JID-{hex} INFO: done: {ms} ms", "sent SMS reminder for AP-{n}"],
        "reminders",
      ),
    ],
    noisy: {
      service: "intake-forms",
      level: "error",
      msg: "font 'Helvetica-Narrow' not found, falling back to 'Helvetica' for PDF render",
    },
    jobs: [
      { service: "appointments", every: 120, msg: "Scheduled task noShowSweep finished: {n} appointments marked" },
      { service: "records-index", every: 75, msg: "Index refresh completed: {n} segments, {ms} ms" },
    ],
  },
  {
    company: "Quarry Lane Games",
    ns: "qlg-live",
    services: [
      s("edge-proxy", "envoy", ["lobby-api", "store-api"], "/", []),
      s("lobby-api", "go", ["matchmaker", "player-profile"], "/lobby", [
        "GET /lobby/v2/state status=200 dur={ms}ms",
        "party P-{hex} created size={n}",
      ]),
      s("matchmaker", "go", ["player-profile", "region-picker"], "/mm.v1.Matchmaker/Queue", [
        "match formed mode=ranked players=10 wait={ms}ms",
        "queue depth region=eu-west={n}",
      ]),
      s("region-picker", "python", [], "/regions/best", ["picked region eu-west-2 for party P-{hex} (rtt {ms}ms)"]),
      s("player-profile", "java", ["inventory"], "/v1/profiles", [
        "Loaded profile pl_{n} (level {n}) in {ms} ms",
        "Profile pl_{n} saved",
      ]),
      s("inventory", "java", ["entitlements"], "/v1/inventory", [
        "Inventory for pl_{n}: {n} items, {ms} ms",
        "Granted item ITM-{n} to pl_{n}",
      ]),
      s("entitlements", "node", [], "/entitlements", [
        "GET /entitlements/pl_{n} 200 {ms}ms",
        "entitlement cache hit ratio {pct}%",
      ]),
      s("store-api", "node", ["purchase-svc", "inventory"], "/store", [
        "GET /store/offers 200 {ms}ms",
        "offer rotation OR-{n} served to {n} players",
      ]),
      s("purchase-svc", "dotnet", ["receipt-validator", "inventory"], "/api/purchases", [
        "Purchase PU-{n} completed for pl_{n} ({n} gems)",
        "Receipt RC-{hex} queued for validation",
      ]),
      s("receipt-validator", "python", [], "/receipts/validate", ["receipt RC-{hex} valid (platform=ios) in {ms}ms"]),
      s(
        "leaderboard-worker",
        "python",
        ["player-profile"],
        "/lb",
        ["Task leaderboard.update[{hex}] succeeded in {ms}ms: None", "recomputed season board top={n}"],
        "match-results",
      ),
    ],
    noisy: {
      service: "region-picker",
      level: "warn",
      msg: "ping probe to ap-south-1 unreachable, excluding region from candidates",
    },
    jobs: [
      { service: "matchmaker", every: 30, msg: "rebalanced skill buckets buckets={n} dur={ms}ms" },
      { service: "entitlements", every: 60, msg: "refreshed DLC catalog ({n} products) in {ms}ms" },
    ],
  },
  {
    company: "Ostrander Energy",
    ns: "ostrander",
    services: [
      s("api-gateway", "envoy", ["customer-portal", "outage-map"], "/", []),
      s("customer-portal", "node", ["account-svc", "payments"], "/portal", [
        "GET /portal/bills 200 {ms}ms",
        "POST /portal/autopay 200 {ms}ms",
      ]),
      s("outage-map", "node", ["meter-readings"], "/outages", ["GET /outages/geojson 200 {ms}ms"]),
      s("account-svc", "java", ["meter-readings", "tariff-engine"], "/v1/accounts", [
        "Account AC{n} summary built in {ms} ms",
        "Premise PR-{n} linked to account AC{n}",
      ]),
      s("meter-readings", "go", ["usage-rollup"], "/meters.v1.Readings/Range", [
        "range query meter=M{n} points={n} dur={ms}ms",
      ]),
      s("usage-rollup", "python", [], "/rollup", [
        "rolled up {n} interval reads for meter M{n} in {ms}ms",
        "daily aggregate written for feeder F-{n}",
      ]),
      s("tariff-engine", "dotnet", [], "/api/tariffs/price", ["Priced usage for AC{n} on tariff TOU-{n} in {ms} ms"]),
      s("payments", "java", ["payment-adapter", "account-svc"], "/v1/payments", [
        "Payment PM-{n} authorised for AC{n}",
        "Autopay schedule AS-{n} evaluated",
      ]),
      s("payment-adapter", "ruby", [], "/gateway/charge", [
        "Completed 200 OK in {ms}ms (Views: 0.1ms | ActiveRecord: {n}.2ms)",
        "charge ch_{hex} succeeded",
      ]),
      s(
        "notification-hub",
        "python",
        ["account-svc"],
        "/notify",
        ["Task notify.send_bill_ready[{hex}] succeeded in {ms}ms: True"],
        "notifications",
      ),
    ],
    noisy: {
      service: "usage-rollup",
      level: "error",
      msg: "meter M0000000 reported negative interval read, dropped (known firmware issue)",
    },
    jobs: [
      { service: "usage-rollup", every: 60, msg: "scheduler: job 'feeder-aggregate' completed in {ms}ms" },
      { service: "account-svc", every: 120, msg: "Scheduled task pruneSessions finished: {n} rows" },
    ],
  },
  {
    company: "Tidewater Books",
    ns: "tidewater",
    services: [
      s("storefront-edge", "envoy", ["web-bff"], "/", []),
      s("web-bff", "node", ["catalog", "cart", "search-api"], "/bff", [
        "GET /bff/product/{n} 200 {ms}ms",
        "GET /bff/home 200 {ms}ms",
      ]),
      s("catalog", "java", ["pricing"], "/v1/titles", [
        "Title ISBN 978{n} loaded in {ms} ms",
        "Served {n} titles for series SR-{n}",
      ]),
      s("pricing", "go", ["promo-rules"], "/pricing.v1.Pricing/Quote", ["priced basket items={n} dur={ms}ms"]),
      s("promo-rules", "python", [], "/promos/evaluate", ["evaluated {n} promo rules for basket {hex} in {ms}ms"]),
      s("search-api", "java", [], "/v1/search", ["Query 'q={id}' returned {n} hits in {ms} ms"]),
      s("cart", "go", ["pricing", "checkout"], "/cart", ["cart {hex} updated items={n} dur={ms}ms"]),
      s("checkout", "java", ["payments-gw", "pricing"], "/v1/checkout", [
        "Order TW-{n} placed ({n} items)",
        "Checkout session {hex} started",
      ]),
      s("payments-gw", "dotnet", [], "/api/payments", ["Payment intent pi_{hex} confirmed in {ms} ms"]),
      s(
        "fulfilment-worker",
        "ruby",
        ["checkout"],
        "/fulfil",
        ["FulfilOrderJob JID-{hex} INFO: done: {ms} ms", "picked {n} items for TW-{n}"],
        "orders",
      ),
      s("warehouse-sync", "python", [], "/wh", ["synced stock for {n} SKUs from WH-{n} in {ms}ms"]),
    ],
    noisy: {
      service: "search-api",
      level: "warn",
      msg: "Synonym file synonyms_fr.txt missing, French synonyms disabled",
    },
    jobs: [
      { service: "warehouse-sync", every: 60, msg: "scheduler: job 'stock-delta' completed in {ms}ms" },
      { service: "catalog", every: 90, msg: "Scheduled task refreshBestsellers finished: {n} titles" },
    ],
  },
];

export function fill(t: string, r: Rng): string {
  return t
    .replace(/\{ms\}/g, () => String(r.int(3, 380)))
    .replace(/\{n\}/g, () => String(r.next() < 0.7 ? r.int(2, 400) : r.int(1000, 98000)))
    .replace(/\{pct\}/g, () => String(r.int(40, 97)))
    .replace(/\{hex\}/g, () => r.hex(10))
    .replace(/\{id\}/g, () => `${r.pick(["A", "B", "K", "M", "R", "T"])}${r.int(100, 999)}`);
}

export const svc = (e: Estate, name: string) => e.services.find((x) => x.name === name) as Service;

/** Callers of `name`, level by level up to the edge: [[direct callers], [their callers], ...]. */
export function callerLevels(e: Estate, name: string): string[][] {
  const seen = new Set([name]);
  const levels: string[][] = [];
  let cur = [name];
  while (cur.length) {
    const next = e.services.filter((x) => !seen.has(x.name) && x.calls.some((c) => cur.includes(c))).map((x) => x.name);
    for (const n of next) seen.add(n);
    if (next.length) levels.push(next);
    cur = next;
  }
  return levels;
}
