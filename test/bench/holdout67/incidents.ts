// The shape of one holdout67 incident and the list of all 52 (13 categories x 4 estates).
import { CAMPUS_INCIDENTS } from "./incidents-campus.js";
import { GAME_INCIDENTS } from "./incidents-games.js";
import type { Burst } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Incident {
  estate: string;
  origin: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** Baseline flows through these services fail from the start (their failures are in bursts). */
  disrupt: string[];
  frac: number;
  /** The origin's own routine lines stop (it goes quiet). */
  quiet?: boolean;
  /** A change at the origin shortly before the start (configuration after a release). */
  prelude?: Array<{ at: number; level: "info" | "warn"; msg: string }>;
  bursts: Burst[];
}

export const INCIDENTS: Incident[] = [...GAME_INCIDENTS, ...CAMPUS_INCIDENTS];
