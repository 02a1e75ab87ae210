// The shared shapes: formats, levels, one log event, services and estates.
import type { Rng } from "./rng.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export type Runtime =
  | "java"
  | "go"
  | "node"
  | "python"
  | "ruby"
  | "dotnet"
  | "elixir"
  | "php"
  | "envoy"
  | "nginx"
  | "traefik"
  | "haproxy"
  | "postgres";

/** One event as a service emitted it; `t` is true time in ms (the printed time adds the service's skew). */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** Runtime-shaped stack trace / continuation text (multi-line). */
  stack?: string;
  /** Logger / category / module, where the runtime has one. */
  logger?: string;
  /** Correlation fields (trace_id, request_id, correlation_id...) and small extras. */
  fields?: Record<string, string | number>;
  /** Exception class, where the runtime's structured logger would record one. */
  errType?: string;
  /** The continuation text is part of the message (Spring failure analysis, Postgres DETAIL/HINT), not a stack. */
  inline?: boolean;
  /** Written to stderr (some collectors mark every stderr line ERROR). */
  stderr?: boolean;
}

export type SvcKind = "edge" | "web" | "api" | "worker" | "device" | "db" | "consumer";

export interface Svc {
  name: string;
  rt: Runtime;
  kind: SvcKind;
  /** What it does, for notes. */
  role: string;
  /** Endpoints it serves (web/api), jobs it runs (worker), topics (consumer). */
  work: string[];
  /** Relative share of the background lines. */
  weight: number;
  /** Id fields this service writes: W3C trace, request id, correlation id, or none. */
  ids: Array<"trace" | "request" | "corr">;
  /** Logger names used in its normal lines. */
  loggers?: string[];
  version: string;
}

export interface Estate {
  key: string;
  name: string;
  svcs: Svc[];
  edge: string;
  /** Domain names used in edge lines. */
  host: string;
  /** Web routes through the edge: [weight, method, path, upstream service]. */
  routes: Array<[number, string, string, string]>;
  /** Calls from one service to another, used for internal request lines: [from, to, path]. */
  calls: Array<[string, string, string]>;
}

export interface Window {
  start: number;
  end: number;
}

export type Maker = (c: import("./ctx.js").Ctx, t: number) => void;
export type { Rng };
