// Seeded randomness for holdout72: mulberry32 plus the few draws the generators need.
export interface Rng {
  f(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  hex(n: number): string;
  chance(p: number): boolean;
  shuffle<T>(xs: T[]): T[];
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  const f = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(f() * (hi - lo + 1));
  return {
    f,
    int,
    pick: (xs) => xs[Math.floor(f() * xs.length)],
    hex: (n) => {
      let s = "";
      for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(f() * 16)];
      return s;
    },
    chance: (p) => f() < p,
    shuffle: (xs) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(f() * (i + 1));
        [xs[i], xs[j]] = [xs[j], xs[i]];
      }
      return xs;
    },
  };
}
