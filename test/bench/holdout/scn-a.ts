// Scenarios, part A: database, timeout, configuration, memory (the weakest categories, 6 each).
import { type Def, flat, min, N, ramp, springBoot } from "./common.js";
import { CAMPUS, CLAIMS, FOOD, GRID, NEWS, PARCEL, PAYROLL, RIDES, TELCO } from "./estates.js";
import { dotnetStack, javaFrames, pyTraceback, springFrames } from "./words.js";

export const PART_A: Def[] = [];

// ================================================================== database
// HikariCP pool exhaustion behind a slow reporting query (the classic "Connection is not available,
// request timed out after 30000ms" outage; cf. many Spring postmortems on pool starvation).
PART_A.push({
  key: "db-hikari-starvation",
  note: "Hikari pool starved by a long-running export query; callers see 500s after 30 s",
  estate: PARCEL,
  envelope: "kubectl-prefix",
  traceStyle: "trace_id",
  start: "2026-06-02T09:10:00Z",
  minutes: 30,
  rps: 2.4,
  category: "database",
  origin: "shipment-api",
  hints: ["connection", "pool", "hikari", "jdbc", "database", "sql"],
  severity: "high",
  fault: {
    origin: "shipment-api",
    at: min(9.2),
    rate: ramp(0.85, 120),
    view: "5xx",
    wait: (r) => r.i(20, 90),
    own: (c) => [
      {
        lvl: "warn",
        msg: "SQL Error: 0, SQLState: null",
        logger: "org.hibernate.engine.jdbc.spi.SqlExceptionHelper",
        t: c.t + 30000,
      },
      {
        lvl: "error",
        msg:
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=" +
          c.r.i(30, 140) +
          ")",
        logger: "org.hibernate.engine.jdbc.spi.SqlExceptionHelper",
        t: c.t + 30001,
      },
      {
        lvl: "error",
        msg:
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=" +
          c.r.i(30, 140) +
          ")] [n/a]] with root cause",
        logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
        t: c.t + 30003,
        more: [
          "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=" +
            c.r.i(30, 140) +
            ")",
          "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
          "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
          "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
          ...springFrames(c.r, "com.parcelly.shipment.web", "ShipmentController.create"),
        ],
      },
    ],
  },
  noise: [
    ["route-optimizer", 9, N.otelExport],
    ["depot-scanner", 25, N.badClient],
  ],
  script: (r, at) => {
    at(
      min(9.0) / 1000,
      "shipment-api",
      "info",
      "Starting export job carrier-invoices-2026-05 (range=2026-05-01..2026-05-31)",
      { logger: "com.parcelly.shipment.jobs.InvoiceExportJob" },
    );
    for (let k = 0; k < 10; k++)
      at(
        min(9.3) / 1000 + k * 30,
        "shipment-api",
        "warn",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.i(40, 70)}s).`,
        { logger: "com.zaxxer.hikari.pool.HikariPool" },
      );
    at(min(7.4) / 1000, "tracking-feed", "info", "tracking-feed 3.14.2 listening on :3000 (rollout 2/2)");
  },
});

// Postgres max_connections reached after a replica count bump (FATAL 53300), the origin logs the
// PSQLException, callers retry loudly.
PART_A.push({
  key: "db-pg-too-many-clients",
  note: "Postgres 'sorry, too many clients already' after HPA doubled policy-admin replicas",
  estate: CLAIMS,
  envelope: "spring-json",
  traceStyle: "w3c",
  start: "2026-06-03T14:00:00Z",
  minutes: 20,
  rps: 2.5,
  category: "database",
  origin: "policy-admin",
  hints: ["postgres", "too many", "connection", "database", "psql", "53300"],
  severity: "high",
  fault: {
    origin: "policy-admin",
    at: min(6.5),
    rate: ramp(0.7, 60),
    view: "5xx",
    retries: { svc: "claims-intake", n: 3 },
    own: (c) => [
      {
        lvl: "error",
        msg: "HikariPool-1 - Exception during pool initialization / connection add",
        logger: "com.zaxxer.hikari.pool.HikariPool",
        more: [
          "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
          "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:360)",
        ],
      },
      {
        lvl: "error",
        msg: "Could not open JPA EntityManager for transaction; nested exception is org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection",
        logger: "com.assuro.policy.web.ApiExceptionHandler",
        t: c.t + c.r.i(5, 40),
      },
    ],
  },
  noise: [
    [
      "fraud-scoring",
      12,
      (r) => ["error", `Feature store miss for entity claimant:${r.i(100000, 999999)}, using defaults`],
    ],
    ["notice-mailer", 50, N.pyDeprecation],
  ],
  script: (_r, at) => {
    at(
      360,
      "policy-admin",
      "info",
      "Scaled replica set policy-admin-7c9d from 4 to 8 (HorizontalPodAutoscaler cpu 81%/70%)",
      { logger: "com.assuro.policy.ops.ScaleListener" },
    );
    for (const [k, s] of springBoot("PolicyAdminApplication", "5.8.1", 14.2).entries())
      at(372 + k * 0.4, "policy-admin", "info", s, { logger: "com.assuro.policy.PolicyAdminApplication" });
  },
});

// Deadlocks between meter batch upserts and a nightly rollup (SQLSTATE 40P01), seen through pgx.
PART_A.push({
  key: "db-pg-deadlock",
  note: "pgx 'deadlock detected (SQLSTATE 40P01)' when a rollup job and meter upserts lock rows in opposite order",
  estate: GRID,
  envelope: "otel-json",
  traceStyle: "w3c",
  start: "2026-06-05T01:55:00Z",
  minutes: 18,
  rps: 3.0,
  category: "database",
  origin: "usage-store",
  hints: ["deadlock", "40p01", "postgres", "database", "sql", "lock"],
  severity: "medium",
  fault: {
    origin: "usage-store",
    at: min(5.1),
    rate: ramp(0.45, 90),
    view: "5xx",
    retries: { svc: "meter-ingest", n: 4 },
    own: (c) => [
      {
        lvl: "error",
        msg: "write batch failed",
        fields: {
          err: `ERROR: deadlock detected (SQLSTATE 40P01)`,
          detail: `Process ${c.r.i(20000, 29999)} waits for ShareLock on transaction ${c.r.i(9000000, 9999999)}; blocked by process ${c.r.i(20000, 29999)}.`,
          table: "readings_2026_06",
        },
      },
    ],
  },
  noise: [
    ["notify-sms", 14, (r) => ["error", `smsc-2 delivery receipt unknown for msg ${r.hex(10)} (expired at carrier)`]],
    ["outage-map", 40, N.nodeDeprecation],
  ],
  script: (_r, at) => {
    at(300, "billing-run", "info", "rollup daily_usage started for 2026-06-04 (partitions=32)", {
      logger: "billing_run.rollup",
    });
  },
});

// Aurora/MySQL failover leaves a stale pool pointed at the demoted writer: every write fails with
// "--read-only option" until the pool is recycled (a well-known RDS failover postmortem).
PART_A.push({
  key: "db-mysql-readonly-after-failover",
  note: "stale connections to the demoted MySQL writer after failover: ER_OPTION_PREVENTS_STATEMENT (--read-only)",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-06-07T03:20:00Z",
  minutes: 16,
  rps: 2.0,
  category: "database",
  origin: "sim-provisioning",
  hints: ["read-only", "mysql", "sql", "database", "failover"],
  severity: "high",
  fault: {
    origin: "sim-provisioning",
    at: min(4.0),
    rate: flat(0.95),
    view: "5xx",
    own: (c) => [
      {
        lvl: "warn",
        msg: "SQL Error: 1290, SQLState: HY000",
        logger: "org.hibernate.engine.jdbc.spi.SqlExceptionHelper",
      },
      {
        lvl: "error",
        msg: "The MySQL server is running with the --read-only option so it cannot execute this statement",
        logger: "org.hibernate.engine.jdbc.spi.SqlExceptionHelper",
      },
      {
        lvl: "error",
        msg: `Activation order SO-${c.r.i(100000, 999999)} failed: could not execute statement [The MySQL server is running with the --read-only option so it cannot execute this statement] [insert into activation_order (iccid,plan_code,status) values (?,?,?)]`,
        logger: "com.nordtel.sim.ActivationService",
        more: [
          "java.sql.SQLException: The MySQL server is running with the --read-only option so it cannot execute this statement",
          "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:121)",
          "\tat com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdateInternal(ClientPreparedStatement.java:1061)",
        ],
      },
    ],
  },
  noise: [
    [
      "cdr-collector",
      6,
      (r) => [
        "error",
        `CDR file MSC${r.i(1, 4)}_${r.i(100000, 999999)}.asn1 has ${r.i(1, 9)} undecodable records, skipped`,
      ],
    ],
    ["topup-wallet", 30, N.dataProtection],
  ],
  script: (_r, at) => {
    at(
      235,
      "sim-provisioning",
      "warn",
      "HikariPool-1 - Failed to validate connection com.mysql.cj.jdbc.ConnectionImpl@4f1c2a9e (Communications link failure). Possibly consider using a shorter maxLifetime value.",
      { logger: "com.zaxxer.hikari.pool.PoolBase" },
    );
    at(236, "sim-provisioning", "info", "HikariPool-1 - Added connection com.mysql.cj.jdbc.ConnectionImpl@1c9e6b12", {
      logger: "com.zaxxer.hikari.pool.HikariPool",
    });
  },
});

// Connection slots exhausted by a leaked-connection bug: "remaining connection slots are reserved"
// (53300), origin in Go with slog JSON; window opens 40 s before it starts.
PART_A.push({
  key: "db-pg-reserved-slots",
  note: "pgxpool cannot connect: remaining connection slots reserved (SQLSTATE 53300) after a connection leak",
  estate: RIDES,
  envelope: "app-json",
  traceStyle: "trace_id",
  start: "2026-06-09T18:30:00Z",
  minutes: 14,
  rps: 3.5,
  category: "database",
  origin: "payments-ledger",
  hints: ["connection", "postgres", "53300", "slots", "database", "pgx"],
  severity: "high",
  fault: {
    origin: "payments-ledger",
    at: 40_000,
    rate: ramp(0.9, 60),
    view: "5xx",
    retries: { svc: "rider-app-bff", n: 2 },
    own: (c) => [
      {
        lvl: "error",
        msg: "post ledger entry",
        fields: {
          err: `failed to connect to \`user=ledger database=ledger\`: 10.4.${c.r.i(1, 9)}.17:5432 (ledger-db.rides.internal): server error: FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute (SQLSTATE 53300)`,
          ride: c.r.hex(10),
        },
      },
    ],
  },
  noise: [
    [
      "maps-tiles",
      5,
      (r) => [
        "error",
        `tile fetch failed z=${r.i(12, 17)} x=${r.i(1000, 9999)} y=${r.i(1000, 9999)}: upstream returned 404`,
      ],
    ],
    ["fleet-telemetry", 30, N.goDeprecated],
  ],
});

