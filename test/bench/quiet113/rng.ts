// Seeded randomness (mulberry32): every choice in the set comes from here, so a seed fixes the files.
export interface Rng {
  next(): number;
  f(lo: number, hi: number): number;
  i(lo: number, hi: number): number;
  p<T>(arr: readonly T[]): T;
  c(chance: number): boolean;
  hex(n: number): string;
  shuffle<T>(arr: T[]): T[];
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
  const r: Rng = {
    next,
    f: (lo, hi) => lo + (hi - lo) * next(),
    i: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    p: (arr) => arr[Math.floor(next() * arr.length)],
    c: (chance) => next() < chance,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
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
