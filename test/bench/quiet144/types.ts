// Shared shapes: one log event before formatting, services, estates, and the window being simulated.
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet";
export type ProxyKind = "envoy" | "nginx" | "traefik" | "haproxy";
export type RidStyle = "x-request-id" | "traceparent" | "none";
export type Role =
  | "proxy"
  | "booking"
  | "fuel"
  | "haulout"
  | "listings"
  | "search"
  | "billing"
  | "payments"
  | "notify"
  | "auth"
  | "members"
  | "portal"
  | "db"
  | "queue"
  | "cache"
  | "media";

export interface LogEvent {
  /** True time in ms since epoch (printed time adds the service's skew). */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  rid?: string;
  /** Continuation lines (stack traces, multi-line dumps). */
  stack?: string[];
}

export interface Service {
  name: string;
  role: Role;
  runtime: Runtime;
  /** Routes the edge proxy sends here (empty for internal-only services). */
  routes: string[];
}

export interface Estate {
  key: string;
  company: string;
  style: string;
  proxyKind: ProxyKind;
  ridStyle: RidStyle;
  namespace: string;
  /** Subnet prefix for made-up pod addresses, e.g. "10.42". */
  net: string;
  services: Service[];
}
