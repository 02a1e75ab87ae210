// The normal life of a broker estate: order flow across OMS, risk, router and FIX gateways, quotes, health checks,
// periodic jobs, one constantly noisy service, deprecation warnings, retries that succeed and a deploy somewhere.
import { type Estate, has, type Role, type Runtime, rt, SYMBOLS, services, svc } from "./estates.js";
import type { Rng } from "./rng.js";
import { every, type Stream } from "./stream.js";

export interface Order {
  id: string;
  acct: string;
  sym: string;
  side: "BUY" | "SELL";
  qty: number;
  px: string;
  venue: string;
  fix: Role;
  entry: Role;
}

export type Flow = "order" | "quote" | "funding" | "marginCall";

export interface Ctx {
  rng: Rng;
  e: Estate;
  s: Stream;
  start: number;
  end: number;
  trace(): string | undefined;
  /** An incident takes over a flow at time t by returning true (after writing what happened instead). */
  hook?: (flow: Flow, t: number, trace: string | undefined, o: Order) => boolean;
  /** Multiplier on order traffic (busy open, quiet pre-market). */
  load: number;
  /** Market phase, for the wording of a few lines. */
  phase: "open" | "pre" | "post" | "eod";
  fixSeq: Map<string, number>;
}

const PX: Record<string, number> = {};
export function price(rng: Rng, sym: string): string {
  if (PX[sym] === undefined) PX[sym] = 8 + ((sym.charCodeAt(0) * 37 + sym.length * 91) % 480);
  return (PX[sym] * (1 + (rng.next() - 0.5) * 0.004)).toFixed(2);
}

export function newOrder(c: Ctx): Order {
  const { rng, e } = c;
  const sym = rng.pick(SYMBOLS);
  const fix: Role = has(e, "fix2") && rng.chance(0.45) ? "fix2" : "fix1";
  return {
    id: `${e.accountPrefix}${rng.hex(10).toUpperCase()}`,
    acct: `${e.accountPrefix}-${rng.int(1000000, 9999999)}`,
    sym,
    side: rng.chance(0.55) ? "BUY" : "SELL",
    qty: rng.pick([1, 2, 5, 10, 10, 20, 25, 50, 100, 100, 200, 500]),
    px: price(rng, sym),
    venue: fix === "fix2" ? e.venues[1] : e.venues[0],
    fix,
    entry: has(e, "app") && rng.chance(0.6) ? "app" : "edge",
  };
}

export function nextSeq(c: Ctx, fixSvc: string): number {
  const n = (c.fixSeq.get(fixSvc) ?? 10000 + c.rng.int(0, 80000)) + 1;
  c.fixSeq.set(fixSvc, n);
  return n;
}

