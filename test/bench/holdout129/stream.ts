// Builds one aggregated window: baseline traffic of an estate, an optional failure, per-service skew, printed order.
import type { Estate, Line } from "./estates.js";
import { services } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Failure, Reaction } from "./incidents.js";
import { mulberry32, type Rng } from "./rng.js";

export interface WindowSpec {
  estate: Estate;
  format: Format;
  t0: number; // window start, ms
  minutes: number;
  targetLines: number;
  failure?: Failure;
  failStart?: number; // ms
  extras?: Reaction[];
  extrasAt?: number; // ms
}

function traceId(e: Estate, r: Rng): string | undefined {
  switch (e.traces) {
    case "w3c":
      return r.hex(32);
    case "short":
      return r.hex(12);
    case "uuid":
      return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
    case "none":
      return undefined;
  }
}

function emitReaction(rx: Reaction, at: number, end: number, r: Rng, out: Ev[], tag: (ev: Ev) => void): void {
  const from = at + (rx.from ?? 0) * 1000 + r.int(0, 1500);
  const stop = rx.until === undefined ? end : Math.min(end, at + rx.until * 1000);
  const gap = 60000 / rx.perMin;
  for (let t = from + r.next() * gap * 0.5; t < stop; t += gap * (0.4 + r.next() * 1.2)) {
    const said = rx.make(r);
    const ev: Ev = { t: Math.round(t), svc: rx.svc, level: rx.level, msg: said.msg, stack: said.stack };
    tag(ev);
    out.push(ev);
  }
}

export function buildWindow(w: WindowSpec, r: Rng): { text: string; lines: number } {
  const { estate } = w;
  const end = w.t0 + w.minutes * 60000;
  const evs: Ev[] = [];
  const push = (base: number, ls: Line[], trace?: string) => {
    for (const l of ls)
      evs.push({ t: base + (l.dt ?? 0) + r.int(0, 25), svc: l.svc, level: l.level, msg: l.msg, trace });
  };

  // request flows at a rate that lands near the target line count
  const probe = r.int(0, 1 << 30);
  const wsum = estate.flows.reduce((s, f) => s + f.w, 0);
  let perFlow = 0;
  for (const f of estate.flows) perFlow += (f.w / wsum) * f.make(mulberry32(probe)).length;
  const extra = (w.minutes * 60 * 0.45) | 0;
  const flowCount = Math.max(200, (w.targetLines - extra) / perFlow);
  const meanGap = (w.minutes * 60000) / flowCount;
  for (let t = w.t0 + r.next() * meanGap; t < end - 3000; t += -Math.log(1 - r.next()) * meanGap) {
    let x = r.next() * wsum;
    const f = estate.flows.find((fl) => {
      x -= fl.w;
      return x < 0;
    });
    const fl = f ?? estate.flows[0];
    push(Math.round(t), fl.make(r), fl.plain ? undefined : traceId(estate, r));
  }
  for (const job of estate.jobs) {
    for (let t = w.t0 + r.int(0, job.every * 1000); t < end; t += job.every * 1000 + r.int(-400, 400))
      push(t, job.make(r));
  }
  for (let t = w.t0 + r.int(0, 4000); t < end; t += -Math.log(1 - r.next()) * (60000 / estate.noisy.perMin)) {
    push(Math.round(t), [estate.noisy.make(r)]);
  }
  const owsum = estate.odd.reduce((s, o) => s + o.w, 0);
  for (let t = w.t0 + r.int(0, 20000); t < end; t += -Math.log(1 - r.next()) * 24000) {
    let x = r.next() * owsum;
    const o = estate.odd.find((od) => {
      x -= od.w;
      return x < 0;
    });
    push(Math.round(t), (o ?? estate.odd[0]).make(r), r.chance(0.5) ? traceId(estate, r) : undefined);
  }

  // an unrelated rollout or reload near the middle (or near the failure)
  const pivot = w.failStart ?? w.t0 + w.minutes * 30000;
  const fail = w.failure;
  const deploys = estate.deploys.filter((dep) => !fail || dep(r)[0].svc !== fail.origin);
  if (deploys.length > 0) {
    const at = Math.min(end - 5000, Math.max(w.t0 + 10000, pivot + r.int(-150000, 100000)));
    push(at, r.pick(deploys)(r));
  }

  if (fail && w.failStart !== undefined) {
    const start = w.failStart;
    const silence = fail.silence ?? 0.35;
    // the broken service's own routine lines thin out or stop
    for (let i = evs.length - 1; i >= 0; i--) {
      const e = evs[i];
      if (e.svc === fail.origin && e.t >= start && (e.level === "info" || e.level === "debug") && r.next() < silence)
        evs.splice(i, 1);
    }
    const failEvs: Ev[] = [];
    for (const rx of fail.reactions) {
      emitReaction(rx, start, end, r, failEvs, (ev) => {
        if (estate.traces !== "none" && r.chance(0.75)) ev.trace = traceId(estate, r);
      });
    }
    for (const o of fail.once ?? [])
      failEvs.push({ t: start + o.dt, svc: o.svc, level: o.level, msg: o.msg, stack: o.stack });
    // callers that report the same request share its id with the broken service
    const own = failEvs.filter((e) => e.svc === fail.origin && e.trace).sort((a, b) => a.t - b.t);
    for (const e of failEvs) {
      if (e.svc === fail.origin || !e.trace || own.length === 0 || !r.chance(0.5)) continue;
      const prev = own.filter((o) => o.t <= e.t && e.t - o.t < 4000).pop();
      if (prev) e.trace = prev.trace;
    }
    evs.push(...failEvs);
  }
  if (w.extras) {
    const at = w.extrasAt ?? w.t0 + 120000;
    for (const rx of w.extras) emitReaction(rx, at, end, r, evs, () => {});
  }

  const skew = new Map<string, number>();
  for (const s of services(estate)) skew.set(s, r.int(-300, 300));
  const inWindow = evs.filter((e) => e.t >= w.t0 && e.t < end);
  const printed = inWindow.map((e, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const pad = Math.max(...services(estate).map((s) => s.length)) + 4;
  const out: string[] = [];
  for (const { e, p } of printed) out.push(...render(w.format, e, p, estate.ns, pad));
  return { text: `${out.join("\n")}\n`, lines: out.length };
}
