// A seeded random source (mulberry32) and the small draws the generator needs. Nothing here reads the clock.

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  float(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  hex(n: number): string;
  digits(n: number): string;
  alnum(n: number): string;
  upper(n: number): string;
  fork(salt: number): Rng;
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
  const from = (chars: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += chars[Math.floor(next() * chars.length)];
    return s;
  };
  const rng: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    float: (lo, hi) => lo + next() * (hi - lo),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = tmp;
      }
      return out;
    },
    hex: (n) => from("0123456789abcdef", n),
    digits: (n) => from("0123456789", n),
    alnum: (n) => from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", n),
    upper: (n) => from("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", n),
    fork: (salt) => mulberry32((Math.floor(next() * 4294967296) ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0),
  };
  return rng;
}

/** A uuid-shaped id (version 4 layout) drawn from the rng. */
export function uuid(r: Rng): string {
  return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
}
