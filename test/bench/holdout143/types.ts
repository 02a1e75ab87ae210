// The shared vocabulary of the generator: levels, records, runtimes, categories and the context incidents write into.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "php" | "elixir" | "proxy";
export type ProxyKind = "nginx" | "envoy" | "traefik" | "haproxy" | "alb";
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

export const CATEGORIES: Category[] = [
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

/** One log event at its true time (ms since epoch); `msg` may hold a multi-line stack trace. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
  /** Background traffic, dropped where the scenario silences a service. */
  bg?: boolean;
}

/** How a caller experiences a broken callee. */
export type FailMode = "status" | "timeout" | "refused" | "reset";

/** What an incident or noise script may do to a window. */
export interface Ctx {
  r: Rng;
  start: number;
  end: number;
  /** True time the fault starts (incidents); the window middle for quiet windows. */
  tf: number;
  estateKey: string;
  services: string[];
  emit(t: number, svc: string, level: Level, msg: string, req?: string): void;
  /** Calls fn at jittered times from `from` to `to` with the given mean gap. */
  every(from: number, to: number, meanGapMs: number, fn: (t: number, i: number) => void): void;
  has(svc: string): boolean;
  rt(svc: string): Runtime;
  /** A request id in the estate's habit for this service, or undefined when it logs none. */
  id(svc: string): string | undefined;
  /** Selected services that call `svc` directly. */
  callersOf(svc: string): string[];
  /** Drops background lines of `svc` between two true times (a crashed or wedged process). */
  silence(svc: string, from: number, to: number): void;
  /** The innermost edge proxy's service name. */
  edge(): string;
  /** Access lines on every edge logger of the estate for one request that reached `upstream`. */
  access(t: number, o: AccessReq): void;
}

export interface AccessReq {
  method: string;
  path: string;
  status: number;
  ms: number;
  upstream: string;
  client?: string;
  ua?: string;
  flags?: string;
  trace?: string;
}
