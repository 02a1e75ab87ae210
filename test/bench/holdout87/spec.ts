// The shape of one holdout87 scenario: who breaks, how the breaking service and its callers say it.
import type { Kind } from "./callers.js";
import type { Ctx } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

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

/** One line template; `exc` is the exception head, turned into a stack in the service's runtime. */
export interface Line {
  level: Level;
  msg: (r: Rng, c: Ctx) => string;
  exc?: (r: Rng, c: Ctx) => string;
  where?: string;
}

export const L = (
  level: Level,
  msg: (r: Rng, c: Ctx) => string,
  exc?: (r: Rng, c: Ctx) => string,
  where?: string,
): Line => ({
  level,
  msg,
  exc,
  where,
});

export interface Spec {
  estate: number;
  origin: string;
  cat: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** errors: origin logs per failed request; silent: origin's lines stop after the start */
  mode: "errors" | "silent";
  kind: Kind;
  failRate: number;
  retries: number;
  per: Line[];
  /** `lag` seconds after the shared phase, so a crash line can precede its restart line */
  periodic?: { every: number; line: Line; lag?: number }[];
  onset?: Line[];
  extra?: { svc: string; every: number; line: Line }[];
  /** the origin's own periodic job lines stop after the start */
  stopJobs?: boolean;
  /** seconds after the start when the immediate caller's breaker opens */
  cbAfter?: number;
  /** when the edge itself breaks: "METHOD path" requests it fails, the status it answers, whether hops are skipped */
  edgeMatch?: string;
  edgeStatus?: number;
  edgeSkip?: boolean;
}
