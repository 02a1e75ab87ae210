// Five made-up companies, 9-11 services each, and what each kind of service prints on a normal day (real
// runtime/server wording). `traced` estates carry a request id on the lines of one request chain.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Kind =
  | "nginx"
  | "envoy"
  | "jvm"
  | "go"
  | "python"
  | "node"
  | "dotnet"
  | "ruby"
  | "postgres"
  | "mysql"
  | "redis"
  | "kafka"
  | "kubelet";

export interface Svc {
  name: string;
  kind: Kind;
  /** Java package / .NET namespace / Python module root used in logger names and stack frames. */
  pkg: string;
  /** Resource paths this service serves. */
  paths: string[];
  /** Python flavour: uvicorn API, gunicorn API or Celery worker; Ruby: puma or sidekiq. */
  style?: "uvicorn" | "gunicorn" | "celery" | "puma" | "sidekiq";
}

export interface Periodic {
  svc: string;
  everySec: number;
  level: Level;
  msg: (r: Rng) => string;
}

export interface Estate {
  company: string;
  ns: string;
  traced: boolean;
  host: string;
  services: Svc[];
  /** Entry chain: edge -> entry app -> downstream apps. */
  entry: string;
  downstream: string[];
  noisy: Periodic;
  job: Periodic;
  deprecation: Periodic;
  /** A retry that succeeds: warn then info, on this service. */
  retry: { svc: string; warn: (r: Rng) => string; ok: (r: Rng) => string };
}

const S = (name: string, kind: Kind, pkg: string, paths: string[], style?: Svc["style"]): Svc => ({
  name,
  kind,
  pkg,
  paths,
  style,
});

