// One file's stream: ordinary traffic of every service (requests, health checks, periodic jobs, a noisy service,
// deprecation warnings, retries that succeed, an unrelated deploy), per-service clock skew, sorted by printed time.
import { envoyOk, type Line } from "./cascade.js";
import { type Estate, fill, type Service } from "./estates.js";
import type { Level, LogEvent } from "./formats.js";
import type { Rng } from "./rng.js";

const DEPRECATION: Record<string, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  java: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  go: "WARNING: package github.com/golang/protobuf/proto is deprecated, use google.golang.org/protobuf/proto instead",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  dotnet:
    "warning ASPDEPR004: 'WebHostBuilder' is obsolete: 'WebHostBuilder is deprecated in favor of HostBuilder and WebApplicationBuilder.'",
  ruby: "DEPRECATION WARNING: Sidekiq::Worker is deprecated, please use Sidekiq::Job instead. (called from <top (required)> at /app/config/initializers/sidekiq.rb:4)",
};

export class Stream {
  readonly events: LogEvent[] = [];
  readonly skew = new Map<string, number>();
  constructor(
    readonly e: Estate,
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
  ) {
    for (const s of e.services) this.skew.set(s.name, r.int(-280, 280));
  }

  emit(t: number, service: string, level: Level, msg: string, stack?: string[], trace?: string): void {
    if (t < this.start || t >= this.end) return;
    this.events.push({ t, pt: t + (this.skew.get(service) ?? 0), service, level, msg, stack, trace });
  }
  line(t: number, service: string, l: Line, trace?: string): void {
    this.emit(t, service, l.level, l.msg, l.stack, trace);
  }
  lineCount(): number {
    return this.events.reduce((n, e) => n + 1 + (e.stack?.length ?? 0), 0);
  }

  /** Health checks, jobs, the noisy service, deprecations, succeeding retries and one unrelated deploy. */
  chores(quietSvc: Set<string> = new Set()): void {
    const { e, r } = this;
    for (const s of e.services) {
      if (s.rt === "envoy") continue;
      const path = s.rt === "java" ? "/actuator/health" : s.rt === "dotnet" ? "/health/live" : "/healthz";
      for (let t = this.start + r.int(0, 15000); t < this.end; t += 15000 + r.int(-300, 300))
        if (!quietSvc.has(s.name)) this.emit(t, s.name, "info", `GET ${path} 200 ${r.int(0, 4)}ms`);
      const dep = DEPRECATION[s.rt];
      if (dep && r.chance(0.6))
        for (let t = this.start + r.int(1000, 90000); t < this.end; t += r.int(240000, 420000))
          this.emit(t, s.name, "warn", dep);
    }
    for (const j of e.jobs)
      for (let t = this.start + r.int(0, j.every * 1000); t < this.end; t += j.every * 1000 + r.int(-500, 500))
        this.emit(t, j.service, "info", fill(j.msg, r));
    for (let t = this.start + r.int(0, 5000); t < this.end; t += r.int(3000, 9000))
      this.emit(t, e.noisy.service, e.noisy.level, e.noisy.msg);
    // retries that succeed: a caller's first attempt times out, the second is fine
    const callers = e.services.filter((s) => s.rt !== "envoy" && s.calls.length);
    for (let t = this.start + r.int(10000, 40000); t < this.end; t += r.int(30000, 80000)) {
      const c = r.pick(callers);
      const dn = r.pick(c.calls);
      const d = e.services.find((x) => x.name === dn) as Service;
      this.emit(t, c.name, "warn", retryOk(r, c, d));
      this.emit(t + r.int(200, 900), c.name, "info", `${d.name} call succeeded on attempt 2 (${r.int(40, 400)}ms)`);
    }
    // an unrelated deploy of a leaf service
    const leaf = r.pick(e.services.filter((s) => s.rt !== "envoy" && !quietSvc.has(s.name)));
    const dt = this.start + r.int(60000, Math.max(61000, this.end - this.start - 60000));
    this.emit(dt, leaf.name, "info", "Received SIGTERM, draining connections");
    this.emit(
      dt + r.int(4000, 9000),
      leaf.name,
      "info",
      `${leaf.name} started version=2026.11.${r.int(2, 28)}-${r.hex(7)}`,
    );
  }

  /** Ordinary request traffic until the stream holds about `target` lines; `dim` thins a service's own lines. */
  traffic(target: number, dim: (s: string, t: number) => number = () => 1): void {
    const { e, r } = this;
    const edge = e.services.find((s) => s.rt === "envoy") as Service;
    const talk = e.services.filter((s) => s.bg.length);
    const need = Math.max(0, target - this.lineCount());
    const span = this.end - this.start;
    for (let i = 0; i < need; i++) {
      const t = this.start + Math.floor(r.next() * span);
      const trace = r.hex(12);
      if (r.chance(0.2)) {
        const dn = r.pick(edge.calls);
        const d = e.services.find((x) => x.name === dn) as Service;
        if (r.next() < dim(d.name, t)) this.line(t, edge.name, envoyOk(r, d), trace);
        continue;
      }
      const s = r.pick(talk);
      if (r.next() < dim(s.name, t)) this.emit(t, s.name, "info", fill(r.pick(s.bg), r), undefined, trace);
    }
  }

  sorted(): LogEvent[] {
    return [...this.events].sort((a, b) => a.pt - b.pt || a.t - b.t);
  }
}

function retryOk(r: Rng, c: Service, d: Service): string {
  const url = `http://${d.name}:${d.port}${d.path}`;
  switch (c.rt) {
    case "java":
      return `Retry '${d.name}' recorded a failed retry attempt. Number of retry attempts: '1'. Waiting PT0.2S until the next attempt. Last exception was: java.net.SocketTimeoutException: Read timed out`;
    case "go":
      return `retrying ${d.name} attempt=1/3 backoff=200ms err="Get '${url}': context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`;
    case "node":
      return `retrying GET ${url} (attempt 1 of 3) after AxiosError: timeout of 5000ms exceeded`;
    case "python":
      return `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPConnectionPool(host='${d.name}', port=${d.port}): Read timed out. (read timeout=5.0)")': ${d.path}`;
    case "dotnet":
      return `Resilience event occurred. EventName: 'OnRetry', Source: '${d.name}-standard//Standard-Retry', Operation Key: '', Result: '${r.pick(["503", "The operation didn't complete within the allowed timeout of '00:00:10'."])}'`;
    default:
      return `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (retrying ${d.name}, attempt 1)`;
  }
}
