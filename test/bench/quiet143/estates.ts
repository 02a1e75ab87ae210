// The four made-up print and sign estates: services with their runtimes and healthy lines, the edge and its access-log
// dialect, request routes, request-id habits, the role each service plays, and steady background chatter.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type EdgeKind = "nginx" | "haproxy" | "envoy" | "traefik";
export type ReqHabit = "traceparent" | "xrid" | "some-tiers" | "none";
export type Role =
  | "web"
  | "auth"
  | "upload"
  | "preflight"
  | "rip"
  | "queue"
  | "printer"
  | "db"
  | "billing"
  | "quotes"
  | "ship"
  | "mail";

export interface Route {
  path: string[];
  method: string;
  uri: (r: Rng) => string;
  weight: number;
}

export interface Estate {
  key: string;
  name: string;
  ns: string;
  host: string;
  edge: string;
  edgeKind: EdgeKind;
  habit: ReqHabit;
  traced: string[];
  runtime: Record<string, string>;
  ok: Record<string, (r: Rng) => string>;
  routes: Route[];
  roles: Record<Role, string>;
  optional: string[];
  background: Array<[number, string, (r: Rng) => [Level, string]]>;
}

const job = (r: Rng, p: string) => `${p}${r.i(100000, 999999)}`;
const sku = (r: Rng) =>
  r.p([
    "business-cards-350gsm",
    "a5-flyer-silk",
    "rollup-850x2000",
    "foamex-5mm-a1",
    "vinyl-banner-440gsm",
    "dibond-3mm",
    "window-decal",
    "tri-fold-brochure",
    "correx-sign-a2",
    "canvas-wrap-38mm",
  ]);
const kb = (r: Rng) => r.i(80, 240000);
const ms = (r: Rng, lo = 3, hi = 240) => r.i(lo, hi);

