// One scenario's record stream: absolute-time emitters, muting of a service's normal lines (services that go
// quiet, callers whose successes thin out), per-service clock skew, and sorting by printed time.
import { type Estate, type Role, type Runtime, rtOf, svcOf } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

interface Mute {
  svc: string;
  from: number;
  to: number;
  keep: number;
}

export class Ctx {
  readonly recs: (Rec & { base: boolean })[] = [];
  private readonly mutes: Mute[] = [];
  private readonly skew = new Map<string, number>();
  readonly vins: string[];

  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly t0: number, // window start
    readonly end: number, // window end
    readonly start: number, // when the fault starts (quiet windows: a point in the middle)
  ) {
    const alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
    this.vins = Array.from({ length: 260 }, () => {
      let s = estate.wmi;
      for (let i = 0; i < 6; i++) s += rng.pick([...alnum]);
      return `${s}${rng.pick(["R", "S", "T"])}${rng.pick(["A", "K", "7", "3"])}${rng.digits(6)}`;
    });
    for (const [name] of Object.values(estate.roles)) this.skew.set(name, rng.int(-300, 300));
  }

  s(r: Role): string {
    return svcOf(this.estate, r);
  }
  rt(r: Role): Runtime {
    return rtOf(this.estate, r);
  }
  vin(): string {
    return this.rng.pick(this.vins);
  }
  /** A trace id when the estate propagates one. */
  req(): string | undefined {
    return this.estate.traces ? this.rng.hex(16) : undefined;
  }
  emit(r: Role | string, t: number, level: Level, msg: string, req?: string, base = false): void {
    if (t < this.t0 || t >= this.end) return;
    const svc = r in this.estate.roles ? this.s(r as Role) : r;
    this.recs.push({ t, printed: t + (this.skew.get(svc) ?? 0), svc, level, msg, req, base });
  }
  /** An event `off` seconds after the start of the fault. */
  at(r: Role, off: number, level: Level, msg: string, req?: string): void {
    this.emit(r, this.start + off * 1000, level, msg, req);
  }
  /** Events between two offsets (seconds from the fault start) at about `perMin` a minute. */
  every(
    r: Role,
    from: number,
    to: number,
    perMin: number,
    gen: (i: number, t: number) => [Level, string] | [Level, string, string | undefined] | null,
  ): void {
    if (perMin <= 0) return;
    const gap = 60000 / perMin;
    let t = this.start + from * 1000 + this.rng.next() * gap;
    const stop = Math.min(this.end, this.start + to * 1000);
    let i = 0;
    while (t < stop) {
      const g = gen(i++, t);
      if (g) this.emit(r, t, g[0], g[1], g[2]);
      t += gap * (0.4 + this.rng.next() * 1.2);
    }
  }
  /** Keeps only `keep` of a service's normal lines between two offsets (0 = it goes silent). */
  mute(r: Role, from: number, keep = 0, to = 1e9): void {
    this.mutes.push({ svc: this.s(r), from: this.start + from * 1000, to: this.start + to * 1000, keep });
  }

  finish(): Rec[] {
    const out = this.recs.filter((x) => {
      if (!x.base) return true;
      for (const m of this.mutes)
        if (m.svc === x.svc && x.t >= m.from && x.t < m.to && !this.rng.chance(m.keep)) return false;
      return true;
    });
    out.sort((a, b) => a.printed - b.printed || a.t - b.t);
    return out;
  }
}
