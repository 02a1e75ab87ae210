// Shared shapes of holdout115: one log event before rendering, an estate and its traffic flows.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";

export interface Ev {
  t: number; // true time, ms since epoch
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

/** Helpers handed to every flow and scenario: randomness plus the domain's identifiers. */
export interface Ctx {
  r: Rng;
  member(): string;
  employer(): string;
  fund(): string;
  ms(lo: number, hi: number): number;
  id(prefix: string, digits?: number): string;
  trace(): string | undefined;
}

export interface Flow {
  name: string;
  perMin: number;
  gen(c: Ctx, t: number, trace: string | undefined): Ev[];
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  services: { name: string; runtime: string }[];
  traced: boolean;
  memberPrefix: string;
  funds: string[];
  flows: Flow[];
  /** periodic per-service lines (health checks, schedulers), every `everySec` seconds */
  periodic: { svc: string; everySec: number; level: Level; line(c: Ctx): string }[];
  /** services that may be left out of a file when not involved */
  droppable: string[];
  /** an unrelated rollout or reload line set for `svc` at time t */
  deploy(c: Ctx, svc: string, t: number): Ev[];
}

/** One incident scenario: what breaks where, and the lines it leaves behind. */
export interface Spec {
  cat: string;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** background flows that fail once the fault starts */
  hits?: string[];
  /** share of the hit flows' requests that fail (default 1) */
  share?: number;
  fail?(c: Ctx, t: number, tr: string | undefined): Ev[];
  /** lines of the fault itself and its echoes, from start s to end e */
  extra?(c: Ctx, s: number, e: number): Ev[];
  /** the origin's own background lines stop at the start */
  quiet?: boolean;
}