/** Inkwell Print Co: online small-format printer; kebab-case, nginx, Node/Go/Python/Java, x-request-id on every tier. */
const INKWELL: Estate = {
  key: "inkwell",
  name: "Inkwell Print Co",
  ns: "inkwell-prod",
  host: "shop.inkwellprint.example",
  edge: "inkwell-nginx",
  edgeKind: "nginx",
  habit: "xrid",
  traced: [],
  runtime: {
    "inkwell-nginx": "nginx",
    "storefront-api": "node",
    "session-auth": "node",
    "proof-approval": "node",
    "upload-gateway": "go",
    "preflight-worker": "python",
    "print-queue": "go",
    "order-ledger": "java",
    "invoice-service": "python",
    "ship-station": "node",
    "notify-mailer": "node",
  },
  ok: {
    "storefront-api": (r) =>
      `${r.p(["GET /api/products", "GET /api/cart", "POST /api/cart/items", "GET /api/orders/:id", "POST /api/checkout"])} ${r.p([200, 200, 201])} ${ms(r, 8, 320)}ms`,
    "session-auth": (r) =>
      r.p([
        `session refreshed uid=${r.i(10000, 99999)} ttl=3600`,
        `login ok uid=${r.i(10000, 99999)} method=${r.p(["password", "google", "magic-link"])}`,
      ]),
    "proof-approval": (r) =>
      r.p([
        `proof ${job(r, "PRF-")} ${r.p(["viewed", "approved", "approved", "changes requested"])} by customer (rev ${r.i(1, 4)})`,
        `rendered proof thumbnail ${job(r, "PRF-")} in ${ms(r, 40, 900)}ms`,
      ]),
    "upload-gateway": (r) =>
      `upload complete key=uploads/${r.hex(8)}/${r.p(["artwork.pdf", "logo.ai", "front.pdf", "banner_final_v3.pdf", "menu.tif"])} size=${kb(r)}KiB parts=${r.i(1, 40)} dur=${ms(r, 90, 9000)}ms`,
    "preflight-worker": (r) =>
      `preflight ${job(r, "PF-")} passed: ${r.i(1, 24)} pages, ${r.p(["CMYK", "CMYK", "CMYK+spot"])}, bleed ${r.p([2, 3, 3, 5])}mm, min ${r.p([300, 300, 240])}dpi`,
    "print-queue": (r) =>
      `job ${job(r, "IW-")} queued on ${r.p(["indigo-7k-1", "indigo-7k-2", "versant-180", "iridesse-1"])} position=${r.i(1, 40)} sheets=${r.i(50, 4000)}`,
    "order-ledger": (r) =>
      `[http-nio-8080-exec-${r.i(1, 40)}] c.i.ledger.OrderService : order IW-${r.i(100000, 999999)} ${r.p(["created", "paid", "released to production", "updated"])} total=${r.f(9, 900).toFixed(2)} GBP`,
    "invoice-service": (r) => `invoice INV-${r.i(20000, 89999)} issued for order IW-${r.i(100000, 999999)} (net 30)`,
    "ship-station": (r) =>
      `label created carrier=${r.p(["royalmail", "dpd", "dpd", "evri"])} tracking=${r.hex(12).toUpperCase()} weight=${r.f(0.2, 18).toFixed(1)}kg`,
    "notify-mailer": (r) =>
      `sent ${r.p(["proof-ready", "order-confirmation", "dispatched", "invoice"])} mail to ${r.hex(6)}@${r.p(["gmail.com", "outlook.com", "studio.example"])} (${ms(r, 60, 700)}ms)`,
  },
  routes: [
    { path: ["inkwell-nginx", "storefront-api"], method: "GET", uri: (r) => `/api/products/${sku(r)}`, weight: 5 },
    {
      path: ["inkwell-nginx", "storefront-api", "order-ledger"],
      method: "GET",
      uri: (r) => `/api/orders/IW-${r.i(100000, 999999)}`,
      weight: 3,
    },
    { path: ["inkwell-nginx", "session-auth"], method: "POST", uri: () => "/auth/session", weight: 2 },
    {
      path: ["inkwell-nginx", "upload-gateway", "preflight-worker"],
      method: "PUT",
      uri: (r) => `/upload/${r.hex(8)}`,
      weight: 3,
    },
    {
      path: ["inkwell-nginx", "proof-approval", "print-queue"],
      method: "POST",
      uri: (r) => `/api/proofs/PRF-${r.i(100000, 999999)}/approve`,
      weight: 2,
    },
    {
      path: ["inkwell-nginx", "proof-approval"],
      method: "GET",
      uri: (r) => `/api/proofs/PRF-${r.i(100000, 999999)}`,
      weight: 3,
    },
    {
      path: ["inkwell-nginx", "storefront-api", "order-ledger", "invoice-service"],
      method: "POST",
      uri: () => "/api/checkout",
      weight: 2,
    },
    { path: ["print-queue", "ship-station", "notify-mailer"], method: "INTERNAL", uri: () => "dispatch", weight: 1 },
    { path: ["proof-approval", "notify-mailer"], method: "INTERNAL", uri: () => "proof-ready", weight: 1 },
  ],
  roles: {
    web: "storefront-api",
    auth: "session-auth",
    upload: "upload-gateway",
    preflight: "preflight-worker",
    rip: "preflight-worker",
    queue: "print-queue",
    printer: "print-queue",
    db: "order-ledger",
    billing: "invoice-service",
    quotes: "storefront-api",
    ship: "ship-station",
    mail: "notify-mailer",
  },
  optional: ["notify-mailer", "invoice-service", "ship-station"],
  background: [
    [
      30,
      "print-queue",
      (r) => ["info", `queue depth indigo=${r.i(0, 30)} versant=${r.i(0, 12)} iridesse=${r.i(0, 6)}`],
    ],
    [
      60,
      "order-ledger",
      (r) => ["info", `HikariPool-1 - stats (total=20, active=${r.i(0, 9)}, idle=${r.i(8, 20)}, waiting=0)`],
    ],
    [45, "preflight-worker", (r) => ["debug", `celery@pf-${r.i(1, 3)} ready, prefetch=${r.i(1, 4)}`]],
  ],
};

