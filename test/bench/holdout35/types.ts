// The shapes the scenario catalogues (incidents.ts, quiet.ts) fill in and stream.ts plays out.
import type { Role, Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Category =
  | "authentication"
  | "authorization"
  | "configuration"
  | "database"
  | "dependency"
  | "disk"
  | "memory"
  | "network"
  | "null_reference"
  | "rate_limiting"
  | "timeout"
  | "validation"
  | "unknown";

/** Names in play: origin, loud (the service that errors first when the build-up is elsewhere), caller, edge. */
export interface Ctx {
  o: string;
  l: string;
  c: string;
  e: string;
  db: string;
  /** Minutes the build-up lasts (for countdowns). */
  mins: number;
  r: Rng;
}

export type Line = [Level, string];
/** A recovery or resolution line: which of the names prints it. */
export type Said = ["o" | "l" | "c" | "e", Level, string];

export interface IncidentSpec {
  key: string;
  cat: Category;
  hints: string[];
  origin: Role;
  /** The runtime whose wording the failing service prints (its role and runtime must both fit). */
  rt?: Runtime;
  /** Set when the loud failure is in another service than the build-up (the origin). */
  loud?: Role;
  recover?: boolean;
  note: (x: Ctx) => string;
  /** The origin's early sign at build-up progress p in [0, 1] (INFO or WARN). */
  early: (p: number, x: Ctx) => Line;
  /** The failing service's own error lines (origin, or loud when set). */
  fail: (x: Ctx) => Line;
  /** What a caller says about it. */
  call: (x: Ctx) => Line;
  /** Lines the self-recovery prints, in order. */
  heal?: (x: Ctx) => Said[];
}

export interface QuietSpec {
  key: string;
  role: Role;
  rt?: Runtime;
  note: (x: Ctx) => string;
  early: (p: number, x: Ctx) => Line;
  /** What ends the build-up harmlessly, in order. */
  settle: (x: Ctx) => Said[];
}
