// The shapes shared by the holdout144 modules: log records, estates, faults and scenarios.
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
export type Runtime = "node" | "spring" | "go" | "python" | "ruby" | "dotnet" | "php" | "elixir" | "edge";
export type EdgeKind = "nginx" | "haproxy" | "envoy" | "traefik";
export type Line = [Level, string];
/** How a failing callee looks to its caller: it timed out, refused, reset, or answered with this HTTP status. */
export type Symptom = "timeout" | "refused" | "reset" | number;

/** One log event before rendering: true time t (ms), the service's clock skew is added when printed. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  rid?: string;
}

export interface Svc {
  rt: Runtime;
  port: number;
  /** Paths it serves when called (the first route hop's path is what the edge logs). */
  paths: string[];
  /** What it was doing for a caller, used in the caller's own error wording. */
  does: string;
  /** Whether this tier logs the request id (estate habit). */
  rid: boolean;
  ok: (r: Rng) => string;
}

export interface Estate {
  id: string;
  name: string;
  domain: string;
  namespace: string;
  edge: string;
  edgeKind: EdgeKind;
  ridStyle: "traceparent" | "x-request-id" | "none";
  net: string;
  svcs: Record<string, Svc>;
  routes: string[][];
  /** Background lines every window of this estate has: health checks, ticks, metric flushes. */
  chatter: Array<[number, string, (r: Rng) => Line]>;
}

/** What a service says in a request that failed: a line, several lines (retries), or nothing. */
export type Say = (c: Ctx) => Line | Line[] | null;

export interface Ctx {
  r: Rng;
  svc: string;
  callee: string;
  path: string;
  method: string;
  est: Estate;
}

export interface Fault {
  at: string;
  /** Start as a fraction of the window; defaults to the scenario's faultAt. */
  from?: number;
  /** How long it lasts in seconds; until the end of the window if absent. */
  forSec?: number;
  rate: number;
  symptom: Symptom;
  origin: Say;
  /** ms between the request reaching the origin and the failure being logged. */
  delay?: [number, number];
  /** Callers' words; a key with null keeps that caller silent; others use their runtime's voice. */
  up?: Record<string, Say | null>;
  /** What callers further up get from an intermediate (default 502, 504 for timeouts). */
  relayStatus?: number;
  onset?: Array<[number, string, Level, string]>;
  periodic?: Array<[number, string, (r: Rng, t: number) => Line]>;
  /** Seconds after the fault start during which the origin prints nothing at all (a dead or wedged process). */
  silence?: Array<[number, number]>;
}

export interface Scenario {
  key: string;
  estate: Estate;
  category: Category | null;
  origin?: string;
  hints?: string[];
  severity?: "medium" | "high";
  note: string;
  faultAt?: number;
  faults: Fault[];
  steady?: Array<[number, string, (r: Rng, t: number) => Line, number?]>;
  events?: Array<[number, string, Level, string]>;
  drop?: string[];
}
