// The stratified tune/locked halves: half of each category's incidents and half of the quiet windows.
import type { Rng } from "./rng.js";

export function stratifiedSplit(keys: Array<string | null>, r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(keys.length).fill("tune");
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = k ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  let odd = r.chance(0.5);
  for (const g of [...groups.keys()].sort()) {
    const idx = r.shuffle([...(groups.get(g) ?? [])]);
    let half = Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) {
      half += odd ? 1 : 0;
      odd = !odd;
    }
    idx.forEach((i, j) => {
      out[i] = j < half ? "locked" : "tune";
    });
  }
  return out;
}
