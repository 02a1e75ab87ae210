// Builds one aggregated stream: baseline traffic, jobs, noise, a nearby unrelated change, an optional fault, then
// per-service clock skew, sorted by printed time.
import type { Estate, Line, Runtime } from "./estates.js";
import type { Lvl, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Emit {
  svc: string;
  lvl: Lvl;
  msg: string;
  /** ms after the moment the emit is anchored to */
  dt?: number;
}

export interface FlowCtx {
  path: string[];
  /** the service right before the origin on this path, if any */
  caller?: string;
  /** failing flows so far */
  n: number;
  /** ms since the fault started */
  since: number;
}

export interface Fault {
  cat: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** share of the flows through the origin that fail (after `ramp` seconds) */
  failRate?: number;
  ramp?: number;
  fail?: (r: Rng, c: FlowCtx) => Emit[];
  /** only flows on these paths fail */
  match?: (path: string[]) => boolean;
  ticks?: { every: number; jitter?: number; gen: (r: Rng, k: number) => Emit[] }[];
  once?: { dt: number; gen: (r: Rng) => Emit[] }[];
  /** the origin's normal lines stop at the start */
  silent?: boolean;
  /** a release or config change on the origin `changeLead` seconds before the start */
  change?: boolean;
  changeLead?: number;
}

export interface Episode {
  at: number;
  gen: (r: Rng) => Emit[];
}

export interface StreamSpec {
  estate: Estate;
  t0: number;
  minutes: number;
  target: number;
  fault?: Fault;
  faultAt?: number;
  changeAt: number;
  changeSvc: string;
  episodes: ((r: Rng, at: number) => Emit[])[];
}

const VERS: Record<Runtime, (r: Rng) => string> = {
  java: (r) => `${r.i(3, 7)}.${r.i(0, 40)}.${r.i(0, 9)}`,
  node: (r) => `${r.i(1, 4)}.${r.i(0, 60)}.${r.i(0, 9)}`,
  python: (r) => `${r.i(2024, 2026)}.${r.i(1, 12)}.${r.i(0, 9)}`,
  go: (r) => `v${r.i(1, 3)}.${r.i(0, 30)}.${r.i(0, 9)}`,
  dotnet: (r) => `${r.i(1, 9)}.${r.i(0, 20)}.${r.i(100, 999)}`,
  ruby: (r) => `${r.i(1, 5)}.${r.i(0, 30)}.${r.i(0, 9)}`,
  cpp: (r) => `${r.i(2, 4)}.${r.i(0, 12)}.${r.i(0, 9)}`,
};

const camel = (s: string) =>
  s
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

/** What a service prints when a new version starts (or its config is reloaded). */
export function startup(svc: string, rt: Runtime, r: Rng, reload: boolean): Line[] {
  const v = VERS[rt](r);
  if (reload) {
    return [
      ["info", `${rt === "go" || rt === "cpp" ? "received SIGHUP, " : ""}reloading configuration`],
      [
        "info",
        `configuration reloaded: ${r.i(1, 4)} keys changed (${r.p(["feature.flags", "log.level", "limits.*", "featureToggles.newCheckinFlow"])})`,
      ],
    ];
  }
  switch (rt) {
    case "java":
      return [
        ["info", `Starting ${camel(svc)}Application v${v} using Java 21.0.${r.i(2, 5)} with PID 1`],
        ["info", "Tomcat started on port 8080 (http) with context path '/'"],
        [
          "info",
          `Started ${camel(svc)}Application in ${r.i(6, 19)}.${r.i(100, 999)} seconds (process running for ${r.i(20, 30)}.1)`,
        ],
      ];
    case "node":
      return [["info", `${svc} ${v} listening on 0.0.0.0:3000 (commit ${r.hex(7)}, node v20.${r.i(10, 18)}.0)`]];
    case "python":
      return [
        ["info", `Starting gunicorn 22.0.0`],
        ["info", `Listening at: http://0.0.0.0:8000 (1)`],
        ["info", `Booting worker with pid: ${r.i(7, 40)}`],
        ["info", `${svc} ${v} ready`],
      ];
    case "go":
      return [["info", `starting ${svc} version=${v} commit=${r.hex(7)} listen=:8080`]];
    case "dotnet":
      return [
        ["info", "Now listening on: http://[::]:8080"],
        ["info", "Application started. Press Ctrl+C to shut down."],
        ["info", `Hosting environment: Production (build ${v})`],
      ];
    case "ruby":
      return [
        ["info", "Puma starting in cluster mode..."],
        ["info", `* Puma version: 6.4.${r.i(0, 3)} (ruby 3.3.${r.i(0, 5)}-p0) ("The Eagle of Durango")`],
        ["info", `- Worker 0 (PID: ${r.i(20, 90)}) booted in 0.${r.i(10, 99)}s, phase: 0`],
      ];
    default:
      return [["info", `${svc} ${v} starting (build ${r.hex(8)})`]];
  }
}

function probe(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "node":
      return `GET /healthz 200 ${r.i(0, 3)}.${r.i(100, 999)} ms - 15`;
    case "python":
      return `"GET /health/ HTTP/1.1" 200 2 ${r.i(1, 4)}ms`;
    default:
      return "GET /healthz 200";
  }
}

