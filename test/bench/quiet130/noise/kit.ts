// What every noise kind is, and small helpers to scatter its lines.
import type { Estate, SceneLike } from "../types.js";

export interface Noise {
  id: string;
  /** Half a sentence for the label note: what the window shows. */
  what: string;
  /** Whether the kind makes sense for an operator's estate. */
  fits?: (key: Estate["key"]) => boolean;
  run(sc: SceneLike, at: number): void;
}

/** The value for this operator (so wording differs between estates, not only names). */
export function by<T>(sc: SceneLike, m: Record<Estate["key"], T>): T {
  return m[sc.est.key];
}

/** n calls at random times in [from, from + spanMs), in time order. */
export function scatter(
  sc: SceneLike,
  n: number,
  from: number,
  spanMs: number,
  fn: (t: number, i: number) => void,
): void {
  const ts = Array.from({ length: n }, () => from + sc.rng.float(0, spanMs)).sort((a, b) => a - b);
  for (const [i, t] of ts.entries()) fn(t, i);
}

export const mask = (sc: SceneLike) =>
  `${sc.rng.pick(["j", "m", "k", "d", "s", "t", "a", "r"])}***@${sc.rng.pick(["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "aol.com"])}`;

export const pubIp = (sc: SceneLike) =>
  `${sc.rng.pick(["71", "97", "166", "107", "174", "47", "99"])}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}`;

export const phone = (sc: SceneLike) => `+1${sc.rng.digits(3)}*****${sc.rng.digits(2)}`;
