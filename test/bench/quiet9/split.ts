// The seeded tune/locked halves: balanced within each category, the quiet windows as one group of their own.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, cats: Array<string | null>): Array<"tune" | "locked"> {
  const groups = new Map<string, number[]>();
  cats.forEach((c, i) => {
    const k = c ?? "(quiet)";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  const out: Array<"tune" | "locked"> = cats.map(() => "tune");
  // a running parity carried across groups, so odd-sized groups (one incident per category) still split evenly
  let parity = r.int(0, 1);
  for (const k of r.shuffle([...groups.keys()].sort())) {
    for (const i of r.shuffle([...(groups.get(k) ?? [])])) {
      out[i] = parity === 0 ? "tune" : "locked";
      parity ^= 1;
    }
  }
  return out;
}
