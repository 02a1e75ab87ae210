// What one scenario is: its estate, its label facts and the script that writes its own events.
import type { Estate } from "./estates.js";
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
  estate: Estate;
  category: Category;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(c: Ctx): void;
}

export interface QuietSpec {
  estate: Estate;
  note: string;
  run(c: Ctx): void;
}

export const MIN = 60000;
export const END = Number.POSITIVE_INFINITY;
