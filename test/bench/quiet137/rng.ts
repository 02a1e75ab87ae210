// Seeded pseudo-random numbers (mulberry32) and the few helpers every module of the set uses.

export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  float(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(xs: ReadonlyArray<readonly [T, number]>): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [v, w] of xs) {
      r -= w;
      if (r <= 0) return v;
    }
    return xs[xs.length - 1][0];
  }
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.next() * 16)];
    return s;
  }
  alnum(n: number): string {
    const a = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let s = "";
    for (let i = 0; i < n; i++) s += a[Math.floor(this.next() * a.length)];
    return s;
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${"89ab"[this.int(0, 3)]}${this.hex(3)}-${this.hex(12)}`;
  }
  /** Exponential gap with the given mean. */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }
  /** A child generator whose stream does not depend on how much this one is used later. */
  fork(salt: number): Rng {
    return new Rng((Math.floor(this.next() * 4294967296) ^ Math.imul(salt, 0x85ebca6b)) >>> 0);
  }
}

/** An IPv4 address from a private or public pool. */
export function ip(r: Rng, pub = true): string {
  if (!pub) return `10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 254)}`;
  return `${r.pick([81, 86, 92, 109, 151, 176, 185, 195, 212, 217])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
}
