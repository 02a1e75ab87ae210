// What a kind of harmless noise is, and the little helpers its writers share.
import type { Ctx, Estate, Role } from "./types.js";

export interface NoiseKind {
  name: string;
  /** One sentence for the scenario note: what the on-call engineer would be looking at. */
  what: string;
  fits: (e: Estate) => boolean;
  /** Writes the noise between `from` and `to`; `big` is the alarming burst of a quiet window. */
  run: (c: Ctx, from: number, to: number, big: boolean) => void;
}

export const has =
  (...roles: Role[]) =>
  (e: Estate): boolean =>
    roles.every((r) => e.roles[r] !== undefined);

export const hasAny =
  (...roles: Role[]) =>
  (e: Estate): boolean =>
    roles.some((r) => e.roles[r] !== undefined);

/** How many times a writer fires: 2-3 times lo..hi for the burst (scaled to a 12-minute window), about a
 * sixth of lo..hi as background. */
export function count(c: Ctx, big: boolean, lo: number, hi: number): number {
  const span = Math.min(1.4, Math.max(0.5, (c.end - c.start) / 720000));
  return big
    ? Math.round(c.rng.int(lo * 2, hi * 3) * span)
    : c.rng.int(Math.max(2, Math.round(lo / 6)), Math.max(3, Math.round(hi / 6)));
}

/** The first of the roles the estate has. */
export function firstRole(c: Ctx, ...roles: Role[]): string {
  for (const r of roles) {
    const s = c.estate.roles[r];
    if (s) return s;
  }
  throw new Error(`estate ${c.estate.key} has none of ${roles.join(",")}`);
}
