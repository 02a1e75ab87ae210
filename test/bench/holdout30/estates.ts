// Five made-up companies: an edge, application services in six runtimes, and the names of their shared dependencies.
export type Runtime = "jvm" | "go" | "python" | "node" | "dotnet" | "ruby";
export type DepKind =
  | "postgres"
  | "mysql"
  | "redis"
  | "kafka"
  | "rabbitmq"
  | "keycloak"
  | "idp"
  | "coredns"
  | "minio"
  | "flags"
  | "ratelimit"
  | "vendorgw"
  | "configsrv"
  | "fxrates";

export interface Svc {
  name: string;
  rt: Runtime;
  role: "edge" | "app" | "worker";
  /** HTTP paths it serves (edge: the public API). */
  paths: string[];
  /** What its work looks like in one line when it is fine. */
  work: string[];
}

export interface Estate {
  name: string;
  slug: string;
  date: string;
  edge: Svc & { proxy: "nginx" | "envoy" };
  apps: Svc[];
  deps: Record<DepKind, string>;
  /** A constant harmless error or warning some service prints from the first minute. */
  noisy: Array<{ level: "warn" | "error"; text: string }>;
  /** The vendor a third-party gateway fronts. */
  vendor: string;
}

const s = (name: string, rt: Runtime, role: Svc["role"], paths: string[], work: string[]): Svc => ({
  name,
  rt,
  role,
  paths,
  work,
});

