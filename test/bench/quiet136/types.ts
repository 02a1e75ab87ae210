// The shared shapes: formats, levels, services, estates, one log event.
import type { Rng } from "./rng.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

/** How a service spells its levels when the format keeps the service's own word. */
export type LevelStyle = "upper" | "lower" | "dotnet" | "short" | "word";

export type Runtime =
  | "java"
  | "go"
  | "node"
  | "python"
  | "rails"
  | "sidekiq"
  | "dotnet"
  | "elixir"
  | "php"
  | "envoy"
  | "nginx"
  | "traefik"
  | "haproxy";

/** Which services carry ids: W3C trace ids everywhere, request ids on the web tier, correlation ids on some, none. */
export type IdPractice = "w3c" | "webonly" | "correlation" | "none";

export interface Svc {
  name: string;
  rt: Runtime;
  style: LevelStyle;
  /** Whether this service prints the estate's ids. */
  ids: boolean;
  /** Java logger / python module / .NET category / Elixir module used in messages. */
  logger: string;
  /** Background chatter: [level, text] makers and how many per minute. */
  bg: Array<(r: Rng) => [Level, string]>;
  bgPerMin: number;
  version: string;
}

export interface Route {
  method: string;
  path: (r: Rng) => string;
  /** The service the edge forwards to. */
  to: string;
  /** Services it calls in turn. */
  calls: string[];
  weight: number;
  ok: number;
  /** What the backend says when it is done (business words). */
  done: (r: Rng) => string;
}

export interface Roles {
  web: string;
  pay: string;
  login: string;
  devices: string;
  press: string;
  worker: string;
  consumer: string;
  report: string;
  tagging: string;
  vans: string;
  jvm: string | null;
  backfill: string;
}

export interface Estate {
  key: "A" | "B" | "C" | "D";
  brand: string;
  domain: string;
  proxy: string;
  ids: IdPractice;
  svcs: Svc[];
  routes: Route[];
  roles: Roles;
  namespace: string;
}

export interface Ev {
  /** True time in ms (the printed time adds the service's clock skew). */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  ids?: Record<string, string>;
  /** Printed even when the service is muted (crash-loop start-up lines). */
  force?: boolean;
}

/** One real incident: who, what, and how it is laid on a window from its start t0 (true time). */
export interface Incident {
  key: string;
  estate: Estate["key"];
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Quiet-style noise that sits well beside it. */
  side: string[];
  apply: (ctx: import("./context.js").Ctx, t0: number) => void;
}
