// One scenario to one aggregated stream: baseline + background + noise kinds (+ incident), per-service clock
// skew, sorted by printed time, rendered in the scenario's format.
import { baseline, type Ctx } from "./baseline.js";
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Incident } from "./incidents.js";
import { background, type NoiseKind } from "./quiet.js";
import { hex, int, mulberry32 } from "./rng.js";

export interface Scenario {
  id: string;
  file: string;
  format: Format;
  estate: Estate;
  t0: number;
  minutes: number;
  targetLines: number;
  kinds: NoiseKind[];
  incident?: Incident;
  incidentStart?: number;
  seed: number;
}

export function build(sc: Scenario): string[] {
  const r = mulberry32(sc.seed);
  const t1 = sc.t0 + sc.minutes * 60_000;
  const inc = sc.incident;
  const s = sc.incidentStart ?? 0;
  const out: Ev[] = [];
  const c: Ctx = {
    r,
    e: sc.estate,
    out,
    quiet: (role: Role, t: number) => (inc ? inc.quiet(role, t, s) : false),
  };
  const services = Object.keys(sc.estate.svc).length;
  const k = sc.targetLines / (sc.minutes * 60 * (2.3 + services * 0.18));
  baseline(c, sc.t0, t1, k);
  const near = inc ? s : sc.t0 + int(r, 3, Math.max(4, sc.minutes - 3)) * 60_000;
  background(c, sc.t0, t1, near);
  sc.kinds.forEach((kind, i) => {
    const a = i === 0 ? sc.t0 + int(r, 10, 120) * 1000 : sc.t0 + int(r, 30, Math.max(60, (sc.minutes - 4) * 60)) * 1000;
    const b = i === 0 ? t1 - int(r, 0, 60) * 1000 : Math.min(t1, a + int(r, 3, 8) * 60_000);
    kind.run(c, a, b);
  });
  if (inc) inc.run(c, s, t1);
  const skew = new Map<string, number>();
  for (const v of Object.values(sc.estate.svc)) if (v) skew.set(v.name, int(r, -300, 300));
  const pad = Math.max(...[...skew.keys()].map((n) => n.length)) + 3;
  const pods = new Map<string, string>();
  for (const n of skew.keys()) pods.set(n, `${n}-${hex(r, 9)}-${hex(r, 5)}`);
  const rows = out
    .filter((ev) => ev.t >= sc.t0 && ev.t < t1)
    .map((ev, i) => ({ ev, p: ev.t + (skew.get(ev.svc) ?? 0), i }))
    .sort((x, y) => x.p - y.p || x.i - y.i);
  const lines: string[] = [];
  for (const { ev, p } of rows)
    lines.push(
      ...render(sc.format, ev, p, { namespace: sc.estate.namespace, pod: (n) => pods.get(n) ?? n, padTo: pad }),
    );
  return lines;
}
