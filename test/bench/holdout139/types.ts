// The shapes every other file of the set shares: services, estates, log events and the scenario plan.

export type Runtime =
  | "java"
  | "node"
  | "go"
  | "dotnet"
  | "python"
  | "ruby"
  | "envoy"
  | "nginx"
  | "haproxy"
  | "traefik"
  | "postgres";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

/** What a service does for the house; every estate fills the same roles with its own names and runtimes. */
export type Role =
  | "edge"
  | "bff"
  | "auth"
  | "orders"
  | "seats"
  | "pay"
  | "subs"
  | "donors"
  | "notify"
  | "stage"
  | "surtitles"
  | "worker"
  | "db";

export type EstateKey = "A" | "B" | "C" | "D";

/** How requests are tagged: W3C trace context, a request id, correlation ids on some services, or nothing. */
export type IdStyle = "w3c" | "reqid" | "corr" | "none";

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

export const CATEGORIES: readonly Category[] = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
];

export interface Service {
  name: string;
  role: Role;
  runtime: Runtime;
  /** Code namespace used in stack frames and logger names. */
  pkg: string;
  port: number;
  /** Whether kube-probe requests show up in its own request log. */
  logsProbes: boolean;
  /** Whether its lines carry the estate's request ids (only some services do in the correlation-id estate). */
  carriesIds: boolean;
  version: string;
}

export interface Estate {
  key: EstateKey;
  brand: string;
  domain: string;
  ids: IdStyle;
  proxy: "envoy" | "nginx" | "haproxy" | "traefik";
  services: Service[];
  /** URL prefix of each role's public or internal API. */
  prefix: Partial<Record<Role, string>>;
  venues: string[];
  productions: string[];
  /** Order reference shape, e.g. LQ-1234567. */
  orderRef: (r: { digits(n: number): string; alnum(n: number): string }) => string;
  appName: string;
  k8sNamespace: string;
}

export interface Ids {
  trace?: string;
  span?: string;
  rid?: string;
  corr?: string;
}

/** An exception as its runtime prints it: the class and the whole multi-line text. */
export interface Err {
  type: string;
  message: string;
  text: string;
}

export interface Ev {
  /** True time in ms; printed times add the service's clock skew. */
  t: number;
  svc: Service;
  level: Level;
  msg: string;
  err?: Err;
  ids?: Ids;
  logger?: string;
  /** Background line: dropped while its service is muted. */
  bg?: boolean;
  seq: number;
}

export interface Plan {
  index: number;
  id: string;
  estate: EstateKey;
  format: import("./formats.js").Format;
  /** Incident template key, or null for a quiet window. */
  incident: string | null;
  /** Main noise kind of a quiet window (or a side one for incidents). */
  mainNoise: string | null;
  sideNoise: string[];
  minutes: number;
  startMs: number;
  targetLines: number;
}
