// Builds one aggregated window: baseline traffic of an estate, health checks, jobs, noise, one unrelated change,
// and (for incidents) the failing requests, storms and periodic complaints; then skews, sorts and renders it.
import { ESTATES, type Estate, healthLine, type Msg, type Periodic } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Hit {
  svc: string;
  level: Level;
  msg: Msg;
  stack?: Msg;
  p?: number;
  delay?: [number, number];
  any?: boolean;
}
export interface Timed {
  at: number;
  svc: string;
  level: Level;
  msg: Msg;
  stack?: Msg;
}
export interface Plan {
  estate: string;
  origin?: string;
  touches?: string[];
  p?: number;
  rampMs?: number;
  originHit?: Hit[];
  callers?: Hit[];
  storm?: { svc: string; level: Level; msg: Msg; n: [number, number] };
  periodic?: Array<Periodic & { stack?: Msg }>;
  silent?: boolean;
  entry?: boolean;
  suppress?: RegExp;
  timed?: Timed[];
  extra?: Periodic[];
  endMs?: number;
}
export interface Window {
  start: number;
  minutes: number;
  incidentAt: number;
  lines: number;
}

function podName(r: Rng, svc: string): string {
  return `${svc}-${r.hex(9).replace(/[0-3]/g, "7")}-${r.hex(5).replace(/[0-3]/g, "x")}`;
}

export function buildWindow(
  r: Rng,
  plan: Plan,
  fmt: Format,
  startIso: string,
  minutes: number,
  leadMin: number,
  targetLines: number,
): { text: string; win: Window } {
  const est: Estate = ESTATES[plan.estate];
  const t0 = Date.parse(startIso);
  const end = t0 + minutes * 60000;
  const S = t0 + leadMin * 60000 + r.int(0, 59) * 1000;
  const evs: Ev[] = [];
  const pods: Record<string, string[]> = {};
  const skew: Record<string, number> = {};
  const rtOf: Record<string, string> = {};
  for (const s of est.services) {
    pods[s.name] = [podName(r, s.name), podName(r, s.name)];
    skew[s.name] = r.int(-300, 300);
    rtOf[s.name] = s.rt;
  }
  const silentAfter = (svc: string, t: number) => plan.silent === true && svc === plan.origin && t >= S;
  const push = (t: number, svc: string, level: Level, msg: string, rid?: string, stack?: string) => {
    if (t < t0 || t >= end) return;
    evs.push({ t, svc, level, msg, rid, stack, host: r.pick(pods[svc] ?? [svc]), source: rtOf[svc] });
  };
  const every = (p: Periodic, from: number, to: number, jitter = true) => {
    let t = from + r.int(0, Math.min(p.every, 20000));
    while (t < to) {
      if (!silentAfter(p.svc, t)) push(t, p.svc, p.level, p.msg(r));
      t += jitter ? Math.max(500, Math.round(p.every * (0.3 + r.next() * 1.4))) : p.every + r.int(-200, 200);
    }
  };
  // health checks on most services, jobs, noise
  for (const s of est.services) {
    if (r.chance(0.3)) continue;
    every(
      { svc: s.name, every: r.pick([10000, 15000]), level: "INFO", msg: (rr) => healthLine(s.rt, rr) },
      t0,
      end,
      false,
    );
  }
  for (const j of est.jobs) every(j, t0, end, false);
  for (const n of est.noise) every(n, t0, end);
  for (const x of plan.extra ?? []) every(x, t0, end);
  // one unrelated change near the trouble (or mid-window when quiet)
  const changes = est.changes.filter((c) => c.svc !== plan.origin);
  const ch = r.pick(changes);
  let tc = S + r.int(-150, 150) * 1000;
  for (const [lvl, m] of ch.lines) {
    push(tc, ch.svc, lvl, m(r));
    tc += r.int(300, 4000);
  }
  // traffic
  const fixedLines = evs.length;
  const totalW = est.flows.reduce((s, f) => s + f.w, 0);
  const avgSteps = est.flows.reduce((s, f) => s + f.w * f.steps.length, 0) / totalW;
  const perSec = Math.max(0.2, (targetLines - fixedLines) / (minutes * 60 * (avgSteps + 0.15)));
  const touches = plan.touches ?? (plan.origin ? [plan.origin] : []);
  const incEnd = plan.endMs ? S + plan.endMs : end;
  let t = t0 + r.int(0, 800);
  while (t < end) {
    let x = r.next() * totalW;
    const flow =
      est.flows.find((f) => {
        x -= f.w;
        return x < 0;
      }) ?? est.flows[0];
    const rid = est.traced ? r.hex(r.pick([16, 16, 32])) : undefined;
    const idx = flow.steps.findIndex((s) => touches.includes(s.svc));
    const ramp = plan.rampMs ? Math.min(1, (t - S) / plan.rampMs) : 1;
    const failing = idx >= 0 && t >= S && t < incEnd && r.chance((plan.p ?? 0.85) * ramp);
    let tt = t;
    const upto = failing ? (plan.entry ? 0 : idx) : flow.steps.length;
    for (let i = 0; i < upto; i++) {
      const st = flow.steps[i];
      tt += r.int(4, 90);
      const text = st.msg(r);
      if (plan.suppress && tt >= S && plan.suppress.test(text)) continue;
      if (!silentAfter(st.svc, tt)) push(tt, st.svc, st.level ?? "INFO", text, rid);
    }
    if (failing) {
      const oh = plan.originHit?.length ? r.pick(plan.originHit) : undefined;
      if (oh && !silentAfter(oh.svc, tt) && r.chance(oh.p ?? 1)) {
        tt += r.int(oh.delay?.[0] ?? 5, oh.delay?.[1] ?? 200);
        push(tt, oh.svc, oh.level, oh.msg(r), rid, oh.stack?.(r));
      }
      for (const c of plan.callers ?? []) {
        if (!c.any && !flow.steps.some((s) => s.svc === c.svc)) continue;
        if (!r.chance(c.p ?? 1)) continue;
        tt += r.int(c.delay?.[0] ?? 10, c.delay?.[1] ?? 400);
        push(tt, c.svc, c.level, c.msg(r), rid, c.stack?.(r));
      }
      if (plan.storm && flow.steps.some((s) => s.svc === plan.storm?.svc)) {
        const n = r.int(plan.storm.n[0], plan.storm.n[1]);
        for (let k = 0; k < n; k++) {
          tt += r.int(80, 900);
          push(tt, plan.storm.svc, plan.storm.level, plan.storm.msg(r), rid);
        }
      }
    }
    t += Math.max(20, Math.round((-Math.log(1 - r.next()) * 1000) / perSec));
  }
  for (const p of plan.periodic ?? []) {
    let tp = S + r.int(0, Math.min(p.every, 8000));
    while (tp < Math.min(end, incEnd)) {
      push(tp, p.svc, p.level, p.msg(r), undefined, p.stack?.(r));
      tp += Math.max(300, Math.round(p.every * (0.5 + r.next())));
    }
  }
  for (const x of plan.timed ?? []) push(S + x.at, x.svc, x.level, x.msg(r), undefined, x.stack?.(r));
  for (const e of evs) e.pt = e.t + (skew[e.svc] ?? 0);
  evs.sort((a, b) => (a.pt ?? 0) - (b.pt ?? 0));
  const width = Math.max(...est.services.map((s) => s.name.length)) + 4;
  const out: string[] = [];
  for (const e of evs) out.push(...render(fmt, e, { namespace: est.namespace, width }));
  return { text: `${out.join("\n")}\n`, win: { start: t0, minutes, incidentAt: S, lines: out.length } };
}
