// Seeded randomness for holdout132: mulberry32 plus the few draws the generators need.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  digits(n: number): string;
  exp(mean: number): number;
  shuffle<T>(xs: T[]): T[];
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
    digits: (n: number) => {
      let s = String(int(1, 9));
      for (let i = 1; i < n; i++) s += String(int(0, 9));
      return s;
    },
    exp: (mean: number) => -Math.log(1 - next()) * mean,
    shuffle: <T>(xs: T[]): T[] => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const t = xs[i] as T;
        xs[i] = xs[j] as T;
        xs[j] = t;
      }
      return xs;
    },
  };
}
