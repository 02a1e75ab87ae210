// One scene: events of several services in true time, per-service clock skew, the background every window has
// (traffic through the edge, health checks, periodic jobs, a noisy service, deprecation warnings, retries that
// succeed, the shared dependencies' own chatter), and rendering to one file sorted by printed time.
import { writeFileSync } from "node:fs";
import type { DepKind, Estate, Runtime, Svc } from "./estates.js";
import { type FileCtx, type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

const WORDS = ["oat milk", "north", "RTM", "gold", "basic", "plus", "ember", "delta", "harbour", "cedar", "kiwi"];

export class Scene {
  evs: Ev[] = [];
  skew = new Map<string, number>();
  constructor(
    public rng: Rng,
    public estate: Estate,
    public start: number,
    public end: number,
    public traces: boolean,
    public apps: Svc[],
    public deps: Array<[DepKind, string]>,
  ) {
    for (const n of [estate.edge.name, ...apps.map((a) => a.name), ...deps.map((d) => d[1])])
      this.skew.set(n, rng.int(-320, 320));
  }
  get edge(): Svc {
    return this.estate.edge;
  }
  add(t: number, svc: string, level: Level, msg: string, stack?: string, trace?: string): void {
    if (t < this.start || t > this.end) return;
    this.evs.push({ t, svc, level, msg: this.fill(msg), stack, trace });
  }
  tid(): string | undefined {
    return this.traces ? this.rng.hex(16) : undefined;
  }
  fill(x: string): string {
    const r = this.rng;
    return x
      .replace(/\{id\}/g, () => String(r.int(100000, 999999)))
      .replace(/\{n\}/g, () => String(r.int(2, 480)))
      .replace(/\{amt\}/g, () => `${r.int(3, 900)}.${String(r.int(0, 99)).padStart(2, "0")}`)
      .replace(/\{word\}/g, () => r.pick(WORDS))
      .replace(/\{ip\}/g, () => r.ip());
  }
  /** Calls fn at random times with the given mean gap (ms) between from and to. */
  poisson(from: number, to: number, mean: number, fn: (t: number) => void): void {
    for (let t = from + this.rng.gap(mean); t < to; t += this.rng.gap(mean)) fn(t);
  }
  /** Calls fn every period ms (with a little jitter). */
  every(from: number, to: number, period: number, fn: (t: number) => void): void {
    const off = this.rng.int(0, period);
    for (let t = from + off; t < to; t += period) fn(t + this.rng.int(0, 40));
  }
  path(svc: Svc): string {
    return this.fill(svc.paths.length ? this.rng.pick(svc.paths) : "/");
  }
  /** The edge's access-log line for one request. */
  edgeLine(t: number, path: string, status: number, ms: number, upstream: string, trace?: string): void {
    const r = this.rng;
    const method =
      /book|confirm|renew|transfers$|subscribe|claims|comments$/.test(path) && r.chance(0.6) ? "POST" : "GET";
    const ua = r.pick([
      "okhttp/4.12.0",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)",
      "Dart/3.4 (dart:io)",
    ]);
    const level: Level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    if (this.estate.edge.proxy === "nginx")
      this.add(
        t,
        this.edge.name,
        level,
        `${r.ip()} - - "${method} ${path} HTTP/1.1" ${status} ${status >= 500 ? 157 : r.int(300, 9000)} "-" "${ua}" rt=${(ms / 1000).toFixed(3)} uct="0.001" upstream="${upstream}:8080"`,
        undefined,
        trace,
      );
    else
      this.add(
        t,
        this.edge.name,
        level,
        `"${method} ${path} HTTP/1.1" ${status} ${status >= 500 ? (status === 504 ? "UT" : "-") : "-"} 0 ${status >= 500 ? 91 : r.int(300, 9000)} ${ms} ${Math.max(0, ms - 2)} "${r.ip()}" "${ua}" "${trace ?? r.hex(8)}" "${upstream}:8080" "${r.ip()}:8080"`,
        undefined,
        trace,
      );
  }
  /** The application's own access line for a request, in its runtime's usual wording. */
  appLine(t: number, svc: Svc, path: string, status: number, ms: number, trace?: string): void {
    const level: Level = status >= 500 ? "error" : "info";
    const m = /book|confirm|renew|placed/.test(path) ? "POST" : "GET";
    const msg = {
      jvm: `${m} ${path} -> ${status} (${ms} ms)`,
      go: `request served method=${m} path=${path} status=${status} dur=${ms}.${this.rng.int(0, 9)}ms`,
      python: `${this.rng.ip()} - - "${m} ${path} HTTP/1.1" ${status} ${this.rng.int(80, 4000)} "-" "python-requests/2.32.3"`,
      node: `request completed ${m} ${path} ${status} ${ms}ms`,
      dotnet: `Request finished HTTP/1.1 ${m} http://${svc.name}:8080${path} - ${status} - application/json;+charset=utf-8 ${ms}.${this.rng.int(1000, 9999)}ms`,
      ruby: `Completed ${status} ${status >= 500 ? "Internal Server Error" : "OK"} in ${ms}ms (Views: 0.${this.rng.int(1, 9)}ms | ActiveRecord: ${this.rng.int(1, 30)}.${this.rng.int(0, 9)}ms | Allocations: ${this.rng.int(900, 9000)})`,
    }[svc.rt];
    this.add(t, svc.name, level, msg, undefined, trace);
  }

  /** Normal traffic from start to end; `skip(svc, t)` lets an incident take over a service's requests. */
  background(
    linesWanted: number,
    skip: (svc: Svc, t: number, kind: "req" | "work" | "health") => boolean = () => false,
  ): void {
    const r = this.rng;
    const span = this.end - this.start;
    const served = this.apps.filter((a) => a.paths.length);
    const workers = this.apps.filter((a) => !a.paths.length);
    // A request is about 2.3 lines; the rest of the background is roughly a quarter of the lines.
    const reqMean = span / Math.max(50, (linesWanted * 0.75) / 2.3);
    this.poisson(this.start, this.end, reqMean, (t) => {
      const app = r.pick(served);
      if (skip(app, t, "req")) return;
      const tr = this.tid();
      const p = this.path(app);
      const ms = r.int(4, 180);
      const slow = r.chance(0.01);
      this.appLine(t + ms, app, p, 200, slow ? ms * 20 : ms, tr);
      if (r.chance(0.3)) this.add(t + ms - 1, app.name, "info", r.pick(app.work), undefined, tr);
      this.edgeLine(
        t + ms + r.int(1, 6),
        `/api${p}`.replace(/^\/api\/api/, "/api"),
        200,
        ms + r.int(2, 9),
        app.name,
        tr,
      );
    });
    const workMean = span / Math.max(10, linesWanted * 0.08);
    for (const w of workers)
      this.poisson(this.start, this.end, workMean * (workers.length || 1), (t) => {
        if (!skip(w, t, "work")) this.add(t, w.name, "info", r.pick(w.work), undefined, this.tid());
      });
    // Health checks on about half the services, every 10 or 15 s.
    for (const a of this.apps.filter(() => r.chance(0.5))) {
      const per = r.pick([10000, 15000]);
      this.every(this.start, this.end, per, (t) => {
        if (!skip(a, t, "health"))
          this.appLine(t, a, r.pick(["/healthz", "/health/ready", "/actuator/health"]), 200, r.int(1, 4));
      });
    }
    // A periodic job.
    const jobSvc = r.pick(this.apps);
    const job = r.pick(["outbox-relay", "cache-warmer", "session-reaper", "metrics-rollup", "search-sync"]);
    this.every(this.start, this.end, r.pick([30000, 60000]), (t) => {
      this.add(t, jobSvc.name, "info", `scheduled job ${job} started`);
      this.add(t + r.int(20, 900), jobSvc.name, "info", `scheduled job ${job} finished in {n}ms, {n} items`);
    });
    // The noisy service: the same harmless error or warning at a constant rate from the first minute.
    const noisy = r.pick(this.apps);
    const nz = r.pick(this.estate.noisy);
    this.poisson(this.start + r.int(0, 20000), this.end, r.int(4000, 15000), (t) =>
      this.add(t, noisy.name, nz.level, nz.text),
    );
    // Deprecation warnings, a few per window.
    for (const a of r.shuffle(this.apps).slice(0, 3))
      this.poisson(this.start, this.end, span / r.int(2, 5), (t) => this.add(t, a.name, "warn", DEPRECATION[a.rt]));
    // Retries that succeed.
    const flaky = r.pick(served);
    this.poisson(this.start, this.end, r.int(40000, 90000), (t) => {
      const caller = r.pick(this.apps.filter((a) => a !== flaky));
      this.add(t, caller.name, "warn", retryLine(caller.rt, flaky.name, this.path(flaky), r));
      this.add(t + r.int(150, 900), caller.name, "info", `call to ${flaky.name} succeeded on attempt 2`);
    });
    // The shared dependencies' own chatter.
    for (const [kind, name] of this.deps)
      this.poisson(this.start, this.end, r.int(3000, 12000), (t) => this.add(t, name, "info", depChatter(kind, this)));
  }

  /** Writes the file; returns the number of physical lines. */
  write(path: string, f: Format): number {
    const names = [...this.skew.keys()];
    const ctx: FileCtx = {
      namespace: `${this.estate.slug}-prod`,
      width: Math.max(...names.map((n) => n.length)) + 4,
      pods: new Map(names.map((n) => [n, `${n}-${this.rng.hex(9)}-${this.rng.hex(5)}`])),
      hosts: new Map(names.map((n) => [n, this.rng.int(0, 5)])),
    };
    const printed: Printed[] = this.evs.map((e) => ({ ...e, at: e.t + (this.skew.get(e.svc) ?? 0) }));
    printed.sort((a, b) => a.at - b.at);
    const lines = printed.flatMap((p) => render(p, f, ctx));
    writeFileSync(path, `${lines.join("\n")}\n`);
    return lines.length;
  }
}

