// Nine made-up estates (services, runtimes, request flows, ambient chatter). None of them shares a
// domain with the dev set or the robustness bench.
import type { Estate, Hop, Level, Req, Rng } from "./core.js";

type Ok = (r: Rng, q: Req) => Array<[Level, string]>;
const hop = (svc: string, ok: Ok, logger?: string, callPath?: string): Hop => ({ svc, ok, logger, callPath });
const info = (m: string): Array<[Level, string]> => [["info", m]];
const ms = (r: Rng, lo = 3, hi = 180): number => r.i(lo, hi);
const cities = ["Leeds", "Porto", "Lyon", "Gdansk", "Bremen", "Utrecht", "Cork", "Brno", "Graz", "Malmo"];

// ------------------------------------------------------------------ parcel carrier (kubectl --prefix --timestamps)
export const PARCEL: Estate = {
  name: "parcel",
  ns: "parcel-prod",
  domain: "api.parcelly.example",
  edge: "edge-proxy",
  services: [
    { name: "edge-proxy", rt: "envoy", pkg: "router" },
    { name: "shipment-api", rt: "spring", pkg: "com.parcelly.shipment" },
    { name: "label-printer", rt: "pyfmt", pkg: "label_printer" },
    { name: "route-optimizer", rt: "zap", pkg: "github.com/parcelly/route-optimizer/internal/solver" },
    { name: "depot-scanner", rt: "pino" },
    { name: "customs-docs", rt: "dotnet", pkg: "Parcelly.Customs" },
    { name: "carrier-hub", rt: "slogtext", pkg: "carrierhub" },
    { name: "tracking-feed", rt: "pino" },
    { name: "address-check", rt: "pyfmt", pkg: "address_check" },
    { name: "billing-ledger", rt: "spring", pkg: "com.parcelly.billing" },
    { name: "event-exporter", rt: "raw" },
  ],
  flows: [
    {
      weight: 4,
      method: "POST",
      paths: ["/v1/shipments"],
      hops: [
        hop("edge-proxy", () => []),
        hop(
          "shipment-api",
          (r) =>
            info(
              `Created shipment PX${r.i(100000, 999999)} service=${r.p(["NEXT_DAY", "ECONOMY", "PALLET"])} parcels=${r.i(1, 4)}`,
            ),
          "com.parcelly.shipment.web.ShipmentController",
          "/v1/labels",
        ),
        hop(
          "address-check",
          (r) =>
            info(
              `validated postcode ${r.p(["LS1", "BS8", "M14", "EH3", "G12"])} ${r.i(1, 9)}${r.p(["AB", "XY", "QT"])} score=0.${r.i(80, 99)}`,
            ),
          "address_check.api",
        ),
        hop(
          "label-printer",
          (r) => info(`label rendered format=ZPL dpi=203 bytes=${r.i(2000, 9000)} in ${ms(r)}ms`),
          "label_printer.render",
        ),
        hop(
          "billing-ledger",
          (r) => info(`Posted charge ${r.i(3, 40)}.${r.i(10, 99)} GBP to account AC-${r.i(1000, 9999)}`),
          "com.parcelly.billing.LedgerService",
        ),
      ],
    },
    {
      weight: 6,
      method: "GET",
      paths: ["/v1/shipments/PX{n}/track"],
      hops: [
        hop("edge-proxy", () => []),
        hop(
          "tracking-feed",
          (r) =>
            info(
              `track PX${r.i(100000, 999999)} -> ${r.p(["IN_TRANSIT", "OUT_FOR_DELIVERY", "AT_DEPOT", "DELIVERED"])} (${ms(r, 2, 40)}ms)`,
            ),
          undefined,
          "/carriers/status",
        ),
        hop("carrier-hub", (r) =>
          info(`carrier status fetched carrier=${r.p(["dpx", "yodel-like", "euroline"])} cached=${r.c(0.7)}`),
        ),
      ],
    },
    {
      weight: 2,
      method: "POST",
      paths: ["/v1/routes/plan"],
      hops: [
        hop("edge-proxy", () => []),
        hop(
          "shipment-api",
          (r) => info(`Route plan requested for depot ${r.p(cities)} (${r.i(40, 300)} stops)`),
          "com.parcelly.shipment.web.RouteController",
          "/solve",
        ),
        hop("route-optimizer", (r) =>
          info(`solved vrp instance stops=${r.i(40, 300)} vehicles=${r.i(4, 30)} iterations=${r.i(2000, 9000)}`),
        ),
      ],
    },
    {
      weight: 1.5,
      method: "POST",
      paths: ["/v1/customs/declarations"],
      hops: [
        hop("edge-proxy", () => []),
        hop(
          "customs-docs",
          (r) => info(`Declaration CN23-${r.i(10000, 99999)} generated for ${r.p(["NO", "CH", "US", "GB"])}`),
          "Parcelly.Customs.DeclarationsController",
          "/v1/validate",
        ),
        hop(
          "address-check",
          (r) => info(`validated address country=${r.p(["NO", "CH", "US"])} score=0.${r.i(80, 99)}`),
          "address_check.api",
        ),
      ],
    },
    {
      weight: 5,
      method: "POST",
      paths: ["/v1/scans"],
      hops: [
        hop("edge-proxy", () => []),
        hop(
          "depot-scanner",
          (r) => info(`scan accepted depot=${r.p(cities)} belt=${r.i(1, 12)} barcode=PX${r.i(100000, 999999)}`),
          undefined,
          "/events",
        ),
        hop("tracking-feed", (r) => info(`event appended PX${r.i(100000, 999999)} seq=${r.i(1, 30)}`)),
      ],
    },
  ],
  ambient: [
    ["route-optimizer", 30, (r) => ["info", `solver pool idle=${r.i(2, 8)}/8 queue=0`]],
    [
      "billing-ledger",
      60,
      (r) => [
        "info",
        `Reconciliation batch ${r.i(100, 999)} completed: ${r.i(200, 900)} entries`,
        "com.parcelly.billing.ReconcileJob",
      ],
    ],
    ["depot-scanner", 20, (r) => ["info", `belt heartbeat depot=${r.p(cities)} ok`]],
    ["carrier-hub", 45, (r) => ["info", `carrier webhook batch processed count=${r.i(5, 60)}`]],
    ["label-printer", 40, (r) => ["info", `printer pool: ${r.i(10, 14)}/14 online`, "label_printer.pool"]],
    ["customs-docs", 60, () => ["info", "Health check /healthz returned Healthy"]],
    [
      "shipment-api",
      30,
      (r) => [
        "info",
        `HikariPool-1 - Pool stats (total=20, active=${r.i(1, 6)}, idle=${r.i(10, 19)}, waiting=0)`,
        "com.zaxxer.hikari.pool.HikariPool",
      ],
    ],
  ],
};

