// The shapes every part of the set shares: a log event before printing, a service, an estate.
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export type Runtime =
  | "java"
  | "kotlin"
  | "keycloak"
  | "node"
  | "go"
  | "python"
  | "dotnet"
  | "ruby"
  | "envoy"
  | "nginx"
  | "haproxy"
  | "traefik";

/** How an estate carries request identity: W3C trace ids, x-request-id, correlation ids on some services, none. */
export type IdStyle = "w3c" | "reqid" | "corr" | "none";

export type Role =
  | "proxy"
  | "intake"
  | "dispatch"
  | "fleet"
  | "pricing"
  | "payments"
  | "smartlock"
  | "keys"
  | "stock"
  | "notify"
  | "auth"
  | "jobs"
  | "web";

/** Background traffic kinds; an incident may take some of them over. */
export type Flow = "callout" | "techpoll" | "location" | "quote" | "cut" | "provision" | "stock" | "login" | "portal";

export type Category =
  | "database"
  | "network"
  | "timeout"
  | "dependency"
  | "configuration"
  | "memory"
  | "disk"
  | "null_reference";

export interface ServiceDef {
  name: string;
  runtime: Runtime;
  roles: Role[];
  /** Whether the estate's id (trace / correlation) is written on this service's lines. */
  ids: boolean;
  /** Whether the service logs its own health probes, and at what level. */
  probes: "info" | "debug" | "none";
  port: number;
  /** Module or package stem used in stack frames. */
  code: string;
}

export interface Vendors {
  psp: string;
  pspHost: string;
  sms: string;
  smsHost: string;
  locks: string;
  locksHost: string;
  insurer: string;
  insurerHost: string;
  maps: string;
}

export interface Estate {
  key: string;
  brand: string;
  idStyle: IdStyle;
  /** Java / .NET namespace root. */
  pkg: string;
  /** Public host name. */
  host: string;
  /** Internal DNS suffix. */
  internal: string;
  subnet: string;
  gcpProject: string;
  namespace: string;
  services: ServiceDef[];
  vendors: Vendors;
  towns: string[];
  postcodes: string[];
  blanks: string[];
  scheduled: string[];
  techApp: string;
  calloutId: (r: Rng) => string;
  techId: (r: Rng) => string;
  vanId: (r: Rng) => string;
  lockId: (r: Rng) => string;
  orderId: (r: Rng) => string;
  /** 5xx proxy access lines are shipped as ERROR in this estate's pipeline. */
  accessErrors: boolean;
}

export interface Ids {
  trace?: string;
  req?: string;
  corr?: string;
}

export interface Ev {
  /** True time, ms since epoch. */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  ids?: Ids;
  /** Which generator wrote it (background, an incident, a noise kind); never printed. */
  src?: string;
}