// SQLAlchemy QueuePool exhaustion (size 5 overflow 10) in a Python web app; basicConfig logging
// with tracebacks; the edge only shows status codes.
PART_A.push({
  key: "db-sqlalchemy-queuepool",
  note: "SQLAlchemy 'QueuePool limit of size 5 overflow 10 reached' during a comment spike",
  estate: NEWS,
  envelope: "cri",
  traceStyle: "none",
  start: "2026-06-11T20:40:00Z",
  minutes: 22,
  rps: 2.4,
  category: "database",
  origin: "comments",
  hints: ["queuepool", "sqlalchemy", "connection", "pool", "database"],
  severity: "medium",
  fault: {
    origin: "comments",
    at: min(11.5),
    rate: ramp(0.75, 120),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "Exception on /comments [POST]",
        logger: "comments.app",
        t: c.t + 30000,
        more: pyTraceback(
          [
            [
              "/usr/local/lib/python3.11/site-packages/flask/app.py",
              1473,
              "wsgi_app",
              "response = self.full_dispatch_request()",
            ],
            ["/app/comments/views.py", 88, "create_comment", "db.session.add(comment); db.session.commit()"],
            [
              "/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/impl.py",
              164,
              "_do_get",
              "raise exc.TimeoutError(",
            ],
          ],
          "sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
        ),
      },
    ],
  },
  noise: [
    ["push-alerts", 8, (r) => ["error", `apns: BadDeviceToken for ${r.i(1, 30)} tokens, pruned`]],
    ["wire-ingest", 60, N.certWarn],
  ],
  script: (_r, at) => {
    at(min(11.2) / 1000, "push-alerts", "info", "breaking alert sent: segment=all-uk size=812344");
  },
});

