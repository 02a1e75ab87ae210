// Builds one window: chronic errors, noise, an optional incident with unrelated changes near it, then background.
import { Ctx } from "./ctx.js";
import { type Layout, lineCost, render } from "./formats.js";
import type { Incident } from "./incident-types.js";
import { NOISE, type NoiseKind } from "./noise.js";
import { chronic, chronicWarn, deploy, edgeReload } from "./ops.js";
import type { Rng } from "./rng.js";
import { fillBackground } from "./traffic.js";
import type { Estate, Format } from "./types.js";

export interface Spec {
  id: string;
  estate: Estate;
  format: Format;
  startMs: number;
  minutes: number;
  targetLines: number;
  main: NoiseKind;
  smalls: NoiseKind[];
  incident?: Incident;
  layout: Layout;
  chronicRate: number;
  chronicWarn: boolean;
  /** Unrelated deploys in a quiet window. */
  deploys: number;
  reload: boolean;
  /** Where in the window the fault starts (fraction). */
  faultAt: number;
}

export interface Built {
  lines: string[];
  incidentStart: string | null;
}

export function build(spec: Spec, rng: Rng): Built {
  const end = spec.startMs + spec.minutes * 60000;
  const c = new Ctx(rng, spec.estate, spec.startMs, end);
  chronic(c, spec.chronicRate);
  if (spec.chronicWarn) chronicWarn(c);
  NOISE[spec.main].run(c, spec.incident ? 0.7 : 1);
  for (const s of spec.smalls) NOISE[s].run(c, rng.float(0.2, 0.4));
  let incidentStart: string | null = null;
  const others = spec.estate.svcs.filter(
    (s) => s.kind !== "edge" && s.kind !== "db" && s.name !== spec.incident?.origin,
  );
  if (spec.incident) {
    const t0 = Math.round(spec.startMs + (end - spec.startMs) * spec.faultAt);
    incidentStart = new Date(t0).toISOString();
    spec.incident.run(c, t0);
    deploy(c, spec.incident.nearDeploy, t0 + rng.int(-150000, 90000));
    edgeReload(c, t0 + spec.incident.reloadAt, "routes");
  } else {
    for (let i = 0; i < spec.deploys; i++) deploy(c, rng.pick(others).name, c.at(rng.float(0.1, 0.9)));
    if (spec.reload) edgeReload(c, c.at(rng.float(0.1, 0.9)), "routes");
  }
  fillBackground(c, spec.targetLines, lineCost(spec.format, spec.layout));
  return { lines: render(c.evs, spec.format, spec.estate, c.skew, spec.layout), incidentStart };
}
