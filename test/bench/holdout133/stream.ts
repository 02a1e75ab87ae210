// One log event before rendering, plus clock skew and ordering by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms since epoch
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  printed?: number;
}

/** Applies a fixed skew (up to 300 ms) per service and sorts by the printed time. */
export function skewAndSort(evs: Ev[], services: string[], rng: Rng): Ev[] {
  const skew = new Map<string, number>();
  for (const s of services) skew.set(s, Math.round((rng() * 2 - 1) * 300));
  for (const e of evs) e.printed = e.t + (skew.get(e.svc) ?? 0);
  return evs.sort((a, b) => (a.printed ?? a.t) - (b.printed ?? b.t));
}
