// One scenario's aggregated stream: records with true time, per-service clock skew, services that go quiet,
// and the final sort by printed time.
import { type Format, type Level, type Rec, render } from "./formats.js";
import { hex, int, type Rng } from "./rng.js";

export interface Svc {
  name: string;
  runtime: string;
}

export interface Extra {
  stack?: string;
  errKind?: string;
  trace?: string;
}

export class Stream {
  readonly recs: Rec[] = [];
  private readonly skew = new Map<string, number>();
  private readonly hosts = new Map<string, string>();
  private readonly runtimes = new Map<string, string>();
  private readonly silent = new Map<string, number>();
  private seq = 0;

  constructor(
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
    services: Svc[],
    readonly traced: boolean,
  ) {
    for (const s of services) {
      this.skew.set(s.name, int(r, -300, 300));
      this.hosts.set(s.name, `${s.name}-${hex(r, 9).slice(0, 8)}-${hex(r, 5)}`);
      this.runtimes.set(s.name, s.runtime);
    }
  }

  runtime(svc: string): string {
    return this.runtimes.get(svc) ?? "go";
  }

  trace(): string | undefined {
    return this.traced ? hex(this.r, 16) : undefined;
  }

  /** From `from` on, the service's ordinary (baseline) lines stop. */
  silence(svc: string, from: number): void {
    this.silent.set(svc, from);
  }

  isSilent(svc: string, t: number): boolean {
    const f = this.silent.get(svc);
    return f !== undefined && t >= f;
  }

  emit(t: number, svc: string, level: Level, msg: string, x: Extra = {}): void {
    if (t < this.start || t >= this.end) return;
    const skew = this.skew.get(svc) ?? 0;
    this.recs.push({
      t,
      p: t + skew,
      svc,
      level,
      msg,
      stack: x.stack,
      errKind: x.errKind,
      trace: x.trace,
      host: this.hosts.get(svc) ?? svc,
      runtime: this.runtimes.get(svc) ?? "go",
      seq: this.seq++,
    });
  }

  /** Baseline emit: dropped once the service has gone quiet. */
  base(t: number, svc: string, level: Level, msg: string, x: Extra = {}): void {
    if (this.isSilent(svc, t)) return;
    this.emit(t, svc, level, msg, x);
  }

  /** Calls fn at jittered intervals (mean gap ms) between from and to. */
  every(from: number, to: number, gap: number, fn: (t: number, i: number) => void): void {
    let t = from + this.r() * gap;
    let i = 0;
    while (t < to && t < this.end) {
      fn(Math.round(t), i++);
      t += gap * (0.4 + this.r() * 1.2);
    }
  }

  lines(fmt: Format, ns: string): string[] {
    const width = Math.max(...[...this.skew.keys()].map((s) => s.length + 2)) + 1;
    const sorted = this.recs.slice().sort((a, b) => a.p - b.p || a.seq - b.seq);
    const out: string[] = [];
    for (const rec of sorted) out.push(...render(fmt, rec, ns, width));
    return out;
  }
}
