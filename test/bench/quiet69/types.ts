// Shared shapes: an event before rendering, a flow of one request, and the context every writer adds to.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  req?: string;
  keep?: boolean; // survives a mute (lines of the failure itself)
}

export type Step = [number, string, Level, string];

export interface Flow {
  w: number;
  touches: string[];
  run: (r: Rng) => Step[];
}

export type Role = "edge" | "sso" | "pay" | "upload" | "ocr" | "gis" | "sync" | "notify" | "jvm" | "core" | "batch";

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traced: boolean;
  services: string[];
  runtime: Record<string, "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp">;
  roles: Record<Role, string>;
  flows: Flow[];
  health: string[];
  jobs: { svc: string; every: number; run: (r: Rng) => [Level, string][] }[];
  noisy: { svc: string; every: number; run: (r: Rng) => [Level, string] };
}

/** A service (or the flows touching it) stops logging between from and to; keepProb lets part through. */
export interface Mute {
  svc: string;
  from: number;
  to: number;
  keepProb: number;
}

export interface Ctx {
  r: Rng;
  start: number;
  end: number;
  estate: Estate;
  evs: Ev[];
  mutes: Mute[];
  add: (t: number, svc: string, level: Level, msg: string, req?: string, keep?: boolean) => void;
  rid: () => string | undefined;
}
