// Seeded RNG (mulberry32) and the small random helpers every holdout23 module uses.
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 1;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  float(a: number, b: number): number {
    return a + this.next() * (b - a);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[this.int(0, 15)];
    return s;
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`;
  }
  ip(): string {
    return `10.${this.int(0, 31)}.${this.int(0, 255)}.${this.int(2, 254)}`;
  }
  shuffle<T>(xs: T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}

/** Fills `{n}` `{id}` `{ip}` `{hex}` `{uuid}` `{ms}` `{pct}` placeholders with fresh random values. */
export function fill(rng: Rng, s: string): string {
  return s.replace(/\{(n|id|ip|hex|uuid|ms|pct|k)\}/g, (_, k: string) => {
    switch (k) {
      case "n":
        return String(rng.int(2, 480));
      case "id":
        return String(rng.int(10000, 9999999));
      case "ip":
        return rng.ip();
      case "hex":
        return rng.hex(8);
      case "uuid":
        return rng.uuid();
      case "ms":
        return String(rng.int(1500, 30000));
      case "pct":
        return String(rng.int(91, 99));
      default:
        return String(rng.int(3, 64));
    }
  });
}
