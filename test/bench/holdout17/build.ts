// Builds one window of holdout 17: healthy high-cardinality traffic, steady nuisances, periodic jobs, unrelated
// rollouts and scaling, clock skew per service, and (for incidents) the scenario's script, then renders it.
import { type Ev, type Format, render } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Estate, IncidentDef, Line } from "./types.js";

export interface WindowSpec {
  format: Format;
  estate: Estate;
  startMs: number;
  minutes: number;
  targetLines: number;
  serviceCount: number;
  incident?: IncidentDef;
}

export interface Built {
  lines: string[];
  incidentStart: string | null;
}

const ROLLOUT_VERSIONS = ["2026.05.3", "2026.05.4", "4.12.0", "4.12.1", "1.88.2", "3.0.7"];

export function buildWindow(spec: WindowSpec, r: Rng): Built {
  const { estate, startMs } = spec;
  const endMs = startMs + spec.minutes * 60_000;
  const inc = spec.incident;
  const must = new Set<string>(inc ? [inc.origin, ...inc.uses] : []);
  const others = r.shuffle(estate.services.map((s) => s.name).filter((n) => !must.has(n)));
  const names = new Set<string>(must);
  for (const n of others) if (names.size < spec.serviceCount) names.add(n);
  const services = estate.services.filter((s) => names.has(s.name));
  const skew = new Map(services.map((s) => [s.name, r.int(-250, 250)]));
  const evs: Ev[] = [];
  const push = (t: number, svc: string, line: Line, trace?: string) => {
    if (t < startMs || t >= endMs || !names.has(svc)) return;
    evs.push({ t, pt: t + (skew.get(svc) ?? 0), svc, level: line[0], msg: line[1], stack: line[2], trace });
  };
  const span = endMs - startMs;

  // Steady nuisances and periodic jobs first, so the healthy share fills what is left.
  for (const n of estate.nuisances)
    if (names.has(n.svc))
      for (let t = startMs + r.next() * n.every * 1000; t < endMs; t += r.exp(n.every * 1000))
        push(t, n.svc, n.line(r));
  for (const j of estate.jobs)
    if (names.has(j.svc))
      for (let t = startMs + r.next() * j.every * 1000; t < endMs; t += j.every * 1000 * (0.95 + r.next() * 0.1)) {
        const burst = j.burst(r);
        for (let b = 0; b < burst.length; b++) push(t + b * r.int(200, 20000), j.svc, burst[b]);
      }

  // Rollouts and scaling of services unrelated to the incident, one of them close to its onset.
  const onset = inc ? startMs + Math.floor(span * (0.45 + r.next() * 0.25)) : 0;
  const bystanders = services.filter((s) => !must.has(s.name) && s.name !== estate.orchestrator);
  const churnTimes = Array.from({ length: r.int(3, 6) }, () => startMs + r.next() * span);
  if (inc) churnTimes.push(onset + r.int(-200_000, 120_000));
  for (const t of churnTimes) {
    const s = r.pick(bystanders).name;
    const orch = names.has(estate.orchestrator) ? estate.orchestrator : s;
    if (r.chance(0.5)) {
      const v = r.pick(ROLLOUT_VERSIONS);
      push(t, orch, ["info", `deployment "${s}" rolling update to ${s}:${v} (maxSurge=25%, maxUnavailable=0)`]);
      push(t + r.int(5000, 30000), s, ["info", `${s} ${v} started, ready to accept traffic`]);
      push(t + r.int(40000, 90000), orch, ["info", `deployment "${s}" successfully rolled out`]);
    } else {
      const n = r.int(3, 14);
      push(t, orch, [
        "info",
        `horizontal-pod-autoscaler ${s}: New size: ${n}; reason: cpu resource utilization (percentage of request) above target`,
      ]);
      push(t + r.int(10000, 40000), s, ["info", `${s} instance ${r.hex(5)} joined (replicas=${n})`]);
    }
  }

  // Quiet windows get a harmless transient blip; incidents get their script.
  if (!inc) {
    const s = r.pick(bystanders).name;
    const t = startMs + r.next() * span;
    push(t, s, ["warn", `upstream call failed (connection reset), retrying in 200ms (attempt 1/3)`]);
    push(t + 250, s, ["info", `upstream call succeeded on attempt 2`]);
  } else {
    const clip = (off: number) => onset + off * 1000;
    inc.play({
      r,
      left: (endMs - onset) / 1000,
      at: (off, svc, line) => push(clip(off), svc, line),
      seq: (svc, from, every, n, line) => {
        let off = from;
        for (let i = 0; i < n; i++) {
          if (clip(off) >= endMs) break;
          push(clip(off), svc, line(i));
          off += every * (0.6 + r.next() * 0.8);
        }
      },
    });
  }

  // Healthy high-cardinality traffic, weighted by service, grouped into traced requests.
  const total = services.reduce((s, x) => s + x.w, 0);
  const healthy = Math.max(0, spec.targetLines - evs.length);
  for (let k = 0; k < healthy; ) {
    const t = startMs + r.next() * span;
    const trace = r.hex(16);
    const hops = r.int(1, 3);
    for (let h = 0; h < hops && k < healthy; h++, k++) {
      let x = r.next() * total;
      let svc = services[0];
      for (const s of services) {
        x -= s.w;
        if (x <= 0) {
          svc = s;
          break;
        }
      }
      push(t + h * r.int(1, 40), svc.name, svc.talk(r), trace);
    }
  }

  evs.sort((a, b) => a.t - b.t);
  const pad = Math.max(...services.map((s) => s.name.length)) + 2;
  const lines: string[] = [];
  for (const e of evs)
    for (const l of render(spec.format, e, pad, estate.ns, `${e.svc}-${podOf(e.svc)}`)) lines.push(l);
  return { lines, incidentStart: inc ? new Date(onset).toISOString() : null };
}

function podOf(svc: string): string {
  let h = 0;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${h.toString(16).slice(0, 9)}-${(h >>> 7).toString(36).slice(0, 5)}`;
}
