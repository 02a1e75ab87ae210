// Seeded randomness for quiet54: mulberry32 plus the few draws the generators need.
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

export const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const chance = (r: Rng, p: number): boolean => r() < p;
export const hex = (r: Rng, n: number): string => {
  let s = "";
  for (let i = 0; i < n; i++) s += Math.floor(r() * 16).toString(16);
  return s;
};
/** Exponential gap with the given mean (seconds in, seconds out). */
export const gap = (r: Rng, mean: number): number => -Math.log(1 - r()) * mean;
export function shuffle<T>(r: Rng, xs: T[]): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
/** Postfix-style queue id (long form, as with enable_long_queue_ids). */
export const qid = (r: Rng): string => {
  const al = "0123456789BCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz";
  let s = "4";
  for (let i = 0; i < 11; i++) s += al[Math.floor(r() * al.length)];
  return s;
};
export const ip = (r: Rng, prefix = ""): string =>
  prefix
    ? `${prefix}.${int(r, 2, 250)}`
    : `${pick(r, [45, 80, 91, 103, 141, 176, 185, 193, 194, 212])}.${int(r, 1, 254)}.${int(r, 1, 254)}.${int(r, 2, 250)}`;
