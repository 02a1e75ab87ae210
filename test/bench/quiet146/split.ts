// Chooses the tune / locked halves from the seed, stratified: half the incidents (and so half the categories)
// and half the quiet windows in each.
import { Rng } from "./rng.js";

export function stratifiedSplit(isIncident: boolean[], seed: number): Array<"tune" | "locked"> {
  const rng = new Rng(seed ^ 0x9e3779b9);
  const out: Array<"tune" | "locked"> = new Array(isIncident.length);
  for (const flag of [true, false]) {
    const idx = rng.shuffle(isIncident.map((f, i) => (f === flag ? i : -1)).filter((i) => i >= 0));
    idx.forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
