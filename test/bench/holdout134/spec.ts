// What one scenario is before it is laid out: an incident (origin, category, what the fault does to the
// window) or a quiet window (what alarming-but-harmless things happen in it).
import type { Scene } from "./scene.js";
import type { Category, Estate } from "./types.js";

export interface IncidentSpec {
  kind: "incident";
  estate: Estate;
  category: Category;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  apply(s: Scene): void;
}

export interface QuietSpec {
  kind: "quiet";
  estate: Estate;
  note: string;
  apply(s: Scene): void;
}

export type Spec = IncidentSpec | QuietSpec;
