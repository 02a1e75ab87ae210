// Five made-up companies: their services (runtime, id style, role) and the request routes that cross them.
import type { IdStyle } from "./ids.js";

export type Runtime =
  | "nginx"
  | "envoy"
  | "express"
  | "spring"
  | "go"
  | "grpc"
  | "django"
  | "rails"
  | "celery"
  | "pgbouncer"
  | "legacy";
export type Role = "edge" | "api" | "svc" | "worker" | "dbproxy" | "legacy" | "aux";

export interface Service {
  name: string;
  rt: Runtime;
  ids: IdStyle;
  role: Role;
  port: number;
}

/** One hop of a route: the service, what it is asked for, its callees; `queue` = reached through a broker. */
export interface Hop {
  s: string;
  op: string;
  kids: Hop[];
  queue?: string;
}

export interface Route {
  method: string;
  path: string;
  weight: number;
  root: Hop;
}

export interface Estate {
  company: string;
  ns: string;
  host: string;
  services: Service[];
  routes: Route[];
  /** The service that logs the same harmless complaint all day. */
  noisy: { svc: string; level: "warn" | "error"; msgs: string[] };
  jobs: { svc: string; everyS: number; msgs: string[] }[];
  deprecations: { svc: string; msg: string }[];
  /** Third parties the estate calls (never log here). */
  vendors: Record<string, string>;
}

const h = (s: string, op: string, ...kids: Hop[]): Hop => ({ s, op, kids });
const q = (topic: string, s: string, op: string, ...kids: Hop[]): Hop => ({ s, op, kids, queue: topic });
const sv = (name: string, rt: Runtime, ids: IdStyle, role: Role, port = 8080): Service => ({
  name,
  rt,
  ids,
  role,
  port,
});

