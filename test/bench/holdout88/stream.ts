// Builds one aggregated window: baseline traffic, jobs, noise, an unrelated change, and the failing actors if any.
import type { Estate } from "./estates.js";
import { type Ev, type Format, type RenderCtx, render } from "./formats.js";
import type { IncSpec } from "./incidents.js";
import type { QuietSpec } from "./quiet.js";
import { fill, type Rng } from "./rng.js";

export interface Plan {
  estate: Estate;
  format: Format;
  start: number;
  durSec: number;
  targetLines: number;
  incident?: IncSpec;
  /** seconds after the window start */
  incAt: number;
  quiet?: QuietSpec;
}

export interface Built {
  lines: string[];
  incidentStart: number | null;
}

export function buildStream(p: Plan, r: Rng): Built {
  const e = p.estate;
  const end = p.start + p.durSec * 1000;
  const incStart = p.incident ? p.start + p.incAt * 1000 : Number.POSITIVE_INFINITY;
  const inc = p.incident;
  const evs: Ev[] = [];
  const trace = () => (e.traces ? r.hex(12) : undefined);
  const silenced = (svc: string, t: number) => inc?.quiet === true && svc === inc.origin && t >= incStart;
  const push = (t: number, svc: string, level: Ev["level"], tpl: string, tr?: string) => {
    if (t < p.start || t >= end) return;
    evs.push({ t, svc, level, msg: fill(tpl, r), trace: tr });
  };

  // request traffic
  const totalW = e.flows.reduce((s, f) => s + f.weight, 0);
  const avgSteps = e.flows.reduce((s, f) => s + f.weight * f.steps.length, 0) / totalW;
  const gap = (p.durSec * 1000) / ((p.targetLines * 0.78) / avgSteps);
  for (let t = p.start + r.exp(gap); t < end; t += r.exp(gap)) {
    let w = r.next() * totalW;
    let flow = e.flows[0];
    for (const f of e.flows) {
      w -= f.weight;
      if (w < 0) {
        flow = f;
        break;
      }
    }
    const touches = inc !== undefined && flow.steps.some((s) => s[0] === inc.origin);
    if (touches && t >= incStart && r.chance(inc.drop ?? 0.85)) continue;
    const tr = trace();
    const n = String(r.int(20, 900) * (r.chance(0.2) ? 4 : 1));
    let at = t;
    for (const [svc, level, tpl] of flow.steps) {
      at += r.int(2, 90);
      if (silenced(svc, at)) continue;
      push(at, svc, level, tpl.replaceAll("{n}", n), tr);
    }
  }

  // periodic jobs, health checks, deprecations, domain noise
  for (const job of e.periodic) {
    for (let t = p.start + r.next() * job.every * 1000; t < end; t += job.every * 1000 * (0.6 + r.next() * 0.8)) {
      if (!silenced(job.svc, t)) push(t, job.svc, job.level, job.tpl);
    }
  }
  const nz = e.noisy;
  for (let t = p.start + r.next() * 3000; t < end; t += r.exp(nz.every * 1000)) push(t, nz.svc, nz.level, nz.tpl);

  // retries that succeed
  for (let t = p.start + r.int(20, 90) * 1000; t < end; t += r.int(70, 200) * 1000) {
    const rt = r.pick(e.retries);
    if (silenced(rt.svc, t)) continue;
    push(t, rt.svc, "warn", rt.warn);
    push(t + r.int(500, 4000), rt.svc, "info", rt.ok);
  }

  // an unrelated change near the interesting moment
  const dep = r.pick(e.deploys.filter((d) => d.svc !== inc?.origin));
  const depAt = inc ? incStart + r.int(-150, 120) * 1000 : p.start + r.int(120, Math.max(150, p.durSec - 120)) * 1000;
  dep.lines.forEach((l, i) => {
    push(depAt + i * r.int(3000, 9000), dep.svc, "info", l);
  });

  // quiet-window episodes
  for (const b of p.quiet?.bursts ?? []) {
    const bEnd = Math.min(end, p.start + (b.from + b.dur) * 1000);
    for (let t = p.start + b.from * 1000; t < bEnd; t += r.exp(b.every * 1000)) push(t, b.svc, b.level, b.tpl);
  }

  // the failure
  if (inc) {
    const recent: { t: number; tr: string }[] = [];
    for (const pre of inc.pre ?? []) push(incStart + pre.at * 1000, pre.svc, pre.level, pre.tpl);
    for (const a of inc.actors) {
      const jitter = a.svc === inc.origin ? 0 : r.int(200, 1500);
      for (let t = incStart + (a.lag ?? 0) * 1000 + jitter; t < end; t += r.exp(a.every * 1000)) {
        const msg = r.pick(a.msgs);
        if (t >= p.start && t < end) {
          const isOrigin = a.svc === inc.origin;
          let tr = isOrigin ? (r.chance(0.6) ? trace() : undefined) : trace();
          if (tr && isOrigin) recent.push({ t, tr });
          if (!isOrigin && tr && r.chance(0.7)) {
            const near = recent.filter((x) => x.t <= t && x.t > t - 4000);
            if (near.length > 0) tr = r.pick(near).tr;
          }
          evs.push({
            t,
            svc: a.svc,
            level: msg.level,
            msg: fill(msg.tpl, r),
            stack: msg.stack ? msg.stack(r).map((l) => fill(l, r)) : undefined,
            trace: tr,
          });
        }
      }
    }
  }

  // print: skewed clocks, sorted by printed time
  const skew: Record<string, number> = {};
  const pods: Record<string, string> = {};
  const hosts: Record<string, string> = {};
  for (const s of e.services) {
    skew[s] = r.int(-300, 300);
    pods[s] = `${s}-${r.hex(9)}-${r.hex(5)}`;
    hosts[s] = `ip-10-${r.int(0, 31)}-${r.int(0, 255)}-${r.int(2, 254)}.eu-central-1.compute.internal`;
  }
  const ctx: RenderCtx = {
    namespace: e.namespace,
    pods,
    hosts,
    width: Math.max(...e.services.map((s) => s.length)) + 2,
  };
  const printed = evs.map((ev) => ({ ev, pt: Math.round(ev.t + (skew[ev.svc] ?? 0)) }));
  printed.sort((a, b) => a.pt - b.pt);
  const lines: string[] = [];
  for (const { ev, pt } of printed) lines.push(...render(p.format, ev, pt, ctx));
  return { lines, incidentStart: inc ? incStart : null };
}
