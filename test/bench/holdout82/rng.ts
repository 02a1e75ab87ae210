// Seeded randomness for holdout82: mulberry32 plus the few draws the generators need.
export type Rng = {
  next: () => number;
  int: (lo: number, hi: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  chance: (p: number) => boolean;
  hex: (n: number) => string;
  digits: (n: number) => string;
  upper: (n: number) => string;
  exp: (mean: number) => number;
};

export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const chars = (alphabet: string, n: number) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)];
    return s;
  };
  return {
    next,
    int,
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
    hex: (n: number) => chars("0123456789abcdef", n),
    digits: (n: number) => chars("0123456789", n),
    upper: (n: number) => chars("ABCDEFGHJKLMNPRSTUVWXYZ", n),
    exp: (mean: number) => -Math.log(1 - next()) * mean,
  };
}
