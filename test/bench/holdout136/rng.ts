// Seeded randomness (mulberry32) and the template filler every module shares.
export interface Rng {
  f(): number;
  int(a: number, b: number): number;
  pick<T>(xs: readonly T[]): T;
  hex(n: number): string;
  shuffle<T>(xs: T[]): T[];
}

export function rng(seed: number): Rng {
  let s = seed >>> 0;
  const f = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (a: number, b: number) => a + Math.floor(f() * (b - a + 1));
  return {
    f,
    int,
    pick: (xs) => xs[Math.floor(f() * xs.length)],
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(f() * 16)]).join(""),
    shuffle(xs) {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = int(0, i);
        [xs[i], xs[j]] = [xs[j], xs[i]];
      }
      return xs;
    },
  };
}

/** Fills `{12-400}` (integer), `{h}` (8 hex), `{H}` (16 hex), `{M}` (member id) and `{a|b|c}` (choice). */
export function fill(r: Rng, s: string): string {
  return s.replace(/\{(\d+)-(\d+)\}|\{h\}|\{H\}|\{M\}|\{([^{}]*\|[^{}]*)\}/g, (all, a, b, choice) => {
    if (a !== undefined) return String(r.int(Number(a), Number(b)));
    if (choice !== undefined) return r.pick(choice.split("|"));
    if (all === "{h}") return r.hex(8);
    if (all === "{H}") return r.hex(16);
    return `M${r.int(100000, 999999)}`;
  });
}