/** Banner & Bolt Signs: large-format signage; snake_case, HAProxy, Python/Ruby, no request ids anywhere. */
const BANNER: Estate = {
  key: "banner",
  name: "Banner & Bolt Signs",
  ns: "bnb-production",
  host: "orders.bannerandbolt.example",
  edge: "haproxy_edge",
  edgeKind: "haproxy",
  habit: "none",
  traced: [],
  runtime: {
    haproxy_edge: "haproxy",
    customer_portal: "ruby",
    quote_engine: "ruby",
    order_desk: "ruby",
    file_intake: "python",
    wideformat_spooler: "python",
    cutter_bridge: "python",
    laminator_sched: "ruby",
    invoice_worker: "ruby",
    courier_sync: "python",
  },
  ok: {
    customer_portal: (r) =>
      `Completed ${r.p(["200 OK", "200 OK", "302 Found", "201 Created"])} in ${ms(r, 12, 480)}ms (Views: ${ms(r, 2, 90)}.${r.i(0, 9)}ms | ActiveRecord: ${ms(r, 1, 60)}.${r.i(0, 9)}ms)`,
    quote_engine: (r) =>
      `Quote Q${r.i(40000, 99999)} priced: ${sku(r)} ${r.i(1, 12)}x ${r.i(300, 5000)}x${r.i(300, 3000)}mm = ${r.f(18, 2400).toFixed(2)} GBP`,
    order_desk: (r) =>
      `Order BB-${r.i(10000, 99999)} moved ${r.p(["awaiting_artwork->artwork_ok", "artwork_ok->printing", "printing->finishing", "finishing->ready"])}`,
    file_intake: (r) =>
      `INFO intake: stored ${r.p(["banner.pdf", "shopfront.eps", "decal_cut.ai", "board_A1.pdf"])} (${kb(r)} KiB) for BB-${r.i(10000, 99999)}, ${r.p(["vector", "raster 150ppi", "raster 100ppi", "vector+cutpath"])}`,
    wideformat_spooler: (r) =>
      `INFO spooler: sent job BB-${r.i(10000, 99999)} to ${r.p(["hp_latex_800w", "mimaki_jv330", "hp_latex_800w", "canon_colorado"])} media=${r.p(["pvc_frontlit", "self_adhesive_vinyl", "mesh", "paper_190"])} ${r.f(0.5, 42).toFixed(1)}m2`,
    cutter_bridge: (r) =>
      `INFO zund_g3: cut file BB-${r.i(10000, 99999)} loaded, ${r.i(1, 80)} paths, tool ${r.p(["UCT", "EOT", "POT"])}`,
    laminator_sched: (r) =>
      `[laminator] slot ${r.i(8, 17)}:${r.p(["00", "15", "30", "45"])} booked for BB-${r.i(10000, 99999)} (${r.p(["gloss", "matt", "anti-graffiti"])})`,
    invoice_worker: (r) =>
      `Sidekiq InvoiceJob JID-${r.hex(12)} done: ${r.p(["invoice", "credit note"])} ${r.i(7000, 9999)} pushed to ledger (${ms(r, 30, 900)}ms)`,
    courier_sync: (r) =>
      `INFO courier: booked collection ${r.p(["pallet", "tube", "box"])} for BB-${r.i(10000, 99999)} with ${r.p(["palletforce", "dhl_parcel", "apc"])}`,
  },
  routes: [
    {
      path: ["haproxy_edge", "customer_portal"],
      method: "GET",
      uri: (r) => r.p(["/", "/account", "/orders", "/products/banners"]),
      weight: 5,
    },
    { path: ["haproxy_edge", "customer_portal", "quote_engine"], method: "POST", uri: () => "/quotes", weight: 3 },
    {
      path: ["haproxy_edge", "file_intake"],
      method: "POST",
      uri: (r) => `/artwork/BB-${r.i(10000, 99999)}`,
      weight: 2,
    },
    {
      path: ["haproxy_edge", "customer_portal", "order_desk"],
      method: "POST",
      uri: (r) => `/orders/BB-${r.i(10000, 99999)}/confirm`,
      weight: 2,
    },
    { path: ["order_desk", "wideformat_spooler"], method: "INTERNAL", uri: () => "print", weight: 2 },
    { path: ["order_desk", "cutter_bridge"], method: "INTERNAL", uri: () => "cut", weight: 1 },
    { path: ["order_desk", "laminator_sched"], method: "INTERNAL", uri: () => "laminate", weight: 1 },
    { path: ["order_desk", "invoice_worker"], method: "INTERNAL", uri: () => "invoice", weight: 1 },
    { path: ["order_desk", "courier_sync"], method: "INTERNAL", uri: () => "ship", weight: 1 },
  ],
  roles: {
    web: "customer_portal",
    auth: "customer_portal",
    upload: "file_intake",
    preflight: "file_intake",
    rip: "wideformat_spooler",
    queue: "wideformat_spooler",
    printer: "cutter_bridge",
    db: "order_desk",
    billing: "invoice_worker",
    quotes: "quote_engine",
    ship: "courier_sync",
    mail: "order_desk",
  },
  optional: ["laminator_sched", "cutter_bridge"],
  background: [
    [
      20,
      "wideformat_spooler",
      (r) => [
        "info",
        `INFO spooler: heartbeat hp_latex_800w=${r.p(["printing", "idle", "printing"])} mimaki_jv330=${r.p(["printing", "idle", "drying"])}`,
      ],
    ],
    [
      40,
      "invoice_worker",
      (r) => [
        "info",
        `Sidekiq stats: processed=${r.i(1000, 9000)} failed=${r.i(0, 30)} busy=${r.i(0, 5)} enqueued=${r.i(0, 40)}`,
      ],
    ],
  ],
};

