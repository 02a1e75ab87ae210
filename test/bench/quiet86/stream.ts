// One aggregated stream: events in true time, per-service clock skew, sorted by printed time, rendered.
import { type Format, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  lvl: "debug" | "info" | "warn" | "error" | "fatal";
  msg: string;
  stack?: string[];
  trace?: string;
  node?: number;
  pod?: string;
  source?: string;
}

export function writeStream(evs: Ev[], f: Format, namespace: string, rng: Rng, winStart: number, winEnd: number) {
  const skew = new Map<string, number>();
  for (const e of evs) if (!skew.has(e.svc)) skew.set(e.svc, rng.int(-300, 300));
  const padTo = Math.max(...[...skew.keys()].map((s) => s.length + 2));
  const printed = evs
    .filter((e) => e.t >= winStart && e.t < winEnd)
    .map((e, i) => ({ e, p: Math.round(e.t + (skew.get(e.svc) ?? 0)), i }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const out: string[] = [];
  for (const { e, p } of printed) out.push(...render(e, p, f, { namespace, padTo }));
  return out;
}
