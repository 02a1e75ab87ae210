// The events of one scenario before rendering: true time, service, level, message, optional stack and trace id.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  /** roles of the request flow this line belongs to, so a broken callee can silence the flows through it */
  flow?: string[];
}

export interface Mute {
  from: number;
  to: number;
  /** drop lines of this service (all levels up to `maxLevel`) */
  svc?: string;
  maxLevel?: Level;
  /** drop lines of flows through this role, with this probability */
  role?: string;
  p?: number;
  /** lines of the muted service containing this text stay */
  keep?: string;
}

const RANK: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3, fatal: 4 };

export class Stream {
  readonly evs: Ev[] = [];
  readonly mutes: Mute[] = [];
  constructor(
    readonly start: number,
    readonly end: number,
  ) {}
  add(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...extra });
  }
  mute(m: Mute): void {
    this.mutes.push(m);
  }
  /** Applies the mutes; `coin` decides the probabilistic ones deterministically. */
  finish(coin: () => number): Ev[] {
    return this.evs.filter((e) => {
      for (const m of this.mutes) {
        if (e.t < m.from || e.t >= m.to) continue;
        if (
          m.svc &&
          e.svc === m.svc &&
          RANK[e.level] <= RANK[m.maxLevel ?? "info"] &&
          !(m.keep && e.msg.includes(m.keep))
        )
          return false;
        if (m.role && e.flow?.includes(m.role) && coin() < (m.p ?? 1)) return false;
      }
      return true;
    });
  }
}

/** Calls `f` at jittered intervals of about `every` ms from `from` to `to`. */
export function every(
  from: number,
  to: number,
  every: number,
  jitter: number,
  next: () => number,
  f: (t: number) => void,
) {
  let t = from + next() * every;
  while (t < to) {
    f(t);
    t += every * (1 - jitter + 2 * jitter * next());
  }
}
