// The shapes shared by the generator: services, estates, one log event, formats.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Runtime = "java" | "node" | "go" | "python" | "dotnet" | "ruby" | "nginx" | "envoy";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

/** What a service does in a park operator's estate; noise and incidents address services by role. */
export type Role =
  | "edge"
  | "api"
  | "calendar"
  | "gate"
  | "lpr"
  | "power"
  | "wifi"
  | "pos"
  | "pay"
  | "locks"
  | "channel"
  | "weather"
  | "notify";

export interface Service {
  name: string;
  runtime: Runtime;
  replicas: number;
  /** Logger name printed by JVM/.NET/Python loggers (ECS log.logger, Datadog logger.name). */
  logger: string;
}

/** W3C 32-hex trace ids, request uuids, short 16-hex ids, or nothing at all. */
export type TraceStyle = "w3c" | "uuid" | "short" | "none";

export interface LogEvent {
  /** True time, epoch ms (the printed time adds the service's clock skew). */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** Continuation lines (stack traces, Rails backtraces, Go goroutine dumps). */
  stack?: string[];
  /** Exception class, for formats with an error.type / error.kind field. */
  errType?: string;
  trace?: string;
  /** Set on background traffic, which an incident may suppress where the fault would stop it. */
  bg?: boolean;
}

export interface Flow {
  w: number;
  run(sc: SceneLike, t: number, trace: string | undefined): void;
}

export interface Tick {
  everyMs: number;
  run(sc: SceneLike, t: number): void;
}

export interface Estate {
  key: "pinecrest" | "hollow" | "lakeshore" | "redrock";
  company: string;
  /** GCP project / cluster naming. */
  project: string;
  cluster: string;
  namespace: string;
  region: string;
  services: Service[];
  roles: Record<Role, string>;
  traceStyle: TraceStyle;
  /** Services that print the trace / request id (others never do). */
  traced: readonly string[];
  parks: readonly string[];
  flows: Flow[];
  ticks: Tick[];
  /** The harmless error some service logs at a constant rate from the first minute. */
  chronic(sc: SceneLike): void;
}

/** The part of the scene that estates, noise and incidents use (see stream.ts). */
export interface SceneLike {
  readonly rng: Rng;
  readonly est: Estate;
  readonly start: number;
  readonly end: number;
  svc(role: Role): string;
  rt(svc: string): Runtime;
  log(t: number, svc: string, level: Level, msg: string, extra?: Partial<LogEvent>): void;
  trace(): string | undefined;
  /** Drops background events the fault would have prevented (e.g. successful charges after the vendor fails). */
  suppress(pred: (ev: LogEvent) => boolean): void;
  poisson(perMin: number, from: number, to: number, fn: (t: number) => void): void;
  every(periodMs: number, from: number, to: number, jitterMs: number, fn: (t: number, i: number) => void): void;
}
