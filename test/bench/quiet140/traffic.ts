// Healthy traffic: customer requests through the edge (access line, each tier's own request line, domain lines),
// and the background every studio runs (kiln telemetry, firing scheduler ticks, mail, stock syncs, probes).
import { accessLevel, accessLine, USER_AGENTS } from "./edges.js";
import type { Role, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import { requestLine } from "./runtimes.js";
import type { Route, Window } from "./window.js";

const CLASSES = [
  "Wheel Throwing I",
  "Wheel Throwing II",
  "Handbuilding Basics",
  "Raku Saturday",
  "Glaze Chemistry Night",
  "Porcelain Masterclass",
  "Kids Clay Club",
  "Slab Mugs Workshop",
];
export const GLAZES = [
  "Celadon Mist",
  "Tenmoku Deep",
  "Shino Crawl",
  "Floating Blue",
  "Oatmeal Satin",
  "Copper Red",
  "Chun Drift",
  "Ash Green",
  "Iron Saturate",
  "Clear Liner",
];
const CONES = ["022", "06", "04", "5", "6", "10"];
const ATMOS = ["oxidation", "reduction", "bisque", "raku", "luster"];
const POST = ["BS3 4AH", "M14 5RT", "EH7 4DN", "CF24 3AA", "N16 8LX", "LS6 2QT", "NG7 1FR"];

export const member = (r: Rng) => `M${r.int(10000, 99999)}`;
export const pieceId = (r: Rng) => `P-${r.int(100000, 999999)}`;
export const firingId = (r: Rng) => `F-${r.int(20000, 29999)}`;
export const orderId = (r: Rng) => `O-${r.int(400000, 499999)}`;
const money = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}.${String(r.int(0, 99)).padStart(2, "0")}`;
const email = (r: Rng) =>
  `${r.pick(["a", "j", "m", "s", "t", "e", "k", "r"])}***@${r.pick(["gmail.com", "outlook.com", "proton.me", "icloud.com", "btinternet.com"])}`;

export { email };

export const ROUTES: Route[] = [
  { method: "GET", path: (r) => `/api/classes?week=${r.int(36, 44)}`, roles: ["web", "bookings"], weight: 9 },
  { method: "GET", path: (r) => `/api/classes/${r.int(100, 999)}/seats`, roles: ["web", "bookings"], weight: 5 },
  { method: "POST", path: () => "/api/bookings", roles: ["web", "bookings", "pay", "notify"], weight: 4 },
  { method: "GET", path: () => "/api/me", roles: ["web", "identity"], weight: 6 },
  { method: "POST", path: () => "/api/session", roles: ["web", "identity"], weight: 2 },
  { method: "GET", path: (r) => `/api/firings/${firingId(r)}`, roles: ["web", "firing", "kiln"], weight: 5 },
  { method: "POST", path: () => "/api/firings", roles: ["web", "firing", "curves"], weight: 2 },
  { method: "GET", path: (r) => `/api/kilns/${r.int(1, 4)}/status`, roles: ["web", "kiln"], weight: 3 },
  { method: "GET", path: (r) => `/shop/glazes?page=${r.int(1, 6)}`, roles: ["shop", "glaze"], weight: 8 },
  { method: "GET", path: (r) => `/shop/glazes/${r.int(1000, 1999)}`, roles: ["shop", "glaze", "media"], weight: 5 },
  { method: "POST", path: () => "/shop/cart/items", roles: ["shop", "glaze"], weight: 4 },
  { method: "POST", path: () => "/shop/checkout", roles: ["shop", "shipping", "pay", "glaze", "notify"], weight: 3 },
  { method: "GET", path: () => "/shop/shipping/options", roles: ["shop", "shipping"], weight: 2 },
  { method: "POST", path: () => "/api/commissions", roles: ["web", "commissions", "media", "notify"], weight: 1 },
  { method: "GET", path: (r) => `/api/commissions/CM-${r.int(3000, 3999)}`, roles: ["web", "commissions"], weight: 2 },
  { method: "GET", path: (r) => `/media/pieces/${pieceId(r)}.jpg`, roles: ["media"], weight: 4 },
];

/** A route's first hop as present in this window: web-fronted routes fall back to the shop (one-word estate). */
export function usable(w: Window, route: Route): Role[] | undefined {
  const roles = route.roles.filter((x) => w.has(x));
  if (!roles.length || roles[0] !== route.roles[0]) {
    if (route.roles[0] === "web" && w.has("shop") && !w.has("web") && route.roles.length > 1 && w.has(route.roles[1]))
      return ["shop", ...route.roles.slice(1).filter((x) => w.has(x))];
    return undefined;
  }
  return roles;
}

/** What a tier says about doing its part of a request (healthy). */
export function domainLine(role: Role, r: Rng, w: Window): string | undefined {
  const kiln = () => r.pick(w.estate.kilns);
  switch (role) {
    case "bookings":
      return r.pick([
        `seat ${r.int(1, 9)}/10 held for ${member(r)} on '${r.pick(CLASSES)}' ${r.pick(["Mon", "Tue", "Wed", "Thu", "Sat"])} ${r.pick(["10:00", "14:00", "18:30"])}`,
        `booking BK-${r.int(60000, 69999)} confirmed for ${member(r)} (${r.pick(CLASSES)}, ${r.int(1, 8)} sessions)`,
        `waitlist for '${r.pick(CLASSES)}' now ${r.int(0, 9)} deep`,
        `class roster loaded: ${r.int(4, 12)} attendees, ${r.int(0, 3)} clay packs outstanding`,
      ]);
    case "firing":
      return r.pick([
        `firing ${firingId(r)} queued: cone ${r.pick(CONES)} ${r.pick(ATMOS)}, ${r.int(6, 60)} pieces, shelf ${r.int(1, 5)}/5`,
        `slot assigned kiln=${kiln()} start=${r.pick(["19:00", "21:00", "23:30", "06:00"])} program=${r.pick(["slow-bisque", "glaze-c6", "fast-glaze", "candle-12h"])}`,
        `load sheet for ${firingId(r)} signed off by tech ${r.pick(["AB", "JK", "RM", "SO", "LT"])}`,
        `firing ${firingId(r)} status: ${r.pick(["loading", "candling", "ramping", "soaking", "cooling", "unloaded"])}`,
      ]);
    case "kiln":
      return `kiln ${kiln()} seg ${r.int(1, 6)}/6 temp=${r.int(180, 1240)}C setpoint=${r.int(180, 1240)}C rate=${r.pick(["+", "-"])}${r.int(20, 150)}C/h relay=${r.pick(["on", "off"])}`;
    case "curves":
      return `curve built cone=${r.pick(CONES)} atmosphere=${r.pick(ATMOS)} segments=${r.int(3, 7)} in ${r.int(4, 60)}ms`;
    case "glaze":
      return r.pick([
        `reserved ${r.int(1, 9)}.${r.int(0, 9)}kg '${r.pick(GLAZES)}' for cart`,
        `stock '${r.pick(GLAZES)}' ${r.int(8, 60)}.${r.int(0, 9)}kg on hand (reorder point 10kg)`,
        `price list served: ${r.int(40, 120)} glazes, ${r.int(5, 30)} on offer`,
      ]);
    case "shop":
      return r.pick([
        `cart ${r.hex(10)} updated: ${r.int(1, 6)} items, subtotal £${money(r, 8, 240)}`,
        `order ${orderId(r)} placed (${r.int(1, 6)} items, £${money(r, 12, 400)})`,
        `glaze page rendered from cache (${r.int(2, 40)}ms)`,
      ]);
    case "pay":
      return r.pick([
        `authorised £${money(r, 6, 320)} ref=pi_${r.hex(24)} 3ds=${r.pick(["frictionless", "challenge", "exempt"])}`,
        `captured £${money(r, 6, 320)} for ${orderId(r)}`,
      ]);
    case "shipping":
      return `quote ${r.int(1, 25)}.${r.int(0, 9)}kg fragile to ${r.pick(POST)}: ${r.int(2, 4)} options, cheapest £${money(r, 6, 30)} (${r.int(80, 600)}ms)`;
    case "identity":
      return r.pick([
        `session refreshed for ${member(r)} (ttl 3600s)`,
        `login ok for ${member(r)} via ${r.pick(["password", "magic-link", "google"])}`,
        `token introspected: active scope=member`,
      ]);
    case "notify":
      return `sent ${r.pick(["booking-confirmation", "firing-ready", "order-receipt", "class-reminder", "waitlist-offer"])} to ${email(r)} (250 2.0.0 queued as ${r.hex(10).toUpperCase()})`;
    case "commissions":
      return r.pick([
        `commission CM-${r.int(3000, 3999)} received: ${r.pick(["dinner set x12", "urn", "wedding platters x4", "planter trio", "tiles 40x"])}, glaze '${r.pick(GLAZES)}'`,
        `commission CM-${r.int(3000, 3999)} moved to ${r.pick(["quoted", "throwing", "drying", "bisqued", "glazed", "ready"])}`,
      ]);
    case "media":
      return `stored photo ${r.pick(["1600x1200", "2048x1536", "1080x1350"])} for ${pieceId(r)} (${r.int(180, 900)}KB)`;
    case "web":
      return r.pick([
        `rendered ${r.pick(["/classes", "/firings", "/account", "/gallery", "/"])} (${r.pick(["cache hit", "cache miss"])}, ${r.int(3, 80)}ms)`,
        `session ${r.hex(8)} resumed`,
      ]);
    default:
      return undefined;
  }
}

function okStatus(r: Rng, method: string): number {
  if (method === "POST")
    return r.weighted([
      [20, 201],
      [6, 200],
      [1, 422],
    ] as const);
  return r.weighted([
    [60, 200],
    [4, 304],
    [1, 404],
  ] as const);
}

/** One access line at the edge (and at the ALB when the estate has one). */
export function edgeHit(
  w: Window,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  first: Role,
  id?: string,
  flags?: string,
  ua?: string,
  client?: string,
): void {
  const r = w.rng;
  const hit = {
    t,
    method,
    path,
    status,
    bytes: status >= 500 ? r.int(0, 200) : status === 304 ? 0 : r.int(200, 24000),
    ms,
    client: client ?? r.clientIp(),
    ua: ua ?? r.pick(USER_AGENTS),
    upstream: w.name(first),
    upstreamAddr: w.addr(first),
    reqId: id,
    flags,
  };
  if (w.has("lb")) {
    w.emit(
      t + ms + 2,
      "lb",
      accessLevel(status),
      accessLine("alb", r, { ...hit, upstreamAddr: w.addr("edge") }, w.estate.host),
      undefined,
    );
  }
  w.emit(t + ms, "edge", accessLevel(status), accessLine(w.estate.edge, r, hit, w.estate.host), w.idFor(id, 0));
}

/** One healthy request end to end. */
export function serve(w: Window, t: number): void {
  const r = w.rng;
  let route = r.weighted(ROUTES.map((x) => [x.weight, x] as const));
  let roles = usable(w, route);
  for (let k = 0; !roles && k < 20; k++) {
    route = r.weighted(ROUTES.map((x) => [x.weight, x] as const));
    roles = usable(w, route);
  }
  if (!roles) return;
  const path = route.path(r);
  const id = w.newId();
  if (w.fault?.intercept?.(w, t, { ...route, roles }, path, id)) return;
  const status = okStatus(r, route.method);
  const total = r.int(12, 260);
  let tt = t;
  roles.forEach((role, depth) => {
    tt += r.int(1, 6);
    const rt = w.svc(role).runtime as Runtime;
    const own = depth === 0 || r.chance(0.55);
    const dl = r.chance(depth === 0 ? 0.35 : 0.6) ? domainLine(role, r, w) : undefined;
    if (dl) w.emit(tt, role, "info", dl, w.idFor(id, depth + 1));
    if (own) {
      const st = depth === 0 ? status : 200;
      w.emit(
        tt + Math.floor(total / (depth + 1)),
        role,
        st >= 500 ? "error" : "info",
        requestLine(
          rt,
          r,
          w.name(role),
          depth === 0 ? route.method : r.pick(["GET", "POST"]),
          depth === 0
            ? path
            : `/internal/${role}/${r.pick(["v1", "v2"])}/${r.pick(["lookup", "reserve", "status", "quote", "send"])}`,
          st,
          Math.floor(total / (depth + 1)),
        ),
        w.idFor(id, depth + 1),
      );
    }
  });
  edgeHit(w, t, route.method, path, status, total + r.int(1, 4), roles[0], id);
}

/** The background of a studio: telemetry, ticks, probes, syncs. */
export function background(w: Window): void {
  const r = w.rng;
  const mins = (w.t1 - w.t0) / 60000;
  if (w.has("kiln")) {
    const active = r.shuffle(w.estate.kilns).slice(0, r.int(1, 3));
    for (const k of active) {
      const every = r.int(5000, 12000);
      let temp = r.int(300, 1100);
      for (let t = w.t0 + r.int(0, every); t < w.t1; t += every + r.int(-300, 300)) {
        if (w.kilnOutage?.kilns.includes(k) && t >= w.kilnOutage.from) break;
        temp = Math.min(1265, temp + r.int(-2, 9));
        w.emit(
          t,
          "kiln",
          "info",
          `kiln ${k} temp=${temp}C setpoint=${temp + r.int(-4, 6)}C seg=${r.int(2, 5)}/6 rate=+${r.int(60, 140)}C/h relay=${r.pick(["on", "on", "off"])}`,
        );
      }
    }
  }
  if (w.has("firing"))
    for (let t = w.t0 + r.int(0, 30000); t < w.t1; t += 30000 + r.int(-500, 500))
      w.emit(
        t,
        "firing",
        "info",
        `scheduler tick: ${r.int(1, 4)} firings running, ${r.int(2, 14)} queued, next slot ${r.pick(["19:00", "21:00", "23:30"])}`,
      );
  if (w.has("glaze"))
    for (let t = w.t0 + r.int(0, 120000); t < w.t1; t += 120000 + r.int(-2000, 2000))
      w.emit(t, "glaze", "info", `stock sync with warehouse ok: ${r.int(90, 180)} skus, ${r.int(0, 6)} changed`);
  if (w.has("notify"))
    for (let i = 0; i < mins * 3; i++) w.emit(w.at(), "notify", "info", domainLine("notify", r, w) ?? "");
  if (w.has("identity"))
    for (let i = 0; i < mins; i++) w.emit(w.at(), "identity", "info", `jwks refreshed (${r.int(2, 3)} keys)`);
  // internal calls and workers: every service says something about its own work now and then
  for (const s of w.svcs) {
    if (s.role === "edge" || s.role === "lb") continue;
    const gap = r.int(15000, 60000);
    for (let t = w.t0 + r.int(0, gap); t < w.t1; t += gap + r.int(-3000, 3000)) {
      const line = domainLine(s.role, r, w);
      if (line) w.emit(t, s.role, "info", line);
    }
  }
  // kubelet / ALB probes the edge passes through
  for (let t = w.t0 + r.int(0, 10000); t < w.t1; t += 10000 + r.int(-200, 200)) {
    const first = w.has("web") ? "web" : "shop";
    if (r.chance(0.5))
      edgeHit(w, t, "GET", "/healthz", 200, r.int(1, 4), first, undefined, undefined, "kube-probe/1.30", "10.42.0.1");
  }
}
