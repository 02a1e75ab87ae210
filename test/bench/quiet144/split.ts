// Halves: exactly half "tune", half "locked", drawn from the seed separately for incidents and quiet windows.
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, isIncident: boolean[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = isIncident.map(() => "locked");
  for (const want of [true, false]) {
    const idx = r.shuffle(isIncident.map((x, i) => (x === want ? i : -1)).filter((i) => i >= 0));
    idx.slice(0, idx.length / 2).forEach((i) => {
      out[i] = "tune";
    });
  }
  return out;
}
