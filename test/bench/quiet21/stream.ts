// Builds one window: baseline traffic, jobs and standing noise of the estate, the alarming-but-harmless episodes,
// an optional failure; then per-service clock skew, sorting by printed time and rendering in one format.
import { type Ctx, MIN, poisson } from "./ctx.js";
import { ESTATES, type EstateId, health } from "./estates.js";
import { type Format, render } from "./formats.js";
import type { Incident } from "./incidents.js";
import type { Noise } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface Spec {
  idx: number;
  estate: EstateId;
  format: Format;
  noises: Noise[];
  incident?: Incident;
}

export interface Built {
  text: string;
  lines: number;
  incidentStart: number | null;
  services: string[];
  minutes: number;
}

const HOURS = [0, 1, 2, 3, 3, 4, 5, 6, 13, 22, 23];

export function build(spec: Spec, rng: Rng): Built {
  const est = ESTATES[spec.estate];
  const day = Date.UTC(2026, 9, 20) + spec.idx * 86400000;
  const t0 = day + rng.pick(HOURS) * 3600000 + rng.int(0, 11) * 5 * 60000 + rng.int(0, 59) * 1000;
  const offset = spec.incident ? rng.int(3 * 60, 8 * 60) * 1000 : 0;
  const minutes = Math.max(rng.int(6, 20), spec.incident ? Math.ceil(offset / MIN) + 5 : 0);
  const t1 = t0 + minutes * MIN;
  const c: Ctx = {
    rng,
    t0,
    t1,
    svcs: new Set(est.services),
    out: [],
    ids: est.ids,
    silentFrom: new Map(),
    dampen: new Map(),
  };
  const start = spec.incident ? t0 + offset + rng.int(0, 59) * 1000 : null;
  if (spec.incident && start !== null) spec.incident.run(c, start);

  // the harmless episodes; each file's main one lands where an on-call engineer would notice it
  spec.noises.forEach((n, i) => {
    const span = t1 - t0;
    const at = t0 + (i === 0 ? 0.2 + rng.next() * 0.35 : rng.next() * 0.7) * span;
    n.run(c, Math.round(at));
  });
  const noiseSvcs = new Set(c.out.map((e) => e.svc));

  const target = rng.int(1900, 7400);
  const perMin = Math.max(20, (target - est.services.length * 3 * minutes) / minutes / 3.1);
  poisson(c, t0, t1, perMin, (t) => est.flow(c, t));
  est.jobs(c);
  est.noisy(c);
  est.deprecations(c);
  est.retries(c);
  est.services.forEach((s, i) => {
    health(c, s, i);
  });
  // an unrelated rollout near the failure (or somewhere in the middle of a quiet window)
  const deployAt = (start ?? t0 + rng.int(2, minutes - 2) * MIN) + rng.int(-150, 120) * 1000;
  const needs = new Set(spec.incident?.needs ?? []);
  const others = est.services.filter((s) => !needs.has(s) && s !== spec.incident?.origin);
  est.deploy(c, Math.max(t0 + 5000, deployAt), rng.pick(others));

  // keep 8-10 services: drop a few that neither the failure nor the episodes need
  const droppable = others.filter((s) => !noiseSvcs.has(s));
  rng.shuffle(droppable);
  const drop = new Set(droppable.slice(0, Math.min(droppable.length, rng.int(0, 2))));
  const services = est.services.filter((s) => !drop.has(s));

  const skew = new Map(services.map((s) => [s, rng.int(-300, 300)]));
  const node = new Map(services.map((s) => [s, rng.int(0, 3)]));
  const evs = c.out
    .filter((e) => !drop.has(e.svc) && e.t >= t0 && e.t < t1)
    .map((e, i) => ({ e, i, p: e.t + (skew.get(e.svc) ?? 0) }));
  evs.sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...services.map((s) => s.length + 2)) + 1;
  const rc = { namespace: est.namespace, width, node: (s: string) => node.get(s) ?? 0 };
  const out: string[] = [];
  for (const { e, p } of evs) out.push(...render(spec.format, e, p, rc));
  return { text: `${out.join("\n")}\n`, lines: out.length, incidentStart: start, services, minutes };
}
