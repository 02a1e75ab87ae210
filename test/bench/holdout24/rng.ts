// Seeded random numbers (mulberry32) and template filling for holdout 24.

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  hex(n: number): string;
  chance(p: number): boolean;
}

export function makeRng(seed: number): Rng {
  let a = seed >>> 0 || 0x9e3779b9;
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
    hex: (n) => {
      let s = "";
      for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(next() * 16)];
      return s;
    },
    chance: (p) => next() < p,
  };
}

/** Fills {hex} {uuid} {n} {k} {ms} {big} {ip} {pct} placeholders. */
export function fill(r: Rng, text: string): string {
  return text.replace(/\{(hex|uuid|n|k|ms|big|ip|pct|sec)\}/g, (_, k: string) => {
    switch (k) {
      case "hex":
        return r.hex(8);
      case "uuid":
        return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`;
      case "n":
        return String(r.int(10, 99999));
      case "k":
        return String(r.int(2, 9));
      case "ms":
        return String(r.int(3, 240));
      case "big":
        return String(r.int(1200, 48000));
      case "ip":
        return `10.${r.int(0, 40)}.${r.int(0, 255)}.${r.int(2, 254)}`;
      case "pct":
        return String(r.int(1, 99));
      default:
        return String(r.int(1, 59));
    }
  });
}
