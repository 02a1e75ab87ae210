// The seeded tune/locked split: half of each incident category group and half of the quiet windows.
import type { Rng } from "./rng.js";

export function splitHalves<T>(r: Rng, items: T[]): Map<T, "tune" | "locked"> {
  const out = new Map<T, "tune" | "locked">();
  const sh = r.shuffle(items);
  sh.forEach((x, i) => {
    out.set(x, i < Math.ceil(sh.length / 2) ? "tune" : "locked");
  });
  return out;
}