export const ESTATES: Estate[] = [
  {
    company: "Tidewater Freight",
    ns: "tidewater-prod",
    host: "api.tidewater-freight.com",
    services: [
      sv("tw-edge", "nginx", "xrid", "edge", 443),
      sv("shipment-api", "express", "otel", "api", 3000),
      sv("rate-quoter", "spring", "mdc", "svc"),
      sv("carrier-gateway", "go", "traceparent", "svc"),
      sv("label-printer", "django", "xrid", "svc", 8000),
      sv("geo-lookup", "grpc", "b3", "svc", 50051),
      sv("dock-scheduler", "rails", "rails", "svc", 3000),
      sv("tracking-worker", "celery", "corr", "worker"),
      sv("pgbouncer", "pgbouncer", "none", "dbproxy", 6432),
      sv("legacy-edi", "legacy", "none", "legacy", 7001),
      sv("audit-sink", "go", "none", "aux"),
    ],
    routes: [
      {
        method: "POST",
        path: "/v2/shipments/quote",
        weight: 4,
        root: h(
          "tw-edge",
          "",
          h(
            "shipment-api",
            "",
            h(
              "rate-quoter",
              "/internal/rates",
              h("geo-lookup", "geo.v1.Geo/Distance"),
              h("carrier-gateway", "/v1/carriers/rates"),
              h("pgbouncer", ""),
            ),
          ),
        ),
      },
      {
        method: "POST",
        path: "/v2/shipments",
        weight: 3,
        root: h(
          "tw-edge",
          "",
          h(
            "shipment-api",
            "",
            h("label-printer", "/labels/", h("pgbouncer", "")),
            h("dock-scheduler", "/slots/reserve", h("legacy-edi", "EDI 204")),
            q("tracking.events", "tracking-worker", "tracking.tasks.register_shipment"),
          ),
        ),
      },
      {
        method: "GET",
        path: "/v2/shipments/{id}/tracking",
        weight: 5,
        root: h(
          "tw-edge",
          "",
          h("shipment-api", "", h("carrier-gateway", "/v1/tracking"), h("geo-lookup", "geo.v1.Geo/Reverse")),
        ),
      },
    ],
    noisy: {
      svc: "audit-sink",
      level: "warn",
      msgs: [
        "kafka: producer buffer 81% full, batching audit events (linger.ms=50)",
        'dropped audit field "client_ip": value exceeds 64 bytes',
      ],
    },
    jobs: [
      {
        svc: "dock-scheduler",
        everyS: 60,
        msgs: ["[ActiveJob] [SlotReaperJob] Performed SlotReaperJob from Sidekiq(default) in 41.2ms"],
      },
      {
        svc: "pgbouncer",
        everyS: 60,
        msgs: [
          "stats: 38 xacts/s, 212 queries/s, in 48211 B/s, out 391044 B/s, xact 1843 us, query 611 us, wait 12 us",
        ],
      },
      { svc: "legacy-edi", everyS: 45, msgs: ["EDI poller: mailbox VAN-OUT empty, next poll in 45s"] },
    ],
    deprecations: [
      {
        svc: "shipment-api",
        msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      },
      {
        svc: "label-printer",
        msg: "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
      },
    ],
    vendors: {
      "carrier-gateway": "api.freightlink.io",
      "geo-lookup": "maps.routewise.net",
      "label-printer": "s3.eu-west-1.amazonaws.com",
    },
  },
  {
    company: "Brightleaf Pharmacy",
    ns: "brightleaf-prod",
    host: "api.brightleaf.health",
    services: [
      sv("bl-envoy", "envoy", "traceparent", "edge", 443),
      sv("rx-api", "spring", "sleuth", "api"),
      sv("formulary", "django", "openstack", "svc", 8000),
      sv("claims-adjudicator", "spring", "mdc", "svc"),
      sv("pharmacy-router", "go", "otel", "svc"),
      sv("insurer-bridge", "express", "dd", "svc", 3000),
      sv("notify-sms", "express", "xray", "svc", 3000),
      sv("refill-worker", "celery", "corr", "worker"),
      sv("pg-proxy", "pgbouncer", "none", "dbproxy", 6432),
      sv("legacy-ledger", "legacy", "none", "legacy", 9080),
      sv("inventory-sync", "go", "none", "aux"),
      sv("stock-levels", "grpc", "b3", "svc", 50051),
    ],
    routes: [
      {
        method: "POST",
        path: "/api/v1/prescriptions",
        weight: 4,
        root: h(
          "bl-envoy",
          "",
          h(
            "rx-api",
            "",
            h("formulary", "/formulary/check/", h("pg-proxy", "")),
            h("claims-adjudicator", "/claims/adjudicate", h("insurer-bridge", "/eligibility")),
            h("pharmacy-router", "/route", h("stock-levels", "stock.v1.Stock/Reserve")),
          ),
        ),
      },
      {
        method: "POST",
        path: "/api/v1/refills",
        weight: 3,
        root: h(
          "bl-envoy",
          "",
          h(
            "rx-api",
            "",
            h("claims-adjudicator", "/claims/adjudicate", h("legacy-ledger", "POST /ledger/post")),
            q("refills.requested", "refill-worker", "refills.tasks.process_refill", h("notify-sms", "/sms/send")),
          ),
        ),
      },
      {
        method: "GET",
        path: "/api/v1/prescriptions/{id}",
        weight: 5,
        root: h(
          "bl-envoy",
          "",
          h("rx-api", "", h("formulary", "/formulary/drug/", h("pg-proxy", "")), h("pharmacy-router", "/route/status")),
        ),
      },
    ],
    noisy: {
      svc: "inventory-sync",
      level: "error",
      msgs: [
        'sync: supplier feed row rejected: NDC "00000-000-00" is not a valid product code (skipped)',
        "sync: supplier feed row rejected: empty lot number (skipped)",
      ],
    },
    jobs: [
      {
        svc: "pg-proxy",
        everyS: 60,
        msgs: ["stats: 54 xacts/s, 301 queries/s, in 77120 B/s, out 512300 B/s, xact 2210 us, query 702 us, wait 8 us"],
      },
      {
        svc: "refill-worker",
        everyS: 120,
        msgs: ["Scheduler: Sending due task refills.tasks.expire_stale_holds (refills.tasks.expire_stale_holds)"],
      },
      { svc: "legacy-ledger", everyS: 30, msgs: ["LedgerBatch: flushed 0 postings to GL"] },
    ],
    deprecations: [
      {
        svc: "rx-api",
        msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      },
      {
        svc: "pharmacy-router",
        msg: "grpc: WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead.",
      },
    ],
    vendors: {
      "insurer-bridge": "eligibility.claimsnet.com",
      "notify-sms": "api.twilio.com",
      "pharmacy-router": "routing.rxhub.net",
    },
  },
  {
    company: "Kestrel Tickets",
    ns: "kestrel-live",
    host: "www.kestrel.tickets",
    services: [
      sv("kestrel-gw", "envoy", "xrid", "edge", 443),
      sv("event-api", "rails", "rails", "api", 3000),
      sv("seat-map", "grpc", "otel", "svc", 50051),
      sv("checkout", "spring", "dd", "svc"),
      sv("payments-adapter", "express", "xray", "svc", 3000),
      sv("fraud-screen", "django", "openstack", "svc", 8000),
      sv("promo-engine", "go", "traceparent", "svc"),
      sv("mailer-worker", "celery", "none", "worker"),
      sv("proxysql", "pgbouncer", "none", "dbproxy", 6033),
      sv("box-office-legacy", "legacy", "none", "legacy", 8009),
    ],
    routes: [
      {
        method: "POST",
        path: "/api/orders",
        weight: 4,
        root: h(
          "kestrel-gw",
          "",
          h(
            "event-api",
            "",
            h(
              "checkout",
              "/checkout/confirm",
              h("payments-adapter", "/charges"),
              h("fraud-screen", "/screen/", h("proxysql", "")),
              h("promo-engine", "/promos/apply"),
            ),
            q("mail.outbound", "mailer-worker", "mailer.tasks.send_tickets"),
          ),
        ),
      },
      {
        method: "GET",
        path: "/api/events/{id}/seats",
        weight: 6,
        root: h(
          "kestrel-gw",
          "",
          h(
            "event-api",
            "",
            h("seat-map", "seatmap.v2.SeatMap/Availability", h("proxysql", "")),
            h("promo-engine", "/promos/eligible"),
          ),
        ),
      },
      {
        method: "POST",
        path: "/api/holds",
        weight: 2,
        root: h(
          "kestrel-gw",
          "",
          h("event-api", "", h("seat-map", "seatmap.v2.SeatMap/Hold"), h("box-office-legacy", "HOLD")),
        ),
      },
    ],
    noisy: {
      svc: "promo-engine",
      level: "warn",
      msgs: [
        "promo cache miss storm avoided: singleflight collapsed 14 lookups",
        'campaign "SPRING-EARLY" has expired end_date, ignoring',
      ],
    },
    jobs: [
      {
        svc: "proxysql",
        everyS: 60,
        msgs: [
          "[INFO] Received LOAD MYSQL SERVERS TO RUNTIME command",
          "[INFO] Checksum for table mysql_servers is 0x3F1A1D2C8E2B91A4",
        ],
      },
      { svc: "box-office-legacy", everyS: 40, msgs: ["INFO  [BoxOfficeSync] venue sync complete: 0 changes"] },
      { svc: "mailer-worker", everyS: 90, msgs: ["celery@mailer-worker-0 ready."] },
    ],
    deprecations: [
      {
        svc: "event-api",
        msg: "DEPRECATION WARNING: `ActiveRecord::Base.legacy_connection_handling=` is deprecated and will be removed in Rails 7.1",
      },
      {
        svc: "payments-adapter",
        msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
    ],
    vendors: {
      "payments-adapter": "api.stripe.com",
      "fraud-screen": "api.sift.com",
      "promo-engine": "promo.kestrel-partners.net",
    },
  },
  {
    company: "Harborline Savings",
    ns: "harborline-core",
    host: "online.harborline.bank",
    services: [
      sv("hl-edge", "nginx", "xrid", "edge", 443),
      sv("accounts-api", "go", "otel", "api"),
      sv("ledger-core", "spring", "mdc", "svc"),
      sv("kyc-check", "django", "xrid", "svc", 8000),
      sv("fx-rates", "express", "dd", "svc", 3000),
      sv("card-auth", "grpc", "traceparent", "svc", 50051),
      sv("notif-hub", "rails", "rails", "svc", 3000),
      sv("statement-worker", "celery", "corr", "worker"),
      sv("pgbouncer", "pgbouncer", "none", "dbproxy", 6432),
      sv("mainframe-bridge", "legacy", "none", "legacy", 1414),
      sv("fraud-feeds", "go", "none", "aux"),
    ],
    routes: [
      {
        method: "POST",
        path: "/api/v3/transfers",
        weight: 4,
        root: h(
          "hl-edge",
          "",
          h(
            "accounts-api",
            "",
            h("ledger-core", "/ledger/transfers", h("pgbouncer", ""), h("mainframe-bridge", "TXN")),
            h("fx-rates", "/rates/convert"),
            h("notif-hub", "/notifications"),
          ),
        ),
      },
      {
        method: "GET",
        path: "/api/v3/accounts/{id}",
        weight: 6,
        root: h(
          "hl-edge",
          "",
          h(
            "accounts-api",
            "",
            h("ledger-core", "/ledger/balance", h("pgbouncer", "")),
            h("card-auth", "cards.v1.Cards/List"),
          ),
        ),
      },
      {
        method: "POST",
        path: "/api/v3/onboarding",
        weight: 2,
        root: h(
          "hl-edge",
          "",
          h(
            "accounts-api",
            "",
            h("kyc-check", "/kyc/verify/"),
            q(
              "statements.generate",
              "statement-worker",
              "statements.tasks.welcome_pack",
              h("notif-hub", "/notifications"),
            ),
          ),
        ),
      },
    ],
    noisy: {
      svc: "fraud-feeds",
      level: "error",
      msgs: [
        "feed consortium-blocklist: HTTP 304 treated as error by client, keeping previous snapshot",
        "feed geoip-lite: checksum file missing, using cached db",
      ],
    },
    jobs: [
      {
        svc: "pgbouncer",
        everyS: 60,
        msgs: ["stats: 61 xacts/s, 402 queries/s, in 90211 B/s, out 720044 B/s, xact 1502 us, query 402 us, wait 4 us"],
      },
      { svc: "mainframe-bridge", everyS: 30, msgs: ["MQ channel HL.SVRCONN heartbeat ok (qmgr QMHL01)"] },
      {
        svc: "statement-worker",
        everyS: 120,
        msgs: ["Scheduler: Sending due task statements.tasks.nightly_rollup (statements.tasks.nightly_rollup)"],
      },
    ],
    deprecations: [
      {
        svc: "ledger-core",
        msg: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      },
      {
        svc: "kyc-check",
        msg: "RemovedInDjango50Warning: The default value of USE_TZ will change from False to True in Django 5.0.",
      },
    ],
    vendors: { "kyc-check": "api.onfido.com", "fx-rates": "api.fxfeed.io", "card-auth": "switch.cardnet.eu" },
  },
  {
    company: "Quillmark",
    ns: "quillmark-saas",
    host: "app.quillmark.io",
    services: [
      sv("qm-ingress", "nginx", "xrid", "edge", 443),
      sv("editor-api", "django", "openstack", "api", 8000),
      sv("asset-store", "go", "xray", "svc"),
      sv("render-farm", "spring", "sleuth", "svc"),
      sv("search-indexer", "go", "otel", "svc"),
      sv("billing-svc", "rails", "rails", "svc", 3000),
      sv("collab-presence", "express", "b3", "svc", 3000),
      sv("export-worker", "celery", "corr", "worker"),
      sv("pg-bouncer", "pgbouncer", "none", "dbproxy", 6432),
      sv("legacy-licensing", "legacy", "none", "legacy", 8443),
      sv("thumb-cache", "go", "none", "aux"),
      sv("spell-svc", "grpc", "dd", "svc", 50051),
    ],
    routes: [
      {
        method: "POST",
        path: "/api/documents/{id}/export",
        weight: 3,
        root: h(
          "qm-ingress",
          "",
          h(
            "editor-api",
            "",
            h("billing-svc", "/entitlements", h("legacy-licensing", "CHECK")),
            q(
              "exports",
              "export-worker",
              "exports.tasks.render_pdf",
              h("render-farm", "/render/pdf", h("asset-store", "/v1/assets/fetch")),
            ),
          ),
        ),
      },
      {
        method: "PUT",
        path: "/api/documents/{id}",
        weight: 5,
        root: h(
          "qm-ingress",
          "",
          h(
            "editor-api",
            "",
            h("asset-store", "/v1/assets"),
            h("search-indexer", "/v1/index"),
            h("spell-svc", "spell.v1.Spell/Check"),
            h("pg-bouncer", ""),
          ),
        ),
      },
      {
        method: "GET",
        path: "/api/documents/{id}",
        weight: 6,
        root: h("qm-ingress", "", h("editor-api", "", h("collab-presence", "/presence"), h("pg-bouncer", ""))),
      },
    ],
    noisy: {
      svc: "thumb-cache",
      level: "warn",
      msgs: [
        "thumb: source image has no EXIF orientation, assuming 1",
        "thumb: upstream sent Content-Type application/octet-stream for .png, sniffing",
      ],
    },
    jobs: [
      {
        svc: "pg-bouncer",
        everyS: 60,
        msgs: ["stats: 44 xacts/s, 280 queries/s, in 61001 B/s, out 488120 B/s, xact 1902 us, query 655 us, wait 9 us"],
      },
      { svc: "legacy-licensing", everyS: 60, msgs: ["LicenseCache refreshed (1842 seats)"] },
      {
        svc: "export-worker",
        everyS: 90,
        msgs: ["Scheduler: Sending due task exports.tasks.purge_expired (exports.tasks.purge_expired)"],
      },
    ],
    deprecations: [
      { svc: "render-farm", msg: "The 'spring.sleuth' properties are deprecated, use 'management.tracing' instead" },
      {
        svc: "collab-presence",
        msg: "(node:1) [DEP0066] DeprecationWarning: OutgoingMessage.prototype._headers is deprecated",
      },
    ],
    vendors: {
      "asset-store": "quillmark-assets.s3.us-east-1.amazonaws.com",
      "search-indexer": "search-7.es.cloud.example",
      "spell-svc": "api.languagetool.org",
    },
  },
];

export const svcOf = (e: Estate, name: string): Service => {
  const s = e.services.find((x) => x.name === name);
  if (!s) throw new Error(`no service ${name} in ${e.company}`);
  return s;
};

/** Every hop of the estate's routes with its ancestors (root first). */
export function hopsWithPath(e: Estate): { route: Route; hop: Hop; path: Hop[] }[] {
  const out: { route: Route; hop: Hop; path: Hop[] }[] = [];
  const walk = (route: Route, hop: Hop, path: Hop[]) => {
    out.push({ route, hop, path });
    for (const k of hop.kids) walk(route, k, [...path, hop]);
  };
  for (const r of e.routes) walk(r, r.root, []);
  return out;
}
