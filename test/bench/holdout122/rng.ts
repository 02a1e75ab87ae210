// Seeded randomness for holdout122: mulberry32 plus the few helpers the generators need.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T,
    chance: (p: number) => next() < p,
    hex: (n: number) => {
      let s = "";
      for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(next() * 16)];
      return s;
    },
  };
}

/** Fills {n} {d} {s} {ms} {id} {kb} {pct} placeholders with fresh random values. */
export function fill(r: Rng, tpl: string): string {
  return tpl
    .replace(/\{n\}/g, () => String(r.int(2, 480)))
    .replace(/\{d\}/g, () => String(r.int(10, 28)))
    .replace(/\{s\}/g, () => String(r.int(2, 9)))
    .replace(/\{ms\}/g, () => String(r.int(20, 900)))
    .replace(/\{id\}/g, () => r.hex(8))
    .replace(/\{kb\}/g, () => String(r.int(120, 9800)))
    .replace(/\{pct\}/g, () => String(r.int(71, 99)))
    .replace(/\{job\}/g, () => `J-${r.int(240000, 299999)}`)
    .replace(/\{cust\}/g, () => `C${r.int(100000, 999999)}`)
    .replace(/%d/g, () => String(r.int(180, 9800)));
}