/** An HTTP access line in the style of the runtime that serves it. */
export function access(r: Runtime, method: string, path: string, status: number, ms: number, host = "svc"): string {
  switch (r) {
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${ms}ms`;
    case "node":
      return `request completed ${method} ${path} ${status} ${ms}ms`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "ruby":
      return `Completed ${status} ${status < 300 ? "OK" : status === 429 ? "Too Many Requests" : status < 500 ? "Bad Request" : "Service Unavailable"} in ${ms}ms (ActiveRecord: ${(ms / 7).toFixed(1)}ms | Allocations: ${ms * 31}) ${method} ${path}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${host}${path} - ${status} - application/json ${ms}.${(ms * 7) % 10}ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${ms}ms`;
    case "cpp":
      return `${method} ${path} ${status} ${ms}ms`;
  }
}

export function emitNormalOrder(c: Ctx, t: number, tr: string | undefined, o: Order): void {
  const { s, e, rng } = c;
  const add = (dt: number, r: Role, msg: string) => s.add(t + dt, svc(e, r), "INFO", msg, { trace: tr });
  const oms = svc(e, "oms");
  const fixSvc = svc(e, o.fix);
  add(4, "oms", `NewOrderSingle accepted clOrdId=${o.id} acct=${o.acct} ${o.side} ${o.qty} ${o.sym} LMT ${o.px} DAY`);
  add(
    9,
    "risk",
    `pre-trade ok clOrdId=${o.id} acct=${o.acct} notional=${(o.qty * Number(o.px)).toFixed(2)} checks=7 in ${rng.int(1, 4)}ms`,
  );
  add(
    14,
    "sor",
    `route ${o.id} ${o.sym} ${o.qty} -> ${o.venue} (nbbo ${o.px}/${(Number(o.px) + 0.01).toFixed(2)}, ${rng.int(3, 9)} venues)`,
  );
  const seq = nextSeq(c, fixSvc);
  add(
    17,
    o.fix,
    `OUT 35=D 34=${seq} 11=${o.id} 55=${o.sym} 54=${o.side === "BUY" ? 1 : 2} 38=${o.qty} 40=2 44=${o.px}`,
  );
  add(17 + rng.int(1, 4), o.fix, `IN 35=8 11=${o.id} 150=0 39=0 (New)`);
  const fill = rng.chance(0.7);
  const lat = rng.int(30, 900);
  if (fill) {
    add(lat, o.fix, `IN 35=8 11=${o.id} 150=F 39=2 32=${o.qty} 31=${o.px} (Filled)`);
    s.add(t + lat + 3, oms, "INFO", `execution clOrdId=${o.id} FILLED ${o.qty}@${o.px} venue=${o.venue}`, {
      trace: tr,
    });
  }
  const ms = rng.int(18, 70);
  const entry = svc(e, o.entry);
  s.add(t + ms, entry, "INFO", access(rt(e, o.entry), "POST", "/v2/orders", 201, ms, entry), { trace: tr });
}

const MD_MSGS: Record<Runtime, (u: number, seq: number, rate: number, p99: number) => string> = {
  cpp: (u, seq, rate, p99) => `[stats] unit=${u} seq=${seq} msgs/s=${rate} gaps=0 lat_p99=${p99}us`,
  go: (u, seq, rate, p99) => `feed stats channel=${u} seq=${seq} rate=${rate}/s gaps=0 p99=${p99}µs`,
  java: (u, seq, rate, p99) => `FeedStats{unit=${u}, seq=${seq}, rate=${rate}, gaps=0, p99Micros=${p99}}`,
  node: (u, seq, rate, p99) => `feed unit ${u} seq ${seq} ${rate} msg/s p99 ${p99}us`,
  python: (u, seq, rate, p99) => `unit ${u}: seq=${seq} rate=${rate}/s p99=${p99}us`,
  dotnet: (u, seq, rate, p99) => `Feed unit {${u}} seq {${seq}} rate {${rate}} p99 {${p99}}us`,
  ruby: (u, seq, rate, p99) => `feed unit=${u} seq=${seq} rate=${rate} p99=${p99}us`,
};

const DEPRECATIONS: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "FutureWarning: Series.__getitem__ treating keys as positions is deprecated.",
  ],
  go: ["grpc: Dial is deprecated: use NewClient instead", "WARNING: package github.com/golang/protobuf is deprecated"],
  ruby: [
    "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0.",
  ],
  dotnet: [
    "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
  ],
  cpp: ["config key 'feed.legacy_mode' is deprecated and ignored"],
};

interface Noisy {
  role: Role;
  level: "WARN" | "ERROR";
  msg: (rng: Rng, e: Estate) => string;
}
const NOISY: Noisy[] = [
  {
    role: "md",
    level: "ERROR",
    msg: (r) =>
      `symbol ${r.pick(["ZVZZT", "ZXZZT", "ZWZZT", "CBO", "NTEST"])} not in security master, dropping ${r.int(1, 40)} updates`,
  },
  {
    role: "edge",
    level: "WARN",
    msg: (r) => `token verification failed for client app_${r.hex(6)}: jwt expired`,
  },
  {
    role: "clearing",
    level: "ERROR",
    msg: (r) =>
      `CUSIP ${r.int(100000, 999999)}${r.hex(3).toUpperCase()} missing in corporate actions feed, record skipped`,
  },
  {
    role: "risk",
    level: "WARN",
    msg: (r, e) => `account ${e.accountPrefix}-${r.int(1000000, 9999999)} has no PDT flag cached, treating as non-PDT`,
  },
  {
    role: "app",
    level: "ERROR",
    msg: (r) => `push notify failed: APNs 410 Unregistered for device ${r.hex(8)}…, token removed`,
  },
  {
    role: "funding",
    level: "ERROR",
    msg: (r) => `plaid webhook ITEM_LOGIN_REQUIRED for item ${r.hex(12)}, user notified`,
  },
];

export function noisyFor(rng: Rng, e: Estate, avoid: string | null): Noisy {
  const ok = NOISY.filter((n) => has(e, n.role) && svc(e, n.role) !== avoid);
  return rng.pick(ok);
}

export interface BackgroundOpts {
  /** Orders per second at load 1. */
  orderRate: number;
  /** True time of an unrelated deploy or config reload. */
  deployAt: number;
  /** Services whose deploy line must not be used (the incident's origin). */
  avoidDeploy: string | null;
  noisyAvoid: string | null;
}

export function background(c: Ctx, o: BackgroundOpts): void {
  const { rng, e, s, start, end } = c;
  // orders
  every(rng, start, end, 1000 / (o.orderRate * c.load), (t) => {
    const tr = c.trace();
    const ord = newOrder(c);
    if (c.hook?.("order", t, tr, ord)) return;
    emitNormalOrder(c, t, tr, ord);
  });
  // quotes and account reads at the edge / app
  const reads = ["/v2/quotes/", "/v2/positions", "/v2/account", "/v2/orders?status=open", "/v2/watchlists/main"];
  every(rng, start, end, 1000 / (o.orderRate * 2.2), (t) => {
    const entry: Role = has(e, "app") && rng.chance(0.6) ? "app" : "edge";
    const p = rng.pick(reads);
    const path = p.endsWith("/") ? p + rng.pick(SYMBOLS) : p;
    const ms = rng.int(3, 45);
    s.add(t, svc(e, entry), "INFO", access(rt(e, entry), "GET", path, 200, ms, svc(e, entry)), { trace: c.trace() });
  });
  // health checks
  for (const name of services(e)) {
    const r = Object.values(e.roles).find((x) => x.name === name)?.runtime ?? "go";
    every(rng, start, end, 10000, (t) =>
      s.add(t, name, "DEBUG", access(r, "GET", "/healthz", 200, rng.int(0, 3), name)),
    );
  }
  // market data stats
  let seq = rng.int(20_000_000, 90_000_000);
  every(rng, start, end, 5000, (t) => {
    seq += rng.int(40000, 260000);
    s.add(t, svc(e, "md"), "INFO", MD_MSGS[rt(e, "md")](rng.int(1, 6), seq, rng.int(12000, 180000), rng.int(18, 70)));
  });
  every(rng, start, end, 30000, (t) =>
    s.add(t, svc(e, "sor"), "INFO", `nbbo cache: ${rng.int(8100, 8600)} symbols, max age ${rng.int(40, 400)}ms`),
  );
  // FIX heartbeats
  for (const f of ["fix1", "fix2"] as Role[]) {
    if (!has(e, f)) continue;
    const name = svc(e, f);
    every(rng, start, end, 30000, (t) => {
      s.add(t, name, "DEBUG", `OUT 35=0 34=${nextSeq(c, name)} (Heartbeat)`);
      s.add(t + rng.int(2, 30), name, "DEBUG", `IN 35=0 (Heartbeat)`);
    });
  }
  // margin run and limit refresh
  every(rng, start, end, 60000, (t) => {
    if (c.hook?.("marginCall", t, undefined, newOrder(c))) return;
    s.add(
      t,
      svc(e, "margin"),
      "INFO",
      `intraday margin run complete: ${rng.int(41000, 52000)} accounts in ${(1 + rng.next()).toFixed(2)}s`,
    );
  });
  every(rng, start, end, 45000, (t) =>
    s.add(
      t,
      svc(e, "risk"),
      "INFO",
      `limits snapshot refreshed: ${rng.int(2100, 2400)} account overrides, ${rng.int(9, 14)} restricted symbols`,
    ),
  );
  // funding
  if (has(e, "funding")) {
    every(rng, start, end, 9000, (t) => {
      const tr = c.trace();
      const ord = newOrder(c);
      if (c.hook?.("funding", t, tr, ord)) return;
      const amt = rng.pick([50, 100, 250, 500, 1000, 2500, 5000]);
      s.add(
        t,
        svc(e, "funding"),
        "INFO",
        `ACH deposit DEP-${rng.hex(8)} $${amt}.00 for ${ord.acct} submitted to bank partner (201)`,
        { trace: tr },
      );
    });
  }
  if (has(e, "clearing")) {
    let b = rng.int(1, 20);
    every(rng, start, end, 40000, (t) =>
      s.add(
        t,
        svc(e, "clearing"),
        "INFO",
        `position recon batch ${b++}/64 matched ${rng.int(900, 1400)} rows, 0 breaks`,
      ),
    );
  }
  // the constantly noisy service, from the first minute
  const n = noisyFor(rng, e, o.noisyAvoid);
  every(rng, start + rng.int(1000, 20000), end, rng.int(4000, 15000), (t) =>
    s.add(t, svc(e, n.role), n.level, n.msg(rng, e)),
  );
  // deprecation warnings at start and now and then
  for (const name of services(e)) {
    const r = Object.values(e.roles).find((x) => x.name === name)?.runtime ?? "go";
    if (rng.chance(0.5)) s.add(start + rng.int(500, 60000), name, "WARN", rng.pick(DEPRECATIONS[r]));
  }
  // retries that succeed
  every(rng, start, end, rng.int(50000, 110000), (t) => {
    const from: Role = rng.pick(["risk", "oms", "sor"] as Role[]);
    const to: Role = from === "risk" ? "margin" : from === "oms" ? "risk" : "md";
    s.add(
      t,
      svc(e, from),
      "WARN",
      `call to ${svc(e, to)} failed (attempt 1/3): connection reset by peer; retrying in 50ms`,
    );
    s.add(t + rng.int(55, 90), svc(e, from), "INFO", `call to ${svc(e, to)} succeeded on attempt 2`);
  });
  // an unrelated deploy / config reload
  const pool = services(e).filter((x) => x !== o.avoidDeploy);
  const dep = rng.pick(pool);
  const ver = `${rng.int(1, 9)}.${rng.int(0, 40)}.${rng.int(0, 12)}`;
  if (rng.chance(0.5)) {
    s.add(o.deployAt, dep, "INFO", `received SIGTERM, draining connections (deploy ${ver})`);
    s.add(o.deployAt + rng.int(4000, 9000), dep, "INFO", `starting ${dep} version=${ver} commit=${rng.hex(7)}`);
    s.add(o.deployAt + rng.int(9500, 14000), dep, "INFO", `ready: listening on :8080`);
  } else {
    s.add(
      o.deployAt,
      dep,
      "INFO",
      `config reloaded from configmap ${dep}-config (resourceVersion ${rng.int(1000000, 9999999)}), ${rng.int(2, 9)} keys changed`,
    );
  }
}
