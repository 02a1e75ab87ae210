// The shapes every module of the quiet141 set shares: one log record, services, estates and a window's context.

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

/** One log event at true time `t` (ms); skew is added when it is printed. `msg` may span lines. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
}

export type EdgeKind = "nginx" | "envoy" | "traefik" | "haproxy" | "alb";
export type Runtime =
  | EdgeKind
  | "node"
  | "java"
  | "go"
  | "python"
  | "ruby"
  | "dotnet"
  | "php"
  | "elixir"
  | "elasticsearch";
export type Role =
  | "edge"
  | "instore-edge"
  | "shop"
  | "orders"
  | "inventory"
  | "shipping"
  | "courier"
  | "sensors"
  | "kiosk"
  | "loyalty"
  | "payments"
  | "catalog"
  | "search"
  | "notify"
  | "worker";

export interface Svc {
  name: string;
  runtime: Runtime;
  role: Role;
  /** Package / namespace root used in logger names and stack frames. */
  pkg: string;
}

/** One public or in-store HTTP route: the roles a request passes through after the edge. */
export interface Endpoint {
  method: string;
  path: (r: import("./rng.js").Rng) => string;
  chain: Role[];
  weight: number;
  instore?: boolean;
}

export type IdHabit = "traceparent" | "reqid" | "none";

export interface Estate {
  key: string;
  business: string;
  style: "kebab-case" | "snake_case" | "one-word" | "team-prefixed";
  idHabit: IdHabit;
  namespace: string;
  host: string;
  services: Svc[];
  endpoints: Endpoint[];
  /** Services every window of this estate keeps. */
  core: string[];
}

/** The ids one request carries at each depth of its chain (undefined = that tier logs none). */
export type ReqIds = (depth: number) => string | undefined;
