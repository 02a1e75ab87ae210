// What a kind of harmless noise is: the roles it needs and how it writes itself over a window.
import type { Ctx } from "../kit.js";
import type { Role } from "../types.js";

export interface NoiseKind {
  key: string;
  /** Short words for the note of a quiet window. */
  label: string;
  roles: Role[];
  /** main: the window's dominant noise (bursts of hundreds of lines); otherwise a smaller side kind. */
  run: (c: Ctx, main: boolean) => void;
}

/** A burst window inside the scenario: main kinds take a large part of it, side kinds a smaller one. */
export function burst(c: Ctx, main: boolean): [number, number] {
  const len = c.end - c.start;
  const span = main ? c.r.float(0.45, 0.8) * len : c.r.float(0.2, 0.5) * len;
  const from = c.start + c.r.float(0, len - span);
  return [from, from + span];
}
