// Seeded random numbers for holdout 18 (mulberry32); nothing here reads the clock or Math.random.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  hex(n: number): string;
  shuffle<T>(xs: T[]): T[];
}

export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[int(0, 15)]).join(""),
    shuffle: (xs) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = int(0, i);
        [xs[i], xs[j]] = [xs[j], xs[i]];
      }
      return xs;
    },
  };
}

/** Fills {id} {n} {ms} {hex} {ip} {pid} placeholders of a message template. */
export function fill(t: string, r: Rng): string {
  return t
    .replace(/\{id\}/g, () => String(r.int(100000, 999999)))
    .replace(/\{n\}/g, () => String(r.int(2, 480)))
    .replace(/\{ms\}/g, () => String(r.int(12, 900)))
    .replace(/\{hex\}/g, () => r.hex(12))
    .replace(/\{ip\}/g, () => `10.${r.int(0, 40)}.${r.int(0, 15)}.${r.int(2, 250)}`)
    .replace(/\{pid\}/g, () => String(r.int(1200, 48000)));
}
