// Builds one aggregated stream: background flows, periodic jobs, noise, benign extras and the scenario's own events.
import { deprecation, ESTATES, type Estate, type Runtime, rtOf } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Ctx {
  r: Rng;
  e: Estate;
  t0: number;
  onset: number;
  end: number;
  /** Background flows per second divided by one: scales incident event rates with the file size. */
  scale: number;
  emit(t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void;
  /** Poisson times in [from, to) with mean gap `gapSec` at scale 1 (shrinks as the file grows). */
  times(from: number, to: number, gapSec: number, fixed?: boolean): number[];
  tid(): string | undefined;
  rt(svc: string): Runtime;
}

export interface Spec {
  cat: Category;
  estate: Estate["key"];
  origin: string;
  uses: string[];
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** Share of background flows through the origin that vanish after onset (failed requests are logged by run). */
  drop?: number;
  run(c: Ctx): void;
}

export interface QuietSpec {
  estate: Estate["key"];
  note: string;
  uses: string[];
  run(c: Ctx): void;
}

export interface Built {
  lines: string[];
  onset: number;
}

export function build(
  spec: Spec | QuietSpec,
  format: Format,
  r: Rng,
  target: number,
  windowMin: number,
  t0: number,
): Built {
  const e = ESTATES[spec.estate];
  const origin = "origin" in spec ? spec.origin : null;
  const need = [...new Set([...(origin ? [origin] : []), ...spec.uses])];
  const k = Math.max(need.length, r.int(5, 12));
  const pool = r.shuffle(e.services.map((s) => s.name).filter((n) => !need.includes(n)));
  const names = [...need, ...pool.slice(0, Math.max(0, k - need.length))];
  const noise = r.shuffle(e.noise.filter(([n]) => n !== origin));
  const noisy = noise.find(([n]) => names.includes(n)) ?? noise[0];
  if (!names.includes(noisy[0])) names.push(noisy[0]);
  const skew = new Map(names.map((n) => [n, r.int(-250, 250)]));
  const end = t0 + windowMin * 60000;
  const onset = t0 + Math.round(windowMin * 60000 * (0.3 + r.next() * 0.35));
  const traced = e.trace !== "none" && r.chance(0.7);
  const tid = () => {
    if (!traced) return undefined;
    if (e.trace === "w3c") return `00-${r.hex(32)}-${r.hex(16)}-01`;
    if (e.trace === "uuid") return r.uuid();
    return r.hex(12);
  };
  const evs: Ev[] = [];
  const emit = (t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string) => {
    if (t < t0 || t >= end) return;
    if (!skew.has(svc)) skew.set(svc, r.int(-250, 250));
    evs.push({ t: Math.round(t), svc, level, msg, stack, trace });
  };
  const inFile = (n: string) => names.includes(n);
  const flows = e.flows.map((f) => f.filter(inFile)).filter((f) => f.length > 0);
  const avgHops = flows.reduce((s, f) => s + f.length, 0) / Math.max(1, flows.length);
  const secs = windowMin * 60;
  const jobsPerSec = names.reduce((s, n) => {
    const sv = e.services.find((x) => x.name === n);
    return s + (sv ? sv.jobs.reduce((a, [g]) => a + 1 / g, 0) : 0) + 1 / 20;
  }, 0);
  const flowRate = Math.max(0.05, (target * 0.9 - jobsPerSec * secs) / (avgHops * secs));
  const scale = Math.min(30, Math.max(0.3, flowRate));
  const times = (from: number, to: number, gapSec: number, fixed = false) => {
    const out: number[] = [];
    const g = (gapSec * 1000) / (fixed ? 1 : scale);
    for (
      let t = from + (fixed ? 0 : r.exp(g));
      t < Math.min(to, end);
      t += fixed ? g * (0.9 + r.next() * 0.2) : r.exp(g)
    )
      out.push(t);
    return out;
  };
  const c: Ctx = { r, e, t0, onset, end, scale, emit, times, tid, rt: (n) => rtOf(e, n) };

  // background flows
  const drop = origin ? ("drop" in spec && spec.drop !== undefined ? spec.drop : 0.45) : 0;
  for (let t = t0 + r.exp(1000 / flowRate); t < end; t += r.exp(1000 / flowRate)) {
    const f = r.pick(flows);
    if (origin && t >= onset && f.includes(origin) && r.chance(drop)) continue;
    const id = tid();
    let h = t;
    for (const n of f) {
      const sv = e.services.find((x) => x.name === n);
      if (!sv) continue;
      const [lv, m] = sv.req(r);
      emit(h, n, lv, m, undefined, id);
      h += r.int(2, 60);
    }
  }
  // periodic jobs and health checks
  for (const n of names) {
    const sv = e.services.find((x) => x.name === n);
    for (const [gap, fn] of sv?.jobs ?? []) {
      for (const t of times(t0 + r.int(0, gap * 1000), end, gap, true)) {
        const [lv, m] = fn(r);
        emit(t, n, lv, m);
      }
    }
    for (const t of times(t0 + r.int(0, 20000), end, 20, true)) emit(t, n, "debug", health(rtOf(e, n), r));
  }
  // constant-rate noise from the first minute
  const gap = r.int(4, 15) / Math.sqrt(scale);
  for (const t of times(t0 + r.int(0, 30000), end, gap, true)) {
    const [lv, m] = noisy[1](r);
    emit(t, noisy[0], lv, m);
  }
  // benign extras: deprecations, retries that succeed, slow requests, an unrelated rollout
  for (const n of names) {
    if (r.chance(0.5)) emit(t0 + r.int(0, secs * 1000), n, "warn", deprecation(rtOf(e, n), r));
  }
  for (const t of times(t0, end, 150, true)) {
    const n = r.pick(names);
    if (n === origin) continue;
    const dep = r.pick(names.filter((x) => x !== n));
    emit(t, n, "warn", retryLine(rtOf(e, n), dep, r));
    emit(t + r.int(150, 1800), n, "info", `request to ${dep} succeeded on attempt 2`);
  }
  for (const t of times(t0, end, 90, true)) {
    const n = r.pick(names);
    emit(
      t,
      n,
      "warn",
      `slow request: ${r.pick(["GET", "POST"])} /internal/${r.pick(["sync", "batch", "export", "report"])} took ${r.int(2100, 9800)}ms (threshold 2000ms)`,
    );
  }
  const other = r.pick(names.filter((n) => n !== origin));
  rollout(c, other, t0 + r.int(60000, secs * 1000 - 60000), false);

  spec.run(c);

  const pad = Math.max(...[...skew.keys()].map((n) => n.length)) + 4;
  const printed = evs.map((ev) => ({ ev, p: ev.t + (skew.get(ev.svc) ?? 0) }));
  printed.sort((a, b) => a.p - b.p);
  const lines: string[] = [];
  for (const { ev, p } of printed) lines.push(...render(format, ev, new Date(p).toISOString(), pad, e.ns));
  return { lines, onset };
}

function health(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "java":
      return `GET /actuator/health/liveness 200 ${r.int(1, 6)}ms`;
    case "go":
      return `http: GET /healthz 200 (${r.int(80, 900)}µs) ua=kube-probe/1.29`;
    case "python":
      return `"GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    case "node":
      return `GET /health 200 ${r.int(0, 3)}ms`;
    case "dotnet":
      return `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://${"0.0.0.0"}:8080/healthz/ready - 200 - text/plain ${(r.next() * 2).toFixed(4)}ms`;
    case "ruby":
      return `Started GET "/up" for 10.0.${r.int(0, 9)}.${r.int(2, 250)}`;
    case "elixir":
      return `GET /health -> 200 in ${r.int(100, 900)}µs`;
    case "rust":
      return `health probe ok uptime_s=${r.int(1000, 900000)}`;
    default:
      return "probe ok";
  }
}

