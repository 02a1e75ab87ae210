// Builds one aggregated window: request flows, probes, periodic jobs, the estate's constant complainer,
// noise kinds, one unrelated change, optionally a failure; then clock skew, sort by printed time, render.
import type { Estate, Runtime } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Incident } from "./incidents.js";
import { changeEvent, FIT, type NCtx, type Noise, noiseByKind } from "./quiet.js";
import { hex, int, type Rng, shuffle } from "./rng.js";

export interface WindowSpec {
  est: Estate;
  format: Format;
  t0: number;
  durMs: number;
  targetLines: number;
  loud?: Noise;
  inc?: Incident;
  /** True start of the failure (ms), only with `inc`. */
  ts?: number;
}

const probeMsg = (rt: Runtime, r: Rng): string => {
  switch (rt) {
    case "go":
      return `GET /healthz 200 ${(0.2 + r() * 0.6).toFixed(2)}ms ua=kube-probe/1.30`;
    case "node":
      return `request completed GET /healthz 200 ${int(r, 0, 3)}ms`;
    case "python":
      return `10.42.${int(r, 0, 3)}.1:${int(r, 30000, 60000)} - "GET /healthz HTTP/1.1" 200 OK`;
    case "cpp":
      return "healthz: ok (displays=1184, sessions ok)";
    default:
      return "GET /health 200";
  }
};

export function buildWindow(spec: WindowSpec, r: Rng): string[] {
  const { est, inc } = spec;
  const t0 = spec.t0;
  const t1 = t0 + spec.durMs;
  const ts = spec.ts ?? Number.POSITIVE_INFINITY;
  const evs: Ev[] = [];
  const emit = (svc: string, level: Level, msg: string, t: number, stack?: string[], trace?: string) => {
    if (t < t0 || t >= t1) return;
    evs.push({ t, svc, level, msg, stack, trace });
  };
  const c: NCtx = { r, est, t0, t1, emit: (s, l, m, t, st) => emit(s, l, m, t, st) };

  // fixed-rate parts first, so the flow rate can fill the rest of the line budget
  for (const svc of est.probed)
    for (let t = t0 + r() * 10_000; t < t1; t += 10_000 + r() * 40) emit(svc, "info", probeMsg(est.runtime[svc], r), t);
  for (const p of est.periodic)
    for (let t = t0 + r() * p.everyMs; t < t1; t += p.everyMs * (0.95 + r() * 0.1)) {
      if (inc && p.svc === inc.origin && t >= ts) continue;
      const [lv, m] = p.make(r);
      emit(p.svc, lv, m, t);
    }
  for (let t = t0 + r() * 3000; t < t1; t += est.noisy.everyMs * (0.5 + r())) {
    const [lv, m] = est.noisy.make(r);
    emit(est.noisy.svc, lv, m, t);
  }
  noiseByKind("deprecation-warnings").run(c, false);
  noiseByKind("successful-retries").run(c, false);
  const fit = FIT[est.key];
  for (const k of shuffle(r, fit).slice(0, int(r, 3, 5))) if (k !== spec.loud?.kind) noiseByKind(k).run(c, false);
  if (spec.loud) spec.loud.run(c, true);
  const changeAt = inc ? ts - int(r, 40, 150) * 1000 : t0 + spec.durMs * (0.3 + r() * 0.4);
  changeEvent(c, changeAt, inc?.origin);
  // what the failing service itself says survives its going quiet
  const own = new Set<Ev>();
  if (inc && spec.ts !== undefined)
    inc.run({
      ...c,
      ts: spec.ts,
      emit: (s, l, m, t, st) => {
        const n = evs.length;
        emit(s, l, m, t, st);
        if (evs.length > n) own.add(evs[n]);
      },
    });

  // request flows fill the budget
  const fixed = evs.reduce((s, e) => s + 1 + (e.stack?.length ?? 0), 0);
  const wsum = est.flows.reduce((s, f) => s + f.weight, 0);
  const avgSteps = 2.4;
  const flows = Math.max(200, (spec.targetLines - fixed) / avgSteps);
  const gap = spec.durMs / flows;
  for (let t = t0 + r() * gap; t < t1; t += gap * (0.2 + 1.6 * r())) {
    let x = r() * wsum;
    let f = est.flows[0];
    for (const fl of est.flows) {
      x -= fl.weight;
      if (x <= 0) {
        f = fl;
        break;
      }
    }
    const rep = inc && t >= ts ? inc.flows[f.name]?.(r, t, ts) : null;
    const steps = rep ?? f.run(r);
    const trace = est.traceIds ? hex(r, est.key === "fairway" ? 16 : 32) : undefined;
    for (const [svc, lv, m, dt] of steps) emit(svc, lv, m, t + dt, undefined, trace);
  }

  const kept = inc?.quiet ? evs.filter((e) => own.has(e) || !(e.svc === inc.origin && e.t >= ts)) : evs;
  const skew: Record<string, number> = {};
  for (const s of est.services) skew[s] = int(r, -300, 300);
  const printed = kept.map((e, i) => ({ e, p: Math.round(e.t + skew[e.svc]), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...est.services.map((s) => s.length)) + 4;
  const rc = { namespace: est.namespace, pod: (s: string) => `${s}-${hex(r, 5)}`, composeWidth: width };
  const pods: Record<string, string> = {};
  for (const s of est.services) pods[s] = rc.pod(s);
  const ctx = { ...rc, pod: (s: string) => pods[s] };
  return printed.flatMap(({ e, p }) => render(spec.format, e, p, ctx));
}
