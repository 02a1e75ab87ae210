// Shared shapes of holdout19: one log event, message generators, and the incident / quiet scenario specs.
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Gen = (r: Rng) => string;
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type TraceStyle = "traceparent" | "x-request-id" | "req-uuid" | "none";
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

/** One printed event: true time t (ms), its service, level, message, optional stack and trace id. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

/** A line a correlated follower logs `lag` ms after the emit it belongs to (same trace id). */
export interface Follow {
  svc: string;
  level: Level;
  msg: Gen;
  lag: number;
}

/** A repeated fault line: every `every` s (jittered) from `from` s after onset until `to` s, `burst` per tick. */
export interface Emit {
  svc: string;
  level: Level;
  msg: Gen;
  every: number;
  from?: number;
  to?: number;
  burst?: number;
  stack?: (r: Rng) => string[];
  echo?: Follow[];
}

/** A one-off line at `at` s relative to onset (negative = before). */
export interface Once {
  svc: string;
  level: Level;
  at: number;
  msg: string;
  stack?: string[];
}

export type EstateName = "forkful" | "helix" | "aqua";

export interface IncidentSpec {
  estate: EstateName;
  cat: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  once?: Once[];
  emits: Emit[];
  /** services whose ordinary request lines mostly stop after onset */
  drop?: string[];
}

export interface QuietSpec {
  estate: EstateName;
  note: string;
  /** offsets are relative to a pseudo anchor in the middle of the window */
  once?: Once[];
  emits?: Emit[];
}
