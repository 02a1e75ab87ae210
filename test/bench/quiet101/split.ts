// The seeded tune/locked halves: quiet windows are one group, incidents are balanced per category (one each
// here, so the halves balance over the incident group as a whole).
import type { Rng } from "./rng.js";

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

export type Half = "tune" | "locked";

/** Assigns halves so that each group (by key) splits as evenly as it can; leftovers alternate across groups. */
export function assignSplit(keys: string[], rng: Rng): Half[] {
  const out: Half[] = new Array<Half>(keys.length).fill("tune");
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let odd = rng.chance(0.5);
  for (const idx of groups.values()) {
    const order = rng.shuffle([...idx]);
    const half = Math.floor(order.length / 2);
    let tune = half;
    if (order.length % 2 === 1) {
      if (odd) tune += 1;
      odd = !odd;
    }
    order.forEach((i, j) => {
      out[i] = j < tune ? "tune" : "locked";
    });
  }
  return out;
}
