// The 52 faults: what the origin's own runtime prints (its native wording, stack frames one line each) and
// what its callers see. Placeholders: {o} origin, {id} number, {hex} hex id, {uuid}, {ip}, {clf} access-log time,
// {n} small count, {ms} milliseconds, {pid} process id.
import type { Role, Runtime } from "./estates.js";
import type { Ev, Lvl } from "./native.js";

export type Category =
  | "authentication"
  | "authorization"
  | "configuration"
  | "database"
  | "dependency"
  | "disk"
  | "memory"
  | "network"
  | "null_reference"
  | "rate_limiting"
  | "timeout"
  | "validation"
  | "unknown";

export type Step = Omit<Partial<Ev>, "t" | "svc"> & { lvl: Lvl; msg: string };

export interface Tpl {
  cat: Category;
  rt: Runtime;
  sev: "medium" | "high";
  hints: string[];
  note: string;
  /** Lines at the fault's start, in order (a restart, a reload). */
  once?: Step[];
  /** One group is logged per tick from the fault's start on. */
  repeat: Step[][];
  gap?: number;
  /** The HTTP status callers get (504: they time out), or none when callers do not notice. */
  up?: number;
  /** What callers' own error says instead of the status (a database error seen by every client). */
  callerErr?: string;
  dropDb?: boolean;
  /** Roles the origin may have (default any). */
  roles?: Role[];
}

const st = (lvl: Lvl, msg: string, more: Omit<Step, "lvl" | "msg"> = {}): Step => ({ lvl, msg, ...more });
const raw = (msg: string, stream: "out" | "err" = "err", lvl: Lvl = "error"): Step => ({ lvl, msg, raw: true, stream });
const rawAll = (lines: string[], lvl: Lvl = "error"): Step[] => lines.map((l) => raw(l, "err", lvl));

const javaFrames = (head: string, frames: string[]) => [head, ...frames.map((f) => `\tat ${f}`)];
const pyTrace = (frames: [string, number, string, string][], last: string) => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  last,
];

