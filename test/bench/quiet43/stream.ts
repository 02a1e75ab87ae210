// Builds one aggregated stream: normal traffic, periodic lines, a noisy service, deprecations, retries that succeed,
// an unrelated deploy or reload; then per-service clock skew, sort by printed time and render.
import { deprecation, type Estate, FLOWS, NOISY, PERIODIC, type Svc } from "./estates.js";
import { type Format, type Level, type LogEvent, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Scn {
  e: Estate;
  r: Rng;
  start: number;
  end: number;
  events: LogEvent[];
  /** service -> true time from which its info/debug lines stop */
  silent: Map<string, number>;
}

export const svcOf = (s: Scn, role: string): Svc => {
  const v = s.e.s[role];
  if (!v) throw new Error(`${s.e.id} has no ${role}`);
  return v;
};

export function add(s: Scn, t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void {
  if (t < s.start || t >= s.end) return;
  s.events.push({ t: Math.round(t), svc, level, msg, stack, trace });
}

export const tid = (s: Scn): string | undefined => (s.e.trace ? s.r.hex(s.e.id === "boxline" ? 16 : 32) : undefined);

export function newScn(e: Estate, r: Rng, start: number, minutes: number): Scn {
  return { e, r, start, end: start + minutes * 60000, events: [], silent: new Map() };
}

export function baseline(s: Scn, target: number, noisyIdx: number): string {
  const { r, e } = s;
  const flows = FLOWS[e.kind];
  const span = s.end - s.start;
  const nFlows = Math.round((target * 0.72) / 2.6);
  for (let i = 0; i < nFlows; i++) {
    const f = r.pick(flows);
    let t = s.start + r.next() * span;
    const trace = tid(s);
    for (const st of f(r, e)) {
      const svc = e.s[st.role];
      if (!svc) continue;
      add(s, t, svc.name, "info", st.msg(r), undefined, trace);
      const last = s.events[s.events.length - 1];
      if (last) last.flow = i;
      t += r.int(3, 80);
    }
  }
  for (const p of PERIODIC[e.kind]) {
    const svc = e.s[p.role];
    if (!svc) continue;
    for (let t = s.start + r.int(0, p.every * 1000); t < s.end; t += p.every * 1000 + r.int(-400, 400))
      add(s, t, svc.name, p.level, p.msg(r));
  }
  const noisy = NOISY[e.kind][noisyIdx % NOISY[e.kind].length];
  const nsvc = noisy ? e.s[noisy.role] : undefined;
  if (noisy && nsvc)
    for (let t = s.start + r.int(500, 20000); t < s.end; t += noisy.every * 1000 * (0.4 + r.next() * 1.2))
      add(s, t, nsvc.name, noisy.level, noisy.msg(r));
  for (const svc of Object.values(e.s)) {
    const n = r.int(1, 3);
    for (let i = 0; i < n; i++) add(s, s.start + r.next() * span, svc.name, "warn", deprecation(svc.rt, r));
  }
  // retries that succeed
  const callers = Object.values(e.s);
  for (let i = 0; i < r.int(3, 7); i++) {
    const a = r.pick(callers);
    const b = r.pick(callers.filter((x) => x !== a));
    const t = s.start + r.next() * span;
    const trace = tid(s);
    add(s, t, a.name, "warn", retryLine(a, b, r, 1), undefined, trace);
    add(s, t + r.int(150, 900), a.name, "info", `call to ${b.name} succeeded on attempt 2`, undefined, trace);
  }
  return nsvc?.name ?? "";
}

function retryLine(a: Svc, b: Svc, r: Rng, attempt: number): string {
  const why = r.pick([
    "503 Service Unavailable",
    "connection reset by peer",
    "read timeout after 2000ms",
    "502 Bad Gateway",
  ]);
  switch (a.rt) {
    case "java":
      return `Retrying call to ${b.name} (attempt ${attempt + 1}/3) after ${why}`;
    case "go":
      return `retrying request to http://${b.name}:8080 attempt=${attempt} backoff=${r.int(100, 400)}ms err="${why}"`;
    case "node":
      return `upstream ${b.name} ${why}, retry ${attempt}/3 in ${r.int(100, 500)}ms`;
    case "python":
      return `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by '${why}': /internal`;
    case "dotnet":
      return `Polly: Delaying for ${r.int(100, 600)}ms, then making retry ${attempt} of ${b.name}. Reason: ${why}`;
    case "ruby":
      return `Faraday::RetriableResponse from ${b.name}: ${why}; retry ${attempt}/3`;
  }
}

/** A rolling deploy of one service: the lines an ordinary, harmless release writes. */
export function deploy(s: Scn, svc: Svc, t: number): void {
  const { r } = s;
  const v = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  const sha = r.hex(7);
  const lines: Record<Svc["rt"], [Level, string][]> = {
    java: [
      ["info", "Commencing graceful shutdown. Waiting for active requests to complete"],
      ["info", "Graceful shutdown complete"],
      ["info", `Starting ${svc.name} v${v} (git ${sha}) using Java 21.0.4 with PID 1`],
      [
        "warn",
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
      ],
      ["info", "HikariPool-1 - Start completed."],
      [
        "info",
        `Started ${svc.name} in ${r.int(6, 19)}.${r.int(100, 999)} seconds (process running for ${r.int(8, 21)}.4)`,
      ],
    ],
    go: [
      ["info", "received signal terminated, draining connections"],
      ["info", `starting ${svc.name} version=${v} commit=${sha} go=go1.22.5`],
      ["info", "listening on :8080"],
    ],
    node: [
      ["info", "SIGTERM received, closing server"],
      ["info", `${svc.name}@${v} starting (NODE_ENV=production, commit ${sha})`],
      ["info", "Server listening at http://0.0.0.0:3000"],
    ],
    python: [
      ["info", "Handling signal: term"],
      ["info", `Starting gunicorn 22.0.0 (${svc.name} ${v}, ${sha})`],
      ["info", "Listening at: http://0.0.0.0:8000 (1)"],
      ["info", `Booting worker with pid: ${r.int(7, 40)}`],
    ],
    dotnet: [
      ["info", "Microsoft.Hosting.Lifetime[0] Application is shutting down..."],
      ["info", `Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080 (${svc.name} ${v}+${sha})`],
      ["info", "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down."],
    ],
    ruby: [
      ["info", "- Gracefully stopping, waiting for requests to finish"],
      ["info", `Puma starting in cluster mode... * Puma version: 6.4.2 * Version ${v} (${sha})`],
      ["info", "* Listening on http://0.0.0.0:3000"],
    ],
  };
  let tt = t;
  for (const [lv, m] of lines[svc.rt]) {
    add(s, tt, svc.name, lv, m);
    tt += r.int(300, 4000);
  }
}

/** A config reload (feature flags, rate limits): harmless. */
export function reload(s: Scn, svc: Svc, t: number): void {
  const { r } = s;
  add(
    s,
    t,
    svc.name,
    "info",
    `config reloaded from ${r.pick(["consul", "configmap", "/etc/app/flags.yaml"])}: ${r.int(1, 5)} keys changed (rev ${r.int(200, 900)})`,
  );
  add(
    s,
    t + r.int(5, 50),
    svc.name,
    "info",
    `feature flag ${r.pick(["new_seat_legend", "dark_mode_portal", "fast_checkout", "autopay_banner", "split_payments_ui"])} now ${r.pick(["on", "off", "25%"])}`,
  );
}

export function finish(s: Scn, f: Format): string[] {
  const { r } = s;
  const skew = new Map<string, number>();
  for (const v of Object.values(s.e.s)) skew.set(v.name, r.int(-300, 300));
  const hushed = (x: LogEvent) => {
    const q = s.silent.get(x.svc);
    return !x.keep && q !== undefined && x.t >= q && (x.level === "info" || x.level === "debug");
  };
  const deadFlows = new Set(s.events.filter((x) => x.flow !== undefined && hushed(x)).map((x) => x.flow));
  const evs = s.events.filter((x) => !hushed(x) && !(x.flow !== undefined && deadFlows.has(x.flow)));
  for (const x of evs) x.pt = x.t + (skew.get(x.svc) ?? 0);
  evs.sort((a, b) => (a.pt ?? 0) - (b.pt ?? 0));
  const width = Math.max(...Object.values(s.e.s).map((v) => v.name.length)) + 5;
  const pods = new Map<string, string>();
  const ctx = {
    namespace: s.e.namespace,
    width,
    pod: (svc: string) => {
      let p = pods.get(svc);
      if (!p) {
        p = `${svc}-${r.hex(9)}-${r.hex(5)}`;
        pods.set(svc, p);
      }
      return p;
    },
  };
  return evs.flatMap((x) => render(f, x, ctx));
}
