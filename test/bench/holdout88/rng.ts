// Seeded randomness for holdout88: mulberry32 plus the few draws the generators need.

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  exp(mean: number): number;
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
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    chance: (p: number): boolean => next() < p,
    hex: (n: number): string => {
      let s = "";
      for (let i = 0; i < n; i++) s += "0123456789abcdef"[int(0, 15)];
      return s;
    },
    exp: (mean: number): number => -Math.log(1 - next()) * mean,
  };
}

/** Fills `{int:a-b}`, `{hex:n}`, `{pick:a|b}`, `{ip}`, `{ip10}`, `{dec:a-b}` placeholders. */
export function fill(tpl: string, r: Rng): string {
  return tpl.replace(/\{(\w+)(?::([^}]*))?\}/g, (_m, kind: string, arg: string | undefined) => {
    switch (kind) {
      case "int": {
        const [lo, hi] = (arg ?? "0-9").split("-").map(Number);
        return String(r.int(lo, hi));
      }
      case "dec": {
        const [lo, hi] = (arg ?? "0-1").split("-").map(Number);
        return (lo + r.next() * (hi - lo)).toFixed(1);
      }
      case "hex":
        return r.hex(Number(arg ?? 8));
      case "pick":
        return r.pick((arg ?? "").split("|"));
      case "ip":
        return `${r.pick(["81.2", "185.220", "45.133", "91.240", "203.0", "62.210", "77.88", "146.70"])}.${r.int(1, 254)}.${r.int(1, 254)}`;
      case "ip10":
        return `10.${r.int(0, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`;
      default:
        return _m;
    }
  });
}
