// The shared vocabulary of the set: levels, runtimes, formats, roles, events, estates.
import type { Ctx } from "./ctx.js";
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export type Runtime =
  | "java"
  | "go"
  | "python"
  | "node"
  | "dotnet"
  | "ruby"
  | "envoy"
  | "nginx"
  | "postgres"
  | "redis"
  | "unreal";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export type Role =
  | "gateway"
  | "auth"
  | "presence"
  | "chat"
  | "notify"
  | "match"
  | "rating"
  | "fleet"
  | "gs"
  | "anticheat"
  | "board"
  | "stats"
  | "db"
  | "cache"
  | "store"
  | "ent"
  | "replay"
  | "patch";

/** One log event before it is printed: true time `t` (ms), the printing adds the service's skew. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** Continuation lines (stack traces, tracebacks, goroutine dumps), printed as the format allows. */
  stack?: string[];
  /** Request or trace id, printed where the estate and format carry one. */
  tid?: string;
  /** Exception type for the formats that have a field for it. */
  kind?: string;
  seq: number;
}

export interface SvcDef {
  name: string;
  runtime: Runtime;
  roles: Role[];
}

/** Background traffic: a request shape that arrives `rate` times a second and touches `touches`. */
export interface Flow {
  name: string;
  rate: number;
  touches: string[];
  run(c: Ctx, t: number): void;
}

/** A periodic background job: every `every` seconds. */
export interface Job {
  /** Lets an incident replace this job's lines with its own (a volume filling, a queue growing). */
  id?: string;
  every: number;
  run(c: Ctx, t: number): void;
}

export interface Estate {
  key: string;
  studio: string;
  game: string;
  apiHost: string;
  services: SvcDef[];
  /** How request ids travel: W3C trace ids, short ids, only Rails request ids, or nothing. */
  trace: "w3c" | "short" | "rails" | "none";
  nodes: string[];
  gcp: { project: string; cluster: string; location: string; namespace: string };
  regions: string[];
  modes: string[];
  platforms: string[];
  skus: string[];
  build: string;
  oldBuild: string;
  pid(r: Rng): string;
  matchId(r: Rng): string;
  server(r: Rng, region?: string): string;
  ua(r: Rng): string;
  flows: Flow[];
  jobs: Job[];
  /** Services whose kubelet probes show up in their logs, and how often. */
  probes: string[];
  probeEvery: number;
  /** Harmless errors some service logs at a steady rate from the first minute. */
  chronic: Array<(c: Ctx) => void>;
}

/** One real incident: where it starts, what it is, and the script that writes it into a window. */
export interface IncidentDef {
  key: string;
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Noise kinds laid on this window besides the usual (the first heavily). */
  noise: string[];
  run(c: Ctx, t0: number): void;
}
