// One window of one estate: events at true time, each service's clock skew, the everyday background (traffic,
// health checks, periodic jobs, the noisy service, deprecation warnings, retries that succeed), sorted output.
import { type Estate, type Role, type Service, svcOf } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import { fill, type Rng } from "./rng.js";

export interface EvOpts {
  stack?: string[];
  trace?: string;
  errType?: string;
}

export class Win {
  readonly evs: Array<Ev & { seq: number }> = [];
  readonly skew = new Map<string, number>();
  readonly node = new Map<string, number>();
  readonly end: number;
  private seq = 0;

  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly minutes: number,
    readonly target: number,
  ) {
    this.end = start + minutes * 60000;
    for (const s of estate.services) {
      this.skew.set(s.name, this.r.int(-320, 320));
      this.node.set(s.name, this.r.int(0, 3));
    }
  }

  svc(role: Role): string {
    return svcOf(this.estate, role);
  }

  trace(): string {
    return this.r.hex(12);
  }

  /** One event at true time t (ms); printed time carries the service's skew. */
  at(t: number, svc: string, level: Level, msg: string, o: EvOpts = {}): void {
    if (t < this.start || t >= this.end) return;
    const skew = this.skew.get(svc) ?? 0;
    this.evs.push({ t: Math.round(t + skew), svc, level, msg, ...o, seq: this.seq++ });
  }

  /** Calls fn at poisson times of the given rate between from and to. */
  poisson(perMin: number, from: number, to: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.r.gap(perMin); t < to; t += this.r.gap(perMin)) fn(t, i++);
  }

  /** Calls fn every period ms (with jitter) between from and to. */
  every(period: number, from: number, to: number, fn: (t: number, i: number) => void, jitter = 0.1): void {
    let i = 0;
    for (let t = from + this.r.int(0, period); t < to; t += period * (1 + (this.r.next() - 0.5) * 2 * jitter))
      fn(t, i++);
  }

  /** Minute m (may be fractional) of the window as an absolute time. */
  m(min: number): number {
    return this.start + Math.round(min * 60000);
  }

  private line(s: Service): string {
    return fill(this.r, this.r.pick(s.tpl).replace("{path}", this.r.pick(this.estate.paths)));
  }

  /** The everyday traffic of every service, about `share` of the target lines. */
  background(share = 0.82): void {
    const e = this.estate;
    const total = e.services.reduce((s, x) => s + x.weight, 0);
    const perMin = (this.target * share) / this.minutes;
    for (const s of e.services) {
      const traced = s.role === "edge" || s.role === "core" || s.role === "core2";
      this.poisson((perMin * s.weight) / total, this.start, this.end, (t) =>
        this.at(t, s.name, "info", this.line(s), traced ? { trace: this.trace() } : {}),
      );
      if (s.runtime !== "postgres") this.health(s);
    }
    const edge = this.svc("edge");
    this.poisson(Math.max(1, perMin / 90), this.start, this.end, (t) =>
      this.at(t, edge, "warn", fill(this.r, `{GET|POST} ${this.r.pick(e.paths)} {401|404|404|400|401} {ms}ms`), {
        trace: this.trace(),
      }),
    );
    this.noisy();
    this.jobs();
    this.postgres();
    this.deprecations();
    this.retries();
  }

  private health(s: Service): void {
    const period = this.r.pick([10000, 15000, 20000, 30000]);
    const msg = () =>
      s.runtime === "node"
        ? `GET /healthz 200 ${this.r.int(0, 3)}ms - kube-probe/1.29`
        : s.runtime === "go"
          ? `"GET /readyz HTTP/1.1" 200 2 "-" "kube-probe/1.29" ${this.r.int(80, 900)}µs`
          : s.runtime === "java"
            ? `GET /actuator/health/liveness -> 200 (${this.r.int(1, 6)} ms)`
            : `10.0.${this.r.int(0, 9)}.1 - - "GET /health HTTP/1.1" 200 15 "-" "kube-probe/1.29"`;
    this.every(period, this.start, this.end, (t) => this.at(t, s.name, "info", msg()), 0.02);
  }

  private noisy(): void {
    const e = this.estate;
    const svc = this.svc("noisy");
    this.poisson(this.r.int(3, 9), this.start, this.end, (t) =>
      this.at(t, svc, e.noisy.level, fill(this.r, this.r.pick(e.noisy.tpl))),
    );
  }

  private jobs(): void {
    const w = this.svc("worker");
    for (const job of this.estate.jobs) {
      const period = this.r.pick([60000, 120000, 180000, 300000]);
      this.every(period, this.start, this.end, (t) => {
        const run = this.r.hex(6);
        const dur = this.r.int(800, 25000);
        this.at(t, w, "info", `job ${job} run=${run} started`);
        this.at(
          t + dur,
          w,
          "info",
          `job ${job} run=${run} finished in ${(dur / 1000).toFixed(1)}s (processed=${this.r.int(0, 900)})`,
        );
      });
    }
  }

  private postgres(): void {
    const db = this.svc("db");
    this.every(300000, this.start, this.end, (t) => {
      const dur = this.r.int(20000, 29000);
      const buf = this.r.int(200, 4000);
      this.at(t, db, "info", "checkpoint starting: time");
      this.at(
        t + dur,
        db,
        "info",
        `checkpoint complete: wrote ${buf} buffers (${(buf / 1638).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${this.r.int(0, 3)} recycled; write=${(dur / 1000 - 0.1).toFixed(3)} s, sync=0.00${this.r.int(1, 9)} s, total=${(dur / 1000).toFixed(3)} s; sync files=${this.r.int(10, 60)}, longest=0.002 s, average=0.001 s; distance=${buf * 8} kB, estimate=${buf * 8 + 200} kB`,
      );
    });
  }

  private deprecations(): void {
    for (const s of this.estate.services) {
      if (s.runtime === "node" && this.r.chance(0.6))
        this.every(this.r.int(150000, 400000), this.start, this.end, (t) =>
          this.at(
            t,
            s.name,
            "warn",
            `(node:${this.r.int(1, 40)}) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.\n(Use \`node --trace-deprecation ...\` to show where the warning was created)`,
          ),
        );
      if (s.runtime === "python" && this.r.chance(0.6))
        this.every(this.r.int(120000, 300000), this.start, this.end, (t) =>
          this.at(
            t,
            s.name,
            "warn",
            "/usr/local/lib/python3.12/site-packages/botocore/auth.py:424: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
          ),
        );
      if (s.runtime === "java" && s.role !== "core" && this.r.chance(0.5))
        this.poisson(0.5, this.start, this.end, (t) =>
          this.at(
            t,
            s.name,
            "warn",
            "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA javax.persistence.criteria.CriteriaQuery instead",
          ),
        );
    }
  }

  private retries(): void {
    const core = this.estate.services.find((s) => s.role === "core")!;
    const v = this.estate.vendor;
    const n = this.r.int(2, 6);
    for (let i = 0; i < n; i++) {
      const t = this.r.int(this.start, this.end - 5000);
      const tr = this.trace();
      const path = this.r.pick(["/v1/charges", "/v1/verify", "/v2/quotes", "/v1/status"]);
      if (core.runtime === "java") {
        this.at(
          t,
          core.name,
          "warn",
          `I/O error on POST request for "https://${v}${path}": Read timed out; retrying (attempt 1 of 3) in 200 ms`,
          { trace: tr },
        );
      } else {
        this.at(
          t,
          core.name,
          "warn",
          `request to https://${v}${path} failed, reason: socket hang up; retry 1/3 in 250ms`,
          {
            trace: tr,
          },
        );
      }
      this.at(
        t + this.r.int(300, 900),
        core.name,
        "info",
        `POST https://${v}${path} succeeded on attempt 2 (${this.r.int(90, 600)} ms)`,
        {
          trace: tr,
        },
      );
    }
  }

  /** The printed file: events sorted by printed time, rendered in the format. */
  lines(f: Format): string[] {
    const width = Math.max(...this.estate.services.map((s) => s.name.length + 2)) + 1;
    const sorted = [...this.evs].sort((a, b) => a.t - b.t || a.seq - b.seq);
    return sorted.flatMap((e) => render(f, e, width, this.estate.ns, this.node.get(e.svc) ?? 0));
  }
}
