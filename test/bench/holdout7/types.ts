// Shared shapes of the holdout7 generator: estates, services, fault and quiet-window specs, events.
import type { NotedLabel } from "../engine-metrics.js";

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

/** One service of an estate: its name and the INFO/DEBUG lines it logs in normal traffic. */
export interface Service {
  name: string;
  runtime: string;
  /** relative traffic weight */
  w: number;
  /** traffic templates; a leading "D|" or "W|" sets the level (INFO otherwise) */
  traffic: string[];
  /** request lines carry a trace/request id */
  traced: boolean;
  /** how this service words a failed call to {callee} */
  callFail: string[];
  /** startup lines (restarts, deploys) */
  boot: string[];
}

export interface Estate {
  id: string;
  services: Service[];
  /** the edge service (gateway / proxy) and how it words an upstream failure */
  edge: string;
  edgeFail: string[];
  /** pools of unrelated steady errors for the noisy service */
  noise: Array<{ svc: string; lines: string[] }>;
  namespace: string;
}

export type Mode = "loud" | "warn" | "silent" | "underway" | "reported";

/** A hand-written incident. Templates may start with "I|", "W|", "E|", "F|" to set the level. */
export interface FaultSpec {
  cat: Category;
  estate: string;
  /** [origin, caller..., ] from the origin outwards; the estate's edge is appended when edge is true */
  chain: string[];
  edge?: boolean;
  mode: Mode;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** origin lines just before onset (deploy, config reload), INFO unless prefixed */
  pre?: string[];
  /** origin lines at onset, in order (ERROR unless prefixed) */
  first: string[];
  /** origin lines repeated through the fault (ERROR unless prefixed) */
  repeat: string[];
  /** per-minute rate of repeat lines at the origin */
  rate?: number;
  /** how callers describe the failure they get ({why} in their wording) */
  why: string[];
  /** the first caller's own lines (ERROR unless prefixed); the estate's wording is used otherwise */
  caller?: string[];
  /** another component that reports the failure (kubelet, kernel, postgres...) */
  reporter?: { svc: string; lines: string[]; every?: number };
  /** fault ends (recovers) at this share of the time left after onset; none = still failing at the end */
  recover?: number;
}

export interface QuietSpec {
  estate: string;
  note: string;
  kind: string;
  /** [service, template, per-minute rate] lines at a steady rate through the window */
  steady: Array<[string, string[], number]>;
  /** [service, lines, at share of window] one-off bursts */
  once?: Array<[string, string[], number]>;
}

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
}

export interface Label extends NotedLabel {
  format: Format;
  layout: Format;
}
