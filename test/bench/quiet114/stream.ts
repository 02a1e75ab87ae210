// One aggregated window: the scenario context, everyday traffic (requests, health probes, periodic jobs, the
// estate's noisy service, an unrelated rollout or reload), per-service skew, sorting by printed time, rendering.
import { type Estate, type Role, type Runtime, svcName } from "./estates.js";
import { type Format, type Level, type LogEvent, renderAll } from "./formats.js";
import type { Rng } from "./rng.js";

export interface RawEvent {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface Degrade {
  role: Role;
  from: number;
  frac: number;
}

export class Ctx {
  readonly raw: RawEvent[] = [];
  readonly degraded: Degrade[] = [];
  constructor(
    readonly rng: Rng,
    readonly est: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {}
  has(r: Role): boolean {
    return svcName(this.est, r) !== undefined;
  }
  name(r: Role): string {
    return svcName(this.est, r) ?? "";
  }
  rt(r: Role): Runtime {
    return this.est.services[r]?.rt ?? "go";
  }
  tid(): string | undefined {
    return this.est.tracing ? this.rng.hex(16) : undefined;
  }
  emit(r: Role, t: number, level: Level, msg: string, opts: { stack?: string[]; trace?: string } = {}): void {
    const svc = svcName(this.est, r);
    if (!svc || t < this.t0 || t >= this.t1) return;
    this.raw.push({ t, svc, level, msg: this.fill(msg), ...opts });
  }
  isDegraded(roles: Role[], t: number): boolean {
    return this.degraded.some((d) => roles.includes(d.role) && t >= d.from && this.rng.chance(d.frac));
  }
  /** {n5} -> five digits, {hex8} -> 8 hex chars, {kiosk}/{room}/{fund} -> estate vocabulary */
  fill(s: string): string {
    return s
      .replace(/\{n(\d+)\}/g, (_m, k: string) => this.rng.digits(Number(k)))
      .replace(/\{hex(\d+)\}/g, (_m, k: string) => this.rng.hex(Number(k)))
      .replace(/\{kiosk\}/g, () => this.rng.pick(this.est.kiosks))
      .replace(/\{room\}/g, () => this.rng.pick(this.est.rooms))
      .replace(/\{fund\}/g, () => this.rng.pick(this.est.funds));
  }
  /** call fn at times spread with the given mean gap across [from, to) */
  every(meanMs: number, from: number, to: number, fn: (t: number) => void): void {
    for (let t = from + this.rng.exp(meanMs); t < to; t += this.rng.exp(meanMs)) fn(Math.floor(t));
  }
  periodic(periodMs: number, from: number, to: number, fn: (t: number) => void): void {
    for (let t = from + this.rng.int(0, periodMs); t < to; t += periodMs + this.rng.int(-40, 40)) fn(Math.floor(t));
  }
}

/** An HTTP access line in the gateway's own runtime style. */
export function access(rt: Runtime, method: string, path: string, status: number, ms: number, extra = ""): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}ms${extra ? ` - ${extra}` : ""}`;
    case "go":
      return `method=${method} path=${path} status=${status} duration=${ms}ms${extra ? ` err="${extra}"` : ""}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://api.internal${path} - ${status} - application/json ${ms}.${ms % 10}ms${extra ? ` (${extra})` : ""}`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${200 + ms * 3} ${ms}ms${extra ? ` ${extra}` : ""}`;
    case "ruby":
      return `Completed ${status} in ${ms}ms (${method} ${path})${extra ? ` ${extra}` : ""}`;
    default:
      return `${method} ${path} -> ${status} (${ms} ms)${extra ? ` ${extra}` : ""}`;
  }
}

