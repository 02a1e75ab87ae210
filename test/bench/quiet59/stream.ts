// One aggregated window: background traffic of an estate, the scenario's own lines, per-service clock skew,
// sorted by printed time and rendered in one format.
import type { Estate, Role, Runtime } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export class Window {
  readonly events: Ev[] = [];
  private mutes: { svc: string; from: number; to: number; frac: number }[] = [];
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly end: number,
  ) {}

  svc(role: Role): string {
    const s = this.estate.roles[role];
    if (!s) throw new Error(`estate ${this.estate.key} has no ${role}`);
    return s;
  }
  has(role: Role): boolean {
    return this.estate.roles[role] !== undefined;
  }
  runtime(svc: string): Runtime {
    return this.estate.services[svc];
  }
  trace(): string | undefined {
    return this.estate.traces ? this.r.hex(16) : undefined;
  }
  at(t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void {
    if (t < this.start || t >= this.end) return;
    this.events.push({ t: Math.round(t), svc, level, msg, stack, trace });
  }
  /** Lines at roughly `every` seconds (jittered) between from and to. */
  every(from: number, to: number, everySec: number, fn: (t: number, i: number) => void): void {
    let t = from + this.r.next() * everySec * 1000;
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += everySec * 1000 * (0.6 + this.r.next() * 0.8);
    }
  }
  /** Drops (a share of) a service's background lines between from and to: it went quiet or its traffic failed. */
  mute(svc: string, from: number, to: number, frac = 1): void {
    this.mutes.push({ svc, from, to, frac });
  }
  finish(): Ev[] {
    return this.events.filter((e) => {
      if (!e.bg) return true;
      for (const m of this.mutes)
        if (m.svc === e.svc && e.t >= m.from && e.t < m.to && this.r.next() < m.frac) return false;
      return true;
    });
  }
}

const HEALTH: Record<Runtime, (r: Rng) => string> = {
  go: (r) => `"GET /ready HTTP/1.1" 200 ${r.int(2, 3)} "kube-probe/1.29" ${r.int(80, 900)}µs`,
  java: (r) => `GET /actuator/health 200 (${r.int(1, 6)} ms) kube-probe/1.29`,
  python: (r) =>
    `INFO gunicorn.access: 10.2.${r.int(0, 9)}.${r.int(1, 254)} "GET /healthz HTTP/1.1" 200 2 "kube-probe/1.29"`,
  node: (r) => `GET /healthz 200 ${r.float(0.3, 2.5, 3)} ms - 15`,
  dotnet: (r) => `Request finished HTTP/1.1 GET http://0.0.0.0:8080/health - 200 - text/plain ${r.float(0.2, 2, 4)}ms`,
  ruby: (r) => `Started GET "/up" for 10.2.${r.int(0, 9)}.${r.int(1, 254)}; Completed 200 OK in ${r.int(0, 3)}ms`,
  cpp: (r) =>
    `<Trace> HTTPHandler-factory: HTTP Request for HTTPHandler-factory. Method: GET, Address: 10.2.${r.int(0, 9)}.${r.int(1, 254)}, URI: /ping, probe=kube`,
};

/** The estate's ordinary life in the window: flows, health checks, periodic jobs, the noisy service, deprecations. */
export function background(w: Window, targetLines: number): void {
  const { r, estate: e, start, end } = w;
  const dur = (end - start) / 1000;
  const bg = (t: number, svc: string, level: Level, msg: string, trace?: string) => {
    if (t >= start && t < end) w.events.push({ t: Math.round(t), svc, level, msg, trace, bg: true });
  };
  for (const [svc, rt] of Object.entries(e.services)) {
    const every = r.pick([10, 15, 20, 30]);
    w.every(start, end, every, (t) => bg(t, svc, rt === "cpp" ? "debug" : "info", HEALTH[rt](r)));
  }
  for (const p of e.periodic) w.every(start, end, p.every, (t) => bg(t, p.svc, p.level ?? "info", p.msg(r)));
  for (const p of e.deprecations) w.every(start, end, p.every, (t) => bg(t, p.svc, p.level ?? "warn", p.msg(r)));
  // the constant harmless complaint, from the first minute
  w.every(start, end, e.noisy.every, (t) => w.at(t, e.noisy.svc, e.noisy.level ?? "warn", e.noisy.msg(r)));
  // retries that succeed
  for (const ro of e.retryOk)
    w.every(start, end, r.int(90, 200), (t) => {
      w.at(t, ro.svc, "warn", ro.first(r));
      w.at(t + r.int(600, 4000), ro.svc, "info", ro.after(r));
    });
  const already = w.events.length;
  const totalW = e.flows.reduce((s, f) => s + f.weight, 0);
  const avgSteps = e.flows.reduce((s, f) => s + f.weight * f.steps.length, 0) / totalW;
  const rate = Math.max(0.5, (targetLines - already) / (dur * avgSteps));
  let t = start + r.next() * 300;
  while (t < end) {
    let x = r.next() * totalW;
    let flow = e.flows[0];
    for (const f of e.flows) {
      x -= f.weight;
      if (x < 0) {
        flow = f;
        break;
      }
    }
    const tr = w.trace();
    for (const s of flow.steps) bg(t + s.dt + r.int(0, 8), s.svc, s.level ?? "info", s.msg(r), tr);
    t += (-Math.log(1 - r.next()) / rate) * 1000;
  }
}

