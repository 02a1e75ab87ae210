// What an incident is: the label facts and the lines it writes from its start.
import type { Ctx, Estate } from "./types.js";

export type Category =
  | "database"
  | "network"
  | "timeout"
  | "dependency"
  | "configuration"
  | "memory"
  | "disk"
  | "null_reference";

export interface Incident {
  id: string;
  estate: Estate["key"];
  origin: string;
  category: Category;
  hints: string[];
  severity: "medium" | "high";
  /** UTC hours the window may start in (the domain's busy time for this failure). */
  hours: readonly number[];
  /** Side noises the scenario must carry (the messy parts that belong with this failure). */
  withNoise?: readonly string[];
  note: string;
  /** Writes the incident's lines; `start` is the true time the fault starts at the origin. */
  run(c: Ctx, start: number): void;
}
