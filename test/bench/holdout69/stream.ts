// Builds one aggregated stream: baseline noise of the estate, the scenario's own events, per-service clock skew,
// sorted by printed time and rendered in one of the six formats.
import { ESTATES } from "./estates.js";
import { render } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Ctx, Ev, EveryOpts, Format, IncidentSpec, Level, QuietSpec } from "./types.js";

export interface Built {
  lines: string[];
  t0: number | null;
  services: string[];
}

export function build(spec: IncidentSpec | QuietSpec, incident: boolean, fmt: Format, start: number, r: Rng): Built {
  const est = ESTATES[spec.estate];
  const baseMin = incident ? 3 + r.next() * 5 : 0;
  const winMin = incident ? Math.min(20, Math.max(9, baseMin + r.int(4, 12))) : r.int(6, 20);
  const end = start + Math.round(winMin * 60000);
  const t0 = incident ? start + Math.round(baseMin * 60000) : start + r.int(2, winMin - 2) * 60000;
  const own: Ev[] = [];
  const tid = () => (est.traced ? r.hex(32) : undefined);
  const ctx: Ctx = {
    r,
    t0,
    end,
    tid,
    ev: (t, svc, level, msg, stack, trace) => {
      if (t <= end) own.push({ t: Math.round(t), svc, level, msg, stack, trace });
    },
    every: (svc: string, level: Level, period: number, msg: (i: number) => string, o: EveryOpts = {}) => {
      const jit = o.jitter ?? 0.35;
      const stop = o.to === undefined ? end : t0 + o.to;
      let t = t0 + (o.from ?? 0) + r.next() * period * 0.5;
      for (let i = 0; t < stop; i++) {
        own.push({
          t: Math.round(t),
          svc,
          level,
          msg: msg(i),
          stack: o.stack?.(i),
          trace: o.traced ? tid() : undefined,
        });
        const since = t - t0 - (o.from ?? 0);
        const slow = o.ramp && since < 90000 ? 3 - (2 * since) / 90000 : 1;
        t += period * slow * (1 - jit + 2 * jit * r.next());
      }
    },
  };
  spec.emit(ctx);
  const used = new Set(own.map((e) => e.svc));
  const services = est.services.filter((s) => !s.optional || used.has(s.name) || r.chance(0.5)).map((s) => s.name);
  const present = new Set(services);
  const silence = new Map<string, number>();
  const dampen = new Set<string>();
  if (incident) {
    const inc = spec as IncidentSpec;
    for (const s of inc.silence ?? []) silence.set(s.svc, t0 + (s.after ?? 0));
    for (const s of inc.dampen ?? []) dampen.add(s);
  }
  const base: Ev[] = [];
  const keep = (e: Ev) => {
    if (!present.has(e.svc) || e.t > end || e.t < start) return;
    const sil = silence.get(e.svc);
    if (sil !== undefined && e.t >= sil && e.level !== "DEBUG") return;
    if (sil !== undefined && e.t >= sil && e.msg.includes("health")) return;
    if (incident && dampen.has(e.svc) && e.t >= t0 + 20000 && e.level === "INFO" && r.chance(0.6)) return;
    base.push(e);
  };
  // request flows
  const target = r.int(1800, 6800);
  const flowW = est.flows.reduce((s, f) => s + f.w, 0);
  const gap = (winMin * 60000) / (target / 2.6);
  for (let t = start + r.int(0, 400); t < end; t += gap * (0.4 + 1.2 * r.next())) {
    let x = r.next() * flowW;
    const f = est.flows.find((fl) => {
      x -= fl.w;
      return x <= 0;
    });
    if (!f) continue;
    const trace = r.chance(0.8) ? tid() : undefined;
    const group = f.make(r).map(([dt, svc, level, msg]): Ev => ({ t: Math.round(t + dt), svc, level, msg, trace }));
    // a request that passes through a silent or struggling service does not complete normally
    const blocked = group.some((e) => {
      const sil = silence.get(e.svc);
      return sil !== undefined && e.t >= sil;
    });
    const thinned = incident && t >= t0 + 20000 && group.some((e) => dampen.has(e.svc)) && r.chance(0.6);
    if (blocked || (thinned && group.length > 1)) continue;
    for (const e of group) keep(e);
  }
  // health checks, jobs, deprecations and the noisy service
  for (const p of est.periodic) {
    for (let t = start + r.int(0, p.every); t < end; t += p.every * (0.85 + 0.3 * r.next()))
      keep({ t: Math.round(t), svc: p.svc, level: p.level, msg: p.msg(r) });
  }
  // an unrelated deploy or reload near the scenario's moment
  const origin = incident ? (spec as IncidentSpec).origin : "";
  const deploys = r
    .shuffle(est.deploys.map((d) => d(r)))
    .filter((d) => d.every(([, s]) => present.has(s) && s !== origin));
  const dep = deploys[0];
  if (dep) {
    const at = t0 + (r.chance(0.5) ? -1 : 1) * r.int(25, 150) * 1000;
    for (const [dt, svc, level, msg] of dep) keep({ t: at + dt, svc, level, msg });
  }
  const all = [...base, ...own.filter((e) => present.has(e.svc) && e.t >= start)];
  const skew = new Map(services.map((s) => [s, r.int(-300, 300)]));
  const printed = all.map((e, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const alnum = (n: number) => Array.from({ length: n }, () => r.pick([..."bcdfghjklmnpqrstvwxz2456789"])).join("");
  const pods = new Map(services.map((s) => [s, `${s}-${alnum(r.int(9, 10))}-${alnum(5)}`]));
  const rc = { namespace: est.namespace, services, pod: (s: string) => pods.get(s) ?? s };
  const lines = printed.flatMap(({ e, p }) => render(fmt, e, p, rc));
  return { lines, t0: incident ? t0 : null, services };
}
