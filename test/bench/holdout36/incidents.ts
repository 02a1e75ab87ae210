// The 52 incidents, four per category, each tied to the runtime whose real wording it uses. `start` is what the
// origin prints once when the fault begins, `err` what it prints again and again, `caller` how its callers
// report it in their own words. {o} in a note is the origin's app name.
import type { Sev } from "./formats.js";
import { dotnetFrames, goPanic, javaFrames, nodeFrames, pkgOf, pyTrace } from "./frames.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./shapes.js";

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

export const CATEGORIES: Category[] = [
  "authentication",
  "authorization",
  "configuration",
  "database",
  "dependency",
  "disk",
  "memory",
  "network",
  "null_reference",
  "rate_limiting",
  "timeout",
  "validation",
  "unknown",
];

export interface Item {
  sev: Sev;
  msg: string;
  frames?: string[];
  raw?: boolean;
  fieldSev?: Sev;
  huge?: boolean;
  /** ms after the burst's time. */
  dt?: number;
}

export interface Ctx {
  r: Rng;
  o: string;
  c: string;
}

export interface Incident {
  cat: Category;
  runtime: Runtime;
  sev: "medium" | "high";
  hints: string[];
  note: string;
  start?: (x: Ctx) => Item[];
  err: (x: Ctx) => Item[];
  /** Mean seconds between the origin's error bursts. */
  every: number;
  caller?: (x: Ctx) => Item;
}

const id = (r: Rng) => String(r.int(100000, 9999999));
const restart = (x: Ctx, rt: Runtime): Item[] => [
  { sev: "info", msg: `starting ${x.o} v${x.r.int(2, 9)}.${x.r.int(0, 30)}.${x.r.int(0, 9)} (${rt})`, dt: 4000 },
];

