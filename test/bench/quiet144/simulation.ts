// One window: steady traffic through the edge proxy, routine work and noise, plus whatever a scenario layers on.
import { mysqlNoise, steadyNoise } from "./noise.js";
import type { Rng } from "./rng.js";
import { accessLine, type Req, serverLine, workLine } from "./traffic.js";
import type { Estate, Level, LogEvent, Role, Service } from "./types.js";

/** Requests to `svc` between from and to fail with probability p: status, proxy flag, latency, and the upstream's own line. */
export interface Fault {
  svc: string;
  from: number;
  to: number;
  p: number;
  status: number;
  flag?: string;
  ms?: [number, number];
  /** What the upstream logs for such a request (null: nothing, e.g. it is hung or down). */
  server?: ((r: Rng) => { level: Level; msg: string; stack?: string[] }) | null;
}

export class Sim {
  readonly events: LogEvent[] = [];
  private readonly faults: Fault[] = [];
  private readonly silences: Array<{ svc: string; from: number; to: number }> = [];
  private readonly surges: Array<{ from: number; to: number; mul: number; paths?: string[] }> = [];

  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly services: Service[],
    readonly start: number,
    readonly end: number,
    readonly targetLines: number,
  ) {}

  get minutes(): number {
    return (this.end - this.start) / 60000;
  }

  /** The chosen service for a role (scenarios declare the roles they need, so it is there). */
  svc(role: Role): Service {
    const s = this.services.find((x) => x.role === role);
    if (!s) throw new Error(`window has no ${role} service`);
    return s;
  }

  has(role: Role): boolean {
    return this.services.some((x) => x.role === role);
  }

  /** A time at fraction f of the window, jittered by up to a few seconds. */
  at(f: number): number {
    return Math.round(this.start + f * (this.end - this.start) + this.r.int(-4000, 4000));
  }

  rid(): string | undefined {
    switch (this.estate.ridStyle) {
      case "x-request-id":
        return `${this.r.hex(8)}-${this.r.hex(4)}-4${this.r.hex(3)}-${this.r.pick(["8", "9", "a", "b"])}${this.r.hex(3)}-${this.r.hex(12)}`;
      case "traceparent":
        return `00-${this.r.hex(32)}-${this.r.hex(16)}-01`;
      case "none":
        return undefined;
    }
  }

  emit(t: number, svc: string, level: Level, msg: string, opts: { rid?: string; stack?: string[] } = {}): void {
    if (t < this.start || t >= this.end) return;
    this.events.push({ t: Math.round(t), svc, level, msg, rid: opts.rid, stack: opts.stack });
  }

  /** Calls fn at Poisson times with the given mean gap between from and to. */
  every(from: number, to: number, meanGapMs: number, fn: (t: number, i: number) => void): void {
    let t = from + this.r.exp(meanGapMs);
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += this.r.exp(meanGapMs);
    }
  }

  fault(f: Fault): void {
    this.faults.push(f);
  }

  silence(svc: string, from: number, to: number): void {
    this.silences.push({ svc, from, to });
  }

  surge(from: number, to: number, mul: number, paths?: string[]): void {
    this.surges.push({ from, to, mul, paths });
  }

  isSilent(svc: string, t: number): boolean {
    return this.silences.some((s) => s.svc === svc && t >= s.from && t < s.to);
  }

  /** Emits one request through the proxy to `up` at time t (used by background and by scenarios). */
  request(
    t: number,
    up: Service,
    path: string,
    method: string,
    status: number,
    ms: number,
    opts: { flag?: string; serverLine?: boolean } = {},
  ): string | undefined {
    const r = this.r;
    const rid = this.rid();
    const q: Req = {
      method,
      path,
      status,
      ms,
      bytes: status >= 400 ? r.int(0, 240) : r.int(180, 24000),
      upstream: up,
      flag: opts.flag,
    };
    const proxy = this.svc("proxy");
    const lvl: Level =
      status >= 500 ? "ERROR" : status >= 400 && status !== 404 && status !== 401 && status !== 409 ? "WARN" : "INFO";
    this.emit(t + ms + r.int(0, 3), proxy.name, lvl, accessLine(this.estate.proxyKind, this.estate, r, q, rid), {
      rid,
    });
    if (opts.serverLine !== false && !this.isSilent(up.name, t)) {
      this.emit(
        t + Math.max(1, ms - r.int(1, 3)),
        up.name,
        status >= 500 ? "ERROR" : "INFO",
        serverLine(up.runtime, r, q),
        { rid },
      );
    }
    return rid;
  }

  /** Fills the window with ordinary traffic, work and noise; call after the scenario has set its faults. */
  background(): void {
    const r = this.r;
    const dur = this.end - this.start;
    const routed = this.services.filter((s) => s.routes.length > 0 && s.role !== "proxy");
    const internal = this.services.filter((s) => s.routes.length === 0 && s.role !== "proxy");
    const perReq = 2.6;
    const reqRate = (this.targetLines * 0.72) / perReq / dur; // per ms
    const weights = routed.map(() => r.float(0.4, 2.5));
    const wsum = weights.reduce((a, b) => a + b, 0);
    const surgeMul = (t: number) => this.surges.filter((s) => t >= s.from && t < s.to).reduce((m, s) => m * s.mul, 1);
    let t = this.start + r.exp(1 / reqRate);
    while (t < this.end) {
      let x = r.next() * wsum;
      let k = 0;
      while (k < routed.length - 1 && x > weights[k]) x -= weights[k++];
      const up = routed[k];
      const path = pathFor(r, r.pick(up.routes));
      const method = path.includes("search") || path.includes("availability") || r.chance(0.6) ? "GET" : "POST";
      const fault = this.faults.find((f) => f.svc === up.name && t >= f.from && t < f.to && r.chance(f.p));
      if (fault) {
        const ms = fault.ms ? r.int(fault.ms[0], fault.ms[1]) : r.int(5, 80);
        const rid = this.request(t, up, path, method, fault.status, ms, { flag: fault.flag, serverLine: false });
        if (fault.server && !this.isSilent(up.name, t)) {
          const s = fault.server(r);
          this.emit(t + ms - 1, up.name, s.level, s.msg, { rid, stack: s.stack });
        }
      } else {
        const status = r.chance(0.015)
          ? 404
          : r.chance(0.01)
            ? 401
            : r.chance(0.006)
              ? 422
              : method === "POST" && r.chance(0.3)
                ? 201
                : 200;
        const ms = Math.round(r.exp(70)) + r.int(4, 30);
        const rid = this.request(t, up, path, method, status, ms);
        if (r.chance(0.6) && !this.isSilent(up.name, t))
          this.emit(t + ms / 2, up.name, "INFO", workLine(up.role, r), { rid });
      }
      t += r.exp(1 / (reqRate * surgeMul(t)));
    }
    // internal workers, jobs and the database: their own work at a steady pace
    const internalRate = (this.targetLines * 0.17) / Math.max(1, internal.length) / dur;
    for (const s of internal) {
      this.every(this.start, this.end, 1 / internalRate, (tt) => {
        if (!this.isSilent(s.name, tt)) this.emit(tt, s.name, "INFO", workLine(s.role, r, s.name.includes("mysql")));
      });
    }
    // health checks seen by the proxy
    const proxy = this.svc("proxy");
    this.every(this.start, this.end, 15000, (tt) => this.emit(tt, proxy.name, "INFO", workLine("proxy", r)));
    // steady noise: every service a little, one service a lot of the same thing
    for (const s of this.services) {
      if (s.role === "proxy") continue;
      this.every(this.start, this.end, r.float(20000, 90000), (tt) => {
        if (this.isSilent(s.name, tt)) return;
        const n = s.name.includes("mysql") ? mysqlNoise(r) : steadyNoise(s.role, s.runtime, r);
        this.emit(tt, s.name, n.level, n.msg, { stack: n.stack });
      });
    }
    const loud = r.pick(this.services.filter((s) => s.role !== "proxy"));
    const lr = r.fork("loud");
    let loudNoise = steadyNoise(loud.role, loud.runtime, lr);
    for (let i = 0; i < 12 && loudNoise.level !== "ERROR"; i++) loudNoise = steadyNoise(loud.role, loud.runtime, lr);
    this.every(this.start, this.end, r.float(2500, 9000), (tt) => {
      if (!this.isSilent(loud.name, tt)) this.emit(tt, loud.name, "ERROR", loudNoise.msg);
    });
  }
}

function pathFor(r: Rng, route: string): string {
  if (
    route.endsWith("bookings") ||
    route.endsWith("invoices") ||
    route.endsWith("listings") ||
    route.endsWith("entries")
  ) {
    return r.chance(0.5) ? `${route}/${r.int(10000, 999999)}` : route;
  }
  if (route.includes("availability") || route.includes("search"))
    return `${route}?from=2027-0${r.int(1, 9)}-${String(r.int(10, 28))}&loa=${r.int(6, 18)}`;
  return route;
}
