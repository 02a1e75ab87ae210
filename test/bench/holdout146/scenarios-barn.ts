// Boulder Barn: snake_case services behind nginx, W3C traceparent on traced requests.
import { edge, on, once, type Scenario, trace } from "./kit.js";

const E = "barn_nginx";
const JAVA_PG = [
  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)",
  "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
];

export const BARN: Scenario[] = [
  {
    estate: "boulder_barn",
    category: "authentication",
    origin: "membership_core",
    hints: ["password", "authentication", "credential"],
    severity: "high",
    note: "membership_core re-reads rotated database credentials that the database never accepted; every new connection fails password authentication and day passes that look up members return 500.",
    hour: 16,
    involved: ["membership_core", "day_pass_svc"],
    steps: [
      once(
        "membership_core",
        "INFO",
        -4,
        "c.b.m.config.DbSecretWatcher : credentials file /vault/secrets/db changed, refreshing datasource",
      ),
      trace(
        "membership_core",
        "ERROR",
        0,
        5,
        'com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Exception during pool initialization. org.postgresql.util.PSQLException: FATAL: password authentication failed for user "membership_app"',
        JAVA_PG,
      ),
      on("day_pass_svc", "ERROR", 3, 12, [
        "GuzzleHttp\\Exception\\ServerException: Server error: `GET http://membership_core:8080/members/{mem}` resulted in a `500 Internal Server Error` response",
      ]),
      on("day_pass_svc", "WARN", 3, 8, ["retrying member lookup for {mem} (attempt 2 of 3)"]),
      edge(E, 3, 10, { method: "POST", path: "/api/passes", status: [500], upstream: "day_pass_svc", ms: [200, 900] }),
    ],
  },
  {
    estate: "boulder_barn",
    category: "authorization",
    origin: "membership_core",
    hints: ["permission", "denied", "grant", "privilege"],
    severity: "medium",
    note: "A Flyway migration in membership_core recreates the member_waivers table without the app role's grant; every waiver link hits 'permission denied for table' and waiver_sign reports 500s.",
    hour: 9,
    involved: ["membership_core", "waiver_sign"],
    steps: [
      once(
        "membership_core",
        "INFO",
        -12,
        'o.f.core.internal.command.DbMigrate : Successfully applied 1 migration to schema "public", now at version v87 (execution time 00:00.412s)',
      ),
      on("membership_core", "ERROR", 0, 5, [
        "o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: permission denied for table member_waivers",
      ]),
      on("waiver_sign", "ERROR", 1, 7, [
        "link waiver {waiver} failed: membership_core answered 500 Internal Server Error",
      ]),
      edge(E, 1, 6, { method: "POST", path: "/api/waivers", status: [502], upstream: "waiver_sign", ms: [90, 300] }),
    ],
  },
  {
    estate: "boulder_barn",
    category: "database",
    origin: "day_pass_svc",
    hints: ["deadlock", "sql", "mysql", "database", "lock"],
    severity: "medium",
    note: "A pass-expiry batch in day_pass_svc overlaps the lunchtime rush and MySQL deadlocks pass updates; some retries die on lock wait timeouts.",
    hour: 12,
    involved: ["day_pass_svc"],
    steps: [
      once("day_pass_svc", "INFO", -8, "[schedule] Running ['artisan' passes:expire --chunk=500]"),
      on("day_pass_svc", "ERROR", 0, 6, [
        "SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; try restarting transaction (SQL: update `passes` set `state` = expired where `id` in (...))",
      ]),
      on("day_pass_svc", "ERROR", 40, 2, [
        "SQLSTATE[HY000]: General error: 1205 Lock wait timeout exceeded; try restarting transaction",
      ]),
      edge(E, 0, 6, { method: "POST", path: "/api/passes", status: [500], upstream: "day_pass_svc", ms: [50, 50000] }),
    ],
  },
  {
    estate: "boulder_barn",
    category: "network",
    origin: "class_sched",
    hints: ["network", "route", "host", "unreachable"],
    severity: "high",
    note: "The node running class_sched loses its network path; class_sched cannot reach Redis or Postgres (no route to host) and nginx cannot reach class_sched.",
    hour: 18,
    involved: ["class_sched", "barn_redis"],
    steps: [
      on("class_sched", "ERROR", 0, 4, [
        "Redis::CannotConnectError: Error connecting to Redis on barn_redis:6379 (Errno::EHOSTUNREACH)",
        'ActiveRecord::ConnectionNotEstablished: connection to server at "10.2.6.20", port 5432 failed: No route to host',
      ]),
      on(E, "ERROR", 2, 8, [
        '[error] 31#31: *{n}{n} connect() failed (113: No route to host) while connecting to upstream, client: {ip}, server: barn, request: "POST /api/classes/{n2}/book HTTP/1.1", upstream: "http://10.2.8.14:8000/api/classes/{n2}/book"',
      ]),
      edge(E, 2, 8, {
        method: "POST",
        path: "/api/classes/{n2}/book",
        status: [502],
        upstream: "class_sched",
        ms: [3000, 3100],
      }),
    ],
  },
  {
    estate: "boulder_barn",
    category: "timeout",
    origin: "setting_board",
    hints: ["timeout", "worker timeout"],
    severity: "medium",
    note: "setting_board's gunicorn workers time out building the reset-sheet view and are killed at 30 s; nginx reports upstream prematurely closed connection.",
    hour: 20,
    involved: ["setting_board", "barn_search"],
    steps: [
      on("setting_board", "ERROR", 0, 4, ["[{pid}] [CRITICAL] WORKER TIMEOUT (pid:{pid})"]),
      on("setting_board", "INFO", 1, 4, ["[1] [INFO] Booting worker with pid: {pid}"]),
      on(E, "ERROR", 0, 5, [
        '[error] 30#30: *{n}{n} upstream prematurely closed connection while reading response header from upstream, client: {ip}, server: barn, request: "GET /api/problems/reset-sheet HTTP/1.1", upstream: "http://10.2.5.7:8000/api/problems/reset-sheet"',
      ]),
      edge(E, 0, 5, {
        method: "GET",
        path: "/api/problems/reset-sheet",
        status: [502],
        upstream: "setting_board",
        ms: [30000, 30010],
      }),
    ],
  },
  {
    estate: "boulder_barn",
    category: "rate_limiting",
    origin: "barn_nginx",
    hints: ["limit", "rate", "excess", "limiting"],
    severity: "medium",
    note: "nginx's limit_req zone for kiosks starts rejecting waiver uploads after kiosks come back online together; rejected kiosks retry and keep the zone saturated.",
    hour: 10,
    involved: ["waiver_sign"],
    steps: [
      on(E, "ERROR", 0, 30, [
        '[error] 29#29: *{n}{n} limiting requests, excess: 20.{n} by zone "kiosk", client: 10.2.9.{n2}, server: barn, request: "POST /api/waivers HTTP/1.1"',
      ]),
      edge(E, 0, 30, { method: "POST", path: "/api/waivers", status: [503], upstream: "waiver_sign", ms: [0, 1] }),
      on("waiver_sign", "WARN", 10, 6, ["kiosk {kiosk} reports upload failed (503), retrying in 5s"]),
    ],
  },
  {
    estate: "boulder_barn",
    category: "validation",
    origin: "setting_board",
    hints: ["validation", "pattern", "grade", "invalid"],
    severity: "medium",
    note: "The spring reset sheet is imported with lower-case Font grades and setting_board rejects every problem with a pydantic pattern error.",
    hour: 8,
    involved: ["setting_board"],
    steps: [
      once("setting_board", "INFO", -25, "import started: spring-reset.csv (312 problems) by setter r.d."),
      trace("setting_board", "ERROR", 0, 7, "1 validation error for ProblemIn", [
        "grade",
        "  String should match pattern '^(V\\d{1,2}|\\d[ABC]\\+?)$' [type=string_pattern_mismatch, input_value='7a+', input_type=str]",
      ]),
      edge(E, 0, 6, { method: "POST", path: "/api/problems/", status: [422], upstream: "setting_board", ms: [20, 80] }),
    ],
  },
  {
    estate: "boulder_barn",
    category: "null_reference",
    origin: "till_sync",
    hints: ["null", "nullreference", "object reference"],
    severity: "medium",
    note: "till_sync throws NullReferenceException on café sales that carry no loyalty card after a till firmware change, and those sales stop syncing.",
    hour: 14,
    involved: ["till_sync"],
    steps: [
      trace(
        "till_sync",
        "ERROR",
        0,
        6,
        "Till.Sync.Worker[0] System.NullReferenceException: Object reference not set to an instance of an object.",
        [
          "   at Till.Sync.SaleMapper.Map(SaleDto dto) in /src/Till.Sync/SaleMapper.cs:line 57",
          "   at Till.Sync.Worker.ExecuteAsync(CancellationToken stoppingToken) in /src/Till.Sync/Worker.cs:line 41",
        ],
      ),
      on("till_sync", "WARN", 5, 4, ["Till.Sync.Worker[0] {till} backlog {n2} unsynced sales"]),
    ],
  },
  {
    estate: "boulder_barn",
    category: "configuration",
    origin: "class_sched",
    hints: ["config", "env", "key", "missing", "calendar_feed_token"],
    severity: "high",
    note: "A class_sched release reads a new CALENDAR_FEED_TOKEN variable nobody set; Puma fails at boot in a loop and nginx gets connection refused.",
    hour: 7,
    involved: ["class_sched"],
    silence: [{ svc: "class_sched", from: 0 }],
    steps: [
      on("class_sched", "INFO", 0, 2, [
        "Puma starting in single mode...",
        '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")',
      ]),
      trace("class_sched", "ERROR", 1, 2, 'KeyError: key not found: "CALENDAR_FEED_TOKEN"', [
        "/app/config/initializers/calendar.rb:4:in `fetch'",
        "/app/config/initializers/calendar.rb:4:in `<main>'",
      ]),
      on(E, "ERROR", 2, 8, [
        '[error] 31#31: *{n}{n} connect() failed (111: Connection refused) while connecting to upstream, client: {ip}, server: barn, request: "GET /api/classes HTTP/1.1", upstream: "http://10.2.8.14:8000/api/classes"',
      ]),
      edge(E, 2, 8, { method: "GET", path: "/api/classes", status: [502], upstream: "class_sched", ms: [0, 2] }),
    ],
  },
  {
    estate: "boulder_barn",
    category: "dependency",
    origin: "belay_checks",
    hints: ["amqp", "rabbitmq", "broker", "connection"],
    severity: "medium",
    note: "The RabbitMQ broker belay_checks publishes to goes away; belay_checks buffers inspection events locally and its API starts failing.",
    hour: 11,
    involved: ["belay_checks"],
    steps: [
      on("belay_checks", "ERROR", 0, 4, [
        "pika.exceptions.AMQPConnectionError: Connection to 10.2.4.9:5672 failed: [Errno 111] Connection refused",
      ]),
      on("belay_checks", "WARN", 1, 4, [
        "publish inspection.recorded for {dev} failed, buffered locally (buffer={n2})",
      ]),
      edge(E, 1, 2, { method: "POST", path: "/api/checks", status: [500], upstream: "belay_checks", ms: [10, 40] }),
    ],
  },
  {
    estate: "boulder_barn",
    category: "memory",
    origin: "membership_core",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "membership_core runs out of Java heap during a member export and restarts; day_pass_svc floods the log with connection refused while it is down.",
    hour: 17,
    involved: ["membership_core", "day_pass_svc"],
    silence: [{ svc: "membership_core", from: 15, to: 95 }],
    steps: [
      on(
        "membership_core",
        "WARN",
        -60,
        2,
        ["c.b.m.export.MemberExport : export chunk {n} of 412 buffered (heap used {pct}%)"],
        0,
      ),
      trace(
        "membership_core",
        "ERROR",
        0,
        0,
        "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception java.lang.OutOfMemoryError: Java heap space",
        [
          "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
          "\tat com.fasterxml.jackson.core.util.ByteArrayBuilder.toByteArray(ByteArrayBuilder.java:129)",
        ],
      ),
      once("membership_core", "ERROR", 12, "Terminating due to java.lang.OutOfMemoryError: Java heap space"),
      once(
        "membership_core",
        "INFO",
        96,
        "c.b.m.MembershipApplication : Started MembershipApplication in 14.2 seconds (process running for 15.1)",
      ),
      on(
        "day_pass_svc",
        "ERROR",
        14,
        20,
        [
          "GuzzleHttp\\Exception\\ConnectException: cURL error 7: Failed to connect to membership_core port 8080: Connection refused",
        ],
        100,
      ),
      edge(
        E,
        14,
        14,
        { method: "POST", path: "/api/passes", status: [500], upstream: "day_pass_svc", ms: [5, 30] },
        100,
      ),
    ],
  },
  {
    estate: "boulder_barn",
    category: "disk",
    origin: "barn_search",
    hints: ["disk", "watermark", "flood", "read-only", "space"],
    severity: "medium",
    note: "barn_search passes the flood-stage disk watermark and blocks the problems index; setting_board's Elasticsearch client reports it as a 403 AuthorizationException.",
    hour: 15,
    involved: ["barn_search", "setting_board"],
    steps: [
      on("barn_search", "WARN", 0, 2, [
        "[barn-es-0] flood stage disk watermark [95%] exceeded on [barn-es-0][/usr/share/elasticsearch/data] free: 1.1gb[4.6%], all indices on this node will be marked read-only",
      ]),
      on("setting_board", "ERROR", 5, 5, [
        "elasticsearch.exceptions.AuthorizationException: AuthorizationException(403, 'cluster_block_exception', 'index [problems] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')",
      ]),
      edge(E, 5, 4, { method: "POST", path: "/api/problems/", status: [500], upstream: "setting_board", ms: [20, 90] }),
    ],
  },
  {
    estate: "boulder_barn",
    category: "unknown",
    origin: "day_pass_svc",
    hints: ["segfault", "sigsegv", "crash", "signal"],
    severity: "high",
    note: "php-fpm children of day_pass_svc die on SIGSEGV one after another with no hint why; nginx reports connection resets and 502s for pass sales.",
    hour: 13,
    involved: ["day_pass_svc"],
    steps: [
      on("day_pass_svc", "WARN", 0, 5, [
        "WARNING: [pool www] child {pid} exited on signal 11 (SIGSEGV) after {n2}.3 seconds from start",
      ]),
      on("day_pass_svc", "INFO", 0.5, 5, ["NOTICE: [pool www] child {pid} started"]),
      on(E, "ERROR", 1, 6, [
        '[error] 30#30: *{n}{n} recv() failed (104: Connection reset by peer) while reading response header from upstream, client: {ip}, server: barn, request: "POST /api/passes HTTP/1.1", upstream: "fastcgi://10.2.3.11:9000"',
      ]),
      edge(E, 1, 6, { method: "POST", path: "/api/passes", status: [502], upstream: "day_pass_svc", ms: [40, 900] }),
    ],
  },
];
