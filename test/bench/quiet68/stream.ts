// One aggregated stream: the scenario context, per-service clock skew, muting, sorting by printed time, rendering.
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  start: number;
  end: number;
  evs: Ev[];
  muted: { svc: string; from: number; keep: number; levels: Level[]; except?: RegExp }[];
  svc(role: Role): string;
  emit(role: Role, t: number, level: Level, msg: string, stack?: string, trace?: string): void;
  store(): string;
  order(): string;
  member(): string;
  tid(): string | undefined;
}

export function makeCtx(r: Rng, e: Estate, start: number, end: number): Ctx {
  const c: Ctx = {
    r,
    e,
    start,
    end,
    evs: [],
    muted: [],
    svc: (role) => e.roles[role],
    emit(role, t, level, msg, stack, trace) {
      if (t < start || t >= end) return;
      const ev: Ev = { t, svc: e.roles[role], level, msg };
      if (stack) ev.stack = stack;
      if (trace) ev.trace = trace;
      c.evs.push(ev);
    },
    store: () => `${e.storePrefix}${String(r.int(101, 100 + e.stores)).padStart(4, "0")}`,
    order: () => `${e.orderPrefix}${r.int(1000000, 9999999)}`,
    member: () => `${e.memberPrefix}${r.int(100000, 999999)}`,
    tid: () => (e.traces ? r.hex(16) : undefined),
  };
  return c;
}

/** Applies muting and skew, sorts by printed time and renders; returns the file's lines. */
export function finish(c: Ctx, fmt: Format): string[] {
  const skew = new Map<string, number>();
  const names = [...new Set(Object.values(c.e.roles))];
  for (const s of names) skew.set(s, c.r.int(-300, 300));
  const pad = Math.max(...names.map((s) => s.length)) + 4;
  const kept = c.evs.filter((ev) => {
    for (const m of c.muted) {
      if (ev.svc !== m.svc || ev.t < m.from || !m.levels.includes(ev.level) || m.except?.test(ev.msg)) continue;
      if (c.r.next() >= m.keep) return false;
    }
    return true;
  });
  const printed = kept.map((ev) => ({ ev, p: Math.round(ev.t + (skew.get(ev.svc) ?? 0)) }));
  printed.sort((a, b) => a.p - b.p);
  const out: string[] = [];
  for (const { ev, p } of printed) {
    const replica = (ev.svc.length * 7 + (p % 3)) % 3;
    out.push(...render(fmt, ev, p, c.e.ns, pad, replica));
  }
  return out;
}