// ================================================================== timeout
// Guava future deadline in a scoring service (own work too slow after a feature explosion); origin
// logs WARN only, callers log read timeouts.
PART_A.push({
  key: "to-scoring-budget",
  note: "fraud model scoring exceeds its 2 s budget (TimeoutException from Futures) after a feature-set change",
  estate: CLAIMS,
  envelope: "spring-json",
  traceStyle: "trace_id",
  start: "2026-06-13T10:00:00Z",
  minutes: 25,
  rps: 2.0,
  category: "timeout",
  origin: "fraud-scoring",
  hints: ["timeout", "timed out", "deadline", "waited"],
  severity: "medium",
  fault: {
    origin: "fraud-scoring",
    at: min(12.0),
    rate: ramp(0.8, 180),
    view: "timeout",
    wait: (r) => r.i(2000, 2400),
    retries: { svc: "claims-intake", n: 2 },
    own: (c) => [
      {
        lvl: "warn",
        msg: `Scoring CL-${c.r.i(100000, 999999)} abandoned: java.util.concurrent.TimeoutException: Waited 2000 milliseconds (plus ${c.r.i(1, 9)} milliseconds, ${c.r.i(100000, 999999)} nanoseconds delay) for com.google.common.util.concurrent.TrustedListenableFutureTask@${c.r.hex(7)}[status=PENDING, info=[task=[running=[RUNNING ON scoring-pool-${c.r.i(1, 16)}]]]]`,
        logger: "com.assuro.fraud.ScoringServiceImpl",
        t: c.t + 2003,
      },
    ],
  },
  noise: [
    [
      "policy-admin",
      11,
      (r) => [
        "error",
        `Broker notification for PA-${r.i(10000, 99999)} failed: partner endpoint returned 410 Gone (ignored)`,
      ],
    ],
    ["document-store", 45, N.statsd],
  ],
  script: (_r, at) => {
    at(700, "fraud-scoring", "info", "Loaded feature set fs-2026.06b (212 features, was 118)", {
      logger: "com.assuro.fraud.FeatureRegistry",
    });
    at(690, "notice-mailer", "info", "notice-mailer 2.9.0 started (templates=41)", { logger: "notice_mailer.main" });
  },
});

// Vehicle routing solver overruns its context deadline; the caller retries and logs louder.
PART_A.push({
  key: "to-solver-deadline",
  note: "route solver hits context deadline on oversized depot instances; caller retry storm",
  estate: PARCEL,
  envelope: "kubectl-prefix",
  traceStyle: "none",
  start: "2026-06-15T05:30:00Z",
  minutes: 30,
  rps: 1.6,
  category: "timeout",
  origin: "route-optimizer",
  hints: ["deadline", "timeout", "timed out", "context"],
  severity: "medium",
  fault: {
    origin: "route-optimizer",
    at: min(14.0),
    rate: ramp(0.9, 200),
    view: "timeout",
    wait: (r) => r.i(10000, 10400),
    retries: { svc: "shipment-api", n: 3 },
    own: (c) => [
      {
        lvl: "error",
        msg: "solve aborted",
        fields: {
          error: "context deadline exceeded",
          stops: c.r.i(900, 2400),
          vehicles: c.r.i(40, 90),
          elapsed: "10.000s",
          best_cost: c.r.i(100000, 900000),
        },
        t: c.t + 10000,
      },
    ],
  },
  noise: [
    ["customs-docs", 10, N.dotnetHttps],
    [
      "carrier-hub",
      8,
      (r) => ["error", `webhook signature mismatch from carrier=euroline delivery=${r.hex(12)} (dropped)`],
    ],
  ],
  script: (_r, at) => {
    at(min(13.6) / 1000, "shipment-api", "info", "Depot Bremen merged into Hub-North (planning area now 2,310 stops)", {
      logger: "com.parcelly.shipment.admin.DepotAdminController",
    });
  },
});

// Lambda hard timeout: "Task timed out after 15.02 seconds", REPORT Status: timeout; caller (Go on
// ECS) logs context deadline exceeded.
PART_A.push({
  key: "to-lambda-task-timeout",
  note: "courier-match Lambda hits its 15 s timeout after a geo index grew; dispatch-api sees deadlines",
  estate: FOOD,
  envelope: "cloudwatch-lambda",
  traceStyle: "none",
  start: "2026-06-17T19:00:00Z",
  minutes: 20,
  rps: 1.4,
  category: "timeout",
  origin: "courier-match",
  hints: ["timed out", "timeout", "task"],
  severity: "medium",
  fault: {
    origin: "courier-match",
    at: min(8.0),
    rate: ramp(0.7, 120),
    view: "timeout",
    wait: (r) => r.i(15010, 15100),
    own: (c) => [
      { lvl: "info", msg: `matching order=${c.r.hex(10)} zone=z${c.r.i(1, 4)} candidates=${c.r.i(200, 900)}` },
      { lvl: "error", msg: "Task timed out after 15.02 seconds", fields: { bare: true }, t: c.t + 15020 },
    ],
  },
  noise: [
    [
      "menu-sync",
      20,
      (r) => [
        "error",
        `restaurant r${r.i(1000, 9999)} POS feed returned malformed CSV (line ${r.i(2, 400)}), skipping`,
      ],
    ],
    ["receipt-render", 40, N.nodeDeprecation],
  ],
});

// HLR (an external network element) stops answering MAP dialogs in time; adapter logs WARN only.
PART_A.push({
  key: "to-map-dialog",
  note: "MAP dialog timeouts towards the HLR; adapter logs at WARN, activations time out upstream",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "req",
  start: "2026-06-19T08:00:00Z",
  minutes: 18,
  rps: 2.4,
  category: "timeout",
  origin: "hlr-adapter",
  hints: ["timeout", "timed out", "no response"],
  severity: "medium",
  fault: {
    origin: "hlr-adapter",
    at: min(7.3),
    rate: ramp(0.85, 60),
    view: "timeout",
    wait: (r) => r.i(8000, 8100),
    own: (c) => [
      {
        lvl: "warn",
        msg: `MAP dialog ${c.r.i(100000, 999999)} timed out: no response from HLR gt=4670${c.r.i(1000000, 9999999)} within 8000 ms (op=insertSubscriberData, invokeId=${c.r.i(1, 127)})`,
        logger: "com.nordtel.hlr.MapGateway",
        t: c.t + 8000,
      },
    ],
  },
  noise: [
    ["usage-rating", 7, (r) => ["error", `rating rule missing for roaming zone EU${r.i(1, 9)}; rated at default`]],
    ["kyc-check", 40, N.dotnetHttps],
  ],
});

