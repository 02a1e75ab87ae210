// The shapes every part of the set shares: formats, runtimes, services, events, estates, incidents and quiet windows.
import type { Req, Scn } from "./stream.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

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

export type Runtime = "java" | "python" | "node" | "go" | "dotnet" | "ruby" | "nginx";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Svc {
  name: string;
  rt: Runtime;
  pods: number;
  /** What the process calls itself at start-up (main class, gunicorn app, binary, assembly). */
  app: string;
  version: string;
  /** Whether this service prints the estate's trace / request id (estates with ids on some services only). */
  ids: boolean;
  /** Logs its own kube-probe health checks. */
  probe: boolean;
}

export interface LogEvent {
  /** True time, epoch ms; the printed time adds the service's clock skew. */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** Continuation lines (stack trace, goroutine dump, traceback), already in the runtime's shape. */
  stack?: string;
  /** The exception class, for formats that carry it in its own field. */
  errType?: string;
  id?: string;
  pod: number;
  /** Background traffic (may be dropped by an incident, e.g. a crashed service says nothing). */
  bg: boolean;
  logger?: string;
}

export interface Flow {
  name: string;
  weight: number;
  run(q: Req): void;
}

export interface Job {
  name: string;
  periodMs: number;
  jitterMs: number;
  run(s: Scn, t: number): void;
}

/** Something that logs at a steady rate from the first minute (chronic harmless errors, deprecations). */
export interface Noise {
  svc: string;
  perMin: number;
  emit(s: Scn, t: number): void;
}

export interface Estate {
  key: string;
  title: string;
  namespace: string;
  services: Svc[];
  idStyle: "trace" | "request" | "none" | "mixed";
  flows: Flow[];
  jobs: Job[];
  /** Roughly how many lines one request of the flow mix writes (to size the files). */
  linesPerReq: number;
  /** Requests per second at the busiest a file of this estate may be. */
  maxRps: number;
  chronic: Noise[];
  deprecations: Noise[];
  /** Unrelated changes that may land near a fault: restarts, reloads, flags; `svc` is never the origin. */
  distractors: Array<(s: Scn, t: number, svc: string) => void>;
  /** Feature flag names this estate's flag service knows (for unrelated flag flips). */
  flags: string[];
  probePath: string;
}

export interface Incident {
  key: string;
  estate: string;
  category: Category;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Where in the window the fault starts, as a fraction range. */
  at?: [number, number];
  /** Decides the fault's schedule (crashes, restarts) before any traffic is written, so flows can follow it. */
  plan?(s: Scn, start: number): void;
  /** Takes over one background request once the fault has started; true when it did. */
  flows?(q: Req): boolean;
  /** Takes over one run of a background job once the fault has started; true when it did. */
  jobs?(name: string, t: number, s: Scn): boolean;
  /** Background lines to leave out (a crashed service is silent). */
  drop?(e: LogEvent, s: Scn): boolean;
  run(s: Scn, start: number): void;
}

export interface Quiet {
  key: string;
  estate: string;
  note: string;
  run(s: Scn): void;
}
