// A seeded random source (mulberry32) with the few draws the generator needs. Nothing here reads the clock.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [lo, hi], both ends included. */
  int(lo: number, hi: number): number;
  /** Uniform float in [lo, hi). */
  float(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(xs: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(xs: readonly (readonly [T, number])[]): T;
  shuffle<T>(xs: readonly T[]): T[];
  hex(n: number): string;
  digits(n: number): string;
  uuid(): string;
  /** Exponential gap with the given mean (for Poisson arrivals). */
  exp(mean: number): number;
  /** A child source seeded from this one's current state and a label. */
  fork(label: string | number): Rng;
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
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
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const HEX = "0123456789abcdef";
  const rng: Rng = {
    next,
    int,
    float: (lo, hi) => lo + next() * (hi - lo),
    chance: (p) => next() < p,
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    weighted: (xs) => {
      const total = xs.reduce((s, [, w]) => s + w, 0);
      let x = next() * total;
      for (const [v, w] of xs) {
        x -= w;
        if (x < 0) return v;
      }
      return xs[xs.length - 1][0];
    },
    shuffle: (xs) => {
      const out = [...xs];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    hex: (n) => {
      let s = "";
      for (let i = 0; i < n; i++) s += HEX[Math.floor(next() * 16)];
      return s;
    },
    digits: (n) => {
      let s = String(int(1, 9));
      for (let i = 1; i < n; i++) s += String(int(0, 9));
      return s;
    },
    uuid: () => {
      const h = rng.hex(32);
      const v = "89ab"[Math.floor(next() * 4)];
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${v}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    exp: (mean) => -mean * Math.log(1 - next()),
    fork: (label) => mulberry32((a ^ hashString(String(label))) >>> 0),
  };
  return rng;
}
