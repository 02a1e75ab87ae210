// Assembles one window: background, traffic, noise and maybe a failure; applies clock skew, sorts by printed time
// and renders the file.
import {
  deployOrReload,
  deprecations,
  healthChecks,
  noisyService,
  periodicJobs,
  succeedingRetries,
} from "./background.js";
import { type Ctx, type Estate, has, type Role } from "./estates.js";
import { type Format, type LogEvent, render } from "./formats.js";
import type { Impair, IncidentDef } from "./incidents.js";
import { fits, type NoiseKind } from "./quiet.js";
import type { Rng } from "./rng.js";
import { traffic } from "./traffic.js";

export interface WindowSpec {
  est: Estate;
  format: Format;
  t0: number;
  minutes: number;
  noise: NoiseKind[];
  incident?: IncidentDef;
}

export interface WindowOut {
  text: string;
  lines: number;
  start: number | null;
}

export function buildWindow(r: Rng, spec: WindowSpec): WindowOut {
  const { est } = spec;
  const t0 = spec.t0;
  const t1 = t0 + spec.minutes * 60000;
  const events: LogEvent[] = [];
  const impairs: Impair[] = [];
  const silences: { role: Role; from: number; to: number }[] = [];
  const name = (role: Role) => {
    const s = est.services[role];
    if (!s) throw new Error(`${est.key} has no ${role}`);
    return s.name;
  };
  const ctx: Ctx = {
    r,
    est,
    t0,
    t1,
    name,
    rt: (role) => est.services[role]?.rt ?? "go",
    trace: () => (est.traces ? r.hex(16) : undefined),
    impaired: (role, t) =>
      impairs.reduce((m, x) => (x.role === role && t >= x.from && t < x.to ? Math.max(m, x.p) : m), 0),
    emit(role, t, level, msg, extra) {
      if (!has(est, role) || t < t0 || t >= t1) return;
      const ev: LogEvent = { t, svc: name(role), level, msg, ...extra };
      if (!est.traces) delete ev.trace;
      if (ev.trace === undefined) delete ev.trace;
      (ev as LogEvent & { role?: Role }).role = role;
      events.push(ev);
    },
  };

  let start: number | null = null;
  let deployAt = t0 + r.int(2, Math.max(3, spec.minutes - 2)) * 60000 + r.int(0, 59000);
  let deployRole: Role = r.pick(Object.keys(est.services) as Role[]);
  if (spec.incident) {
    const inc = spec.incident;
    start = t0 + inc.lead * 60000 + r.int(0, 50) * 1000;
    const got = inc.gen(ctx, start);
    impairs.push(...got.impair);
    silences.push(...got.silence);
    deployAt = start + (r.chance(0.5) ? -1 : 1) * r.int(40, 150) * 1000;
    deployRole = inc.bystander;
  }

  traffic(ctx, (1.8 + r.next() * 2) * Math.min(1, 11 / spec.minutes));
  healthChecks(ctx);
  periodicJobs(ctx);
  noisyService(ctx, spec.incident?.role);
  deprecations(ctx);
  succeedingRetries(ctx);
  deployOrReload(ctx, deployRole, deployAt, r.chance(0.3));
  if (r.chance(0.5)) {
    const other = r.pick(Object.keys(est.services) as Role[]);
    deployOrReload(ctx, other, t0 + r.int(30, spec.minutes * 60 - 30) * 1000, true);
  }

  spec.noise.forEach((kind, i) => {
    if (!fits(ctx, kind)) return;
    const dur = i === 0 ? r.int(150, Math.min(420, spec.minutes * 60 - 60)) : r.int(60, 240);
    const s = t0 + r.int(20, Math.max(30, spec.minutes * 60 - dur - 10)) * 1000;
    kind.gen(ctx, s, s + dur * 1000, i === 0 ? 1.2 + r.next() * 2.3 : 0.2 + r.next() * 0.6);
  });

  const kept = events.filter((e) => {
    if (e.force) return true;
    const role = (e as LogEvent & { role?: Role }).role;
    return !silences.some((x) => x.role === role && e.t >= x.from && e.t < x.to);
  });
  const skew = new Map<string, number>();
  for (const s of Object.values(est.services)) if (s) skew.set(s.name, r.int(-300, 300));
  const printed = kept.map((e, i) => ({ e, i, p: Math.round(e.t + (skew.get(e.svc) ?? 0)) }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...Object.values(est.services).map((s) => (s ? s.name.length + 2 : 0)));
  const rctx = {
    namespace: est.namespace,
    composeWidth: width,
    pod: (svc: string) => {
      let h = 2166136261;
      for (const ch of `${est.key}/${svc}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
      const a = "bcdfghjklmnpqrstvwxz2456789";
      let id = "";
      for (let i = 0; i < 15; i++) id += a[(h >>> (i % 27)) % a.length];
      return `${svc}-${id.slice(0, 10)}-${id.slice(10)}`;
    },
  };
  const text = printed
    .map(({ e, p }) => {
      const { role: _role, force: _force, ...clean } = e as LogEvent & { role?: Role };
      return render(spec.format, clean, p, rctx);
    })
    .join("\n");
  return { text: `${text}\n`, lines: text.split("\n").length, start };
}
