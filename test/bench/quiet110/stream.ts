// One scenario's event stream: the chain's everyday traffic, periodic jobs, the constant noisy service, deprecation
// warnings, retries that succeed and an unrelated deploy; then skew, sorting by printed time and rendering.
import { access, type Estate, ROLES, type Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type FlowKind = "lane" | "pay" | "app" | "renew" | "fleet";
export interface Flow {
  kind: FlowKind;
  t: number;
  tid?: string;
  site: string;
  lane: number;
  plate: string;
  member: string;
  pkg: string;
  plan: string;
}

export interface EmitOpts {
  trace?: string;
  stack?: string[];
  errType?: string;
  force?: boolean;
}

export class Ctx {
  evs: Ev[] = [];
  silent = new Map<Role, number>();
  hooks: ((f: Flow) => boolean)[] = [];
  sites: string[];
  constructor(
    public rng: Rng,
    public estate: Estate,
    public start: number,
    public end: number,
    public roles: Role[],
  ) {
    this.sites = Array.from({ length: rng.int(6, 12) }, () => `S${String(rng.int(1, 48)).padStart(2, "0")}`);
  }
  svc(r: Role): string {
    return this.estate.svc[r];
  }
  rt(r: Role) {
    return this.estate.rt[r];
  }
  has(r: Role): boolean {
    return this.roles.includes(r);
  }
  emit(t: number, r: Role, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.start || t >= this.end || !this.has(r)) return;
    const s = this.silent.get(r);
    if (s !== undefined && t >= s && !o.force) return;
    this.evs.push({
      t: Math.round(t),
      p: 0,
      svc: this.svc(r),
      runtime: this.rt(r),
      level,
      msg,
      trace: o.trace,
      stack: o.stack,
      errType: o.errType,
    });
  }
  tid(): string | undefined {
    return this.estate.traced ? this.rng.hex(16) : undefined;
  }
  /** Calls fn at times from..to, spaced mean seconds apart (+-50%). */
  every(from: number, to: number, meanSec: number, fn: (t: number, i: number) => void): void {
    let t = from + this.rng.next() * meanSec * 1000;
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += meanSec * 1000 * (0.5 + this.rng.next());
    }
  }
  member(): string {
    return `M-${this.rng.int(100000, 999999)}`;
  }
  site(): string {
    return this.rng.pick(this.sites);
  }
  access(r: Role, method: string, path: string, status: number, ms: number): string {
    return access(this.rt(r), method, path, status, ms, `${this.svc(r)}:8080`);
  }
}

function laneFlow(c: Ctx, f: Flow): void {
  const { rng } = c;
  const { t, tid, site, lane, plate, member } = f;
  const e = c.estate;
  if (e.rfid) {
    c.emit(
      t,
      "lpr",
      "info",
      `tag read site=${site} lane=${lane} epc=E28011606000020${rng.hex(9).toUpperCase()} rssi=-${rng.int(41, 63)}dBm`,
      { trace: tid },
    );
  } else {
    c.emit(
      t,
      "lpr",
      "info",
      `plate read site=${site} lane=${lane} plate=${plate} region=US-${rng.pick(["TX", "AZ", "FL", "GA", "NC"])} conf=${rng.float(0.86, 0.995, 3)} cam=LPR-${site}-${lane}`,
      { trace: tid },
    );
  }
  const dt = rng.int(20, 90);
  c.emit(
    t + dt,
    "elig",
    "info",
    `lookup ${e.rfid ? "tag" : "plate"} -> ${member} plan="${f.plan}" status=active visits_30d=${rng.int(1, 19)} (${rng.int(3, 24)}ms)`,
    { trace: tid },
  );
  c.emit(
    t + dt + rng.int(30, 70),
    "gw",
    "info",
    c.access("gw", "POST", `/v1/sites/${site}/lanes/${lane}/arrival`, 200, rng.int(28, 140)),
    { trace: tid },
  );
  c.emit(
    t + dt + rng.int(80, 160),
    "gw",
    "info",
    `gate open site=${site} lane=${lane} member=${member} via=${e.rfid ? "rfid" : "plate"}`,
    { trace: tid },
  );
  const load = t + rng.int(4000, 11000);
  const car = rng.int(100, 999);
  c.emit(load, "tunnel", "info", `site=${site} car#${car} loaded package=${f.pkg} conveyor=RUN`, { trace: tid });
  if (rng.chance(0.45))
    c.emit(load + rng.int(95000, 160000), "tunnel", "info", `site=${site} car#${car} exit, cycle complete`);
}

