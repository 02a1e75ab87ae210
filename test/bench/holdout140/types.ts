// The shapes the generator passes around: services and estates, routes, one log event, scenario plans.

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export type Runtime =
  | "java"
  | "kotlin"
  | "node"
  | "go"
  | "python"
  | "dotnet"
  | "ruby"
  | "elixir"
  | "envoy"
  | "nginx"
  | "traefik"
  | "haproxy"
  | "keycloak"
  | "pgbouncer";

/** What a service does for the business; noise and ambient traffic pick services by role. */
export type Role =
  | "edge"
  | "book"
  | "slots"
  | "gm"
  | "props"
  | "waiver"
  | "party"
  | "pay"
  | "notify"
  | "auth"
  | "board"
  | "vests"
  | "score"
  | "jobs"
  | "report"
  | "media"
  | "dbproxy";

/** How an estate correlates lines: W3C trace ids, a request id everywhere, correlation ids on some, none. */
export type IdStyle = "w3c" | "none" | "reqid" | "corr";

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

export const CATEGORIES: Category[] = [
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

export interface Service {
  name: string;
  rt: Runtime;
  role: Role;
  port: number;
  /** Carries the estate's ids on its lines (always false when the estate has none). */
  ids: boolean;
  /** Logs kubelet probes every this many ms (0: does not log them). */
  probeMs: number;
  /** Dropped from some windows (never when a scenario needs it). */
  optional?: boolean;
  /** Short package / module prefix used in logger names and stack frames. */
  pkg: string;
  version: string;
  /** Request-log flavour inside a runtime (rails full logs vs lograge, uvicorn vs django ...). */
  flavour?: string;
}

export interface Hop {
  svc: string;
  /** Path the caller uses on this hop (the edge path when absent). */
  path?: string;
}

export interface Route {
  m: string;
  p: string;
  hops: Hop[];
  w: number;
  ok: number;
  /** Median latency of the innermost hop, ms. */
  ms: number;
  /** Ordinary business refusals: [status, share]. */
  biz?: [number, number][];
  /** Business line the innermost hop writes on success. */
  say?: string;
}

export type EstateKey = "A" | "B" | "C" | "D";

export interface Estate {
  key: EstateKey;
  brand: string;
  host: string;
  idStyle: IdStyle;
  services: Service[];
  routes: Route[];
  venues: string[];
  rooms: string[];
  props: string[];
  /** Edge access lines at warn/error for 4xx/5xx (a log pipeline remapping status) or always info. */
  edgeLevelByStatus: boolean;
  project: string;
  cluster: string;
  namespace: string;
  tz: string;
}

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  /** Error type and message for formats that carry them apart. */
  err?: { type: string; msg: string };
  logger?: string;
  trace?: string;
  span?: string;
  rid?: string;
  /** Background (may be thinned to keep a file inside its line budget). */
  bg?: boolean;
  seq: number;
}

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
