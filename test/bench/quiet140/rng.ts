// A small seeded generator (mulberry32) and the draws every other module uses; no Math.random anywhere.

export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  /** A float in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [lo, hi], both ends included. */
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
  /** Picks by weight: pairs of [weight, value]. */
  weighted<T>(xs: ReadonlyArray<readonly [number, T]>): T {
    const total = xs.reduce((s, [w]) => s + w, 0);
    let r = this.next() * total;
    for (const [w, v] of xs) {
      r -= w;
      if (r < 0) return v;
    }
    return xs[xs.length - 1][1];
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.next() * 16)];
    return s;
  }
  /** A v4-shaped uuid. */
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`;
  }
  ip(prefix = "10.42"): string {
    return `${prefix}.${this.int(0, 15)}.${this.int(2, 250)}`;
  }
  /** A public-looking client address (documentation and carrier ranges). */
  clientIp(): string {
    return this.pick([
      `203.0.113.${this.int(2, 250)}`,
      `198.51.100.${this.int(2, 250)}`,
      `81.${this.int(100, 220)}.${this.int(0, 255)}.${this.int(1, 254)}`,
      `92.${this.int(40, 99)}.${this.int(0, 255)}.${this.int(1, 254)}`,
      `2a02:c7f:${this.hex(4)}:${this.hex(2)}00::${this.hex(2)}`,
    ]);
  }
}

/** Derives an independent seed for a sub-stream (window i, purpose k). */
export function subSeed(seed: number, ...keys: number[]): number {
  let h = seed >>> 0;
  for (const k of keys) {
    h = Math.imul(h ^ (k + 0x7f4a7c15), 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
  }
  return h;
}