function payFlow(c: Ctx, f: Flow): void {
  const { rng } = c;
  const { t, tid, site, lane } = f;
  const amount = rng.pick(["12.00", "15.00", "18.00", "22.00", "25.00"]);
  const unit = `PS-${site}-${lane}`;
  c.emit(t, "pay", "info", `${unit} sale started package=${f.pkg} amount=${amount} USD`, { trace: tid });
  c.emit(
    t + rng.int(900, 2600),
    "pay",
    "info",
    `${unit} card ${rng.pick(["visa", "mastercard", "amex", "discover"])} ****${rng.int(1000, 9999)} approved auth=${rng.int(100000, 999999)} (emv contactless)`,
    { trace: tid },
  );
  c.emit(
    t + rng.int(2700, 3200),
    "gw",
    "info",
    c.access("gw", "POST", `/v1/sites/${site}/wash-orders`, 201, rng.int(35, 160)),
    { trace: tid },
  );
  c.emit(
    t + rng.int(6000, 14000),
    "tunnel",
    "info",
    `site=${site} car#${rng.int(100, 999)} loaded package=${f.pkg} conveyor=RUN`,
    { trace: tid },
  );
}

function appFlow(c: Ctx, f: Flow): void {
  const { rng } = c;
  const path = rng.pick([
    "/api/v2/me",
    "/api/v2/me/washes",
    "/api/v2/sites/nearby",
    "/api/v2/me/vehicles",
    "/api/v2/offers",
  ]);
  c.emit(f.t, "app", "info", c.access("app", "GET", path, 200, rng.int(18, 240)), { trace: f.tid });
  if (path !== "/api/v2/sites/nearby" && path !== "/api/v2/offers")
    c.emit(
      f.t - rng.int(5, 40),
      "elig",
      "info",
      `member ${f.member} profile served (vehicles=${rng.int(1, 3)}, plan="${f.plan}")`,
      { trace: f.tid },
    );
}

export function baseline(c: Ctx, linesTarget: number): void {
  const { rng, start, end } = c;
  const e = c.estate;
  const mins = (end - start) / 60000;
  // request flows: lane ~ 4.5 lines, pay ~ 4, app ~ 1.7
  const perMin = Math.max(8, linesTarget / mins / 4.2 - 12);
  const flowKinds: FlowKind[] = ["lane", "lane", "lane", "pay", "pay", "app", "app"];
  c.every(start, end, 60 / perMin, (t) => {
    const f: Flow = {
      kind: rng.pick(flowKinds),
      t,
      tid: c.tid(),
      site: c.site(),
      lane: rng.int(1, 3),
      plate: rng.plate(),
      member: c.member(),
      pkg: rng.pick(e.packages),
      plan: rng.pick(e.plans),
    };
    for (const h of c.hooks) if (h(f)) return;
    if (f.kind === "lane") laneFlow(c, f);
    else if (f.kind === "pay") payFlow(c, f);
    else appFlow(c, f);
  });
  // renewals trickle through the day
  c.every(start, end, rng.int(6, 14), (t) => {
    const f: Flow = {
      kind: "renew",
      t,
      site: "",
      lane: 0,
      plate: "",
      member: c.member(),
      pkg: "",
      plan: rng.pick(e.plans),
    };
    for (const h of c.hooks) if (h(f)) return;
    c.emit(
      t,
      "subs",
      "info",
      `renewal charged member=${f.member} plan="${f.plan}" amount=${rng.pick(["19.99", "29.99", "34.99", "39.99"])} invoice=in_${rng.hex(14)}`,
    );
  });
  c.every(start, end, rng.int(18, 40), (t) => {
    const f: Flow = { kind: "fleet", t, site: c.site(), lane: 0, plate: rng.plate(), member: "", pkg: "", plan: "" };
    for (const h of c.hooks) if (h(f)) return;
    c.emit(
      t,
      "fleet",
      "info",
      `fleet wash recorded account=FL-${rng.int(1000, 4999)} unit=${rng.int(1, 240)} plate=${f.plate} site=${f.site} package=${rng.pick(e.packages)}`,
    );
  });
  // periodic telemetry and housekeeping
  const tanks = ["presoak", "triple-foam", "tire-shine", "ceramic-seal", "drying-agent", "hi-ph-soap"];
  c.every(start, end, rng.int(10, 20), (t) => {
    c.emit(
      t,
      "chem",
      "info",
      `site=${c.site()} tank=${rng.pick(tanks)} level=${rng.int(22, 96)}% dose=${rng.int(18, 60)}ml/car pump=ok`,
    );
  });
  c.every(start, end, rng.int(25, 45), (t) => {
    c.emit(
      t,
      "chem",
      "info",
      `reclaim site=${c.site()} turbidity=${rng.float(4, 22, 1)}NTU ph=${rng.float(6.8, 8.2, 1)} flow=${rng.int(30, 80)}gpm reuse=${rng.int(55, 82)}%`,
    );
  });
  c.every(start, end, rng.int(15, 30), (t) => {
    c.emit(
      t,
      "cam",
      "info",
      `cam-${c.site()}-${String(rng.int(1, 8)).padStart(2, "0")} segment closed 60s ${rng.float(8, 19, 1)}MB`,
    );
  });
  c.every(start, end, 60, (t) => {
    for (const s of c.sites.slice(0, 4))
      c.emit(
        t + rng.int(0, 900),
        "tunnel",
        "info",
        `heartbeat site=${s} plc=ok conveyor=RUN cars_in_tunnel=${rng.int(0, 5)}`,
      );
  });
  for (const r of ["gw", "elig", "app"] as Role[]) {
    c.every(start, end, 10, (t) => c.emit(t, r, "info", c.access(r, "GET", "/healthz", 200, rng.int(1, 3))));
  }
}

