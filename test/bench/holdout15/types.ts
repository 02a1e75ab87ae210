// Shared shapes of the holdout-15 generator: levels, formats, events, estates and scenarios.
import type { Kit } from "./kit.js";
import type { Rng } from "./rng.js";

export type Level = "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
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

/** A message: fixed text or drawn fresh per line. */
export type Msg = string | ((r: Rng) => string);

/** One log event at true time t (ms); the printed time adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

/** Healthy traffic of one service: lines per minute and weighted templates. */
export interface ServiceBg {
  name: string;
  rate: number;
  lines: Array<[number, Level, Msg]>;
}

/** A request crossing services; each step logs with the same trace id, delay ms after the previous. */
export interface Flow {
  rate: number;
  steps: Array<[string, Msg, number]>;
}

export interface Estate {
  key: string;
  namespace: string;
  services: ServiceBg[];
  flows: Flow[];
  /** Unrelated services that complain at a constant rate all window long. */
  noise: Array<[string, Level, Msg]>;
}

export interface Scenario {
  estate: "crew" | "wx" | "lab";
  category: Category | null;
  origin: string | null;
  hints: string[];
  sev: "medium" | "high" | null;
  note: string;
  /** Whether requests carry trace / request ids. */
  traced: boolean;
  /** Index into the estate's noise list, or -1 for none. */
  noise: number;
  /** Services that must be in the file even when the incident does not log from them. */
  with?: string[];
  run?: (k: Kit) => void;
}
