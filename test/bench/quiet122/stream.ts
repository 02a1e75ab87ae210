// The aggregated stream of one window: request traffic, probes, jobs, the noisy service, deploys and reloads.
import type { Estate, Role, Route } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  recs: Rec[];
  skew: Record<string, number>;
  t0: number;
  tEnd: number;
  /** services whose own lines stop from the given time (a process that went away) */
  gone: Record<string, number>;
  emit(t: number, svc: string, level: Level, msg: string, req?: string): void;
  reqId(): string | undefined;
  role(role: Role): string;
}

export function makeCtx(r: Rng, e: Estate, t0: number, minutes: number): Ctx {
  const skew: Record<string, number> = {};
  for (const s of Object.keys(e.services)) skew[s] = r.int(-300, 300);
  const ctx: Ctx = {
    r,
    e,
    recs: [],
    skew,
    t0,
    tEnd: t0 + minutes * 60000,
    gone: {},
    emit(t, svc, level, msg, req) {
      if (t < t0 || t >= ctx.tEnd) return;
      const g = ctx.gone[svc];
      if (g !== undefined && t >= g) return;
      ctx.recs.push({ t, p: t + (skew[svc] ?? 0), svc, level, msg, ...(req ? { req } : {}) });
    },
    reqId: () => (e.traced ? r.hex(16) : undefined),
    role: (role) => e.roles[role] ?? Object.keys(e.services)[0],
  };
  return ctx;
}

/** An incident may take over a request that passes through its service; returns true when it did. */
export type RequestHook = (ctx: Ctx, t: number, route: Route, req: string | undefined) => boolean;

const PROBE: Record<string, string> = {
  node: "GET /healthz 200 1ms - kube-probe/1.30",
  java: "GET /actuator/health/liveness -> 200 (UP)",
  python: '10.2.0.1:0 - "GET /healthz HTTP/1.1" 200 OK',
  go: "probe ok path=/readyz status=200 dur=0.4ms",
  dotnet: "Health check liveness completed after 0.6ms with status Healthy",
  ruby: "method=GET path=/up format=*/* status=200 duration=0.81",
  cpp: "health: ok (queue=0, gpu_mem_used=41%)",
};

export function emitRoute(ctx: Ctx, t: number, route: Route, req: string | undefined): void {
  const r = ctx.r;
  let at = t;
  const times: number[] = [];
  for (let i = 0; i < route.hops.length; i++) {
    at += r.int(2, 25);
    times.push(at);
  }
  // one learner per request; inner hops log before the edge's access line, sent with the response
  let user: string | undefined;
  const msgs = route.hops.map((h) =>
    h.say(r).replace(/u_\d+/g, (m) => {
      user ??= m;
      return user;
    }),
  );
  for (let i = route.hops.length - 1; i >= 0; i--) {
    const when = i === 0 ? times[times.length - 1] + r.int(5, 60) : times[i];
    ctx.emit(when, route.hops[i].svc, "info", msgs[i], req);
  }
}

export interface BaselineOpts {
  rate: number; // requests per second
  hook?: RequestHook;
  noisy: number; // index into estate.noisy
  deploy: { svc: string; at: number; version: string };
  reload: { svc: string; at: number };
}

