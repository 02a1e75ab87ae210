// Seeded mulberry32 RNG with the helpers the quiet2 generator needs (no Math.random anywhere).
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
  range(a: number, b: number): number {
    return a + this.next() * (b - a);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  weighted<T>(xs: readonly T[], w: (x: T) => number): T {
    const total = xs.reduce((s, x) => s + w(x), 0);
    let r = this.next() * total;
    for (const x of xs) {
      r -= w(x);
      if (r <= 0) return x;
    }
    return xs[xs.length - 1];
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.next() * 16)];
    return s;
  }
  alnum(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "bcdfghjklmnpqrstvwxz2456789"[Math.floor(this.next() * 27)];
    return s;
  }
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  }
  ip(): string {
    return `${this.pick(["81", "92", "176", "203", "188", "5", "37", "151"])}.${this.int(1, 254)}.${this.int(1, 254)}.${this.int(1, 254)}`;
  }
  podIp(): string {
    return `10.${this.int(40, 47)}.${this.int(0, 15)}.${this.int(2, 250)}`;
  }
}
