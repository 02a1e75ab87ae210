// Incident recipes: database, disk, memory, null reference (four each, one per estate).
import type { IncidentDef } from "./incident-types.js";
import { dotnetTrace, goPanic, javaTrace, pyTrace } from "./shapes.js";

export const DATA_INCIDENTS: IncidentDef[] = [
  // ---------------------------------------------------------------- database
  {
    category: "database",
    estate: "glacier",
    origin: "session-slots",
    hints: ["connection", "pool", "hikari", "database", "sql", "jdbc"],
    severity: "high",
    note: "A long-running capacity report holds session-slots' connections; its Hikari pool is exhausted (SQLTransientConnectionException after 30 s) and booking-api logs timeouts to session-slots while price-rules is unaffected.",
    fail: {
      frac: 0.85,
      status: 504,
      mode: "timeout",
      ms: 10000,
      ramp: 60000,
      originSays: (c, t, req) => {
        if (c.r.chance(0.3))
          c.emit(
            t + 30000,
            "session-slots",
            "error",
            javaTrace(
              "o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
              "com.glacier.slots",
              ["SlotRepository.reserve", "SlotService.reserve"],
              c.r,
              "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
            ),
            req,
          );
      },
    },
    script: (c, o) => {
      c.emit(
        c.tf - 2000,
        o,
        "info",
        "c.g.slots.ReportJob : occupancy export started for season 2026/27 (streaming cursor, 20 partitions)",
      );
      c.every(c.tf + 20000, c.end, 30000, (t) =>
        c.emit(t, o, "warn", `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${c.r.int(30, 90)})`),
      );
    },
  },
  {
    category: "database",
    estate: "pebble",
    origin: "league_scheduler",
    hints: ["connection", "postgres", "database", "slots", "operationalerror", "psycopg"],
    severity: "high",
    note: "league_scheduler's new worker count opened more Postgres connections than max_connections allows; new connections fail with 'remaining connection slots are reserved' (53300) and club_portal's fixtures pages return 500.",
    fail: {
      frac: 0.7,
      status: 500,
      mode: "status",
      originSays: (c, t) => {
        if (c.r.chance(0.5))
          c.emit(
            t,
            "league_scheduler",
            "error",
            pyTrace(
              [
                ["/app/league/db.py", 41, "get_conn", "return pool.getconn()"],
                [
                  "/usr/local/lib/python3.12/site-packages/psycopg2/pool.py",
                  106,
                  "_getconn",
                  "return self._connect(key)",
                ],
              ],
              'psycopg2.OperationalError: connection to server at "pg-club.internal" (10.6.0.12), port 5432 failed: FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute',
            ),
          );
      },
    },
    script: (c, o) => {
      c.emit(
        c.tf - 50000,
        o,
        "info",
        "gunicorn: scaled workers 4 -> 12 (WEB_CONCURRENCY=12), each with pool maxconn=10",
      );
    },
  },
  {
    category: "database",
    estate: "frostline",
    origin: "ledger",
    hints: ["deadlock", "sql", "database", "1205", "transaction"],
    severity: "medium",
    note: "A new end-of-shift posting path locks tables in the opposite order to till sales; ledger's transactions are repeatedly chosen as deadlock victims (SQL error 1205) and checkout through frontdesk fails intermittently.",
    fail: {
      frac: 0.45,
      status: 500,
      mode: "status",
      originSays: (c, t) =>
        c.emit(
          t,
          "ledger",
          "error",
          dotnetTrace(
            `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${c.r.int(50, 120)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.\n Error Number:1205,State:51,Class:13`,
            ["Frostline.Ledger.Data.ShiftRepository.CloseAsync", "Frostline.Ledger.Api.SalesController.Post"],
            c.r,
          ),
        ),
    },
    script: (c, o) => {
      c.emit(c.tf - 15000, o, "info", "Shift close enabled for pad 2 (new posting path)");
    },
  },
  {
    category: "database",
    estate: "northpond",
    origin: "guest-sessions",
    hints: ["read-only", "mysql", "database", "sql", "1290"],
    severity: "high",
    note: "After a database failover the writer endpoint still resolves to the demoted instance; guest-sessions' booking inserts fail with MySQL error 1290 (--read-only) while reads succeed, and guest-web reports bookings failing.",
    fail: {
      frac: 0.6,
      status: 500,
      mode: "status",
      originSays: (c, t, req) =>
        c.emit(
          t,
          "guest-sessions",
          "error",
          javaTrace(
            "o.h.engine.jdbc.spi.SqlExceptionHelper : The MySQL server is running with the --read-only option so it cannot execute this statement",
            "net.northpond.sessions",
            ["BookingRepository.save", "SessionBooking.book"],
            c.r,
            "java.sql.SQLException: The MySQL server is running with the --read-only option so it cannot execute this statement (errno 1290, SQLSTATE HY000)",
          ),
          req,
        ),
    },
    script: (c, o) => {
      c.emit(
        c.tf - 8000,
        o,
        "warn",
        "HikariPool-1 - Failed to validate connection com.mysql.cj.jdbc.ConnectionImpl@5e1a (Communications link failure). Possibly consider using a shorter maxLifetime value.",
      );
      c.emit(c.tf - 7000, o, "info", "HikariPool-1 - Added connection com.mysql.cj.jdbc.ConnectionImpl@7c2d");
    },
  },
  // ---------------------------------------------------------------- disk
  {
    category: "disk",
    estate: "glacier",
    origin: "ice-plant-telemetry",
    hints: ["disk", "space", "no space", "enospc", "full"],
    severity: "medium",
    note: "The telemetry WAL volume fills up; ice-plant-telemetry logs 'no space left on device' on every append and stops serving ice status, while booking-api logs ice lookups failing.",
    fail: { frac: 0.9, status: 503, mode: "status" },
    script: (c, o) => {
      c.emit(c.tf - 240000, o, "warn", "wal: segment compaction behind by 37 segments");
      c.every(c.tf, c.end, 4000, (t) =>
        c.emit(
          t,
          o,
          "error",
          `wal append failed: write /var/lib/telemetry/wal/${String(c.r.int(4000, 4100)).padStart(8, "0")}.seg: no space left on device`,
        ),
      );
      c.silence(o, c.tf, c.end);
    },
  },
  {
    category: "disk",
    estate: "pebble",
    origin: "sheet_booking",
    hints: ["disk", "space", "no space", "storage", "full"],
    severity: "medium",
    note: "sheet_booking's local volume filled with PHP session files; session writes fail with 'No space left on device', members are logged out and bookings fail with 500s reported by club_portal.",
    fail: {
      frac: 0.75,
      status: 500,
      mode: "status",
      originSays: (c, t, req) =>
        c.emit(
          t,
          "sheet_booking",
          c.r.chance(0.6) ? "warn" : "error",
          `PHP Warning:  session_write_close(): write failed: No space left on device (28) in /var/www/app/vendor/laravel/framework/src/Illuminate/Session/FileSessionHandler.php on line ${c.r.int(60, 90)}`,
          req,
        ),
    },
    script: (c, o) => {
      c.emit(
        c.tf + 5000,
        o,
        "error",
        `file_put_contents(/var/www/app/storage/framework/sessions/${c.r.hex(40)}): Failed to open stream: No space left on device`,
      );
    },
  },
  {
    category: "disk",
    estate: "frostline",
    origin: "reports",
    hints: ["read-only", "disk", "filesystem", "erofs", "storage"],
    severity: "medium",
    note: "The reports volume hit I/O errors and was remounted read-only; reports logs 'Read-only file system' (Errno 30) for every export and frontdesk's daily report pages fail.",
    fail: { frac: 1, status: 500, mode: "status" },
    script: (c, o) => {
      c.every(c.tf, c.end, 6000, (t) =>
        c.emit(
          t,
          o,
          "error",
          pyTrace(
            [["/app/reports/export.py", 88, "write_batch", 'with open(path, "ab") as fh:']],
            `OSError: [Errno 30] Read-only file system: '/data/exports/${c.r.pick(["daily-takings", "occupancy"])}-2026-12.csv'`,
          ),
        ),
      );
      c.silence(o, c.tf, c.end);
    },
  },
  {
    category: "disk",
    estate: "northpond",
    origin: "league-fixtures",
    hints: ["disk", "space", "diskfull", "53100", "storage"],
    severity: "high",
    note: "The league database volume filled up; league-fixtures' writes fail with PG::DiskFull 'could not extend file' (53100) and guest-web reports league pages failing.",
    fail: {
      frac: 0.7,
      status: 500,
      mode: "status",
      originSays: (c, t) => {
        if (c.r.chance(0.5))
          c.emit(
            t,
            "league-fixtures",
            "error",
            `ActiveRecord::StatementInvalid (PG::DiskFull: ERROR:  could not extend file "base/16402/${c.r.int(24000, 25000)}": No space left on device\nHINT:  Check free disk space.\n)`,
          );
      },
    },
    script: (c, o) => {
      c.every(c.tf, c.end, 30000, (t) =>
        c.emit(
          t,
          o,
          "error",
          `StandingsRefreshJob failed: PG::DiskFull: ERROR:  could not write to file "base/pgsql_tmp/pgsql_tmp${c.r.int(100, 999)}.${c.r.int(0, 9)}": No space left on device`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- memory
  {
    category: "memory",
    estate: "glacier",
    origin: "receipt-pdf",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "A season-ticket statement with thousands of lines exhausts receipt-pdf's heap; it logs GC warnings then java.lang.OutOfMemoryError, restarts, and booking-api sees connection refusals and 502s.",
    fail: { frac: 0.8, status: 502, mode: "refused", ramp: 30000 },
    script: (c, o) => {
      c.every(c.tf - 60000, c.tf + 30000, 7000, (t) =>
        c.emit(
          t,
          o,
          "warn",
          `[gc] Pause Full (G1 Compaction Pause) ${c.r.int(1900, 2040)}M->${c.r.int(1880, 2030)}M(2048M) ${c.r.int(900, 3000)}.${c.r.int(100, 999)}ms`,
        ),
      );
      const boom = (t: number) => {
        c.emit(
          t,
          o,
          "error",
          javaTrace(
            'Exception in thread "http-nio-8080-exec-4" java.lang.OutOfMemoryError: Java heap space',
            "com.glacier.receipt",
            ["LineTable.layout", "Renderer.render"],
            c.r,
          ),
        );
        c.emit(t + 2000, o, "info", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        c.emit(t + 14000, o, "info", "Starting ReceiptPdfApplication v3.9.2 using Java 21.0.5 with PID 1");
      };
      boom(c.tf + 30000);
      c.every(c.tf + 120000, c.end, 150000, boom);
    },
  },
  {
    category: "memory",
    estate: "pebble",
    origin: "bar_till",
    hints: ["memory", "allowed memory", "exhausted", "oom"],
    severity: "medium",
    note: "A bar_till change loads the whole stock history per tab; PHP fatals with 'Allowed memory size exhausted' and tabs fail with 500s through club_portal.",
    fail: {
      frac: 0.7,
      status: 500,
      mode: "status",
      originSays: (c, t) =>
        c.emit(
          t,
          "bar_till",
          "fatal",
          `PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted (tried to allocate ${c.r.pick([20480, 65536, 4096])} bytes) in /var/www/till/app/Stock/History.php on line ${c.r.int(40, 140)}`,
        ),
    },
    script: (c, o) => {
      c.emit(c.tf - 30000, o, "info", "deployed bar_till 2.14.0 (stock valuation on tab close)");
      c.every(c.tf, c.end, 40000, (t) =>
        c.emit(
          t,
          o,
          "warn",
          `[pool www] child ${c.r.int(100, 999)} exited with code 255 after ${c.r.int(10, 300)}.${c.r.int(100, 999)} seconds from start`,
        ),
      );
    },
  },
  {
    category: "memory",
    estate: "frostline",
    origin: "rentals",
    hints: ["memory", "out of memory", "oom", "oomkilled", "137"],
    severity: "high",
    note: "rentals leaks goroutines and buffers on a new quote cache; it dies with 'fatal error: runtime: out of memory', is OOM-killed (exit 137) and restarts repeatedly, and frontdesk reports quotes failing with connection refused.",
    fail: { frac: 0.75, status: 503, mode: "refused", ramp: 60000 },
    script: (c, o) => {
      c.every(c.tf - 120000, c.tf, 20000, (t, i) =>
        c.emit(t, o, "info", `quote cache size=${(i + 1) * 41000} entries heap_inuse=${300 + i * 140}MiB`),
      );
      const die = (t: number) => {
        c.emit(
          t,
          o,
          "fatal",
          `fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x9a2b41?, 0x400000?})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c\nruntime.sysMapOS(0xc0a4000000, 0x4000000)\n\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b`,
        );
        c.emit(
          t + 800,
          o,
          "warn",
          "container rentals terminated: OOMKilled (exit code 137), restart count " + c.r.int(1, 9),
        );
        c.emit(t + 5000, o, "info", "rentals 1.31.0 starting (go1.23.4, GOMAXPROCS=2)");
      };
      c.every(c.tf, c.end, 110000, die);
    },
  },
  {
    category: "memory",
    estate: "northpond",
    origin: "guest-lessons",
    hints: ["memory", "sigkill", "oom", "out of memory"],
    severity: "medium",
    note: "guest-lessons workers grow until the kernel kills them; gunicorn reports 'Worker was sent SIGKILL! Perhaps out of memory?' and guest-web logs lesson lookups failing with resets and 502s.",
    fail: { frac: 0.5, status: 502, mode: "reset", ramp: 120000 },
    script: (c, o) => {
      c.every(c.tf, c.end, 25000, (t) => {
        const pid = c.r.int(100, 900);
        c.emit(t, o, "error", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        c.emit(t + 300, o, "info", `[INFO] Booting worker with pid: ${pid + c.r.int(1, 40)}`);
      });
    },
  },
  // ---------------------------------------------------------------- null reference
  {
    category: "null_reference",
    estate: "glacier",
    origin: "session-slots",
    hints: ["null", "nullpointer", "npe"],
    severity: "high",
    note: "A rink was retired from configuration but still has sessions on sale; session-slots throws NullPointerException ('rink' is null) for those sessions and booking-api reports 500s from session-slots.",
    fail: {
      frac: 0.45,
      status: 500,
      mode: "status",
      originSays: (c, t, req) =>
        c.emit(
          t,
          "session-slots",
          "error",
          javaTrace(
            `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception\njava.lang.NullPointerException: Cannot invoke "com.glacier.slots.model.Rink.getCapacity()" because "rink" is null`,
            "com.glacier.slots",
            ["SlotService.capacityFor", "SlotService.reserve", "SlotController.list"],
            c.r,
          ),
          req,
        ),
    },
    script: (c, o) => {
      c.emit(
        c.tf - 30000,
        o,
        "info",
        "c.g.slots.RinkConfig : reloaded rinks from config (north, east) - harbour removed",
      );
    },
  },
  {
    category: "null_reference",
    estate: "pebble",
    origin: "draw_results",
    hints: ["nil", "badmap", "function_clause", "null", "undefined"],
    severity: "medium",
    note: "A bye in the new draw leaves a game without an away team; draw_results crashes with BadMapError on nil while recomputing standings and club_portal's results pages fail with 500s.",
    fail: {
      frac: 0.7,
      status: 500,
      mode: "status",
      originSays: (c, t) =>
        c.emit(
          t,
          "draw_results",
          "error",
          `** (BadMapError) expected a map, got: nil\n    (draw_results 1.8.0) lib/draw_results/standings.ex:${c.r.int(40, 90)}: DrawResults.Standings.points_for/2\n    (elixir 1.17.3) lib/enum.ex:2531: Enum."-reduce/3-lists^foldl/2-0-"/3\n    (draw_results 1.8.0) lib/draw_results_web/controllers/results_controller.ex:22: DrawResultsWeb.ResultsController.index/2`,
        ),
    },
    script: (c) => {
      c.emit(c.tf - 15000, "league_scheduler", "info", "draw generated league=juniors round=6 games=5 (1 bye)");
    },
    with: ["league_scheduler"],
  },
  {
    category: "null_reference",
    estate: "frostline",
    origin: "lessons",
    hints: ["null", "nullreference", "object reference"],
    severity: "medium",
    note: "A coach without a roster record breaks lesson enrolment; lessons throws NullReferenceException and frontdesk reports enrolments failing with 500s from lessons.",
    fail: {
      frac: 0.6,
      status: 500,
      mode: "status",
      originSays: (c, t) =>
        c.emit(
          t,
          "lessons",
          "error",
          dotnetTrace(
            "An unhandled exception has occurred while executing the request.\nSystem.NullReferenceException: Object reference not set to an instance of an object.",
            [
              "Frostline.Lessons.Roster.CoachRoster.NextFreeSlot",
              "Frostline.Lessons.Enrolment.EnrolHandler.Handle",
              "Frostline.Lessons.Api.EnrolController.Post",
            ],
            c.r,
          ),
        ),
    },
    script: (c, o) => {
      c.emit(c.tf - 45000, o, "info", "Coach 'K. Lindqvist' added to Power Skating (roster sync pending)");
    },
  },
  {
    category: "null_reference",
    estate: "northpond",
    origin: "ops-resurfacer",
    hints: ["nil", "pointer", "dereference", "panic", "null"],
    severity: "medium",
    note: "A resurfacing unit reports with no GPS block; ops-resurfacer panics with a nil pointer dereference in its telemetry handler and restarts in a loop, and guest-web logs resurface-schedule calls refused.",
    fail: { frac: 0.8, status: 503, mode: "refused" },
    script: (c, o) => {
      c.every(c.tf, c.end, 35000, (t) => {
        c.emit(
          t,
          o,
          "fatal",
          goPanic(
            "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8f3a21]",
            ["npops/resurfacer/telemetry.(*Decoder).position", "npops/resurfacer/telemetry.(*Ingest).Handle"],
            c.r,
          ),
        );
        c.emit(t + 4000, o, "info", "ops-resurfacer 2.7.3 starting, listening on :9101");
      });
    },
  },
];
