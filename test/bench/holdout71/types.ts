// The shape of one scenario of holdout71.
import type { Line } from "./estates.js";
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

export interface Spec {
  estate: string;
  category: Category | null;
  origin: string | null;
  hints: string[];
  sev: "medium" | "high" | null;
  note: string;
  change?: [secBefore: number, line: Line];
  avoid?: string[];
  play?: (c: Ctx) => void;
}
