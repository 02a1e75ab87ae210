// Seeded mulberry32 generator and the small draws every other file of the set uses.
export interface Rng {
  next(): number;
  f(lo: number, hi: number): number;
  i(lo: number, hi: number): number;
  p<T>(arr: readonly T[]): T;
  c(chance: number): boolean;
  hex(n: number): string;
  shuffle<T>(arr: readonly T[]): T[];
}

export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const i = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    f: (lo, hi) => lo + (hi - lo) * next(),
    i,
    p: <T>(arr: readonly T[]): T => arr[Math.floor(next() * arr.length)] as T,
    c: (chance) => next() < chance,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    shuffle: <T>(arr: readonly T[]): T[] => {
      const out = [...arr];
      for (let k = out.length - 1; k > 0; k--) {
        const j = i(0, k);
        const tmp = out[k] as T;
        out[k] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
  };
}
