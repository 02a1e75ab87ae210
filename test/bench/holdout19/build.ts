// Builds the events of one holdout19 window: background flows, health checks, jobs, the noise every window
// carries (a constant noisy service, deprecations, retries that succeed, slow requests, an unrelated deploy)
// and, for incidents, the scenario's fault lines at the origin and in its callers.
import type { Estate } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Emit, Ev, Once, TraceStyle } from "./types.js";

export interface Window {
  start: number;
  durationS: number;
  anchorS: number;
  targetLines: number;
  serviceCount: number;
  style: TraceStyle;
}

export interface BuildInput {
  estate: Estate;
  origin: string | null;
  once: Once[];
  emits: Emit[];
  drop: string[];
}

export function traceId(r: Rng, style: TraceStyle): string | undefined {
  if (style === "traceparent") return `00-${r.hex(32)}-${r.hex(16)}-01`;
  if (style === "x-request-id" || style === "req-uuid") return r.uuid();
  return undefined;
}

const health = ["GET /healthz 200 1ms", "readiness probe ok", "GET /actuator/health -> UP", "liveness: ok"];

export function buildWindow(r: Rng, w: Window, inp: BuildInput): { events: Ev[]; services: string[] } {
  const { estate } = inp;
  const end = w.start + w.durationS * 1000;
  const anchor = w.start + w.anchorS * 1000;
  const required = new Set<string>([estate.edge]);
  if (inp.origin) required.add(inp.origin);
  for (const e of inp.emits) {
    required.add(e.svc);
    for (const f of e.echo ?? []) required.add(f.svc);
  }
  for (const o of inp.once) required.add(o.svc);
  const noisyCands = estate.noisy.filter((n) => n.svc !== inp.origin);
  const noisy = r.pick(noisyCands);
  required.add(noisy.svc);
  const set = new Set(required);
  for (const s of r.shuffle(estate.services)) if (set.size < w.serviceCount) set.add(s);
  const services = [...set];
  const ev: Ev[] = [];
  const push = (e: Ev) => {
    if (e.t >= w.start && e.t < end) ev.push(e);
  };
  const every = (meanS: number, from: number, to: number, f: (t: number) => void) => {
    let t = from + r.float(0, meanS * 1000);
    while (t < to) {
      f(t);
      t += meanS * 1000 * r.float(0.6, 1.4);
    }
  };

  // request flows
  const flows = estate.flows
    .map((f) => ({ weight: f.weight, steps: f.steps.filter(([s]) => set.has(s)) }))
    .filter((f) => f.steps.length > 0);
  const totalW = flows.reduce((s, f) => s + f.weight, 0);
  const avgSteps = flows.reduce((s, f) => s + f.weight * f.steps.length, 0) / totalW;
  const flowGap = (w.durationS * 1000) / Math.max(20, (w.targetLines * 0.82) / (avgSteps * 1.1));
  for (let t = w.start + r.float(0, flowGap); t < end; t += -Math.log(1 - r.next()) * flowGap) {
    const x = r.float(0, totalW);
    let acc = 0;
    const flow =
      flows.find((f) => {
        acc += f.weight;
        return x < acc;
      }) ?? flows[0];
    if (t >= anchor && inp.origin && flow.steps.some(([s]) => inp.drop.includes(s)) && r.chance(0.75)) continue;
    const trace = r.chance(0.85) ? traceId(r, w.style) : undefined;
    let at = t;
    for (const [svc, gen] of flow.steps) {
      push({ t: at, svc, level: "INFO", msg: gen(r), trace });
      if (r.chance(0.08)) push({ t: at + 1, svc, level: "DEBUG", msg: `handled in ${r.int(1, 90)}ms`, trace });
      at += r.int(2, 70);
    }
  }
  // health checks and periodic jobs
  for (const s of services) {
    const h = r.pick(health);
    const lvl = r.chance(0.5) ? "DEBUG" : "INFO";
    every(r.int(15, 30), w.start, end, (t) => push({ t, svc: s, level: lvl, msg: h }));
    for (const j of estate.jobs[s] ?? [])
      every(r.int(30, 120), w.start, end, (t) => push({ t, svc: s, level: "INFO", msg: j(r) }));
  }
  // noise
  every(r.int(4, 20), w.start, end, (t) => push({ t, svc: noisy.svc, level: noisy.level, msg: noisy.msg(r) }));
  for (const [s, m] of estate.deprecations)
    if (set.has(s)) every(r.int(120, 400), w.start, end, (t) => push({ t, svc: s, level: "WARN", msg: m }));
  for (const [s, m] of estate.retries)
    if (set.has(s)) every(r.int(60, 200), w.start, end, (t) => push({ t, svc: s, level: "WARN", msg: m(r) }));
  for (const [s, m] of estate.slow)
    if (set.has(s)) every(r.int(90, 300), w.start, end, (t) => push({ t, svc: s, level: "WARN", msg: m(r) }));
  const bystanders = services.filter((s) => s !== inp.origin && !inp.emits.some((e) => e.svc === s));
  if (bystanders.length) {
    const d = r.pick(bystanders);
    const v = `${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 9)}`;
    const at = anchor + r.int(-240, 200) * 1000;
    push({ t: at, svc: d, level: "INFO", msg: "received SIGTERM, draining connections (rolling update)" });
    push({ t: at + r.int(4000, 9000), svc: d, level: "INFO", msg: `starting ${d} version=${v} commit=${r.hex(7)}` });
    push({
      t: at + r.int(10000, 20000),
      svc: d,
      level: "INFO",
      msg: `${d} ready, listening on :${r.pick([8080, 8000, 3000, 9090])}`,
    });
  }

  // the scenario's own lines
  for (const o of inp.once) push({ t: anchor + o.at * 1000, svc: o.svc, level: o.level, msg: o.msg, stack: o.stack });
  inp.emits.forEach((e, i) => {
    const from = anchor + (e.from ?? 0) * 1000;
    const to = e.to === undefined ? end : anchor + e.to * 1000;
    let t = i === 0 ? from : from + r.float(0, e.every * 1000);
    while (t < to) {
      for (let b = 0; b < (e.burst ?? 1); b++) {
        const bt = t + b * r.int(5, 250);
        const trace = traceId(r, w.style);
        push({ t: bt, svc: e.svc, level: e.level, msg: e.msg(r), stack: e.stack?.(r), trace });
        for (const f of e.echo ?? [])
          push({ t: bt + f.lag + r.int(0, 40), svc: f.svc, level: f.level, msg: f.msg(r), trace });
      }
      t += e.every * 1000 * r.float(0.6, 1.4);
    }
  });
  return { events: ev, services };
}
