// Builds one aggregated stream: background traffic of an estate, the scenario's own events, per-service clock
// skew, sorted by printed time and rendered in one format.
import type { Estate } from "./estates.js";
import { type Format, type Level, type LogEvent, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Msg = (r: Rng, i: number) => string;
export type Stack = (r: Rng, i: number) => string[] | undefined;

export interface Ctx {
  r: Rng;
  /** seconds from incident start to window end */
  left: number;
  every(svc: string, level: Level, from: number, to: number | null, period: number, msg: Msg, stack?: Stack): void;
  at(svc: string, level: Level, sec: number, msg: string, stack?: string[]): void;
  /** from `from` seconds on, keep only `keep` of the service's request-flow lines (all its lines when `all`) */
  mute(svc: string, from: number, keep?: number, all?: boolean): void;
}

export interface StreamSpec {
  estate: Estate;
  format: Format;
  t0: number;
  windowSec: number;
  /** seconds after t0; also where quiet windows put their deploy */
  pivotSec: number;
  origin: string | null;
  targetLines: number;
  play?: (ctx: Ctx) => void;
}

interface Raw {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[] | undefined;
  trace?: string | undefined;
}

export function buildStream(spec: StreamSpec, r: Rng): string[] {
  const { estate, t0, windowSec } = spec;
  const end = t0 + windowSec * 1000;
  const pivot = t0 + spec.pivotSec * 1000;
  const svcs = Object.keys(estate.runtimes);
  const skew: Record<string, number> = {};
  const pods: Record<string, string> = {};
  for (const s of svcs) {
    skew[s] = r.int(-300, 300);
    pods[s] = `${s}-${r.hex(9)}-${r.hex(5)}`;
  }
  const raws: Raw[] = [];
  const mutes: { svc: string; from: number; keep: number; all: boolean }[] = [];
  const muted = (svc: string, t: number, flow: boolean) =>
    mutes.some((m) => m.svc === svc && t >= m.from && (flow || m.all) && r.next() >= m.keep);
  const tr = () => (estate.traces ? r.hex(16) : undefined);

  // the scenario's own events first, so mutes are known before background is drawn
  if (spec.play) {
    const ctx: Ctx = {
      r,
      left: (end - pivot) / 1000,
      every(svc, level, from, to, period, msg, stack) {
        const stop = to === null ? end : Math.min(end, pivot + to * 1000);
        let t = pivot + from * 1000 + r.next() * period * 300;
        let i = 0;
        while (t < stop) {
          raws.push({ t, svc, level, msg: msg(r, i), stack: stack?.(r, i), trace: tr() });
          i++;
          t += period * 1000 * (0.55 + r.next() * 0.9);
        }
      },
      at(svc, level, sec, msg, stack) {
        const t = pivot + sec * 1000;
        if (t >= t0 && t < end) raws.push({ t, svc, level, msg, stack, trace: tr() });
      },
      mute(svc, from, keep = 0, all = false) {
        mutes.push({ svc, from: pivot + from * 1000, keep, all });
      },
    };
    spec.play(ctx);
  }

  // periodic jobs, probes and the constant noise
  for (const p of [...estate.periodic, estate.noisy]) {
    let t = t0 + r.next() * Math.min(p.every, 50) * 1000;
    while (t < end) {
      if (!muted(p.svc, t, false)) raws.push({ t, svc: p.svc, level: p.level, msg: p.msg(r) });
      t += p.every * 1000 * (0.7 + r.next() * 0.6);
    }
  }

  // request flows (Poisson) sized to the target line count
  const fixed = raws.length;
  const totalW = estate.flows.reduce((s, f) => s + f.w, 0);
  const avgSteps = estate.flows.reduce((s, f) => s + f.w * f.steps.length, 0) / totalW;
  const rate = Math.max(0.3, (spec.targetLines - fixed) / (windowSec * avgSteps * 1.05));
  let t = t0 + r.exp(1000 / rate);
  while (t < end) {
    let x = r.next() * totalW;
    let flow = estate.flows[0];
    for (const f of estate.flows) {
      x -= f.w;
      if (x < 0) {
        flow = f;
        break;
      }
    }
    const trace = tr();
    let st = t;
    for (const step of flow?.steps ?? []) {
      if (muted(step.svc, st, true)) break;
      raws.push({ t: st, svc: step.svc, level: step.level, msg: step.msg(r), trace });
      st += r.int(3, 70);
    }
    t += r.exp(1000 / rate);
  }

  // an unrelated deploy or config reload near the pivot
  const deps = estate.deploys.filter((d) => d.svc !== spec.origin);
  const dep = r.pick(deps);
  let dt = Math.max(t0 + 20000, Math.min(end - 30000, pivot + r.int(-150, 110) * 1000));
  for (const line of dep.lines) {
    raws.push({ t: dt, svc: dep.svc, level: "info", msg: line(r) });
    dt += r.int(200, 2500);
  }

  const events: LogEvent[] = raws
    .filter((x) => x.t >= t0 && x.t < end)
    .map((x, seq) => {
      const [first = "", ...rest] = x.msg.split("\n");
      const stack = [...rest, ...(x.stack ?? [])];
      return {
        ts: Math.round(x.t) + (skew[x.svc] ?? 0),
        svc: x.svc,
        level: x.level,
        msg: first,
        ...(stack.length > 0 ? { stack } : {}),
        ...(x.trace ? { trace: x.trace.slice(0, 12) } : {}),
        runtime: estate.runtimes[x.svc] ?? "custom",
        pod: pods[x.svc] ?? x.svc,
        seq,
      };
    });
  events.sort((a, b) => a.ts - b.ts || a.seq - b.seq);
  const width = Math.max(...svcs.map((s) => s.length + 2));
  return events.flatMap((e) => render(e, spec.format, width, estate.namespace));
}
