// Seeded randomness for quiet38: mulberry32 plus the few draws the generators need.
export interface Rng {
  f(): number;
  i(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  digits(n: number): string;
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
  const i = (lo: number, hi: number): number => lo + Math.floor(f() * (hi - lo + 1));
  return {
    f,
    i,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(f() * xs.length)] as T,
    chance: (p: number) => f() < p,
    hex: (n: number) => Array.from({ length: n }, () => "0123456789abcdef"[i(0, 15)]).join(""),
    digits: (n: number) => Array.from({ length: n }, () => String(i(0, 9))).join(""),
  };
}
