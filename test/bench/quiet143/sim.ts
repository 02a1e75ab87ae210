// A window being simulated: the clock, per-service clock skew, emitting records, and the request traffic that flows
// through the estate's routes (with an optional fault that breaks requests passing one service).
import { type Estate, edgeLine, type Route } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export type Lines = Array<[Level, string]>;

/** A fault at one service: which requests it breaks, what the origin logs, how each caller words it. */
export interface Fault {
  at: string;
  from: number;
  until?: number;
  rate: number | ((t: number) => number);
  affects?: (route: Route) => boolean;
  origin: (r: Rng, t: number) => [Level, string] | null;
  up: Record<string, (r: Rng, callee: string) => Lines>;
  edge: (r: Rng) => { status: number; ms: number; flags?: string };
  delay?: [number, number];
  hop?: [number, number];
}

export class Win {
  readonly recs: Rec[] = [];
  /** Services noise episodes must not pick (an incident's origin). */
  readonly protect = new Set<string>();
  private readonly skews = new Map<string, number>();
  constructor(
    readonly r: Rng,
    readonly e: Estate,
    readonly t0: number,
    readonly span: number,
    readonly services: Set<string>,
  ) {}

  get end(): number {
    return this.t0 + this.span;
  }
  /** Services a noise episode may pick at random: not the edge, not protected. */
  bystanders(): string[] {
    return [...this.services].filter((s) => s !== this.e.edge && !this.protect.has(s));
  }
  has(svc: string): boolean {
    return this.services.has(svc);
  }
  at(frac: number): number {
    return this.t0 + frac * this.span;
  }
  emit(t: number, svc: string, level: Level, msg: string, req?: string): void {
    if (!this.services.has(svc) || t < this.t0 || t >= this.end) return;
    let skew = this.skews.get(svc);
    if (skew === undefined) {
      skew = this.r.i(-150, 150);
      this.skews.set(svc, skew);
    }
    this.recs.push({ t, skew, svc, level, msg, req });
  }
  /** Calls fn about every `sec` seconds (jittered) between two fractions of the window. */
  every(from: number, to: number, sec: number, fn: (t: number) => void): void {
    for (let t = this.at(from) + this.r.f(0, sec * 1000); t < this.at(to); t += sec * 1000 * this.r.f(0.75, 1.25))
      fn(t);
  }
  /** Request id for one hop according to the estate's habit. */
  reqId(svc: string, trace: string): string | undefined {
    switch (this.e.habit) {
      case "none":
        return undefined;
      case "traceparent":
        return `00-${trace}-${this.r.hex(16)}-01`;
      case "xrid":
        return `${trace.slice(0, 8)}-${trace.slice(8, 12)}-4${trace.slice(13, 16)}-a${trace.slice(17, 20)}-${trace.slice(20, 32)}`;
      default:
        return this.e.traced.includes(svc) ? trace.slice(0, 20) : undefined;
    }
  }
}

const okStatus = (r: Rng, method: string) =>
  r.c(0.012)
    ? 404
    : r.c(0.006)
      ? 401
      : method === "POST"
        ? r.p([200, 201, 201])
        : method === "GET"
          ? r.p([200, 200, 200, 304])
          : 200;

/** Request traffic for the whole window: about `lines` lines of healthy hops, with failures where `fault` bites. */
export function traffic(w: Win, lines: number, fault?: Fault): void {
  const r = w.r;
  const routes = w.e.routes.filter((x) => x.path.every((s) => w.has(s)));
  const total = routes.reduce((s, x) => s + x.weight, 0);
  const avg = routes.reduce((s, x) => s + x.weight * x.path.length, 0) / total;
  const gap = w.span / Math.max(20, lines / avg);
  const pick = () => {
    let k = r.f(0, total);
    for (const x of routes) {
      k -= x.weight;
      if (k <= 0) return x;
    }
    return routes[routes.length - 1];
  };
  for (let t = w.t0 + r.f(0, gap); t < w.end; t += gap * r.f(0.3, 1.7)) {
    const route = pick();
    const trace = r.hex(32);
    const uri = route.uri(r);
    const p = route.path;
    const rate = fault ? (typeof fault.rate === "number" ? fault.rate : fault.rate(t)) : 0;
    const live = fault && t >= fault.from && t < (fault.until ?? Number.POSITIVE_INFINITY);
    const hit = !!fault && !!live && p.includes(fault.at) && (fault.affects ? fault.affects(route) : true) && r.c(rate);
    const cut = hit && fault ? p.indexOf(fault.at) : p.length;
    let tt = t;
    for (let h = 0; h < p.length && h < cut; h++) {
      tt += r.f(1, 12);
      if (p[h] === w.e.edge) continue;
      if (r.c(0.9)) w.emit(tt, p[h], "info", w.e.ok[p[h]](r), w.reqId(p[h], trace));
    }
    if (!hit || !fault) {
      for (let h = cut; h < p.length; h++) {
        tt += r.f(2, 40);
        if (p[h] !== w.e.edge && h > 0 && r.c(0.9)) w.emit(tt, p[h], "info", w.e.ok[p[h]](r), w.reqId(p[h], trace));
      }
      if (p[0] === w.e.edge) {
        const took = Math.round(tt - t + r.f(5, 250));
        w.emit(
          tt + r.f(1, 5),
          w.e.edge,
          "info",
          edgeLine(w.e, r, {
            method: route.method,
            uri,
            status: okStatus(r, route.method),
            ms: took,
            upstream: p[1],
            req: w.reqId(w.e.edge, trace),
          }),
          w.reqId(w.e.edge, trace),
        );
      }
      continue;
    }
    let te = tt + (fault.delay ? r.f(...fault.delay) : r.f(2, 80));
    const o = fault.origin(r, te);
    if (o) w.emit(te, fault.at, o[0], o[1], w.reqId(fault.at, trace));
    for (let h = cut - 1; h >= 0; h--) {
      te += fault.hop ? r.f(...fault.hop) : r.f(2, 30);
      const svc = p[h];
      if (svc === w.e.edge) {
        const s = fault.edge(r);
        const level: Level = s.status >= 500 ? "warn" : "info";
        const rid = w.reqId(svc, trace);
        w.emit(
          te,
          svc,
          level,
          edgeLine(w.e, r, {
            method: route.method,
            uri,
            status: s.status,
            ms: s.ms,
            upstream: p[1],
            req: rid,
            flags: s.flags,
          }),
          rid,
        );
        continue;
      }
      const say = fault.up[svc] ?? fault.up["*"];
      if (!say) continue;
      for (const [lv, m] of say(r, p[h + 1])) w.emit(te, svc, lv, m, w.reqId(svc, trace));
    }
  }
  for (const [sec, svc, fn] of w.e.background) {
    w.every(0, 1, sec, (t) => {
      const [lv, m] = fn(r);
      w.emit(t, svc, lv, m);
    });
  }
}
