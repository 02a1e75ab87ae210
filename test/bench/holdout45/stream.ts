// One aggregated stream: background of an estate plus scripted events, per-service clock skew, sorted by printed time.
import type { Estate, Line } from "./estates.js";
import { type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  bg: boolean;
}

export class Stream {
  private evs: Ev[] = [];
  private quietSpans: Array<{ svc: string; from: number; to: number; re?: RegExp }> = [];
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly end: number,
  ) {}

  emit(t: number, svc: string, level: Level, msg: string, bg = false): void {
    if (t >= this.start && t < this.end) this.evs.push({ t, svc, level, msg, bg });
  }
  /** Poisson events of `svc` from..to with mean gap `mean` ms; `gen` may give one line or several (same instant+). */
  every(
    svc: string,
    from: number,
    to: number,
    mean: number,
    gen: (r: Rng, t: number, i: number) => Line | Line[],
  ): void {
    let i = 0;
    for (let t = from + this.r.gap(mean); t < Math.min(to, this.end); t += this.r.gap(mean)) {
      const out = gen(this.r, t, i++);
      const lines = Array.isArray(out[0]) ? (out as Line[]) : [out as Line];
      lines.forEach(([lv, m], k) => {
        this.emit(t + k * 3, svc, lv, m);
      });
    }
  }
  /** The background of `svc` stops between from and to (a crashed or hung process); with `re`, only matching lines. */
  silence(svc: string, from: number, to = Number.POSITIVE_INFINITY, re?: RegExp): void {
    this.quietSpans.push({ svc, from, to, re });
  }
  /** Drops background lines of `svc` matching `re` from `from` on (requests that can no longer succeed). */
  drop(svc: string, from: number, re: RegExp): void {
    this.silence(svc, from, Number.POSITIVE_INFINITY, re);
  }

  background(target: number): void {
    const { r, estate } = this;
    const dur = this.end - this.start;
    for (const p of estate.periodic) {
      let i = 0;
      for (let t = this.start + r.int(0, p.every); t < this.end; t += p.every + r.int(-400, 400))
        p.gen(r, t, i++).forEach(([lv, m], k) => {
          this.emit(t + k * 40, p.svc, lv, m, true);
        });
    }
    for (let t = this.start + r.gap(estate.noisy.gap); t < this.end; t += r.gap(estate.noisy.gap)) {
      const [lv, m] = estate.noisy.gen(r, t);
      this.emit(t, estate.noisy.svc, lv, m, true);
    }
    for (const [svc, m] of estate.deprecations) this.emit(this.start + r.int(1000, dur - 1000), svc, "warn", m, true);
    const left = Math.max(target - this.evs.length, 200);
    const total = estate.traffic.reduce((s, x) => s + x.weight, 0);
    const mean = dur / left;
    for (let t = this.start + r.gap(mean); t < this.end; t += r.gap(mean)) {
      let w = r.next() * total;
      let tr = estate.traffic[0];
      for (const x of estate.traffic) {
        w -= x.weight;
        if (w < 0) {
          tr = x;
          break;
        }
      }
      const [lv, m] = tr.gen(r, t);
      this.emit(t, tr.svc, lv, m, true);
    }
  }

  /** Rendered lines in `fmt`; skew per service up to +-300 ms. */
  finish(fmt: Format): string[] {
    const skew = new Map<string, number>();
    const sk = (svc: string) => {
      if (!skew.has(svc)) skew.set(svc, this.r.int(-300, 300));
      return skew.get(svc) ?? 0;
    };
    const kept = this.evs.filter(
      (e) =>
        !e.bg ||
        !this.quietSpans.some((q) => q.svc === e.svc && e.t >= q.from && e.t < q.to && (!q.re || q.re.test(e.msg))),
    );
    const printed = kept.map((e) => ({
      at: Math.round(e.t + sk(e.svc)),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      host: this.estate.hosts[e.svc] ?? "app1",
    }));
    printed.sort((a, b) => a.at - b.at);
    const pad = Math.max(...printed.map((p) => p.svc.length + 2));
    return printed.flatMap((p) => render(fmt, p, pad, this.estate.zone));
  }
}
