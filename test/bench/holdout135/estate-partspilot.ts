// Estate 1, "partspilot": a UK online car-parts retailer. Shoppers look their car up by number plate, browse parts
// that fit it, check out, and get a courier label and emails. Eleven services on Node, Java, Go, .NET, Python and
// Ruby; every line carries a 32-hex trace id.
import { GENERIC_DISTRACTORS } from "./changes.js";
import { maskedEmail, money, partCat, plate, searchTerm, sku, skuSlug, vehicle } from "./domain.js";
import type { Req, Scn } from "./stream.js";
import type { Estate, Noise, Svc } from "./types.js";

export const PP = {
  bff: "web-bff",
  fit: "fitment-api",
  plate: "plate-lookup",
  search: "catalog-search",
  basket: "basket",
  checkout: "checkout",
  pay: "payments",
  orders: "order-service",
  stock: "stock-sync",
  courier: "courier-bridge",
  mail: "mailer",
} as const;

const svc = (name: string, rt: Svc["rt"], pods: number, app: string, version: string, probe = false): Svc => ({
  name,
  rt,
  pods,
  app,
  version,
  ids: true,
  probe,
});

const SERVICES: Svc[] = [
  svc(PP.bff, "node", 3, "partspilot-bff", "4.31.2"),
  svc(PP.fit, "java", 2, "FitmentApiApplication", "3.17.4"),
  svc(PP.plate, "go", 2, "plate-lookup", "1.9.3", true),
  svc(PP.search, "java", 2, "CatalogSearchApplication", "5.2.0"),
  svc(PP.basket, "node", 2, "basket-service", "2.14.0", true),
  svc(PP.checkout, "java", 2, "CheckoutApplication", "7.4.1"),
  svc(PP.pay, "go", 2, "payments", "2.40.1", true),
  svc(PP.orders, "dotnet", 2, "PartsPilot.Orders.Api", "2026.5.3"),
  svc(PP.stock, "python", 1, "worker:stock-sync", "0.22.1"),
  svc(PP.courier, "python", 1, "courier_bridge.main:app", "1.6.0", true),
  svc(PP.mail, "ruby", 1, "sidekiq mailer", "1.12.0"),
];

export const PP_SUPPLIERS = ["euro-motor", "brakeline-dist", "filtra-uk", "autoelec-wholesale"];

export function ppOrderId(r: Req["r"]): string {
  return `PP-${r.int(1_040_000, 1_099_999)}`;
}

export function ppBasketId(r: Req["r"]): string {
  return `b_${r.hex(10)}`;
}

/** The fitment journey: plate -> vehicle -> parts that fit -> search index; what a shopper does most. */
export function ppPlateFlow(q: Req): void {
  const r = q.r;
  const p = plate(r);
  const v = vehicle(r);
  const cat = partCat(r);
  const hit = r.chance(0.62);
  const d1 = hit ? r.int(1, 4) : r.lat(150);
  if (!hit && r.chance(0.04)) {
    q.log(d1, PP.plate, "info", `vrm=${p} source=vdc status=404 outcome=not_found dur=${d1}ms`);
    q.log(d1 + r.int(3, 9), PP.bff, "info", `GET /api/vehicles/${p} 404 ${d1 + r.int(8, 20)}ms`);
    return;
  }
  q.log(d1, PP.plate, "info", `vrm=${p} source=${hit ? "cache" : "vdc"} ktype=${v.ktype} make=${v.make} dur=${d1}ms`);
  const d2 = d1 + r.lat(35);
  const n = r.int(3, 64);
  q.log(
    d2,
    PP.fit,
    "info",
    `fitment ktype=${v.ktype} category=${cat} -> ${n} parts (${r.int(0, 6)} superseded) in ${d2 - d1}ms`,
  );
  const d3 = d2 + r.lat(18);
  q.log(
    d3,
    PP.search,
    "info",
    `search index=parts_v12 filter=[ktype:${v.ktype}, category:${cat}] hits=${n} took=${d3 - d2}ms`,
  );
  q.log(d3 + r.int(2, 9), PP.bff, "info", `GET /api/vehicles/${p}/parts?category=${cat} 200 ${d3 + r.int(10, 25)}ms`);
}

