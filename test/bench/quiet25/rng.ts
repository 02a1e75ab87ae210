// Seeded randomness for the quiet25 set (mulberry32): every file is a pure function of the seed.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  digits(n: number): string;
  shuffle<T>(xs: T[]): T[];
  gap(meanMs: number): number;
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: (xs) => xs[Math.floor(next() * xs.length)] as (typeof xs)[number],
    chance: (p) => next() < p,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[int(0, 15)]).join(""),
    digits: (n) => Array.from({ length: n }, (_, i) => String(i === 0 ? int(1, 9) : int(0, 9))).join(""),
    shuffle: (xs) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = int(0, i);
        [xs[i], xs[j]] = [xs[j] as (typeof xs)[number], xs[i] as (typeof xs)[number]];
      }
      return xs;
    },
    gap: (meanMs) => Math.max(1, Math.round(-Math.log(1 - next()) * meanMs)),
  };
}
