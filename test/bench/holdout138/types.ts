// The shapes shared by the holdout138 generator: one log event, a service, an estate with its background
// traffic, an incident (what breaks and what it logs) and a quiet window.
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export const FORMATS = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"] as const;
export type Format = (typeof FORMATS)[number];

export const CATEGORIES = [
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
] as const;
export type Category = (typeof CATEGORIES)[number];

export type Runtime =
  | "node"
  | "java"
  | "go"
  | "python"
  | "dotnet"
  | "ruby"
  | "envoy"
  | "nginx"
  | "postgres"
  | "redis"
  | "rabbitmq";

export type EstateKey = "crumb-kettle" | "hearth-street" | "mill-pour" | "grainline";

/** One log event at its true time (ms since epoch); clock skew is added when it is printed. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  /** The message; may hold more than one line (a HINT, a banner). */
  msg: string;
  /** A stack trace / traceback printed after the message, in the runtime's own shape. */
  stack?: string;
  /** Trace, request or correlation id, for estates that carry one. */
  id?: string;
  /** Exception type, for formats with an error.type / error.kind field. */
  err?: string;
}

export interface Service {
  name: string;
  runtime: Runtime;
}

/** What a generator step sees: the seeded rng, the window and the fault time. */
export interface Ctx {
  r: Rng;
  start: number;
  end: number;
  /** Fault start for incidents; a busy moment in the middle for quiet windows. */
  t0: number;
  estate: Estate;
}

export type FlowRun = (c: Ctx, t: number, id: string | undefined) => Ev[];

/** A kind of request that crosses services; arrivals are Poisson, weighted against the estate's other flows. */
export interface Flow {
  name: string;
  weight: number;
  run: FlowRun;
}

/** Something a service logs on a schedule (jobs, probes, telemetry) or, for chronic noise, at a steady rate. */
export interface Ticker {
  svc: string;
  /** Mean gap in seconds. */
  every: number;
  /** Poisson gaps instead of a fixed period with small jitter. */
  poisson?: boolean;
  run: (c: Ctx, t: number) => Ev[];
}

export interface Estate {
  key: EstateKey;
  brand: string;
  /** Kubernetes namespace, GCP project and cluster the estate runs in. */
  namespace: string;
  project: string;
  cluster: string;
  /** Name of the id field on lines (null: the estate carries no ids). */
  idKey: string | null;
  newId: (r: Rng) => string | undefined;
  services: Service[];
  flows: Flow[];
  tickers: Ticker[];
  chronic: Ticker[];
  /** UTC hours a window may start in (busy trading or production hours). */
  hours: ReadonlyArray<readonly [number, number]>;
}

/** A failed rendition of one request of a flow; null keeps the normal one. */
export type Break = (c: Ctx, t: number, id: string | undefined) => Ev[] | null;

export interface Incident {
  key: string;
  estate: EstateKey;
  category: Category;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Share of a broken flow's requests that fail, by seconds since the fault (default: all). */
  share?: number | ((sec: number) => number);
  breaks: Partial<Record<string, Break>>;
  /** Lines of the incident itself: the origin's own, callers' summaries, precursors, restarts. */
  events: (c: Ctx) => Ev[];
  /** Services whose ordinary lines stop at t0 (crashed, hung, down). */
  silence?: string[];
  /** Ordinary lines to drop after t0 (e.g. a poll that no longer happens). */
  mute?: (e: Ev, c: Ctx) => boolean;
  /** UTC hours the story needs (default: the estate's). */
  hours?: ReadonlyArray<readonly [number, number]>;
}

export interface Quiet {
  key: string;
  estate: EstateKey;
  note: string;
  hours?: ReadonlyArray<readonly [number, number]>;
  events: (c: Ctx) => Ev[];
}