// wkhtmltopdf subprocess hangs on a huge payslip template (subprocess.TimeoutExpired).
PART_A.push({
  key: "to-subprocess-expired",
  note: "payslip renderer's wkhtmltopdf child exceeds 30 s (TimeoutExpired); .NET caller's HttpClient gives up",
  estate: PAYROLL,
  envelope: "docker-json",
  traceStyle: "w3c",
  start: "2026-06-21T07:45:00Z",
  minutes: 26,
  rps: 1.5,
  category: "timeout",
  origin: "payslip-pdf",
  hints: ["timeout", "timed out", "timeoutexpired"],
  severity: "medium",
  fault: {
    origin: "payslip-pdf",
    at: min(10.5),
    rate: ramp(0.9, 60),
    view: "timeout",
    wait: (r) => r.i(30000, 30200),
    own: (c) => [
      {
        lvl: "error",
        msg: `render failed for payslip ${c.r.i(100000, 999999)}`,
        logger: "payslip.render",
        t: c.t + 30010,
        more: pyTraceback(
          [
            [
              "/app/payslip/render.py",
              57,
              "to_pdf",
              "out = subprocess.run(cmd, input=html, capture_output=True, timeout=30, check=True)",
            ],
            [
              "/usr/local/lib/python3.12/subprocess.py",
              550,
              "run",
              "stdout, stderr = process.communicate(input, timeout=timeout)",
            ],
          ],
          "subprocess.TimeoutExpired: Command '['wkhtmltopdf', '--quiet', '-', '-']' timed out after 30 seconds",
        ),
      },
    ],
  },
  noise: [
    ["audit-trail", 6, N.otelExport],
    [
      "leave-planner",
      20,
      (r) => ["error", `holiday calendar sync failed for region ${r.p(["GB-SCT", "GB-NIR"])}: 404`],
    ],
  ],
  script: (_r, at) => {
    at(600, "payslip-pdf", "info", "template payslip-v7 activated (embedded fonts: 6, images: 3)", {
      logger: "payslip.templates",
    });
  },
});

// resilience4j TimeLimiter in the tariff engine; the fault is already running when the window opens.
PART_A.push({
  key: "to-timelimiter-running",
  note: "resilience4j TimeLimiter 'curveCalc' times out; fault already running at window start",
  estate: GRID,
  envelope: "otel-json",
  traceStyle: "w3c",
  start: "2026-06-23T16:00:00Z",
  minutes: 15,
  rps: 2.6,
  category: "timeout",
  origin: "tariff-engine",
  hints: ["timeout", "timelimiter", "timed out"],
  severity: "medium",
  fault: {
    origin: "tariff-engine",
    at: -min(3),
    rate: flat(0.75),
    view: "5xx",
    wait: (r) => r.i(3000, 3050),
    own: (c) => [
      {
        lvl: "error",
        msg: "Quote failed",
        logger: "com.voltura.tariff.QuoteService",
        t: c.t + 3000,
        more: [
          "java.util.concurrent.TimeoutException: TimeLimiter 'curveCalc' recorded a timeout exception.",
          "\tat io.github.resilience4j.timelimiter.TimeLimiter.createdTimeoutExceptionWithName(TimeLimiter.java:225)",
          "\tat io.github.resilience4j.timelimiter.internal.TimeLimiterImpl$Timeout.lambda$of$0(TimeLimiterImpl.java:185)",
          ...javaFrames(c.r, "com.voltura.tariff", ["CurveCalculator", "QuoteService"], 2),
        ],
      },
    ],
  },
  noise: [
    [
      "meter-ingest",
      4,
      (r) => ["warn", `meter ${r.i(10000000, 99999999)} clock drift ${r.i(31, 400)}s, reading re-stamped`],
    ],
    ["settlement", 30, N.dataProtection],
  ],
});

// ================================================================== configuration
// envconfig rejects a mistyped duration after a ConfigMap edit; the Go service crash-loops.
PART_A.push({
  key: "cfg-envconfig-duration",
  note: "ConfigMap edit sets PAYWALL_CACHE_TTL='30 s'; envconfig fails at start, crash loop, callers refused",
  estate: NEWS,
  envelope: "cri",
  traceStyle: "none",
  start: "2026-06-25T12:00:00Z",
  minutes: 20,
  rps: 2.5,
  category: "configuration",
  origin: "paywall",
  hints: ["config", "envconfig", "env", "duration", "setting"],
  severity: "high",
  fault: {
    origin: "paywall",
    at: min(8.0),
    rate: flat(1),
    view: "refused",
    silence: true,
    callerSays: {
      "article-api": (c) => [
        "error",
        `Entitlement check failed, serving metered fallback: I/O error on GET request for "http://paywall:${c.origin.port}/v1/entitlement": Connection refused`,
      ],
    },
  },
  noise: [
    [
      "comments",
      9,
      (r) => ["warn", `spam filter score unavailable for comment ${r.i(1000000, 9999999)}, queued for moderation`],
    ],
    ["search-indexer", 25, N.statsd],
  ],
  script: (r, at) => {
    at(470, "paywall", "info", "shutting down: received SIGTERM", { fields: { caller: "cmd/paywall/main.go:88" } });
    let t = 478;
    let backoff = 10;
    while (t < 1200) {
      at(t, "paywall", "info", "starting paywall", { fields: { version: "2.31.0", commit: "9f3ab21" } });
      at(t + 0.05, "paywall", "fatal", "config load failed", {
        fields: {
          error:
            'envconfig.Process: assigning PAYWALL_CACHE_TTL to CacheTTL: converting \'30 s\' to type time.Duration. details: time: unknown unit " s" in duration "30 s"',
          caller: "cmd/paywall/main.go:41",
        },
      });
      t += backoff + r.f(0, 2);
      backoff = Math.min(300, backoff * 2);
    }
    at(465, "article-api", "info", "Feature toggle 'related-articles-v2' enabled for 10% of traffic", {
      logger: "com.dailyledger.articles.Toggles",
    });
  },
});

