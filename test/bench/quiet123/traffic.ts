// Normal life of a farm-box estate: member requests through the web front, swaps, skips and add-ons, box-day card
// charges, grower stock updates, packing and route jobs, reminders, health checks and periodic jobs.
import type { Runtime } from "./estates.js";
import type { Win } from "./stream.js";

const ITEMS = [
  "kale",
  "rainbow chard",
  "carrots",
  "beetroot",
  "leeks",
  "red onions",
  "potatoes",
  "squash",
  "salad bag",
  "parsnips",
  "cavolo nero",
  "apples",
  "celeriac",
  "spring greens",
  "mushrooms",
  "sprouting broccoli",
];
export const item = (w: Win): string => w.rng.pick(ITEMS);
export const member = (w: Win): string => `M${w.rng.int(10000, 99999)}`;
export const money = (w: Win, lo = 18, hi = 62): string =>
  `${w.rng.int(lo, hi)}.${w.rng.pick(["00", "50", "95", "25"])}`;
export const ip = (w: Win): string => `10.${w.rng.int(0, 3)}.${w.rng.int(0, 255)}.${w.rng.int(2, 254)}`;

/** An access-log line the way each runtime's usual middleware prints it. */
export function access(
  w: Win,
  rt: Runtime,
  svc: string,
  method: string,
  path: string,
  status: number,
  ms: number,
): string {
  const bytes = w.rng.int(120, 9000);
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${bytes}`;
    case "java":
      return `${ip(w)} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} ${Math.round(ms)}ms`;
    case "python":
      return `${ip(w)}:${w.rng.int(30000, 60999)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "go":
      return `http: method=${method} path=${path} status=${status} bytes=${bytes} duration=${ms.toFixed(1)}ms`;
    case "ruby":
      return `method=${method} path=${path} format=json controller=${ctrl(path)} action=${method === "GET" ? "show" : "create"} status=${status} duration=${ms.toFixed(2)} view=${(ms * 0.1).toFixed(2)} db=${(ms * 0.4).toFixed(2)}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc}${path} - ${status} ${bytes} application/json ${ms.toFixed(4)}ms`;
    case "cpp":
      return `http_server.cc:188] ${method} ${path} -> ${status} (${Math.round(ms)} ms)`;
  }
}
function ctrl(path: string): string {
  const seg = path.split("/").filter((x) => x !== "");
  const api = seg[0] === "api";
  const name = (api ? seg[1] : seg[0]) ?? "home";
  const camel = name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
  return `${api ? "Api::" : ""}${camel}Controller`;
}

const weekTag = (w: Win): string => `2026-W${w.rng.pick(["49", "50"])}`;

