// Seeded random numbers (mulberry32) with the few helpers the generator needs.

export interface Rng {
  next(): number;
  f(lo: number, hi: number): number;
  i(lo: number, hi: number): number;
  p<T>(xs: readonly T[]): T;
  c(chance: number): boolean;
  hex(n: number): string;
  shuffle<T>(xs: T[]): T[];
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r: Rng = {
    next,
    f: (lo, hi) => lo + (hi - lo) * next(),
    i: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    p: (xs) => xs[Math.floor(next() * xs.length)],
    c: (chance) => next() < chance,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    shuffle: (xs) => {
      for (let k = xs.length - 1; k > 0; k--) {
        const j = Math.floor(next() * (k + 1));
        [xs[k], xs[j]] = [xs[j], xs[k]];
      }
      return xs;
    },
  };
  return r;
}
