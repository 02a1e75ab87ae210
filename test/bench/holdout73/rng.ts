// Seeded randomness for holdout73: mulberry32 plus the few draws the generators need.
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
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T,
    chance: (p: number) => next() < p,
    hex: (n: number) => {
      let s = "";
      for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(next() * 16)];
      return s;
    },
    shuffle: <T>(xs: T[]) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
      }
      return xs;
    },
  };
}

const CARRIERS = ["SK", "BC", "KR", "LH", "BA", "AF", "KL", "UA", "DL", "EK"];
const AIRPORTS = ["MRD", "LHR", "CDG", "AMS", "FRA", "JFK", "DXB", "MAD", "ORD", "SIN", "ZRH", "OSL", "DUB", "LIS"];
const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Fills {tokens} in a message template with plausible airline values. */
export function fill(r: Rng, s: string, carrier = "SK"): string {
  let lastApt = "";
  return s.replace(/\{(\w+)\}/g, (_m, k: string) => {
    switch (k) {
      case "flt":
        return `${carrier}${r.int(100, 2999)}`;
      case "oflt":
        return `${r.pick(CARRIERS)}${r.int(10, 999)}`;
      case "pnr": {
        let p = "";
        for (let i = 0; i < 6; i++) p += r.chance(0.7) ? LETTERS[r.int(0, 23)] : String(r.int(2, 9));
        return p;
      }
      case "apt":
        lastApt = r.pick(AIRPORTS);
        return lastApt;
      case "apt2":
        return r.pick(AIRPORTS.filter((a) => a !== lastApt));
      case "d":
        return String(r.int(0, 9));
      case "kg":
        return String(r.int(8, 32));
      case "tkt":
        return String(r.int(1000000000, 9999999999));
      case "ms":
        return String(r.int(8, 240));
      case "ms2":
        return String(r.int(300, 2400));
      case "n":
        return String(r.int(2, 60));
      case "big":
        return String(r.int(120, 9000));
      case "seat":
        return `${r.int(1, 42)}${"ABCDEFK"[r.int(0, 6)]}`;
      case "gate":
        return `${r.pick(["A", "B", "C", "D"])}${r.int(1, 38)}`;
      case "stand":
        return `${r.int(101, 548)}${r.chance(0.2) ? "R" : ""}`;
      case "tag":
        return `0${r.int(100, 999)}${r.int(100000, 999999)}`;
      case "crew":
        return `${r.int(10000, 99999)}`;
      case "ffp":
        return `${r.int(100000000, 999999999)}`;
      case "hex":
        return r.hex(12);
      case "uuid":
        return `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
      case "ip":
        return `10.${r.int(16, 63)}.${r.int(0, 31)}.${r.int(2, 250)}`;
      case "port":
        return String(r.int(32768, 60999));
      case "tail":
        return `${r.pick(["G-", "EI-", "D-A", "PH-"])}${LETTERS[r.int(0, 23)]}${LETTERS[r.int(0, 23)]}${LETTERS[r.int(0, 23)]}`;
      case "hhmm":
        return `${String(r.int(5, 22)).padStart(2, "0")}${String(r.int(0, 11) * 5).padStart(2, "0")}`;
      case "cls":
        return r.pick(["Y", "B", "M", "H", "K", "Q", "J", "C"]);
      case "cur":
        return r.pick(["EUR", "GBP", "USD", "CHF", "NOK"]);
      case "amt":
        return `${r.int(49, 1890)}.${String(r.int(0, 99)).padStart(2, "0")}`;
      case "pid":
        return String(r.int(7, 64));
      case "line":
        return String(r.int(20, 480));
      default:
        return k;
    }
  });
}
