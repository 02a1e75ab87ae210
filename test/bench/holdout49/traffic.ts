// Background life of an estate: user requests through gateway/BFF/backends, health checks, periodic jobs,
// deprecation warnings, retries that succeed on bad networks, and one noisy service with a harmless error.
import { CLIENTS, type Role } from "./estates.js";
import type { Req, Route, Scene } from "./scene.js";

/** An incident's hook: return true when it wrote this request's (failing) chain itself. */
export type Intercept = (r: Req) => boolean;

const ROUTES: Route[] = [
  "home",
  "home",
  "home",
  "search",
  "search",
  "checkout",
  "profile",
  "upload",
  "image",
  "image",
  "login",
];

export function requests(s: Scene, perSec: number, intercept?: Intercept): void {
  const { rng, e } = s;
  const clients = CLIENTS.filter((c) => s.has(c));
  s.sink.every(s.start, s.end, 1 / perSec, (t) => {
    const client = rng.pick(clients.length ? clients : CLIENTS);
    const route = rng.pick(ROUTES);
    const r: Req = { t, client, route, trace: rng.hex(12), ver: s.ver(client, t), user: s.user() };
    if (intercept?.(r)) return;
    ok(s, r);
    void e;
  });
}

/** The success chain of one request. */
export function ok(s: Scene, r: Req): void {
  const { rng, e } = s;
  const t = r.t;
  const be = rng.int(8, 90);
  const total = be + rng.int(15, 120);
  const sampled = rng.chance(r.client === "web" ? 0.3 : 0.4);
  switch (r.route) {
    case "home":
      s.log(
        "profiles",
        t + 5,
        "info",
        `profile ${r.user} loaded (cache ${rng.chance(0.8) ? "hit" : "miss"}) in ${rng.int(2, 30)}ms`,
        undefined,
        r.trace,
      );
      s.log(
        "orders",
        t + 8,
        "info",
        `listed ${rng.int(0, 6)} open orders for ${r.user} in ${be}ms`,
        undefined,
        r.trace,
      );
      s.log(
        "bff",
        t + be + 10,
        "info",
        `GET /v3/home 200 ${total}ms (profiles ${rng.int(3, 40)}ms, orders ${be}ms)`,
        undefined,
        r.trace,
      );
      break;
    case "search": {
      const q = rng.pick(e.things);
      s.log("search", t + 5, "info", `query "${q}" -> ${rng.int(0, 400)} hits (${be}ms)`, undefined, r.trace);
      s.log("bff", t + be + 10, "info", `GET /v3/search?q=${encodeURIComponent(q)} 200 ${total}ms`, undefined, r.trace);
      break;
    }
    case "checkout": {
      const id = `O-${rng.int(1000000, 9999999)}`;
      s.log(
        "orders",
        t + 6,
        "info",
        `order ${id} created for ${r.user}: ${rng.int(1, 7)} items, total ${rng.int(5, 180)}.${rng.int(10, 99)} ${e.currency}`,
        undefined,
        r.trace,
      );
      s.log("bff", t + be + 10, "info", `POST /v3/orders 201 ${total}ms`, undefined, r.trace);
      break;
    }
    case "profile":
      s.log("profiles", t + 5, "info", `GET /internal/profiles/${r.user} 200 ${be}ms`, undefined, r.trace);
      s.log("bff", t + be + 10, "info", `GET /v3/me 200 ${total}ms`, undefined, r.trace);
      break;
    case "upload":
      s.log(
        "media",
        t + be,
        "info",
        `upload complete key=u/${r.user}/${rng.hex(8)}.jpg size=${rng.int(200, 4200)}KB in ${be * 4}ms`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, t + total * 4, 201, total * 4, "media");
      if (sampled) s.clientLine(r, t + total * 4 + 20, 201, total * 4 + 20);
      return;
    case "image": {
      const hit = rng.chance(0.9);
      s.log(
        "cdn",
        t + 2,
        "info",
        `GET /i/${rng.hex(10)}.jpg?w=${rng.pick([320, 640, 1080])} 200 ${hit ? "HIT" : "MISS"} ${hit ? rng.int(1, 9) : be}ms`,
        undefined,
        r.trace,
      );
      return;
    }
    case "login":
      s.log(
        "auth",
        t + 5,
        "info",
        `token issued grant_type=refresh_token client_id=${r.client}-app sub=${r.user} expires_in=3600`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, t + be + 20, 200, be + 20, "auth");
      if (sampled) s.clientLine(r, t + be + 40, 200, be + 40);
      return;
  }
  s.gatewayLine(r, t + total + 5, r.route === "checkout" ? 201 : 200, total + 5, "bff");
  if (sampled) s.clientLine(r, t + total + 30, r.route === "checkout" ? 201 : 200, total + 30);
}

