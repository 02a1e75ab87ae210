// Estate 4, "wheelwise": a car-parts marketplace with click-and-collect from partner stores and lockers and
// point-of-sale finance. Shoppers decode their VIN, browse parts that fit, and pay by card or finance; orders
// go to a locker or store or out by courier. Node, Python, Go, Java, Ruby and .NET; only some services print
// the trace id.
import { GENERIC_DISTRACTORS } from "./changes.js";
import { money, partCat, postcode, searchTerm, vehicle, vin } from "./domain.js";
import type { Req, Scn } from "./stream.js";
import type { Estate, Noise, Svc } from "./types.js";

export const WW = {
  shop: "shop-api",
  search: "search-gw",
  vin: "vin-decoder",
  graph: "vehicle-graph",
  finance: "finance-broker",
  checkout: "checkout-svc",
  collect: "collect-points",
  stock: "store-stock",
  courier: "courier-hub",
  accounts: "accounts",
} as const;

const svc = (
  name: string,
  rt: Svc["rt"],
  pods: number,
  app: string,
  version: string,
  ids: boolean,
  probe = false,
): Svc => ({
  name,
  rt,
  pods,
  app,
  version,
  ids,
  probe,
});

const SERVICES: Svc[] = [
  svc(WW.shop, "node", 3, "shop-api (nest)", "9.14.0", true),
  svc(WW.search, "node", 2, "search-gw", "3.2.5", false),
  svc(WW.vin, "python", 2, "vin_decoder.main:app", "1.17.2", false, true),
  svc(WW.graph, "java", 2, "VehicleGraphApplication", "2.21.0", true),
  svc(WW.finance, "python", 1, "finance_broker.wsgi:application", "4.2.9", true),
  svc(WW.checkout, "go", 2, "checkout-svc", "5.11.2", true, true),
  svc(WW.collect, "ruby", 1, "puma collect-points", "3.6.1", false, true),
  svc(WW.stock, "java", 1, "StoreStockApplication", "1.40.0", false),
  svc(WW.courier, "go", 1, "courier-hub", "2.3.8", true, true),
  svc(WW.accounts, "dotnet", 2, "Wheelwise.Accounts", "7.0.3", false, true),
];

export const WW_STORES = ["MAN-02", "MAN-07", "LDS-01", "BHM-04", "BRS-03", "GLA-02", "NCL-01", "CDF-02"];
export const WW_LOCKERS = ["LCK-MAN-014", "LCK-LDS-007", "LCK-BHM-021", "LCK-BRS-003", "LCK-GLA-011"];

export function wwOrder(r: Req["r"]): string {
  return `WW-${r.upper(2, "ABCDEFGHJKLMNPQRSTUVWXYZ")}${r.int(100_000, 999_999)}`;
}

export function wwCustomer(r: Req["r"]): string {
  return `c_${r.hex(10)}`;
}

/** shop-api's access line (Nest + a pino-style request logger). */
export function wwAccess(q: Req, d: number, method: string, path: string, status: number, ms: number): void {
  q.log(
    d,
    WW.shop,
    status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    `${method} ${path} ${status} ${Math.round(ms)}ms`,
  );
}

export function wwVinFlow(q: Req): void {
  const r = q.r;
  const veh = vehicle(r);
  const v = vin(r, veh.make);
  const d1 = r.chance(0.55) ? r.int(2, 6) : r.lat(220);
  if (r.chance(0.05)) {
    q.log(d1, WW.vin, "info", `VIN ${v} rejected: check digit mismatch (position 9)`);
    wwAccess(q, d1 + 3, "GET", `/api/vehicles/vin/${v}`, 422, d1 + 6);
    return;
  }
  q.log(
    d1,
    WW.vin,
    "info",
    `decoded VIN ${v} -> ${veh.make} ${veh.model} ktype=${veh.ktype} source=${d1 < 10 ? "cache" : "vinspec"} in ${d1}ms`,
  );
  const d2 = d1 + r.lat(30);
  q.log(
    d2,
    WW.graph,
    "info",
    `fitment graph ktype=${veh.ktype}: ${r.int(20, 60)} categories, ${r.int(400, 2600)} parts (${d2 - d1} ms)`,
  );
  wwAccess(q, d2 + r.int(2, 6), "GET", `/api/vehicles/vin/${v}`, 200, d2 + r.int(8, 15));
}

