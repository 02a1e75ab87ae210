// Seeded random numbers (mulberry32) with the few helpers the generator needs.

export interface Rng {
  next(): number;
  /** Float in [lo, hi). */
  f(lo: number, hi: number): number;
  /** Integer in [lo, hi]. */
  i(lo: number, hi: number): number;
  /** One element of a non-empty array. */
  p<T>(arr: readonly T[]): T;
  /** True with probability x. */
  c(x: number): boolean;
  hex(n: number): string;
  ip(prefix: string): string;
  shuffle<T>(arr: T[]): T[];
}

export function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
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
    p: (arr) => arr[Math.floor(next() * arr.length)],
    c: (x) => next() < x,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    ip: (prefix) => `${prefix}.${r.i(1, 254)}`,
    shuffle: (arr) => {
      for (let k = arr.length - 1; k > 0; k--) {
        const j = Math.floor(next() * (k + 1));
        [arr[k], arr[j]] = [arr[j], arr[k]];
      }
      return arr;
    },
  };
  return r;
}

export const pad = (n: number, w = 2): string => String(n).padStart(w, "0");
