// One window of events: what generators add to, then skewed, sorted by printed time and rendered.
import type { Estate, Role, Runtime } from "./estates.js";
import { type Format, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errKind?: string;
  trace?: string;
  host?: string;
  source?: string;
  /** Survives a silence (a line the process still prints while its normal work has stopped). */
  keep?: boolean;
}

export type Extra = Partial<Pick<Ev, "stack" | "errKind" | "trace" | "host" | "keep">>;

export class Win {
  readonly evs: Ev[] = [];
  private silenced: { svc: string; from: number; to: number }[] = [];
  private muted: { svc: string; from: number; re: RegExp; p: number }[] = [];
  constructor(
    readonly r: Rng,
    readonly est: Estate,
    readonly start: number,
    readonly end: number,
  ) {}

  add(t: number, svc: string, level: Level, msg: string, x: Extra = {}): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...x });
  }
  svc(role: Role): string {
    return this.est.roles[role];
  }
  rt(svc: string): Runtime {
    const s = this.est.services.find((x) => x.name === svc);
    if (!s) throw new Error(`unknown service ${svc}`);
    return s.rt;
  }
  /** A trace / request id when the estate propagates one, else undefined. */
  tid(): string | undefined {
    if (this.est.ids === "none") return undefined;
    return this.est.ids === "w3c" ? this.r.hex(32) : `req-${this.r.hex(12)}`;
  }
  /** Random time inside [a, b) of the window, as fractions of its length. */
  at(a: number, b: number): number {
    const len = this.end - this.start;
    return this.start + len * (a + this.r.next() * (b - a));
  }
  silence(svc: string, from: number, to = this.end): void {
    this.silenced.push({ svc, from, to });
  }
  /** From `from` on, drops a share `p` of `svc`'s info lines matching `re` (work that no longer succeeds). */
  mute(svc: string, from: number, re: RegExp, p = 1): void {
    this.muted.push({ svc, from, re, p });
  }
  /** Drops the ordinary lines of silenced services and the muted successes. */
  events(): Ev[] {
    return this.evs.filter((e) => {
      if (e.keep) return true;
      if (e.level !== "info" && e.level !== "debug") return true;
      if (this.silenced.some((s) => s.svc === e.svc && e.t >= s.from && e.t < s.to)) return false;
      return !this.muted.some((m) => m.svc === e.svc && e.t >= m.from && m.re.test(e.msg) && this.r.next() < m.p);
    });
  }
}

/** Applies per-service clock skew (|skew| <= 300 ms), sorts by printed time and renders. */
export function renderWindow(w: Win, fmt: Format, namespace: string): string[] {
  const skew = new Map<string, number>();
  for (const s of w.est.services) skew.set(s.name, w.r.int(-300, 300));
  const padTo = Math.max(...w.est.services.map((s) => s.name.length + 2)) + 1;
  const rows = w
    .events()
    .map((e, i) => ({ e, i, pt: e.t + (skew.get(e.svc) ?? 0) }))
    .sort((a, b) => a.pt - b.pt || a.i - b.i);
  const out: string[] = [];
  for (const row of rows) out.push(...render(fmt, row.e, row.pt, { namespace, padTo }));
  return out;
}
