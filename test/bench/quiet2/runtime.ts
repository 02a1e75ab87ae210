// What each runtime really prints: request lines, start-up / shutdown, stack traces, periodic chatter.

import type { Level, Svc } from "./model.js";
import type { Rng } from "./rng.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number, w = 2) => String(n).padStart(w, "0");

export function clf(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
}

const reason: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export const levelFor = (status: number): Level => (status >= 500 ? "ERROR" : status >= 400 ? "WARN" : "INFO");

/** One (or two, for Rails) request lines in the wording the runtime prints. */
export function reqLines(
  s: Svc,
  r: Rng,
  method: string,
  path: string,
  status: number,
  ms: number,
  t: number,
): string[] {
  const cls = s.pkg.split(".").pop() ?? s.name;
  switch (s.rt) {
    case "jvm":
      return [
        `[http-nio-8080-exec-${r.int(1, 40)}] ${s.pkg}.web.RequestLogFilter : ${method} ${path} -> ${status} (${ms} ms)`,
      ];
    case "go":
      return [`request handled method=${method} path=${path} status=${status} duration=${ms}.${r.int(100, 999)}ms`];
    case "python":
      return [
        `${r.podIp()}:${r.int(32000, 60999)} - "${method} ${path} HTTP/1.1" ${status} ${reason[status] ?? ""}`.trim(),
      ];
    case "node":
      return [`request completed method=${method} url=${path} statusCode=${status} responseTime=${ms}`];
    case "dotnet":
      return [
        `Request finished HTTP/1.1 ${method} http://${s.name}:8080${path} - ${status} ${r.int(0, 4800)} application/json;+charset=utf-8 ${ms}.${r.int(1000, 9999)}ms`,
      ];
    case "ruby": {
      const ar = (ms * r.range(0.1, 0.5)).toFixed(1);
      return [
        `Started ${method} "${path}" for ${r.podIp()} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        `Completed ${status} ${reason[status] ?? ""} in ${ms}ms (Views: ${(ms * 0.2).toFixed(1)}ms | ActiveRecord: ${ar}ms | Allocations: ${r.int(900, 40000)})`,
      ];
    }
    default:
      return [`${method} ${path} ${status} ${ms}ms (${cls})`];
  }
}

export function nginxLine(
  t: number,
  ip: string,
  method: string,
  path: string,
  status: number,
  bytes: number,
  ms: number,
  ua: string,
  upstreamMs: number,
): string {
  return `${ip} - - [${clf(t)}] "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${ua}" ${(ms / 1000).toFixed(3)} ${upstreamMs < 0 ? "-" : (upstreamMs / 1000).toFixed(3)}`;
}

export function envoyLine(
  t: number,
  ip: string,
  method: string,
  path: string,
  status: number,
  bytes: number,
  ms: number,
  ua: string,
  reqId: string,
  upstream: string,
  flags = "-",
): string {
  return `[${new Date(t).toISOString()}] "${method} ${path} HTTP/1.1" ${status} ${flags} 0 ${bytes} ${ms} ${Math.max(0, ms - 2)} "${ip}" "${ua}" "${reqId}" "${upstream}" "10.44.${(bytes % 15) + 1}.${(ms % 200) + 10}:8080"`;
}

/** Lines a service prints when SIGTERM arrives and it drains. */
export function shutdownLines(s: Svc, r: Rng): Array<[Level, string]> {
  switch (s.rt) {
    case "jvm":
      return [
        ["INFO", "Commencing graceful shutdown. Waiting for active requests to complete"],
        ["INFO", "Graceful shutdown complete"],
        ["INFO", "HikariPool-1 - Shutdown initiated..."],
        ["INFO", "HikariPool-1 - Shutdown completed."],
      ];
    case "go":
      return [
        ["INFO", "received signal, shutting down signal=terminated"],
        ["INFO", `http server stopped, drained ${r.int(0, 14)} in-flight requests`],
      ];
    case "python":
      return [
        ["INFO", "Shutting down"],
        ["INFO", "Waiting for application shutdown."],
        ["INFO", "Application shutdown complete."],
        ["INFO", "Finished server process [1]"],
      ];
    case "node":
      return [
        ["INFO", "SIGTERM received, closing http server"],
        ["INFO", `server closed, ${r.int(0, 9)} sockets drained; exiting with code 0`],
      ];
    case "dotnet":
      return [["INFO", "Application is shutting down..."]];
    case "ruby":
      return [
        ["INFO", "- Gracefully stopping, waiting for requests to finish"],
        ["INFO", "- Goodbye!"],
      ];
    default:
      return [["INFO", "shutting down"]];
  }
}

/** Lines a service prints when a new replica starts. */
export function startupLines(s: Svc, r: Rng, version: string): Array<[Level, string]> {
  const app = s.name
    .split("-")
    .map((x) => x[0].toUpperCase() + x.slice(1))
    .join("");
  switch (s.rt) {
    case "jvm":
      return [
        ["INFO", `Starting ${app}Application v${version} using Java 21.0.4 with PID 1`],
        ["INFO", "Tomcat initialized with port 8080 (http)"],
        ["INFO", "HikariPool-1 - Starting..."],
        ["INFO", "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@" + r.hex(8)],
        ["INFO", "HikariPool-1 - Start completed."],
        ["INFO", "Tomcat started on port 8080 (http) with context path '/'"],
        [
          "INFO",
          `Started ${app}Application in ${r.range(6, 14).toFixed(3)} seconds (process running for ${r.range(7, 15).toFixed(3)})`,
        ],
      ];
    case "go":
      return [
        ["INFO", `starting ${s.name} version=${version} go=go1.22.5`],
        ["INFO", "listening addr=:8080"],
      ];
    case "python":
      return [
        ["INFO", "Started server process [1]"],
        ["INFO", "Waiting for application startup."],
        ["INFO", "Application startup complete."],
        ["INFO", "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)"],
      ];
    case "node":
      return [
        ["INFO", `${s.name}@${version} starting (node v20.15.1, NODE_ENV=production)`],
        ["INFO", "server listening on port 3000"],
      ];
    case "dotnet":
      return [
        ["INFO", "Now listening on: http://[::]:8080"],
        ["INFO", "Application started. Press Ctrl+C to shut down."],
        ["INFO", "Hosting environment: Production"],
        ["INFO", "Content root path: /app"],
      ];
    case "ruby":
      return [
        ["INFO", "Puma starting in single mode..."],
        ["INFO", `* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")`],
        ["INFO", "* Min threads: 5, max threads: 5"],
        ["INFO", "* Environment: production"],
        ["INFO", "* Listening on http://0.0.0.0:3000"],
        ["INFO", "Use Ctrl-C to stop"],
      ];
    default:
      return [["INFO", "started"]];
  }
}

/** A realistic stack trace for a runtime: [headline, errType, continuation lines]. */
export function stackFor(s: Svc, r: Rng, kind: "npe" | "key" | "parse" | "io" | "state"): [string, string, string] {
  const p = s.pkg;
  const C = (x: string) => x[0].toUpperCase() + x.slice(1);
  const mod = s.name.split("-")[0];
  switch (s.rt) {
    case "jvm": {
      const ex =
        kind === "npe"
          ? `java.lang.NullPointerException: Cannot invoke "${p}.model.Address.getPostcode()" because the return value of "${p}.model.Customer.getBillingAddress()" is null`
          : kind === "parse"
            ? `com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type \`java.time.LocalDate\` from String "31/11/2025": Text '31/11/2025' could not be parsed at index 2`
            : kind === "io"
              ? "java.io.IOException: Broken pipe"
              : `java.lang.IllegalStateException: Duplicate key ${r.hex(6)} (attempted merging values 1 and 2)`;
      const type = ex.split(":")[0];
      return [
        ex,
        type,
        [
          `\tat ${p}.service.${C(mod)}Service.${r.pick(["enrich", "toSummary", "buildView", "merge"])}(${C(mod)}Service.java:${r.int(40, 400)})`,
          `\tat ${p}.web.${C(mod)}Controller.${r.pick(["get", "list", "export"])}(${C(mod)}Controller.java:${r.int(30, 200)})`,
          "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
          "\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)",
          "\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
          "\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
          "\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:138)",
          "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
        ].join("\n"),
      ];
    }
    case "python": {
      const last =
        kind === "key"
          ? `KeyError: '${r.pick(["loss_date", "broker_ref", "vin", "postcode"])}'`
          : kind === "npe"
            ? "AttributeError: 'NoneType' object has no attribute 'get'"
            : kind === "parse"
              ? "ValueError: time data '2025-13-01' does not match format '%Y-%m-%d'"
              : "ConnectionResetError: [Errno 104] Connection reset by peer";
      return [
        last,
        last.split(":")[0],
        [
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.12/site-packages/starlette/middleware/errors.py", line 164, in __call__',
          "    await self.app(scope, receive, _send)",
          `  File "/app/${mod}/api/routes.py", line ${r.int(30, 300)}, in ${r.pick(["export_report", "get_summary", "render_item"])}`,
          `    return build_summary(payload)`,
          `  File "/app/${mod}/domain/summary.py", line ${r.int(10, 120)}, in build_summary`,
          `    value = record["${r.pick(["meta", "attrs", "extra"])}"]${kind === "npe" ? ".get('x')" : ""}`,
          last,
        ].join("\n"),
      ];
    }
    case "node": {
      const last =
        kind === "npe" || kind === "key"
          ? `TypeError: Cannot read properties of undefined (reading '${r.pick(["locale", "id", "template", "channel"])}')`
          : kind === "parse"
            ? "SyntaxError: Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON"
            : "Error: write EPIPE";
      return [
        last,
        last.split(":")[0],
        [
          `    at renderTemplate (/app/dist/${mod}/templates.js:${r.int(10, 300)}:${r.int(5, 40)})`,
          `    at NotificationService.compose (/app/dist/${mod}/service.js:${r.int(10, 300)}:${r.int(5, 40)})`,
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          `    at async /app/dist/${mod}/routes.js:${r.int(10, 90)}:${r.int(5, 30)}`,
        ].join("\n"),
      ];
    }
    case "dotnet": {
      const ex =
        kind === "npe"
          ? "System.NullReferenceException: Object reference not set to an instance of an object."
          : kind === "parse"
            ? "System.FormatException: String '31.11.2025' was not recognized as a valid DateTime."
            : kind === "io"
              ? "System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer."
              : "System.InvalidOperationException: Sequence contains no matching element";
      return [
        ex,
        ex.split(":")[0],
        [
          `   at ${p}.Services.${C(mod)}Mapper.Map(${C(mod)}Dto dto) in /src/${p}/Services/${C(mod)}Mapper.cs:line ${r.int(20, 300)}`,
          `   at ${p}.Controllers.${C(mod)}Controller.Get(Guid id, CancellationToken ct) in /src/${p}/Controllers/${C(mod)}Controller.cs:line ${r.int(20, 200)}`,
          "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          "   at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
          "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        ].join("\n"),
      ];
    }
    case "ruby": {
      const ex =
        kind === "npe" || kind === "key"
          ? `NoMethodError (undefined method \`${r.pick(["name", "cuisine", "opening_hours"])}' for nil)`
          : kind === "parse"
            ? "JSON::ParserError (unexpected token at '')"
            : "Errno::ECONNRESET (Connection reset by peer)";
      return [
        ex,
        ex.split(" ")[0],
        [
          `app/presenters/${mod}_presenter.rb:${r.int(10, 90)}:in \`block in as_json'`,
          `app/presenters/${mod}_presenter.rb:${r.int(10, 90)}:in \`map'`,
          `app/controllers/${mod}s_controller.rb:${r.int(10, 120)}:in \`show'`,
          "actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        ].join("\n"),
      ];
    }
    default: {
      // go: a recovered panic with goroutine dump
      return [
        "http: panic serving request: runtime error: index out of range [3] with length 3",
        "runtime.Error",
        [
          `goroutine ${r.int(1000, 90000)} [running]:`,
          "net/http.(*conn).serve.func1()",
          "\t/usr/local/go/src/net/http/server.go:1903 +0xbe",
          "panic({0x1a2b3c0?, 0xc000f1e0a8?})",
          "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
          `github.com/${p}/internal/${mod}.(*Handler).${r.pick(["Batch", "Export", "Summary"])}(0xc0001d2000, {0x1d4e2a8, 0xc000a3e0e0}, 0xc000b8c360)`,
          `\t/src/internal/${mod}/handler.go:${r.int(40, 300)} +0x6f4`,
          "net/http.HandlerFunc.ServeHTTP(0x0?, {0x1d4e2a8?, 0xc000a3e0e0?}, 0x0?)",
          "\t/usr/local/go/src/net/http/server.go:2171 +0x29",
        ].join("\n"),
      ];
    }
  }
}

/** Periodic chatter of a runtime (every ~30-60 s). */
export function periodic(s: Svc, r: Rng, db: string): Array<[Level, string]> {
  switch (s.rt) {
    case "jvm":
      return [
        ["DEBUG", `HikariPool-1 - Pool stats (total=10, active=${r.int(0, 4)}, idle=${r.int(6, 10)}, waiting=0)`],
        [
          "DEBUG",
          "HikariPool-1 - Fill pool skipped, pool has sufficient level or currently being filled (queueDepth=0).",
        ],
      ];
    case "go":
      return [
        [
          "DEBUG",
          `runtime stats goroutines=${r.int(80, 600)} heap_alloc=${r.int(40, 300)}MiB gc_pause_p99=${r.range(0.1, 2).toFixed(2)}ms`,
        ],
        ["INFO", `flushed metrics batch series=${r.int(300, 2000)} took=${r.range(1, 9).toFixed(1)}ms`],
      ];
    case "python":
      return [
        [
          "INFO",
          `Task ${s.name.replace(/-/g, "_")}.tasks.refresh_${r.pick(["rules", "lookups", "cache"])}[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] succeeded in ${r.range(0.01, 2).toFixed(4)}s: None`,
        ],
      ];
    case "node":
      return [["DEBUG", `event loop lag p99=${r.int(2, 30)}ms heapUsed=${r.int(80, 400)}MB rss=${r.int(200, 600)}MB`]];
    case "dotnet":
      return [
        [
          "INFO",
          `Executed DbCommand (${r.int(1, 40)}ms) [Parameters=[@__p_0='?' (DbType = Guid)], CommandType='Text', CommandTimeout='30']`,
        ],
      ];
    case "ruby":
      return [
        [
          "INFO",
          `class=${r.pick(["DigestMailerJob", "PayoutSyncJob", "MenuIndexJob"])} jid=${r.hex(24)} elapsed=${r.range(0.05, 3).toFixed(3)} INFO: done`,
        ],
      ];
    case "postgres": {
      const w = r.range(20, 270);
      return [
        ["INFO", `[${r.int(100, 9000)}] LOG:  checkpoint starting: time`],
        [
          "INFO",
          `[${r.int(100, 9000)}] LOG:  checkpoint complete: wrote ${r.int(200, 9000)} buffers (${r.range(0.5, 9).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 3)} recycled; write=${w.toFixed(3)} s, sync=0.00${r.int(1, 9)} s, total=${(w + r.range(0.01, 0.9)).toFixed(3)} s; sync files=${r.int(10, 200)}, longest=0.00${r.int(1, 9)} s, average=0.001 s; distance=${r.int(2000, 40000)} kB, estimate=${r.int(2000, 40000)} kB`,
        ],
        [
          "INFO",
          `[${r.int(100, 9000)}] LOG:  automatic vacuum of table "${db.replace(/-/g, "_")}.public.${r.pick(["events", "audit_log", "line_items", "sessions"])}": index scans: 1`,
        ],
        [
          "INFO",
          `[${r.int(100, 9000)}] LOG:  connection authorized: user=app database=${db.replace(/-/g, "_")} application_name=PostgreSQL JDBC Driver`,
        ],
      ];
    }
    case "kafka":
      return [
        [
          "INFO",
          `[LocalLog partition=${r.pick(["events", "audit", "telemetry"])}-${r.int(0, 11)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1e6, 9e7)} in ${r.int(1, 6)} ms. (kafka.log.LocalLog)`,
        ],
        [
          "INFO",
          `[ProducerStateManager partition=__consumer_offsets-${r.int(0, 49)}] Wrote producer snapshot at offset ${r.int(1e5, 9e6)} with 0 producer ids in 1 ms. (kafka.log.ProducerStateManager)`,
        ],
      ];
    case "kubelet":
      return [
        ["INFO", `"Image garbage collection succeeded" freed=0 usage=${r.int(41, 62)}%`],
        ["INFO", `"SyncLoop (housekeeping)"`],
      ];
    case "nginx":
      return [["INFO", `"Backend successfully synced" ingress controller sync, ${r.int(40, 90)} endpoints`]];
    default:
      return [["INFO", `cds: add ${r.int(0, 1)} cluster(s), remove 0 cluster(s) (${r.int(12, 30)} total)`]];
  }
}
