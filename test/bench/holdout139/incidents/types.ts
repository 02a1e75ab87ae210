// What one incident is: its estate, category, origin role, label hints and how it writes itself.
import type { Ctx } from "../kit.js";
import type { Category, EstateKey, Role } from "../types.js";

export interface IncidentTemplate {
  key: string;
  estate: EstateKey;
  category: Category;
  origin: Role;
  /** Roles that must be present in the file besides the origin and the edge. */
  needs: Role[];
  hints: string[];
  severity: "medium" | "high";
  /** One sentence saying what happened, with the real service names. */
  note: (c: Ctx) => string;
  /** Writes the incident from t0 (the true start of the fault at the origin) to the end of the window. */
  run: (c: Ctx, t0: number) => void;
}
