// The seeded tune/locked halves: balanced within each category, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: Array<string | null>, rng: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length).fill("tune");
  const keys = [...new Set(groups)];
  let carry = rng.chance(0.5);
  for (const k of keys) {
    const idx = rng.shuffle(groups.map((g, i) => (g === k ? i : -1)).filter((i) => i >= 0));
    idx.forEach((i, j) => {
      const first = j < Math.floor(idx.length / 2) || (idx.length % 2 === 1 && j === idx.length - 1 && carry);
      out[i] = first ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) carry = !carry;
  }
  return out;
}
