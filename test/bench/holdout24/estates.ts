// Six made-up estates with deep call chains: edge -> BFF -> domain services -> queue workers -> stores/vendors.

import type { EdgeStyle } from "./edge.js";
import type { Level } from "./formats.js";

export interface Hop {
  svc: string;
  level: Level;
  m: string;
}
export interface Route {
  method: string;
  path: string;
  w: number;
  hops: Hop[];
}
export interface Job {
  svc: string;
  level: Level;
  every: number;
  m: string;
  stack?: string[];
}
export type TraceStyle = "traceparent" | "uuid" | "short";

export interface Estate {
  key: string;
  ns: string;
  edge: string;
  edgeStyle: EdgeStyle;
  bff: string;
  traceStyle: TraceStyle;
  routes: Route[];
  jobs: Job[];
  deploys: string[];
}

const h = (svc: string, m: string, level: Level = "info"): Hop => ({ svc, level, m });
const j = (svc: string, every: number, m: string, level: Level = "info"): Job => ({ svc, every, m, level });
const health = (svcs: string[]) => svcs.map((s) => j(s, 15, "GET /healthz 200 ({ms}ms)", "debug"));

export const ESTATES: Record<string, Estate> = {
  parcel: {
    key: "parcel",
    ns: "parcel-prod",
    edge: "edge-nginx",
    edgeStyle: "nginx",
    bff: "shipper-bff",
    traceStyle: "uuid",
    routes: [
      {
        method: "POST",
        path: "/api/v2/shipments",
        w: 3,
        hops: [
          h("shipper-bff", "POST /api/v2/shipments accepted for account A{n}"),
          h("shipment-svc", "shipment SH{n} created, {k} parcels"),
          h("rating-svc", "rated SH{n}: 3 carriers quoted in {ms}ms"),
          h("pg-shipments", "duration: {ms}.{k}1 ms  statement: INSERT INTO shipments", "debug"),
        ],
      },
      {
        method: "GET",
        path: "/api/v2/shipments/SH{n}/tracking",
        w: 4,
        hops: [
          h("shipper-bff", "GET tracking for SH{n} (cache miss)"),
          h("tracking-consumer", "served {k} scan events for SH{n}"),
        ],
      },
      {
        method: "POST",
        path: "/api/v2/labels",
        w: 2,
        hops: [
          h("shipper-bff", "label request queued for SH{n}"),
          h("shipment-svc", "enqueued label job to sqs://label-jobs (msg {uuid})"),
          h("label-worker", "label rendered for SH{n} via carrier-gateway in {ms}ms"),
          h("carrier-gateway", "POST ups/shipments -> 200 ({ms}ms)"),
        ],
      },
      {
        method: "POST",
        path: "/api/v2/addresses/validate",
        w: 2,
        hops: [h("shipper-bff", "address validation request"), h("address-validator", "address normalized, dpv=Y")],
      },
    ],
    jobs: [
      ...health(["shipper-bff", "shipment-svc", "rating-svc", "label-worker", "address-validator", "carrier-gateway"]),
      j(
        "geo-sync",
        20,
        "postcode polygon refresh: 14 polygons failed validation (self-intersection), skipped",
        "error",
      ),
      j("tracking-consumer", 30, "consumer group tracking-v3 lag=12 partitions=12 (ok)"),
      j("label-worker", 25, "sqs poll: received {k} messages from label-jobs"),
      j("pg-shipments", 60, "checkpoint complete: wrote {n} buffers (0.{k}%); sync files=23", "info"),
      j("shipper-bff", 300, "DeprecationWarning: Buffer() is deprecated due to security and usability issues", "warn"),
      j("rating-svc", 90, "fuel surcharge table refreshed from cache ({k} carriers)"),
      j("carrier-gateway", 75, "retry 1/3 to fedex rates succeeded after 502 ({ms}ms)", "warn"),
    ],
    deploys: ["address-validator", "rating-svc"],
  },
  stream: {
    key: "stream",
    ns: "media-prod",
    edge: "envoy-edge",
    edgeStyle: "envoy",
    bff: "tv-bff",
    traceStyle: "traceparent",
    routes: [
      {
        method: "GET",
        path: "/v1/home/rails",
        w: 5,
        hops: [
          h("tv-bff", "home rails assembled for profile P{n} ({k} rails)"),
          h("catalog-svc", "rails query served {k}0 titles in {ms}ms"),
          h("recs-consumer", "recs snapshot for P{n} age={sec}s", "debug"),
        ],
      },
      {
        method: "POST",
        path: "/v1/playback/start",
        w: 3,
        hops: [
          h("tv-bff", "playback start title T{n}"),
          h("playback-svc", "manifest issued for T{n} (hls, 6 renditions)"),
          h("entitlement-svc", "entitlement ok for account {hex} plan=premium"),
          h("license-proxy", "widevine license granted in {ms}ms"),
        ],
      },
      {
        method: "GET",
        path: "/v1/titles/T{n}",
        w: 3,
        hops: [h("tv-bff", "title page T{n}"), h("catalog-svc", "title T{n} loaded from redis")],
      },
    ],
    jobs: [
      ...health(["tv-bff", "catalog-svc", "playback-svc", "entitlement-svc", "license-proxy"]),
      j(
        "thumbnail-cron",
        12,
        "sprite generation failed for T{n}: source frame missing at 00:00:05 (will retry tomorrow)",
        "warn",
      ),
      j("transcode-worker", 20, "amqp basic.ack job {hex} (rendition 720p, {sec}s)"),
      j("recs-consumer", 30, "committed offsets for recs-events partitions 0-11"),
      j("catalog-svc", 240, "[DEP0005] DeprecationWarning: Buffer() is deprecated", "warn"),
      j("playback-svc", 80, "CDN token refresh succeeded after retry (attempt 2)", "warn"),
    ],
    deploys: ["catalog-svc", "transcode-worker"],
  },
  clinic: {
    key: "clinic",
    ns: "clinic-prod",
    edge: "kong-gateway",
    edgeStyle: "kong",
    bff: "patient-bff",
    traceStyle: "short",
    routes: [
      {
        method: "GET",
        path: "/patient/v1/slots",
        w: 4,
        hops: [
          h("patient-bff", "slot search for clinic C{k}"),
          h("booking-core", "found {k} free slots in {ms}ms"),
          h("provider-directory", "provider lookup dr-{n} (cached)", "debug"),
        ],
      },
      {
        method: "POST",
        path: "/patient/v1/appointments",
        w: 3,
        hops: [
          h("patient-bff", "booking request from patient PT{n}"),
          h("booking-core", "appointment AP{n} held"),
          h("mysql-appts", "Query OK, 1 row affected ({ms} ms)", "debug"),
          h("reminder-worker", "Task reminders.schedule[{uuid}] received"),
        ],
      },
      {
        method: "POST",
        path: "/patient/v1/claims",
        w: 2,
        hops: [
          h("patient-bff", "claim submit for AP{n}"),
          h("claims-svc", "claim CL{n} built, {k} line items"),
          h("fhir-adapter", "Claim/{n} posted to payer sandbox 201"),
        ],
      },
    ],
    jobs: [
      ...health(["patient-bff", "booking-core", "provider-directory", "claims-svc", "fhir-adapter"]),
      j("audit-shipper", 10, "audit batch flush slow: sink latency 2.{k}s above 2s budget", "warn"),
      j("reminder-worker", 30, "Task reminders.send_sms[{uuid}] succeeded in 0.{k}s"),
      j("search-indexer", 45, "reindexed {k} provider documents"),
      j("mysql-appts", 120, "InnoDB: page_cleaner: 1000ms intended loop took 10{k}ms", "warn"),
      j("booking-core", 300, "WARNING: datetime.utcnow() is deprecated and scheduled for removal", "warn"),
    ],
    deploys: ["provider-directory", "search-indexer"],
  },
  market: {
    key: "market",
    ns: "shop-prod",
    edge: "traefik",
    edgeStyle: "traefik",
    bff: "storefront-bff",
    traceStyle: "traceparent",
    routes: [
      {
        method: "GET",
        path: "/api/search?q=item{k}",
        w: 4,
        hops: [h("storefront-bff", "search proxied"), h("search-api", "query took {ms}ms hits={n}")],
      },
      {
        method: "POST",
        path: "/api/cart/items",
        w: 3,
        hops: [
          h("storefront-bff", "cart add sku-{n}"),
          h("cart-svc", "cart {hex} now {k} items"),
          h("inventory-svc", "reserve sku-{n} qty=1 ok", "debug"),
        ],
      },
      {
        method: "POST",
        path: "/api/checkout",
        w: 2,
        hops: [
          h("storefront-bff", "checkout started for cart {hex}"),
          h("checkout-svc", "order O{n} priced, promo applied"),
          h("promo-engine", "evaluated {k} rules in {ms}ms", "debug"),
          h("payments-svc", "charge authorized pi_{hex}"),
          h("order-worker", "OrderConfirmationJob JID-{hex} done: {ms}ms"),
        ],
      },
    ],
    jobs: [
      ...health(["storefront-bff", "cart-svc", "checkout-svc", "payments-svc", "inventory-svc", "search-api"]),
      j("sitemap-job", 9, "sitemap shard {k} write failed: product slug contains invalid char, skipped", "error"),
      j("order-worker", 40, "sidekiq stats: processed={n} failed=0 busy={k} enqueued=0"),
      j("inventory-svc", 60, "stock sync from WMS applied {n} deltas"),
      j("storefront-bff", 280, "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated", "warn"),
      j("payments-svc", 100, "idempotent retry of pi_{hex} succeeded after 409", "warn"),
    ],
    deploys: ["promo-engine", "search-api"],
  },
  ledger: {
    key: "ledger",
    ns: "billing-prod",
    edge: "alb-ingress",
    edgeStyle: "alb",
    bff: "portal-bff",
    traceStyle: "traceparent",
    routes: [
      {
        method: "GET",
        path: "/portal/invoices",
        w: 4,
        hops: [
          h("portal-bff", "list invoices for tenant t-{k}{n}"),
          h("invoice-svc", "returned 25 invoices in {ms}ms"),
        ],
      },
      {
        method: "POST",
        path: "/portal/invoices/INV-{n}/send",
        w: 2,
        hops: [
          h("portal-bff", "send invoice INV-{n}"),
          h("invoice-svc", "INV-{n} finalized, render job queued on sqs pdf-render"),
          h("pdf-renderer", "rendered INV-{n}.pdf ({k} pages) in {ms}ms"),
          h("notify-worker", "nats msg invoices.sent delivered to mailer"),
        ],
      },
      {
        method: "POST",
        path: "/portal/payments",
        w: 2,
        hops: [
          h("portal-bff", "payment posted"),
          h("ledger-svc", "journal entry JE-{n} balanced (2 lines)"),
          h("fx-rates", "EUR/USD rate served from cache", "debug"),
        ],
      },
    ],
    jobs: [
      ...health(["portal-bff", "invoice-svc", "ledger-svc", "fx-rates", "kyc-svc"]),
      j(
        "metrics-agent",
        10,
        "failed to scrape :9102/metrics on pdf-renderer: context deadline exceeded (ignored)",
        "error",
      ),
      j("notify-worker", 35, "nats consumer notify-durable pending=0 ack_pending={k}"),
      j("pdf-renderer", 30, "sqs long-poll returned {k} messages"),
      j("scheduler", 60, "tick: 0 jobs due"),
      j("ledger-svc", 300, "WARN: spring.jpa.open-in-view is enabled by default", "warn"),
      j("kyc-svc", 90, "vendor retry succeeded for check kyc-{hex} (attempt 2)", "warn"),
    ],
    deploys: ["kyc-svc", "fx-rates"],
  },
  rides: {
    key: "rides",
    ns: "rides-prod",
    edge: "api-gw-nginx",
    edgeStyle: "nginx",
    bff: "mobile-bff",
    traceStyle: "short",
    routes: [
      {
        method: "POST",
        path: "/v3/trips/estimate",
        w: 4,
        hops: [
          h("mobile-bff", "estimate for rider R{n}"),
          h("pricing-svc", "fare estimate {k}.{k}0 surge=1.0"),
          h("maps-proxy", "route matrix 2x{k} in {ms}ms", "debug"),
        ],
      },
      {
        method: "POST",
        path: "/v3/trips",
        w: 3,
        hops: [
          h("mobile-bff", "trip request from R{n}"),
          h("trip-svc", "trip TR{n} created"),
          h("postgis-db", "duration: {ms}.2 ms  execute <unnamed>: INSERT INTO trips", "debug"),
          h("dispatch-worker", "kafka trip-requests p{k}: offered TR{n} to {k} drivers"),
          h("driver-locator", "nearest drivers query in {ms}ms"),
        ],
      },
      {
        method: "GET",
        path: "/v3/trips/TR{n}",
        w: 3,
        hops: [h("mobile-bff", "trip status poll"), h("trip-svc", "trip TR{n} state=en_route")],
      },
    ],
    jobs: [
      ...health(["mobile-bff", "trip-svc", "pricing-svc", "driver-locator", "maps-proxy"]),
      j("feature-flags-sync", 8, "flag snapshot sync failed: etag mismatch, keeping previous snapshot", "warn"),
      j("payout-worker", 45, "Task payouts.batch[{uuid}] succeeded in {k}.1s"),
      j("dispatch-worker", 30, "consumer lag dispatch-v2 total=3"),
      j("postgis-db", 90, 'automatic vacuum of table "rides.public.driver_pings": index scans: 1', "info"),
      j("mobile-bff", 260, "DeprecationWarning: url.parse() behavior is not standardized", "warn"),
      j("maps-proxy", 70, "retry to tiles vendor succeeded after timeout ({ms}ms)", "warn"),
    ],
    deploys: ["driver-locator", "pricing-svc"],
  },
};