// ------------------------------------------------------------------ insurance claims (JSON lines, message = logback text)
export const CLAIMS: Estate = {
  name: "claims",
  ns: "claims",
  domain: "claims.assuro.example",
  edge: "ingress-nginx",
  services: [
    { name: "ingress-nginx", rt: "nginx" },
    { name: "claims-gateway", rt: "spring", pkg: "com.assuro.gateway" },
    { name: "claims-intake", rt: "spring", pkg: "com.assuro.claims.intake" },
    { name: "policy-admin", rt: "spring", pkg: "com.assuro.policy" },
    { name: "fraud-scoring", rt: "logback2", pkg: "com.assuro.fraud" },
    { name: "document-store", rt: "logback", pkg: "com.assuro.docs" },
    { name: "payout-service", rt: "spring", pkg: "com.assuro.payout" },
    { name: "adjuster-portal", rt: "pino" },
    { name: "notice-mailer", rt: "pyfmt", pkg: "notice_mailer" },
  ],
  flows: [
    {
      weight: 4,
      method: "POST",
      paths: ["/api/claims"],
      hops: [
        hop("ingress-nginx", () => []),
        hop(
          "claims-gateway",
          (r) => info(`POST /api/claims routed to claims-intake (${ms(r, 2, 20)}ms)`),
          "com.assuro.gateway.filter.RoutingFilter",
          "/intake/claims",
        ),
        hop(
          "claims-intake",
          (r) => info(`Claim CL-${r.i(100000, 999999)} registered, type=${r.p(["MOTOR", "HOME", "TRAVEL"])}`),
          "com.assuro.claims.intake.ClaimService",
          "/policies/lookup",
        ),
        hop(
          "policy-admin",
          (r) => info(`Policy PA-${r.i(10000, 99999)} in force, cover=${r.p(["COMPREHENSIVE", "TPFT", "CONTENTS"])}`),
          "com.assuro.policy.PolicyQueryService",
        ),
      ],
    },
    {
      weight: 3,
      method: "POST",
      paths: ["/api/claims/score"],
      hops: [
        hop("ingress-nginx", () => []),
        hop(
          "claims-gateway",
          (r) => info(`POST /api/claims/score routed to claims-intake (${ms(r, 2, 20)}ms)`),
          "com.assuro.gateway.filter.RoutingFilter",
          "/intake/score",
        ),
        hop(
          "claims-intake",
          (r) => info(`Scoring requested for CL-${r.i(100000, 999999)}`),
          "com.assuro.claims.intake.ScoringClient",
          "/fraud/v2/score",
        ),
        hop(
          "fraud-scoring",
          (r) => info(`score=${r.f(0, 1).toFixed(3)} model=gbm-2026.04 features=${r.i(80, 140)}`),
          "com.assuro.fraud.ScoringServiceImpl",
        ),
      ],
    },
    {
      weight: 4,
      method: "GET",
      paths: ["/api/policies/PA-{n}"],
      hops: [
        hop("ingress-nginx", () => []),
        hop(
          "claims-gateway",
          (r) => info(`GET /api/policies routed to policy-admin (${ms(r, 2, 20)}ms)`),
          "com.assuro.gateway.filter.RoutingFilter",
          "/policies",
        ),
        hop(
          "policy-admin",
          (r) => info(`Policy PA-${r.i(10000, 99999)} loaded in ${ms(r, 3, 60)}ms`),
          "com.assuro.policy.PolicyQueryService",
        ),
      ],
    },
    {
      weight: 2,
      method: "POST",
      paths: ["/api/claims/CL-{n}/documents"],
      hops: [
        hop("ingress-nginx", () => []),
        hop(
          "claims-gateway",
          (r) => info(`POST documents routed to document-store (${ms(r, 2, 20)}ms)`),
          "com.assuro.gateway.filter.RoutingFilter",
          "/documents",
        ),
        hop(
          "document-store",
          (r) => info(`stored object claims/${r.hex(8)}.pdf size=${r.i(40, 4000)}KB`),
          "com.assuro.docs.BlobWriter",
        ),
      ],
    },
    {
      weight: 2,
      method: "POST",
      paths: ["/portal/payouts"],
      hops: [
        hop("ingress-nginx", () => []),
        hop(
          "adjuster-portal",
          (r) => info(`payout approved by adjuster a${r.i(100, 999)} claim=CL-${r.i(100000, 999999)}`),
          undefined,
          "/payouts",
        ),
        hop(
          "payout-service",
          (r) => info(`Payout PO-${r.i(10000, 99999)} scheduled amount=${r.i(100, 9000)}.00 EUR`),
          "com.assuro.payout.PayoutService",
          "/policies/check",
        ),
        hop(
          "policy-admin",
          (r) => info(`Policy PA-${r.i(10000, 99999)} payout limit ok`),
          "com.assuro.policy.LimitService",
        ),
      ],
    },
  ],
  ambient: [
    [
      "notice-mailer",
      25,
      (r) => [
        "info",
        `sent claim acknowledgement to ***@${r.p(["mail.example", "post.example"])} (queue depth ${r.i(0, 9)})`,
        "notice_mailer.worker",
      ],
    ],
    [
      "claims-intake",
      40,
      (r) => [
        "info",
        `HikariPool-1 - Pool stats (total=30, active=${r.i(2, 9)}, idle=${r.i(15, 28)}, waiting=0)`,
        "com.zaxxer.hikari.pool.HikariPool",
      ],
    ],
    [
      "policy-admin",
      60,
      (r) => ["info", `Cache policyById hit ratio 0.${r.i(85, 99)}`, "com.assuro.policy.CacheStats"],
    ],
    [
      "fraud-scoring",
      50,
      (r) => ["info", `model gbm-2026.04 warm, p99=${r.i(20, 60)}ms`, "com.assuro.fraud.ModelHealth"],
    ],
    [
      "payout-service",
      90,
      (r) => [
        "info",
        `SEPA batch ${r.i(1000, 9999)} queued (${r.i(10, 90)} transfers)`,
        "com.assuro.payout.SepaBatchJob",
      ],
    ],
  ],
};

