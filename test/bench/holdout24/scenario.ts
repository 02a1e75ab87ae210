// The shape of one scenario and small helpers to write them tersely.
import type { Level } from "./formats.js";
import type { FlowSpec, LineSpec, Style, TraceMode } from "./stream.js";

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

export interface Scenario {
  estate: string;
  cat: Category | null;
  origin: string | null;
  hints: string[];
  sev: "medium" | "high" | null;
  note: string;
  trace: TraceMode;
  minutes: number;
  onsetMin: number;
  rps: number;
  lines: LineSpec[];
  flows: FlowSpec[];
  suppress?: Array<[string, number, number?]>;
}

export const L = (
  s: string,
  l: Level,
  m: string,
  at: number,
  every?: number,
  until?: number,
  stack?: string[],
): LineSpec => ({ s, l, m, at, every, until, stack });

export const F = (
  chain: string[],
  at: number,
  every: number,
  style: Style,
  more: Partial<FlowSpec> = {},
): FlowSpec => ({
  chain,
  at,
  every,
  style,
  ...more,
});
