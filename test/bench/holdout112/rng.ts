// Seeded randomness for holdout112: mulberry32 and the few draws the generators need.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  shuffle<T>(xs: T[]): T[];
}

export function makeRng(seed: number): Rng {
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
      for (let i = 0; i < n; i++) s += Math.floor(next() * 16).toString(16);
      return s;
    },
    shuffle: <T>(xs: T[]): T[] => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
      }
      return xs;
    },
  };
}

/** Fills {claim}, {pol}, {ms}, {n}, {amt} ... placeholders of a message template. */
const STICKY = new Set(["claim", "pol", "pay", "doc", "shop", "hexid", "zip"]);

/** Like `fill`, but the ids of one request (claim, policy, payment ...) stay the same across its lines. */
export function fillSticky(tpl: string, r: Rng, ids: Map<string, string>): string {
  return tpl.replace(/\{(\w+)\}/g, (m, k: string) => {
    if (!STICKY.has(k)) return fill(m, r);
    const v = ids.get(k) ?? fill(m, r);
    ids.set(k, v);
    return v;
  });
}

export function fill(tpl: string, r: Rng): string {
  return tpl.replace(/\{(\w+)\}/g, (_m, k: string) => {
    switch (k) {
      case "claim":
        return `CLM-26-${r.int(100000, 999999)}`;
      case "pol":
        return `${r.pick(["HO", "PA", "CP", "BOP"])}-${r.int(1000000, 9999999)}`;
      case "ms":
        return String(r.int(18, 420));
      case "slow":
        return String(r.int(1800, 9500));
      case "n":
        return String(r.int(2, 40));
      case "big":
        return String(r.int(120, 4800));
      case "amt":
        return (r.int(15000, 2500000) / 100).toFixed(2);
      case "pay":
        return `PAY-${r.hex(8).toUpperCase()}`;
      case "doc":
        return `DOC-${r.int(1000000, 9999999)}`;
      case "adj":
        return `ADJ-${r.int(100, 980)}`;
      case "shop":
        return `RS-${r.int(10000, 99999)}`;
      case "zip":
        return String(r.int(10000, 99999));
      case "pct":
        return String(r.int(41, 88));
      case "conf":
        return (r.int(31, 69) / 100).toFixed(2);
      case "ip":
        return `10.${r.int(10, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;
      case "pid":
        return String(r.int(1200, 48000));
      case "port":
        return String(r.int(40000, 60999));
      case "hexid":
        return r.hex(12);
      case "uuid":
        return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`;
      case "day":
        return String(r.int(10, 28));
      case "dd":
        return String(r.int(13, 28));
      case "line":
        return String(r.int(40, 420));
      default:
        return `{${k}}`;
    }
  });
}
