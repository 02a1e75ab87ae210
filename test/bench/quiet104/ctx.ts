// What every generator of one window shares: the estate, seeded draws and the id shapes of golf bookings.
import type { Estate, Role, Runtime } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  rng: Rng;
  est: Estate;
  day: string; // YYYY-MM-DD of the window
  n(role: Role): string;
  has(role: Role): boolean;
  rt(svc: string): Runtime;
  trace(): string | undefined;
  course(): string;
  member(): string;
  booking(): string;
  teeTime(fromH?: number, toH?: number): string;
  money(lo: number, hi: number): string;
  ip(): string;
  cart(): number;
}

export function makeCtx(rng: Rng, est: Estate, day: string): Ctx {
  return {
    rng,
    est,
    day,
    n: (r) => {
      const s = est.roles[r];
      if (!s) throw new Error(`${est.key} has no ${r}`);
      return s;
    },
    has: (r) => est.roles[r] !== undefined,
    rt: (svc) => est.runtime[svc] ?? "node",
    trace: () => (est.trace === "w3c" ? rng.hex(32) : est.trace === "req" ? `req-${rng.hex(16)}` : undefined),
    course: () => rng.pick(est.courses),
    member: () => `${est.memberPrefix}${rng.int(10000, 99999)}`,
    booking: () => `BK-${rng.hex(8).toUpperCase()}`,
    teeTime: (fromH = 6, toH = 16) => {
      const h = rng.int(fromH, toH);
      const m = rng.int(0, 5) * 10 + rng.pick([0, 0, 8]);
      return `${String(h).padStart(2, "0")}:${String(Math.min(m, 59)).padStart(2, "0")}`;
    },
    money: (lo, hi) => rng.float(lo, hi).toFixed(2),
    ip: () => `${rng.pick([66, 73, 98, 172, 185, 203])}.${rng.int(1, 254)}.${rng.int(1, 254)}.${rng.int(1, 254)}`,
    cart: () => rng.int(1, 96),
  };
}

export const ev = (t: number, svc: string, level: Level, msg: string, more: Partial<Ev> = {}): Ev => ({
  t: Math.round(t),
  svc,
  level,
  msg,
  ...more,
});

/** Spreads `count` event groups over [t0, t0+dur) with jitter. */
export function spread(ctx: Ctx, t0: number, dur: number, count: number, f: (t: number, i: number) => Ev[]): Ev[] {
  const out: Ev[] = [];
  for (let i = 0; i < count; i++) out.push(...f(t0 + ((i + ctx.rng.next()) * dur) / Math.max(1, count), i));
  return out;
}

/** An access-log line as each runtime's usual middleware writes it. */
export function access(ctx: Ctx, svc: string, method: string, path: string, status: number, ms: number): string {
  switch (ctx.rt(svc)) {
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc}${path} - ${status} - application/json ${ms.toFixed(4)}ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${ctx.rng.int(120, 9000)} ${ms}ms`;
    case "go":
      return `method=${method} path=${path} status=${status} dur=${ms}ms`;
    case "ruby":
      return `Completed ${status} ${status === 200 ? "OK" : status === 201 ? "Created" : ""} in ${ms}ms (ActiveRecord: ${(ms / 4).toFixed(1)}ms) ${method} ${path}`.replace(
        "  ",
        " ",
      );
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    default:
      return `${method} ${path} ${status} ${ms}ms`;
  }
}

export const lvlFor = (status: number): Level => (status >= 500 ? "ERROR" : status >= 400 ? "WARN" : "INFO");
