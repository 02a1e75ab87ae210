// Shared shapes of the holdout5 simulator: events before rendering, runtimes, layouts and labels.
import type { Category } from "../../../shared/domain/analysis-vocabulary.js";
import type { NotedLabel } from "../engine-metrics.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Runtime =
  | "java"
  | "go"
  | "python"
  | "celery"
  | "node"
  | "nest"
  | "dotnet"
  | "ruby"
  | "sidekiq"
  | "rust"
  | "php"
  | "elixir"
  | "mongo"
  | "es"
  | "cassandra"
  | "plain";

export const LAYOUTS = [
  "heroku",
  "cloudrun",
  "lambda",
  "firelens",
  "otlp",
  "gelf",
  "logstash",
  "splunk_hec",
  "datadog_intake",
  "journal",
  "winevent_json",
  "stern",
  "loki_jsonl",
  "syslog5424",
  "traefik_mixed",
  "fluentd",
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Who printed a line: the service itself, its platform (supervisor, router, kernel) or an access proxy. */
export type Source = "app" | "platform" | "kernel" | "access" | "stern";

export interface Http {
  method: string;
  path: string;
  status: number;
  ms: number;
}

export interface Ev {
  /** true time (ms); the printed time adds the service's clock skew */
  t: number;
  svc: string;
  lvl: Level;
  msg: string;
  rt: Runtime;
  src: Source;
  trace?: string;
  span?: string;
  http?: Http;
  stack?: string[];
  /** how many times the process has been restarted (changes its pid) */
  gen?: number;
  /** order of creation, used to keep sorting stable */
  seq?: number;
}

export type TraceStyle = "traceparent" | "xrid" | "b3" | "otel" | "none";

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Label extends NotedLabel {
  format: string;
  layout: Layout;
  category: Category | null;
}
