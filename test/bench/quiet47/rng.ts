// Seeded randomness for the quiet47 set: mulberry32 plus the few helpers the generators need.
export interface Rng {
  f(): number;
  i(lo: number, hi: number): number;
  p<T>(xs: readonly T[]): T;
  c(prob: number): boolean;
  hex(n: number): string;
  shuffle<T>(xs: T[]): T[];
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const f = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const i = (lo: number, hi: number) => lo + Math.floor(f() * (hi - lo + 1));
  return {
    f,
    i,
    p: (xs) => xs[Math.floor(f() * xs.length)],
    c: (prob) => f() < prob,
    hex: (n) => {
      let s = "";
      for (let k = 0; k < n; k++) s += "0123456789abcdef"[Math.floor(f() * 16)];
      return s;
    },
    shuffle: (xs) => {
      for (let k = xs.length - 1; k > 0; k--) {
        const j = Math.floor(f() * (k + 1));
        [xs[k], xs[j]] = [xs[j], xs[k]];
      }
      return xs;
    },
  };
}
