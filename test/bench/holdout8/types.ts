// Shared shapes of the holdout8 simulator: formats, levels, services, estates, faults, quiet windows, plans.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

/** One service of an estate: its name as logged, its runtime, how it starts, and its everyday INFO lines. */
export interface Svc {
  name: string;
  rt: string;
  weight: number;
  info: string[];
}

export interface Estate {
  id: string;
  gateway: string;
  reporter: string;
  svcs: Svc[];
  /** steady, unrelated errors a decoy service logs from minute one: [service, message] */
  noise: Array<[string, string]>;
}

/** An event before rendering: true time, service, level, message (may hold a stack after a newline). */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
}

/** How the origin behaves: logs errors, logs WARN only, or crashes and goes silent (a reporter speaks). */
export type Mode = "error" | "warn" | "crash";

export interface Fault {
  cat: Category;
  est: number;
  origin: string;
  /** callers, nearest first: chain[0] calls the origin */
  chain: string[];
  /** the estate's gateway answers 502/504 for the last caller (or the origin) */
  edge: boolean;
  mode: Mode;
  hints: string[];
  sev: "medium" | "high";
  /** origin messages; the first is the first thing the origin says */
  o: string[];
  /** what chain[0] says about the origin ({o} = origin) */
  c: string[];
  /** what a supervisor / kubelet / kernel / systemd says when the origin dies ({o} = origin) */
  rep?: string[];
  reporter?: string;
  note: string;
}

export type QuietKind = "noisy" | "restart" | "retries" | "warmup" | "cronfail" | "blip" | "badclient" | "slowquery";

export interface Quiet {
  est: number;
  kinds: QuietKind[];
  note: string;
}

export interface Plan {
  format: Format;
  split: "tune" | "locked";
  estate: Estate;
  fault?: Fault;
  quiet?: Quiet;
  start: number;
  minutes: number;
  lines: number;
  /** where the fault starts, as a share of the window */
  onsetAt: number;
  seed: number;
}
