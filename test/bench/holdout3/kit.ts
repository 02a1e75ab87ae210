// Small deterministic helpers for the holdout3 simulator: a seeded PRNG and timestamp formatting.
export type Rng = () => number;

export function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** 0 … count-1 in a seeded (Fisher–Yates) order: scenario ids that say nothing about category or split. */
export function shuffledIndexes(count: number, r: Rng): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const chance = (r: Rng, p: number) => r() < p;
export const hex = (r: Rng, n: number) => {
  let s = "";
  for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(r() * 16)];
  return s;
};
export const uuid = (r: Rng) => `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}`;

const p2 = (n: number) => String(n).padStart(2, "0");
const p3 = (n: number) => String(n).padStart(3, "0");
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export const iso = (t: number) => new Date(t).toISOString();
export const isoMicro = (t: number, extra = "000") => iso(t).replace("Z", `${extra}Z`);
export const isoNano = (t: number, extra = "000000") => iso(t).replace("Z", `${extra}Z`);
export function parts(t: number) {
  const d = new Date(t);
  return {
    Y: d.getUTCFullYear(),
    M: p2(d.getUTCMonth() + 1),
    Mon: MON[d.getUTCMonth()],
    D: p2(d.getUTCDate()),
    h: p2(d.getUTCHours()),
    m: p2(d.getUTCMinutes()),
    s: p2(d.getUTCSeconds()),
    ms: p3(d.getUTCMilliseconds()),
  };
}
export const spaceTs = (t: number) => {
  const p = parts(t);
  return `${p.Y}-${p.M}-${p.D} ${p.h}:${p.m}:${p.s}`;
};
export const commaMs = (t: number) => `${spaceTs(t)},${parts(t).ms}`;
export const syslogTs = (t: number) => {
  const p = parts(t);
  return `${p.Mon} ${p.D.replace(/^0/, " ")} ${p.h}:${p.m}:${p.s}`;
};
export const clf = (t: number) => {
  const p = parts(t);
  return `${p.D}/${p.Mon}/${p.Y}:${p.h}:${p.m}:${p.s}.${p.ms}`;
};
export const goTs = (t: number, micro: string) => {
  const p = parts(t);
  return `${p.Y}/${p.M}/${p.D} ${p.h}:${p.m}:${p.s}.${p.ms}${micro}`;
};
export const timeOnly = (t: number) => {
  const p = parts(t);
  return `${p.h}:${p.m}:${p.s}.${p.ms}`;
};
export const shortIso = (t: number) => iso(t).replace(/\.\d{3}Z$/, "+0000");