// ------------------------------------------------------------------ energy utility (OpenTelemetry log JSON)
export const GRID: Estate = {
  name: "grid",
  ns: "grid",
  domain: "my.voltura.example",
  edge: "api-gateway",
  services: [
    { name: "api-gateway", rt: "envoy", pkg: "envoy" },
    { name: "meter-ingest", rt: "zap", pkg: "voltura/meter-ingest" },
    { name: "tariff-engine", rt: "spring", pkg: "com.voltura.tariff" },
    { name: "billing-run", rt: "pyfmt", pkg: "billing_run" },
    { name: "outage-map", rt: "pino" },
    { name: "customer-portal", rt: "pino" },
    { name: "settlement", rt: "dotnet", pkg: "Voltura.Settlement" },
    { name: "notify-sms", rt: "pyfmt", pkg: "notify_sms" },
    { name: "usage-store", rt: "slogjson", pkg: "usagestore" },
  ],
  flows: [
    {
      weight: 5,
      method: "GET",
      paths: ["/portal/usage", "/portal/usage/daily"],
      hops: [
        hop("api-gateway", () => []),
        hop(
          "customer-portal",
          (r) => info(`usage view rendered account=${r.i(1000000, 9999999)} days=${r.p([7, 30, 90])}`),
          undefined,
          "/v1/usage",
        ),
        hop("usage-store", (r) => info(`query ok series=${r.i(1, 4)} points=${r.i(100, 3000)} dur_ms=${ms(r, 2, 90)}`)),
      ],
    },
    {
      weight: 8,
      method: "POST",
      paths: ["/meters/readings"],
      hops: [
        hop("api-gateway", () => []),
        hop(
          "meter-ingest",
          (r) => info(`batch accepted meters=${r.i(20, 400)} lag_s=${r.i(1, 40)}`),
          undefined,
          "/v1/write",
        ),
        hop("usage-store", (r) => info(`write ok rows=${r.i(20, 400)} dur_ms=${ms(r, 2, 50)}`)),
      ],
    },
    {
      weight: 3,
      method: "GET",
      paths: ["/portal/bill"],
      hops: [
        hop("api-gateway", () => []),
        hop(
          "customer-portal",
          (r) => info(`bill preview account=${r.i(1000000, 9999999)}`),
          undefined,
          "/tariffs/quote",
        ),
        hop(
          "tariff-engine",
          (r) => info(`Quoted tariff ${r.p(["FLEX-24", "GREEN-FIX", "EV-NIGHT"])} for ${r.i(100, 900)} kWh`),
          "com.voltura.tariff.QuoteService",
          "/v1/usage",
        ),
        hop("usage-store", (r) => info(`query ok series=1 points=${r.i(30, 800)} dur_ms=${ms(r, 2, 90)}`)),
      ],
    },
    {
      weight: 2,
      method: "GET",
      paths: ["/outages"],
      hops: [
        hop("api-gateway", () => []),
        hop("outage-map", (r) => info(`served outage tiles z=${r.i(8, 14)} count=${r.i(0, 12)}`)),
      ],
    },
    {
      weight: 1.5,
      method: "POST",
      paths: ["/portal/payments"],
      hops: [
        hop("api-gateway", () => []),
        hop(
          "customer-portal",
          (r) => info(`payment submitted account=${r.i(1000000, 9999999)}`),
          undefined,
          "/api/settlements",
        ),
        hop(
          "settlement",
          (r) => info(`Settlement ST-${r.i(100000, 999999)} booked amount=${r.i(20, 400)}.${r.i(10, 99)} EUR`),
          "Voltura.Settlement.Api.SettlementsController",
        ),
      ],
    },
  ],
  ambient: [
    [
      "billing-run",
      30,
      (r) => ["info", `billing shard ${r.i(0, 31)} progress ${r.i(1, 99)}%`, "billing_run.scheduler"],
    ],
    ["notify-sms", 40, (r) => ["info", `delivered ${r.i(1, 30)} outage notifications via smsc-2`, "notify_sms.sender"]],
    ["outage-map", 60, () => ["info", "grid topology snapshot refreshed"]],
    [
      "tariff-engine",
      60,
      (r) => ["info", `Wholesale price curve updated (${r.i(90, 99)} points)`, "com.voltura.tariff.CurveLoader"],
    ],
    ["settlement", 60, () => ["info", "Health check settlement-db: Healthy"]],
  ],
};

