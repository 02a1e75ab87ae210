// Shared shapes of holdout 17: an estate's services and background streams, and an incident's script.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string] | [Level, string, string];

export interface Svc {
  name: string;
  /** relative share of the healthy traffic */
  w: number;
  talk: (r: Rng) => Line;
}

/** A steady WARN/ERROR stream that was there all along, at about one line per `every` seconds. */
export interface Nuisance {
  svc: string;
  every: number;
  line: (r: Rng) => Line;
}

/** A periodic job (cron, compaction, backup) that logs a burst every `every` seconds. */
export interface Job {
  svc: string;
  every: number;
  burst: (r: Rng) => Line[];
}

export interface Estate {
  id: "game" | "freight" | "grid";
  ns: string;
  services: Svc[];
  nuisances: Nuisance[];
  jobs: Job[];
  /** the service that logs rollouts and scaling (kubelet or a deploy controller) */
  orchestrator: string;
}

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

export const CATEGORIES: Category[] = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
];

/** What an incident script can do: place lines at seconds after the onset (clipped to the window). */
export interface Player {
  r: Rng;
  /** seconds from onset to the end of the window */
  left: number;
  at(off: number, svc: string, line: Line): void;
  /** `n` lines from `from`, about `every` seconds apart (jittered) */
  seq(svc: string, from: number, every: number, n: number, line: (i: number) => Line): void;
}

export interface IncidentDef {
  estate: Estate["id"];
  cat: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** other services the script writes to (they must be in the file) */
  uses: string[];
  play: (p: Player) => void;
}