function searchFlow(q: Req): void {
  const r = q.r;
  const term = searchTerm(r);
  const d = r.lat(25);
  q.log(
    d,
    WW.search,
    "info",
    `search "${term}" vehicle=${r.chance(0.6) ? `ktype:${vehicle(r).ktype}` : "none"} hits=${r.int(0, 300)} took=${d}ms`,
  );
  wwAccess(q, d + r.int(3, 8), "GET", `/api/search?q=${encodeURIComponent(term)}`, 200, d + r.int(10, 20));
}

export function wwPartFlow(q: Req): void {
  const r = q.r;
  const part = `P${r.int(1_000_000, 9_999_999)}`;
  const veh = vehicle(r);
  const d1 = r.lat(12);
  q.log(d1, WW.graph, "info", `fits part=${part} ktype=${veh.ktype} -> ${r.chance(0.9)} (${partCat(r)})`);
  const d2 = d1 + r.lat(9);
  q.log(
    d2,
    WW.stock,
    "info",
    `availability part=${part} stores_in_stock=${r.int(0, 14)} nearest=${r.pick(WW_STORES)} qty=${r.int(0, 9)}`,
    { logger: "c.w.stock.api.AvailabilityController" },
  );
  wwAccess(q, d2 + r.int(2, 6), "GET", `/api/parts/${part}?ktype=${veh.ktype}`, 200, d2 + r.int(8, 16));
}

function collectFlow(q: Req): void {
  const r = q.r;
  const pc = postcode(r);
  const d = r.lat(20);
  const lockers = r.int(0, 4);
  q.log(
    d,
    WW.collect,
    "info",
    `method=GET path=/points format=json controller=PointsController action=index status=200 duration=${(d * 0.9).toFixed(2)} near="${pc}" results=${lockers + r.int(1, 4)} lockers=${lockers}`,
  );
  wwAccess(q, d + r.int(2, 6), "GET", `/api/collect/points?postcode=${encodeURIComponent(pc)}`, 200, d + r.int(8, 14));
}

export interface WwCheckoutHooks {
  session?(q: Req, d: number, cust: string): number | null;
  finance?(q: Req, d: number, order: string, amount: string): number | null;
  order?(q: Req, d: number, order: string, amount: string): number | null;
  collect?(q: Req, d: number, order: string): number | null;
  ship?(q: Req, d: number, order: string): number | null;
  entry?(q: Req): boolean;
}

