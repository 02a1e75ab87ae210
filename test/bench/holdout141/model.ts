// The shared shapes: one log event before rendering, and the six output formats.
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export interface Ev {
  /** true time, ms since epoch (clock skew is applied when printing) */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  /** ids the service prints (trace_id, request_id, correlation_id ...) */
  ids?: Record<string, string>;
  /** logger / thread name where a runtime prints one */
  logger?: string;
  /** background traffic (dropped while a service is silenced by a crash loop) */
  bg?: boolean;
}