/** The service that logs the same harmless complaint from the first minute. */
export function noisy(c: Ctx, avoid: Role[]): Role {
  const { rng, start, end } = c;
  const opts: [Role, Level, () => string][] = [
    [
      "cam",
      "error",
      () => `RTSP session to cam-${c.site()}-0${rng.int(6, 8)} (rear lot) lost: i/o timeout, reconnecting in 5s`,
    ],
    [
      "pay",
      "error",
      () => `PS-${c.site()}-${rng.int(1, 2)} bill validator reports BV_JAM, cash acceptance disabled on unit`,
    ],
    [
      "app",
      "error",
      () => `push send failed token=${rng.hex(10)}…: messaging/registration-token-not-registered (pruned)`,
    ],
    [
      "chem",
      "error",
      () => `flow sensor FS-2 site=${c.site()} read -0.${rng.int(1, 4)} L/min out of range, clamped to 0`,
    ],
    [
      "fleet",
      "error",
      () => `account FL-0${rng.int(100, 999)} has no PO number on file; invoice line held for AR review`,
    ],
    ["subs", "error", () => `renewal skipped member=${c.member()}: no default payment method (cancellation pending)`],
    [
      "elig",
      "warn",
      () =>
        `${c.estate.rfid ? "tag" : "plate"} ${rng.plate()} matches 2 active memberships (household), using most recent`,
    ],
  ];
  const usable = opts.filter(([r]) => c.has(r) && !avoid.includes(r));
  const [role, level, msg] = rng.pick(usable);
  c.every(start + rng.int(0, 20000), end, rng.int(6, 18), (t) => c.emit(t, role, level, msg()));
  return role;
}

const DEPRECATIONS: Record<string, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  python: [
    "/usr/local/lib/python3.12/site-packages/botocore/auth.py:424: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
  ],
  go: ['config: key "telemetry.legacy_units" is deprecated and will be removed in v3; use "telemetry.units"'],
  dotnet: [
    "Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
  ],
  cpp: ["config: option 'plc.poll_ms' is deprecated, use 'plc.poll_interval' (value carried over)"],
};

export function deprecations(c: Ctx): void {
  const { rng } = c;
  for (const r of rng.shuffle([...ROLES]).slice(0, 4)) {
    const list = DEPRECATIONS[c.rt(r)];
    c.every(c.start, c.end, rng.int(120, 300), (t) => c.emit(t, r, "warn", rng.pick(list)));
  }
}

