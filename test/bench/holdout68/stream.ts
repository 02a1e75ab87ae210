// Builds one aggregated window: everyday traffic of an estate, optional failure streams, per-service clock skew,
// sorted by printed time and rendered in one of the six shapes.
import type { Emit, Estate } from "./estates.js";
import { type Format, type Rec, render } from "./formats.js";
import type { Incident, Stream } from "./incidents.js";
import type { Flavour } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface WindowSpec {
  estate: Estate;
  fmt: Format;
  startMs: number;
  minutes: number;
  baselineLines: number; // roughly how many everyday lines to write
  flavours: { f: Flavour; scale: number }[];
  incident?: Incident;
  incidentOffsetMs: number; // from the window start; ignored without incident
}

interface Ev {
  t: number;
  svc: string;
  lvl: Emit["lvl"];
  msg: string;
  stack?: string[];
  trace?: string;
  everyday: boolean;
}

export function buildWindow(r: Rng, w: WindowSpec): { lines: string[]; incidentStart: number | null } {
  const { estate } = w;
  const end = w.startMs + w.minutes * 60_000;
  const evs: Ev[] = [];
  const push = (base: number, em: Emit[], everyday: boolean, trace?: string) => {
    for (const x of em) {
      const t = base + (x.dt ?? 0);
      if (t < w.startMs || t >= end) continue;
      evs.push({ t, svc: x.svc, lvl: x.lvl, msg: x.msg, stack: x.stack, trace, everyday });
    }
  };
  const every = (mean: number, from: number, to: number, fn: (t: number) => void) => {
    let t = from + r.next() * mean;
    while (t < to) {
      fn(Math.round(t));
      t += mean * (0.5 + r.next());
    }
  };

  // everyday request flows
  const secs = w.minutes * 60;
  const totalW = estate.flows.reduce((s, f) => s + f.w, 0);
  const perFlow = 1.8;
  const flowRate = (w.baselineLines * 0.8) / perFlow / secs; // flows per second
  let t = w.startMs + r.next() * 500;
  while (t < end) {
    const k = r.next() * totalW;
    let acc = 0;
    const flow =
      estate.flows.find((f) => {
        acc += f.w;
        return k < acc;
      }) ?? estate.flows[0];
    push(Math.round(t), flow.gen(r), true, estate.traced ? r.hex(16) : undefined);
    t += (-Math.log(1 - r.next()) / flowRate) * 1000;
  }
  for (const p of estate.periodic) every(p.every * 1000, w.startMs, end, (at) => push(at, p.gen(r), true));
  every(estate.noisy.every * 1000, w.startMs, end, (at) => push(at, estate.noisy.gen(r), false));
  for (const d of estate.deprecations) every(d.every * 1000, w.startMs, end, (at) => push(at, d.gen(r), false));
  every(r.int(70, 160) * 1000, w.startMs, end, (at) => push(at, estate.retryOk(r), false));
  for (const { f, scale } of w.flavours)
    for (const s of f.streams) every(s.every * 1000 * scale, w.startMs, end, (at) => push(at, s.gen(r), false));

  // an unrelated deploy or config reload near the interesting moment
  const mid = w.incident ? w.startMs + w.incidentOffsetMs : w.startMs + r.int(3, Math.max(4, w.minutes - 2)) * 60_000;
  const changes = estate.changes.filter((c) => c(r)[0].svc !== w.incident?.origin);
  const change = r.pick(changes.length ? changes : estate.changes);
  push(mid + r.int(-120, 90) * 1000, change(r), false);

  let incidentStart: number | null = null;
  if (w.incident) {
    const inc = w.incident;
    const start = w.startMs + w.incidentOffsetMs;
    const partial = ["rate_limiting", "timeout", "validation", "null_reference", "memory"].includes(inc.cat);
    const silence = inc.silence ?? (partial ? 0.5 : 0.85);
    // the origin's everyday lines thin out or stop
    for (let i = evs.length - 1; i >= 0; i--) {
      const ev = evs[i];
      if (ev.everyday && ev.svc === inc.origin && ev.t >= start && r.chance(silence)) evs.splice(i, 1);
    }
    let first = start;
    if (inc.lead) {
      const lead = inc.lead(r);
      first = Math.min(start, start + Math.min(...lead.map((x) => x.dt ?? 0)));
      push(start, lead, false);
    }
    incidentStart = first;
    const run = (s: Stream) =>
      every(s.every * 1000, start + (s.after ?? 0) * 1000, end, (at) =>
        push(at, s.gen(r), false, estate.traced && r.chance(0.7) ? r.hex(16) : undefined),
      );
    for (const s of inc.streams) run(s);
  }

  // skew, hosts, sort, render
  const skew = new Map<string, number>();
  const host = new Map<string, string>();
  for (const s of estate.services) {
    skew.set(s, r.int(-300, 300));
    host.set(
      s,
      `${s}-${r.hex(9).replace(/[0-9]/g, (d) => "bcdfghjklm"[Number(d)])}-${r.hex(5).replace(/[0-9]/g, (d) => "npqrstvwxz"[Number(d)])}`,
    );
  }
  const recs: Rec[] = evs.map((ev) => ({
    printed: ev.t + (skew.get(ev.svc) ?? 0),
    svc: ev.svc,
    lvl: ev.lvl,
    msg: ev.msg,
    stack: ev.stack,
    trace: ev.trace,
    host: host.get(ev.svc) ?? ev.svc,
  }));
  recs.sort((a, b) => a.printed - b.printed);
  const width = Math.max(...estate.services.map((s) => s.length)) + 4;
  const lines: string[] = [];
  for (const rec of recs) lines.push(...render(w.fmt, rec, width, estate.namespace));
  return { lines, incidentStart };
}
