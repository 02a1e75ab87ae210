// Seeded PRNG (mulberry32) and the small picks the holdout 12 generators need; nothing here uses Math.random.
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 7;
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
  num(a: number, b: number): number {
    return a + this.next() * (b - a);
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
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${"89ab"[this.int(0, 3)]}${this.hex(3)}-${this.hex(12)}`;
  }
  /** A pod-name suffix: replica-set hash and pod id, as Kubernetes prints them. */
  pod(): string {
    const a = "bcdfghjklmnpqrstvwxz2456789";
    let s = "";
    for (let i = 0; i < 5; i++) s += a[Math.floor(this.next() * a.length)];
    return `${this.hex(9).replace(/[a-f]/g, (x) => "bcdfgh"["abcdef".indexOf(x)])}-${s}`;
  }
  ip(prefix = "10.244"): string {
    return `${prefix}.${this.int(0, 7)}.${this.int(2, 250)}`;
  }
  /** Exponential gap for a Poisson process of `rate` events per second. */
  gap(rate: number): number {
    return -Math.log(1 - this.next()) / rate;
  }
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  }
}
