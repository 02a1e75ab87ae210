// The shape of one scripted failure: what the origin logs, what its callers log, and when.
import type { Step, Tpl } from "./estates.js";
import type { Lvl } from "./formats.js";

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

export interface Emit {
  svc: string;
  lvl: Lvl;
  /** mean events per minute */
  perMin: number;
  /** seconds after the start before this begins */
  delay: number;
  /** seconds after the start when this stops (default: end of window) */
  until?: number;
  msg: Tpl;
  stack?: Tpl;
  /** share of events that carry the stack */
  stackP: number;
}

export interface Incident {
  estate: string;
  origin: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** the origin's ordinary lines stop at the start (it goes quiet) */
  silent?: boolean;
  /** one-off lines around the start, dt in ms relative to the start (negative = before) */
  steps?: Step[];
  emits: Emit[];
}

export const E = (
  svc: string,
  lvl: Lvl,
  perMin: number,
  msg: Tpl,
  o: { delay?: number; until?: number; stack?: Tpl; stackP?: number } = {},
): Emit => ({
  svc,
  lvl,
  perMin,
  msg,
  delay: o.delay ?? 0,
  until: o.until,
  stack: o.stack,
  stackP: o.stackP ?? (o.stack ? 0.3 : 0),
});
