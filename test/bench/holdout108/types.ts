// Shapes shared by the scenario tables and the stream builder.
import type { Role } from "./estates.js";
import type { Level } from "./formats.js";

export interface Burst {
  role: Role;
  level: Level;
  msgs: string[];
  every: [number, number]; // seconds between lines
  from?: number; // seconds after the start
  until?: number;
  stack?: string[];
  stackP?: number;
}

export interface Once {
  role: Role;
  at: number; // seconds relative to the start (negative = before)
  level: Level;
  msg: string;
  stack?: string[];
}

export interface Scn {
  est: number;
  cat: string;
  origin: Role;
  needs: Role[];
  hints: string[];
  sev: "medium" | "high";
  note: string;
  silence?: boolean; // the origin's own info lines stop at the start
  once?: Once[];
  bursts: Burst[];
}