const EVENTS = [
  "Men's Breakfast",
  "Women's Bible Study (Tue)",
  "Alpha Course Spring",
  "VBS 2027 Early Sign-up",
  "Marriage Retreat",
  "Youth Ski Trip",
  "Baptism Class",
  "Newcomers Lunch",
];
const POSITIONS = ["Greeter", "Usher", "Parking Team", "Kids Check-in Host", "Sound Desk", "Coffee Bar", "Camera 2"];
const FIRST = ["Ava", "Noah", "Mia", "Eli", "Grace", "Levi", "Ruth", "Caleb", "Hannah", "Micah", "Zoe", "Isaac"];

function baselineFlow(c: Ctx, t: number): void {
  const r = c.rng;
  const gwRt = c.rt("gw");
  const kinds: [number, Role, () => void][] = [
    [
      3,
      "giving",
      () => {
        if (c.isDegraded(["giving"], t)) return;
        const tr = c.tid();
        const amt = r.pick([10, 20, 25, 40, 50, 100, 150, 250, 500]);
        c.emit("gw", t, "INFO", access(gwRt, "POST", "/api/v2/giving/gifts", 201, r.int(180, 640)), { trace: tr });
        c.emit(
          "giving",
          t - r.int(30, 150),
          "INFO",
          `gift GF-{n7} captured ${amt}.00 USD fund="{fund}" method=${r.pick(["card", "card", "ach", "apple_pay"])} donor=D{n6}`,
          { trace: tr },
        );
        if (r.chance(0.5))
          c.emit("email", t + r.int(200, 900), "INFO", "receipt queued for donor D{n6} (template giving_receipt_v3)", {
            trace: tr,
          });
      },
    ],
    [
      4,
      "directory",
      () => {
        if (c.isDegraded(["directory"], t)) return;
        const tr = c.tid();
        if (r.chance(0.4) && c.has("search")) {
          c.emit(
            "gw",
            t,
            "INFO",
            access(
              gwRt,
              "GET",
              `/api/v2/people/search?q=${r.pick(["smi", "joh", "gar", "ngu", "will", "bro"])}`,
              200,
              r.int(25, 140),
            ),
            { trace: tr },
          );
          c.emit(
            "directory",
            t - r.int(5, 40),
            "INFO",
            `people search via ${c.name("search")} returned ${r.int(0, 40)} hits in ${r.int(4, 35)}ms`,
            { trace: tr },
          );
          return;
        }
        c.emit("gw", t, "INFO", access(gwRt, "GET", "/api/v2/people/P{n6}", 200, r.int(12, 90)), { trace: tr });
        c.emit(
          "directory",
          t - r.int(5, 40),
          "INFO",
          `loaded person P{n6} household HH-{n5} (members=${r.int(1, 6)}) in ${r.int(3, 40)}ms`,
          { trace: tr },
        );
      },
    ],
    [
      4,
      "checkin",
      () => {
        if (c.isDegraded(["checkin"], t)) return;
        const tr = c.tid();
        const kiosk = r.pick(c.est.kiosks);
        c.emit(
          "checkin",
          t,
          "INFO",
          `checked in ${r.pick(FIRST)} P{n6} to "{room}" at ${kiosk} security_code=${r.hex(4).toUpperCase()}`,
          { trace: tr },
        );
        c.emit(
          "labels",
          t + r.int(150, 700),
          "INFO",
          `job PJ-{n6} printed ${r.int(2, 4)} labels at ${kiosk} (name tag, guardian receipt) in ${r.int(300, 1200)}ms`,
          { trace: tr },
        );
      },
    ],
    [
      2,
      "events",
      () => {
        if (c.isDegraded(["events"], t)) return;
        const tr = c.tid();
        const ev = r.pick(EVENTS);
        c.emit(
          "gw",
          t,
          "INFO",
          access(gwRt, "POST", `/api/v2/events/EV${r.digits(4)}/registrations`, 201, r.int(90, 400)),
          { trace: tr },
        );
        c.emit(
          "events",
          t - r.int(10, 80),
          "INFO",
          `registration REG-{n6} confirmed for "${ev}" (party of ${r.int(1, 5)}, ${r.int(3, 80)} seats left)`,
          { trace: tr },
        );
        if (r.chance(0.5))
          c.emit("sms", t + r.int(300, 1500), "INFO", "queued confirmation text to +1******{n4} (1 segment)", {
            trace: tr,
          });
      },
    ],
    [
      2,
      "volunteers",
      () => {
        if (c.isDegraded(["volunteers"], t)) return;
        c.emit(
          "volunteers",
          t,
          "INFO",
          `P{n6} accepted "${r.pick(POSITIONS)}" for Sun ${r.pick(["8:00", "9:30", "11:00"])} (${r.int(2, 9)}/10 filled)`,
        );
      },
    ],
    [
      2,
      "sms",
      () => {
        if (c.isDegraded(["sms"], t)) return;
        c.emit(
          "sms",
          t,
          "INFO",
          `status callback SM{hex32}: ${r.pick(["delivered", "delivered", "sent", "delivered"])}`,
        );
      },
    ],
    [
      1,
      "email",
      () => {
        if (c.isDegraded(["email"], t)) return;
        c.emit(
          "email",
          t,
          "INFO",
          `campaign C${r.digits(5)} batch ${r.int(1, 30)}: ${r.pick([250, 500])} accepted by relay, ${r.int(0, 2)} deferred`,
        );
      },
    ],
    [
      3,
      "stream",
      () => {
        if (c.isDegraded(["stream"], t)) return;
        c.emit(
          "stream",
          t,
          "INFO",
          `GET /live/main/${r.pick(["1080p", "720p", "480p"])}/seg_${r.digits(5)}.ts 200 ${r.int(400, 2600)}KB ${r.int(8, 60)}ms`,
        );
      },
    ],
    [
      3,
      "chat",
      () => {
        if (c.isDegraded(["chat"], t)) return;
        c.emit(
          "chat",
          t,
          "INFO",
          `room live-main: relayed message from viewer v_${r.hex(6)} to ${r.int(180, 900)} sockets in ${r.int(2, 30)}ms`,
        );
      },
    ],
  ];
  const avail = kinds.filter(([, role]) => c.has(role));
  const total = avail.reduce((s, k) => s + k[0], 0);
  let x = r.next() * total;
  for (const [w, , fn] of avail) {
    x -= w;
    if (x <= 0) {
      fn();
      return;
    }
  }
}

