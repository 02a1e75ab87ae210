// The shapes every part of the set shares: services and estates, one log event, request identities.

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

/** What a service is built with; decides its request lines, its stack traces and its background. */
export type Framework =
  | "envoy"
  | "nginx"
  | "haproxy"
  | "traefik"
  | "spring"
  | "ktor"
  | "express"
  | "nest"
  | "gohttp"
  | "aspnet"
  | "fastapi"
  | "django"
  | "flask"
  | "celery"
  | "rails"
  | "sidekiq"
  | "laravel"
  | "pgbouncer"
  | "kafka"
  | "redis";

export type Runtime = "java" | "node" | "go" | "dotnet" | "python" | "ruby" | "php" | "proxy" | "infra";

/** The jobs a business of this kind needs done; every estate maps each to one of its services. */
export type Role =
  | "edge"
  | "guests"
  | "bookings"
  | "door"
  | "tabs"
  | "pos"
  | "pay"
  | "songs"
  | "queue"
  | "licence"
  | "notify"
  | "devices"
  | "portal"
  | "jobs"
  | "loyalty"
  | "infra";

/** Which request identity a service prints: W3C trace ids, request ids, correlation ids or nothing. */
export type IdStyle = "trace" | "request" | "corr" | "none";

export interface Service {
  name: string;
  framework: Framework;
  roles: Role[];
  ids: IdStyle;
  /** Code namespace used in stack frames (com.example.x, app/..., Namespace.Project ...). */
  pkg: string;
  /** Whether it logs a line per served request (most do, some only errors). */
  logsRequests: number;
  /** Whether kubelet probes show in its log. */
  logsProbes: boolean;
  version: string;
}

export interface RouteTpl {
  role: Role;
  method: string;
  /** Path with {id} {n} {venue} {room} {q} {isrc} {date} {hex} holes. */
  path: string;
  weight: number;
  /** Typical latency in ms at the service. */
  ms: number;
}

export interface Estate {
  key: string;
  name: string;
  domain: string;
  venues: string[];
  /** Currency sign for money lines. */
  cur: string;
  services: Service[];
  routes: RouteTpl[];
  /** User agents of the estate's apps, door tablets and POS. */
  agents: string[];
  /** Kubernetes namespace / compose project. */
  namespace: string;
  region: string;
}

export interface Ids {
  trace: string;
  span: string;
  req: string;
  corr: string;
}

export interface Ev {
  /** True time in ms since the epoch; the printed time adds the service's clock skew. */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  ids?: Ids;
  kv?: Record<string, string | number | boolean>;
  /** Background request group: may be thinned as a whole to hit the line budget. */
  grp?: number;
  seq: number;
}

/** A part of the window where background traffic to a role is handled by an incident instead. */
export interface Suppress {
  role: Role;
  from: number;
  to: number;
  p: number;
  /** Only routes whose path template matches. */
  match?: RegExp;
}
