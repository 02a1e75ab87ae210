// Seeded randomness: mulberry32 and the few draws the generator needs.
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
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
export const hex = (r: Rng, n: number): string => {
  let s = "";
  for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(r() * 16)];
  return s;
};
/** Poisson-ish arrival count for `ratePerMin` over `sec` seconds. */
export function arrivals(r: Rng, ratePerMin: number, fromMs: number, toMs: number): number[] {
  const out: number[] = [];
  if (ratePerMin <= 0) return out;
  const mean = 60000 / ratePerMin;
  let t = fromMs + r() * mean;
  while (t < toMs) {
    out.push(Math.floor(t));
    t += mean * (0.3 + 1.4 * r());
  }
  return out;
}
