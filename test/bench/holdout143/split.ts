// Stratified halves: within each category (quiet windows as their own group) half the windows tune, half locked.
import { Rng } from "./rng.js";

export function assignSplits<T extends { category: string | null; id: string }>(
  labels: T[],
  seed: number,
): Map<string, "tune" | "locked"> {
  const r = new Rng(seed ^ 0x5f1e7);
  const groups = new Map<string, T[]>();
  for (const l of labels) {
    const g = l.category ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), l]);
  }
  const out = new Map<string, "tune" | "locked">();
  for (const g of [...groups.keys()].sort()) {
    const members = r.shuffle(groups.get(g) ?? []);
    for (let i = 0; i < members.length; i++) out.set(members[i].id, i < members.length / 2 ? "tune" : "locked");
  }
  return out;
}
