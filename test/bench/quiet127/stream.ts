// The aggregated stream of one scenario: events in true time, which services an incident has taken
// out of the background traffic, and when pods were replaced (pod names change after a restart).
import type { Rng } from "./rng.js";
import type { Ev } from "./types.js";

interface Impact {
  svc: string;
  from: number;
  to: number;
  frac: number;
}

export class Stream {
  private readonly evs: Ev[] = [];
  private readonly impacts: Impact[] = [];
  private readonly restarts = new Map<string, number[]>();
  private seq = 0;

  /** Per-service clock offsets (ms) the printing adds; software that prints its own times uses them too. */
  constructor(readonly skew: Map<string, number> = new Map()) {}

  push(ev: Omit<Ev, "seq">): void {
    this.evs.push({ ...ev, seq: this.seq++ });
  }

  /** From `from` to `to`, a share `frac` of the background requests touching `svc` do not happen as usual. */
  impact(svc: string, from: number, to: number, frac = 1): void {
    this.impacts.push({ svc, from, to, frac });
  }

  /** Whether a background request touching `svcs` at `t` is displaced by an incident. */
  blocked(svcs: readonly string[], t: number, r: Rng): boolean {
    for (const im of this.impacts) {
      if (t >= im.from && t < im.to && svcs.includes(im.svc) && r.chance(im.frac)) return true;
    }
    return false;
  }

  markRestart(svc: string, t: number): void {
    const xs = this.restarts.get(svc) ?? [];
    xs.push(t);
    this.restarts.set(svc, xs);
  }

  /** How many times `svc` was replaced before `t`: picks its pod name. */
  generation(svc: string, t: number): number {
    return (this.restarts.get(svc) ?? []).filter((x) => x <= t).length;
  }

  get size(): number {
    return this.evs.length;
  }

  sorted(): Ev[] {
    return [...this.evs].sort((a, b) => a.t - b.t || a.seq - b.seq);
  }
}
