// Shapes shared by the holdout 9 estates, scenarios, timeline builder and formatters.
import type { Rng } from "./rng.js";

export type Lvl = "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
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

/** One log event in true time (ms since epoch); the printed time adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string[];
  etype?: string;
  tr?: string;
}

type Gen = (r: Rng) => string;

/** A repeating (or counted) emitter relative to the onset: starts `lag` s after it, one line every ~`every` s. */
export interface Emit {
  svc: string;
  lvl: Lvl;
  msg: Gen;
  every: number;
  lag?: number;
  dur?: number;
  count?: number;
  stack?: (r: Rng) => string[];
  etype?: string;
  traced?: boolean;
}

export interface Estate {
  name: string;
  namespace: string;
  traced: boolean;
  /** Services with their base-traffic templates and weight (share of traffic). */
  services: Record<string, { w: number; lines: Gen[] }>;
  /** Candidate noisy decoys: a service logging the same harmless error at a constant rate. */
  decoys: Array<{ svc: string; lvl: Lvl; msg: Gen }>;
}

export interface Spec {
  estate: "grocery" | "ehr" | "game";
  cat: Category | null;
  origin: string | null;
  hints: string[];
  sev: "medium" | "high" | null;
  note: string;
  emits: Emit[];
  /** Services whose ordinary traffic stops `lag` s after onset (crashed, wedged), optionally for `dur` s. */
  silence?: Array<{ svc: string; lag: number; dur?: number }>;
  /** Earliest onset in seconds from the window start the scenario needs (room for precursors). */
  minOnset?: number;
}
