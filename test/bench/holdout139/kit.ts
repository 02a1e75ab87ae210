// The scenario context every generator writes into: which services are present, how to emit a line, how to
// spread events over time, and the request-shaped helpers (edge access, app access, proxy errors).
import { appAccess, BROWSERS, type EdgeFailure, edgeAccess, edgeError } from "./access.js";
import type { Rng } from "./rng.js";
import type { Err, Estate, Ev, Ids, Level, Role, Service } from "./types.js";

export interface EmitOpts {
  err?: Err;
  ids?: Ids;
  logger?: string;
  bg?: boolean;
}

export class Ctx {
  readonly evs: Ev[] = [];
  readonly mutes: Array<{ svc: string; from: number; to: number }> = [];
  readonly impairs: Array<{ role: Role; from: number; to: number; share: number; paths?: string[] }> = [];
  /** Each service's clock skew (ms), for timestamps printed inside messages. */
  skew = new Map<string, number>();
  private seq = 0;
  private reqNo: number;

  constructor(
    readonly est: Estate,
    readonly svcs: Map<Role, Service>,
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
  ) {
    this.reqNo = r.int(100000, 900000);
  }

  /** t as the service's own (skewed) clock shows it. */
  local(who: Role | Service, t: number): number {
    const s = typeof who === "string" ? this.svcs.get(who) : who;
    return t + (s ? (this.skew.get(s.name) ?? 0) : 0);
  }

  has(role: Role): boolean {
    return this.svcs.has(role);
  }

  s(role: Role): Service {
    const s = this.svcs.get(role);
    if (!s) throw new Error(`service for role ${role} not in scenario`);
    return s;
  }

  n(role: Role): string {
    return this.svcs.get(role)?.name ?? role;
  }

  /** Emits one line; silently does nothing when the role is not in this scenario or t is outside the window. */
  emit(t: number, who: Role | Service, level: Level, msg: string, o: EmitOpts = {}): void {
    const svc = typeof who === "string" ? this.svcs.get(who) : who;
    if (!svc || t < this.start || t >= this.end) return;
    const ids = o.ids && svc.carriesIds && this.est.ids !== "none" ? o.ids : undefined;
    this.evs.push({ t, svc, level, msg, err: o.err, ids, logger: o.logger, bg: o.bg, seq: this.seq++ });
  }

