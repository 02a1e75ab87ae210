// Background traffic of an estate over a window: request flows as Poisson arrivals with a gentle swell, periodic
// ticks (probes, telemetry, jobs) and one chronic harmless error from the first minute. Also the suppression an
// incident applies to background lines and the thinning that keeps a file under its line budget.
import type { Rng } from "./rng.js";
import type { Chronic, Ctx, Ev, Suppress } from "./types.js";

export function background(c: Ctx, r: Rng, target: number): Ev[] {
  const dur = c.end - c.start;
  const out: Ev[] = [];
  for (const tk of c.e.ticks) {
    let t = c.start + r.int(0, tk.every);
    while (t < c.end) {
      for (const e of tk.make(r, t)) out.push({ ...e, bg: true });
      t += tk.every * r.float(0.93, 1.07);
    }
  }
  const probe = r.fork("probe");
  let lines = 0;
  for (let i = 0; i < 400; i++) lines += probe.weighted(c.e.flows, (f) => f.w).make(probe, 0).length;
  const avg = lines / 400;
  const want = Math.max(target * 0.4, target - out.length);
  const meanGap = (dur * avg) / want;
  const phase = r.float(0, Math.PI * 2);
  let t = c.start + r.exp(meanGap);
  while (t < c.end) {
    const f = r.weighted(c.e.flows, (x) => x.w);
    const id = c.e.newId(r);
    for (const e of f.make(r, t)) out.push({ ...e, rid: e.rid ?? id, bg: true });
    const swell = 1 + 0.25 * Math.sin(phase + ((t - c.start) / dur) * Math.PI * 2);
    t += r.exp(meanGap / swell);
  }
  return out;
}

export function chronic(c: Ctx, r: Rng, ch: Chronic): Ev[] {
  const out: Ev[] = [];
  let t = c.start + r.int(1500, 45000);
  while (t < c.end) {
    out.push(ch.make(r, t));
    t += r.int(ch.gap[0], ch.gap[1]);
  }
  return out;
}

export function suppress(r: Rng, evs: Ev[], rules: Suppress[]): Ev[] {
  return evs.filter((e) => {
    if (!e.bg) return true;
    for (const s of rules)
      if (e.svc === s.svc && e.t >= s.from && (!s.match || s.match.test(e.msg)) && !r.chance(s.keep)) return false;
    return true;
  });
}

/** Drops background INFO/DEBUG lines with probability p. */
export function thin(r: Rng, evs: Ev[], p: number): Ev[] {
  return evs.filter((e) => !(e.bg && (e.level === "INFO" || e.level === "DEBUG") && r.chance(p)));
}
