// Database: HikariCP exhaustion with 53300, an Ecto write against a read-only replica after failover, Oracle
// deadlocks, Postgres crash recovery, MongoDB NotWritablePrimary, Django "too many clients".
import { java, node, python } from "./stacks.js";
import type { Scenario } from "./types.js";

const INF = Number.POSITIVE_INFINITY;

export const database: Scenario[] = [
  {
    estate: "claims",
    cat: "database",
    origin: "policy-ledger",
    hints: ["connection", "pool", "hikari", "53300"],
    sev: "high",
    note: "policy-ledger cannot get Postgres connections (remaining slots reserved, 53300); HikariPool times out; fnol-intake and payout-engine retry storms",
    run: (x) => {
      x.every(
        "policy-ledger",
        "warn",
        0,
        INF,
        4,
        "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@6d1f3a (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      x.every(
        "policy-ledger",
        "error",
        8,
        INF,
        1.5,
        "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLState: 53300)",
      );
      x.every(
        "policy-ledger",
        "error",
        30,
        INF,
        2,
        "Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
        () =>
          java(
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=42)",
            [
              "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
              "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
              "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
            ],
          ),
      );
      x.every(
        "claims-pg",
        "error",
        2,
        INF,
        2,
        "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
      );
      x.every(
        "fnol-intake",
        "error",
        35,
        INF,
        0.7,
        (r) =>
          `c.c.f.LedgerClient : coverage lookup POL-HO-${r.int(100000, 999999)} failed: 500 Internal Server Error from policy-ledger (attempt ${r.int(1, 4)}/4)`,
      );
      x.every(
        "payout-engine",
        "error",
        40,
        INF,
        1.4,
        "Polly: retry 3 of 3 for policy-ledger /reserves exhausted: 503 Service Unavailable",
      );
      x.every(
        "claims-portal",
        "error",
        40,
        INF,
        1.5,
        (r) => `POST /api/v3/claims 500 ${r.int(30000, 31000)}ms upstream=fnol-intake`,
      );
      x.deploy(-35, "fraud-scorer", "gbm-2026.07.2", "python");
    },
  },
  {
    estate: "podcast",
    cat: "database",
    origin: "subs-billing",
    hints: ["read-only", "read_only", "postgres", "transaction"],
    sev: "high",
    note: "after a Postgres failover subs-billing's pool still points at the old primary (now a replica); every write fails with 25006 read_only_sql_transaction",
    run: (x) => {
      x.every(
        "subs-billing",
        "error",
        0,
        INF,
        2.5,
        (r) => `[error] renewal failed for sub_${r.hex(8)}`,
        () =>
          [
            "** (Postgrex.Error) ERROR 25006 (read_only_sql_transaction) cannot execute UPDATE in a read-only transaction",
            "    (ecto_sql 3.11.1) lib/ecto/adapters/sql.ex:1054: Ecto.Adapters.SQL.raise_sql_call_error/1",
            "    (subs_billing 3.2.0) lib/subs_billing/renewals.ex:88: SubsBilling.Renewals.charge/1",
            "    (oban 2.17.6) lib/oban/queue/executor.ex:129: Oban.Queue.Executor.perform/1",
          ].join("\n"),
      );
      x.every(
        "subs-billing",
        "warn",
        30,
        INF,
        30,
        (r) => `[info] Oban queue=renewals executed=${r.int(20, 90)} failed=${r.int(20, 90)} (last minute)`,
      );
      x.every(
        "user-library",
        "warn",
        10,
        INF,
        3,
        (r) => `entitlements refresh for user=${r.int(1e6, 9e6)} skipped: subs-billing returned 500`,
      );
      x.every(
        "playback-api",
        "error",
        15,
        INF,
        2.2,
        (r) => `POST /v1/subscriptions/upgrade 500 from subs-billing (user ${r.int(1e6, 9e6)})`,
      );
      x.deploy(-55, "listen-edge", "v3.7.0", "go");
    },
  },
  {
    estate: "port",
    cat: "database",
    origin: "yard-tos",
    hints: ["deadlock", "ora-00060", "sql"],
    sev: "medium",
    note: "yard-tos move updates deadlock in Oracle (ORA-00060) after a new housekeeping job; gate transactions fail and retry",
    run: (x) => {
      x.every("yard-tos", "warn", 0, INF, 2, "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 60, SQLState: 61000");
      x.every(
        "yard-tos",
        "error",
        0,
        INF,
        2,
        "o.h.engine.jdbc.spi.SqlExceptionHelper : ORA-00060: deadlock detected while waiting for resource",
        () =>
          java(
            "org.hibernate.exception.LockAcquisitionException: could not execute batch [ORA-00060: deadlock detected while waiting for resource\n] [update yard_slots set container_id=?,version=? where id=? and version=?]",
            [
              "org.hibernate.dialect.OracleDialect.lambda$buildSQLExceptionConversionDelegate$1(OracleDialect.java:1125)",
              "org.hibernate.engine.jdbc.batch.internal.BatchImpl.performExecution(BatchImpl.java:189)",
              "com.terminal.yard.MoveService.commitMove(MoveService.java:211)",
            ],
          ),
      );
      x.every(
        "yard-tos",
        "info",
        -30,
        INF,
        20,
        (r) =>
          `c.t.yard.HousekeepingJob : compacting block ${r.pick(["A", "B", "C"])}${r.int(1, 40)} (${r.int(20, 200)} slots)`,
      );
      x.every(
        "terminal-api",
        "error",
        3,
        INF,
        1.5,
        (r) => `POST /gate/transactions 500 ${r.int(200, 900)}ms upstream yard-tos`,
      );
      x.every(
        "gate-kiosk",
        "warn",
        3,
        INF,
        1.4,
        (r) => `[in-lane ${r.int(1, 12)}] transaction rejected by terminal (500), retry ${r.int(1, 3)}/3`,
      );
    },
  },
  {
    estate: "claims",
    cat: "database",
    origin: "claims-pg",
    hints: ["postgres", "recovery", "database"],
    sev: "high",
    note: "claims-pg backend killed by signal 9; postmaster restarts all backends and enters recovery; every client errors 57P03 'in recovery mode' then reconnects",
    need: 240,
    run: (x) => {
      x.at(
        0,
        "claims-pg",
        "error",
        `LOG:  server process (PID ${x.r.int(10000, 99999)}) was terminated by signal 9: Killed`,
      );
      x.at(
        0.01,
        "claims-pg",
        "error",
        "DETAIL:  Failed process was running: SELECT claim_id, sum(amount) FROM claim_events GROUP BY claim_id",
      );
      x.at(0.02, "claims-pg", "error", "LOG:  terminating any other active server processes");
      x.at(0.4, "claims-pg", "info", "LOG:  all server processes terminated; reinitializing");
      x.at(
        0.6,
        "claims-pg",
        "info",
        "LOG:  database system was not properly shut down; automatic recovery in progress",
      );
      x.every("claims-pg", "error", 1, 95, 0.8, "FATAL:  the database system is in recovery mode");
      x.at(96, "claims-pg", "info", "LOG:  redo done at 2A/1F00C3B8; database system is ready to accept connections");
      x.silence("claims-pg", 0);
      x.every(
        "policy-ledger",
        "error",
        1,
        100,
        0.7,
        "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: the database system is in recovery mode (SQLState: 57P03)",
      );
      x.every(
        "fnol-intake",
        "error",
        2,
        110,
        0.6,
        (r) => `c.c.f.LedgerClient : coverage lookup POL-AU-${r.int(100000, 999999)} failed: 500 from policy-ledger`,
      );
      x.every(
        "adjuster-assign",
        "error",
        2,
        100,
        2,
        "django.db.utils.OperationalError: FATAL:  the database system is in recovery mode",
      );
      x.every(
        "claims-portal",
        "error",
        3,
        110,
        1,
        (r) => `GET /api/v3/claims/{id} 502 ${r.int(5, 60)}ms upstream=policy-ledger`,
      );
      x.deploy(-70, "claims-portal", "2026.07.12", "node");
    },
  },
  {
    estate: "podcast",
    cat: "database",
    origin: "user-library",
    hints: ["mongo", "primary", "writable"],
    sev: "medium",
    note: "user-library's Mongo replica set loses its primary; writes fail NotWritablePrimary for minutes (no election quorum); progress saves and library edits fail",
    run: (x) => {
      x.every(
        "user-library",
        "error",
        0,
        INF,
        1.3,
        (r) => `progress save failed user=${r.int(1e6, 9e6)}`,
        () =>
          node("MongoServerError: not primary", [
            "Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:205:26)",
            "MessageStream.<anonymous> (/app/node_modules/mongodb/lib/cmap/connection.js:64:60)",
            "async ProgressRepo.save (/app/dist/repos/progress.js:41:9)",
          ]) + "\n  errorLabels: [ 'RetryableWriteError' ], code: 10107, codeName: 'NotWritablePrimary'",
      );
      x.every(
        "user-library",
        "warn",
        20,
        INF,
        10,
        "MongoServerSelectionError: Server selection timed out after 30000 ms (topology ReplicaSetNoPrimary)",
      );
      x.every(
        "listen-edge",
        "error",
        2,
        INF,
        0.9,
        (r) => `POST /v2/me/progress status=503 dur=${r.int(10, 300)}ms upstream=user-library`,
      );
      x.every("playback-api", "warn", 5, INF, 4, "resume position unavailable, starting from 0");
    },
  },
  {
    estate: "port",
    cat: "database",
    origin: "billing-tariffs",
    hints: ["too many", "clients", "connection"],
    sev: "medium",
    note: "billing-tariffs' new month-end workers open a connection each; Postgres 'sorry, too many clients already'; invoice API fails",
    run: (x) => {
      x.at(-10, "billing-tariffs", "info", "INFO tariffs.monthend: spawning 64 invoice workers for 2026-07");
      x.every(
        "billing-tariffs",
        "error",
        0,
        INF,
        2,
        "ERROR django.request: Internal Server Error: /api/invoices/",
        () =>
          python(
            [
              [
                "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py",
                275,
                "ensure_connection",
                "self.connect()",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py",
                122,
                "connect",
                "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              ],
            ],
            'django.db.utils.OperationalError: connection to server at "tariffs-db" (10.30.1.8), port 5432 failed: FATAL:  sorry, too many clients already',
          ),
      );
      x.every(
        "terminal-api",
        "error",
        2,
        INF,
        3,
        (r) => `GET /billing/invoices 500 ${r.int(20, 400)}ms upstream billing-tariffs`,
      );
      x.deploy(-25, "gate-kiosk", "r2026.07.9", "php");
    },
  },
];
