// Background traffic: arrivals of the estate's request flows at a Poisson rate that drifts a little over
// the window, each arrival's lines tagged with one id; incident hooks may rewrite an arrival.
import { emit, isDown, service } from "./ctx.js";
import type { Ctx } from "./types.js";

export function background(c: Ctx, perSec: number): void {
  const r = c.rng;
  const items = c.estate.flows.map((f) => [f, f.weight] as const);
  const span = c.end - c.start;
  const phase = r.float(0, Math.PI * 2);
  const rate = (t: number) => perSec * (1 + 0.22 * Math.sin(phase + ((t - c.start) / span) * Math.PI * 2));
  let t = c.start + r.exp(1000 / rate(c.start));
  while (t < c.end) {
    const flow = r.weighted(items);
    let steps = flow.run(c, t);
    for (const h of c.hooks) {
      const out = h(flow, t, steps, c);
      if (out) {
        steps = out;
        break;
      }
    }
    const id = c.estate.idStyle === "none" ? undefined : c.estate.newId(r);
    const replica = new Map<string, number>();
    for (const s of steps) {
      const at = t + s.dt;
      if (isDown(c, s.svc, at)) continue;
      const reps = service(c, s.svc).replicas;
      if (!replica.has(s.svc)) replica.set(s.svc, reps > 1 ? r.int(1, reps) : 1);
      emit(c, at, s.svc, s.level ?? "info", s.msg, {
        ...(s.stack ? { stack: s.stack } : {}),
        ...(s.errType ? { errType: s.errType } : {}),
        ...(id ? { id } : {}),
        rep: replica.get(s.svc) ?? 1,
      });
    }
    t += r.exp(1000 / rate(t));
  }
}
