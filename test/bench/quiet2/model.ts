// The event model every quiet2 module shares: one log event, a service, an estate and the window context.
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Runtime =
  | "jvm"
  | "go"
  | "python"
  | "node"
  | "dotnet"
  | "ruby"
  | "nginx"
  | "envoy"
  | "postgres"
  | "kafka"
  | "kubelet";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string; // continuation lines (a runtime's multi-line trace)
  errType?: string;
  trace?: string;
  p?: number; // printed time (with skew)
}

export interface Svc {
  name: string;
  rt: Runtime;
  pkg: string; // JVM package / .NET namespace / module root
  pod: string;
  dom: Array<(r: Rng) => string>; // domain INFO lines printed while serving
}

export interface Step {
  svc: string;
  method: string;
  path: (r: Rng) => string;
}

export interface Flow {
  w: number;
  steps: Step[]; // steps[0] is the service the edge routes to
  ua: string;
}

export interface Estate {
  key: string;
  ns: string;
  host: string;
  edge: string; // nginx or envoy service
  db: string; // postgres service
  kafka: string;
  kubelet: string;
  services: Svc[];
  flows: Flow[];
  topics: string[];
  groups: Array<[string, string]>; // [consumer service, group id]
  partnerFile: string;
  cron: string; // name of a cron job
}

/** A flow hook lets an incident replace the lines of a request that touches a failing service. */
export type Hook = (t: number, flow: Flow, trace: string) => Ev[] | null;

export interface Ctx {
  rng: Rng;
  e: Estate;
  start: number;
  end: number;
  evs: Ev[];
  hooks: Hook[];
  used: Set<string>; // services already given a benign role
}

export const svcOf = (e: Estate, name: string): Svc => {
  const s = e.services.find((x) => x.name === name);
  if (!s) throw new Error(`no service ${name} in ${e.key}`);
  return s;
};

export function emit(ctx: Ctx, t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
  if (t < ctx.start || t > ctx.end) return;
  ctx.evs.push({ t, svc, level, msg, ...extra });
}

/** A time at fraction f of the window. */
export const at = (ctx: Ctx, f: number): number => Math.round(ctx.start + f * (ctx.end - ctx.start));

/** App services (not infra) of a runtime set, preferring ones not yet used. */
export function pickApp(ctx: Ctx, rts?: Runtime[], exclude: string[] = []): Svc {
  const infra: Runtime[] = ["nginx", "envoy", "postgres", "kafka", "kubelet"];
  const all = ctx.e.services.filter(
    (s) => !infra.includes(s.rt) && (!rts || rts.includes(s.rt)) && !exclude.includes(s.name),
  );
  const fresh = all.filter((s) => !ctx.used.has(s.name));
  const s = ctx.rng.pick(fresh.length ? fresh : all.length ? all : ctx.e.services.filter((x) => !infra.includes(x.rt)));
  ctx.used.add(s.name);
  return s;
}

/** Emits lines one after another with gaps of gapMin..gapMax ms; returns the last time. */
export function seq(
  ctx: Ctx,
  t: number,
  svc: string,
  lines: Array<[Level, string]>,
  gapMin: number,
  gapMax: number,
): number {
  let tt = t;
  for (const [lvl, m] of lines) {
    tt += ctx.rng.int(gapMin, gapMax);
    emit(ctx, tt, svc, lvl, m);
  }
  return tt;
}
