// The ordinary business of a window: customer requests through the edge proxy into the app tiers, the calls
// between services and each service's background work, worded by role and runtime.
import type { Ctx, Flow } from "./ctx.js";
import type { Role, Runtime, Svc } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Rec } from "./types.js";

const BRANDS = [
  "Omega Seamaster",
  "Rolex Datejust",
  "Tudor Black Bay",
  "Seiko SKX007",
  "Longines Conquest",
  "Tissot PRX",
  "Cartier Tank",
  "Breitling Navitimer",
  "Hamilton Khaki",
  "Grand Seiko SBGA211",
  "Oris Aquis",
  "vintage Smiths Everest",
];
const JEWELS = [
  "18k yellow gold signet ring",
  "platinum solitaire ring",
  "9k rose gold bracelet",
  "sterling silver locket",
  "white gold tennis bracelet",
  "pearl strand (restring)",
  "Victorian mourning brooch",
];
const PARTS = [
  "crown + stem",
  "gasket set",
  "mainspring",
  "balance staff",
  "crystal (sapphire 30.0mm)",
  "bezel insert",
  "strap 20mm",
  "battery SR626SW",
  "clasp spring bar",
  "rotor bearing",
];
const SUPPLIERS = ["cousins-uk", "sternkreuz", "ofrei", "esslinger", "boley"];
const FONTS = ["Copperplate", "Edwardian Script", "Futura", "Times Roman", "Monogram Block"];
const CARRIERS = ["sentinel-secure", "vaultline", "ferrier-express"];

export const ticketId = (r: Rng) => `RT-${r.digits(6)}`;
export const orderId = (r: Rng) => `SO-${r.digits(7)}`;
export const poId = (r: Rng) => `PO-${r.digits(5)}`;
export const pickupId = (r: Rng) => `PK${r.digits(7)}`;
export const valId = (r: Rng) => `VAL-${r.digits(6)}`;
export const eur = (r: Rng, a = 20, b = 900) => `${r.int(a, b)}.${String(r.int(0, 99)).padStart(2, "0")}`;

interface Route {
  method: string;
  path: (r: Rng) => string;
  status: () => number;
}

const ROUTES: Partial<Record<Role, Route[]>> = {
  shop: [
    {
      method: "GET",
      path: (r) =>
        `/api/products/${r.pick(["straps", "batteries", "cleaning-kits", "watch-winders"])}?page=${r.int(1, 6)}`,
      status: () => 200,
    },
    { method: "GET", path: () => "/api/cart", status: () => 200 },
    { method: "POST", path: () => "/api/cart/items", status: () => 201 },
    { method: "POST", path: () => "/api/checkout", status: () => 200 },
    { method: "GET", path: (r) => `/api/orders/${orderId(r)}`, status: () => 200 },
  ],
  tickets: [
    { method: "POST", path: () => "/tickets", status: () => 201 },
    { method: "GET", path: (r) => `/tickets/${ticketId(r)}`, status: () => 200 },
    { method: "PATCH", path: (r) => `/tickets/${ticketId(r)}/status`, status: () => 200 },
    {
      method: "GET",
      path: (r) => `/tickets?shop=${r.pick(["LDN-03", "MAN-01", "EDI-02", "BRS-01"])}&state=open`,
      status: () => 200,
    },
  ],
  valuation: [
    { method: "POST", path: () => "/valuations", status: () => 201 },
    { method: "GET", path: (r) => `/valuations/${valId(r)}/certificate.pdf`, status: () => 200 },
  ],
  courier: [
    { method: "POST", path: () => "/pickups", status: () => 201 },
    { method: "GET", path: (r) => `/pickups/${pickupId(r)}/tracking`, status: () => 200 },
  ],
};

