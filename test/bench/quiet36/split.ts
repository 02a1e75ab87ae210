// Seeded tune/locked halves: quiet windows as one group, incidents balanced across categories.
import type { Rng } from "./rng.js";

export function assignSplit(ids: { id: string; group: string }[], r: Rng): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  const groups = new Map<string, string[]>();
  for (const x of ids) groups.set(x.group, [...(groups.get(x.group) ?? []), x.id]);
  // Single-member groups (one incident per category) are pooled so the incidents still split half and half.
  const singles: string[] = [];
  let flip = r.chance(0.5);
  for (const members of groups.values()) {
    if (members.length === 1) {
      singles.push(members[0]);
      continue;
    }
    const sh = r.shuffle(members);
    sh.forEach((id, i) => {
      const half = i < sh.length / 2 || (i === (sh.length - 1) / 2 && flip);
      out.set(id, half ? "tune" : "locked");
    });
    flip = !flip;
  }
  r.shuffle(singles).forEach((id, i) => {
    out.set(id, i < singles.length / 2 ? "tune" : "locked");
  });
  return out;
}
