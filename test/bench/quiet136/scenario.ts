// Builds one window: background, chronic errors, noise, confounders, an optional incident, then renders it.
import { appConfigReload, chronicsOf, deploy, proxyReload, runChronic } from "./chronic.js";
import { Ctx } from "./context.js";
import { estateByKey } from "./estates.js";
import { type RenderCtx, render, resetFormatCache } from "./formats.js";
import { NOISE } from "./noise.js";
import { Rng } from "./rng.js";
import { chatter, resetAddrs, traffic } from "./traffic.js";
import type { Estate, Ev, Format, Incident } from "./types.js";

export interface Plan {
  estate: Estate["key"];
  format: Format;
  minutes: number;
  targetLines: number;
  start: number;
  main: string | null;
  side: string[];
  chronics: number[];
  incident: Incident | null;
  /** "batched": lines arrive in per-service shipper batches instead of strict time order. */
  order: "time" | "batched";
  seed: number;
}

export interface Built {
  lines: string[];
  incidentStart: number | null;
}

function once(p: Plan, rps: number): Built {
  resetAddrs();
  resetFormatCache();
  const r = new Rng(p.seed);
  const estate = estateByKey(p.estate);
  const end = p.start + p.minutes * 60000;
  const ctx = new Ctx(r, estate, p.start, end);
  for (const s of estate.svcs) ctx.skew.set(s.name, r.int(-300, 300));
  const span = end - p.start;
  let t0: number | null = null;

  chatter(ctx);
  const chronics = chronicsOf(estate);
  p.chronics.forEach((ci, k) => {
    runChronic(ctx, chronics[ci % chronics.length], k === 0 ? r.int(1200, 3000) : r.int(5000, 12000));
  });

  if (p.main)
    NOISE[p.main](ctx, {
      from: p.start + r.float(0, 0.2) * span,
      to: end - r.float(0, 0.1) * span,
      weight: r.float(1.3, 2.2),
    });
  for (const k of p.side) {
    const a = p.start + r.float(0, 0.6) * span;
    NOISE[k](ctx, { from: a, to: Math.min(end, a + r.float(0.2, 0.5) * span), weight: r.float(0.25, 0.5) });
  }
  if (p.incident) {
    t0 = Math.round(p.start + r.float(0.35, 0.6) * span);
    p.incident.apply(ctx, t0);
  }
  // unrelated changes: a release somewhere, a proxy or app config reload
  const near = t0 ?? p.start + r.float(0.3, 0.7) * span;
  const others = estate.svcs.filter((s) => s.name !== p.incident?.origin && s.name !== estate.proxy);
  if (r.chance(0.7))
    deploy(ctx, r.pick(others).name, near + r.int(-150000, 150000), `${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 9)}`);
  if (r.chance(0.5)) proxyReload(ctx, near + r.int(-200000, 200000));
  if (r.chance(0.5)) appConfigReload(ctx, r.pick(others).name, p.start + r.float(0.1, 0.9) * span);

  traffic(ctx, rps);

  const evs = ctx.finished();
  const printed = (e: Ev) => e.t + (ctx.skew.get(e.svc) ?? 0);
  let sorted: Ev[];
  if (p.order === "time") {
    sorted = evs
      .map((e, i) => [e, i] as const)
      .sort((a, b) => printed(a[0]) - printed(b[0]) || a[1] - b[1])
      .map((x) => x[0]);
  } else {
    // per-service batches shipped every ~5 s, each batch in time order
    const shipOffset = new Map(estate.svcs.map((s) => [s.name, r.int(0, 4999)]));
    const key = (e: Ev) => Math.floor((printed(e) + (shipOffset.get(e.svc) ?? 0)) / 5000);
    sorted = evs
      .map((e, i) => [e, i] as const)
      .sort(
        (a, b) =>
          key(a[0]) - key(b[0]) ||
          (shipOffset.get(a[0].svc) ?? 0) - (shipOffset.get(b[0].svc) ?? 0) ||
          printed(a[0]) - printed(b[0]) ||
          a[1] - b[1],
      )
      .map((x) => x[0]);
  }
  const rc: RenderCtx = {
    svcs: ctx.svcMap,
    skew: ctx.skew,
    namespace: estate.namespace,
    pods: new Map(
      estate.svcs.map((s) => [s.name, `${s.name.replace(/_/g, "-")}-${r.hex(10)}-${r.alnum(5).toLowerCase()}`]),
    ),
    hosts: new Map(
      estate.svcs.map((s) => [s.name, `ip-10-0-${r.int(0, 63)}-${r.int(2, 250)}.eu-west-2.compute.internal`]),
    ),
  };
  const lines: string[] = [];
  for (const e of sorted) lines.push(...render(p.format, e, rc));
  return { lines, incidentStart: t0 };
}

/** Builds the window, adjusting the request rate until the line count is near the target. */
export function buildWindow(p: Plan): Built {
  let rps = Math.max(0.05, (p.targetLines - p.minutes * 160) / (p.minutes * 60 * 3.2));
  let b = once(p, rps);
  for (let i = 0; i < 5; i++) {
    const n = b.lines.length;
    if (n >= p.targetLines * 0.88 && n <= p.targetLines * 1.12 && n >= 1500 && n <= 10000) break;
    const base = once(p, 0.0001).lines.length;
    const per = Math.max(1, (n - base) / (rps * p.minutes * 60));
    rps = Math.max(0.02, (p.targetLines - base) / (per * p.minutes * 60));
    b = once(p, rps);
  }
  if (b.lines.length < 1500 || b.lines.length > 10000) throw new Error(`window out of range: ${b.lines.length} lines`);
  return b;
}
