// What every noise kind shares: its shape, how many of a thing a window of a given length and weight gets,
// and exception names in each runtime's idiom.
import type { Ctx } from "./ctx.js";
import type { Rng } from "./rng.js";
import type { Runtime, ServiceDef } from "./types.js";

export interface NoiseKind {
  id: string;
  /** A few words for the note. */
  title: string;
  /** w: 1 for the window's main kind, about 0.3-0.5 for the smaller ones beside it. */
  run(ctx: Ctx, r: Rng, w: number): void;
}

/** Rate per minute for a kind: base at weight 1. */
export const rate = (base: number, w: number) => base * w;

/** A count scaled by window length (per 10 minutes) and weight, at least 1. */
export function count(ctx: Ctx, w: number, per10: number): number {
  return Math.max(1, Math.round((per10 * w * ctx.minutes) / 10));
}

type Names = Partial<Record<Runtime | "jvm", string>> & { jvm: string };

/** The exception / error name a service of this runtime would print. */
export function exName(svc: ServiceDef, n: Names): string {
  const rt = svc.runtime;
  if (n[rt]) return n[rt] as string;
  if (rt === "kotlin" || rt === "keycloak" || rt === "java") return n.jvm;
  return n.jvm.split(".").pop() ?? n.jvm;
}

export const enc = (s: string) => encodeURIComponent(s);
