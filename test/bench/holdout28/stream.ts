// One scenario's aggregated stream: everyday traffic of the estate plus the scenario's own events, each service's
// clock skewed by up to 300 ms, sorted by printed time and rendered in one format.
import type { Estate } from "./estates.js";
import { DDSOURCE } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

/** What scenario templates write with: times are ms after the fault (or the quiet event) starts, true time. */
export interface Ctx {
  r: Rng;
  s: Record<string, string>;
  /** length of the fault (or event) phase, ms */
  dur: number;
  at(dt: number, svc: string, level: Level, msg: string, stack?: string[]): void;
  /** n events spread over [from, to) with jitter; fn gets the index */
  spread(
    from: number,
    to: number,
    n: number,
    svc: string,
    level: Level,
    fn: (i: number) => string,
    stack?: (i: number) => string[],
  ): void;
  /** one event every `every` ms (jittered by a third) over [from, to) */
  every(
    from: number,
    to: number,
    every: number,
    svc: string,
    level: Level,
    fn: (i: number) => string,
    stack?: (i: number) => string[],
  ): void;
  /** silence a service's everyday lines from dt on (it is down or hung) */
  silence(svc: string, from: number, to?: number): void;
  /** drop the everyday request flows through a service from dt on (its requests fail; health checks go on) */
  block(svc: string, from: number, to?: number): void;
  trace(): string | undefined;
}

interface Raw {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface StreamSpec {
  estate: Estate;
  format: Format;
  /** true start of the window, ms */
  start: number;
  baselineMs: number;
  durMs: number;
  tailMs: number;
  /** everyday lines per second */
  rate: number;
  noisy: string;
  write: (c: Ctx) => void;
}

export function buildStream(r: Rng, spec: StreamSpec): string[] {
  const { estate: e, start, baselineMs, durMs, tailMs } = spec;
  const t0 = start + baselineMs;
  const end = t0 + durMs + tailMs;
  const evs: Raw[] = [];
  const silenced: Array<[string, number, number]> = [];
  const blocked: Array<[string, number, number]> = [];
  const INFRA = new Set(["postgres", "mysql", "redis", "kafka", "rabbitmq", "elasticsearch"]);
  const tr = () => (e.traces ? r.hex(12) : undefined);
  const byName = new Map(e.svcs.map((x) => [x.name, x]));
  const isSilent = (svc: string, t: number) => silenced.some(([s, a, b]) => s === svc && t >= a && t < b);
  const isBlocked = (svc: string, t: number) =>
    isSilent(svc, t) || blocked.some(([s, a, b]) => s === svc && t >= a && t < b);
  const ctx: Ctx = {
    r,
    s: e.s,
    dur: durMs,
    at: (dt, svc, level, msg, stack) => {
      const t = t0 + dt;
      if (t >= start && t < end) evs.push({ t, svc, level, msg, stack });
    },
    spread: (from, to, n, svc, level, fn, stack) => {
      const step = (to - from) / Math.max(n, 1);
      for (let i = 0; i < n; i++) ctx.at(from + step * i + r.next() * step * 0.9, svc, level, fn(i), stack?.(i));
    },
    every: (from, to, every, svc, level, fn, stack) => {
      let i = 0;
      for (let t = from + r.next() * every * 0.3; t < to; t += every * (0.8 + r.next() * 0.4))
        ctx.at(t, svc, level, fn(i), stack?.(i++));
    },
    silence: (svc, from, to) => silenced.push([svc, t0 + from, to === undefined ? end : t0 + to]),
    block: (svc, from, to) => blocked.push([svc, t0 + from, to === undefined ? end : t0 + to]),
    trace: tr,
  };
  spec.write(ctx);

  // everyday request flows
  const flowEvery = 1000 / Math.max(spec.rate / 2.4, 0.05);
  for (let t = start + r.next() * flowEvery; t < end; t += flowEvery * (0.3 + r.next() * 1.4)) {
    const flow = r.pick(e.flows);
    if (flow.some((name) => isBlocked(name, t))) continue;
    const id = tr();
    let tt = t;
    for (const name of flow) {
      const sv = byName.get(name);
      if (!sv) break;
      const infra = INFRA.has(sv.runtime);
      if (!infra || r.chance(0.12))
        evs.push({ t: tt, svc: name, level: "info", msg: r.pick(sv.msgs)(r), trace: infra ? undefined : id });
      tt += r.int(2, 60);
    }
  }
  for (const sv of e.svcs) {
    const phase = r.next();
    if (sv.health)
      for (let t = start + phase * 10000; t < end; t += 10000 + r.int(-15, 15))
        if (!isSilent(sv.name, t)) evs.push({ t, svc: sv.name, level: "info", msg: sv.health });
    if (sv.job) {
      const every = sv.job.everySec * 1000;
      for (let t = start + phase * every; t < end; t += every + r.int(-500, 500))
        if (!isSilent(sv.name, t)) evs.push({ t, svc: sv.name, level: "info", msg: sv.job.msg(r) });
    }
    if (sv.deprecation) {
      const every = r.int(90, 240) * 1000;
      for (let t = start + phase * every; t < end; t += every)
        if (!isSilent(sv.name, t)) evs.push({ t, svc: sv.name, level: "warn", msg: sv.deprecation });
    }
    if (sv.retry) {
      for (let t = start + r.int(20, 90) * 1000; t < end; t += r.int(60, 200) * 1000) {
        if (isSilent(sv.name, t)) continue;
        evs.push({ t, svc: sv.name, level: "warn", msg: sv.retry[0](r) });
        evs.push({ t: t + r.int(300, 1500), svc: sv.name, level: "info", msg: sv.retry[1](r) });
      }
    }
  }
  const noisy = byName.get(spec.noisy);
  if (noisy?.noise) {
    const every = r.int(4, 15) * 1000;
    for (let t = start + r.next() * every; t < end; t += every * (0.7 + r.next() * 0.6))
      if (!isSilent(noisy.name, t)) evs.push({ t, svc: noisy.name, level: noisy.noise.level, msg: noisy.noise.msg(r) });
  }

  const skew = new Map(e.svcs.map((x) => [x.name, r.int(-300, 300)]));
  const rep = new Map(e.svcs.map((x) => [x.name, r.int(0, 2)]));
  const printed: Ev[] = evs
    .map((x) => ({ ...x, t: Math.round(x.t + (skew.get(x.svc) ?? 0)), rep: rep.get(x.svc) }))
    .sort((a, b) => a.t - b.t);
  const pad = Math.max(...e.svcs.map((x) => x.name.length + 2)) + 1;
  const rc = {
    namespace: e.namespace,
    pad,
    ddsource: (svc: string) => DDSOURCE[byName.get(svc)?.runtime ?? ""] ?? "custom",
  };
  return printed.flatMap((x) => render(x, spec.format, rc));
}
