// The 52 partial-failure incidents of holdout40: 4 per category. Each fault lives in one pod, zone, canary
// version, tenant, shard or route of a replicated service; requests that reach that part fail (in the runtime's
// own words), the gateway retries and often lands on a healthy sibling, so callers see intermittent errors.
import type { Lang, Svc } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Ctx, Outcome, Req } from "./stream.js";

export type Dim = "pod" | "az" | "version" | "tenant" | "shard" | "route";

export interface Bad {
  svc: Svc;
  pod: number;
  tenant: string;
  shard: number;
  az: string;
  route: string;
  version: string;
  pkg: string;
}

export interface FaultSpec {
  category: string;
  lang: Lang;
  dim: Dim;
  hints: string[];
  sev: "medium" | "high";
  /** {svc} {pod} {tenant} {shard} {az} {route} {version} are filled in */
  note: string;
  /** share of matching requests that fail (default 1) */
  share?: number;
  fail: (r: Req, c: Ctx, b: Bad) => Outcome;
  extra?: (c: Ctx, b: Bad) => Ev[];
}

type Line = Outcome["lines"][number];
const L = (level: Level, msg: string, stack?: string[], dt = 0): Line => ({ dt, level, msg, stack });
const O = (status: number, caller: string, lines: Line[], latency = 30): Outcome => ({
  status,
  caller,
  lines,
  latency,
});
const at = (xs: string[]) => xs.map((x) => `\tat ${x}`);

/** Repeats fn every period ms (with jitter) over the fault window. */
function every(c: Ctx, period: number, fn: (t: number, i: number) => Ev[]): Ev[] {
  const out: Ev[] = [];
  let i = 0;
  for (
    let t = c.from + c.rng.int(0, Math.round(period / 3));
    t < c.end;
    t += period + c.rng.int(-period / 5, period / 5)
  )
    out.push(...fn(t, i++));
  return out;
}

/** OOM/crash loop of one pod: a death every ~period, then the startup lines of the runtime. */
function crashLoop(c: Ctx, b: Bad, period: number, death: (t: number) => Ev[], boot: string[]): Ev[] {
  return every(c, period, (t) => [
    ...death(t),
    ...boot.map((m, k) => c.ev(b.svc, b.pod, t + 14000 + k * 900 + c.rng.int(0, 300), "info", m)),
  ]);
}

const BOOT: Record<Lang, string[]> = {
  java: [
    "Starting Application v{version} using Java 21.0.5 with PID 1",
    "Tomcat started on port 8080 (http) with context path '/'",
    "Started Application in 11.84 seconds (process running for 12.9)",
  ],
  go: ["starting server version={version} go=go1.23.4", "listening on :8080"],
  node: ["> node dist/server.js", "server listening on http://0.0.0.0:3000 version={version}"],
  python: [
    "[1] [INFO] Starting gunicorn 22.0.0",
    "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)",
    "[1] [INFO] Booting worker with pid: 7",
  ],
  dotnet: [
    "Now listening on: http://[::]:8080",
    "Application started. Press Ctrl+C to shut down.",
    "Hosting environment: Production",
  ],
  ruby: [
    "Puma starting in single mode...",
    '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")',
    "* Listening on http://0.0.0.0:3000",
  ],
  rust: ["starting service version={version}", "listening on 0.0.0.0:8080"],
};
const boot = (c: Ctx, b: Bad) =>
  BOOT[b.svc.lang].map((m) => m.replace("{version}", c.pods(b.svc).versions[b.pod] as string));

