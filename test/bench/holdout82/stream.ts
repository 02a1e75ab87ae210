// Builds one aggregated stream: baseline traffic, periodic jobs, noise, an unrelated deploy, the injected change,
// per-service clock skew, sorted by printed time and rendered in one format.
import type { Estate, Ev } from "./estates.js";
import { type Format, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface TEv extends Ev {
  t: number;
  trace?: string;
}

/** What changes once the trouble starts (at `start`). */
export interface Injection {
  flows: string[];
  failRate: number;
  rampSec: number;
  /** events replacing a hit request flow, `dt` relative to the request */
  fail: (r: Rng, trace?: string) => Ev[];
  /** extra events with absolute times between start and end */
  background?: (r: Rng, start: number, end: number) => TEv[];
  /** lines logged shortly before start (a release, a config change) */
  before?: (r: Rng, start: number) => TEv[];
  /** services whose info/debug lines stop after start */
  mute?: string[];
}

export interface StreamSpec {
  estate: Estate;
  format: Format;
  t0: number;
  windowSec: number;
  start: number;
  targetLines: number;
  inj?: Injection;
  deploySvc: string;
  deployAt: number;
  extras?: (r: Rng, t0: number, t1: number) => TEv[];
}

export const every = (r: Rng, from: number, to: number, sec: number, mk: (t: number) => TEv[]): TEv[] => {
  const out: TEv[] = [];
  for (let t = from + r.next() * sec * 500; t < to; t += sec * 1000 * (0.85 + r.next() * 0.3)) out.push(...mk(t));
  return out;
};

export function buildStream(r: Rng, s: StreamSpec): string[] {
  const { estate } = s;
  const t1 = s.t0 + s.windowSec * 1000;
  const evs: TEv[] = [];
  const at = (t: number, list: Ev[], trace?: string) => {
    for (const e of list) evs.push({ ...e, t: t + (e.dt ?? 0) + r.int(0, 25), trace });
  };
  for (const p of estate.periodic) {
    for (let t = s.t0 + r.next() * p.every * 1000; t < t1; t += p.every * 1000 * (0.97 + r.next() * 0.06))
      at(t, p.run(r));
  }
  for (const sp of estate.sporadic) {
    for (let t = s.t0 + r.exp(60000 / sp.perMin); t < t1; t += r.exp(60000 / sp.perMin)) at(t, sp.run(r));
  }
  const fixed = evs.length;
  const wsum = estate.flows.reduce((a, f) => a + f.weight, 0);
  const perFlow = estate.flows.reduce((a, f) => a + f.weight * f.run(r).length, 0) / wsum;
  const rate = Math.max(0.2, (s.targetLines - fixed) / (s.windowSec * perFlow)); // flows per second
  for (let t = s.t0 + r.exp(1000 / rate); t < t1; t += r.exp(1000 / rate)) {
    let x = r.next() * wsum;
    const flow = estate.flows.find((f) => {
      x -= f.weight;
      return x < 0;
    })!;
    const trace = estate.traced ? r.hex(16) : undefined;
    const inj = s.inj;
    if (inj && t >= s.start && inj.flows.includes(flow.name)) {
      const ramp = inj.rampSec > 0 ? Math.min(1, (t - s.start) / (inj.rampSec * 1000)) : 1;
      if (r.chance(inj.failRate * Math.max(0.15, ramp))) {
        at(t, inj.fail(r, trace), trace);
        continue;
      }
    }
    at(t, flow.run(r), trace);
  }
  at(s.deployAt, estate.deploy(r, s.deploySvc));
  if (s.inj?.before) evs.push(...s.inj.before(r, s.start));
  const kept = new Set<TEv>(s.inj?.background ? s.inj.background(r, s.start, t1) : []);
  evs.push(...kept);
  if (s.extras) evs.push(...s.extras(r, s.t0, t1));

  const mute = new Set(s.inj?.mute ?? []);
  const skew = new Map(estate.services.map((svc) => [svc, r.int(-300, 300)]));
  const printed: Printed[] = evs
    .filter((e) => e.t >= s.t0 && e.t < t1)
    .filter((e) => !(mute.has(e.svc) && !kept.has(e) && e.t >= s.start && (e.level === "info" || e.level === "debug")))
    .map((e) => ({
      ms: Math.round(e.t + (skew.get(e.svc) ?? 0)),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      stack: e.stack,
      errKind: e.errKind,
      trace: e.trace,
    }));
  printed.sort((a, b) => a.ms - b.ms);
  const pad = Math.max(...estate.services.map((x) => x.length)) + 3;
  const hosts = new Map(
    estate.services.map((svc) => [svc, `${svc}-${r.hex(9)}-${r.pick(["x2k", "q7d", "m4p", "z9w"])}`]),
  );
  const ctx = { namespace: estate.namespace, pad, host: (svc: string) => hosts.get(svc) ?? svc };
  return printed.flatMap((e) => render(s.format, e, ctx));
}
