// Builds one aggregated window: traffic, domain noise, a deploy, and (when given) a failure or a harmless blip.
import type { Estate } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Failure } from "./incidents.js";
import type { Blip } from "./quiet.js";
import type { Rng } from "./rng.js";

interface Raw {
  t: number; // true seconds from window start
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface StreamSpec {
  estate: Estate;
  baseMs: number;
  durSec: number;
  startSec: number; // when the failure (or blip) begins
  targetLines: number;
  failure?: Failure;
  blips?: Blip[];
}

export function buildStream(spec: StreamSpec, rng: Rng): { recs: Rec[]; services: string[] } {
  const { estate, durSec, startSec, failure } = spec;
  const needed = new Set<string>([estate.noisy.svc]);
  if (failure) {
    needed.add(failure.origin);
    for (const e of failure.effects) needed.add(e.svc);
  }
  for (const b of spec.blips ?? []) needed.add(b.svc);
  const optional = estate.services.filter((s) => !needed.has(s));
  const drop = new Set<string>();
  const nDrop = rng.int(0, 2);
  while (drop.size < Math.min(nDrop, optional.length)) drop.add(rng.pick(optional));
  const services = estate.services.filter((s) => !drop.has(s));
  const live = (s: string) => !drop.has(s);

  const raw: Raw[] = [];
  const origin = failure?.origin;
  const keep = failure?.keep ?? 0.45;
  const originSpeaks = (svc: string, t: number) => svc !== origin || t < startSec || rng.chance(keep);

  const poisson = (from: number, mean: number, emit: (t: number) => void) => {
    let t = from + rng.exp(mean);
    while (t < durSec) {
      emit(t);
      t += rng.exp(mean);
    }
  };

  // domain noise and the constant complainer
  for (const a of [...estate.ambient, estate.noisy]) {
    if (!live(a.svc)) continue;
    poisson(0, a.mean, (t) => {
      if (originSpeaks(a.svc, t)) raw.push({ t, svc: a.svc, level: a.level, msg: a.msg(rng) });
    });
  }
  // request traffic to fill the budget
  const avgHops = estate.flows.reduce((s, f) => s + f.w * f.hops.length, 0) / estate.flows.reduce((s, f) => s + f.w, 0);
  const budget = Math.max(spec.targetLines - raw.length, durSec);
  const gap = durSec / (budget / avgHops);
  const totalW = estate.flows.reduce((s, f) => s + f.w, 0);
  poisson(0, gap, (t) => {
    let x = rng.next() * totalW;
    const flow =
      estate.flows.find((f) => {
        x -= f.w;
        return x <= 0;
      }) ?? estate.flows[0];
    const trace = estate.traceIds ? rng.hex(12) : undefined;
    // a request through the broken service fails as a whole; its callers say so in the failure's own lines
    if (origin && t >= startSec && flow.hops.some((h) => h.svc === origin) && !rng.chance(keep)) return;
    let at = t;
    for (const hop of flow.hops) {
      at += 0.005 + rng.next() * 0.12;
      if (!live(hop.svc)) continue;
      raw.push({ t: at, svc: hop.svc, level: hop.level ?? "info", msg: hop.msg(rng), trace });
    }
  });
  // an unrelated deploy or config reload near the interesting moment
  const deploys = estate.deploys.filter((d) => live(d.svc) && d.svc !== origin);
  if (deploys.length > 0) {
    const d = rng.pick(deploys);
    let at = Math.max(5, startSec + rng.int(-150, 90));
    for (const line of d.lines) {
      raw.push({ t: at, svc: d.svc, level: "info", msg: line });
      at += 1 + rng.next() * 2;
    }
  }
  if (failure) {
    for (const p of failure.pre ?? [])
      raw.push({ t: startSec + p.dt, svc: failure.origin, level: p.level, msg: p.msg });
    for (const e of failure.effects) {
      const from = startSec + (e.delay ?? 0) + rng.next() * 0.8;
      raw.push(mk(e, from));
      poisson(from, e.every, (t) => {
        // the first half-minute ramps up
        if (t - from < 30 && rng.chance(0.4)) return;
        raw.push(mk(e, t));
      });
    }
  }
  function mk(e: Failure["effects"][number], t: number): Raw {
    const withStack = e.stack !== undefined && rng.chance(e.stackP ?? 1);
    return { t, svc: e.svc, level: e.level, msg: e.msg(rng), stack: withStack ? e.stack : undefined };
  }
  for (const b of spec.blips ?? []) {
    let at = startSec + rng.next() * 20;
    for (let i = 0; i < b.count && at < durSec; i++) {
      raw.push({ t: at, svc: b.svc, level: b.level, msg: b.msg(rng) });
      at += b.spacing * (0.5 + rng.next());
    }
  }

  const skew = new Map(services.map((s) => [s, rng.int(-300, 300)]));
  const recs: Rec[] = raw
    .filter((r) => r.t >= 0 && r.t < durSec)
    .map((r) => ({
      t: spec.baseMs + Math.round(r.t * 1000) + (skew.get(r.svc) ?? 0),
      svc: r.svc,
      level: r.level,
      msg: r.msg,
      stack: r.stack,
      trace: r.trace,
    }))
    .sort((a, b) => a.t - b.t);
  return { recs, services };
}
