// Builds one window: picks services, time range and size, writes background then the scenario, renders it.
import type { Estate, Role } from "./estates.js";
import { ROLES, runtimeOf } from "./estates.js";
import type { Format } from "./formats.js";
import { render } from "./formats.js";
import { background } from "./noise.js";
import type { Rng } from "./rng.js";
import type { Scenario } from "./scenario.js";
import { World } from "./world.js";

export interface Window {
  text: string;
  lines: number;
  note: string;
  start: number | null;
  origin: string | null;
}

export function simulate(rng: Rng, estate: Estate, format: Format, sc: Scenario, dayIndex: number): Window {
  const need = new Set<Role>(["edge", ...sc.needs]);
  const others = rng.shuffle(ROLES.filter((x) => !need.has(x)));
  const want = Math.max(need.size, rng.int(6, 12));
  const roles = [...need, ...others.slice(0, Math.max(0, want - need.size))].slice(0, 12);
  const minutes = rng.int(6, 25);
  const base = Date.UTC(2026, 5, 1 + dayIndex, rng.int(6, 20), rng.pick([0, 10, 15, 20, 30, 40, 45]), 0);
  const t0 = base;
  const t1 = base + minutes * 60000;
  const w = new World(rng, estate, roles, t0, t1);
  const perMin = rng.int(110, 330);
  const total = Math.min(7400, Math.max(1700, minutes * perMin));
  w.background = true;
  background(w, total);
  w.background = false;
  const start = sc.incident ? t0 + Math.floor(((t1 - t0) * (0.3 + rng.next() * 0.25)) / 1000) * 1000 : null;
  const note = sc.run(w, start ?? w.mid);
  const skew = new Map<string, number>();
  const pod = new Map<string, string>();
  const runtime = new Map<string, string>();
  let width = 0;
  for (const r of roles) {
    const n = estate.names[r];
    skew.set(n, rng.int(-300, 300));
    pod.set(n, `${n.replace(/_/g, "-")}-${rng.hex(9)}-${rng.hex(5)}`);
    runtime.set(n, runtimeOf(estate, r));
    width = Math.max(width, n.length + 4);
  }
  const out: string[] = [];
  for (const e of w.final())
    out.push(...render(e, { format, rid: estate.rid, namespace: estate.namespace, skew, pod, runtime, width }));
  return {
    text: `${out.join("\n")}\n`,
    lines: out.length,
    note,
    start,
    origin: sc.incident ? estate.names[sc.incident.origin] : null,
  };
}
