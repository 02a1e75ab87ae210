// A small seeded random source (mulberry32) and the helpers the generator needs; no Math.random.
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  range(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.next() * 16)];
    return s;
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}

/** Fills {n} {k} {ms} {f} {hex} {uuid} {ip} {port} {pct} placeholders with fresh random values. */
export function fill(tpl: string, rng: Rng): string {
  return tpl.replace(/\{(n|k|ms|f|hex|uuid|ip|port|pct)\}/g, (_, key: string) => {
    switch (key) {
      case "n":
        return String(rng.int(1000, 99999));
      case "k":
        return String(rng.int(2, 480));
      case "ms":
        return String(rng.int(1500, 30000));
      case "f":
        return rng.range(0.01, 2.5).toFixed(3);
      case "hex":
        return rng.hex(12);
      case "uuid":
        return `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`;
      case "ip":
        return `10.${rng.int(0, 40)}.${rng.int(0, 255)}.${rng.int(2, 254)}`;
      case "port":
        return String(rng.int(32768, 60999));
      default:
        return String(rng.int(90, 99));
    }
  });
}
