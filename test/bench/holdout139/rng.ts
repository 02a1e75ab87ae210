// A small seeded random source (mulberry32) so every file of the set comes out the same from one seed.

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

  /** An independent stream named by n; does not advance this one. */
  fork(n: number): Rng {
    return new Rng((Math.imul(this.s ^ 0x85ebca6b, 0x27d4eb2d) + Math.imul(n + 1, 0x9e3779b1)) >>> 0);
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

  pick<T>(a: readonly T[]): T {
    return a[Math.floor(this.next() * a.length)] as T;
  }

  /** Picks by weight: pairs of [item, weight]. */
  weighted<T>(a: ReadonlyArray<readonly [T, number]>): T {
    const total = a.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [item, w] of a) {
      x -= w;
      if (x < 0) return item;
    }
    return (a[a.length - 1] as readonly [T, number])[0];
  }

  shuffle<T>(a: readonly T[]): T[] {
    const out = [...a];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** Waiting time of a Poisson process with the given mean (ms). */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.next() * 16)];
    return s;
  }

  digits(n: number): string {
    let s = String(this.int(1, 9));
    for (let i = 1; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  alnum(n: number, alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"): string {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }

  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`;
  }
}
