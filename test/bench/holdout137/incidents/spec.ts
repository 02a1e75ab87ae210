// What one scenario is: an incident (with its answer) or a quiet window, and the code that writes its lines.
import type { Ctx } from "../stream.js";
import type { Category } from "../types.js";

export type EstateKey = "brightwell" | "lensworks" | "iris" | "specsy";

export interface IncidentSpec {
  estate: EstateKey;
  category: Category;
  /** The service where the fault starts, exactly as printed. */
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** An unrelated release or config reload of this service, a few minutes before or after the fault. */
  nearby?: string;
  /** Where in the window the fault starts (share of the window), default 0.3-0.6. */
  startShare?: [number, number];
  build(c: Ctx): void;
}

export interface QuietSpec {
  estate: EstateKey;
  note: string;
  nearby?: string;
  build(c: Ctx): void;
}
