// Builds one window's background: request traffic, probes, periodic jobs, the noisy service,
// deprecations, retries that succeed and a deploy or config reload.
import type { Estate, Flow, Role, Runtime } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  e: Estate;
  r: Rng;
  t0: number;
  t1: number;
  events: Ev[];
  emit(t: number, svc: string, level: Level, msg: string, extra?: { trace?: string; stack?: string }): void;
  trace(): string | undefined;
  svc(role: Role): string;
  rt(svc: string): Runtime;
  /** Calls fn at Poisson-spaced times in [from, to) with the given mean gap. */
  every(from: number, to: number, meanGapMs: number, fn: (t: number) => void): void;
}

/** Lets an incident take over requests: return true when it wrote that request's lines itself. */
export type FlowHook = (c: Ctx, flow: Flow, t: number, trace: string | undefined) => boolean;

export interface Background {
  reqGapMs: number;
  flowHook?: FlowHook;
  /** Services whose own background (probes, chatter) stops from the given time. */
  silent?: { svc: string; from: number; until?: number }[];
  deploy: { svc: string; at: number; version: string };
  reload: { svc: string; at: number };
  /** Adjusts a request's success line (e.g. only the rails that still work succeed). */
  mapOk?: (svc: string, t: number, msg: string) => string;
}

export function makeCtx(e: Estate, r: Rng, t0: number, t1: number): Ctx {
  const events: Ev[] = [];
  const c: Ctx = {
    e,
    r,
    t0,
    t1,
    events,
    emit(t, svc, level, msg, extra) {
      if (t < t0 || t >= t1) return;
      const ev: Ev = { t, svc, level, msg };
      if (extra?.trace) ev.trace = extra.trace;
      if (extra?.stack) ev.stack = extra.stack;
      events.push(ev);
    },
    trace: () => (e.traceIds ? r.hex(16) : undefined),
    svc(role) {
      const s = e.roles[role];
      if (!s) throw new Error(`${e.company} has no ${role}`);
      return s;
    },
    rt(svc) {
      const s = e.services.find((x) => x.name === svc);
      if (!s) throw new Error(`${e.company} has no service ${svc}`);
      return s.runtime;
    },
    every(from, to, gap, fn) {
      let t = from + r.next() * gap;
      while (t < to) {
        fn(Math.round(t));
        t += -Math.log(1 - r.next() * 0.999) * gap;
      }
    },
  };
  return c;
}

const probe: Record<Runtime, string> = {
  node: "GET /healthz 200 1ms - kube-probe/1.29",
  java: "Readiness state UP (db=UP, diskSpace=UP, ping=UP)",
  python: '10.42.1.1 - - "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.29"',
  go: "http: GET /healthz 200 (ua=kube-probe/1.29) 0.4ms",
  dotnet: 'Health check "self" completed after 0.8123ms with status Healthy and description (null)',
  ruby: 'Completed 200 OK in 1ms (Allocations: 212) for GET "/up"',
  cpp: '"GET /ready HTTP/1.1" 200 - 0 5 0 - "kube-probe/1.29"',
};

const deployLines: Record<Runtime, (v: string) => string[]> = {
  java: (v) => [
    `Started Application in ${4 + (v.length % 5)}.812 seconds (process running for 6.2)`,
    `build ${v} serving traffic`,
  ],
  python: (v) => ["Booting worker with pid: 7", `Listening at: http://0.0.0.0:8000 (1) release=${v}`],
  go: (v) => [`starting server version=${v} addr=:8080`, "ready to serve"],
  node: (v) => [`server listening on :3000 (release ${v})`, "ready"],
  dotnet: (v) => ["Now listening on: http://[::]:8080", `Application started. Build ${v}. Press Ctrl+C to shut down.`],
  ruby: (v) => ["Puma starting in cluster mode...", `* Version 6.4.2, codename: The Eagle of Durango, release ${v}`],
  cpp: (v) => [
    `[main] hot restart epoch 3 starting, config ${v}`,
    "[main] all clusters initialized. initializing init manager",
  ],
};

