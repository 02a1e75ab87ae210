// One aggregated stream: records with per-service skew, services that go quiet, sorted by printed time.
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export class Stream {
  readonly recs: Rec[] = [];
  private readonly skew = new Map<string, number>();
  private readonly quietFrom = new Map<string, number>();
  constructor(
    readonly rng: Rng,
    services: string[],
    readonly start: number,
    readonly end: number,
  ) {
    for (const s of services) this.skew.set(s, rng.int(-300, 300));
  }
  private readonly degraded = new Map<string, { t: number; share: number }>();
  add(t: number, svc: string, level: Level, msg: string, req?: string, base = false, flow?: number): void {
    if (t < this.start || t >= this.end) return;
    this.recs.push({ t: Math.round(t), skew: this.skew.get(svc) ?? 0, svc, level, msg, req, base, flow });
  }
  /** From `t` on, `share` of the ordinary requests that touch `svc` no longer complete (their lines are dropped). */
  degrade(svc: string, t: number, share: number): void {
    this.degraded.set(svc, { t, share });
  }
  /** Ordinary lines of `svc` stop from `t` on (a service that hangs or dies). */
  silence(svc: string, t: number): void {
    if (!this.quietFrom.has(svc)) this.quietFrom.set(svc, t);
  }
  silencedAt(svc: string, t: number): boolean {
    const q = this.quietFrom.get(svc);
    return q !== undefined && t >= q;
  }
  sorted(): Rec[] {
    const broken = new Set<number>();
    for (const r of this.recs) {
      if (r.flow === undefined) continue;
      const d = this.degraded.get(r.svc);
      const hit =
        this.silencedAt(r.svc, r.t) ||
        (d !== undefined && r.t >= d.t && ((r.flow * 2654435761) >>> 0) % 1000 < d.share * 1000);
      if (hit) broken.add(r.flow);
    }
    return this.recs
      .filter((r) => !(r.base && this.silencedAt(r.svc, r.t)) && !(r.flow !== undefined && broken.has(r.flow)))
      .sort((a, b) => a.t + a.skew - (b.t + b.skew) || a.svc.localeCompare(b.svc));
  }
}