/** Checkout: session -> checkout-svc -> card or finance -> locker / store reservation or courier booking. */
export function wwCheckoutFlow(q: Req, h: WwCheckoutHooks = {}): void {
  const r = q.r;
  if (h.entry?.(q)) return;
  const cust = wwCustomer(r);
  let d: number | null = r.lat(6);
  if (h.session) d = h.session(q, d, cust);
  else q.log(d, WW.accounts, "info", `Session validated for ${cust} (sliding expiry extended)`);
  if (d === null) return;
  const order = wwOrder(r);
  const amount = money(r, 15, 650);
  d += r.lat(40);
  if (r.chance(0.16)) {
    if (h.finance) d = h.finance(q, d, order, amount);
    else {
      const ok = r.chance(0.78);
      q.log(
        d,
        WW.finance,
        "info",
        `application FA-${r.int(300_000, 399_999)} for ${order} amount=${amount} lender=northbank decision=${ok ? "approved apr=19.9 term=12" : "declined reason=affordability"}`,
      );
      if (!ok) {
        q.log(d + 20, WW.checkout, "info", `order=${order} finance declined, customer offered card payment`);
        wwAccess(q, d + 30, "POST", "/api/checkout", 402, d + 40);
        return;
      }
    }
  } else if (r.chance(0.06)) {
    q.log(
      d,
      WW.checkout,
      "info",
      `order=${order} card declined by issuer (${r.pick(["insufficient_funds", "do_not_honor", "stolen_card", "incorrect_cvc"])})`,
    );
    wwAccess(q, d + 10, "POST", "/api/checkout", 402, d + 15);
    return;
  } else q.log(d, WW.checkout, "info", `order=${order} card authorised amount=${amount} GBP psp_ref=${r.hex(16)}`);
  if (d === null) return;
  d += r.lat(15);
  if (h.order) d = h.order(q, d, order, amount);
  else q.log(d, WW.checkout, "info", `POST /v1/orders status=201 dur=${r.int(60, 300)}ms order=${order}`);
  if (d === null) return;
  const collect = r.chance(0.45);
  d += r.lat(30);
  if (collect) {
    if (h.collect) d = h.collect(q, d, order);
    else {
      const where = r.chance(0.5) ? r.pick(WW_LOCKERS) : r.pick(WW_STORES);
      const ready = Math.min(21, new Date(q.t).getUTCHours() + r.int(2, 4));
      q.log(
        d,
        WW.collect,
        "info",
        `reserved ${where.startsWith("LCK") ? "locker compartment" : "store shelf"} at ${where} for ${order} (ready by ${ready}:00)`,
      );
    }
  } else if (h.ship) d = h.ship(q, d, order);
  else
    q.log(
      d,
      WW.courier,
      "info",
      `shipment booked order=${order} carrier=${r.pick(["parcelpoint", "swiftpost"])} service=48H label=s3://ww-labels/${order}.pdf`,
    );
  if (d === null) return;
  wwAccess(q, d + r.int(4, 10), "POST", "/api/checkout", 201, d + r.int(12, 30));
}

/** The finance calculator on product and basket pages asks the lender for an indicative monthly price. */
export function wwFinanceQuoteFlow(q: Req): void {
  const r = q.r;
  const amount = Number(money(r, 150, 1500));
  const d = r.lat(280);
  q.log(
    d,
    WW.finance,
    "info",
    `quote amount=${amount.toFixed(2)} lender=northbank term=12 apr=19.9 monthly=${((amount * 1.105) / 12).toFixed(2)} (${d} ms)`,
  );
  wwAccess(q, d + r.int(3, 8), "GET", `/api/finance/quote?amount=${amount.toFixed(2)}`, 200, d + r.int(10, 20));
}

export function wwLoginFlow(q: Req): void {
  const r = q.r;
  const d = r.lat(70);
  const cust = wwCustomer(r);
  if (r.chance(0.1)) {
    q.log(d, WW.accounts, "info", `Sign-in failed for ${cust}: invalid password`);
    wwAccess(q, d + 3, "POST", "/api/auth/login", 401, d + 6);
    return;
  }
  if (r.chance(0.06)) {
    q.log(d, WW.accounts, "info", `Refresh token for ${cust} expired, sign-in required`);
    wwAccess(q, d + 3, "POST", "/api/auth/refresh", 401, d + 6);
    return;
  }
  q.log(d, WW.accounts, "info", `Sign-in succeeded for ${cust} (password, mfa=${r.pick(["none", "none", "totp"])})`);
  wwAccess(q, d + r.int(3, 8), "POST", "/api/auth/login", 200, d + r.int(8, 15));
}

const chronic: Noise[] = [
  {
    svc: WW.collect,
    perMin: 0.8,
    emit: (s, t) =>
      s.emit(
        t,
        WW.collect,
        "error",
        `locker ${s.r.pick(WW_LOCKERS)} door ${s.r.int(1, 40)} sensor fault reported by provider (ticket LP-${s.r.int(4000, 4999)} open), compartment excluded`,
      ),
  },
  {
    svc: WW.shop,
    perMin: 1.2,
    emit: (s, t) =>
      s.emit(t, WW.shop, "error", "Sentry transport failed: 429 Too Many Requests (event dropped, retry-after 60)"),
  },
  {
    svc: WW.stock,
    perMin: 2,
    emit: (s, t) =>
      s.emit(
        t,
        WW.stock,
        "error",
        `Skipping stock event for unknown store code 'TST-00${s.r.int(1, 3)}' (offset ${s.r.int(4_000_000, 4_100_000)})`,
        { logger: "c.w.stock.ingest.StockEventHandler" },
      ),
  },
  {
    svc: WW.search,
    perMin: 1,
    emit: (s, t) =>
      s.emit(
        t,
        WW.search,
        "error",
        "failed to record search analytics event: Request failed with status code 413 (payload 1.2MB)",
      ),
  },
];

