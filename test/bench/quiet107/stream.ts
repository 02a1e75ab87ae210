// Builds one window: steady traffic, periodic jobs, health checks, the noisy service, deprecations, retries that
// succeed, an unrelated deploy; then applies clock skew, sorts by printed time and renders.
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";
import { type Runtime, stack } from "./stacks.js";

export interface Broken {
  from: number;
  svcs: Set<string>;
  /** share of touching requests that go through `onFlow` instead of succeeding */
  share: number;
  onFlow: (t: number, trace?: string) => void;
  /** services whose own steady lines (periodic, health) stop after `from` */
  silent?: Set<string>;
}

export class Ctx {
  events: Ev[] = [];
  broken?: Broken;
  constructor(
    readonly r: Rng,
    readonly est: Estate,
    readonly start: number,
    readonly end: number,
  ) {}
  emit(t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void {
    if (t < this.start || t >= this.end) return;
    const e: Ev = { t: Math.round(t), svc, level, msg };
    if (stack) e.stack = stack;
    if (trace) e.trace = trace;
    this.events.push(e);
  }
  trace(): string | undefined {
    return this.est.traces ? this.r.hex(16) : undefined;
  }
  role(x: Role): string {
    return this.est.roles[x];
  }
  rt(svc: string): Runtime {
    return this.est.services.find((s) => s.name === svc)?.rt ?? "go";
  }
  stack(svc: string, exc: string, text: string, frames: Array<[string, string]>): string[] {
    return stack(this.rt(svc), exc, text, frames);
  }
  silentAt(svc: string, t: number): boolean {
    return !!this.broken?.silent?.has(svc) && t >= this.broken.from;
  }
  /** calls fn at t0, t0+every, ... (with jitter) up to `until` */
  every(t0: number, everyMs: number, fn: (t: number) => void, until = this.end): void {
    for (let t = t0; t < until; t += everyMs * (0.85 + this.r.next() * 0.3)) fn(t);
  }
}

const STARTUP: Record<Runtime, (svc: string, v: string) => Array<[Level, string]>> = {
  java: (s, v) => [
    [
      "INFO",
      `Starting ${s.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application v${v} using Java 21.0.4 with PID 1`,
    ],
    ["INFO", "Tomcat initialized with port 8080 (http)"],
    ["INFO", `Started application in ${(8 + (v.length % 5)).toFixed(1)}3 seconds (process running for 9.8)`],
  ],
  python: (_s, v) => [
    ["INFO", "Starting gunicorn 22.0.0"],
    ["INFO", "Listening at: http://0.0.0.0:8000 (1)"],
    ["INFO", "Booting worker with pid: 9"],
    ["INFO", `app version ${v} ready`],
  ],
  go: (_s, v) => [["INFO", `starting server addr=:8080 version=${v} go=go1.22.5`]],
  node: (_s, v) => [["INFO", `server listening on 0.0.0.0:3000 (release ${v}, node v20.15.1)`]],
  dotnet: (_s, v) => [
    ["INFO", "Now listening on: http://[::]:8080"],
    ["INFO", "Application started. Press Ctrl+C to shut down."],
    ["INFO", `Hosting environment: Production; ContentRoot: /app; build ${v}`],
  ],
  ruby: (_s, v) => [
    ["INFO", "Puma starting in single mode..."],
    ["INFO", `* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango"), app ${v}`],
    ["INFO", "* Listening on http://0.0.0.0:3000"],
  ],
  cpp: (_s, v) => [["INFO", `init complete, build ${v}, 4 worker threads`]],
};

const HEALTH: Record<Runtime, (r: Rng) => string> = {
  java: (r) => `Completed 200 OK GET /actuator/health in ${r.int(1, 4)}ms`,
  python: (r) => `10.2.${r.int(0, 9)}.${r.int(2, 250)} - - "GET /healthz HTTP/1.1" 200 15 "-" "kube-probe/1.29"`,
  go: (r) => `http: GET /healthz status=200 dur=${r.int(80, 400)}µs remote=10.2.${r.int(0, 9)}.${r.int(2, 250)}`,
  node: (r) => `GET /healthz 200 - ${(r.int(3, 20) / 10).toFixed(1)} ms`,
  dotnet: (r) =>
    `Request finished HTTP/1.1 GET http://10.2.${r.int(0, 9)}.${r.int(2, 250)}:8080/health - 200 - text/plain 0.${r.int(1000, 9999)}ms`,
  ruby: (r) => `Completed 200 OK in ${r.int(1, 4)}ms (Views: 0.0ms | ActiveRecord: 0.${r.int(1, 9)}ms) [GET /up]`,
  cpp: () => "health: ok (rail=running, plc=connected)",
};

/** An unrelated rolling deploy or config reload of `svc` at `t`. */
export function deploy(c: Ctx, svc: string, t: number, reload = false): void {
  const v = `${c.r.int(1, 9)}.${c.r.int(0, 40)}.${c.r.int(0, 20)}`;
  if (reload) {
    c.emit(t, svc, "INFO", `config change detected (configmap ${svc}-config rev ${c.r.int(20, 200)}), reloading`);
    c.emit(t + 300, svc, "INFO", "config reloaded, 0 keys invalid");
    return;
  }
  c.emit(t, svc, "INFO", "Received SIGTERM, draining connections (grace 30s)");
  c.emit(t + 900, svc, "INFO", "shutdown complete");
  let dt = 4000;
  for (const [lvl, m] of STARTUP[c.rt(svc)](svc, v)) {
    c.emit(t + dt, svc, lvl, m);
    dt += c.r.int(100, 1500);
  }
}

export function baseline(c: Ctx, linesTarget: number): void {
  const { r, est } = c;
  const durS = (c.end - c.start) / 1000;
  const avg =
    est.flows.reduce((s, f) => s + f.weight * f.steps.length, 0) / est.flows.reduce((s, f) => s + f.weight, 0);
  const rps = Math.max(0.4, (linesTarget * 0.8) / durS / avg);
  const total = est.flows.reduce((s, f) => s + f.weight, 0);
  for (let t = c.start + r.next() * 1000; t < c.end; t += (-Math.log(1 - r.next()) / rps) * 1000) {
    let x = r.next() * total;
    const flow =
      est.flows.find((f) => {
        x -= f.weight;
        return x < 0;
      }) ?? est.flows[0];
    if (!flow) continue;
    const tr = c.trace();
    const b = c.broken;
    if (b && t >= b.from && flow.steps.some((s) => b.svcs.has(s.svc)) && r.chance(b.share)) {
      b.onFlow(t, tr);
      continue;
    }
    let tt = t;
    for (const s of flow.steps) {
      tt += s.gap * (0.5 + r.next());
      c.emit(tt, s.svc, "INFO", s.msg(r), undefined, tr);
    }
  }
  for (const p of est.periodic)
    c.every(c.start + r.int(0, p.everySec * 1000), p.everySec * 1000, (t) => {
      if (!c.silentAt(p.svc, t)) c.emit(t, p.svc, p.level, p.msg(r));
    });
  const n = est.noisy;
  c.every(c.start + r.int(200, 3000), n.everySec * 1000, (t) => c.emit(t, n.svc, n.level, n.msg(r)));
  const d = est.deprecation;
  c.every(c.start + r.int(0, 20000), d.everySec * 1000, (t) => c.emit(t, d.svc, d.level, d.msg(r)));
  const ro = est.retryOk;
  c.every(c.start + r.int(20000, 90000), r.int(100, 200) * 1000, (t) => {
    c.emit(t, ro.svc, "WARN", ro.first(r));
    c.emit(t + r.int(300, 2500), ro.svc, "INFO", ro.ok(r));
  });
  for (const s of est.services.slice(0, 5))
    c.every(c.start + r.int(0, 30000), 30000, (t) => {
      if (!c.silentAt(s.name, t)) c.emit(t, s.name, "INFO", HEALTH[s.rt](r));
    });
}

export function renderAll(c: Ctx, f: Format): string[] {
  const skew = new Map(c.est.services.map((s) => [s.name, c.r.int(-300, 300)]));
  const evs = c.events
    .map((e, i) => ({ e, i, p: e.t + (skew.get(e.svc) ?? 0) }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const pad = Math.max(...c.est.services.map((s) => s.name.length)) + 3;
  const rc = {
    namespace: c.est.namespace,
    pad,
    hostOf: (svc: string) => {
      let h = 2166136261;
      for (const ch of `${c.est.key}/${svc}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
      return `${svc}-${h.toString(16).padStart(8, "0").slice(0, 8)}${"bcdfg"[h % 5]}${"hjklm"[(h >>> 3) % 5]}-${(h >>> 7).toString(36).slice(-5)}`;
    },
  };
  return evs.flatMap(({ e, p }) => render(f, e, p, rc));
}
