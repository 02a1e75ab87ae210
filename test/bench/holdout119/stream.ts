// Builds one aggregated stream: baseline flows, periodic jobs, health checks, noisy line, benign domain noise,
// an unrelated deploy, and (for incidents) the failure as origin and callers log it; then skew, sort, render.
import { type Estate, health, type Out, type Tpl } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { IncidentSpec } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface StreamPlan {
  estate: Estate;
  format: Format;
  t0: number; // window start, ms
  minutes: number;
  traffic: number; // multiplier on request flows
  incidentAt: number | null; // ms
  inc: IncidentSpec | null;
  quiet: boolean;
}

function arrivals(r: Rng, perMin: number, from: number, to: number): number[] {
  const out: number[] = [];
  if (perMin <= 0) return out;
  const mean = 60000 / perMin;
  let t = from + r.next() * mean;
  while (t < to) {
    out.push(t);
    t += -Math.log(1 - r.next()) * mean;
  }
  return out;
}

export function buildStream(plan: StreamPlan, r: Rng): { text: string; lines: number } {
  const { estate, inc } = plan;
  const end = plan.t0 + plan.minutes * 60000;
  const at = plan.incidentAt ?? Number.POSITIVE_INFINITY;
  const evs: Ev[] = [];
  const services = Object.keys(estate.runtime);
  const keep = new Set<string>(inc ? [inc.origin, ...Object.keys(inc.callers), ...inc.extra.map((x) => x.svc)] : []);
  // some files carry 9 of the 10 services
  const droppable = services.filter(
    (s) => !keep.has(s) && s !== "order-portal" && s !== "provider-portal" && s !== "core-submit",
  );
  const dropped = r.chance(0.45) ? r.pick(droppable) : "";
  const live = (svc: string) => svc !== dropped;
  const silenced = (svc: string, t: number) =>
    !!inc?.silent && svc === inc.origin && t >= at + (inc.silentAfter ?? 0) * 1000;
  const push = (t: number, svc: string, o: Out, trace?: string) => {
    if (!live(svc) || t < plan.t0 || t >= end) return;
    evs.push({ t, svc, level: o.level, msg: o.msg, stack: o.stack, kind: o.kind, trace });
  };
  const rampShare = (t: number) => {
    if (!inc || t < at) return 0;
    const base = inc.failShare ?? 0.9;
    const ramp = inc.rampSec ?? 40;
    return Math.min(base, base * ((t - at) / 1000 / ramp + 0.25));
  };

  // request and pipeline flows
  estate.flows.forEach((f, fi) => {
    for (const t of arrivals(r, f.perMin * plan.traffic, plan.t0, end)) {
      const vars = f.vars(r);
      const trace = estate.traces ? r.hex(16) : undefined;
      const oi = inc && (!inc.flows || inc.flows.includes(fi)) ? f.steps.findIndex((s) => s.svc === inc.origin) : -1;
      const fail = oi >= 0 && r.next() < rampShare(t);
      let tt = t;
      for (let i = 0; i < f.steps.length; i++) {
        const s = f.steps[i];
        tt += s.gap[0] + r.next() * (s.gap[1] - s.gap[0]);
        if (!fail) {
          if (silenced(s.svc, tt)) break;
          push(tt, s.svc, s.tpl(r, vars), trace);
          continue;
        }
        if (i > oi) break;
        if (i === oi) {
          if (inc?.originFail && !silenced(s.svc, tt)) push(tt, s.svc, inc.originFail(r, vars), trace);
          continue;
        }
        const cf = inc?.callers[s.svc];
        // callers log after the call fails: a little later than their normal line
        if (cf) push(tt + (inc?.callerDelayMs ?? r.int(50, 400)), s.svc, cf(r, vars), trace);
        else push(tt, s.svc, s.tpl(r, vars), trace);
      }
    }
  });

  const periodic = (svc: string, perMin: number, tpl: Tpl, from = plan.t0, to = end) => {
    for (const t of arrivals(r, perMin, from, to)) if (!silenced(svc, t)) push(t, svc, tpl(r, {}));
  };
  for (const p of estate.periodic) periodic(p.svc, p.perMin, p.tpl);
  for (const svc of services) {
    const rt = estate.runtime[svc];
    if (rt) periodic(svc, r.pick([2, 3, 4, 6]), (rr) => health(rt, svc, rr));
  }
  const noisy = r.pick(estate.noisy);
  periodic(noisy.svc, noisy.perMin * (0.7 + r.next() * 0.6), noisy.tpl);
  for (const b of estate.benign) periodic(b.svc, b.perMin * (plan.quiet ? 2 + r.next() * 2 : 1), b.tpl);
  if (plan.quiet) {
    // a short burst of retries that succeed, the kind that pages nobody
    const b = r.pick(estate.benign);
    const bt = plan.t0 + (0.3 + r.next() * 0.5) * (end - plan.t0);
    periodic(b.svc, 12, b.tpl, bt, bt + 45000);
  }

  // an unrelated deploy or config reload near the incident (or mid-window)
  const anchor = Number.isFinite(at) ? at : plan.t0 + (end - plan.t0) * (0.35 + r.next() * 0.3);
  const deps = estate.deploys.filter((d) => !keep.has(d.svc) && live(d.svc));
  if (deps.length > 0) {
    const d = r.pick(deps);
    let dt = anchor + r.int(-150, 120) * 1000;
    for (const o of d.lines(r)) {
      push(dt, d.svc, o);
      dt += r.int(200, 4000);
    }
  }

  if (inc && Number.isFinite(at)) {
    for (const p of inc.pre ?? []) push(at + p.at * 1000, p.svc, p.tpl(r, {}));
    for (const x of inc.extra) {
      const from = at + (x.from ?? 0) * 1000;
      const to = x.to === undefined ? end : at + x.to * 1000;
      for (const t of arrivals(r, x.perMin, from, to)) push(t, x.svc, x.tpl(r, {}));
    }
  }

  const skew = new Map<string, number>(services.map((s) => [s, r.int(-300, 300)]));
  const printed = evs.map((e) => ({ e, p: Math.round(e.t + (skew.get(e.svc) ?? 0)) }));
  printed.sort((a, b) => a.p - b.p);
  const pods = new Map<string, string>(services.map((s) => [s, `${s}-${r.hex(9)}-${r.hex(5)}`]));
  const pad = Math.max(...services.map((s) => s.length)) + 4;
  const ctx = {
    namespace: estate.namespace,
    pad,
    pod: (svc: string) => pods.get(svc) ?? svc,
  };
  const text = `${printed.map(({ e, p }) => render(e, plan.format, p, ctx)).join("\n")}\n`;
  return { text, lines: text.split("\n").length - 1 };
}
