// What an incident definition looks like.
import type { Role } from "./estates.js";
import type { Win } from "./window.js";

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

export const CATEGORIES: Category[] = [
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

export interface Incident {
  estate: string;
  category: Category;
  origin: Role;
  sev: "medium" | "high";
  hints: string[];
  note: string;
  /** writes the incident's lines; t0 is the true start at the origin; `end` is when it is mitigated (may be past the window) */
  build(w: Win, t0: number, end: number): void;
}