  /** Random arrivals at perMin per minute over [from, to). */
  poisson(from: number, to: number, perMin: number, fn: (t: number, i: number) => void): void {
    if (perMin <= 0) return;
    const mean = 60000 / perMin;
    let t = from + this.r.exp(mean);
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += this.r.exp(mean);
    }
  }

  /** A timer every gap ms (with +-jitter ms), the first tick at from itself. */
  from(from: number, to: number, gap: number, jitter: number, fn: (t: number, i: number) => void): void {
    let t = from;
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += gap + this.r.float(-jitter, jitter);
    }
  }

  /** A timer every gap ms (with +-jitter ms), starting at a random phase. */
  every(from: number, to: number, gap: number, jitter: number, fn: (t: number, i: number) => void): void {
    let t = from + this.r.float(0, gap);
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += gap + this.r.float(-jitter, jitter);
    }
  }

  /** Fresh request identifiers in the estate's convention. */
  ids(): Ids {
    switch (this.est.ids) {
      case "w3c":
        return { trace: this.r.hex(32), span: this.r.hex(16), rid: this.r.uuid() };
      case "reqid":
        return { rid: `${this.r.hex(8)}${this.r.hex(8)}`.toUpperCase() };
      case "corr":
        return { corr: this.r.uuid() };
      default:
        return {};
    }
  }

  nextReq(): number {
    this.reqNo += this.r.int(1, 9);
    return this.reqNo;
  }

  customerIp(): string {
    const a = this.r.pick([
      "81.2",
      "86.140",
      "92.40",
      "109.151",
      "151.224",
      "176.24",
      "2.98",
      "5.64",
      "31.94",
      "90.218",
    ]);
    return `${a}.${this.r.int(1, 254)}.${this.r.int(1, 254)}`;
  }

  browser(): string {
    if (this.r.chance(0.22))
      return `${this.est.appName}/${this.r.pick(["5.3.1", "5.3.2", "5.2.9"])} (${this.r.pick(["iPhone; iOS 17.4", "iPhone; iOS 17.5", "Android 14", "Android 13"])})`;
    return this.r.pick(BROWSERS);
  }

  /** One edge access line (for the route's role), plus the proxy's error line for failures. */
  edge(
    t: number,
    role: Role,
    method: string,
    path: string,
    status: number,
    ms: number,
    o: { flags?: string; ids?: Ids; ip?: string; ua?: string; bytes?: number; fail?: EdgeFailure; bg?: boolean } = {},
  ): void {
    const edge = this.svcs.get("edge");
    if (!edge) return;
    const up = this.svcs.get(role);
    const reqNo = this.nextReq();
    const ip = o.ip ?? this.customerIp();
    const bytes = o.bytes ?? (status >= 400 ? this.r.int(90, 420) : this.r.int(400, 24000));
    let flags = o.flags;
    if (!flags && o.fail) flags = this.defaultFlags(o.fail);
    const msg = edgeAccess(this.est, this.local(edge, t), {
      method,
      path,
      status,
      ms,
      bytes,
      ip,
      ua: o.ua ?? this.browser(),
      upstream: up,
      flags,
      ids: o.ids,
      reqNo,
    });
    this.emit(t, edge, "INFO", msg, {
      ids: o.ids,
      bg: o.bg,
      logger: this.est.proxy === "envoy" ? "envoy.access" : undefined,
    });
    if (o.fail && up) {
      const e = edgeError(this.est, this.local(edge, t), o.fail, up, method, path, ip, reqNo);
      if (e) this.emit(t + 1, edge, e.level, e.msg, { bg: o.bg });
    }
  }

  private defaultFlags(f: EdgeFailure): string {
    if (this.est.proxy === "envoy")
      return { timeout: "UT", refused: "UF", reset: "UC", closed: "UC", nohealthy: "UH" }[f];
    if (this.est.proxy === "haproxy")
      return { timeout: "sH--", refused: "SC--", reset: "SD--", closed: "SH--", nohealthy: "SC--" }[f];
    return "-";
  }

  /** The service's own request log line(s). */
  app(
    t: number,
    role: Role,
    method: string,
    path: string,
    status: number,
    ms: number,
    o: { ids?: Ids; ip?: string; ua?: string; bg?: boolean } = {},
  ): void {
    const s = this.svcs.get(role);
    if (!s) return;
    const lines = appAccess(s, this.local(s, t), {
      method,
      path,
      status,
      ms,
      bytes: status >= 400 ? this.r.int(60, 300) : this.r.int(200, 9000),
      ip: o.ip ?? `10.${this.r.int(40, 47)}.${this.r.int(0, 250)}.${this.r.int(2, 250)}`,
      ua: o.ua ?? "Go-http-client/1.1",
    });
    lines.forEach((l, i) => {
      const at = s.runtime === "ruby" && i === 0 ? t - ms : t;
      this.emit(at, s, l.level, l.msg, { ids: o.ids, logger: l.logger, bg: o.bg });
    });
  }

  /** Registers that the service is silent (crashed, stopped) over [from, to): its background lines are dropped. */
  mute(role: Role, from: number, to = Number.POSITIVE_INFINITY): void {
    const s = this.svcs.get(role);
    if (s) this.mutes.push({ svc: s.name, from, to });
  }

  /**
   * Background work of role (requests, or only those whose path contains one of paths) is dropped with
   * probability share over [from, to): the incident writes what happens to it instead.
   */
  impair(role: Role, from: number, share: number, o: { to?: number; paths?: string[] } = {}): void {
    this.impairs.push({ role, from, to: o.to ?? Number.POSITIVE_INFINITY, share, paths: o.paths });
  }

  /** Whether the role's service is muted (down) at t. */
  isMuted(role: Role, t: number): boolean {
    const s = this.svcs.get(role);
    if (!s) return false;
    return this.mutes.some((m) => m.svc === s.name && t >= m.from && t < m.to);
  }

  impaired(role: Role, t: number, path?: string): boolean {
    for (const i of this.impairs) {
      if (i.role !== role || t < i.from || t >= i.to) continue;
      if (i.paths && !(path && i.paths.some((p) => path.includes(p)))) continue;
      if (this.r.chance(i.share)) return true;
    }
    return false;
  }

  path(role: Role, rest: string): string {
    return `${this.est.prefix[role] ?? ""}${rest}`;
  }

  perf(): string {
    return String(this.r.int(8100, 8999));
  }

  production(): string {
    return this.r.pick(this.est.productions);
  }

  venue(): string {
    return this.r.pick(this.est.venues);
  }

  orderRef(): string {
    return this.est.orderRef(this.r);
  }

  maskedEmail(): string {
    const u = this.r.pick(["a", "j", "m", "s", "r", "e", "k", "t", "h", "c"]);
    return `${u}***@${this.r.pick(["gmail.com", "outlook.com", "icloud.com", "btinternet.com", "yahoo.co.uk", "proton.me"])}`;
  }

  seats(n: number): string {
    const row = this.r.pick(["A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "L", "M", "N", "P"]);
    const first = this.r.int(1, 30);
    return Array.from({ length: n }, (_, i) => `${row}${first + i}`).join(",");
  }

  amount(lo = 18, hi = 240): string {
    return (this.r.int(lo, hi) + this.r.pick([0, 0.5, 0])).toFixed(2);
  }
}
