// Request traffic through an estate's flows, the failures a running problem causes in it, and the final
// aggregated stream: per-service clock skew, sorted by printed time, rendered in one format.
import type { Estate } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { IncidentSpec, Line } from "./incidents.js";
import type { Rng } from "./rng.js";
import { callerWords, retryWords } from "./stacks.js";

export interface Running {
  spec: IncidentSpec;
  start: number;
}

const ln = (t: number, svc: string, l: Line, trace?: string): Ev => ({
  t: Math.round(t),
  svc,
  level: l.level,
  msg: l.msg,
  stack: l.stack,
  trace,
});

export function traffic(r: Rng, es: Estate, t0: number, t1: number, perSec: number, inc?: Running): Ev[] {
  const out: Ev[] = [];
  const total = es.flows.reduce((s, f) => s + f.w, 0);
  let cbFails = 0;
  let cbOpenAt = -1;
  for (let t = t0 + r.gap(1000 / perSec); t < t1; t += r.gap(1000 / perSec)) {
    let x = r.float(0, total);
    let flow = es.flows[0];
    for (const f of es.flows) {
      x -= f.w;
      if (x < 0) {
        flow = f;
        break;
      }
    }
    const v = flow.vars(r);
    const trace = es.traced ? r.hex(16) : undefined;
    const times = [t];
    for (let i = 1; i < flow.hops.length; i++) times.push(times[i - 1] + r.int(2, 40));
    const k = inc ? flow.hops.findIndex((h) => h.svc === inc.spec.origin) : -1;
    let fail = false;
    const via = inc?.spec.via;
    if (inc && k >= 0 && t >= inc.start && (!via || flow.hops[1]?.svc === via)) {
      const s = inc.spec;
      const ramp = (s.ramp ?? 30) * 1000;
      fail = r.chance(s.p * Math.min(1, (t - inc.start + 1) / ramp));
    }
    const entry = flow.hops[0].svc;
    if (!fail || !inc) {
      for (let i = 1; i < flow.hops.length; i++)
        out.push({ t: times[i], svc: flow.hops[i].svc, level: "info", msg: flow.hops[i].msg(v, r), trace });
      const dur = times[times.length - 1] - t + r.int(5, 120);
      out.push({ t: t + dur, svc: entry, level: "info", msg: flow.done(v, r, 200, dur), trace });
      continue;
    }
    const s = inc.spec;
    const chain: number[] = [];
    for (let j = k; j > 0; ) {
      j = flow.hops[j].by ?? j - 1;
      chain.push(j);
    }
    for (let i = 1; i < k; i++)
      if (!chain.includes(i))
        out.push({ t: times[i], svc: flow.hops[i].svc, level: "info", msg: flow.hops[i].msg(v, r), trace });
    const tk = times[Math.max(k, 1)];
    const wait = s.kind === "timeout" ? r.int(s.waitMs?.[0] ?? 2000, s.waitMs?.[1] ?? 10000) : r.int(5, 400);
    const caller = chain[0];
    const csvc = caller !== undefined ? flow.hops[caller].svc : undefined;
    let cbOpen = false;
    if (s.cb && csvc === s.cb.svc) {
      if (cbOpenAt < 0 && cbFails >= s.cb.after) {
        cbOpenAt = tk;
        out.push(
          ln(
            tk,
            csvc,
            {
              level: "warn",
              msg:
                s.cb.open ??
                `circuit breaker for ${s.origin} transitioned CLOSED -> OPEN (failure rate ${r.int(52, 90)}% over last ${s.cb.after} calls)`,
            },
            trace,
          ),
        );
      }
      cbOpen = cbOpenAt >= 0 && (tk - cbOpenAt) % 60000 > 2000;
    }
    let tc = tk + wait;
    if (!cbOpen) {
      if (k === 0 || (s.at && r.chance(s.atShare ?? 1))) {
        if (s.at) out.push(ln(tk + r.int(1, Math.max(2, Math.min(wait, 2000))), s.origin, s.at(r), trace));
      }
      if (s.retry && csvc === s.retry.svc) {
        const n = r.int(Math.max(1, s.retry.n - 1), s.retry.n + 1);
        for (let a = 1; a <= n; a++) {
          out.push(
            ln(
              tc,
              csvc,
              { level: "warn", msg: s.retry.say ? s.retry.say(r, a, n) : retryWords(r, es.rt[csvc], s.origin, a, n) },
              trace,
            ),
          );
          tc += wait + r.int(100, 1600);
        }
      }
    }
    if (csvc !== undefined) {
      cbFails++;
      const say = s.callers?.[csvc];
      const l: Line = cbOpen
        ? { level: "error", msg: callerWords(r, es.rt[csvc], s.origin, "cb") }
        : say
          ? say(r)
          : { level: "error", msg: callerWords(r, es.rt[csvc], s.origin, s.kind, s.code ?? 503) };
      out.push(ln(tc, csvc, l, trace));
      for (let c = 1; c < chain.length - 1; c++) {
        const svc = flow.hops[chain[c]].svc;
        const child = flow.hops[chain[c - 1]].svc;
        tc += r.int(1, 20);
        const o = s.callers?.[svc];
        out.push(ln(tc, svc, o ? o(r) : { level: "error", msg: callerWords(r, es.rt[svc], child, "5xx", 502) }, trace));
      }
    }
    if (k === 0) continue;
    const okEntry = s.okEntries?.includes(entry) ?? false;
    const code = okEntry ? 200 : (s.entryCode ?? (s.kind === "timeout" ? 504 : 502));
    const dur = Math.round(tc - t + r.int(2, 30));
    const lvl: Level = okEntry ? "info" : code >= 500 ? "error" : "warn";
    out.push({ t: t + dur, svc: entry, level: lvl, msg: flow.done(v, r, code, dur), trace });
  }
  return out;
}

export function incidentExtras(r: Rng, inc: Running, t1: number): Ev[] {
  const out: Ev[] = [];
  const s = inc.spec;
  for (const e of s.every ?? []) {
    const from = inc.start + (e.from ?? 0) * 1000;
    const until = e.until === undefined ? t1 : inc.start + e.until * 1000;
    for (let t = from + r.float(0, e.sec * 500); t < Math.min(t1, until); t += e.sec * 1000 * r.float(0.7, 1.3)) {
      const l = e.say(r);
      const many = Array.isArray(l) ? l : [l];
      for (let i = 0; i < many.length; i++) out.push(ln(t + i * r.int(20, 400), e.svc, many[i]));
    }
  }
  for (const o of s.once ?? []) {
    const l = o.say(r);
    const many = Array.isArray(l) ? l : [l];
    for (let i = 0; i < many.length; i++) out.push(ln(inc.start + o.dt * 1000 + i * r.int(20, 400), o.svc, many[i]));
  }
  return out;
}

export function assemble(r: Rng, es: Estate, f: Format, evs: Ev[]): string[] {
  const skew: Record<string, number> = {};
  for (const s of Object.keys(es.rt)) skew[s] = r.int(-300, 300);
  const pods: Record<string, string> = {};
  for (const s of Object.keys(es.rt))
    pods[s] = `${s}-${r.hex(9).replace(/[0-9]/g, (d) => "bcdfghjklm"[Number(d)])}-${r.hex(5)}`;
  const width = Math.max(...Object.keys(es.rt).map((s) => s.length)) + 2;
  const printed = evs.map((e, i) => ({ e, p: e.t + (skew[e.svc] ?? 0), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const out: string[] = [];
  for (const { e, p } of printed)
    out.push(...render(f, e, p, { namespace: es.namespace, pod: (s) => pods[s] ?? s, width }));
  return out;
}
