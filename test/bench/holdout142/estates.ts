// The four made-up travelling-show businesses: services, runtimes, edge proxies and id practice.

export type Runtime =
  | "java"
  | "go"
  | "node"
  | "python"
  | "celery"
  | "rails"
  | "sidekiq"
  | "dotnet"
  | "elixir"
  | "php"
  | "envoy"
  | "nginx"
  | "traefik"
  | "haproxy"
  | "postgres"
  | "mysql"
  | "redis"
  | "rabbitmq";

/** trace = W3C trace ids on every service; req = request ids on the web tier only; corr = correlation ids on some. */
export type IdPractice = "trace" | "req" | "corr" | "none";

export interface Svc {
  name: string;
  rt: Runtime;
  /** Relative share of background lines. */
  weight: number;
  /** HTTP routes it serves (web and api services). */
  routes?: string[];
  /** Background jobs or consumer topics it runs (workers). */
  jobs?: string[];
  /** Carries an id in its lines (decided by the estate's practice). */
  ids: boolean;
  /** Customer facing through the edge. */
  public?: boolean;
  port?: number;
}

export interface Estate {
  key: "marquee" | "caravan" | "midway" | "spangle";
  company: string;
  proxy: string;
  ids: IdPractice;
  host: string;
  cluster: string;
  namespace: string;
  services: Svc[];
}

export const MARQUEE: Estate = {
  key: "marquee",
  company: "Marquee & Sawdust Ticketing",
  proxy: "envoy-edge",
  ids: "trace",
  host: "ip-10-40-3-17.eu-west-1.compute.internal",
  cluster: "msaw-prod-euw1",
  namespace: "boxoffice",
  services: [
    { name: "envoy-edge", rt: "envoy", weight: 5, ids: true },
    {
      name: "box-office-web",
      rt: "node",
      weight: 4,
      ids: true,
      public: true,
      port: 3000,
      routes: ["GET /shows", "GET /shows/:showId", "GET /checkout/:basketId", "POST /basket/:basketId/seats"],
    },
    {
      name: "ticket-checkout",
      rt: "java",
      weight: 3,
      ids: true,
      public: true,
      port: 8080,
      routes: ["POST /api/v2/orders", "GET /api/v2/orders/{orderId}", "POST /api/v2/orders/{orderId}/confirm"],
    },
    {
      name: "seat-map",
      rt: "go",
      weight: 4,
      ids: true,
      public: true,
      port: 8081,
      routes: ["GET /v1/performances/{perf}/seats", "POST /v1/holds", "DELETE /v1/holds/{hold}"],
    },
    {
      name: "show-calendar",
      rt: "java",
      weight: 2,
      ids: true,
      port: 8080,
      routes: ["GET /api/performances", "GET /api/tours/{tourId}/stops"],
    },
    {
      name: "patron-auth",
      rt: "go",
      weight: 2,
      ids: true,
      public: true,
      port: 8443,
      routes: ["POST /oauth/token", "GET /userinfo", "POST /login"],
    },
    {
      name: "payment-bridge",
      rt: "java",
      weight: 2,
      ids: true,
      port: 8080,
      routes: ["POST /payments/authorize", "POST /payments/{id}/capture"],
    },
    {
      name: "wallet-pass",
      rt: "node",
      weight: 1,
      ids: true,
      port: 3100,
      routes: ["POST /passes", "GET /passes/:serial"],
    },
    { name: "notify-sender", rt: "node", weight: 1, ids: true, jobs: ["order-confirmed", "show-reminder"] },
    { name: "ledger-db", rt: "postgres", weight: 1, ids: false },
  ],
};

export const CARAVAN: Estate = {
  key: "caravan",
  company: "Caravan Volant Touring",
  proxy: "nginx_edge",
  ids: "req",
  host: "tour-ops-02",
  cluster: "caravan-ops",
  namespace: "touring",
  services: [
    { name: "nginx_edge", rt: "nginx", weight: 4, ids: true },
    {
      name: "tour_portal",
      rt: "rails",
      weight: 4,
      ids: true,
      public: true,
      port: 3000,
      routes: ["GET /tours/:id", "GET /tours/:id/itinerary", "PATCH /stops/:id", "POST /crew_calls"],
    },
    {
      name: "portal_sidekiq",
      rt: "sidekiq",
      weight: 2,
      ids: false,
      jobs: ["VenueSyncJob", "ItineraryPdfJob", "CrewCallReminderJob", "PermitExpiryJob"],
    },
    {
      name: "route_planner",
      rt: "python",
      weight: 3,
      ids: false,
      port: 8000,
      routes: ["POST /api/routes/plan", "GET /api/routes/<id>", "GET /api/bridges/clearance"],
    },
    {
      name: "truck_dispatch",
      rt: "celery",
      weight: 3,
      ids: false,
      jobs: ["dispatch.assign_convoy", "dispatch.refresh_eta", "dispatch.notify_driver"],
    },
    {
      name: "venue_contracts",
      rt: "python",
      weight: 2,
      ids: false,
      port: 8000,
      routes: ["GET /contracts/<venue>", "POST /contracts/<venue>/sign", "GET /venues/search"],
    },
    {
      name: "crew_roster",
      rt: "elixir",
      weight: 2,
      ids: false,
      port: 4000,
      routes: ["GET /api/crew", "POST /api/shifts", "GET /api/shifts/:id"],
    },
    { name: "telematics_ingest", rt: "go", weight: 3, ids: false, jobs: ["gps", "tacho", "reefer-temp"] },
    { name: "fleet_pg", rt: "postgres", weight: 1, ids: false },
    { name: "redis_cache", rt: "redis", weight: 1, ids: false },
  ],
};

