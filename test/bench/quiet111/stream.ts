// Builds one aggregated window: request traffic along the estate's routes, health checks, periodic jobs, a noisy
// service, deprecation notices, succeeding retries, an unrelated deploy, then noise kinds and an optional failure.
import type { Estate, Role } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";
import { deprecation, healthLine } from "./runtimes.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  emit(t: number, svc: string, level: Level, msg: string, req?: string): void;
  svc(role: Role): string;
  id(): string | undefined;
  /** Times spread over [from, to) of the window, about `n` of them. */
  spread(n: number, from?: number, to?: number): number[];
}

export interface Failure {
  origin: string;
  start: number;
  /** Share of requests through the origin that fail once it is broken. */
  rate: number;
  /** The origin's own INFO lines stop after the start. */
  silent?: boolean;
  onHit(ctx: Ctx, route: string[], at: number, t: number, req: string | undefined): void;
  extra(ctx: Ctx): void;
}

export interface WindowSpec {
  e: Estate;
  t0: number;
  minutes: number;
  lines: number;
  noise: ((ctx: Ctx) => void)[];
  deployAt: number;
  failure?: Failure;
}

const NOISY: [string, Level, (r: Rng) => string][] = [
  ["techapp", "error", (r) => `push token rejected by APNs: BadDeviceToken (device ${r.hex(8)}), token removed`],
  ["booking", "warn", (r) => `zip ${r.i(10000, 99999)} outside service area, returned empty availability`],
  [
    "review",
    "error",
    (r) => `webhook ${r.hex(8)} from review platform failed signature check (legacy endpoint /hooks/v1), dropped`,
  ],
  [
    "parts",
    "warn",
    (r) =>
      `supplier price for SKU ${r.p(["FLP-1/2-BRS", "IGN-LP-SI", "BRK-QO120"])} older than 30 days, using cached price`,
  ],
  [
    "dispatch",
    "error",
    (r) => `geofence event for unknown van ${r.p(["V00", "TEST-01", "LOANER-3"])} ignored (not in fleet roster)`,
  ],
  [
    "edge",
    "warn",
    (r) => `blocked request from ${r.i(11, 220)}.${r.i(0, 255)}.${r.i(0, 255)}.${r.i(1, 254)}: bot score 2 on /book`,
  ],
];

export function buildWindow(spec: WindowSpec, r: Rng): Rec[] {
  const { e } = spec;
  const t0 = spec.t0;
  const t1 = t0 + spec.minutes * 60000;
  const recs: (Rec & { keep?: boolean })[] = [];
  let keepMode = false;
  const ctx: Ctx = {
    r,
    e,
    t0,
    t1,
    emit(t, svc, level, msg, req) {
      if (t < t0 || t >= t1) return;
      recs.push({ t, svc, level, msg, req: e.ids ? req : undefined, keep: keepMode });
    },
    svc: (role) => e.role[role],
    id: () => (e.ids ? r.hex(16) : undefined),
    spread(n, from = 0, to = 1) {
      const out: number[] = [];
      const a = t0 + from * (t1 - t0);
      const b = t0 + to * (t1 - t0);
      const step = (b - a) / Math.max(1, n);
      for (let t = a + r.f(0, step); t < b; t += step * r.f(0.4, 1.6)) out.push(t);
      return out;
    },
  };
  const f = spec.failure;
  const svcs = Object.keys(e.runtime);

  // background fixtures first, so their share of the line budget is known
  const health = svcs.filter((_, i) => i % 3 === 0);
  for (const s of health)
    for (const t of ctx.spread(spec.minutes * 6)) ctx.emit(t, s, "info", healthLine(e.runtime[s], r));
  for (const s of svcs.filter((_, i) => i % 4 === 1)) {
    const d = deprecation(e.runtime[s], r);
    for (const t of ctx.spread(Math.max(1, Math.round(spec.minutes / 4)))) ctx.emit(t, s, "warn", d);
  }
  const [nRole, nLevel, nMsg] = NOISY[r.i(0, NOISY.length - 1)];
  for (const t of ctx.spread(spec.minutes * r.i(3, 8), 0, 1)) ctx.emit(t, e.role[nRole as Role], nLevel, nMsg(r));
  // periodic jobs
  const jobSvc = e.role.dispatch;
  for (const t of ctx.spread(spec.minutes)) {
    ctx.emit(t, jobSvc, "info", `reminder sweep: ${r.i(0, 40)} appointment reminders queued for tomorrow`);
  }
  for (const t of ctx.spread(Math.round(spec.minutes / 2))) {
    ctx.emit(t, e.role.parts, "info", `van stock snapshot exported: ${r.i(30, 90)} vans, ${r.i(2000, 9000)} rows`);
  }
  // succeeding retries
  for (const t of ctx.spread(Math.round(spec.minutes / 1.5))) {
    const s = e.role.techapp;
    ctx.emit(
      t,
      s,
      "warn",
      `retrying ${r.p(["GET", "POST"])} to ${e.role.dispatch} after ${r.p(["502", "connection reset", "503"])} (attempt 1/3)`,
    );
    ctx.emit(t + r.f(100, 900), s, "info", `retry succeeded on attempt 2 (${r.i(60, 400)}ms)`);
  }
  // an unrelated deploy / reload near the middle
  const dSvc = r.p(svcs.filter((s) => s !== f?.origin));
  ctx.emit(spec.deployAt, dSvc, "info", `Received SIGTERM, draining connections (rollout ${dSvc}-${r.hex(9)})`);
  ctx.emit(
    spec.deployAt + r.f(2000, 6000),
    dSvc,
    "info",
    `starting ${dSvc} version=${r.i(1, 4)}.${r.i(0, 40)}.${r.i(0, 9)} commit=${r.hex(7)}`,
  );
  ctx.emit(spec.deployAt + r.f(7000, 12000), dSvc, "info", "ready: listening on :8080");
  const other = r.p(svcs.filter((s) => s !== dSvc && s !== f?.origin));
  ctx.emit(
    spec.deployAt + r.f(-120000, 120000),
    other,
    "info",
    "config reloaded from configmap (3 keys changed: log.sampling, feature.new_eta_banner, cache.ttl)",
  );

  for (const n of spec.noise) n(ctx);
  if (f) {
    keepMode = true;
    f.extra(ctx);
    keepMode = false;
  }

  // request traffic fills the rest of the budget
  const hops = e.routes.reduce((a, x) => a + x.length, 0) / e.routes.length;
  const budget = Math.max(400, spec.lines - recs.length);
  const gap = (t1 - t0) / (budget / hops);
  for (let t = t0 + r.f(0, gap); t < t1; t += gap * r.f(0.3, 1.7)) {
    const route = r.p(e.routes);
    const req = ctx.id();
    const at = f && t >= f.start && route.includes(f.origin) && r.c(f.rate) ? route.indexOf(f.origin) : -1;
    let tt = t;
    for (let h = 0; at < 0 && h < route.length; h++) {
      tt += r.f(1, 18);
      ctx.emit(tt, route[h], "info", e.ok[route[h]](r), req);
    }
    if (at >= 0 && f) {
      keepMode = true;
      f.onHit(ctx, route, at, tt, req);
      keepMode = false;
    }
  }
  const kept = f?.silent
    ? recs.filter((x) => x.keep || x.svc !== f.origin || x.t < f.start || x.level !== "info")
    : recs;
  return kept.map(({ keep: _k, ...x }) => x);
}
