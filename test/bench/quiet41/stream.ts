// Builds one aggregated window: traffic, noisy service, periodic jobs, plus whatever a scenario adds; then
// applies per-service clock skew, sorts by printed time and renders the lines.
import type { Estate, Flow } from "./estates.js";
import { type Format, type LogEvent, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Breakage {
  flows: string[];
  from: number;
  p: number;
  fail: (r: Rng, t: number, trace?: string) => LogEvent[];
}

export interface WindowSpec {
  estate: Estate;
  start: number;
  end: number;
  /** mean ms between traffic flows */
  gap: number;
  breaks?: Breakage[];
  /** services whose own lines stop (except `extra`) from a time on */
  silence?: { svc: string; from: number; until?: number }[];
  extra: LogEvent[];
}

function pickFlow(r: Rng, flows: Flow[]): Flow {
  const total = flows.reduce((s, f) => s + f.weight, 0);
  let x = r.next() * total;
  for (const f of flows) {
    x -= f.weight;
    if (x < 0) return f;
  }
  return flows[flows.length - 1];
}

export function buildEvents(r: Rng, w: WindowSpec): LogEvent[] {
  const { estate: e, start, end } = w;
  const base: LogEvent[] = [];
  for (let t = start + r.int(0, 1500); t < end; t += Math.max(40, Math.round(-Math.log(1 - r.next()) * w.gap))) {
    const f = pickFlow(r, e.flows);
    const tr = e.traceIds ? r.hex(12) : undefined;
    const br = w.breaks?.find((b) => t >= b.from && b.flows.includes(f.name) && r.chance(b.p));
    base.push(...(br ? br.fail(r, t, tr) : f.gen(r, t, tr)));
  }
  for (let t = start + r.int(0, e.noisy.every); t < end; t += Math.round(e.noisy.every * (0.5 + r.next()))) {
    base.push(e.noisy.gen(r, t));
  }
  for (const p of e.periodic) {
    for (let t = start + r.int(0, p.every); t < end; t += p.every + r.int(-300, 300)) base.push(...p.gen(r, t));
  }
  const silenced = base.filter(
    (x) => !w.silence?.some((s) => x.svc === s.svc && x.t >= s.from && (s.until === undefined || x.t < s.until)),
  );
  return [...silenced, ...w.extra].filter((x) => x.t >= start && x.t < end);
}

export function renderWindow(r: Rng, events: LogEvent[], estate: Estate, format: Format): string[] {
  const skew: Record<string, number> = {};
  for (const s of Object.keys(estate.services)) skew[s] = r.int(-300, 300);
  const printed = events.map((x) => ({ ...x, t: x.t + (skew[x.svc] ?? 0) }));
  printed.sort((a, b) => a.t - b.t);
  const pods: Record<string, string> = {};
  for (const s of Object.keys(estate.services)) pods[s] = `${s}-${r.hex(9).slice(0, 9)}-${r.hex(5)}`;
  const padTo = Math.max(...Object.keys(estate.services).map((s) => s.length)) + 2;
  const ctx = {
    namespace: estate.namespace,
    host: (s: string) => (format === "gcp" ? (pods[s] ?? s) : `${s}.${estate.namespace}`),
    padTo,
  };
  return printed.flatMap((x) => render(x, format, ctx));
}
