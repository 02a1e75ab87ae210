// Builds one window: ordinary traffic, clock-driven jobs, chronic noise, then the incident (or a quiet
// fluctuation) on top; applies per-service clock skew, sorts by printed time and renders in one format.
import { chronics, type Estate, type Ev, flow, periodic, type Role, roles } from "./estates.js";
import { type Format, render } from "./formats.js";
import type { Incident } from "./incidents.js";
import type { Quiet } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface Window {
  e: Estate;
  fmt: Format;
  from: number; // ms
  to: number;
  faultAt: number; // ms; for quiet windows, where the fluctuation happens
  flowsPerSec: number;
  inc?: Incident;
  quiet?: Quiet;
}

/** Poisson arrivals at perMin between a and b (rate ramps up over ramp seconds). */
function arrivals(r: Rng, a: number, b: number, perMin: number, ramp = 0): number[] {
  const out: number[] = [];
  if (perMin <= 0) return out;
  let t = a;
  for (;;) {
    t += (-Math.log(1 - r.next()) * 60000) / perMin;
    if (t >= b) return out;
    const k = ramp > 0 ? Math.min(1, 0.15 + (t - a) / (ramp * 1000)) : 1;
    if (r.chance(k)) out.push(t);
  }
}

export function buildWindow(w: Window, r: Rng): string[] {
  const { e, inc } = w;
  const skew = new Map<Role, number>(roles(e).map((x) => [x, r.int(-300, 300)]));
  const silenced = new Set(inc?.silence ?? []);
  const evs: Ev[] = [];
  const alive = (x: Ev) => !(x.t >= w.faultAt && silenced.has(x.role));
  // ordinary traffic with a gentle swell
  let t = w.from;
  while (t < w.to) {
    const swell = 1 + 0.25 * Math.sin(((t - w.from) / 600000) * Math.PI);
    t += (-Math.log(1 - r.next()) * 1000) / (w.flowsPerSec * swell);
    const f = flow(e, r, t);
    if (f.every(alive)) evs.push(...f);
  }
  evs.push(...periodic(e, r, w.from, w.to).filter(alive));
  // Postgres' own low chronic background
  for (const x of arrivals(r, w.from, w.to, 0.5))
    evs.push({ t: x, role: "pg", level: "info", msg: "could not receive data from client: Connection reset by peer" });
  for (const x of arrivals(r, w.from, w.to, 0.4))
    evs.push({
      t: x,
      role: "pg",
      level: "error",
      msg: `ERROR:  duplicate key value violates unique constraint "${e.nouns.a}s_idempotency_key_key"\nDETAIL:  Key (idempotency_key)=(${r.uuid()}) already exists.\nSTATEMENT:  INSERT INTO ${e.nouns.a}s (idempotency_key, payload) VALUES ($1, $2)`,
    });
  // chronic noise, scaled per window, boosted by the incident or a quiet burst
  for (const c of chronics(e)) {
    const base = c.perMin * r.float(0.7, 1.3);
    const boost = inc?.boost?.key === c.key ? inc.boost.factor : 1;
    const burst = w.quiet?.burst?.key === c.key ? w.quiet.burst : undefined;
    const segs: Array<[number, number, number]> = burst
      ? [
          [w.from, w.faultAt, base],
          [w.faultAt, Math.min(w.to, w.faultAt + burst.forSec * 1000), base * burst.factor],
          [Math.min(w.to, w.faultAt + burst.forSec * 1000), w.to, base],
        ]
      : [
          [w.from, w.faultAt, base],
          [w.faultAt, w.to, base * boost],
        ];
    for (const [a, b, rate] of segs)
      for (const x of arrivals(r, a, b, rate, rate > base ? 45 : 0)) evs.push(...c.emit(r, x).filter(alive));
  }
  if (w.quiet?.extra) evs.push(...w.quiet.extra(e, r, w.faultAt));
  if (inc) {
    for (const o of inc.once ?? [])
      evs.push({ t: w.faultAt + o.at * 1000, role: o.role, level: o.level, msg: o.msg, stack: o.stack });
    for (const rep of inc.rep) {
      const a = w.faultAt + (rep.after ?? 0) * 1000;
      const first = rep.after === undefined || rep.after === 0;
      const ts = arrivals(r, a, w.to, rep.perMin, 60);
      if (first) ts.unshift(w.faultAt); // the origin's first new line is the incident start
      for (const x of ts) evs.push({ t: x, role: rep.role, level: rep.level, msg: rep.msg(r), stack: rep.stack?.(r) });
    }
  }
  const printed = evs
    .filter((x) => x.t >= w.from && x.t < w.to)
    .map((x) => ({ ...x, ts: Math.round(x.t + (skew.get(x.role) ?? 0)), svc: e.names[x.role] }))
    .sort((a, b) => a.ts - b.ts);
  const width = Math.max(...roles(e).map((x) => e.names[x].length)) + 2;
  return printed.flatMap((p) => render(w.fmt, p, width, e.ns));
}
