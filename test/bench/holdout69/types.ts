// Shared shapes of holdout69: one log event before rendering, and the spec of an incident or quiet window.
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type EstateKey = "media" | "ads" | "ev" | "mobility";

export interface Ev {
  /** true time in ms since epoch (printed time adds the service's skew) */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface EveryOpts {
  from?: number;
  to?: number;
  jitter?: number;
  /** start three times slower and speed up over the first 90 s (retry storms, spreading failure) */
  ramp?: boolean;
  stack?: (i: number) => string[];
  traced?: boolean;
}

export interface Ctx {
  r: Rng;
  /** true start of the fault at the origin */
  t0: number;
  end: number;
  ev(t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void;
  every(svc: string, level: Level, periodMs: number, msg: (i: number) => string, o?: EveryOpts): void;
  tid(): string | undefined;
}

export interface IncidentSpec {
  estate: EstateKey;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** services whose baseline lines stop at t0 (+ delay ms) */
  silence?: { svc: string; after?: number }[];
  /** services whose baseline success lines thin out after t0 */
  dampen?: string[];
  emit(c: Ctx): void;
}

export interface QuietSpec {
  estate: EstateKey;
  note: string;
  emit(c: Ctx): void;
}
