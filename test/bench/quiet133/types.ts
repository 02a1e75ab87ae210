// The shapes shared by the generator: services, estates, log events, plans.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export type Runtime =
  | "java"
  | "kotlin"
  | "node"
  | "python"
  | "go"
  | "dotnet"
  | "ruby"
  | "keycloak"
  | "envoy"
  | "nginx"
  | "traefik"
  | "haproxy";

/** What a service does for the studio; every estate has one service per role. */
export type Role =
  | "edge"
  | "bff"
  | "auth"
  | "booking"
  | "deposit"
  | "consent"
  | "portfolio"
  | "aftercare"
  | "steril"
  | "stock"
  | "worker";

export type IdStyle = "w3c" | "reqid" | "corr" | "none";

export interface Service {
  name: string;
  role: Role;
  runtime: Runtime;
  version: string;
  pods: string[];
  /** Java package / .NET namespace / module the service's own frames live in. */
  pkg: string;
  port: number;
}

export interface Estate {
  key: string;
  title: string;
  host: string;
  project: string;
  namespace: string;
  cluster: string;
  idStyle: IdStyle;
  services: Service[];
  studios: string[];
  artists: string[];
  currency: string;
  payVendor: { name: string; host: string };
  smsVendor: { name: string; host: string };
  mailVendor: { name: string; host: string };
  storage: string;
  db: string;
  broker: string;
  autoclaves: string[];
  paths: {
    slots: string;
    book: string;
    webhook: string;
    consent: string;
    gallery: string;
    login: string;
    refresh: string;
    care: string;
    steri: string;
    stock: string;
  };
}

export interface Ids {
  trace?: string;
  span?: string;
  req?: string;
  corr?: string;
}

export interface Ev {
  /** True time, ms since epoch; the printed time adds the service's skew. */
  t: number;
  svc: Service;
  level: Level;
  msg: string;
  stack?: string[];
  err?: { type: string; message: string };
  ids?: Ids;
  logger?: string;
  thread?: string;
  /** Written to stderr (a GCP agent files stderr lines as ERROR whatever they say). */
  stderr?: boolean;
  pod?: string;
  /** Part of ordinary request traffic (counted when sizing a file). */
  flow?: boolean;
}

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";

export interface Ctx {
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  fmt: Format;
  /** Ordinary request flows per second across the estate (before any incident). */
  rate: number;
  evs: Ev[];
  present: Set<Role>;
  /** Clock skew of a service in ms (what its own printed clocks are off by). */
  skew(svc: Service): number;
  s(role: Role): Service;
  emit(ev: Omit<Ev, "pod"> & { pod?: string }): void;
  newIds(svc?: Service): Ids;
  /** Background flows of these kinds are replaced (with probability frac) from `from` on. */
  block(kinds: string[], from: number, frac: number, until?: number): void;
  blocked(kind: string, t: number): boolean;
}

export type NoiseSize = "main" | "minor";

export interface NoiseKind {
  key: string;
  /** Roles the noise needs present. */
  roles: Role[];
  title: string;
  /** Estates the noise makes sense in (default: all). */
  only?: (e: Estate) => boolean;
  gen(c: Ctx, size: NoiseSize): void;
}

export interface IncidentSpec {
  key: string;
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  roles: Role[];
  /** Noise kinds that suit this incident as its main background noise. */
  noise: string[];
  /** A chronic error that suits it (optional). */
  chronic?: string;
  /** Returns the true start time and one sentence of what happened. */
  gen(c: Ctx): { start: number; note: string };
}

export interface Plan {
  index: number;
  id: string;
  format: Format;
  estate: string;
  start: number;
  minutes: number;
  target: number;
  main: string | null;
  minors: string[];
  chronic: string | null;
  drop: Role[];
  incident: (IncidentSpec & { origin: string }) | null;
}
