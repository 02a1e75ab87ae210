// One aggregated window: request traffic, health checks, periodic jobs, the noisy service, deprecations, retries
// that succeed, an unrelated rollout or reload, the window's noise kinds and (maybe) a failure.
import type { Estate, Flow, Runtime } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Incident } from "./incidents.js";
import type { Ctx, Noise } from "./quiet.js";
import { GENERIC, spread } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface WindowSpec {
  estate: Estate;
  start: number;
  minutes: number;
  /** requests per second */
  rate: number;
  noises: Noise[];
  incident?: Incident;
  t0?: number;
  deploy: { svc: string; at: number; version: string };
  reload?: { svc: string; at: number };
}

const probeIp = (r: Rng): string => `10.4.${r.i(0, 7)}.${r.i(2, 250)}`;

function health(rt: Runtime, svc: string, r: Rng): string {
  switch (rt) {
    case "go":
      return `GET /healthz 200 ${r.f(0.1, 0.9).toFixed(2)}ms ua=kube-probe/1.29`;
    case "java":
      return `GET /actuator/health/liveness 200 ${r.i(1, 6)}ms`;
    case "python":
      return `${probeIp(r)} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    case "node":
      return `GET /healthz 200 ${r.f(0.3, 2.5).toFixed(3)} ms - 15`;
    case "dotnet":
      return `info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://${probeIp(r)}:8080/healthz - 200 - text/plain ${r.f(0.2, 1.9).toFixed(4)}ms`;
    case "ruby":
      return `Completed 200 OK in ${r.i(0, 2)}ms (Views: 0.1ms | ActiveRecord: 0.${r.i(1, 9)}ms | Allocations: ${r.i(80, 160)}) GET /up`;
    default:
      return `health ok uptime=${r.i(3600, 900000)}s ${svc} rss=${r.i(30, 60)}MiB`;
  }
}

function rollout(rt: Runtime, svc: string, version: string, r: Rng): [number, Level, string][] {
  const app = svc
    .split("-")
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");
  switch (rt) {
    case "go":
      return [
        [0, "info", "received SIGTERM, draining connections (grace 30s)"],
        [1800, "info", "http server stopped"],
        [9000, "info", `starting ${svc} version=${version} commit=${r.hex(7)} go=go1.22.5`],
        [9400, "info", "listening on :8080"],
      ];
    case "java":
      return [
        [0, "info", "Commencing graceful shutdown. Waiting for active requests to complete"],
        [2100, "info", "Graceful shutdown complete"],
        [11000, "info", `Starting ${app}Application ${version} using Java 21.0.3 with PID 1`],
        [
          25000,
          "info",
          `Started ${app}Application in ${r.f(11, 19).toFixed(3)} seconds (process running for ${r.f(19, 21).toFixed(3)})`,
        ],
      ];
    case "python":
      return [
        [0, "info", "[1] [INFO] Handling signal: term"],
        [900, "info", `[${r.i(7, 30)}] [INFO] Worker exiting (pid: ${r.i(7, 30)})`],
        [8000, "info", `[1] [INFO] Starting gunicorn 22.0.0 (${svc} ${version})`],
        [8300, "info", `[1] [INFO] Booting worker with pid: ${r.i(7, 30)}`],
      ];
    case "node":
      return [
        [0, "info", "SIGTERM received, closing server"],
        [6000, "info", `${svc}@${version.replace(/^v/, "")} listening on :8080 (node v20.14.0)`],
      ];
    case "dotnet":
      return [
        [0, "info", "info: Microsoft.Hosting.Lifetime[0] Application is shutting down..."],
        [7000, "info", "info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080"],
        [7100, "info", "info: Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down."],
        [7150, "info", `info: Microsoft.Hosting.Lifetime[0] Hosting environment: Production (${version})`],
      ];
    case "ruby":
      return [
        [0, "info", "- Gracefully stopping, waiting for requests to finish"],
        [1500, "info", "=== puma shutdown: 2026-06-01 00:00:00 +0000 ==="],
        [
          9000,
          "info",
          `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.4 (app ${version})`,
        ],
        [9200, "info", "* Listening on http://0.0.0.0:3000"],
      ];
    default:
      return [
        [0, "info", "shutdown requested (SIGTERM)"],
        [3000, "info", `${svc} ${version} starting, config /etc/${svc}/${svc}.toml`],
      ];
  }
}

const RETRY_WORDS = [
  (callee: string) => `retrying ${callee} after 503 (attempt 1/3), backoff 200ms`,
  (callee: string) => `call to ${callee} failed: connection reset by peer; retried, attempt 2 ok`,
  (callee: string) => `${callee} slow to answer (1.2s), hedged request won`,
  (callee: string) => `transient error from ${callee} (502), retry 1 succeeded`,
];

