// What an incident or quiet script is, plus the small helpers scripts share (Python tracebacks, caller errors).
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface IncidentSpec {
  cat: string;
  origin: Role;
  hints: string[];
  sev: "medium" | "high";
  /** Estates (indexes) whose runtimes fit the story; any when absent. */
  estates?: number[];
  note: string;
  run: (c: Ctx) => void;
}

export interface QuietSpec {
  estates?: number[];
  note: string;
  run: (c: Ctx) => void;
}

/** A Python traceback: frames as [file, line, function, code], then the exception line. */
export function py(frames: Array<[string, number, string, string]>, exc: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [f, l, fn, code] of frames) out.push(`  File "${f}", line ${l}, in ${fn}`, `    ${code}`);
  out.push(...exc.split("\n"));
  return out;
}

/** The product gateway reporting failed model calls in its own words from `from` on. */
export function gwFails(c: Ctx, from: number, gap: number, text: (i: number) => string, share = 0.8): void {
  c.every("gw", from, c.end, gap, (i) =>
    c.r.chance(share)
      ? ["error", text(i)]
      : ["info", `POST /v1/predict 200 ${c.r.int(40, 400)}ms model=${c.e.model} (fallback=popular-items)`],
  );
}

export const mins = (m: number) => m * 60000;
export const secs = (s: number) => s * 1000;
