// Writes one scenario: background traffic fitted to the planned size, chronic errors, the main and side
// noises, the incident if any, then the lines in the scenario's format.
import { composeWidth, Pods, render } from "./formats.js";
import { kind, sideNoises } from "./noise.js";
import type { Plan } from "./plan.js";
import type { Rng } from "./rng.js";
import { Stream } from "./stream.js";
import type { Ctx } from "./types.js";

function once(p: Plan, r: Rng, rate: number): string[] {
  const e = p.estate;
  const avoid = new Set(p.incident ? [p.incident.origin] : []);
  const s = new Stream(e, r.fork("stream"), p.t0, p.t1);
  const c: Ctx = { s, r: r.fork("bg"), e, t0: p.t0, t1: p.t1, avoid };
  e.background(c, rate);
  const nr = r.fork("noise");
  const n: Ctx = { ...c, r: nr };
  const chronic = e.chronic.filter((x) => !avoid.has(x.svc));
  const k = nr.weighted([
    [0, 1],
    [1, 5],
    [2, 2],
  ] as const);
  s.as("noise");
  for (const ch of nr.sample(chronic, k)) ch.run(n);
  const forced = p.incident?.withNoise ?? [];
  const exclude = [...(p.main ? [p.main.id] : []), ...forced];
  const sides = sideNoises(nr, e, p.incident ? nr.int(2, 4) : nr.int(3, 5), avoid, exclude);
  if (p.main) p.main.run(n, nr.range(2, 3.5));
  for (const id of forced) kind(id).run(n, 0.5);
  for (const sk of sides) sk.run(n, nr.range(0.2, 0.45));
  if (p.incident && p.start !== undefined) p.incident.run({ ...c, r: r.fork("incident") }, p.start);
  s.as("bg");
  const pods = new Pods(r.seed);
  const rc = { format: p.format, s, pods, width: composeWidth(s) };
  return s.finish().flatMap((ev) => render(ev, rc));
}

/** The scenario's lines, with the background rate fitted so the file lands near its planned size. */
export function build(p: Plan, r: Rng): string[] {
  const empty = once(p, r, 0).length;
  const probe = 2;
  const per = Math.max(1, (once(p, r, probe).length - empty) / probe);
  // At least 0.6 user flows a second: no estate is ever that idle in its busy hours.
  const target = Math.min(8800, Math.max(p.target, empty + per * 0.6));
  let rate = (target - empty) / per;
  let lines = once(p, r, rate);
  for (let i = 0; i < 4 && Math.abs(lines.length - target) > target * 0.08 && lines.length > empty; i++) {
    rate *= (target - empty) / (lines.length - empty);
    lines = once(p, r, rate);
  }
  if (lines.length < 1500 || lines.length > 10000)
    throw new Error(`${p.id}: ${lines.length} lines out of 1,500-10,000`);
  return lines;
}