export const TEMPLATES: Tpl[] = [
  // ---------------- memory ----------------
  {
    cat: "memory",
    rt: "zap",
    sev: "high",
    hints: ["memory", "oom", "out of memory"],
    note: "Go ingest service grows its buffer until the runtime aborts with 'fatal error: runtime: out of memory' and restarts, repeatedly",
    gap: 40000,
    up: 502,
    repeat: [
      [st("warn", "ingest buffer above high-water mark", { fields: { queued: 180000, heap_inuse_mb: 3710 } })],
      [
        ...rawAll([
          "fatal error: runtime: out of memory",
          "",
          "runtime stack:",
          "runtime.throw({0x1a2b3c5?, 0x400000?})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd1c9e7e08 sp=0x7ffd1c9e7dd8 pc=0x43c29c",
          "runtime.sysMapOS(0xc1e4000000, 0x4000000)",
          "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b fp=0x7ffd1c9e7e48 sp=0x7ffd1c9e7e08 pc=0x41a0fb",
          "goroutine 1 gp=0xc000002380 m=nil [select, 12 minutes]:",
        ]),
        st("info", "starting service", { fields: { version: "2.14.1", gomaxprocs: 4, memlimit: "4GiB" } }),
      ],
    ],
  },
  {
    cat: "memory",
    rt: "logback",
    sev: "high",
    hints: ["outofmemory", "heap", "memory"],
    note: "Spring service runs out of Java heap: GC overhead warnings, then OutOfMemoryError: Java heap space on every request path",
    gap: 6000,
    up: 500,
    once: [
      st("warn", "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=58s194ms).", {
        logger: "com.zaxxer.hikari.pool.HikariPool",
        fields: { thread: "HikariPool-1 housekeeper" },
      }),
    ],
    repeat: [
      [
        st(
          "error",
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause",
          {
            logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
            frames: javaFrames("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
              "com.fasterxml.jackson.core.util.ByteArrayBuilder.toByteArray(ByteArrayBuilder.java:118)",
              "org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter.writeInternal(AbstractJackson2HttpMessageConverter.java:483)",
            ]),
          },
        ),
      ],
      [
        st("error", "Unexpected error occurred in scheduled task", {
          logger: "org.springframework.scheduling.support.TaskUtils$LoggingErrorHandler",
          fields: { thread: "scheduling-1" },
          frames: javaFrames("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.HashMap.resize(HashMap.java:702)",
            "org.hibernate.engine.internal.StatefulPersistenceContext.addEntity(StatefulPersistenceContext.java:212)",
          ]),
        }),
      ],
    ],
  },
  {
    cat: "memory",
    rt: "python",
    roles: ["api", "gateway"],
    sev: "high",
    hints: ["memory", "sigkill", "oom"],
    note: "gunicorn workers of a Python API are killed one after another: 'Worker (pid:N) was sent SIGKILL! Perhaps out of memory?'",
    gap: 15000,
    up: 502,
    repeat: [
      [
        raw("[{gtime}] [1] [ERROR] Worker (pid:{pid}) was sent SIGKILL! Perhaps out of memory?"),
        raw("[{gtime}] [{pid}] [INFO] Booting worker with pid: {pid}"),
      ],
      [st("warn", "image batch of {n} scans held in memory ({n}412 MB resident)")],
    ],
  },
  {
    cat: "memory",
    rt: "pino",
    sev: "high",
    hints: ["heap", "memory", "out of memory"],
    note: "Node service hits the V8 heap limit: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory', restarts and climbs again",
    gap: 50000,
    up: 502,
    repeat: [
      [
        ...rawAll([
          "",
          "<--- Last few GCs --->",
          "",
          "[1:0x6a1c2e0]   {id} ms: Mark-Compact 2011.3 (2083.6) -> 2010.9 (2083.9) MB, 1723.55 / 0.00 ms  (average mu = 0.112, current mu = 0.006) allocation failure; scavenge might not succeed",
          "",
          "<--- JS stacktrace --->",
          "",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ]),
        st("info", "server listening", { fields: { port: 3000, node: "v20.17.0" } }),
      ],
      [st("warn", "event loop utilization high", { fields: { elu: 0.97, heapUsedMB: 1980 } })],
    ],
  },
  {
    cat: "memory",
    rt: "dotnet",
    sev: "high",
    hints: ["outofmemory", "memory"],
    note: ".NET API throws System.OutOfMemoryException building large exports; unhandled-exception middleware logs it per request",
    gap: 7000,
    up: 500,
    repeat: [
      [
        st("error", "An unhandled exception has occurred while executing the request.", {
          logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
          fields: { eventId: 1 },
          frames: [
            "System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
            "   at System.Text.StringBuilder.ExpandByABlock(Int32 minBlockCharCount)",
            "   at System.Text.StringBuilder.Append(Char* value, Int32 valueCount)",
            "   at {app}.Export.CsvWriter.WriteAll(IEnumerable`1 rows) in /src/Export/CsvWriter.cs:line 57",
          ],
        }),
      ],
    ],
  },
  // ---------------- timeout ----------------
  {
    cat: "timeout",
    rt: "logback",
    sev: "medium",
    hints: ["timeout", "timed out", "sockettimeout"],
    note: "Spring service's calls to an external rates API stop answering in time: ResourceAccessException ... SocketTimeoutException: Read timed out",
    gap: 5000,
    up: 504,
    repeat: [
      [
        st("error", "rate lookup failed for {id}", {
          logger: "{pkg}.client.RatesClient",
          frames: javaFrames(
            'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://api.ratebook.example/v2/quote": Read timed out',
            [
              "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
              "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
            ],
          ).concat([
            "Caused by: java.net.SocketTimeoutException: Read timed out",
            "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
          ]),
        }),
      ],
    ],
  },
  {
    cat: "timeout",
    rt: "python",
    sev: "medium",
    hints: ["timeout", "timed out", "readtimeout"],
    note: "Python service's requests to an external weather API hit the 10 s read timeout (requests.exceptions.ReadTimeout), traceback one frame per record",
    gap: 6000,
    up: 504,
    repeat: [
      [
        st("error", "forecast refresh failed", {
          logger: "{pkg}.forecast",
          frames: pyTrace(
            [
              [
                "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py",
                537,
                "_make_request",
                "response = conn.getresponse()",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                713,
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.weatherline.example', port=443): Read timed out. (read timeout=10)",
          ),
        }),
      ],
    ],
  },
  {
    cat: "timeout",
    rt: "zap",
    sev: "medium",
    hints: ["deadline", "timeout"],
    note: "Go service's calls to an external registry exceed the client deadline: 'context deadline exceeded (Client.Timeout exceeded while awaiting headers)'",
    gap: 4000,
    up: 504,
    repeat: [
      [
        st("error", "registry call failed", {
          fields: { attempt: 3, elapsed: "15.0012s" },
          err: 'Post "https://ws.registry-agency.example/v3/assign": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
        }),
      ],
    ],
  },
  {
    cat: "timeout",
    rt: "rails",
    sev: "medium",
    hints: ["timeout", "rack::timeout", "request ran"],
    note: "Rails app's requests exceed Rack::Timeout's 15 s service timeout (RequestTimeoutException) after a slow report query path",
    gap: 5000,
    up: 504,
    repeat: [
      [
        st("error", "source=rack-timeout id={uuid} timeout=15000ms service=15000ms state=timed_out"),
        st("fatal", "Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):", {
          frames: [
            "  ",
            "app/models/{noun}_report.rb:41:in `block in totals'",
            "app/controllers/reports_controller.rb:12:in `show'",
          ],
        }),
      ],
    ],
  },
  {
    cat: "timeout",
    rt: "dotnet",
    sev: "medium",
    hints: ["timeout", "taskcanceled", "timed out"],
    note: ".NET service's HttpClient to an external carrier API times out after 100 s (TaskCanceledException ... HttpClient.Timeout)",
    gap: 6000,
    up: 504,
    repeat: [
      [
        st("error", "Carrier booking failed for crate {id}", {
          logger: "{app}.Carriers.CarrierClient",
          fields: { eventId: 0 },
          frames: [
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
            " ---> System.TimeoutException: The operation was canceled.",
            "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
          ],
        }),
      ],
    ],
  },
  // ---------------- database ----------------
  {
    cat: "database",
    rt: "python",
    roles: ["api", "gateway"],
    sev: "high",
    hints: ["queuepool", "pool", "connection", "database"],
    note: "Python service exhausts its SQLAlchemy pool: 'QueuePool limit of size 5 overflow 10 reached', every request needing the database fails",
    gap: 3000,
    up: 500,
    dropDb: true,
    repeat: [
      [
        st("error", "Exception in ASGI application", {
          logger: "uvicorn.error",
          frames: pyTrace(
            [
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/impl.py",
                157,
                "_do_get",
                "raise exc.TimeoutError(",
              ],
            ],
            "sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
          ),
        }),
      ],
    ],
  },
  {
    cat: "database",
    rt: "logback",
    sev: "high",
    hints: ["too many clients", "sqlstate", "database", "connection"],
    note: "Spring service cannot get database connections: Hibernate logs 'SQL Error: 0, SQLState: 53300' / 'FATAL: sorry, too many clients already'",
    gap: 3000,
    up: 500,
    dropDb: true,
    repeat: [
      [
        st("warn", "SQL Error: 0, SQLState: 53300", { logger: "org.hibernate.engine.jdbc.spi.SqlExceptionHelper" }),
        st("error", "FATAL: sorry, too many clients already", {
          logger: "org.hibernate.engine.jdbc.spi.SqlExceptionHelper",
        }),
      ],
      [
        st("error", "HikariPool-1 - Exception during pool initialization.", {
          logger: "com.zaxxer.hikari.pool.HikariPool",
          frames: javaFrames("org.postgresql.util.PSQLException: FATAL: sorry, too many clients already", [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          ]),
        }),
      ],
    ],
  },
  {
    cat: "database",
    rt: "dotnet",
    sev: "high",
    hints: ["pool", "npgsql", "connection", "database"],
    note: "EF Core service exhausts its Npgsql connection pool ('The connection pool has been exhausted'), failing database commands",
    gap: 3500,
    up: 500,
    dropDb: true,
    repeat: [
      [
        st(
          "error",
          "An error occurred using the connection to database '{host}_prod' on server 'tcp://db.{host}.internal:5432'.",
          {
            logger: "Microsoft.EntityFrameworkCore.Database.Connection",
            fields: { eventId: 20004 },
          },
        ),
        st(
          "error",
          "An exception occurred while iterating over the results of a query for context type '{app}.Data.AppDbContext'.",
          {
            logger: "Microsoft.EntityFrameworkCore.Query",
            fields: { eventId: 10100 },
            frames: [
              "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
              "   at Npgsql.PoolingDataSource.<Get>g__RentAsync|34_0(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
            ],
          },
        ),
      ],
    ],
  },
  {
    cat: "database",
    rt: "postgres",
    sev: "high",
    hints: ["invalid page", "corrupt", "database", "block"],
    note: "PostgreSQL reports a corrupted data page ('invalid page in block 4821 of relation base/16384/24601'); every query touching the table fails in the apps",
    gap: 5000,
    callerErr: "psycopg2.errors.DataCorrupted: invalid page in block 4821 of relation base/16384/24601",
    repeat: [
      [
        st("error", "invalid page in block 4821 of relation base/16384/24601", {
          fields: { pid: 40000 },
          frames: ["STATEMENT:  SELECT id, status FROM bookings WHERE slot_id = $1"],
        }),
      ],
      [st("warn", "page verification failed, calculated checksum 41312 but expected 8821", { fields: { pid: 40001 } })],
    ],
  },
  {
    cat: "database",
    rt: "rails",
    sev: "high",
    hints: ["read-only", "readonly", "database", "activerecord"],
    note: "Rails app keeps writing to a database node that became a read-only replica after failover: PG::ReadOnlySqlTransaction on every write",
    gap: 4000,
    up: 500,
    dropDb: true,
    repeat: [
      [
        st(
          "fatal",
          "ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction",
          {
            frames: [
              ")",
              "app/models/{noun}.rb:88:in `redeem!'",
              "app/controllers/{noun}s_controller.rb:31:in `update'",
            ],
          },
        ),
      ],
    ],
  },
  // ---------------- configuration ----------------
  {
    cat: "configuration",
    rt: "logback",
    sev: "high",
    hints: ["placeholder", "config", "property"],
    note: "Spring service restarted with a release that needs a new property: 'Could not resolve placeholder FX_API_URL' and the context fails to start, again and again",
    gap: 30000,
    up: 503,
    repeat: [
      [
        st("info", "Starting Application v4.12.0 using Java 21.0.4 with PID 1 (/app/app.jar started by app in /app)", {
          logger: "{pkg}.Application",
          fields: { thread: "main" },
        }),
        st(
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'fxClient': Injection of autowired dependencies failed",
          {
            logger: "org.springframework.boot.web.servlet.context.AnnotationConfigServletWebServerApplicationContext",
            fields: { thread: "main" },
          },
        ),
        st("error", "Application run failed", {
          logger: "org.springframework.boot.SpringApplication",
          fields: { thread: "main" },
          frames: javaFrames(
            "java.lang.IllegalArgumentException: Could not resolve placeholder 'FX_API_URL' in value \"$" +
              '{FX_API_URL}"',
            ["org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)"],
          ),
        }),
      ],
    ],
  },
  {
    cat: "configuration",
    rt: "python",
    roles: ["worker"],
    sev: "high",
    hints: ["settings", "config", "redis_url", "missing"],
    note: "Python worker redeployed without REDIS_URL: pydantic-settings refuses to start ('1 validation error for Settings / redis_url Field required'), crash loop",
    gap: 25000,
    up: 503,
    repeat: [
      [
        st("error", "Worker failed to boot.", {
          logger: "{pkg}.main",
          frames: pyTrace(
            [["/app/{pkg}/settings.py", 41, "<module>", "settings = Settings()"]],
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings",
          ).concat([
            "redis_url",
            "  Field required [type=missing, input_value={'env': 'production'}, input_type=dict]",
          ]),
        }),
      ],
    ],
  },
  {
    cat: "configuration",
    rt: "klog",
    sev: "medium",
    hints: ["config", "unknown field", "configmap"],
    note: "Kubernetes operator's ConfigMap was edited with a misspelled key; it rejects its config on reload ('json: unknown field \"reconcileIntervall\"') and stops reconciling",
    gap: 10000,
    once: [
      st("info", "Config file changed, reloading", {
        logger: "config.go:88",
        fields: { file: "/etc/operator/config.yaml" },
      }),
    ],
    repeat: [
      [
        st("error", "Failed to load operator config", {
          logger: "config.go:102",
          err: 'error unmarshaling JSON: while decoding JSON: json: unknown field "reconcileIntervall"',
        }),
        st("error", "Reconciler error", {
          logger: "controller.go:329",
          err: "operator config not loaded; refusing to reconcile",
        }),
      ],
    ],
    up: 503,
  },
  {
    cat: "configuration",
    rt: "dotnet",
    sev: "high",
    hints: ["options", "config", "containername"],
    note: ".NET service deployed without Storage:ContainerName: OptionsValidationException on every request using the blob store",
    gap: 4000,
    up: 500,
    once: [
      st("info", "Application started. Press Ctrl+C to shut down.", {
        logger: "Microsoft.Hosting.Lifetime",
        fields: { eventId: 0 },
      }),
    ],
    repeat: [
      [
        st("error", "An unhandled exception has occurred while executing the request.", {
          logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
          fields: { eventId: 1 },
          frames: [
            "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'StorageOptions' members: 'ContainerName' with the error: 'The ContainerName field is required.'.",
            "   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
          ],
        }),
      ],
    ],
  },
  {
    cat: "configuration",
    rt: "rails",
    sev: "high",
    hints: ["secret_key_base", "config", "credentials"],
    note: "Rails app released without its production secret: 'Missing secret_key_base for production environment' (ArgumentError) on boot and per request",
    gap: 6000,
    up: 500,
    once: [
      raw("=> Booting Puma", "out", "info"),
      raw("=> Rails 7.1.3 application starting in production", "out", "info"),
    ],
    repeat: [
      [
        st(
          "fatal",
          "ArgumentError (Missing `secret_key_base` for 'production' environment, set this string with `bin/rails credentials:edit`):",
          {
            frames: ["  ", "railties (7.1.3) lib/rails/application.rb:518:in `validate_secret_key_base'"],
          },
        ),
      ],
    ],
  },
  // ---------------- network ----------------
  {
    cat: "network",
    rt: "zap",
    sev: "medium",
    hints: ["route", "reset", "network", "dial"],
    note: "Go service's node loses its path to the broker subnet: 'connect: no route to host' and 'connection reset by peer' on its publishes",
    gap: 3000,
    up: 502,
    repeat: [
      [
        st("error", "publish failed", {
          err: "dial tcp 10.42.9.4:1883: connect: no route to host",
          fields: { topic: "tele/{id}" },
        }),
      ],
      [
        st("error", "publish failed", {
          err: "write tcp 10.42.3.8:51234->10.42.9.4:1883: write: connection reset by peer",
        }),
      ],
    ],
  },
  {
    cat: "network",
    rt: "python",
    sev: "medium",
    hints: ["name resolution", "dns", "network", "newconnectionerror"],
    note: "Python service cannot resolve hostnames any more: urllib3 'Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'",
    gap: 4000,
    up: 502,
    repeat: [
      [
        st(
          "warn",
          "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a{hex}>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /v1/items/{id}",
          {
            logger: "urllib3.connectionpool",
          },
        ),
      ],
      [
        st(
          "error",
          "sync failed: HTTPSConnectionPool(host='objects.{host}.internal', port=443): Max retries exceeded with url: /v1/items/{id} (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f3a{hex}>: Failed to resolve 'objects.{host}.internal' ([Errno -3] Temporary failure in name resolution)\"))",
          {
            logger: "{pkg}.sync",
          },
        ),
      ],
    ],
  },
  {
    cat: "network",
    rt: "logback",
    sev: "medium",
    hints: ["handshake", "ssl", "tls", "network"],
    note: "Spring service's TLS connections are cut mid-handshake ('Remote host terminated the handshake', 'SSL peer shut down incorrectly') on its outbound path",
    gap: 4000,
    up: 502,
    repeat: [
      [
        st("error", "settlement push failed", {
          logger: "{pkg}.settlement.SettlementPublisher",
          frames: [
            "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
            "\tat java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1715)",
            "Caused by: java.io.EOFException: SSL peer shut down incorrectly",
            "\tat java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)",
          ],
        }),
      ],
    ],
  },
  {
    cat: "network",
    rt: "syslog",
    sev: "medium",
    hints: ["route", "reset", "network", "connect"],
    note: "C daemon talking Modbus/TCP to field controllers loses the network path: 'No route to host' and 'Connection reset by peer'",
    gap: 2500,
    repeat: [
      [st("error", "connect to 10.20.4.{n} port 502 failed: No route to host")],
      [
        st("error", "modbus read unit {n}: Connection reset by peer"),
        st("warn", "reconnecting to 10.20.4.{n}:502 in 2 s"),
      ],
    ],
  },
  {
    cat: "network",
    rt: "dotnet",
    sev: "medium",
    hints: ["reset", "socket", "network", "transport"],
    note: ".NET service's connections to a peer subnet are reset: SocketException (104) Connection reset by peer / 'Unable to read data from the transport connection'",
    gap: 4000,
    up: 502,
    repeat: [
      [
        st("error", "Label print request failed", {
          logger: "{app}.Printing.LabelClient",
          fields: { eventId: 0 },
          frames: [
            "System.Net.Http.HttpRequestException: An error occurred while sending the request.",
            " ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
            " ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
          ],
        }),
      ],
    ],
  },
  // ---------------- dependency ----------------
  {
    cat: "dependency",
    rt: "logback",
    sev: "high",
    hints: ["circuit", "503", "payment", "unavailable"],
    note: "Spring service's payment vendor answers 503; resilience4j opens the circuit ('CircuitBreaker paymentGateway is OPEN and does not permit further calls')",
    gap: 3000,
    up: 502,
    repeat: [
      [
        st("error", "charge failed", {
          logger: "{pkg}.payment.PaymentGatewayClient",
          err: 'org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "{"error":"upstream_unavailable"}" from https://api.paylane.example/v1/charges',
        }),
      ],
      [
        st("warn", "charge rejected locally", {
          logger: "{pkg}.payment.PaymentGatewayClient",
          err: "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'paymentGateway' is OPEN and does not permit further calls",
        }),
      ],
    ],
  },
  {
    cat: "dependency",
    rt: "python",
    roles: ["worker"],
    sev: "high",
    hints: ["broker", "amqp", "rabbitmq", "connection refused"],
    note: "Celery worker loses its RabbitMQ broker: 'Cannot connect to amqp://...@rabbitmq:5672//: [Errno 111] Connection refused. Trying again'",
    gap: 5000,
    repeat: [
      [
        st(
          "error",
          "consumer: Cannot connect to amqp://{pkg}:**@rabbitmq.{host}.internal:5672//: [Errno 111] Connection refused.\nTrying again in {n}.00 seconds... ({n}/100)",
          {
            logger: "celery.worker.consumer.consumer",
          },
        ),
      ],
    ],
  },
  {
    cat: "dependency",
    rt: "zap",
    sev: "high",
    hints: ["kafka", "broker"],
    note: "Go service's Kafka cluster is down: sarama 'kafka: client has run out of available brokers to talk to'",
    gap: 3000,
    repeat: [
      [
        st("error", "failed to produce message", {
          err: "kafka: client has run out of available brokers to talk to: dial tcp 10.42.11.{n}:9092: connect: connection refused",
          fields: { topic: "events" },
        }),
      ],
    ],
    up: 503,
  },
  {
    cat: "dependency",
    rt: "pino",
    sev: "medium",
    hints: ["503", "provider", "sms", "unavailable"],
    note: "Node service's SMS provider returns 503 for every send (got 'HTTPError: Response code 503 (Service Unavailable)')",
    gap: 3000,
    up: 502,
    repeat: [
      [
        st("error", "sms send failed", {
          err: "HTTPError: Response code 503 (Service Unavailable)",
          fields: { provider: "textbird", url: "https://api.textbird.example/v2/messages" },
        }),
      ],
    ],
  },
  {
    cat: "dependency",
    rt: "dotnet",
    sev: "high",
    hints: ["circuit", "label", "500", "provider"],
    note: ".NET service's label-printing vendor returns 500s; Polly opens the circuit (BrokenCircuitException: The circuit is now open)",
    gap: 3000,
    up: 502,
    repeat: [
      [
        st(
          "warn",
          "Execution attempt. Source: 'LabelApi-standard//Standard-Retry', Operation Key: '', Result: '500', Handled: 'True', Attempt: '2', Execution Time: {ms}ms",
          {
            logger: "Polly",
            fields: { eventId: 3 },
          },
        ),
      ],
      [
        st("error", "Label creation failed for crate {id}", {
          logger: "{app}.Labels.LabelService",
          fields: { eventId: 0 },
          frames: [
            "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
            "   at Polly.Utils.ExceptionUtilities.TrySetStackTrace[T](T exception)",
          ],
        }),
      ],
    ],
  },
  // ---------------- rate limiting ----------------
  {
    cat: "rate_limiting",
    rt: "zap",
    sev: "medium",
    hints: ["429", "rate", "quota", "too many"],
    note: "Go service exceeds an external geocoding quota: '429 Too Many Requests' with Retry-After",
    gap: 2500,
    up: 503,
    repeat: [
      [
        st("warn", "geocode request rejected", {
          fields: { status: 429, retry_after: "60" },
          err: "googleapi: Error 429: Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'",
        }),
      ],
    ],
  },
  {
    cat: "rate_limiting",
    rt: "python",
    sev: "medium",
    hints: ["429", "too many", "rate"],
    note: "Python service's weather API calls come back '429 Client Error: Too Many Requests'",
    gap: 3000,
    up: 503,
    repeat: [
      [
        st("error", "refresh failed", {
          logger: "{pkg}.client",
          err: "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.weatherline.example/v1/forecast?lat=52.1&lon=4.3",
        }),
      ],
    ],
  },
  {
    cat: "rate_limiting",
    rt: "logback",
    sev: "medium",
    hints: ["429", "too many", "rate"],
    note: "Spring service's Feign client to a shipping vendor gets FeignException$TooManyRequests [429]",
    gap: 3000,
    up: 503,
    repeat: [
      [
        st("error", "label request failed", {
          logger: "{pkg}.shipping.ShippingClient",
          err: 'feign.FeignException$TooManyRequests: [429 Too Many Requests] during [POST] to [https://api.shipwright.example/v2/labels] [ShippingApi#createLabel(LabelRequest)]: [{"error":"rate_limited"}]',
        }),
      ],
    ],
  },
  {
    cat: "rate_limiting",
    rt: "nginx",
    sev: "medium",
    hints: ["limiting", "rate", "429"],
    note: "The nginx edge's limit_req zone starts rejecting a burst of client traffic ('limiting requests, excess ... by zone api_limit'), 429s",
    gap: 300,
    repeat: [
      [
        st(
          "error",
          'limiting requests, excess: {n}.540 by zone "api_limit", client: {ip}, server: _, request: "POST /api/v1/items HTTP/1.1", host: "{host}.example"',
        ),
        raw(
          '{ip} - - [{clf}] "POST /api/v1/items HTTP/1.1" 429 169 "-" "okhttp/4.12.0" rt=0.000 uct="-" urt="-"',
          "out",
          "info",
        ),
      ],
    ],
  },
  // ---------------- authentication ----------------
  {
    cat: "authentication",
    rt: "python",
    roles: ["worker"],
    sev: "high",
    hints: ["password", "authentication", "credential"],
    note: "Python worker uses stale database credentials after a rotation: 'FATAL: password authentication failed for user \"billing\"'",
    gap: 4000,
    dropDb: true,
    repeat: [
      [
        st("error", "run aborted", {
          logger: "{pkg}.run",
          err: 'psycopg2.OperationalError: connection to server at "db.{host}.internal" (10.42.8.3), port 5432 failed: FATAL:  password authentication failed for user "billing"',
        }),
      ],
    ],
  },
  {
    cat: "authentication",
    rt: "logback",
    sev: "high",
    hints: ["invalid_client", "authentication", "client"],
    note: "Spring service can no longer get OAuth2 tokens from its identity provider: '[invalid_client] Client authentication failed'",
    gap: 3500,
    up: 502,
    repeat: [
      [
        st("error", "token request failed", {
          logger: "{pkg}.security.TokenProvider",
          err: "org.springframework.security.oauth2.client.ClientAuthorizationException: [invalid_client] Client authentication failed",
        }),
      ],
    ],
  },
  {
    cat: "authentication",
    rt: "zap",
    sev: "high",
    hints: ["token", "signature", "jwt", "authentication"],
    note: "Go service rejects every bearer token after the issuer rotated keys: 'failed to verify signature: ... key not found in JWKS', 401s to callers",
    gap: 1500,
    up: 401,
    repeat: [
      [
        st("warn", "authentication failed", {
          err: 'token verification: failed to verify signature: key with kid "k-2026-11" not found in JWKS',
          fields: { status: 401 },
        }),
      ],
    ],
  },
  {
    cat: "authentication",
    rt: "rails",
    sev: "medium",
    hints: ["smtp", "authentication", "535", "password"],
    note: "Rails mailer's SMTP login is refused: 'Net::SMTPAuthenticationError: 535 5.7.8 Username and Password not accepted'",
    gap: 5000,
    repeat: [
      [
        st(
          "error",
          "Error performing ActionMailer::MailDeliveryJob (Job ID: {uuid}) from Sidekiq(mailers) in {ms}ms: Net::SMTPAuthenticationError (535 5.7.8 Username and Password not accepted. For more information, go to 5.7.8  https://support.example.com/mail/answer/14257",
          {
            frames: ["):", "/usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp.rb:1072:in `check_auth_response'"],
          },
        ),
      ],
    ],
  },
  // ---------------- null reference ----------------
  {
    cat: "null_reference",
    rt: "logback",
    sev: "high",
    hints: ["nullpointer", "null"],
    note: "Spring service's new release throws NullPointerException ('Cannot invoke ...getLengthMeters() because \"vessel\" is null') on one endpoint",
    gap: 3000,
    up: 500,
    repeat: [
      [
        st(
          "error",
          'Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "{pkg}.model.Vessel.getLengthMeters()" because "vessel" is null] with root cause',
          {
            logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
            frames: javaFrames(
              'java.lang.NullPointerException: Cannot invoke "{pkg}.model.Vessel.getLengthMeters()" because "vessel" is null',
              [
                "{pkg}.pricing.QuoteService.quote(QuoteService.java:77)",
                "{pkg}.web.QuoteController.create(QuoteController.java:41)",
              ],
            ),
          },
        ),
      ],
    ],
  },
  {
    cat: "null_reference",
    rt: "python",
    roles: ["api", "gateway"],
    sev: "high",
    hints: ["nonetype", "attributeerror", "none"],
    note: "Python service crashes on records without a profile: \"AttributeError: 'NoneType' object has no attribute 'get'\"",
    gap: 3000,
    up: 500,
    repeat: [
      [
        st("error", "Exception in ASGI application", {
          logger: "uvicorn.error",
          frames: pyTrace(
            [["/app/{pkg}/views.py", 118, "detail", 'tier = record.profile.get("tier")']],
            "AttributeError: 'NoneType' object has no attribute 'get'",
          ),
        }),
      ],
    ],
  },
  {
    cat: "null_reference",
    rt: "dotnet",
    sev: "high",
    hints: ["nullreference", "null", "object reference"],
    note: ".NET service throws System.NullReferenceException ('Object reference not set to an instance of an object') in one handler",
    gap: 3000,
    up: 500,
    repeat: [
      [
        st("error", "An unhandled exception has occurred while executing the request.", {
          logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
          fields: { eventId: 1 },
          frames: [
            "System.NullReferenceException: Object reference not set to an instance of an object.",
            "   at {app}.Handlers.SaleHandler.Handle(SaleCommand cmd) in /src/Handlers/SaleHandler.cs:line 64",
          ],
        }),
      ],
    ],
  },
  {
    cat: "null_reference",
    rt: "zap",
    sev: "high",
    hints: ["nil pointer", "nil", "panic"],
    note: "Go service's handler panics: 'http: panic serving ...: runtime error: invalid memory address or nil pointer dereference', goroutine dump one line per record",
    gap: 3000,
    up: 502,
    repeat: [
      rawAll([
        "{gotime} http: panic serving {ip}:{id}: runtime error: invalid memory address or nil pointer dereference",
        "goroutine {id} [running]:",
        "net/http.(*conn).serve.func1()",
        "\t/usr/local/go/src/net/http/server.go:1903 +0xbe",
        "panic({0x9a5c40?, 0xe8d2a0?})",
        "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
        "main.(*api).lookup(0xc0001a2000, {0xb2d5e8, 0xc000512380}, 0x0)",
        "\t/src/internal/api/lookup.go:57 +0x2f",
      ]),
    ],
  },
  // ---------------- authorization ----------------
  {
    cat: "authorization",
    rt: "klog",
    sev: "medium",
    hints: ["forbidden", "rbac", "cannot list", "authorization"],
    note: "Kubernetes operator's service account lost an RBAC rule: 'configmaps is forbidden: User system:serviceaccount:... cannot list resource'",
    gap: 5000,
    repeat: [
      [
        st("error", "Unhandled Error", {
          logger: "reflector.go:158",
          err: 'pkg/mod/k8s.io/client-go@v0.29.3/tools/cache/reflector.go:229: Failed to watch *v1.ConfigMap: failed to list *v1.ConfigMap: configmaps is forbidden: User "system:serviceaccount:{ns}:{o}" cannot list resource "configmaps" in API group "" in the namespace "{ns}"',
        }),
      ],
    ],
  },
  {
    cat: "authorization",
    rt: "python",
    roles: ["worker"],
    sev: "medium",
    hints: ["accessdenied", "access denied", "forbidden"],
    note: "Python worker's uploads are denied after an IAM policy change: 'An error occurred (AccessDenied) when calling the PutObject operation: Access Denied'",
    gap: 4000,
    repeat: [
      [
        st("error", "upload failed", {
          logger: "{pkg}.storage",
          frames: pyTrace(
            [
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                1021,
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
          ),
        }),
      ],
    ],
  },
  {
    cat: "authorization",
    rt: "logback",
    sev: "medium",
    hints: ["403", "forbidden", "scope"],
    note: "Spring service's token lacks a scope at a partner API: '403 Forbidden: insufficient_scope'",
    gap: 3500,
    up: 502,
    repeat: [
      [
        st("error", "statement upload failed", {
          logger: "{pkg}.partner.PartnerClient",
          err: 'org.springframework.web.client.HttpClientErrorException$Forbidden: 403 Forbidden: "{"error":"insufficient_scope","error_description":"token lacks scope statements:write"}"',
        }),
      ],
    ],
  },
  // ---------------- validation ----------------
  {
    cat: "validation",
    rt: "dotnet",
    sev: "medium",
    hints: ["json", "converted", "validation", "deserializ"],
    note: ".NET consumer rejects feed messages whose unitPrice is a string: 'JsonException: The JSON value could not be converted to System.Decimal'",
    gap: 3000,
    repeat: [
      [
        st("error", "Failed to process message {uuid}; moving to dead-letter queue", {
          logger: "{app}.Messaging.FeedConsumer",
          fields: { eventId: 0 },
          frames: [
            "System.Text.Json.JsonException: The JSON value could not be converted to System.Decimal. Path: $.lines[{n}].unitPrice | LineNumber: 0 | BytePositionInLine: 212.",
          ],
        }),
      ],
    ],
  },
  {
    cat: "validation",
    rt: "python",
    roles: ["api", "gateway"],
    sev: "medium",
    hints: ["validation", "pydantic", "input"],
    note: "Python API rejects sensor readings from new firmware: pydantic 'Input should be less than or equal to 100', error lines one per record",
    gap: 2500,
    up: 422,
    repeat: [
      [
        st("error", "rejected reading batch {id}", {
          logger: "{pkg}.ingest",
          frames: [
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for SensorReading",
            "humidity",
            "  Input should be less than or equal to 100 [type=less_than_equal, input_value=412.0, input_type=float]",
          ],
        }),
      ],
    ],
  },
  {
    cat: "validation",
    rt: "logback",
    sev: "medium",
    hints: ["parse", "deserialize", "validation", "notreadable"],
    note: "Spring service logs at WARN only: HttpMessageNotReadableException, dates sent as 29/11/2026 by a client release; clients get 400",
    gap: 2500,
    up: 400,
    repeat: [
      [
        st(
          "warn",
          "Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type `java.time.LocalDate` from String \"29/11/2026\": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '29/11/2026' could not be parsed at index 0]",
          {
            logger: "org.springframework.web.servlet.mvc.support.DefaultHandlerExceptionResolver",
          },
        ),
      ],
    ],
  },
  // ---------------- disk ----------------
  {
    cat: "disk",
    rt: "postgres",
    sev: "high",
    hints: ["no space", "disk", "wal"],
    note: "PostgreSQL's volume fills: 'PANIC: could not write to file pg_wal/xlogtemp: No space left on device', then restart loop; apps see connection errors",
    gap: 8000,
    callerErr:
      "psycopg2.OperationalError: server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally",
    once: [
      st("fatal", 'could not write to file "pg_wal/xlogtemp.{pid}": No space left on device', {
        fields: { pgLevel: "PANIC" },
      }),
    ],
    repeat: [
      [
        st("info", "server process (PID {pid}) was terminated by signal 6: Aborted"),
        st("info", "terminating any other active server processes"),
        st("fatal", "the database system is in recovery mode"),
      ],
      [
        st("error", 'could not extend file "base/16384/24598": No space left on device', {
          frames: ["HINT:  Check free disk space."],
        }),
      ],
    ],
  },
  {
    cat: "disk",
    rt: "python",
    roles: ["worker"],
    sev: "high",
    hints: ["no space", "errno 28", "disk"],
    note: "Python worker's spool volume is full: 'OSError: [Errno 28] No space left on device' writing output files",
    gap: 4000,
    repeat: [
      [
        st("error", "render failed for {id}", {
          logger: "{pkg}.render",
          frames: pyTrace(
            [["/app/{pkg}/render.py", 203, "write_pdf", "out.write(chunk)"]],
            "OSError: [Errno 28] No space left on device: '/var/spool/{pkg}/out-{id}.pdf'",
          ),
        }),
      ],
    ],
  },
  {
    cat: "disk",
    rt: "syslog",
    sev: "high",
    hints: ["read-only", "disk", "file system"],
    note: "C daemon's data volume was remounted read-only: 'open(\"/var/lib/...journal\"): Read-only file system'",
    gap: 3000,
    repeat: [
      [
        st("error", 'journal append failed: open("/var/lib/{pkg}/journal.log"): Read-only file system'),
        st("warn", "unit {n}: command buffered in memory ({id} pending)"),
      ],
    ],
  },
  // ---------------- unknown ----------------
  {
    cat: "unknown",
    rt: "rails",
    sev: "medium",
    hints: ["500", "internal server error", "unknown"],
    note: "Rails app starts answering 500 on most requests with no exception logged (only 'Completed 500 Internal Server Error')",
    gap: 1500,
    up: 500,
    repeat: [[st("info", "Completed 500 Internal Server Error in {n}ms (ActiveRecord: 0.0ms | Allocations: 4{n}1)")]],
  },
];