// ------------------------------------------------------------------ telecom (docker json-file, kubectl prefix)
export const TELCO: Estate = {
  name: "telco",
  ns: "bss",
  domain: "selfcare.nordtel.example",
  edge: "api-edge",
  services: [
    { name: "api-edge", rt: "nginx" },
    { name: "self-care-web", rt: "pino" },
    { name: "sim-provisioning", rt: "spring", pkg: "com.nordtel.sim" },
    { name: "usage-rating", rt: "zap", pkg: "nordtel/rating" },
    { name: "number-porting", rt: "pyfmt", pkg: "porting" },
    { name: "hlr-adapter", rt: "logback", pkg: "com.nordtel.hlr" },
    { name: "topup-wallet", rt: "serilog", pkg: "Nordtel.Wallet" },
    { name: "plan-catalog", rt: "slogtext", pkg: "catalog" },
    { name: "kyc-check", rt: "dotnet", pkg: "Nordtel.Kyc" },
    { name: "cdr-collector", rt: "zap", pkg: "nordtel/cdr" },
  ],
  flows: [
    {
      weight: 6,
      method: "GET",
      paths: ["/me/usage"],
      hops: [
        hop("api-edge", () => []),
        hop("self-care-web", (r) => info(`GET /me/usage 200 ${ms(r, 10, 200)}ms`), undefined, "/rating/v1/balance"),
        hop("usage-rating", (r) => info(`balance computed msisdn=46${r.i(70000000, 79999999)} buckets=${r.i(2, 6)}`)),
      ],
    },
    {
      weight: 2,
      method: "POST",
      paths: ["/sims/activate"],
      hops: [
        hop("api-edge", () => []),
        hop(
          "self-care-web",
          (r) => info(`activation requested iccid=8946${r.i(10000000, 99999999)}`),
          undefined,
          "/sim/activate",
        ),
        hop(
          "sim-provisioning",
          (r) => info(`Activation order SO-${r.i(100000, 999999)} accepted`),
          "com.nordtel.sim.ActivationService",
          "/hlr/subscribers",
        ),
        hop(
          "hlr-adapter",
          (r) => info(`MAP insertSubscriberData ok imsi=24001${r.i(1000000000, 1999999999)}`),
          "com.nordtel.hlr.MapGateway",
        ),
      ],
    },
    {
      weight: 3,
      method: "POST",
      paths: ["/topups"],
      hops: [
        hop("api-edge", () => []),
        hop(
          "self-care-web",
          (r) => info(`topup submitted amount=${r.p([100, 200, 300])} SEK`),
          undefined,
          "/wallet/topups",
        ),
        hop("topup-wallet", (r) => info(`Top-up TU-${r.i(100000, 999999)} credited ${r.p([100, 200, 300])} SEK`)),
      ],
    },
    {
      weight: 1,
      method: "POST",
      paths: ["/porting/requests"],
      hops: [
        hop("api-edge", () => []),
        hop(
          "number-porting",
          (r) =>
            info(
              `port-in request NP-${r.i(10000, 99999)} from donor ${r.p(["telia-like", "tre-like", "comviq-like"])}`,
            ),
          "porting.views",
          "/hlr/routing",
        ),
        hop(
          "hlr-adapter",
          (r) => info(`routing number updated for 46${r.i(70000000, 79999999)}`),
          "com.nordtel.hlr.RoutingService",
        ),
      ],
    },
    {
      weight: 3,
      method: "GET",
      paths: ["/plans"],
      hops: [
        hop("api-edge", () => []),
        hop("self-care-web", (r) => info(`GET /plans 200 ${ms(r, 5, 60)}ms`), undefined, "/catalog/plans"),
        hop("plan-catalog", (r) => info(`served ${r.i(12, 30)} plans locale=sv-SE`)),
      ],
    },
    {
      weight: 1,
      method: "POST",
      paths: ["/kyc/verify"],
      hops: [
        hop("api-edge", () => []),
        hop("self-care-web", (r) => info(`kyc started session=${r.hex(10)}`), undefined, "/kyc/verify"),
        hop(
          "kyc-check",
          (r) => info(`Identity check ${r.hex(8)} passed (provider=bankid-like)`),
          "Nordtel.Kyc.VerificationController",
        ),
      ],
    },
  ],
  ambient: [
    [
      "cdr-collector",
      6,
      (r) => ["info", `collected CDR file MSC${r.i(1, 4)}_${r.i(100000, 999999)}.asn1 records=${r.i(2000, 9000)}`],
    ],
    ["usage-rating", 20, (r) => ["info", `rated ${r.i(2000, 9000)} CDRs in ${ms(r, 100, 900)}ms`]],
    ["hlr-adapter", 30, () => ["info", "SS7 link set LS-1 status: active (2/2 links)", "com.nordtel.hlr.LinkMonitor"]],
    ["topup-wallet", 60, (r) => ["info", `Outbox relay published ${r.i(0, 20)} messages`]],
    ["plan-catalog", 120, () => ["info", "catalog cache refreshed"]],
  ],
};

