// Halves the set: within each category (quiet windows one group) a seeded shuffle puts half in "tune", half in
// "locked".
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null; split: "tune" | "locked" }>(xs: T[], r: Rng): void {
  const groups = new Map<string, T[]>();
  for (const x of xs) groups.set(x.category ?? "quiet", [...(groups.get(x.category ?? "quiet") ?? []), x]);
  for (const g of [...groups.keys()].sort()) {
    const members = r.shuffle(groups.get(g) ?? []);
    members.forEach((m, i) => {
      m.split = i < members.length / 2 ? "tune" : "locked";
    });
  }
}