function retryLine(rt: Runtime, dep: string, r: Rng): string {
  switch (rt) {
    case "java":
      return `o.s.r.s.RetryTemplate - Retry: count=1 calling ${dep} after java.net.SocketTimeoutException: Read timed out`;
    case "python":
      return `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPConnectionPool(host='${dep}', port=8080): Read timed out. (read timeout=5)")'`;
    case "go":
      return `retrying request\tupstream=${dep} attempt=1 backoff=${r.int(50, 400)}ms err="unexpected EOF"`;
    case "dotnet":
      return `Polly[0] Execution attempt. Source: '${dep}-pipeline/Retry', Result: '503', Handled: 'True', Attempt: '0'`;
    default:
      return `call to ${dep} failed (503), retrying in ${r.int(100, 900)}ms (attempt 1/3)`;
  }
}

/** An ordinary rollout of `svc`: stop, start, ready. `crash` omits ready. */
export function rollout(c: Ctx, svc: string, t: number, crash: boolean, version?: string): void {
  const v = version ?? `v${c.r.int(1, 9)}.${c.r.int(0, 40)}.${c.r.int(0, 9)}`;
  const rt = c.rt(svc);
  const starts: Record<string, string> = {
    java: `Started Application in ${(c.r.next() * 10 + 5).toFixed(3)} seconds (process running for ${(c.r.next() * 10 + 6).toFixed(3)})`,
    go: `server listening\taddr=:8080 version=${v}`,
    python: `Booting worker with pid: ${c.r.int(7, 90)}`,
    node: `server listening on http://0.0.0.0:3000 (version ${v})`,
    dotnet: "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
    ruby: `* Listening on http://0.0.0.0:3000 (Puma version: 6.4.2, app ${v})`,
    elixir: `Running Endpoint with Bandit 1.5.7 at :::4000 (http) release ${v}`,
    rust: `listening on 0.0.0.0:8080 build=${v}`,
  };
  c.emit(t, svc, "info", `received SIGTERM, draining connections (rollout to ${v})`);
  c.emit(t + 2500, svc, "info", starts[rt] ?? `started ${v}`);
  if (!crash) c.emit(t + 4000, svc, "info", `readiness OK, serving traffic (${v})`);
}