// ------------------------------------------------------------------ newsroom (CRI lines, file-path prefix)
export const NEWS: Estate = {
  name: "news",
  ns: "newsroom",
  domain: "www.dailyledger.example",
  edge: "render-edge",
  services: [
    { name: "render-edge", rt: "nginx" },
    { name: "article-api", rt: "spring", pkg: "com.dailyledger.articles" },
    { name: "paywall", rt: "zap", pkg: "dailyledger/paywall" },
    { name: "story-editor", rt: "pino" },
    { name: "media-transcode", rt: "pyfmt", pkg: "transcode" },
    { name: "search-indexer", rt: "logback", pkg: "com.dailyledger.search" },
    { name: "comments", rt: "pybasic", pkg: "comments" },
    { name: "push-alerts", rt: "bunyan" },
    { name: "wire-ingest", rt: "slogtext", pkg: "wire" },
  ],
  flows: [
    {
      weight: 10,
      method: "GET",
      paths: ["/articles/{n}", "/articles/{n}/amp"],
      hops: [
        hop("render-edge", () => []),
        hop(
          "article-api",
          (r) =>
            info(
              `Rendered article ${r.i(100000, 999999)} (${r.p(["politics", "sport", "business", "culture"])}) in ${ms(r, 4, 80)}ms`,
            ),
          "com.dailyledger.articles.web.ArticleController",
          "/v1/entitlement",
        ),
        hop("paywall", (r) =>
          info(`entitlement decision=${r.p(["metered", "subscriber", "free"])} remaining=${r.i(0, 5)}`),
        ),
      ],
    },
    {
      weight: 1,
      method: "POST",
      paths: ["/editor/stories"],
      hops: [
        hop("render-edge", () => []),
        hop(
          "story-editor",
          (r) => info(`story saved id=${r.i(100000, 999999)} rev=${r.i(2, 40)}`),
          undefined,
          "/v1/articles",
        ),
        hop(
          "article-api",
          (r) => info(`Article ${r.i(100000, 999999)} published to channel web`),
          "com.dailyledger.articles.PublishService",
          "/index",
        ),
        hop(
          "search-indexer",
          (r) => info(`indexed doc ${r.i(100000, 999999)} in ${ms(r, 5, 60)}ms`),
          "com.dailyledger.search.Indexer",
        ),
      ],
    },
    {
      weight: 0.6,
      method: "POST",
      paths: ["/editor/media"],
      hops: [
        hop("render-edge", () => []),
        hop("story-editor", (r) => info(`media upload ${r.hex(8)}.mp4 size=${r.i(5, 400)}MB`), undefined, "/jobs"),
        hop(
          "media-transcode",
          (r) => info(`job ${r.hex(8)} queued profile=${r.p(["h264-720", "h264-1080", "hls-ladder"])}`),
          "transcode.api",
        ),
      ],
    },
    {
      weight: 2,
      method: "POST",
      paths: ["/comments"],
      hops: [
        hop("render-edge", () => []),
        hop(
          "comments",
          (r) => info(`comment ${r.i(1000000, 9999999)} accepted (moderation=${r.p(["auto", "queued"])})`),
          "comments.views",
        ),
      ],
    },
    {
      weight: 2,
      method: "GET",
      paths: ["/search"],
      hops: [
        hop("render-edge", () => []),
        hop(
          "search-indexer",
          (r) => info(`query took ${ms(r, 3, 70)}ms hits=${r.i(0, 400)}`),
          "com.dailyledger.search.QueryService",
        ),
      ],
    },
  ],
  ambient: [
    ["wire-ingest", 8, (r) => ["info", `wire item ingested agency=${r.p(["apx", "rtx", "dpx"])} slug=${r.hex(6)}`]],
    ["push-alerts", 45, (r) => ["info", `segment refresh done size=${r.i(10000, 90000)}`]],
    ["media-transcode", 20, (r) => ["info", `worker heartbeat jobs_running=${r.i(0, 4)}`, "transcode.worker"]],
    ["search-indexer", 30, (r) => ["info", `bulk flush ${r.i(10, 200)} docs`, "com.dailyledger.search.BulkFlusher"]],
  ],
};

