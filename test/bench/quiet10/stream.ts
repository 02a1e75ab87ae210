// One aggregated stream: events at true times, each service's clock skew, the background every window shares
// (traffic, health checks, the periodic job, the noisy service, deprecation warnings, retries that succeed),
// and the file written sorted by printed time.
import { DEPRECATION, type Estate, refused, rtOf } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

interface Ev extends Printed {
  seq: number;
}

export interface Extra {
  stack?: string[];
  errorType?: string;
  trace?: string;
}

export class Stream {
  private evs: Ev[] = [];
  private mutes: Array<{ svc: string; from: number; seq: number }> = [];
  private skew = new Map<string, number>();
  private host = new Map<string, number>();
  constructor(
    readonly r: Rng,
    readonly e: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of e.services) {
      this.skew.set(s.name, r.int(-280, 280));
      this.host.set(s.name, r.int(0, 3));
    }
  }

  add(svc: string, t: number, level: Level, msg: string, x: Extra = {}): void {
    if (t < this.t0 || t > this.t1) return;
    if (!this.skew.has(svc)) this.skew.set(svc, this.r.int(-200, 200));
    this.evs.push({
      at: Math.round(t + (this.skew.get(svc) ?? 0)),
      service: svc,
      level,
      msg,
      seq: this.evs.length,
      ...x,
    });
  }

  /** Drops the routine (debug/info) lines already written for `svc` from `from` on: it is down. */
  mute(svc: string, from: number): void {
    this.mutes.push({ svc, from, seq: this.evs.length });
  }

  /** n events spread at random over [from, to). */
  spread(from: number, to: number, n: number, fn: (t: number, i: number) => void): void {
    const ts: number[] = [];
    for (let i = 0; i < n; i++) ts.push(from + this.r.next() * (to - from));
    ts.sort((a, b) => a - b);
    for (const [i, t] of ts.entries()) fn(t, i);
  }

  /** Every `period` ms (with a little jitter) over [from, to). */
  every(from: number, to: number, period: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.r.next() * period; t < to; t += period * (0.85 + 0.3 * this.r.next())) fn(t, i++);
  }

  trace(): string {
    return this.r.hex(12);
  }

  /** An edge access line in the edge's own style. */
  access(t: number, method: string, route: string, status: number, ms: number, trace?: string): void {
    const r = this.r;
    const path = route.replace("{id}", String(r.int(10000, 99999)));
    const rt = rtOf(this.e, this.e.edge);
    const lvl: Level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    const msg =
      rt === "go"
        ? `"${method} ${path} HTTP/1.1" ${status} ${r.int(80, 9000)} ${ms}.${r.int(0, 9)}ms`
        : `${method} ${path} ${status} ${ms}ms`;
    this.add(this.e.edge, t, lvl, msg, { trace });
  }

  background(lines: number): void {
    const { r, e, t0, t1 } = this;
    const span = t1 - t0;
    const reqs = Math.round(lines * 0.36);
    this.spread(t0, t1, reqs, (t) => {
      const tr = this.trace();
      const be = r.pick(e.backends);
      const svc = e.services.find((s) => s.name === be)!;
      this.add(be, t + r.int(2, 30), "info", svc.work(r), { trace: tr });
      if (r.chance(0.25)) {
        const other = r.pick(e.services);
        this.add(other.name, t + r.int(20, 60), "info", other.work(r), { trace: tr });
      }
      this.access(t + r.int(40, 250), r.pick(["GET", "GET", "GET", "POST"]), r.pick(e.routes), 200, r.int(12, 320), tr);
    });
    const others = e.services.filter((s) => s.name !== e.edge && !e.backends.includes(s.name));
    for (const s of others)
      this.spread(t0, t1, Math.round((lines * 0.12) / Math.max(others.length, 1)), (t) =>
        this.add(s.name, t, "info", s.work(r)),
      );
    for (const s of e.services.slice(0, 4))
      this.every(t0, t1, 10000, (t) => this.add(s.name, t, "debug", health(s.name, r)));
    this.every(t0, t1, 60000, (t, i) => {
      this.add(e.job.svc, t, "info", `job ${e.job.name} run=${1000 + i} started`);
      this.add(
        e.job.svc,
        t + r.int(800, 9000),
        "info",
        `job ${e.job.name} run=${1000 + i} finished ok items=${r.int(0, 300)}`,
      );
    });
    this.every(t0, t1, e.noisy.everyMs, (t) => this.add(e.noisy.svc, t, e.noisy.level, e.noisy.msg(r)));
    for (const s of e.services)
      if (r.chance(0.5))
        this.every(t0, t1, r.int(150000, 300000), (t) => this.add(s.name, t, "warn", r.pick(DEPRECATION[s.rt])));
    // retries that succeed: a transient refused connection, the second attempt works
    this.spread(t0, t1, Math.max(2, Math.round(span / 120000)), (t) => {
      const caller = r.pick(e.services);
      const callee = r.pick(e.backends.filter((b) => b !== caller.name));
      const tr = this.trace();
      this.add(
        caller.name,
        t,
        "warn",
        `call to ${callee} failed (${refused(caller.rt, callee, 8080, `10.42.${r.int(0, 9)}.${r.int(2, 250)}`)}), retrying attempt 2/3 in 200ms`,
        { trace: tr },
      );
      this.add(caller.name, t + 260, "info", `call to ${callee} succeeded on attempt 2`, { trace: tr });
    });
  }

  /** The file's lines, sorted by printed time (stable), and the compose prefix padded as docker compose does. */
  lines(f: Format): string[] {
    const pad = Math.max(...this.evs.map((x) => x.service.length)) + 4;
    const muted = (x: Ev) =>
      (x.level === "info" || x.level === "debug") &&
      this.mutes.some((m) => m.svc === x.service && x.seq < m.seq && x.at >= m.from);
    const sorted = this.evs.filter((x) => !muted(x)).sort((a, b) => a.at - b.at || a.seq - b.seq);
    const out: string[] = [];
    for (const x of sorted) out.push(...render(f, x, this.e.ns, pad, this.host.get(x.service) ?? 0));
    return out;
  }
}

function health(svc: string, r: Rng): string {
  return `GET /healthz 200 ${r.int(0, 3)}ms - kube-probe/1.29 (${svc})`;
}
