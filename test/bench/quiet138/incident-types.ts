// What an incident definition carries: where it happens, its label, and how it writes itself into a window.
import type { Ctx } from "./ctx.js";

export interface Incident {
  key: string;
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Writes the incident; `t0` is the true time the fault starts at the origin. */
  run: (c: Ctx, t0: number) => void;
  /** Unrelated changes placed near the fault: [service, offset ms] deploys, and an edge reload offset. */
  nearDeploy: string;
  reloadAt: number;
}
