// The shared background of every file: request flows across services, health checks, periodic jobs, the estate's
// constant noisy service, deprecation warnings, retries that succeed and an unrelated deploy.
import type { Estate, Role, Runtime } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { access } from "./runtime.js";

export type Flow = "unlock" | "end" | "pass" | "quote" | "gbfs" | "telemetry" | "van" | "ticket" | "routes";

/** An incident may take over a flow instance after its start; returning true means it wrote that instance. */
export type Intercept = (flow: Flow, t: number, trace: string | undefined) => boolean;

export class Ctx {
  ev: Ev[] = [];
  intercepts: Intercept[] = [];
  /** Roles whose routine INFO lines stop from this true time (a service that went quiet). */
  quietFrom: Partial<Record<Role, number>> = {};
  /** Spans of true time in which a role's process is not running and logs nothing at all. */
  down: Partial<Record<Role, [number, number][]>> = {};
  constructor(
    readonly r: Rng,
    readonly est: Estate,
    readonly present: Role[],
    readonly t0: number,
    readonly t1: number,
  ) {}
  has(role: Role): boolean {
    return this.present.includes(role);
  }
  svc(role: Role): string {
    return this.est.roles[role].name;
  }
  rt(role: Role): Runtime {
    return this.est.roles[role].rt;
  }
  tid(): string | undefined {
    return this.est.traces ? this.r.hex(16) : undefined;
  }
  add(t: number, role: Role, level: Level, msg: string, extra: { trace?: string; stack?: string } = {}): void {
    if (!this.has(role) || t < this.t0 || t >= this.t1) return;
    const q = this.quietFrom[role];
    if (q !== undefined && t >= q && (level === "info" || level === "debug")) return;
    if (this.down[role]?.some(([a, b]) => t >= a && t < b)) return;
    this.ev.push({ t, svc: this.svc(role), level, msg, host: this.r.int(0, 2), ...extra });
  }
  station(): string {
    return `${this.est.stationPrefix}-${String(this.r.int(1, 640)).padStart(4, "0")}`;
  }
  bike(): string {
    return `${this.r.pick(["B", "E"])}${this.r.int(10000, 39999)}`;
  }
  member(): string {
    return `m_${this.r.hex(8)}`;
  }
  /** Poisson-ish times at `perMin` a minute over [from, to). */
  times(perMin: number, from = this.t0, to = this.t1): number[] {
    const out: number[] = [];
    if (perMin <= 0) return out;
    let t = from + this.r.next() * (60000 / perMin);
    while (t < to) {
      out.push(Math.round(t));
      t += (-Math.log(1 - this.r.next()) * 60000) / perMin;
    }
    return out;
  }
  intercepted(flow: Flow, t: number, trace: string | undefined): boolean {
    return this.intercepts.some((f) => f(flow, t, trace));
  }
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

/** Request flows and routine lines at `rate` unlocks a minute. */
export function background(c: Ctx, rate: number): void {
  const { r } = c;
  for (const t of c.times(rate)) {
    const tr = c.tid();
    if (c.intercepted("unlock", t, tr)) continue;
    const st = c.station();
    const b = c.bike();
    const m = c.member();
    const dock = r.int(1, 24);
    c.add(
      t,
      "member",
      "info",
      `entitlement ok member=${m} plan=${r.pick(["annual", "annual", "monthly", "day-pass", "student"])} rides_today=${r.int(0, 4)}`,
      { trace: tr },
    );
    c.add(t + ms(r, 5, 40), "unlock", "info", `unlock granted bike=${b} station=${st} dock=${dock} member=${m}`, {
      trace: tr,
    });
    c.add(
      t + ms(r, 300, 1800),
      "dock",
      "info",
      `cmd UNLOCK station=${st} dock=${dock} ack=ok rtt=${r.int(180, 1400)}ms`,
      { trace: tr },
    );
    c.add(t + ms(r, 400, 2000), "edge", "info", access(c.rt("edge"), "POST", "/v1/unlocks", 200, r.int(380, 2100), r), {
      trace: tr,
    });
  }
  for (const t of c.times(rate * 0.9)) {
    const tr = c.tid();
    if (c.intercepted("end", t, tr)) continue;
    const st = c.station();
    const b = c.bike();
    const mins = r.int(3, 44);
    c.add(t, "dock", "info", `dock event RETURN station=${st} dock=${r.int(1, 24)} bike=${b} lock=closed`, {
      trace: tr,
    });
    c.add(t + ms(r, 20, 200), "unlock", "info", `trip closed bike=${b} duration=${mins}m end_station=${st}`, {
      trace: tr,
    });
    const fee = mins > 30 ? ((mins - 30) * 0.15).toFixed(2) : "0.00";
    c.add(
      t + ms(r, 60, 400),
      "fare",
      "info",
      `fare computed trip=t_${r.hex(10)} minutes=${mins} base=0.00 overtime=${fee} currency=EUR`,
      { trace: tr },
    );
    if (r.chance(0.6))
      c.add(t + ms(r, 300, 900), "notify", "info", `sent receipt push to 1 device(s) for trip t_${r.hex(10)}`, {
        trace: tr,
      });
  }
  for (const t of c.times(rate * 0.12)) {
    const tr = c.tid();
    if (c.intercepted("pass", t, tr)) continue;
    const kind = r.pick(["day", "day", "3-day", "annual"]);
    c.add(t, "member", "info", `pass purchase started kind=${kind} member=${c.member()}`, { trace: tr });
    c.add(
      t + ms(r, 300, 1400),
      "fare",
      "info",
      `card payment captured amount=${kind === "annual" ? "119.00" : kind === "day" ? "7.50" : "15.00"} EUR psp_ref=${r.hex(12).toUpperCase()}`,
      { trace: tr },
    );
    c.add(t + ms(r, 1400, 2200), "edge", "info", access(c.rt("edge"), "POST", "/v1/passes", 201, r.int(900, 2400), r), {
      trace: tr,
    });
  }
  for (const t of c.times(rate * 0.5)) {
    const tr = c.tid();
    if (c.intercepted("quote", t, tr)) continue;
    c.add(
      t,
      "fare",
      "info",
      `quote station=${c.station()} ebike=${r.chance(0.4)} est=${(r.int(0, 40) / 10).toFixed(2)} EUR`,
      { trace: tr },
    );
    c.add(t + ms(r, 10, 90), "edge", "info", access(c.rt("edge"), "GET", "/v1/fares/quote", 200, r.int(12, 110), r), {
      trace: tr,
    });
  }
  for (const t of c.times(14)) {
    if (c.intercepted("gbfs", t, undefined)) continue;
    const path = r.pick([
      "station_status.json",
      "station_status.json",
      "free_bike_status.json",
      "station_information.json",
      "gbfs.json",
    ]);
    c.add(
      t,
      "gbfs",
      "info",
      access(c.rt("gbfs"), "GET", `/gbfs/2.3/en/${path}`, r.chance(0.3) ? 304 : 200, r.int(2, 30), r),
    );
  }
  for (let t = c.t0 + r.int(0, 15000); t < c.t1; t += 30000) {
    if (c.intercepted("gbfs", t, "publish")) continue;
    c.add(
      t,
      "gbfs",
      "info",
      `published station_status.json stations=${r.int(598, 612)} ttl=30 last_updated=${Math.floor(t / 1000)}`,
    );
  }
  for (const t of c.times(rate * 0.6)) {
    if (c.intercepted("telemetry", t, undefined)) continue;
    const st = c.station();
    c.add(
      t,
      "dock",
      "info",
      `heartbeat station=${st} rssi=${-r.int(60, 98)}dBm fw=4.${r.int(2, 3)}.${r.int(0, 9)} docks_free=${r.int(0, 22)}`,
    );
    c.add(
      t + ms(r, 20, 200),
      "battery",
      "info",
      `ingested ${r.int(3, 24)} battery frames from ${st} (soc_avg=${r.int(35, 96)}%)`,
    );
  }
  for (const t of c.times(2.5)) {
    if (c.intercepted("van", t, undefined)) continue;
    const tr = c.tid();
    c.add(
      t,
      "rebalance",
      "info",
      `task assigned van=V-${String(r.int(1, 14)).padStart(2, "0")} pickup=${r.int(2, 9)} from=${c.station()} to=${c.station()} eta=${r.int(6, 31)}m`,
      { trace: tr },
    );
    if (c.est.key === "trundl" && !c.intercepted("routes", t, tr))
      c.add(
        t + ms(r, 50, 600),
        "edge",
        "info",
        access(c.rt("edge"), "GET", "/v1/ops/routes", 200, r.int(120, 900), r),
        { trace: tr },
      );
  }
  for (const t of c.times(1.2)) {
    if (c.intercepted("ticket", t, undefined)) continue;
    c.add(
      t,
      "maint",
      "info",
      `ticket MT-${r.int(40000, 49999)} ${r.pick(["opened", "assigned", "closed"])}: ${r.pick(["flat tyre", "brake squeal", "bent basket", "display dead", "chain off", "bell missing", "dock latch sticky"])} bike=${c.bike()}`,
    );
  }
  // health checks and periodic jobs
  for (const role of c.present) {
    for (let t = c.t0 + r.int(0, 10000); t < c.t1; t += 10000 + r.int(-300, 300)) {
      if (r.chance(0.5)) c.add(t, role, "debug", access(c.rt(role), "GET", "/healthz", 200, r.int(0, 3), r));
    }
  }
  for (let t = c.t0 + r.int(0, 60000); t < c.t1; t += 60000) {
    c.add(t, "member", "info", `scheduler: expire-holds job finished in ${r.int(40, 400)}ms (released ${r.int(0, 6)})`);
    c.add(t + 2000, "fare", "info", `metrics flush: ${r.int(300, 900)} series`);
    c.add(
      t + 4000,
      "rebalance",
      "info",
      `recomputed demand forecast for ${r.int(40, 60)} zones in ${r.int(300, 2000)}ms`,
    );
  }
}

const NOISY: Record<string, (c: Ctx) => [Level, string]> = {
  veloria: (c) => [
    "error",
    `ActiveStorage::FileNotFoundError: photo for ticket MT-${c.r.int(40000, 49999)} missing in bucket, thumbnail skipped`,
  ],
  spokego: (c) => ["warn", `kiosk ${c.station()}: sensor ambient_temp out of range (-40.0C), ignoring reading`],
  loop: (c) => [
    "error",
    `SMS delivery failed to +44 7700 9${c.r.int(10000, 99999)}: 21610 Attempt to send to unsubscribed recipient`,
  ],
  trundl: (c) => [
    "warn",
    `dropping message on unknown topic stations/${c.station()}/diag/v0 (${c.r.int(40, 300)} bytes)`,
  ],
};

/** The estate's constant harmless error or warning, from the first minute. */
export function noisy(c: Ctx): void {
  const gen = NOISY[c.est.key];
  if (!gen) return;
  for (const t of c.times(c.r.int(6, 14))) {
    const [lvl, msg] = gen(c);
    c.add(t, c.est.noisy, lvl, msg);
  }
}

const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  go: "WARN grpc: Dial called with deprecated option WithInsecure; use WithTransportCredentials(insecure.NewCredentials())",
  java: "The 'spring.redis.*' properties are deprecated; use 'spring.data.redis.*' instead",
  python: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  dotnet: "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
  ruby: "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2.",
  cpp: "config key 'modem.apn_legacy' is deprecated, use 'modem.apn'",
};