const gone = (b: Background, svc: string, t: number) =>
  (b.silent ?? []).some((s) => s.svc === svc && t >= s.from && (s.until === undefined || t < s.until));

export function background(c: Ctx, b: Background): void {
  const { e, r, t0, t1 } = c;
  const totalW = e.flows.reduce((s, f) => s + f.weight, 0);
  // requests
  c.every(t0, t1, b.reqGapMs, (t) => {
    let w = r.next() * totalW;
    let flow = e.flows[0] as Flow;
    for (const f of e.flows) {
      w -= f.weight;
      if (w <= 0) {
        flow = f;
        break;
      }
    }
    const trace = c.trace();
    if (b.flowHook?.(c, flow, t, trace)) return;
    let at = t;
    const [entry, ...rest] = flow.hops;
    for (const h of rest) {
      at += r.int(4, 70);
      const msg = h.ok(r);
      c.emit(at, h.svc, "INFO", b.mapOk ? b.mapOk(h.svc, at, msg) : msg, { trace });
    }
    if (entry) c.emit(at + r.int(3, 40), entry.svc, "INFO", entry.ok(r), { trace });
  });
  // probes and chatter
  for (const s of e.services) {
    const probes = s.name.length % 2 === 0 || s.runtime === "dotnet";
    if (probes)
      c.every(t0, t1, r.int(10, 20) * 1000, (t) => {
        if (!gone(b, s.name, t)) c.emit(t, s.name, "INFO", probe[s.runtime]);
      });
    c.every(t0, t1, r.int(25, 70) * 1000, (t) => {
      if (!gone(b, s.name, t)) c.emit(t, s.name, "INFO", s.chatter(r));
    });
  }
  // noisy service, from the first minute
  c.every(t0 + r.int(2, 30) * 1000, t1, e.noisy.everySec * 1000, (t) => {
    if (!gone(b, e.noisy.svc, t)) c.emit(t, e.noisy.svc, e.noisy.level, e.noisy.msg(r));
  });
  // deprecations
  for (const d of e.deprecations)
    c.every(t0, t1, r.int(90, 200) * 1000, (t) => {
      if (!gone(b, d.svc, t)) c.emit(t, d.svc, "WARN", d.msg);
    });
  // retries that succeed
  const callers = e.flows.filter((f) => f.hops.length > 2);
  c.every(t0, t1, r.int(50, 110) * 1000, (t) => {
    const f = r.pick(callers);
    const i = r.int(1, f.hops.length - 2);
    const caller = f.hops[i]?.svc as string;
    const callee = f.hops[i + 1]?.svc as string;
    if (gone(b, caller, t) || gone(b, callee, t)) return;
    const trace = c.trace();
    const wait = r.pick([100, 200, 250, 400]);
    const why = r.pick(["connection reset by peer", "503 Service Unavailable", "read timeout after 2000ms", "EOF"]);
    c.emit(t, caller, "WARN", `call to ${callee} failed (${why}), retrying in ${wait}ms (attempt 1/3)`, { trace });
    c.emit(t + wait + r.int(20, 200), caller, "INFO", `call to ${callee} succeeded on attempt 2`, { trace });
  });
  // unrelated deploy
  {
    const { svc, at, version } = b.deploy;
    const rt = c.rt(svc);
    c.emit(at - r.int(3000, 6000), svc, "INFO", `Received SIGTERM, draining connections (rollout ${version})`);
    c.emit(
      at - r.int(500, 2500),
      svc,
      "WARN",
      `readiness probe failed: connection refused (pod ${svc}-${r.hex(5)} starting)`,
    );
    const [l1, l2] = deployLines[rt](version);
    c.emit(at, svc, "INFO", l1 as string);
    c.emit(at + r.int(200, 900), svc, "INFO", l2 as string);
  }
  // config reload
  {
    const { svc, at } = b.reload;
    c.emit(
      at,
      svc,
      "INFO",
      `config reloaded from configmap ${e.company}-${svc}-config (resourceVersion ${r.digits(8)}), ${r.int(1, 3)} keys changed`,
    );
  }
}
