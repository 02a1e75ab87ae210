// A small seeded generator (mulberry32) with the draws the set needs; no Math.random anywhere.

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

  /** An independent stream derived from this one's state and k; does not advance this one. */
  fork(k: number): Rng {
    let h = Math.imul(this.s ^ 0x85ebca6b, 0xc2b2ae35) ^ Math.imul(k + 1, 0x27d4eb2f);
    h = Math.imul(h ^ (h >>> 13), 0x165667b1);
    return new Rng((h ^ (h >>> 16)) >>> 0);
  }

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
    if (a.length === 0) throw new Error("pick from empty list");
    return a[Math.floor(this.next() * a.length)] as T;
  }

  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [v, w] of items) {
      x -= w;
      if (x < 0) return v;
    }
    return this.pick(items)[0];
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

  /** Exponential gap with the given mean. */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.next() * 16)];
    return s;
  }

  alnum(n: number, upper = false): string {
    const abc = upper ? "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ" : "0123456789abcdefghijklmnopqrstuvwxyz";
    let s = "";
    for (let i = 0; i < n; i++) s += abc[Math.floor(this.next() * abc.length)];
    return s;
  }

  uuid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`;
  }
}