export function startupLines(ctx: Ctx, svc: string, at: number, version: string): void {
  const r = ctx.r;
  const rt = ctx.e.services[svc];
  ctx.emit(at, svc, "info", "received SIGTERM, draining in-flight requests (grace 30s)");
  const s = at + r.int(1500, 4000);
  const cls = svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
  const lines: Record<string, string[]> = {
    java: [
      `Starting ${cls}Application v${version} using Java 21.0.5 with PID 1`,
      "Tomcat started on port 8080 (http) with context path '/'",
      `Started ${cls}Application in ${r.int(5, 14)}.${r.int(100, 999)} seconds (process running for ${r.int(14, 19)}.${r.int(1, 9)})`,
    ],
    node: [
      `${svc}@${version} starting (node v22.11.0, NODE_ENV=production)`,
      "server listening on http://0.0.0.0:8080",
    ],
    python: [
      `Started server process [1] (${svc} ${version})`,
      "Waiting for application startup.",
      "Application startup complete.",
      "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
    ],
    go: [`starting ${svc} version=${version} go=go1.23.3`, "http server listening addr=:8080"],
    dotnet: [
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
    ],
    ruby: [
      `Puma starting in cluster mode... * Version 6.4.3, codename: The Eagle of Durango (${svc} ${version})`,
      "* Listening on http://0.0.0.0:3000",
      "Use Ctrl-C to stop",
    ],
    cpp: [
      `${svc} ${version} loading model conformer-ctc-${ctx.r.pick(["small", "medium"])} (fp16)`,
      `${svc} ready: 4 decoder threads`,
    ],
  };
  (lines[rt] ?? lines.go).forEach((l, i) => {
    ctx.emit(s + i * r.int(20, 700), svc, "info", l);
  });
}

export function baseline(ctx: Ctx, o: BaselineOpts): void {
  const { r, e } = ctx;
  const total = e.routes.reduce((s, x) => s + x.w, 0);
  // request traffic
  for (
    let t = ctx.t0 + r.int(0, 800);
    t < ctx.tEnd;
    t += Math.max(20, Math.round((-Math.log(1 - r.next()) * 1000) / o.rate))
  ) {
    let x = r.next() * total;
    let route = e.routes[0];
    for (const rt of e.routes) {
      x -= rt.w;
      if (x <= 0) {
        route = rt;
        break;
      }
    }
    const req = ctx.reqId();
    if (o.hook?.(ctx, t, route, req)) continue;
    emitRoute(ctx, t, route, req);
  }
  // probes
  for (const svc of e.probes) {
    const every = r.int(10, 20) * 1000;
    for (let t = ctx.t0 + r.int(0, every); t < ctx.tEnd; t += every + r.int(-30, 30)) {
      ctx.emit(t, svc, "info", PROBE[e.services[svc]] ?? PROBE.go);
    }
  }
  // periodic jobs
  for (const j of e.jobs) {
    for (let t = ctx.t0 + r.int(0, j.every * 1000); t < ctx.tEnd; t += j.every * 1000 + r.int(-500, 500)) {
      ctx.emit(t, j.svc, "info", j.say(r));
    }
  }
  // the noisy service, from the first minute on
  const n = e.noisy[o.noisy % e.noisy.length];
  const gap = r.int(4, 12) * 1000;
  for (let t = ctx.t0 + r.int(0, 20000); t < ctx.tEnd; t += gap + r.int(-1500, 1500))
    ctx.emit(t, n.svc, n.level, n.say(r));
  // deprecation warnings, now and then
  for (const d of e.deprecations) {
    for (let t = ctx.t0 + r.int(0, 90000); t < ctx.tEnd; t += r.int(90, 240) * 1000)
      ctx.emit(t, d.svc, "warn", d.say(r));
  }
  // retries that succeed
  for (const x of e.retries) {
    for (let t = ctx.t0 + r.int(0, 60000); t < ctx.tEnd; t += r.int(40, 150) * 1000)
      ctx.emit(t, x.svc, "warn", x.say(r));
  }
  // an unrelated rollout and a config reload
  startupLines(ctx, o.deploy.svc, o.deploy.at, o.deploy.version);
  ctx.emit(
    o.reload.at,
    o.reload.svc,
    "info",
    r.pick([
      `config reloaded from /etc/${o.reload.svc}/config.yaml (${r.int(1, 4)} keys changed: log_sampling, feature_flags)`,
      `feature flags refreshed: ${r.int(40, 120)} flags, ${r.int(1, 3)} changed (rollout percentages)`,
      `SIGHUP received, reloading configuration: ok`,
    ]),
  );
}

export function sortByPrinted(recs: Rec[]): Rec[] {
  return recs
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.p - b.x.p || a.i - b.i)
    .map((y) => y.x);
}
