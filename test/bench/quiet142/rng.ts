// Seeded random numbers (mulberry32) with the few helpers the generator needs.

export interface Rng {
  next(): number;
  /** float in [lo, hi) */
  f(lo: number, hi: number): number;
  /** integer in [lo, hi] */
  i(lo: number, hi: number): number;
  /** one element of a non-empty array */
  p<T>(arr: readonly T[]): T;
  /** true with probability x */
  c(x: number): boolean;
  hex(n: number): string;
  shuffle<T>(arr: readonly T[]): T[];
}

export function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    f: (lo, hi) => lo + (hi - lo) * next(),
    i: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    p: (arr) => arr[Math.floor(next() * arr.length)],
    c: (x) => next() < x,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    shuffle: (arr) => {
      const out = [...arr];
      for (let k = out.length - 1; k > 0; k--) {
        const j = Math.floor(next() * (k + 1));
        [out[k], out[j]] = [out[j], out[k]];
      }
      return out;
    },
  };
}

export const pad = (n: number, w = 2) => String(n).padStart(w, "0");