const HEALTH: Record<Runtime, string> = {
  node: "GET /healthz 200 1ms - kube-probe/1.29",
  go: "method=GET path=/healthz status=200 duration=0ms ua=kube-probe/1.29",
  dotnet: "Health check completed after 1.2ms with status Healthy",
  python: '"GET /healthz HTTP/1.1" 200 2 1ms',
  ruby: "Completed 200 OK in 1ms (GET /up)",
  java: "GET /actuator/health 200 3ms",
  cpp: "probe /healthz ok",
};

const JOBS: Partial<Record<Role, string[]>> = {
  giving: ["settlement reconcile: {n2} charges matched, 0 mismatched", "payout sync: 1 payout pending for {fund}"],
  recurring: [
    "scheduler tick: 0 schedules due in the next 5 minutes",
    "lease renewed for recurring run lock (holder pod-{n1})",
  ],
  directory: ["cache warm: {n3} households refreshed", "audit log flushed ({n2} entries)"],
  checkin: ["kiosk heartbeat sweep: all kiosks reporting", "attendance rollup written for service 9:30"],
  labels: ["printer queue depth 0 across {n1} printers"],
  events: ["waitlist sweeper: 0 promotions", "capacity cache refreshed for {n2} events"],
  volunteers: ["reminder sweep: {n2} reminders scheduled for next Sunday"],
  sms: ["rate governor: 1 msg/s per long code, queue depth {n1}"],
  email: ["suppression list synced ({n4} addresses)"],
  stream: ["ingest rtmp://ingest/live/main 6000kbps fps=30 viewers={n3} dropped=0"],
  chat: ["room live-main: {n3} sockets connected, heap used {n2}MB"],
  search: ["[o.e.c.m.MetadataMappingService] [es-data-0] [people-v7/{hex8}] update_mapping [_doc]"],
};

