// Stratified tune/locked halves from the seed: incidents split pair by pair of categories, quiet windows evenly.
import type { Rng } from "./rng.js";

const PAIRS = [
  ["disk", "memory"],
  ["configuration", "authentication"],
  ["database", "timeout"],
  ["network", "dependency"],
];

export function assignSplits(rng: Rng, items: Array<{ category: string | null }>): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length);
  for (const pair of PAIRS) {
    const idx = rng.shuffle(
      items.map((it, i) => (it.category !== null && pair.includes(it.category) ? i : -1)).filter((i) => i >= 0),
    );
    idx.forEach((i, k) => {
      out[i] = k % 2 === 0 ? "tune" : "locked";
    });
  }
  const rest = rng.shuffle(items.map((_it, i) => (out[i] === undefined ? i : -1)).filter((i) => i >= 0));
  rest.forEach((i, k) => {
    out[i] = k < rest.length / 2 ? "tune" : "locked";
  });
  return out;
}
