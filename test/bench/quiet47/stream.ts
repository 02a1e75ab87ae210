// Builds one aggregated stream: request traffic through the estate's routes, health checks, periodic jobs, the
// noisy service, deprecation warnings, retries that succeed and an unrelated deploy; a scenario's fault, if any,
// changes what requests through its service log.
import { type Estate, type Svc, svcOf } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";
import { type CallFail, callFail, edgeLine, levelFor, retryLine } from "./wording.js";

export interface Fault {
  /** role of the service where the fault lives */
  role: string;
  start: number;
  /** share of requests through the service that fail once it started (may ramp) */
  rate: (t: number) => number;
  /** what the service itself logs for a failing request (null: nothing) */
  own: ((r: Rng, path: string, t: number) => { level: Level; msg: string } | null) | null;
  /** how its direct caller sees it */
  seen: CallFail;
  status: number;
  /** retries by the direct caller before giving up */
  retries: number;
  /** its request, job and health lines stop after start */
  quiet: boolean;
}

export interface Ctx {
  r: Rng;
  e: Estate;
  start: number;
  end: number;
  recs: Rec[];
  fault?: Fault;
  /** services that deploy or reload in this window and when (for noise) */
  deployAt: number;
  deployRole: string;
  svc(role: string): Svc;
  add(t: number, role: string, level: Level, msg: string, req?: string): void;
  silenced(role: string, t: number): boolean;
}

export function makeCtx(r: Rng, e: Estate, start: number, minutes: number): Ctx {
  const recs: Rec[] = [];
  const ctx: Ctx = {
    r,
    e,
    start,
    end: start + minutes * 60_000,
    recs,
    deployAt: 0,
    deployRole: "",
    svc: (role) => svcOf(e, role),
    add: (t, role, level, msg, req) => {
      if (t < start || t >= ctx.end) return;
      recs.push({ t, svc: svcOf(e, role).name, level, msg, ...(req && e.ids ? { req } : {}) });
    },
    silenced: (role, t) => !!ctx.fault && ctx.fault.quiet && ctx.fault.role === role && t >= ctx.fault.start,
  };
  return ctx;
}

/** Request traffic sized so the whole file lands near `target` lines. */
export function traffic(ctx: Ctx, targetLines: number): void {
  const { r, e } = ctx;
  const avg = e.routes.reduce((s, x) => s + x.w * x.chain.length, 0) / e.routes.reduce((s, x) => s + x.w, 0);
  const n = Math.max(200, Math.round(targetLines / avg));
  const gap = (ctx.end - ctx.start) / n;
  const total = e.routes.reduce((s, x) => s + x.w, 0);
  for (let t = ctx.start + r.f() * gap; t < ctx.end; t += gap * (0.3 + r.f() * 1.4)) {
    const pick = r.f() * total;
    let acc = 0;
    const route =
      e.routes.find((x) => {
        acc += x.w;
        return pick < acc;
      }) ?? e.routes[0];
    request(ctx, route.chain, route.path(r), t);
  }
}

