// Builds one interleaved stream: background noise over the whole window, then the fault and its echoes.
import type { Estate, Line } from "./estates.js";
import type { Ev } from "./formats.js";
import type { Fault, Incident } from "./incidents.js";
import { fill, type Rng } from "./rng.js";

export interface Window {
  start: number;
  end: number;
  faultAt: number | null;
  target: number;
}

export function buildStream(est: Estate, w: Window, r: Rng, inc: Incident | null, episodes: Line[][]): Ev[] {
  const skew = new Map(est.services.map((s) => [s, r.int(-300, 300)]));
  const evs: Ev[] = [];
  const push = (t: number, [svc, level, msg]: Line, trace?: string, stack?: string, memo?: Map<string, string>) => {
    evs.push({ t: t + (skew.get(svc) ?? 0), svc, level, msg: fill(msg, r, memo), trace, stack: stack?.split("\n") });
  };
  const dur = w.end - w.start;
  const every = (gapMs: number, f: (t: number) => void) => {
    for (let t = w.start + r.int(0, gapMs); t < w.end; t += gapMs * (0.8 + 0.4 * r.next())) f(t);
  };
  // request/job traffic sized to the target line count
  const total = est.traffic.reduce((s, [wt]) => s + wt, 0);
  const avg = est.traffic.reduce((s, [wt, ls]) => s + wt * ls.length, 0) / total;
  const gap = dur / ((w.target * 0.8) / avg);
  every(gap, (t) => {
    let x = r.next() * total;
    let tr = est.traffic[0];
    for (const c of est.traffic) {
      x -= c[0];
      if (x < 0) {
        tr = c;
        break;
      }
    }
    const id = r.hex(12);
    const memo = new Map<string, string>();
    for (const [i, l] of tr[1].entries()) push(t + i * r.int(5, 400), l, id, undefined, memo);
  });
  for (const h of est.health) every(15000, (t) => push(t, h));
  for (const p of est.periodic)
    every(60000, (t) => {
      for (const [i, l] of p.entries()) push(t + i * r.int(200, 3000), l);
    });
  every(r.int(15000, 30000), (t) => push(t, est.noisy));
  for (const d of est.deprecation) every(r.int(40000, 90000), (t) => push(t, d));
  for (const [a, b] of est.retry)
    every(r.int(80000, 150000), (t) => {
      const memo = new Map<string, string>();
      push(t, a, undefined, undefined, memo);
      push(t + r.int(2000, 15000), b, undefined, undefined, memo);
    });
  for (const ep of episodes)
    every(r.int(60000, 140000), (t) => {
      const memo = new Map<string, string>();
      for (const [i, l] of ep.entries()) push(t + i * r.int(800, 9000), l, undefined, undefined, memo);
    });
  // an unrelated rollout somewhere mid-window
  push(w.start + dur * (0.3 + 0.4 * r.next()), r.pick(est.deploys));
  if (inc && w.faultAt !== null) {
    const f0 = w.faultAt;
    if (inc.pre) push(f0 - r.int(5000, 40000), inc.pre);
    const fgap = r.int(2500, 7000);
    for (let t = f0; t < w.end; t += fgap * (0.5 + r.next())) {
      const f: Fault = t === f0 ? inc.fault[0] : r.pick(inc.fault);
      push(t, [inc.origin, f.level, f.msg], undefined, f.stack);
    }
    for (const s of inc.symptoms) {
      const sgap = r.int(3000, 9000);
      for (let t = f0 + r.int(1500, 12000); t < w.end; t += sgap * (0.5 + r.next())) push(t, s, r.hex(12));
    }
  }
  return evs.sort((a, b) => a.t - b.t);
}
