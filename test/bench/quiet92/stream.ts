// One aggregated stream: events with true times, per-service clock skew, sorted by printed time.
export type Level = "debug" | "info" | "warn" | "error";

export interface Ev {
  /** true time, epoch ms */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  /** multi-line stack trace, printed the way the format allows */
  stack?: string[];
  /** exception class, for formats with an error field */
  errType?: string;
}

export class Stream {
  readonly evs: Ev[] = [];
  /** services whose lines are dropped from a time on (a service that went quiet) */
  readonly mutes: Array<{ svc: string; from: number; to: number; keep: Level[] }> = [];
  silence(svc: string, from: number, to = Number.POSITIVE_INFINITY, keep: Level[] = []): void {
    this.mutes.push({ svc, from, to, keep });
  }
  add(e: Ev): void {
    if (this.mutes.some((m) => m.svc === e.svc && e.t >= m.from && e.t < m.to && !m.keep.includes(e.level))) return;
    this.evs.push(e);
  }
  addAll(es: Ev[]): void {
    for (const e of es) this.add(e);
  }
  /** printed order: true time plus the service's skew */
  printed(skew: Map<string, number>): Array<Ev & { pt: number }> {
    return this.evs.map((e) => ({ ...e, pt: e.t + (skew.get(e.svc) ?? 0) })).sort((a, b) => a.pt - b.pt);
  }
}
