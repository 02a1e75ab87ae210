// Builds one aggregated stream: baseline traffic, periodic chatter, health checks, a nearby release, the scripted
// events of the window, per-service clock skew, then sorts by printed time and renders in the file's format.
import { deployLines, type Estate, healthLine, type Runtime } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import { chance, hex, int, type Rng } from "./rng.js";

/** Scripted events relative to a start time; what incidents and quiet variants write through. */
export class Script {
  readonly events: Ev[] = [];
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly t0: number,
    readonly end: number,
  ) {}

  rt(svc: string): Runtime {
    const s = this.estate.services.find((x) => x.name === svc);
    if (!s) throw new Error(`unknown service ${svc} in ${this.estate.key}`);
    return s.rt;
  }

  trace(): string | undefined {
    return this.estate.traced ? hex(this.r, 16) : undefined;
  }

  /** One event `sec` seconds after t0 (ignored past the window end). */
  at(sec: number, svc: string, level: Level, msg: string, stack?: string, trace?: string): void {
    this.rt(svc);
    const t = this.t0 + Math.round(sec * 1000);
    if (t >= this.end) return;
    this.events.push({ t, svc, level, msg, stack, trace });
  }

  /** Repeats roughly every `period` seconds (jittered) from `from` to `to` (null = window end). */
  every(
    svc: string,
    from: number,
    to: number | null,
    period: number,
    level: Level,
    msg: (i: number) => string,
    stack?: (i: number) => string | undefined,
  ): void {
    const stop = to === null ? (this.end - this.t0) / 1000 : to;
    let i = 0;
    for (let s = from + this.r() * period * 0.5; s < stop; s += period * (0.5 + this.r())) {
      this.at(s, svc, level, msg(i), stack?.(i), this.trace());
      i++;
    }
  }
}

export interface StreamSpec {
  estate: Estate;
  format: Format;
  start: number;
  minutes: number;
  targetLines: number;
  /** Service whose routine lines thin out (drop < 1) or stop (drop = 1) from `from`. */
  thin?: { svc: string; from: number; drop: number; until?: number };
  releases: { svc: string; at: number; reload: boolean }[];
  script: Script;
}

export function buildStream(spec: StreamSpec, r: Rng): string[] {
  const { estate, start } = spec;
  const end = start + spec.minutes * 60_000;
  const skew = new Map(estate.services.map((s) => [s.name, int(r, -300, 300)]));
  const evs: Ev[] = [];
  const secs = spec.minutes * 60;

  for (const p of estate.periodic) {
    for (let t = start + r() * p.every * 1000; t < end; t += p.every * 1000 * (0.6 + r() * 0.8)) {
      evs.push({ t: Math.round(t), svc: p.svc, level: p.level, msg: p.make(r) });
    }
  }
  for (const s of estate.services) {
    if (!s.health) continue;
    const every = int(r, 10, 20) * 1000;
    for (let t = start + r() * every; t < end; t += every + int(r, -40, 40)) {
      evs.push({ t: Math.round(t), svc: s.name, level: "info", msg: healthLine(s.rt, r) });
    }
  }
  for (const { svc, at, reload } of spec.releases) {
    const rt = estate.services.find((s) => s.name === svc)?.rt ?? "go";
    for (const [level, msg, dt] of deployLines(svc, rt, r, reload)) evs.push({ t: at + dt, svc, level, msg });
  }
  const fixed = evs.length + spec.script.events.length;
  const perFlow = 3;
  const rate = Math.max(0.3, (spec.targetLines - fixed) / perFlow / secs);
  const totalW = estate.flows.reduce((a, f) => a + f.w, 0);
  for (let t = start + r() * 500; t < end; t += (-Math.log(1 - r()) / rate) * 1000) {
    let x = r() * totalW;
    const flow = estate.flows.find((f) => {
      x -= f.w;
      return x < 0;
    });
    if (!flow) continue;
    const trace = estate.traced && chance(r, 0.92) ? hex(r, 16) : undefined;
    const steps = flow.make(r);
    // A request through a failing service no longer completes: its success lines on every hop go with it.
    const th = spec.thin;
    if (th && t >= th.from && t < (th.until ?? end) && steps.some((s) => s[0] === th.svc) && r() < th.drop) continue;
    let tt = t;
    for (const [svc, level, msg, dt] of steps) {
      tt += dt;
      evs.push({ t: Math.round(tt), svc, level, msg, trace });
    }
  }
  let all = evs.filter((e) => e.t < end);
  const thin = spec.thin;
  if (thin) {
    all = all.filter(
      (e) =>
        !(
          e.svc === thin.svc &&
          e.t >= thin.from &&
          e.t < (thin.until ?? end) &&
          (e.level === "info" || e.level === "debug") &&
          r() < thin.drop
        ),
    );
  }
  all.push(...spec.script.events);
  const printed = all.map((e, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const pad = Math.max(...estate.services.map((s) => s.name.length)) + 4;
  const lines: string[] = [];
  for (const { e, p } of printed) lines.push(...render(e, p, spec.format, { namespace: estate.namespace, pad }));
  return lines;
}