// ------------------------------------------------------------------ university (RFC 5424 syslog)
export const CAMPUS: Estate = {
  name: "campus",
  ns: "campus",
  domain: "portal.uni-nord.example",
  edge: "web-front",
  services: [
    { name: "web-front", rt: "nginx" },
    { name: "enrolment", rt: "pyfmt", pkg: "enrolment" },
    { name: "timetable", rt: "logrus", pkg: "timetable" },
    { name: "grades-api", rt: "spring", pkg: "edu.uninord.grades" },
    { name: "sso-bridge", rt: "slogtext", pkg: "sso" },
    { name: "library-proxy", rt: "logrus", pkg: "libproxy" },
    { name: "fees", rt: "serilog", pkg: "UniNord.Fees" },
    { name: "lms-sync", rt: "pyfmt", pkg: "lms_sync" },
    { name: "mailer", rt: "pybasic", pkg: "mailer" },
    { name: "kernel", rt: "raw" },
    { name: "systemd", rt: "raw" },
  ],
  flows: [
    {
      weight: 3,
      method: "POST",
      paths: ["/enrolment/modules"],
      hops: [
        hop("web-front", () => []),
        hop(
          "enrolment",
          (r) => info(`student s${r.i(1000000, 2999999)} enrolled on ${r.p(["CS101", "MA204", "HI330", "EC110"])}`),
          "enrolment.views",
          "/api/slots",
        ),
        hop("timetable", (r) => info(`slot reserved room=${r.p(["B12", "LT1", "C3.04"])} week=${r.i(1, 12)}`)),
      ],
    },
    {
      weight: 4,
      method: "GET",
      paths: ["/grades/me"],
      hops: [
        hop("web-front", () => []),
        hop("sso-bridge", (r) => info(`session validated uid=s${r.i(1000000, 2999999)}`), undefined, "/grades"),
        hop(
          "grades-api",
          (r) => info(`Returned ${r.i(4, 20)} grades for s${r.i(1000000, 2999999)}`),
          "edu.uninord.grades.GradeController",
        ),
      ],
    },
    {
      weight: 4,
      method: "GET",
      paths: ["/timetable/week"],
      hops: [hop("web-front", () => []), hop("timetable", (r) => info(`week view served events=${r.i(5, 30)}`))],
    },
    {
      weight: 3,
      method: "GET",
      paths: ["/library/ezproxy"],
      hops: [
        hop("web-front", () => []),
        hop("sso-bridge", (r) => info(`session validated uid=s${r.i(1000000, 2999999)}`), undefined, "/proxy"),
        hop("library-proxy", (r) => info(`proxied ${r.p(["jstor-like", "ieee-like", "springer-like"])} 200`)),
      ],
    },
    {
      weight: 1.5,
      method: "POST",
      paths: ["/fees/pay"],
      hops: [
        hop("web-front", () => []),
        hop("fees", (r) => info(`Payment FEE-${r.i(100000, 999999)} captured ${r.i(50, 900)} GBP`)),
      ],
    },
  ],
  ambient: [
    ["lms-sync", 20, (r) => ["info", `synced ${r.i(10, 200)} course memberships to LMS`, "lms_sync.job"]],
    ["mailer", 30, (r) => ["info", `queued ${r.i(1, 20)} notifications`, "mailer.queue"]],
    ["systemd", 300, () => ["info", "Started Daily apt download activities."]],
  ],
};

