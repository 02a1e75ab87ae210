// Seeded randomness: mulberry32 and the few helpers every generator module needs.
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Rng, a: number, b: number): number => a + Math.floor(r() * (b - a + 1));
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const hex = (r: Rng, n: number): string => Array.from({ length: n }, () => int(r, 0, 15).toString(16)).join("");
export const chance = (r: Rng, p: number): boolean => r() < p;
/** Exponential gap in ms for a Poisson process of `perSec` events per second. */
export const gap = (r: Rng, perSec: number): number => (-Math.log(1 - r()) / perSec) * 1000;

export function shuffle<T>(r: Rng, xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