const deprecations: Noise[] = [
  {
    svc: WW.shop,
    perMin: 0.3,
    emit: (s, t) =>
      s.emit(
        t,
        WW.shop,
        "warn",
        "(node:1) [DEP0044] DeprecationWarning: The `util.isArray` API is deprecated. Please use `Array.isArray()` instead.",
      ),
  },
  {
    svc: WW.finance,
    perMin: 0.4,
    emit: (s, t) =>
      s.emit(
        t,
        WW.finance,
        "warn",
        "/usr/local/lib/python3.12/site-packages/django/conf/__init__.py:241: RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled. For example Django will display numbers and dates using the format of the current locale.",
      ),
  },
  {
    svc: WW.graph,
    perMin: 0.3,
    emit: (s, t) =>
      s.emit(
        t,
        WW.graph,
        "warn",
        "Neo4j driver: the 'encrypted' setting is ignored for 'neo4j+s' URIs and will be removed in 6.0",
        { logger: "org.neo4j.driver.internal.DriverFactory" },
      ),
  },
];

function stockBatch(s: Scn, t: number): void {
  const r = s.r;
  s.emit(
    t,
    WW.stock,
    "info",
    `Processed ${r.int(5, 80)} stock events from store-inventory (partitions 0-5), max lag ${r.int(0, 4)}`,
    { logger: "c.w.stock.ingest.StockEventHandler" },
  );
}

export const wheelwise: Estate = {
  key: "wheelwise",
  title: "parts marketplace with click-and-collect and finance",
  namespace: "marketplace",
  services: SERVICES,
  idStyle: "mixed",
  flows: [
    { name: "vin", weight: 1.6, run: wwVinFlow },
    { name: "search", weight: 3, run: searchFlow },
    { name: "part", weight: 2, run: wwPartFlow },
    { name: "collect", weight: 0.8, run: collectFlow },
    { name: "checkout", weight: 0.5, run: (q) => wwCheckoutFlow(q) },
    { name: "login", weight: 0.6, run: wwLoginFlow },
    { name: "finance-quote", weight: 0.35, run: wwFinanceQuoteFlow },
  ],
  jobs: [
    { name: "stock-events", periodMs: 10_000, jitterMs: 2000, run: stockBatch },
    {
      name: "tracking",
      periodMs: 60_000,
      jitterMs: 1000,
      run: (s, t) =>
        s.emit(
          t,
          WW.courier,
          "info",
          `tracking poll: ${s.r.int(120, 400)} shipments, ${s.r.int(5, 60)} updates, ${s.r.int(0, 3)} exceptions`,
        ),
    },
    {
      name: "locker-sync",
      periodMs: 90_000,
      jitterMs: 2000,
      run: (s, t) =>
        s.emit(
          t,
          WW.collect,
          "info",
          `LockerStatusSync: ${s.r.int(40, 60)} lockers, ${s.r.int(0, 4)} doors faulted, 0 offline (provider parcelbox)`,
        ),
    },
    {
      name: "session-sweep",
      periodMs: 300_000,
      jitterMs: 3000,
      run: (s, t) => s.emit(t, WW.accounts, "info", `Session sweep removed ${s.r.int(300, 2000)} expired sessions`),
    },
  ],
  linesPerReq: 2.7,
  maxRps: 3,
  chronic,
  deprecations,
  distractors: GENERIC_DISTRACTORS,
  flags: ["checkout.finance-quick-apply", "search.semantic-rerank", "collect.locker-first", "shop.new-pdp"],
  probePath: "/healthz",
};
