// Seeded randomness: mulberry32 and the few draws the generator needs. Nothing here reads the clock.

/** The mulberry32 generator: a float in [0, 1) per call, fully determined by `seed`. */
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

const HEX = "0123456789abcdef";
const K8S = "bcdfghjklmnpqrstvwxz2456789";

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
    if (xs.length === 0) throw new Error("pick from an empty list");
    return xs[Math.floor(this.f() * xs.length)] as T;
  }
  weighted<T>(pairs: ReadonlyArray<readonly [T, number]>): T {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let x = this.f() * total;
    for (const [v, w] of pairs) {
      x -= w;
      if (x < 0) return v;
    }
    const last = pairs[pairs.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }
  /** Exponential draw with the given mean (Poisson inter-arrival times). */
  exp(mean: number): number {
    return -Math.log(1 - this.f()) * mean;
  }
  hex(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += HEX[Math.floor(this.f() * 16)];
    return s;
  }
  /** Kubernetes-style random suffix (pod names). */
  k8s(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += K8S[Math.floor(this.f() * K8S.length)];
    return s;
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`;
  }
  digits(n: number): string {
    let s = String(this.int(1, 9));
    for (let i = 1; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  upper(n: number): string {
    const A = "ABCDEFGHJKLMNPRSTUVWXYZ";
    let s = "";
    for (let i = 0; i < n; i++) s += A[Math.floor(this.f() * A.length)];
    return s;
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.f() * (i + 1));
      const x = a[i] as T;
      a[i] = a[j] as T;
      a[j] = x;
    }
    return a;
  }
}
