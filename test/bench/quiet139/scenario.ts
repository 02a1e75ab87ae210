// One window: choose its services, lay down the incident (if any), decoys, noise, background work and customer
// traffic up to the target size, then render it with per-service clock skew and write its label.
import { Ctx } from "./ctx.js";
import type { Svc } from "./estates.js";
import { linesOf, render } from "./formats.js";
import { CHRONIC, chronic, NOISE, restart } from "./noise.js";
import type { WindowPlan } from "./plan.js";
import type { Rng } from "./rng.js";
import { background, customerFlow } from "./traffic.js";
import type { Label, Rec } from "./types.js";

/** Noise kinds that put many ERROR lines or 5xx into a window. */
const LOUD = [
  "declines",
  "scanner",
  "disconnects",
  "restart",
  "deploy",
  "dupes",
  "crash",
  "killed",
  "vendor",
  "redis",
  "authz",
];

export interface Built {
  lines: string[];
  label: Omit<Label, "split" | "file">;
}

function chooseServices(p: WindowPlan, rng: Rng): Svc[] {
  const all = p.estate.services;
  const want = new Set<string>(all.filter((s) => s.role === "edge").map((s) => s.name));
  for (const n of p.incident?.needs ?? []) want.add(n);
  if (p.incident) want.add(p.incident.deployNear);
  for (const s of rng.shuffle(all)) {
    if (want.size >= p.services) break;
    if (p.incident?.category === "database" && s.role === "db") continue;
    want.add(s.name);
  }
  return all.filter((s) => want.has(s.name));
}

export function buildWindow(p: WindowPlan, rng: Rng): Built {
  const svcs = chooseServices(p, rng);
  const end = p.start + p.minutes * 60000;
  const ctx = new Ctx(rng, p.estate, svcs, p.start, end);
  const recs: Rec[] = [];
  const abouts: string[] = [];
  const inc = p.incident;
  const incStart = inc ? Math.round(ctx.at(rng.float(0.35, 0.6)) / 1000) * 1000 : undefined;

  if (inc && incStart !== undefined) {
    recs.push(...inc.build(ctx, incStart));
    recs.push(...restart(ctx, incStart + rng.pick([-1, 1]) * rng.int(40000, 140000), true, ctx.get(inc.deployNear)));
    for (const d of inc.decoys) {
      const n = NOISE.find((x) => x.id === d);
      if (n) recs.push(...n.gen(ctx, incStart + rng.int(-180000, 150000)));
    }
  }
  const chronics = rng.shuffle(CHRONIC);
  const wantChronic = rng.chance(0.75) ? 1 + +rng.chance(0.25) : 0;
  let gotChronic = 0;
  for (const c of chronics) {
    if (gotChronic >= wantChronic) break;
    const got = chronic(ctx, c);
    if (got.length) {
      recs.push(...got);
      abouts.push(c.about);
      gotChronic++;
    }
  }
  // Incident windows already hold a deploy near the fault; quiet ones always get at least one loud burst first.
  const pool = NOISE.filter((n) => !inc?.decoys.includes(n.id) && !(inc && ["restart", "deploy"].includes(n.id)));
  const loud = rng.shuffle(pool.filter((n) => LOUD.includes(n.id)));
  const kinds = inc
    ? rng.shuffle(pool)
    : [...loud.slice(0, 2), ...rng.shuffle(pool.filter((n) => !loud.slice(0, 2).includes(n)))];
  const wantNoise = inc ? rng.int(3, 6) : rng.int(6, 10);
  let gotNoise = 0;
  for (const n of kinds) {
    if (gotNoise >= wantNoise) break;
    const got = n.gen(ctx, ctx.at(rng.float(0.03, 0.9)));
    if (got.length) {
      recs.push(...got);
      abouts.push(n.about);
      gotNoise++;
    }
  }
  if (!inc) {
    // A quiet window still pages nobody, but it should look alarming: top up with loud bursts to a floor of errors.
    const floor = rng.int(12, 40);
    const errors = () =>
      recs.filter((r) => r.t >= p.start && r.t < end && (r.level === "error" || r.level === "fatal")).length;
    for (let i = 0; i < 12 && errors() < floor; i++) {
      const n = loud[i % Math.max(loud.length, 1)];
      if (!n) break;
      const got = n.gen(ctx, ctx.at(rng.float(0.03, 0.9)));
      recs.push(...got);
      if (got.length && !abouts.includes(n.about)) abouts.push(n.about);
    }
  }
  recs.push(...background(ctx));
  const fmt = p.format;
  const inWindow = (r: Rec) => r.t >= p.start && r.t < end;
  let count = recs.filter(inWindow).reduce((s, r) => s + linesOf(fmt, r), 0);
  let guard = 0;
  while (count < p.targetLines && guard++ < 200000) {
    const flow = customerFlow(ctx, ctx.at(rng.next()));
    for (const r of flow) if (inWindow(r)) count += linesOf(fmt, r);
    recs.push(...flow);
  }
  const skew = new Map(svcs.map((s) => [s.name, rng.int(-300, 300)]));
  const shown = recs.filter(inWindow);
  shown.sort((a, b) => a.t + (skew.get(a.svc) ?? 0) - (b.t + (skew.get(b.svc) ?? 0)));
  const lines = render(fmt, p.estate, shown, skew);

  const business = p.estate.business.split(" (")[0];
  const note = inc
    ? `${business}, ${svcs.length} services: ${inc.note}.`
    : `Quiet ${business} window of ${svcs.length} services with ${abouts.length ? abouts.join("; ") : "only routine traffic"} — nothing that needs action.`;
  return {
    lines,
    label: {
      id: p.id,
      format: fmt,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: incStart !== undefined ? new Date(incStart).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note,
      lines: lines.length,
    },
  };
}