/** Stack traces a runtime prints for a handled, retried connection problem (Go and C++ log these inline). */
const RETRY_STACKS: Record<string, [string, string[]]> = {
  node: [
    "Error",
    [
      "Error: socket hang up",
      "    at connResetException (node:internal/errors:787:14)",
      "    at TLSSocket.socketOnEnd (node:_http_client:519:23)",
      "    at TLSSocket.emit (node:events:531:35)",
      "    at endReadableNT (node:internal/streams/readable:1696:12)",
    ],
  ],
  python: [
    "ConnectionResetError",
    [
      "Traceback (most recent call last):",
      '  File "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py", line 793, in urlopen',
      "    response = self._make_request(",
      '  File "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py", line 537, in _make_request',
      "    response = conn.getresponse()",
      "ConnectionResetError: [Errno 104] Connection reset by peer",
    ],
  ],
  java: [
    "java.net.SocketException",
    [
      "java.net.SocketException: Connection reset",
      "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)",
      "\tat java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:346)",
      "\tat org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
      "\t... 31 common frames omitted",
    ],
  ],
  ruby: [
    "Net::ReadTimeout",
    [
      "Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>",
      "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
      "/usr/local/lib/ruby/3.3.0/net/protocol.rb:199:in `readuntil'",
      "/usr/local/lib/ruby/3.3.0/net/http/response.rb:42:in `read_status_line'",
    ],
  ],
  dotnet: [
    "System.IO.IOException",
    [
      "System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
      " ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
      "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
      "   --- End of inner exception stack trace ---",
      "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
    ],
  ],
};

export function retries(c: Ctx): void {
  const { rng } = c;
  const kinds: [Role, () => [string, string]][] = [
    [
      "subs",
      () => [
        "payment API request failed (read timeout), retrying attempt 2/3 in 1.0s",
        "payment API request succeeded on attempt 2",
      ],
    ],
    [
      "fleet",
      () => [
        "SMTP 421 4.7.0 Try again later, closing connection; retry 1/5 in 30s",
        "statement e-mail delivered to ap@customer (attempt 2)",
      ],
    ],
    [
      "cam",
      () => [
        "upload clip to object storage failed: connection reset by peer; retrying (1/4)",
        "clip upload completed on retry 1",
      ],
    ],
    ["app", () => ["SMS provider returned 503, retrying in 2s (1/3)", "SMS receipt sent on attempt 2"]],
    [
      "chem",
      () => ["telemetry batch POST failed: EOF; retry 1 in 4s", "telemetry batch accepted (retry 1, 118 points)"],
    ],
  ];
  c.every(c.start, c.end, rng.int(70, 150), (t) => {
    const [r, m] = rng.pick(kinds);
    const [a, b] = m();
    const st = RETRY_STACKS[c.rt(r)];
    c.emit(t, r, "warn", a, st && rng.chance(0.6) ? { errType: st[0], stack: st[1] } : {});
    c.emit(t + rng.int(1500, 32000), r, "info", b);
  });
}

export function deploy(c: Ctx, t: number, avoid: Role[]): string {
  const { rng } = c;
  const r = rng.pick(ROLES.filter((x) => c.has(x) && !avoid.includes(x)));
  const ver = `v2026.${rng.int(10, 12)}.${rng.int(1, 30)}`;
  if (rng.chance(0.5)) {
    c.emit(t, r, "info", "Received SIGTERM, draining in-flight requests (grace 30s)");
    c.emit(t + 2400, r, "info", `starting ${c.svc(r)} ${ver} (build ${rng.hex(7)})`);
    c.emit(t + 2400 + rng.int(3000, 9000), r, "info", `ready: listening on :8080, ${ver}`);
  } else {
    c.emit(t, r, "info", `config reload requested (SIGHUP)`);
    c.emit(
      t + rng.int(100, 500),
      r,
      "info",
      `config reloaded: rev ${rng.int(100, 400)} applied, ${rng.int(2, 9)} keys changed`,
    );
  }
  return c.svc(r);
}

export function finish(c: Ctx, format: Format): string[] {
  const skew = new Map<string, number>();
  const pods = new Map<string, string>();
  for (const r of ROLES) {
    skew.set(c.svc(r), c.rng.int(-300, 300));
    pods.set(c.svc(r), `${c.svc(r)}-${c.rng.hex(10)}-${c.rng.hex(5)}`);
  }
  for (const e of c.evs) e.p = e.t + (skew.get(e.svc) ?? 0);
  c.evs.sort((a, b) => a.p - b.p || a.t - b.t);
  return render(format, c.evs, c.estate.ns, pods);
}
