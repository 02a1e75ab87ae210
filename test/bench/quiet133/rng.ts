// A small seeded random source (mulberry32) so every file of the set comes out the same from the same seed.

function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

export class Rng {
  private s: number;
  private readonly base: number;

  constructor(seed: number) {
    this.base = mix(seed >>> 0, 0x2545f491);
    this.s = this.base;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An independent stream named by n; it does not depend on how much of this one was used. */
  fork(n: number): Rng {
    return new Rng(mix(this.base, n));
  }

  /** Integer in [a, b], both ends included. */
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
    return xs[Math.floor(this.next() * xs.length)] as T;
  }

  pickW<T>(xs: ReadonlyArray<readonly [T, number]>): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [v, w] of xs) {
      x -= w;
      if (x < 0) return v;
    }
    return (xs[xs.length - 1] as readonly [T, number])[0];
  }

  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
    return a;
  }

  /** Exponential with the given mean (gaps of a Poisson process). */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.next() * 16)];
    return s;
  }

  alnum(n: number, upper = false): string {
    const cs = upper ? "ABCDEFGHJKLMNPQRSTUVWXYZ23456789" : "abcdefghijklmnopqrstuvwxyz0123456789";
    let s = "";
    for (let i = 0; i < n; i++) s += cs[Math.floor(this.next() * cs.length)];
    return s;
  }

  digits(n: number): string {
    let s = String(this.int(1, 9));
    for (let i = 1; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  uuid(): string {
    const h = this.hex(32);
    const v = "89ab"[this.int(0, 3)];
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${v}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  ip(prefix = "10"): string {
    if (prefix === "public")
      return `${this.pick([81, 86, 92, 109, 146, 151, 176, 185, 212, 31, 77, 90])}.${this.int(1, 254)}.${this.int(0, 254)}.${this.int(1, 254)}`;
    return `${prefix}.${this.int(0, 31)}.${this.int(0, 254)}.${this.int(2, 254)}`;
  }
}
