// Builds one scenario: background traffic, noise, the incident if any, per-service clock skew, then renders the
// aggregated stream in the scenario's format. Events are ordered by true time (arrival order at the collector);
// printed times carry each service's skew, so neighbouring lines from different services can look out of order.
import { background, fixedRate, linesPerFlow } from "./background.js";
import { makeCtx } from "./context.js";
import { type RenderEnv, render } from "./formats.js";
import type { IncCtx } from "./incident-kind.js";
import type { Plan } from "./plan.js";
import { Rand } from "./rng.js";
import { podName } from "./topology.js";
import type { Ev } from "./types.js";

export interface Built {
  lines: string[];
  incidentStart: number | null;
  skew: Map<string, number>;
}

export function buildScenario(plan: Plan, scale = 1): Built {
  const r = new Rand(plan.seed);
  const e = plan.estate;
  const w = { t0: plan.t0, t1: plan.t0 + plan.minutes * 60000 };
  const secs = plan.minutes * 60;

  const bg: Ev[] = [];
  const other: Ev[] = [];
  const bgCtx = makeCtx(r.fork(1), e, w, bg);
  const lpf = linesPerFlow(bgCtx);
  const fixed = fixedRate(bgCtx, plan.chronic) * secs;
  const budget = plan.targetLines * scale * (plan.incident ? 0.7 : 0.8) - fixed;
  const fps = Math.max(0.4, budget / (lpf * secs));
  const total = e.flows.reduce((s, f) => s + f.weight, 0);

  const inc = plan.incident;
  const start = inc ? Math.round(w.t0 + (w.t1 - w.t0) * r.float(inc.startAt[0], inc.startAt[1])) : null;
  background(bgCtx, fps, plan.chronic, (flow, t) =>
    inc && start !== null && inc.dropFlow ? inc.dropFlow(flow, t, start) : false,
  );

  for (const [k, n] of plan.noise.entries()) n.run(makeCtx(r.fork(100 + k), e, w, other));
  if (inc && start !== null) {
    const base = makeCtx(r.fork(7), e, w, other);
    const ictx: IncCtx = {
      ...base,
      rate: (name) => (fps * (e.flows.find((f) => f.name === name)?.weight ?? 0)) / total,
    };
    inc.run(ictx, start);
  }
  const kept = inc && start !== null && inc.dropLine ? bg.filter((ev) => !inc.dropLine?.(ev, start)) : bg;
  const events = [...kept, ...other].sort((a, b) => a.t - b.t);

  // Per-service clock skew up to 300 ms; NTP keeps a few services close to true time.
  const sk = r.fork(3);
  const skew = new Map(e.services.map((s) => [s.name, sk.chance(0.25) ? sk.int(-15, 15) : sk.int(-300, 300)]));
  const pods = new Map(e.services.map((s) => [s.name, Array.from({ length: s.pods }, () => podName(sk, s))]));
  const env: RenderEnv = {
    e,
    skew,
    svc: new Map(e.services.map((s) => [s.name, s])),
    pod: (name, t) => {
      const list = pods.get(name) ?? [name];
      if (e.vm) return `${name.replace(/_/g, "-")}-vm0${(Math.floor(t / 7919) % list.length) + 1}`;
      return list[Math.floor(t / 7919) % list.length];
    },
    composeWidth: Math.max(...e.services.map((s) => s.name.length)) + 4,
  };
  const lines: string[] = [];
  for (const ev of events) lines.push(...render(plan.format, ev, env));
  return { lines, incidentStart: start, skew };
}
