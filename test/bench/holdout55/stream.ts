// One aggregated stream: collects events in true time, applies each service's clock skew, sorts by printed time
// and renders them in the scenario's format.
import type { Estate, Role } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface EmitOpts {
  stack?: string[];
  trace?: string;
}

export interface Ctx {
  r: Rng;
  estate: Estate;
  roles: Role[];
  t0: number;
  t1: number;
  /** True time the trouble starts, or null in a quiet window. */
  start: number | null;
  name(role: Role): string;
  has(role: Role): boolean;
  emit(t: number, role: Role, level: Level, msg: string, opts?: EmitOpts): void;
  /** A request id when the estate passes ids across services, else undefined. */
  tid(): string | undefined;
  /** Whether normal traffic touching these roles is replaced by the incident's own lines at time t. */
  broken(t: number, roles: Role[]): boolean;
  /** Calls fn at a jittered period from `from` to `to`. */
  every(from: number, to: number, periodMs: number, fn: (t: number, i: number) => void): void;
}

export interface StreamSetup {
  r: Rng;
  estate: Estate;
  roles: Role[];
  t0: number;
  t1: number;
  start: number | null;
  /** Role whose INFO/DEBUG lines stop after start (fails by going quiet). */
  silent?: Role;
  /** Role that stops logging altogether after start (hung process). */
  mute?: Role;
  /** Roles whose normal request flows fail after start, with the share of flows that fail. */
  breaks?: { roles: Role[]; share: number };
}

export function makeCtx(
  s: StreamSetup,
  sink: Array<{ t: number; role: Role; level: Level } & EmitOpts & { msg: string }>,
) {
  const { r } = s;
  const ctx: Ctx = {
    r,
    estate: s.estate,
    roles: s.roles,
    t0: s.t0,
    t1: s.t1,
    start: s.start,
    name: (role) => s.estate.names[role],
    has: (role) => s.roles.includes(role),
    emit: (t, role, level, msg, opts) => {
      if (t < s.t0 || t > s.t1 || !s.roles.includes(role)) return;
      if (s.mute === role && s.start !== null && t >= s.start) return;
      if (s.silent === role && s.start !== null && t >= s.start && (level === "info" || level === "debug")) return;
      sink.push({ t, role, level, msg, ...opts });
    },
    tid: () => (s.estate.traced ? r.hex(16) : undefined),
    broken: (t, roles) => {
      if (s.start === null || !s.breaks || t < s.start) return false;
      if (!roles.some((x) => s.breaks?.roles.includes(x))) return false;
      return r.chance(s.breaks.share);
    },
    every: (from, to, periodMs, fn) => {
      let t = from + r.next() * periodMs * 0.5;
      let i = 0;
      while (t < to) {
        fn(Math.round(t), i++);
        t += periodMs * (0.6 + r.next() * 0.8);
      }
    },
  };
  return ctx;
}

/** Renders the collected events: per-service skew up to 300 ms, sorted by printed time. */
export function renderStream(
  r: Rng,
  estate: Estate,
  roles: Role[],
  fmt: Format,
  events: Array<{ t: number; role: Role; level: Level; msg: string } & EmitOpts>,
): string[] {
  const skew = new Map<Role, number>();
  const hosts = new Map<Role, string[]>();
  for (const role of roles) {
    skew.set(role, r.int(-300, 300));
    const n = estate.names[role];
    const rs = r.hex(9);
    hosts.set(role, [`${n}-${rs}-${r.hex(5)}`, `${n}-${rs}-${r.hex(5)}`]);
  }
  const pad = Math.max(...roles.map((x) => estate.names[x].length)) + 4;
  const printed: Printed[] = events.map((e) => ({
    at: e.t + (skew.get(e.role) ?? 0),
    svc: estate.names[e.role],
    level: e.level,
    msg: e.msg,
    stack: e.stack,
    trace: e.trace,
    host: r.pick(hosts.get(e.role) ?? ["node-0"]),
  }));
  printed.sort((a, b) => a.at - b.at);
  const out: string[] = [];
  for (const p of printed) out.push(...render(fmt, p, pad, estate.namespace));
  return out;
}
