// What the noise kinds share: the kind shape, burst timing and the edge's access line.
import { ev } from "../domain.js";
import type { Ctx, Ev, Level, Role, Runtime } from "../types.js";

export interface NoiseKind {
  id: string;
  /** Half a sentence for the scenario note. */
  what: string;
  make(c: Ctx, at: number, big: boolean): Ev[];
}

/** `n` sorted instants in [at, at + dur], kept inside the window. */
export function times(c: Ctx, at: number, dur: number, n: number): number[] {
  const hi = Math.min(at + dur, c.end - 3000);
  const lo = Math.min(at, hi - 1000);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(Math.round(c.r.float(lo, hi)));
  return out.sort((a, b) => a - b);
}

export function count(c: Ctx, big: boolean, bigRange: [number, number], smallRange: [number, number]): number {
  return big ? Math.round(c.r.int(bigRange[0], bigRange[1]) * c.gain) : c.r.int(smallRange[0], smallRange[1]);
}

export function rtOf(c: Ctx, role: Role): Runtime {
  return c.svc(role).runtime;
}

/** The edge's own access line for a request. */
export function edgeHit(
  c: Ctx,
  t: number,
  m: string,
  path: string,
  status: number,
  ms: number,
  level?: Level,
  flags?: string,
): Ev {
  const edge = c.svc("edge").name;
  const lv: Level = level ?? (status >= 500 ? "ERROR" : "INFO");
  return ev(t, edge, lv, c.e.access(c.r, edge, m, path, status, ms, t, flags), { rid: c.e.newId(c.r) });
}

/** A service's own access line. */
export function hit(
  c: Ctx,
  svc: string,
  t: number,
  m: string,
  path: string,
  status: number,
  ms: number,
  level?: Level,
): Ev {
  const lv: Level = level ?? (status >= 500 ? "ERROR" : "INFO");
  return ev(t, svc, lv, c.e.access(c.r, svc, m, path, status, ms, t));
}

export function pick<T>(c: Ctx, xs: readonly T[]): T {
  return c.r.pick(xs);
}
