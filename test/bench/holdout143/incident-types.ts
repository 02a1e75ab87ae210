// What one incident recipe declares: where it happens, how requests through the origin fail, what the origin
// itself writes, and the label facts a correct diagnosis must match.
import type { Category, Ctx, FailMode } from "./types.js";

export interface Fail {
  /** Share of requests through the origin that fail once the fault is fully on. */
  frac: number;
  /** Status the edge reports for those requests. */
  status: number;
  mode: FailMode;
  /** Caller-side wait before giving up (timeouts). */
  ms?: number;
  /** Ms from the fault start until `frac` is reached (linear ramp). */
  ramp?: number;
  /** Ms after the fault start when requests succeed again. */
  until?: number;
  /** What the origin writes for one failed request (nothing when absent). */
  originSays?: (c: Ctx, t: number, req?: string) => void;
  /** Overrides the direct caller's own words for one failed request. */
  callerSays?: (c: Ctx, caller: string, t: number, req?: string) => void;
}

export interface IncidentDef {
  category: Category;
  estate: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Services the window must also hold. */
  with?: string[];
  fail?: Fail;
  script: (c: Ctx, o: string) => void;
}
