// What every generator of one window works with: the stream, the estate, the seeded draws and id makers.
import { type Estate, nameOf, type Role, svcOf } from "./estates.js";
import { digits, hex, int, letters, pick, type Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface Ctx {
  s: Stream;
  e: Estate;
  r: Rng;
  n: (role: Role) => string;
  rt: (role: Role) => Runtime;
  has: (role: Role) => boolean;
  tr: () => string | undefined;
  msisdn: () => string;
  imsi: () => string;
  pnr: () => string;
  flight: () => string;
  ip: () => string;
  ms: (lo: number, hi: number) => number;
  /** a per-window day like 14OCT */
  dd: string;
}

export function makeCtx(s: Stream, e: Estate, r: Rng, dd: string): Ctx {
  const cc = e.key === "orbitel" ? "316" : "447";
  const mcc = e.key === "orbitel" ? "20477" : "23421";
  const flights = Array.from({ length: 14 }, () => `${e.code}${int(r, 100, 1999)}`);
  return {
    s,
    e,
    r,
    n: (role) => nameOf(e, role),
    rt: (role) => svcOf(e, role).rt,
    has: (role) => e.services.some((x) => x.role === role),
    tr: () => (e.traces ? hex(r, 16) : undefined),
    msisdn: () => `${cc}${digits(r, 9)}`,
    imsi: () => `${mcc}${digits(r, 10)}`,
    pnr: () => letters(r, 6),
    flight: () => pick(r, flights),
    ip: () => `10.${int(r, 16, 31)}.${int(r, 0, 255)}.${int(r, 2, 254)}`,
    ms: (lo, hi) => int(r, lo, hi),
    dd,
  };
}