function request(ctx: Ctx, chain: string[], path: string, t0: number): void {
  const { r, fault } = ctx;
  const req = r.hex(16);
  const k = fault && t0 >= fault.start ? chain.indexOf(fault.role) : -1;
  const failing = fault && k > 0 && r.c(fault.rate(t0));
  let t = t0;
  const gwRole = chain[0];
  const gw = ctx.svc(gwRole);
  const isEdge = gwRole === "gw";
  const method = path.startsWith("/v2/route") || path === "/route-risk" ? "POST" : "GET";
  if (!failing || !fault) {
    chain.forEach((role, i) => {
      t += r.i(2, 40);
      if (ctx.silenced(role, t)) return;
      if (i === 0 && isEdge) return;
      const s = ctx.svc(role);
      if (s.ok) ctx.add(t, role, "info", s.ok(r), req);
    });
    if (isEdge && !ctx.silenced(gwRole, t))
      ctx.add(t + r.i(1, 20), gwRole, "info", edgeLine(gw, method, path, 200, Math.round(t - t0 + r.i(5, 30)), r), req);
    return;
  }
  // failing request: services before the fault log their part, the direct caller retries and reports, the rest
  // of the chain above reports an upstream error in its own words
  for (let i = 1; i < k; i++) {
    const role = chain[i];
    if (role === "keys") {
      t += r.i(1, 10);
      const s = ctx.svc(role);
      if (s.ok) ctx.add(t, role, "info", s.ok(r), req);
    }
  }
  const origin = ctx.svc(fault.role);
  const callers = chain.slice(0, k).filter((x) => x !== "keys");
  const direct = callers[callers.length - 1];
  const directSvc = ctx.svc(direct);
  const wait = fault.seen === "timeout" ? 5000 : r.i(5, 60);
  for (let a = 0; a <= fault.retries; a++) {
    if (fault.own) {
      const own = a === 0 || r.c(0.35) ? fault.own(r, path, t) : null;
      if (own) ctx.add(t + r.i(1, 30), fault.role, own.level, own.msg, req);
    }
    t += wait + r.i(0, 200);
    if (a < fault.retries) {
      if (!(direct === "gw" && gw.rt === "nginx"))
        ctx.add(
          t,
          direct,
          "warn",
          retryLine(
            directSvc,
            origin,
            a + 1,
            fault.retries + 1,
            fault.seen === "timeout"
              ? "ReadTimeout"
              : fault.seen === "refused"
                ? "ECONNREFUSED"
                : `HTTP ${fault.status}`,
            r,
          ),
          req,
        );
      t += 100 * 2 ** (a + 1);
    }
  }
  const nginxStatus = direct === "gw" && gw.rt === "nginx" && fault.seen === "5xx";
  const inner = direct === "gw" ? path : `/v1/${origin.name.split("-")[0]}`;
  if (!nginxStatus) ctx.add(t, direct, "error", callFail(directSvc, origin, fault.seen, inner, r, fault.status), req);
  const upStatus = fault.seen === "timeout" ? 504 : fault.status === 429 ? 503 : 502;
  for (let i = callers.length - 2; i >= 0; i--) {
    t += r.i(1, 15);
    const role = callers[i];
    const below = ctx.svc(callers[i + 1]);
    if (i === 0 && isEdge) {
      if (gw.rt !== "nginx") ctx.add(t, role, "error", callFail(gw, below, "5xx", path, r, upStatus), req);
      continue;
    }
    ctx.add(t, role, "error", callFail(ctx.svc(role), below, "5xx", path, r, upStatus), req);
  }
  if (isEdge) {
    const st =
      callers.length === 1 ? (fault.seen === "timeout" ? 504 : fault.seen === "5xx" ? fault.status : 502) : upStatus;
    ctx.add(
      t + r.i(1, 5),
      gwRole,
      levelFor(st) === "error" && gw.rt === "nginx" ? "info" : levelFor(st),
      edgeLine(gw, method, path, st, Math.round(t - t0), r),
      req,
    );
  }
}

const DEPRECATIONS: Record<string, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  python: [
    "/usr/local/lib/python3.11/site-packages/pyproj/crs/crs.py:141: FutureWarning: '+init=<authority>:<code>' syntax is deprecated. '<authority>:<code>' is the preferred initialization method.",
    "/usr/local/lib/python3.11/site-packages/xarray/core/dataset.py:282: FutureWarning: The return type of `Dataset.dims` will be changed to return a set of dimension names in future.",
  ],
  java: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  go: [
    "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
    "WARNING: GODEBUG x509sha1=1 is set; SHA-1 signatures will stop being accepted in Go 1.24",
  ],
  dotnet: [
    "warning ASPDEPR004: WebHostBuilder is deprecated and will be removed in a future release. Use HostApplicationBuilder instead.",
    "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:80'.",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1. (called from <main> at config/application.rb:12)",
    "warning: URI.escape is obsolete",
  ],
  cpp: [
    "[warn] option --max-table-size is deprecated, use --max-matrix-size",
    "[warn] mapnik: 'minimum-version' attribute on <Map> is deprecated",
  ],
};

