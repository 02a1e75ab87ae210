// Six invented estates: their services, request paths (caller first) and the benign chatter each service logs.
export type TraceStyle = "traceparent" | "x-request-id" | "x-amzn-trace-id" | "uber-trace-id" | "none";

export interface Estate {
  name: string;
  trace: TraceStyle;
  paths: { hops: string[]; w: number; method: string; path: string }[];
  chatter: Record<string, string[]>; // benign INFO/DEBUG lines per service
  noisy: { svc: string; lvl: "warn" | "error"; msg: string }[]; // constant benign complaints
}

export const ESTATES: Record<string, Estate> = {
  skyport: {
    name: "skyport",
    trace: "traceparent",
    paths: [
      { hops: ["checkin-web-bff", "checkin-api", "passenger-profile"], w: 4, method: "GET", path: "/v2/trips/{pnr}" },
      { hops: ["checkin-web-bff", "checkin-api", "seatmap-svc"], w: 3, method: "GET", path: "/v2/seatmap/{flight}" },
      {
        hops: ["checkin-web-bff", "checkin-api", "boarding-pass-gen", "notif-dispatch"],
        w: 2,
        method: "POST",
        path: "/v2/checkin/{pnr}/complete",
      },
      {
        hops: ["checkin-web-bff", "checkin-api", "apis-gateway"],
        w: 2,
        method: "POST",
        path: "/v2/checkin/{pnr}/apis",
      },
      { hops: ["checkin-web-bff", "payments-adapter"], w: 1, method: "POST", path: "/v2/ancillaries/pay" },
      { hops: ["pnr-sync-worker", "passenger-profile"], w: 2, method: "PUT", path: "/internal/pnr/{pnr}" },
      { hops: ["bagtag-printer-hub", "checkin-api"], w: 1, method: "POST", path: "/v2/bagtags" },
    ],
    chatter: {
      "checkin-web-bff": ["session refreshed for kiosk {n}", "feature flags synced (41 flags)"],
      "checkin-api": ["checkin window open for flight SK{n}", "cache hit ratio 0.9{k}"],
      "passenger-profile": ["loaded frequent flyer tier for member {n}", "profile cache warmed"],
      "seatmap-svc": ["seat hold released after 600s for flight SK{n}", "seat rules compiled (212 rules)"],
      "boarding-pass-gen": ["rendered boarding pass barcode BCBP len=1{k}", "font cache hit"],
      "notif-dispatch": ["queued push for device token ...{k}", "email batch flushed size={n}"],
      "apis-gateway": ["APIS manifest chunk accepted ref=AP{n}", "heartbeat ok to border agency"],
      "payments-adapter": ["authorised ancillary payment amount={n}.00 EUR", "3DS challenge skipped (low value)"],
      "pnr-sync-worker": ["synced PNR batch offset={n}", "poll GDS queue Q{n} empty"],
      "bagtag-printer-hub": ["printer KIOSK-{n} status ready", "paper level {k}%"],
    },
    noisy: [
      { svc: "bagtag-printer-hub", lvl: "error", msg: "printer KIOSK-{n} offline: ECONNREFUSED 10.88.4.{k}:9100" },
      { svc: "checkin-web-bff", lvl: "warn", msg: "deprecated header X-Client-Ver used by app build 7.{k}" },
    ],
  },
  fleetpulse: {
    name: "fleetpulse",
    trace: "uber-trace-id",
    paths: [
      {
        hops: ["ingest-edge", "mqtt-bridge", "telemetry-decoder", "tsdb-writer"],
        w: 6,
        method: "POST",
        path: "/v1/ingest/batch",
      },
      { hops: ["ingest-edge", "device-registry"], w: 2, method: "GET", path: "/v1/devices/{id}" },
      { hops: ["fleet-dashboard-api", "tsdb-writer"], w: 2, method: "GET", path: "/v1/fleet/{id}/series" },
      { hops: ["fleet-dashboard-api", "alert-rules"], w: 1, method: "GET", path: "/v1/alerts" },
      {
        hops: ["fleet-dashboard-api", "ota-updater", "device-registry"],
        w: 1,
        method: "POST",
        path: "/v1/ota/rollout",
      },
      { hops: ["telemetry-decoder", "geofence-svc"], w: 2, method: "POST", path: "/v1/geofence/check" },
      { hops: ["alert-rules", "tsdb-writer"], w: 1, method: "GET", path: "/v1/query" },
    ],
    chatter: {
      "ingest-edge": ["accepted batch from gateway GW-{n} (128 points)", "tls session resumed for GW-{n}"],
      "mqtt-bridge": ["subscribed fleet/+/telemetry qos=1", "inflight window 1{k}/256"],
      "telemetry-decoder": ["decoded frame fw=4.{k} len=212", "schema v{n} cached"],
      "tsdb-writer": ["flushed 5000 points to shard {n}", "compaction of block 0{k} done"],
      "device-registry": ["device D-{n} last_seen updated", "registry snapshot written"],
      "fleet-dashboard-api": ["dashboard query took 4{k}ms", "websocket clients=3{k}"],
      "alert-rules": ["evaluated 84 rules in 1{k}ms", "rule group battery ok"],
      "ota-updater": ["rollout R-{n} at 12%", "manifest signed for fw 4.{k}"],
      "geofence-svc": ["geofence index reloaded ({n} polygons)", "point-in-polygon p99 2ms"],
    },
    noisy: [
      {
        svc: "mqtt-bridge",
        lvl: "error",
        msg: "client GW-{n} disconnected: keepalive timeout (expected for sleeping devices)",
      },
      { svc: "device-registry", lvl: "warn", msg: "device D-{n} reported clock drift 4{k}s" },
    ],
  },
  claimwise: {
    name: "claimwise",
    trace: "x-request-id",
    paths: [
      { hops: ["claims-portal", "claims-api", "policy-lookup"], w: 4, method: "GET", path: "/api/claims/{id}" },
      { hops: ["claims-portal", "claims-api", "fraud-scorer"], w: 2, method: "POST", path: "/api/claims" },
      { hops: ["claims-portal", "claims-api", "document-store"], w: 3, method: "POST", path: "/api/claims/{id}/docs" },
      { hops: ["claims-api", "claims-db"], w: 3, method: "SQL", path: "claims" },
      { hops: ["adjuster-queue", "claims-api", "claims-db"], w: 2, method: "GET", path: "/api/queue/next" },
      { hops: ["adjuster-queue", "payout-svc"], w: 1, method: "POST", path: "/api/payouts" },
      { hops: ["partner-garage-sync", "claims-api"], w: 1, method: "PUT", path: "/api/claims/{id}/estimate" },
    ],
    chatter: {
      "claims-portal": ["rendered claim wizard step {n}", "static bundle served from cache"],
      "claims-api": ["claim CLM-{n} status -> in_review", "policy cache size 1{k}00"],
      "policy-lookup": ["policy P-{n} resolved in 3ms", "rating table v{n} loaded"],
      "fraud-scorer": ["scored claim CLM-{n} risk=0.0{k}", "model fraud-gbm-1{k} warm"],
      "document-store": ["stored doc {n}.pdf (212 KB)", "thumbnail generated for {n}.jpg"],
      "claims-db": ["checkpoint complete: wrote {n} buffers", "automatic vacuum of table claims.public.claim_events"],
      "adjuster-queue": ["assigned CLM-{n} to adjuster A{n}", "queue depth 4{k}"],
      "payout-svc": ["payout PO-{n} scheduled", "bank file window opens 18:00"],
      "partner-garage-sync": ["estimate E-{n} received from garage G{n}", "garage feed page {n} synced"],
    },
    noisy: [
      {
        svc: "partner-garage-sync",
        lvl: "error",
        msg: "garage G{n} feed returned malformed XML, skipping (known partner issue)",
      },
      { svc: "claims-portal", lvl: "warn", msg: "slow client render reported by RUM: 3{k}00ms" },
    ],
  },
  dishdash: {
    name: "dishdash",
    trace: "x-amzn-trace-id",
    paths: [
      { hops: ["consumer-gw", "order-svc", "payments-core"], w: 3, method: "POST", path: "/orders" },
      { hops: ["consumer-gw", "order-svc", "promo-engine"], w: 2, method: "POST", path: "/orders/quote" },
      { hops: ["consumer-gw", "menu-catalog"], w: 4, method: "GET", path: "/restaurants/{id}/menu" },
      {
        hops: ["order-svc", "courier-dispatch", "eta-predictor", "geo-router"],
        w: 3,
        method: "POST",
        path: "/dispatch",
      },
      { hops: ["order-svc", "sms-notifier"], w: 2, method: "POST", path: "/notify/sms" },
      { hops: ["restaurant-tablet-api", "order-svc"], w: 2, method: "PATCH", path: "/orders/{id}/status" },
      { hops: ["consumer-gw", "eta-predictor", "geo-router"], w: 2, method: "GET", path: "/eta" },
    ],
    chatter: {
      "consumer-gw": ["session ok for user u{n}", "edge cache revalidated /restaurants"],
      "order-svc": ["order O-{n} created", "order O-{n} state accepted -> cooking"],
      "payments-core": ["charge ch_{n} captured", "idempotency key reused, returning cached result"],
      "promo-engine": ["promo LUNCH{n} applied", "campaign cache refreshed"],
      "menu-catalog": ["menu for restaurant R{n} served from cache", "price sync R{n} done"],
      "courier-dispatch": ["courier C{n} assigned", "dispatch round {n} matched 14 orders"],
      "eta-predictor": ["eta model v{n} p50=18min", "traffic tiles refreshed"],
      "geo-router": ["route computed 3.{k} km", "tile cache hit"],
      "sms-notifier": ["sms queued to +44******{n}", "delivery receipt ok"],
      "restaurant-tablet-api": ["tablet T{n} heartbeat", "tablet T{n} acknowledged order"],
    },
    noisy: [
      {
        svc: "restaurant-tablet-api",
        lvl: "error",
        msg: "tablet T{n} push failed: device unregistered (stale FCM token)",
      },
      { svc: "menu-catalog", lvl: "warn", msg: "image cdn miss for item I{n}, using placeholder" },
    ],
  },
  campusline: {
    name: "campusline",
    trace: "traceparent",
    paths: [
      { hops: ["lms-frontend", "sso-bridge"], w: 2, method: "POST", path: "/login/callback" },
      { hops: ["lms-frontend", "course-api", "course-pg"], w: 5, method: "GET", path: "/courses/{id}" },
      { hops: ["lms-frontend", "course-api", "gradebook"], w: 2, method: "GET", path: "/courses/{id}/grades" },
      {
        hops: ["lms-frontend", "submission-svc", "plagiarism-check"],
        w: 2,
        method: "POST",
        path: "/assignments/{id}/submit",
      },
      { hops: ["lms-frontend", "forum-svc"], w: 2, method: "GET", path: "/forums/{id}" },
      { hops: ["lms-frontend", "course-api", "video-transcoder"], w: 1, method: "POST", path: "/lectures/{id}/upload" },
      { hops: ["enrolment-sync", "course-api", "course-pg"], w: 2, method: "PUT", path: "/enrolments/{id}" },
      { hops: ["tenant-admin-jobs", "course-api"], w: 1, method: "GET", path: "/admin/tenants" },
    ],
    chatter: {
      "lms-frontend": ["page /courses/{n} rendered in 8{k}ms", "csrf token rotated"],
      "sso-bridge": ["assertion accepted for user s{n}", "idp metadata refreshed"],
      "course-api": ["course C{n} loaded (34 modules)", "enrolment cache refreshed"],
      "course-pg": ["checkpoint complete: wrote {n} buffers (0.3%)", "automatic analyze of table lms.public.modules"],
      gradebook: ["grade recalculated for section {n}", "export job queued"],
      "submission-svc": ["submission S{n} stored", "late penalty rule applied to S{n}"],
      "plagiarism-check": ["similarity report S{n} 4%", "corpus shard {n} loaded"],
      "forum-svc": ["thread T{n} viewed", "digest for forum F{n} sent"],
      "video-transcoder": ["transcode job V{n} 720p done", "ffmpeg pool 3/8 busy"],
      "enrolment-sync": ["SIS delta page {n} applied", "cursor saved at {n}"],
      "tenant-admin-jobs": ["tenant audit ok for uni-{n}", "usage report generated"],
    },
    noisy: [
      {
        svc: "forum-svc",
        lvl: "error",
        msg: "spam filter API quota reached for thread T{n}, posting unfiltered (known)",
      },
      { svc: "lms-frontend", lvl: "warn", msg: "CSP report: inline script blocked on /courses/{n}" },
    ],
  },
  tradecore: {
    name: "tradecore",
    trace: "traceparent",
    paths: [
      {
        hops: ["edge-api", "order-gateway", "risk-engine", "matching-engine"],
        w: 6,
        method: "POST",
        path: "/api/v3/order",
      },
      { hops: ["edge-api", "wallet-svc", "ledger-writer"], w: 3, method: "GET", path: "/api/v3/balances" },
      { hops: ["edge-api", "kyc-svc"], w: 1, method: "POST", path: "/api/v3/kyc/submit" },
      { hops: ["matching-engine", "ledger-writer"], w: 3, method: "POST", path: "/internal/fills" },
      { hops: ["edge-api", "market-data-fanout"], w: 3, method: "GET", path: "/ws/v3/depth" },
      { hops: ["withdrawal-worker", "wallet-svc"], w: 1, method: "POST", path: "/internal/withdrawals/{id}/sign" },
      { hops: ["risk-engine", "price-oracle"], w: 2, method: "GET", path: "/internal/mark/{sym}" },
    ],
    chatter: {
      "edge-api": ["api key k{n} weight 12/1200", "ws upgrade accepted"],
      "order-gateway": ["order {n} accepted BTC-USDT limit", "cancel {n} acknowledged"],
      "risk-engine": ["margin check ok account {n}", "exposure snapshot v{n}"],
      "matching-engine": ["book BTC-USDT seq={n}00 depth=412", "fill {n} maker/taker matched"],
      "wallet-svc": ["balance read account {n}", "hot wallet utxo set refreshed"],
      "market-data-fanout": ["depth snapshot sent to {n} subscribers", "ticker batch 20 symbols"],
      "kyc-svc": ["kyc case K{n} created", "document check K{n} queued"],
      "ledger-writer": ["journal batch {n} committed", "ledger offset {n}"],
      "withdrawal-worker": ["withdrawal W{n} picked", "fee estimate 1{k} sat/vB"],
      "price-oracle": ["mark price BTC-USDT updated", "feed latency 4{k}ms"],
    },
    noisy: [
      { svc: "edge-api", lvl: "warn", msg: "api key k{n} exceeded weight 1200/min, rejected (client-side limit)" },
      { svc: "price-oracle", lvl: "error", msg: "feed minorex returned stale quote (age 9{k}s), ignoring source" },
    ],
  },
};
