// Shapes shared by holdout 12: levels, runtimes, services, estates, scenarios and the context a scenario plays into.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Runtime =
  | "java"
  | "go"
  | "python"
  | "node"
  | "dotnet"
  | "ruby"
  | "elixir"
  | "rust"
  | "envoy"
  | "nginx"
  | "postgres"
  | "mysql"
  | "redis"
  | "kafka"
  | "kubelet"
  | "kernel"
  | "cd";
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

/** One event at true time `t` (ms since epoch); printing adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
}

/** A line generator: `ms` is the event's true time (for runtimes that print their own timestamp inside). */
export type Gen = (r: Rng, ms: number) => string;

export interface Service {
  name: string;
  runtime: Runtime;
  /** Share of background traffic. */
  weight: number;
  normal: Gen[];
  /** Benign recurring lines at WARN (or ERROR the team ignores): every [a, b] seconds. */
  chatter?: Array<{ level: Level; every: [number, number]; msg: Gen }>;
}

export interface Estate {
  name: string;
  namespace: string;
  traced: boolean;
  /** Who logs deploys (an Argo CD / Flux / Spinnaker controller). */
  cd: string;
  services: Service[];
  /** Request paths (service names) for traced background traffic. */
  flows: string[][];
  /**
   * Isolated errors that recover (a retried call, one bad request, a pod rescheduled); a few land in every
   * window, incident or quiet.
   */
  blips: Array<(c: Ctx, t: number) => void>;
}

export interface EmitOpts {
  trace?: string | true;
  stack?: string;
}

export interface Ctx {
  r: Rng;
  est: Estate;
  /** Onset in seconds from the window start (0 for quiet windows). */
  on: number;
  /** Window length in seconds. */
  end: number;
  at(sec: number, svc: string, level: Level, msg: string, o?: EmitOpts): void;
  /** Epoch ms of second `sec` of the window. */
  ms(sec: number): number;
  /** Calls fn at roughly every `period` seconds (+-35% jitter) in [from, to). */
  every(from: number, to: number, period: number, fn: (t: number, i: number) => void): void;
  /** Poisson arrivals whose rate moves linearly from r0 to r1 per second over [from, to). */
  ramp(from: number, to: number, r0: number, r1: number, fn: (t: number, i: number) => void): void;
  /** Keeps only `keep` of the service's background traffic in [from, to). */
  mute(svc: string, from: number, to: number, keep?: number): void;
  /** A rollout: the CD controller's lines and the service's own startup banner. */
  deploy(sec: number, svc: string, version: string): void;
  /** The service's startup banner alone (a restart). */
  boot(sec: number, svc: string, version?: string): void;
  /** The stable pod name of a service in this window. */
  pod(svc: string): string;
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
  /** Window length range in minutes (default 12-50). */
  minutes?: [number, number];
  /** Onset as a fraction range of the window. */
  onset?: [number, number];
  /** No unrelated deploy in the window. */
  noDeploy?: boolean;
  play(c: Ctx): void;
}
