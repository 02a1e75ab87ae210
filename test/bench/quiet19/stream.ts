// Builds one aggregated window: baseline traffic, jobs, health checks, the noisy service, deprecations, retries,
// a deploy, the chosen noise and (maybe) a failure; then clock skew, sorting by printed time and rendering.
import { type Ctx, emit, every, traceId } from "./ctx.js";
import type { Estate, Step } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Failure } from "./incidents.js";
import type { Noise } from "./quiet.js";
import { Rng } from "./rng.js";

const S = 1000;
const M = 60 * S;
const BANNED = /\b(root cause|origin|injected|incident|fault)\b/i;

export interface Plan {
  seed: number;
  est: Estate;
  format: Format;
  start: number;
  minutes: number;
  targetLines: number;
  noises: Noise[];
  failure: Failure | null;
  /** true start of the failure (ms) */
  t0: number | null;
}

function steps(c: Ctx, t: number, st: Step[], tag: string, traced = false): void {
  const tr = traced ? traceId(c) : undefined;
  for (const [dt, svc, level, msg] of st) {
    const n = c.out.length;
    emit(c, t + dt, svc, level, msg, { trace: tr ?? null });
    if (c.out.length > n) c.out[n].tag = tag;
  }
}

export function build(p: Plan): string[] {
  const r = new Rng(p.seed);
  const end = p.start + p.minutes * M;
  const c: Ctx = { r, est: p.est, t0: p.start, t1: end, out: [] };
  const est = p.est;
  const svcs = Object.keys(est.services);

  // baseline request flows, sized so the whole file lands near targetLines
  const wsum = est.flows.reduce((s, f) => s + f.weight, 0);
  const avg = est.flows.reduce((s, f) => s + f.weight * f.gen(new Rng(1)).length, 0) / wsum;
  const perSec = (p.targetLines * 0.8) / (p.minutes * 60) / avg;
  every(c, p.start - 30 * S, end, S / perSec, (t) => {
    let x = r.next() * wsum;
    let f = est.flows[0];
    for (const fl of est.flows) {
      f = fl;
      x -= fl.weight;
      if (x < 0) break;
    }
    steps(c, t, f.gen(r), f.tag, true);
  });
  for (const j of est.jobs)
    for (let t = p.start + r.int(0, j.every) * S; t < end; t += j.every * S * (0.95 + r.next() * 0.1))
      steps(c, t, j.gen(r), "job");
  for (const s of svcs) {
    const period = r.pick([10, 15, 30]) * S;
    for (let t = p.start + r.int(0, period); t < end; t += period + r.int(-80, 80)) {
      const m = est.health(s, r);
      if (m) steps(c, t, [[0, s, "info", m]], "health");
    }
  }
  const nz = est.noisy;
  for (let t = p.start + r.int(0, nz.every * S); t < end; t += nz.every * S * (0.6 + r.next() * 0.8))
    steps(c, t, [[0, nz.svc, nz.level, nz.msg(r)]], "noisy");
  for (const [svc, msg] of est.deprecations)
    for (let t = p.start + r.int(5, 200) * S; t < end; t += r.int(4, 9) * M)
      steps(c, t, [[0, svc, "warn", msg]], "deprecation");
  for (let i = 0, k = r.int(3, 7); i < k; i++)
    steps(c, p.start + r.int(30, p.minutes * 60 - 30) * S, est.retry(r), "retry");

  // an unrelated release or config reload: near the failure, or anywhere in a quiet window
  const dep = r.pick(est.deploys.filter((d) => d.svc !== p.failure?.origin));
  const depAt =
    p.t0 !== null ? p.t0 + r.pick([-1, 1]) * r.int(40, 150) * S : p.start + r.int(2 * 60, p.minutes * 60 - 60) * S;
  steps(c, depAt, dep.gen(r), "deploy");

  const baseline = c.out.length;
  for (const n of p.noises) n.gen(c, p.start + r.int(60, Math.max(90, p.minutes * 60 - 200)) * S);
  if (p.failure && p.t0 !== null) {
    const mute = p.failure.gen(c, p.t0);
    c.out = c.out.filter((e, i) => i >= baseline || !mute(e));
  }

  const skew = new Map(svcs.map((s) => [s, r.int(-300, 300)]));
  const evs = c.out.map((e, i) => ({ e: { ...e, p: e.t + (skew.get(e.svc) ?? 0) } as Ev, i }));
  evs.sort((a, b) => (a.e.p ?? 0) - (b.e.p ?? 0) || a.i - b.i);
  const replicas = new Map(svcs.map((s) => [s, r.int(0, 2)]));
  const lines = render(
    evs.map((x) => x.e),
    p.format,
    est.ns,
    replicas,
  );
  for (const l of lines) if (BANNED.test(l)) throw new Error(`give-away word in: ${l}`);
  return lines;
}
