// One aggregated stream: events on true time, printed with a per-service clock skew, sorted by printed time.
import { writeFileSync } from "node:fs";
import { type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
  /** baseline lines can be muted for a service that has gone silent */
  base?: boolean;
}

export class Stream {
  readonly evs: Ev[] = [];
  private mutes: { svc: string; from: number; to: number; all: boolean }[] = [];
  constructor(
    readonly start: number,
    readonly end: number,
  ) {}
  add(t: number, svc: string, level: Level, msg: string, extra: { trace?: string; stack?: string } = {}): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t, svc, level, msg, ...extra });
  }
  base(t: number, svc: string, level: Level, msg: string, trace?: string): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t, svc, level, msg, trace, base: true });
  }
  /** Drops the service's baseline lines (or, with `all`, every line) in [from, to). */
  mute(svc: string, from: number, to = Number.POSITIVE_INFINITY, all = false): void {
    this.mutes.push({ svc, from, to, all });
  }
  write(file: string, format: Format, rng: Rng, namespace: string, hosts: Record<string, string>): number {
    const svcs = [...new Set(this.evs.map((e) => e.svc))].sort();
    const skew: Record<string, number> = {};
    for (const s of svcs) skew[s] = rng.int(-290, 290);
    const width = Math.max(...svcs.map((s) => s.length)) + 4;
    const kept = this.evs.filter(
      (e) => !this.mutes.some((m) => (m.all || e.base) && m.svc === e.svc && e.t >= m.from && e.t < m.to),
    );
    const printed = kept.map((e, i) => ({ e, i, pt: Math.round(e.t + (skew[e.svc] ?? 0)) }));
    printed.sort((a, b) => a.pt - b.pt || a.i - b.i);
    const out: string[] = [];
    for (const { e, pt } of printed) {
      out.push(
        ...render(format, {
          iso: new Date(pt).toISOString(),
          svc: e.svc,
          level: e.level,
          msg: e.msg,
          trace: e.trace,
          stack: e.stack,
          host: hosts[e.svc] ?? `${e.svc}-0`,
          namespace,
          width,
        }),
      );
    }
    writeFileSync(file, `${out.join("\n")}\n`);
    return out.length;
  }
}