function searchFlow(q: Req): void {
  const r = q.r;
  const term = searchTerm(r);
  const d = r.lat(30);
  const hits = r.chance(0.05) ? 0 : r.int(3, 480);
  q.log(d, PP.search, "info", `search index=parts_v12 q="${term}" hits=${hits} took=${d}ms`);
  q.log(d + r.int(3, 12), PP.bff, "info", `GET /api/search?q=${encodeURIComponent(term)} 200 ${d + r.int(12, 30)}ms`);
}

function productFlow(q: Req): void {
  const r = q.r;
  const s = sku(r);
  const d = r.lat(12);
  if (r.chance(0.03)) {
    q.log(d, PP.search, "info", `get sku=${s} found=false (discontinued)`);
    q.log(d + 4, PP.bff, "info", `GET /api/products/${skuSlug(s)} 404 ${d + 11}ms`);
    return;
  }
  q.log(d, PP.search, "info", `get sku=${s} found=true stock=${r.int(0, 140)} price=${money(r, 4, 260)}`);
  q.log(d + r.int(3, 9), PP.bff, "info", `GET /api/products/${skuSlug(s)} 200 ${d + r.int(10, 24)}ms`);
}

export function ppBasketFlow(q: Req): void {
  const r = q.r;
  const b = ppBasketId(r);
  const d = r.lat(9);
  q.log(
    d,
    PP.basket,
    "info",
    `basket ${b}: add sku=${sku(r)} qty=${r.int(1, 4)} lines=${r.int(1, 6)} redis=${r.int(1, 3)}ms`,
  );
  q.log(d + r.int(2, 6), PP.bff, "info", `POST /api/basket/items 200 ${d + r.int(8, 18)}ms`);
}

/** Steps of the checkout an incident may take over; each returns the time it ended at, or null when it ended
 *  the checkout itself (and logged how). */
export interface PpCheckoutHooks {
  lock?(q: Req, d: number, basket: string): number | null;
  guard?(q: Req, d: number, basket: string): number | null;
  authorise?(q: Req, d: number, basket: string, amount: string, psp: string): number | null;
  createOrder?(q: Req, d: number, basket: string, amount: string, psp: string, order: string): number | null;
  mail?(q: Req, d: number, order: string): void;
  label?(q: Req, d: number, order: string): void;
}

