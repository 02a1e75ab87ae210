// The shape of a scripted episode: rules that emit lines from `from` to `to` seconds after the fault starts.
import type { Level } from "./formats.js";

export interface Rule {
  s: string;
  l: Level;
  m: string | string[];
  /** mean seconds between lines */
  e: number;
  from?: number;
  to?: number;
  /** exception head: adds the service runtime's stack trace */
  st?: string;
  fr?: string[];
}
export type At = [sec: number, svc: string, lvl: Level, msg: string];

export interface Episode {
  est: number;
  note: string;
  rules: Rule[];
  at?: At[];
  /** the service stops logging its normal traffic this many seconds after the start */
  mute?: [string, number];
}
export interface Incident extends Episode {
  cat: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
}
