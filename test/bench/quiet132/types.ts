// The shapes every module of the quiet132 set shares: events, services, estates and the scenario context.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Runtime = "java" | "node" | "go" | "dotnet" | "python" | "ruby" | "envoy" | "nginx" | "keycloak";
export type Role =
  | "edge"
  | "shop"
  | "auth"
  | "resale"
  | "transfer"
  | "wristband"
  | "wallet"
  | "topup"
  | "psp"
  | "gate"
  | "lineup"
  | "push"
  | "crowd"
  | "weather"
  | "pos"
  | "advancing"
  | "worker";

/** One log event at its true time; the renderer adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  id?: string;
  rep?: number;
}

export interface Service {
  name: string;
  rt: Runtime;
  /** Replicas shown in compose output (-1, -2); origins of incidents always have one. */
  replicas: number;
  version: string;
  port: number;
}

export interface Step {
  svc: string;
  dt: number;
  level?: Level;
  msg: string;
  stack?: string[];
  errType?: string;
}

/** A kind of background request: the steps one arrival logs across services. */
export interface Flow {
  name: string;
  weight: number;
  touches: string[];
  run: (c: Ctx, t: number) => Step[];
}

/** An incident's rewrite of a background arrival (undefined keeps it as it is). */
export type FlowHook = (flow: Flow, t: number, steps: Step[], c: Ctx) => Step[] | undefined;

export interface Estate {
  key: string;
  org: string;
  idStyle: "trace" | "request" | "none";
  /** GCP project / Datadog env the estate ships to. */
  project: string;
  /** Festival days, ISO dates, with the hours (UTC) the site is open. */
  days: Array<{ date: string; from: number; to: number }>;
  services: Service[];
  roles: Partial<Record<Role, string>>;
  /** Who calls whom over the network (caller -> callees). */
  calls: Record<string, string[]>;
  flows: Flow[];
  periodic: (c: Ctx) => void;
  chronic: Array<(c: Ctx) => void>;
  newId: (r: Rng) => string;
  /** Things the noise writers need to name: stages, zones, gates, vendors, payment vendor. */
  words: EstateWords;
}

export interface EstateWords {
  festival: string;
  code: string;
  currency: string;
  psp: string;
  stages: string[];
  zones: string[];
  gates: string[];
  vendors: string[];
  app: string;
  appVersion: string;
  domain: string;
}

export interface Ctx {
  rng: Rng;
  estate: Estate;
  start: number;
  end: number;
  events: Ev[];
  hooks: FlowHook[];
  /** Intervals in which a service writes nothing (crashed, killed, hung). */
  down: Array<{ svc: string; from: number; to: number }>;
  /** Filters applied after generation (an incident replacing a periodic line, for instance). */
  drop: Array<(ev: Ev) => boolean>;
}
