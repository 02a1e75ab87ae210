// What an incident scenario is: where the fault starts, what a correct diagnosis names, and how it plays out.
import type { Estate, SceneLike } from "../types.js";

export interface Incident {
  category: "database" | "network" | "timeout" | "dependency" | "configuration" | "memory" | "disk" | "null_reference";
  estate: Estate["key"];
  /** The service where the fault starts, exactly as printed. */
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Harmless noise laid on the same window. */
  noise: string[];
  /** Plays the fault from t0 (its true start) to the end of the window. */
  run(sc: SceneLike, t0: number): void;
}

/** Poisson arrivals from `from` to the end of the window. */
export function until(sc: SceneLike, perMin: number, from: number, fn: (t: number) => void): void {
  sc.poisson(perMin, from, sc.end, fn);
}

export const after = (t0: number) => (t: number) => t >= t0;