export const ESTATES: Estate[] = [
  {
    company: "Harbourline Freight",
    ns: "harbourline-prod",
    traced: true,
    host: "api.harbourline.example",
    services: [
      S("edge-nginx", "nginx", "", []),
      S("shipment-api", "jvm", "com.harbourline.shipment", ["/api/v1/shipments", "/api/v1/consignments"]),
      S("rate-quoter", "go", "ratequoter", ["/v1/quotes", "/v1/lanes"]),
      S("label-printer", "python", "labelprinter", ["/labels", "/labels/batch"], "uvicorn"),
      S("tracking-events", "node", "tracking", ["/api/tracking", "/api/scans"]),
      S("customs-docs", "dotnet", "Harbourline.CustomsDocs", ["/api/declarations", "/api/hs-codes"]),
      S("billing-ledger", "ruby", "Billing", ["/invoices", "/accounts"], "puma"),
      S("freight-db", "postgres", "", []),
      S("cache-redis", "redis", "", []),
      S("events-kafka", "kafka", "", []),
      S("kubelet", "kubelet", "", []),
    ],
    entry: "shipment-api",
    downstream: ["rate-quoter", "label-printer", "tracking-events", "customs-docs", "billing-ledger"],
    noisy: {
      svc: "tracking-events",
      everySec: 9,
      level: "error",
      msg: (r) =>
        `scan ${r.int(100000, 999999)} from handheld HH-${r.int(10, 99)} rejected: barcode checksum mismatch (ignored)`,
    },
    job: {
      svc: "billing-ledger",
      everySec: 60,
      level: "info",
      msg: (r) =>
        `Performed OutboxRelayJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Async(default) in ${r.int(40, 300)}.${r.int(10, 99)}ms`,
    },
    deprecation: {
      svc: "tracking-events",
      everySec: 300,
      level: "warn",
      msg: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    retry: {
      svc: "shipment-api",
      warn: (r) =>
        `[nio-8080-exec-${r.int(1, 40)}] o.s.retry.support.RetryTemplate : Retry: count=1 for rate-quoter POST /v1/quotes (I/O error: Connection reset)`,
      ok: (r) =>
        `[nio-8080-exec-${r.int(1, 40)}] c.h.shipment.client.RateQuoterClient : quote received after retry (attempt 2, ${r.int(40, 200)} ms)`,
    },
  },
  {
    company: "Meadowbrook Dental Group",
    ns: "meadowbrook",
    traced: false,
    host: "portal.meadowbrook.example",
    services: [
      S("gateway-envoy", "envoy", "", []),
      S("appointments", "ruby", "Appointments", ["/appointments", "/slots"], "puma"),
      S("patient-records", "dotnet", "Meadowbrook.PatientRecords", ["/api/patients", "/api/charts"]),
      S("reminders-worker", "python", "reminders", [], "celery"),
      S("imaging-proxy", "go", "imagingproxy", ["/v1/studies", "/v1/thumbnails"]),
      S("insurance-claims", "jvm", "com.meadowbrook.claims", ["/claims", "/claims/eligibility"]),
      S("clinic-mysql", "mysql", "", []),
      S("session-redis", "redis", "", []),
      S("kubelet", "kubelet", "", []),
    ],
    entry: "appointments",
    downstream: ["patient-records", "imaging-proxy", "insurance-claims"],
    noisy: {
      svc: "imaging-proxy",
      everySec: 11,
      level: "warn",
      msg: (r) =>
        `dicom: study 1.2.840.${r.int(10000, 99999)}.${r.int(1, 9)} has no thumbnail frame, serving placeholder`,
    },
    job: {
      svc: "reminders-worker",
      everySec: 60,
      level: "info",
      msg: (r) =>
        `Task reminders.tasks.send_due_reminders[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] succeeded in ${r.int(1, 4)}.${r.int(100, 999)}s: {'sent': ${r.int(0, 40)}}`,
    },
    deprecation: {
      svc: "appointments",
      everySec: 240,
      level: "warn",
      msg: () =>
        "DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 7.2 (called from block in <class:Application> at /app/config/application.rb:31)",
    },
    retry: {
      svc: "patient-records",
      warn: (r) =>
        `Polly: Retry ${1} of 3 after 00:00:00.${r.int(100, 400)}0000 due to: System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).`,
      ok: (r) => `Received HTTP response headers after ${r.int(20, 120)}.${r.int(1000, 9999)}ms - 200`,
    },
  },
  {
    company: "Copperleaf Energy",
    ns: "copperleaf-prod",
    traced: true,
    host: "api.copperleaf.example",
    services: [
      S("ingress-nginx", "nginx", "", []),
      S("usage-api", "jvm", "energy.copperleaf.usage", ["/api/usage", "/api/usage/daily"]),
      S("meter-ingest", "go", "meteringest", ["/v2/readings"]),
      S("tariff-engine", "python", "tariff", ["/tariffs", "/tariffs/quote"], "gunicorn"),
      S("outage-map", "node", "outage", ["/api/outages", "/api/regions"]),
      S("invoice-runner", "dotnet", "Copperleaf.InvoiceRunner", ["/api/invoices"]),
      S("grid-db", "postgres", "", []),
      S("readings-kafka", "kafka", "", []),
      S("cache-redis", "redis", "", []),
      S("kubelet", "kubelet", "", []),
    ],
    entry: "usage-api",
    downstream: ["meter-ingest", "tariff-engine", "outage-map", "invoice-runner"],
    noisy: {
      svc: "meter-ingest",
      everySec: 7,
      level: "error",
      msg: (r) =>
        `reading rejected meter=MTR-${r.int(100000, 999999)} err="timestamp in future by ${r.int(2, 90)}s (device clock)"`,
    },
    job: {
      svc: "invoice-runner",
      everySec: 60,
      level: "info",
      msg: (r) => `Quartz job 'invoice-batch' completed: ${r.int(0, 60)} invoices rendered in ${r.int(200, 1900)} ms`,
    },
    deprecation: {
      svc: "tariff-engine",
      everySec: 300,
      level: "warn",
      msg: () =>
        "/app/tariff/clock.py:18: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    },
    retry: {
      svc: "outage-map",
      warn: (r) =>
        `ioredis: [WARN] Redis connection to cache-redis:6379 lost, reconnecting in ${r.int(50, 200)}ms (attempt 1)`,
      ok: () => "ioredis: connected to cache-redis:6379, ready",
    },
  },
  {
    company: "Brightwater Tickets",
    ns: "brightwater",
    traced: false,
    host: "tickets.brightwater.example",
    services: [
      S("envoy-edge", "envoy", "", []),
      S("checkout-svc", "node", "checkout", ["/api/checkout", "/api/cart"]),
      S("seat-map", "go", "seatmap", ["/v1/venues", "/v1/holds"]),
      S("order-service", "jvm", "com.brightwater.orders", ["/orders", "/orders/confirm"]),
      S("fraud-check", "python", "fraudcheck", ["/score"], "uvicorn"),
      S("payout-worker", "ruby", "Payouts", [], "sidekiq"),
      S("ticket-pdf", "dotnet", "Brightwater.TicketPdf", ["/api/tickets/render"]),
      S("orders-db", "postgres", "", []),
      S("session-redis", "redis", "", []),
      S("orders-kafka", "kafka", "", []),
      S("kubelet", "kubelet", "", []),
    ],
    entry: "checkout-svc",
    downstream: ["seat-map", "order-service", "fraud-check", "ticket-pdf"],
    noisy: {
      svc: "fraud-check",
      everySec: 8,
      level: "error",
      msg: (r) =>
        `geoip lookup failed for 100.${r.int(64, 127)}.${r.int(0, 255)}.${r.int(1, 254)}: AddressNotFoundError (scoring without country)`,
    },
    job: {
      svc: "payout-worker",
      everySec: 60,
      level: "info",
      msg: (r) => `class=SettlementSweepJob jid=${r.hex(24)} elapsed=${r.int(0, 3)}.${r.int(100, 999)} INFO: done`,
    },
    deprecation: {
      svc: "order-service",
      everySec: 300,
      level: "warn",
      msg: () =>
        "[           main] org.hibernate.orm.deprecation : HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
    retry: {
      svc: "checkout-svc",
      warn: (r) => `seat-map POST /v1/holds failed with 503, retrying (attempt 2/3) in ${r.int(100, 300)}ms`,
      ok: (r) => `seat-map POST /v1/holds succeeded on attempt 2 (${r.int(30, 150)}ms)`,
    },
  },
  {
    company: "Fernhill Learning",
    ns: "fernhill",
    traced: true,
    host: "learn.fernhill.example",
    services: [
      S("nginx-edge", "nginx", "", []),
      S("lms-api", "python", "lms", ["/courses", "/enrolments", "/submissions"], "uvicorn"),
      S("grading-worker", "ruby", "Grading", [], "sidekiq"),
      S("video-transcode", "go", "transcode", ["/v1/jobs"]),
      S("notify-hub", "node", "notify", ["/api/notifications"]),
      S("enrol-service", "jvm", "uk.fernhill.enrol", ["/api/enrolments", "/api/cohorts"]),
      S("reports-svc", "dotnet", "Fernhill.Reports", ["/api/reports", "/api/transcripts"]),
      S("lms-mysql", "mysql", "", []),
      S("cache-redis", "redis", "", []),
      S("kubelet", "kubelet", "", []),
    ],
    entry: "lms-api",
    downstream: ["enrol-service", "video-transcode", "notify-hub", "reports-svc"],
    noisy: {
      svc: "notify-hub",
      everySec: 10,
      level: "warn",
      msg: (r) =>
        `web-push: subscription https://fcm.googleapis.com/fcm/send/${r.hex(11)} expired (410 Gone), removing`,
    },
    job: {
      svc: "grading-worker",
      everySec: 60,
      level: "info",
      msg: (r) => `class=GradeSyncJob jid=${r.hex(24)} elapsed=${r.int(0, 2)}.${r.int(100, 999)} INFO: done`,
    },
    deprecation: {
      svc: "lms-api",
      everySec: 240,
      level: "warn",
      msg: () =>
        "/usr/local/lib/python3.12/site-packages/sqlalchemy/orm/query.py:195: LegacyAPIWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy and becomes a legacy construct in 2.0.",
    },
    retry: {
      svc: "enrol-service",
      warn: () =>
        "[nio-8080-exec-3] o.a.k.clients.NetworkClient : [Producer clientId=enrol-producer] Got error produce response with correlation id 4412 on topic-partition enrolments-2, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER",
      ok: () =>
        "[nio-8080-exec-3] o.a.k.c.p.internals.Sender : [Producer clientId=enrol-producer] Received produce response after leader change, batch of 12 records sent",
    },
  },
];

export const APP_KINDS: Kind[] = ["jvm", "go", "python", "node", "dotnet", "ruby"];
export const isApp = (k: Kind) => APP_KINDS.includes(k);
export const svcOf = (e: Estate, kind: Kind) => e.services.find((s) => s.kind === kind);
