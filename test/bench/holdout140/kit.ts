// What incident scripts share: the definition shape, share-over-time curves, crash loops, extra requests on
// ad-hoc routes.
import type { Ctx } from "./ctx.js";
import { rollingRestart } from "./noise.js";
import { startup } from "./runtime.js";
import { serve } from "./traffic.js";
import type { Category, EstateKey, Hop, Route, Service } from "./types.js";

export interface IncidentDef {
  key: string;
  estate: EstateKey;
  category: Category;
  /** Exact service name as written in the logs. */
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Optional services this incident needs in the window. */
  needs?: string[];
  /** Optional services that must not be in the window. */
  exclude?: string[];
  /** Where in the window the fault starts (fractions). */
  at?: [number, number];
  /** Writes the incident; t is the true start at the origin. */
  run: (c: Ctx, t: number) => void;
}

/** 0 before t0, then a linear climb to max over ms. */
export function ramp(t0: number, ms: number, max: number, min = 0): (t: number) => number {
  return (t) => (t < t0 ? 0 : Math.min(max, min + ((max - min) * (t - t0)) / Math.max(1, ms)));
}

export function flat(v: number): () => number {
  return () => v;
}

export function adhoc(m: string, p: string, hops: Hop[], ms: number, ok = 200, say?: string): Route {
  return { m, p, hops, w: 1, ok, ms, say };
}

/** n extra requests of route between from and to (people retrying, a rush). */
export function extra(c: Ctx, r: Route | undefined, from: number, to: number, n: number, ua?: string): void {
  if (!r?.hops.every((h) => c.has(h.svc))) return;
  for (let i = 0; i < n; i++) serve(c, r, c.r.float(from, to), ua);
}

export function routeOf(c: Ctx, pred: (r: Route) => boolean): Route | undefined {
  return c.est.routes.find(pred);
}

/**
 * Crash, stay down, boot, run, crash again until the window ends. onBoot writes the boot (default: the
 * runtime's startup lines) and returns how long it took; runMs is how long the process then survives.
 */
export function crashLoop(
  c: Ctx,
  s: Service,
  start: number,
  o: {
    runMs: (n: number) => number;
    onCrash: (t: number, n: number) => void;
    onBoot?: (t: number, n: number) => number;
    backoff?: boolean;
    downMs?: () => number;
  },
): void {
  let t = start;
  let n = 0;
  while (t < c.t1) {
    o.onCrash(t, n);
    const down = o.backoff
      ? Math.min(300000, 10000 * 2 ** n) + c.r.int(500, 3000)
      : (o.downMs?.() ?? c.r.int(6000, 15000));
    c.down(s.name, t, t + down);
    t += down;
    if (t >= c.t1) break;
    const boot = o.onBoot ? o.onBoot(t, n) : startup(c, s, t);
    n++;
    t += boot + o.runMs(n);
  }
}

/** An unrelated single-pod redeploy of name near t (when that service is in the window). */
export function unrelatedDeploy(c: Ctx, name: string, t: number): void {
  if (c.has(name)) rollingRestart(c, c.s(name), t, 1);
}
