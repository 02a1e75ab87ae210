// The set's own seeded random numbers: sfc32 seeded through splitmix32. Nothing else in the set may draw
// randomness (no Math.random, no clock), so a seed always gives the same files.

function splitmix(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  readonly seed: number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    const sm = splitmix(this.seed);
    this.a = sm();
    this.b = sm();
    this.c = sm();
    this.d = sm();
    for (let i = 0; i < 15; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** A child generator that does not disturb this one's sequence. */
  fork(n: number): Rng {
    return new Rng((Math.imul(this.seed ^ 0x5bd1e995, 31) + Math.imul(n + 1, 0x9e3779b1)) >>> 0);
  }

  /** Integer in [lo, hi], both included. */
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
    if (xs.length === 0) throw new Error("pick from empty list");
    return xs[Math.floor(this.next() * xs.length)] as T;
  }

  weighted<T>(xs: readonly (readonly [T, number])[]): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [v, w] of xs) {
      x -= w;
      if (x < 0) return v;
    }
    return (xs[xs.length - 1] as readonly [T, number])[0];
  }

  shuffle<T>(xs: readonly T[]): T[] {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** Exponential with the given mean (gaps of a Poisson stream). */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** Log-normal-ish latency around a median, with a long right tail. */
  latency(median: number, spread = 0.6): number {
    const u = this.next() + this.next() + this.next() - 1.5;
    return Math.max(1, Math.round(median * Math.exp(u * spread * 1.4)));
  }

  hex(n: number): string {
    let s = "";
    while (s.length < n) s += this.u32().toString(16).padStart(8, "0");
    return s.slice(0, n);
  }

  alnum(n: number, upper = false): string {
    const abc = upper ? "ABCDEFGHJKLMNPQRSTUVWXYZ23456789" : "abcdefghijklmnopqrstuvwxyz0123456789";
    let s = "";
    for (let i = 0; i < n; i++) s += abc[Math.floor(this.next() * abc.length)];
    return s;
  }

  uuid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}
