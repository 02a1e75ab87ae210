// Seeded mulberry32 and the few draws the generator needs.
export interface Rng {
  next(): number;
  f(lo: number, hi: number): number;
  i(lo: number, hi: number): number;
  p<T>(arr: readonly T[]): T;
  c(x: number): boolean;
  hex(n: number): string;
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
  return {
    next,
    f: (lo, hi) => lo + (hi - lo) * next(),
    i: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    p: (arr) => arr[Math.floor(next() * arr.length)],
    c: (x) => next() < x,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
  };
}
