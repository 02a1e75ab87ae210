// Seeded tune/locked halves: incidents split evenly across categories, quiet windows as one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplits<T extends { isIncident: boolean; category: string | null }>(
  r: Rng,
  items: T[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const key = it.isIncident ? "incident" : "quiet";
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const order = shuffle(r, idx);
    const first: "tune" | "locked" = r() < 0.5 ? "tune" : "locked";
    order.forEach((i, k) => {
      out[i] = k < Math.ceil(order.length / 2) ? first : first === "tune" ? "locked" : "tune";
    });
  }
  return out;
}