// Env var missing after a release: os.getenv returns None and requests builds 'None/api/slots'.
PART_A.push({
  key: "cfg-missing-url-env",
  note: "release drops TIMETABLE_API_URL; requests raises MissingSchema for 'None/api/slots'",
  estate: CAMPUS,
  envelope: "syslog-5424",
  traceStyle: "none",
  start: "2026-06-27T08:50:00Z",
  minutes: 20,
  rps: 2.0,
  category: "configuration",
  origin: "enrolment",
  hints: ["config", "environment", "env", "url", "missing", "schema"],
  severity: "medium",
  fault: {
    origin: "enrolment",
    at: min(6.2),
    rate: flat(1),
    hop: "timetable",
    view: "5xx",
    own: () => [
      {
        lvl: "error",
        msg: "Internal Server Error: /enrolment/modules",
        logger: "django.request",
        more: pyTraceback(
          [
            [
              "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py",
              55,
              "inner",
              "response = get_response(request)",
            ],
            ["/srv/enrolment/enrolment/views.py", 142, "enrol", "slot = timetable.reserve(module, week)"],
            [
              "/srv/enrolment/enrolment/clients/timetable.py",
              31,
              "reserve",
              'resp = self.session.post(f"{self.base_url}/api/slots", json=payload, timeout=5)',
            ],
            ["/usr/local/lib/python3.11/site-packages/requests/models.py", 439, "prepare_url", "raise MissingSchema("],
          ],
          `requests.exceptions.MissingSchema: Invalid URL 'None/api/slots': No scheme supplied. Perhaps you meant https://None/api/slots?`,
        ),
      },
    ],
  },
  noise: [
    [
      "library-proxy",
      10,
      (r) => [
        "error",
        `upstream ${r.p(["ieee-like", "springer-like"])} returned 403 for off-campus IP ${r.i(80, 90)}.${r.i(1, 250)}.${r.i(1, 250)}.${r.i(1, 250)} (no entitlement)`,
      ],
    ],
    ["mailer", 40, () => ["warn", "SMTP relay announced STARTTLS downgrade; continuing with TLS1.2"]],
  ],
  script: (_r, at) => {
    at(355, "enrolment", "info", "Booting worker with pid: 412", { logger: "gunicorn.error" });
    at(356, "enrolment", "info", "enrolment 2026.6.3 (git 4e1d7c0) ready, settings module enrolment.settings.prod", {
      logger: "enrolment.apps",
    });
    at(360, "systemd", "info", "Started enrolment.service - Enrolment web (gunicorn).");
  },
});

// Options validation fails on first use after a deploy that renamed a config section.
PART_A.push({
  key: "cfg-options-validation",
  note: "deploy renames TaxTables section; OptionsValidationException 'The BaseUrl field is required.'",
  estate: PAYROLL,
  envelope: "kubectl-prefix",
  traceStyle: "none",
  start: "2026-06-29T13:10:00Z",
  minutes: 18,
  rps: 1.8,
  category: "configuration",
  origin: "payroll-calc",
  hints: ["config", "options", "baseurl", "setting", "required"],
  severity: "medium",
  fault: {
    origin: "payroll-calc",
    at: min(5.5),
    rate: flat(1),
    hop: "tax-tables",
    view: "5xx",
    own: () => [
      {
        lvl: "error",
        msg: "An unhandled exception has occurred while executing the request.",
        logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
        fields: { eventId: 1 },
        more: dotnetStack(
          "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'TaxTablesOptions' members: 'BaseUrl' with the error: 'The BaseUrl field is required.'.",
          [
            "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
            "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
            "Quill.Payroll.Tax.TaxTablesClient..ctor(HttpClient http, IOptions`1 options) in /src/Quill.Payroll/Tax/TaxTablesClient.cs:line 22",
            "Quill.Payroll.PayrunService.PreviewAsync(String costCentre, CancellationToken ct) in /src/Quill.Payroll/PayrunService.cs:line 64",
          ],
        ),
      },
    ],
  },
  noise: [
    [
      "employee-directory",
      8,
      (r) => ["error", `Photo sync failed for E${r.i(10000, 99999)}: Graph returned 404 ItemNotFound`],
    ],
    ["timesheets", 30, N.dotnetHttps],
  ],
  script: (_r, at) => {
    at(318, "payroll-calc", "info", "Now listening on: http://[::]:8080", {
      logger: "Microsoft.Hosting.Lifetime",
      fields: { eventId: 14 },
    });
    at(318.1, "payroll-calc", "info", "Application started. Press Ctrl+C to shut down.", {
      logger: "Microsoft.Hosting.Lifetime",
    });
    at(318.2, "payroll-calc", "info", "Hosting environment: Production", { logger: "Microsoft.Hosting.Lifetime" });
    at(
      317,
      "payroll-calc",
      "info",
      "Quill.Payroll 8.4.0+c0ffee1 starting (appsettings.Production.json, 3 overrides from environment)",
      { logger: "Quill.Payroll.Program" },
    );
  },
});

// A config push with a malformed value ("1.5x") leaves the surge table unloaded.
PART_A.push({
  key: "cfg-yaml-unmarshal",
  note: "surge config push with a string where a float is expected; yaml unmarshal error, no table for cities",
  estate: RIDES,
  envelope: "app-json",
  traceStyle: "none",
  start: "2026-07-01T17:20:00Z",
  minutes: 16,
  rps: 3.0,
  category: "configuration",
  origin: "pricing-surge",
  hints: ["config", "yaml", "unmarshal", "setting"],
  severity: "high",
  fault: {
    origin: "pricing-surge",
    at: min(6.0),
    rate: flat(0.97),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "quote failed",
        fields: {
          error: `no surge table loaded for city ${c.r.p(["Leeds", "Porto", "Lyon", "Gdansk"])}`,
          code: "Internal",
        },
      },
    ],
  },
  noise: [
    [
      "promo-codes",
      9,
      (r) => ["error", `promo ${r.p(["SUMMER24", "OLDCODE"])} expired, rejected for rider ${r.hex(8)}`],
    ],
    ["maps-tiles", 30, (r) => ["warn", `tile render slow z=15 ms=${r.i(800, 2000)}`]],
  ],
  script: (_r, at) => {
    at(358, "pricing-surge", "info", "config watcher: new revision surge-config@r2291 from configsvc");
    at(358.2, "pricing-surge", "error", "config reload failed, keeping no table (previous revision evicted)", {
      fields: {
        error:
          "yaml: unmarshal errors:\n  line 14: cannot unmarshal !!str `1.5x` into float64\n  line 27: cannot unmarshal !!str `1.25x` into float64",
        revision: "r2291",
      },
    });
  },
});

