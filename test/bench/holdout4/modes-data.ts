// Failure modes of state: database, memory and disk (four each, across runtimes).
import { hex, int, pick } from "../holdout3/kit.js";
import { startup } from "./episodes.js";
import { callers, edge5xx, relay, retryStorm } from "./propagate.js";
import { exc, rustPanic } from "./stacks.js";
import { crashLoop } from "./supervise.js";
import type { Ctx, Mode } from "./types.js";

const app = (c: Ctx, not: string) => c.all.filter((s) => s.kind === "app" && s.name !== not);
const user = (c: Ctx) => c.callers[0] ?? app(c, c.origin.name)[0];

export const DATA_MODES: Mode[] = [
  {
    id: "db-hikari-pool",
    cat: "database",
    note: "JDBC pool exhausted by a leaked long transaction",
    hints: ["connection", "pool", "sql", "jdbc"],
    sev: "high",
    rts: ["java"],
    run(c) {
      c.silence(c.origin, c.t0, 0.3);
      const s = c.origin;
      for (const [i, t] of c.ticks(c.t0, c.t0 + 90000, 6000).entries())
        c.emit(
          t,
          s,
          "DEBUG",
          `HikariPool-1 - Pool stats (total=20, active=${Math.min(20, 12 + i)}, idle=${Math.max(0, 8 - i)}, waiting=${i * 3})`,
          { f: { thread: "HikariPool-1 housekeeper" } },
        );
      c.emit(c.t0 + 20000, s, "WARN", "HikariPool-1 - Apparent connection leak detected", {
        ...exc(s, c.estate.pkg, "java.lang.Exception", "Apparent connection leak detected", [
          "exportBatch",
          "runNightly",
        ]),
        f: { thread: "HikariPool-1 housekeeper", logger: "com.zaxxer.hikari.pool.ProxyLeakTask" },
      });
      for (const t of c.ticks(c.t0 + 60000, c.end, 1800)) {
        const w = int(c.r, 30, 140);
        c.emit(
          t,
          s,
          "ERROR",
          "Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
          {
            ...exc(
              s,
              c.estate.pkg,
              "java.sql.SQLTransientConnectionException",
              `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${w})`,
              ["findPlate", "getPlate"],
            ),
            f: { logger: "o.a.c.c.C.[.[.[/].[dispatcherServlet]" },
          },
        );
      }
      callers(c, c.t0 + 62000, c.end, "timeout", 2500, { breakerAfter: 240000 });
      edge5xx(c, c.t0 + 65000, c.end, 2500, 504, user(c));
    },
  },
  {
    id: "pg-too-many-clients",
    cat: "database",
    note: "postgres out of connection slots after a worker scale-out",
    hints: ["connection", "clients", "postgres", "slots"],
    sev: "high",
    rts: ["postgres"],
    run(c) {
      const db = c.origin;
      const users = app(c, db.name).filter((s) => (c.estate.calls[s.name] ?? []).includes(db.name));
      const apps = users.length ? users : app(c, db.name).slice(0, 2);
      for (const t of c.ticks(c.t0, c.end, 900)) {
        const u = pick(c.r, apps);
        const pid = int(c.r, 20000, 60000);
        c.emit(
          t,
          db,
          "FATAL",
          pick(c.r, [
            "sorry, too many clients already",
            "remaining connection slots are reserved for roles with the SUPERUSER attribute",
          ]),
          { f: { pid, who: `${u.name.replace(/-/g, "_")}@${db.ops[0]}` } },
        );
      }
      for (const u of apps)
        for (const t of c.ticks(c.t0 + int(c.r, 100, 900), c.end, 2200)) {
          const m = `connection to server at "${db.name}" (10.42.6.12), port 5432 failed: FATAL:  sorry, too many clients already`;
          if (u.rt === "python")
            c.emit(
              t,
              u,
              "ERROR",
              "database connection failed",
              exc(u, c.estate.pkg, "psycopg2.OperationalError", m, ["get_conn", "handle"]),
            );
          else if (u.rt === "go")
            c.emit(t, u, "ERROR", "query failed", {
              err: `failed to connect to \`host=${db.name} user=app database=${db.ops[0]}\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`,
            });
          else if (u.rt === "java")
            c.emit(
              t,
              u,
              "ERROR",
              "Failed to obtain JDBC Connection",
              exc(u, c.estate.pkg, "org.postgresql.util.PSQLException", "FATAL: sorry, too many clients already", [
                "load",
                "handle",
              ]),
            );
          else if (u.rt === "rust")
            c.emit(t, u, "ERROR", "failed to acquire connection", {
              err: "error returned from database: sorry, too many clients already",
            });
          else if (u.rt === "dotnet")
            c.emit(
              t,
              u,
              "ERROR",
              "An error occurred using the connection to database",
              exc(u, c.estate.pkg, "Npgsql.PostgresException", "53300: sorry, too many clients already", [
                "query",
                "run",
              ]),
            );
          else c.emit(t, u, "ERROR", `db connect failed: FATAL: sorry, too many clients already`);
        }
      for (const u of apps) relay(c, u, c.t0 + 3000, c.end, "5xx", 3000, 500);
      edge5xx(c, c.t0 + 4000, c.end, 2000, 500, apps[0]);
    },
  },
  {
    id: "mysql-deadlock-dotnet",
    cat: "database",
    note: "InnoDB deadlocks between concurrent cart updates",
    hints: ["deadlock", "mysql", "transaction", "sql"],
    sev: "medium",
    rts: ["dotnet"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1400)) {
        c.emit(
          t,
          s,
          "ERROR",
          "Failed executing DbCommand (47ms) [Parameters=[@p0='?', @p1='?'], CommandType='Text', CommandTimeout='30'] UPDATE `cart_items` SET `quantity` = @p0 WHERE `id` = @p1;",
          {
            f: { category: "Microsoft.EntityFrameworkCore.Database.Command", eventId: 20102 },
          },
        );
        c.emit(
          t + 3,
          s,
          "ERROR",
          "An exception occurred in the database while saving changes for context type 'CartDbContext'.",
          {
            ...exc(
              s,
              c.estate.pkg,
              "Microsoft.EntityFrameworkCore.DbUpdateException",
              "An error occurred while saving the entity changes. See the inner exception for details.",
              ["saveItem", "addItem"],
              [
                "MySqlConnector.MySqlException (0x80004005)",
                "Deadlock found when trying to get lock; try restarting transaction",
              ],
            ),
            f: { category: "Microsoft.EntityFrameworkCore.Update", eventId: 10000 },
          },
        );
      }
      callers(c, c.t0 + 500, c.end, "5xx", 2600, { code: 500, skip: 0.3 });
      edge5xx(c, c.t0 + 800, c.end, 3000, 500, s);
    },
  },
  {
    id: "mysql-readonly-failover",
    cat: "database",
    note: "writes hit a read-only MySQL after a failover left the app on the old primary",
    hints: ["read-only", "readonly", "mysql", "database", "statement"],
    sev: "high",
    rts: ["ruby"],
    run(c) {
      c.silence(c.origin, c.t0, 0.3);
      const s = c.origin;
      c.emit(
        c.t0,
        s,
        "WARN",
        "Mysql2::Error::ConnectionError: Lost connection to MySQL server during query (reconnecting)",
      );
      for (const t of c.ticks(c.t0 + 1500, c.end, 1500)) {
        const tr = hex(c.r, 8);
        c.emit(t, s, "INFO", `Started POST "/publish/${int(c.r, 10000, 99999)}" for 10.42.1.${int(c.r, 2, 250)}`, {
          trace: tr,
        });
        const e = exc(s, c.estate.pkg, "ActiveRecord::StatementInvalid", "read-only", ["publish!", "create"]);
        c.emit(
          t + 40,
          s,
          "FATAL",
          "ActiveRecord::StatementInvalid (Mysql2::Error: The MySQL server is running with the --read-only option so it cannot execute this statement):",
          { trace: tr, stack: e.stack },
        );
        c.emit(
          t + 45,
          s,
          "INFO",
          `Completed 500 Internal Server Error in ${int(c.r, 20, 90)}ms (ActiveRecord: ${int(c.r, 2, 9)}.1ms | Allocations: 2210)`,
          { trace: tr },
        );
      }
      callers(c, c.t0 + 600, c.end, "5xx", 3500, { code: 500 });
    },
  },
  {
    id: "jvm-heap-gc",
    cat: "memory",
    note: "JVM heap exhausted, GC thrash then OutOfMemoryError",
    hints: ["memory", "heap", "outofmemory", "gc"],
    sev: "high",
    rts: ["java"],
    run(c) {
      c.silence(c.origin, c.t0, 0.3);
      const s = c.origin;
      let used = 1820;
      for (const t of c.ticks(c.t0, c.end, 2500)) {
        used = Math.min(2046, used + int(c.r, 10, 40));
        const pause = used > 1950 ? int(c.r, 900, 4800) : int(c.r, 40, 300);
        c.emit(
          t,
          s,
          used > 1950 ? "WARN" : "INFO",
          `[gc] GC(${int(c.r, 4000, 9000)}) Pause ${used > 1950 ? "Full (G1 Compaction Pause)" : "Young (Normal) (G1 Evacuation Pause)"} ${used}M->${used - int(c.r, 0, 8)}M(2048M) ${pause}.${int(c.r, 100, 999)}ms`,
          {
            f: { logger: "gc", thread: "GC Thread#0" },
          },
        );
      }
      const oom = c.t0 + 150000;
      for (const t of c.ticks(oom, c.end, 4000)) {
        c.emit(
          t,
          s,
          "ERROR",
          pick(c.r, [
            "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
            'Exception in thread "kafka-consumer-1" java.lang.OutOfMemoryError: GC overhead limit exceeded',
          ]),
          {
            ...exc(s, c.estate.pkg, "java.lang.OutOfMemoryError", "Java heap space", [
              "estimateGap",
              "validateInterval",
            ]),
          },
        );
      }
      callers(c, oom + 2000, c.end, "timeout", 3000);
      for (const cl of c.callers) retryStorm(c, cl, s, oom + 5000, c.end, 500, "timed out waiting for response");
    },
  },
  {
    id: "k8s-oomkilled-go",
    cat: "memory",
    note: "container exceeds its memory limit, OOMKilled (137) by kubelet, crash loop",
    hints: ["memory", "oom"],
    sev: "high",
    rts: ["go"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const s = c.origin;
      crashLoop(c, s, c.t0, { code: 137, reason: "OOMKilled" }, 70000, (t, n) => {
        if (n > 1) startup(c, s, t);
        c.emit(t + (n > 1 ? 20000 : 1500), s, "WARN", `scan event backlog ${int(c.r, 40, 90)}k, dropping acks`);
        c.emit(t + 45000, s, "INFO", `session fan-out buffer grown to ${int(c.r, 300, 900)}k entries`);
      });
      callers(c, c.t0 + 72000, c.end, "refused", 2500);
      edge5xx(c, c.t0 + 72000, c.end, 1500, 503, s);
    },
  },
  {
    id: "node-heap-oom",
    cat: "memory",
    note: "V8 heap limit reached, process aborts and restarts",
    hints: ["memory", "heap"],
    sev: "high",
    rts: ["node"],
    run(c) {
      c.silence(c.origin, c.t0, 0.3);
      const s = c.origin;
      for (let t = c.t0, n = 0; t < c.end; n++) {
        c.emit(
          t + (n ? 15000 : 800),
          s,
          "WARN",
          `event loop lag ${int(c.r, 300, 900)}ms, heapUsed ${int(c.r, 3600, 3900)}MB`,
        );
        c.emit(t + 60000, s, "FATAL", "", {
          raw: true,
          msg: "",
          stack: [
            "<--- Last few GCs --->",
            "",
            `[1:0x6c2e0a0]   ${int(c.r, 90000, 99999)} ms: Mark-Compact 4033.1 (4130.6) -> 4019.8 (4133.6) MB, ${int(c.r, 1800, 2900)}.3 / 0.0 ms  (average mu = 0.121, current mu = 0.032) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb8ced0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ],
        });
        startup(c, s, t + 66000);
        t += 70000 + int(c.r, 0, 20000);
      }
      callers(c, c.t0 + 30000, c.end, "timeout", 3000, { skip: 0.3 });
      edge5xx(c, c.t0 + 60500, c.end, 2500, 502, s);
    },
  },
  {
    id: "kernel-oom-python",
    cat: "memory",
    note: "kernel OOM killer takes the worker; systemd restarts it",
    hints: ["memory", "oom"],
    sev: "medium",
    rts: ["python"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const s = c.origin;
      crashLoop(c, s, c.t0, { code: 137, reason: "OOMKilled", signal: "9/KILL" }, 90000, (t, n) => {
        if (n > 1) startup(c, s, t);
        c.emit(
          t + (n > 1 ? 30000 : 1200),
          s,
          "WARN",
          `worker rss ${int(c.r, 6, 7)}.${int(c.r, 1, 9)}GiB exceeds soft limit 6GiB while loading chunk`,
        );
      });
      for (const cl of c.callers.slice(0, 1)) retryStorm(c, cl, s, c.t0 + 92000, c.end, 700, "worker disconnected");
      callers(c, c.t0 + 92000, c.end, "refused", 4000);
    },
  },
  {
    id: "pg-wal-disk-full",
    cat: "disk",
    note: "postgres data volume full, WAL writes fail and the server shuts down",
    hints: ["space", "disk", "device"],
    sev: "high",
    rts: ["postgres"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const db = c.origin;
      c.emit(
        c.t0,
        db,
        "ERROR",
        `could not extend file "base/16384/${int(c.r, 20000, 40000)}": No space left on device`,
        { stack: ["\tHINT:  Check free disk space."] },
      );
      c.emit(
        c.t0 + 2000,
        db,
        "ERROR",
        `could not write to file "pg_wal/xlogtemp.${int(c.r, 100, 999)}": No space left on device`,
      );
      c.emit(
        c.t0 + 2400,
        db,
        "FATAL",
        `could not write to file "pg_wal/xlogtemp.${int(c.r, 100, 999)}": No space left on device`,
      );
      c.emit(c.t0 + 2600, db, "FATAL", 'could not write to file "pg_wal/xlogtemp.88": No space left on device', {
        f: { pglevel: "PANIC" },
      });
      c.emit(c.t0 + 2700, db, "INFO", "server process (PID 31177) was terminated by signal 6: Aborted");
      c.emit(c.t0 + 2800, db, "INFO", "terminating any other active server processes");
      for (const t of c.ticks(c.t0 + 8000, c.end, 20000)) {
        c.emit(t, db, "INFO", "database system was interrupted; last known up at 2026-11-26 00:00:00 UTC");
        c.emit(t + 200, db, "FATAL", 'could not write to file "pg_wal/xlogtemp.2": No space left on device');
        c.emit(t + 300, db, "INFO", "startup process (PID 41) exited with exit code 1");
        c.emit(t + 400, db, "INFO", "aborting startup due to startup process failure");
      }
      for (const u of app(c, db.name).filter((x) => (c.estate.calls[x.name] ?? []).includes(db.name))) {
        for (const t of c.ticks(c.t0 + 3000, c.end, 2500))
          c.emit(t, u, "ERROR", "database unavailable", {
            err: `connection to server at "${db.name}" (10.42.6.12), port 5432 failed: Connection refused`,
          });
        relay(c, u, c.t0 + 4000, c.end, "5xx", 4000, 500);
      }
      edge5xx(c, c.t0 + 4000, c.end, 2000, 500, user(c));
    },
  },
  {
    id: "ext4-readonly",
    cat: "disk",
    note: "scratch volume remounted read-only after ext4 errors",
    hints: ["read-only", "readonly", "filesystem", "disk"],
    sev: "high",
    rts: ["python"],
    run(c) {
      const s = c.origin;
      if (c.kernel) {
        c.emit(
          c.t0,
          c.kernel,
          "ERROR",
          "EXT4-fs error (device nvme1n1): ext4_journal_check_start:83: comm python3: Detected aborted journal",
        );
        c.emit(c.t0 + 100, c.kernel, "ERROR", "EXT4-fs (nvme1n1): Remounting filesystem read-only");
      }
      for (const t of c.ticks(c.t0 + 300, c.end, 1500))
        c.emit(
          t,
          s,
          "ERROR",
          `failed to stage asset ${hex(c.r, 10)}`,
          exc(s, c.estate.pkg, "OSError", `[Errno 30] Read-only file system: '/scratch/stage/${hex(c.r, 8)}.part'`, [
            "stage",
            "transcode",
          ]),
        );
      for (const cl of c.callers)
        for (const t of c.ticks(c.t0 + 1500, c.end, 4000))
          c.emit(t, cl, "ERROR", `asset upload failed: ${s.name} answered 500`);
      edge5xx(c, c.t0 + 2000, c.end, 4000, 500, s);
    },
  },
  {
    id: "inode-exhaustion-rust",
    cat: "disk",
    note: "render cache directory runs out of inodes (ENOSPC with free bytes)",
    hints: ["space", "inode", "disk", "device"],
    sev: "medium",
    rts: ["rust"],
    run(c) {
      const s = c.origin;
      c.emit(c.t0, s, "WARN", "cache dir /var/cache/img holds 4.1M entries; eviction sweep behind", {
        f: { target: "img_resizer::cache" },
      });
      for (const t of c.ticks(c.t0 + 4000, c.end, 900))
        c.emit(t, s, "ERROR", "failed to persist variant", {
          err: `No space left on device (os error 28)`,
          f: {
            target: "img_resizer::cache",
            path: `/var/cache/img/${hex(c.r, 2)}/${hex(c.r, 2)}/${hex(c.r, 16)}.webp`,
          },
        });
      c.emit(c.t0 + 30000, s, "WARN", "statvfs /var/cache/img: blocks free 61%, inodes free 0%", {
        f: { target: "img_resizer::health" },
      });
      for (const t of c.ticks(c.t0 + 120000, c.end, 60000))
        c.emit(t, s, "FATAL", "", {
          raw: true,
          msg: "",
          stack: rustPanic(
            s,
            'called `Result::unwrap()` on an `Err` value: Os { code: 28, kind: StorageFull, message: "No space left on device" }',
            "cache.rs",
          ),
        });
      edge5xx(c, c.t0 + 4500, c.end, 2000, 500, s);
    },
  },
  {
    id: "kafka-logdir-full",
    cat: "disk",
    note: "broker log dir fills, broker takes the dir offline and shuts down",
    hints: ["space", "disk", "log dir", "device"],
    sev: "high",
    rts: ["kafka"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const b = c.origin;
      const topic = b.ops[0];
      c.emit(
        c.t0,
        b,
        "ERROR",
        `Error while appending records to ${topic}-${int(c.r, 0, 11)} in dir /var/lib/kafka/data`,
        {
          err: "java.io.IOException: No space left on device",
          stack: [
            "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "\tat org.apache.kafka.common.record.MemoryRecords.writeFullyTo(MemoryRecords.java:92)",
          ],
          f: { logger: "kafka.server.LogDirFailureChannel" },
        },
      );
      c.emit(c.t0 + 300, b, "WARN", `[ReplicaManager broker=1] Stopping serving replicas in dir /var/lib/kafka/data`, {
        f: { logger: "kafka.server.ReplicaManager" },
      });
      c.emit(c.t0 + 900, b, "ERROR", "Shutdown broker because all log dirs in /var/lib/kafka/data have failed", {
        f: { logger: "kafka.log.LogManager" },
      });
      const users = app(c, b.name).filter((x) => (c.estate.calls[x.name] ?? []).includes(b.name));
      for (const u of users) {
        for (const t of c.ticks(c.t0 + 1500, c.end, 1200))
          c.emit(t, u, "ERROR", "produce failed", {
            err: `kafka: Failed to produce message to topic ${topic}: kafka server: In the middle of a leadership election, there is currently no leader for this partition and hence it is unavailable for writes`,
          });
        retryStorm(c, u, b, c.t0 + 2000, c.end, 400, "NOT_LEADER_OR_FOLLOWER");
      }
    },
  },
];
