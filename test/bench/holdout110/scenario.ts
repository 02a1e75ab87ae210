// What one scenario is: an estate, and either a fault with its label or nothing (a quiet window).
import type { Estate, Fault } from "./stream.js";

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

export interface Scenario {
  estate: Estate;
  category: Category | null;
  hints: string[];
  severity: "medium" | "high" | null;
  note: string;
  fault?: Fault;
}

export const inc = (
  estate: Estate,
  category: Category,
  severity: "medium" | "high",
  hints: string[],
  note: string,
  fault: Fault,
): Scenario => ({ estate, category, severity, hints, note, fault });
