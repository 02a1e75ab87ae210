// What every harmless-noise kind is, and small helpers they share.
import type { Ctx, Estate } from "./types.js";

export interface NoiseKind {
  id: string;
  /** The services it writes on in `e` (empty: the kind does not fit the estate). */
  svcs(e: Estate): string[];
  /** One sentence for a quiet window whose main noise this is. */
  note(e: Estate): string;
  /** Picks its own services and steers clear of the incident origin (svcs lists the candidates). */
  generic?: boolean;
  /** Writes the noise; `a` is its intensity (2-3.5 for a window's main noise, 0.2-0.5 for a side one; 1 and up means main). */
  run(c: Ctx, a: number): void;
}

/** A count around `base * a` (at least 1). */
export function count(c: Ctx, base: number, a: number): number {
  return Math.max(1, Math.round(base * a * c.r.range(0.7, 1.3)));
}

/** A sub-window of about `len` ms inside the window (the whole window when it is shorter). */
export function slot(c: Ctx, len: number): [number, number] {
  const span = c.t1 - c.t0;
  if (len >= span) return [c.t0, c.t1];
  const from = c.r.range(c.t0, c.t1 - len);
  return [from, from + len];
}

/** Services of the estate not to be disturbed in this window. */
export function free(c: Ctx, names: string[]): string[] {
  return names.filter((n) => !c.avoid.has(n));
}

/** Request paths each estate's public edge serves. */
export const PATHS: Record<string, string[]> = {
  acorns: ["/v1/checkins", "/v1/photos/upload", "/v1/rooms/today", "/v1/pickup/authorize"],
  northfield: ["/api/students/me", "/api/timetable/me", "/api/sections/mine", "/api/forms/field-trip"],
  hopscotch: ["/v1/riders/me/bus", "/v1/stops/nearby", "/v1/guardians/me/alerts"],
  tuckshop: ["/orders", "/wallet", "/menus/search"],
};
