// Builds one scenario: background traffic at a rate calibrated to the planned file size, the noise kinds,
// the incident if any, then renders the stream in its format.
import { ESTATES } from "./estates.js";
import { type RenderCtx, render, renderCtx } from "./formats.js";
import { noise } from "./noise/index.js";
import type { Plan } from "./plan.js";
import { Rng } from "./rng.js";
import { background, Scene } from "./stream.js";

export interface Built {
  text: string;
  lines: number;
  incidentStart: number | null;
}

function once(p: Plan, flowsPerMin: number): Built {
  const est = ESTATES[p.estate];
  const end = p.start + p.minutes * 60_000;
  const sc = new Scene(new Rng(p.seed + 1), est, p.start, end);
  background(sc, flowsPerMin);
  // Noise and incident draw from their own streams, so calibrating the background does not change them.
  sc.rng = new Rng(p.seed + 2);
  const span = end - p.start;
  for (const [i, id] of p.noise.entries()) {
    const at = p.incident
      ? p.start + span * (i === 0 ? sc.rng.float(0.05, 0.3) : sc.rng.float(0.1, 0.85))
      : p.start + span * (i === 0 ? sc.rng.float(0.08, 0.45) : sc.rng.float(0.02, 0.8));
    noise(id).run(sc, at);
  }
  let t0: number | null = null;
  if (p.incident) {
    sc.rng = new Rng(p.seed + 3);
    t0 = Math.round(p.start + span * sc.rng.float(0.35, 0.6));
    p.incident.run(sc, t0);
  }
  const rc: RenderCtx = renderCtx(est, p.format, new Rng(p.seed + 4));
  const out = sc.final().map((ev) => render(rc, ev));
  const text = `${out.join("\n")}\n`;
  return { text, lines: text.split("\n").length - 1, incidentStart: t0 };
}

/** Renders the scenario with a background rate that lands the file near its planned size. */
export function build(p: Plan): Built {
  const fixed = once(p, 0).lines;
  const guess = Math.max(5, (p.targetLines - fixed) / (p.minutes * 3));
  const first = once(p, guess);
  const perFlow = Math.max(0.5, (first.lines - fixed) / guess);
  const rate = Math.max(5, (p.targetLines - fixed) / perFlow);
  const b = once(p, rate);
  if (b.lines < 1500 || b.lines > 10_000) throw new Error(`${p.id}: ${b.lines} lines, outside 1,500-10,000`);
  return b;
}
