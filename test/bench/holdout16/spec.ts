// The shape of one hand-written scenario: streams of messages placed relative to the onset (the anchor).
import type { EstateId } from "./estates.js";
import type { Level } from "./formats.js";

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

export interface Stream {
  svc: string;
  level: Level;
  msgs: string[];
  /** seconds between lines (jittered), or between steps when seq */
  every: number;
  /** seconds from the anchor; negative = before; "start" = window start */
  from?: number | "start";
  /** seconds from the anchor; default window end */
  to?: number;
  /** emit msgs once each, in order */
  seq?: boolean;
  /** stack frames attached to every n-th line (first line always) */
  stack?: string[];
  stackEvery?: number;
}

export interface IncidentSpec {
  category: Category;
  estate: EstateId;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** the fault at the origin; its first line is at the anchor */
  fault: Stream;
  /** anything else: origin precursors / release lines, callers, retry storms */
  more: Stream[];
  /** use the estate's constant noisy error (default true) */
  noisy?: boolean;
  /** add an unrelated deploy near the onset (default true) */
  deploy?: boolean;
}

export interface QuietSpec {
  estate: EstateId;
  note: string;
  more: Stream[];
  noisy?: boolean;
  deploy?: boolean;
}

/** Shorthand for one stream. */
export const st = (svc: string, level: Level, every: number, msgs: string[], o: Partial<Stream> = {}): Stream => ({
  svc,
  level,
  every,
  msgs,
  ...o,
});
