// Seeded randomness (mulberry32) with the few helpers the generators need.
export interface Rng {
  f(): number;
  i(lo: number, hi: number): number;
  p<T>(xs: readonly T[]): T;
  hex(n: number): string;
  chance(p: number): boolean;
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const f = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const i = (lo: number, hi: number): number => lo + Math.floor(f() * (hi - lo + 1));
  return {
    f,
    i,
    p: <T>(xs: readonly T[]): T => xs[Math.floor(f() * xs.length)] as T,
    hex: (n: number): string => {
      let s = "";
      for (let k = 0; k < n; k++) s += "0123456789abcdef"[i(0, 15)];
      return s;
    },
    chance: (p: number): boolean => f() < p,
  };
}
