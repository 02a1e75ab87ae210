// Background traffic of a window: requests of the estate's flow mix at a steady rate, periodic jobs, logged
// kube-probes, the chronic harmless errors and deprecation warnings the estate always has, and unrelated
// changes (restarts, reloads, flag flips) somewhere in the window.
import { probeLine } from "./runtimes.js";
import { Req, type Scn } from "./stream.js";
import type { Incident, Noise } from "./types.js";

export interface BackgroundPlan {
  rps: number;
  chronic: Noise[];
  deprecations: Noise[];
  /** Unrelated changes (true time, service); one of them usually lands near the fault, never on the origin. */
  distractors: Array<[number, string]>;
}

export function writeBackground(s: Scn, plan: BackgroundPlan, inc?: Incident): void {
  const { est, r } = s;
  const flows = est.flows.map((f) => [f, f.weight] as const);
  // Traffic follows a slow swell so it is not perfectly flat.
  const swell = r.range(0.1, 0.3);
  const phase = r.range(0, Math.PI * 2);
  s.poisson(s.t0, s.t1, plan.rps * (1 + swell), (t) => {
    const k = 1 + swell * Math.sin(phase + ((t - s.t0) / 240_000) * Math.PI);
    if (!r.chance(k / (1 + swell))) return;
    const f = r.weighted(flows);
    const q = new Req(s, f.name, t);
    if (inc?.flows && s.on(t)) {
      s.bg = false;
      const taken = inc.flows(q);
      s.bg = true;
      if (taken) return;
    }
    f.run(q);
  });
  for (const j of est.jobs) {
    s.every(s.t0, s.t1, j.periodMs, j.jitterMs, (t) => {
      if (inc?.jobs && s.on(t)) {
        s.bg = false;
        const taken = inc.jobs(j.name, t, s);
        s.bg = true;
        if (taken) return;
      }
      j.run(s, t);
    });
  }
  for (const v of est.services) {
    if (!v.probe) continue;
    for (let p = 0; p < v.pods; p++)
      s.every(s.t0, s.t1, 10_000, 40, (t) =>
        s.emit(t, v.name, "info", probeLine(s, v.name, t, est.probePath), { pod: p }),
      );
  }
  for (const n of plan.chronic) {
    // Chronic errors are there from the first minute.
    n.emit(s, s.t0 + r.int(1_000, 50_000));
    s.poisson(s.t0, s.t1, n.perMin / 60, (t) => n.emit(s, t));
  }
  for (const n of plan.deprecations) s.poisson(s.t0, s.t1, n.perMin / 60, (t) => n.emit(s, t));
  for (const [t, svc] of plan.distractors) r.pick(est.distractors)(s, t, svc);
}

/** Runs `fn` with background marking on, so incidents may drop what it writes. */
export function asBackground(s: Scn, fn: () => void): void {
  s.bg = true;
  try {
    fn();
  } finally {
    s.bg = false;
  }
}
