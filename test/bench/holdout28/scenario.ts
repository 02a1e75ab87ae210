// What one holdout28 scenario is: the estate it runs in, its label fields and the lines it adds to the stream.
import type { Ctx } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "configuration"
  | "database"
  | "dependency"
  | "disk"
  | "memory"
  | "network"
  | "null_reference"
  | "rate_limiting"
  | "timeout"
  | "validation"
  | "unknown";

export interface Scenario {
  /** index into ESTATES */
  estate: number;
  category: Category | null;
  /** role key of the origin service in the estate (null for quiet windows) */
  origin: string | null;
  hints: string[];
  sev: "medium" | "high" | null;
  note: string;
  write: (c: Ctx) => void;
}

export const MIN = 60_000;
export const SEC = 1000;
