// Seeded PRNG (mulberry32) and the small random helpers the holdout21 generator uses.

export interface Rng {
  next(): number;
  int(a: number, b: number): number;
  pick<T>(xs: readonly T[]): T;
  hex(n: number): string;
  chance(p: number): boolean;
  uuid(): string;
}

export function makeRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (a: number, b: number) => a + Math.floor(next() * (b - a + 1));
  const hex = (n: number) => {
    let o = "";
    for (let i = 0; i < n; i++) o += "0123456789abcdef"[Math.floor(next() * 16)];
    return o;
  };
  return {
    next,
    int,
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
    hex,
    chance: (p: number) => next() < p,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

/** Fisher-Yates shuffle in place. */
export function shuffle<T>(r: Rng, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}