/** Deprecation warnings, a retry that succeeds, and a deploy of `deployRole` at `deployAt`. */
export function chores(c: Ctx, deployRole: Role, deployAt: number): void {
  const { r } = c;
  for (const role of c.present) {
    if (r.chance(0.4)) continue;
    for (const t of c.times(r.pick([0.3, 0.5, 1]))) c.add(t, role, "warn", DEPRECATION[c.rt(role)]);
  }
  for (const t of c.times(0.8)) {
    const st = c.station();
    c.add(t, "dock", "warn", `cmd UNLOCK station=${st} attempt 1/3 no ack after 4000ms, resending`);
    c.add(
      t + r.int(900, 2500),
      "dock",
      "info",
      `cmd UNLOCK station=${st} ack=ok on attempt 2 rtt=${r.int(700, 2000)}ms`,
    );
  }
  for (const t of c.times(0.4)) {
    c.add(t, "fare", "warn", `psp request timed out, retrying (attempt 2 of 3) idempotency_key=${r.hex(16)}`);
    c.add(t + r.int(800, 2000), "fare", "info", `psp request succeeded on attempt 2 idempotency_key=${r.hex(16)}`);
  }
  deploy(c, deployRole, deployAt);
}

export function deploy(c: Ctx, role: Role, at: number, version?: string): void {
  const { r } = c;
  const v = version ?? `${r.int(2025, 2026)}.${r.int(1, 12)}.${r.int(0, 30)}-${r.hex(7)}`;
  const rt = c.rt(role);
  c.add(at, role, "info", `Received SIGTERM, draining connections (in-flight=${r.int(0, 12)})`);
  c.add(at + r.int(1500, 4000), role, "info", `shutdown complete`);
  const boot =
    rt === "java"
      ? `Started ${c.svc(role).replace(/(^|-)(\w)/g, (_m, _a, ch: string) => ch.toUpperCase())}Application in ${(r.int(60, 180) / 10).toFixed(1)} seconds (process running for ${(r.int(70, 200) / 10).toFixed(1)})`
      : rt === "dotnet"
        ? "Application started. Press Ctrl+C to shut down."
        : rt === "python"
          ? "Application startup complete."
          : rt === "ruby"
            ? "Puma starting in cluster mode... * Listening on http://0.0.0.0:3000"
            : `listening on :8080`;
  c.add(at + r.int(5000, 9000), role, "info", `starting ${c.svc(role)} version=${v}`);
  c.add(at + r.int(10000, 20000), role, "info", boot);
}
