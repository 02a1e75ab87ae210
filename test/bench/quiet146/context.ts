// The window being built: which services are present, when, and how events are emitted into it.
import type { Estate, Role, Svc } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  rng: Rng;
  estate: Estate;
  roles: Set<Role>;
  start: number;
  end: number;
  events: Ev[];
  /** multiplier for background traffic at time t (scenarios shape rush hours, outages) */
  load: (t: number) => number;
  /** spans in which a service writes no background work of its own (crashed, killed, full) */
  silent: Array<[Role, number, number]>;
  /** background flows to leave out (work that cannot succeed during the scenario) */
  drop: (e: Ev) => boolean;
  site: string;
}

export function has(ctx: Ctx, r: Role): boolean {
  return ctx.roles.has(r);
}
export function svc(ctx: Ctx, r: Role): Svc {
  return ctx.estate.svc[r];
}
export function emit(
  ctx: Ctx,
  r: Role,
  t: number,
  level: Level,
  msg: string,
  extra?: { rid?: string; stack?: string[] },
): void {
  if (!ctx.roles.has(r) || t < ctx.start || t >= ctx.end) return;
  ctx.events.push({ t: Math.round(t), svc: ctx.estate.svc[r].name, level, msg, ...extra });
}

/** A request id in the estate's habit, or undefined for estates without one. */
export function newRid(ctx: Ctx): string | undefined {
  const h = ctx.estate.rid;
  if (h === "none") return undefined;
  if (h === "traceparent") return `00-${ctx.rng.hex(32)}-${ctx.rng.hex(16)}-01`;
  const x = ctx.rng.hex(32);
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-4${x.slice(13, 16)}-a${x.slice(17, 20)}-${x.slice(20, 32)}`;
}

/** Calls f at roughly `perMin` events a minute between a and b. */
export function every(ctx: Ctx, a: number, b: number, perMin: number, f: (t: number, i: number) => void): void {
  if (perMin <= 0) return;
  let t = a + ctx.rng.exp(60000 / perMin);
  let i = 0;
  while (t < b) {
    f(t, i++);
    t += ctx.rng.exp(60000 / perMin);
  }
}

export const MIN = 60000;
