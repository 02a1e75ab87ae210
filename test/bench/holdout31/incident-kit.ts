// What an incident definition is, and two shapes many of them share (a crash loop, a caller's repeated complaint).
import type { Level } from "./formats.js";
import type { Ctx } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "configuration"
  | "database"
  | "dependency"
  | "disk"
  | "memory"
  | "network"
  | "null_reference"
  | "rate_limiting"
  | "timeout"
  | "validation"
  | "unknown";

export interface IncidentDef {
  cat: Category;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  story: (c: Ctx) => void;
}

/** The service dies and comes back every `gap` ms: `crash` prints its last words, `boot` its start-up. */
export function crashLoop(
  c: Ctx,
  svc: string,
  gap: [number, number],
  crash: (i: number, t: number) => { level: Level; msg: string; stack?: string },
  boot: (i: number, t: number) => string[],
): void {
  c.degrade(svc, c.t0, 0.8);
  let t = c.t0;
  for (let i = 0; t < c.end; i++) {
    const k = crash(i, t);
    c.at(svc, t, k.level, k.msg, k.stack);
    const b = boot(i, t);
    const up = t + c.r.int(2500, 9000);
    b.forEach((m, j) => {
      c.at(svc, up + j * 40, "info", m);
    });
    t += c.r.int(gap[0], gap[1]);
  }
}

/** A caller's own line about the failure, from `after` ms past the fault start, every ~`gap` ms. */
export function complain(c: Ctx, svc: string, after: number, gap: number, level: Level, fn: (t: number) => string) {
  c.every(svc, c.t0 + after, c.end, gap, level, (_i, t) => fn(t));
}
