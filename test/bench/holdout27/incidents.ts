// The 52 incidents of holdout27: per category, variants in different runtimes. Each names what its origin must be
// (a runtime, or a data store), what the origin prints per failing request, one-off lines, and how callers see it.
import { kafkaStorageError, mysqlError, pgError } from "./clients.js";
import type { Route, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import type { FailSpec, Scene } from "./stream.js";

export interface X {
  sc: Scene;
  r: Rng;
  /** Origin service. */
  o: string;
  route: Route;
  start: number;
  end: number;
  /** Crash times a setup recorded; calls fail only in the 15 s after each. */
  crashes: number[];
}

export interface Variant {
  cat: string;
  need: Runtime | "postgres" | "mysql" | "kafka";
  hints: string[];
  sev: "medium" | "high";
  kind: FailSpec["kind"];
  status: number;
  latency?: [number, number];
  /** One line; {o} is the origin, {path} the route. */
  note: string;
  /** Origin lines per failing request (`svc` is the failing hop; for a store origin, the app calling it). */
  fail?: (x: X, t: number, trace: string, svc: string, method: string, path: string) => void;
  setup?: (x: X) => void;
}

const every = (x: X, ms: number, f: (t: number, k: number) => void, from = x.start) => {
  let k = 0;
  for (let t = from + x.r.int(0, 2000); t < x.end; t += ms + x.r.int(-ms / 5, ms / 5)) f(t, k++);
};
const pod = (x: X) => `${x.sc.estate.namespace}/${x.o}-${x.r.hex(9)}-${x.r.hex(5)}`;
const cls = (x: X) => x.o.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
const pkg = (x: X) => `com.${x.sc.estate.key}.${x.o.replace(/-/g, "")}`;
const ns = (x: X) => `${x.sc.estate.key[0].toUpperCase()}${x.sc.estate.key.slice(1)}.${cls(x)}`;
const served = (x: X, t: number, trace: string, svc: string, method: string, path: string, st: number, ms: number) =>
  x.sc.emit(t + 1, svc, "info", x.sc.access(svc, method, path, st, ms), trace);
const deploy = (x: X, at: number, version: string) => {
  x.sc.emit(
    at - 40000,
    x.sc.estate.kubelet,
    "info",
    `Successfully pulled image "registry.internal/${x.o}:${version}" in 3.412s`,
  );
  x.sc.emit(at - 38000, x.sc.estate.kubelet, "info", `Started container ${x.o} (pod ${pod(x)})`);
};
const pyTb = (file: string, fn: string, line: string, exc: string) =>
  `Traceback (most recent call last):\n  File "/app/.venv/lib/python3.12/site-packages/starlette/middleware/errors.py", line 164, in __call__\n    await self.app(scope, receive, _send)\n  File "/app/${file}", line ${40 + (fn.length % 50)}, in ${fn}\n    ${line}\n${exc}`;
const jStack = (x: X, exc: string, frames: string[]) =>
  `${exc}\n${frames.map((f) => `\tat ${pkg(x)}.${f}`).join("\n")}\n\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)\n\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)\n\tat org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`;
const dnStack = (x: X, exc: string, fn: string) =>
  `${exc}\n   at ${ns(x)}.Services.${fn}(CancellationToken ct) in /src/${cls(x)}/Services/${fn.split(".")[0]}.cs:line ${50 + (fn.length % 90)}\n   at ${ns(x)}.Controllers.ApiController.Handle() in /src/${cls(x)}/Controllers/ApiController.cs:line 41\n   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)`;
const nodeStack = (fn: string, file: string) =>
  `    at ${fn} (/app/dist/${file}.js:${80 + (fn.length % 120)}:${11 + (file.length % 30)})\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n    at async /app/node_modules/express-async-handler/index.js:25:9`;

export const VARIANTS: Variant[] = [
  // ---------------- timeout ----------------
  {
    cat: "timeout",
    need: "jvm",
    hints: ["timeout", "timed out", "sockettimeout"],
    sev: "medium",
    kind: "status",
    status: 504,
    latency: [10000, 10100],
    note: "{o}'s calls to an external partner API stop answering within the 10 s read timeout; {path} returns 504, the rest of the estate is fine",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `Partner call failed: I/O error on POST request for "https://api.partnerhub.example/v3/lookup": Read timed out`,
        trace,
        jStack(x, "java.net.SocketTimeoutException: Read timed out", [
          "client.PartnerClient.lookup(PartnerClient.java:88)",
          `service.${cls(x)}Service.enrich(${cls(x)}Service.java:142)`,
        ]),
      );
      served(x, t, trace, svc, m, p, 504, 10004);
    },
  },
  {
    cat: "timeout",
    need: "go",
    hints: ["deadline", "timeout", "context"],
    sev: "medium",
    kind: "status",
    status: 504,
    latency: [3000, 3050],
    note: "{o}'s own rules evaluation on {path} runs past its 3 s context deadline after a rules table grew; callers get 504",
    setup: (x) =>
      x.sc.emit(
        x.start - 20000,
        x.o,
        "info",
        `rules table reloaded: ${x.r.int(180000, 260000)} rules (was ${x.r.int(9000, 14000)})`,
      ),
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "warn",
        `rules evaluation slow: evaluated ${x.r.int(90000, 200000)} rules in ${x.r.int(2900, 3000)}ms`,
        trace,
      );
      x.sc.emit(
        t,
        svc,
        "error",
        `handler error route=${p} err="evaluate rules: context deadline exceeded" elapsed=3.000s`,
        trace,
      );
      served(x, t, trace, svc, m, p, 504, 3001);
    },
  },
  {
    cat: "timeout",
    need: "python",
    hints: ["timeout", "timed out", "readtimeout"],
    sev: "medium",
    kind: "status",
    status: 504,
    latency: [10000, 10200],
    note: "{o} waits on a slow external scoring endpoint until requests' 10 s read timeout; {path} fails with 504",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Exception in ASGI application",
        trace,
        pyTb(
          "app/clients/scoring.py",
          "score",
          "resp = self.session.post(url, json=payload, timeout=10)",
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.scorelabs.example', port=443): Read timed out. (read timeout=10)",
        ),
      );
      served(x, t, trace, svc, m, p, 504, 10010);
    },
  },
  {
    cat: "timeout",
    need: "dotnet",
    hints: ["lock timeout", "timeout", "canceling statement"],
    sev: "medium",
    kind: "status",
    status: 500,
    latency: [5000, 5050],
    note: "a bulk re-pricing job inside {o} holds row locks, so {path} statements hit the 5 s lock_timeout and fail",
    setup: (x) =>
      x.sc.emit(
        x.start - 3000,
        x.o,
        "info",
        `BulkRepriceJob started: ${x.r.int(800000, 1400000)} rows in a single transaction`,
      ),
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "An unhandled exception has occurred while executing the request.",
        trace,
        dnStack(
          x,
          "Npgsql.PostgresException (0x80004005): 55P03: canceling statement due to lock timeout",
          "Repository.UpdateAsync",
        ),
      );
      served(x, t, trace, svc, m, p, 500, 5003);
    },
  },
  {
    cat: "timeout",
    need: "ruby",
    hints: ["timeout", "requesttimeout", "readtimeout"],
    sev: "medium",
    kind: "status",
    status: 503,
    latency: [15000, 15050],
    note: "{o} calls to an external registry hang; Rack::Timeout kills {path} requests after 15 s",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t - 5000,
        svc,
        "warn",
        "Net::ReadTimeout with #<TCPSocket:(closed)> (registry.example-gov.example:443), retrying once",
        trace,
      );
      x.sc.emit(
        t,
        svc,
        "error",
        `Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):\n  app/clients/registry_client.rb:41:in \`lookup'\n  app/controllers/api/lookups_controller.rb:12:in \`create'`,
        trace,
      );
      served(x, t, trace, svc, m, p, 503, 15001);
    },
  },
  // ---------------- database ----------------
  {
    cat: "database",
    need: "postgres",
    hints: ["block", "page", "relation", "corrupt", "database", "postgres"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "{o} cannot read a damaged block of one table; queries behind {path} fail, other tables are fine",
    fail: (x, t, trace, svc) => {
      const blk = 48213;
      x.sc.emit(
        t - 3,
        x.o,
        "error",
        `ERROR:  could not read block ${blk} in file "base/16384/24576": read only 0 of 8192 bytes`,
      );
      x.sc.emit(t - 3, x.o, "info", `STATEMENT:  SELECT * FROM ${x.sc.estate.tables[1]} WHERE order_id = $1`);
      x.sc.emit(
        t,
        svc,
        "error",
        pgError(
          x.sc.rt(svc),
          "DataCorrupted",
          "XX001",
          `could not read block ${blk} in file "base/16384/24576": read only 0 of 8192 bytes`,
        ),
        trace,
      );
    },
  },
  {
    cat: "database",
    need: "mysql",
    hints: ["crashed", "repair", "table", "mysql", "database"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "a table in {o} is marked as crashed; reads behind {path} fail with error 1194",
    setup: (x) => {
      x.sc.emit(
        x.start - 9000,
        x.o,
        "info",
        "[System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld 8.0.36) starting as process 1",
      );
      x.sc.emit(
        x.start - 2000,
        x.o,
        "info",
        "[System] [MY-010931] [Server] /usr/sbin/mysqld: ready for connections. Version: '8.0.36'  socket: '/var/run/mysqld/mysqld.sock'  port: 3306  MySQL Community Server - GPL.",
      );
    },
    fail: (x, t, trace, svc) => {
      const m = "Table './app/price_rules' is marked as crashed and should be repaired";
      if (x.r.chance(0.5)) x.sc.emit(t - 2, x.o, "error", `[ERROR] [MY-010169] [Server] /usr/sbin/mysqld: ${m}`);
      x.sc.emit(t, svc, "error", mysqlError(x.sc.rt(svc), 1194, "ER_CRASHED_ON_USAGE", m), trace);
    },
  },
  {
    cat: "database",
    need: "jvm",
    hints: ["connection", "pool", "hikari", "jdbc"],
    sev: "high",
    kind: "status",
    status: 500,
    latency: [30000, 30020],
    note: "{o} leaks JDBC connections on one code path; HikariCP runs dry and {path} waits 30 s then fails",
    setup: (x) =>
      every(x, 30000, (t) =>
        x.sc.emit(
          t,
          x.o,
          "warn",
          `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${x.r.int(12, 60)})`,
        ),
      ),
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Request processing failed: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
        trace,
        jStack(
          x,
          "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
          ["repository.JdbcRepository.find(JdbcRepository.java:57)"],
        ),
      );
      served(x, t, trace, svc, m, p, 500, 30002);
    },
  },
  {
    cat: "database",
    need: "python",
    hints: ["queuepool", "connection", "sqlalchemy", "pool"],
    sev: "high",
    kind: "status",
    status: 500,
    latency: [30000, 30040],
    note: "{o}'s SQLAlchemy pool is exhausted by sessions never returned on one path; {path} fails after 30 s",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Exception in ASGI application",
        trace,
        pyTb(
          "app/db.py",
          "get_session",
          "conn = engine.connect()",
          "sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
        ),
      );
      served(x, t, trace, svc, m, p, 500, 30003);
    },
  },
  {
    cat: "database",
    need: "dotnet",
    hints: ["connection pool", "pool", "npgsql", "connection"],
    sev: "high",
    kind: "status",
    status: 500,
    latency: [15000, 15020],
    note: "{o} exhausts its Npgsql connection pool (connections held across a slow loop); {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "An unhandled exception has occurred while executing the request.",
        trace,
        dnStack(
          x,
          "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
          "Repository.LoadAsync",
        ),
      );
      served(x, t, trace, svc, m, p, 500, 15002);
    },
  },
  // ---------------- dependency ----------------
  {
    cat: "dependency",
    need: "dotnet",
    hints: ["503", "unavailable", "provider", "psp", "circuit"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "the external payment provider behind {o} answers 503; Polly opens the circuit and {path} fails",
    setup: (x) =>
      every(x, 30000, (t) =>
        x.sc.emit(
          t,
          x.o,
          "warn",
          "Circuit breaker 'psp' opened for 30s after 5 consecutive failures (last: 503 Service Unavailable)",
        ),
      ),
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Payment provider call failed: POST https://checkout.paynow-psp.example/v71/payments",
        trace,
        dnStack(
          x,
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
          "PspClient.AuthoriseAsync",
        ),
      );
      served(x, t, trace, svc, m, p, 502, 40);
    },
  },
  {
    cat: "dependency",
    need: "jvm",
    hints: ["circuitbreaker", "circuit", "502", "upstream", "callnotpermitted"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "the third-party tax API used by {o} returns 502; resilience4j opens 'taxService' and {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      if (x.r.chance(0.4))
        x.sc.emit(
          t - 20,
          svc,
          "warn",
          `502 Bad Gateway from POST https://api.taxcalc.example/v2/transactions: "<html><body><h1>502 Bad Gateway</h1></body></html>"`,
          trace,
        );
      x.sc.emit(
        t,
        svc,
        "error",
        "Tax calculation unavailable",
        trace,
        jStack(
          x,
          "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'taxService' is OPEN and does not permit further calls",
          ["client.TaxClient.quote(TaxClient.java:64)"],
        ),
      );
      served(x, t, trace, svc, m, p, 502, 12);
    },
  },
  {
    cat: "dependency",
    need: "go",
    hints: ["503", "unavailable", "upstream", "vendor"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "an external routing vendor used by {o} returns 503 upstream_unavailable; {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `vendor call failed: POST https://api.routeplanr.example/v1/matrix: 503 Service Unavailable: {"error":"upstream_unavailable","retry_after":30} attempts=3`,
        trace,
      );
      served(x, t, trace, svc, m, p, 502, 300);
    },
  },
  {
    cat: "dependency",
    need: "python",
    hints: ["internalerror", "s3", "service", "unavailable", "aws"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "the cloud object store answers InternalError to {o}'s uploads; {path} fails after botocore retries",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "upload failed",
        trace,
        pyTb(
          "app/storage.py",
          "put_document",
          "self.s3.put_object(Bucket=self.bucket, Key=key, Body=body)",
          "botocore.exceptions.ClientError: An error occurred (InternalError) when calling the PutObject operation (reached max retries: 4): We encountered an internal error. Please try again.",
        ),
      );
      served(x, t, trace, svc, m, p, 502, 2400);
    },
  },
  {
    cat: "dependency",
    need: "ruby",
    hints: ["503", "server", "upstream", "circuit", "faraday"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "an external vendor API behind {o} returns 503; Faraday raises ServerError and {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `Faraday::ServerError (the server responded with status 503):\n  app/clients/vendor_api.rb:27:in \`fetch'\n  app/services/lookup_service.rb:14:in \`call'`,
        trace,
      );
      served(x, t, trace, svc, m, p, 502, 180);
    },
  },
  // ---------------- network ----------------
  {
    cat: "network",
    need: "go",
    hints: ["reset", "connection", "network", "broken pipe"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "the node under one {o} replica drops connections; its outbound calls get reset by peer and {path} fails",
    setup: (x) =>
      x.sc.emit(
        x.start,
        x.sc.estate.kubelet,
        "warn",
        `"Node network unavailable" err="eth0: link flapping (3 changes in 10s)" node="ip-10-0-7-44"`,
      ),
    fail: (x, t, trace, svc, m, p) => {
      const dst = x.r.pick(["5432", "6379", "443", "9092"]);
      x.sc.emit(
        t,
        svc,
        "error",
        x.r.chance(0.6)
          ? `upstream error: read tcp 10.0.7.44:${x.r.int(30000, 60000)}->${x.sc.ip()}:${dst}: read: connection reset by peer`
          : `upstream error: write tcp 10.0.7.44:${x.r.int(30000, 60000)}->${x.sc.ip()}:${dst}: write: broken pipe`,
        trace,
      );
      served(x, t, trace, svc, m, p, 502, 30);
    },
  },
  {
    cat: "network",
    need: "node",
    hints: ["eai_again", "dns", "getaddrinfo", "resolve"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "name resolution fails intermittently inside {o}'s pods (getaddrinfo EAI_AGAIN); {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Error: getaddrinfo EAI_AGAIN api.partner-gw.example",
        trace,
        "    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)",
      );
      served(x, t, trace, svc, m, p, 502, 5004);
    },
  },
  {
    cat: "network",
    need: "jvm",
    hints: ["handshake", "ssl", "tls", "network"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "TLS handshakes from {o} to a partner endpoint are cut by the egress path; {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `I/O error on POST request for "https://secure.partner-gw.example/api/v2/verify": Remote host terminated the handshake`,
        trace,
        jStack(x, "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake", [
          "client.VerifyClient.verify(VerifyClient.java:73)",
        ]).replace(
          "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
          "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake\nCaused by: java.io.EOFException: SSL peer shut down incorrectly",
        ),
      );
      served(x, t, trace, svc, m, p, 502, 2100);
    },
  },
  {
    cat: "network",
    need: "python",
    hints: ["reset", "connection", "aborted", "network"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "connections from {o} are aborted with ECONNRESET on its egress path; {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Exception in ASGI application",
        trace,
        pyTb(
          "app/clients/http.py",
          "post",
          "return self.session.post(url, json=body, timeout=5)",
          "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
        ),
      );
      served(x, t, trace, svc, m, p, 502, 60);
    },
  },
  {
    cat: "network",
    need: "dotnet",
    hints: ["route", "socket", "network", "host"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "{o} loses its route to the partner subnet (No route to host); {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "An unhandled exception has occurred while executing the request.",
        trace,
        dnStack(
          x,
          "System.Net.Http.HttpRequestException: No route to host (10.40.3.22:8443)\n ---> System.Net.Sockets.SocketException (113): No route to host",
          "PartnerClient.SendAsync",
        ),
      );
      served(x, t, trace, svc, m, p, 502, 3000);
    },
  },
  // ---------------- configuration ----------------
  {
    cat: "configuration",
    need: "jvm",
    hints: ["uri", "config", "absolute", "url", "property"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "a config refresh blanks partner.base-url in {o}; {path} fails with 'URI is not absolute'",
    setup: (x) => x.sc.emit(x.start - 1500, x.o, "info", "Refresh keys changed: [partner.base-url, partner.timeout]"),
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Servlet.service() for servlet [dispatcherServlet] threw exception",
        trace,
        jStack(x, "java.lang.IllegalArgumentException: URI is not absolute", [
          "client.PartnerClient.call(PartnerClient.java:51)",
        ]),
      );
      served(x, t, trace, svc, m, p, 500, 4);
    },
  },
  {
    cat: "configuration",
    need: "python",
    hints: ["model", "no such file", "config", "filenotfound", "setting"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "a configmap change points {o} at model version v15 which is not in the image; {path} fails",
    setup: (x) => {
      deploy(x, x.start, "2026.11.3");
      x.sc.emit(
        x.start - 30000,
        x.o,
        "info",
        "loaded settings: MODEL_VERSION=v15 MODEL_DIR=/etc/app/models (configmap app-config rev 42)",
      );
    },
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Exception in ASGI application",
        trace,
        pyTb(
          "app/model.py",
          "load_model",
          "return ort.InferenceSession(settings.model_path)",
          "FileNotFoundError: [Errno 2] No such file or directory: '/etc/app/models/v15/model.onnx'",
        ),
      );
      served(x, t, trace, svc, m, p, 500, 8);
    },
  },
  {
    cat: "configuration",
    need: "node",
    hints: ["invalid url", "url", "config", "env"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "{o} was redeployed without its PARTNER_API_URL variable; {path} throws ERR_INVALID_URL",
    setup: (x) => deploy(x, x.start, `v4.${x.r.int(10, 30)}.0`),
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "TypeError [ERR_INVALID_URL]: Invalid URL",
        trace,
        `    at new URL (node:internal/url:775:36)\n${nodeStack("PartnerClient.send", "clients/partner")}\n  input: 'undefined/v1/requests', code: 'ERR_INVALID_URL'`,
      );
      served(x, t, trace, svc, m, p, 500, 3);
    },
  },
  {
    cat: "configuration",
    need: "dotnet",
    hints: ["options", "config", "validation failed", "apikey", "setting"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "a release of {o} drops Partner:ApiKey from appsettings; OptionsValidationException on {path}",
    setup: (x) => deploy(x, x.start, `3.${x.r.int(1, 9)}.${x.r.int(0, 20)}`),
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "An unhandled exception has occurred while executing the request.",
        trace,
        dnStack(
          x,
          "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'PartnerOptions' members: 'ApiKey' with the error: 'The ApiKey field is required.'.",
          "PartnerClient.CreateAsync",
        ),
      );
      served(x, t, trace, svc, m, p, 500, 2);
    },
  },
  // ---------------- memory ----------------
  {
    cat: "memory",
    need: "jvm",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "{o} runs out of Java heap on a large export path; full GCs reclaim nothing and {path} fails with OutOfMemoryError",
    setup: (x) =>
      every(x, 20000, (t, k) =>
        x.sc.emit(
          t,
          x.o,
          "warn",
          `[gc] GC(${9000 + k}) Pause Full (G1 Compaction Pause) 2047M->${2030 + x.r.int(0, 15)}M(2048M) ${x.r.int(1800, 4200)}.${x.r.int(100, 999)}ms`,
        ),
      ),
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
        trace,
        jStack(x, "java.lang.OutOfMemoryError: Java heap space", [
          "export.ExportBuilder.build(ExportBuilder.java:210)",
        ]),
      );
      served(x, t, trace, svc, m, p, 500, 3800);
    },
  },
  {
    cat: "memory",
    need: "go",
    hints: ["oom", "memory", "killed", "137"],
    sev: "high",
    kind: "refused",
    status: 502,
    note: "{o} grows an unbounded cache and is OOMKilled every few minutes; calls to the restarting replica are refused on every path it serves",
    setup: (x) =>
      every(
        x,
        150000,
        (t) => {
          x.sc.emit(
            t - 60000,
            x.o,
            "warn",
            `cache size ${x.r.int(1700, 1950)}MiB exceeds soft limit 1024MiB; eviction is behind`,
          );
          x.sc.emit(
            t,
            x.sc.estate.kubelet,
            "warn",
            `Memory cgroup out of memory: Killed process ${x.r.int(2000, 9000)} (${x.o}) total-vm:${x.r.int(2800000, 3100000)}kB, anon-rss:${x.r.int(2000000, 2090000)}kB, file-rss:0kB, shmem-rss:0kB, UID:65532 pgtables:4412kB oom_score_adj:936`,
          );
          x.crashes.push(t);
          x.sc.emit(
            t + 200,
            x.sc.estate.kubelet,
            "info",
            `"Container exited" pod="${pod(x)}" containerName="${x.o}" reason="OOMKilled" exitCode=137`,
          );
          x.sc.emit(t + 12000, x.o, "info", `starting ${x.o} version=1.${x.r.int(10, 30)}.4 GOMEMLIMIT unset`);
        },
        x.start + 60000,
      ),
  },
  {
    cat: "memory",
    need: "python",
    hints: ["sigkill", "memory", "oom", "worker"],
    sev: "high",
    kind: "status",
    status: 502,
    note: "{o}'s gunicorn workers are killed for memory mid-request on a heavy path; {path} returns 502",
    fail: (x, t, _trace, svc) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `[${x.r.int(1, 9)}] [ERROR] Worker (pid:${x.r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
      );
      x.sc.emit(t + 40, svc, "info", `[${x.r.int(1, 9)}] [INFO] Booting worker with pid: ${x.r.int(100, 999)}`);
    },
  },
  {
    cat: "memory",
    need: "node",
    hints: ["heap", "memory", "allocation", "oom"],
    sev: "high",
    kind: "refused",
    status: 502,
    note: "{o} hits the V8 heap limit and crashes repeatedly; calls to it are refused while it restarts",
    setup: (x) =>
      every(
        x,
        120000,
        (t) => {
          x.sc.emit(
            t,
            x.o,
            "fatal",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            undefined,
            `<--- Last few GCs --->\n[1:0x6b2e0b0]   ${x.r.int(200000, 900000)} ms: Mark-Compact 2041.3 (2083.9) -> 2039.8 (2084.4) MB, 1830.22 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
          );
          x.crashes.push(t);
          x.sc.emit(
            t + 300,
            x.sc.estate.kubelet,
            "info",
            `"Container exited" pod="${pod(x)}" containerName="${x.o}" reason="Error" exitCode=134`,
          );
          x.sc.emit(t + 9000, x.o, "info", `server listening on :8080 (pid 1, node ${"v20.15.1"})`);
        },
        x.start,
      ),
  },
  // ---------------- rate_limiting ----------------
  {
    cat: "rate_limiting",
    need: "go",
    hints: ["429", "rate", "limit", "quota", "over_query_limit"],
    sev: "medium",
    kind: "status",
    status: 503,
    note: "{o} exhausts its geocoding vendor quota; the vendor answers 429 OVER_QUERY_LIMIT and {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `geocode failed: 429 Too Many Requests: {"error_message":"You have exceeded your rate-limit for this API.","results":[],"status":"OVER_QUERY_LIMIT"}`,
        trace,
      );
      served(x, t, trace, svc, m, p, 503, 90);
    },
  },
  {
    cat: "rate_limiting",
    need: "python",
    hints: ["throttling", "rate", "exceeded", "429"],
    sev: "medium",
    kind: "status",
    status: 503,
    note: "{o} is throttled by the cloud notification API (ThrottlingException: Rate exceeded); {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "publish failed",
        trace,
        pyTb(
          "app/notify.py",
          "publish",
          "self.sns.publish(TopicArn=arn, Message=body)",
          "botocore.exceptions.ClientError: An error occurred (Throttling) when calling the Publish operation (reached max retries: 4): Rate exceeded",
        ),
      );
      served(x, t, trace, svc, m, p, 503, 1400);
    },
  },
  {
    cat: "rate_limiting",
    need: "node",
    hints: ["429", "too many", "rate", "20429"],
    sev: "medium",
    kind: "status",
    status: 503,
    note: "{o} exceeds its SMS provider's concurrency limit; the provider answers 429 (20429) and {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "RestException [Error]: Too Many Requests",
        trace,
        `  status: 429,\n  code: 20429,\n  moreInfo: 'https://www.twilio.com/docs/errors/20429'\n${nodeStack("SmsSender.send", "sms/sender")}`,
      );
      served(x, t, trace, svc, m, p, 503, 120);
    },
  },
  {
    cat: "rate_limiting",
    need: "jvm",
    hints: ["429", "too many", "rate", "retry-after"],
    sev: "medium",
    kind: "status",
    status: 503,
    note: "{o} hits a partner API rate limit (429 with Retry-After); {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `Partner call rejected: 429 Too Many Requests from GET https://api.partnerhub.example/v2/availability [Retry-After: 30, X-RateLimit-Remaining: 0]`,
        trace,
        jStack(x, "org.springframework.web.client.HttpClientErrorException$TooManyRequests: 429 Too Many Requests", [
          "client.PartnerClient.availability(PartnerClient.java:97)",
        ]),
      );
      served(x, t, trace, svc, m, p, 503, 70);
    },
  },
  // ---------------- authentication ----------------
  {
    cat: "authentication",
    need: "jvm",
    hints: ["password", "authentication", "credential", "login"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "the password of {o}'s reporting DB user was rotated but {o} kept the old one; new connections on {path} fail authentication",
    fail: (x, t, trace, svc, m, p) => {
      const u = `svc_${x.o.replace(/-/g, "_")}_ro`;
      if (x.r.chance(0.3)) {
        x.sc.emit(
          t - 4,
          x.sc.estate.stores.postgres,
          "error",
          `FATAL:  password authentication failed for user "${u}"`,
        );
        x.sc.emit(
          t - 4,
          x.sc.estate.stores.postgres,
          "info",
          `DETAIL:  Connection matched file "/etc/postgresql/pg_hba.conf" line 99: "host all all 0.0.0.0/0 scram-sha-256"`,
        );
      }
      x.sc.emit(
        t,
        svc,
        "error",
        `HikariPool-2 - Exception during pool initialization.`,
        trace,
        jStack(x, `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "${u}"`, [
          "report.ReportRepository.query(ReportRepository.java:33)",
        ]),
      );
      served(x, t, trace, svc, m, p, 500, 80);
    },
  },
  {
    cat: "authentication",
    need: "dotnet",
    hints: ["client secret", "expired", "aadsts", "authentication", "credential"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "{o}'s OAuth client secret expired; token acquisition from the IdP fails (AADSTS7000222) and {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Token acquisition failed",
        trace,
        dnStack(
          x,
          `Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app '${x.r.hex(8)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(12)}' are expired. Visit the Azure portal to create new keys for your app.`,
          "TokenProvider.GetTokenAsync",
        ),
      );
      served(x, t, trace, svc, m, p, 502, 300);
    },
  },
  {
    cat: "authentication",
    need: "go",
    hints: ["signature", "jwt", "token", "kid", "authentication"],
    sev: "medium",
    kind: "status",
    status: 401,
    note: "{o} did not pick up the rotated signing key (stale JWKS cache) and rejects valid service tokens on {path} with 401",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `authn: rejecting service token: token is unverifiable: error while executing keyfunc: no key found for kid "2026-11-rotation"`,
        trace,
      );
      served(x, t, trace, svc, m, p, 401, 1);
    },
  },
  {
    cat: "authentication",
    need: "node",
    hints: ["expiredtoken", "security token", "expired", "credential"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "{o}'s cloud credentials stop refreshing; calls on {path} fail with ExpiredTokenException",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "ExpiredTokenException: The security token included in the request is expired",
        trace,
        `    at throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:838:20)\n${nodeStack("QueueClient.send", "clients/queue")}`,
      );
      served(x, t, trace, svc, m, p, 500, 40);
    },
  },
  // ---------------- validation ----------------
  {
    cat: "validation",
    need: "python",
    hints: ["validation", "validationerror", "pydantic", "datetime"],
    sev: "medium",
    kind: "status",
    status: 502,
    note: "{o} rejects the rate quotes it now receives (date format changed) with pydantic ValidationError; {path} fails",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Exception in ASGI application",
        trace,
        pyTb(
          "app/quotes.py",
          "parse_quote",
          "return RateQuote.model_validate(payload)",
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for RateQuote\nexpires_at\n  Input should be a valid datetime, invalid date separator, expected `-` [type=datetime_from_date_parsing, input_value='2026/12/01 10:00', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/datetime_from_date_parsing",
        ),
      );
      served(x, t, trace, svc, m, p, 502, 70);
    },
  },
  {
    cat: "validation",
    need: "jvm",
    hints: ["invalidformat", "deserialize", "validation", "jackson"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "{o} cannot deserialize amounts written with a decimal comma in a feed it reads; {path} fails with InvalidFormatException",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Failed to read price feed entry",
        trace,
        jStack(
          x,
          'com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.math.BigDecimal` from String "12,50": not a valid representation\n at [Source: REDACTED; line: 1, column: 58] (through reference chain: PriceEntry["amount"])',
          ["feed.PriceFeedReader.read(PriceFeedReader.java:44)"],
        ),
      );
      served(x, t, trace, svc, m, p, 500, 15);
    },
  },
  {
    cat: "validation",
    need: "dotnet",
    hints: ["validation", "iban", "fluentvalidation", "format"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "a new IBAN rule in {o} rejects valid accounts and throws ValidationException on {path}",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "An unhandled exception has occurred while executing the request.",
        trace,
        dnStack(
          x,
          "FluentValidation.ValidationException: Validation failed: \n -- Iban: 'Iban' is not in the correct format. Severity: Error",
          "MandateService.ValidateAsync",
        ),
      );
      served(x, t, trace, svc, m, p, 500, 6);
    },
  },
  {
    cat: "validation",
    need: "go",
    hints: ["validation", "alphanum", "field", "tag"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "{o}'s struct validation rejects the new hyphenated SKU codes on {path}",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `request failed route=${p} err="validate order: Key: 'Order.Items[0].Sku' Error:Field validation for 'Sku' failed on the 'alphanum' tag"`,
        trace,
      );
      served(x, t, trace, svc, m, p, 500, 2);
    },
  },
  // ---------------- null_reference ----------------
  {
    cat: "null_reference",
    need: "jvm",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "{o} dereferences a missing billing address on {path} (NullPointerException)",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Servlet.service() for servlet [dispatcherServlet] threw exception",
        trace,
        jStack(
          x,
          `java.lang.NullPointerException: Cannot invoke "${pkg(x)}.model.Address.getPostcode()" because the return value of "${pkg(x)}.model.Customer.getBillingAddress()" is null`,
          ["service.AddressService.normalise(AddressService.java:66)"],
        ),
      );
      served(x, t, trace, svc, m, p, 500, 5);
    },
  },
  {
    cat: "null_reference",
    need: "dotnet",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "{o} throws NullReferenceException for records without a preferences block on {path}",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "An unhandled exception has occurred while executing the request.",
        trace,
        dnStack(
          x,
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          "PreferencesMapper.Map",
        ),
      );
      served(x, t, trace, svc, m, p, 500, 4);
    },
  },
  {
    cat: "null_reference",
    need: "python",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "{o} reads .currency of a None price on {path} (AttributeError: 'NoneType')",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Exception in ASGI application",
        trace,
        pyTb(
          "app/pricing.py",
          "total",
          "return Money(price.amount, price.currency)",
          "AttributeError: 'NoneType' object has no attribute 'currency'",
        ),
      );
      served(x, t, trace, svc, m, p, 500, 3);
    },
  },
  {
    cat: "null_reference",
    need: "ruby",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "{o} calls a method on nil for accounts without a default address on {path} (NoMethodError)",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `NoMethodError (undefined method \`postcode' for nil):\n  app/serializers/account_serializer.rb:22:in \`address_line'\n  app/controllers/api/accounts_controller.rb:9:in \`show'`,
        trace,
      );
      served(x, t, trace, svc, m, p, 500, 7);
    },
  },
  // ---------------- authorization ----------------
  {
    cat: "authorization",
    need: "python",
    hints: ["accessdenied", "access denied", "forbidden", "permission", "403"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "an IAM policy change removed s3:PutObject for {o}'s role; uploads on {path} get AccessDenied",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "upload failed",
        trace,
        pyTb(
          "app/storage.py",
          "put_object",
          "self.s3.put_object(Bucket=self.bucket, Key=key, Body=body)",
          "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
        ),
      );
      served(x, t, trace, svc, m, p, 500, 90);
    },
  },
  {
    cat: "authorization",
    need: "go",
    hints: ["permission", "403", "denied", "forbidden"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "{o}'s service account lost storage.objects.create; writes on {path} get 403 Permission denied",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `write object failed: googleapi: Error 403: ${x.o}@prod-apps.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist)., forbidden`,
        trace,
      );
      served(x, t, trace, svc, m, p, 500, 60);
    },
  },
  {
    cat: "authorization",
    need: "jvm",
    hints: ["not authorized", "accessdenied", "kms", "denied", "permission"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "{o}'s role is no longer allowed kms:Decrypt; decrypting on {path} fails with AccessDeniedException",
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Failed to decrypt payload",
        trace,
        jStack(
          x,
          `software.amazon.awssdk.services.kms.model.KmsException: User: arn:aws:sts::210987654321:assumed-role/${x.o}-role/${x.r.hex(16)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-1:210987654321:key/${x.r.hex(8)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(12)} because no identity-based policy allows the kms:Decrypt action (Service: Kms, Status Code: 400, Request ID: ${x.r.hex(8)}-${x.r.hex(4)}) (AccessDeniedException)`,
          ["crypto.EnvelopeCrypto.decrypt(EnvelopeCrypto.java:39)"],
        ),
      );
      served(x, t, trace, svc, m, p, 500, 30);
    },
  },
  // ---------------- disk ----------------
  {
    cat: "disk",
    need: "node",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "{o}'s scratch volume fills up; writes on {path} fail with ENOSPC",
    setup: (x) =>
      x.sc.emit(
        x.start - 60000,
        x.sc.estate.kubelet,
        "warn",
        `eviction manager: ephemeral-storage usage of pod ${pod(x)} is 94% of its limit`,
      ),
    fail: (x, t, trace, svc, m, p) => {
      x.sc.emit(
        t,
        svc,
        "error",
        `Error: ENOSPC: no space left on device, write '/tmp/render/${x.r.hex(12)}.pdf'`,
        trace,
        `  errno: -28,\n  code: 'ENOSPC',\n  syscall: 'write'\n${nodeStack("Renderer.write", "render/renderer")}`,
      );
      served(x, t, trace, svc, m, p, 500, 20);
    },
  },
  {
    cat: "disk",
    need: "postgres",
    hints: ["no space", "disk", "extend", "space"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "the tablespace volume of {o} is full; inserts behind {path} fail with 'could not extend file'",
    fail: (x, t, trace, svc) => {
      const m = `could not extend file "pg_tblspc/16401/PG_16_202307071/16384/2461958.3": No space left on device`;
      x.sc.emit(t - 3, x.o, "error", `ERROR:  ${m}`);
      x.sc.emit(t - 3, x.o, "info", "HINT:  Check free disk space.");
      x.sc.emit(t, svc, "error", pgError(x.sc.rt(svc), "DiskFull", "53100", m), trace);
    },
  },
  {
    cat: "disk",
    need: "kafka",
    hints: ["no space", "disk", "storage", "log dir"],
    sev: "high",
    kind: "status",
    status: 500,
    note: "a log dir of {o} runs out of space; produce requests for one topic fail with KafkaStorageException",
    setup: (x) => {
      const topic = x.sc.estate.topics[1];
      x.sc.emit(
        x.start,
        x.o,
        "error",
        `Error while appending records to ${topic}-3 in dir /var/lib/kafka/data (kafka.server.LogDirFailureChannel)`,
        undefined,
        "java.io.IOException: No space left on device\n\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)\n\tat kafka.log.LogSegment.append(LogSegment.scala:158)",
      );
      x.sc.emit(
        x.start + 50,
        x.o,
        "error",
        "[ReplicaManager broker=1] Stopping serving replicas in dir /var/lib/kafka/data (kafka.server.ReplicaManager)",
      );
      every(
        x,
        20000,
        (t) =>
          x.sc.emit(
            t,
            x.o,
            "error",
            `[ReplicaManager broker=1] Error processing append operation on partition ${topic}-3 (kafka.server.ReplicaManager)\norg.apache.kafka.common.errors.KafkaStorageException: Log directory /var/lib/kafka/data is offline`,
          ),
        x.start + 1000,
      );
    },
    fail: (x, t, trace, svc) =>
      x.sc.emit(t, svc, "error", kafkaStorageError(x.sc.rt(svc), x.sc.estate.topics[1]), trace),
  },
  // ---------------- unknown ----------------
  {
    cat: "unknown",
    need: "ruby",
    hints: ["500", "unknown", "internal", "crash", "exit"],
    sev: "medium",
    kind: "status",
    status: 500,
    note: "{o} starts answering {path} with bare 500s and its workers exit without printing why",
    setup: (x) =>
      every(x, 90000, (t) =>
        x.sc.emit(
          t,
          x.o,
          "warn",
          `[1] - Worker ${x.r.int(0, 3)} (PID: ${x.r.int(100, 999)}) exited with status 1, restarting`,
        ),
      ),
    fail: (x, t, trace, svc) => {
      x.sc.emit(
        t,
        svc,
        "error",
        "Completed 500 Internal Server Error in 3ms (ActiveRecord: 0.0ms | Allocations: 212)",
        trace,
      );
    },
  },
  {
    cat: "unknown",
    need: "go",
    hints: ["exit", "crash", "restart", "unknown", "back-off"],
    sev: "medium",
    kind: "refused",
    status: 502,
    note: "{o}'s container keeps exiting with code 2 and no message; kubelet backs off and calls to it are refused",
    setup: (x) =>
      every(
        x,
        100000,
        (t) => {
          x.crashes.push(t);
          x.sc.emit(
            t,
            x.sc.estate.kubelet,
            "info",
            `"Container exited" pod="${pod(x)}" containerName="${x.o}" reason="Error" exitCode=2`,
          );
          x.sc.emit(
            t + 1000,
            x.sc.estate.kubelet,
            "warn",
            `"Back-off restarting failed container" containerName="${x.o}" pod="${pod(x)}"`,
          );
          x.sc.emit(t + 20000, x.o, "info", `starting ${x.o} build=${x.r.hex(7)}`);
        },
        x.start,
      ),
  },
];
