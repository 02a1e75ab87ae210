// One real incident: where it starts, what kind it is, and a writer that lays it on the scenario's noise.
import { poisson } from "./context.js";
import type { Ctx, Ev, Role } from "./types.js";

export interface IncCtx extends Ctx {
  /** Requests per second of one background flow, so failing requests arrive at the healthy rate. */
  rate: (flow: string) => number;
}

export interface IncidentSpec {
  id: string;
  estate: string;
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Where in the window (fractions) the fault may start. */
  startAt: [number, number];
  /** Background requests that would now fail are dropped here and written by `run` instead. */
  dropFlow?: (flow: string, t: number, start: number) => boolean;
  /** Background job or probe lines that cannot be true during the incident. */
  dropLine?: (ev: Ev, start: number) => boolean;
  run: (ctx: IncCtx, start: number) => void;
}

/** Arrival times of one flow between a and b, at its background rate times `share`. */
export function arrivals(ctx: IncCtx, flow: string, a: number, b: number, share = 1): number[] {
  const rate = ctx.rate(flow) * share;
  if (rate <= 0) return [];
  return poisson(ctx.r, 1000 / rate, a, b);
}
