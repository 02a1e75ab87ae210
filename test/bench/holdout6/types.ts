// Shared types of holdout 6: services, estates, events, fault and quiet-window recipes.
import type { Rng } from "../holdout3/kit.js";

export type Rt =
  | "jvm"
  | "go"
  | "python"
  | "node"
  | "dotnet"
  | "ruby"
  | "rust"
  | "elixir"
  | "postgres"
  | "mysql"
  | "redis"
  | "nginx"
  | "envoy"
  | "kafka"
  | "kubelet"
  | "es";
export type Kind = "app" | "worker" | "gw" | "db" | "cache" | "broker" | "node";
export type Lvl = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
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

export interface Svc {
  name: string;
  rt: Rt;
  kind: Kind;
  /** relative share of background lines */
  w: number;
  nouns: string[];
  routes: string[];
}

export interface Estate {
  id: string;
  ns: string;
  svcs: Svc[];
  /** steady unrelated errors a noisy service logs from minute one */
  decoys: Array<(r: Rng) => string>;
}

export interface Ev {
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  rid?: string;
  stack?: string[];
}

/** What a fault line generator sees: the origin, the estate's infra names and a seeded rng. */
export interface Ctx {
  r: Rng;
  o: Svc;
  db: string;
  cache: string;
  broker: string;
  peer: string;
  noun: string;
  route: string;
}
export type Line = { lvl: Lvl; msg: string; stack?: string[] };
export type Gen = (c: Ctx) => Line;
/** how callers of the origin see the failure */
export type Symptom = "5xx" | "timeout" | "refused" | "reset" | "none";

export interface Fault {
  cat: Category;
  mode: string;
  hints: string[];
  sev: "medium" | "high";
  /** runtimes the origin may have (the first estate in rotation holding one wins) */
  on: Rt[];
  /** estates the recipe fits (e.g. the ones running postgres); all when absent */
  estates?: string[];
  /** emitted once each, in order, from onset */
  lead?: Gen[];
  /** repeated at the origin after the lead */
  pool: Gen[];
  sym: Symptom;
  /** callers' own words, used instead of the symptom lines */
  callerPool?: Gen[];
  /** origin lines per minute */
  rate: number;
  /** callers' lines as a multiple of the origin's */
  storm: number;
  /** lines the node's kubelet (or kernel) logs about the origin during the fault */
  kubelet?: Gen[];
  silent?: boolean;
  underway?: boolean;
  note: string;
}

export interface Quiet {
  mode: string;
  note: string;
  /** extra noise events in the window, given the estate, window and rng */
  extra: (e: Estate, start: number, end: number, r: Rng) => Ev[];
}