// Base address read from a mistyped appsettings key after deploy: UriFormatException on each top-up.
PART_A.push({
  key: "cfg-uri-format",
  note: "appsettings key renamed in release; PSP base address empty -> UriFormatException on every top-up",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-07-03T11:00:00Z",
  minutes: 22,
  rps: 2.2,
  category: "configuration",
  origin: "topup-wallet",
  hints: ["config", "uri", "setting", "appsettings", "format"],
  severity: "medium",
  fault: {
    origin: "topup-wallet",
    at: min(12.0),
    rate: flat(1),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "Top-up request failed",
        more: dotnetStack("System.UriFormatException: Invalid URI: The format of the URI could not be determined.", [
          "System.Uri.CreateThis(String uri, Boolean dontEscape, UriKind uriKind, UriCreationOptions& creationOptions)",
          "System.Uri..ctor(String uriString)",
          "Nordtel.Wallet.Psp.PspClient..ctor(HttpClient http, IConfiguration config) in /src/Nordtel.Wallet/Psp/PspClient.cs:line 18",
          "Nordtel.Wallet.Api.TopupsController.Create(TopupRequest req) in /src/Nordtel.Wallet/Api/TopupsController.cs:line 41",
        ]),
      },
      { lvl: "error", msg: `HTTP POST /wallet/topups responded 500 in ${c.r.f(1, 20).toFixed(4)} ms` },
    ],
  },
  noise: [
    ["self-care-web", 6, (r) => ["warn", `session cookie rejected (signature) for ${r.hex(8)}; forcing re-login`]],
    [
      "hlr-adapter",
      20,
      (r) => ["error", `SCCP UDTS received for gt 4670${r.i(1000000, 9999999)} (no translation), ignored`],
    ],
  ],
  script: (_r, at) => {
    at(700, "topup-wallet", "info", "Starting Nordtel.Wallet 3.2.0 (ASPNETCORE_ENVIRONMENT=Production)");
    at(701, "topup-wallet", "info", "Now listening on: http://[::]:8080");
    at(
      701.5,
      "topup-wallet",
      "warn",
      "Configuration key 'Psp:BaseUrl' not found; 'Psp:Endpoint' is deprecated and was not migrated",
    );
  },
});

// Lambda init error: required env var missing after an IaC change; INIT_REPORT shows the failure.
PART_A.push({
  key: "cfg-lambda-init-env",
  note: "payment-capture Lambda throws at init: missing PSP_API_BASE after a stack update (Runtime.Unknown)",
  estate: FOOD,
  envelope: "cloudwatch-lambda",
  traceStyle: "none",
  start: "2026-07-05T18:30:00Z",
  minutes: 15,
  rps: 1.5,
  category: "configuration",
  origin: "payment-capture",
  hints: ["environment", "env", "config", "missing", "variable"],
  severity: "high",
  fault: {
    origin: "payment-capture",
    at: min(5.0),
    rate: flat(1),
    view: "5xx",
    own: (c) => [
      {
        reqId: "undefined",
        lvl: "error",
        msg: `Uncaught Exception \t{"errorType":"Error","errorMessage":"Missing required environment variable PSP_API_BASE","stack":["Error: Missing required environment variable PSP_API_BASE","    at requireEnv (file:///var/task/config.mjs:7:11)","    at file:///var/task/index.mjs:4:22","    at ModuleJob.run (node:internal/modules/esm/module_job:234:25)"]}`,
      },
      {
        lvl: "info",
        msg: `INIT_REPORT Init Duration: ${c.r.f(150, 400).toFixed(2)} ms\tPhase: invoke\tStatus: error\tError Type: Runtime.Unknown`,
        rawLine: true,
        t: c.t + 3,
      },
    ],
    callerSays: {
      "order-intake": (c) => [
        "error",
        `payment-capture invoke failed: FunctionError=Unhandled payload={"errorType":"Runtime.Unknown","errorMessage":"Unhandled"} order=${c.r.hex(10)}`,
      ],
    },
  },
  noise: [
    [
      "menu-sync",
      25,
      (r) => ["warn", `restaurant r${r.i(1000, 9999)} menu has ${r.i(1, 5)} items without price, hidden`],
    ],
    ["dispatch-api", 12, N.otelExport],
  ],
  script: (_r, at) => {
    at(290, "dispatch-api", "info", "config reloaded from SSM /munchr/prod/dispatch (3 keys)");
  },
});