export const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  jvm: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  go: "grpc.Dial is deprecated: use grpc.NewClient instead",
  dotnet:
    "warning ASP0000: Calling 'BuildServiceProvider' from application code results in an additional copy of singleton services being created",
  ruby: "DEPRECATION WARNING: to_s(:db) is deprecated and will be removed from Rails 7.2 (use to_fs(:db) instead)",
};

function retryLine(rt: Runtime, target: string, path: string, r: Rng): string {
  switch (rt) {
    case "python":
      return `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProtocolError('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))': ${path}`;
    case "jvm":
      return `Retry 'http-${target}', waiting PT0.2S until attempt '1'. Last attempt failed with exception 'java.net.SocketException: Connection reset'.`;
    case "go":
      return `retrying request to ${target} attempt=1 backoff=200ms err="read tcp ${r.ip()}:${r.int(30000, 60000)}->${r.ip()}:8080: read: connection reset by peer"`;
    case "node":
      return `axios-retry: retrying GET http://${target}:8080${path} (retry 1 of 3) after ECONNRESET`;
    case "dotnet":
      return `Polly: retry 1 of 3 for http://${target}:8080${path} after 200ms: System.Net.Http.HttpRequestException: An error occurred while sending the request.`;
    case "ruby":
      return `Faraday::ConnectionFailed (Connection reset by peer) calling ${target}${path}, retry 1/3 in 0.2s`;
  }
}

