// The five made-up companies of holdout40: each runs an edge gateway, one replicated service per runtime
// (Java/Spring, Go, Node, Python, .NET, Ruby, Rust), a noisy service with a constant harmless error, and a
// cron runner. Templates: {n} number, {id} short hex id, {ms} latency, {k} small count, {t} tenant.
export type Lang = "java" | "go" | "node" | "python" | "dotnet" | "ruby" | "rust";

export interface Svc {
  name: string;
  lang: Lang;
  kind: "edge" | "app" | "noisy" | "cron";
  replicas: number;
  routes: string[];
  bg: string[];
  /** noisy service only: the harmless error it logs all the time. */
  noise?: string;
  noiseLevel?: "warn" | "error";
  /** a deprecation / startup warning this service prints now and then. */
  deprecation?: string;
}

export interface Estate {
  company: string;
  namespace: string;
  region: string;
  tenants: string[];
  services: Svc[];
}

const DEP: Record<Lang, string> = {
  java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  go: "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  dotnet:
    "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
  ruby: "DEPRECATION WARNING: `ActiveSupport::TimeWithZone#to_s(:db)` is deprecated. Please use `#to_fs(:db)` instead.",
  rust: "warning: use of deprecated function `chrono::NaiveDateTime::from_timestamp`: use `DateTime::from_timestamp` instead",
};

function app(name: string, lang: Lang, replicas: number, routes: string[], bg: string[]): Svc {
  return { name, lang, kind: "app", replicas, routes, bg, deprecation: DEP[lang] };
}

