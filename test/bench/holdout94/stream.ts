// Builds one aggregated stream: baseline traffic, jobs, a nearby deploy, wobbles and (for incidents) the failure,
// then applies per-service clock skew, sorts by printed time and renders the chosen format.
import type { Estate, Step } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Incident } from "./incidents.js";
import { WOBBLES } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface Built {
  lines: string[];
  incidentStart: string | null;
}

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 9, 5);

export function buildStream(r: Rng, index: number, est: Estate, fmt: Format, inc: Incident | null): Built {
  const offsetS = r.int(3 * 60 + 5, 8 * 60 - 5);
  const minutes = r.int(Math.max(6, Math.ceil(offsetS / 60) + 3), 20);
  const dur = minutes * 60_000;
  const t0 = BASE + index * DAY + r.int(7, 18) * 3_600_000 + r.int(0, 59) * 60_000 + r.int(0, 59_999);
  const start = t0 + offsetS * 1000 + r.int(0, 999);
  const end = t0 + dur;
  const skew = new Map(est.services.map((x) => [x, r.int(-300, 300)]));
  const evs: Ev[] = [];
  const live = (t: number) => inc !== null && t >= start;
  const silenced = (svc: string, t: number) => inc?.silence === true && svc === inc.origin && live(t);

  const push = (base: number, steps: Step[], trace?: string, keepOrigin = false) => {
    for (const st of steps) {
      const t = base + st.dt;
      if (t < t0 || t >= end) continue;
      if (!keepOrigin && silenced(st.svc, t)) continue;
      evs.push({
        t,
        pt: t + (skew.get(st.svc) ?? 0),
        svc: st.svc,
        level: st.level,
        msg: st.msg,
        stack: st.stack,
        errType: st.errType,
        trace,
      });
    }
  };

  // request flows
  const target = r.int(1900, 6800);
  const gap = dur / (target / 3.1);
  const wsum = est.flows.reduce((a, f) => a + f.w, 0);
  for (let t = t0 + r.int(0, 900); t < end; t += gap * (0.3 + r.next() * 1.4)) {
    let x = r.next() * wsum;
    let flow = est.flows[0];
    for (const f of est.flows) {
      x -= f.w;
      if (x <= 0) {
        flow = f;
        break;
      }
    }
    let steps = flow.gen(r);
    const trace = est.traced ? r.hex(16) : undefined;
    if (inc && live(t) && steps.some((st) => inc.affects.includes(st.svc))) {
      const ramp = Math.min(1, 0.35 + (t - start) / 40_000);
      if (r.chance(inc.failRate * ramp)) {
        push(t, inc.fail(r), trace, true);
        continue;
      }
    }
    if (inc?.silence && live(t)) steps = steps.filter((st) => st.svc !== inc.origin);
    push(t, steps, trace);
  }

  // periodic jobs, health checks and the noisy service
  for (const job of est.jobs) {
    for (let t = t0 + r.int(0, Math.min(job.every, 40_000)); t < end; t += job.every * (0.85 + r.next() * 0.3)) {
      push(t, job.gen(r));
    }
  }

  // the failure's own rhythm and the change that precedes it
  if (inc) {
    if (inc.prelude) push(start, inc.prelude(r), undefined, true);
    if (inc.tick) {
      for (let t = start + r.int(500, 4000); t < end; t += inc.tick.every * (0.85 + r.next() * 0.3)) {
        push(t, inc.tick.gen(r), undefined, true);
      }
    }
  }

  // an unrelated deploy or reload near the interesting moment
  const deploys = est.deploys.map((d) => d(r)).filter((st) => st.every((x) => x.svc !== inc?.origin));
  if (deploys.length > 0) {
    const near = inc ? start + r.pick([-1, 1]) * r.int(50_000, 150_000) : t0 + r.int(dur / 4, (dur * 3) / 4);
    push(Math.max(t0 + 5_000, Math.min(end - 30_000, near)), r.pick(deploys));
  }

  // harmless wobbles
  const wob = WOBBLES[est.key];
  for (let k = 0; k < (inc ? 1 : 2); k++) push(t0 + r.int(30_000, dur - 90_000), r.pick(wob)(r));

  evs.sort((a, b) => a.pt - b.pt || a.t - b.t);
  const pod = new Map(est.services.map((x) => [x, `${x}-${r.hex(9)}-${r.hex(5)}`]));
  const padTo = Math.max(...est.services.map((x) => x.length + 2)) + 1;
  const ctx = {
    namespace: est.namespace,
    hostOf: (svc: string) => (fmt === "gcp" ? (pod.get(svc) ?? svc) : `${svc}.node-${svc.length % 4}`),
    padTo,
  };
  const lines = evs.flatMap((e) => render(fmt, e, ctx));
  return { lines, incidentStart: inc ? new Date(start).toISOString() : null };
}
