// Healthy background traffic: requests through the estate (Poisson arrivals), scheduled jobs, health probes and,
// when asked, the estate's chronic harmless errors from the first minute.
import { poisson } from "./context.js";
import type { Ctx, Memo } from "./types.js";

export function memo(ctx: Ctx): Memo {
  const seen = new Map<string, string>();
  return (key, make) => {
    let v = seen.get(key);
    if (v === undefined) {
      v = make(ctx.r);
      seen.set(key, v);
    }
    return v;
  };
}

/** Mean lines one request writes in this estate. */
export function linesPerFlow(ctx: Ctx): number {
  const w = ctx.e.flows.reduce((s, f) => s + f.weight, 0);
  return ctx.e.flows.reduce((s, f) => s + f.weight * f.steps.length, 0) / w;
}

/** Lines the jobs, probes and chronic errors write per second. */
export function fixedRate(ctx: Ctx, chronic: number): number {
  const e = ctx.e;
  let perSec = 0;
  for (const j of e.jobs) perSec += j.lines(ctx.r.fork(1)).length / j.everySec;
  for (const p of e.probes) perSec += 1 / p.everySec;
  for (const c of e.chronic.slice(0, chronic)) perSec += 1 / c.everySec;
  return perSec;
}

export function background(
  ctx: Ctx,
  flowsPerSec: number,
  chronic: number,
  dropFlow: (flow: string, t: number) => boolean = () => false,
): void {
  const { r, e, w } = ctx;
  const total = e.flows.reduce((s, f) => s + f.weight, 0);
  // Traffic drifts a little over the window, as real load does.
  const drift = r.float(-0.25, 0.25);
  const dur = w.t1 - w.t0;
  for (const start of poisson(r, 1000 / flowsPerSec, w.t0 - 3000, w.t1)) {
    const frac = (start - w.t0) / dur;
    if (drift < 0 && r.chance(-drift * frac)) continue;
    if (drift > 0 && r.chance(drift * (1 - frac))) continue;
    let x = r.next() * total;
    let flow = e.flows[0];
    for (const f of e.flows) {
      x -= f.weight;
      if (x <= 0) {
        flow = f;
        break;
      }
    }
    if (dropFlow(flow.name, start)) continue;
    const id = ctx.newId();
    const m = memo(ctx);
    m("__id", () => id);
    let t = start;
    for (const st of flow.steps) {
      t += Math.round(st.dt * r.float(0.5, 1.8));
      ctx.log(t, st.role, st.level ?? "INFO", st.text(r, t, m), { trace: id });
    }
  }
  for (const j of e.jobs) {
    let t = w.t0 + r.float(0, j.everySec * 1000);
    while (t < w.t1) {
      let tt = t;
      for (const [level, msg] of j.lines(r)) {
        ctx.log(tt, j.role, level, msg);
        tt += r.int(40, 900);
      }
      t += j.everySec * 1000 * r.float(0.97, 1.03);
    }
  }
  for (const p of e.probes) {
    let t = w.t0 + r.float(0, p.everySec * 1000);
    while (t < w.t1) {
      ctx.log(t, p.role, "INFO", p.text(r));
      t += p.everySec * 1000 + r.int(-30, 30);
    }
  }
  for (const c of e.chronic.slice(0, chronic)) {
    let t = w.t0 + r.float(0, c.everySec * 1000);
    while (t < w.t1) {
      ctx.log(t, c.role, c.level, c.text(r));
      t += c.everySec * 1000 * r.float(0.75, 1.25);
    }
  }
}
