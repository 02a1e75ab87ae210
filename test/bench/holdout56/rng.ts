// Seeded RNG (mulberry32) and the small draws the generator needs.
export interface Rng {
  next(): number;
  int(a: number, b: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  shuffle<T>(xs: T[]): T[];
}

export function makeRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (a: number, b: number) => a + Math.floor(next() * (b - a + 1));
  const rng: Rng = {
    next,
    int,
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T,
    chance: (p: number) => next() < p,
    hex: (n: number) => {
      let o = "";
      for (let i = 0; i < n; i++) o += "0123456789abcdef"[Math.floor(next() * 16)];
      return o;
    },
    shuffle: <T>(xs: T[]) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = xs[i] as T;
        xs[i] = xs[j] as T;
        xs[j] = tmp;
      }
      return xs;
    },
  };
  return rng;
}

/** Fills `{i:a-b}` (integer), `{h:n}` (hex) and `{p:a|b|c}` (one of) in a message template. */
export function fill(tpl: string, r: Rng): string {
  return tpl.replace(/\{([ihp]):([^}]*)\}/g, (_m, k: string, arg: string) => {
    if (k === "i") {
      const [a, b] = arg.split("-").map(Number);
      return String(r.int(a ?? 0, b ?? 0));
    }
    if (k === "h") return r.hex(Number(arg));
    return r.pick(arg.split("|"));
  });
}
