// Four made-up estates (ticketing, grocery delivery, insurance claims, telco self-care) of 16-24 services: an
// edge proxy, application services in six runtimes, four data stores and two cluster components.
export type Runtime = "jvm" | "go" | "python" | "node" | "dotnet" | "ruby";

export interface App {
  name: string;
  rt: Runtime;
  /** Routine work lines; {id} {n} {ms} {amt} {hex} are filled in. */
  work: string[];
}

export interface Route {
  method: string;
  path: string;
  /** Services in call order after the edge. */
  chain: string[];
  /** The data store the last service of the chain uses. */
  store?: "postgres" | "mysql" | "redis" | "kafka";
  weight: number;
}

export interface Estate {
  key: string;
  namespace: string;
  host: string;
  edge: { name: string; kind: "nginx" | "envoy" };
  apps: App[];
  stores: { postgres: string; mysql: string; redis: string; kafka: string };
  kubelet: string;
  autoscaler: string;
  /** Background worker (batch jobs, Kafka consumer); one of apps. */
  worker: string;
  routes: Route[];
  /** Table names the stores print. */
  tables: string[];
  topics: string[];
}

export const ESTATES: Estate[] = [
  {
    key: "tix",
    namespace: "tix-prod",
    host: "api.fanstage.example",
    edge: { name: "edge-nginx", kind: "nginx" },
    apps: [
      {
        name: "web-bff",
        rt: "node",
        work: ["rendered event page {id} ({n} widgets)", "session refreshed for fan {id}"],
      },
      {
        name: "event-catalog",
        rt: "jvm",
        work: ["Loaded event {id} with {n} price tiers", "Search returned {n} events in {ms}ms"],
      },
      { name: "seat-map", rt: "go", work: ["seat map built venue={id} sections={n}", "held {n} seats show={id}"] },
      { name: "ticket-orders", rt: "jvm", work: ["Order TO-{id} created with {n} tickets", "Order TO-{id} confirmed"] },
      {
        name: "pay-bridge",
        rt: "dotnet",
        work: ["Payment intent pi_{hex} authorised amount={amt} EUR", "Capture for order TO-{id} succeeded"],
      },
      { name: "fan-accounts", rt: "ruby", work: ["Fan {id} profile loaded", "Fan {id} updated marketing preferences"] },
      {
        name: "barcode-issuer",
        rt: "python",
        work: ["issued {n} barcodes for order TO-{id}", "wallet pass generated for ticket {id}"],
      },
      {
        name: "notify-mailer",
        rt: "python",
        work: ["queued email template=order_confirmation fan={id}", "SES accepted message 0100018c{hex}"],
      },
      { name: "resale-worker", rt: "go", work: ["resale listing {id} repriced to {amt}", "consumed {n} order events"] },
    ],
    stores: { postgres: "orders-pg", mysql: "catalog-mysql", redis: "seat-redis", kafka: "events-kafka" },
    kubelet: "kubelet",
    autoscaler: "cluster-autoscaler",
    worker: "resale-worker",
    routes: [
      { method: "GET", path: "/api/events/{id}", chain: ["web-bff", "event-catalog"], store: "mysql", weight: 26 },
      { method: "GET", path: "/api/events/search", chain: ["web-bff", "event-catalog"], store: "mysql", weight: 14 },
      { method: "GET", path: "/api/shows/{id}/seats", chain: ["web-bff", "seat-map"], store: "redis", weight: 15 },
      {
        method: "POST",
        path: "/api/orders",
        chain: ["web-bff", "ticket-orders", "pay-bridge"],
        store: "postgres",
        weight: 7,
      },
      {
        method: "POST",
        path: "/api/orders/{id}/tickets",
        chain: ["ticket-orders", "barcode-issuer"],
        store: "postgres",
        weight: 6,
      },
      { method: "GET", path: "/api/me", chain: ["web-bff", "fan-accounts"], store: "postgres", weight: 12 },
      {
        method: "POST",
        path: "/api/orders/{id}/receipt",
        chain: ["ticket-orders", "notify-mailer"],
        store: "kafka",
        weight: 5,
      },
      { method: "POST", path: "/api/seats/hold", chain: ["web-bff", "seat-map"], store: "redis", weight: 7 },
    ],
    tables: ["orders", "order_items", "fans", "payments"],
    topics: ["order-events", "ticket-issued"],
  },
  {
    key: "grocer",
    namespace: "grocer-prod",
    host: "api.basketrun.example",
    edge: { name: "ingress-envoy", kind: "envoy" },
    apps: [
      { name: "shop-api", rt: "go", work: ["basket {id} loaded items={n}", "store 4{n} opening hours served"] },
      {
        name: "product-search",
        rt: "jvm",
        work: ["Query 'organic' matched {n} SKUs in {ms}ms", "Facets computed for category {id}"],
      },
      {
        name: "basket-svc",
        rt: "node",
        work: ["basket {id} updated: {n} lines", "applied promo SPRING{n} to basket {id}"],
      },
      {
        name: "checkout",
        rt: "jvm",
        work: ["Checkout CK-{id} started for basket {id}", "Checkout CK-{id} completed total={amt}"],
      },
      {
        name: "payments-adapter",
        rt: "dotnet",
        work: ["Authorisation AUTH-{hex} approved for {amt} GBP", "3DS challenge not required for card ****{n}"],
      },
      {
        name: "slot-booking",
        rt: "python",
        work: ["slot reserved store=4{n} window=18:00-19:00 order={id}", "released expired slot hold {id}"],
      },
      {
        name: "picking-planner",
        rt: "python",
        work: ["pick list PL-{id} generated ({n} items, 3 zones)", "picker route optimised in {ms}ms"],
      },
      {
        name: "loyalty-ledger",
        rt: "ruby",
        work: ["Credited {n} points to member {id}", "Member {id} balance fetched"],
      },
      {
        name: "driver-dispatch",
        rt: "go",
        work: ["van V{n} assigned to route R-{id}", "ETA recomputed for order {id}: {n} min"],
      },
      {
        name: "substitutions",
        rt: "node",
        work: ["suggested {n} substitutes for SKU {id}", "customer accepted substitute for SKU {id}"],
      },
      {
        name: "receipt-renderer",
        rt: "dotnet",
        work: ["Rendered receipt PDF for order {id} ({n} pages)", "Receipt {id} stored in blob container"],
      },
      {
        name: "stock-sync",
        rt: "python",
        work: ["stock delta applied for store 4{n}: {id} SKUs", "consumed {n} stock events"],
      },
    ],
    stores: { postgres: "orders-db", mysql: "catalog-db", redis: "basket-cache", kafka: "kafka" },
    kubelet: "kubelet",
    autoscaler: "cluster-autoscaler",
    worker: "stock-sync",
    routes: [
      { method: "GET", path: "/v1/search", chain: ["shop-api", "product-search"], store: "mysql", weight: 24 },
      { method: "GET", path: "/v1/baskets/{id}", chain: ["shop-api", "basket-svc"], store: "redis", weight: 18 },
      {
        method: "POST",
        path: "/v1/baskets/{id}/items",
        chain: ["shop-api", "basket-svc", "substitutions"],
        store: "redis",
        weight: 10,
      },
      {
        method: "POST",
        path: "/v1/checkout",
        chain: ["shop-api", "checkout", "payments-adapter"],
        store: "postgres",
        weight: 6,
      },
      { method: "GET", path: "/v1/slots", chain: ["shop-api", "slot-booking"], store: "postgres", weight: 9 },
      {
        method: "POST",
        path: "/v1/orders/{id}/pick",
        chain: ["checkout", "picking-planner"],
        store: "postgres",
        weight: 5,
      },
      {
        method: "GET",
        path: "/v1/loyalty/balance",
        chain: ["shop-api", "loyalty-ledger"],
        store: "postgres",
        weight: 8,
      },
      {
        method: "GET",
        path: "/v1/orders/{id}/eta",
        chain: ["shop-api", "driver-dispatch"],
        store: "kafka",
        weight: 7,
      },
      {
        method: "GET",
        path: "/v1/orders/{id}/receipt",
        chain: ["shop-api", "receipt-renderer"],
        store: "postgres",
        weight: 4,
      },
    ],
    tables: ["orders", "order_lines", "slots", "members"],
    topics: ["stock-deltas", "order-placed"],
  },
  {
    key: "claims",
    namespace: "claims-prod",
    host: "portal.claimsure.example",
    edge: { name: "gateway-nginx", kind: "nginx" },
    apps: [
      {
        name: "portal-bff",
        rt: "node",
        work: ["dashboard assembled for policyholder {id}", "uploaded document list served ({n} items)"],
      },
      {
        name: "policy-core",
        rt: "jvm",
        work: ["Policy PL-{id} loaded (version {n})", "Coverage check passed for PL-{id}"],
      },
      {
        name: "claims-intake",
        rt: "dotnet",
        work: ["Claim CL-{id} registered with {n} attachments", "First notice of loss saved for CL-{id}"],
      },
      {
        name: "fraud-scoring",
        rt: "python",
        work: ["scored claim CL-{id}: 0.0{n} (model v14)", "feature vector built in {ms}ms"],
      },
      {
        name: "doc-store",
        rt: "go",
        work: ["stored object claims/{id}.pdf size={n}41KB", "presigned URL issued for claims/{id}.pdf"],
      },
      {
        name: "adjuster-queue",
        rt: "ruby",
        work: ["Assigned CL-{id} to adjuster #{n}", "Adjuster #{n} picked CL-{id}"],
      },
      {
        name: "payout-service",
        rt: "jvm",
        work: ["Payout PO-{id} scheduled amount={amt} EUR", "SEPA batch line added for PO-{id}"],
      },
      {
        name: "quote-engine",
        rt: "go",
        work: ["quote Q-{id} priced premium={amt} factors={n}", "rating table v{n} cache hit"],
      },
      { name: "identity-bridge", rt: "dotnet", work: ["Token exchanged for user {id}", "Session {hex} validated"] },
      {
        name: "ocr-worker",
        rt: "python",
        work: ["OCR done for document {id}: {n} pages in {ms}ms", "extracted {n} fields from invoice {id}"],
      },
      {
        name: "notify-hub",
        rt: "node",
        work: ["sms queued for policyholder {id}", "push notification delivered to device {hex}"],
      },
      {
        name: "vehicle-lookup",
        rt: "ruby",
        work: ["Plate lookup {hex} resolved make=VW year=20{n}", "VIN cache refreshed ({n} entries)"],
      },
      {
        name: "ledger-sync",
        rt: "jvm",
        work: ["Reconciled {n} payout entries with GL", "Posted journal JE-{id}"],
      },
      {
        name: "report-builder",
        rt: "python",
        work: ["built claims ageing report ({n} rows)", "exported bordereau for broker {id}"],
      },
    ],
    stores: { postgres: "claims-pg", mysql: "policy-mysql", redis: "redis-cache", kafka: "kafka-broker" },
    kubelet: "kubelet",
    autoscaler: "cluster-autoscaler",
    worker: "report-builder",
    routes: [
      { method: "GET", path: "/api/policies/{id}", chain: ["portal-bff", "policy-core"], store: "mysql", weight: 22 },
      {
        method: "POST",
        path: "/api/claims",
        chain: ["portal-bff", "claims-intake", "fraud-scoring"],
        store: "postgres",
        weight: 7,
      },
      {
        method: "POST",
        path: "/api/claims/{id}/documents",
        chain: ["portal-bff", "doc-store", "ocr-worker"],
        store: "postgres",
        weight: 6,
      },
      {
        method: "GET",
        path: "/api/claims/{id}",
        chain: ["portal-bff", "claims-intake", "adjuster-queue"],
        store: "postgres",
        weight: 14,
      },
      { method: "POST", path: "/api/quotes", chain: ["portal-bff", "quote-engine", "vehicle-lookup"], weight: 10 },
      { method: "POST", path: "/api/session", chain: ["portal-bff", "identity-bridge"], store: "redis", weight: 12 },
      {
        method: "POST",
        path: "/api/claims/{id}/payout",
        chain: ["claims-intake", "payout-service", "ledger-sync"],
        store: "postgres",
        weight: 4,
      },
      {
        method: "POST",
        path: "/api/claims/{id}/notify",
        chain: ["claims-intake", "notify-hub"],
        store: "kafka",
        weight: 5,
      },
    ],
    tables: ["claims", "claim_documents", "payouts", "policies"],
    topics: ["claim-events", "payout-requested"],
  },
  {
    key: "telco",
    namespace: "selfcare-prod",
    host: "my.skylink.example",
    edge: { name: "envoy-edge", kind: "envoy" },
    apps: [
      { name: "selfcare-api", rt: "go", work: ["account {id} overview served", "line {id} status=active"] },
      {
        name: "billing-core",
        rt: "jvm",
        work: ["Invoice INV-{id} rendered ({n} lines)", "Balance for account {id} computed in {ms}ms"],
      },
      {
        name: "usage-rater",
        rt: "jvm",
        work: ["Rated {n} CDRs for MSISDN 447{id}", "Bundle DATA-{n}GB drawdown applied for 447{id}"],
      },
      {
        name: "plan-catalog",
        rt: "ruby",
        work: ["Plan SIM-{n} loaded", "Offer eligibility computed for account {id}"],
      },
      {
        name: "topup-service",
        rt: "node",
        work: ["top-up {hex} credited {amt} to 447{id}", "voucher {hex} redeemed for 447{id}"],
      },
      {
        name: "payment-gw",
        rt: "dotnet",
        work: ["Card payment {hex} captured {amt} GBP", "Direct debit mandate DD-{id} validated"],
      },
      {
        name: "sim-provisioning",
        rt: "python",
        work: ["eSIM profile {hex} downloaded for ICCID 8944{id}", "SIM swap request {id} queued"],
      },
      {
        name: "porting-service",
        rt: "python",
        work: ["PAC code request {id} accepted", "port-in 447{id} scheduled for tomorrow"],
      },
      {
        name: "roaming-gw",
        rt: "go",
        work: ["roaming pack EU-{n} activated for 447{id}", "TAP file {id} ingested ({n} records)"],
      },
      {
        name: "notifications",
        rt: "node",
        work: ["sms sent to 447{id} (template usage_80pct)", "email queued for account {id}"],
      },
      { name: "customer-profile", rt: "dotnet", work: ["Profile {id} fetched", "Consent flags updated for {id}"] },
      { name: "device-shop", rt: "ruby", work: ["Device basket {id} priced {amt}", "Stock check for SKU {n}41 ok"] },
      {
        name: "coverage-map",
        rt: "go",
        work: ["coverage tile z12/{n}/{id} served from cache", "postcode {hex} resolved to cell 2{n}"],
      },
      {
        name: "fraud-guard",
        rt: "python",
        work: ["velocity check passed for account {id}", "device fingerprint {hex} scored 0.0{n}"],
      },
      {
        name: "order-orchestrator",
        rt: "jvm",
        work: ["Order ORD-{id} moved to FULFILMENT", "Saga ORD-{id} step {n}/5 complete"],
      },
      {
        name: "cdr-loader",
        rt: "go",
        work: ["loaded {n}000 CDRs from mediation batch {id}", "consumed {n} usage events"],
      },
      {
        name: "support-chat",
        rt: "node",
        work: ["chat session {hex} routed to queue billing", "bot answered intent check_balance for {id}"],
      },
    ],
    stores: { postgres: "billing-pg", mysql: "crm-mysql", redis: "session-redis", kafka: "kafka" },
    kubelet: "kubelet",
    autoscaler: "cluster-autoscaler",
    worker: "cdr-loader",
    routes: [
      { method: "GET", path: "/v2/account", chain: ["selfcare-api", "customer-profile"], store: "mysql", weight: 20 },
      {
        method: "GET",
        path: "/v2/bills/latest",
        chain: ["selfcare-api", "billing-core"],
        store: "postgres",
        weight: 12,
      },
      { method: "GET", path: "/v2/usage", chain: ["selfcare-api", "usage-rater"], store: "postgres", weight: 14 },
      { method: "GET", path: "/v2/plans", chain: ["selfcare-api", "plan-catalog"], store: "redis", weight: 8 },
      {
        method: "POST",
        path: "/v2/topups",
        chain: ["selfcare-api", "topup-service", "payment-gw"],
        store: "postgres",
        weight: 6,
      },
      {
        method: "POST",
        path: "/v2/esim",
        chain: ["selfcare-api", "order-orchestrator", "sim-provisioning"],
        store: "kafka",
        weight: 4,
      },
      { method: "POST", path: "/v2/porting", chain: ["selfcare-api", "porting-service"], store: "mysql", weight: 3 },
      { method: "POST", path: "/v2/roaming", chain: ["selfcare-api", "roaming-gw"], store: "redis", weight: 4 },
      { method: "POST", path: "/v2/devices/basket", chain: ["selfcare-api", "device-shop", "fraud-guard"], weight: 5 },
      { method: "GET", path: "/v2/coverage", chain: ["selfcare-api", "coverage-map"], store: "redis", weight: 9 },
      { method: "POST", path: "/v2/chat", chain: ["selfcare-api", "support-chat"], weight: 5 },
      {
        method: "POST",
        path: "/v2/orders/{id}/notify",
        chain: ["order-orchestrator", "notifications"],
        store: "kafka",
        weight: 4,
      },
    ],
    tables: ["invoices", "usage_records", "accounts", "topups"],
    topics: ["usage-events", "order-events"],
  },
];

/** Every service name an estate's stream prints. */
export function services(e: Estate): string[] {
  return [
    e.edge.name,
    ...e.apps.map((a) => a.name),
    e.stores.postgres,
    e.stores.mysql,
    e.stores.redis,
    e.stores.kafka,
    e.kubelet,
    e.autoscaler,
  ];
}
