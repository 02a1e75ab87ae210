// Grainline Wholesale: a wholesale bakery supplying cafes and grocers. A Rails trade portal and Java order
// intake / EDI gateway / recipe registry, Python production planner and Celery allergen labeller, Go dough
// batcher (mixer PLCs) and route dispatch, a Node driver app API, .NET invoice run, and the plant RabbitMQ
// whose own log is shipped. Correlation ids only on the order path (portal, intake, EDI, invoicing).
import { day, ev, grouped, hhmm } from "../kit.js";
import type { Ctx, Estate, Ev, Flow, Ticker } from "../types.js";

export const PORTAL = "wholesale-portal";
export const INTAKE = "order-intake";
export const EDI = "edi-gateway";
export const PLANNER = "production-planner";
export const BATCHER = "dough-batcher";
export const RECIPES = "recipe-registry";
export const LABELLER = "allergen-labeller";
export const ROUTES = "route-dispatch";
export const DRIVERS = "driver-app-api";
export const INVOICE = "invoice-run";
export const RABBIT = "plant-rabbitmq";

export const SKUS = [
  "WHITE-SANDWICH-800",
  "WHOLEMEAL-800",
  "RYE-SOUR-750",
  "BRIOCHE-BUN-6",
  "SOURDOUGH-BATON",
  "CROISSANT-BUTTER-12",
  "CIABATTA-4",
  "SEEDED-BLOOMER",
  "TEACAKE-6",
  "FOCACCIA-SLAB",
];
const CUSTOMERS = [
  ["C-0412", "Fernhill Grocers #12"],
  ["C-0413", "Fernhill Grocers #14"],
  ["C-0291", "The Old Mill Café"],
  ["C-0350", "Brightmart Clifton"],
  ["C-0118", "Cobble & Crumb"],
  ["C-0777", "Harbor Foods DC2"],
  ["C-0521", "Lantern Coffee Co."],
  ["C-0602", "Station Deli"],
] as const;
export const PARTNERS = ["FERNHILL", "HARBORFOODS", "BRIGHTMART"] as const;

export const sku = (c: Ctx) => c.r.pick(SKUS);
export const customer = (c: Ctx) => c.r.pick(CUSTOMERS);
export const wo = (c: Ctx) => `WO-${c.r.int(100000, 199999)}`;
export const doughBatch = (c: Ctx) => `DB-${c.r.int(5000, 9999)}`;
export const route = (c: Ctx) => `R${String(c.r.int(1, 24)).padStart(2, "0")}`;
export const van = (c: Ctx) => `VN-${c.r.int(10, 44)}`;
export const driver = (c: Ctx) => `D-${c.r.int(100, 160)}`;
export const mixer = (c: Ctx) => `M${c.r.int(1, 3)}`;
export const planId = (t: number) => `P-${day(t).slice(5).replace("-", "")}-A`;
export const portalIp = (c: Ctx) =>
  `${c.r.pick([31, 82, 86, 94, 151, 213])}.${c.r.int(1, 254)}.${c.r.int(1, 254)}.${c.r.int(1, 254)}`;

/** Why an order for tomorrow is refused on time grounds: past the 14:00 cutoff, or inside the lead time. */
export function lateReason(t: number): string {
  return new Date(t).getUTCHours() >= 14
    ? `after 14:00 cutoff for delivery ${day(t, 1)}`
    : `delivery ${day(t)} is inside the 18h lead time (earliest ${day(t, 1)})`;
}

