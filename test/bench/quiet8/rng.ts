// Small seeded PRNG (mulberry32) with the helpers the quiet8 generator needs; no Math.random anywhere.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  shuffle<T>(xs: T[]): T[];
  fork(tag: number): Rng;
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
  const rng: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    hex: (n) => {
      let s = "";
      for (let i = 0; i < n; i++) s += Math.floor(next() * 16).toString(16);
      return s;
    },
    shuffle: (xs) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [xs[i], xs[j]] = [xs[j], xs[i]];
      }
      return xs;
    },
    fork: (tag) => makeRng((Math.floor(next() * 4294967296) ^ Math.imul(tag + 1, 0x85ebca6b)) >>> 0),
  };
  return rng;
}

/** Expands `{n:a-b}` (integer), `{h:k}` (k hex digits), `{p:x|y|z}` (one of) and `{ms}` (a request latency). */
export function expand(tmpl: string, rng: Rng): string {
  return tmpl.replace(/\{(n|h|p|ms)(?::([^}]*))?\}/g, (_m, kind: string, arg: string | undefined) => {
    if (kind === "n") {
      const [lo, hi] = (arg ?? "0-9").split("-").map(Number);
      return String(rng.int(lo, hi));
    }
    if (kind === "h") return rng.hex(Number(arg ?? 8));
    if (kind === "p") return rng.pick((arg ?? "").split("|"));
    return String(rng.chance(0.9) ? rng.int(3, 180) : rng.int(180, 900));
  });
}
