// One aggregated stream: events in true time, per-service clock skew, sorted by printed time, rendered.
import { EXT, type Format, render } from "./formats.js";
import { gap, int, type Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error";
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  errKind?: string;
  host?: string;
  source?: string;
}
interface Mute {
  svc: string;
  from: number;
  to: number;
  match?: RegExp;
  share: number;
}

export class Stream {
  readonly evs: Ev[] = [];
  private mutes: Mute[] = [];
  constructor(
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
  ) {}
  emit(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t, svc, level, msg, ...extra });
  }
  /** Calls fn at random moments with the given mean gap (seconds) over [from, to). */
  every(meanSec: number, fn: (t: number) => void, from = this.start, to = this.end): void {
    let t = from + gap(this.r, meanSec) * 1000;
    while (t < to) {
      fn(Math.round(t));
      t += gap(this.r, meanSec) * 1000;
    }
  }
  /** Fixed-period job with a little jitter. */
  periodic(periodSec: number, fn: (t: number) => void, from = this.start): void {
    for (let t = from + int(this.r, 0, periodSec * 1000); t < this.end; t += periodSec * 1000)
      fn(t + int(this.r, 0, 900));
  }
  /** Drops a `share` of svc's events (matching `match` if given) inside [from, to): a service gone quiet, a flow that stopped. */
  mute(svc: string, from: number, match?: RegExp, share = 1, to = Number.POSITIVE_INFINITY): void {
    this.mutes.push({ svc, from, to, match, share });
  }
  write(format: Format, services: string[], namespace: string): { text: string; lines: number } {
    const skew = new Map<string, number>();
    for (const s of services) skew.set(s, int(this.r, -300, 300));
    const pad = Math.max(...services.map((s) => s.length)) + 4;
    const kept = this.evs
      .filter((e) => {
        const m = this.mutes.find(
          (x) => x.svc === e.svc && e.t >= x.from && e.t < x.to && (!x.match || x.match.test(e.msg)),
        );
        return !m || this.r() >= m.share;
      })
      .map((e, i) => ({ e, i, p: e.t + (skew.get(e.svc) ?? 0) }))
      .sort((a, b) => a.p - b.p || a.i - b.i);
    const out: string[] = [];
    for (const k of kept) out.push(...render(format, k.e, k.p, { namespace, pad }));
    return { text: `${out.join("\n")}\n`, lines: out.length };
  }
}

export const fileName = (id: string, f: Format) => `${id}.${EXT[f]}`;
