// The shapes every module of the quiet131 set shares: events before rendering, services, estates, the context
// that noise and incident builders draw on.
import type { Rng } from "./rng.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Runtime = "java" | "python" | "node" | "go" | "dotnet" | "ruby";
export type Role =
  | "edge"
  | "catalog"
  | "stock"
  | "slots"
  | "delivery"
  | "pay"
  | "loyalty"
  | "climate"
  | "irrigation"
  | "passport"
  | "supplier"
  | "quotes"
  | "notify";

export type Category =
  | "database"
  | "network"
  | "timeout"
  | "dependency"
  | "configuration"
  | "memory"
  | "disk"
  | "null_reference";

/** One log event at its true time; rendering adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** Continuation lines in the runtime's own shape (exception header first). */
  stack?: string[];
  /** Exception class and message, for formats with error fields. */
  err?: { type: string; message: string };
  /** Request / trace id; printed only for services of the estate that carry ids. */
  rid?: string;
  logger?: string;
  thread?: string;
  /** Background traffic: may be thinned or suppressed. */
  bg?: boolean;
}

export interface Service {
  name: string;
  runtime: Runtime;
  roles: Role[];
  version: string;
  pods: number;
  /** Default logger name for formats that print one. */
  logger: string;
}

/** Ids and names an estate prints; each estate writes its own. */
export interface Vocab {
  brand: string;
  club: string;
  points: string;
  cur: string;
  sites: string[];
  houses: string[];
  suppliers: string[];
  order(r: Rng): string;
  member(r: Rng): string;
  sku(r: Rng): string;
  basket(r: Rng): string;
  quote(r: Rng): string;
  postcode(r: Rng): string;
  phone(r: Rng): string;
  email(r: Rng): string;
  zone(r: Rng): string;
  money(r: Rng, lo: number, hi: number): string;
  /** Plant-passport registration number (field B). */
  regNo(r: Rng): string;
  /** Base of the public HTTP API paths. */
  api: string;
}

export interface Flow {
  w: number;
  make(r: Rng, t: number): Ev[];
}

export interface Tick {
  svc: string;
  every: number;
  make(r: Rng, t: number): Ev[];
}

export interface Chronic {
  svc: string;
  gap: [number, number];
  make(r: Rng, t: number): Ev;
}

export type IdKind = "trace" | "req_id" | "dd";

/** Writes one access-log line in the service's own style. */
export type AccessFn = (
  r: Rng,
  svc: string,
  method: string,
  path: string,
  status: number,
  ms: number,
  t: number,
  flags?: string,
) => string;

export interface Estate {
  key: string;
  title: string;
  namespace: string;
  cluster: string;
  idKind: IdKind | null;
  /** Services whose lines carry the request / trace id. */
  traced: string[];
  services: Service[];
  vocab: Vocab;
  flows: Flow[];
  ticks: Tick[];
  chronic: Chronic[];
  access: AccessFn;
  newId(r: Rng): string;
}

/** What noise and incident builders get. */
export interface Ctx {
  r: Rng;
  e: Estate;
  start: number;
  end: number;
  /** The service that plays a role in this estate. */
  svc(role: Role): Service;
  byName(name: string): Service;
  /** How loud a quiet window's primary noise is (1 = as written). */
  gain: number;
}

/** Background lines an incident silences: `svc`'s lines from `from` on (matching `match`, if given), kept at `keep`. */
export interface Suppress {
  svc: string;
  from: number;
  keep: number;
  match?: RegExp;
}

export interface Incident {
  category: Category;
  origin: string;
  /** True time of the origin's first fault line. */
  start: number;
  events: Ev[];
  suppress: Suppress[];
  hints: string[];
  severity: "medium" | "high";
  note: string;
}
