// Builds one window: baseline, noise, an optional failure, an unrelated change, skew, and the rendered lines.
import {
  airTraffic,
  deprecations,
  healthChecks,
  noisyService,
  periodicJobs,
  succeedingRetries,
  telecomTraffic,
  unrelatedChange,
} from "./baseline.js";
import { makeCtx } from "./ctx.js";
import type { Estate } from "./estates.js";
import { type Format, render } from "./formats.js";
import type { IncidentKind } from "./incidents.js";
import type { NoiseKind } from "./quiet.js";
import { int, mulberry32, pick } from "./rng.js";
import { Stream } from "./stream.js";

export interface WindowSpec {
  seed: number;
  estate: Estate;
  format: Format;
  start: number;
  minutes: number;
  reqPerMin: number;
  noise: NoiseKind[];
  incident?: IncidentKind;
  /** minutes of baseline before the failure */
  leadMin?: number;
}

const MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

export function buildWindow(w: WindowSpec): { lines: string[]; incidentStart: number | null } {
  const r = mulberry32(w.seed);
  const a = w.start;
  const b = a + w.minutes * 60000;
  const s = new Stream(r, a, b);
  const day = new Date(a);
  const dd = `${String(day.getUTCDate()).padStart(2, "0")}${MON[day.getUTCMonth()]}`;
  const c = makeCtx(s, w.estate, r, dd);

  if (w.estate.domain === "telecom") telecomTraffic(c, a, b, w.reqPerMin);
  else airTraffic(c, a, b, w.reqPerMin);
  healthChecks(c, a, b);
  periodicJobs(c, a, b);
  noisyService(c, a, b);
  deprecations(c, a, b);
  succeedingRetries(c, a, b);
  for (const k of w.noise) k.lay(c, a, b);

  let t0: number | null = null;
  const inc = w.incident;
  if (inc) {
    t0 = a + Math.round((w.leadMin ?? 5) * 60000) + int(r, 0, 59) * 1000;
    inc.lay(c, t0, b);
  }
  // an unrelated deploy or config reload close to the failure (or somewhere in a quiet window)
  const others = w.estate.services.filter((x) => !inc || x.role !== inc.originRole);
  const other = pick(r, others);
  const tc = t0 !== null ? t0 + int(r, -150, 90) * 1000 : a + (b - a) * (0.3 + 0.4 * r());
  unrelatedChange(c, tc, other.name, other.rt);

  const skew = new Map(w.estate.services.map((x) => [x.name, int(r, -300, 300)]));
  const width = Math.max(...w.estate.services.map((x) => x.name.length + 2)) + 1;
  const ctx = {
    format: w.format,
    namespace: w.estate.namespace,
    hostOf: (svc: string) =>
      `${svc}-${(svc.length * 7919) % 97 > 48 ? "7d9f6c" : "5b8c4d"}-${svc.slice(0, 1)}${svc.length % 10}q2x`,
    composeWidth: width,
  };
  const lines = s.finish(skew).flatMap((e) => render(e, ctx));
  return { lines, incidentStart: t0 };
}
