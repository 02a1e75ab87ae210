// Shared shapes of holdout 11: levels, events, estates, scenarios and the context a scenario plays into.
import type { Rng } from "./rng.js";

export type Level = "info" | "warn" | "error" | "fatal";
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

/** One log event at true time `t` (ms since epoch); printing adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
}

export interface Service {
  name: string;
  weight: number;
  normal: Array<(r: Rng) => string>;
}

export interface Estate {
  name: string;
  namespace: string;
  traced: boolean;
  services: Service[];
  /** Request paths through the estate (service names), used for traced background traffic. */
  flows: string[][];
  decoy: { svc: string; level: Level; every: [number, number]; msg: (r: Rng) => string };
}

export interface EmitOpts {
  trace?: string | true;
  stack?: string;
}

export interface Ctx {
  r: Rng;
  /** Onset in seconds from the window start (0 for quiet windows). */
  on: number;
  /** Window length in seconds. */
  end: number;
  at(sec: number, svc: string, level: Level, msg: string, o?: EmitOpts): void;
  /** Calls fn at roughly every `period` seconds (+-35% jitter) in [from, to). */
  every(from: number, to: number, period: number, fn: (t: number, i: number) => void): void;
  /** Poisson arrivals whose rate climbs linearly from r0 to r1 per second over [from, to). */
  ramp(from: number, to: number, r0: number, r1: number, fn: (t: number, i: number) => void): void;
  /** Keeps only `keep` of the service's normal traffic in [from, to). */
  mute(svc: string, from: number, to: number, keep?: number): void;
  deploy(sec: number, svc: string, version: string): void;
  tid(): string;
}

export interface Scenario {
  key: string;
  estate: Estate;
  incident: boolean;
  origin?: string;
  category?: Category;
  hints?: string[];
  sev?: "medium" | "high";
  note: string;
  /** Window length range in minutes. */
  minutes?: [number, number];
  /** Onset as a fraction range of the window. */
  onset?: [number, number];
  /** No unrelated deploy line near the onset. */
  noDeploy?: boolean;
  play(c: Ctx): void;
}
