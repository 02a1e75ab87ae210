// Builds one aggregated stream: baseline traffic, jobs, noise, the noisy service, deploys, and (optionally) one failure.
import { breakerLine, callerLine, edgeFail, retryLine } from "./callers.js";
import type { Estate, Line, Service } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { OLine, Spec } from "./incidents.js";
import { EPISODES } from "./quiet.js";
import type { Rng } from "./rng.js";

interface Raw {
  t: number; // true time
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface Built {
  lines: string[];
  start: number | null;
}

export function buildStream(est: Estate, spec: Spec | null, r: Rng, fmt: Format, t0: number): Built {
  const out: Raw[] = [];
  const svc = new Map<string, Service>(est.services.map((s) => [s.name, s]));
  const push = (t: number, name: string, [level, msg]: Line, trace?: string, stack?: string[]) => {
    const e: Raw = { t, svc: name, level, msg };
    if (trace) e.trace = trace;
    if (stack) e.stack = stack;
    out.push(e);
  };
  const pushO = (t: number, name: string, o: OLine, trace?: string) => push(t, name, [o.l, o.m], trace, o.s);

  const lead = r.int(180, 480);
  const minutes = Math.max(r.int(7, 18), Math.ceil((lead + 300) / 60));
  const span = minutes * 60_000;
  const start = spec ? t0 + lead * 1000 + r.int(0, 999) : null;
  const end = t0 + span;
  const origin = spec?.origin ?? "";
  const failing = (t: number) => start !== null && t >= start;
  const silenced = (name: string, t: number) => spec?.quiet === true && name === origin && failing(t);

  // steady-rate helper with jitter
  const every = (name: string, sec: number, from: number, to: number, f: (t: number) => void) => {
    let t = from + r.int(0, sec * 1000);
    while (t < to) {
      if (!silenced(name, t)) f(t);
      t += Math.max(200, sec * 1000 * (0.6 + r.next() * 0.8));
    }
  };

  // request flows
  const avgLen = est.flows.reduce((s, f) => s + f.length, 0) / est.flows.length;
  const rate = Math.min(1.2 + r.next() * 2.3, 6800 / ((span / 1000) * avgLen));
  const firstCaller = spec ? (est.callers[origin] ?? [])[0] : undefined;
  let fails = 0;
  let breakerOpen = false;
  for (let t = t0 + r.int(0, 500); t < end; t += Math.max(20, -Math.log(1 - r.next()) * (1000 / rate))) {
    const flow = r.pick(est.flows);
    const trace = est.traced ? r.hex(r.chance(0.5) ? 16 : 12) : undefined;
    const oi = flow.indexOf(origin);
    const broken = spec !== null && oi >= 0 && failing(t) && !r.chance(spec.quiet ? 0 : (spec.keep ?? 0.3));
    const kind = spec?.kind ?? null;
    const hardFail = broken && kind !== null && kind !== "stale";
    const upto = broken ? oi : flow.length;
    let ci = -1;
    for (let k = 0; k < oi; k++) if ((est.callers[origin] ?? []).includes(flow[k] as string)) ci = k;
    if (ci < 0) ci = oi - 1;
    // downstream services log first, the entry logs last
    for (let j = upto - 1; j >= 0; j--) {
      const name = flow[j] as string;
      const s = svc.get(name) as Service;
      const tt = t + (flow.length - j) * r.int(3, 40);
      if (hardFail && j === ci) {
        const callee = svc.get(origin) as Service;
        if (name === firstCaller && r.chance(0.8)) {
          for (let a = 0; a < r.int(1, 3); a++) push(tt - 400 * (3 - a), name, retryLine(s.rt, origin, a, r), trace);
        }
        push(tt, name, callerLine(s.rt, origin, callee.port, callee.path(r), kind, spec?.code ?? 503, r), trace);
        fails++;
        if (!breakerOpen && fails > 40 && name === firstCaller) {
          breakerOpen = true;
          push(tt + 5, name, breakerLine(s.rt, origin));
        }
        const entry = svc.get(flow[0] as string) as Service;
        const el = entry.req(r)[1];
        if (el.includes(" 200 ")) push(t + flow.length * 45, entry.name, edgeFail(el, kind), trace);
        break;
      }
      if (hardFail && j === 0 && oi === 0) break;
      push(tt, name, s.req(r), trace);
    }
  }

  // periodic jobs, domain noise, noisy service
  const probe = /health|status|\/up"|kube-probe/i;
  for (const [name, sec, f] of est.jobs)
    every(name, sec, t0, end, (t) => {
      const l = f(r);
      // a failing origin stops finishing its periodic work; its health probes keep answering
      if (name === origin && failing(t) && !probe.test(l[1])) return;
      push(t, name, l);
    });
  for (const [name, sec, f] of est.noise) every(name, sec, t0, end, (t) => push(t, name, f(r)));
  const [nz, nsec, nf] = est.noisy;
  every(nz, nsec, t0, end, (t) => push(t, nz, nf(r)));

  // retries that succeed
  every("__none", 45, t0, end, (t) => {
    const flow = r.pick(est.flows.filter((f) => f.length > 1));
    const caller = svc.get(flow[0] as string) as Service;
    const callee = flow[1] as string;
    push(t, caller.name, retryLine(caller.rt, callee, 0, r));
    push(t + r.int(150, 900), callee, (svc.get(callee) as Service).req(r));
  });

  // deprecation warnings at boot-like moments
  for (const [name, msg] of est.deprecations) push(t0 + r.int(0, 60_000), name, ["WARN", msg]);

  // an unrelated deploy / reload near the start (or mid-window for quiet files)
  const pivot = start ?? t0 + r.int(Math.floor(span / 3), Math.floor((2 * span) / 3));
  const deploys = est.deploys.filter(([n]) => n !== origin);
  const [dn, df] = r.pick(deploys);
  let dt = pivot + r.int(-150_000, 120_000);
  for (const l of df(r)) {
    push(dt, dn, l);
    dt += r.int(40, 900);
  }
  const dep = est.deprecations.find(([n]) => n === dn);
  if (dep) push(dt + r.int(10, 400), dn, ["WARN", dep[1]]);

  // a harmless episode (always in quiet files, sometimes in incident files)
  if (!spec || r.chance(0.5)) {
    const [en, count, ef] = r.pick(EPISODES[est.key] ?? []);
    let et = t0 + r.int(60_000, span - 90_000);
    for (let k = 0; k < count; k++) {
      push(et, en, ef(r));
      et += r.int(300, 4000);
    }
  }

  // the failure itself
  if (spec && start !== null) {
    let pt = start - r.int(4_000, 25_000);
    for (const p of spec.pre ?? []) {
      pushO(pt, origin, p(r));
      pt += r.int(30, 2_000);
    }
    let t = start;
    while (t < end) {
      const f = r.chance(0.65) ? (spec.says[0] as (x: Rng) => OLine) : r.pick(spec.says);
      pushO(t, origin, f(r));
      t += Math.max(120, spec.every * 1000 * (0.5 + r.next()));
    }
    for (const [name, sec, f] of spec.effects ?? [])
      every(name, sec, start + r.int(5_000, 40_000), end, (tt) => pushO(tt, name, f(r)));
    if (spec.kind === "stale") {
      for (const c of est.callers[origin] ?? []) {
        const cs = svc.get(c) as Service;
        every(c, 9, start + r.int(20_000, 60_000), end, (tt) =>
          push(tt, c, callerLine(cs.rt, origin, 0, "", "stale", 0, r)),
        );
      }
    }
  }

  // skew, printed-time order, render
  const skew = new Map<string, number>(est.services.map((s) => [s.name, r.int(-300, 300)]));
  const evs: Ev[] = out
    .filter((e) => e.t >= t0 && e.t < end)
    .map((e) => {
      const ev: Ev = { t: e.t + (skew.get(e.svc) ?? 0), svc: e.svc, level: e.level, msg: e.msg };
      if (e.stack) ev.stack = e.stack;
      if (e.trace) ev.trace = e.trace;
      return ev;
    })
    .sort((a, b) => a.t - b.t);
  const pad = Math.max(...est.services.map((s) => s.name.length)) + 4;
  const reps = new Map<string, number>(est.services.map((s) => [s.name, r.int(0, 3)]));
  const ctx = { namespace: est.namespace, pad, replica: (s: string) => reps.get(s) ?? 0 };
  const lines = evs.flatMap((e) => render(e, fmt, ctx));
  return { lines, start };
}