/** What a service says when it serves one request, in its runtime's habit. */
export function requestLog(r: Rng, runtime: Runtime, method: string, path: string, status: number, ms: number): string {
  switch (runtime) {
    case "node":
      return r.chance(0.5)
        ? `request completed ${method} ${path} ${status} ${ms}ms`
        : `${method} ${path} -> ${status} (${ms} ms)`;
    case "java":
      return `${method} ${path} completed with ${status} in ${ms}ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${r.int(80, 9000)}`;
    case "ruby":
      return `Completed ${status} ${status < 300 ? "OK" : ""} in ${ms}ms (Views: ${(ms * 0.1).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`.replace(
        "  ",
        " ",
      );
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${path.split("/")[1] || "api"}${path} - ${status} - application/json;+charset=utf-8 ${(ms + r.next()).toFixed(4)}ms`;
    case "php":
      return `${method} ${path} ${status} ${ms}ms mem=${r.int(4, 24)}MB`;
    case "elixir":
      return `Sent ${status} in ${ms}ms`;
    default:
      return `handled request method=${method} path=${path} status=${status} dur=${ms}ms`;
  }
}

/** One line of ordinary work of a service with the given role. */
export function workLine(r: Rng, role: Role): string {
  switch (role) {
    case "shop":
      return r.pick([
        `order ${orderId(r)} placed: ${r.int(1, 4)} items, total ${eur(r)} GBP`,
        `cart ${r.hex(10)} updated (${r.int(1, 6)} lines)`,
        `product page cache hit ratio 0.${r.int(80, 98)} over last 60s`,
        `gift message attached to ${orderId(r)}`,
      ]);
    case "tickets":
      return r.pick([
        `ticket ${ticketId(r)} opened: ${r.pick(BRANDS)}, service=${r.pick(["full", "battery", "pressure-test", "polish", "crystal"])}, bench=${r.int(1, 9)}`,
        `ticket ${ticketId(r)} moved ${r.pick(["received->assessed", "assessed->awaiting-parts", "awaiting-parts->on-bench", "on-bench->qc", "qc->ready"])}`,
        `estimate for ${ticketId(r)} accepted by customer (${eur(r, 40, 700)} GBP)`,
        `${r.pick(JEWELS)} logged on ticket ${ticketId(r)} with ${r.int(2, 6)} photos`,
      ]);
    case "parts":
      return r.pick([
        `${poId(r)} placed with supplier=${r.pick(SUPPLIERS)} items=${r.int(1, 5)} (${r.pick(PARTS)})`,
        `availability ${r.pick(PARTS)}: ${r.int(0, 40)} in stock at ${r.pick(SUPPLIERS)} (${r.int(20, 300)}ms)`,
        `${poId(r)} confirmed by supplier, eta ${r.int(1, 9)}d`,
      ]);
    case "engraving":
      return r.pick([
        `job EJ-${r.digits(5)} rendered proof font="${r.pick(FONTS)}" chars=${r.int(3, 40)} in ${r.int(120, 1900)}ms`,
        `job EJ-${r.digits(5)} queued for laser L${r.int(1, 3)} (depth ${r.int(1, 6)})`,
        `proof approved for job EJ-${r.digits(5)}`,
      ]);
    case "valuation":
      return r.pick([
        `${valId(r)} computed: ${r.pick(JEWELS)}, ${r.int(3, 40)}.${r.int(0, 9)}g, insured value ${r.int(400, 24000)} GBP`,
        `${valId(r)} certificate rendered (${r.int(2, 5)} pages)`,
        `metal fix used: XAU ${r.int(1900, 2300)}.${r.int(10, 99)} GBP/oz (age ${r.int(5, 240)}s)`,
      ]);
    case "courier":
      return r.pick([
        `insured pickup ${pickupId(r)} booked with ${r.pick(CARRIERS)} slot ${r.int(9, 15)}:00-${r.int(16, 18)}:00 declared ${r.int(500, 30000)} GBP`,
        `tracking ${pickupId(r)}: ${r.pick(["collected", "in transit", "at depot", "delivered, signed by " + r.pick(["K. Ahmed", "J. Price", "M. Novak", "L. Okafor"])])}`,
        `label printed for ${pickupId(r)} (${r.pick(CARRIERS)})`,
      ]);
    case "payments":
      return r.pick([
        `charge ch_${r.hex(14)} captured ${eur(r)} GBP (3ds=${r.pick(["frictionless", "challenge", "exempt"])})`,
        `refund re_${r.hex(12)} issued ${eur(r, 5, 200)} GBP`,
        `payment intent pi_${r.hex(14)} created`,
      ]);
    case "notify":
      return r.pick([
        `sms queued template=repair_ready to=+44 7*** ***${r.digits(3)}`,
        `email sent template=${r.pick(["estimate_ready", "pickup_booked", "valuation_certificate", "order_shipped"])} msg_id=<${r.hex(10)}@mail>`,
        `push delivered to ${r.int(1, 3)} devices`,
      ]);
    case "stock":
      return r.pick([
        `synced ${r.int(20, 400)} SKUs from supplier feed in ${(r.next() * 3 + 0.2).toFixed(2)}s`,
        `reserved ${r.int(1, 4)} units of SKU ${r.pick(["STR", "BAT", "KIT", "WND"])}-${r.digits(4)}`,
        `low stock: SKU BAT-${r.digits(4)} at ${r.int(1, 5)} units (reorder point ${r.int(6, 20)})`,
      ]);
    case "insure":
      return r.pick([
        `cover quote IQ-${r.digits(6)}: premium ${eur(r, 8, 120)} GBP for declared ${r.int(500, 30000)} GBP in transit`,
        `policy check ok for pickup ${pickupId(r)}`,
        `underwriting rules v${r.int(12, 14)}.${r.int(0, 9)} evaluated in ${r.int(2, 40)}ms`,
      ]);
    default:
      return `tick`;
  }
}

function dbLine(r: Rng, runtime: Runtime): string {
  if (runtime === "postgres")
    return r.pick([
      `checkpoint starting: time`,
      `checkpoint complete: wrote ${r.int(200, 4000)} buffers (${(r.next() * 12).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 3)} recycled; write=${r.int(20, 270)}.${r.int(100, 999)} s, sync=0.0${r.int(10, 99)} s, total=${r.int(20, 270)}.${r.int(100, 999)} s`,
      `automatic vacuum of table "repairs.public.${r.pick(["ticket_events", "parts_orders", "audit_log"])}": index scans: 1`,
      `automatic analyze of table "repairs.public.${r.pick(["tickets", "customers", "valuations"])}"`,
    ]);
  return r.pick([
    `[Note] [MY-010914] [Server] Aborted connection ${r.int(1000, 90000)} to db: 'shop' user: 'reporting' host: '10.42.3.17' (Got timeout reading communication packets).`,
    `[Note] [MY-013360] [Server] Plugin mysql_native_password reported: ''mysql_native_password' is deprecated and will be removed in a future release.'`,
    `[Note] [MY-011953] [InnoDB] Page cleaner took ${r.int(4000, 6000)}ms to flush ${r.int(100, 900)} and evict 0 pages`,
  ]);
}

/** Background work: periodic lines each service prints whether or not customers call it. */
export function background(ctx: Ctx): Rec[] {
  const r = ctx.rng;
  const out: Rec[] = [];
  for (const v of ctx.svcs) {
    if (v.role === "edge") continue;
    const period = v.role === "db" ? r.int(40, 120) * 1000 : r.int(15, 90) * 1000;
    for (let t = ctx.start + r.next() * period; t < ctx.end; t += period * r.float(0.7, 1.3)) {
      if (ctx.blocked([v.name], t)) continue;
      out.push(
        v.role === "db"
          ? ctx.raw(v.name, t, "info", dbLine(r, v.runtime))
          : ctx.line(v, t, "info", workLine(r, v.role)),
      );
    }
  }
  return out;
}

/** One customer request through the edge and up to two internal hops; [] when an incident swallowed it. */
export function customerFlow(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const edge = ctx.edge;
  const entries = edge.calls.filter((n) => ctx.has(n)).map((n) => ctx.get(n));
  if (entries.length === 0) return [];
  const entry = r.pick(entries);
  const hops: Svc[] = [entry];
  const next = entry.calls.filter((n) => ctx.has(n));
  if (next.length && r.chance(0.75)) {
    const a = ctx.get(r.pick(next));
    hops.push(a);
    const deeper = a.calls.filter((n) => ctx.has(n));
    if (deeper.length && r.chance(0.35)) hops.push(ctx.get(r.pick(deeper)));
  }
  if (
    ctx.blocked(
      hops.map((h) => h.name),
      t,
    )
  )
    return [];
  const flow: Flow = ctx.newFlow();
  const routes = ROUTES[entry.role] ?? ROUTES.shop ?? [];
  const route = r.pick(routes);
  const path = route.path(r);
  const status = route.status();
  const ms = r.int(12, 260) + (hops.length - 1) * r.int(5, 60);
  const out: Rec[] = [];
  let tt = t + r.int(1, 4);
  hops.forEach((h, i) => {
    tt += r.int(2, 25);
    if (i > 0 || r.chance(0.5)) out.push(ctx.line(h, tt, "info", workLine(r, h.role), ctx.idFor(h, flow, i + 1)));
  });
  out.push(
    ctx.line(
      entry,
      t + ms - 1,
      "info",
      requestLog(r, entry.runtime, route.method, path, status, ms),
      ctx.idFor(entry, flow, 1),
    ),
  );
  out.push(...ctx.access(t, entry, route.method, path, status, ms, flow));
  return out;
}
