// The shapes shared by the generator's modules: events, services, estates and the per-scenario context.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Runtime = "java" | "python" | "node" | "go" | "dotnet" | "ruby";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

/** Who wrote a line: background traffic, harmless noise or the incident. */
export type Tag = "bg" | "noise" | "inc";

export interface Ev {
  /** True time in ms; the printed time adds the service's clock skew. */
  t: number;
  svc: string;
  level: Level;
  /** One line; continuation lines go to `stack`. */
  msg: string;
  stack?: string;
  err?: { type: string; message: string };
  trace?: string;
  kv?: Record<string, string | number>;
  tag: Tag;
  /** Compose replica (0-based) for services with several. */
  replica?: number;
}

export interface ServiceDef {
  name: string;
  runtime: Runtime;
  /** Compose replicas (never for a service that is an incident origin). */
  replicas?: number;
  /** Whether its lines carry the estate's trace / request id. */
  traced?: boolean;
}

export type Role =
  | "gateway"
  | "auth"
  | "payments"
  | "messaging"
  | "push"
  | "media"
  | "sync"
  | "devices"
  | "core"
  | "jobs"
  | "custody";

export interface Estate {
  key: "acorns" | "northfield" | "hopscotch" | "tuckshop";
  title: string;
  namespace: string;
  project: string;
  cluster: string;
  region: string;
  services: ServiceDef[];
  roles: Partial<Record<Role, string[]>>;
  /** How trace ids look on the lines that carry them, and under which key. */
  trace: { style: "w3c" | "short" | "uuid"; key: string } | null;
  /** UTC hours a window may start in (busy times of the domain). */
  hours: readonly number[];
  /** Domain fakes generic noise writes with. */
  vocab: Vocab;
  /** Background traffic: `rate` user flows a second plus the estate's periodic lines. */
  background(c: Ctx, rate: number): void;
  /** Harmless errors some service logs at a steady rate from the first minute. */
  chronic: ReadonlyArray<Chronic>;
}

/** A harmless error a service logs at a steady rate from the first minute. */
export interface Chronic {
  svc: string;
  run(c: Ctx): void;
}

export interface Vocab {
  /** A login name as the auth service prints it. */
  user(r: Rng): string;
  /** A child / student / rider id. */
  child(r: Rng): string;
  /** A centre, school or depot. */
  site(r: Rng): string;
  /** A device: kiosk, terminal, tracker, display. */
  device(r: Rng): string;
  /** Phone country code and currency sign. */
  cc: string;
  money: string;
  /** Private address prefix of the pod network (two octets). */
  net: string;
}

/** Everything a noise kind or an incident writes with. */
export interface Ctx {
  s: Stream;
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  /** Services generic noise must leave alone (the incident origin). */
  avoid: ReadonlySet<string>;
}

export function runtimeOf(e: Estate, svc: string): Runtime {
  const d = e.services.find((x) => x.name === svc);
  if (!d) throw new Error(`unknown service ${svc} in ${e.key}`);
  return d.runtime;
}

export function role(e: Estate, r: Role): string[] {
  return e.roles[r] ?? [];
}
