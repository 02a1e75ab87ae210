// Seeded randomness (mulberry32) for the quiet118 set: every draw comes from here, never Math.random.
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
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
  float(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  hex(n: number): string {
    let o = "";
    for (let i = 0; i < n; i++) o += "0123456789abcdef"[this.int(0, 15)];
    return o;
  }
  digits(n: number): string {
    let o = "";
    for (let i = 0; i < n; i++) o += String(this.int(i === 0 ? 1 : 0, 9));
    return o;
  }
  shuffle<T>(xs: T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  /** A child generator, so one part of a scenario does not shift the draws of another. */
  fork(salt: number): Rng {
    return new Rng((this.int(0, 0x7fffffff) ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0);
  }
}
