// Seeded tune/locked split for holdout119: half of each category (and half of the quiet windows) per side.
import type { Rng } from "./rng.js";

export function assignSplit(keys: string[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(keys.length);
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = groups.get(k) ?? [];
    g.push(i);
    groups.set(k, g);
  });
  let odd = 0;
  for (const idx of groups.values()) {
    const order = idx.map((i) => ({ i, r: rng.next() })).sort((x, y) => x.r - y.r);
    let half = Math.floor(order.length / 2);
    if (order.length % 2 === 1 && odd++ % 2 === 1) half += 1;
    order.forEach((o, j) => {
      out[o.i] = j < half ? "tune" : "locked";
    });
  }
  return out;
}
