// Shared shapes of the quiet139 set: one log record before rendering, the formats and the label.
import type { NotedLabel } from "../engine-metrics.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export const FORMATS = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"] as const;
export type Format = (typeof FORMATS)[number];

/** One log event at true time `t` (ms since epoch); `msg` may hold a multi-line stack trace. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
}

export interface Label extends NotedLabel {
  format: Format;
}

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