/** Request flows spanning web -> subs/swaps/stock/addons/pay/sites, with a shared request id where the estate has one. */
export function baseline(w: Win, perSec: number): void {
  const web = w.s("web");
  const webRt = w.rt("web");
  const e = w.e;
  w.poisson(w.start, w.end, perSec, (t) => {
    const tr = w.tid();
    const r = w.rng.next();
    const m = member(w);
    const ms = w.rng.int(12, 240);
    if (r < 0.3) {
      w.log(
        t + 3,
        w.s("subs"),
        "INFO",
        `loaded box for member ${m} week ${weekTag(w)}: ${w.rng.int(6, 11)} items, ${w.rng.pick(["small", "medium", "large", "fruit+veg"])}`,
        undefined,
        tr,
      );
      w.log(t + ms, web, "INFO", access(w, webRt, web, "GET", "/api/boxes/current", 200, ms), undefined, tr);
    } else if (r < 0.45) {
      const out = item(w);
      const inn = item(w);
      w.log(
        t + 4,
        w.s("swaps"),
        "INFO",
        `swap accepted member=${m} out="${out}" in="${inn}" week=${weekTag(w)}`,
        undefined,
        tr,
      );
      w.log(t + 9, w.s("stock"), "INFO", `reserved 1 x ${inn} (available ${w.rng.int(20, 400)})`, undefined, tr);
      w.log(t + ms, web, "INFO", access(w, webRt, web, "POST", "/api/boxes/swaps", 200, ms), undefined, tr);
    } else if (r < 0.52) {
      w.log(
        t + 5,
        w.s("subs"),
        "INFO",
        `member ${m} skipped ${weekTag(w)} (skips used this season: ${w.rng.int(0, 4)})`,
        undefined,
        tr,
      );
      w.log(t + ms, web, "INFO", access(w, webRt, web, "POST", "/api/subscription/skip", 200, ms), undefined, tr);
    } else if (r < 0.62) {
      const p = w.rng.pick(e.partners);
      w.log(
        t + 6,
        w.s("addons"),
        "INFO",
        `add-on line created: ${w.rng.pick(["sourdough loaf", "6 free-range eggs", "raw honey 340g", "cheddar 200g", "oat milk 1l", "cut flowers"])} from ${p} for ${m}`,
        undefined,
        tr,
      );
      w.log(
        t + 40,
        w.s("pay"),
        "INFO",
        `charge authorized member=${m} amount=${money(w, 3, 12)} ${e.currency} ref=${chargeRef(w)}`,
        undefined,
        tr,
      );
      w.log(t + ms + 40, web, "INFO", access(w, webRt, web, "POST", "/api/addons", 201, ms + 40), undefined, tr);
    } else if (r < 0.7) {
      w.log(
        t + 4,
        w.s("sites"),
        "INFO",
        `served ${e.pickupSites.length} pickup sites (cache ${w.rng.chance(0.8) ? "hit" : "miss"})`,
        undefined,
        tr,
      );
      w.log(t + ms, web, "INFO", access(w, webRt, web, "GET", "/api/pickup-sites", 200, ms), undefined, tr);
    } else if (r < 0.82) {
      w.log(
        t + ms,
        web,
        "INFO",
        access(
          w,
          webRt,
          web,
          "GET",
          w.rng.pick(["/api/me", "/api/recipes/this-week", "/api/farm-news", "/api/boxes/history"]),
          200,
          ms,
        ),
        undefined,
        tr,
      );
    } else {
      w.log(
        t,
        w.s("pay"),
        "INFO",
        `box-day charge succeeded member=${m} amount=${money(w)} ${e.currency} ref=${chargeRef(w)}`,
        undefined,
        tr,
      );
      w.log(t + 30, w.s("subs"), "INFO", `order ${orderId(w)} marked paid for ${weekTag(w)}`, undefined, tr);
    }
  });
  // growers updating farm stock
  w.poisson(w.start, w.end, perSec * 0.06, (t) => {
    w.log(
      t,
      w.s("stock"),
      "INFO",
      `grower "${w.rng.pick(e.growers)}" set ${item(w)} to ${w.rng.int(10, 600)} ${w.rng.pick(["kg", "bunches", "heads", "units"])} for harvest ${w.rng.pick(["Tue", "Wed", "Thu"])}`,
    );
  });
  // packing shed and routes
  w.every(w.start, w.end, 25000, 8000, (t) => {
    w.log(
      t,
      w.s("packing"),
      "INFO",
      `pack list generated route ${route(w)}: ${w.rng.int(18, 64)} boxes, ${w.rng.int(120, 700)} picks (${w.rng.int(80, 900)}ms)`,
    );
  });
  w.every(w.start, w.end, 45000, 10000, (t) => {
    w.log(
      t,
      w.s("routes"),
      "INFO",
      `route ${route(w)} optimised: ${w.rng.int(14, 40)} stops, ${w.rng.int(30, 160)}.${w.rng.int(0, 9)} km, ETA window ${w.rng.pick(["07:30-11:00", "12:00-15:30", "16:00-19:00"])}`,
    );
  });
  w.every(w.start, w.end, 30000, 9000, (t) => {
    w.log(
      t,
      w.s("notify"),
      "INFO",
      `sent ${w.rng.pick(["box-reminder", "swap-window-open", "delivery-eta", "recipe-card"])} to ${w.rng.int(1, 240)} members (provider ${w.rng.pick(["202 Accepted", "ok"])})`,
    );
  });
  // health checks and periodic jobs
  for (const [i, s] of Object.values(e.services).entries()) {
    if (i % 3 === 0) {
      w.every(w.start, w.end, 15000, 400, (t) =>
        w.log(t, s.name, "DEBUG", access(w, s.rt, s.name, "GET", "/healthz", 200, w.rng.int(1, 4))),
      );
    }
  }
  w.every(w.start, w.end, 60000, 1500, (t) => {
    w.log(t, w.s("subs"), "INFO", `outbox relay: published ${w.rng.int(0, 80)} events to box.events`);
  });
  w.every(w.start, w.end, 300000, 2000, (t) => {
    w.log(t, w.s("stock"), "INFO", `stock snapshot written (${w.rng.int(180, 260)} SKUs, ${w.rng.int(40, 300)}ms)`);
  });
}

