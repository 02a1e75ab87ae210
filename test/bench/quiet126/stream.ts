// One aggregated window being written: events in true time, per-service clock skew, trace ids, replicas and the
// background lines an incident takes away (requests that no longer succeed).
import { hashStr, type Rng } from "./rng.js";
import type { Estate, Ev, Level, Tag } from "./types.js";

export interface AddOpts {
  stack?: string;
  err?: { type: string; message: string };
  trace?: string;
  kv?: Record<string, string | number>;
  replica?: number;
}

/** Background lines of `svc` in [from, to) whose text (message and fields) matches `match` survive with probability `keep`. */
export interface Suppress {
  svc: string;
  from: number;
  to: number;
  keep: number;
  match?: RegExp;
  /** Also drop noise lines (side noise that cannot happen once the fault is on, e.g. declines from a vendor that is down). */
  all?: boolean;
}

export class Stream {
  readonly evs: Ev[] = [];
  readonly skew = new Map<string, number>();
  private readonly rules: Suppress[] = [];
  private readonly rollouts = new Map<string, Array<{ t: number; replica?: number }>>();
  private tag: Tag = "bg";

  constructor(
    readonly e: Estate,
    readonly r: Rng,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of e.services) this.skew.set(s.name, r.int(-300, 300));
  }

  /** Writes the following lines as `tag` (bg, noise, inc). */
  as(tag: Tag): this {
    this.tag = tag;
    return this;
  }

  add(t: number, svc: string, level: Level, msg: string, o: AddOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    const def = this.e.services.find((x) => x.name === svc);
    if (!def) throw new Error(`no service ${svc} in ${this.e.key}`);
    let text = msg;
    let stack = o.stack;
    const nl = text.indexOf("\n");
    if (nl >= 0) {
      stack = stack ? `${text.slice(nl + 1)}\n${stack}` : text.slice(nl + 1);
      text = text.slice(0, nl);
    }
    const reps = def.replicas ?? 1;
    const replica = o.replica ?? (reps > 1 ? (o.trace ? hashStr(o.trace) % reps : this.r.int(0, reps - 1)) : undefined);
    this.evs.push({
      t: Math.round(t),
      svc,
      level,
      msg: text,
      stack,
      err: o.err,
      trace: def.traced ? o.trace : undefined,
      kv: o.kv,
      tag: this.tag,
      replica,
    });
  }

  /** A replica of `svc` for lines that must come from the same process (0 when it has one). */
  replica(svc: string): number {
    const reps = this.e.services.find((x) => x.name === svc)?.replicas ?? 1;
    return reps > 1 ? this.r.int(0, reps - 1) : 0;
  }

  /** A new trace / request id in the estate's style (undefined when the estate has none). */
  trace(): string | undefined {
    const st = this.e.trace?.style;
    if (st === "w3c") return this.r.hex(32);
    if (st === "short") return this.r.hex(16);
    if (st === "uuid")
      return `${this.r.hex(8)}-${this.r.hex(4)}-4${this.r.hex(3)}-${this.r.pick(["8", "9", "a", "b"])}${this.r.hex(3)}-${this.r.hex(12)}`;
    return undefined;
  }

  /** Calls `fn` at Poisson times of `rate` a second in [from, to). */
  poisson(rate: number, from: number, to: number, fn: (t: number) => void): void {
    if (rate <= 0) return;
    for (let t = from + this.r.gap(rate); t < to; t += this.r.gap(rate)) fn(t);
  }

  /** Calls `fn` every `period` ms (first after a random phase) with +-`jitter` ms. */
  every(period: number, from: number, to: number, jitter: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.r.range(0, period); t < to; t += period, i++) fn(t + this.r.range(-jitter, jitter), i);
  }

  /** `n` calls at sorted uniform times in [from, to). */
  spread(n: number, from: number, to: number, fn: (t: number, i: number) => void): void {
    const ts = Array.from({ length: n }, () => this.r.range(from, to)).sort((a, b) => a - b);
    for (let i = 0; i < ts.length; i++) fn(ts[i], i);
  }

  /** From `t` on, `svc` (one replica, or all) runs in a new pod (a rollout or a restart after a crash). */
  rollout(svc: string, t: number, replica?: number): void {
    const l = this.rollouts.get(svc) ?? [];
    l.push({ t, replica });
    this.rollouts.set(svc, l);
  }

  /** How many rollouts of `svc`'s `replica` happened up to `t` (names its pod). */
  generation(svc: string, t: number, replica = 0): number {
    return (this.rollouts.get(svc) ?? []).filter((x) => x.t <= t && (x.replica === undefined || x.replica === replica))
      .length;
  }

  suppress(rule: Suppress): void {
    this.rules.push(rule);
  }

  /** The window's events in arrival (true-time) order, suppressed background lines removed. */
  finish(): Ev[] {
    const keep = this.evs.filter((ev) => {
      if (ev.tag === "inc") return true;
      for (const rule of this.rules) {
        if (ev.tag === "noise" && !rule.all) continue;
        if (ev.svc !== rule.svc || ev.t < rule.from || ev.t >= rule.to) continue;
        if (rule.match && !rule.match.test(ev.kv ? `${ev.msg} ${JSON.stringify(ev.kv)}` : ev.msg)) continue;
        if (!this.r.chance(rule.keep)) return false;
      }
      return true;
    });
    return keep.sort((a, b) => a.t - b.t);
  }
}
