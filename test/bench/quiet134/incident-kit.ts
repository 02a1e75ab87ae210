// The shape of an incident: where it lives, what it is, how it is scored, and how it writes itself into a window.
import type { Ctx } from "./ctx.js";
import type { Rng } from "./rng.js";
import type { Category, Role } from "./types.js";

export interface IncidentDef {
  key: string;
  estate: string;
  category: Category;
  severity: "medium" | "high";
  hints: string[];
  originRole: Role;
  /** Noise kinds this incident is laid on: the main one first (the set's harder pairings). */
  noise: string[];
  /** One sentence: what happened. */
  note: string;
  /** Writes the origin's lines from start on and takes over the background flows it breaks. */
  install(ctx: Ctx, r: Rng, start: number): void;
}
