// Helpers the noise kinds and incidents share: how many, when, and the edge line of a request.
import { BROWSERS } from "./domain.js";
import { emitFlow, type FlowSpec, type Hop } from "./flows.js";
import type { Ctx, Ids, Level, NoiseSize, Service } from "./types.js";

/** A count for this noise size, scaled by the window length (12 minutes is the reference). */
export function count(c: Ctx, size: NoiseSize, lo: number, hi: number): number {
  const mins = (c.t1 - c.t0) / 60000;
  const k = size === "main" ? 1 : 0.22;
  return Math.max(size === "main" ? 3 : 1, Math.round(c.r.int(lo, hi) * k * (0.5 + mins / 24)));
}

export function times(c: Ctx, n: number, a = c.t0 + 5000, b = c.t1 - 5000): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(c.r.float(a, b));
  return out.sort((x, y) => x - y);
}

/** A span of the window some noise clusters in. */
export function span(c: Ctx, minFrac = 0.15, maxFrac = 0.5): [number, number] {
  const len = (c.t1 - c.t0) * c.r.float(minFrac, maxFrac);
  const a = c.r.float(c.t0 + 10000, c.t1 - len - 10000);
  return [a, a + len];
}

export function line(
  c: Ctx,
  t: number,
  s: Service,
  level: Level,
  msg: string,
  more: { stack?: string[]; logger?: string; ids?: Ids; stderr?: boolean; pod?: string } = {},
): void {
  c.emit({ t, svc: s, level, msg, ...more });
}

export function ua(c: Ctx): string {
  return c.r.pick(BROWSERS);
}

/** A request whose hops the caller writes; returns its ids. */
export function req(
  c: Ctx,
  t: number,
  spec: Partial<FlowSpec> & { method: string; path: string; status: number; ms: number; hops?: Hop[] },
): Ids {
  return emitFlow(c, t, { kind: "noise", ua: ua(c), hops: [], ...spec });
}

export function has(c: Ctx, ...roles: Parameters<Ctx["s"]>[0][]): boolean {
  return roles.every((r) => c.present.has(r));
}

export function jvm(s: Service): boolean {
  return s.runtime === "java" || s.runtime === "kotlin" || s.runtime === "keycloak";
}
