// Seeded randomness for holdout106: mulberry32 and the few helpers the generators use.
export interface Rng {
  f(): number;
  i(lo: number, hi: number): number;
  p<T>(xs: readonly T[]): T;
  hex(n: number): string;
  chance(p: number): boolean;
  exp(mean: number): number;
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
  return {
    f,
    i: (lo, hi) => lo + Math.floor(f() * (hi - lo + 1)),
    p: (xs) => xs[Math.floor(f() * xs.length)],
    hex: (n) => {
      let s = "";
      for (let k = 0; k < n; k++) s += Math.floor(f() * 16).toString(16);
      return s;
    },
    chance: (p) => f() < p,
    exp: (mean) => -Math.log(1 - f()) * mean,
  };
}
