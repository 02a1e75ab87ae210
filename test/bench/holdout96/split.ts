// Seeded tune/locked halves, balanced within each category; the quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit(keys: string[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(keys.length);
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const order = rng.shuffle([...idx]);
    const first = rng.chance(0.5) ? "tune" : "locked";
    const second = first === "tune" ? "locked" : "tune";
    order.forEach((i, n) => {
      out[i] = n % 2 === 0 ? first : second;
    });
  }
  return out;
}
