// The seeded tune/locked split: half of the incidents and half of the quiet windows in each half.
import { type Rng, shuffle } from "./rng.js";

export function splitHalves(r: Rng, ids: string[]): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  for (const [i, id] of shuffle(r, ids).entries()) out.set(id, i < ids.length / 2 ? "tune" : "locked");
  return out;
}
