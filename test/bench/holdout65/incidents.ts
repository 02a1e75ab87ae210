// What a scenario adds on top of an estate's normal life: lines per service from a moment on, and the label facts.
import type { Level } from "./formats.js";

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

/** A stream of lines of one service: every `every` s on average, from `from` s after the start until `to`. */
export interface Emit {
  svc: string;
  level: Level;
  msgs: string[];
  every: number;
  from?: number;
  to?: number;
  stack?: string[];
  /** Share of lines that carry the stack (default 1 when a stack is given). */
  stackShare?: number;
}

export interface IncidentSpec {
  estate: string;
  cat: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** The origin's normal lines stop at the start. */
  quiet?: boolean;
  /** One-off lines relative to the start (negative = before). */
  pre?: { svc: string; level: Level; msg: string; at: number }[];
  emits: Emit[];
}

/** A quiet window: only extra harmless happenings. */
export interface QuietSpec {
  estate: string;
  note: string;
  emits: Emit[];
  pre?: { svc: string; level: Level; msg: string; at: number }[];
}
