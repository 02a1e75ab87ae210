// The set's own seeded PRNG (mulberry32) and the small template language its messages are written in.

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
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[this.int(0, 15)];
    return s;
  }
  /** Exponential gap with the given mean (arrivals of a Poisson process). */
  gap(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }
  shuffle<T>(xs: T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  /** Fills `{i:a:b}` ints, `{f:a:b}` 2-decimal floats, `{h:n}` hex, `{p:a|b}` picks, `{ip}` client addresses. */
  fill(tpl: string): string {
    return tpl.replace(/\{(\w+)(?::([^}]*))?\}/g, (_m, k: string, arg = "") => {
      const [a, b] = arg.split(":");
      if (k === "i") return String(this.int(Number(a), Number(b)));
      if (k === "f") return this.float(Number(a), Number(b)).toFixed(2);
      if (k === "h") return this.hex(Number(a));
      if (k === "p") return this.pick(arg.split("|"));
      if (k === "ip")
        return `${this.pick(["81", "92", "37", "178", "84", "151"])}.${this.int(1, 254)}.${this.int(1, 254)}.${this.int(1, 254)}`;
      if (k === "pod") return `10.${this.int(40, 43)}.${this.int(0, 31)}.${this.int(2, 250)}`;
      return _m;
    });
  }
}
