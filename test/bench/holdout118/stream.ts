// Builds one aggregated stream: baseline traffic, health checks, noise, an unrelated deploy, then the scenario's
// own lines; applies per-service clock skew, sorts by printed time and renders in the chosen format.
import type { Estate, Runtime, Tpl } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Out {
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
}
export interface Emit {
  svc: string;
  perMin?: number;
  at?: number[]; // one-shot offsets (s) from the scenario start
  from?: number; // s from the scenario start (may be negative)
  to?: number;
  make: (r: Rng) => Out;
}
export interface Plan {
  estate: Estate;
  startMs: number; // window start (true)
  minutes: number;
  eventAt: number | null; // true ms when things start to go wrong
  silence: string[]; // services whose ordinary lines stop at eventAt
  origin: string | null; // where the trouble lives: most requests through it stop succeeding at eventAt
  emits: Emit[];
  extraQuiet?: Emit[]; // quiet-window oddities, offsets from window start
}

export const O = (level: Level, msg: string, stack?: string, errType?: string): Out => ({ level, msg, stack, errType });

function health(rt: Runtime, svc: string, r: Rng): string {
  switch (rt) {
    case "go":
      return `GET /healthz 200 ${r.float(0.1, 0.9).toFixed(2)}ms`;
    case "java":
      return `GET /actuator/health/liveness 200 ${r.int(1, 4)}ms`;
    case "python":
      return `10.${r.int(0, 9)}.${r.int(0, 255)}.${r.int(2, 254)} - "GET /healthz HTTP/1.1" 200 2`;
    case "node":
      return `GET /health 200 ${r.float(0.3, 2).toFixed(3)} ms - 15`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${svc}:8080/healthz - 200 - text/plain ${r.float(0.2, 1.5).toFixed(4)}ms`;
    case "ruby":
      return `Started GET "/up" for 10.${r.int(0, 9)}.${r.int(0, 255)}.${r.int(2, 254)}`;
    case "cpp":
      return `health ok shards=16/16 rss_mb=${r.int(900, 1100)}`;
  }
}

export function deployLines(rt: Runtime, svc: string, r: Rng): string[] {
  const v = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 20)}`;
  switch (rt) {
    case "go":
      return [`starting ${svc} version=v${v} commit=${r.hex(7)}`, "http server listening addr=:8080"];
    case "java":
      return [
        `Starting Application v${v} using Java 21.0.${r.int(2, 5)} with PID 1`,
        `Started Application in ${r.float(6, 14).toFixed(3)} seconds (process running for ${r.float(14, 16).toFixed(3)})`,
      ];
    case "python":
      return ["Starting gunicorn 22.0.0", `Booting worker with pid: ${r.int(7, 40)}`, `${svc} ${v} ready`];
    case "node":
      return [`${svc}@${v} starting (NODE_ENV=production)`, "server listening on port 3000"];
    case "dotnet":
      return [
        "Now listening on: http://[::]:8080",
        "Application started. Press Ctrl+C to shut down.",
        "Hosting environment: Production",
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode... * Puma version: 6.4.2`,
        `* Min threads: 5, max threads: 5`,
        "Use Ctrl-C to stop",
      ];
    case "cpp":
      return [`${svc} ${v} starting, loading index shards 0-15`, "index loaded in 4.2s, serving"];
  }
}

function poisson(r: Rng, perMin: number, fromMs: number, toMs: number, f: (t: number) => void): void {
  if (perMin <= 0) return;
  const mean = 60000 / perMin;
  let t = fromMs + r.next() * mean;
  while (t < toMs) {
    f(t);
    t += -Math.log(1 - r.next()) * mean;
  }
}

export function buildStream(plan: Plan, fmt: Format, r: Rng, scale: number): string[] {
  const { estate } = plan;
  const end = plan.startMs + plan.minutes * 60000;
  const skew = new Map(estate.services.map((s) => [s.name, r.int(-300, 300)]));
  const evs: Ev[] = [];
  const silentAt = (svc: string, t: number) => plan.eventAt !== null && t >= plan.eventAt && plan.silence.includes(svc);
  const broken = (t: number) => plan.eventAt !== null && t >= plan.eventAt;
  const push = (t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}) => {
    if (t < plan.startMs || t >= end) return;
    evs.push({ t: Math.round(t + (skew.get(svc) ?? 0)), svc, level, msg, host: `${svc}-${hostSuffix(svc)}`, ...extra });
  };
  const hosts = new Map<string, string>();
  function hostSuffix(svc: string): string {
    let h = hosts.get(svc);
    if (!h) {
      h = `${r.hex(9)}-${r.hex(5)}`;
      hosts.set(svc, h);
    }
    return h;
  }
  const tp = (t: number, svc: string, tpl: Tpl, trace?: string) => {
    if (silentAt(svc, t)) return;
    const [level, msg] = tpl(r);
    push(t, svc, level, msg, trace ? { trace } : {});
  };

  // request flows
  poisson(r, estate.flowsPerMin * scale, plan.startMs, end, (t) => {
    const flow = r.pick(estate.flows);
    if (broken(t) && flow.some(([svc]) => svc === plan.origin) && r.chance(0.85)) return;
    const trace = estate.traced ? r.hex(16) : undefined;
    let at = t;
    for (const [svc, tpl] of flow) {
      if (silentAt(svc, at)) break;
      tp(at, svc, tpl, trace);
      at += r.int(3, 90);
    }
  });
  // per-service ambient lines and health checks
  for (const s of estate.services) {
    poisson(r, s.perMin * scale, plan.startMs, end, (t) => tp(t, s.name, r.pick(s.amb)));
    const every = r.int(10, 30) * 1000;
    for (let t = plan.startMs + r.int(0, every); t < end; t += every + r.int(-200, 200)) {
      if (!silentAt(s.name, t)) push(t, s.name, r.chance(0.7) ? "DEBUG" : "INFO", health(s.rt, s.name, r));
    }
  }
  // the noisy service, from the first minute
  poisson(r, estate.noisy.perMin, plan.startMs, end, (t) => tp(t, estate.noisy.svc, estate.noisy.tpl));
  // deprecation warnings, a few times each
  for (const [svc, msg] of estate.deprecations) {
    poisson(r, 0.6, plan.startMs, end, (t) => {
      if (!silentAt(svc, t)) push(t, svc, "WARN", msg);
    });
  }
  // retries that succeed
  poisson(r, 1.5, plan.startMs, end, (t) => {
    const flow = r.pick(estate.flows);
    if (flow.length < 2) return;
    const i = r.int(0, flow.length - 2);
    const caller = flow[i][0];
    const callee = flow[i + 1][0];
    if (silentAt(caller, t) || (broken(t) && (callee === plan.origin || caller === plan.origin))) return;
    const why = r.pick([`503 from ${callee}`, `connection reset by ${callee}`, `${callee} timed out after 2s`]);
    push(t, caller, "WARN", `call to ${callee} failed (${why}), retrying in ${r.int(100, 400)}ms (attempt 1/3)`);
    push(t + r.int(300, 700), caller, "INFO", `call to ${callee} succeeded on attempt 2`);
  });
  // an unrelated rollout or config reload near the middle (or near the event)
  const pivot = plan.eventAt ?? plan.startMs + plan.minutes * 30000;
  const bystanders = estate.services.filter(
    (s) => !plan.emits.some((e) => e.svc === s.name) && !plan.silence.includes(s.name),
  );
  const by = r.pick(bystanders.length ? bystanders : estate.services);
  const dt = pivot + r.int(-150, 120) * 1000;
  if (r.chance(0.6)) {
    push(dt - 1500, by.name, "INFO", `received SIGTERM, draining connections (rollout ${r.hex(6)})`);
    deployLines(by.rt, by.name, r).forEach((m, k) => {
      push(dt + 4000 + k * 300, by.name, "INFO", m);
    });
  } else {
    push(
      dt,
      by.name,
      "INFO",
      `config reloaded from configmap ${by.name}-config (resourceVersion ${r.int(1000000, 9999999)})`,
    );
  }

  const emitAll = (emits: Emit[], base: number) => {
    for (const e of emits) {
      const put = (t: number) => {
        const o = e.make(r);
        const trace = estate.traced && o.level !== "DEBUG" && r.chance(0.8) ? r.hex(16) : undefined;
        push(t, e.svc, o.level, o.msg, { stack: o.stack, errType: o.errType, trace });
      };
      for (const a of e.at ?? []) put(base + a * 1000);
      if (e.perMin) {
        const from = base + (e.from ?? 0) * 1000;
        const to = e.to === undefined ? end : base + e.to * 1000;
        poisson(r, e.perMin, from, Math.min(to, end), put);
      }
    }
  };
  if (plan.eventAt !== null) emitAll(plan.emits, plan.eventAt);
  if (plan.extraQuiet) emitAll(plan.extraQuiet, plan.startMs);

  evs.sort((a, b) => a.t - b.t);
  const pad = Math.max(...estate.services.map((s) => s.name.length)) + 4;
  const lines: string[] = [];
  for (const e of evs) lines.push(...render(fmt, e, estate.ns, pad));
  return lines;
}
