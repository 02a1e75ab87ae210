// What an incident scenario is: where the trouble lives, its label, and how it shows up in the stream.
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
  estate: string;
  cat: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  run(c: Ctx): void;
}
