// Builds one aggregated stream: baseline of the estate, optional scripted failure, clock skew, sort, render.
import type { Episode, Estate, Step } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Incident } from "./spec.js";

export interface StreamOpts {
  start: number;
  durMs: number;
  target: number;
  fmt: Format;
  incident?: Incident;
  incidentStart?: number;
  extras?: Episode[];
}

interface Raw extends Omit<Ev, "t"> {
  t: number;
  base: boolean;
}

const expGap = (r: Rng, mean: number) => -Math.log(1 - r.next()) * mean;

export function buildStream(r: Rng, es: Estate, o: StreamOpts): string[] {
  const end = o.start + o.durMs;
  const inc = o.incident;
  const involved = new Set<string>(inc ? [inc.origin, ...inc.emits.map((e) => e.svc)] : []);
  // 8 or 9 services: sometimes one uninvolved, non-noisy service is absent from this window
  let services = es.services;
  if (!o.extras?.length && r.chance(0.4)) {
    const cand = services.filter((s) => !involved.has(s) && s !== es.noisy.svc);
    const drop = r.pick(cand);
    services = services.filter((s) => s !== drop);
  }
  const present = new Set(services);
  const raw: Raw[] = [];
  const trace = () => (es.traces ? r.hex(16) : undefined);
  const add = (t: number, svc: string, lvl: Raw["lvl"], msg: string, base: boolean, stack?: string, tr?: string) => {
    if (t < o.start || t >= end || !present.has(svc)) return;
    raw.push({ t, svc, lvl, msg, stack, trace: tr, base });
  };
  const addSteps = (t0: number, steps: Step[], base: boolean) => {
    for (const s of steps) add(t0 + s.dt, s.svc, s.lvl, s.msg, base, s.stack);
  };

  // request traffic and background chatter
  const flowShare = es.flows.length ? 0.55 : 0;
  const perTick = flowShare * 5 + (1 - flowShare);
  const meanGap = (perTick * o.durMs) / o.target;
  for (let t = o.start + expGap(r, meanGap); t < end; t += expGap(r, meanGap)) {
    if (r.chance(flowShare)) {
      const f = weighted(r, es.flows);
      const id = trace();
      let dt = 0;
      for (const [svc, tpl] of f.steps) {
        dt += r.int(3, 60);
        add(t + dt, svc, "info", tpl(r), true, undefined, id);
      }
    } else {
      const b = weighted(r, es.background);
      add(t, b.svc, b.lvl, b.msg(r), true, b.stack?.(r), es.traces && r.chance(0.3) ? trace() : undefined);
    }
  }
  for (const p of es.periodic) {
    for (let t = o.start + r.int(0, p.every * 1000); t < end; t += p.every * 1000 + r.int(-400, 400))
      add(t, p.svc, p.lvl, p.msg(r), true);
  }
  // the noisy service, from the first minute
  const n = es.noisy;
  for (let t = o.start + r.int(0, n.every * 1000); t < end; t += expGap(r, n.every * 1000))
    add(t, n.svc, n.lvl, n.msg(r), false);
  for (const d of es.deprecations) {
    const times = r.int(1, 3);
    for (let k = 0; k < times; k++) add(o.start + r.next() * o.durMs, d.svc, "warn", d.msg, false);
  }
  for (let k = r.int(3, 7); k > 0; k--) addSteps(o.start + r.next() * o.durMs, r.pick(es.retries)(r), false);
  for (let k = r.int(2, 5); k > 0; k--) addSteps(o.start + r.next() * o.durMs, r.pick(es.episodes)(r), false);
  for (const ex of o.extras ?? []) addSteps(o.start + (0.2 + r.next() * 0.6) * o.durMs, ex(r), false);
  // an unrelated change near the failure (or anywhere in a quiet window)
  const anchor = o.incidentStart ?? o.start + (0.3 + r.next() * 0.4) * o.durMs;
  addSteps(anchor + r.int(-150, 90) * 1000, r.pick(es.changes)(r), false);

  let out: Raw[] = raw;
  if (inc && o.incidentStart !== undefined) {
    const t0 = o.incidentStart;
    const callers = new Set(inc.emits.map((e) => e.svc).filter((s) => s !== inc.origin));
    out = raw.filter((e) => {
      if (!e.base || e.t < t0) return true;
      if (e.svc === inc.origin) return !inc.silent && r.chance(0.4);
      if (callers.has(e.svc)) return r.chance(0.6);
      return true;
    });
    for (const s of inc.steps ?? []) {
      const t = t0 + s.dt;
      if (t >= o.start && t < end && present.has(s.svc))
        out.push({ t, svc: s.svc, lvl: s.lvl, msg: s.msg, stack: s.stack, base: false });
    }
    // callers retry and fan out, so they usually shout louder than the origin does
    const callerGain = 1.2 + r.next() * 1.3;
    const originGain = 0.4 + r.next() * 0.5;
    for (const em of inc.emits) {
      const from = t0 + em.delay * 1000;
      const to = Math.min(end, em.until === undefined ? end : t0 + em.until * 1000);
      const gain = em.perMin < 3 ? 1 : em.svc === inc.origin ? originGain : callerGain;
      const mean = 60000 / (em.perMin * gain);
      // the first line of each stream follows its delay closely
      for (let t = from + r.next() * Math.min(mean, 4000); t < to; t += expGap(r, mean)) {
        const stack = em.stack && r.chance(em.stackP) ? em.stack(r) : undefined;
        const tr = es.traces && em.svc !== inc.origin && r.chance(0.7) ? trace() : undefined;
        if (t >= o.start && t < end && present.has(em.svc))
          out.push({ t, svc: em.svc, lvl: em.lvl, msg: em.msg(r), stack, trace: tr, base: false });
      }
    }
  }

  // per-service clock skew, then sorted by printed time
  const skew = new Map<string, number>();
  for (const s of es.services) skew.set(s, r.int(-300, 300));
  const evs: Ev[] = out.map((e) => {
    const t = Math.round(e.t + (skew.get(e.svc) ?? 0));
    return { ...e, t, msg: stamp(e.msg, t), stack: e.stack && stamp(e.stack, t) };
  });
  evs.sort((a, b) => a.t - b.t);
  const pad = Math.max(...services.map((s) => s.length)) + 4;
  return evs.flatMap((e) => render(e, o.fmt, es.ns, pad));
}

/** Fills the dates and times some runtimes print inside their own messages (glog, vLLM, NCCL, partitions). */
function stamp(text: string, t: number): string {
  if (!text.includes("{")) return text;
  const iso = new Date(t - 3).toISOString();
  const [date, time] = [iso.slice(0, 10), iso.slice(11, 23)];
  const mm = date.slice(5, 7);
  const dd = date.slice(8, 10);
  return text
    .replaceAll("{DATE}", date)
    .replaceAll("{YMD}", date.replaceAll("-", ""))
    .replaceAll("{MMDD}", `${mm}${dd}`)
    .replaceAll("{MDD}", `${Number(mm)}${dd}`)
    .replaceAll("{MD}", `${mm}-${dd}`)
    .replaceAll("{HMSU}", `${time}${String(t % 1000).padStart(3, "0")}`)
    .replaceAll("{HMS}", time.slice(0, 8))
    .replaceAll("{EPOCH}", String(t - 4000));
}

function weighted<T extends { w: number }>(r: Rng, xs: T[]): T {
  let x = r.next() * xs.reduce((s, e) => s + e.w, 0);
  for (const e of xs) {
    x -= e.w;
    if (x < 0) return e;
  }
  return xs[xs.length - 1];
}
