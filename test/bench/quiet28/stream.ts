// Builds one aggregated stream: estate baseline + overlays (quiet noise, a failure), skew, sort by printed time.
import type { Estate } from "./estates.js";
import { type Format, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  errKind?: string;
  src?: string;
}
export type Gen = (r: Rng, t: number, trace: string | undefined) => Ev[];
export interface Win {
  start: number;
  end: number;
}
/** What a quiet kind or a failure lays over the baseline. */
export interface Overlay {
  extra: Ev[];
  /** after `from`, a `share` of a named flow's runs go this way instead */
  flows?: Record<string, { from: number; share: number; gen: Gen }>;
  /** a service whose INFO/DEBUG lines stop after `from` */
  silence?: { svc: string; from: number; until?: number };
  load?: (t: number) => number;
  /** where the unrelated deploy goes (default: anywhere) */
  deployNear?: number;
  deployAvoid?: string;
}

export const ev = (t: number, svc: string, level: Level, msg: string, x: Partial<Ev> = {}): Ev => ({
  t,
  svc,
  level,
  msg,
  ...x,
});

/** Calls `f` at jittered steps from `from` to `to`. */
export function every(r: Rng, from: number, to: number, stepMs: number, f: (t: number, i: number) => Ev[] | Ev): Ev[] {
  const out: Ev[] = [];
  let t = from + r.int(0, stepMs);
  for (let i = 0; t < to; i++) {
    const x = f(t, i);
    if (Array.isArray(x)) out.push(...x);
    else out.push(x);
    t += stepMs * (0.8 + 0.4 * r.next());
  }
  return out;
}

export function baseline(r: Rng, est: Estate, w: Win, ov: Overlay): Ev[] {
  const out: Ev[] = [];
  const load = ov.load ?? (() => 1);
  for (const f of est.flows) {
    let t = w.start + r.int(0, 1500);
    while (t < w.end) {
      const trace = est.trace === "none" ? undefined : r.hex(est.trace === "w3c" ? 32 : 16);
      const alt = ov.flows?.[f.name];
      if (alt && t >= alt.from && r.chance(alt.share)) out.push(...alt.gen(r, t, trace));
      else out.push(...f.gen(r, t, trace));
      t += (-Math.log(1 - r.next()) * 1000) / (f.rate * load(t));
    }
  }
  for (const p of est.periodic) out.push(...every(r, w.start, w.end, p.every * 1000, (t, i) => p.gen(r, t, i)));
  for (const h of est.health)
    out.push(...every(r, w.start, w.end, h.every * 1000, (t) => ev(t, h.svc, "INFO", h.msg(r))));
  const n = est.noisy;
  out.push(...every(r, w.start + r.int(2000, 40000), w.end, n.every * 1000, (t) => n.gen(r, t)));
  for (const d of est.deprecations)
    out.push(...every(r, w.start + r.int(5000, 90000), w.end, d.every * 1000, (t) => ev(t, d.svc, "WARN", d.msg)));
  const deploys = est.deploys.filter((d) => d.svc !== ov.deployAvoid);
  const dep = r.pick(deploys);
  const at =
    ov.deployNear !== undefined
      ? ov.deployNear + r.pick([-1, 1]) * r.int(40, 150) * 1000
      : w.start + r.int(60, Math.max(61, (w.end - w.start) / 1000 - 60)) * 1000;
  out.push(...dep.gen(r, at));
  out.push(...ov.extra);
  const s = ov.silence;
  const kept = out.filter(
    (e) =>
      e.t >= w.start &&
      e.t < w.end &&
      !(
        s &&
        e.svc === s.svc &&
        e.t >= s.from &&
        e.t < (s.until ?? w.end) &&
        (e.level === "INFO" || e.level === "DEBUG")
      ),
  );
  return kept;
}

export function toLines(est: Estate, events: Ev[], fmt: Format, skew: Record<string, number>): string[] {
  const printed = events.map((e) => ({ e, p: e.t + (skew[e.svc] ?? 0) }));
  printed.sort((a, b) => a.p - b.p);
  const pods: Record<string, string> = {};
  for (const s of est.services) pods[s.name] = s.pod;
  const pad = Math.max(...est.services.map((s) => s.name.length + 2)) + 1;
  const lines: string[] = [];
  for (const { e, p } of printed) lines.push(...render(fmt, e, Math.round(p), { ns: est.ns, pad, pods }));
  return lines;
}
