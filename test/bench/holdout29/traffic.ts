// Background every file carries: requests in each runtime's own wording, health checks, periodic jobs,
// deprecation warnings, retries that succeed, and one noisy service with a constant harmless error.
import { clfTime } from "./native.js";
import type { Scene, Svc } from "./stream.js";

export const plural = (noun: string) => `${noun.replace(/ /g, "-")}${noun.endsWith("s") ? "es" : "s"}`;
const path = (s: Svc, id: number) => `/api/${plural(s.noun)}/${id}`;
const ip = (sc: Scene) => `10.42.${sc.rng.int(0, 9)}.${sc.rng.int(2, 250)}`;
const UA = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)",
  "python-requests/2.32.3",
  "Go-http-client/1.1",
];

/** One ordinary request (or unit of work) at t, in the service's own wording. */
export function request(sc: Scene, s: Svc, t: number, status = 200, trace = sc.tid()) {
  const r = sc.rng;
  const id = r.int(1000, 99999);
  const ms = r.int(3, 180);
  const m = r.pick(["GET", "GET", "GET", "POST", "PUT"]);
  const p = path(s, id);
  const lvl = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
  switch (s.rt) {
    case "nginx":
      return sc.emit(
        s.name,
        t,
        "info",
        `${ip(sc)} - - [${clfTime(t)}] "${m} ${p} HTTP/1.1" ${status} ${r.int(80, 9000)} "-" "${r.pick(UA)}" rt=${(ms / 1000).toFixed(3)} uct="0.001" urt="${(ms / 1000).toFixed(3)}"`,
        { raw: true, stream: "out", trace },
      );
    case "logback":
      return sc.emit(s.name, t, lvl, `${m} ${p} -> ${status} (${ms} ms)`, {
        logger: `${s.pkg}.web.RequestLoggingFilter`,
        trace,
      });
    case "dotnet":
      return sc.emit(
        s.name,
        t,
        "info",
        `Request finished HTTP/1.1 ${m} http://${s.name}:8080${p} - ${status} ${r.int(40, 4000)} application/json;+charset=utf-8 ${(ms + r.next()).toFixed(4)}ms`,
        { logger: "Microsoft.AspNetCore.Hosting.Diagnostics", fields: { eventId: 2 }, trace },
      );
    case "rails":
      sc.emit(
        s.name,
        t,
        "info",
        `Started ${m} "${p.replace("/api", "")}" for ${ip(sc)} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        { trace },
      );
      return sc.emit(
        s.name,
        t + ms,
        lvl,
        `Completed ${status} ${status === 200 ? "OK" : status === 500 ? "Internal Server Error" : "Unprocessable Content"} in ${ms}ms (Views: ${(ms / 5).toFixed(1)}ms | ActiveRecord: ${(ms / 3).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`,
        { trace },
      );
    case "python":
      if (s.role === "worker")
        return sc.emit(
          s.name,
          t,
          "info",
          `Task ${s.pkg}.tasks.process_${s.noun.replace(/ /g, "_")}[${r.uuid()}] succeeded in ${(ms / 1000).toFixed(3)}s: None`,
          {
            logger: "celery.app.trace",
            trace,
          },
        );
      return sc.emit(s.name, t, "info", `${ip(sc)}:${r.int(30000, 60000)} - "${m} ${p} HTTP/1.1" ${status}`, {
        logger: "uvicorn.access",
        trace,
      });
    case "zap":
      return sc.emit(s.name, t, lvl, s.role === "worker" ? `${s.noun} batch flushed` : "request served", {
        fields:
          s.role === "worker"
            ? { count: r.int(10, 900), took: `${ms}.${r.int(100, 999)}ms` }
            : { method: m, path: p, status, latency: `${ms}.${r.int(100, 999)}ms` },
        trace,
      });
    case "pino":
      return sc.emit(s.name, t, lvl, "request completed", {
        fields: { reqId: `req-${r.hex(4)}`, req: `${m} ${p}` as string, statusCode: status, responseTime: ms },
        trace,
      });
    case "klog":
      return sc.emit(s.name, t, "info", "Reconciled object", {
        fields: {
          controller: s.noun,
          object: `${sc.estate.ns}/${s.noun.replace(/ /g, "-")}-${id % 97}`,
          duration: `${ms}ms`,
        },
        logger: "controller.go:327",
      });
    case "syslog":
      return sc.emit(s.name, t, "info", `${s.noun} ${id} handled in ${ms} ms (unit ${r.int(1, 12)})`);
    case "postgres":
      if (r.chance(0.5))
        return sc.emit(
          s.name,
          t,
          "info",
          `connection authorized: user=${r.pick(["app", "reporting", "app"])} database=${sc.estate.host}_prod application_name=${r.pick(sc.svcs.filter((x) => x.role !== "db")).name}`,
          {
            fields: { pid: r.int(10000, 60000) },
          },
        );
      return sc.emit(
        s.name,
        t,
        "info",
        `duration: ${r.int(1000, 2400)}.${r.int(100, 999)} ms  statement: SELECT * FROM ${s.noun}s WHERE updated_at > $1 ORDER BY id LIMIT 500`,
        {
          fields: { pid: r.int(10000, 60000) },
        },
      );
  }
}

function health(sc: Scene, s: Svc, t: number) {
  switch (s.rt) {
    case "nginx":
      return sc.emit(
        s.name,
        t,
        "info",
        `10.42.0.1 - - [${clfTime(t)}] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`,
        { raw: true, stream: "out" },
      );
    case "dotnet":
      return sc.emit(
        s.name,
        t,
        "info",
        `Health check readiness completed after ${(1 + sc.rng.next()).toFixed(4)}ms with status Healthy`,
        {
          logger: "Microsoft.Extensions.Diagnostics.HealthChecks.DefaultHealthCheckService",
          fields: { eventId: 101 },
        },
      );
    case "rails":
      return sc.emit(
        s.name,
        t,
        "info",
        `Completed 200 OK in 1ms (Views: 0.1ms | ActiveRecord: 0.0ms | Allocations: 102) GET /up`,
      );
    case "python":
      return sc.emit(s.name, t, "info", `10.42.0.1:${sc.rng.int(30000, 60000)} - "GET /healthz HTTP/1.1" 200`, {
        logger: "uvicorn.access",
      });
    case "klog":
      return sc.emit(s.name, t, "info", "HTTP", {
        fields: { verb: "GET", URI: "/healthz", latency: `${sc.rng.int(40, 200)}µs`, resp: 200 },
        logger: "httplog.go:132",
      });
    case "logback":
      return sc.emit(s.name, t, "debug", 'GET "/actuator/health/readiness", parameters={}', {
        logger: "org.springframework.web.servlet.DispatcherServlet",
      });
    case "postgres":
      return;
    default:
      return sc.emit(
        s.name,
        t,
        "info",
        "health check ok",
        s.rt === "zap" || s.rt === "pino" ? { fields: { probe: "readiness" } } : {},
      );
  }
}

function job(sc: Scene, s: Svc, t: number) {
  const r = sc.rng;
  const n = r.int(0, 400);
  switch (s.rt) {
    case "postgres":
      return sc.emit(
        s.name,
        t,
        "info",
        `checkpoint complete: wrote ${n} buffers (${(n / 160).toFixed(1)}%); 0 WAL file(s) added, 0 removed, 1 recycled; write=${r.int(20, 270)}.${r.int(100, 999)} s, sync=0.0${r.int(10, 99)} s, total=${r.int(20, 270)}.${r.int(100, 999)} s`,
      );
    case "logback":
      return sc.emit(
        s.name,
        t,
        "info",
        `Scheduled ${s.noun} reconciliation finished: ${n} updated in ${r.int(20, 900)} ms`,
        { logger: `${s.pkg}.jobs.ReconcileJob`, fields: { thread: "scheduling-1" } },
      );
    case "python":
      return sc.emit(
        s.name,
        t,
        "info",
        `Scheduler: Sending due task refresh-${s.noun.replace(/ /g, "-")}s (${s.pkg}.tasks.refresh)`,
        { logger: "celery.beat" },
      );
    case "dotnet":
      return sc.emit(s.name, t, "info", `Cleanup job removed ${n} expired ${s.noun} holds`, {
        logger: `${s.pkg}.Jobs.CleanupJob`,
        fields: { eventId: 0 },
      });
    case "klog":
      return sc.emit(s.name, t, "info", "Resync finished", {
        fields: { objects: n },
        logger: "shared_informer.go:320",
      });
    default:
      return sc.emit(
        s.name,
        t,
        "info",
        `periodic ${s.noun} sync done (${n} records)`,
        s.rt === "zap" || s.rt === "pino" ? { fields: { records: n } } : {},
      );
  }
}

const DEPRECATION: Record<string, [string, string, Record<string, unknown>]> = {
  logback: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "org.springframework.boot.autoconfigure.orm.jpa.JpaBaseConfiguration$JpaWebConfiguration",
    {},
  ],
  python: [
    "/usr/local/lib/python3.11/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead. Deprecated in Pydantic V2.0 to be removed in V3.0.",
    "py.warnings",
    {},
  ],
  zap: [
    "grpc.WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead",
    "client/client.go:61",
    {},
  ],
  klog: [
    "policy/v1beta1 PodDisruptionBudget is deprecated in v1.21+, unavailable in v1.25+; use policy/v1 PodDisruptionBudget",
    "warnings.go:70",
    {},
  ],
  rails: [
    "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2. (called from <main> at /app/config/initializers/storage.rb:4)",
    "",
    {},
  ],
  dotnet: [
    "Using an in-memory repository. Keys will not be persisted to storage.",
    "Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository",
    { eventId: 50 },
  ],
  syslog: ["option 'ssl_legacy_renegotiation' is deprecated and will be ignored", "", {}],
  postgres: ['"wal_keep_segments" is deprecated, use "wal_keep_size"', "", {}],
  nginx: [
    'the "listen ... http2" directive is deprecated, use the "http2" directive instead in /etc/nginx/conf.d/default.conf:3',
    "",
    {},
  ],
};

function deprecation(sc: Scene, s: Svc, t: number) {
  if (s.rt === "pino")
    return sc.emit(
      s.name,
      t,
      "warn",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      { raw: true, stream: "err" },
    );
  const [msg, logger, fields] = DEPRECATION[s.rt];
  sc.emit(s.name, t, "warn", msg, { logger: logger || undefined, fields: fields as Record<string, number> });
}

/** A harmless error or warning the noisy service logs at a constant rate. */
export function noise(sc: Scene, s: Svc, t: number) {
  const r = sc.rng;
  switch (s.rt) {
    case "logback":
      return sc.emit(s.name, t, "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", {
        logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
        frames: [
          "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
          "\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:353)",
        ],
      });
    case "python":
      return sc.emit(
        s.name,
        t,
        "error",
        `thumbnail render failed for legacy asset A-${r.int(1000, 9999)}: cannot identify image file <_io.BytesIO object at 0x7f${r.hex(10)}>`,
        { logger: `${s.pkg}.thumbs` },
      );
    case "zap":
      return sc.emit(s.name, t, "error", "dropping sample with unknown unit", {
        fields: { unit: r.pick(["degF", "kn", "psi"]), device: `dev-${r.int(100, 999)}` },
      });
    case "pino":
      return sc.emit(s.name, t, "error", "failed to parse User-Agent header, using default", {
        fields: { ua: "Mozilla/4.0 (compatible; MSIE 6.0)" },
      });
    case "klog":
      return sc.emit(s.name, t, "error", "Unhandled Error", {
        logger: "reflector.go:158",
        err: "k8s.io/client-go@v0.29.3/tools/cache/reflector.go:229: Failed to watch *v1.PartialObjectMetadata: the server could not find the requested resource",
      });
    case "rails":
      return sc.emit(
        s.name,
        t,
        "fatal",
        `ActionController::RoutingError (No route matches [GET] "/${r.pick(["wp-login.php", ".env", "phpmyadmin/index.php"])}"):`,
      );
    case "dotnet":
      return sc.emit(s.name, t, "warn", "Failed to determine the https port for redirect.", {
        logger: "Microsoft.AspNetCore.HttpsPolicy.HttpsRedirectionMiddleware",
        fields: { eventId: 3 },
      });
    case "syslog":
      return sc.emit(
        s.name,
        t,
        "error",
        `unit ${r.int(1, 12)}: sensor LS-${r.int(1, 9)} heartbeat stale, using last known value`,
      );
    case "nginx":
      return sc.emit(
        s.name,
        t,
        "error",
        `open() "/usr/share/nginx/html/favicon.ico" failed (2: No such file or directory), client: ${ip(sc)}, server: _, request: "GET /favicon.ico HTTP/1.1"`,
      );
    case "postgres":
      return sc.emit(s.name, t, "info", "could not receive data from client: Connection reset by peer", {
        fields: { pid: r.int(10000, 60000) },
      });
  }
}

/** A call that fails once and succeeds on retry, in the caller's words. */
function retryOk(sc: Scene, s: Svc, callee: Svc, t: number) {
  const trace = sc.tid();
  const url = `http://${callee.name}:8080${path(callee, sc.rng.int(1000, 99999))}`;
  const why = sc.rng.pick(["connection reset by peer", "read: connection reset by peer", "503 Service Unavailable"]);
  if (s.rt === "zap" || s.rt === "pino") {
    sc.emit(s.name, t, "warn", "retrying request", { fields: { url, attempt: 1 }, err: why, trace });
    sc.emit(s.name, t + 220, "info", "request succeeded after retry", { fields: { url, attempt: 2 }, trace });
  } else if (s.rt === "nginx" || s.rt === "postgres") {
    return;
  } else {
    sc.emit(s.name, t, "warn", `GET ${url} failed (${why}); retrying in 200ms (attempt 1/3)`, {
      trace,
      logger: s.rt === "python" ? "urllib3.connectionpool" : undefined,
    });
    sc.emit(s.name, t + 240, "info", `GET ${url} succeeded on attempt 2`, { trace });
  }
}

/** Lays the whole background over [start, end]; `perSec` sets the request volume. Returns the noisy service. */
export function background(sc: Scene, perSec: number, exclude: string[] = []): Svc {
  const r = sc.rng;
  const live = sc.svcs;
  const weight = (s: Svc) => (s.role === "gateway" ? 2.5 : s.role === "api" ? 1.5 : s.role === "db" ? 0.3 : 0.8);
  const total = live.reduce((a, s) => a + weight(s), 0);
  const candidates = live.filter((s) => !exclude.includes(s.name) && s.role !== "db");
  const noisy = r.pick(candidates);
  const callees = live.filter((s) => s.role === "api");
  for (const s of live) {
    const mean = 1000 / ((perSec * weight(s)) / total);
    sc.every(sc.start, sc.end, mean, (t) => request(sc, s, t));
    sc.every(sc.start, sc.end, r.int(10, 30) * 1000, (t) => health(sc, s, t));
    sc.every(sc.start, sc.end, r.int(45, 120) * 1000, (t) => job(sc, s, t));
    sc.every(sc.start, sc.end, r.int(180, 600) * 1000, (t) => deprecation(sc, s, t));
    const others = callees.filter((c) => c !== s);
    if (others.length && s.role !== "db")
      sc.every(sc.start, sc.end, r.int(90, 400) * 1000, (t) => retryOk(sc, s, r.pick(others), t));
  }
  sc.every(sc.start, sc.end, r.int(3, 15) * 1000, (t) => noise(sc, noisy, t));
  return noisy;
}
