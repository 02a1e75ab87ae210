// Builds one aggregated stream: background traffic, the scenario's lines, skew, ordering by printed time, rendering.
import { makeCtx } from "./estates.js";
import { render } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Estate, Ev, Format, Spec } from "./types.js";

export interface StreamPlan {
  estate: Estate;
  format: Format;
  start: number; // window start, ms
  minutes: number;
  faultAt: number; // ms, for quiet windows the time of the benign bump
  scale: number;
  spec?: Spec;
  quietExtra?: (c: ReturnType<typeof makeCtx>, s: number, e: number) => Ev[];
}

export function buildStream(p: StreamPlan, r: Rng): string[] {
  const c = makeCtx(r, p.estate);
  const end = p.start + p.minutes * 60000;
  const spec = p.spec;
  const events: Ev[] = [];
  const bg = new Set<Ev>();

  for (const f of p.estate.flows) {
    const mean = 60000 / (f.perMin * (f.name === "returns" || f.name === "noise" || f.name === "deprec" ? 1 : p.scale));
    let t = p.start + r.next() * mean;
    while (t < end) {
      const tr = c.trace();
      const at = Math.round(t);
      const broken = spec && at >= p.faultAt && spec.hits?.includes(f.name) && r.chance(spec.share ?? 1);
      if (broken && spec.fail) events.push(...spec.fail(c, at, tr));
      else if (!broken)
        for (const e of f.gen(c, at, tr)) {
          bg.add(e);
          events.push(e);
        }
      t += -Math.log(1 - r.next()) * mean;
    }
  }
  for (const pj of p.estate.periodic) {
    let t = p.start + r.next() * pj.everySec * 1000;
    while (t < end) {
      const e: Ev = { t: Math.round(t), svc: pj.svc, level: pj.level, msg: pj.line(c) };
      bg.add(e);
      events.push(e);
      t += pj.everySec * 1000 + r.int(-150, 150);
    }
  }
  if (spec?.extra) events.push(...spec.extra(c, p.faultAt, end));
  if (p.quietExtra) events.push(...p.quietExtra(c, p.faultAt, end));

  // an unrelated rollout or reload near the fault
  const others = p.estate.services.map((s) => s.name).filter((n) => n !== spec?.origin);
  const dsvc = r.pick(others);
  events.push(...p.estate.deploy(c, dsvc, p.faultAt + r.int(-200000, 150000)));

  // services left out of this file (8-10 per file)
  const keep = new Set(p.estate.services.map((s) => s.name));
  const involved = new Set<string>([spec?.origin ?? "", dsvc]);
  for (const e of events) if (!bg.has(e)) involved.add(e.svc);
  const drops = p.estate.droppable.filter((d) => !involved.has(d));
  const nDrop = Math.min(drops.length, r.int(0, 2));
  for (let i = 0; i < nDrop; i++) keep.delete(drops[i]);

  const skew = new Map<string, number>();
  for (const s of p.estate.services) skew.set(s.name, r.int(-300, 300));
  const pods = new Map<string, string>();
  for (const s of p.estate.services) pods.set(s.name, `${s.name}-${r.hex(9)}-${r.hex(5)}`);

  const rows = events
    .filter((e) => keep.has(e.svc) && e.t >= p.start && e.t < end)
    .filter((e) => !(spec?.quiet && bg.has(e) && e.svc === spec.origin && e.t >= p.faultAt))
    .map((e, i) => ({ e, printed: e.t + (skew.get(e.svc) ?? 0), i }));
  rows.sort((a, b) => a.printed - b.printed || a.i - b.i);
  const pad = Math.max(...p.estate.services.map((s) => s.name.length)) + 2;
  const lines: string[] = [];
  for (const { e, printed } of rows)
    lines.push(...render(e, printed, p.format, { namespace: p.estate.namespace, pad, pod: (s) => pods.get(s) ?? s }));
  return lines;
}