export const ESTATES: Estate[] = [
  {
    name: "Larkspur Grocers",
    slug: "larkspur",
    date: "2026-09-03",
    edge: {
      ...s("storefront-edge", "go", "edge", ["/api/basket", "/api/checkout", "/api/catalog/search", "/api/slots"], []),
      proxy: "nginx",
    },
    apps: [
      s("basket-api", "node", "app", ["/basket/items", "/basket"], ["basket {id} updated: {n} lines"]),
      s("checkout-svc", "jvm", "app", ["/checkout/confirm", "/checkout/quote"], ["order {id} placed, total {amt} GBP"]),
      s("catalog-api", "go", "app", ["/v1/products", "/v1/search"], ['search q="{word}" hits={n}']),
      s("pricing-svc", "python", "app", ["/price/basket", "/price/promo"], ["priced basket {id}: {n} promos applied"]),
      s("delivery-slots", "ruby", "app", ["/slots", "/slots/reserve"], ["slot {id} reserved for postcode LS{n}"]),
      s("loyalty-api", "dotnet", "app", ["/api/points", "/api/vouchers"], ["member {id} balance {n} points"]),
      s("order-worker", "jvm", "worker", [], ["consumed orders.placed offset {n}: order {id}"]),
      s("notify-worker", "python", "worker", [], ["sent receipt email for order {id}"]),
      s("picking-planner", "go", "worker", [], ["wave {n} planned: {n} orders, store {word}"]),
      s("substitutions", "ruby", "app", ["/subs/suggest"], ["suggested {n} substitutes for sku {id}"]),
    ],
    deps: {
      postgres: "grocer-pg",
      mysql: "stock-mysql",
      redis: "basket-redis",
      kafka: "events-kafka",
      rabbitmq: "jobs-rabbitmq",
      keycloak: "keycloak",
      idp: "identity",
      coredns: "coredns",
      minio: "assets-minio",
      flags: "flagd",
      ratelimit: "ratelimit",
      vendorgw: "payments-gw",
      configsrv: "config-server",
      fxrates: "promo-rules",
    },
    noisy: [
      { level: "error", text: "image resize failed for sku {id}: unsupported colour space CMYK, serving original" },
      { level: "warn", text: "product {id} has no barcode, skipped from feed" },
    ],
    vendor: "api.paybridge.example",
  },
  {
    name: "Tidewater Freight",
    slug: "tidewater",
    date: "2026-09-08",
    edge: {
      ...s("portal-gateway", "go", "edge", ["/v2/shipments", "/v2/quotes", "/v2/tracking", "/v2/invoices"], []),
      proxy: "envoy",
    },
    apps: [
      s("shipment-api", "go", "app", ["/shipments", "/shipments/book"], ["shipment {id} booked, {n} pallets"]),
      s(
        "rate-quote",
        "jvm",
        "app",
        ["/quotes", "/quotes/lane"],
        ["quote {id} computed for lane RTM-{word}: {amt} EUR"],
      ),
      s("tracking-svc", "node", "app", ["/tracking/{id}"], ["position update for container TGHU{id}"]),
      s("customs-docs", "python", "app", ["/docs/declaration"], ["declaration {id} generated ({n} pages)"]),
      s("billing-svc", "dotnet", "app", ["/api/invoices"], ["invoice INV-{id} issued, {amt} EUR"]),
      s("dispatch-worker", "go", "worker", [], ["truck {n} assigned to shipment {id}"]),
      s("label-printer", "ruby", "worker", [], ["label batch {n} rendered ({n} labels)"]),
      s("partner-webhooks", "node", "worker", [], ["webhook shipment.updated delivered to partner {n}"]),
      s("eta-model", "python", "app", ["/eta"], ["eta for {id}: {n} h"]),
    ],
    deps: {
      postgres: "freight-pg",
      mysql: "yard-mysql",
      redis: "session-redis",
      kafka: "kafka-0",
      rabbitmq: "rabbitmq",
      keycloak: "sso",
      idp: "auth-server",
      coredns: "coredns",
      minio: "docs-minio",
      flags: "flag-service",
      ratelimit: "rate-limiter",
      vendorgw: "carrier-gw",
      configsrv: "config-server",
      fxrates: "fx-rates",
    },
    noisy: [
      { level: "error", text: "AIS feed: vessel MMSI {id} reported invalid position (lat 91.0), dropped" },
      { level: "warn", text: "customs code lookup fell back to HS2017 table for commodity {id}" },
    ],
    vendor: "api.oceanlink.example",
  },
  {
    name: "Brightmoor Clinics",
    slug: "brightmoor",
    date: "2026-09-12",
    edge: {
      ...s("patient-edge", "go", "edge", ["/api/appointments", "/api/records", "/api/visits", "/api/claims"], []),
      proxy: "nginx",
    },
    apps: [
      s(
        "appointments-api",
        "dotnet",
        "app",
        ["/api/appointments", "/api/appointments/book"],
        ["appointment {id} booked with clinician {n}"],
      ),
      s(
        "scheduling-core",
        "jvm",
        "app",
        ["/schedule/free", "/schedule/hold"],
        ["{n} free slots computed for clinic {word}"],
      ),
      s("patient-records", "python", "app", ["/records/{id}"], ["record {id} read by clinician {n}"]),
      s("reminders-worker", "ruby", "worker", [], ["reminder SMS queued for appointment {id}"]),
      s("insurance-check", "go", "app", ["/eligibility"], ["eligibility ok for member {id} plan {word}"]),
      s("video-visits", "node", "app", ["/visits/{id}/join"], ["visit room {id} opened"]),
      s("billing-claims", "jvm", "worker", [], ["claim CLM-{id} submitted, {amt} USD"]),
      s("lab-results", "python", "app", ["/labs/{id}"], ["lab panel {id} released to patient"]),
    ],
    deps: {
      postgres: "clinic-pg",
      mysql: "legacy-mysql",
      redis: "redis",
      kafka: "kafka",
      rabbitmq: "rabbitmq",
      keycloak: "keycloak",
      idp: "identity-server",
      coredns: "coredns",
      minio: "scans-store",
      flags: "flags",
      ratelimit: "ratelimit",
      vendorgw: "payer-gw",
      configsrv: "config-server",
      fxrates: "codes-service",
    },
    noisy: [
      { level: "error", text: "HL7 ORU message {id} has empty OBX-5, stored without value" },
      { level: "warn", text: "clinician {n} calendar sync returned 0 events, keeping cached copy" },
    ],
    vendor: "api.claimsclear.example",
  },
  {
    name: "Quillfeather Press",
    slug: "quillfeather",
    date: "2026-09-17",
    edge: {
      ...s("reader-gw", "go", "edge", ["/api/articles", "/api/subscribe", "/api/search", "/api/comments"], []),
      proxy: "envoy",
    },
    apps: [
      s("article-api", "node", "app", ["/articles/{id}", "/articles"], ["article {id} served from cache"]),
      s("paywall-svc", "go", "app", ["/paywall/check"], ["meter for reader {id}: {n}/10 free"]),
      s(
        "subscriptions",
        "ruby",
        "app",
        ["/subscriptions", "/subscriptions/renew"],
        ["subscription {id} renewed, plan {word}"],
      ),
      s("recommendations", "python", "app", ["/recs/{id}"], ["{n} recommendations for reader {id}"]),
      s("search-api", "jvm", "app", ["/search"], ['search "{word}" returned {n} hits']),
      s("newsletter-worker", "python", "worker", [], ["newsletter batch {n} sent to {n} readers"]),
      s("comments-svc", "dotnet", "app", ["/api/comments"], ["comment {id} posted on article {n}"]),
      s("media-transcoder", "go", "worker", [], ["transcoded video {id} to 720p in {n}s"]),
      s("archive-api", "jvm", "app", ["/archive/{id}"], ["archive page {id} rendered"]),
    ],
    deps: {
      postgres: "press-pg",
      mysql: "comments-mysql",
      redis: "redis-cache",
      kafka: "kafka",
      rabbitmq: "rabbitmq",
      keycloak: "keycloak",
      idp: "login-service",
      coredns: "coredns",
      minio: "media-minio",
      flags: "unleash",
      ratelimit: "ratelimit",
      vendorgw: "billing-gw",
      configsrv: "config-server",
      fxrates: "tax-rates",
    },
    noisy: [
      { level: "error", text: "oEmbed fetch for embed {id} failed: 404 from provider, rendering link" },
      { level: "warn", text: "article {id} has no hero image alt text" },
    ],
    vendor: "api.paysphere.example",
  },
  {
    name: "Orchard Lane Bank",
    slug: "orchardlane",
    date: "2026-09-22",
    edge: {
      ...s("mobile-edge", "go", "edge", ["/v1/accounts", "/v1/transfers", "/v1/cards", "/v1/statements"], []),
      proxy: "nginx",
    },
    apps: [
      s("accounts-api", "jvm", "app", ["/accounts/{id}", "/accounts/{id}/balance"], ["balance read for account {id}"]),
      s("transfers-svc", "go", "app", ["/transfers", "/transfers/{id}"], ["transfer TR{id} accepted, {amt} EUR"]),
      s("cards-svc", "dotnet", "app", ["/api/cards/{id}", "/api/cards/{id}/freeze"], ["card ****{n} status read"]),
      s("kyc-service", "python", "app", ["/kyc/check"], ["kyc check {id} passed (score {n})"]),
      s("statements-worker", "jvm", "worker", [], ["statement for account {id} rendered ({n} pages)"]),
      s("fraud-scorer", "python", "app", ["/score"], ["scored transaction {id}: {n}/1000"]),
      s("notifications", "node", "worker", [], ["push sent to device {id}"]),
      s("ledger-writer", "go", "worker", [], ["posted {n} journal lines for batch {id}"]),
      s("payees-api", "ruby", "app", ["/payees"], ["payee {id} added for customer {n}"]),
    ],
    deps: {
      postgres: "ledger-pg",
      mysql: "cards-mysql",
      redis: "redis",
      kafka: "kafka-broker",
      rabbitmq: "rabbitmq",
      keycloak: "keycloak",
      idp: "oauth-server",
      coredns: "coredns",
      minio: "statements-s3",
      flags: "flagsmith",
      ratelimit: "rate-limit",
      vendorgw: "sepa-gw",
      configsrv: "config-server",
      fxrates: "fx-rates",
    },
    noisy: [
      { level: "error", text: "merchant category lookup failed for MCC {n}: unknown code, defaulting to 'other'" },
      { level: "warn", text: "device {id} sent push token in legacy format, converted" },
    ],
    vendor: "api.clearingnet.example",
  },
];
