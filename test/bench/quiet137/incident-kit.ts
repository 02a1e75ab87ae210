// What every incident shares: its label facts, and how a failed request travels back up the call chain with
// each caller reporting it in its own words (retries first, then the error, then its own 5xx).
import type { EstateDef } from "./estates.js";
import type { NoiseKind } from "./noise-kinds.js";
import { type CallFail, callerWords } from "./runtimes.js";
import { emitEdge, emitServe, internalPath, lineEv, type ReqHook, type ReqPlan } from "./traffic.js";
import type { Ctx } from "./types.js";

export interface IncidentRun {
  hooks: ReqHook[];
  /** From this true time on, the service's INFO/DEBUG lines stop (crash loop); pairs of [svc, from, to]. */
  silence?: Array<[string, number, number]>;
}

export interface Incident {
  key: string;
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** A harmless noise kind that borrows this incident's words, always laid beside it. */
  decoy: NoiseKind;
  run(ctx: Ctx, def: EstateDef, start: number): IncidentRun;
}

export interface ChainFail {
  /** Index in the chain of the failing service. */
  at: number;
  how: CallFail;
  /** Status the failing service answers (for 5xx words). */
  status?: number;
  /** How long the first caller waits for each attempt. */
  waitMs: number;
  /** Extra attempts the first caller makes. */
  retries: number;
  /** Status the edge reports. */
  edge: number;
  flags?: string;
  /** Writes the origin's own lines at its time; may be a no-op (silent origin). */
  origin?: (t: number) => void;
}

/** Writes a request failing at chain[f.at] and every caller's report of it. */
export function chainFail(ctx: Ctx, p: ReqPlan, f: ChainFail): void {
  const r = ctx.r;
  const chain = p.route.chain;
  const callee = chain[f.at];
  let t = p.t + f.at * r.int(1, 3) + 1;
  const attempts = f.retries + 1;
  // Some clients log every failed attempt as an error, others only the last one.
  const loud = r.chance(0.5);
  for (let a = 0; a < attempts; a++) {
    f.origin?.(t + Math.round(f.waitMs * r.float(0.2, 0.9)));
    t += f.waitMs + r.int(0, 40);
    if (f.at > 0) {
      const caller = chain[f.at - 1];
      const crt = ctx.svc(caller).runtime;
      const w = callerWords(crt, r, callee, internalPath(p, callee), f.how, f.status ?? 503);
      if (a < attempts - 1)
        lineEv(
          ctx,
          t,
          caller,
          { ...w, level: loud ? w.level : "WARN", msg: `${w.msg} (attempt ${a + 1}/${attempts}, retrying)` },
          p,
        );
      else lineEv(ctx, t, caller, w, p);
      t += r.int(50, 300);
    }
  }
  // Each caller above answers with its own 5xx.
  for (let i = f.at - 1; i >= 0; i--) {
    const st = i === 0 ? f.edge : 502;
    emitServe(ctx, chain[i], p, p.t, st, Math.max(1, t - 1 - p.t), i === 0 ? undefined : internalPath(p, chain[i]));
    t += r.int(1, 3);
  }
  emitEdge(ctx, p, f.edge, t - p.t, f.flags);
}

/** True when the request goes through `svc` and the fault is active at its time. */
export const through = (p: ReqPlan, svc: string, from: number, to = Number.POSITIVE_INFINITY) =>
  p.route.chain.includes(svc) && p.t >= from && p.t < to;
