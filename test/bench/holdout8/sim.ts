// Builds one scenario's file: traffic, decoys, the incident or the quiet window's noise, rendered in its
// format with a fixed clock skew per service (up to 300 ms), in true-time order.
import { int, pick, rngFrom } from "../holdout3/kit.js";
import { render } from "./format.js";
import { incidentEvents } from "./incident.js";
import { apps, deploy, quietEvents, steady, traffic } from "./noise.js";
import type { Ev, Plan } from "./types.js";

export interface Built {
  lines: string[];
  origin: string | null;
  incidentStart: number | null;
  /** an unrelated service released near the onset (or mid-window) */
  deployDecoy: boolean;
}

export function build(p: Plan): Built {
  const r = rngFrom(p.seed);
  const e = p.estate;
  const dur = p.minutes * 60000;
  const t0 = p.start;
  const end = t0 + dur;
  const f = p.fault;
  const onset = t0 + Math.floor(dur * p.onsetAt);
  const n = Math.min(220, Math.max(10, Math.round(p.lines / 260)));
  const evs: Ev[] = [];
  // the incident (or a quiet window's noise)
  if (f) evs.push(...incidentEvents(r, e, f, onset, end, n));
  for (const k of p.quiet?.kinds ?? []) evs.push(...quietEvents(r, e, k, t0, dur, n));
  // decoys: every noise source of the estate logs its own error steadily, one of them loudly
  const loud = int(r, 0, e.noise.length - 1);
  e.noise.forEach(([svc, msg], i) => {
    evs.push(
      ...steady(r, svc, "error", [msg], t0 + int(r, 0, 20000), end, i === loud ? Math.ceil(n * 1.8) : Math.ceil(n / 3)),
    );
  });
  // deploys: the origin's own release before a configuration fault; an unrelated one near onset otherwise
  const path = new Set(f ? [f.origin, ...f.chain] : []);
  if (f?.cat === "configuration" && onset - t0 > 15000)
    evs.push(...deploy(r, e, f.origin, onset - int(r, 12000, 15000)));
  const deployDecoy = r() < 0.7;
  if (deployDecoy) {
    const other = pick(
      r,
      apps(e).filter((s) => !path.has(s.name)),
    );
    const at = Math.max(t0 + 1000, Math.min(end - 20000, onset + int(r, -120000, 90000)));
    evs.push(...deploy(r, e, other.name, at));
  }
  // steady traffic; a crashed origin stops talking, an erroring one talks less
  const crashed = f?.mode === "crash";
  const bulk = Math.max(200, p.lines - evs.length - Math.round(evs.length * 0.3));
  const bg = traffic(r, e, t0, dur, bulk, (svc, t) => {
    if (!f || t < onset) return false;
    if (svc === f.origin) return crashed || (f.mode === "error" && r() < 0.5);
    if (crashed && svc === f.chain[0]) return r() < 0.3;
    return false;
  });
  for (const x of bg) evs.push(x);
  const live = evs.filter((x) => x.t >= t0 && x.t < end).sort((a, b) => a.t - b.t);
  const skew = new Map(e.svcs.map((s) => [s.name, int(r, -300, 300)]));
  const width = Math.max(...e.svcs.map((s) => s.name.length)) + 5;
  const ns = e.id;
  const lines: string[] = [];
  for (const x of live) {
    for (const l of render(p.format, x, x.t + (skew.get(x.svc) ?? 0), {
      ns,
      width,
      reqId: `${x.t.toString(16).slice(-6)}${int(r, 0, 9999)}`,
    }))
      lines.push(l);
  }
  return { lines, origin: f ? f.origin : null, incidentStart: f ? onset : null, deployDecoy };
}
