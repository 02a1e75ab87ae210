// One aggregated log stream: entries at true time, printed with a per-service clock skew, sorted by printed time.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Entry {
  t: number; // printed epoch ms (true time + skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export class Stream {
  readonly entries: Entry[] = [];
  constructor(
    private readonly skew: Map<string, number>,
    readonly t0: number,
    readonly t1: number,
  ) {}

  add(t: number, svc: string, level: Level, msg: string, opts: { stack?: string[]; trace?: string } = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    const printed = Math.round(t + (this.skew.get(svc) ?? 0));
    this.entries.push({ t: printed, svc, level, msg, stack: opts.stack, trace: opts.trace });
  }

  sorted(): Entry[] {
    return [...this.entries].sort((a, b) => a.t - b.t);
  }
}
