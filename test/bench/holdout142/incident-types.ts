// The shape every incident definition shares.
import type { Estate } from "./estates.js";
import type { Ctx } from "./scenario.js";

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

export const CATEGORIES: readonly Category[] = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
];

export interface IncidentDef {
  estate: Estate["key"];
  origin: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  write: (c: Ctx) => void;
}

/** Seconds to ms. */
export const s = (n: number) => n * 1000;