export const route = (w: Win): string => `${w.rng.pick(["R", "VAN-", "RUN"])}${w.rng.int(1, 18)}`;
export const orderId = (w: Win): string => `o_${w.rng.hex(8)}`;
export const chargeRef = (w: Win): string => `ch_3P${w.rng.hex(16).toUpperCase()}`;

/** Background every file carries: a constant harmless complainer, deprecations, a retry that succeeds. */
export function chores(w: Win): void {
  const noisy = w.rng.pick(["notify", "addons", "sites", "packing", "stock"] as const);
  const n = w.s(noisy);
  const complaint = w.rng.pick([
    () => ["ERROR", `template "recipe-card-v2" missing image for recipe ${w.rng.int(100, 900)}; sent without image`],
    () => ["WARN", `unknown field "allergens_v1" in partner feed row ${w.rng.int(1, 400)}; ignored`],
    () => [
      "ERROR",
      `geocode: no result for member address postcode ${w.rng.pick(["LA22 9", "TD12 4", "2484", "9321 XK"])}; using site centroid`,
    ],
    () => ["ERROR", `failed to fetch cover photo for grower ${w.rng.int(1, 40)}: 404 Not Found (ignored)`],
    () => ["WARN", `metrics push to statsd:8125 dropped ${w.rng.int(1, 30)} datagrams (buffer full)`],
  ] as const)();
  const [lvl, text] = [complaint[0], complaint[1]];
  const constantPeriod = w.rng.int(5000, 14000);
  w.every(w.start, w.end, constantPeriod, 1500, (t) => {
    w.log(t, n, lvl as "ERROR" | "WARN", text.replace(/\d+(?=[;:)])/, String(w.rng.int(1, 900))));
  });
  const dep = deprecation(w);
  w.every(w.start, w.end, w.rng.int(60000, 150000), 5000, (t) => w.log(t, dep.svc, "WARN", dep.msg));
  w.poisson(w.start, w.end, 1 / 55, (t) => {
    const s = w.rng.pick(["pay", "notify", "addons", "routes"] as const);
    const svc = w.s(s);
    const target =
      s === "pay"
        ? "processor API"
        : s === "notify"
          ? "email provider"
          : s === "addons"
            ? "partner feed"
            : "maps matrix API";
    w.log(
      t,
      svc,
      "WARN",
      `call to ${target} failed (${w.rng.pick(["ECONNRESET", "503 Service Unavailable", "read timeout after 5s"])}); retrying attempt 1/3 in ${w.rng.int(200, 800)}ms`,
    );
    w.log(t + w.rng.int(900, 2500), svc, "INFO", `call to ${target} succeeded on attempt 2`);
  });
}

function deprecation(w: Win): { svc: string; msg: string } {
  const pick = w.rng.int(0, 3);
  for (const r of ["web", "subs", "pay", "stock", "packing", "routes"] as const) {
    const rt = w.rt(r);
    if (pick === 0 && rt === "node")
      return {
        svc: w.s(r),
        msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      };
    if (pick === 1 && rt === "python")
      return {
        svc: w.s(r),
        msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
      };
    if (pick === 2 && rt === "java")
      return {
        svc: w.s(r),
        msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      };
    if (pick === 3 && rt === "ruby")
      return {
        svc: w.s(r),
        msg: "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` directly instead.",
      };
  }
  return {
    svc: w.s("web"),
    msg: "deprecated API version v1 requested by client app 3.8.2 (sunset 2027-03-31); served via v2 adapter",
  };
}

/** An unrelated rollout or config reload of some service near time t. */
export function rollout(w: Win, t: number, svcName?: string): void {
  const svc = svcName ?? w.s(w.rng.pick(["notify", "sites", "addons", "routes", "web"] as const));
  const ver = `v${w.rng.int(1, 4)}.${w.rng.int(0, 40)}.${w.rng.int(0, 9)}`;
  if (w.rng.chance(0.35)) {
    w.log(
      t,
      svc,
      "INFO",
      `config reloaded from /etc/${svc}/config.yaml (checksum ${w.rng.hex(8)}, ${w.rng.int(1, 4)} keys changed)`,
    );
    return;
  }
  w.log(t, svc, "INFO", `received SIGTERM, draining connections (grace 30s)`);
  w.log(t + w.rng.int(800, 2500), svc, "INFO", `shutdown complete`);
  w.log(t + w.rng.int(4000, 9000), svc, "INFO", `starting ${svc} ${ver} (git ${w.rng.hex(7)})`);
  w.log(t + w.rng.int(9500, 14000), svc, "INFO", `ready: listening on :8080`);
}