export const FAULTS: FaultSpec[] = [
  // ---------------- memory ----------------
  {
    category: "memory",
    lang: "java",
    dim: "pod",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "one {svc} pod of several ({pod}) runs out of Java heap and restarts in a loop; siblings keep serving",
    share: 0.5,
    fail: (_r, _c, b) =>
      O(
        503,
        "connect: connection refused",
        [
          L(
            "error",
            `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause`,
            [
              "java.lang.OutOfMemoryError: Java heap space",
              ...at([
                `java.base/java.util.Arrays.copyOf(Arrays.java:3541)`,
                `java.base/java.util.ArrayList.grow(ArrayList.java:237)`,
                `${b.pkg}.export.RowCollector.add(RowCollector.java:58)`,
              ]),
            ],
          ),
        ],
        2,
      ),
    extra: (c, b) =>
      crashLoop(
        c,
        b,
        95000,
        (t) => [
          c.ev(b.svc, b.pod, t - 6000, "warn", "Pause Young (Allocation Failure) 3891M->3874M(4096M) 812.443ms"),
          c.ev(b.svc, b.pod, t, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space"),
        ],
        boot(c, b),
      ),
  },
  {
    category: "memory",
    lang: "node",
    dim: "pod",
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "one {svc} pod ({pod}) hits the V8 heap limit and crashes every minute or two; other pods fine",
    share: 0.6,
    fail: () => O(502, "upstream prematurely closed connection while reading response header", [], 4),
    extra: (c, b) =>
      crashLoop(
        c,
        b,
        80000,
        (t) => [
          c.ev(b.svc, b.pod, t, "error", "<--- Last few GCs --->", [
            "[1:0x5581c2a0]   612043 ms: Mark-Compact 2037.6 (2083.2) -> 2035.9 (2084.4) MB, 1841.20 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed",
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ]),
        ],
        boot(c, b),
      ),
  },
  {
    category: "memory",
    lang: "go",
    dim: "pod",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "one {svc} pod ({pod}) dies with 'runtime: out of memory' and restarts repeatedly",
    share: 0.6,
    fail: () => O(503, "connect: connection refused", [], 2),
    extra: (c, b) =>
      crashLoop(
        c,
        b,
        100000,
        (t) => [
          c.ev(b.svc, b.pod, t, "error", "fatal error: runtime: out of memory", [
            "",
            "runtime stack:",
            "runtime.throw({0x1a3f2c1?, 0x2000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd2c1b8e40 sp=0x7ffd2c1b8e10 pc=0x43c9dc",
            "runtime.sysMap(0xc4a0000000, 0x4000000, 0x2b4e4a8?)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0xc5 fp=0x7ffd2c1b8e80 sp=0x7ffd2c1b8e40 pc=0x41d925",
          ]),
        ],
        boot(c, b),
      ),
  },
  {
    category: "memory",
    lang: "python",
    dim: "pod",
    hints: ["sigkill", "memory", "out of memory", "oom"],
    sev: "medium",
    note: "gunicorn workers on one {svc} pod ({pod}) are SIGKILLed for memory, in-flight requests fail",
    share: 0.3,
    fail: (_r, c) =>
      O(
        502,
        "upstream prematurely closed connection while reading response header",
        [
          L(
            "error",
            `[1] [ERROR] Worker (pid:${c.rng.int(8, 90)}) was sent SIGKILL! Perhaps out of memory?`,
            undefined,
            3,
          ),
          L("info", `[1] [INFO] Booting worker with pid: ${c.rng.int(91, 400)}`, undefined, 60),
        ],
        5,
      ),
    extra: (c, b) =>
      every(c, 45000, (t) => [
        c.ev(
          b.svc,
          b.pod,
          t,
          "warn",
          `[1] [WARNING] worker memory rss=${c.rng.int(1900, 2040)}MiB above soft limit 1800MiB`,
        ),
      ]),
  },
  // ---------------- disk ----------------
  {
    category: "disk",
    lang: "node",
    dim: "pod",
    hints: ["enospc", "no space", "disk"],
    sev: "medium",
    note: "the node under one {svc} pod ({pod}) is out of disk: ENOSPC writing its spool dir; other pods fine",
    share: 0.7,
    fail: (_r, c) =>
      O(500, "returned 500", [
        L("error", `Error: ENOSPC: no space left on device, write '/var/spool/app/${c.rng.hex(8)}.json'`, [
          "    at Object.writeSync (node:fs:928:3)",
          "    at Object.writeFileSync (node:fs:2356:26)",
          "    at Spool.persist (/app/dist/spool.js:41:12)",
        ]),
      ]),
  },
  {
    category: "disk",
    lang: "java",
    dim: "pod",
    hints: ["no space", "disk", "ioexception", "checkpoint"],
    sev: "medium",
    note: "Kafka Streams state dir of one {svc} instance ({pod}) is full; its tasks fail and requests needing them error",
    share: 0.8,
    fail: (_r, _c, b) =>
      O(500, "returned 500", [
        L("error", "stream-thread [app-StreamThread-2] task [1_3] Failed to flush state store order-store", [
          "org.apache.kafka.streams.errors.ProcessorStateException: Error while executing flush from store order-store",
          "Caused by: org.rocksdb.RocksDBException: While appending to file: /var/lib/kafka-streams/app/1_3/rocksdb/order-store/000412.log: No space left on device",
          ...at([
            "org.rocksdb.RocksDB.flush(Native Method)",
            `${b.pkg}.streams.OrderTopology.flush(OrderTopology.java:88)`,
          ]),
        ]),
      ]),
    extra: (c, b) =>
      every(c, 30000, (t) => [
        c.ev(
          b.svc,
          b.pod,
          t,
          "warn",
          "stream-thread [app-StreamThread-2] task [1_3] Failed to write offset checkpoint file to [/var/lib/kafka-streams/app/1_3/.checkpoint]: java.io.IOException: No space left on device",
        ),
      ]),
  },
  {
    category: "disk",
    lang: "go",
    dim: "shard",
    hints: ["no space", "disk", "wal"],
    sev: "medium",
    note: "the volume of {svc} shard {shard} is full: WAL writes fail for that shard only",
    fail: (r, c) =>
      O(503, "returned 503", [
        L(
          "error",
          `shard=${r.shard} append failed: write /data/shard-0${r.shard}/wal/00000${c.rng.int(100, 999)}.log: no space left on device`,
        ),
      ]),
    extra: (c, b) =>
      every(c, 40000, (t) => [
        c.ev(
          b.svc,
          b.pod,
          t,
          "warn",
          `shard=${b.shard} compaction skipped: disk usage 100% (free 0B of 200GiB) on /data/shard-0${b.shard}`,
        ),
      ]),
  },
  {
    category: "disk",
    lang: "python",
    dim: "pod",
    hints: ["no space", "errno 28", "disk"],
    sev: "medium",
    note: "one {svc} host ({pod}) fills its /var/cache volume; renders on that pod fail with Errno 28",
    share: 0.8,
    fail: (_r, c) =>
      O(500, "returned 500", [
        L("error", "Exception in ASGI application", [
          "Traceback (most recent call last):",
          '  File "/app/render/cache.py", line 77, in store',
          "    fh.write(payload)",
          `OSError: [Errno 28] No space left on device: '/var/cache/render/${c.rng.hex(10)}.pdf'`,
        ]),
      ]),
  },
  // ---------------- database ----------------
  {
    category: "database",
    lang: "java",
    dim: "shard",
    hints: ["recovery", "replica", "database", "psql", "sql", "conflict"],
    sev: "medium",
    note: "the read replica of {svc} shard {shard} is lagging and cancels queries (conflict with recovery); other shards fine",
    fail: (r, _c, b) =>
      O(500, "returned 500", [
        L("error", `HikariPool-shard${r.shard}-ro - query failed on replica pg-shard-${r.shard}-replica-1`, [
          "org.postgresql.util.PSQLException: ERROR: canceling statement due to conflict with recovery",
          "  Detail: User query might have required to see row versions that must be removed.",
          ...at([
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            `${b.pkg}.repo.ShardedReadRepository.find(ShardedReadRepository.java:64)`,
          ]),
        ]),
      ]),
    extra: (c, b) =>
      every(c, 30000, (t) => [
        c.ev(
          b.svc,
          0,
          t,
          "warn",
          `replica lag check: pg-shard-${b.shard}-replica-1 replay_lag=${c.rng.int(40, 400)}s exceeds 30s, still routing reads`,
        ),
      ]),
  },
  {
    category: "database",
    lang: "ruby",
    dim: "shard",
    hints: ["too many connections", "mysql", "database", "connection"],
    sev: "medium",
    note: "MySQL for {svc} shard {shard} refuses connections (Too many connections); other shards serve",
    fail: (r) =>
      O(500, "returned 500", [
        L("error", `ActiveRecord::ConnectionNotEstablished (Too many connections) [shard=shard_${r.shard}]:`, [
          "mysql2 (0.5.6) lib/mysql2/client.rb:95:in `connect'",
          "activerecord (7.1.3) lib/active_record/connection_adapters/mysql2/database_statements.rb:55:in `block in execute'",
        ]),
        L(
          "info",
          `Completed 500 Internal Server Error in ${r.t % 40}ms (ActiveRecord: 0.0ms | Allocations: 1312)`,
          undefined,
          2,
        ),
      ]),
  },
  {
    category: "database",
    lang: "go",
    dim: "shard",
    hints: ["connection slots", "53300", "database", "postgres", "sql"],
    sev: "medium",
    note: "Postgres shard {shard} behind {svc} runs out of connection slots; queries for that shard fail",
    fail: (r) =>
      O(503, "returned 503", [
        L(
          "error",
          `shard=${r.shard} query failed: failed to connect to \`host=pg-shard-${r.shard}.db.internal user=ledger database=ledger\`: server error (FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300))`,
        ),
      ]),
  },
  {
    category: "database",
    lang: "dotnet",
    dim: "tenant",
    hints: ["deadlock", "sqlexception", "database", "sql"],
    sev: "medium",
    note: "{svc} writes for tenant {tenant} keep dying as SQL Server deadlock victims on that tenant's database",
    share: 0.6,
    fail: (r, c) =>
      O(500, "returned 500", [
        L(
          "error",
          `An exception occurred in the database while saving changes for context type 'TenantDbContext' (tenant ${r.tenant}).`,
          [
            `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${c.rng.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
          ],
        ),
      ]),
  },
  // ---------------- network ----------------
  {
    category: "network",
    lang: "go",
    dim: "az",
    hints: ["connection reset", "reset", "network", "nat"],
    sev: "medium",
    note: "the NAT gateway of zone {az} drops connections: {svc} pods in that zone get resets calling out; other zones fine",
    share: 0.6,
    fail: (_r, c) =>
      O(502, "returned 502", [
        L(
          "error",
          `partner call failed: Post "https://api.partner-carrier.com/v3/bookings": read tcp 10.${c.rng.int(10, 40)}.${c.rng.int(0, 255)}.${c.rng.int(2, 254)}:${c.rng.int(30000, 60000)}->52.${c.rng.int(0, 255)}.${c.rng.int(0, 255)}.${c.rng.int(0, 255)}:443: read: connection reset by peer`,
        ),
      ]),
  },
  {
    category: "network",
    lang: "node",
    dim: "pod",
    hints: ["eai_again", "getaddrinfo", "dns", "network"],
    sev: "medium",
    note: "the node-local DNS cache under one {svc} pod ({pod}) fails: getaddrinfo EAI_AGAIN on outbound calls",
    share: 0.8,
    fail: () =>
      O(502, "returned 502", [
        L("error", "Error: getaddrinfo EAI_AGAIN api.sendgrid.com", [
          "    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26) {",
          "  errno: -3001,",
          "  code: 'EAI_AGAIN',",
          "  syscall: 'getaddrinfo',",
          "  hostname: 'api.sendgrid.com'",
          "}",
        ]),
      ]),
  },
  {
    category: "network",
    lang: "java",
    dim: "az",
    hints: ["ssl", "handshake", "network", "eof"],
    sev: "medium",
    note: "{svc} pods in zone {az} cannot complete TLS handshakes to the card network through that zone's egress",
    share: 0.7,
    fail: (_r, _c, b) =>
      O(502, "returned 502", [
        L(
          "error",
          'I/O error on POST request for "https://acquirer.example-network.com/v2/auth": Remote host terminated the handshake',
          [
            "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
            ...at([
              "java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1714)",
              `${b.pkg}.acquirer.AcquirerClient.post(AcquirerClient.java:71)`,
            ]),
            "Caused by: java.io.EOFException: SSL peer shut down incorrectly",
          ],
        ),
      ]),
  },
  {
    category: "network",
    lang: "dotnet",
    dim: "az",
    hints: ["no route", "route to host", "network", "socket"],
    sev: "medium",
    note: "{svc} pods in zone {az} get 'No route to host' to the payer endpoint; other zones fine",
    share: 0.7,
    fail: (_r, c) =>
      O(502, "returned 502", [
        L("error", "Payer submission failed", [
          `System.Net.Http.HttpRequestException: No route to host (payer-edge.clearinghouse.example:443)`,
          ` ---> System.Net.Sockets.SocketException (113): No route to host`,
          "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
          `   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken) id=${c.rng.hex(6)}`,
        ]),
      ]),
  },
  // ---------------- timeout ----------------
  {
    category: "timeout",
    lang: "ruby",
    dim: "route",
    hints: ["timeout", "timed out", "ran for longer"],
    sev: "medium",
    note: "{svc} route {route} runs past rack-timeout's 15s on every call; all other routes answer normally",
    fail: (r, c) =>
      O(
        504,
        "upstream request timeout",
        [
          L(
            "error",
            `Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ) [GET ${r.path}]:`,
            ["app/services/export_builder.rb:48:in `each_row'", "app/controllers/exports_controller.rb:12:in `show'"],
            15000,
          ),
          L(
            "info",
            `source=rack-timeout id=${c.rng.hex(8)} timeout=15000ms service=15000ms state=timed_out`,
            undefined,
            15001,
          ),
        ],
        15003,
      ),
  },
  {
    category: "timeout",
    lang: "java",
    dim: "route",
    hints: ["timeout", "timeoutexception", "did not observe"],
    sev: "medium",
    note: "{svc} route {route} times out (Reactor timeout 10s) on every call while other routes are fine",
    fail: (_r, _c, b) =>
      O(
        504,
        "upstream request timeout",
        [
          L(
            "error",
            "Export stream failed",
            [
              "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 10000ms in 'flatMap' (and no fallback has been configured)",
              ...at([
                "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)",
                `${b.pkg}.export.ExportController.stream(ExportController.java:52)`,
              ]),
            ],
            10000,
          ),
        ],
        10004,
      ),
  },
  {
    category: "timeout",
    lang: "python",
    dim: "tenant",
    hints: ["timelimit", "time limit", "timeout", "softtimelimit"],
    sev: "medium",
    note: "{svc} jobs for tenant {tenant} exceed Celery's time limit and are killed; other tenants complete",
    share: 0.8,
    fail: (r, c) =>
      O(
        504,
        "upstream request timeout",
        [
          L(
            "error",
            `Task app.tasks.run_for_tenant[${c.rng.hex(8)}-${c.rng.hex(4)}] raised unexpected: SoftTimeLimitExceeded()`,
            [
              "Traceback (most recent call last):",
              '  File "/app/app/tasks.py", line 133, in run_for_tenant',
              `    rows = fetch_all(tenant="${r.tenant}")`,
              "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
            ],
            30000,
          ),
        ],
        30002,
      ),
    extra: (c, b) =>
      every(c, 60000, (t) => [
        c.ev(
          b.svc,
          c.rng.int(0, 3),
          t,
          "error",
          `Hard time limit (60s) exceeded for app.tasks.run_for_tenant[${c.rng.hex(8)}-${c.rng.hex(4)}] tenant=${b.tenant}`,
        ),
      ]),
  },
  {
    category: "timeout",
    lang: "dotnet",
    dim: "tenant",
    hints: ["timeout", "timeoutrejected", "did not complete"],
    sev: "medium",
    note: "{svc} requests for tenant {tenant} hit the Polly 20s timeout; other tenants answer",
    share: 0.8,
    fail: () =>
      O(
        504,
        "upstream request timeout",
        [
          L(
            "error",
            "Request processing failed",
            [
              "Polly.Timeout.TimeoutRejectedException: The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout.",
              "   at Polly.Timeout.AsyncTimeoutEngine.ImplementationAsync[TResult](Func`3 action, Context context, CancellationToken cancellationToken)",
            ],
            20000,
          ),
        ],
        20003,
      ),
  },
  // ---------------- authentication ----------------
  {
    category: "authentication",
    lang: "node",
    dim: "tenant",
    hints: ["401", "api key", "unauthorized", "authentication", "expired"],
    sev: "medium",
    note: "the partner API key stored for tenant {tenant} in {svc} expired: every call for that tenant gets 401",
    fail: (r) =>
      O(502, "returned 502", [
        L(
          "error",
          `AxiosError: Request failed with status code 401 tenant=${r.tenant} url=https://api.partner.example/v2/messages response={"error":"invalid_api_key","message":"API key expired on 2026-11-28"}`,
        ),
      ]),
  },
  {
    category: "authentication",
    lang: "java",
    dim: "pod",
    hints: ["password authentication", "authentication", "credential", "password"],
    sev: "medium",
    note: "one {svc} pod ({pod}) kept the old DB password after a secret rotation; its connections are refused",
    fail: (_r, _c, b) =>
      O(500, "returned 500", [
        L("error", "HikariPool-1 - Exception during pool initialization.", [
          'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "app_rw"',
          ...at([
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            `${b.pkg}.repo.JdbcRepository.open(JdbcRepository.java:30)`,
          ]),
        ]),
      ]),
  },
  {
    category: "authentication",
    lang: "go",
    dim: "pod",
    hints: ["jwks", "token", "authentication", "kid", "verification"],
    sev: "medium",
    note: "one {svc} pod ({pod}) has a stale JWKS cache after key rotation and rejects valid tokens with 401",
    share: 0.9,
    fail: () =>
      O(401, "returned 401", [
        L(
          "warn",
          'token verification failed: jwt: key "kid-2026-11-b" not found in JWKS (cached 26h ago, refresh failed: last fetch returned 304)',
        ),
      ]),
  },
  {
    category: "authentication",
    lang: "python",
    dim: "tenant",
    hints: ["invalid_client", "client authentication", "authentication", "oauth"],
    sev: "medium",
    note: "the OAuth client secret {svc} uses for tenant {tenant} was revoked: token requests fail invalid_client",
    fail: (r) =>
      O(502, "returned 502", [
        L("error", `token refresh failed for tenant=${r.tenant}`, [
          "Traceback (most recent call last):",
          '  File "/app/app/clients/oauth.py", line 58, in token',
          "    return session.fetch_token(TOKEN_URL, client_secret=secret)",
          "oauthlib.oauth2.rfc6749.errors.InvalidClientError: (invalid_client) Client authentication failed.",
        ]),
      ]),
  },
  // ---------------- authorization ----------------
  {
    category: "authorization",
    lang: "python",
    dim: "tenant",
    hints: ["accessdenied", "access denied", "authorization", "forbidden", "403"],
    sev: "medium",
    note: "{svc} is denied PutObject on tenant {tenant}'s bucket (policy change); other tenants write fine",
    fail: (r) =>
      O(500, "returned 500", [
        L("error", `upload to s3://tenant-${r.tenant}-assets failed`, [
          "Traceback (most recent call last):",
          '  File "/app/app/storage.py", line 41, in put',
          "    s3.put_object(Bucket=bucket, Key=key, Body=body)",
          "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
        ]),
      ]),
  },
  {
    category: "authorization",
    lang: "java",
    dim: "version",
    hints: ["forbidden", "rbac", "authorization", "cannot get"],
    sev: "medium",
    note: "the {svc} canary ({version}) runs under a new service account without RBAC to read configmaps; stable pods fine",
    fail: (_r, c, b) =>
      O(500, "returned 500", [
        L("error", "Failed to load feature flags", [
          `io.fabric8.kubernetes.client.KubernetesClientException: Failure executing: GET at: https://10.96.0.1:443/api/v1/namespaces/${c.est.namespace}/configmaps/feature-flags. Message: configmaps "feature-flags" is forbidden: User "system:serviceaccount:${c.est.namespace}:${b.svc.name}-canary" cannot get resource "configmaps" in API group "" in the namespace "${c.est.namespace}". Received status: Status(apiVersion=v1, code=403, reason=Forbidden).`,
        ]),
      ]),
  },
  {
    category: "authorization",
    lang: "go",
    dim: "tenant",
    hints: ["403", "permission", "authorization", "does not have"],
    sev: "medium",
    note: "{svc}'s service account lost storage.objects.create on tenant {tenant}'s bucket; only that tenant fails",
    fail: (r, c) =>
      O(502, "returned 502", [
        L(
          "error",
          `write tenant=${r.tenant} object failed: googleapi: Error 403: ${c.est.namespace}-sa@${c.est.namespace}.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist)., forbidden`,
        ),
      ]),
  },
  {
    category: "authorization",
    lang: "dotnet",
    dim: "tenant",
    hints: ["authorizationpermissionmismatch", "not authorized", "authorization", "403"],
    sev: "medium",
    note: "{svc} lost Blob write permission on tenant {tenant}'s storage account; that tenant's writes get 403",
    fail: () =>
      O(500, "returned 500", [
        L("error", "Failed to store document", [
          "Azure.RequestFailedException: This request is not authorized to perform this operation using this permission.",
          "Status: 403 (This request is not authorized to perform this operation using this permission.)",
          "ErrorCode: AuthorizationPermissionMismatch",
        ]),
      ]),
  },
  // ---------------- configuration ----------------
  {
    category: "configuration",
    lang: "java",
    dim: "version",
    hints: ["placeholder", "configuration", "property", "could not resolve"],
    sev: "medium",
    note: "the {svc} canary ({version}) needs a property nobody added: it fails to start and crash-loops; stable pods serve",
    share: 1,
    fail: () => O(503, "connect: connection refused", [], 2),
    extra: (c, b) =>
      every(c, 50000, (t) => [
        c.ev(
          b.svc,
          b.pod,
          t,
          "info",
          `Starting Application v${c.pods(b.svc).versions[b.pod]} using Java 21.0.5 with PID 1`,
        ),
        c.ev(b.svc, b.pod, t + 6200, "error", "Application run failed", [
          "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'exportService': Injection of autowired dependencies failed",
          `Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'export.bucket' in value "$\{export.bucket}"`,
          ...at([
            "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
          ]),
        ]),
      ]),
  },
  {
    category: "configuration",
    lang: "dotnet",
    dim: "version",
    hints: ["configuration", "connectionstring", "not found", "section"],
    sev: "medium",
    note: "the {svc} canary ({version}) reads a config section renamed in the release; its requests fail, stable fine",
    fail: () =>
      O(500, "returned 500", [
        L("error", "An unhandled exception has occurred while executing the request.", [
          "System.InvalidOperationException: Section 'Cache:Redis:ConnectionString' not found in configuration.",
          "   at Microsoft.Extensions.Configuration.ConfigurationExtensions.GetRequiredSection(IConfiguration configuration, String key)",
        ]),
      ]),
  },
  {
    category: "configuration",
    lang: "go",
    dim: "tenant",
    hints: ["config", "configuration", "invalid syntax", "smtp"],
    sev: "medium",
    note: 'tenant {tenant}\'s config in {svc} was saved with a bad value (port "587 "); every request for it fails',
    fail: (r) =>
      O(500, "returned 500", [
        L(
          "error",
          `load tenant config tenant=${r.tenant}: invalid config: notifications.smtp.port: strconv.Atoi: parsing "587 ": invalid syntax`,
        ),
      ]),
  },
  {
    category: "configuration",
    lang: "python",
    dim: "pod",
    hints: ["improperlyconfigured", "configuration", "environment variable"],
    sev: "medium",
    note: "one {svc} pod ({pod}) was started from a stale deployment without SHARD_DATABASE_URL: ImproperlyConfigured on every request",
    fail: () =>
      O(500, "returned 500", [
        L("error", "Internal Server Error", [
          "Traceback (most recent call last):",
          '  File "/app/config/settings.py", line 88, in <module>',
          '    DATABASES["shards"] = env.db("SHARD_DATABASE_URL")',
          "django.core.exceptions.ImproperlyConfigured: Set the SHARD_DATABASE_URL environment variable",
        ]),
      ]),
  },
  // ---------------- dependency ----------------
  {
    category: "dependency",
    lang: "ruby",
    dim: "tenant",
    hints: ["503", "server error", "dependency", "vendor", "faraday"],
    sev: "medium",
    note: "the tax vendor's endpoint used for tenant {tenant} answers 503; {svc} fails only for that tenant",
    share: 0.8,
    fail: (r) =>
      O(502, "returned 502", [
        L(
          "error",
          `Faraday::ServerError (the server responded with status 503) [tenant=${r.tenant} url=https://eu.taxvendor.example/v1/calc]:`,
          ["app/clients/tax_client.rb:27:in `calculate'"],
        ),
      ]),
  },
  {
    category: "dependency",
    lang: "java",
    dim: "shard",
    hints: ["circuitbreaker", "circuit", "open", "dependency"],
    sev: "medium",
    note: "the search cluster behind {svc} shard {shard} is unavailable; its circuit breaker is OPEN, other shards fine",
    fail: (r) =>
      O(503, "returned 503", [
        L(
          "error",
          `io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'search-shard-${r.shard}' is OPEN and does not permit further calls`,
        ),
      ]),
    extra: (c, b) => [
      c.ev(
        b.svc,
        1,
        c.from + 1500,
        "error",
        `Request to search-shard-${b.shard}.es.internal:9200 failed: 503 Service Unavailable {"error":{"type":"cluster_block_exception"}} (attempt 5/5)`,
      ),
      c.ev(
        b.svc,
        1,
        c.from + 1700,
        "warn",
        `CircuitBreaker 'search-shard-${b.shard}' changed state from CLOSED to OPEN`,
      ),
      ...every(c, 60000, (t) => [
        c.ev(b.svc, 1, t, "warn", `CircuitBreaker 'search-shard-${b.shard}' changed state from HALF_OPEN to OPEN`),
      ]),
    ],
  },
  {
    category: "dependency",
    lang: "go",
    dim: "shard",
    hints: ["leader", "kafka", "partition", "dependency"],
    sev: "medium",
    note: "one Kafka partition ({shard}) that {svc} produces to has no leader (broker down); writes keyed to it fail",
    fail: (r) =>
      O(503, "returned 503", [
        L(
          "error",
          `produce to events partition ${r.shard} failed: kafka server: In the middle of a leadership election, there is currently no leader for this partition and hence it is unavailable for writes`,
        ),
      ]),
  },
  {
    category: "dependency",
    lang: "node",
    dim: "shard",
    hints: ["redis", "loading", "dependency", "replyerror"],
    sev: "medium",
    note: "one Redis cluster node (slot range {shard}) behind {svc} is reloading its dataset; keys on it fail",
    fail: () =>
      O(503, "returned 503", [
        L("error", "ReplyError: LOADING Redis is loading the dataset in memory", [
          "    at parseError (/app/node_modules/redis-parser/lib/parser.js:179:12)",
          "    at parseType (/app/node_modules/redis-parser/lib/parser.js:302:14) {",
          "  command: { name: 'get', args: [ 'sess:...' ] }",
          "}",
        ]),
      ]),
  },
  // ---------------- rate limiting ----------------
  {
    category: "rate_limiting",
    lang: "ruby",
    dim: "tenant",
    hints: ["rate limit", "ratelimit", "403", "429"],
    sev: "medium",
    note: "{svc} exhausts the GitHub API rate limit of tenant {tenant}'s app installation; other tenants fine",
    fail: (r, c) =>
      O(502, "returned 502", [
        L(
          "error",
          `Octokit::TooManyRequests (GET https://api.github.com/installation/repositories: 403 - API rate limit exceeded for installation ID ${40000 + ((r.tenant.length * 731) % 9000)}. // See: https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting) [tenant=${r.tenant}] reset_in=${c.rng.int(300, 3000)}s`,
        ),
      ]),
  },
  {
    category: "rate_limiting",
    lang: "java",
    dim: "tenant",
    hints: ["throughput", "provisionedthroughputexceeded", "throttl", "rate"],
    sev: "medium",
    note: "tenant {tenant}'s hot partition key in DynamoDB is throttled; {svc} fails for that tenant only",
    fail: (_r, c) =>
      O(500, "returned 500", [
        L("error", "Write failed after 3 SDK retries", [
          `software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API. (Service: DynamoDb, Status Code: 400, Request ID: ${c.rng.hex(8).toUpperCase()}${c.rng.hex(8).toUpperCase()})`,
        ]),
      ]),
  },
  {
    category: "rate_limiting",
    lang: "go",
    dim: "shard",
    hints: ["slowdown", "slow down", "reduce your request rate", "503"],
    sev: "medium",
    note: "S3 throttles the one key prefix {svc} writes for shard {shard} (SlowDown); other prefixes fine",
    share: 0.8,
    fail: (r, c) =>
      O(503, "returned 503", [
        L(
          "error",
          `put shard=${r.shard} key=shard-${r.shard}/${c.rng.hex(10)}: operation error S3: PutObject, https response error StatusCode: 503, RequestID: ${c.rng.hex(16).toUpperCase()}, api error SlowDown: Please reduce your request rate.`,
        ),
      ]),
  },
  {
    category: "rate_limiting",
    lang: "dotnet",
    dim: "tenant",
    hints: ["toomanyrequests", "too many requests", "429", "throttl"],
    sev: "medium",
    note: "Microsoft Graph throttles {svc}'s calls for tenant {tenant} (429); other tenants fine",
    fail: () =>
      O(502, "returned 502", [
        L("error", "Graph call failed", [
          "Microsoft.Graph.Models.ODataErrors.ODataError: Application is over its MailboxConcurrency limit.",
          "   Code: TooManyRequests, Status: 429, Retry-After: 30",
        ]),
      ]),
  },
  // ---------------- validation ----------------
  {
    category: "validation",
    lang: "java",
    dim: "version",
    hints: ["validation", "methodargumentnotvalid", "rejected value", "400"],
    sev: "medium",
    note: "the {svc} canary ({version}) ships a stricter postcode rule and rejects valid requests with 400; stable fine",
    fail: (_r, c) =>
      O(400, "", [
        L(
          "warn",
          `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity create(CreateRequest): [Field error in object 'createRequest' on field 'postalCode': rejected value [SW1A ${c.rng.int(1, 9)}AA]; codes [Pattern.createRequest.postalCode]; default message [must match "^[0-9]{5}$"]]]`,
        ),
      ]),
  },
  {
    category: "validation",
    lang: "rust",
    dim: "shard",
    hints: ["invalid type", "serde", "validation", "deserial"],
    sev: "medium",
    note: "a malformed record on partition {shard} makes {svc} fail deserialization for every request touching it",
    fail: (r) =>
      O(422, "", [
        L(
          "error",
          `failed to decode record partition=${r.shard} offset=${88000 + r.shard * 17}: invalid type: null, expected a string at line 1 column 212`,
        ),
      ]),
  },
  {
    category: "validation",
    lang: "python",
    dim: "tenant",
    hints: ["validation", "validationerror", "pydantic", "decimal"],
    sev: "medium",
    note: "tenant {tenant} starts sending amounts with a comma decimal; {svc} rejects them (pydantic) for that tenant only",
    fail: (r) =>
      O(422, "", [
        L("error", `ingest rejected tenant=${r.tenant}`, [
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for Reading",
          "amount",
          "  Input should be a valid decimal [type=decimal_parsing, input_value='12,50', input_type=str]",
          "    For further information visit https://errors.pydantic.dev/2.7/v/decimal_parsing",
        ]),
      ]),
  },
  {
    category: "validation",
    lang: "node",
    dim: "version",
    hints: ["zod", "validation", "invalid_type", "required"],
    sev: "medium",
    note: "the {svc} canary ({version}) requires a new 'currency' field callers do not send: 400s from that version only",
    fail: () =>
      O(400, "", [
        L("warn", "request validation failed", [
          "ZodError: [",
          "  {",
          '    "code": "invalid_type",',
          '    "expected": "string",',
          '    "received": "undefined",',
          '    "path": [ "currency" ],',
          '    "message": "Required"',
          "  }",
          "]",
        ]),
      ]),
  },
  // ---------------- null reference ----------------
  {
    category: "null_reference",
    lang: "java",
    dim: "version",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "the {svc} canary ({version}) throws NullPointerException on customers without an address; stable fine",
    share: 0.7,
    fail: (_r, _c, b) =>
      O(500, "returned 500", [
        L("error", "Servlet.service() for servlet [dispatcherServlet] threw exception", [
          'java.lang.NullPointerException: Cannot invoke "com.model.Address.getCountry()" because the return value of "com.model.Customer.getAddress()" is null',
          ...at([
            `${b.pkg}.pricing.TaxResolver.resolve(TaxResolver.java:41)`,
            `${b.pkg}.web.QuoteController.quote(QuoteController.java:77)`,
          ]),
        ]),
      ]),
  },
  {
    category: "null_reference",
    lang: "dotnet",
    dim: "tenant",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "tenant {tenant} has no branding settings row; {svc} throws NullReferenceException on every request for it",
    fail: () =>
      O(500, "returned 500", [
        L("error", "An unhandled exception has occurred while executing the request.", [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          "   at Docs.Rendering.BrandingResolver.Resolve(TenantSettings settings) in /src/Docs/Rendering/BrandingResolver.cs:line 23",
        ]),
      ]),
  },
  {
    category: "null_reference",
    lang: "node",
    dim: "route",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    sev: "medium",
    note: "{svc} route {route} dereferences an undefined field in its new response mapper; other routes fine",
    fail: () =>
      O(500, "returned 500", [
        L("error", "TypeError: Cannot read properties of undefined (reading 'currency')", [
          "    at toExportRow (/app/dist/export/mapper.js:31:28)",
          "    at Array.map (<anonymous>)",
          "    at exportHandler (/app/dist/routes/export.js:54:30)",
        ]),
      ]),
  },
  {
    category: "null_reference",
    lang: "go",
    dim: "version",
    hints: ["nil pointer", "nil", "invalid memory address", "null"],
    sev: "medium",
    note: "the {svc} canary ({version}) panics with a nil pointer dereference (recovered per request); stable fine",
    share: 0.6,
    fail: (r) =>
      O(500, "returned 500", [
        L(
          "error",
          `http: panic serving 10.0.${r.shard}.17:${40000 + r.shard}: runtime error: invalid memory address or nil pointer dereference`,
          [
            "goroutine 8812 [running]:",
            "net/http.(*conn).serve.func1()",
            "\t/usr/local/go/src/net/http/server.go:1903 +0xbe",
            "main.(*handler).enrich(0xc0001a2000, 0x0)",
            "\t/src/internal/api/enrich.go:64 +0x3a",
          ],
        ),
      ]),
  },
  // ---------------- unknown ----------------
  {
    category: "unknown",
    lang: "go",
    dim: "pod",
    hints: ["exit", "restart", "unknown", "crash"],
    sev: "medium",
    note: "one {svc} pod ({pod}) keeps dying and restarting with nothing logged about why; callers get resets",
    share: 0.5,
    fail: () =>
      O(503, "upstream connect error or disconnect/reset before headers. reset reason: connection termination", [], 3),
    extra: (c, b) =>
      crashLoop(
        c,
        b,
        70000,
        (t) => [c.ev(b.svc, b.pod, t + 4000, "error", "[entrypoint] server exited with status 2; restarting in 10s")],
        boot(c, b),
      ),
  },
  {
    category: "unknown",
    lang: "python",
    dim: "pod",
    hints: ["exited", "worker", "unknown", "exit code"],
    sev: "medium",
    note: "gunicorn workers on one {svc} pod ({pod}) exit with code 1 without a traceback; requests in flight fail",
    share: 0.5,
    fail: (_r, c) => {
      const pid = c.rng.int(8, 900);
      return O(502, "upstream prematurely closed connection while reading response header", [
        L("info", `[${pid}] [INFO] Worker exiting (pid: ${pid})`, undefined, 2),
        L("error", `[1] [ERROR] Worker (pid:${pid}) exited with code 1`, undefined, 3),
        L("error", "[1] [ERROR] Shutting down: Master", undefined, 4),
        L("error", "[1] [ERROR] Reason: Worker failed to boot.", undefined, 5),
      ]);
    },
  },
  {
    category: "unknown",
    lang: "java",
    dim: "shard",
    hints: ["unhandled", "internal server error", "unknown", "500"],
    sev: "medium",
    note: "{svc} answers 500 for everything on shard {shard} with a generic handler message and no cause logged",
    fail: (r) =>
      O(500, "returned 500", [
        L(
          "error",
          `GlobalExceptionHandler : Unhandled error processing request [shard=${r.shard}] - returning 500 (errorId=${r.trace})`,
        ),
      ]),
  },
  {
    category: "unknown",
    lang: "node",
    dim: "pod",
    hints: ["exit status", "elifecycle", "exit", "unknown"],
    sev: "medium",
    note: "one {svc} pod ({pod}) exits with status 1 from npm every minute or so, no error printed",
    share: 0.5,
    fail: () =>
      O(502, "upstream connect error or disconnect/reset before headers. reset reason: connection termination", [], 2),
    extra: (c, b) =>
      crashLoop(
        c,
        b,
        65000,
        (t) => [
          c.ev(b.svc, b.pod, t, "error", "npm ERR! code ELIFECYCLE", [
            "npm ERR! errno 1",
            `npm ERR! ${b.svc.name}@${c.pods(b.svc).versions[b.pod]} start: \`node dist/server.js\``,
            "npm ERR! Exit status 1",
          ]),
        ],
        boot(c, b),
      ),
  },
];
