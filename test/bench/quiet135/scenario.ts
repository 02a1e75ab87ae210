// One window from its plan: chronic error, housekeeping and probes, the main and side noise, the incident
// if any, then customer traffic filling the line budget; sorted by printed (skewed) time and rendered.
import { housekeeping, probes, traffic } from "./background.js";
import { chronic } from "./chronic.js";
import { Ctx } from "./ctx.js";
import { extension, lineCost, render } from "./formats.js";
import type { Plan } from "./plan.js";
import { Rng } from "./rng.js";

export interface Built {
  file: string;
  text: string;
  lines: number;
  incidentStart: string | null;
  note: string;
}

const MIN_LINES = 1500;
const MAX_LINES = 10000;

export function buildScenario(p: Plan, seed: number): Built {
  let scale = 1;
  for (let attempt = 0; attempt < 6; attempt++) {
    const b = tryBuild(p, seed, scale);
    if (b) return b;
    scale *= 0.7;
  }
  throw new Error(`${p.id}: cannot fit ${MIN_LINES}-${MAX_LINES} lines`);
}

/** A dead process logs nothing: drop its lines while down, and whole requests that went through it. */
function dropDead(ctx: Ctx): void {
  if (ctx.downs.length === 0) return;
  const deadGroups = new Set<number>();
  for (const e of ctx.events) if (e.grp && ctx.isDown(e.svc, e.t)) deadGroups.add(e.grp);
  const kept = ctx.events.filter((e) => !ctx.isDown(e.svc, e.t) && !(e.grp && deadGroups.has(e.grp)));
  ctx.events.length = 0;
  ctx.events.push(...kept);
}

function tryBuild(p: Plan, seed: number, scale: number): Built | undefined {
  const r = new Rng(seed);
  const t0 = p.startMs;
  const t1 = t0 + p.minutes * 60000;
  const ctx = new Ctx(r, p.estate, t0, t1, scale);
  const dur = t1 - t0;

  // spans first, so kinds that change the background (GC ownership) can say so before it is written
  const mainFrom = t0 + r.float(0, dur * 0.25);
  const mainTo = t1 - r.float(0, dur * 0.15);
  const mainK = scale * (p.incident ? r.float(0.5, 0.9) : r.float(0.8, 1.3));
  const sides = p.side.map((s) => {
    const a = t0 + r.float(0, dur * 0.6);
    return { s, a, b: Math.min(t1, a + r.float(dur * 0.25, dur * 0.6)), k: scale * r.float(0.2, 0.45) };
  });
  const start = p.incident ? Math.round(t0 + dur * r.float(0.3, 0.58)) : null;
  if (p.incident && start !== null) p.incident.prepare?.(ctx, start);
  p.main.prepare?.(ctx, mainFrom, mainTo, mainK);
  for (const x of sides) x.s.prepare?.(ctx, x.a, x.b, x.k);

  const chronicNote = p.chronic ? chronic(ctx) : undefined;
  housekeeping(ctx);
  probes(ctx);
  p.main.run(ctx, mainFrom, mainTo, mainK);
  for (const x of sides) x.s.run(ctx, x.a, x.b, x.k);
  if (p.incident && start !== null) p.incident.run(ctx, start);

  // traffic fills the budget; whole request groups are thinned if it overshoots
  const cost = () => ctx.events.reduce((s, e) => s + lineCost(e, p.format), 0);
  let total = cost();
  const budget = Math.max(p.targetLines, Math.min(MAX_LINES - 300, total + 900));
  for (let pass = 0; pass < 4 && total < budget * 0.93; pass++) {
    const need = budget - total;
    traffic(ctx, t0, t1, ((need / p.minutes) * 1.15) / 1.7);
    total = cost();
  }
  dropDead(ctx);
  total = cost();
  if (total > budget) {
    const groups = new Map<number, number>();
    for (const e of ctx.events) if (e.grp) groups.set(e.grp, (groups.get(e.grp) ?? 0) + lineCost(e, p.format));
    const drop = new Set<number>();
    let over = total - budget;
    for (const g of r.shuffle([...groups.keys()])) {
      if (over <= 0) break;
      drop.add(g);
      over -= groups.get(g) ?? 0;
    }
    const kept = ctx.events.filter((e) => !e.grp || !drop.has(e.grp));
    ctx.events.length = 0;
    ctx.events.push(...kept);
    total = cost();
  }
  if (total < MIN_LINES || total > MAX_LINES) return undefined;

  const skew = (svc: string) => ctx.pods.get(svc)?.skew ?? 0;
  const events = [...ctx.events].sort((a, b) => a.t + skew(a.svc) - (b.t + skew(b.svc)) || a.seq - b.seq);
  const lines = render(ctx, p.format, events);

  const note = p.incident
    ? `${p.estate.name}: ${p.incident.note}`
    : `Quiet ${p.estate.name} window: ${p.main.what}, beside ${p.side.map((s) => s.what).join("; ")}${chronicNote ? `, and ${chronicNote}` : ""}; nothing to act on.`;

  return {
    file: `${p.id}.${extension(p.format)}`,
    text: `${lines.join("\n")}\n`,
    lines: lines.length,
    incidentStart: start === null ? null : new Date(start).toISOString(),
    note,
  };
}
