// Four made-up furniture / mattress retailers: services, runtimes, roles and their everyday traffic.
import { int, pick, type Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export type Role =
  | "edge"
  | "config"
  | "stock"
  | "factory"
  | "delivery"
  | "finance"
  | "pay"
  | "returns"
  | "notify"
  | "auth"
  | "search"
  | "batch"
  | "orders"
  | "media";

export interface Hop {
  role: Role;
  say: (r: Rng) => string;
}
export interface Flow {
  w: number;
  edge: (r: Rng, ms: number) => string;
  hops: Hop[];
}
export interface Estate {
  key: string;
  brand: string;
  ns: string;
  traces: boolean;
  services: Record<string, Runtime>;
  roles: Record<Role, string>;
  flows: Flow[];
  health: string; // health-check line; "" = probes are not logged
  jobs: Array<{ role: Role; every: number; say: (r: Rng) => string }>;
  chronic: { role: Role; every: number; lvl: "warn" | "error"; say: (r: Rng) => string };
}

const sku = (r: Rng) => `${pick(r, ["SOF", "BED", "CHR", "TBL", "MAT", "OTT"])}-${int(r, 10000, 99999)}`;
const fabric = (r: Rng) =>
  pick(r, ["boucle-oat", "velvet-moss", "linen-flax", "wool-slate", "chenille-rust", "leather-tan"]);
const postcode = (r: Rng) =>
  `${pick(r, ["N", "SE", "M", "LS", "BS", "EH", "G"])}${int(r, 1, 20)} ${int(r, 1, 9)}${pick(r, ["AB", "QT", "HX", "RD", "NW"])}`;
export const gen = { sku, fabric, postcode };

const A: Estate = {
  key: "hearthwood",
  brand: "Hearthwood Home",
  ns: "hw-prod",
  traces: true,
  services: {
    "storefront-bff": "node",
    "product-configurator": "node",
    "swatch-service": "python",
    "showroom-stock": "java",
    "factory-slots": "java",
    "delivery-planner": "go",
    "finance-gateway": "java",
    "checkout-svc": "java",
    "returns-desk": "python",
    "notify-relay": "go",
    identity: "java",
    "catalog-indexer": "python",
  },
  roles: {
    edge: "storefront-bff",
    config: "product-configurator",
    stock: "showroom-stock",
    factory: "factory-slots",
    delivery: "delivery-planner",
    finance: "finance-gateway",
    pay: "checkout-svc",
    returns: "returns-desk",
    notify: "notify-relay",
    auth: "identity",
    search: "catalog-indexer",
    batch: "catalog-indexer",
    orders: "checkout-svc",
    media: "swatch-service",
  },
  flows: [
    {
      w: 5,
      edge: (r, ms) => `GET /api/products/${sku(r)} 200 ${ms}ms`,
      hops: [{ role: "config", say: (r) => `resolved ${int(r, 3, 14)} option groups for ${sku(r)} (cache hit)` }],
    },
    {
      w: 3,
      edge: (_r, ms) => `POST /api/configure 200 ${ms}ms`,
      hops: [
        { role: "config", say: (r) => `price computed base=${int(r, 499, 3299)}.00 fabric=${fabric(r)} legs=oak` },
        { role: "media", say: (r) => `swatch ${fabric(r)} served from cdn-origin (${int(r, 20, 90)}KB)` },
      ],
    },
    {
      w: 2,
      edge: (r, ms) => `GET /api/stock?showroom=${pick(r, ["LDN-KX", "MAN-01", "BRS-02", "EDI-01"])} 200 ${ms}ms`,
      hops: [{ role: "stock", say: (r) => `floor-model availability: ${int(r, 0, 6)} units of ${sku(r)}` }],
    },
    {
      w: 1,
      edge: (_r, ms) => `POST /api/checkout 201 ${ms}ms`,
      hops: [
        { role: "pay", say: (r) => `order HW-${int(r, 300000, 399999)} authorised amount=${int(r, 400, 4200)}.00 GBP` },
        {
          role: "factory",
          say: (r) =>
            `reserved made-to-order slot week ${int(r, 24, 36)} line ${pick(r, ["upholstery-2", "frames-1", "cut-3"])}`,
        },
        {
          role: "delivery",
          say: (r) => `white-glove window offered ${postcode(r)} slot=${pick(r, ["08-12", "12-16", "16-20"])}`,
        },
      ],
    },
    {
      w: 1,
      edge: (_r, ms) => `POST /api/finance/apply 200 ${ms}ms`,
      hops: [
        {
          role: "finance",
          say: (r) => `application FA-${int(r, 10000, 99999)} submitted to lender term=${pick(r, [12, 24, 36])}m`,
        },
      ],
    },
    {
      w: 1,
      edge: (_r, ms) => `GET /api/account/orders 200 ${ms}ms`,
      hops: [{ role: "auth", say: () => "token introspected: active=true scope=customer" }],
    },
  ],
  health: "GET /actuator/health 200",
  jobs: [
    {
      role: "batch",
      every: 45,
      say: (r) => `indexed ${int(r, 40, 400)} product documents into products-v7 in ${int(r, 80, 900)}ms`,
    },
    { role: "notify", every: 30, say: (r) => `dispatched ${int(r, 2, 40)} delivery reminders (sms=${int(r, 0, 20)})` },
    { role: "stock", every: 60, say: (r) => `showroom sync LDN-KX: ${int(r, 100, 400)} lines reconciled, 0 drift` },
  ],
  chronic: {
    role: "media",
    every: 11,
    lvl: "error",
    say: (r) => `thumbnail for swatch ${fabric(r)}-${int(r, 1, 40)} missing in bucket hw-swatches, served placeholder`,
  },
};

const B: Estate = {
  key: "dreamloft",
  brand: "DreamLoft Sleep",
  ns: "dreamloft",
  traces: false,
  services: {
    "dl-web": "ruby",
    "dl-orders": "ruby",
    "dl-trial": "python",
    "dl-sleepquiz": "python",
    "dl-inventory": "go",
    "dl-factory-queue": "go",
    "dl-carrier-hub": "go",
    "dl-payments": "go",
    "dl-mailer": "ruby",
    "dl-auth": "go",
  },
  roles: {
    edge: "dl-web",
    config: "dl-sleepquiz",
    stock: "dl-inventory",
    factory: "dl-factory-queue",
    delivery: "dl-carrier-hub",
    finance: "dl-payments",
    pay: "dl-payments",
    returns: "dl-trial",
    notify: "dl-mailer",
    auth: "dl-auth",
    search: "dl-web",
    batch: "dl-inventory",
    orders: "dl-orders",
    media: "dl-web",
  },
  flows: [
    {
      w: 4,
      edge: (r, ms) =>
        `Completed 200 OK in ${ms}ms (Views: ${int(r, 3, 30)}.${int(r, 0, 9)}ms | ActiveRecord: ${int(r, 1, 20)}.${int(r, 0, 9)}ms | Allocations: ${int(r, 2000, 40000)})`,
      hops: [],
    },
    {
      w: 2,
      edge: (_r, ms) => `Completed 200 OK in ${ms}ms (Views: 0.4ms | ActiveRecord: 2.1ms) POST /quiz/answers`,
      hops: [
        {
          role: "config",
          say: (r) =>
            `quiz scored: firmness=${pick(r, ["soft", "medium", "medium-firm", "firm"])} size=${pick(r, ["single", "double", "king", "super-king"])} match=${int(r, 70, 99)}%`,
        },
      ],
    },
    {
      w: 1,
      edge: (_r, ms) => `Completed 302 Found in ${ms}ms POST /checkout`,
      hops: [
        {
          role: "orders",
          say: (r) => `Order DL${int(r, 1000000, 1999999)} created, 100-night trial starts on delivery`,
        },
        {
          role: "pay",
          say: (r) => `charge ch_${int(r, 100000, 999999)} succeeded amount=${int(r, 399, 1899)}00 currency=gbp`,
        },
        {
          role: "stock",
          say: (r) =>
            `decremented ${pick(r, ["HYB-K", "FOAM-D", "HYB-SK", "PIL-2"])} at DC-Leeds, on hand ${int(r, 12, 300)}`,
        },
      ],
    },
    {
      w: 1,
      edge: (_r, ms) => `Completed 200 OK in ${ms}ms GET /account/trial`,
      hops: [
        {
          role: "returns",
          say: (r) => `trial status order DL${int(r, 1000000, 1999999)}: night ${int(r, 1, 99)} of 100`,
        },
      ],
    },
    {
      w: 1,
      edge: (_r, ms) => `Completed 200 OK in ${ms}ms GET /delivery/slots`,
      hops: [{ role: "delivery", say: (r) => `quoted ${int(r, 2, 9)} two-person slots for ${postcode(r)}` }],
    },
  ],
  health: "GET /up 200",
  jobs: [
    {
      role: "factory",
      every: 40,
      say: (r) => `pulled ${int(r, 1, 12)} made-to-order mattresses into build queue (${int(r, 20, 90)} waiting)`,
    },
    { role: "notify", every: 35, say: (r) => `Sidekiq TrialCheckInJob done: ${int(r, 10, 80)} emails enqueued` },
    {
      role: "delivery",
      every: 50,
      say: (r) => `carrier manifest synced: ${int(r, 20, 120)} consignments, ${int(r, 0, 3)} rescheduled`,
    },
  ],
  chronic: {
    role: "config",
    every: 14,
    lvl: "warn",
    say: (r) =>
      `quiz answer set ${int(r, 1000, 9999)} references retired product 'cloud-classic', falling back to 'cloud-hybrid'`,
  },
};

const C: Estate = {
  key: "oakline",
  brand: "Oakline Interiors",
  ns: "oakline-live",
  traces: true,
  services: {
    "web-portal": "dotnet",
    "fabric-api": "dotnet",
    slotbooker: "dotnet",
    "fleet-routing": "java",
    "credit-apply": "dotnet",
    stockkeeper: "java",
    "pricing-engine": "java",
    mailhub: "dotnet",
    "sso-broker": "dotnet",
    "erp-bridge": "java",
  },
  roles: {
    edge: "web-portal",
    config: "pricing-engine",
    stock: "stockkeeper",
    factory: "slotbooker",
    delivery: "fleet-routing",
    finance: "credit-apply",
    pay: "web-portal",
    returns: "web-portal",
    notify: "mailhub",
    auth: "sso-broker",
    search: "fabric-api",
    batch: "erp-bridge",
    orders: "slotbooker",
    media: "fabric-api",
  },
  flows: [
    {
      w: 4,
      edge: (r, ms) =>
        `Request finished HTTP/1.1 GET https://www.oakline.example/api/fabrics/${fabric(r)} - 200 - application/json ${ms}.${int(r, 0, 9)}ms`,
      hops: [
        {
          role: "media",
          say: (r) => `Fabric ${fabric(r)} resolved with ${int(r, 2, 9)} colourways, rub test ${int(r, 20, 90)}k`,
        },
      ],
    },
    {
      w: 2,
      edge: (r, ms) =>
        `Request finished HTTP/1.1 POST https://www.oakline.example/api/quote - 200 - application/json ${ms}.${int(r, 0, 9)}ms`,
      hops: [
        {
          role: "config",
          say: (r) =>
            `quote ${sku(r)} seats=${int(r, 2, 5)} fabric band ${pick(r, ["A", "B", "C", "D"])} total=${int(r, 900, 5200)}.00`,
        },
      ],
    },
    {
      w: 1,
      edge: (r, ms) =>
        `Request finished HTTP/1.1 POST https://www.oakline.example/api/orders - 201 - application/json ${ms}.${int(r, 0, 9)}ms`,
      hops: [
        {
          role: "factory",
          say: (r) =>
            `Slot booked: workshop ${pick(r, ["Wigan", "Telford"])} week ${int(r, 24, 40)}, ${int(r, 1, 7)} slots left`,
        },
        { role: "stock", say: (r) => `ERP reservation ok for ${sku(r)}` },
        {
          role: "delivery",
          say: (r) =>
            `route candidate day=${pick(r, ["Tue", "Wed", "Thu", "Sat"])} van=${pick(r, ["V12", "V07", "V21"])} crew=2 eta-window=4h`,
        },
      ],
    },
    {
      w: 1,
      edge: (r, ms) =>
        `Request finished HTTP/1.1 POST https://www.oakline.example/api/credit - 200 - application/json ${ms}.${int(r, 0, 9)}ms`,
      hops: [
        {
          role: "finance",
          say: (r) =>
            `Credit application CA${int(r, 100000, 999999)} forwarded, decision=${pick(r, ["accepted", "referred", "accepted"])}`,
        },
      ],
    },
    {
      w: 1,
      edge: (r, ms) =>
        `Request finished HTTP/1.1 GET https://www.oakline.example/signin-oidc - 302 - null ${ms}.${int(r, 0, 9)}ms`,
      hops: [{ role: "auth", say: () => "Token issued for client oakline-web, grant authorization_code" }],
    },
  ],
  health: "Health check /healthz completed after 1.2ms with status Healthy",
  jobs: [
    {
      role: "batch",
      every: 30,
      say: (r) => `ERP stock delta applied: ${int(r, 5, 80)} items, ${int(r, 0, 2)} skipped`,
    },
    { role: "notify", every: 45, say: (r) => `Outbox drained: ${int(r, 1, 30)} messages sent via smtp-relay` },
  ],
  chronic: {
    role: "stock",
    every: 9,
    lvl: "error",
    say: (r) => `Barcode ${int(r, 500000000, 599999999)} scanned at showroom Leeds has no ERP item, ignored`,
  },
};

const D: Estate = {
  key: "nordsleep",
  brand: "Nordsleep",
  ns: "nordsleep-prod",
  traces: false,
  services: {
    gateway: "go",
    basket: "node",
    "mattress-trial": "python",
    "warehouse-wms": "python",
    "route-optimizer": "python",
    "instalment-adapter": "node",
    "media-resizer": "go",
    "crm-sync": "node",
    "search-api": "node",
    auth: "go",
    "order-service": "node",
  },
  roles: {
    edge: "gateway",
    config: "basket",
    stock: "warehouse-wms",
    factory: "warehouse-wms",
    delivery: "route-optimizer",
    finance: "instalment-adapter",
    pay: "basket",
    returns: "mattress-trial",
    notify: "crm-sync",
    auth: "auth",
    search: "search-api",
    batch: "crm-sync",
    orders: "order-service",
    media: "media-resizer",
  },
  flows: [
    {
      w: 4,
      edge: (r, ms) =>
        `GET /v1/search?q=${pick(r, ["sofa", "bedframe", "topper", "pillow", "wardrobe"])} 200 - ${ms} ms`,
      hops: [{ role: "search", say: (r) => `search took ${int(r, 3, 60)}ms hits=${int(r, 0, 240)} index=catalog_v12` }],
    },
    {
      w: 3,
      edge: (r, ms) => `PUT /v1/basket/${int(r, 100000, 999999)} 200 - ${ms} ms`,
      hops: [
        {
          role: "config",
          say: (r) =>
            `basket updated: ${int(r, 1, 4)} lines, firmness=${pick(r, ["H2", "H3", "H4"])} size=${pick(r, ["140x200", "160x200", "180x200"])}`,
        },
      ],
    },
    {
      w: 1,
      edge: (_r, ms) => `POST /v1/orders 201 - ${ms} ms`,
      hops: [
        { role: "orders", say: (r) => `order NS-${int(r, 5000000, 5999999)} placed, channel=web` },
        {
          role: "stock",
          say: (r) => `pick task created for ${pick(r, ["NS-H3-160", "NS-H2-180", "NS-TOP-140"])} at DC-Orebro`,
        },
        {
          role: "delivery",
          say: (r) =>
            `stop added to plan ${pick(r, ["north", "south", "west"])}-${int(r, 1, 9)}, ${int(r, 20, 60)} stops`,
        },
      ],
    },
    {
      w: 1,
      edge: (_r, ms) => `POST /v1/instalments 200 - ${ms} ms`,
      hops: [
        { role: "finance", say: (r) => `instalment plan offered ${pick(r, [6, 12, 24])} x ${int(r, 30, 200)} SEK` },
      ],
    },
    {
      w: 1,
      edge: (_r, ms) => `GET /v1/media/swatch 200 - ${ms} ms`,
      hops: [
        {
          role: "media",
          say: (r) => `resized swatch to ${pick(r, ["320", "640", "1280"])}w webp in ${int(r, 4, 40)}ms`,
        },
      ],
    },
  ],
  health: "GET /healthz 200 - 1 ms",
  jobs: [
    { role: "batch", every: 25, say: (r) => `synced ${int(r, 10, 200)} contacts to CRM (batch ${int(r, 1000, 9999)})` },
    { role: "returns", every: 40, say: (r) => `trial sweep: ${int(r, 0, 14)} trials reached night 100 today` },
  ],
  chronic: {
    role: "finance",
    every: 12,
    lvl: "warn",
    say: (r) =>
      `(node:${int(r, 20, 90)}) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.`,
  },
};

export const ESTATES: Estate[] = [A, B, C, D];
