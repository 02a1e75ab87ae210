// Builds one window: baseline flows, noise streams, periodic jobs, an unrelated deploy, then the failure or the
// harmless burst; applies per-service clock skew and renders the lines sorted by printed time.
import type { Estate, Step, Stream } from "./estates.js";
import { type Format, type LogEvent, render } from "./formats.js";
import type { IncidentSpec } from "./incidents.js";
import type { QuietSpec } from "./quiet.js";
import type { Rng } from "./rng.js";
import { startup } from "./runtime.js";

export interface WindowPlan {
  estate: Estate;
  format: Format;
  start: number; // epoch ms of the window's first second
  windowMs: number;
  incidentAt: number | null;
  incident?: IncidentSpec;
  quiet?: QuietSpec;
  targetLines: number;
}

const gap = (r: Rng, perSec: number) => (-Math.log(1 - r.next()) / perSec) * 1000;

function avgFlowLines(estate: Estate, r: Rng): number {
  const total = estate.flows.reduce((a, f) => a + f.weight, 0);
  return estate.flows.reduce((a, f) => a + (f.weight / total) * f.build(r).length, 0);
}

function pickFlow(estate: Estate, r: Rng) {
  const total = estate.flows.reduce((a, f) => a + f.weight, 0);
  let x = r.next() * total;
  for (const f of estate.flows) {
    x -= f.weight;
    if (x <= 0) return f;
  }
  return estate.flows[estate.flows.length - 1];
}

export function buildWindow(plan: WindowPlan, r: Rng): string[] {
  const { estate, start, windowMs, incidentAt, incident: inc } = plan;
  const end = start + windowMs;
  const events: LogEvent[] = [];
  const fromFailure = new Set<LogEvent>();
  const push = (t: number, steps: Step[], trace?: string, failure = false) => {
    let at = t;
    for (const st of steps) {
      at += st.dt ?? r.int(3, 60);
      if (at < start || at >= end) continue;
      const e: LogEvent = { t: at, svc: st.svc, level: st.level, msg: st.msg, stack: st.stack, trace };
      events.push(e);
      if (failure) fromFailure.add(e);
    }
  };
  const runStream = (st: Stream, from: number, to: number, failure: boolean) => {
    for (let t = from + gap(r, st.perMin / 60); t < to; t += gap(r, st.perMin / 60))
      push(t, st.build(r), undefined, failure);
  };

  // background noise and periodic jobs from the first second
  for (const st of estate.streams) runStream(st, start, end, false);
  for (const p of estate.periodic) {
    for (let t = start + r.int(0, p.everySec * 1000); t < end; t += p.everySec * 1000 + r.int(-300, 300))
      push(t, p.build(r));
  }
  const otherLines = events.length;

  // request flows, sized so the file lands near its target
  const perFlow = avgFlowLines(estate, r);
  const flowsPerSec = Math.max(0.5, (plan.targetLines - otherLines) / perFlow / (windowMs / 1000));
  for (let t = start + gap(r, flowsPerSec); t < end; t += gap(r, flowsPerSec)) {
    const f = pickFlow(estate, r);
    const broken =
      inc &&
      incidentAt !== null &&
      t >= incidentAt &&
      f.touches.some((s) => inc.breaks.includes(s)) &&
      r.chance(inc.failRate);
    push(t, broken && inc ? inc.fail(r) : f.build(r), estate.traces ? r.hex(16) : undefined, Boolean(broken));
  }

  // the failure
  if (inc && incidentAt !== null) {
    for (const st of inc.own) runStream(st, incidentAt + r.int(0, 15000), end, true);
    for (const p of inc.pre?.(r) ?? []) push(incidentAt + p.at, p.steps, undefined, true);
  }
  // the harmless burst of a quiet window
  if (plan.quiet) {
    const mid = start + windowMs / 2;
    for (const st of plan.quiet.burst) runStream(st, mid - 150000, mid + 150000, false);
  }

  // an unrelated deploy near the failure (or mid-window), and a config reload elsewhere
  const bystanders = Object.keys(estate.services).filter((s) => s !== inc?.origin && !inc?.breaks.includes(s));
  const deploySvc = r.pick(bystanders);
  const anchor = incidentAt ?? start + windowMs * 0.5;
  const deployAt = Math.min(end - 60000, Math.max(start + 30000, anchor + r.int(-150000, 90000)));
  const version = `${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  push(deployAt, [
    {
      svc: deploySvc,
      level: "info",
      msg: `received SIGTERM, shutting down gracefully (rollout ${deploySvc}-${r.hex(10)})`,
    },
    ...startup(estate.services[deploySvc], deploySvc, version, r).map((m, i) => ({
      svc: deploySvc,
      level: "info" as const,
      msg: m,
      dt: i === 0 ? r.int(3000, 9000) : r.int(5, 400),
    })),
  ]);
  const reloadSvc = r.pick(bystanders.filter((s) => s !== deploySvc));
  push(start + r.int(60000, windowMs - 60000), [
    {
      svc: reloadSvc,
      level: "info",
      msg: `config reloaded: feature flags updated (${r.int(1, 4)} changed, source=flagd rev ${r.int(300, 900)})`,
    },
  ]);

  // silenced origins stop their ordinary lines (only what the failure itself prints remains)
  const quietFrom = (incidentAt ?? Number.POSITIVE_INFINITY) + 2000;
  const kept = events.filter((e) => !(inc?.silence?.includes(e.svc) && e.t >= quietFrom && !fromFailure.has(e)));

  // clock skew per service, then sort by the printed time
  const skew = new Map<string, number>();
  for (const s of Object.keys(estate.services)) skew.set(s, r.int(-300, 300));
  const printed = kept.map((e, i) => ({ e, p: Math.round(e.t + (skew.get(e.svc) ?? 0)), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const padWidth = Math.max(...Object.keys(estate.services).map((s) => s.length + 2)) + 1;
  const ctx = { namespace: estate.namespace, padWidth };
  const pods = new Map<string, string>();
  for (const s of Object.keys(estate.services)) pods.set(s, `${s}-${r.hex(9)}-${r.hex(5)}`);
  return printed.flatMap(({ e, p }) => render(plan.format, { ...e, host: pods.get(e.svc) }, p, ctx));
}
