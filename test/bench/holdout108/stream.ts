// Builds one aggregated window: baseline traffic of 8-10 services, the scenario's own lines, skew, sort, render.
import { type Estate, FLOWS, ROLE_DEFS, ROLES, type Role } from "./estates.js";
import { fill } from "./fill.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Burst, Once } from "./types.js";

export interface WindowSpec {
  estate: Estate;
  format: Format;
  origin: Role | null; // the service whose info lines may stop
  needs: Role[];
  silence: boolean;
  once: Once[];
  bursts: Burst[];
}

export interface Built {
  text: string;
  lines: number;
  start: number; // true ms where the scenario's own lines begin
}

const DEPLOY: string[][] = [
  ["received SIGTERM, draining connections", "starting {self} {ver} (build {hex})", "ready: listening on :8080"],
  ["configuration reloaded from ConfigMap (3 keys changed)"],
  ["rolling restart: replica 2/3 replaced", "starting {self} {ver} (build {hex})"],
];

export function buildWindow(spec: WindowSpec, r: Rng, baseMs: number): Built {
  const { estate } = spec;
  const names: Record<string, string> = { ...estate.names };
  if (spec.origin) names.callee = estate.names[spec.origin];
  const durMin = r.int(7, 19);
  const offMin = r.int(3, Math.min(8, durMin - 3));
  const t0 = baseMs;
  const t1 = t0 + durMin * 60_000;
  const start = t0 + offMin * 60_000 + r.int(0, 59) * 1000;

  // which services this file holds
  const roles = new Set<Role>(spec.needs);
  if (spec.origin) roles.add(spec.origin);
  for (const x of [...spec.once, ...spec.bursts]) roles.add(x.role);
  const want = r.int(8, 10);
  const rest = ROLES.filter((x) => !roles.has(x));
  while (roles.size < want && rest.length) roles.add(rest.splice(r.int(0, rest.length - 1), 1)[0]);
  const included = ROLES.filter((x) => roles.has(x));
  const svc = (role: Role) => estate.names[role];

  const evs: Ev[] = [];
  const put = (t: number, role: Role, level: Level, tmpl: string, stack?: string[], trace?: string) => {
    if (t < t0 || t >= t1) return;
    const self = { ...names, self: svc(role) };
    const msg = fill(tmpl.replace(/\{self\}/g, svc(role)), r, self);
    evs.push({ t, svc: svc(role), level, msg, stack: stack?.map((x) => fill(x, r, self)), trace });
  };
  // after the start the origin's own success lines stop (silence) or thin out to the requests that still work
  const silenced = (role: Role, t: number) => role === spec.origin && t >= start && (spec.silence || r.chance(0.7));
  const tr = () => (estate.traces ? r.hex(12) : undefined);

  // baseline traffic
  const target = r.int(1600, 8200);
  const perSec = target / (durMin * 60) / 1.25;
  const weights = included.map((x) => ROLE_DEFS[x].weight);
  const wsum = weights.reduce((a, b) => a + b, 0);
  const pickRole = (): Role => {
    let u = r.next() * wsum;
    for (let i = 0; i < included.length; i++) {
      u -= weights[i];
      if (u <= 0) return included[i];
    }
    return included[included.length - 1];
  };
  for (let t = t0 + r.int(0, 900); t < t1; t += Math.max(5, Math.round((-Math.log(1 - r.next()) * 1000) / perSec))) {
    const role = pickRole();
    const def = ROLE_DEFS[role];
    const flow = FLOWS.find((f) => f[0] === role && f.every((x) => roles.has(x)));
    if (flow && r.chance(0.45)) {
      const id = tr();
      let dt = 0;
      for (const step of flow) {
        if (!silenced(step, t + dt)) put(t + dt, step, "info", r.pick(ROLE_DEFS[step].info), undefined, id);
        dt += r.int(3, 60);
      }
      continue;
    }
    if (silenced(role, t)) continue;
    if (r.chance(0.04)) put(t, role, "warn", r.pick(def.warn));
    else put(t, role, "info", r.pick(def.info), undefined, tr());
  }
  // health checks, periodic jobs, deprecation warnings
  for (const role of included) {
    const def = ROLE_DEFS[role];
    if (r.chance(0.6)) {
      const every = r.int(10, 30) * 1000;
      for (let t = t0 + r.int(0, every); t < t1; t += every + r.int(-200, 200))
        if (!silenced(role, t)) put(t, role, r.chance(0.3) ? "debug" : "info", def.health);
    }
    for (const job of def.jobs)
      for (let t = t0 + r.int(0, job.every * 1000); t < t1; t += job.every * 1000 + r.int(-800, 800))
        if (!silenced(role, t)) put(t, role, "info", job.msg);
    if (r.chance(0.35)) {
      const every = r.int(120, 420) * 1000;
      for (let t = t0 + r.int(5000, 90_000); t < t1; t += every)
        if (!silenced(role, t)) put(t, role, "warn", def.deprec);
    }
  }
  // one noisy service with a constant harmless error or warning from the first minute
  const noisyPool = included.filter((x) => x !== spec.origin && !spec.needs.slice(0, 1).includes(x));
  const noisy = r.pick(noisyPool.length ? noisyPool : included);
  const noise = r.pick(ROLE_DEFS[noisy].noise);
  const noiseGap = r.int(3, 12) * 1000;
  for (let t = t0 + r.int(1000, 50_000); t < t1; t += noiseGap + r.int(-1500, 1500))
    put(t, noisy, noise.level, noise.msg);
  // a routine retry that succeeds somewhere
  const retrier = r.pick(included);
  for (let k = 0; k < 3; k++) {
    const t = t0 + r.int(30, durMin * 60 - 30) * 1000;
    if (!silenced(retrier, t)) put(t, retrier, "warn", r.pick(ROLE_DEFS[retrier].warn));
  }
  // an unrelated deploy or config reload near the start
  const deployPool = included.filter((x) => x !== spec.origin && !spec.needs.includes(x));
  const deployer = r.pick(deployPool.length ? deployPool : included.filter((x) => x !== spec.origin));
  const steps = r.pick(DEPLOY);
  let dt = start + r.int(-150, 150) * 1000;
  for (const s of steps) {
    put(dt, deployer, "info", s);
    dt += r.int(400, 9000);
  }

  // the scenario's own lines
  for (const o of spec.once) put(start + o.at * 1000 + r.int(0, 300), o.role, o.level, o.msg, o.stack, undefined);
  for (const b of spec.bursts) {
    if (!roles.has(b.role)) continue;
    const end = b.until === undefined ? t1 : start + b.until * 1000;
    for (let t = start + (b.from ?? 0) * 1000 + r.int(50, 1500); t < end; ) {
      const useStack = b.stack && r.chance(b.stackP ?? 1);
      put(t, b.role, b.level, r.pick(b.msgs), useStack ? b.stack : undefined, r.chance(0.7) ? tr() : undefined);
      t += Math.round((b.every[0] + r.next() * (b.every[1] - b.every[0])) * 1000);
    }
  }

  // skew, sort by printed time, render
  const skew: Record<string, number> = {};
  const pod: Record<string, string> = {};
  for (const role of included) {
    skew[svc(role)] = r.int(-300, 300);
    pod[svc(role)] = `${r.hex(9)}-${r.hex(5)}`;
  }
  const printed = evs.map((e, i) => ({ e, p: e.t + skew[e.svc], i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...included.map((x) => svc(x).length + 2));
  const out: string[] = [];
  for (const { e, p } of printed)
    out.push(...render(spec.format, e, p, { namespace: estate.namespace, podSuffix: pod, width }));
  return { text: `${out.join("\n")}\n`, lines: out.length, start };
}
