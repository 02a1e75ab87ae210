// One aggregated stream: events from every service, per-service clock skew, silences, sorted by printed time.
import { type Ev, type Format, type Level, type RenderCtx, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface AddOpts {
  stack?: string[];
  trace?: string;
  /** Written even while the service is silenced (crash banners, restart lines). */
  force?: boolean;
}

/** An incident may take over a request flow: it writes the failure lines itself and returns true. */
export type Intercept = (flow: string, t: number, trace: string | undefined) => boolean;

export class Stream {
  readonly events: Ev[] = [];
  private silences: { svc: string; from: number; to: number }[] = [];
  intercept: Intercept | null = null;
  /** Multiplies every mean gap: above 1 thins the traffic, below 1 thickens it. */
  load = 1;
  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
    readonly traces: boolean,
  ) {}

  add(t: number, svc: string, level: Level, msg: string, o: AddOpts = {}): void {
    if (t < this.start || t >= this.end) return;
    if (!o.force && this.silences.some((s) => s.svc === svc && t >= s.from && t < s.to)) return;
    this.events.push({ t, svc, level, msg, stack: o.stack, trace: o.trace });
  }

  silence(svc: string, from: number, to: number): void {
    this.silences.push({ svc, from, to });
  }

  isSilent(svc: string, t: number): boolean {
    return this.silences.some((s) => s.svc === svc && t >= s.from && t < s.to);
  }

  newTrace(): string | undefined {
    return this.traces ? this.rng.hex(16) : undefined;
  }

  /** Calls fn at Poisson-like arrivals with the given mean gap (ms) between from and to. */
  every(meanMs: number, fn: (t: number) => void, from = this.start, to = this.end): void {
    const m = meanMs * this.load;
    let t = from + this.rng.gap(m);
    while (t < to) {
      fn(Math.round(t));
      t += this.rng.gap(m);
    }
  }

  /** Calls fn on a fixed period with a little jitter, like a scheduler or a probe. */
  periodic(periodMs: number, fn: (t: number) => void, from = this.start, to = this.end): void {
    let t = from + this.rng.int(0, periodMs);
    while (t < to) {
      fn(t + this.rng.int(0, 40));
      t += periodMs;
    }
  }

  write(format: Format, services: string[], namespace: string): string[] {
    const skew: Record<string, number> = {};
    const pod: Record<string, string> = {};
    for (const s of services) {
      skew[s] = this.rng.int(-300, 300);
      pod[s] = `${this.rng.hex(9).replace(/[0-9]/g, (d) => "bcdfghjklm"[Number(d)])}-${this.rng.hex(5)}`;
    }
    for (const e of this.events) e.printed = e.t + (skew[e.svc] ?? 0);
    const sorted = this.events
      .map((e, i) => ({ e, i }))
      .sort((a, b) => (a.e.printed as number) - (b.e.printed as number) || a.i - b.i)
      .map((x) => x.e);
    const ctx: RenderCtx = {
      namespace,
      podSuffix: pod,
      composeWidth: Math.max(...services.map((s) => s.length + 2)),
    };
    const out: string[] = [];
    for (const e of sorted) out.push(...render(format, e, ctx));
    return out;
  }
}