/** Checkout: basket -> checkout -> payments (PSP) -> order-service; then label and email asynchronously. */
export function ppCheckoutFlow(q: Req, h: PpCheckoutHooks = {}): void {
  const r = q.r;
  const b = ppBasketId(r);
  const amount = money(r, 18, 420);
  let d: number | null = r.lat(8);
  if (h.lock) d = h.lock(q, d, b);
  else q.log(d, PP.basket, "info", `basket ${b}: locked for checkout (${r.int(1, 6)} lines)`);
  if (d === null) return;
  if (h.guard) {
    d = h.guard(q, d, b);
    if (d === null) return;
  }
  d += r.lat(260);
  const psp = `psp_${r.hex(16)}`;
  if (r.chance(0.075)) {
    const reason = r.pick([
      "Insufficient funds",
      "Do not honor",
      "Expired card",
      "Incorrect CVC",
      "Card reported lost",
    ]);
    q.log(
      d,
      PP.pay,
      "info",
      `authorise amount=${amount} currency=GBP psp=paystream ref=${psp} result=refused reason="${reason}"`,
    );
    q.log(d + r.int(5, 20), PP.checkout, "info", `Checkout ${b} declined by payment provider: ${reason}`);
    q.log(d + r.int(25, 40), PP.bff, "info", `POST /api/checkout 402 ${d + r.int(40, 70)}ms`);
    return;
  }
  if (h.authorise) d = h.authorise(q, d, b, amount, psp);
  else {
    const sca = r.chance(0.22) ? " sca=3ds2_frictionless" : "";
    q.log(
      d,
      PP.pay,
      "info",
      `authorise amount=${amount} currency=GBP psp=paystream ref=${psp} result=authorised${sca}`,
    );
  }
  if (d === null) return;
  const order = ppOrderId(r);
  d += r.lat(40);
  if (h.createOrder) d = h.createOrder(q, d, b, amount, psp, order);
  else q.log(d, PP.orders, "info", `Order ${order} created for basket ${b}: ${r.int(1, 6)} lines, total ${amount} GBP`);
  if (d === null) return;
  d += r.int(10, 30);
  q.log(d, PP.checkout, "info", `Checkout completed basket=${b} order=${order} payment=${psp}`);
  q.log(d + r.int(5, 15), PP.bff, "info", `POST /api/checkout 201 ${d + r.int(20, 50)}ms`);
  const dm = d + r.int(1500, 6000);
  if (h.mail) h.mail(q, dm, order);
  else
    q.log(
      dm,
      PP.mail,
      "info",
      `OrderConfirmationMailer#confirmation delivered to ${maskedEmail(r)} (order ${order}) in ${r.int(120, 900)}ms`,
    );
  const dl = d + r.int(2500, 9000);
  if (h.label) h.label(q, dl, order);
  else {
    const service = r.pick(["NEXT_DAY", "NEXT_DAY", "TWO_DAY", "SATURDAY"]);
    q.log(
      dl,
      PP.courier,
      "info",
      `label created order=${order} carrier=parcelnet service=${service} tracking=PN${r.digits(12)}`,
    );
  }
}

function sessionFlow(q: Req): void {
  const r = q.r;
  const d = r.lat(40);
  const x = r.f();
  if (x < 0.1) {
    q.log(d, PP.bff, "warn", `login failed for ${maskedEmail(r)}: invalid credentials (attempt ${r.int(1, 3)} of 5)`);
    q.log(d + 2, PP.bff, "info", `POST /api/session 401 ${d + r.int(4, 12)}ms`);
  } else if (x < 0.22) {
    q.log(d, PP.bff, "info", `session s_${r.hex(8)} expired, redirecting to /login`);
    q.log(d + 2, PP.bff, "info", `GET /api/account/orders 401 ${r.int(2, 6)}ms`);
  } else {
    q.log(d, PP.bff, "info", `POST /api/session 200 ${d + r.int(4, 12)}ms`);
  }
}

const chronic: Noise[] = [
  {
    svc: PP.mail,
    perMin: 1.4,
    emit: (s, t) =>
      s.emit(
        t,
        PP.mail,
        "error",
        `OrderDispatchedMailer#shipped failed: Net::SMTPFatalError: 550 5.1.1 <${maskedEmail(s.r)}>: Recipient address rejected: User unknown in virtual mailbox table`,
      ),
  },
  {
    svc: PP.fit,
    perMin: 2,
    emit: (s, t) =>
      s.emit(
        t,
        PP.fit,
        "error",
        `No fitment data for ktype=0 (vrm ${s.r.pick(["Q", "TRADE", "NIL"])}${s.r.digits(3)}: trade plate or unregistered import), returning empty result`,
        { logger: "c.p.fitment.FitmentService" },
      ),
  },
  {
    svc: PP.bff,
    perMin: 2.5,
    emit: (s, t) =>
      s.emit(
        t,
        PP.bff,
        "error",
        `request aborted: client closed connection before response (GET /api/search) code=ECONNRESET`,
      ),
  },
  {
    svc: PP.courier,
    perMin: 0.8,
    emit: (s, t) =>
      s.emit(
        t,
        PP.courier,
        "error",
        `webhook signature mismatch for event evt_${s.r.hex(12)} from parcelnet (replayed event from ${s.r.int(3, 40)} days ago?), ignored`,
      ),
  },
];

