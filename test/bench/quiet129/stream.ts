// The aggregated stream: background traffic, jobs, a chronic complaint, and the context noise and incidents write to.
import type { Estate, Role } from "./estates.js";
import type { Ev, Level } from "./event.js";
import { chance, gap, hex, int, pick, type Rng } from "./rng.js";
import type { Runtime } from "./traces.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  s: number;
  d: number;
  evs: Ev[];
  /** background lines of `svc` dropped with probability p between from and to (a service going quiet) */
  drops: Array<{ svc: string; from: number; to: number; p: number }>;
}

export const svc = (c: Ctx, role: Role) => c.e.roles[role];
export const rtOf = (c: Ctx, s: string): Runtime => c.e.svcs.find(([n]) => n === s)?.[1] ?? "node";
export const tid = (c: Ctx) => (c.e.traced ? hex(c.r, 32) : undefined);

export function emit(c: Ctx, s: string, t: number, level: Level, msg: string, stack?: string[], raw = false): void {
  c.evs.push({ t, svc: s, level, msg, stack, trace: tid(c), raw });
}

/** `n` sorted random instants in [a, b]. */
export function times(c: Ctx, n: number, a: number, b: number): number[] {
  return Array.from({ length: n }, () => a + c.r() * (b - a)).sort((x, y) => x - y);
}

/** A random instant inside the window, away from its edges. */
export const at = (c: Ctx, lo = 0.1, hi = 0.8) => c.s + (lo + c.r() * (hi - lo)) * (c.d - c.s);

/** Background: requests as a Poisson process at `rps`, periodic jobs, and the chronic complaint. */
export function background(c: Ctx, rps: number): void {
  const { r, e } = c;
  const total = e.flows.reduce((a, [w]) => a + w, 0);
  for (let t = c.s + gap(r, rps); t < c.d; t += gap(r, rps)) {
    const x = r() * total;
    let acc = 0;
    const flow =
      e.flows.find(([w]) => {
        acc += w;
        return x < acc;
      }) ?? e.flows[0];
    const trace = tid(c);
    let u = t;
    for (const [s, level, msg, dt] of flow[1](r)) {
      u += dt;
      c.evs.push({ t: u, svc: s, level, msg, trace });
    }
  }
  for (const j of [...e.jobs, e.chronic]) {
    for (let t = c.s + r() * j.every * 1000; t < c.d; t += j.every * 1000 * (0.8 + 0.4 * r()))
      c.evs.push({ t, svc: j.svc, level: j.level ?? "info", msg: j.msg(r) });
  }
  // occasional ordinary 4xx from the edge: bots and stale links
  for (const t of times(c, int(r, 4, 14), c.s, c.d))
    emit(c, svc(c, "gw"), t, "info", pick(r, ["GET /favicon.ico 404", "GET /p/retired-item 404", "HEAD / 405"]));
}

export function applyDrops(c: Ctx): Ev[] {
  if (!c.drops.length) return c.evs;
  return c.evs.filter(
    (ev) =>
      ev.level !== "info" ||
      !c.drops.some((d) => d.svc === ev.svc && ev.t >= d.from && ev.t < d.to && chance(c.r, d.p)),
  );
}