export function buildStream(w: WindowSpec, r: Rng): Rec[] {
  const { estate: e, start } = w;
  const end = start + w.minutes * 60000;
  const skew: Record<string, number> = {};
  for (const s of e.services) skew[s] = r.i(-300, 300);
  const inc = w.incident;
  const t0 = w.t0 ?? Number.POSITIVE_INFINITY;
  const recs: Rec[] = [];
  const push = (t: number, svc: string, level: Level, msg: string, req?: string): void => {
    if (t < start || t >= end) return;
    if (inc?.silentAfterMs !== undefined && svc === inc.origin && t > t0 + inc.silentAfterMs) return;
    recs.push({ t, skew: skew[svc] ?? 0, svc, level, msg, ...(req ? { req } : {}) });
  };
  const rid = (): string | undefined => (e.ids ? r.hex(12) : undefined);
  const ctx: Ctx = { r, start, end, push, rid };

  // request traffic
  const pick = (t: number): Flow => {
    const wt = (f: Flow): number =>
      f.weight * (inc?.boost && t >= t0 && inc.boost.flow === f.name ? inc.boost.factor : 1);
    let x = r.f(
      0,
      e.flows.reduce((s, f) => s + wt(f), 0),
    );
    for (const f of e.flows) {
      x -= wt(f);
      if (x <= 0) return f;
    }
    return e.flows[0] as Flow;
  };
  let t = start + r.f(0, 500);
  while (t < end) {
    const f = pick(t);
    const id = rid();
    const k = inc ? f.steps.findIndex((s) => s.svc === inc.origin) : -1;
    if (inc && k >= 0 && t >= t0 && r.c(inc.failRate)) {
      for (const o of inc.atOrigin(r)) push(t + o.dt, inc.origin, o.level, o.msg, id);
      f.steps.slice(0, k).forEach((s, j) => {
        const outs = inc.caller(s.svc, r, j === 0);
        if (outs.length === 0) push(t + j * r.i(1, 9), s.svc, "info", s.ok(r), id);
        for (const o of outs) push(t + o.dt, s.svc, o.level, o.msg, id);
      });
    } else {
      let dt = 0;
      const steps = [...f.steps].reverse();
      for (const s of steps) {
        push(t + dt, s.svc, "info", s.ok(r), id);
        dt += r.i(2, 40);
      }
      const callee = f.steps[1]?.svc;
      const entry = f.steps[0]?.svc;
      if (callee && entry && r.c(0.012)) push(t + dt - r.i(1, 50), entry, "warn", r.p(RETRY_WORDS)(callee), id);
    }
    t += -Math.log(1 - r.next() * 0.999) * (1000 / w.rate);
  }

  // health checks, periodic jobs, noisy service, deprecations
  for (const s of e.services) {
    const rt = e.runtime[s] ?? "go";
    const every = r.i(15, 30) * 1000;
    for (let h = start + r.f(0, every); h < end; h += every + r.i(-200, 200)) push(h, s, "info", health(rt, s, r));
  }
  for (const p of [...e.periodic, e.noisy]) {
    for (let h = start + r.f(500, p.everyS * 1000); h < end; h += p.everyS * 1000 * r.f(0.6, 1.4))
      push(h, p.svc, p.level, p.msg(r));
  }
  for (const d of e.deprecations) spread(ctx, start, end, 0.3, (h) => push(h, d.svc, "warn", d.msg));

  // unrelated rollout and config reload
  const rt = e.runtime[w.deploy.svc] ?? "go";
  for (const [dt, lv, msg] of rollout(rt, w.deploy.svc, w.deploy.version, r))
    push(w.deploy.at + dt, w.deploy.svc, lv, msg);
  if (w.reload)
    push(
      w.reload.at,
      w.reload.svc,
      "info",
      `config reloaded from /etc/${w.reload.svc}/config.yaml (changed: ${r.p(["log.sampling", "ratelimit.burst", "feature.queue_v2", "cache.ttl", "retry.max"])})`,
    );

  // noise kinds of the window and generic alarms
  for (const n of w.noises) n.emit(ctx);
  for (const g of GENERIC) {
    const svc = r.p(e.services.filter((s) => s !== inc?.origin));
    g.emit({ ...ctx, push: (tt, _s, lv, msg, req) => push(tt, svc, lv, msg, req) });
  }
  if (inc) inc.extra(ctx, t0);

  recs.sort((a, b) => a.t + a.skew - (b.t + b.skew));
  return recs;
}