/** The background every file carries, whatever happens in it. */
export function background(ctx: Ctx): void {
  const { r, e } = ctx;
  // health checks (half the services, answered quietly), periodic jobs, the noisy service
  e.services.forEach((s, i) => {
    if (i % 2 === 1 || s.rt === "nginx") return;
    const every = r.i(10, 30) * 1000;
    for (let t = ctx.start + r.f() * every; t < ctx.end; t += every + r.i(-300, 300)) {
      if (ctx.silenced(s.role, t)) continue;
      const msg =
        s.rt === "go"
          ? `GET /healthz 200 ${r.i(80, 900)}µs user_agent=kube-probe/1.30`
          : s.rt === "java"
            ? `GET /actuator/health -> 200 UP (${r.i(1, 9)} ms)`
            : s.rt === "python"
              ? `10.0.${r.i(0, 9)}.${r.i(2, 250)}:${r.i(30000, 60000)} - "GET /health HTTP/1.1" 200`
              : `GET /healthz 200 ${r.i(1, 4)}ms`;
      ctx.add(t, s.role, "info", msg);
    }
  });
  // services outside every request path still log their own work
  const inRoutes = new Set(e.routes.flatMap((x) => x.chain));
  for (const s of e.services) {
    if (inRoutes.has(s.role) || !s.ok) continue;
    const ok = s.ok;
    const every = r.i(6, 15) * 1000;
    for (let t = ctx.start + r.f() * every; t < ctx.end; t += every * (0.6 + r.f() * 0.8)) {
      if (!ctx.silenced(s.role, t)) ctx.add(t, s.role, "info", ok(r));
    }
  }
  for (const j of e.jobs) {
    for (let t = ctx.start + r.f() * j.everySec * 1000; t < ctx.end; t += j.everySec * 1000 + r.i(-500, 500)) {
      if (!ctx.silenced(j.role, t)) ctx.add(t, j.role, "info", j.msg(r));
    }
  }
  const nz = e.noisy;
  for (let t = ctx.start + r.f() * 2000; t < ctx.end; t += nz.everySec * 1000 * (0.5 + r.f())) {
    if (!ctx.silenced(nz.role, t)) ctx.add(t, nz.role, nz.level, nz.msg(r));
  }
  // deprecation warnings from two services, a few times
  for (const s of r.shuffle([...e.services.filter((x) => x.rt !== "nginx")]).slice(0, 2)) {
    const text = r.p(DEPRECATIONS[s.rt] ?? DEPRECATIONS.go);
    for (let t = ctx.start + r.i(5, 120) * 1000; t < ctx.end; t += r.i(180, 400) * 1000)
      ctx.add(t, s.role, "warn", text);
  }
  // retries that succeed
  const pairs = e.routes
    .flatMap((x) => x.chain.slice(1).map((c, i) => [x.chain[i], c] as const))
    .filter(([a, b]) => a !== "keys" && b !== "keys" && a !== b);
  const nRetry = r.i(4, 12);
  for (let i = 0; i < nRetry; i++) {
    const [a, b] = r.p(pairs);
    const t = ctx.start + r.f() * (ctx.end - ctx.start);
    if (ctx.silenced(b, t) || ctx.svc(a).rt === "nginx") continue;
    ctx.add(
      t,
      a,
      "warn",
      retryLine(ctx.svc(a), ctx.svc(b), 1, 3, r.p(["ReadTimeout", "ECONNRESET", "HTTP 503", "connection reset"]), r),
    );
    const s = ctx.svc(a);
    if (s.ok) ctx.add(t + r.i(150, 700), a, "info", s.ok(r));
  }
}

/** An unrelated rolling deploy or config reload of `role` at `t`, worded by runtime. */
export function deploy(ctx: Ctx, role: string, t: number, reloadOnly = false): void {
  const { r, e } = ctx;
  const s = ctx.svc(role);
  ctx.deployAt = t;
  ctx.deployRole = role;
  const v = r.p(e.versions);
  if (reloadOnly || s.rt === "nginx") {
    if (s.rt === "nginx") {
      ctx.add(t, role, "info", "signal process started");
      ctx.add(t + 40, role, "info", `using the "epoll" event method; reconfiguring`);
      ctx.add(t + 90, role, "info", "gracefully shutting down worker processes");
    } else {
      ctx.add(
        t,
        role,
        "info",
        `config reloaded from /etc/${s.name}/config.yaml (checksum ${r.hex(12)}, ${r.i(1, 6)} keys changed)`,
      );
    }
    return;
  }
  const lines: Record<string, string[]> = {
    java: [
      "Commencing graceful shutdown. Waiting for active requests to complete",
      "Graceful shutdown complete",
      `Starting ${s.name} v${v} using Java 21.0.7 with PID 1`,
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started application in ${r.i(6, 19)}.${r.i(100, 999)} seconds (process running for ${r.i(7, 21)}.2)`,
    ],
    python: [
      "Handling signal: term",
      "Worker exiting (pid: 8)",
      `Starting gunicorn 22.0.0`,
      "Listening at: http://0.0.0.0:8000 (1)",
      `Booting worker with pid: ${r.i(7, 40)}`,
      `${s.name} ${v} ready`,
    ],
    go: [
      "received SIGTERM, draining connections",
      "http server stopped",
      `starting ${s.name} version=${v} go=go1.23.4`,
      "listening addr=:8080",
    ],
    node: ["SIGTERM received, closing server", `${s.name}@${v} listening on :3000 (NODE_ENV=production)`],
    dotnet: [
      "Application is shutting down...",
      `Now listening on: http://[::]:80`,
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
    ],
    ruby: [
      "- Gracefully stopping, waiting for requests to finish",
      `Puma starting in cluster mode... * Puma version: 6.4.3 * Ruby version: ruby 3.3.5`,
      `* Listening on http://0.0.0.0:3000`,
      `${s.name} ${v} booted`,
    ],
    cpp: [
      "[info] caught SIGTERM, shutting down",
      `[info] starting up engines, v${v}`,
      "[info] loaded data in 8.4 s",
      "[info] running and waiting for requests",
    ],
  };
  (lines[s.rt] ?? lines.go).forEach((m, i) => {
    ctx.add(t + i * r.i(200, 2500), role, "info", m);
  });
}
