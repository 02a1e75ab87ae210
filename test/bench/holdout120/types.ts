// Shared shapes of holdout120's scripts and labels.
import type { Role } from "./estates.js";
import type { Script } from "./stream.js";

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

export interface IncidentSpec extends Script {
  category: Category;
  origin: Role;
  hints: string[];
  sev: "medium" | "high";
  note: string;
}

export interface QuietSpec extends Script {
  note: string;
}
