// The shapes shared by the holdout137 modules: one log event, a service, an estate and its background traffic.
import type { Rng } from "./rng.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Runtime = "java" | "python" | "node" | "go" | "dotnet" | "ruby" | "nginx";

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

export const CATEGORIES: readonly Category[] = [
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

/** One thing a service logged, at its true time (skew is added when the line is printed). */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** Continuation lines: an exception and its frames, or a runtime's raw crash output. */
  stack?: string[];
  /** The continuation is plain output (a crash dump, a startup report), not an exception: no error.* fields. */
  raw?: boolean;
  trace?: string;
}

/** A line without its time and service: what the generators below return ("raw": see Ev.raw). */
export type Line = [Level, string, string[]?, "raw"?];

export interface Service {
  name: string;
  runtime: Runtime;
}

/** One hop of a background request: who logs, how many ms after the request began, what. */
export interface Hop {
  svc: string;
  at: number;
  level?: Level;
  msg: string;
}

export interface Flow {
  weight: number;
  make(r: Rng): Hop[];
}

/** Something a service logs on its own every `every` seconds (jobs, heartbeats, probes, chronic errors). */
export interface Periodic {
  svc: string;
  every: number;
  make(r: Rng): Line;
}

/** Something a service logs now and then (refusals, deprecations, retries that succeed): `perMin` on average. */
export interface Sporadic {
  svc: string;
  perMin: number;
  make(r: Rng): Line;
}

/** A release or config reload that has nothing to do with any fault: the lines it prints, ms after it starts. */
export interface Rollout {
  svc: string;
  lines(r: Rng): Array<[number, Level, string]>;
}

export type TraceStyle = "w3c" | "reqid" | "none" | "edge";

export interface Estate {
  key: string;
  title: string;
  namespace: string;
  services: Service[];
  traces: TraceStyle;
  /** Services whose lines carry the request id when traces === "edge". */
  edge?: string[];
  flows: Flow[];
  ticks: Periodic[];
  probes: Periodic[];
  chronic: Periodic[];
  sporadic: Sporadic[];
  rollouts: Rollout[];
}
