// One scenario's stream: the scene the generators add events to, clock skew, sorting by printed time, rendering.
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface AddOpts {
  stack?: string[];
  errType?: string;
  trace?: string;
  keep?: boolean;
}

export class Scene {
  readonly events: Ev[] = [];
  private seq = 0;
  private readonly muted: Array<{ svc: string; re: RegExp; t: number }> = [];
  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
    readonly skew: Map<string, number>,
    readonly traced: boolean,
  ) {}

  /**
   * From `t` on, drops the lines of `svc` whose message matches `re` (everyday traffic that no longer happens once
   * something broke), both those already added and later ones unless added with `keep`.
   */
  mute(svc: string, re: RegExp, t: number): void {
    this.muted.push({ svc, re, t });
    for (let i = this.events.length - 1; i >= 0; i--) {
      const e = this.events[i] as Ev;
      if (e.svc === svc && e.t >= t && re.test(e.msg)) this.events.splice(i, 1);
    }
  }

  add(t: number, svc: string, lvl: Level, msg: string, o: AddOpts = {}): void {
    if (t < this.start || t >= this.end) return;
    if (!o.keep && this.muted.some((m) => m.svc === svc && t >= m.t && m.re.test(msg))) return;
    const e: Ev = { t, p: t + (this.skew.get(svc) ?? 0), svc, lvl, msg, seq: this.seq++ };
    if (o.stack) e.stack = o.stack;
    if (o.errType) e.errType = o.errType;
    if (o.trace && this.traced) e.trace = o.trace;
    this.events.push(e);
  }

  /** Calls `fn` roughly every `periodMs` (±jitter share) between `from` and `to`. */
  every(periodMs: number, jitter: number, fn: (t: number, i: number) => void, from = this.start, to = this.end): void {
    let t = from + this.rng.next() * periodMs;
    let i = 0;
    while (t < to) {
      fn(Math.round(t), i++);
      t += periodMs * (1 - jitter + 2 * jitter * this.rng.next());
    }
  }

  trace(): string {
    return this.rng.hex(16);
  }
}

export function renderScene(
  s: Scene,
  f: Format,
  namespace: string,
  hosts: Map<string, string>,
): { text: string; lines: number } {
  const evs = [...s.events].sort((a, b) => a.p - b.p || a.seq - b.seq);
  const pad = Math.max(...evs.map((e) => e.svc.length)) + 2 + 2;
  const ctx = { namespace, pad, host: (svc: string) => hosts.get(svc) ?? `${svc}-0` };
  const text = `${evs.map((e) => render(f, e, ctx)).join("\n")}\n`;
  return { text, lines: text.split("\n").length - 1 };
}
