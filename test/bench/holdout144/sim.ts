// Turns a scenario into time-ordered log records: request traffic along the estate's routes, faults cut at
// their origin and reported upstream in each caller's words, steady noise, one-off events and chatter.
import { type Rng, rngFrom } from "./rng.js";
import type { Ctx, Fault, Line, Rec, Scenario, Symptom } from "./types.js";
import { access, edgeError, edgeSees, rid, voice } from "./voices.js";

export interface Window {
  seed: number;
  start: number;
  minutes: number;
  lines: number;
}

const asLines = (x: Line | Line[] | null): Line[] =>
  x === null ? [] : Array.isArray(x[0]) ? (x as Line[]) : [x as Line];

export function simulate(sc: Scenario, w: Window): { recs: Rec[]; tf: number; skew: Map<string, number> } {
  const r: Rng = rngFrom(w.seed);
  const est = sc.estate;
  const t0 = w.start;
  const span = w.minutes * 60000;
  const tEnd = t0 + span;
  const tf = t0 + span * (sc.faultAt ?? 0.5);
  const drop = new Set(sc.drop ?? []);
  const routes = est.routes.filter((rt) => rt.every((s) => !drop.has(s)));
  const recs: Rec[] = [];
  const kept = new Set<Rec>();
  const emit = (t: number, svc: string, level: Line[0], msg: string, id?: string, keep = false) => {
    if (t < t0 || t >= tEnd || drop.has(svc)) return;
    const rec: Rec = { t, svc, level, msg, rid: id && est.svcs[svc]?.rid ? id : undefined };
    recs.push(rec);
    if (keep) kept.add(rec);
  };
  const win = (f: Fault) => {
    const s = t0 + span * (f.from ?? sc.faultAt ?? 0.5);
    return [s, f.forSec === undefined ? tEnd : s + f.forSec * 1000] as const;
  };

  // background first, to size the traffic to the wanted line count
  const steady = [...(sc.steady ?? []), ...est.chatter.map(([e, s, fn]) => [e, s, fn, 0] as const)];
  let bg = 0;
  for (const [every, , , from = 0] of steady) bg += (span * (1 - from)) / (every * 1000);
  const hops = routes.reduce((a, x) => a + x.length, 0) / routes.length;
  const nreq = Math.max(40, (w.lines - bg) / (hops * 1.05));
  const gap = span / nreq;

  for (let t = t0 + r.f(0, gap); t < tEnd; t += gap * r.f(0.3, 1.7)) {
    const route = r.p(routes);
    const id = rid(r, est.ridStyle);
    const method = r.p(["GET", "GET", "POST"]);
    const first = route[0] === est.edge ? route[1] : route[0];
    const path = r.p(est.svcs[first]?.paths.length ? est.svcs[first].paths : ["/"]);
    const dead = sc.faults.find((f) => {
      const [a] = win(f);
      return route.includes(f.at) && (f.silence ?? []).some(([x, y]) => t >= a + x * 1000 && t < a + y * 1000);
    });
    const fault =
      dead ??
      sc.faults.find((f) => {
        const [a, b] = win(f);
        return t >= a && t < b && route.includes(f.at) && r.c(f.rate);
      });
    const cut = fault ? route.indexOf(fault.at) : route.length;
    let tt = t;
    for (let h = 0; h < route.length && h < cut; h++) {
      tt += r.f(1, 15);
      const s = route[h];
      if (s === est.edge) continue;
      emit(tt, s, "info", est.svcs[s].ok(r), id);
    }
    if (!fault) {
      if (route[0] === est.edge) {
        tt += r.f(2, 120);
        const status = r.c(0.02) ? 404 : r.p([200, 200, 200, 201, 304]);
        emit(
          tt,
          est.edge,
          "info",
          access(est.edgeKind, est, r, tt, { status, ms: tt - t, method, path, upstream: route[1], rid: id }),
          id,
        );
      }
      continue;
    }
    // the origin handles it (or not), then each caller reports what it saw
    tt += r.f(1, 15);
    let te = tt + (fault.delay ? r.f(fault.delay[0], fault.delay[1]) : r.f(2, 60));
    const octx: Ctx = { r, svc: fault.at, callee: fault.at, path, method, est };
    for (const [l, m] of asLines(fault.origin(octx))) emit(te, fault.at, l, m, id);
    for (let h = cut - 1; h >= 0; h--) {
      te += r.f(2, 30);
      const s = route[h];
      const callee = route[h + 1];
      const seen: Symptom =
        h === cut - 1 ? fault.symptom : (fault.relayStatus ?? (fault.symptom === "timeout" ? 504 : 502));
      const cpath = r.p(est.svcs[callee]?.paths.length ? est.svcs[callee].paths : ["/"]);
      const ctx: Ctx = { r, svc: s, callee, path: s === est.edge ? path : cpath, method, est };
      if (s === est.edge) {
        const { status, flag } = edgeSees(est.edgeKind, seen);
        const a = { status, ms: te - t, method, path, upstream: callee, rid: id, flag };
        const e = edgeError(est.edgeKind, est, r, seen, a);
        if (e) emit(te - 1, s, e[0], e[1], id);
        emit(te, s, "info", access(est.edgeKind, est, r, te, a), id);
        continue;
      }
      const up = fault.up ?? {};
      const say = s in up ? up[s] : "*" in up ? up["*"] : undefined;
      if (say === null) continue;
      const lines = say ? asLines(say(ctx)) : [voiceOf(s, seen, ctx)];
      for (const [l, m] of lines) {
        emit(te, s, l, m, id);
        te += r.f(50, 400);
      }
    }
  }

  for (const [every, svc, fn, from = 0] of steady)
    for (let t = t0 + from * span + r.f(0, every * 1000); t < tEnd; t += every * 1000 * r.f(0.7, 1.3)) {
      const [l, m] = fn(r, t);
      emit(t, svc, l, m);
    }
  for (const f of sc.faults) {
    const [a, b] = win(f);
    for (const [dt, svc, l, m] of f.onset ?? []) emit(a + dt * 1000, svc, l, m, undefined, true);
    for (const [every, svc, fn] of f.periodic ?? [])
      for (let t = a + r.f(500, every * 1000); t < b; t += every * 1000 * r.f(0.8, 1.2)) {
        const [l, m] = fn(r, t);
        emit(t, svc, l, m, undefined, true);
      }
  }
  for (const [frac, svc, l, m] of sc.events ?? []) emit(t0 + frac * span, svc, l, m);

  // a dead or wedged origin prints nothing but the fault's own onset and periodic lines
  let out = recs;
  for (const f of sc.faults) {
    if (!f.silence) continue;
    const [a] = win(f);
    for (const [x, y] of f.silence) {
      const lo = a + x * 1000;
      const hi = a + y * 1000;
      out = out.filter((q) => kept.has(q) || q.svc !== f.at || q.t < lo || q.t >= hi);
    }
  }
  out.sort((a, b) => a.t - b.t);
  const skew = new Map<string, number>();
  for (const q of out) if (!skew.has(q.svc)) skew.set(q.svc, r.i(-150, 150));
  return { recs: out, tf, skew };
}

function voiceOf(svc: string, s: Symptom, c: Ctx): Line {
  return voice(c.est.svcs[svc]?.rt ?? "node", s, c);
}