/** Applies per-service skew (up to 300 ms), sorts by printed time and renders. */
export function renderWindow(w: Window, evs: Ev[], format: Format): string {
  const skew = new Map<string, number>();
  for (const s of Object.keys(w.estate.services)) skew.set(s, w.r.int(-300, 300));
  const width = Math.max(...Object.keys(w.estate.services).map((s) => s.length + 2)) + 1;
  const pods = new Map<string, string>();
  const host = (svc: string) => {
    let h = pods.get(svc);
    if (!h) {
      h = /ingester|store|compactor|writer|chunk/.test(svc)
        ? `${svc}-${w.r.int(0, 5)}`
        : `${svc}-${w.r.hex(9)}-${w.r.hex(5)}`;
      pods.set(svc, h);
    }
    return h;
  };
  const rows = evs.map((e, i) => ({ e, i, p: e.t + (skew.get(e.svc) ?? 0) })).sort((a, b) => a.p - b.p || a.i - b.i);
  const out: string[] = [];
  const ctx = { format, namespace: w.estate.namespace, width, host };
  for (const { e, p } of rows) out.push(...render(e, p, ctx));
  return `${out.join("\n")}\n`;
}

/** An ordinary release or config reload of `svc` at `t`, in its runtime's own words. */
export function deploy(w: Window, t: number, svc: string): void {
  const { r } = w;
  const v = w.estate.releases[svc] ?? `v${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  const reload = r.chance(0.35);
  switch (w.runtime(svc)) {
    case "go":
      if (reload)
        w.at(
          t,
          svc,
          "info",
          `runtime config reloaded file=/etc/${svc}/overrides.yaml hash=${r.hex(8)} tenants_changed=${r.int(1, 4)}`,
        );
      else {
        w.at(t, svc, "info", `received SIGTERM, draining connections (rollout ${svc}@${v})`);
        w.at(
          t + r.int(3000, 9000),
          svc,
          "info",
          `starting ${svc} version=${v} revision=${r.hex(7)} go=go1.22.${r.int(3, 8)}`,
        );
      }
      break;
    case "node":
      w.at(
        t,
        svc,
        "info",
        reload
          ? `config watcher: reloaded /config/${svc}.json (feature flags: ${r.int(20, 60)})`
          : `Server listening on http://0.0.0.0:8080 (version ${v}, NODE_ENV=production)`,
      );
      break;
    case "java":
      w.at(
        t,
        svc,
        "info",
        `INFO o.s.b.StartupInfoLogger - Started ${svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application v${v} in ${r.float(9, 25, 3)} seconds (process running for ${r.float(10, 27, 3)})`,
      );
      break;
    case "python":
      w.at(t, svc, "info", `[INFO] Starting gunicorn 22.0.0 (${svc} ${v})`);
      w.at(t + 300, svc, "info", `[INFO] Listening at: http://0.0.0.0:8000 (1)`);
      break;
    case "ruby":
      w.at(
        t,
        svc,
        "info",
        `Puma starting in cluster mode... * Puma version: 6.4.2 * Min threads: 5, max threads: 5 * Environment: production * Release: ${v}`,
      );
      break;
    case "dotnet":
      w.at(
        t,
        svc,
        "info",
        `Application started. Press Ctrl+C to shut down. Hosting environment: Production; Content root path: /app; Version ${v}`,
      );
      break;
    case "cpp":
      w.at(
        t,
        svc,
        "info",
        `<Information> Application: Reloading config from /etc/${svc}/config.xml (users.xml changed)`,
      );
      break;
  }
}