/** Pressroom: commercial offset/digital printer; one-word names, Envoy, Java/Go, W3C traceparent. */
const PRESSROOM: Estate = {
  key: "pressroom",
  name: "Pressroom",
  ns: "pressroom",
  host: "api.pressroom.example",
  edge: "envoy",
  edgeKind: "envoy",
  habit: "traceparent",
  traced: [],
  runtime: {
    envoy: "envoy",
    storefront: "java",
    identity: "go",
    uploads: "go",
    preflight: "go",
    proofs: "java",
    rip: "java",
    imposition: "java",
    finishing: "go",
    shipping: "go",
    billing: "java",
  },
  ok: {
    storefront: (r) =>
      `o.s.web.servlet.DispatcherServlet - Completed ${r.p([200, 200, 201])} OK ${r.p(["GET /v2/catalog", "POST /v2/baskets", "GET /v2/jobs", "POST /v2/orders"])} in ${ms(r, 9, 300)} ms`,
    identity: (r) =>
      `level=info component=token issued=access_token client=${r.p(["web", "ipad-kiosk", "partner-api"])} exp=900s`,
    uploads: (r) =>
      `multipart upload finished object=pr-artwork/${r.hex(10)}.pdf bytes=${kb(r) * 1024} parts=${r.i(1, 60)} took=${ms(r, 80, 8000)}ms`,
    preflight: (r) =>
      `pitstop profile=${r.p(["PSO_Coated_v3", "GWG2015_Sheetfed", "FOGRA51"])} job=${job(r, "PR-")} errors=0 warnings=${r.i(0, 6)} took=${ms(r, 300, 6000)}ms`,
    proofs: (r) =>
      `c.p.proofs.ProofController - proof ${job(r, "PR-")}/r${r.i(1, 4)} ${r.p(["generated", "opened by client", "approved", "approved"])} pages=${r.i(1, 64)}`,
    rip: (r) =>
      `c.p.rip.RipFarm - rasterized ${job(r, "PR-")} on ${r.p(["rip-a", "rip-b", "rip-c"])} ${r.i(1, 64)} separations at 2400dpi in ${ms(r, 900, 45000)} ms`,
    imposition: (r) =>
      `c.p.imposition.Planner - imposed ${job(r, "PR-")} ${r.p(["8up", "16pp sig", "4up work-and-turn", "2up"])} on ${r.p(["SRA3", "B2", "B1"])} press=${r.p(["heidelberg-xl106", "ricoh-9200", "hp-indigo-12k"])}`,
    finishing: (r) =>
      `station=${r.p(["guillotine-polar", "folder-mbo", "saddle-stitch", "laminator"])} job=${job(r, "PR-")} step done qty=${r.i(50, 20000)}`,
    shipping: (r) =>
      `consignment created job=${job(r, "PR-")} carrier=${r.p(["parcelhub", "parcelhub", "fedex"])} parcels=${r.i(1, 12)} label=zpl`,
    billing: (r) =>
      `c.p.billing.InvoiceService - invoice PR-INV-${r.i(100000, 999999)} posted amount=${r.f(40, 12000).toFixed(2)} EUR`,
  },
  routes: [
    { path: ["envoy", "storefront"], method: "GET", uri: () => "/v2/catalog", weight: 5 },
    { path: ["envoy", "identity"], method: "POST", uri: () => "/oauth/token", weight: 2 },
    {
      path: ["envoy", "uploads", "preflight"],
      method: "POST",
      uri: (r) => `/v2/jobs/PR-${r.i(100000, 999999)}/files`,
      weight: 3,
    },
    { path: ["envoy", "proofs", "rip"], method: "GET", uri: (r) => `/v2/proofs/PR-${r.i(100000, 999999)}`, weight: 3 },
    { path: ["envoy", "storefront", "billing"], method: "POST", uri: () => "/v2/orders", weight: 2 },
    { path: ["proofs", "imposition", "rip"], method: "INTERNAL", uri: () => "release", weight: 2 },
    { path: ["finishing", "shipping"], method: "INTERNAL", uri: () => "dispatch", weight: 2 },
    {
      path: ["envoy", "storefront", "shipping"],
      method: "GET",
      uri: (r) => `/v2/jobs/PR-${r.i(100000, 999999)}/tracking`,
      weight: 1,
    },
  ],
  roles: {
    web: "storefront",
    auth: "identity",
    upload: "uploads",
    preflight: "preflight",
    rip: "rip",
    queue: "imposition",
    printer: "finishing",
    db: "billing",
    billing: "billing",
    quotes: "storefront",
    ship: "shipping",
    mail: "proofs",
  },
  optional: ["identity", "finishing"],
  background: [
    [
      15,
      "envoy",
      (r) => ["debug", `[health_checker] cluster rip_farm host 10.4.${r.i(1, 3)}.${r.i(10, 40)}:8080 healthy`],
    ],
    [60, "rip", (r) => ["info", `c.p.rip.RipFarm - queue: waiting=${r.i(0, 14)} running=${r.i(1, 6)} licences=6`]],
  ],
};