// ================================================================== memory
// JVM heap exhaustion: GC overhead limit exceeded, then OOMKilled (137) reported by the event exporter.
PART_A.push({
  key: "mem-gc-overhead-oomkilled",
  note: "billing-ledger leaks a reconciliation cache: GC overhead limit exceeded, then OOMKilled exit 137",
  estate: PARCEL,
  envelope: "kubectl-prefix",
  traceStyle: "trace_id",
  start: "2026-07-07T10:00:00Z",
  minutes: 40,
  rps: 2.2,
  category: "memory",
  origin: "billing-ledger",
  hints: ["memory", "outofmemory", "heap", "gc", "oom"],
  severity: "high",
  fault: {
    origin: "billing-ledger",
    at: min(13.0),
    rate: ramp(0.8, 240),
    view: "5xx",
    wait: (r) => r.i(500, 4000),
    own: (c) => [
      {
        lvl: "error",
        msg: "Servlet.service() for servlet [dispatcherServlet] threw exception",
        logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
        more: [
          "java.lang.OutOfMemoryError: GC overhead limit exceeded",
          ...javaFrames(c.r, "com.parcelly.billing", ["LedgerService", "ReconcileCache", "LedgerController"], 3),
        ],
      },
    ],
  },
  noise: [
    ["tracking-feed", 7, (r) => ["error", `carrier event for unknown parcel PX${r.i(100000, 999999)} dropped`]],
    ["label-printer", 35, N.pyDeprecation],
  ],
  script: (r, at) => {
    for (let k = 0; k < 14; k++)
      at(
        min(10) / 1000 + k * 25,
        "billing-ledger",
        "warn",
        `Pause Young (G1 Evacuation Pause) ${r.i(900, 2400)}M->${r.i(1850, 1990)}M(2048M) ${r.i(300, 1800)}.${r.i(100, 999)}ms`,
        { logger: "gc" },
      );
    at(
      min(18.2) / 1000,
      "event-exporter",
      "warn",
      "Warning  OOMKilling  node/ip-10-2-14-87  Memory cgroup out of memory: Killed process 4127 (java) total-vm:5168324kB, anon-rss:2093004kB, file-rss:0kB, shmem-rss:0kB, UID:1001 pgtables:4588kB oom_score_adj:985",
    );
    at(
      min(18.21) / 1000,
      "event-exporter",
      "info",
      `Normal   Killing     pod/billing-ledger-6b7c9-${r.hex(5)}  Container billing-ledger terminated: reason=OOMKilled exitCode=137`,
    );
    at(
      min(18.3) / 1000,
      "event-exporter",
      "warn",
      "Warning  BackOff     pod/billing-ledger  Back-off restarting failed container billing-ledger",
    );
    for (const [k, s] of springBoot("BillingLedgerApplication", "1.40.2", 21.7).entries())
      at(min(18.8) / 1000 + k * 0.4, "billing-ledger", "info", s, {
        logger: "com.parcelly.billing.BillingLedgerApplication",
      });
    at(min(12.5) / 1000, "route-optimizer", "info", "deployed version 0.19.4", { fields: { commit: "aa01f3e" } });
  },
});

// Go runtime out of memory: the plain-text fatal error and goroutine dump interleave with zap JSON.
PART_A.push({
  key: "mem-go-runtime-oom",
  note: "usage-rating loads a full roaming price matrix per request: 'fatal error: runtime: out of memory', restarts",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-07-09T06:00:00Z",
  minutes: 24,
  rps: 2.6,
  category: "memory",
  origin: "usage-rating",
  hints: ["memory", "out of memory", "oom", "runtime"],
  severity: "high",
  fault: {
    origin: "usage-rating",
    at: min(9.0),
    rate: ramp(0.6, 120),
    view: (dt) => (Math.floor(dt / 45000) % 2 === 0 ? "refused" : "reset"),
  },
  noise: [
    [
      "cdr-collector",
      9,
      (r) => ["error", `duplicate CDR sequence ${r.i(100000, 999999)} from MSC${r.i(1, 4)}, dropped`],
    ],
    ["plan-catalog", 25, N.goDeprecated],
  ],
  script: (r, at) => {
    for (let k = 0; k < 9; k++) {
      const t = min(9.0) / 1000 + k * r.f(80, 130);
      at(t - 20, "usage-rating", "warn", "rating batch memory high", {
        fields: { heap_alloc_mb: r.i(1500, 1900), limit_mb: 2048 },
      });
      at(t, "usage-rating", "fatal", "fatal error: runtime: out of memory", {
        rawLine: true,
        more: [
          "",
          `runtime stack:`,
          "runtime.throw({0x1a2f3c1?, 0x4000000?})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd2c3e1a30 sp=0x7ffd2c3e1a00 pc=0x43a8bc",
          "runtime.sysMapOS(0xc0a4000000, 0x4000000)",
          "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b fp=0x7ffd2c3e1a78 sp=0x7ffd2c3e1a30 pc=0x41b73b",
          "",
          `goroutine ${r.i(100, 9000)} [running]:`,
          "nordtel/rating/internal/matrix.(*Loader).Expand(0xc000182000, {0xc0003a4000, 0x1b})",
          "\t/src/internal/matrix/loader.go:212 +0x3a8",
        ],
      });
      at(t + 2, "usage-rating", "info", "rating engine starting", { fields: { version: "4.7.0", gomaxprocs: 4 } });
    }
  },
});

