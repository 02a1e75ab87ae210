// Seeded randomness for holdout121: mulberry32 plus the few draws the generators need.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
}

export function mulberry32(seed: number): Rng {
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
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
    hex: (n: number) => {
      let s = "";
      for (let i = 0; i < n; i++) s += "0123456789abcdef"[int(0, 15)];
      return s;
    },
  };
}

/** Fills {placeholders} in a message template with plausible values. */
export function fill(tpl: string, r: Rng): string {
  return tpl.replace(/\{(\w+)\}/g, (_m, k: string) => {
    switch (k) {
      case "hex":
        return r.hex(12);
      case "n":
        return String(r.int(2, 480));
      case "ms":
        return String(r.int(18, 900));
      case "slow":
        return String(r.int(4800, 31000));
      case "q":
        return `Q-${r.int(100000, 999999)}`;
      case "job":
        return `J-${r.int(20000, 89999)}`;
      case "ord":
        return `ORD-${r.int(300000, 699999)}`;
      case "cust":
        return `C${r.int(10000, 99999)}`;
      case "printer":
        return r.pick(["MK4", "XL", "F370", "S5", "F170", "EOS-M290", "MJF-5200", "Form3L"]) + `-${r.int(1, 48)}`;
      case "pr":
        return String(r.int(1, 48)).padStart(2, "0");
      case "mat":
        return r.pick(["PETG-BLK", "PLA-WHT", "PA12-GF", "TPU95A", "ASA-GRY", "PA11-NAT", "Ti64", "316L", "AlSi10Mg"]);
      case "mach":
        return r.pick(["HAAS-VF2", "DMG-DMU50", "OKUMA-GENOS", "MAZAK-QTN", "BROTHER-S700"]) + `-${r.int(1, 12)}`;
      case "ip":
        return `10.${r.int(8, 40)}.${r.int(0, 15)}.${r.int(2, 250)}`;
      case "port":
        return String(r.int(32768, 60999));
      case "part":
        return `${r.pick(["bracket", "housing", "manifold", "gear", "clip", "enclosure", "impeller", "hinge", "nozzle-mount", "spacer"])}_${r.pick(["v2", "v3", "final", "rev-b", "r7", "A"])}.${r.pick(["stl", "step", "3mf", "stp", "obj"])}`;
      case "mm":
        return String(r.int(260, 1400));
      case "country":
        return r.pick(["DE", "US", "CH", "GB", "NO", "JP", "CA", "AU", "MX", "TR"]);
      case "pid":
        return String(r.int(7, 980));
      default:
        return `{${k}}`;
    }
  });
}
