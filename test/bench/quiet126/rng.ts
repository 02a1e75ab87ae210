// A seeded generator (mulberry32) and the few draws the set needs; nothing here reads the clock.

/** FNV-1a of a string, used to derive independent child seeds from labels. */
export function hashStr(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  constructor(readonly seed: number) {
    this.a = seed >>> 0;
  }

  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A generator of its own for `label`, independent of how much of this one was used. */
  fork(label: string): Rng {
    return new Rng(hashStr(`${this.seed}:${label}`));
  }

  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }

  weighted<T>(xs: ReadonlyArray<readonly [T, number]>): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let u = this.next() * total;
    for (const [x, w] of xs) {
      u -= w;
      if (u < 0) return x;
    }
    return xs[xs.length - 1][0];
  }

  shuffle<T>(xs: readonly T[]): T[] {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** `n` distinct items (or all of them). */
  sample<T>(xs: readonly T[], n: number): T[] {
    return this.shuffle(xs).slice(0, n);
  }

  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.next() * 16)];
    return s;
  }

  digits(n: number): string {
    let s = String(1 + Math.floor(this.next() * 9));
    for (let i = 1; i < n; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }

  alnum(n: number): string {
    const a = "bcdfghjklmnpqrstvwxz2456789";
    let s = "";
    for (let i = 0; i < n; i++) s += a[Math.floor(this.next() * a.length)];
    return s;
  }

  /** Exponential inter-arrival time in ms for `ratePerSec` events a second. */
  gap(ratePerSec: number): number {
    return (-Math.log(1 - this.next()) / ratePerSec) * 1000;
  }

  /** Right-skewed latency in ms around `median` (log-normal-ish). */
  latency(median: number, spread = 0.5): number {
    const u = this.next() + this.next() + this.next() - 1.5;
    return Math.max(1, Math.round(median * Math.exp(u * spread * 2)));
  }
}