const BACKENDS: Role[] = ["gateway", "bff", "auth", "push", "media", "cdn", "orders", "profiles", "search"];

/** Health checks, periodic jobs, deprecation warnings, page views and retries that succeed. */
export function housekeeping(s: Scene): void {
  const { rng, e, start, end } = s;
  for (const b of BACKENDS)
    if (s.has(b) && b !== "gateway")
      s.sink.every(start, end, 15, (t) => s.log(b, t, "info", `GET /healthz 200 ${rng.int(1, 4)}ms "kube-probe/1.29"`));
  s.sink.every(start, end, 30, (t) =>
    s.log("orders", t, "info", `outbox relay: published ${rng.int(0, 30)} events to orders.v1`),
  );
  s.sink.every(start, end, 300, (t) =>
    s.log("auth", t, "info", `JWKS refreshed: 2 signing keys (kid=${rng.hex(8)} active)`),
  );
  s.sink.every(start, end, 300, (t) =>
    s.log(
      "db",
      t,
      "info",
      `checkpoint complete: wrote ${rng.int(200, 4000)} buffers (${rng.int(1, 9)}.${rng.int(0, 9)}%); 0 WAL file(s) added, 1 removed, 2 recycled; write=${rng.int(20, 269)}.${rng.int(100, 999)} s`,
    ),
  );
  s.sink.every(start, end, 140, (t) =>
    s.log(
      "db",
      t,
      "info",
      `automatic vacuum of table "${s.n("orders").replace(/-/g, "_")}.public.order_lines": index scans: 1`,
    ),
  );
  s.sink.every(start, end, 60, (t) =>
    s.log("search", t, "info", `index refresh: ${rng.int(10, 900)} documents updated in ${rng.int(40, 900)}ms`),
  );
  s.sink.every(start, end, 45, (t) => {
    const n = rng.int(200, 3000);
    s.log(
      "push",
      t,
      "info",
      `batch delivered: ${n} notifications (apns ${Math.floor(n * 0.45)}, fcm ${Math.ceil(n * 0.55)}) in ${rng.int(300, 2400)}ms`,
    );
  });
  s.sink.every(start, end, 240, (t) =>
    s.log("media", t, "info", `cleanup: aborted ${rng.int(0, 14)} stale multipart uploads`),
  );
  s.sink.every(start, end, 60, (t) =>
    s.log(
      "cdn",
      t,
      "info",
      `cache stats: hit_ratio=0.${rng.int(88, 97)} objects=${rng.int(180000, 260000)} evicted=${rng.int(0, 900)}`,
    ),
  );
  // deprecations
  s.log(
    "bff",
    start + rng.int(1000, 20000),
    "warn",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  );
  s.sink.every(start, end, 50, (t) =>
    s.log(
      "gateway",
      t,
      "warn",
      `client android/${e.androidVer.replace(/\.\d+\.\d+$/, ".1.0")} uses deprecated header X-Api-Key; sunset 2026-09-30`,
    ),
  );
  s.sink.every(start, end, 70, (t) =>
    s.log(
      "web",
      t,
      "warn",
      "[Deprecation] Listener added for a 'DOMNodeInserted' mutation event. Support for this event type has been removed, and this event will no longer fire.",
    ),
  );
  // page views and app lifecycle
  s.sink.every(start, end, 4, (t) =>
    s.log(
      "web",
      t,
      "info",
      `[rum] view ${rng.pick(["/", "/search", "/account", "/orders", "/checkout"])} LCP=${rng.int(900, 3200)}ms INP=${rng.int(40, 260)}ms CLS=0.0${rng.int(0, 9)} browser="${rng.pick(["Chrome 126", "Safari 17.5", "Firefox 127", "Edge 126"])}"`,
    ),
  );
  s.sink.every(start, end, 9, (t) =>
    s.log("ios", t, "info", `[Lifecycle] scene didBecomeActive app=${e.iosVer} session=${rng.hex(8)}`),
  );
  s.sink.every(start, end, 9, (t) =>
    s.log(
      "android",
      t,
      "info",
      `ActivityManager: Displayed com.${e.ns.replace(/-.*/, "")}.app/.MainActivity: +${rng.int(300, 1400)}ms app=${e.androidVer}`,
    ),
  );
  // retries on bad networks that then succeed
  s.sink.every(start, end, 40, (t) => {
    s.log(
      "ios",
      t,
      "warn",
      `[NetworkClient] retry 1/3 GET https://${e.api}/v3/home after Error Domain=NSURLErrorDomain Code=-1005 "The network connection was lost."`,
    );
    s.log(
      "ios",
      t + rng.int(900, 2500),
      "info",
      `[NetworkClient] GET https://${e.api}/v3/home -> 200 (${rng.int(300, 1900)} ms) app=${e.iosVer} os=iOS 17.5 attempt=2`,
    );
  });
  s.sink.every(start, end, 45, (t) => {
    s.log(
      "android",
      t,
      "warn",
      `okhttp.OkHttpClient: <-- HTTP FAILED: java.net.SocketTimeoutException: timeout (attempt 1/3, network=CELLULAR)`,
    );
    s.log(
      "android",
      t + rng.int(1200, 3500),
      "info",
      `okhttp.OkHttpClient: <-- 200 https://${e.api}/v3/home (${rng.int(400, 2400)}ms) app=${e.androidVer} attempt=2`,
    );
  });
}

