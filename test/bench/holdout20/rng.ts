// Seeded randomness for holdout20: mulberry32 plus the few helpers the generators need.
export type Rng = () => number;

export function mulberry(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Rng, a: number, b: number): number => a + Math.floor(r() * (b - a + 1));
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const hex = (r: Rng, n: number): string => {
  let s = "";
  for (let i = 0; i < n; i++) s += Math.floor(r() * 16).toString(16);
  return s;
};

export function shuffle<T>(r: Rng, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Expands `{10-99}` (integer), `{x8}` (8 hex digits) and `{a|b|c}` (one of) in a message template. */
export function tpl(r: Rng, s: string): string {
  return s.replace(/\{([^{}]+)\}/g, (whole, body: string) => {
    const range = /^(\d+)-(\d+)$/.exec(body);
    if (range) return String(int(r, Number(range[1]), Number(range[2])));
    const hx = /^x(\d+)$/.exec(body);
    if (hx) return hex(r, Number(hx[1]));
    if (body.includes("|")) return pick(r, body.split("|"));
    return whole;
  });
}
