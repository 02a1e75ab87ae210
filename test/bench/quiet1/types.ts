// Shared shapes of the quiet1 generator: one log event, a service, an estate and a window's drawing context.
import type { Rng } from "./rng.js";

export type Lvl = "info" | "warn" | "error" | "fatal";
export type Runtime = "node" | "java" | "go" | "python" | "dotnet" | "rust" | "elixir" | "postgres" | "redis";

export interface Ev {
  /** true time in ms (printed times add the service's clock skew) */
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface Svc {
  name: string;
  rt: Runtime;
  /** one ordinary INFO line of this service */
  normal: (r: Rng) => string;
  /** background lines per minute besides request flows */
  bg: number;
}

export interface Estate {
  key: string;
  namespace: string;
  traced: boolean;
  services: Svc[];
  /** request paths: the first service is the edge */
  flows: string[][];
  roles: {
    gw: string;
    /** caller -> callee pairs that appear in flows */
    calls: Array<[string, string]>;
    java: string[];
    deployable: string[];
    dbClient: string;
    dbServer?: string;
    consumer: string;
    topic: string;
    batch: string;
    auth: string;
    cacheUser: string;
    vendorClient: string;
    vendor: string;
    metricsy: string[];
    pkg: string;
  };
}

export interface Ctx {
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  out: Ev[];
  svc(name: string): Svc;
  emit(t: number, svc: string, lvl: Lvl, msg: string, extra?: { stack?: string[]; trace?: string }): void;
  /** a trace id on traced estates */
  tid(): string | undefined;
  /** normal lines of svc in [from, to) are dropped with probability p (a failing service) */
  degrade(svc: string, from: number, to: number, p: number): void;
  /** runs fn once the ordinary traffic is drawn (before sorting) */
  later(fn: () => void): void;
}

export interface Kind {
  key: string;
  /** draws the benign thing into c.out and says what it drew */
  run: (c: Ctx) => string;
}

/** Repeats fn from `from` to `to` every `period` ms (jitter +-25%). */
export function every(c: Ctx, period: number, fn: (t: number, i: number) => void, from = c.t0, to = c.t1): void {
  let i = 0;
  for (let t = from + c.r.real(0, period); t < to; t += period * c.r.real(0.75, 1.25)) fn(Math.round(t), i++);
}

/** Capitalised first letter. */
export const cap = (x: string) => x[0].toUpperCase() + x.slice(1);

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