export const INCIDENTS: Incident[] = [
  // ---------------- authentication
  {
    cat: "authentication",
    runtime: "java",
    sev: "high",
    hints: ["password", "authentication", "credential", "psql"],
    note: "database password rotated in the secret store but not in {o}; every new connection fails with FATAL: password authentication failed",
    start: () => [{ sev: "info", msg: "HikariPool-1 - Starting... (secret version refreshed)" }],
    err: (x) => [
      {
        sev: "error",
        msg: "HikariPool-1 - Exception during pool initialization.",
        frames: [
          ...javaFrames(x.r, x.o, [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
          ]),
        ],
      },
      {
        sev: "error",
        msg: `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "${x.o.replace(/-/g, "_")}_app"`,
        dt: 3,
      },
    ],
    every: 6,
  },
  {
    cat: "authentication",
    runtime: "node",
    sev: "medium",
    hints: ["api key", "authentication", "expired", "stripe"],
    note: "the payment provider's live API key used by {o} expired; every charge fails with StripeAuthenticationError",
    err: (x) => [
      {
        sev: "error",
        msg: `charge failed for order ${id(x.r)}: StripeAuthenticationError: Expired API Key provided: sk_live_*********************${x.r.alnum(4)}`,
        frames: nodeFrames(x.r, x.o, [
          "StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)",
          "res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:54)",
        ]),
      },
    ],
    every: 4,
  },
  {
    cat: "authentication",
    runtime: "python",
    sev: "medium",
    hints: ["expired", "token", "credential", "expiredtoken"],
    note: "{o} runs with static session credentials that expired; every S3 call fails with ExpiredToken",
    err: (x) => [
      {
        sev: "error",
        msg: `Exception in job upload_batch id=${id(x.r)}`,
        frames: pyTrace(
          x.r,
          x.o,
          [
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          "botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the PutObject operation: The provided token has expired.",
        ),
      },
    ],
    every: 5,
  },
  {
    cat: "authentication",
    runtime: "go",
    sev: "medium",
    hints: ["wrongpass", "password", "auth", "redis"],
    note: "the Redis ACL password for {o} was changed on the server; {o} gets WRONGPASS on every reconnect and its cache-backed calls fail",
    err: () => [
      {
        sev: "error",
        msg: "redis: failed to reconnect: WRONGPASS invalid username-password pair or user is disabled.",
      },
      {
        sev: "error",
        msg: `session lookup failed: WRONGPASS invalid username-password pair or user is disabled.`,
        dt: 40,
      },
    ],
    every: 3,
  },
  // ---------------- authorization
  {
    cat: "authorization",
    runtime: "python",
    sev: "medium",
    hints: ["accessdenied", "access denied", "not authorized", "permission"],
    note: "the IAM role of {o} lost s3:PutObject after a policy change; uploads fail with AccessDenied",
    err: (x) => [
      {
        sev: "error",
        msg: "upload failed",
        frames: pyTrace(
          x.r,
          x.o,
          [
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::4410${x.r.int(10000000, 99999999)}:assumed-role/${x.o}-task/${x.r.hex(32)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::${x.o}-prod/objects/${id(x.r)}" because no identity-based policy allows the s3:PutObject action`,
        ),
      },
    ],
    every: 5,
  },
  {
    cat: "authorization",
    runtime: "go",
    sev: "medium",
    hints: ["forbidden", "rbac", "permission", "cannot list"],
    note: "a RoleBinding was removed; {o}'s service account can no longer list configmaps and its informer keeps failing with forbidden",
    err: (x) => [
      {
        sev: "error",
        msg: `reflector.go:147: Failed to watch *v1.ConfigMap: failed to list *v1.ConfigMap: configmaps is forbidden: User "system:serviceaccount:prod:${x.o}" cannot list resource "configmaps" in API group "" in the namespace "prod"`,
      },
      {
        sev: "error",
        msg: "route table refresh failed: forbidden; serving stale routes would be unsafe, rejecting requests",
        dt: 200,
      },
    ],
    every: 4,
  },
  {
    cat: "authorization",
    runtime: "java",
    sev: "medium",
    hints: ["permission denied", "permission", "grant", "privilege"],
    note: "a migration recreated a table without the GRANT for {o}'s role; writes fail with permission denied for table",
    err: (x) => [
      {
        sev: "error",
        msg: "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException] with root cause",
        frames: [
          "org.postgresql.util.PSQLException: ERROR: permission denied for table ledger_entries",
          ...javaFrames(x.r, x.o, [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
          ]),
        ],
      },
    ],
    every: 4,
  },
  {
    cat: "authorization",
    runtime: "dotnet",
    sev: "medium",
    hints: ["authorization", "permission", "403", "authorizationpermissionmismatch"],
    note: "{o}'s managed identity lost its Storage Blob Data Contributor role; blob writes fail with 403 AuthorizationPermissionMismatch",
    err: (x) => [
      {
        sev: "error",
        msg: "Failed to store document",
        frames: [
          "Azure.RequestFailedException: This request is not authorized to perform this operation using this permission.",
          `RequestId:${x.r.hex(8)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(12)}`,
          "Status: 403 (This request is not authorized to perform this operation using this permission.)",
          "ErrorCode: AuthorizationPermissionMismatch",
          ...dotnetFrames(x.r, x.o, [
            "Azure.Storage.Blobs.BlockBlobClient.UploadInternal(Stream content, BlobHttpHeaders blobHttpHeaders, Boolean async, CancellationToken cancellationToken)",
          ]),
        ],
      },
    ],
    every: 5,
  },
  // ---------------- configuration
  {
    cat: "configuration",
    runtime: "node",
    sev: "high",
    hints: ["environment", "config", "missing", "redis_url"],
    note: "a release of {o} dropped REDIS_URL from its deployment; envalid refuses to start and the pod crash-loops",
    start: (x) => [{ sev: "info", msg: `deploy: rolling out ${x.o} image tag ${x.r.hex(7)}` }],
    err: (x) => [
      { sev: "info", msg: `starting ${x.o} (node v20.11.1)` },
      { sev: "error", msg: "================================", raw: true, fieldSev: "info", dt: 300 },
      { sev: "error", msg: " Missing environment variables:", raw: true, fieldSev: "info", dt: 300 },
      { sev: "error", msg: "    REDIS_URL: undefined", raw: true, fieldSev: "info", dt: 300 },
      { sev: "error", msg: " Exiting with error code 1", raw: true, fieldSev: "info", dt: 300 },
      { sev: "error", msg: "================================", raw: true, fieldSev: "info", dt: 300 },
    ],
    every: 20,
    caller: (x) => ({
      sev: "error",
      msg: `request to http://${x.o}:8080/internal failed, reason: connect ECONNREFUSED 10.43.${x.r.int(0, 255)}.${x.r.int(2, 250)}:8080`,
    }),
  },
  {
    cat: "configuration",
    runtime: "java",
    sev: "high",
    hints: ["config", "property", "bind", "maximum-pool-size"],
    note: 'a ConfigMap change set spring.datasource.hikari.maximum-pool-size to "twenty"; {o} fails to start (APPLICATION FAILED TO START) and restarts',
    start: () => [{ sev: "info", msg: "configmap reloaded: application-prod.yaml changed (resourceVersion bump)" }],
    err: (x) => [
      {
        sev: "info",
        msg: `Starting ${x.o[0].toUpperCase()}${x.o.slice(1)}Application v3.4.1 using Java 21.0.2 with PID 1`,
      },
      {
        sev: "error",
        dt: 2500,
        msg: '\n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under \'spring.datasource.hikari.maximum-pool-size\' to int:\n\n    Property: spring.datasource.hikari.maximum-pool-size\n    Value: "twenty"\n    Origin: class path resource [application-prod.yaml] - 14:28\n    Reason: failed to convert java.lang.String to int (caused by java.lang.NumberFormatException: For input string: "twenty")\n\nAction:\n\nUpdate your application\'s configuration',
      },
    ],
    every: 25,
    caller: (x) => ({
      sev: "error",
      msg: `upstream connect error or disconnect/reset before headers. reset reason: connection failure (cluster: outbound|8080||${x.o}.prod.svc.cluster.local)`,
    }),
  },
  {
    cat: "configuration",
    runtime: "go",
    sev: "high",
    hints: ["config", "yaml", "unmarshal"],
    note: "a config change gave {o} a duration string where an int is expected; it exits at start with a yaml unmarshal error and crash-loops",
    start: () => [{ sev: "info", msg: "config watcher: /etc/app/config.yaml changed, restarting" }],
    err: (x) => [
      { sev: "info", msg: `${x.o} starting, build ${x.r.hex(7)}` },
      {
        sev: "fatal",
        msg: "failed to load config: yaml: unmarshal errors:\n  line 14: cannot unmarshal !!str `30s` into int",
        dt: 80,
      },
    ],
    every: 20,
  },
  {
    cat: "configuration",
    runtime: "dotnet",
    sev: "high",
    hints: ["configuration", "connection string", "config"],
    note: "the new release of {o} reads ConnectionStrings:Ledger, which the environment does not define; every request fails",
    start: () => [
      { sev: "info", msg: "Application started. Hosting environment: Production; Content root path: /app" },
    ],
    err: (x) => [
      {
        sev: "error",
        msg: "An unhandled exception has occurred while executing the request.",
        frames: [
          "System.InvalidOperationException: The ConnectionString property has not been initialized.",
          ...dotnetFrames(x.r, x.o, [
            "Microsoft.Data.SqlClient.SqlConnection.PermissionDemand()",
            "Microsoft.Data.SqlClient.SqlConnection.OpenAsync(CancellationToken cancellationToken)",
          ]),
        ],
      },
      {
        sev: "warn",
        msg: "Configuration key 'ConnectionStrings:Ledger' was not found; falling back to empty connection string",
        dt: 5,
      },
    ],
    every: 4,
  },
  // ---------------- database
  {
    cat: "database",
    runtime: "java",
    sev: "high",
    hints: ["hikari", "pool", "connection", "database"],
    note: "a slow report query held connections; {o}'s Hikari pool is exhausted (Connection is not available, request timed out after 30000ms)",
    start: () => [
      { sev: "warn", msg: "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s)." },
    ],
    err: (x) => [
      {
        sev: "error",
        msg: "Request processing failed",
        frames: javaFrames(
          x.r,
          x.o,
          ["org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)"],
          [
            {
              ex: "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=37)",
              frames: [
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
              ],
            },
          ],
        ),
      },
    ],
    every: 3,
  },
  {
    cat: "database",
    runtime: "python",
    sev: "high",
    hints: ["queuepool", "pool", "sqlalchemy", "connection"],
    note: "{o} leaks sessions after a code change; SQLAlchemy's QueuePool is exhausted",
    err: (x) => [
      {
        sev: "error",
        msg: `Exception on /internal/v1/${x.o} [POST]`,
        frames: pyTrace(
          x.r,
          x.o,
          [["/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/impl.py", "_do_get", "raise exc.TimeoutError("]],
          "sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
        ),
      },
    ],
    every: 4,
  },
  {
    cat: "database",
    runtime: "go",
    sev: "medium",
    hints: ["deadlock", "sqlstate", "40p01", "postgres"],
    note: "two batch writers in {o} update rows in opposite order; Postgres aborts them with deadlock detected (SQLSTATE 40P01)",
    err: (x) => [
      {
        sev: "error",
        msg: `batch ${id(x.r)} failed: ERROR: deadlock detected (SQLSTATE 40P01)`,
      },
      {
        sev: "warn",
        msg: "tx rolled back: Process 18734 waits for ShareLock on transaction 99120331; blocked by process 18801.",
        dt: 4,
      },
    ],
    every: 3,
  },
  {
    cat: "database",
    runtime: "node",
    sev: "high",
    hints: ["connection slots", "postgres", "connection", "too many"],
    note: "the database ran out of connection slots after {o} scaled out; new connections fail with remaining connection slots are reserved",
    err: (x) => [
      {
        sev: "error",
        msg: "error: remaining connection slots are reserved for non-replication superuser connections",
        frames: nodeFrames(x.r, x.o, [
          "Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98)",
          "Parser.handlePacket (/app/node_modules/pg-protocol/dist/parser.js:122:29)",
        ]),
      },
    ],
    every: 3,
  },
  // ---------------- dependency
  {
    cat: "dependency",
    runtime: "node",
    sev: "medium",
    hints: ["breaker", "503", "provider", "unavailable"],
    note: "the external payment provider returns 503 to {o}; its opossum circuit breaker opens",
    err: (x) => [
      {
        sev: "warn",
        msg: `PSP responded 503 Service Unavailable for POST https://checkout-live.psp.example/v71/payments (attempt 1)`,
      },
      {
        sev: "error",
        msg: "Error: Breaker is open",
        frames: nodeFrames(x.r, x.o, ["CircuitBreaker.call (/app/node_modules/opossum/lib/circuit.js:713:17)"]),
        dt: 900,
      },
    ],
    every: 3,
  },
  {
    cat: "dependency",
    runtime: "java",
    sev: "high",
    hints: ["kafka", "broker", "not available"],
    note: "the Kafka cluster {o} produces to went down; its producer cannot reach any broker and sends time out",
    err: (x) => [
      {
        sev: "warn",
        msg: `[Producer clientId=${x.o}-producer-1] Connection to node ${x.r.int(0, 2)} (kafka-${x.r.int(0, 2)}.kafka-headless.prod.svc.cluster.local/10.42.${x.r.int(0, 9)}.${x.r.int(2, 250)}:9092) could not be established. Node may not be available.`,
      },
      {
        sev: "error",
        msg: "Failed to publish event",
        dt: 60000 % 7000,
        frames: javaFrames(
          x.r,
          x.o,
          ["org.springframework.kafka.core.KafkaTemplate.doSend(KafkaTemplate.java:812)"],
          [
            {
              ex: "org.apache.kafka.common.errors.TimeoutException: Topic domain-events not present in metadata after 60000 ms.",
              frames: ["org.apache.kafka.clients.producer.KafkaProducer.waitOnMetadata(KafkaProducer.java:1150)"],
            },
          ],
        ),
      },
    ],
    every: 3,
  },
  {
    cat: "dependency",
    runtime: "python",
    sev: "high",
    hints: ["redis", "connection refused", "connectionerror"],
    note: "the Redis instance {o} uses as its queue is down; every enqueue fails with Connection refused",
    err: (x) => [
      {
        sev: "error",
        msg: "failed to enqueue task",
        frames: pyTrace(
          x.r,
          x.o,
          [
            [
              "/usr/local/lib/python3.11/site-packages/redis/connection.py",
              "connect",
              "raise ConnectionError(self._error_message(e))",
            ],
          ],
          "redis.exceptions.ConnectionError: Error 111 connecting to redis-master.prod.svc.cluster.local:6379. Connection refused.",
        ),
      },
    ],
    every: 3,
  },
  {
    cat: "dependency",
    runtime: "dotnet",
    sev: "medium",
    hints: ["circuit", "502", "vendor", "brokencircuit"],
    note: "the external tax-rate API {o} calls returns 502; Polly's circuit breaker opens",
    err: (x) => [
      {
        sev: "warn",
        msg: "Response status code does not indicate success: 502 (Bad Gateway). GET https://api.taxrates.example/v2/rates",
      },
      {
        sev: "error",
        msg: "Tax lookup failed",
        dt: 300,
        frames: [
          "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
          ...dotnetFrames(x.r, x.o, ["Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()"]),
        ],
      },
    ],
    every: 3,
  },
  // ---------------- disk
  {
    cat: "disk",
    runtime: "node",
    sev: "high",
    hints: ["enospc", "no space", "disk"],
    note: "{o}'s upload scratch volume filled up; writes fail with ENOSPC",
    err: (x) => [
      {
        sev: "error",
        msg: `Error: ENOSPC: no space left on device, write`,
        frames: nodeFrames(x.r, x.o, ["async WriteStream._write (node:internal/fs/streams:428:5)"]),
      },
    ],
    every: 4,
  },
  {
    cat: "disk",
    runtime: "java",
    sev: "high",
    hints: ["no space", "disk", "ioexception"],
    note: "the volume {o} spools to is full; writes fail with java.io.IOException: No space left on device",
    err: (x) => [
      {
        sev: "error",
        msg: "Failed to write spool segment",
        frames: javaFrames(
          x.r,
          x.o,
          ["java.base/java.io.FileOutputStream.writeBytes(Native Method)"],
          [
            {
              ex: "java.io.IOException: No space left on device",
              frames: ["java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)"],
            },
          ],
        ),
      },
    ],
    every: 4,
  },
  {
    cat: "disk",
    runtime: "python",
    sev: "high",
    hints: ["errno 28", "no space", "disk"],
    note: "{o}'s render cache volume is full; OSError [Errno 28] No space left on device",
    err: (x) => [
      {
        sev: "error",
        msg: "render failed",
        frames: pyTrace(
          x.r,
          x.o,
          [["/app/render/store.py", "save", 'with open(path, "wb") as fh:']],
          `OSError: [Errno 28] No space left on device: '/var/cache/render/${id(x.r)}.pdf'`,
        ),
      },
      { sev: "fatal", msg: "cache volume unwritable, worker stopping (will be restarted by supervisor)", dt: 50 },
    ],
    every: 4,
  },
  {
    cat: "disk",
    runtime: "go",
    sev: "high",
    hints: ["read-only", "file system", "disk"],
    note: "the node's volume under {o} was remounted read-only after I/O errors; every spool write fails with read-only file system",
    err: (x) => [
      { sev: "error", msg: `spool: open /data/spool/${id(x.r)}.seg: read-only file system` },
      { sev: "error", msg: `checkpoint failed: write /data/spool/CHECKPOINT.tmp: read-only file system`, dt: 10 },
    ],
    every: 4,
  },
  // ---------------- memory
  {
    cat: "memory",
    runtime: "node",
    sev: "high",
    hints: ["heap", "out of memory", "memory"],
    note: "{o} grows its heap until V8 aborts with JavaScript heap out of memory; it restarts and repeats",
    err: (x) => [
      { sev: "error", raw: true, fieldSev: "info", msg: "<--- Last few GCs --->" },
      {
        sev: "error",
        raw: true,
        fieldSev: "info",
        msg: `[1:0x${x.r.hex(12)}]   ${x.r.int(90000, 400000)} ms: Mark-Compact 2044.1 (2083.4) -> 2040.3 (2084.1) MB, 1622.34 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
      },
      { sev: "error", raw: true, fieldSev: "info", msg: "<--- JS stacktrace --->" },
      {
        sev: "fatal",
        raw: true,
        fieldSev: "info",
        msg: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
      },
      { sev: "error", raw: true, fieldSev: "info", msg: " 1: 0xb7c8f0 node::Abort() [node]" },
      {
        sev: "error",
        raw: true,
        fieldSev: "info",
        msg: " 2: 0xa8f2c3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
      },
      ...restart(x, "node"),
    ],
    every: 35,
  },
  {
    cat: "memory",
    runtime: "java",
    sev: "high",
    hints: ["outofmemory", "heap", "memory"],
    note: "{o} leaks cached objects; long G1 full GCs, then java.lang.OutOfMemoryError: Java heap space",
    start: () => [
      { sev: "warn", msg: "[gc] GC(812) Pause Full (G1 Compaction Pause) 1998M->1990M(2048M) 812.345ms", raw: true },
    ],
    err: (x) => [
      {
        sev: "warn",
        raw: true,
        fieldSev: "info",
        msg: `[gc] GC(${x.r.int(813, 999)}) Pause Full (G1 Compaction Pause) 2046M->2041M(2048M) ${x.r.int(900, 2400)}.${x.r.int(100, 999)}ms`,
      },
      {
        sev: "error",
        raw: true,
        fieldSev: "info",
        dt: 2000,
        msg: `Exception in thread "http-nio-8080-exec-${x.r.int(1, 200)}" java.lang.OutOfMemoryError: Java heap space`,
        frames: [
          `\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)`,
          `\tat ${pkgOf(x.o)}.cache.ResultCache.put(ResultCache.java:88)`,
        ],
      },
    ],
    every: 8,
  },
  {
    cat: "memory",
    runtime: "go",
    sev: "high",
    hints: ["out of memory", "memory"],
    note: "{o} allocates without bound on a large batch; the Go runtime dies with fatal error: runtime: out of memory and restarts",
    err: (x) => [
      { sev: "fatal", raw: true, fieldSev: "info", msg: "fatal error: runtime: out of memory" },
      { sev: "fatal", raw: true, fieldSev: "info", msg: "" },
      { sev: "fatal", raw: true, fieldSev: "info", msg: "runtime stack:" },
      { sev: "fatal", raw: true, fieldSev: "info", msg: "runtime.throw({0x1b9c2e1?, 0x4000?})" },
      {
        sev: "fatal",
        raw: true,
        fieldSev: "info",
        msg: "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd3c1e2a58 sp=0x7ffd3c1e2a28 pc=0x43d9bc",
      },
      { sev: "fatal", raw: true, fieldSev: "info", msg: "runtime.(*mheap).grow(0x2a1f4e0, 0x8000?)" },
      {
        sev: "fatal",
        raw: true,
        fieldSev: "info",
        msg: "\t/usr/local/go/src/runtime/mheap.go:1459 +0x1e5 fp=0x7ffd3c1e2ad0 sp=0x7ffd3c1e2a58 pc=0x42e5a5",
      },
      { sev: "fatal", raw: true, fieldSev: "info", msg: "" },
      { sev: "fatal", raw: true, fieldSev: "info", msg: `goroutine ${x.r.int(10, 9000)} [running]:` },
      {
        sev: "fatal",
        raw: true,
        fieldSev: "info",
        msg: `github.com/acme/${x.o}/internal/batch.(*Loader).Load(0xc000${x.r.hex(6)})`,
      },
      ...restart(x, "go"),
    ],
    every: 40,
  },
  {
    cat: "memory",
    runtime: "python",
    sev: "high",
    hints: ["sigkill", "out of memory", "memory", "oom"],
    note: "{o}'s gunicorn workers exceed the container memory limit and are OOM-killed (Worker was sent SIGKILL! Perhaps out of memory?)",
    err: (x) => {
      const pid = x.r.int(20, 900);
      return [
        { sev: "error", msg: `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?` },
        { sev: "info", msg: `Booting worker with pid: ${pid + x.r.int(1, 9)}`, dt: 400 },
      ];
    },
    every: 10,
  },
  // ---------------- network
  {
    cat: "network",
    runtime: "go",
    sev: "medium",
    hints: ["no such host", "dns", "lookup"],
    note: "cluster DNS stops resolving the partner endpoint for {o}; dial tcp lookup ... no such host",
    err: () => [
      {
        sev: "error",
        msg: `sync failed: Post "https://hub-gw.partner.example/v1/events": dial tcp: lookup hub-gw.partner.example on 10.96.0.10:53: no such host`,
      },
    ],
    every: 3,
  },
  {
    cat: "network",
    runtime: "node",
    sev: "medium",
    hints: ["econnreset", "socket hang up", "reset", "connection"],
    note: "connections from {o} to its upstream are reset mid-flight (ECONNRESET / socket hang up) after a firewall change",
    err: () => [
      {
        sev: "error",
        msg: "request to partner failed: Error: read ECONNRESET",
        frames: ["    at TLSWrap.onStreamRead (node:internal/stream_base_commons:217:20)"],
      },
      {
        sev: "error",
        msg: "Error: socket hang up",
        frames: ["    at TLSSocket.socketOnEnd (node:_http_client:524:23)"],
        dt: 700,
      },
    ],
    every: 3,
  },
  {
    cat: "network",
    runtime: "java",
    sev: "medium",
    hints: ["ssl", "handshake", "certification path", "pkix"],
    note: "the partner rotated its TLS chain to a CA missing from {o}'s truststore; every call fails with SSLHandshakeException PKIX path building failed",
    err: (x) => [
      {
        sev: "error",
        msg: 'I/O error on POST request for "https://api.partner.example/v3/submit": PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target',
        frames: javaFrames(
          x.r,
          x.o,
          ["org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)"],
          [
            {
              ex: "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
              frames: ["java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)"],
            },
            {
              ex: "sun.security.validator.ValidatorException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
              frames: ["java.base/sun.security.validator.PKIXValidator.doBuild(PKIXValidator.java:439)"],
            },
          ],
        ),
      },
    ],
    every: 4,
  },
  {
    cat: "network",
    runtime: "python",
    sev: "medium",
    hints: ["no route to host", "connection", "network", "newconnectionerror"],
    note: "a route change leaves {o} with no route to the meter head-end; requests fail with [Errno 113] No route to host",
    err: (x) => [
      {
        sev: "error",
        msg: "poll failed",
        frames: pyTrace(
          x.r,
          x.o,
          [
            [
              "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
              "send",
              "raise ConnectionError(e, request=request)",
            ],
          ],
          `requests.exceptions.ConnectionError: HTTPSConnectionPool(host='hes.partner.example', port=443): Max retries exceeded with url: /api/readings (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f${x.r.hex(10)}>: Failed to establish a new connection: [Errno 113] No route to host'))`,
        ),
      },
    ],
    every: 4,
  },
  // ---------------- null_reference
  {
    cat: "null_reference",
    runtime: "go",
    sev: "high",
    hints: ["nil pointer", "nil", "panic", "sigsegv"],
    note: "a new code path in {o} dereferences a nil pointer; the handler panics (runtime error: invalid memory address or nil pointer dereference)",
    err: (x) =>
      goPanic(
        x.r,
        x.o,
        "panic: runtime error: invalid memory address or nil pointer dereference",
        "rates.(*Quote).Total",
      ).map((l) => ({
        sev: "error" as Sev,
        msg: l,
        raw: true,
        fieldSev: "info" as Sev,
      })),
    every: 12,
  },
  {
    cat: "null_reference",
    runtime: "java",
    sev: "medium",
    hints: ["nullpointerexception", "null", "npe"],
    note: "{o} hits a NullPointerException on records without a delivery address (helpful NPE: Cannot invoke ... because ... is null)",
    err: (x) => [
      {
        sev: "error",
        msg: 'Request processing failed: java.lang.NullPointerException: Cannot invoke "String.trim()" because the return value of "model.Address.getPostcode()" is null',
        frames: javaFrames(x.r, x.o, [
          `${pkgOf(x.o)}.model.AddressFormatter.format(AddressFormatter.java:${x.r.int(20, 90)})`,
        ]),
      },
    ],
    every: 3,
  },
  {
    cat: "null_reference",
    runtime: "python",
    sev: "medium",
    hints: ["nonetype", "attribute", "none"],
    note: "{o} calls .get on a lookup that now returns None; AttributeError: 'NoneType' object has no attribute 'get'",
    err: (x) => [
      {
        sev: "error",
        msg: "Unhandled exception in handler",
        frames: pyTrace(
          x.r,
          x.o,
          [[`/app/${x.o.replace(/-/g, "_")}/pricing.py`, "apply_tariff", 'band = tariff.get("band")']],
          "AttributeError: 'NoneType' object has no attribute 'get'",
        ),
      },
    ],
    every: 3,
  },
  {
    cat: "null_reference",
    runtime: "node",
    sev: "medium",
    hints: ["undefined", "cannot read", "typeerror"],
    note: "{o} reads a property of an undefined customer object; TypeError: Cannot read properties of undefined (reading 'postcode')",
    err: (x) => [
      {
        sev: "error",
        msg: "TypeError: Cannot read properties of undefined (reading 'postcode')",
        frames: nodeFrames(x.r, x.o, [`buildAddress (/app/dist/${x.o}/address.js:${x.r.int(10, 99)}:31)`]),
      },
    ],
    every: 3,
  },
  // ---------------- rate_limiting
  {
    cat: "rate_limiting",
    runtime: "node",
    sev: "medium",
    hints: ["429", "too many requests", "rate"],
    note: "{o} exceeds the SMS vendor's request quota; sends fail with 429 Too Many Requests",
    err: (x) => [
      {
        sev: "warn",
        msg: `HTTP 429 Too Many Requests from SMS API: {"code":20429,"message":"Too Many Requests","more_info":"https://docs.sms.example/errors/20429","status":429}`,
      },
      { sev: "error", msg: `notification ${id(x.r)} dropped after 3 attempts (429 Too Many Requests)`, dt: 1200 },
    ],
    every: 2,
  },
  {
    cat: "rate_limiting",
    runtime: "python",
    sev: "medium",
    hints: ["throttling", "rate exceeded", "rate"],
    note: "{o} is throttled by the cloud API (ThrottlingException: Rate exceeded) after a batch size change",
    err: (x) => [
      {
        sev: "error",
        msg: "batch publish failed",
        frames: pyTrace(
          x.r,
          x.o,
          [
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          "botocore.exceptions.ClientError: An error occurred (ThrottlingException) when calling the PutRecords operation (reached max retries: 4): Rate exceeded",
        ),
      },
    ],
    every: 3,
  },
  {
    cat: "rate_limiting",
    runtime: "go",
    sev: "medium",
    hints: ["resourceexhausted", "quota", "rate"],
    note: "{o} exhausts its per-minute write quota on the managed datastore; rpc error code = ResourceExhausted",
    err: () => [
      {
        sev: "error",
        msg: "write failed: rpc error: code = ResourceExhausted desc = Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'datastore.example.com'",
      },
    ],
    every: 2,
  },
  {
    cat: "rate_limiting",
    runtime: "dotnet",
    sev: "medium",
    hints: ["429", "too many requests", "rate"],
    note: "{o} is rate limited by the e-mail vendor; HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests)",
    err: (x) => [
      {
        sev: "error",
        msg: "Send failed",
        frames: [
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests).",
          ...dotnetFrames(x.r, x.o, ["System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()"]),
        ],
      },
    ],
    every: 3,
  },
  // ---------------- timeout
  {
    cat: "timeout",
    runtime: "go",
    sev: "medium",
    hints: ["deadline", "timeout", "deadlineexceeded"],
    note: "{o}'s model inference got slower than its 2 s budget; requests fail with context deadline exceeded",
    err: (x) => [
      {
        sev: "error",
        msg: `predict batch=${x.r.int(16, 64)}: rpc error: code = DeadlineExceeded desc = context deadline exceeded`,
      },
    ],
    every: 2,
  },
  {
    cat: "timeout",
    runtime: "java",
    sev: "medium",
    hints: ["timed out", "sockettimeout", "timeout"],
    note: "the partner API stops answering in time; {o}'s calls fail with java.net.SocketTimeoutException: Read timed out",
    err: (x) => [
      {
        sev: "error",
        msg: 'I/O error on POST request for "https://api.partner.example/v2/quote": Read timed out',
        frames: javaFrames(
          x.r,
          x.o,
          ["org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)"],
          [
            {
              ex: "java.net.SocketTimeoutException: Read timed out",
              frames: ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)"],
            },
          ],
        ),
      },
    ],
    every: 4,
  },
  {
    cat: "timeout",
    runtime: "python",
    sev: "medium",
    hints: ["time limit", "timelimitexceeded", "timeout"],
    note: "{o}'s celery tasks hit the hard time limit after a data growth (Hard time limit (300s) exceeded)",
    err: (x) => [
      {
        sev: "error",
        msg: `Hard time limit (300s) exceeded for tasks.render_statement[${x.r.hex(8)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(12)}]`,
      },
      {
        sev: "error",
        msg: `Process 'ForkPoolWorker-${x.r.int(1, 8)}' pid:${x.r.int(20, 500)} exited with 'signal 9 (SIGKILL)'`,
        dt: 30,
      },
    ],
    every: 10,
  },
  {
    cat: "timeout",
    runtime: "node",
    sev: "medium",
    hints: ["timeout", "aborted"],
    note: "{o}'s upstream call exceeds its AbortSignal.timeout; TimeoutError: The operation was aborted due to timeout",
    err: (x) => [
      {
        sev: "error",
        msg: "TimeoutError: The operation was aborted due to timeout",
        frames: [
          "    at new DOMException (node:internal/per_context/domexception:53:5)",
          "    at AbortSignal.timeout (node:internal/abort_controller:125:14)",
          ...nodeFrames(x.r, x.o, []),
        ],
      },
    ],
    every: 3,
  },
  // ---------------- validation
  {
    cat: "validation",
    runtime: "node",
    sev: "medium",
    hints: ["zod", "invalid", "validation", "expected"],
    note: "a partner feed started sending weights as strings; {o} rejects every message with a ZodError",
    err: (x) => [
      {
        sev: "error",
        msg: `message ${id(x.r)} rejected: ZodError: [\n  {\n    "code": "invalid_type",\n    "expected": "number",\n    "received": "string",\n    "path": [\n      "parcel",\n      "weight"\n    ],\n    "message": "Expected number, received string"\n  }\n]`,
      },
    ],
    every: 2,
  },
  {
    cat: "validation",
    runtime: "java",
    sev: "medium",
    hints: ["deserialize", "invalidformat", "parse", "validation"],
    note: "a client began sending dates as dd/MM/yyyy; {o} fails to deserialize them (InvalidFormatException)",
    err: (x) => [
      {
        sev: "warn",
        msg: `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "${x.r.int(13, 28)}/11/2026": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '${x.r.int(13, 28)}/11/2026' could not be parsed at index 0]`,
      },
      {
        sev: "error",
        msg: `rejected batch ${id(x.r)}: 400 Bad Request (InvalidFormatException on field deliveryDate)`,
        dt: 10,
      },
    ],
    every: 2,
  },
  {
    cat: "validation",
    runtime: "python",
    sev: "medium",
    hints: ["validation", "float_parsing", "pydantic"],
    note: "a head-end change formats readings with thousands separators; {o} rejects them with a pydantic ValidationError",
    err: (x) => [
      {
        sev: "error",
        msg: `reading batch ${id(x.r)} rejected`,
        frames: pyTrace(
          x.r,
          x.o,
          [
            [
              "/usr/local/lib/python3.11/site-packages/pydantic/main.py",
              "__init__",
              "validated_self = self.__pydantic_validator__.validate_python(data, self_instance=self)",
            ],
          ],
          `pydantic_core._pydantic_core.ValidationError: 1 validation error for MeterReading\nvalue_kwh\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='1,${x.r.int(100, 999)}.5', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.6/v/float_parsing`,
        ),
      },
    ],
    every: 2,
  },
  {
    cat: "validation",
    runtime: "go",
    sev: "medium",
    hints: ["unmarshal", "invalid", "validation", "json"],
    note: "an upstream producer changed a field type; {o} rejects each event with json: cannot unmarshal string into Go struct field",
    err: (x) => [
      {
        sev: "error",
        msg: `decode event ${id(x.r)}: json: cannot unmarshal string into Go struct field ScanEvent.weight_grams of type int`,
      },
      { sev: "warn", msg: "event sent to dead-letter topic (reason=invalid_payload)", dt: 3 },
    ],
    every: 2,
  },
  // ---------------- unknown
  {
    cat: "unknown",
    runtime: "node",
    sev: "medium",
    hints: ["unhandled", "unknown", "rejection"],
    note: "{o} starts failing requests with an unhandled rejection whose reason prints as [object Object]; nothing says why",
    err: (x) => [
      { sev: "error", msg: "Unhandled rejection: [object Object]" },
      { sev: "error", msg: `request ${x.r.hex(12)} failed: Internal Server Error`, dt: 5 },
    ],
    every: 3,
  },
  {
    cat: "unknown",
    runtime: "dotnet",
    sev: "medium",
    hints: ["exception", "unhandled", "unknown"],
    note: "{o} throws a bare System.Exception (Exception of type 'System.Exception' was thrown.) on every request; no cause is logged",
    err: (x) => [
      {
        sev: "error",
        msg: "An unhandled exception has occurred while executing the request.",
        frames: ["System.Exception: Exception of type 'System.Exception' was thrown.", ...dotnetFrames(x.r, x.o, [])],
      },
    ],
    every: 3,
  },
  {
    cat: "unknown",
    runtime: "go",
    sev: "medium",
    hints: ["internal", "unknown"],
    note: "{o} answers gRPC Internal with an empty description; its logs never say why",
    err: (x) => [
      {
        sev: "error",
        msg: `handler error: rpc error: code = Internal desc = internal error (request_id=${x.r.hex(16)})`,
      },
    ],
    every: 3,
  },
  {
    cat: "unknown",
    runtime: "python",
    sev: "medium",
    hints: ["unexpected", "exception", "unknown"],
    note: "{o}'s celery tasks fail with a bare Exception() and no message; the cause is never logged",
    err: (x) => [
      {
        sev: "error",
        msg: `Task tasks.process_item[${x.r.hex(8)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(4)}-${x.r.hex(12)}] raised unexpected: Exception()`,
        frames: pyTrace(
          x.r,
          x.o,
          [
            [
              "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
              "trace_task",
              "R = retval = fun(*args, **kwargs)",
            ],
          ],
          "Exception",
        ),
      },
    ],
    every: 3,
  },
];

/** How callers report a failing origin in their own words. */
export function defaultCaller(cat: Category, x: Ctx): Item {
  const p = `http://${x.o}:8080/internal/v1/${x.r.pick(["items", "quote", "submit", "lookup"])}`;
  if (cat === "timeout") return { sev: "error", msg: `call to ${x.o} failed: timeout of 5000ms exceeded (POST ${p})` };
  return x.r.pick<Item>([
    { sev: "error", msg: `POST ${p} -> 500 Internal Server Error (${x.r.int(5, 900)}ms)` },
    { sev: "warn", msg: `upstream ${x.o} returned 503, retrying in ${x.r.int(100, 800)}ms` },
    { sev: "error", msg: `request failed: ${x.o} responded 502 Bad Gateway` },
  ]);
}
