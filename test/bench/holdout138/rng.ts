// A seeded PRNG (mulberry32) and the handful of draws the generator needs. Nothing here reads the clock.

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

/** FNV-1a over the parts, for deriving sub-seeds ("scenario 12", "split") from one seed. */
export function hashSeed(...parts: Array<number | string>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join("|")) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const HEX = "0123456789abcdef";
const LOWER = "0123456789abcdefghijklmnopqrstuvwxyz";
const UPPER = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const MIXED = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export class Rng {
  private readonly f: () => number;

  constructor(seed: number) {
    this.f = mulberry32(seed);
  }

  next(): number {
    return this.f();
  }

  /** Integer in [lo, hi], both ends included. */
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
    const x = xs[Math.floor(this.f() * xs.length)];
    if (x === undefined) throw new Error("pick from an empty list");
    return x;
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(xs: ReadonlyArray<readonly [T, number]>): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let u = this.f() * total;
    for (const [x, w] of xs) {
      u -= w;
      if (u <= 0) return x;
    }
    const last = xs[xs.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  private str(n: number, alphabet: string): string {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet.charAt(Math.floor(this.f() * alphabet.length));
    return s;
  }

  hex(n: number): string {
    return this.str(n, HEX);
  }

  alnum(n: number): string {
    return this.str(n, LOWER);
  }

  upper(n: number): string {
    return this.str(n, UPPER);
  }

  mixed(n: number): string {
    return this.str(n, MIXED);
  }

  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`;
  }

  /** Exponential gap with the given mean (a Poisson process step). */
  exp(mean: number): number {
    return -Math.log(1 - this.f()) * mean;
  }

  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.f() * (i + 1));
      const tmp = a[i] as T;
      a[i] = a[j] as T;
      a[j] = tmp;
    }
    return a;
  }
}
