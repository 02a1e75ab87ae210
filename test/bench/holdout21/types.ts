// Shared shapes of the holdout21 generator: one log event, a line template, a service, a scenario spec.
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

export interface Line {
  level: Level;
  msg: string;
  stack?: string[];
}

/** One printed event: true time (ms), service, line, optional trace/request id. */
export interface Ev extends Line {
  t: number;
  svc: string;
  trace?: string;
}

export type Gen = (r: Rng) => Line;

export interface Service {
  name: string;
  runtime: string;
  /** Ordinary traffic of this service; `traced` ones take part in a request chain. */
  bg: Gen[];
  traced?: boolean;
  /** Infrastructure that only logs now and then (kubelet, brokers): background rate is cut. */
  quietInfra?: boolean;
}

export interface Estate {
  key: "vet" | "freight" | "news";
  date: string;
  services: Service[];
  /** Errors or warnings a noisy service repeats at a constant rate from the first minute. */
  noise: Array<{ svc: string; line: Gen }>;
}

export interface Caller {
  svc: string;
  /** Lines per minute once the failure reaches this caller. */
  rate: number;
  /** Seconds after onset before this caller notices. */
  lag: number;
  gen: Gen[];
}

export interface Spec {
  estate: Estate["key"];
  origin: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** Lines printed before onset (seconds relative to onset, negative), e.g. a release or config push. */
  pre?: Array<{ dt: number; svc: string; line: Line }>;
  /** Lines the origin prints at onset, one after another. */
  first?: Line[];
  /** Origin lines per minute after onset, drawn from `gen`. */
  rate: number;
  gen: Gen[];
  /** The origin's ordinary traffic stops after onset (crash loop, hang). */
  silence?: boolean;
  callers: Caller[];
  /** Services kept out of the window (a broker or vendor that must not log here). */
  exclude?: string[];
}
