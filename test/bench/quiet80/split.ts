// Seeded tune/locked halves: quiet windows as one group, incidents balanced across categories.
import { mulberry32, shuffle } from "./rng.js";

export function assignSplit(ids: { id: string; group: string }[], seed: number): Map<string, "tune" | "locked"> {
  const r = mulberry32(seed ^ 0x5f3759df);
  const out = new Map<string, "tune" | "locked">();
  const groups = new Map<string, string[]>();
  for (const x of ids) groups.set(x.group, [...(groups.get(x.group) ?? []), x.id]);
  // one-member groups (one incident per category) are pooled so the halves stay even
  const singles: string[] = [];
  let flip = r() < 0.5;
  for (const [, members] of [...groups.entries()].sort()) {
    if (members.length === 1) {
      singles.push(members[0]);
      continue;
    }
    const sh = shuffle(r, members);
    sh.forEach((id, i) => {
      const first = i < Math.floor(sh.length / 2) || (i === Math.floor(sh.length / 2) && sh.length % 2 === 1 && flip);
      out.set(id, first ? "tune" : "locked");
    });
    if (sh.length % 2 === 1) flip = !flip;
  }
  shuffle(r, singles).forEach((id, i) => {
    out.set(id, i < singles.length / 2 ? "tune" : "locked");
  });
  return out;
}
