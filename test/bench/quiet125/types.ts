// The shapes shared by the quiet125 modules: services, estates, events and the per-scenario context.
import type { Rand } from "./rng.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Runtime = "java" | "node" | "python" | "go" | "dotnet" | "ruby" | "nginx" | "envoy";

/** What a service does for the agency; noise and incidents name roles, each estate maps them to its services. */
export type Role =
  | "edge"
  | "app"
  | "sched"
  | "evv"
  | "ivr"
  | "plans"
  | "meds"
  | "portal"
  | "payroll"
  | "billing"
  | "auth"
  | "notify"
  | "worker";

export interface Svc {
  name: string;
  role: Role;
  rt: Runtime;
  /** Replicas, for pod names and rolling restarts. */
  pods: number;
}

/** One log event at true time t (ms since epoch); the printed time adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** Exception text exactly as the runtime prints it, one entry per line (the head line included). */
  stack?: string[];
  err?: { kind: string; message: string };
  trace?: string;
}

/** One request through the estate: steps run in order, each dt ms after the one before. */
export interface Step {
  role: Role;
  dt: number;
  level?: Level;
  text: (r: Rand, t: number, m: Memo) => string;
}
/** Per-request memory, so every line of one request names the same visit, caregiver, client. */
export type Memo = (key: string, make: (r: Rand) => string) => string;
export interface Flow {
  name: string;
  weight: number;
  steps: Step[];
}
export interface Job {
  role: Role;
  everySec: number;
  lines: (r: Rand) => Array<[Level, string]>;
}
/** A harmless error that some service logs at a steady rate from the first minute. */
export interface Chronic {
  role: Role;
  everySec: number;
  level: Level;
  text: (r: Rand) => string;
}

export interface Ids {
  client: (r: Rand) => string;
  caregiver: (r: Rand) => string;
  visit: (r: Rand) => string;
  user: (r: Rand) => string;
  payer: (r: Rand) => string;
  /** A request or trace id in this estate's style. */
  trace: (r: Rand) => string;
}

export interface Estate {
  key: string;
  label: string;
  /** 0-3, picks this estate's wording in the shared noise. */
  voice: number;
  services: Svc[];
  /** Which services print request/trace ids: all, some, or none. */
  idsOn: "all" | "some" | "none";
  idServices: string[];
  /** Trace ids (W3C, 32 hex) or request ids (x-request-id style). */
  idKind: "trace" | "request";
  /** The formats this estate's log pipeline can produce (a VM estate has no GKE container labels). */
  formats: readonly Format[];
  ids: Ids;
  flows: Flow[];
  jobs: Job[];
  chronic: Chronic[];
  /** Services whose health/readiness probes appear in the logs. */
  probes: { role: Role; everySec: number; text: (r: Rand) => string }[];
  /**
   * The line the estate's front door prints for one request (nginx/envoy access line, a gateway's own line, or
   * the mobile API's line where there is no proxy). `flags` are envoy response flags or nginx upstream status.
   */
  edgeLine: (
    r: Rand,
    t: number,
    method: string,
    path: string,
    status: number,
    upstream: string,
    durMs: number,
    id?: string,
  ) => string;
  /** Code namespace used in stack frames (Java package, .NET namespace, Python package...). */
  ns: string;
  podNet: string;
  /** Hosts are VMs (no pod names) in this estate. */
  vm: boolean;
  domain: string;
  /** Kubernetes namespace / GCP cluster for resource labels. */
  k8sNs: string;
  cluster: string;
}

export interface Window {
  t0: number;
  t1: number;
}

/** What noise and incident writers get: the estate, the window, a generator and an emit. */
export interface Ctx {
  r: Rand;
  e: Estate;
  w: Window;
  emit: (ev: Ev) => void;
  S: (role: Role) => Svc;
  /** A fresh request/trace id in the estate's style. */
  newId: () => string;
  /** The id as this service would print it: the id itself when the service prints ids, else undefined. */
  tag: (svc: string, id: string) => string | undefined;
  /** Shorthand: one event at time t from the service holding `role`, with an optional stack and error kind. */
  log: (t: number, role: Role, level: Level, msg: string, more?: Partial<Ev>) => void;
  /** The estate voice: pick the wording for this estate. */
  v: <T>(xs: readonly T[]) => T;
}
