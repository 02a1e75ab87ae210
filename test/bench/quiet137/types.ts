// The shapes shared by the modules: one log event before formatting, services, estates and a window context.
import type { Rng } from "./rng.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export type Level = "TRACE" | "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export type Runtime =
  | "spring"
  | "go"
  | "node"
  | "python"
  | "celery"
  | "rails"
  | "sidekiq"
  | "dotnet"
  | "elixir"
  | "php"
  | "envoy"
  | "nginx"
  | "traefik"
  | "haproxy";

export type IdPolicy = "trace" | "request-web" | "correlation-some" | "none";

export interface Service {
  name: string;
  runtime: Runtime;
  /** proxy, web (serves the customer), api, worker. */
  role: "proxy" | "web" | "api" | "worker";
  /** Carries a correlation id (estates with correlation-some). */
  corr?: boolean;
  /** Writes plain text that a GCP agent stores as textPayload. */
  textPayload?: boolean;
  /** Its multi-line stack traces are split into one record per line in the JSON formats. */
  splitStacks?: boolean;
  port?: number;
}

export interface Route {
  method: string;
  path: string;
  /** The service the proxy routes to, then the services it calls in order. */
  chain: string[];
  weight: number;
  /** Customer-facing (checked by incidents). */
  what: string;
}

export interface Estate {
  key: string;
  company: string;
  proxy: string;
  ids: IdPolicy;
  services: Service[];
  routes: Route[];
  host: string;
}

export interface Ev {
  /** True time in ms since epoch; the printed time adds the service's skew. */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** Multi-line continuation (stack trace), without the first line. */
  stack?: string;
  /** Error class when the line carries one (datadog error.kind and the like). */
  kind?: string;
  trace?: string;
  span?: string;
  reqId?: string;
  corr?: string;
  logger?: string;
  thread?: string;
}

export interface Ctx {
  r: Rng;
  estate: Estate;
  start: number;
  end: number;
  events: Ev[];
  svc(name: string): Service;
}

export function emit(ctx: Ctx, ev: Ev): void {
  if (ev.t < ctx.start || ev.t >= ctx.end) return;
  ctx.events.push(ev);
}
