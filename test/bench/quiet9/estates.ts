// Five made-up companies, 8-10 services each, under fixed roles so the quiet windows and incidents can name them.
export interface Estate {
  company: string;
  ns: string;
  /** nginx-style ingress access log */
  edge: string;
  /** identity / token service (Go) */
  auth: string;
  /** main domain API (Spring Boot, Postgres via Hikari) */
  core: string;
  /** payments (Node.js, card provider) */
  pay: string;
  /** search API (Python, Elasticsearch behind it) */
  search: string;
  /** background jobs (Celery) */
  worker: string;
  /** scheduler (Quartz) */
  sched: string;
  /** email / SMS (Node.js) */
  notify: string;
  /** domain services with their own routine lines */
  extras: Array<{ name: string; lines: string[] }>;
  /** user-facing API paths and the service behind each */
  routes: Array<[string, string, "core" | "pay" | "search" | "auth"]>;
  noun: string;
  /** what users search for */
  terms: string[];
  /** the service with a constant harmless error or warning, and what it says */
  noisy: { role: "edge" | "auth" | "core" | "pay" | "search" | "worker" | "sched" | "notify" | "extra"; msg: string };
}

export const ESTATES: Estate[] = [
  {
    company: "Fernhill Outdoor (online shop)",
    ns: "fernhill-prod",
    edge: "storefront-edge",
    auth: "account-svc",
    core: "order-api",
    pay: "checkout-pay",
    search: "product-search",
    worker: "fulfil-worker",
    sched: "cron-runner",
    notify: "mailer",
    extras: [
      {
        name: "stock-ledger",
        lines: ["reserved {n} units of SKU-{id} for order {ord}", "stock level SKU-{id} now {n}"],
      },
    ],
    routes: [
      ["GET", "/api/v2/cart", "core"],
      ["POST", "/api/v2/orders", "core"],
      ["GET", "/api/v2/orders/{id}", "core"],
      ["POST", "/api/v2/checkout/pay", "pay"],
      ["GET", "/api/v2/search?q=tent", "search"],
      ["POST", "/api/v2/session", "auth"],
    ],
    noun: "order",
    terms: ["tent 2p", "hiking boots", "down jacket", "headlamp"],
    noisy: {
      role: "extra",
      msg: "failed to publish metric batch to statsd: getaddrinfo ENOTFOUND statsd.monitoring.svc (metrics disabled in this cluster)",
    },
  },
  {
    company: "Quayside Mutual (insurer)",
    ns: "quayside-prod",
    edge: "broker-gateway",
    auth: "idp-bridge",
    core: "policy-core",
    pay: "premium-billing",
    search: "quote-search",
    worker: "claims-worker",
    sched: "batch-scheduler",
    notify: "letters-out",
    extras: [
      { name: "risk-scorer", lines: ["scored application {ord}: band={band} model=gbm-v17 ({ms}ms)"] },
      { name: "doc-vault", lines: ["stored document {ord}/schedule.pdf ({n}KB, sha256 {hex})"] },
    ],
    routes: [
      ["POST", "/v1/quotes", "core"],
      ["GET", "/v1/policies/{id}", "core"],
      ["POST", "/v1/policies/{id}/endorsements", "core"],
      ["POST", "/v1/payments/direct-debit", "pay"],
      ["GET", "/v1/search/policies?holder=smith", "search"],
      ["POST", "/v1/oauth/token", "auth"],
    ],
    noun: "policy",
    terms: ["smith", "HX-2291", "motor fleet", "home contents"],
    noisy: {
      role: "core",
      msg: "HHH000104: firstResult/maxResults specified with collection fetch; applying in memory",
    },
  },
  {
    company: "Lumen Clinics (telehealth)",
    ns: "lumen-prod",
    edge: "clinic-ingress",
    auth: "patient-auth",
    core: "appointments",
    pay: "copay-payments",
    search: "provider-directory",
    worker: "reminder-worker",
    sched: "ops-cron",
    notify: "sms-notify",
    extras: [{ name: "video-rooms", lines: ["room vr-{hex} opened for appointment {ord} (2 participants)"] }],
    routes: [
      ["GET", "/api/appointments", "core"],
      ["POST", "/api/appointments", "core"],
      ["PATCH", "/api/appointments/{id}", "core"],
      ["POST", "/api/copay/charge", "pay"],
      ["GET", "/api/providers?specialty=dermatology", "search"],
      ["POST", "/api/auth/refresh", "auth"],
    ],
    noun: "appointment",
    terms: ["dermatology", "paediatrics", "Dr. Okafor", "spanish speaking"],
    noisy: {
      role: "worker",
      msg: "Could not find timezone for patient record (tz=None); defaulting to America/Chicago",
    },
  },
  {
    company: "Brightwater Freight (logistics)",
    ns: "brightwater-prod",
    edge: "shipper-edge",
    auth: "sso-gate",
    core: "shipment-core",
    pay: "freight-invoicing",
    search: "tracking-search",
    worker: "label-worker",
    sched: "dispatch-scheduler",
    notify: "notify-hub",
    extras: [
      { name: "rate-card", lines: ["quoted lane {lane} weight={n}kg -> {amt} USD ({ms}ms)"] },
      { name: "yard-sensors", lines: ["gate {n} scan: trailer TR-{id} in yard slot {band}"] },
    ],
    routes: [
      ["POST", "/v3/shipments", "core"],
      ["GET", "/v3/shipments/{id}", "core"],
      ["GET", "/v3/shipments/{id}/events", "core"],
      ["POST", "/v3/invoices/{id}/pay", "pay"],
      ["GET", "/v3/track?ref=BW{id}", "search"],
      ["POST", "/v3/auth/token", "auth"],
    ],
    noun: "shipment",
    terms: ["BW40211", "reefer", "CHI-DAL", "pallet"],
    noisy: {
      role: "extra",
      msg: "sensor gate-7 heartbeat missing (device offline since 2026-01-12, ticket FAC-118)",
    },
  },
  {
    company: "Kestrel Learning (online courses)",
    ns: "kestrel-prod",
    edge: "learn-web",
    auth: "login-svc",
    core: "course-api",
    pay: "subscriptions",
    search: "catalogue-search",
    worker: "grading-worker",
    sched: "nightly-jobs",
    notify: "mail-relay",
    extras: [{ name: "video-transcoder", lines: ["transcoded lesson {ord} to 720p/1080p HLS in {ms}ms"] }],
    routes: [
      ["GET", "/api/courses/{id}", "core"],
      ["GET", "/api/courses/{id}/lessons", "core"],
      ["POST", "/api/progress", "core"],
      ["POST", "/api/subscriptions/renew", "pay"],
      ["GET", "/api/catalogue?q=python", "search"],
      ["POST", "/api/login", "auth"],
    ],
    noun: "enrolment",
    terms: ["python intro", "statistics", "excel", "ux design"],
    noisy: {
      role: "notify",
      msg: "SPF softfail for sender domain kestrel-mail.example (DNS TXT record pending, INFRA-772)",
    },
  },
];

export function services(e: Estate): string[] {
  return [e.edge, e.auth, e.core, e.pay, e.search, e.worker, e.sched, e.notify, ...e.extras.map((x) => x.name)];
}

export function roleName(e: Estate, role: Estate["noisy"]["role"]): string {
  return role === "extra" ? e.extras[e.extras.length - 1].name : e[role];
}
