// A small seeded PRNG (mulberry32) and the draws the generator needs; no Math.random anywhere in quiet7.
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
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[this.int(0, 15)];
    return s;
  }
  shuffle<T>(xs: T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  /** Exponential gap in ms for a rate given per minute. */
  gap(perMin: number): number {
    return Math.max(1, Math.round((-Math.log(1 - this.next()) * 60000) / perMin));
  }
  /** Child generator, so one scenario's draws do not shift another's. */
  fork(salt: number): Rng {
    return new Rng((this.int(0, 0x7fffffff) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0);
  }
}

/** Fills {ms} {n} {id} {hex} {ip} and {a|b|c} placeholders of a template. */
export function fill(r: Rng, s: string): string {
  return s.replace(/\{([^}]*)\}/g, (_, k: string) => {
    if (k === "ms") return String(r.int(3, 380));
    if (k === "n") return String(r.int(1, 480));
    if (k === "id") return String(r.int(10000, 9999999));
    if (k === "hex") return r.hex(8);
    if (k === "ip") return `10.${r.int(0, 40)}.${r.int(0, 255)}.${r.int(2, 254)}`;
    if (k.includes("|")) return r.pick(k.split("|"));
    return k;
  });
}
