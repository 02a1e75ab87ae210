// Builds one aggregated window: baseline traffic, jobs, noise, an unrelated deploy and (optionally) one failure.
import { breakerLine, callerLine, type Line, retryLine } from "./callers.js";
import type { Estate, Flow } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Fault } from "./incidents.js";
import { quietBlips } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface Window {
  start: number;
  durMs: number;
  incStart: number | null;
  target: number;
}

interface Raw extends Omit<Ev, "t"> {
  at: number; // true time
}

const gap = (r: Rng, mean: number) => -Math.log(1 - r.next()) * mean;

export function buildStream(e: Estate, fault: Fault | null, f: Format, w: Window, r: Rng): string[] {
  const out: Raw[] = [];
  const end = w.start + w.durMs;
  const inc = fault && w.incStart !== null ? w.incStart : Number.POSITIVE_INFINITY;
  const origin = fault?.origin;
  const silenced = (svc: string, at: number) => fault?.quiet === true && svc === origin && at >= inc;
  const push = (svc: string, at: number, l: Omit<Line, "svc" | "dt">, trace?: string) => {
    if (at < w.start || at >= end) return;
    out.push({ svc, at, level: l.level, msg: l.msg, stack: l.stack, trace });
  };

  // background jobs, health checks, the noisy service
  for (const j of [...e.jobs, e.noisy]) {
    let t = w.start + r.next() * j.every * 1000;
    while (t < end) {
      if (!silenced(j.svc, t)) push(j.svc, t, { level: j.level, msg: j.msg(r) });
      t += j.every * 1000 * (0.5 + r.next());
    }
  }

  // request flows at a rate that lands near the target line count
  const jobRate = [...e.jobs, e.noisy].reduce((s, j) => s + 1 / j.every, 0);
  const wsum = e.flows.reduce((s, fl) => s + fl.w, 0);
  const perFlow = e.flows.reduce((s, fl) => s + (fl.steps.length + 1) * fl.w, 0) / wsum;
  const lambda = Math.max(0.3, (w.target / (w.durMs / 1000) - jobRate) / perFlow);
  const pickFlow = (): Flow => {
    let x = r.next() * wsum;
    for (const fl of e.flows) {
      x -= fl.w;
      if (x <= 0) return fl;
    }
    return e.flows[0] as Flow;
  };
  const rtOf = (s: string) => e.rt[s] ?? "go";
  let t = w.start + gap(r, 1000 / lambda);
  while (t < end) {
    const fl = pickFlow();
    const trace = e.traced && r.chance(0.85) ? r.hex(16) : undefined;
    const oi = origin ? fl.steps.findIndex((s) => s.svc === origin) : -1;
    let at = t + r.int(1, 15);
    if (fault && t >= inc && oi >= 0) {
      if (r.chance(fault.failRate)) {
        const caller = oi > 0 ? (fl.steps[oi - 1]?.svc as string) : e.edge;
        for (let k = 0; k < oi - 1; k++) {
          const st = fl.steps[k];
          if (!st) continue;
          push(st.svc, at, { level: "info", msg: st.msg(r) }, trace);
          at += r.int(2, 40);
        }
        const slow = fault.kind === "timeout" || fault.kind === 504;
        const attempts = 1 + (fault.retries ?? 0);
        for (let a = 1; a <= attempts; a++) {
          at += slow ? r.int(5000, 10000) : a === 1 ? r.int(3, 120) : r.int(180, 900);
          const oe = fault.err && !silenced(origin as string, at) ? fault.err(r) : null;
          if (oe) push(origin as string, at - r.int(1, 30), oe, trace);
          if (a < attempts) push(caller, at + 2, retryLine(rtOf(caller), origin as string, a, r), trace);
        }
        const late = t - inc > 100000;
        const cl =
          late && r.chance(0.3) && ["java", "node", "dotnet"].includes(rtOf(caller))
            ? breakerLine(rtOf(caller), origin as string)
            : callerLine(rtOf(caller), origin as string, rtOf(origin as string), fault.kind, fl.path, r);
        push(caller, at + 5, cl, trace);
        if (caller !== e.edge && r.chance(0.45)) {
          const first = fl.steps[0]?.svc as string;
          const ek = fault.edgeStatus === 504 ? "timeout" : fault.edgeStatus;
          if (fault.edgeStatus >= 500)
            push(e.edge, at + 9, callerLine(rtOf(e.edge), first, rtOf(first), ek, fl.path, r), trace);
        }
        const s = fault.edgeStatus;
        push(
          e.edge,
          at + 12,
          {
            level: s >= 500 ? "error" : s >= 400 ? "warn" : "info",
            msg: e.access(fl.method, fl.path, s, Math.round(at + 12 - t), r),
          },
          trace,
        );
        t += gap(r, 1000 / lambda);
        continue;
      }
    }
    for (const st of fl.steps) {
      push(st.svc, at, { level: "info", msg: st.msg(r) }, trace);
      at += r.int(2, 90);
    }
    const status = r.chance(0.012) ? r.pick([404, 401, 409]) : fl.method === "POST" && r.chance(0.3) ? 201 : 200;
    push(
      e.edge,
      at + 3,
      { level: status >= 400 ? "warn" : "info", msg: e.access(fl.method, fl.path, status, Math.round(at + 3 - t), r) },
      trace,
    );
    t += gap(r, 1000 / lambda);
  }

  // the failure's own lines
  if (fault && w.incStart !== null) {
    for (const l of fault.prelude?.(r) ?? []) push(l.svc ?? fault.origin, inc + (l.dt ?? 0), l);
    if (fault.periodic) {
      let pt = inc + r.int(200, 3000);
      while (pt < end) {
        for (const l of fault.periodic.gen(r)) push(l.svc ?? fault.origin, pt + (l.dt ?? 0), l);
        pt += fault.periodic.every * 1000 * (0.7 + 0.6 * r.next());
      }
    }
  }

  // an unrelated deploy or reload near the failure (or mid-window when nothing breaks)
  const dep = e.deploy(r);
  const depAt = Number.isFinite(inc) ? inc + r.int(-150, 120) * 1000 : w.start + w.durMs * (0.3 + 0.4 * r.next());
  if (dep.svc === origin) {
    push(e.edge, depAt, {
      level: "info",
      msg: `config reloaded: upstreams.yaml (sha ${r.hex(8)}), 0 upstreams changed, 2 timeouts tuned`,
    });
  } else {
    dep.lines.forEach((m, i) => {
      push(dep.svc, depAt + i * r.int(300, 2500), { level: "info", msg: m });
    });
  }
  for (const b of quietBlips(e, w.start, end, r)) push(b.svc ?? e.edge, b.at, b);

  // clock skew per service, then order by printed time
  const skew = new Map<string, number>();
  for (const s of Object.keys(e.rt)) skew.set(s, r.int(-300, 300));
  const evs: Ev[] = out.map((o) => ({ ...o, t: Math.round(o.at + (skew.get(o.svc) ?? 0)) }));
  evs.sort((a, b) => a.t - b.t);
  const pad = Math.max(...Object.keys(e.rt).map((s) => s.length + 2)) + 2;
  return evs.map((ev) => render(f, ev, e.ns, pad));
}
