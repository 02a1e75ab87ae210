// Seeded randomness for holdout65: mulberry32 plus the few draws the generator needs.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  shuffle<T>(xs: T[]): T[];
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
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T,
    chance: (p: number) => next() < p,
    hex: (n: number) => {
      let s = "";
      for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(next() * 16)];
      return s;
    },
    shuffle: <T>(xs: T[]): T[] => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = xs[i] as T;
        xs[i] = xs[j] as T;
        xs[j] = tmp;
      }
      return xs;
    },
  };
}

/**
 * Fills a message template (`memo` keeps long ids equal across the hops of one request): {hex:N} random hex, {n:a-b} integer, {a|b|c} one of, {id} the event's request id.
 */
export function fill(r: Rng, tpl: string, id = "", memo?: Map<string, string>): string {
  return tpl.replace(/\{([^{}]+)\}/g, (_m, body: string) => {
    if (body === "id") return id || r.hex(12);
    const known = memo?.get(body);
    if (known !== undefined) return known;
    if (body.startsWith("hex:")) {
      const v = r.hex(Number(body.slice(4)));
      if (Number(body.slice(4)) >= 6) memo?.set(body, v);
      return v;
    }
    if (body.startsWith("n:") && !body.includes("|")) {
      const [lo, hi] = body.slice(2).split("-").map(Number);
      const v = String(r.int(lo ?? 0, hi ?? 0));
      if ((hi ?? 0) - (lo ?? 0) >= 10000) memo?.set(body, v);
      return v;
    }
    if (body.includes("|")) return r.pick(body.split("|"));
    return `{${body}}`;
  });
}
