// Shared shapes of the quiet5 set: one log event, the scenario context the generators write into, an estate.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Runtime = "java" | "go" | "node" | "python";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";

export interface Ev {
  t: number; // true time, ms since epoch
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
}

/** The roles the quiet kinds and incidents talk about; each estate names its own service for each. */
export interface Roles {
  edge: string;
  ws: string;
  jvm: string;
  db: string;
  job: string;
  vendor: string;
  notify: string;
  store: string;
  search: string;
  extra: string;
}

export interface Estate {
  name: string;
  pkg: string;
  namespace: string;
  roles: Roles;
  runtime: Record<string, Runtime>;
  /** A typical INFO line of each service's ordinary work. */
  say: Record<string, (r: Rng) => string>;
  paths: string[];
  vendorName: string;
  vendorHost: string;
  dbHost: string;
  brokerHost: string;
  tenantWord: string;
}

export interface Ctx {
  r: Rng;
  e: Estate;
  start: number;
  end: number;
  events: Ev[];
  services: Set<string>;
  add(t: number, svc: string, level: Level, msg: string, extra?: Partial<Ev>): void;
  /** Calls fn at roughly every `period` seconds (jitter as a share of it) from `from` to `to`. */
  /** Removes the INFO/DEBUG lines already written for `svc` from `from` on (its ordinary work stops). */
  drop(svc: string, from: number, keep?: number): void;
  every(from: number, to: number, period: number, jitter: number, fn: (t: number, i: number) => void): void;
}

export interface Outcome {
  note: string;
  origin?: string;
  category?: string;
  hints?: string[];
  onset?: number;
  severity?: "medium" | "high";
}

export interface Kind {
  kind: string;
  run(c: Ctx): Outcome;
}