export function baseline(c: Ctx, linesTarget: number): void {
  const dur = c.t1 - c.t0;
  const meanGap = dur / (linesTarget / 2.1);
  c.every(meanGap, c.t0, c.t1, (t) => baselineFlow(c, t));
  for (const [role, svc] of Object.entries(c.est.services) as [Role, { name: string; rt: Runtime }][]) {
    if (c.rng.chance(0.7))
      c.periodic(c.rng.pick([10000, 15000, 30000]), c.t0, c.t1, (t) => c.emit(role, t, "INFO", HEALTH[svc.rt]));
    const jobs = JOBS[role];
    if (jobs)
      c.periodic(c.rng.pick([30000, 60000, 60000]), c.t0, c.t1, (t) => c.emit(role, t, "INFO", c.rng.pick(jobs)));
  }
  // the estate's always-noisy service, from the first minute, at a steady rate
  const gap = c.rng.int(2500, 7000);
  c.every(gap, c.t0, c.t1, (t) => c.emit(c.est.noisy, t, c.est.noisyLevel, c.rng.pick(c.est.noisyMsgs)));
}

/** A rolling restart or config reload of a service that has nothing to do with anything. */
export function unrelatedChange(c: Ctx, role: Role, at: number): void {
  const r = c.rng;
  const rt = c.rt(role);
  const ver = `v${r.int(3, 9)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  if (r.chance(0.4)) {
    c.emit(
      role,
      at,
      "INFO",
      r.pick([
        `config reloaded from /etc/${c.name(role)}/config.yaml (${r.int(3, 30)} keys, 1 changed: log.sampling)`,
        "feature flags refreshed: 2 changed (giving.show_cover_fees, kids.allergy_banner)",
        `SIGHUP received, reloading TLS certificate (expires 2027-02-2${r.int(0, 8)})`,
      ]),
    );
    return;
  }
  const start: Record<Runtime, string> = {
    node: `server listening on 0.0.0.0:8080 (node v20.${r.int(10, 18)}.0, ${ver})`,
    go: `starting ${c.name(role)} version=${ver} commit=${r.hex(7)} addr=:8080`,
    dotnet: "Now listening on: http://[::]:8080",
    python: `Booting worker with pid: ${r.int(8, 60)} (${ver})`,
    ruby: `Puma starting in single mode... * Version 6.4.2, codename: The Eagle of Durango (${ver})`,
    java: `Started Application in ${r.int(9, 28)}.${r.int(100, 999)} seconds (process running for ${r.int(12, 40)}.2) ${ver}`,
    cpp: `relay ${ver} up, workers=8`,
  };
  c.emit(
    role,
    at,
    "INFO",
    rt === "dotnet" ? "Application is shutting down..." : "SIGTERM received, draining connections (grace 30s)",
  );
  c.emit(role, at + r.int(2000, 9000), "INFO", start[rt]);
  if (r.chance(0.5))
    c.emit(role, at + r.int(9500, 14000), "WARN", "readiness probe failed during startup: warming caches; will retry");
}

/** Apply per-service skew, sort by printed time and render. */
export function assemble(c: Ctx, format: Format): string[] {
  const skew = new Map<string, number>();
  const nodes = new Map<string, number>();
  for (const s of Object.values(c.est.services)) {
    skew.set(s.name, c.rng.int(-300, 300));
    nodes.set(s.name, c.rng.int(0, 3));
  }
  const evs: LogEvent[] = c.raw.map((e) => ({
    at: e.t + (skew.get(e.svc) ?? 0),
    svc: e.svc,
    level: e.level,
    msg: e.msg,
    ...(e.stack ? { stack: e.stack } : {}),
    ...(e.trace ? { trace: e.trace } : {}),
  }));
  evs.sort((a, b) => a.at - b.at);
  return renderAll(format, evs, c.est.namespace, nodes);
}
