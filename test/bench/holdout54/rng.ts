// Seeded PRNG (mulberry32) and the template filler every generator of holdout54 uses; no Math.random.
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  hex(n: number): string;
  shuffle<T>(xs: T[]): T[];
}

export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    shuffle: (xs) => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [xs[i], xs[j]] = [xs[j], xs[i]];
      }
      return xs;
    },
  };
}

const WORDS: Record<string, (r: Rng) => string> = {
  n: (r) => String(r.int(1, 9999)),
  n3: (r) => String(r.int(100, 999)),
  ms: (r) => String(r.int(4, 900)),
  s: (r) => String(r.int(2, 59)),
  h: (r) => r.hex(12),
  sha: (r) => r.hex(8),
  b: (r) => String(r.int(1800, 4999)),
  p: (r) => `P${r.int(100000, 999999)}`,
  ip: (r) => `10.${r.int(0, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`,
  pct: (r) => String(r.int(10, 85)),
  mb: (r) => String(r.int(12, 950)),
  repo: (r) =>
    r.pick(["payments-api", "web-shell", "ledger-core", "search-indexer", "mobile-bff", "infra-modules", "auth-lib"]),
  br: (r) =>
    r.pick(["main", "main", "release/4.12", "feature/retry-policy", "renovate/jackson-2.x", "hotfix/npe-cart"]),
  region: (r) => r.pick(["eu-west", "eu-central", "us-east", "ap-southeast"]),
  mode: (r) => r.pick(["ranked", "casual", "duos", "arena-5v5"]),
  map: (r) => r.pick(["harbor_dusk", "quarry", "skyline", "old_mill", "citadel"]),
  file: (r) => r.pick(["CLM", "POL", "PAY", "AGT", "RNW"]),
  day: (r) => `2026${String(r.int(10, 11))}${String(r.int(10, 28))}`,
};

/**
 * Replaces {n}, {ms}, {h}, {p}, ... in a template with seeded values; lines sharing a `memo` (one request, one job)
 * reuse the ids they share, except the per-line timings {ms} and {s}.
 */
export function fill(tpl: string, r: Rng, memo?: Map<string, string>): string {
  return tpl.replace(/\{([a-z0-9]+)\}/g, (m, k: string) => {
    if (!WORDS[k]) return m;
    if (!memo || k === "ms" || k === "s") return WORDS[k](r);
    const v = memo.get(k) ?? WORDS[k](r);
    memo.set(k, v);
    return v;
  });
}
