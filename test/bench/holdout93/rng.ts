// Seeded randomness for holdout93: mulberry32 plus the few draws the generators need.
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
export const upper = (r: Rng, n: number): string => {
  const abc = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  let s = "";
  for (let i = 0; i < n; i++) s += abc[Math.floor(r() * abc.length)];
  return s;
};
/** An ISRC such as GB-ARL-26-00412 printed the way DDEX carries it. */
export const isrc = (r: Rng): string =>
  `${pick(r, ["GB", "US", "NL", "DE", "SE", "FR", "JP"])}${upper(r, 3)}26${String(int(r, 1, 99999)).padStart(5, "0")}`;
export const fixed = (x: number, d = 1): string => x.toFixed(d);
