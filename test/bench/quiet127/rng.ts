// Seeded randomness: mulberry32 plus the few draws the generator needs. Nothing here reads the clock.

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string, mixed with a number: stable labels for forked streams. */
export function hash(s: string, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const HEX = "0123456789abcdef";
const B36 = "0123456789abcdefghijklmnopqrstuvwxyz";

export class Rng {
  private readonly f: () => number;
  constructor(readonly seed: number) {
    this.f = mulberry32(seed);
  }
  next(): number {
    return this.f();
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.f() * (hi - lo + 1));
  }
  float(lo: number, hi: number): number {
    return lo + this.f() * (hi - lo);
  }
  chance(p: number): boolean {
    return this.f() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.f() * xs.length)];
  }
  weighted<T>(xs: ReadonlyArray<readonly [T, number]>): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let u = this.f() * total;
    for (const [x, w] of xs) {
      u -= w;
      if (u <= 0) return x;
    }
    return xs[xs.length - 1][0];
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.f() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  /** Seconds to the next event of a Poisson process with `rate` events per second. */
  exp(rate: number): number {
    return -Math.log(1 - this.f()) / rate;
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += HEX[Math.floor(this.f() * 16)];
    return s;
  }
  b36(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += B36[Math.floor(this.f() * 36)];
    return s;
  }
  uuid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`;
  }
  /** Roughly normal around mu with spread sd (sum of uniforms). */
  normal(mu: number, sd: number): number {
    return mu + sd * (this.f() + this.f() + this.f() + this.f() - 2) * 1.732;
  }
  /** An independent stream named by `label`. */
  fork(label: string): Rng {
    return new Rng(hash(label, this.seed));
  }
}