export const ESTATES: Estate[] = [
  {
    company: "Parcelwise",
    namespace: "parcelwise-prod",
    region: "eu-west-1",
    tenants: ["acme-retail", "brindle-co", "northpeak", "oakhaven", "tallis-home", "vexa-sports"],
    services: [
      { name: "edge-gateway", lang: "go", kind: "edge", replicas: 3, routes: [], bg: [] },
      app(
        "shipment-api",
        "java",
        6,
        ["/v2/shipments", "/v2/shipments/{id}", "/v2/export", "/v2/quotes"],
        [
          "shipment SH{n}{id} created, 2 parcels, service=next-day",
          "quote computed for lane GB-DE weight={k}kg in {ms}ms",
        ],
      ),
      app(
        "route-planner",
        "go",
        5,
        ["/v1/routes/plan", "/v1/routes/{id}"],
        ["planned route depot=LHR{k} stops={k} distance_km={n}", "vehicle VAN-{n} route recomputed in {ms}ms"],
      ),
      app(
        "tracking-events",
        "node",
        6,
        ["/v1/track/{id}", "/v1/webhooks/carrier"],
        [
          "carrier scan ingested parcel=PX{n}{id} status=OUT_FOR_DELIVERY",
          "published tracking.updated parcel=PX{n}{id} partition={k}",
        ],
      ),
      app(
        "label-render",
        "python",
        4,
        ["/labels/render", "/labels/{id}.pdf"],
        ["rendered label ZPL for parcel PX{n}{id} in {ms}ms", "label cache hit ratio=0.9{k}"],
      ),
      app(
        "billing-sync",
        "dotnet",
        4,
        ["/api/invoices", "/api/invoices/{id}"],
        ["Invoice INV-{n}{id} posted to ledger, lines={k}", "Reconciled {k} carrier charges for period 2026-11"],
      ),
      app(
        "customer-portal",
        "ruby",
        5,
        ["/account", "/account/addresses", "/v2/export"],
        ["Rendered account/show.html.erb within layouts/application ({ms}.2ms)", "Address book updated for user {n}"],
      ),
      app(
        "geo-resolver",
        "rust",
        4,
        ["/geo/resolve", "/geo/postcode/{id}"],
        ["resolved postcode cache=hit took_us={n}", "geo index reload skipped, unchanged (etag {id})"],
      ),
      {
        name: "metrics-relay",
        lang: "python",
        kind: "noisy",
        replicas: 2,
        routes: [],
        bg: ["flushed {n} datapoints to statsd"],
        noise: "Failed to export metrics to otel-collector:4317, error code: StatusCode.UNAVAILABLE (will retry)",
      },
      { name: "ops-cron", lang: "go", kind: "cron", replicas: 1, routes: [], bg: [] },
    ],
  },
  {
    company: "Brightmeadow Clinics",
    namespace: "bm-prod",
    region: "us-east-1",
    tenants: ["clinic-0412", "clinic-0777", "clinic-1093", "clinic-1288", "clinic-2004"],
    services: [
      { name: "api-edge", lang: "go", kind: "edge", replicas: 3, routes: [], bg: [] },
      app(
        "appointments",
        "java",
        6,
        ["/api/appointments", "/api/appointments/{id}", "/v2/export", "/api/slots"],
        ["Appointment AP{n}{id} booked provider=DR{k} slot=30min", "Slot search returned {k} free slots in {ms}ms"],
      ),
      app(
        "scheduler-core",
        "go",
        5,
        ["/v1/availability", "/v1/calendars/{id}"],
        ["availability recomputed calendar={n} slots={k}", "calendar sync done provider=DR{k} changes={k}"],
      ),
      app(
        "patient-notify",
        "node",
        5,
        ["/v1/notify", "/v1/templates/{id}"],
        ["sms queued to patient P{n} template=reminder_24h", "email delivered messageId=<{id}@mail.bm.example>"],
      ),
      app(
        "intake-forms",
        "python",
        4,
        ["/forms/submit", "/forms/{id}"],
        ["intake form F{n} stored, {k} answers", "PDF summary generated for form F{n} in {ms}ms"],
      ),
      app(
        "claims-gateway",
        "dotnet",
        4,
        ["/api/claims", "/api/claims/{id}/status"],
        ["Claim CL{n}{id} submitted to payer, 837P size={n}B", "Payer acknowledgement 999 accepted for batch {id}"],
      ),
      app(
        "staff-portal",
        "ruby",
        4,
        ["/rota", "/rota/shifts", "/v2/export"],
        [
          "Rendered rota/index.html.erb within layouts/staff ({ms}.4ms)",
          "Shift S{n} swapped between staff {k} and {k}",
        ],
      ),
      app(
        "vitals-ingest",
        "rust",
        4,
        ["/ingest/vitals", "/ingest/batch"],
        ["ingested batch device=BP{n} readings={k} took_us={n}", "flushed {k} readings to timeseries"],
      ),
      {
        name: "legacy-hl7-bridge",
        lang: "java",
        kind: "noisy",
        replicas: 2,
        routes: [],
        bg: ["HL7 ADT^A08 forwarded msgid={id}"],
        noise:
          "ca.uhn.hl7v2.HL7Exception: Unknown segment ZPI in message, ignored (segment skipped, message forwarded)",
      },
      { name: "jobs-runner", lang: "python", kind: "cron", replicas: 1, routes: [], bg: [] },
    ],
  },
  {
    company: "Ledgerlane",
    namespace: "ledgerlane",
    region: "eu-central-1",
    tenants: ["t-alderbank", "t-corvid", "t-finmark", "t-helio", "t-marlow", "t-quay"],
    services: [
      { name: "gateway", lang: "go", kind: "edge", replicas: 4, routes: [], bg: [] },
      app(
        "payments-core",
        "java",
        6,
        ["/v1/payments", "/v1/payments/{id}", "/v2/export", "/v1/refunds"],
        ["Payment pay_{id}{n} authorised amount={n}.00 EUR scheme=VISA", "Refund re_{id} settled in {ms}ms"],
      ),
      app(
        "ledger-writer",
        "go",
        6,
        ["/v1/entries", "/v1/balances/{id}"],
        ["posted journal entry je_{id} legs=2 shard={k}", "balance snapshot account=acc_{n} version={n}"],
      ),
      app(
        "fx-rates",
        "node",
        4,
        ["/v1/rates", "/v1/rates/{id}"],
        ["rates refreshed pairs={k} source=ecb age=12s", "served rate EUR/GBP from cache"],
      ),
      app(
        "risk-scorer",
        "python",
        5,
        ["/score", "/score/batch"],
        ["scored txn {id}{n} risk=0.0{k} model=gbm-2026-10", "feature fetch {k} features in {ms}ms"],
      ),
      app(
        "statements",
        "dotnet",
        4,
        ["/api/statements", "/api/statements/{id}/pdf"],
        ["Statement ST{n} generated for account acc_{n} ({k} pages)", "Monthly statement batch progress {n}/{n}"],
      ),
      app(
        "merchant-dashboard",
        "ruby",
        4,
        ["/dashboard", "/payouts", "/v2/export"],
        [
          "Rendered payouts/index.html.erb within layouts/merchant ({ms}.1ms)",
          "Payout po_{id} scheduled for merchant m_{n}",
        ],
      ),
      app(
        "webhook-dispatch",
        "rust",
        5,
        ["/internal/dispatch", "/internal/replay"],
        ["delivered webhook evt_{id} to merchant m_{n} status=200 took_ms={ms}", "dispatch queue depth={k}"],
      ),
      {
        name: "audit-shipper",
        lang: "go",
        kind: "noisy",
        replicas: 2,
        routes: [],
        bg: ["shipped {n} audit records to s3"],
        noise: "failed to parse legacy audit line, skipping: unexpected end of JSON input",
      },
      { name: "cron-jobs", lang: "ruby", kind: "cron", replicas: 1, routes: [], bg: [] },
    ],
  },
  {
    company: "Streamcraft",
    namespace: "sc-live",
    region: "us-west-2",
    tenants: ["ch-arcadia", "ch-bluefin", "ch-cobalt", "ch-drift", "ch-ember"],
    services: [
      { name: "front-proxy", lang: "go", kind: "edge", replicas: 4, routes: [], bg: [] },
      app(
        "catalog-svc",
        "java",
        6,
        ["/api/titles", "/api/titles/{id}", "/v2/export", "/api/rails"],
        ["Title TT{n} hydrated with {k} artworks in {ms}ms", "Home rails assembled for profile {n}: {k} rails"],
      ),
      app(
        "playback-session",
        "go",
        6,
        ["/v1/sessions", "/v1/sessions/{id}/heartbeat"],
        ["session {id}{n} started device=tv bitrate_kbps={n}", "heartbeat session={id} position_s={n}"],
      ),
      app(
        "recs-api",
        "node",
        5,
        ["/v1/recommendations", "/v1/because-you-watched/{id}"],
        ["recommendations served profile={n} items={k} model=two-tower-v7", "feature cache warm, {k} keys"],
      ),
      app(
        "transcode-ctl",
        "python",
        4,
        ["/jobs", "/jobs/{id}"],
        ["transcode job J{n} ladder=1080p,720p,480p submitted", "job J{n} finished in {n}s"],
      ),
      app(
        "entitlements",
        "dotnet",
        5,
        ["/api/entitlements", "/api/entitlements/{id}"],
        ["Entitlement check profile {n} plan=premium allowed=True", "Subscription cache refreshed ({k} plans)"],
      ),
      app(
        "partner-portal",
        "ruby",
        4,
        ["/reports", "/uploads", "/v2/export"],
        [
          "Rendered reports/index.html.erb within layouts/partner ({ms}.7ms)",
          "Upload U{n} accepted for channel review",
        ],
      ),
      app(
        "manifest-edge",
        "rust",
        5,
        ["/hls/{id}/master.m3u8", "/dash/{id}/manifest.mpd"],
        ["manifest built title=TT{n} renditions={k} took_us={n}", "segment index cached title=TT{n}"],
      ),
      {
        name: "thumb-scraper",
        lang: "node",
        kind: "noisy",
        replicas: 2,
        routes: [],
        bg: ["scraped {k} thumbnails"],
        noise: "Error: Input buffer contains unsupported image format (sharp) - thumbnail skipped, using placeholder",
      },
      { name: "batch-cron", lang: "python", kind: "cron", replicas: 1, routes: [], bg: [] },
    ],
  },
  {
    company: "Fieldgrain",
    namespace: "fg-prod",
    region: "ap-southeast-2",
    tenants: ["farm-hollis", "farm-kestrel", "farm-murray", "farm-wattle", "coop-riverina"],
    services: [
      { name: "ingress-api", lang: "go", kind: "edge", replicas: 3, routes: [], bg: [] },
      app(
        "field-records",
        "java",
        5,
        ["/api/fields", "/api/fields/{id}", "/v2/export", "/api/harvests"],
        ["Field FLD{n} boundary updated, area_ha={k}.{k}", "Harvest record HR{n} saved yield_t={k}"],
      ),
      app(
        "telemetry-hub",
        "go",
        6,
        ["/v1/telemetry", "/v1/devices/{id}"],
        ["telemetry batch device=SN{n} points={k} shard={k}", "device SN{n} last_seen updated"],
      ),
      app(
        "alerts-engine",
        "node",
        4,
        ["/v1/alerts", "/v1/rules/{id}"],
        ["rule R{k} evaluated for farm, {k} matches", "alert AL{n} acknowledged by user {n}"],
      ),
      app(
        "agronomy-model",
        "python",
        4,
        ["/predict/yield", "/predict/irrigation"],
        ["yield prediction field=FLD{n} p50={k}.{k}t in {ms}ms", "model agro-xgb-2026.3 loaded from cache"],
      ),
      app(
        "orders-erp",
        "dotnet",
        4,
        ["/api/orders", "/api/orders/{id}"],
        ["Order SO-{n} synced to ERP, {k} lines", "Stock level refreshed for depot {k}"],
      ),
      app(
        "grower-web",
        "ruby",
        4,
        ["/farms", "/farms/map", "/v2/export"],
        ["Rendered farms/show.html.erb within layouts/application ({ms}.3ms)", "Map tiles prefetched for farm {n}"],
      ),
      app(
        "tile-server",
        "rust",
        4,
        ["/tiles/{id}.pbf", "/tiles/ndvi/{id}.png"],
        ["served tile z=14 x={n} y={n} cache=hit took_us={n}", "ndvi tile rendered in {ms}ms"],
      ),
      {
        name: "weather-poller",
        lang: "python",
        kind: "noisy",
        replicas: 2,
        routes: [],
        bg: ["polled {k} stations"],
        noiseLevel: "warn",
        noise: "station BOM-{k} returned stale observation (age > 3h), keeping previous value",
      },
      { name: "cron-runner", lang: "go", kind: "cron", replicas: 1, routes: [], bg: [] },
    ],
  },
];

export function appOf(e: Estate, lang: Lang): Svc {
  return e.services.find((s) => s.kind === "app" && s.lang === lang) as Svc;
}