// ------------------------------------------------------------------ food delivery on Lambda + ECS (CloudWatch export)
export const FOOD: Estate = {
  name: "food",
  ns: "food",
  domain: "api.munchr.example",
  edge: "web-edge",
  services: [
    { name: "web-edge", rt: "nginx" },
    { name: "order-intake", rt: "lambda-node" },
    { name: "payment-capture", rt: "lambda-node" },
    { name: "courier-match", rt: "lambda-py" },
    { name: "menu-sync", rt: "lambda-py" },
    { name: "eta-predict", rt: "lambda-py" },
    { name: "receipt-render", rt: "lambda-node" },
    { name: "dispatch-api", rt: "zap", pkg: "munchr/dispatch" },
    { name: "restaurant-api", rt: "spring", pkg: "com.munchr.restaurants" },
  ],
  flows: [
    {
      weight: 3,
      method: "POST",
      paths: ["/orders"],
      hops: [
        hop("web-edge", () => []),
        hop(
          "order-intake",
          (r) => info(`order ${r.hex(10)} accepted restaurant=r${r.i(1000, 9999)} items=${r.i(1, 6)}`),
          undefined,
          "payment-capture",
        ),
        hop("payment-capture", (r) =>
          info(`captured ${r.i(8, 60)}.${r.i(10, 99)} EUR psp_ref=${r.hex(12).toUpperCase()}`),
        ),
      ],
    },
    {
      weight: 2,
      method: "POST",
      paths: ["/dispatch/assign"],
      hops: [
        hop("web-edge", () => []),
        hop(
          "dispatch-api",
          (r) => info(`assignment requested order=${r.hex(10)} zone=${r.p(["z1", "z2", "z3", "z4"])}`),
          undefined,
          "courier-match",
        ),
        hop("courier-match", (r) =>
          info(`matched courier c${r.i(1000, 9999)} score=0.${r.i(60, 99)} candidates=${r.i(2, 14)}`),
        ),
      ],
    },
    {
      weight: 4,
      method: "GET",
      paths: ["/restaurants/r{n}/menu"],
      hops: [
        hop("web-edge", () => []),
        hop(
          "restaurant-api",
          (r) => info(`Menu served for r${r.i(1000, 9999)} (${r.i(10, 80)} items, cache=${r.p(["HIT", "MISS"])})`),
          "com.munchr.restaurants.MenuController",
        ),
      ],
    },
    {
      weight: 4,
      method: "GET",
      paths: ["/orders/{n}/eta"],
      hops: [
        hop("web-edge", () => []),
        hop("dispatch-api", (r) => info(`eta requested order=${r.hex(10)}`), undefined, "eta-predict"),
        hop("eta-predict", (r) => info(`eta=${r.i(8, 45)}min model=lgbm-v14`)),
      ],
    },
  ],
  ambient: [
    ["menu-sync", 30, (r) => ["info", `synced menu for r${r.i(1000, 9999)}: ${r.i(0, 12)} changes`]],
    ["receipt-render", 25, (r) => ["info", `receipt rendered order=${r.hex(10)} pages=1`]],
    ["dispatch-api", 30, (r) => ["info", `courier pool zone=${r.p(["z1", "z2", "z3"])} online=${r.i(10, 80)}`]],
  ],
};

// ------------------------------------------------------------------ ride hailing (applications' own JSON, no envelope)
export const RIDES: Estate = {
  name: "rides",
  ns: "rides",
  domain: "api.hopride.example",
  edge: "rider-app-bff",
  services: [
    { name: "rider-app-bff", rt: "pino" },
    { name: "driver-app-bff", rt: "pino" },
    { name: "matchmaker", rt: "zap", pkg: "hopride/matchmaker" },
    { name: "pricing-surge", rt: "zap", pkg: "hopride/pricing" },
    { name: "payments-ledger", rt: "slogjson", pkg: "ledger" },
    { name: "promo-codes", rt: "bunyan" },
    { name: "kyc-verify", rt: "pino" },
    { name: "maps-tiles", rt: "slogjson", pkg: "tiles" },
    { name: "fleet-telemetry", rt: "zap", pkg: "hopride/telemetry" },
    { name: "trip-history", rt: "slogjson", pkg: "history" },
  ],
  flows: [
    {
      weight: 4,
      method: "POST",
      paths: ["/v2/quotes"],
      hops: [
        hop("rider-app-bff", (r) => info(`quote requested city=${r.p(cities)}`), undefined, "/quote"),
        hop("pricing-surge", (r) =>
          info(`quote computed multiplier=${(1 + r.f(0, 0.8)).toFixed(2)} cell=8a1${r.hex(12)}`),
        ),
      ],
    },
    {
      weight: 3,
      method: "POST",
      paths: ["/v2/rides"],
      hops: [
        hop("rider-app-bff", (r) => info(`ride requested rider=${r.hex(8)}`), undefined, "/match"),
        hop(
          "matchmaker",
          (r) => info(`matched ride drivers_considered=${r.i(3, 25)} eta_s=${r.i(60, 600)}`),
          undefined,
          "/positions/nearby",
        ),
        hop("fleet-telemetry", (r) => info(`nearby query cells=${r.i(1, 7)} drivers=${r.i(3, 40)}`)),
      ],
    },
    {
      weight: 1,
      method: "POST",
      paths: ["/v2/promos/apply"],
      hops: [
        hop("rider-app-bff", (r) => info(`promo apply rider=${r.hex(8)}`), undefined, "/apply"),
        hop("promo-codes", (r) => info(`promo ${r.p(["SPRING5", "WELCOME", "NIGHT10"])} applied`)),
      ],
    },
    {
      weight: 2,
      method: "POST",
      paths: ["/v2/rides/complete"],
      hops: [
        hop("rider-app-bff", (r) => info(`ride completed ride=${r.hex(10)}`), undefined, "/entries"),
        hop("payments-ledger", (r) => info(`ledger entry posted amount_cents=${r.i(500, 6000)}`)),
      ],
    },
    {
      weight: 2,
      method: "GET",
      paths: ["/v2/history"],
      hops: [
        hop("rider-app-bff", (r) => info(`history page rider=${r.hex(8)}`), undefined, "/trips"),
        hop("trip-history", (r) => info(`trips listed n=${r.i(0, 20)}`)),
      ],
    },
    {
      weight: 1,
      method: "POST",
      paths: ["/driver/v1/documents"],
      hops: [
        hop("driver-app-bff", (r) => info(`document upload driver=d${r.i(10000, 99999)}`), undefined, "/verify"),
        hop("kyc-verify", (r) => info(`licence check passed driver=d${r.i(10000, 99999)}`)),
      ],
    },
    {
      weight: 4,
      method: "POST",
      paths: ["/driver/v1/ping"],
      hops: [
        hop("driver-app-bff", () => []),
        hop("fleet-telemetry", (r) => info(`position batch stored n=${r.i(1, 30)}`)),
      ],
    },
  ],
  ambient: [
    ["maps-tiles", 10, (r) => ["info", `tile cache hit_ratio=0.${r.i(90, 99)}`]],
    ["fleet-telemetry", 15, (r) => ["info", `kafka consumer lag partition=${r.i(0, 11)} lag=${r.i(0, 200)}`]],
    ["payments-ledger", 60, () => ["info", "outbox drained"]],
  ],
};