export function build(spec: StreamSpec, r: Rng): Rec[] {
  const { estate: E, t0, fault: F } = spec;
  const dur = spec.minutes * 60000;
  const end = t0 + dur;
  const recs: Rec[] = [];
  const rt = new Map(E.svcs.map((s) => [s.name, s.rt]));
  const okOf = new Map(E.svcs.map((s) => [s.name, s.ok]));
  const fa = spec.faultAt ?? Number.POSITIVE_INFINITY;
  const silenced = (svc: string, t: number) => !!F && F.silent && svc === F.origin && t >= fa;
  const push = (t: number, svc: string, level: Lvl, msg: string, req?: string) => {
    if (t < t0 || t >= end) return;
    recs.push({ t, svc, level, msg, ...(req && E.traced ? { req } : {}) });
  };
  const pushEmits = (t: number, es: Emit[], req?: string) => {
    for (const e of es) push(t + (e.dt ?? 0), e.svc, e.lvl, e.msg, req);
  };
  const periodic = (every: number, phase: number, fn: (t: number, k: number) => void) => {
    let k = 0;
    for (let t = t0 + phase; t < end; t += every * 1000 * (0.85 + r.f() * 0.3)) fn(t, k++);
  };

  // episodes: an emit `{ msg: "mute", lvl: "debug" }` mutes that service's periodic lines for `dt` ms; in a failing
  // window the failing service's share of an episode is left out
  const mutes: { svc: string; from: number; to: number }[] = [];
  for (const ep of spec.episodes) {
    const at = t0 + r.i(Math.floor(dur * 0.1), Math.floor(dur * 0.85));
    for (const e of ep(r, at)) {
      if (F && e.svc === F.origin) continue;
      if (e.lvl === "debug" && e.msg === "mute") mutes.push({ svc: e.svc, from: at, to: at + (e.dt ?? 0) });
      else push(at + (e.dt ?? 0), e.svc, e.lvl, e.msg);
    }
  }
  const muted = (svc: string, t: number) => mutes.some((m) => m.svc === svc && t >= m.from && t < m.to);
  // fixed background
  for (const s of E.svcs) {
    if (!s.probe) continue;
    periodic(15, r.i(0, 15000), (t) => {
      if (!silenced(s.name, t)) push(t, s.name, "info", probe(s.rt, r));
    });
  }
  for (const j of E.jobs) {
    periodic(j.every, r.i(0, j.every * 1000), (t) => {
      if (!silenced(j.svc, t) && !muted(j.svc, t)) for (const [l, m] of j.gen(r)) push(t, j.svc, l, m);
    });
  }
  {
    let t = t0 + r.i(500, 8000);
    while (t < end) {
      for (const [l, m] of E.noisy.gen(r)) push(t, E.noisy.svc, l, m);
      t += r.exp(E.noisy.every * 1000);
    }
  }
  for (const j of [...E.noise, ...E.deprecations]) {
    let t = t0 + r.exp(j.every * 500);
    while (t < end) {
      if (!silenced(j.svc, t)) for (const [l, m] of j.gen(r)) push(t, j.svc, l, m);
      t += r.exp(j.every * 1000);
    }
  }
  for (const j of E.retries) {
    let t = t0 + r.exp(j.every * 700);
    while (t < end) {
      if (!silenced(j.svc, t)) {
        const [w, ok] = j.gen(r);
        push(t, j.svc, "warn", w);
        push(t + r.i(120, 2500), j.svc, "info", ok);
      }
      t += r.exp(j.every * 1000);
    }
  }
  // the unrelated change near the fault (or mid-window)
  {
    const svc = spec.changeSvc;
    const lines = startup(svc, rt.get(svc) ?? "go", r, r.chance(0.4));
    lines.forEach(([l, m], i) => {
      push(spec.changeAt + i * r.i(40, 900), svc, l, m);
    });
  }

  // request traffic sized to the target
  const others = recs.length;
  const wsum = E.flows.reduce((s, f) => s + f.w, 0);
  const avgLen = E.flows.reduce((s, f) => s + f.w * f.path.length, 0) / wsum;
  const lambda = Math.max(200, spec.target - others) / avgLen / (dur / 1000);
  let n = 0;
  for (let t = t0 + r.exp(1000 / lambda); t < end; t += r.exp(1000 / lambda)) {
    let x = r.f() * wsum;
    let flow = E.flows[0];
    for (const f of E.flows) {
      x -= f.w;
      if (x < 0) {
        flow = f;
        break;
      }
    }
    const req = r.hex(16);
    const oi = F ? flow.path.indexOf(F.origin) : -1;
    if (F?.fail && oi >= 0 && t >= fa && (!F.match || F.match(flow.path))) {
      const ramp = (F.ramp ?? 20) * 1000;
      const rate = (F.failRate ?? 1) * Math.min(1, (t - fa) / ramp + 0.15);
      if (r.f() < rate) {
        pushEmits(t, F.fail(r, { path: flow.path, caller: flow.path[oi - 1], n: n++, since: t - fa }), req);
        // services before the caller still log their own line about the request
        for (let i = oi - 2; i >= 0; i--)
          push(t + r.i(200, 3000), flow.path[i], "warn", failedAccess(flow.path[i], rt, r));
        continue;
      }
    }
    let lat = 0;
    for (let i = flow.path.length - 1; i >= 0; i--) {
      const svc = flow.path[i];
      lat += r.i(4, i === 0 ? 300 : 80);
      if (silenced(svc, t)) continue;
      const ok = okOf.get(svc);
      if (ok) push(t + lat, svc, "info", ok(r, flow.path), req);
    }
  }

  // the fault's own periodic and one-off lines
  if (F && Number.isFinite(fa)) {
    if (F.change) {
      const lead = (F.changeLead ?? r.i(30, 150)) * 1000;
      startup(F.origin, rt.get(F.origin) ?? "go", r, false).forEach(([l, m], i) => {
        push(fa - lead + i * r.i(100, 900), F.origin, l, m);
      });
    }
    for (const tk of F.ticks ?? []) {
      let k = 0;
      for (
        let t = fa + r.i(0, tk.every * 500);
        t < end;
        t += tk.every * 1000 * (1 - (tk.jitter ?? 0.3) / 2 + r.f() * (tk.jitter ?? 0.3))
      )
        pushEmits(t, tk.gen(r, k++));
    }
    for (const o of F.once ?? []) pushEmits(fa + o.dt * 1000, o.gen(r));
  }

  // skew per service, then sort by printed time
  const skew = new Map(E.svcs.map((s) => [s.name, r.i(-300, 300)]));
  for (const x of recs) x.t += skew.get(x.svc) ?? 0;
  recs.sort((a, b) => a.t - b.t);
  return recs;
}

function failedAccess(svc: string, rt: Map<string, Runtime>, r: Rng): string {
  const t = r.i(1000, 30000);
  switch (rt.get(svc)) {
    case "node":
      return `POST /api/${r.p(["bookings", "checkin", "orders", "v2/folio"])} 502 ${t}.${r.i(100, 999)} ms - 98`;
    case "python":
      return `"POST /api/v1/${r.p(["tickets", "sailings", "payments"])}/ HTTP/1.1" 502 112 ${t}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 POST /api/checkin - 502 0 application/problem+json ${t}.${r.i(1000, 9999)}ms`;
    default:
      return `request failed status=502 duration=${t}ms`;
  }
}
