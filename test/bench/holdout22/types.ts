// Scenario vocabulary: a phase emits one line (or a traced chain of lines) once or repeatedly around the onset.
import type { Level } from "./formats.js";
import type { Msg } from "./rng.js";
import type { Stack } from "./stacks.js";

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

export interface Step {
  svc: string;
  lvl: Level;
  m: Msg;
  dt: number;
  st?: Stack;
}
export interface Phase {
  from: number;
  to: number;
  every: number;
  steps: Step[];
  once: boolean;
  trace: boolean;
}
export interface Scenario {
  estate: string;
  cat: Category | null;
  origin: string | null;
  hints: string[];
  sev: "medium" | "high" | null;
  note: string;
  extra?: string[];
  /** seconds of the window before and after the onset (defaults drawn from the RNG). */
  pre?: number;
  phases: Phase[];
}

export const END = 1e7;
/** One line at `sec` seconds after the onset. */
export const at = (sec: number, svc: string, lvl: Level, m: Msg, st?: Stack): Phase => ({
  from: sec,
  to: sec,
  every: 1,
  steps: [{ svc, lvl, m, dt: 0, st }],
  once: true,
  trace: false,
});
/** One line about every `every` seconds from `from` to `to` (seconds after the onset). */
export const rep = (from: number, to: number, every: number, svc: string, lvl: Level, m: Msg, st?: Stack): Phase => ({
  from,
  to,
  every,
  steps: [{ svc, lvl, m, dt: 0, st }],
  once: false,
  trace: false,
});
/** A traced chain of lines (callee first or caller first, `dt` ms apart) about every `every` seconds. */
export const flow = (
  from: number,
  to: number,
  every: number,
  ...steps: Array<[string, Level, Msg, number?, Stack?]>
): Phase => ({
  from,
  to,
  every,
  steps: steps.map(([svc, lvl, m, dt, st]) => ({ svc, lvl, m, dt: dt ?? 0, st })),
  once: false,
  trace: true,
});