export const MIDWAY: Estate = {
  key: "midway",
  company: "Hurly-Burly Midway Rides",
  proxy: "traefik",
  ids: "none",
  host: "midway-node-3",
  cluster: "hb-fairground",
  namespace: "default",
  services: [
    { name: "traefik", rt: "traefik", weight: 4, ids: false },
    {
      name: "turnstile",
      rt: "dotnet",
      weight: 3,
      ids: false,
      public: true,
      port: 5000,
      routes: ["POST /api/gates/scan", "GET /api/gates/status"],
    },
    {
      name: "ridequeue",
      rt: "elixir",
      weight: 4,
      ids: false,
      public: true,
      port: 4000,
      routes: ["GET /api/rides/:ride/queue", "POST /api/rides/:ride/virtual_queue", "DELETE /api/virtual_queue/:slot"],
    },
    {
      name: "tokenbank",
      rt: "dotnet",
      weight: 3,
      ids: false,
      public: true,
      port: 5000,
      routes: ["POST /api/wallets/{id}/debit", "POST /api/wallets/{id}/topup", "GET /api/wallets/{id}"],
    },
    {
      name: "prizedesk",
      rt: "php",
      weight: 2,
      ids: false,
      public: true,
      port: 9000,
      routes: ["POST /redeem", "GET /prizes", "GET /tickets/balance"],
    },
    { name: "telemetry", rt: "go", weight: 3, ids: false, jobs: ["ride-plc", "gate-counters", "generator-load"] },
    {
      name: "maintlog",
      rt: "python",
      weight: 1,
      ids: false,
      port: 8000,
      routes: ["POST /inspections", "GET /inspections/today"],
    },
    {
      name: "wristbands",
      rt: "elixir",
      weight: 2,
      ids: false,
      port: 4000,
      routes: ["POST /api/bands/activate", "GET /api/bands/:uid"],
    },
    { name: "rabbitmq", rt: "rabbitmq", weight: 1, ids: false },
  ],
};

export const SPANGLE: Estate = {
  key: "spangle",
  company: "Spangle Brothers Concessions & Acts",
  proxy: "haproxy",
  ids: "corr",
  host: "lb-spangle-01",
  cluster: "spangle-prod",
  namespace: "concessions",
  services: [
    { name: "haproxy", rt: "haproxy", weight: 4, ids: false },
    {
      name: "conc-pos-svc",
      rt: "php",
      weight: 4,
      ids: true,
      public: true,
      port: 9000,
      routes: ["POST /api/tills/{till}/sales", "GET /api/tills/{till}/shift", "POST /api/refunds"],
    },
    {
      name: "conc-menu-svc",
      rt: "node",
      weight: 3,
      ids: true,
      public: true,
      port: 3000,
      routes: ["GET /menus/:stand", "GET /items/:sku", "PUT /items/:sku/price"],
    },
    {
      name: "conc-stock-worker",
      rt: "python",
      weight: 2,
      ids: false,
      jobs: ["stock.decrement", "stock.reorder_check", "stock.wastage_report"],
    },
    {
      name: "fin-ledger-svc",
      rt: "dotnet",
      weight: 2,
      ids: true,
      port: 5000,
      routes: ["POST /api/journal", "GET /api/shifts/{id}/totals"],
    },
    {
      name: "fin-payout-worker",
      rt: "java",
      weight: 2,
      ids: true,
      jobs: ["PerformerPayoutJob", "VendorSettlementJob"],
    },
    {
      name: "acts-lineup-svc",
      rt: "go",
      weight: 2,
      ids: false,
      public: true,
      port: 8080,
      routes: ["GET /lineup/today", "GET /acts/{act}", "POST /lineup/swap"],
    },
    {
      name: "acts-rigging-svc",
      rt: "java",
      weight: 1,
      ids: false,
      port: 8080,
      routes: ["POST /inspections", "GET /rigs/{rig}/loadcheck"],
    },
    { name: "ops-mailer-worker", rt: "node", weight: 1, ids: true, jobs: ["receipt-email", "shift-report"] },
    { name: "conc-mysql", rt: "mysql", weight: 1, ids: false },
  ],
};

export const ESTATES: readonly Estate[] = [MARQUEE, CARAVAN, MIDWAY, SPANGLE];

export function svcOf(e: Estate, name: string): Svc {
  const s = e.services.find((x) => x.name === name);
  if (!s) throw new Error(`no service ${name} in ${e.key}`);
  return s;
}
