// Orders the 64 scenarios, gives each its id, format (rotating over the six), start time, length and line budget.
import { EAST } from "./incidents-east.js";
import { WEST } from "./incidents-west.js";
import { QUIET } from "./quiet.js";
import { rngFrom } from "./rng.js";
import type { Format, Scenario } from "./types.js";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export interface Planned {
  id: string;
  sc: Scenario;
  format: Format;
  seed: number;
  start: number;
  minutes: number;
  lines: number;
}

export function plan(seed: number): Planned[] {
  const r = rngFrom(seed);
  const all = r.shuffle([...WEST, ...EAST, ...QUIET]);
  const offset = r.i(0, 5);
  const base = Date.parse("2026-08-24T00:00:00Z");
  return all.map((sc, k) => {
    const day = k * 2 + r.i(0, 1);
    const start = base + day * 86400000 + r.i(5, 22) * 3600000 + r.i(0, 59) * 60000 + r.i(0, 59) * 1000;
    return {
      sc: { ...sc, drop: [...(sc.drop ?? []), ...extraDrops(sc, r)] },
      id: `h144-${String(k + 1).padStart(2, "0")}`,
      format: FORMATS[(k + offset) % FORMATS.length],
      seed: seed * 1009 + k * 7919,
      start,
      minutes: r.i(6, 25),
      lines: r.i(1800, 8800),
    };
  });
}

/** Leaves out up to three services the scenario does not need, so windows differ in size (never below 6). */
function extraDrops(sc: Scenario, r: ReturnType<typeof rngFrom>): string[] {
  const est = sc.estate;
  const need = new Set<string>([est.edge, ...(sc.origin ? [sc.origin] : [])]);
  for (const f of sc.faults) {
    need.add(f.at);
    for (const k of Object.keys(f.up ?? {})) need.add(k);
    for (const o of f.onset ?? []) need.add(o[1]);
    for (const p of f.periodic ?? []) need.add(p[1]);
  }
  for (const x of sc.steady ?? []) need.add(x[1]);
  for (const x of sc.events ?? []) need.add(x[1]);
  const drop = new Set(sc.drop ?? []);
  const want = r.i(0, 3);
  const candidates = r.shuffle(Object.keys(est.svcs).filter((s) => !need.has(s) && !drop.has(s)));
  const out: string[] = [];
  for (const c of candidates) {
    if (out.length >= want) break;
    const trial = new Set([...drop, ...out, c]);
    const routes = est.routes.filter((rt) => rt.every((s) => !trial.has(s)));
    const alive = new Set(routes.flat());
    const ok =
      sc.faults.every((f) => f.rate === 0 || alive.has(f.at)) &&
      [...need].every(
        (s) =>
          alive.has(s) ||
          s === est.edge ||
          !routes.length ||
          sc.faults.some((f) => f.at === s && f.rate === 0) ||
          !est.routes.some((rt) => rt.includes(s)),
      ) &&
      new Set([...alive, ...need, ...est.chatter.map((x) => x[1])].filter((s) => !trial.has(s))).size >= 7;
    if (ok) out.push(c);
  }
  return out;
}
