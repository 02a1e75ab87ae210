// Seeded PRNG (mulberry32) and the small draws the quiet15 generators need; no Math.random anywhere.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  ip(): string;
  shuffle<T>(xs: T[]): T[];
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
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    ip: () => `${int(31, 223)}.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`,
    shuffle: (xs) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [xs[i], xs[j]] = [xs[j], xs[i]];
      }
      return xs;
    },
  };
}