/** Meridian Graphics: signs and displays; team-prefixed names, Traefik, .NET/Elixir/PHP, x-request-id on cx tiers only. */
const MERIDIAN: Estate = {
  key: "meridian",
  name: "Meridian Graphics",
  ns: "meridian-live",
  host: "portal.meridiangraphics.example",
  edge: "ops-traefik",
  edgeKind: "traefik",
  habit: "some-tiers",
  traced: ["ops-traefik", "cx-webshop", "cx-proofs", "cx-uploads"],
  runtime: {
    "ops-traefik": "traefik",
    "ops-auth": "go",
    "cx-webshop": "php",
    "cx-proofs": "elixir",
    "cx-uploads": "dotnet",
    "fin-quotes": "dotnet",
    "fin-invoicing": "dotnet",
    "prod-ripfarm": "dotnet",
    "prod-cutqueue": "elixir",
    "prod-printfleet": "go",
    "log-dispatch": "elixir",
  },
  ok: {
    "ops-auth": (r) =>
      `oidc: code exchanged for client=${r.p(["webshop", "proofs-spa", "backoffice"])} sub=${r.hex(8)} in ${ms(r, 4, 60)}ms`,
    "cx-webshop": (r) =>
      `${r.p(["GET", "GET", "POST"])} ${r.p(["/shop/signs", "/shop/basket", "/shop/checkout", "/account/orders"])} ${r.p([200, 200, 302])} ${ms(r, 20, 700)}ms (php-fpm pool www)`,
    "cx-proofs": (r) =>
      `[info] Elixir.ProofsWeb.ProofLive mounted proof MG-${r.i(10000, 99999)} rev ${r.i(1, 5)} (${ms(r, 5, 200)}ms)`,
    "cx-uploads": (r) =>
      `Microsoft.AspNetCore.Hosting.Diagnostics: Request finished HTTP/1.1 POST /files - 201 - ${ms(r, 120, 9000)}.${r.i(10, 99)}ms size=${kb(r)}KB`,
    "fin-quotes": (r) =>
      `Meridian.Quotes.Pricing: quote MQ-${r.i(10000, 99999)} ${sku(r)} ${r.i(1, 50)} pcs -> ${r.f(12, 4800).toFixed(2)} EUR`,
    "fin-invoicing": (r) =>
      `Meridian.Invoicing.Ledger: invoice MG-F${r.i(100000, 999999)} booked, ${r.i(1, 9)} lines, ${r.f(12, 9000).toFixed(2)} EUR`,
    "prod-ripfarm": (r) =>
      `Meridian.Rip.Worker: job MG-${r.i(10000, 99999)} ripped for ${r.p(["vutek-h5", "latex-2700", "mimaki-ujf"])} ${r.f(0.4, 60).toFixed(1)}m2 in ${r.f(2, 140).toFixed(1)}s`,
    "prod-cutqueue": (r) =>
      `[info] CutQueue enqueued MG-${r.i(10000, 99999)} table=${r.p(["zund-1", "zund-2", "kongsberg"])} eta=${r.i(5, 180)}min`,
    "prod-printfleet": (r) =>
      `printer=${r.p(["vutek-h5", "latex-2700", "mimaki-ujf"])} state=${r.p(["printing", "printing", "idle", "drying"])} ink_min=${r.i(8, 100)}% job=MG-${r.i(10000, 99999)}`,
    "log-dispatch": (r) =>
      `[info] Dispatch booked ${r.p(["van", "pallet", "courier"])} for MG-${r.i(10000, 99999)} slot ${r.i(8, 17)}:00`,
  },
  routes: [
    { path: ["ops-traefik", "cx-webshop"], method: "GET", uri: () => "/shop/signs", weight: 5 },
    { path: ["ops-traefik", "cx-webshop", "fin-quotes"], method: "POST", uri: () => "/shop/quote", weight: 3 },
    { path: ["ops-traefik", "ops-auth"], method: "POST", uri: () => "/auth/realms/meridian/token", weight: 2 },
    { path: ["ops-traefik", "cx-uploads", "prod-ripfarm"], method: "POST", uri: () => "/files", weight: 2 },
    {
      path: ["ops-traefik", "cx-proofs", "prod-ripfarm"],
      method: "GET",
      uri: (r) => `/proofs/MG-${r.i(10000, 99999)}`,
      weight: 3,
    },
    { path: ["ops-traefik", "cx-webshop", "fin-invoicing"], method: "POST", uri: () => "/shop/checkout", weight: 2 },
    { path: ["prod-ripfarm", "prod-printfleet"], method: "INTERNAL", uri: () => "print", weight: 2 },
    { path: ["prod-cutqueue", "log-dispatch"], method: "INTERNAL", uri: () => "dispatch", weight: 1 },
    { path: ["fin-quotes", "fin-invoicing"], method: "INTERNAL", uri: () => "convert", weight: 1 },
  ],
  roles: {
    web: "cx-webshop",
    auth: "ops-auth",
    upload: "cx-uploads",
    preflight: "cx-uploads",
    rip: "prod-ripfarm",
    queue: "prod-cutqueue",
    printer: "prod-printfleet",
    db: "fin-invoicing",
    billing: "fin-invoicing",
    quotes: "fin-quotes",
    ship: "log-dispatch",
    mail: "cx-proofs",
  },
  optional: ["log-dispatch", "prod-cutqueue", "ops-auth"],
  background: [
    [
      10,
      "ops-traefik",
      (r) => ["debug", `health check ok service=${r.p(["cx-webshop", "fin-quotes", "prod-ripfarm"])}@docker`],
    ],
    [
      30,
      "prod-printfleet",
      (r) => [
        "info",
        `fleet poll: vutek-h5=${r.p(["printing", "idle"])} latex-2700=${r.p(["printing", "idle", "drying"])} mimaki-ujf=${r.p(["printing", "idle"])}`,
      ],
    ],
  ],
};

