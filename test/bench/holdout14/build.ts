// Plays one scenario into a window: its own events, every service's background traffic and benign chatter, a few
// isolated errors that recover, an unrelated rollout, per-service clock skew; returns the printed lines and onset.
import { banner, cdLines } from "./banner.js";
import { type RenderEnv, render } from "./render.js";
import type { Rng } from "./rng.js";
import type { Ctx, Ev, Format, Level, Scenario } from "./types.js";

export interface Built {
  lines: string[];
  onsetMs: number | null;
  minutes: number;
}

const INFRA = new Set(["kubelet", "kernel", "cd"]);
/** Not rolled out by the CD controller in the unrelated-deploy decoy. */
const NO_DEPLOY = new Set(["kubelet", "kernel", "cd", "postgres", "mysql", "redis", "kafka", "envoy", "nginx"]);

export function build(sc: Scenario, fmt: Format, r: Rng, start: number, target: number): Built {
  const est = sc.estate;
  let [m0, m1] = sc.minutes ?? [12, 50];
  // Small files get short windows so the incident's own lines do not swamp the budget.
  if (target < 3000) m1 = Math.max(m0 + 2, Math.min(m1, 20));
  const end = r.int(m0 * 60, m1 * 60);
  const [o0, o1] = sc.onset ?? [0.12, 0.7];
  const on = sc.incident ? Math.round(r.num(o0, o1) * end * 10) / 10 : 0;
  const evs: Ev[] = [];
  const mutes: Array<{ svc: string; from: number; to: number; keep: number }> = [];
  const byName = new Map(est.services.map((s) => [s.name, s]));
  const nodes = Array.from({ length: 6 }, () => `ip-10-${r.int(20, 60)}-${r.int(0, 15)}-${r.int(4, 250)}.ec2.internal`);
  const pods = new Map<string, string>();
  const pod = (svc: string) => {
    let p = pods.get(svc);
    if (!p) {
      const rt = byName.get(svc)?.runtime;
      p = (rt && INFRA.has(rt)) || svc === "kernel" || svc === "systemd" ? r.pick(nodes) : `${svc}-${r.pod()}`;
      pods.set(svc, p);
    }
    return p;
  };
  const tid = () => r.hex(16);
  const c: Ctx = {
    r,
    est,
    on,
    end,
    tid,
    pod,
    ms: (sec) => start + Math.round(sec * 1000),
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
        t += r.gap(Math.max(0.0005, r0 + (r1 - r0) * Math.min(1, f)));
      }
    },
    mute(svc, from, to, keep = 0) {
      mutes.push({ svc, from, to, keep });
    },
    deploy(sec, svc, version) {
      for (const [dt, m] of cdLines(est.cd, est.namespace, svc, version, r)) c.at(sec + dt, est.cd, "info", m);
      c.boot(sec + r.num(6, 14), svc, version);
    },
    boot(sec, svc, version) {
      const rt = byName.get(svc)?.runtime ?? "go";
      const v = version ?? `v${r.int(1, 6)}.${r.int(0, 30)}.${r.int(0, 9)}`;
      for (const [dt, m] of banner(rt, svc, v, r)) c.at(sec + dt, svc, "info", m);
    },
  };
  sc.play(c);
  // An unrelated rollout elsewhere, near the onset for incidents.
  if (!sc.noDeploy && r.chance(0.7)) {
    const others = est.services.filter((s) => s.name !== sc.origin && !NO_DEPLOY.has(s.runtime));
    const t = sc.incident ? on + r.num(-400, 300) : r.num(0.1, 0.85) * end;
    c.deploy(Math.max(5, t), r.pick(others).name, `v${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 20)}`);
  }
  // Benign chatter: warnings (and ignored errors) every service prints all day.
  for (const s of est.services)
    for (const ch of s.chatter ?? []) {
      const [a, b] = ch.every;
      for (let t = r.num(0, b); t < end; t += r.num(a, b)) c.at(t, s.name, ch.level, ch.msg(r, c.ms(t)));
    }
  // A few isolated errors that recover.
  const nBlips = r.int(1, 4);
  for (let i = 0; i < nBlips; i++) r.pick(est.blips)(c, r.num(0.03, 0.95) * end);
  // Background traffic, sized to the target line count.
  const svcs = est.services;
  const total = svcs.reduce((s, x) => s + x.weight, 0);
  const avgFlow = est.flows.length ? est.flows.reduce((s, f) => s + f.length, 0) / est.flows.length : 1;
  const perEvent = est.flows.length ? 0.45 * avgFlow + 0.55 : 1;
  const extra = evs.reduce(
    (s, e) => s + 1 + (e.stack && (fmt === "logfmt" || fmt === "compose") ? e.stack.split("\n").length : 0),
    0,
  );
  const want = Math.max(target - extra, end * 0.4);
  const rate = want / perEvent / end;
  const muted = (svc: string, t: number) =>
    mutes.some((m) => m.svc === svc && t >= m.from && t < m.to && !r.chance(m.keep));
  const one = (name: string, t: number, trace?: string) => {
    if (muted(name, t)) return;
    const s = byName.get(name)!;
    c.at(t, name, "info" as Level, r.pick(s.normal)(r, c.ms(t)), trace ? { trace } : undefined);
  };
  for (let t = r.num(0, 1); t < end; t += r.gap(rate)) {
    if (est.flows.length && r.chance(0.45)) {
      const flow = r.pick(est.flows);
      const trace = est.traced ? tid() : undefined;
      let dt = t;
      for (const name of flow) {
        one(name, dt, trace);
        dt += r.num(0.003, 0.08);
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
      one(s.name, t, est.traced && r.chance(0.4) ? tid() : undefined);
    }
  }
  for (const s of svcs) for (let i = 0; i < 3; i++) one(s.name, r.num(0, end));
  // Print with per-service clock skew (up to 300 ms), in true-time order.
  const names = new Set([...svcs.map((s) => s.name), ...evs.map((e) => e.svc)]);
  const skew = new Map([...names].map((n) => [n, Math.round(r.num(-300, 300))]));
  const width = Math.max(...[...names].map((n) => n.length + 2)) + 1;
  const env: RenderEnv = { fmt, namespace: est.namespace, pod, width };
  evs.sort((a, b) => a.t - b.t);
  const lines: string[] = [];
  for (const e of evs) {
    const jitter = r.int(-3, 3);
    for (const l of render(e, e.t + (skew.get(e.svc) ?? 0) + jitter, env)) lines.push(l);
  }
  return { lines, onsetMs: sc.incident ? start + Math.round(on * 1000) : null, minutes: end / 60 };
}
