// One scenario under construction: the estate, the window, each service's pod, address and clock skew,
// and the events written so far. Noise kinds, incidents and background all write through it.
import { runtimeOf, serviceFor, serviceNamed } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Exc } from "./stacks.js";
import type { Estate, Ev, Ids, Level, Role, Service, Suppress } from "./types.js";

export interface Pod {
  pod: string;
  ip: string;
  port: number;
  /** Clock skew of this service's printed times, ms. */
  skew: number;
  node: string;
  /** Replicas behind the proxy (HAProxy names them svc-1..svc-N). */
  replicas: number;
}

const PORTS: Record<string, number> = {
  spring: 8080,
  ktor: 8080,
  express: 3000,
  nest: 3000,
  gohttp: 8080,
  aspnet: 8080,
  fastapi: 8000,
  django: 8000,
  flask: 5000,
  celery: 0,
  rails: 3000,
  sidekiq: 0,
  laravel: 9000,
  envoy: 10000,
  nginx: 80,
  haproxy: 443,
  traefik: 443,
  pgbouncer: 6432,
  kafka: 9092,
  redis: 6379,
};

export interface EmitOpts {
  stack?: string;
  errType?: string;
  ids?: Ids;
  kv?: Record<string, string | number | boolean>;
  grp?: number;
}

