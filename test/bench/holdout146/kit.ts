// The little language scenarios are written in: timed steps of log lines relative to the fault's start.
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

export const CATEGORIES: readonly Category[] = [
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

export interface EdgeHit {
  method: string;
  path: string;
  status: number[];
  upstream: string;
  /** latency range in ms */
  ms: [number, number];
}

export interface Step {
  svc: string;
  level: Level;
  /** seconds after the fault starts (negative: before) */
  from: number;
  /** seconds after the fault starts; default: end of window */
  to?: number;
  /** mean lines a minute; 0 means exactly once at `from` */
  perMin: number;
  msgs: string[];
  stack?: string[];
  /** an access line on the edge proxy instead of msgs */
  edge?: EdgeHit;
  /** attach a request id when the estate has one */
  traced?: boolean;
}

export interface Scenario {
  estate: string;
  category: Category | null;
  origin: string | null;
  hints: string[];
  severity: "medium" | "high" | null;
  note: string;
  /** UTC hour the window starts */
  hour: number;
  /** services that must be in the window */
  involved: string[];
  steps: Step[];
  /** background of these services stops (crash, hang) between from and to seconds after the start */
  silence?: Array<{ svc: string; from: number; to?: number }>;
}

export function on(svc: string, level: Level, from: number, perMin: number, msgs: string[], to?: number): Step {
  return { svc, level, from, perMin, msgs, to, traced: true };
}

export function once(svc: string, level: Level, at: number, msg: string, stack?: string[]): Step {
  return { svc, level, from: at, perMin: 0, msgs: [msg], stack };
}

export function trace(
  svc: string,
  level: Level,
  from: number,
  perMin: number,
  msg: string,
  stack: string[],
  to?: number,
): Step {
  return { svc, level, from, perMin, msgs: [msg], stack, to, traced: true };
}

export function edge(
  edgeSvc: string,
  from: number,
  perMin: number,
  hit: EdgeHit,
  to?: number,
  level: Level = "INFO",
): Step {
  return { svc: edgeSvc, level, from, perMin, msgs: [], edge: hit, to, traced: true };
}