// ------------------------------------------------------------------ payroll / HR on .NET (docker json-file)
export const PAYROLL: Estate = {
  name: "payroll",
  ns: "hr",
  domain: "people.quillwork.example",
  edge: "gateway",
  services: [
    { name: "gateway", rt: "envoy", pkg: "envoy" },
    { name: "timesheets", rt: "dotnet", pkg: "Quill.Timesheets" },
    { name: "payroll-calc", rt: "dotnet", pkg: "Quill.Payroll" },
    { name: "employee-directory", rt: "serilog", pkg: "Quill.Directory" },
    { name: "tax-tables", rt: "spring", pkg: "com.quill.tax" },
    { name: "payslip-pdf", rt: "pyfmt", pkg: "payslip" },
    { name: "bank-export", rt: "serilog", pkg: "Quill.BankExport" },
    { name: "leave-planner", rt: "pino" },
    { name: "audit-trail", rt: "zap", pkg: "quill/audit" },
  ],
  flows: [
    {
      weight: 4,
      method: "POST",
      paths: ["/api/timesheets"],
      hops: [
        hop("gateway", () => []),
        hop(
          "timesheets",
          (r) => info(`Timesheet TS-${r.i(100000, 999999)} submitted (${r.i(20, 45)}h)`),
          "Quill.Timesheets.Api.TimesheetsController",
          "/api/directory/employees",
        ),
        hop("employee-directory", (r) => info(`Employee E${r.i(10000, 99999)} resolved in ${ms(r, 1, 30)}ms`)),
      ],
    },
    {
      weight: 2,
      method: "POST",
      paths: ["/api/payruns/preview"],
      hops: [
        hop("gateway", () => []),
        hop(
          "payroll-calc",
          (r) => info(`Payrun preview for cost centre CC-${r.i(100, 999)}: ${r.i(10, 200)} employees`),
          "Quill.Payroll.PayrunService",
          "/v3/rates",
        ),
        hop(
          "tax-tables",
          (r) => info(`Served rates for tax year 2026/27 band=${r.p(["A", "B", "C"])}`),
          "com.quill.tax.RatesController",
        ),
      ],
    },
    {
      weight: 2,
      method: "GET",
      paths: ["/api/payslips/{n}"],
      hops: [
        hop("gateway", () => []),
        hop(
          "payroll-calc",
          (r) => info(`Payslip ${r.i(100000, 999999)} requested`),
          "Quill.Payroll.PayslipController",
          "/render",
        ),
        hop("payslip-pdf", (r) => info(`rendered payslip pages=${r.i(1, 2)} in ${ms(r, 30, 400)}ms`), "payslip.render"),
      ],
    },
    {
      weight: 3,
      method: "GET",
      paths: ["/api/leave/balance"],
      hops: [
        hop("gateway", () => []),
        hop(
          "leave-planner",
          (r) => info(`leave balance served employee=E${r.i(10000, 99999)}`),
          undefined,
          "/api/directory/employees",
        ),
        hop("employee-directory", (r) => info(`Employee E${r.i(10000, 99999)} resolved in ${ms(r, 1, 30)}ms`)),
      ],
    },
  ],
  ambient: [
    ["audit-trail", 5, (r) => ["info", `audit batch appended n=${r.i(1, 40)}`]],
    ["bank-export", 60, (r) => ["info", `BACS file staged with ${r.i(10, 300)} records`]],
    ["payslip-pdf", 40, (r) => ["info", `font cache warm (${r.i(10, 14)} faces)`, "payslip.fonts"]],
  ],
};

export const ESTATES = [PARCEL, CLAIMS, GRID, TELCO, NEWS, CAMPUS, FOOD, RIDES, PAYROLL];
