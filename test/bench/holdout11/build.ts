// Plays one scenario into a window: its own events, normal traffic of every service, the decoy, an
// unrelated deploy, per-service clock skew; returns the printed lines and the true onset.
import { type RenderEnv, render } from "./render.js";
import type { Rng } from "./rng.js";
import type { Ctx, Ev, Format, Level, Scenario } from "./types.js";

export interface Built {
  lines: string[];
  onsetMs: number | null;
}

export function build(sc: Scenario, fmt: Format, r: Rng, start: number, target: number): Built {
  const est = sc.estate;
  const [m0, m1] = sc.minutes ?? [10, 60];
  const end = r.int(m0 * 60, m1 * 60);
  const [o0, o1] = sc.onset ?? [0.04, 0.78];
  const on = sc.incident ? Math.round(r.num(o0, o1) * end * 10) / 10 : 0;
  const evs: Ev[] = [];
  const mutes: Array<{ svc: string; from: number; to: number; keep: number }> = [];
  const tid = () => r.hex(12);
  const c: Ctx = {
    r,
    on,
    end,
    tid,
    at(sec, svc, level, msg, o) {
      if (sec < 0 || sec >= end) return;
      const trace = o?.trace === true ? (est.traced ? tid() : undefined) : o?.trace;
      evs.push({ t: start + Math.round(sec * 1000), svc, level, msg, trace, stack: o?.stack });
    },
    every(from, to, period, fn) {
      let i = 0;
      for (let t = from; t < Math.min(to, end); t += period * r.num(0.65, 1.35)) fn(t, i++);
    },
    ramp(from, to, r0, r1, fn) {
      let i = 0;
      const stop = Math.min(to, end);
      for (let t = from; t < stop; ) {
        fn(t, i++);
        const f = (t - from) / Math.max(1, to - from);
        t += r.gap(Math.max(0.001, r0 + (r1 - r0) * Math.min(1, f)));
      }
    },
    mute(svc, from, to, keep = 0) {
      mutes.push({ svc, from, to, keep });
    },
    deploy(sec, svc, version) {
      const sha = r.hex(7);
      c.at(sec, svc, "info", `deploy: rolling out ${svc} ${version} (image sha ${sha}, triggered by ci)`);
      c.at(sec + r.num(4, 12), svc, "info", `starting ${svc} ${version} pid=${r.int(7, 90)}`);
      const n = r.int(2, 6);
      c.at(sec + r.num(14, 30), svc, "info", `deploy: ${svc} ${version} ready (${n}/${n} replicas)`);
    },
  };
  sc.play(c);
  // An unrelated deploy elsewhere, near the onset for incidents.
  if (!sc.noDeploy && r.chance(0.7)) {
    const others = est.services.filter((s) => s.name !== sc.origin && s.name !== est.decoy.svc);
    const svc = r.pick(others).name;
    const t = sc.incident ? on + r.num(-360, 240) : r.num(0.1, 0.9) * end;
    c.deploy(Math.max(5, t), svc, `v${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 20)}`);
  }
  // The decoy: the same error at a constant rate from the first minute.
  const [d0, d1] = est.decoy.every;
  for (let t = r.num(0, 30); t < end; t += r.num(d0, d1)) c.at(t, est.decoy.svc, est.decoy.level, est.decoy.msg(r));
  // Normal traffic, sized to the target line count.
  const svcs = est.services;
  const byName = new Map(svcs.map((s) => [s.name, s]));
  const total = svcs.reduce((s, x) => s + x.weight, 0);
  const perEvent = est.flows.length ? 0.45 * 2.4 + 0.55 : 1;
  const want = Math.max(target - evs.length, end * 0.5);
  const rate = want / perEvent / end;
  const muted = (svc: string, t: number) =>
    mutes.some((m) => m.svc === svc && t >= m.from && t < m.to && !r.chance(m.keep));
  const one = (name: string, t: number, trace?: string) => {
    if (muted(name, t)) return;
    const s = byName.get(name)!;
    c.at(t, name, "info" as Level, r.pick(s.normal)(r), trace ? { trace } : undefined);
  };
  for (let t = r.num(0, 1); t < end; t += r.gap(rate)) {
    if (est.flows.length && r.chance(0.45)) {
      const flow = r.pick(est.flows);
      const trace = tid();
      let dt = t;
      for (const name of flow) {
        one(name, dt, trace);
        dt += r.num(0.004, 0.09);
      }
    } else {
      let k = r.next() * total;
      let s = svcs[0];
      for (const x of svcs) {
        k -= x.weight;
        if (k <= 0) {
          s = x;
          break;
        }
      }
      one(s.name, t, est.traced && r.chance(0.5) ? tid() : undefined);
    }
  }
  // Every service logs at least a few normal lines.
  for (const s of svcs) for (let i = 0; i < 3; i++) one(s.name, r.num(0, end));
  // Print with per-service clock skew (up to 250 ms), in true-time order.
  const skew = new Map(svcs.map((s) => [s.name, Math.round(r.num(-250, 250))]));
  const node = new Map(svcs.map((s) => [s.name, r.int(0, 3)]));
  const width = Math.max(...svcs.map((s) => s.name.length + 2)) + 1;
  const env: RenderEnv = { fmt, namespace: est.namespace, node, width };
  evs.sort((a, b) => a.t - b.t);
  const lines: string[] = [];
  for (const e of evs) {
    const jitter = r.int(-3, 3);
    for (const l of render(e, e.t + (skew.get(e.svc) ?? 0) + jitter, env)) lines.push(l);
  }
  return { lines, onsetMs: sc.incident ? start + Math.round(on * 1000) : null };
}
