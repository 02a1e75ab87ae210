// A seeded generator (mulberry32) and the few draws the set needs; nothing here reads the clock or Math.random.

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

export class Rand {
  private readonly f: () => number;
  constructor(seed: number) {
    this.f = mulberry32(seed);
  }
  next(): number {
    return this.f();
  }
  /** Integer in [lo, hi], both included. */
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
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.f() * 16)];
    return s;
  }
  alnum(n: number, upper = false): string {
    const abc = upper ? "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ" : "0123456789abcdefghijklmnopqrstuvwxyz";
    let s = "";
    for (let i = 0; i < n; i++) s += abc[Math.floor(this.f() * abc.length)];
    return s;
  }
  /** Exponential gap with the given mean (Poisson arrivals). */
  exp(mean: number): number {
    return -Math.log(1 - this.f()) * mean;
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.f() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  /** A child generator, so one part of a scenario can draw without shifting the others. */
  fork(salt: number): Rand {
    return new Rand((Math.floor(this.f() * 0x7fffffff) ^ Math.imul(salt, 0x9e3779b1)) >>> 0);
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`;
  }
  ip(prefix: string): string {
    return `${prefix}.${this.int(2, 250)}`;
  }
}
