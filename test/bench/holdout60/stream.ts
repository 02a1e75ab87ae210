// One log event, and how a window of them is sorted by printed (skewed) time.
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  tid?: string;
}

export interface Printed extends Ev {
  printed: number;
}

/** Applies each service's clock skew and sorts by the time that gets printed. */
export function skewAndSort(evs: Ev[], skew: Record<string, number>): Printed[] {
  const out = evs.map((e) => ({ ...e, printed: Math.round(e.t + (skew[e.svc] ?? 0)) }));
  out.sort((a, b) => a.printed - b.printed);
  return out;
}
