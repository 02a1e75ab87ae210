// Shared pieces for writing scenarios: the label-facing definition type and helpers for timed origin-side lines.
import type { EstateKey, Ev } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { every, type Injection, type TEv } from "./stream.js";

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

export interface IncidentDef {
  estate: EstateKey;
  origin: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  inj: Injection;
}

export const e = (svc: string, level: Level, msg: string, dt = 0, stack?: string, errKind?: string): Ev => ({
  svc,
  level,
  msg,
  dt,
  stack,
  errKind,
});

/** a line repeated every `sec` seconds (jittered) from `delaySec` after the start */
export const wave =
  (
    svc: string,
    level: Level,
    sec: number,
    msg: (r: Rng) => string,
    delaySec = 0,
    stack?: (r: Rng) => string,
    errKind?: string,
  ) =>
  (r: Rng, start: number, end: number): TEv[] =>
    every(r, start + delaySec * 1000, end, sec, (t) => [{ svc, level, msg: msg(r), t, stack: stack?.(r), errKind }]);

/** lines at fixed offsets (ms) from the start */
export const at =
  (...list: Array<[number, Ev]>) =>
  (_r: Rng, start: number): TEv[] =>
    list.map(([off, ev]) => ({ ...ev, t: start + off }));

export const both =
  (...gens: Array<(r: Rng, start: number, end: number) => TEv[]>) =>
  (r: Rng, start: number, end: number): TEv[] =>
    gens.flatMap((g) => g(r, start, end));

export const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
