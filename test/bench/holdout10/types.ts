// Shared shapes: one log event, an estate's normal traffic, and a scenario's definition.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

/** One line (plus optional continuation / stack) at true time t (ms); raw = printed as-is (compose only). */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  raw?: boolean;
}

export type Msg = (r: Rng) => string;

export interface Flow {
  w: number;
  steps: Array<[string, Msg]>;
}

export interface Tick {
  svc: string;
  every: number;
  msg: Msg;
  level?: Level;
}

export interface Decoy {
  svc: string;
  level: Level;
  every: number;
  msg: Msg;
}

export interface Estate {
  key: string;
  namespace: string;
  traced: boolean;
  flows: Flow[];
  ticks: Tick[];
  decoys: Decoy[];
}

export interface Scenario {
  estate: "claims" | "podcast" | "port";
  cat: Category | null;
  origin: string | null;
  hints: string[];
  sev: "medium" | "high" | null;
  note: string;
  /** Earliest onset as a fraction of the window and the least seconds the story needs after onset. */
  need?: number;
  decoy?: number;
  run: (x: import("./ctx.js").Ctx) => void;
}