const NOISE: Array<{ role: Role; level: "warn" | "error"; sec: number; msg: (s: Scene) => string }> = [
  { role: "web", level: "error", sec: 9, msg: () => "ResizeObserver loop completed with undelivered notifications." },
  {
    role: "push",
    level: "error",
    sec: 8,
    msg: (s) => `APNs 410 Unregistered / BadDeviceToken for token ${s.rng.hex(8)}... - token removed`,
  },
  {
    role: "search",
    level: "warn",
    sec: 7,
    msg: (s) =>
      `highlighter: field [description] of doc ${s.rng.int(10000, 99999)} exceeds index.highlight.max_analyzed_offset [1000000], skipping highlight`,
  },
  {
    role: "android",
    level: "error",
    sec: 10,
    msg: (s) =>
      `E/AnalyticsUploader: batch upload failed: java.net.UnknownHostException: Unable to resolve host "events.${s.e.api.replace(/^api\./, "")}": No address associated with hostname (dropped ${s.rng.int(3, 40)} events)`,
  },
  {
    role: "profiles",
    level: "error",
    sec: 9,
    msg: (s) => `avatar fetch for ${s.user()} failed: 404 Not Found from gravatar.com, using default`,
  },
  {
    role: "web",
    level: "error",
    sec: 12,
    msg: () => "Uncaught Script error. at :0:0 (cross-origin script, details hidden)",
  },
];

/** The estate's constant harmless error, from a role other than `avoid`; returns the noisy role. */
export function noise(s: Scene, avoid?: Role): Role {
  const opts = NOISE.filter((n) => s.has(n.role) && n.role !== avoid);
  const n = s.rng.pick(opts);
  s.sink.every(s.start, s.end, n.sec, (t) => s.log(n.role, t, n.level, n.msg(s)));
  return n.role;
}
