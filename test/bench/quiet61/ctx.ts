// What a generator gets to write one window: the estate, the clock, the event sink and id helpers.
import type { Estate, Role, Svc } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  start: number;
  end: number;
  out: Ev[];
}

export function svc(c: Ctx, ...roles: Role[]): Svc {
  for (const role of roles) {
    const x = c.e.svcs.find((v) => v.role === role);
    if (x) return x;
  }
  throw new Error(`${c.e.key}: none of ${roles.join(",")}`);
}

export function has(c: Ctx, role: Role): boolean {
  return c.e.svcs.some((v) => v.role === role);
}

export function emit(c: Ctx, t: number, sv: Svc, level: Level, msg: string, extra: Partial<Ev> = {}): void {
  if (t < c.start || t >= c.end) return;
  c.out.push({ t, svc: sv.name, level, msg, replica: c.r.int(0, sv.replicas - 1), ...extra });
}

/** a request id when this estate carries them across services */
export function tid(c: Ctx): string | undefined {
  return c.e.traced ? c.r.hex(16) : undefined;
}

export const robot = (c: Ctx) => `${c.e.key === "halden" ? "AGV" : "AMR"}-${String(c.r.int(1, 64)).padStart(3, "0")}`;
export const tote = (c: Ctx) => `T${c.r.int(10000000, 99999999)}`;
export const order = (c: Ctx) => `SO-${c.r.int(4100000, 4999999)}`;
export const sku = (c: Ctx) => String(c.r.int(100000, 999999));
export const loc = (c: Ctx) =>
  `${c.r.pick(["A", "B", "C", "D", "E"])}-${String(c.r.int(1, 38)).padStart(2, "0")}-${String(c.r.int(1, 12)).padStart(2, "0")}-${c.r.pick(["A", "B", "C", "D"])}`;
export const wave = (c: Ctx, t: number) => {
  const d = new Date(t);
  return `W-${String(d.getUTCHours()).padStart(2, "0")}${String(d.getUTCMinutes()).padStart(2, "0")}-${c.r.int(1, 40)}`;
};
export const ms = (c: Ctx, lo: number, hi: number) => c.r.int(lo, hi);