function depChatter(kind: DepKind, s: Scene): string {
  const r = s.rng;
  const ns = `${s.estate.slug}-prod`;
  const app = r.pick(s.apps).name;
  switch (kind) {
    case "postgres":
      return r.pick([
        "LOG:  checkpoint starting: time",
        `LOG:  checkpoint complete: wrote ${r.int(40, 3000)} buffers (${r.int(0, 9)}.${r.int(0, 9)}%); 0 WAL file(s) added, 0 removed, 1 recycled; write=${r.int(1, 29)}.${r.int(100, 999)} s, sync=0.00${r.int(1, 9)} s, total=${r.int(1, 29)}.${r.int(100, 999)} s`,
        `LOG:  automatic vacuum of table "app.public.${r.pick(["orders", "events", "sessions", "audit_log"])}": index scans: 1`,
        `LOG:  automatic analyze of table "app.public.${r.pick(["orders", "line_items", "customers"])}"`,
        `LOG:  duration: ${r.int(1000, 2400)}.${r.int(100, 999)} ms  execute <unnamed>: SELECT count(*) FROM audit_log WHERE created_at > $1`,
      ]);
    case "mysql":
      return r.pick([
        `[Note] [MY-010914] [Server] Aborted connection ${r.int(1000, 99999)} to db: 'app' user: 'app' host: '${r.ip()}' (Got timeout reading communication packets).`,
        `[Note] [MY-013360] [Server] Plugin mysql_native_password reported: ''mysql_native_password' is deprecated and will be removed in a future release. Please use caching_sha2_password instead'`,
      ]);
    case "redis":
      return r.pick([
        `1:M * 100 changes in 300 seconds. Saving...`,
        `1:M * Background saving started by pid ${r.int(100, 9000)}`,
        `${r.int(100, 9000)}:C * Fork CoW for RDB: current ${r.int(1, 9)} MB, peak ${r.int(2, 12)} MB, average ${r.int(1, 6)} MB`,
        "1:M * Background saving terminated with success",
      ]);
    case "kafka":
      return r.pick([
        `[GroupCoordinator 0]: Stabilized group ${app}-group generation ${r.int(3, 90)} (__consumer_offsets-${r.int(0, 49)}) with ${r.int(2, 6)} members (kafka.coordinator.group.GroupCoordinator)`,
        `[LocalLog partition=events-${r.int(0, 11)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1e6, 9e7)} in ${r.int(1, 6)} ms. (kafka.log.LocalLog)`,
        `[UnifiedLog partition=__consumer_offsets-${r.int(0, 49)}, dir=/var/lib/kafka/data] Deleting segment files LogSegment(baseOffset=0, size=${r.int(900, 9000)}, lastModifiedTime=1788000000000, largestRecordTimestamp=None) (kafka.log.LocalLog$)`,
      ]);
    case "rabbitmq":
      return r.pick([
        `accepting AMQP connection <0.${r.int(1000, 40000)}.0> (${r.ip()}:${r.int(30000, 60000)} -> ${r.ip()}:5672)`,
        `connection <0.${r.int(1000, 40000)}.0> (${r.ip()}:${r.int(30000, 60000)} -> ${r.ip()}:5672): user '${app}' authenticated and granted access to vhost '/'`,
        `closing AMQP connection <0.${r.int(1000, 40000)}.0> (${r.ip()}:${r.int(30000, 60000)} -> ${r.ip()}:5672, vhost: '/', user: '${app}')`,
      ]);
    case "keycloak":
      return `[org.keycloak.events] (executor-thread-${r.int(1, 40)}) type="${r.pick(["LOGIN", "CODE_TO_TOKEN", "CLIENT_LOGIN", "REFRESH_TOKEN"])}", realmId="${s.estate.slug}", clientId="${r.pick(["web-app", "mobile", app])}", userId="${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}", ipAddress="${r.ip()}"`;
    case "idp":
      return `Token request validation success, {"ClientId": "${r.pick(["mobile", "web", app])}", "GrantType": "${r.pick(["refresh_token", "client_credentials", "authorization_code"])}", "Scopes": "openid api"}`;
    case "coredns":
      return `[INFO] ${r.ip()}:${r.int(30000, 60000)} - ${r.int(1000, 65000)} "A IN ${app}.${ns}.svc.cluster.local. udp ${r.int(50, 90)} false 512" NOERROR qr,aa,rd ${r.int(100, 200)} 0.000${r.int(100, 999)}s`;
    case "minio":
      return r.pick([
        `Scanner: cycle ${r.int(100, 9000)} completed, ${r.int(1000, 90000)} objects scanned`,
        "Healing: background heal of bucket metadata finished (0 issues)",
      ]);
    case "flags":
      return r.pick([
        `flag configuration synced: ${r.int(80, 160)} flags, revision ${r.int(1000, 4000)}`,
        `evaluation metrics flushed: ${r.int(1000, 90000)} evaluations from ${r.int(4, 12)} clients`,
      ]);
    case "ratelimit":
      return `descriptor ${r.pick(["edge", "api"])}/tenant_id=${r.int(1000, 9999)} hits_addend=1 limit=600/minute remaining=${r.int(100, 599)}`;
    case "vendorgw":
      return `POST https://${s.estate.vendor}/v1/${r.pick(["charges", "payments", "mandates", "bookings"])} -> 200 (${r.int(80, 600)}ms)`;
    case "configsrv":
      return `Adding property source: Config resource 'file [/tmp/config-repo-${r.int(1000, 9999)}/${app}.yml]' via location 'file:/tmp/config-repo-${r.int(1000, 9999)}/'`;
    case "fxrates":
      return r.pick([
        `GET /rates/${r.pick(["EUR", "USD", "GBP", "CHF"])} 200 ${r.int(2, 20)}ms`,
        `feed refreshed: ${r.int(100, 170)} entries`,
      ]);
  }
}
