// Simulates one aggregated window: flows, periodic jobs, noise, a change, and (optionally) the trouble; skew + sort.
import type { Estate, L } from "./estates.js";
import type { Ev } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Timed {
  svc: string;
  every: number;
  line: (r: Rng) => L;
  from?: number; // seconds after trouble start (or window start when quiet)
  until?: number;
}
export interface Once {
  svc: string;
  at: number; // seconds relative to trouble start (or window start when quiet)
  lines: (r: Rng) => L[];
}
export interface Fault {
  cat: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  flowKinds?: string[];
  fail?: number;
  caller?: string;
  originLine?: (r: Rng) => L;
  callerLine?: (r: Rng) => L;
  retries?: number;
  retryLine?: (r: Rng, n: number) => L;
  edgeStatus?: number;
  failMs?: [number, number];
  periodic?: Timed[];
  once?: Once[];
  quiet?: boolean;
  /** origin keeps its normal lines until this many seconds after start (default 0) */
  quietAfter?: number;
}
export interface Window {
  estate: Estate;
  start: number; // epoch ms
  minutes: number;
  fps: number;
  troubleAt: number; // ms after start (quiet windows: used as anchor for extras)
  fault: Fault | null;
  extras?: { periodic?: Timed[]; once?: Once[] };
}

export function simulate(w: Window, r: Rng): Ev[] {
  const e = w.estate;
  const end = w.start + w.minutes * 60_000;
  const t0 = w.start + w.troubleAt;
  const f = w.fault;
  const skew = new Map<string, number>();
  const pods = new Map<string, string>();
  for (const s of e.services) {
    skew.set(s.name, r.int(-300, 300));
    pods.set(s.name, `${s.name}-${r.hex(9)}-${r.hex(5)}`);
  }
  const out: Ev[] = [];
  const silenced = (svc: string, t: number) =>
    f?.quiet === true && svc === f.origin && t >= t0 + (f.quietAfter ?? 0) * 1000;
  const emit = (t: number, svc: string, l: L, trace?: string) => {
    if (t < w.start || t >= end) return;
    out.push({
      t: t + (skew.get(svc) ?? 0),
      svc,
      lvl: l.lvl,
      msg: l.msg,
      stack: l.stack,
      errType: l.errType,
      trace: e.traced ? trace : undefined,
      pod: pods.get(svc),
    });
  };
  const normal = (t: number, svc: string, l: L, trace?: string) => {
    if (!silenced(svc, t)) emit(t, svc, l, trace);
  };

  // request flows
  const totalW = e.flows.reduce((s, x) => s + x.weight, 0);
  for (
    let t = w.start + r.int(0, 900);
    t < end;
    t += Math.max(20, Math.round((-Math.log(1 - r.next()) * 1000) / w.fps))
  ) {
    let pickW = r.next() * totalW;
    const flow =
      e.flows.find((x) => {
        pickW -= x.weight;
        return pickW < 0;
      }) ?? e.flows[0];
    if (!flow) break;
    const trace = r.hex(16);
    const route = flow.route(r);
    const chain = [e.edge, ...flow.steps.map((s) => s.svc)];
    const idx = f ? chain.indexOf(f.origin) : -1;
    const hit =
      f !== null && t >= t0 && idx >= 0 && (!f.flowKinds || f.flowKinds.includes(flow.kind)) && r.chance(f.fail ?? 0.8);
    let at = t;
    if (!hit || !f) {
      for (const s of flow.steps) {
        at += r.int(4, 60);
        normal(at, s.svc, s.ok(r), trace);
      }
      at += r.int(3, 20);
      normal(at, e.edge, e.edgeLine(r, route, r.pick([200, 200, 200, 201]), at - t + r.int(10, 80)), trace);
      continue;
    }
    const caller = f.caller ?? e.edge;
    for (const s of flow.steps.slice(0, Math.max(0, idx - 1)).filter((x) => x.svc !== caller)) {
      at += r.int(4, 60);
      normal(at, s.svc, s.ok(r), trace);
    }
    const [lo, hi] = f.failMs ?? [5, 120];
    at += r.int(lo, hi);
    if (f.originLine && !f.quiet) emit(at, f.origin, f.originLine(r), trace);
    if (caller !== f.origin) {
      for (let n = 1; n <= (f.retries ?? 0); n++) {
        at += r.int(lo, hi) + 100 * n;
        if (f.originLine && !f.quiet && r.chance(0.5)) emit(at - 3, f.origin, f.originLine(r), trace);
        if (f.retryLine) emit(at, caller, f.retryLine(r, n), trace);
      }
      at += r.int(2, 15);
      if (f.callerLine) emit(at, caller, f.callerLine(r), trace);
    }
    at += r.int(1, 8);
    if (e.edge !== f.origin || !f.originLine)
      emit(at, e.edge, e.edgeLine(r, route, f.edgeStatus ?? 502, at - t + r.int(5, 40)), trace);
  }

  // periodic jobs and health checks
  for (const p of e.periodic) {
    for (let t = w.start + r.int(0, p.every * 1000); t < end; t += p.every * 1000 + r.int(-200, 200))
      normal(t, p.svc, p.line(r));
  }
  // Poisson noise
  for (const n of e.noise) {
    const mean = 60_000 / n.perMin;
    for (
      let t = w.start + r.int(0, Math.round(mean));
      t < end;
      t += Math.max(200, Math.round(-Math.log(1 - r.next()) * mean))
    ) {
      let at = t;
      for (const l of n.line(r)) {
        normal(at, n.svc, l, r.hex(16));
        at += r.int(150, 900);
      }
    }
  }
  // an unrelated change near the trouble
  const ch = r.pick(e.changes.filter((c) => c.svc !== f?.origin));
  if (ch) {
    let at = t0 + r.int(-150, 150) * 1000;
    for (const l of ch.lines(r)) {
      normal(at, ch.svc, l);
      at += r.int(300, 3000);
    }
  }
  const timed = [...(f?.periodic ?? []), ...(w.extras?.periodic ?? [])];
  for (const p of timed) {
    const from = t0 + (p.from ?? 0) * 1000;
    const until = p.until === undefined ? end : t0 + p.until * 1000;
    for (let t = from + r.int(0, 800); t < until; t += p.every * 1000 + r.int(-300, 300))
      emit(t, p.svc, p.line(r), r.hex(16));
  }
  for (const o of [...(f?.once ?? []), ...(w.extras?.once ?? [])]) {
    let at = t0 + o.at * 1000 + r.int(0, 400);
    for (const l of o.lines(r)) {
      emit(at, o.svc, l);
      at += r.int(20, 400);
    }
  }
  out.sort((a, b) => a.t - b.t);
  return out;
}
