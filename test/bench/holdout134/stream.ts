// Lays out the healthy background of one window: requests arriving as a Poisson stream with a slow swell,
// scheduled lines (probes, jobs, sweeps), chronic harmless errors from the first minute and a few sporadic
// alarming-but-fine lines, at a rate that lands the file near its target length.
import { requestId } from "./domain.js";
import type { Rng } from "./rng.js";
import { Scene } from "./scene.js";
import type { Estate, Ev, Flow, NoiseSource } from "./types.js";

export interface BackgroundPlan {
  t0: number;
  t1: number;
  start: number;
  /** Lines the background should produce (incidents add their own on top). */
  target: number;
  chronic: number;
  sporadic: number;
}

function meanFlowLines(r: Rng, estate: Estate, t: number): number {
  const total = estate.flows.reduce((s, f) => s + f.weight, 0);
  let n = 0;
  for (const f of estate.flows) {
    let k = 0;
    for (let i = 0; i < 20; i++) k += f.render(r, t, "x").length;
    n += (k / 20) * (f.weight / total);
  }
  return n;
}

/** Chronic sources tick at a near-constant rate from the first minute; sporadic ones arrive at random. */
function noiseEvents(r: Rng, src: NoiseSource, t0: number, t1: number, chronic: boolean): Ev[] {
  const out: Ev[] = [];
  const gap = () => (chronic ? src.every * r.float(0.7, 1.3) : r.exp(src.every));
  for (let t = t0 + (chronic ? r.float(0, Math.min(60000, src.every)) : gap()); t < t1; t += gap())
    out.push(...src.render(r, Math.round(t)));
  return out;
}

export function buildBackground(r: Rng, estate: Estate, plan: BackgroundPlan): Scene {
  const { t0, t1 } = plan;
  const durSec = (t1 - t0) / 1000;
  const base: Ev[] = [];
  for (const p of estate.periodic) {
    for (let t = t0 + r.float(0, p.every); t < t1; t += p.every + r.float(-p.jitter, p.jitter))
      base.push(...p.render(r, Math.round(t)));
  }
  const chronic = r.shuffle(estate.chronic).slice(0, plan.chronic);
  for (const c of chronic) base.push(...noiseEvents(r, c, t0, t1, true));
  const sporadic = r.shuffle(estate.sporadic).slice(0, plan.sporadic);
  for (const s of sporadic) base.push(...noiseEvents(r, s, t0, t1, false));

  const perFlow = meanFlowLines(r.fork("estimate"), estate, t0);
  const rate = Math.max(0.4, (plan.target - base.length) / durSec / perFlow);
  const kinds = estate.flows.map((f) => [f, f.weight] as const);
  const flows: Flow[] = [];
  const phase = r.float(0, Math.PI * 2);
  for (let t = t0 + r.exp(1000 / rate); t < t1 - 1500; ) {
    const kind = r.weighted(kinds);
    const ft = Math.round(t);
    const id = requestId(r, estate.idStyle);
    flows.push({ t: ft, kind: kind.name, id, events: kind.render(r, ft, id) });
    const swell = 1 + 0.18 * Math.sin(phase + ((t - t0) / (t1 - t0)) * Math.PI * 1.3);
    t += r.exp(1000 / (rate * swell));
  }
  return new Scene(r, estate, t0, t1, plan.start, flows, base);
}
