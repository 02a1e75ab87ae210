// A seeded random source (mulberry32) with the few draws the generator needs. Nothing here reads the clock.

export class Rng {
  private s: number;

  constructor(seed: number) {
    this.s = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [lo, hi], both ends included. */
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
    const x = xs[Math.floor(this.next() * xs.length)];
    if (x === undefined) throw new Error("pick from an empty list");
    return x;
  }

  /** Picks by weight; `w` gives each item's weight. */
  weighted<T>(xs: readonly T[], w: (x: T) => number): T {
    const total = xs.reduce((s, x) => s + w(x), 0);
    let u = this.next() * total;
    for (const x of xs) {
      u -= w(x);
      if (u < 0) return x;
    }
    return this.pick(xs);
  }

  /** Exponential gap with the given mean (Poisson arrivals). */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[this.int(0, 15)];
    return s;
  }

  alnum(n: number): string {
    const a = "bcdfghjklmnpqrstvwxz2456789";
    let s = "";
    for (let i = 0; i < n; i++) s += a[this.int(0, a.length - 1)];
    return s;
  }

  digits(n: number): string {
    let s = String(this.int(1, 9));
    for (let i = 1; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = a[i] as T;
      a[i] = a[j] as T;
      a[j] = tmp;
    }
    return a;
  }

  /** An independent stream derived from this one's state and a label. */
  fork(label: string): Rng {
    let h = 2166136261 ^ this.int(0, 0x7fffffff);
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 16777619);
    return new Rng(h >>> 0);
  }
}
