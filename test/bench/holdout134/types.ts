// The shapes every part of the generator shares: one log event, a service, an estate, a request flow.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

export type Runtime =
  | "node"
  | "java"
  | "kotlin"
  | "go"
  | "python"
  | "dotnet"
  | "ruby"
  | "nginx"
  | "envoy"
  | "haproxy"
  | "redis"
  | "mysql"
  | "opensearch"
  | "kafka";

/** An exception as a runtime prints it: `stack` is the whole multi-line text, first line included. */
export interface ErrInfo {
  type: string;
  message: string;
  stack: string;
}

/** One log event at true time `t` (ms since epoch); the printed time adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  err?: ErrInfo;
  /** Request / trace id, only in estates that carry one. */
  id?: string;
}

export interface Service {
  name: string;
  runtime: Runtime;
  /** Replica / host suffix used by the json formats (pod name, host). */
  host: string;
}

export type IdStyle = "w3c" | "none" | "uuid" | "hex16";

/** One kind of request through the estate; `render` returns its healthy log lines. */
export interface FlowKind {
  name: string;
  weight: number;
  render(r: Rng, t: number, id: string | undefined): Ev[];
}

/** Something that logs on a schedule (probes, jobs, housekeeping). */
export interface Periodic {
  svc: string;
  every: number;
  jitter: number;
  render(r: Rng, t: number): Ev[];
}

/** Harmless lines that look alarming; `every` is the mean gap in ms. */
export interface NoiseSource {
  name: string;
  svc: string;
  every: number;
  render(r: Rng, t: number): Ev[];
}

export interface Estate {
  key: string;
  brand: string;
  namespace: string;
  idStyle: IdStyle;
  services: Service[];
  flows: FlowKind[];
  periodic: Periodic[];
  /** Chronic harmless errors: a scenario turns on some of them from its first minute. */
  chronic: NoiseSource[];
  /** Occasional alarming-but-fine lines (refusals, bounces, slow warnings); a scenario samples a few. */
  sporadic: NoiseSource[];
  /** The lines a rollout of `svc` to `version` prints, starting at `t`. */
  deploy(r: Rng, svc: string, t: number, version: string): Ev[];
  /** A config reload / feature-flag push that changes nothing harmful. */
  reload(r: Rng, t: number): Ev[];
  /** Business hours (UTC) in which windows of this estate start. */
  hours: [number, number];
}

/** One request instance in a window; incidents may replace its events. */
export interface Flow {
  t: number;
  kind: string;
  id: string | undefined;
  events: Ev[];
}