export class Ctx {
  readonly events: Ev[] = [];
  readonly suppress: Suppress[] = [];
  readonly pods = new Map<string, Pod>();
  /** Periods a service's process is dead: everything it would have logged then is dropped at the end. */
  readonly downs: { svc: string; from: number; to: number }[] = [];
  /** JVM heap size per service and its GC counter, shared by background GC lines and incidents. */
  readonly heaps = new Map<string, number>();
  readonly gcCounters = new Map<string, number>();
  /** From this time an incident writes the service's GC lines itself. */
  readonly gcOwnedFrom = new Map<string, number>();
  /** A span of long (but healthy) pauses for a service, written by the background GC stream. */
  readonly gcLong = new Map<string, { a: number; b: number; k: number }>();
  private seq = 0;
  private grpSeq = 1;

  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly t0: number,
    readonly t1: number,
    /** Multiplies noise and incident rates; lowered when stack-heavy formats would overflow the budget. */
    readonly scale = 1,
  ) {
    const nodes = Array.from({ length: r.int(4, 7) }, () => `ip-10-${r.int(0, 3)}-${r.int(1, 254)}-${r.int(2, 250)}`);
    for (const s of estate.services) {
      const rs = r.alnum(r.int(9, 10));
      this.pods.set(s.name, {
        pod: `${s.name.replace(/_/g, "-")}-${rs}-${r.alnum(5)}`,
        ip: `10.${r.int(40, 47)}.${r.int(0, 15)}.${r.int(2, 250)}`,
        port: PORTS[s.framework] ?? 8080,
        skew: s.framework === "haproxy" || s.framework === "nginx" ? r.int(-40, 40) : r.int(-300, 300),
        node: r.pick(nodes),
        replicas: r.int(2, 3),
      });
    }
  }

  heapOf(s: Service): number {
    let h = this.heaps.get(s.name);
    if (h === undefined) {
      h = this.r.pick([512, 1024, 2048]);
      this.heaps.set(s.name, h);
    }
    return h;
  }

  nextGc(s: Service): number {
    const n = (this.gcCounters.get(s.name) ?? this.r.int(200, 9000)) + 1;
    this.gcCounters.set(s.name, n);
    return n;
  }

  markDown(s: Service, from: number, to: number): void {
    this.downs.push({ svc: s.name, from, to });
  }

  isDown(svc: string, t: number): boolean {
    return this.downs.some((d) => d.svc === svc && t >= d.from && t < d.to);
  }

  get dur(): number {
    return this.t1 - this.t0;
  }

  svc(role: Role): Service {
    return serviceFor(this.estate, role);
  }

  named(name: string): Service {
    return serviceNamed(this.estate, name);
  }

  pod(s: Service): Pod {
    const p = this.pods.get(s.name);
    if (!p) throw new Error(`no pod for ${s.name}`);
    return p;
  }

  /** A time as the service's own (skewed) clock prints it inside a message. */
  local(s: Service | string, t: number): number {
    return t + (this.pods.get(typeof s === "string" ? s : s.name)?.skew ?? 0);
  }

  /** host:port other services use to call this one. */
  addr(s: Service): string {
    return `${s.name.replace(/_/g, "-")}.${this.estate.namespace}.svc.cluster.local:${this.pod(s).port}`;
  }

  shortAddr(s: Service): string {
    return `${s.name.replace(/_/g, "-")}:${this.pod(s).port}`;
  }

  group(): number {
    return this.grpSeq++;
  }

  ids(): Ids {
    const r = this.r;
    // nginx's $request_id is 32 hex digits and the apps behind it log the same value
    const nginx = this.estate.services.some((x) => x.framework === "nginx");
    return { trace: r.hex(32), span: r.hex(16), req: nginx ? r.hex(32) : r.uuid(), corr: r.uuid() };
  }

  /** Child ids: same trace / request / correlation, new span. */
  child(ids: Ids): Ids {
    return { ...ids, span: this.r.hex(16) };
  }

  emit(s: Service | string, t: number, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    const name = typeof s === "string" ? s : s.name;
    const ev: Ev = { t: Math.round(t), svc: name, level, msg, seq: this.seq++ };
    if (o.stack) ev.stack = o.stack;
    if (o.errType) ev.errType = o.errType;
    if (o.ids) ev.ids = o.ids;
    if (o.kv) ev.kv = o.kv;
    if (o.grp) ev.grp = o.grp;
    this.events.push(ev);
  }

  /** Logs an exception the way the service's runtime and logger would print it. */
  emitExc(s: Service, t: number, level: Level, lead: string, e: Exc, o: EmitOpts = {}): void {
    const rt = runtimeOf(s.framework);
    const base: EmitOpts = { ...o, errType: e.type };
    switch (rt) {
      case "go":
        if (e.stack) this.emit(s, t, level, `${lead}: ${e.text}`, { ...base, stack: e.stack });
        else this.emit(s, t, level, `${lead}: ${e.text}`, base);
        return;
      case "ruby":
        if (s.framework === "sidekiq")
          this.emit(s, t, level, `${lead}: ${e.type}: ${e.text}`, { ...base, stack: e.stack });
        else this.emit(s, t, level, `${lead ? `${lead} ` : ""}${e.type} (${e.text}):`, { ...base, stack: e.stack });
        return;
      case "php":
        this.emit(s, t, level, `${lead} {"exception":"[object] (${e.type}(code: 0): ${e.text.replace(/"/g, '\\"')})`, {
          ...base,
          stack: e.stack ? `${e.stack}\n"}` : undefined,
        });
        return;
      default:
        this.emit(s, t, level, this.r.chance(0.5) ? `${lead}: ${e.text}` : lead, { ...base, stack: e.stack });
    }
  }

  /** n events at random times in [a, b), in order. */
  spread(a: number, b: number, n: number, fn: (t: number, i: number) => void): void {
    const lo = Math.max(a, this.t0);
    const hi = Math.min(b, this.t1);
    if (hi <= lo || n <= 0) return;
    const ts = Array.from({ length: n }, () => this.r.float(lo, hi)).sort((x, y) => x - y);
    for (let i = 0; i < ts.length; i++) fn(ts[i] as number, i);
  }

  /** A Poisson stream of `perMin` events a minute over [a, b). */
  poisson(a: number, b: number, perMin: number, fn: (t: number, i: number) => void): void {
    if (perMin <= 0) return;
    const mean = 60000 / perMin;
    let t = Math.max(a, this.t0) + this.r.exp(mean);
    let i = 0;
    const hi = Math.min(b, this.t1);
    while (t < hi) {
      fn(t, i++);
      t += this.r.exp(mean);
    }
  }

  /** Every `everyMs` (with a little jitter) over [a, b). */
  every(a: number, b: number, everyMs: number, fn: (t: number, i: number) => void, jitter = 0.05): void {
    let t = Math.max(a, this.t0) + this.r.float(0, everyMs);
    let i = 0;
    const hi = Math.min(b, this.t1);
    while (t < hi) {
      fn(t, i++);
      t += everyMs * (1 + this.r.float(-jitter, jitter));
    }
  }

  suppressRole(role: Role, from: number, to: number, p: number, match?: RegExp): void {
    this.suppress.push({ role, from, to, p, match });
  }

  isSuppressed(role: Role, t: number, path = ""): boolean {
    for (const s of this.suppress)
      if (s.role === role && t >= s.from && t < s.to && (!s.match || s.match.test(path)) && this.r.chance(s.p))
        return true;
    return false;
  }
}