// Node heap limit: V8's "Reached heap limit" block on stderr, OTel filelog with no severity.
PART_A.push({
  key: "mem-node-heap-limit",
  note: "customer-portal buffers whole usage series in memory; V8 'Reached heap limit', process restarts",
  estate: GRID,
  envelope: "otel-json",
  traceStyle: "w3c",
  start: "2026-07-11T19:00:00Z",
  minutes: 20,
  rps: 2.2,
  category: "memory",
  origin: "customer-portal",
  hints: ["heap", "memory", "allocation", "oom"],
  severity: "high",
  fault: {
    origin: "customer-portal",
    at: min(7.0),
    rate: ramp(0.55, 200),
    view: "reset",
  },
  noise: [
    [
      "billing-run",
      6,
      (r) => [
        "error",
        `invoice ${r.i(1000000, 9999999)} skipped: negative consumption ${-r.i(1, 90)} kWh (meter replaced?)`,
      ],
    ],
    ["usage-store", 30, N.slowSql],
  ],
  script: (r, at) => {
    for (let k = 0; k < 7; k++) {
      const t = min(7.0) / 1000 + k * r.f(90, 150);
      at(t - 1, "customer-portal", "fatal", "<--- Last few GCs --->", {
        rawLine: true,
        more: [
          "",
          `[1:0x6b2e000]   ${r.i(300000, 900000)} ms: Mark-Compact ${r.i(2030, 2046)}.${r.i(1, 9)} (2082.1) -> ${r.i(2030, 2046)}.${r.i(1, 9)} (2083.3) MB, ${r.i(900, 2200)}.${r.i(1, 9)} / 0.0 ms  (average mu = 0.0${r.i(10, 99)}, current mu = 0.0${r.i(10, 99)}) allocation failure; scavenge might not succeed`,
          "",
          "<--- JS stacktrace --->",
          "",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          " 1: 0xb8ced0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ],
      });
      at(t + 3, "customer-portal", "info", "customer-portal listening on 0.0.0.0:3000 (pid 1)");
    }
  },
});

// Go service creeping to GOMEMLIMIT, then killed with nothing but its own WARNs; no orchestrator lines.
PART_A.push({
  key: "mem-gomemlimit-silent-kill",
  note: "matchmaker creeps to GOMEMLIMIT (warnings only), then is SIGKILLed by the cgroup; restarts, callers reset",
  estate: RIDES,
  envelope: "app-json",
  traceStyle: "trace_id",
  start: "2026-07-13T21:00:00Z",
  minutes: 22,
  rps: 3.0,
  category: "memory",
  origin: "matchmaker",
  hints: ["memory", "heap", "gomemlimit", "oom"],
  severity: "medium",
  fault: {
    origin: "matchmaker",
    at: min(9.0),
    rate: ramp(0.5, 300),
    view: (dt) => (Math.floor(dt / 30000) % 3 === 0 ? "refused" : "reset"),
  },
  noise: [
    ["promo-codes", 5, (r) => ["error", `promo redemption lookup failed for ${r.hex(8)}: code not found`]],
    ["trip-history", 20, N.slowSql],
  ],
  script: (r, at) => {
    for (let k = 0; k < 30; k++)
      at(min(6.5) / 1000 + k * 28, "matchmaker", "warn", "heap approaching GOMEMLIMIT", {
        fields: {
          heap_alloc_mb: 1700 + k * 6 + r.i(0, 20),
          gomemlimit_mb: 1900,
          gc_cpu_fraction: (0.2 + k * 0.02).toFixed(2),
          num_gc: 4000 + k * 300,
        },
      });
    for (let k = 0; k < 6; k++)
      at(min(9.0) / 1000 + k * r.f(100, 160), "matchmaker", "info", "matchmaker starting", {
        fields: { version: "7.3.1", region_shards: 48 },
      });
  },
});

// Netty direct buffer exhaustion in a blob store (OutOfDirectMemoryError).
PART_A.push({
  key: "mem-netty-direct",
  note: "document-store leaks pooled direct buffers on aborted uploads: Netty OutOfDirectMemoryError",
  estate: CLAIMS,
  envelope: "spring-json",
  traceStyle: "none",
  start: "2026-07-15T09:30:00Z",
  minutes: 30,
  rps: 1.6,
  category: "memory",
  origin: "document-store",
  hints: ["memory", "direct", "outofdirectmemory", "allocate", "buffer"],
  severity: "medium",
  fault: {
    origin: "document-store",
    at: min(16.0),
    rate: ramp(0.85, 180),
    view: "5xx",
    own: (c) => [
      {
        lvl: "warn",
        msg: "An exceptionCaught() event was fired, and it reached at the tail of the pipeline. It usually means the last handler in the pipeline did not handle the exception.",
        logger: "io.netty.channel.DefaultChannelPipeline",
        thread: "reactor-http-epoll-3",
        more: [
          `io.netty.util.internal.OutOfDirectMemoryError: failed to allocate 16777216 byte(s) of direct memory (used: ${520093696 + c.r.i(0, 16000)}, max: 536870912)`,
          "\tat io.netty.util.internal.PlatformDependent.incrementMemoryCounter(PlatformDependent.java:843)",
          "\tat io.netty.buffer.PoolArena$DirectArena.newChunk(PoolArena.java:627)",
        ],
      },
      {
        lvl: "error",
        msg: `Upload claims/${c.r.hex(8)}.pdf failed: 500 INTERNAL_SERVER_ERROR`,
        logger: "com.assuro.docs.UploadHandler",
      },
    ],
  },
  noise: [
    ["adjuster-portal", 10, (r) => ["error", `GET /portal/claims/CL-${r.i(100000, 999999)} 404 (claim archived)`]],
    ["payout-service", 30, N.statsd],
  ],
  script: (r, at) => {
    for (let k = 0; k < 8; k++)
      at(
        min(12) / 1000 + k * 30,
        "document-store",
        "warn",
        `LEAK: ByteBuf.release() was not called before it's garbage-collected. See https://netty.io/wiki/reference-counted-objects.html for more information. Recent access records: ${r.i(1, 4)}`,
        { logger: "io.netty.util.ResourceLeakDetector" },
      );
  },
});

// Host-level OOM killer in syslog: kernel + systemd report the kill; the Go app was logging normally.
PART_A.push({
  key: "mem-kernel-oom-killer",
  note: "kernel OOM killer kills timetable (systemd 'Failed with result oom-kill'), repeated after restarts",
  estate: CAMPUS,
  envelope: "syslog-5424",
  traceStyle: "none",
  start: "2026-07-17T08:00:00Z",
  minutes: 25,
  rps: 2.4,
  category: "memory",
  origin: "timetable",
  hints: ["oom", "memory", "killed", "out of memory"],
  severity: "high",
  fault: {
    origin: "timetable",
    at: min(10.0),
    rate: ramp(0.5, 240),
    view: "refused",
  },
  noise: [
    ["fees", 8, (r) => ["error", `Card payment declined by acquirer (code 05) for FEE-${r.i(100000, 999999)}`]],
    [
      "lms-sync",
      20,
      (r) => ["warn", `course ${r.p(["CS101", "MA204"])} has ${r.i(1, 9)} orphan members in LMS; left untouched`],
    ],
  ],
  script: (r, at) => {
    for (let k = 0; k < 6; k++) {
      const t = min(10.0) / 1000 + k * r.f(120, 200);
      const pid = r.i(3000, 9000);
      at(
        t,
        "kernel",
        "error",
        `timetable invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0`,
      );
      at(
        t + 0.01,
        "kernel",
        "error",
        `Out of memory: Killed process ${pid} (timetable) total-vm:${r.i(3000000, 3900000)}kB, anon-rss:${r.i(2900000, 3100000)}kB, file-rss:${r.i(1000, 9000)}kB, shmem-rss:0kB, UID:998 pgtables:${r.i(5000, 7000)}kB oom_score_adj:0`,
      );
      at(t + 0.2, "systemd", "warn", "timetable.service: A process of this unit has been killed by the OOM killer.");
      at(t + 0.21, "systemd", "warn", "timetable.service: Main process exited, code=killed, status=9/KILL");
      at(t + 0.22, "systemd", "warn", "timetable.service: Failed with result 'oom-kill'.");
      at(
        t + 5.2,
        "systemd",
        "info",
        "timetable.service: Scheduled restart job, restart counter is at " + (k + 1) + ".",
      );
      at(t + 5.4, "systemd", "info", "Started timetable.service - Timetable API.");
      at(t + 5.9, "timetable", "info", "timetable listening on :8081 (cache warm-up: loading all terms)", {
        fields: { version: "3.3.0" },
      });
    }
  },
});
