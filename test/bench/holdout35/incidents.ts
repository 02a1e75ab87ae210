// The 52 slow-burn incidents, four per category: each an early sign that grows at the origin (INFO, then WARN),
// then the failure in the runtime's own words, what callers say, and for some a recovery on its own.
import type { IncidentSpec, Line } from "./types.js";

const lerp = (a: number, b: number, p: number) => Math.round(a + (b - a) * p);
const lv = (p: number, at = 0.45): "info" | "warn" => (p < at ? "info" : "warn");
const gw = (path: string, code: number, ms: number, why: string): Line => [
  "error",
  `${path} -> ${code} in ${ms}ms (${why})`,
];

export const INCIDENTS: IncidentSpec[] = [
  // ---------------------------------------------------------------- memory
  {
    key: "jvm-heap-creep",
    rt: "jvm",
    cat: "memory",
    hints: ["outofmemory", "heap", "memory"],
    origin: "app",
    note: (x) =>
      `${x.o} leaks into old gen: G1 pauses and heap-after-GC creep up for minutes, then Java heap space OOM`,
    early: (p, x) => {
      const after = lerp(820, 1980, p);
      return p > 0.7
        ? [
            "warn",
            `[gc] GC(${lerp(400, 900, p)}) Pause Full (G1 Compaction Pause) ${after + 40}M->${after}M(2048M) ${lerp(600, 2900, p)}.${x.r.int(100, 999)}ms`,
          ]
        : [
            lv(p, 0.35),
            `[gc] GC(${lerp(400, 900, p)}) Pause Young (Normal) (G1 Evacuation Pause) ${after + 300}M->${after}M(2048M) ${lerp(12, 480, p)}.${x.r.int(100, 999)}ms`,
          ];
    },
    fail: (x) =>
      x.r.chance(0.6)
        ? ["error", `java.lang.OutOfMemoryError: Java heap space`]
        : [
            "error",
            `Exception in thread "http-nio-8080-exec-${x.r.int(1, 200)}" java.lang.OutOfMemoryError: Java heap space`,
          ],
    call: (x) => gw(`GET /api/${x.o}`, 503, x.r.int(5000, 30000), `upstream ${x.o}: Connection refused`),
  },
  {
    key: "node-heap-limit",
    rt: "node",
    cat: "memory",
    hints: ["heap", "memory", "out of memory"],
    origin: "app",
    note: (x) =>
      `${x.o} (Node) grows toward --max-old-space-size, event loop lag climbs, then JavaScript heap out of memory crash loop`,
    early: (p, x) => [
      lv(p, 0.5),
      `memory: heapUsed=${lerp(310, 1010, p)}MB heapTotal=${lerp(420, 1030, p)}MB rss=${lerp(520, 1240, p)}MB eventLoopLagP99=${lerp(8, 900, p) + x.r.int(0, 40)}ms`,
    ],
    fail: (x) =>
      x.r.chance(0.5)
        ? ["fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"]
        : [
            "error",
            `<--- Last few GCs ---> [1:0x${x.r.hex(12)}] ${x.r.int(900000, 990000)} ms: Mark-Compact 1021.4 (1043.2) -> 1019.8 (1044.0) MB, 1432.51 / 0.00 ms (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
          ],
    call: (x) => ["error", `request to http://${x.o}:3000/ failed, reason: socket hang up`],
  },
  {
    key: "go-oom",
    rt: "go",
    cat: "memory",
    hints: ["out of memory", "memory", "oom"],
    origin: "worker",
    note: (x) =>
      `${x.o} (Go) buffers an ever larger backlog in memory; heap in use climbs until runtime: out of memory`,
    early: (p, x) => [
      lv(p, 0.5),
      `memstats heap_inuse=${lerp(300, 1850, p)}MiB heap_objects=${lerp(2, 31, p)}M num_gc=${x.r.int(1000, 9000)} gc_pause_p99=${lerp(2, 340, p)}ms pending_batches=${lerp(40, 9800, p)}`,
    ],
    fail: (x) =>
      x.r.chance(0.5)
        ? ["fatal", `fatal error: runtime: out of memory`]
        : [
            "fatal",
            `runtime: out of memory: cannot allocate ${x.r.pick([4194304, 8388608, 16777216])}-byte block (${x.r.int(1900000000, 2000000000)} in use)`,
          ],
    call: (x) => [
      "error",
      `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp ${x.o}:9090: connect: connection refused"`,
    ],
  },
  {
    key: "celery-rss-recover",
    rt: "python",
    cat: "memory",
    hints: ["memory", "sigkill", "rss", "oom"],
    origin: "worker",
    recover: true,
    note: (x) =>
      `${x.o} (Celery) child RSS grows per task until the kernel OOM-kills children; max-tasks-per-child recycling brings RSS back down`,
    early: (p, x) => [
      lv(p, 0.4),
      `worker pid ${x.r.int(20, 90)} rss=${(0.3 + 1.6 * p).toFixed(2)}GiB (container limit 2GiB) after ${lerp(200, 4800, p)} tasks`,
    ],
    fail: (x) => [
      "error",
      `billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: ${x.r.int(100, 9999)}.`,
    ],
    call: (x) => [
      "warn",
      `task ${x.o}.process_batch[${x.r.hex(8)}-${x.r.hex(4)}] still pending after 300s, resubmitting`,
    ],
    heal: () => [
      ["o", "warn", "Restarting all pool processes: max-tasks-per-child=200 reached"],
      ["o", "info", "worker pid 131 rss=0.28GiB (container limit 2GiB) after 12 tasks"],
      ["o", "info", "celery@worker ready."],
    ],
  },
  // ---------------------------------------------------------------- database
  {
    key: "hikari-pool-leak",
    rt: "jvm",
    cat: "database",
    hints: ["connection", "pool", "hikari", "jdbc"],
    origin: "app",
    note: (x) =>
      `${x.o} leaks JDBC connections: Hikari active and waiting counts climb, then Connection is not available timeouts`,
    early: (p) => [
      lv(p, 0.5),
      `HikariPool-1 - Pool stats (total=20, active=${lerp(3, 20, p)}, idle=${20 - lerp(3, 20, p)}, waiting=${lerp(0, 26, p * p)})`,
    ],
    fail: () => [
      "error",
      "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
    ],
    call: (x) => gw(`POST /api/${x.o}`, 500, x.r.int(30000, 31000), `${x.o} returned 500 Internal Server Error`),
  },
  {
    key: "batch-eats-db-slots",
    rt: "python",
    cat: "database",
    hints: ["connection", "too many", "postgres", "clients"],
    origin: "batch",
    loud: "app",
    note: (x) =>
      `${x.o} fans out parallel workers that each hold a connection to ${x.db}; ${x.l} then gets "sorry, too many clients already"`,
    early: (p, x) => [
      lv(p, 0.55),
      `parallel export: started worker ${lerp(4, 96, p)}/96, open connections to ${x.db}=${lerp(4, 96, p)} (max_connections=100)`,
    ],
    fail: (x) => [
      "error",
      `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "${x.db}" (10.40.2.15), port 5432 failed: FATAL:  sorry, too many clients already`,
    ],
    call: (x) => gw(`GET /api/${x.l}`, 500, x.r.int(40, 900), `${x.l} returned 500`),
  },
  {
    key: "replica-lag",
    cat: "database",
    hints: ["replica", "lag", "replication", "database"],
    origin: "app",
    note: (x) =>
      `${x.db} replica lag grows for minutes under ${x.o}'s read traffic; reads go stale and read-after-write checks fail`,
    early: (p, x) => [
      lv(p, 0.3),
      `replica ${x.db}-replica-1 Seconds_Behind_Source=${lerp(2, 640, p * p)} (threshold 30)`,
    ],
    fail: (x) => [
      "error",
      `read-after-write check failed: row id=${x.r.int(100000, 999999)} not visible on ${x.db}-replica-1 after 3 attempts (Seconds_Behind_Source=${x.r.int(640, 900)})`,
    ],
    call: (x) => [
      "error",
      `GET ${x.o}/records/${x.r.int(100000, 999999)} returned 404 right after create (stale read)`,
    ],
  },
  {
    key: "pg-wraparound",
    rt: "ruby",
    cat: "database",
    hints: ["wraparound", "vacuum", "pg::", "database"],
    origin: "app",
    note: (x) =>
      `${x.db} counts down to transaction ID wraparound (must be vacuumed within N transactions) until it refuses commands for ${x.o}`,
    early: (p) => [
      "warn",
      `PG::Warning: WARNING:  database "ledger" must be vacuumed within ${lerp(11000000, 1000100, p)} transactions HINT:  To avoid a database shutdown, execute a database-wide VACUUM in that database.`,
    ],
    fail: () => [
      "error",
      'ActiveRecord::StatementInvalid: PG::ProgramLimitExceeded: ERROR:  database is not accepting commands to avoid wraparound data loss in database "ledger"',
    ],
    call: (x) => gw(`POST /api/${x.o}`, 500, x.r.int(20, 200), `${x.o} returned 500`),
  },
  // ---------------------------------------------------------------- disk
  {
    key: "uploads-volume-fills",
    rt: "node",
    cat: "disk",
    hints: ["enospc", "no space", "disk"],
    origin: "app",
    note: (x) => `${x.o}'s upload volume fills: usage warnings at 80, 90, 95% then ENOSPC on every write`,
    early: (p) => {
      const pct = lerp(80, 99, p);
      return ["warn", `disk usage on /var/lib/uploads at ${pct}% (${(pct * 0.5).toFixed(1)}G of 50G), threshold 80%`];
    },
    fail: (x) => ["error", `Error: ENOSPC: no space left on device, write '/var/lib/uploads/tmp/${x.r.hex(16)}.part'`],
    call: (x) => gw(`POST /api/${x.o}/upload`, 500, x.r.int(20, 400), `${x.o} returned 500`),
  },
  {
    key: "batch-spool-fills-shared",
    rt: "jvm",
    cat: "disk",
    hints: ["no space", "disk", "spool"],
    origin: "batch",
    loud: "app",
    note: (x) =>
      `${x.o} spools its export onto the shared /mnt/shared volume without cleanup; ${x.l} then cannot write: No space left on device`,
    early: (p, x) => [
      lv(p, 0.5),
      `spooled part ${lerp(10, 380, p)} to /mnt/shared/spool/${x.o} (${lerp(40, 198, p)} GB written, volume ${lerp(61, 100, p)}% used)`,
    ],
    fail: (x) => [
      "error",
      `java.io.IOException: No space left on device at java.base/java.io.FileOutputStream.writeBytes(Native Method) writing /mnt/shared/docs/${x.r.hex(10)}.pdf`,
    ],
    call: (x) => gw(`GET /api/${x.l}/documents`, 500, x.r.int(40, 900), `${x.l} returned 500`),
  },
  {
    key: "es-flood-stage",
    cat: "disk",
    hints: ["flood", "watermark", "disk", "read-only"],
    origin: "worker",
    note: (x) =>
      `the search cluster ${x.o} writes to crosses the 85/90/95% disk watermarks; indices go read-only and bulk writes fail`,
    early: (p, x) => {
      const pct = lerp(84, 95, p);
      return [
        "warn",
        `cluster health: node es-data-${x.r.int(1, 3)} disk.used_percent=${pct}% (${pct >= 90 ? "high" : "low"} disk watermark [${pct >= 90 ? 90 : 85}%] exceeded)`,
      ];
    },
    fail: (x) => [
      "error",
      `bulk request failed: cluster_block_exception: index [lessons_v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block] (${x.r.int(50, 400)} items)`,
    ],
    call: (x) => ["warn", `search results may be stale: ${x.o} indexing backlog ${x.r.int(2000, 90000)} docs`],
  },
  {
    key: "tmp-fills-recover",
    rt: "python",
    cat: "disk",
    hints: ["no space", "errno 28", "disk"],
    origin: "app",
    recover: true,
    note: (x) =>
      `${x.o} leaves temp files in /tmp until Errno 28; its cleanup cron then frees space and writes succeed again`,
    early: (p) => [
      lv(p, 0.3),
      `/tmp usage ${lerp(78, 99, p)}% (${lerp(15, 19, p)}.${lerp(1, 9, p)}G/20G), ${lerp(1200, 9800, p)} files`,
    ],
    fail: (x) => ["error", `OSError: [Errno 28] No space left on device: '/tmp/model_${x.r.hex(8)}.parquet'`],
    call: (x) => gw(`GET /api/${x.o}`, 500, x.r.int(20, 300), `${x.o} returned 500`),
    heal: () => [
      ["o", "info", "cleanup-tmp: removed 8714 files (14.2G) older than 30m"],
      ["o", "info", "/tmp usage 31% (6.2G/20G), 1102 files"],
    ],
  },
  // ---------------------------------------------------------------- network
  {
    key: "ephemeral-ports",
    rt: "go",
    cat: "network",
    hints: ["cannot assign", "dial", "socket", "port"],
    origin: "app",
    note: (x) =>
      `${x.o} opens a new TCP connection per call without keep-alive; TIME_WAIT sockets climb until connect: cannot assign requested address`,
    early: (p) => [
      lv(p, 0.5),
      `netstat: sockets TIME_WAIT=${lerp(2000, 28200, p)} ESTABLISHED=${lerp(80, 140, p)} (ip_local_port_range 32768-60999)`,
    ],
    fail: (x) => [
      "error",
      `Post "http://10.12.${x.r.int(0, 9)}.${x.r.int(2, 250)}:8080/v1/score": dial tcp 10.12.4.31:8080: connect: cannot assign requested address`,
    ],
    call: (x) => gw(`POST /api/${x.o}`, 502, x.r.int(5, 60), `${x.o} returned 502`),
  },
  {
    key: "resets-rising",
    rt: "jvm",
    cat: "network",
    hints: ["reset", "connection", "socket"],
    origin: "app",
    note: (x) =>
      `the egress path from ${x.o} to its partner starts resetting connections; retries absorb it for minutes, then calls fail`,
    early: (p, x) => [
      "warn",
      `I/O error on POST request for "https://edi.partner.example/v2/submit": Connection reset; retrying (${x.r.int(1, 2)}/3) [resets last 60s: ${lerp(1, 60, p)}]`,
    ],
    fail: () => [
      "error",
      'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://edi.partner.example/v2/submit": Connection reset; nested exception is java.net.SocketException: Connection reset',
    ],
    call: (x) => gw(`POST /api/${x.o}`, 502, x.r.int(100, 3000), `${x.o} returned 502`),
  },
  {
    key: "dns-eai-again-recover",
    rt: "node",
    cat: "network",
    hints: ["dns", "eai_again", "getaddrinfo", "lookup"],
    origin: "app",
    recover: true,
    note: (x) =>
      `cluster DNS degrades under load: ${x.o}'s lookups slow, then getaddrinfo EAI_AGAIN; DNS scales out and lookups recover`,
    early: (p, x) => [
      lv(p, 0.4),
      `dns lookup for api.vendor.example took ${lerp(3, 4800, p)}ms (resolver 10.96.0.10), retried ${lerp(0, 4, p)}x; cache miss rate ${x.r.int(30, 60)}%`,
    ],
    fail: () => ["error", "Error: getaddrinfo EAI_AGAIN api.vendor.example"],
    call: (x) => gw(`GET /api/${x.o}`, 502, x.r.int(5000, 9000), `${x.o} returned 502`),
    heal: () => [
      ["o", "info", "dns lookup for api.vendor.example took 2ms (resolver 10.96.0.10), retried 0x"],
      ["o", "info", "outbound calls to api.vendor.example healthy again (error rate 0.0% over 60s)"],
    ],
  },
  {
    key: "no-route-cassandra",
    rt: "go",
    cat: "network",
    hints: ["no route", "dial", "network", "unreachable"],
    origin: "worker",
    note: (x) =>
      `a route flaps between ${x.o} and its Cassandra hosts: hosts drop one by one, then connect: no route to host`,
    early: (p) => [
      "warn",
      `gocql: unable to dial control conn 10.20.4.${lerp(7, 12, p)}:9042: dial tcp 10.20.4.${lerp(7, 12, p)}:9042: i/o timeout (hosts up ${6 - lerp(0, 5, p)}/6)`,
    ],
    fail: () => ["error", "gocql: no hosts available in the pool: dial tcp 10.20.4.7:9042: connect: no route to host"],
    call: (x) => ["error", `rpc error: code = Unavailable desc = ${x.o}: backend store unreachable`],
  },
  // ---------------------------------------------------------------- timeout
  {
    key: "gunicorn-worker-timeout",
    rt: "python",
    cat: "timeout",
    hints: ["timeout", "worker timeout"],
    origin: "app",
    note: (x) => `${x.o}'s p99 latency climbs as a report query grows, until gunicorn kills workers at the 30s timeout`,
    early: (p, x) => [
      lv(p, 0.4),
      `slow request: POST /reports/run took ${lerp(800, 28000, p) + x.r.int(0, 400)}ms (p99 over 5m ${lerp(900, 27000, p)}ms)`,
    ],
    fail: (x) => ["fatal", `[CRITICAL] WORKER TIMEOUT (pid:${x.r.int(20, 99)})`],
    call: (x) => [
      "error",
      `call to ${x.o} failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
    ],
  },
  {
    key: "axios-carrier-timeout",
    rt: "node",
    cat: "timeout",
    hints: ["timeout", "exceeded"],
    origin: "worker",
    note: (x) =>
      `the carrier endpoint ${x.o} calls slows for minutes (latency warnings), then axios timeouts of 10000ms`,
    early: (p) => [
      lv(p, 0.4),
      `carrier api latency p99=${lerp(400, 9600, p)}ms p50=${lerp(120, 4000, p)}ms (budget 10000ms)`,
    ],
    fail: () => ["error", "AxiosError: timeout of 10000ms exceeded"],
    call: (x) => ["warn", `${x.o} backlog growing: ${x.r.int(400, 8000)} tracking updates waiting`],
  },
  {
    key: "lock-wait",
    rt: "jvm",
    cat: "timeout",
    hints: ["lock wait", "timeout"],
    origin: "app",
    note: (x) => `${x.o}'s stock updates contend on hot rows: slow UPDATEs lengthen, then Lock wait timeout exceeded`,
    early: (p, x) => [
      lv(p, 0.35),
      `Slow query ${(lerp(900, 48000, p) / 1000).toFixed(1)}s: UPDATE stock_level SET qty = qty - ? WHERE sku = 'HOP-${x.r.int(1000, 1010)}'`,
    ],
    fail: () => [
      "error",
      "org.springframework.dao.CannotAcquireLockException: could not execute statement; SQL [n/a]; nested exception is com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
    ],
    call: (x) => gw(`POST /api/${x.o}/reserve`, 504, x.r.int(50000, 51000), `${x.o} timed out`),
  },
  {
    key: "threadpool-starvation-recover",
    rt: "dotnet",
    cat: "timeout",
    hints: ["timeout", "canceled", "timed out"],
    origin: "app",
    recover: true,
    note: (x) =>
      `${x.o} (.NET) starves its thread pool as load climbs; requests time out until the autoscaler adds replicas`,
    early: (p, x) => [
      lv(p, 0.4),
      `Request queue length ${lerp(4, 480, p)}, ThreadPool.PendingWorkItemCount=${lerp(2, 3900, p)}, p99 ${lerp(200, 9000, p) + x.r.int(0, 99)} ms`,
    ],
    fail: () => [
      "error",
      "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
    ],
    call: (x) => gw(`GET /api/${x.o}`, 504, x.r.int(100000, 100400), `${x.o} timed out`),
    heal: () => [
      ["o", "info", "Now listening on: http://[::]:8080 (replica 5 of 8 after horizontal scale-up)"],
      ["o", "info", "Request queue length 3, ThreadPool.PendingWorkItemCount=0, p99 240 ms"],
    ],
  },
  // ---------------------------------------------------------------- rate limiting
  {
    key: "vendor-quota-drain",
    cat: "rate_limiting",
    hints: ["429", "rate limit", "too many requests"],
    origin: "worker",
    note: (x) =>
      `${x.o} burns its hourly API quota (X-RateLimit-Remaining falls for minutes) until the vendor answers 429`,
    early: (p) => [
      lv(p, 0.6),
      `vendor api X-RateLimit-Remaining=${lerp(4200, 12, p)} of 5000 (resets in ${lerp(52, 30, p)}m)`,
    ],
    fail: (x) => [
      "error",
      `HTTP 429 Too Many Requests from vendor api: API rate limit exceeded for installation ID ${x.r.int(100000, 999999)}. Retry-After: ${x.r.int(600, 1800)}`,
    ],
    call: (x) => ["warn", `data from ${x.o} is ${x.r.int(5, 40)} minutes old`],
  },
  {
    key: "backfill-burns-shared-quota",
    cat: "rate_limiting",
    hints: ["429", "too many requests", "rate"],
    origin: "batch",
    loud: "app",
    note: (x) =>
      `${x.o} runs a backfill against the shared SMS provider account, eating its rate; ${x.l}'s sends get 429`,
    early: (p, x) => [
      lv(p, 0.5),
      `backfill page ${lerp(10, 2300, p)}/2400 sent (${lerp(20, 99, p)} msg/s, account limit 100 msg/s) — ${x.r.int(10, 400)} queued`,
    ],
    fail: (x) => ["error", `Twilio error 20429: Too Many Requests (HTTP 429) sending to +44******${x.r.int(100, 999)}`],
    call: (x) => ["warn", `notification for booking delayed: ${x.l} returned 503 (upstream throttled)`],
  },
  {
    key: "ses-send-rate",
    cat: "rate_limiting",
    hints: ["throttling", "rate exceeded", "sending rate"],
    origin: "worker",
    note: (x) =>
      `${x.o} ramps a campaign past the SES sending quota (send rate warnings first), then Throttling: Maximum sending rate exceeded`,
    early: (p) => [
      lv(p, 0.5),
      `SES send rate ${lerp(4, 14, p)}.${lerp(0, 9, p)}/s of max 14/s (24h quota used ${lerp(40, 96, p)}%)`,
    ],
    fail: () => [
      "error",
      "Throttling: Maximum sending rate exceeded. (Service: AmazonSimpleEmailService; Status Code: 400; Error Code: Throttling)",
    ],
    call: (x) => ["warn", `email not confirmed by ${x.o} within 60s, will retry`],
  },
  {
    key: "maps-quota-recover",
    cat: "rate_limiting",
    hints: ["over_query_limit", "quota", "rate"],
    origin: "app",
    recover: true,
    note: (x) =>
      `${x.o}'s geocoding traffic climbs to the per-minute quota (usage warnings), OVER_QUERY_LIMIT follows, then traffic eases and requests succeed`,
    early: (p) => [lv(p, 0.5), `geocoding quota usage ${lerp(50, 99, p)}% of 3000 QPM`],
    fail: () => ["error", "Geocoding failed: OVER_QUERY_LIMIT - You have exceeded your rate-limit for this API."],
    call: (x) => gw(`GET /api/${x.o}/lookup`, 503, x.r.int(20, 200), `${x.o} returned 503`),
    heal: () => [
      ["o", "info", "geocoding quota usage 42% of 3000 QPM"],
      ["o", "info", "geocoding backoff released, requests succeeding"],
    ],
  },
  // ---------------------------------------------------------------- authentication
  {
    key: "oauth-refresh-countdown",
    cat: "authentication",
    hints: ["401", "token", "expired", "unauthorized"],
    origin: "app",
    note: (x) =>
      `${x.o} cannot refresh its OAuth token (invalid_client) and counts down to expiry; then every call is 401`,
    early: (p, x) => [
      "warn",
      `token refresh failed (will retry): invalid_client: Client authentication failed; current access token expires in ${Math.max(1, Math.round(x.mins * (1 - p)) + 1)} minutes`,
    ],
    fail: () => [
      "error",
      '401 Unauthorized from partner api: {"error":"invalid_token","error_description":"The access token expired"}',
    ],
    call: (x) => gw(`GET /api/${x.o}`, 502, x.r.int(40, 400), `${x.o} returned 502`),
  },
  {
    key: "db-password-rotated",
    rt: "jvm",
    cat: "authentication",
    hints: ["password", "authentication", "credential"],
    origin: "app",
    note: (x) =>
      `the database password was rotated under ${x.o}; old pooled connections age out one by one and new ones fail password authentication`,
    early: (p, x) => [
      "warn",
      `HikariPool-1 - Failed to create/setup connection: FATAL: password authentication failed for user "${x.o.replace(/-/g, "_")}" (pool total=${20 - lerp(1, 19, p)})`,
    ],
    fail: (x) => [
      "error",
      `org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is org.postgresql.util.PSQLException: FATAL: password authentication failed for user "${x.o.replace(/-/g, "_")}"`,
    ],
    call: (x) => gw(`GET /api/${x.o}`, 500, x.r.int(30, 900), `${x.o} returned 500`),
  },
  {
    key: "sts-expired-token",
    rt: "python",
    cat: "authentication",
    hints: ["expiredtoken", "expired", "token", "credentials"],
    origin: "worker",
    note: (x) =>
      `${x.o} cannot refresh its AWS role credentials during the advisory window; after expiry S3 answers ExpiredToken`,
    early: (p) => [
      p < 0.6 ? "info" : "warn",
      p < 0.6
        ? "Refreshing temporary credentials failed during advisory refresh period."
        : "Refreshing temporary credentials failed during mandatory refresh period.",
    ],
    fail: () => [
      "error",
      "botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the PutObject operation: The provided token has expired.",
    ],
    call: (x) => ["warn", `no new files from ${x.o} for ${x.r.int(3, 15)} minutes`],
  },
  {
    key: "kafka-scram-recover",
    rt: "jvm",
    cat: "authentication",
    hints: ["sasl", "authentication", "credentials"],
    origin: "app",
    recover: true,
    note: (x) =>
      `SCRAM credentials for ${x.o} were rotated on the brokers; as sessions re-authenticate, broker after broker rejects it, until the secret is re-synced`,
    early: (p, x) => [
      "warn",
      `[Producer clientId=${x.o}-1] Failed authentication with broker-${lerp(1, 5, p)}/10.0.1.${lerp(11, 15, p)} (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512)`,
    ],
    fail: () => [
      "error",
      "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
    ],
    call: (x) => ["warn", `no events from ${x.o} on topic readings.v2 for 120s`],
    heal: () => [
      ["o", "info", "SCRAM credentials reloaded from /etc/kafka/secrets (version 14)"],
      ["o", "info", "[Producer clientId=producer-1] Successfully authenticated with broker-1/10.0.1.11"],
    ],
  },
  // ---------------------------------------------------------------- authorization
  {
    key: "scope-lost-on-refresh",
    cat: "authorization",
    hints: ["403", "forbidden", "scope"],
    origin: "app",
    note: (x) =>
      `${x.o}'s refreshed tokens come back without the orders:write scope; as tokens refresh over minutes, 403 insufficient_scope spreads`,
    early: (p) => [
      "warn",
      `token refreshed but requested scope "orders:write" not granted (granted: orders:read profile); ${lerp(1, 16, p)}/16 workers now on reduced scope`,
    ],
    fail: () => [
      "error",
      '403 Forbidden from partner api: {"error":"insufficient_scope","error_description":"The request requires higher privileges than provided by the access token."}',
    ],
    call: (x) => gw(`POST /api/${x.o}`, 502, x.r.int(30, 300), `${x.o} returned 502`),
  },
  {
    key: "migration-drops-grants",
    rt: "python",
    cat: "authorization",
    hints: ["permission denied", "permission", "grant"],
    origin: "batch",
    loud: "app",
    note: (x) =>
      `${x.o} migrates tenant schemas one by one and recreates tables without the app role's grants; ${x.l} gets permission denied on each migrated tenant`,
    early: (p, x) => [
      "info",
      `migrated schema tenant_${lerp(1, 60, p)} (60 total): recreated table invoices owned by migrator in ${x.r.int(2, 40)}s`,
    ],
    fail: (x) => [
      "error",
      `psycopg2.errors.InsufficientPrivilege: permission denied for table invoices (schema tenant_${x.r.int(1, 40)})`,
    ],
    call: (x) => gw(`GET /api/${x.l}/invoices`, 500, x.r.int(20, 300), `${x.l} returned 500`),
  },
  {
    key: "policy-cache-expiry",
    cat: "authorization",
    hints: ["access denied", "permission", "forbidden"],
    origin: "app",
    note: (x) =>
      `${x.o} loaded policy bundle v42 in which role clinician lost chart:read; as cached decisions expire, more users are denied`,
    early: (p) => ["info", `authz cache: ${lerp(40, 2900, p)}/3000 decisions now evaluated against policy bundle v42`],
    fail: (x) => [
      "warn",
      `access denied: user ${x.r.int(1000, 9999)} role=clinician lacks permission chart:read (policy v42)`,
    ],
    call: (x) => gw(`GET /api/${x.o}/chart`, 403, x.r.int(5, 40), `${x.o} returned 403 Forbidden`),
  },
  {
    key: "pubsub-iam-recover",
    rt: "python",
    cat: "authorization",
    hints: ["permission", "denied", "403"],
    origin: "worker",
    recover: true,
    note: (x) =>
      `the publisher role binding of ${x.o}'s service account was removed; denials spread as IAM propagates, then the binding is restored`,
    early: (p) => ["warn", `publish retried after PERMISSION_DENIED on ${lerp(1, 8, p)}/8 publisher streams`],
    fail: () => [
      "error",
      "google.api_core.exceptions.PermissionDenied: 403 User not authorized to perform this action. (Permission 'pubsub.topics.publish' denied on resource 'projects/prod/topics/events')",
    ],
    call: (x) => ["warn", `no events from ${x.o} in the last 120s`],
    heal: () => [
      ["o", "info", "publish succeeded on 8/8 publisher streams (IAM binding roles/pubsub.publisher present)"],
    ],
  },
  // ---------------------------------------------------------------- configuration
  {
    key: "flag-rollout-missing-env",
    cat: "configuration",
    hints: ["not set", "config", "missing", "env"],
    origin: "app",
    note: (x) =>
      `${x.o} ramps the new-tax-engine flag 5% -> 100%; the code path reads TAX_SERVICE_URL which is not set in prod, so errors grow with the rollout`,
    early: (p) => ["info", `feature flag new-tax-engine rollout at ${lerp(5, 100, p)}%`],
    fail: () => ["error", "ConfigurationError: TAX_SERVICE_URL is not set; cannot compute VAT for cart"],
    call: (x) => gw(`POST /api/${x.o}`, 500, x.r.int(10, 200), `${x.o} returned 500`),
  },
  {
    key: "rolling-deploy-bad-key",
    rt: "node",
    cat: "configuration",
    hints: ["config", "not found", "redis_url", "missing"],
    origin: "app",
    note: (x) =>
      `a rolling deploy of ${x.o} reads cache.redis.url, which the config map does not have; each new replica falls back to localhost and fails`,
    early: (p, x) => [
      "warn",
      `replica ${lerp(1, 8, p)}/8 on v2.14.0: config key cache.redis.url not found, falling back to redis://localhost:6379 (pod ${x.o}-${x.r.hex(5)})`,
    ],
    fail: () => [
      "error",
      "Error: Redis connection to localhost:6379 failed - connect ECONNREFUSED 127.0.0.1:6379 (cache.redis.url not configured)",
    ],
    call: (x) => gw(`GET /api/${x.o}`, 500, x.r.int(10, 300), `${x.o} returned 500`),
  },
  {
    key: "refresh-drops-placeholder",
    rt: "jvm",
    cat: "configuration",
    hints: ["placeholder", "config", "property"],
    origin: "app",
    note: (x) =>
      `a Spring Cloud Config refresh removes partner.api.base-url from ${x.o}; instances pick it up one by one and fail to resolve the placeholder`,
    early: (p) => ["info", `Refresh keys changed: [partner.api.base-url] (instance ${lerp(1, 6, p)}/6 refreshed)`],
    fail: () => [
      "error",
      `java.lang.IllegalArgumentException: Could not resolve placeholder 'partner.api.base-url' in value "$\{partner.api.base-url}"`,
    ],
    call: (x) => gw(`POST /api/${x.o}`, 500, x.r.int(10, 300), `${x.o} returned 500`),
  },
  {
    key: "executor-size-recover",
    rt: "jvm",
    cat: "configuration",
    hints: ["config", "rejected", "max-threads"],
    origin: "app",
    recover: true,
    note: (x) =>
      `${x.o}'s new release reads EXECUTOR_MAX_THREADS=4 (was 64); its task queue grows until tasks are rejected, then the setting is rolled back`,
    early: (p) => [
      lv(p, 0.4),
      `executor queue depth ${lerp(20, 9900, p)} (max-threads=4, configured from EXECUTOR_MAX_THREADS)`,
    ],
    fail: (x) => [
      "error",
      `java.util.concurrent.RejectedExecutionException: Task rejected from java.util.concurrent.ThreadPoolExecutor@${x.r.hex(8)}[Running, pool size = 4, active threads = 4, queued tasks = 10000, completed tasks = ${x.r.int(10000, 90000)}]`,
    ],
    call: (x) => gw(`POST /api/${x.o}`, 503, x.r.int(10, 300), `${x.o} returned 503`),
    heal: () => [
      ["o", "info", "Config rollback applied: EXECUTOR_MAX_THREADS=64"],
      ["o", "info", "executor queue depth 12 (max-threads=64, configured from EXECUTOR_MAX_THREADS)"],
    ],
  },
  // ---------------------------------------------------------------- validation
  {
    key: "firmware-decimal-comma",
    rt: "python",
    cat: "validation",
    hints: ["validation", "parse", "invalid"],
    origin: "app",
    note: (x) =>
      `devices upgrading firmware one by one send kWh with a decimal comma; ${x.o}'s pydantic model rejects a growing share of readings`,
    early: (p) => [
      "warn",
      `coerced ${lerp(1, 90, p)} readings with comma decimals in last 60s (firmware 4.0.0 share ${lerp(2, 60, p)}%)`,
    ],
    fail: (x) => [
      "error",
      `1 validation error for Reading kwh Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='${x.r.int(1, 90)},${x.r.int(1, 9)}', input_type=str]`,
    ],
    call: (x) => ["warn", `POST /ingest/v2/readings -> 422 from ${x.o}`],
  },
  {
    key: "zod-null-postcode",
    rt: "node",
    cat: "validation",
    hints: ["zod", "validation", "invalid_type"],
    origin: "app",
    note: (x) =>
      `a new mobile app version reaches more users each minute and sends postcode: null; ${x.o}'s zod schema rejects it`,
    early: (p) => ["info", `client app 5.2.0 share ${lerp(1, 70, p)}% of requests`],
    fail: () => [
      "error",
      'ZodError: [{"code":"invalid_type","expected":"string","received":"null","path":["address","postcode"],"message":"Expected string, received null"}]',
    ],
    call: (x) => gw(`POST /api/${x.o}`, 400, x.r.int(5, 30), `${x.o} returned 400 Bad Request`),
  },
  {
    key: "bean-validation-bulk",
    rt: "jvm",
    cat: "validation",
    hints: ["validation", "notvalid", "rejected value"],
    origin: "app",
    note: (x) =>
      `a partner's bulk import into ${x.o} sends more and more lines with quantity 0; bean validation rejects them`,
    early: (p) => ["warn", `bulk import job ${lerp(1, 40, p)}: ${lerp(1, 300, p)} lines with quantity=0 skipped`],
    fail: (x) => [
      "error",
      `org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ResponseEntity OrderController.create(OrderRequest): [Field error in object 'orderRequest' on field 'lines[${x.r.int(0, 9)}].quantity': rejected value [0]; codes [Min.orderRequest.lines.quantity]; default message [must be greater than or equal to 1]]`,
    ],
    call: (x) => gw(`POST /api/${x.o}/bulk`, 400, x.r.int(10, 80), `${x.o} returned 400`),
  },
  {
    key: "problem-details-recover",
    rt: "dotnet",
    cat: "validation",
    hints: ["validation", "one or more validation errors"],
    origin: "app",
    recover: true,
    note: (x) =>
      `a partner integration ramps sending dates as dd/MM/yyyy to ${x.o}; ASP.NET model validation rejects them until the partner fixes its release`,
    early: (p) => ["warn", `partner feed: ${lerp(1, 80, p)} requests in last 60s with non-ISO date format`],
    fail: (x) => [
      "error",
      `One or more validation errors occurred. {"type":"https://tools.ietf.org/html/rfc9110#section-15.5.1","title":"One or more validation errors occurred.","status":400,"errors":{"$.visitDate":["The JSON value could not be converted to System.DateTime. Path: $.visitDate | LineNumber: 0 | BytePositionInLine: ${x.r.int(20, 90)}."]}}`,
    ],
    call: (x) => gw(`POST /api/${x.o}`, 400, x.r.int(5, 40), `${x.o} returned 400`),
    heal: () => [["o", "info", "partner feed: 0 requests in last 60s with non-ISO date format"]],
  },
  // ---------------------------------------------------------------- null reference
  {
    key: "jvm-helpful-npe",
    rt: "jvm",
    cat: "null_reference",
    hints: ["nullpointer", "null"],
    origin: "app",
    note: (x) =>
      `legacy cache entries without a price spread through ${x.o} as a warm-up job reloads them; each one ends in a NullPointerException`,
    early: (p, x) => [
      "warn",
      `cache entry for sku=HOP-${x.r.int(1000, 9999)} in legacy v1 format (no price); ${lerp(1, 800, p)} such entries loaded`,
    ],
    fail: () => [
      "error",
      'java.lang.NullPointerException: Cannot invoke "com.shop.catalog.Price.getAmount()" because the return value of "com.shop.catalog.Product.getPrice()" is null',
    ],
    call: (x) => gw(`GET /api/${x.o}`, 500, x.r.int(10, 200), `${x.o} returned 500`),
  },
  {
    key: "node-undefined-currency",
    rt: "node",
    cat: "null_reference",
    hints: ["typeerror", "undefined", "cannot read"],
    origin: "app",
    note: (x) =>
      `more accounts reach ${x.o} without a billing profile after a partial sync; reading profile.currency throws TypeError`,
    early: (p) => ["warn", `account sync: ${lerp(2, 900, p)} accounts missing billingProfile (sync partial)`],
    fail: () => ["error", "TypeError: Cannot read properties of undefined (reading 'currency')"],
    call: (x) => gw(`GET /api/${x.o}`, 500, x.r.int(10, 200), `${x.o} returned 500`),
  },
  {
    key: "python-nonetype",
    rt: "python",
    cat: "null_reference",
    hints: ["nonetype", "attributeerror", "none"],
    origin: "worker",
    note: (x) =>
      `${x.o} receives more records with an empty owner as an upstream import proceeds; each raises AttributeError on None`,
    early: (p) => ["warn", `records without owner in last batch: ${lerp(1, 400, p)}`],
    fail: () => ["error", "AttributeError: 'NoneType' object has no attribute 'get'"],
    call: (x) => ["warn", `${x.o} dead-letter queue depth ${x.r.int(10, 4000)}`],
  },
  {
    key: "dotnet-nre-recover",
    rt: "dotnet",
    cat: "null_reference",
    hints: ["nullreference", "object reference"],
    origin: "app",
    recover: true,
    note: (x) =>
      `${x.o} loads half-written settings rows during a slow sync and throws NullReferenceException on them, until the sync completes`,
    early: (p) => [
      "warn",
      `settings sync in progress: ${lerp(1, 95, p)}% of rows written, incomplete rows served from store`,
    ],
    fail: () => [
      "error",
      "System.NullReferenceException: Object reference not set to an instance of an object. at Clinic.Settings.RateCard.Resolve(Guid clinicId)",
    ],
    call: (x) => gw(`GET /api/${x.o}`, 500, x.r.int(10, 200), `${x.o} returned 500`),
    heal: () => [["o", "info", "settings sync complete: 100% of rows written"]],
  },
  // ---------------------------------------------------------------- dependency
  {
    key: "stripe-breaker",
    rt: "jvm",
    cat: "dependency",
    hints: ["circuit", "stripe", "502", "vendor"],
    origin: "app",
    note: (x) =>
      `the payment provider degrades: ${x.o}'s retries and latency climb for minutes, then its circuit breaker opens`,
    early: (p, x) => [
      "warn",
      `POST https://api.stripe.com/v1/payment_intents returned 502, retrying (attempt ${x.r.int(1, 2)}/3); vendor p95 ${lerp(400, 8000, p)}ms, failure rate ${lerp(1, 45, p)}%`,
    ],
    fail: () => [
      "error",
      "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'stripe' is OPEN and does not permit further calls",
    ],
    call: (x) => gw(`POST /api/${x.o}/pay`, 503, x.r.int(5, 50), `${x.o} returned 503`),
  },
  {
    key: "broker-queue-depth",
    cat: "dependency",
    hints: ["amqp", "broker", "rabbitmq", "connection"],
    origin: "worker",
    note: (x) =>
      `the RabbitMQ broker ${x.o} publishes to raises a memory alarm as queues grow; publishing blocks, then the broker closes connections`,
    early: (p) => [
      lv(p, 0.5),
      `rabbitmq queue depth orders.events=${lerp(2000, 190000, p)} consumers=2 publish confirms p99=${lerp(5, 4000, p)}ms`,
    ],
    fail: () => [
      "error",
      "AMQP connection closed: CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'",
    ],
    call: (x) => ["warn", `no order events from ${x.o} for 60s`],
  },
  {
    key: "smtp-421",
    rt: "node",
    cat: "dependency",
    hints: ["smtp", "421", "service not available"],
    origin: "worker",
    note: (x) =>
      `the mail provider ${x.o} relays through defers more and more (421 retries), then refuses all delivery`,
    early: (p) => ["warn", `smtp deferred ${lerp(1, 60, p)}% of deliveries in last 60s: 421 4.7.0 Try again later`],
    fail: () => [
      "error",
      "Error: Can't send mail - all recipients were rejected: 421 4.3.2 Service not available, closing transmission channel",
    ],
    call: (x) => ["warn", `confirmation email not sent yet for order; ${x.o} outbox ${x.r.int(100, 9000)}`],
  },
  {
    key: "carrier-503-recover",
    rt: "python",
    cat: "dependency",
    hints: ["503", "carrier", "unavailable"],
    origin: "worker",
    recover: true,
    note: (x) =>
      `the carrier API ${x.o} syncs from returns 503 on more and more calls, fails outright for minutes, then recovers`,
    early: (p) => ["warn", `carrier api: ${lerp(1, 70, p)}% of requests answered 503, retried with backoff`],
    fail: () => [
      "error",
      "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.carrier.example/v3/milestones",
    ],
    call: (x) => ["warn", `tracking data from ${x.o} stale by ${x.r.int(5, 30)} minutes`],
    heal: () => [["o", "info", "carrier api healthy again: 0% 503 in last 60s"]],
  },
  // ---------------------------------------------------------------- unknown
  {
    key: "silent-500s",
    cat: "unknown",
    hints: ["internal", "unknown", "500"],
    origin: "app",
    note: (x) => `${x.o}'s health checks slow for minutes, then it answers 500 with no reason logged`,
    early: (p) => [lv(p, 0.4), `health check /healthz took ${lerp(2, 2900, p)}ms`],
    fail: (x) => ["error", `Unhandled error in request pipeline (error id e-${x.r.hex(8)})`],
    call: (x) => gw(`GET /api/${x.o}`, 500, x.r.int(10, 200), `${x.o} returned 500 Internal Server Error`),
  },
  {
    key: "job-fails-no-reason",
    cat: "unknown",
    hints: ["failed", "unknown", "exit"],
    origin: "worker",
    note: (x) => `${x.o}'s jobs take longer and longer, then fail on every attempt with no error text`,
    early: (p) => [lv(p, 0.4), `job duration p95 ${lerp(2, 180, p)}s (retries ${lerp(0, 9, p)} in last 5m)`],
    fail: (x) => ["error", `job ${x.r.hex(10)} failed after 3 attempts: exit status 1`],
    call: (x) => ["warn", `${x.o} results missing for ${x.r.int(5, 300)} items`],
  },
  {
    key: "heartbeat-then-restart",
    cat: "unknown",
    hints: ["restart", "unknown", "heartbeat"],
    origin: "app",
    note: (x) => `${x.o} misses more and more heartbeats, then restarts over and over without saying why`,
    early: (p) => ["warn", `heartbeat to coordinator late by ${lerp(200, 9000, p)}ms`],
    fail: (x) => ["error", `process exited unexpectedly (status 2), restarting (restart #${x.r.int(1, 30)})`],
    call: (x) => gw(`GET /api/${x.o}`, 502, x.r.int(10, 200), `${x.o} returned 502 Bad Gateway`),
  },
  {
    key: "unknown-recover",
    cat: "unknown",
    hints: ["internal", "unknown", "500"],
    origin: "app",
    recover: true,
    note: (x) => `${x.o}'s error rate creeps up and it answers 500 with no detail for minutes, then stops on its own`,
    early: (p) => [lv(p, 0.4), `request error rate ${lerp(0, 12, p)}.${lerp(0, 9, p)}% over 60s (SLO 1%)`],
    fail: () => ["error", "500 Internal Server Error: an unexpected error occurred"],
    call: (x) => gw(`GET /api/${x.o}`, 500, x.r.int(10, 200), `${x.o} returned 500`),
    heal: () => [["o", "info", "request error rate 0.1% over 60s (SLO 1%)"]],
  },
];
