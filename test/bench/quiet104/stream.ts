// Builds one aggregated window: background, noise episodes, an optional broken service; skews clocks, sorts by
// printed time and renders the chosen format.
import { type Ctx, makeCtx } from "./ctx.js";
import { type Estate, services } from "./estates.js";
import { type Ev, type Format, type Printed, renderLines } from "./formats.js";
import type { IncidentDef } from "./incidents.js";
import { type NoiseKind, restart } from "./quiet.js";
import type { Rng } from "./rng.js";
import { background, configReload, requests } from "./traffic.js";

export interface WindowSpec {
  estate: Estate;
  noise: NoiseKind[];
  incident?: IncidentDef;
  format: Format;
  day: string;
}

export interface BuiltWindow {
  text: string;
  lines: number;
  start: number;
  end: number;
  incidentStart: number | null;
  origin: string | null;
}

const MIN = 60_000;

export function buildWindow(rng: Rng, spec: WindowSpec): BuiltWindow {
  const c: Ctx = makeCtx(rng, spec.estate, spec.day);
  const inc = spec.incident;
  const minutes = inc ? rng.int(12, 20) : rng.int(6, 20);
  const [y, mo, d] = spec.day.split("-").map(Number) as [number, number, number];
  const t0 = Date.UTC(y, mo - 1, d, rng.int(11, 16), rng.int(0, 59), rng.int(0, 59), rng.int(0, 999));
  const t1 = t0 + minutes * MIN;
  const target = rng.int(2200, 8000);
  const perSec = Math.max(0.35, (target - 60 * minutes - 350) / (3.4 * minutes * 60));
  const start = inc ? t0 + rng.int(180, 480) * 1000 + rng.int(0, 999) : null;
  const origin = inc ? c.n(inc.role) : null;

  const evs: Ev[] = [];
  evs.push(...background(c, t0, t1, rng.int(0, 2)).events);
  for (const k of spec.noise) evs.push(...k.gen(c, t0, t1));
  const svcs = services(spec.estate);
  if (inc && start !== null) {
    evs.push(...inc.extra(c, start, t1));
  } else {
    const s = rng.pick(svcs);
    evs.push(...restart(c, s, rng.float(t0 + MIN, t1 - 2 * MIN)));
    if (rng.chance(0.6)) evs.push(configReload(c, rng.pick(svcs), rng.float(t0, t1)));
  }
  evs.push(
    ...requests(c, t0, t1, perSec, (ep, t, tr) => {
      if (!inc || start === null || t < start || !inc.hits(ep)) return null;
      const dt = t - start;
      return rng.chance(inc.rate(dt)) ? inc.fail(c, ep, t, tr, dt) : null;
    }),
  );

  const skew = new Map(svcs.map((s) => [s, rng.int(-300, 300)]));
  const printed: Printed[] = [];
  for (const e of evs) {
    if (e.t < t0 || e.t >= t1) continue;
    if (
      inc?.silence &&
      start !== null &&
      e.svc === origin &&
      e.t > start &&
      (e.level === "INFO" || e.level === "DEBUG") &&
      rng.chance(0.92)
    )
      continue;
    printed.push({ ...e, pt: e.t + (skew.get(e.svc) ?? 0) });
  }
  printed.sort((a, b) => a.pt - b.pt);
  const pods = new Map(svcs.map((s) => [s, `${s}-${rng.hex(9)}-${rng.hex(5)}`]));
  const pad = Math.max(...svcs.map((s) => s.length)) + 4;
  const rc = {
    project: spec.estate.namespace,
    namespace: spec.estate.namespace,
    pad,
    hostOf: (s: string) => pods.get(s) ?? s,
  };
  const lines: string[] = [];
  for (const p of printed) lines.push(...renderLines(spec.format, p, rc));
  return { text: `${lines.join("\n")}\n`, lines: lines.length, start: t0, end: t1, incidentStart: start, origin };
}
