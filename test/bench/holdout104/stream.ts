// One log event before rendering, and the per-service clock skew + sort by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** multi-line stack trace or continuation, printed where the format allows */
  stack?: string;
  errType?: string;
  trace?: string;
}

export interface Printed extends Ev {
  /** printed time (true time + the service's clock skew) */
  pt: number;
}

export function skewAndSort(evs: Ev[], services: string[], rng: Rng): Printed[] {
  const skew = new Map<string, number>();
  for (const s of services) skew.set(s, rng.int(-300, 300));
  const out = evs.map((e, i) => ({ ...e, pt: Math.round(e.t + (skew.get(e.svc) ?? 0)), i }));
  out.sort((a, b) => a.pt - b.pt || a.i - b.i);
  return out.map(({ i: _i, ...e }) => e);
}
