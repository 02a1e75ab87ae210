// Shapes shared by the estates, the scenario catalogue and the builder.
import type { Rng } from "./rng.js";

export type Lvl = "debug" | "info" | "warn" | "error" | "fatal";
/** A message template: gets the RNG and the true time (ms) of the line. */
export type Msg = (r: Rng, t: number) => string;
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
export type EstateName = "ride" | "card" | "video";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";

/** One hop of a background request: the service and what it prints. */
export interface Hop {
  svc: string;
  msg: Msg;
  lvl?: Lvl;
}
export interface Flow {
  w: number;
  hops: Hop[];
}
/** A periodic background line (jobs, health checks, noise) every `every` seconds (+-30%). */
export interface Job {
  svc: string;
  every: number;
  lvl: Lvl;
  msg: Msg;
  stack?: Msg;
}
export interface Estate {
  name: EstateName;
  namespace: string;
  services: string[];
  flows: Flow[];
  jobs: Job[];
  /** Request ids on every hop of a flow. */
  ids: "traceparent" | "uuid" | "none";
}

/** Lines a scenario adds, times relative to onset in seconds (START = from window start). */
export interface Emit {
  svc: string;
  lvl: Lvl;
  msg: Msg;
  stack?: Msg;
  from?: number;
  until?: number;
  every: number;
  count?: number;
  /** Spread of the interval, as a fraction (default 0.3); 0 keeps paired lines in step. */
  jitter?: number;
}
/** Background lines of `svc` turned into failures with probability p in [from, until]. */
export interface Affect {
  svc: string;
  p: number;
  lvl: Lvl;
  msg: Msg;
  stack?: Msg;
  from?: number;
  until?: number;
}
export interface Silence {
  svc: string;
  from?: number;
  until?: number;
  /** Also drop the later hops of a request that reaches the silent service (nothing gets past it). */
  cut?: boolean;
}
export type Onset = "atstart" | "early" | "mid" | "late" | "end";
export type Size = "small" | "mid" | "big";

export interface Scenario {
  estate: EstateName;
  quiet?: boolean;
  cat?: Category;
  origin?: string;
  hints?: string[];
  sev?: "medium" | "high";
  note: string;
  /** Window length in minutes. */
  win: number;
  onset: Onset;
  size?: Size;
  ids?: "traceparent" | "uuid" | "none";
  silence?: Silence[];
  affects?: Affect[];
  emits?: Emit[];
}

export const START = -1e7;
