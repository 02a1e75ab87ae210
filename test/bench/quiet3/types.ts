// Shared shapes: one log event (true time, before clock skew), services, estates and the scenario context.
import type { Rng } from "./rng.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Role = "edge" | "api" | "auth" | "worker" | "batch" | "db" | "cache" | "broker" | "aux" | "notify";
export type Runtime =
  | "envoy"
  | "nginx"
  | "go"
  | "jvm"
  | "node"
  | "dotnet"
  | "ruby"
  | "python"
  | "rust"
  | "postgres"
  | "mysql"
  | "redis"
  | "kafka"
  | "rabbitmq";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface Service {
  name: string;
  role: Role;
  runtime: Runtime;
  /** Relative share of healthy traffic lines. */
  weight: number;
  /** One healthy line. */
  line: (r: Rng) => string;
}

export interface Estate {
  org: string;
  namespace: string;
  services: Service[];
  /** Path a public client calls at the edge, and the product noun used in messages. */
  paths: string[];
}
