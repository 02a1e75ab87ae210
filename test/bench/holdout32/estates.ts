// Five made-up companies, 8-13 services each: one edge, one or two BFFs, domain services, logging stores, third-party
// hosts (which never log here), a noisy service with a constant harmless complaint and a worker with periodic jobs.
import type { Rng } from "./rng.js";
import type { Rt } from "./runtimes.js";

export interface Estate {
  company: string;
  ns: string;
  edge: string;
  bffs: string[];
  domain: string[];
  /** Stores that log into the stream: name and engine. */
  stores: Array<[string, Rt]>;
  external: string[];
  paths: string[];
  noisy: { svc: string; level: "warn" | "error"; msg: (r: Rng) => string };
  worker: { svc: string; jobs: string[] };
  /** Domain-flavoured INFO lines a service prints outside request logs. */
  chatter: (r: Rng) => string[];
}

export const ESTATES: Estate[] = [
  {
    company: "Kestrel Freight",
    ns: "kestrel-prod",
    edge: "kf-edge",
    bffs: ["shipper-bff", "carrier-portal-bff"],
    domain: ["quote-svc", "lane-pricing", "booking-core", "capacity-matcher", "tracking-svc", "customs-docs"],
    stores: [
      ["freight-pg", "pg"],
      ["tracking-mongo", "mongo"],
    ],
    external: ["api.fuelindex.example", "edi.portauthority.example", "maps.routecloud.example"],
    paths: ["/api/quotes", "/api/shipments", "/api/lanes", "/api/tracking", "/api/bookings"],
    noisy: {
      svc: "customs-docs",
      level: "warn",
      msg: (r) => `HS code ${r.int(100000, 999999)} not in tariff cache, falling back to live lookup`,
    },
    worker: {
      svc: "settlement-worker",
      jobs: ["reconcile-carrier-invoices", "expire-stale-quotes", "refresh-fuel-surcharge"],
    },
    chatter: (r) => [
      `shipment KF${r.int(100000, 999999)} status=IN_TRANSIT eta=${r.int(1, 72)}h`,
      `lane DE-FR${r.int(1, 40)} repriced base=${r.int(300, 2000)}.00 EUR`,
      `carrier C${r.int(100, 999)} accepted tender in ${r.int(2, 90)}s`,
    ],
  },
  {
    company: "Bramble Health",
    ns: "bramble-prod",
    edge: "bh-ingress",
    bffs: ["patient-app-bff"],
    domain: [
      "appointments",
      "clinician-directory",
      "eligibility-svc",
      "claims-engine",
      "rx-router",
      "consent-svc",
      "notify-svc",
    ],
    stores: [
      ["records-pg", "pg"],
      ["session-redis", "redis"],
    ],
    external: ["api.payerhub.example", "fhir.labnet.example", "sms.textgate.example"],
    paths: ["/api/appointments", "/api/eligibility", "/api/claims", "/api/prescriptions", "/api/clinicians"],
    noisy: {
      svc: "notify-svc",
      level: "error",
      msg: (r) => `SMS to +44 7${r.int(100, 999)} *** ${r.int(100, 999)} undeliverable (carrier code 30003), dropped`,
    },
    worker: { svc: "claims-batch", jobs: ["submit-837-batch", "poll-835-remits", "purge-expired-consents"] },
    chatter: (r) => [
      `appointment A-${r.int(10000, 99999)} booked slot=${r.int(8, 17)}:${r.pick(["00", "15", "30", "45"])} clinic=${r.int(1, 30)}`,
      `claim CLM${r.int(100000, 999999)} adjudicated amount=${r.int(20, 900)}.00`,
      `eligibility cached member=${r.hex(8)} plan=PPO-${r.int(1, 9)}`,
    ],
  },
  {
    company: "Tidewater Energy",
    ns: "tidewater",
    edge: "tw-gateway",
    bffs: ["customer-bff"],
    domain: ["meter-reads", "tariff-engine", "billing-run", "outage-map", "usage-insights"],
    stores: [["billing-pg", "pg"]],
    external: ["api.gridoperator.example", "payments.cardvault.example"],
    paths: ["/v1/accounts", "/v1/usage", "/v1/bills", "/v1/outages", "/v1/tariffs"],
    noisy: {
      svc: "meter-reads",
      level: "warn",
      msg: (r) =>
        `meter MTR-${r.int(1000000, 9999999)} reported non-monotonic register (delta -${r.int(1, 9)} kWh), reading discarded`,
    },
    worker: { svc: "estimates-cron", jobs: ["estimate-missing-reads", "rollup-daily-usage", "sync-tariff-calendar"] },
    chatter: (r) => [
      `account TW-${r.int(100000, 999999)} usage rollup ${r.int(1, 40)}.${r.int(0, 9)} kWh`,
      `tariff ${r.pick(["EV-NIGHT", "FLEX-24", "STD-1"])} evaluated for ${r.int(1, 500)} accounts`,
      `outage polygon ${r.int(1, 99)} unchanged (${r.int(0, 40)} premises)`,
    ],
  },
  {
    company: "Quillfeather Books",
    ns: "quill-prod",
    edge: "qf-envoy",
    bffs: ["storefront-bff", "author-portal-bff"],
    domain: [
      "catalog-api",
      "pricing-rules",
      "cart-svc",
      "order-svc",
      "royalty-calc",
      "fulfilment-svc",
      "search-facade",
    ],
    stores: [
      ["orders-pg", "pg"],
      ["cart-redis", "redis"],
      ["catalog-mongo", "mongo"],
    ],
    external: ["api.stripe.com", "api.isbnregistry.example", "print.bindery.example"],
    paths: ["/api/cart", "/api/checkout", "/api/books", "/api/search", "/api/orders"],
    noisy: {
      svc: "search-facade",
      level: "warn",
      msg: (r) =>
        `synonym set "genre_v${r.int(2, 9)}" missing term "${r.pick(["sci-fi", "ya", "litrpg", "cosy"])}", query expanded without it`,
    },
    worker: { svc: "royalty-batch", jobs: ["accrue-royalties", "export-sales-feed", "rebuild-bestseller-list"] },
    chatter: (r) => [
      `order QF-${r.int(100000, 999999)} placed items=${r.int(1, 6)} total=${r.int(5, 140)}.${r.int(10, 99)} GBP`,
      `price rule PR${r.int(10, 99)} applied to isbn 978${r.int(1000000000, 9999999999)}`,
      `cart ${r.hex(10)} merged after login`,
    ],
  },
  {
    company: "Larkspur Mobility",
    ns: "larkspur",
    edge: "lm-edge-nginx",
    bffs: ["rider-bff"],
    domain: [
      "dispatch-svc",
      "eta-predictor",
      "surge-pricing",
      "driver-roster",
      "payments-orchestrator",
      "promo-engine",
    ],
    stores: [
      ["dispatch-pg", "pg"],
      ["geo-redis", "redis"],
    ],
    external: ["api.mapsprovider.example", "api.adyen-test.example", "push.fcm.example"],
    paths: ["/v2/rides", "/v2/estimate", "/v2/payments", "/v2/promos", "/v2/drivers/nearby"],
    noisy: {
      svc: "promo-engine",
      level: "error",
      msg: (r) =>
        `promo code ${r.pick(["SPRING", "WELCOME", "CITY"])}${r.int(10, 99)} expired, rejected for rider R${r.int(100000, 999999)}`,
    },
    worker: { svc: "payout-scheduler", jobs: ["driver-payouts", "close-idle-sessions", "recompute-heatmap"] },
    chatter: (r) => [
      `ride RD${r.int(1000000, 9999999)} matched driver D${r.int(1000, 9999)} pickup_eta=${r.int(2, 14)}min`,
      `surge multiplier zone=${r.int(1, 60)} set to 1.${r.int(0, 8)}`,
      `roster: ${r.int(200, 900)} drivers online`,
    ],
  },
];