export function railsLines(
  c: Ctx,
  t: number,
  method: string,
  path: string,
  action: string,
  status: string,
  ms: number,
  id: string | undefined,
): Ev[] {
  return [
    ev(
      t,
      PORTAL,
      "INFO",
      `Started ${method} "${path}" for ${portalIp(c)} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
      { id },
    ),
    ev(t + 1, PORTAL, "INFO", `Processing by ${action} as ${method === "GET" ? "HTML" : "JSON"}`, { id }),
    ev(
      t + ms,
      PORTAL,
      "INFO",
      `Completed ${status} in ${ms}ms (Views: ${c.r.float(0.3, ms / 3).toFixed(1)}ms | ActiveRecord: ${c.r.float(0.5, ms / 2).toFixed(1)}ms | Allocations: ${c.r.int(3000, 70000)})`,
      { id },
    ),
  ];
}

export function accepted(c: Ctx, t: number, id: string | undefined, via: string): Ev {
  const [cid, name] = customer(c);
  return ev(
    t,
    INTAKE,
    "INFO",
    `Order ${wo(c)} accepted for ${cid} '${name}' lines=${c.r.int(4, 40)} delivery=${day(t, 1)} route=${route(c)} via=${via}`,
    { id },
  );
}

const portalOrder: Flow = {
  name: "portal-order",
  weight: 1.2,
  run: (c, t, id) => {
    const r = c.r;
    const ms = r.int(60, 400);
    if (r.chance(0.07)) {
      const [cid] = customer(c);
      const why = r.pick([lateReason(t), "minimum order value £150.00 not met", `SKU ${sku(c)} discontinued`]);
      const out = railsLines(c, t, "POST", "/orders", "OrdersController#create", "422 Unprocessable Entity", ms, id);
      out.splice(2, 0, ev(t + ms - 10, INTAKE, "WARN", `Order rejected for ${cid}: ${why}`, { id }));
      return out;
    }
    const out = railsLines(c, t, "POST", "/orders", "OrdersController#create", "201 Created", ms, id);
    out.splice(2, 0, accepted(c, t + ms - 10, id, "portal"));
    return out;
  },
};

const browse: Flow = {
  name: "browse",
  weight: 1.5,
  run: (c, t, id) => {
    const r = c.r;
    const [path, action] = r.pick([
      [`/catalogue?category=${r.pick(["bread", "rolls", "viennoiserie", "cakes"])}`, "CatalogueController#index"],
      ["/orders/standing", "StandingOrdersController#index"],
      ["/account/statements", "StatementsController#index"],
      [`/products/${sku(c).toLowerCase()}`, "ProductsController#show"],
    ] as const);
    return railsLines(c, t, "GET", path, action, "200 OK", r.int(20, 180), id);
  },
};

const ediPo: Flow = {
  name: "edi-po",
  weight: 0.4,
  run: (c, t, id) => {
    const r = c.r;
    const p = r.weighted([
      ["FERNHILL", 6],
      ["HARBORFOODS", 2.5],
      ["BRIGHTMART", 1.5],
    ] as const);
    const ic = `0000${r.int(41000, 42999)}`;
    return [
      ev(
        t,
        EDI,
        "INFO",
        `received 850 interchange ${ic} from ${p} (${r.int(1, 4)} POs, ${r.int(20, 240)} lines) via sftp`,
        { id },
      ),
      ev(
        t + r.int(100, 600),
        INTAKE,
        "INFO",
        `Order ${wo(c)} accepted for ${p} PO ${r.int(4500000000, 4599999999)} lines=${r.int(10, 90)} delivery=${day(t, 1)} route=${route(c)} via=edi`,
        { id },
      ),
      ev(t + r.int(601, 900), EDI, "INFO", `sent 997 to ${p} for interchange ${ic}: AK5*A (accepted)`, { id }),
    ];
  },
};

const batch: Flow = {
  name: "batch",
  weight: 1.5,
  run: (c, t) => {
    const r = c.r;
    const b = doughBatch(c);
    const m = mixer(c);
    const s = sku(c);
    if (r.chance(0.5))
      return [
        ev(
          t,
          BATCHER,
          "INFO",
          `mixer ${m}: batch ${b} ${s} started (${r.int(180, 420)} kg, hydration ${r.int(58, 80)}%)`,
        ),
        ev(t + r.int(20, 200), PLANNER, "INFO", `batch ${b} ${s} -> MIXING on ${m} (plan ${planId(t)})`),
      ];
    return [
      ev(
        t,
        BATCHER,
        "INFO",
        `mixer ${m}: batch ${b} complete, dough temp ${r.float(25.2, 26.9).toFixed(1)}C (target 26±1), ${r.int(9, 14)}m mix`,
      ),
      ev(
        t + r.int(20, 200),
        PLANNER,
        "INFO",
        `batch ${b} confirmed for plan ${planId(t)}, released to divider line ${r.int(1, 3)}`,
      ),
    ];
  },
};

const label: Flow = {
  name: "label",
  weight: 1,
  run: (c, t) => {
    const r = c.r;
    const s = sku(c);
    const task = r.uuid();
    return [
      ev(t, LABELLER, "INFO", `Task labeller.tasks.render_case_labels[${task}] received`),
      ev(t + r.int(5, 40), RECIPES, "INFO", `GET /recipes/${s}?rev=current 200 (${r.int(3, 25)}ms)`),
      ev(
        t + r.int(400, 1500),
        LABELLER,
        "INFO",
        `Task labeller.tasks.render_case_labels[${task}] succeeded in ${r.float(0.4, 1.6).toFixed(3)}s: {'labels': ${r.int(12, 96)}, 'sku': '${s}', 'allergens': [${r.pick(["'gluten'", "'gluten', 'soya'", "'gluten', 'milk', 'egg'", "'gluten', 'sesame'", "'gluten', 'milk'"])}]}`,
      ),
    ];
  },
};

const routeFlow: Flow = {
  name: "route",
  weight: 1.2,
  run: (c, t) => {
    const r = c.r;
    if (r.chance(0.35))
      return [
        ev(
          t,
          ROUTES,
          "INFO",
          `route ${route(c)} van ${van(c)}: ${r.int(12, 26)} drops sequenced, ${r.int(60, 180)} km, eta back ${hhmm(t + r.int(3, 7) * 3_600_000)}`,
        ),
      ];
    return [
      ev(
        t,
        DRIVERS,
        "INFO",
        `POST /v1/drops/DRP-${r.int(80000, 99999)}/complete 200 driver=${driver(c)} pod=${r.pick(["signature", "signature", "photo", "safe-place"])} (${r.int(20, 90)}ms)`,
      ),
    ];
  },
};

const driverFlow: Flow = {
  name: "driver",
  weight: 1.5,
  run: (c, t) => {
    const r = c.r;
    const rt = route(c);
    const ms = r.int(20, 120);
    return [
      ev(t + ms - 10, ROUTES, "INFO", `GET /routes/${rt}/plan 200 (${r.int(4, 30)}ms)`),
      ev(
        t + ms,
        DRIVERS,
        "INFO",
        `GET /v1/routes/today 200 driver=${driver(c)} route=${rt} drops=${r.int(12, 26)} (${ms}ms)`,
      ),
    ];
  },
};

const invoice: Flow = {
  name: "invoice",
  weight: 0.8,
  run: (c, t, id) => {
    const [cid] = customer(c);
    return [
      ev(
        t,
        INVOICE,
        "INFO",
        `Posted invoice INV-2026-0${c.r.int(80000, 99999)} for ${cid} £${grouped(c.r.int(120, 4000))}.${c.r.int(10, 99)} (${c.r.int(4, 40)} lines)`,
        { id },
      ),
    ];
  },
};

function mixerTicker(m: string): Ticker {
  return {
    svc: BATCHER,
    every: 15,
    run: (c, t) => [
      ev(
        t,
        BATCHER,
        "DEBUG",
        `mixer ${m} load ${c.r.int(0, 88)}% bowl ${c.r.float(22, 27).toFixed(1)}C speed ${c.r.int(0, 2)} state=${c.r.pick(["MIXING", "MIXING", "IDLE", "DISCHARGE"])}`,
      ),
    ],
  };
}

const tickers: Ticker[] = [
  mixerTicker("M1"),
  mixerTicker("M2"),
  mixerTicker("M3"),
  {
    svc: ROUTES,
    every: 10,
    run: (c, t) => [ev(t, ROUTES, "INFO", `van fixes: ${c.r.int(30, 34)}/34 vans reporting, ${c.r.int(0, 3)} stale`)],
  },
  {
    svc: RABBIT,
    every: 150,
    poisson: true,
    run: (c, t) => {
      const conn = `<0.${c.r.int(1000, 9999)}.0>`;
      const peer = `10.20.${c.r.int(1, 6)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)} -> 10.20.1.9:5672`;
      return [
        ev(t, RABBIT, "INFO", `accepting AMQP connection ${conn} (${peer})`),
        ev(
          t + c.r.int(5, 30),
          RABBIT,
          "INFO",
          `connection ${conn} (${peer}): user '${c.r.pick(["planner", "batcher", "intake", "labeller"])}' authenticated and granted access to vhost 'plant'`,
        ),
        ev(
          t + c.r.int(20, 90) * 1000,
          RABBIT,
          "INFO",
          `closing AMQP connection ${conn} (${peer}, vhost: 'plant', user: '${c.r.pick(["planner", "labeller"])}')`,
        ),
      ];
    },
  },
  {
    svc: PLANNER,
    every: 120,
    run: (c, t) => [
      ev(t, PLANNER, "INFO", `plan ${planId(t)}: ${c.r.int(180, 230)}/240 batches released, next cutoff 14:00`),
    ],
  },
  {
    svc: INVOICE,
    every: 60,
    run: (c, t) => [ev(t, INVOICE, "DEBUG", `Server gl-invoice-run:1:${c.r.hex(8)} heartbeat sent`)],
  },
  ...PARTNERS.map(
    (p): Ticker => ({
      svc: EDI,
      every: 60,
      run: (c, t) => [ev(t, EDI, "INFO", `sftp poll ${p}: ${c.r.chance(0.85) ? 0 : 1} new files in /outbound/850`)],
    }),
  ),
  {
    svc: LABELLER,
    every: 60,
    run: (_c, t) => [ev(t, LABELLER, "INFO", "Scheduler: Sending due task sweep-label-queue (labeller.tasks.sweep)")],
  },
  {
    svc: INTAKE,
    every: 30,
    run: (c, t) => [
      ev(
        t,
        INTAKE,
        "DEBUG",
        `HikariPool-1 - Pool stats (total=20, active=${c.r.int(0, 4)}, idle=${c.r.int(16, 20)}, waiting=0)`,
      ),
    ],
  },
  { svc: DRIVERS, every: 15, run: (c, t) => [ev(t, DRIVERS, "DEBUG", `GET /healthz 200 ${c.r.int(0, 2)}ms`)] },
];

const chronic: Ticker[] = [
  {
    svc: EDI,
    every: 30,
    poisson: true,
    run: (c, t) => [
      ev(
        t,
        EDI,
        "ERROR",
        `997 functional ack overdue for interchange 000041102 sent to HARBORFOODS (${c.r.int(26, 27)}h)`,
      ),
    ],
  },
  {
    svc: ROUTES,
    every: 25,
    poisson: true,
    run: (_c, t) => [
      ev(
        t,
        ROUTES,
        "ERROR",
        "geocode ZERO_RESULTS for 'Unit 4, Old Mill Yard, Stroud' (customer C-0291), using postcode centroid",
      ),
    ],
  },
  {
    svc: BATCHER,
    every: 20,
    poisson: true,
    run: (_c, t) => [ev(t, BATCHER, "ERROR", "mixer M3: load cell LC-2 reading NaN, using LC-1 only")],
  },
];

export const grainline: Estate = {
  key: "grainline",
  brand: "Grainline Wholesale",
  namespace: "plant",
  project: "grainline-plant",
  cluster: "gl-plant-gke",
  idKey: "corr",
  newId: (r) => `GL-${r.upper(8)}`,
  services: [
    { name: PORTAL, runtime: "ruby" },
    { name: INTAKE, runtime: "java" },
    { name: EDI, runtime: "java" },
    { name: PLANNER, runtime: "python" },
    { name: BATCHER, runtime: "go" },
    { name: RECIPES, runtime: "java" },
    { name: LABELLER, runtime: "python" },
    { name: ROUTES, runtime: "go" },
    { name: DRIVERS, runtime: "node" },
    { name: INVOICE, runtime: "dotnet" },
    { name: RABBIT, runtime: "rabbitmq" },
  ],
  flows: [portalOrder, browse, ediPo, batch, label, routeFlow, driverFlow, invoice],
  tickers,
  chronic,
  hours: [
    [2, 6],
    [12, 14],
  ],
};
