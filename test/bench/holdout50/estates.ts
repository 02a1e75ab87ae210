// Five made-up multi-region companies: regional copies of an app, its store and (some) a cache, plus global
// services (edge load balancer, DNS/health-check monitor, Kafka MirrorMaker 2, a periodic job, a noisy service).
export type DbKind = "postgres" | "aurora" | "mysql" | "cassandra" | "cockroach";
export type EdgeKind = "envoy" | "cloudflare" | "istio";

export interface Estate {
  company: string;
  namespace: string;
  domain: string;
  regions: string[];
  /** Regional app base name (service = `${app}-${region}`). */
  app: string;
  /** Regional store base name (service = `${db}-${region}`). */
  db: string;
  dbKind: DbKind;
  /** Regional cache base name, or "" when the estate has none. */
  cache: string;
  edge: string;
  edgeKind: EdgeKind;
  dns: string;
  mm: string;
  job: string;
  noisy: string;
  noisyMsg: string;
  paths: string[];
  /** What the app does in one request (background traffic wording). */
  work: string[];
  table: string;
  dbUser: string;
  runtime: "node" | "java" | "go" | "python";
}

export const ESTATES: Estate[] = [
  {
    company: "Fernwick Travel",
    namespace: "fernwick-prod",
    domain: "fernwick.travel",
    regions: ["eu-west-1", "us-east-1"],
    app: "booking-api",
    db: "booking-pg",
    dbKind: "aurora",
    cache: "fare-cache",
    edge: "edge-envoy",
    edgeKind: "envoy",
    dns: "r53-health-notifier",
    mm: "mirrormaker2",
    job: "itinerary-sweeper",
    noisy: "seatmap-renderer",
    noisyMsg: "seat map SVG for aircraft type 32Q missing row 31 overlay, rendering without it",
    paths: ["/v2/search", "/v2/bookings", "/v2/bookings/{id}", "/v2/fares"],
    work: ["fare quote", "booking hold", "itinerary fetch", "PNR lookup"],
    table: "bookings",
    dbUser: "booking_app",
    runtime: "node",
  },
  {
    company: "Quillon Pay",
    namespace: "quillon-prod",
    domain: "quillonpay.com",
    regions: ["eu-central-1", "eu-west-2", "us-east-2"],
    app: "ledger-svc",
    db: "ledger-crdb",
    dbKind: "cockroach",
    cache: "",
    edge: "cf-lb-monitor",
    edgeKind: "cloudflare",
    dns: "route53-hc",
    mm: "mm2-ledger-events",
    job: "settlement-batch",
    noisy: "fx-rates-poller",
    noisyMsg: "ECB feed returned stale rate for HRK (currency withdrawn), skipping",
    paths: ["/v1/transfers", "/v1/balances", "/v1/payouts", "/v1/accounts/{id}"],
    work: ["transfer posted", "balance read", "payout scheduled", "hold released"],
    table: "journal_entries",
    dbUser: "ledger",
    runtime: "go",
  },
  {
    company: "Tessaro Games",
    namespace: "tessaro-live",
    domain: "tessaro.gg",
    regions: ["us-west-2", "eu-north-1", "ap-southeast-1"],
    app: "profile-svc",
    db: "profiles-cass",
    dbKind: "cassandra",
    cache: "",
    edge: "istio-ingress",
    edgeKind: "istio",
    dns: "route53-hc",
    mm: "mirrormaker2",
    job: "leaderboard-rollup",
    noisy: "anticheat-agent",
    noisyMsg: "heartbeat from client build 4.11.2 has unsigned telemetry blob, dropped",
    paths: ["/profile", "/profile/inventory", "/matchmaking/ticket", "/friends"],
    work: ["profile read", "inventory write", "friend list read", "loadout save"],
    table: "player_profiles",
    dbUser: "profile_rw",
    runtime: "java",
  },
  {
    company: "Hollyhock Grocers",
    namespace: "hollyhock-prod",
    domain: "hollyhock.shop",
    regions: ["eu-west-1", "eu-central-1"],
    app: "cart-svc",
    db: "orders-mysql",
    dbKind: "mysql",
    cache: "cart-redis",
    edge: "edge-envoy",
    edgeKind: "envoy",
    dns: "r53-health-notifier",
    mm: "mirrormaker2",
    job: "slot-planner",
    noisy: "promo-engine",
    noisyMsg: "coupon rule SUMMER-BOGO references retired SKU 4410021, rule skipped",
    paths: ["/api/cart", "/api/cart/items", "/api/checkout", "/api/slots"],
    work: ["cart update", "checkout", "slot reservation", "cart read"],
    table: "orders",
    dbUser: "cart_app",
    runtime: "python",
  },
  {
    company: "Nordlys Energy",
    namespace: "nordlys-prod",
    domain: "nordlys.energy",
    regions: ["eu-north-1", "eu-west-1", "us-east-1"],
    app: "meter-ingest",
    db: "meter-pg",
    dbKind: "postgres",
    cache: "",
    edge: "gslb-envoy",
    edgeKind: "envoy",
    dns: "route53-hc",
    mm: "mm2-readings",
    job: "tariff-recalc",
    noisy: "smartmeter-gw",
    noisyMsg: "meter 7711-0042 sent reading with future timestamp (clock drift 3600s), clamped",
    paths: ["/ingest/readings", "/meters/{id}", "/tariffs", "/ingest/batch"],
    work: ["readings batch stored", "meter lookup", "tariff read", "reading upsert"],
    table: "readings",
    dbUser: "ingest",
    runtime: "java",
  },
];
