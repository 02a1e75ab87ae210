// What an incident is: where and what, the label fields, and a builder that lays its lines and hooks.
import type { Ctx, Flow, Step } from "./types.js";

export interface Incident {
  category: "database" | "network" | "timeout" | "dependency" | "configuration" | "memory" | "disk" | "null_reference";
  estate: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Harmless noise kinds laid over the incident window (names from noise.ts). */
  noise: string[];
  /** Lays the incident from true start `t0`; returns nothing, writes into c. */
  build: (c: Ctx, t0: number) => void;
}

/** A hook that rewrites arrivals of the named flows from `from` on (until `to`, if given). */
export function onFlows(
  c: Ctx,
  names: string[],
  from: number,
  fn: (flow: Flow, t: number, steps: Step[]) => Step[] | undefined,
  to = Number.POSITIVE_INFINITY,
): void {
  c.hooks.push((flow, t, steps) => (names.includes(flow.name) && t >= from && t < to ? fn(flow, t, steps) : undefined));
}

/** Keeps the steps of other services and drops those of `svc` (used when a service fails mid-request). */
export const without = (steps: Step[], ...svcs: string[]): Step[] => steps.filter((s) => !svcs.includes(s.svc));