const deprecations: Noise[] = [
  {
    svc: PP.bff,
    perMin: 0.3,
    emit: (s, t) =>
      s.emit(
        t,
        PP.bff,
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
  },
  {
    svc: PP.fit,
    perMin: 0.4,
    emit: (s, t) =>
      s.emit(
        t,
        PP.fit,
        "warn",
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
        { logger: "org.hibernate.orm.deprecation" },
      ),
  },
  {
    svc: PP.stock,
    perMin: 1,
    emit: (s, t) =>
      s.emit(
        t,
        PP.stock,
        "warn",
        "/app/stock_sync/feeds.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
      ),
  },
];

export function ppStockFeed(s: Scn, t: number, sup = s.r.pick(PP_SUPPLIERS), bulk = true): void {
  const r = s.r;
  const rows = r.int(400, 6000);
  const upd = r.int(5, Math.floor(rows / 8));
  const stamp = new Date(t).toISOString().replace(/[-:]/g, "").slice(0, 13);
  s.emit(t, PP.stock, "info", `fetching s3://pp-supplier-feeds/${sup}/stock_delta_${stamp}.csv`);
  const took = r.int(900, 4200);
  s.emit(
    t + took,
    PP.stock,
    "info",
    `feed ${sup}: rows=${rows} updated=${upd} unchanged=${rows - upd - 3} unknown_sku=3 took=${(took / 1000).toFixed(2)}s`,
  );
  if (bulk)
    s.emit(
      t + took + r.int(80, 300),
      PP.search,
      "info",
      `bulk availability update: ${upd} docs in ${r.int(40, 260)}ms (index parts_v12, 0 failures)`,
    );
}

export const partspilot: Estate = {
  key: "partspilot",
  title: "online car parts retailer",
  namespace: "shop-prod",
  services: SERVICES,
  idStyle: "trace",
  flows: [
    { name: "plate", weight: 3, run: ppPlateFlow },
    { name: "search", weight: 3, run: searchFlow },
    { name: "product", weight: 2, run: productFlow },
    { name: "basket", weight: 1.4, run: ppBasketFlow },
    { name: "checkout", weight: 0.4, run: (q) => ppCheckoutFlow(q) },
    { name: "session", weight: 0.6, run: sessionFlow },
  ],
  jobs: [
    { name: "stock-feed", periodMs: 60_000, jitterMs: 4000, run: (s, t) => ppStockFeed(s, t) },
    {
      name: "outbox",
      periodMs: 20_000,
      jitterMs: 300,
      run: (s, t) => {
        const n = s.r.int(0, 6);
        if (n) s.emit(t, PP.orders, "info", `Outbox dispatcher published ${n} message(s) to exchange order-events`);
      },
    },
    {
      name: "plate-cache",
      periodMs: 120_000,
      jitterMs: 100,
      run: (s, t) =>
        s.emit(
          t,
          PP.plate,
          "info",
          `cache stats size=${s.r.int(40000, 52000)} hit_ratio=0.${s.r.int(58, 67)} evictions=${s.r.int(20, 300)}`,
        ),
    },
    {
      name: "settlement",
      periodMs: 300_000,
      jitterMs: 2000,
      run: (s, t) =>
        s.emit(
          t,
          PP.pay,
          "info",
          `settlement batch stl_${s.r.hex(8)} submitted: ${s.r.int(20, 90)} captures, ${s.r.int(0, 3)} refunds`,
        ),
    },
  ],
  linesPerReq: 3.1,
  maxRps: 2.6,
  chronic,
  deprecations,
  distractors: GENERIC_DISTRACTORS,
  flags: ["checkout.express-paypal", "search.synonyms-v3", "fitment.show-superseded", "bff.new-header"],
  probePath: "/healthz",
};
