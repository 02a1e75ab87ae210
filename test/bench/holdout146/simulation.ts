// Builds one window: picks its services, length and clock skews, lays the fault's steps over the background,
// and renders the aggregated stream in the window's format.
import { ESTATES, type Estate, type Service, service } from "./estates.js";
import { fill } from "./fill.js";
import { type Event, type Format, type RenderCtx, render } from "./formats.js";
import type { Scenario } from "./kit.js";
import { background, newRid, unrelatedDeploy } from "./noise.js";
import type { Rng } from "./rng.js";

export interface Window {
  text: string;
  lines: number;
  incidentStart: string | null;
  services: string[];
}

export function estateOf(sc: Scenario): Estate {
  const e = ESTATES.find((x) => x.key === sc.estate);
  if (!e) throw new Error(`unknown estate ${sc.estate}`);
  return e;
}

export function simulate(r: Rng, sc: Scenario, format: Format, day: number): Window {
  const e = estateOf(sc);
  // services: the edge, everything the scenario touches, then others until 6-12
  const want = r.int(6, Math.min(12, e.services.length));
  const chosen: Service[] = [service(e, e.edge)];
  for (const n of sc.involved) if (!chosen.some((s) => s.name === n)) chosen.push(service(e, n));
  for (const s of sc.steps) if (!chosen.some((c) => c.name === s.svc)) chosen.push(service(e, s.svc));
  for (const s of r.shuffle(e.services.slice())) if (chosen.length < want && !chosen.includes(s)) chosen.push(s);
  const minutes = r.int(6, 25);
  const start = Date.UTC(2026, 2, 2) + day * 86400000 + sc.hour * 3600000 + r.int(0, 11) * 300000 + r.int(0, 59) * 1000;
  const end = start + minutes * 60000;
  const t0 = start + Math.round(minutes * 60000 * (0.3 + r.next() * 0.3)) + r.int(0, 999);
  // background volume: aim for 1,900-8,800 lines in total
  const target = r.int(1900, 8800);
  const fixedPerMin = chosen.reduce(
    (s, c) => s + (c.work.length ? 1.6 : 0) + c.routine.reduce((a, x) => a + x.perMin, 0),
    0.7,
  );
  const linesPerReq = 2.4;
  const reqPerMin = Math.max(20, (target / minutes - fixedPerMin) / linesPerReq);
  let raws = background(r, e, chosen, start, end, reqPerMin);
  // crashes and hangs: the service's own lines stop, and the edge no longer logs healthy answers from it
  for (const sil of sc.silence ?? []) {
    const a = t0 + sil.from * 1000;
    const b = sil.to === undefined ? end : t0 + sil.to * 1000;
    raws = raws.filter((x) => x.t < a || x.t >= b || (x.svc !== sil.svc && x.up !== sil.svc));
  }
  for (const st of sc.steps) {
    const a = t0 + st.from * 1000;
    const b = st.to === undefined ? end : t0 + st.to * 1000;
    const times: number[] = [];
    if (st.perMin <= 0) times.push(a);
    else for (let t = a + r.gap(60000 / st.perMin) * 0.5; t < b; t += r.gap(60000 / st.perMin)) times.push(t);
    for (const t of times) {
      if (t < start || t >= end) continue;
      const rid = st.traced ? newRid(r, e) : undefined;
      if (st.edge) {
        const h = st.edge;
        const ms = r.int(h.ms[0], h.ms[1]);
        const msg = e.access(r, h.method, fill(r, h.path), r.pick(h.status), ms, h.upstream, rid ?? "-");
        raws.push({ t, svc: st.svc, level: st.level, msg, rid });
      } else {
        raws.push({
          t,
          svc: st.svc,
          level: st.level,
          msg: fill(r, r.pick(st.msgs)),
          stack: st.stack?.map((l) => fill(r, l)),
          rid,
        });
      }
    }
  }
  for (const d of unrelatedDeploy(r, chosen, t0, sc.origin, e.edge)) if (d.t >= start && d.t < end) raws.push(d);
  // clock skew per service, up to 300 ms either way; the edge is the reference clock
  const skew = new Map<string, number>();
  for (const c of chosen) skew.set(c.name, c.name === e.edge ? 0 : r.int(-300, 300));
  raws.sort((x, y) => x.t - y.t);
  const ctx: RenderCtx = {
    namespace: e.namespace,
    ridField: e.rid === "xrid" ? "request_id" : e.rid === "traceparent" ? "traceparent" : null,
    composeWidth: Math.max(...chosen.map((c) => c.name.length)) + 2,
  };
  const out: string[] = [];
  for (const x of raws) {
    const ev: Event = {
      at: Math.round(x.t + (skew.get(x.svc) ?? 0)),
      svc: x.svc,
      level: x.level,
      msg: x.msg,
      stack: x.stack,
      rid: x.rid,
    };
    out.push(...render(format, ev, ctx));
  }
  return {
    text: `${out.join("\n")}\n`,
    lines: out.length,
    incidentStart: sc.category ? new Date(Math.round(t0)).toISOString() : null,
    services: chosen.map((c) => c.name),
  };
}