export const ESTATES: Estate[] = [INKWELL, BANNER, PRESSROOM, MERIDIAN];
export const estateByKey = (k: string): Estate => ESTATES.find((e) => e.key === k)!;

/** One access-log line of the estate's edge, in that proxy's own dialect. */
export function edgeLine(
  e: Estate,
  r: Rng,
  a: { method: string; uri: string; status: number; ms: number; upstream: string; req?: string; flags?: string },
): string {
  const ip = `${r.p(["81.2", "86.14", "92.40", "109.150", "151.229", "2.99"])}.${r.i(1, 254)}.${r.i(1, 254)}`;
  const bytes = a.status >= 400 ? r.i(150, 600) : r.i(300, 90000);
  const ua = r.p([
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
    "okhttp/4.12.0",
  ]);
  switch (e.edgeKind) {
    case "nginx":
      return `${ip} - - "${a.method} ${a.uri} HTTP/1.1" ${a.status} ${bytes} "-" "${ua}" rt=${(a.ms / 1000).toFixed(3)} urt=${a.status === 502 ? "-" : ((a.ms - 1) / 1000).toFixed(3)} ups=${a.upstream} rid=${a.req ?? "-"}`;
    case "haproxy": {
      const be = `be_${a.upstream}/${a.upstream.split("_")[0]}${r.i(1, 2)}`;
      const term = a.flags ?? (a.status >= 500 ? "sH--" : "----");
      return `${ip}:${r.i(30000, 65000)} fe_https~ ${be} 0/0/${r.i(0, 2)}/${Math.max(0, a.ms - 2)}/${a.ms} ${a.status} ${bytes} - - ${term} ${r.i(20, 180)}/${r.i(20, 180)}/${r.i(0, 12)}/${r.i(0, 6)}/0 0/0 "${a.method} ${a.uri} HTTP/1.1"`;
    }
    case "envoy":
      return `"${a.method} ${a.uri} HTTP/2" ${a.status} ${a.flags ?? "-"} 0 ${bytes} ${a.ms} ${Math.max(0, a.ms - 1)} "${ip}" "${ua}" "${a.req ?? "-"}" "${e.host}" "10.4.${r.i(1, 3)}.${r.i(10, 60)}:8080" cluster=${a.upstream}`;
    default:
      return `${ip} - - "${a.method} ${a.uri} HTTP/1.1" ${a.status} ${bytes} "-" "${ua}" ${r.i(1000, 99999)} "${a.upstream}@docker" "http://172.20.0.${r.i(2, 40)}:${r.p([80, 8080, 4000])}" ${a.ms}ms`;
  }
}
