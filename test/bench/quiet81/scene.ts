// One window under construction: the estate, its clock, the events so far and a few shared helpers.
import type { Estate, Role } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import { hex, int, pick, type Rng } from "./rng.js";

export type Route = "search" | "detail" | "tiles" | "lead" | "showing" | "prequal" | "account";

export interface Scene {
  r: Rng;
  e: Estate;
  start: number;
  end: number;
  evs: Ev[];
}

export const has = (s: Scene, role: Role): boolean => s.e.svc[role] !== undefined;
export const nm = (s: Scene, role: Role): string => s.e.svc[role]?.name ?? "unknown";
export const rt = (s: Scene, role: Role) => s.e.svc[role]?.rt;
export const tid = (s: Scene): string | undefined => (s.e.tracing ? hex(s.r, 16) : undefined);

export function emit(s: Scene, t: number, role: Role, lvl: Level, msg: string, stack?: string[], trace?: string): void {
  if (!has(s, role) || t < s.start || t >= s.end) return;
  const ev: Ev = { t: Math.round(t), svc: nm(s, role), lvl, msg };
  if (stack) ev.stack = stack;
  if (trace) ev.trace = trace;
  s.evs.push(ev);
}

/** n events spread over [at, at+dur). */
export function burst(
  s: Scene,
  role: Role,
  at: number,
  dur: number,
  n: number,
  lvl: Level,
  msg: (i: number) => string,
  stack?: (i: number) => string[] | undefined,
): void {
  for (let i = 0; i < n; i++) {
    const t = at + s.r() * dur;
    emit(s, t, role, lvl, msg(i), stack?.(i));
  }
}

/** Every ~period ms from `from` to `to`, jittered. */
export function every(s: Scene, from: number, to: number, period: number, f: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = from + s.r() * period; t < to; t += period * (0.8 + s.r() * 0.4)) f(t, i++);
}

export const mls = (s: Scene): string => `${pick(s.r, ["", "", "A", "R", "T"])}${int(s.r, 1_200_000, 9_899_999)}`;
export const agent = (s: Scene): string => `A-${int(s.r, 1000, 39999)}`;
export const user = (s: Scene): string => `u_${hex(s.r, 10)}`;
export const zip = (s: Scene): string => pick(s.r, s.e.city.zips);
export const price = (s: Scene): number => int(s.r, 180, 1450) * 1000;
export const maskEmail = (s: Scene): string =>
  `${pick(s.r, "abcdefghjkmnprstw".split(""))}***@${pick(s.r, ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "aol.com", "comcast.net"])}`;
export const street = (s: Scene): string =>
  `${int(s.r, 100, 9899)} ${pick(s.r, ["Oak", "Maple", "Cedar", "Willow", "Sunset", "Ridge", "Lakeview", "Pecan", "Aspen", "Magnolia"])} ${pick(s.r, ["St", "Ave", "Dr", "Ln", "Ct", "Blvd", "Way"])}`;
