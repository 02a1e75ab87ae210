// Helpers over the scenario context: emitting events, periodic writers, role look-ups, down intervals.
import type { Ctx, Ev, Level, Role, Runtime, Service } from "./types.js";

export function emit(c: Ctx, t: number, svc: string, level: Level, msg: string, more: Partial<Ev> = {}): void {
  if (t < c.start || t >= c.end) return;
  c.events.push({ ...more, t: Math.round(t), svc, level, msg });
}

export function isDown(c: Ctx, svc: string, t: number): boolean {
  return c.down.some((d) => d.svc === svc && t >= d.from && t < d.to);
}

/** Calls fn about every `period` ms over the window (random phase, some jitter), skipping down intervals. */
export function every(c: Ctx, svc: string, period: number, fn: (t: number) => void, jitter = 0.08): void {
  let t = c.start + c.rng.float(0, period);
  while (t < c.end) {
    if (!isDown(c, svc, t)) fn(t);
    t += period * (1 + c.rng.float(-jitter, jitter));
  }
}

/** n times spread at random over [from, to), in order. */
export function spread(c: Ctx, from: number, to: number, n: number, fn: (t: number, i: number) => void): void {
  const ts: number[] = [];
  for (let i = 0; i < n; i++) ts.push(c.rng.float(from, to));
  ts.sort((a, b) => a - b);
  for (const [i, t] of ts.entries()) fn(t, i);
}

export function hasRole(c: Ctx, r: Role): boolean {
  return c.estate.roles[r] !== undefined;
}

export function role(c: Ctx, r: Role): string {
  const s = c.estate.roles[r];
  if (!s) throw new Error(`estate ${c.estate.key} has no ${r}`);
  return s;
}

export function service(c: Ctx, name: string): Service {
  const s = c.estate.services.find((x) => x.name === name);
  if (!s) throw new Error(`estate ${c.estate.key} has no service ${name}`);
  return s;
}

export function rt(c: Ctx, name: string): Runtime {
  return service(c, name).rt;
}

export function httpLevel(code: number): Level {
  if (code >= 500) return "error";
  if (code >= 400) return "warn";
  return "info";
}

/** Milliseconds formatted like most runtimes print a duration. */
export const ms = (n: number): string => `${Math.round(n)}ms`;
