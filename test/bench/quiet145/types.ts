// Shared shapes of the generator: one log event, one service, one estate, one scenario.
import type { NotedLabel } from "../engine-metrics.js";
import type { Rng } from "./rng.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type IdStyle = "xrid" | "traceparent" | "none";
export type Proxy = "envoy" | "nginx" | "traefik" | "haproxy";

export interface Label extends NotedLabel {
  format: Format;
}

/** One line (or one multi-line record) at its true time; `svc` as it appears in the logs. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  rid?: string;
}

export interface Routine {
  level: Level;
  perMin: number;
  msg: (r: Rng) => string;
}

export interface Service {
  name: string;
  runtime: "node" | "go" | "python" | "java" | "ruby" | "proxy" | "postgres" | "elasticsearch" | "redis" | "kafka";
  /** Periodic INFO work (jobs, heartbeats) per minute. */
  workPerMin: number;
  work: Array<(r: Rng) => string>;
  routine: Routine[];
}

export interface Hop {
  svc: string;
  msg: (r: Rng) => string;
  level?: Level;
}

export interface Flow {
  method: string;
  path: (r: Rng) => string;
  upstream: string;
  weight: number;
  hops: Hop[];
}

export interface Estate {
  key: string;
  business: string;
  edge: string;
  proxy: Proxy;
  idStyle: IdStyle;
  host: string;
  services: Service[];
  flows: Flow[];
}

export interface Ctx {
  r: Rng;
  estate: Estate;
  start: number;
  end: number;
  present: Set<string>;
  emit: (svc: string, t: number, level: Level, msg: string, stack?: string, rid?: string) => void;
  /** An edge access line for a request to `upstream`. */
  access: (t: number, method: string, path: string, status: number, ms: number, upstream: string, rid?: string) => void;
  rid: () => string | undefined;
}

export interface Scenario {
  kind: string;
  estate: string;
  /** Services the scenario writes to; they are always in the window. */
  needs: string[];
  incident?: {
    origin: string;
    category: string;
    hints: string[];
    severity: "medium" | "high";
    /** Fault start as a fraction of the window. */
    at: number;
  };
  /** Multiplier on background traffic at a fraction of the window (rushes, campaigns). */
  traffic?: (frac: number) => number;
  note: string;
  run: (c: Ctx, faultAt: number) => void;
}
