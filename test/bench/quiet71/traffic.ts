// Request traffic through an estate's flows, with a hook that lets a broken service change what a request logs.
import { access, type Estate, type Flow, flows } from "./estates.js";
import type { Stream } from "./stream.js";

export interface Req {
  flow: Flow;
  t: number;
  trace?: string;
  ms: number; // normal latency of the whole request
}
/** Returns true when it logged the request itself. */
export type Hook = (q: Req) => boolean;

export function traffic(s: Stream, e: Estate, meanGap: number, hook?: Hook): void {
  const r = s.rng;
  const fl = flows(e);
  const total = fl.reduce((a, f) => a + f.weight, 0);
  s.every(meanGap, (t) => {
    let x = r.next() * total;
    let flow = fl[0];
    for (const f of fl) {
      x -= f.weight;
      if (x < 0) {
        flow = f;
        break;
      }
    }
    const trace = e.traces ? r.hex(16) : undefined;
    const ms = 12 + r.gap(60);
    if (hook?.({ flow, t, trace, ms })) return;
    normal(s, e, { flow, t, trace, ms });
  });
}

export function normal(s: Stream, e: Estate, q: Req): void {
  const r = s.rng;
  let dt = 2;
  for (const h of q.flow.hops) {
    const svc = e.svc[h.role];
    if (!svc) continue;
    dt += r.int(2, Math.max(3, Math.round(q.ms / 2)));
    s.emit(q.t + dt, svc, "INFO", h.msg(r), { trace: q.trace });
  }
  entryLine(s, e, q, 200, q.ms + dt, "INFO");
}

export function entryLine(s: Stream, e: Estate, q: Req, st: number, ms: number, lvl: "INFO" | "WARN" | "ERROR"): void {
  const r = s.rng;
  const svc = e.svc[q.flow.entry];
  const t = q.t + ms;
  if (q.flow.name === "entry") {
    const gate = r.pick(e.gates);
    const card = `0x${r.hex(8).toUpperCase()}`;
    const m =
      st === 200
        ? `card ${card} granted at ${gate}, ${e.rt.door === "cpp" ? "relay pulsed 800ms" : "turnstile released"}`
        : `card ${card} at ${gate}: verify failed (HTTP ${st}), entry refused`;
    s.emit(t, svc, lvl, m, { trace: q.trace });
    return;
  }
  if (q.flow.name === "sale" && st !== 200) {
    s.emit(t, svc, lvl, `sale could not be completed: payment service returned ${st}`, { trace: q.trace });
    return;
  }
  const st2 = q.flow.method === "POST" && st === 200 ? 201 : st;
  s.emit(t, svc, lvl, access(r, e.rt[q.flow.entry], svc, q.flow.method, q.flow.path(r), st2, ms), { trace: q.trace });
}
