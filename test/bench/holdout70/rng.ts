// Seeded randomness for holdout70: mulberry32 plus the few draws the generators need.
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
export const chance = (r: Rng, p: number): boolean => r() < p;
export const hex = (r: Rng, n: number): string => {
  let s = "";
  for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(r() * 16)];
  return s;
};
/** Exponential gap (seconds) for a Poisson process of `perMin` events a minute. */
export const gap = (r: Rng, perMin: number): number => (-Math.log(1 - r()) * 60) / perMin;

export function shuffle<T>(r: Rng, xs: T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

/** Fills `{token}` placeholders with plausible values for the domain. */
export function fill(r: Rng, s: string): string {
  return s.replace(/\{(\w+)\}/g, (_m, k: string) => {
    switch (k) {
      case "n":
        return String(int(r, 2, 99));
      case "k":
        return String(int(r, 1, 3));
      case "d":
        return String(int(r, 0, 9));
      case "ms":
        return String(int(r, 18, 950));
      case "slow":
        return String(int(r, 3100, 9800));
      case "bk":
        return `${int(r, 60, 69)}${int(r, 1000000, 9999999)}`;
      case "bl":
        return `TWDL${int(r, 10000000, 99999999)}`;
      case "ctr":
        return `${pick(r, ["TWDU", "MSKU", "CMAU", "TGHU", "HLXU", "OOLU"])}${int(r, 1000000, 9999999)}`;
      case "voy":
        return `${int(r, 210, 260)}${pick(r, ["E", "W", "N", "S"])}`;
      case "port":
        return pick(r, ["NLRTM", "DEHAM", "BEANR", "CNSHA", "SGSIN", "USNYC", "USLAX", "GBFXT", "ESVLC", "KRPUS"]);
      case "vsl":
        return pick(r, ["TIDEWATER AURORA", "TIDEWATER BOREAS", "TW SOLENT", "TW KESTREL", "TIDEWATER MISTRAL"]);
      case "shp":
        return `MF-${int(r, 2600000, 2699999)}`;
      case "scac":
        return pick(r, ["MAEU", "CMDU", "HLCU", "ONEY", "COSU", "MSCU", "EGLV"]);
      case "hs":
        return pick(r, ["847130", "850760", "940360", "611030", "392690", "870899"]);
      case "smp":
        return `S26-${int(r, 100000, 999999)}`;
      case "plate":
        return `PL${int(r, 40000, 49999)}`;
      case "inst":
        return pick(r, ["HPLC-03", "HPLC-07", "UPLC-02", "GC-11", "LCMS-04"]);
      case "frz":
        return pick(r, ["FRZ-80-A12", "FRZ-80-B03", "FRZ-20-C07", "LN2-D01", "FRZ-80-A14"]);
      case "exp":
        return `ELN-${int(r, 2026000, 2026999)}`;
      case "subj":
        return `${pick(r, ["1042", "1107", "2210", "3015"])}-${String(int(r, 1, 480)).padStart(3, "0")}`;
      case "site":
        return String(int(r, 101, 188)).padStart(4, "0");
      case "kit":
        return `K${int(r, 300000, 399999)}`;
      case "inv":
        return `INV-${int(r, 26000000, 26999999)}`;
      case "ip":
        return `10.${int(r, 20, 60)}.${int(r, 0, 15)}.${int(r, 2, 250)}`;
      case "eport":
        return String(int(r, 32768, 60999));
      case "pid":
        return String(int(r, 40, 980));
      case "hex":
        return hex(r, 8);
      case "uuid":
        return `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}`;
      case "s":
        return String(int(r, 2, 59));
      case "kb":
        return String(int(r, 40, 900));
      case "pct":
        return String(int(r, 55, 88));
      case "line":
        return String(int(r, 20, 480));
      default:
        return `{${k}}`;
    }
  });
}
