// Seeded tune/locked halves: incidents split 4/4 (one per category, so balanced as far as one each allows),
// quiet windows 20/20 as one group.
import type { Rng } from "./rng.js";

export function splitHalves(r: Rng, isIncident: boolean[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = isIncident.map(() => "tune");
  for (const group of [true, false]) {
    const idx = isIncident.flatMap((v, i) => (v === group ? [i] : []));
    for (let i = idx.length - 1; i > 0; i--) {
      const j = r.i(0, i);
      [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
    }
    idx.forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
