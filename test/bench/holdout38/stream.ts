// One window's stream: background traffic of the whole estate (requests through the gateway, health checks, a
// periodic job, the chronic harmless line, a deprecation warning, retries that succeed), then skew and sort.
import { accessLine, callError, deprecation, type Estate, edgeLine, fill, type Svc } from "./estates.js";
import type { Ev, Lvl } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Background {
  W0: number;
  W1: number;
  /** Requests per second entering the gateway. */
  rate: number;
  /** Services that print nothing of their own background (origins that log two or three lines in all). */
  mute: Set<string>;
  /** Service -> true time from which its background stops (gone quiet, crashed). */
  quietFrom: Map<string, number>;
  /** Requests to this service after `from` are left to the incident (it writes their failures). */
  divert?: { svc: string; from: number };
}

export class Stream {
  readonly evs: Ev[] = [];
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
  ) {}

  get edge(): Svc {
    return this.estate.services.find((s) => s.role === "edge")!;
  }
  get apis(): Svc[] {
    return this.estate.services.filter((s) => s.role === "api");
  }
  svc(name: string): Svc {
    return this.estate.services.find((s) => s.name === name)!;
  }
  add(t: number, svc: string, lvl: Lvl, msg: string, stack?: string[], trace?: string): void {
    this.evs.push({ t, svc, lvl, msg, ...(stack?.length ? { stack } : {}), ...(trace ? { trace } : {}) });
  }
  /** Calls fn at jittered steps of `every` ms from `from` to `to`. */
  loop(from: number, to: number, every: number, fn: (t: number) => void): void {
    for (let t = from + this.r.next() * every; t < to; t += every * (0.6 + this.r.next() * 0.8)) fn(Math.round(t));
  }

  background(b: Background): void {
    const { r, estate } = this;
    const live = (s: string, t: number) => !b.mute.has(s) && t < (b.quietFrom.get(s) ?? Number.POSITIVE_INFINITY);
    const apis = this.apis;
    // requests through the gateway
    this.loop(b.W0 - 2000, b.W1, 1000 / b.rate, (t) => {
      const s = r.pick(apis);
      if (b.divert && s.name === b.divert.svc && t >= b.divert.from) return;
      if (!live(s.name, t)) return;
      const trace = r.hex(12);
      const method = r.chance(0.7) ? "GET" : "POST";
      const path = fill(r, r.pick(s.paths));
      const ms = r.int(4, 240);
      this.add(t + ms + 2, this.edge.name, "info", edgeLine(method, path, s.name, 200, ms + 3), undefined, trace);
      if (r.chance(0.8)) this.add(t + r.int(1, ms), s.name, "info", r.pick(s.biz)(r), undefined, trace);
      if (r.chance(0.5))
        this.add(t + ms, s.name, "info", accessLine(s.lang, method, path, 200, ms, r), undefined, trace);
      if (r.chance(0.25)) {
        const d = r.pick(apis.filter((x) => x !== s));
        if (live(d.name, t) && !(b.divert && d.name === b.divert.svc && t >= b.divert.from))
          this.add(t + r.int(1, ms), d.name, "info", r.pick(d.biz)(r), undefined, trace);
      }
    });
    // workers print their own jobs
    for (const w of estate.services.filter((s) => s.role === "worker"))
      this.loop(b.W0, b.W1, r.int(4000, 12000), (t) => {
        if (live(w.name, t)) this.add(t, w.name, "info", r.pick(w.biz)(r));
      });
    // kubelet probes on two services
    for (const s of r.shuffle([...apis]).slice(0, 2))
      this.loop(b.W0, b.W1, 10000, (t) => {
        if (live(s.name, t)) this.add(t, s.name, "info", accessLine(s.lang, "GET", "/healthz", 200, r.int(0, 3), r));
      });
    // the periodic job
    this.loop(b.W0, b.W1, estate.job.every, (t) => {
      if (live(estate.job.svc, t)) this.add(t, estate.job.svc, "info", estate.job.text(r));
    });
    // the chronic harmless line, before and during
    this.loop(b.W0, b.W1, r.int(6000, 20000), (t) => {
      if (live(estate.chronic.svc, t)) this.add(t, estate.chronic.svc, estate.chronic.lvl, estate.chronic.text(r));
    });
    // a deprecation warning now and then from one service
    const dep = r.pick(apis);
    this.loop(b.W0, b.W1, 90000, (t) => {
      if (live(dep.name, t)) this.add(t, dep.name, "warn", deprecation(dep.lang));
    });
    // retries that succeed: one caller, one healthy callee
    this.loop(b.W0, b.W1, r.int(50000, 110000), (t) => {
      const [a, c] = r.shuffle([...apis]);
      if (!live(a.name, t) || !live(c.name, t) || b.divert?.svc === c.name || b.quietFrom.has(c.name)) return;
      const path = fill(r, r.pick(c.paths));
      const kind = r.pick(["timeout", "reset"] as const);
      this.add(t, a.name, "warn", `${callError(a.lang, c.name, path, kind, 0)} - retrying (attempt 2/3) in 200ms`);
      this.add(t + r.int(220, 600), a.name, "info", `retry of GET ${path} to ${c.name} succeeded (attempt 2/3)`);
    });
  }

  /** Keeps what the window shows, applies per-service skew and sorts by printed time. */
  finish(W0: number, W1: number, skew: Map<string, number>): Ev[] {
    return this.evs
      .filter((e) => e.t >= W0 && e.t <= W1)
      .map((e) => ({ ...e, t: e.t + (skew.get(e.svc) ?? 0) }))
      .sort((a, b) => a.t - b.t);
  }
}
