// Runtime habits shared by estates, noise and failures: health-check lines, restarts and deprecation warnings
// written the way each runtime or framework prints them.
import type { Ctx } from "./stream.js";

export type Runtime = "go" | "java" | "python" | "node" | "ruby" | "dotnet" | "es" | "cpp";
export interface Svc {
  name: string;
  rt: Runtime;
  port: number;
}

export function health(c: Ctx, s: Svc, t: number): void {
  const r = c.rng;
  const ms = r.float(0.2, 2.4, 2);
  switch (s.rt) {
    case "go":
      c.emit(s.name, t, "debug", `"GET /healthz HTTP/1.1" 200 2 "kube-probe/1.29" ${ms}ms`);
      break;
    case "java":
      c.emit(s.name, t, "debug", `GET /actuator/health/liveness 200 (${ms} ms) user-agent=kube-probe/1.29`);
      break;
    case "python":
      c.emit(s.name, t, "info", `10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(1, 254)} - "GET /healthz HTTP/1.1" 200 15`);
      break;
    case "node":
      c.emit(s.name, t, "info", `GET /healthz 200 ${ms} ms - 15`);
      break;
    case "ruby":
      c.emit(s.name, t, "info", `Started GET "/up" for 10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(1, 254)}`);
      c.emit(
        s.name,
        t + 2,
        "info",
        `Completed 200 OK in ${r.int(1, 4)}ms (ActiveRecord: 0.${r.int(1, 9)}ms | Allocations: ${r.int(180, 420)})`,
      );
      break;
    case "dotnet":
      c.emit(
        s.name,
        t,
        "info",
        `Request finished HTTP/1.1 GET http://${s.name}:${s.port}/health - 200 - text/plain ${ms}ms`,
      );
      break;
    case "cpp":
      c.emit(s.name, t, "debug", `health: ok (vms_ready=${r.int(9, 16)}, queue=${r.int(0, 7)})`);
      break;
    case "es":
      break;
  }
}

/** A rolling restart of one replica: goodbye and hello in the runtime's words, with a version. */
export function restart(c: Ctx, s: Svc, t: number, version: string, why: string): void {
  const r = c.rng;
  switch (s.rt) {
    case "go":
      c.emit(s.name, t, "info", `received SIGTERM, draining connections (grace 25s)`);
      c.emit(s.name, t + 2300, "info", `starting ${s.name} version=${version} commit=${r.hex(7)} go=go1.22.7 (${why})`);
      c.emit(s.name, t + 2500, "info", `listening on :${s.port}`);
      break;
    case "java":
      c.emit(s.name, t, "info", `Commencing graceful shutdown. Waiting for active requests to complete`);
      c.emit(s.name, t + 5200, "info", `Starting ${s.name} v${version} using Java 21.0.4 with PID 1 (${why})`);
      c.emit(s.name, t + 14800, "info", `Tomcat started on port ${s.port} (http) with context path '/'`);
      c.emit(
        s.name,
        t + 14900,
        "info",
        `Started ${s.name} in ${r.float(8, 14, 3)} seconds (process running for ${r.float(9, 15, 3)})`,
      );
      break;
    case "python":
      c.emit(s.name, t, "info", `[1] [INFO] Handling signal: term`);
      c.emit(s.name, t + 1800, "info", `[1] [INFO] Starting gunicorn 22.0.0 (${s.name} ${version}, ${why})`);
      c.emit(s.name, t + 1900, "info", `[1] [INFO] Listening at: http://0.0.0.0:${s.port} (1)`);
      c.emit(s.name, t + 2100, "info", `[7] [INFO] Booting worker with pid: 7`);
      break;
    case "node":
      c.emit(s.name, t, "info", `SIGTERM received, closing server`);
      c.emit(
        s.name,
        t + 1900,
        "info",
        `${s.name}@${version} listening on port ${s.port} (NODE_ENV=production, ${why})`,
      );
      break;
    case "ruby":
      c.emit(s.name, t, "info", `- Gracefully stopping, waiting for requests to finish`);
      c.emit(
        s.name,
        t + 4000,
        "info",
        `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.4 (${s.name} ${version}, ${why})`,
      );
      c.emit(s.name, t + 6100, "info", `* Listening on http://0.0.0.0:${s.port}`);
      break;
    case "dotnet":
      c.emit(s.name, t, "info", `Application is shutting down...`);
      c.emit(s.name, t + 3100, "info", `Now listening on: http://[::]:${s.port} (${s.name} ${version}, ${why})`);
      c.emit(s.name, t + 3150, "info", `Application started. Press Ctrl+C to shut down.`);
      break;
    case "cpp":
      c.emit(s.name, t, "info", `shutdown requested, waiting for ${r.int(2, 6)} running analyses to checkpoint`);
      c.emit(s.name, t + 3000, "info", `${s.name} ${version} starting (${why}), hypervisor=kvm, vm_pool=16`);
      break;
    case "es":
      c.emit(s.name, t, "info", `[o.e.n.Node] [${s.name}-data-1] stopping ...`);
      c.emit(
        s.name,
        t + 30000,
        "info",
        `[o.e.n.Node] [${s.name}-data-1] started {${s.name}-data-1}{${r.hex(22)}} (${why})`,
      );
      break;
  }
}

const DEPRECATIONS: Record<Runtime, string[]> = {
  go: [
    "grpc: Dial is deprecated: use NewClient instead (called from internal/clients/dial.go:41)",
    "WARNING: config key 'tls.min_version: 1.0' is deprecated and will be ignored in a future release",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected automatically)",
    "The configuration 'sasl.login.refresh.window.factor' was supplied but isn't a known config.",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "urllib3 InsecureRequestWarning: Unverified HTTPS request is being made to host 'feeds.internal'. Adding certificate verification is strongly advised.",
  ],
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  ],
  ruby: [
    "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated in favor of `with_connection` or `lease_connection` (called from block in <class:CaseSweeper> at /app/app/jobs/case_sweeper.rb:14)",
    "DEPRECATION WARNING: to_time will always preserve the full timezone rather than offset of the receiver in Rails 8.0.",
  ],
  dotnet: [
    "warn: Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
    "warn: Microsoft.EntityFrameworkCore.Model.Validation[30000] No store type was specified for the decimal property 'Score' on entity type 'Verdict'.",
  ],
  es: [
    "[o.e.d.r.a.b.RestBulkAction] [types removal] Specifying types in bulk requests is deprecated.",
    "[o.e.d.x.s.s.SecurityStatusChangeListener] Elasticsearch built-in security features are not enabled. Without authentication, your cluster could be accessible to anyone.",
  ],
  cpp: [
    "warning: libvirt: virDomainCreateWithFlags flag VIR_DOMAIN_START_AUTODESTROY is deprecated for transient domains",
  ],
};

export function deprecation(c: Ctx, s: Svc, t: number): void {
  c.emit(s.name, t, "warn", c.rng.pick(DEPRECATIONS[s.rt]));
}
