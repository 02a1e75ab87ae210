// Deterministic random numbers (mulberry32) and the small helpers every module draws from.

export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [a, b], both inclusive. */
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  float(a: number, b: number): number {
    return a + this.next() * (b - a);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  weighted<T>(xs: ReadonlyArray<readonly [T, number]>): T {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [v, w] of xs) {
      x -= w;
      if (x <= 0) return v;
    }
    return xs[xs.length - 1][0];
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  /** Exponential gap with the given mean (a Poisson process step). */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }
  /** A right-skewed latency in ms around `median`. */
  latency(median: number): number {
    const z = Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
    return Math.max(1, Math.round(median * Math.exp(0.55 * z)));
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.next() * 16)];
    return s;
  }
  digits(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }
  alnum(n: number): string {
    const a = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    let s = "";
    for (let i = 0; i < n; i++) s += a[Math.floor(this.next() * a.length)];
    return s;
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`;
  }
  ip(prefix = "10.42"): string {
    return `${prefix}.${this.int(0, 31)}.${this.int(2, 250)}`;
  }
  publicIp(): string {
    return `${this.pick([81, 86, 92, 109, 145, 176, 185, 212, 217])}.${this.int(1, 254)}.${this.int(1, 254)}.${this.int(1, 254)}`;
  }
  /** A seed for a child generator, so one scenario's draws do not shift another's. */
  fork(salt: number): Rng {
    return new Rng((Math.floor(this.next() * 2 ** 31) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0);
  }
}
