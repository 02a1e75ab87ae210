// Seeded randomness for quiet36: mulberry32 plus the few draws the generators need.

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
    let out = "";
    for (let i = 0; i < n; i++) out += "0123456789abcdef"[this.int(0, 15)];
    return out;
  }
  upper(n: number, alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"): string {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }
  digits(n: number): string {
    let out = "";
    for (let i = 0; i < n; i++) out += String(this.int(0, 9));
    return out;
  }
  /** Exponential gap with the given mean (seconds), returned in ms. */
  gap(meanSec: number): number {
    return Math.max(1, Math.round(-Math.log(1 - this.next()) * meanSec * 1000));
  }
  shuffle<T>(xs: T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}
