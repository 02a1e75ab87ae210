// What an incident scenario is, and the 52 of holdout132 (13 per company, one per category each).
import { CONSIGN } from "./incidents-consign.js";
import { PAWN } from "./incidents-pawn.js";
import type { Ctx } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface IncidentSpec {
  estate: "A" | "B" | "C" | "D";
  category: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  play: (c: Ctx) => void;
}

export const INCIDENTS: IncidentSpec[] = [...PAWN, ...CONSIGN];
