// The shape of one incident variant: where the fault starts, how the origin shows it (or does not), what its
// callers see, and the label it earns.
import type { Category } from "../../../shared/domain/analysis-vocabulary.js";
import type { Rng } from "../holdout3/kit.js";
import type { Surface } from "./callers.js";
import type { Death } from "./platform.js";
import type { Layout, Level, Runtime } from "./types.js";

export interface FCtx {
  svc: string;
  ns: string;
  noun: string;
  caller: string;
  /** a stable external host or peer this variant's origin talks to */
  ext: string;
  /** true time of the line being written */
  at: number;
}

export interface Fx {
  msg: string;
  stack?: string[];
  lvl?: Level;
  /** printed by the platform (e.g. Lambda's own "Task timed out" line) rather than the application */
  platform?: boolean;
  /** the line carries its own prefix (e.g. php-fpm's master log), not the runtime's logger format */
  raw?: boolean;
}

export type Mode = "loud" | "warn" | "crash" | "stop";

export interface Fault {
  cat: Category;
  hints: string[];
  note: string;
  sev: "medium" | "high";
  /** runtime of the origin; picks the origin among the estate's services */
  rt: Runtime;
  /** an extra service (datastore) that becomes the origin instead */
  infra?: string;
  mode: Mode;
  death?: Death;
  /** process name the kernel / kubelet reports */
  proc?: string;
  /** crash mode: seconds the process stays up after each start (failing requests only while it is down) */
  upFor?: [number, number];
  surface: Surface;
  code?: number;
  layouts?: Layout[];
  ext: string;
  /** one failure line of the origin; absent = the origin says nothing about the failure */
  err?: (r: Rng, c: FCtx) => Fx;
  /** crash mode: lines printed at each start before the failure */
  startup?: (r: Rng, c: FCtx) => string[];
  /** one-off lines at the origin around the onset: [offset ms from the start, level, text] */
  onset?: (r: Rng, c: FCtx) => Array<[number, Level, string]>;
  /** failing requests per second while the fault lasts (default 1.2) */
  rate?: number;
}
