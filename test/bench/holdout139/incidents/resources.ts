// Memory, disk, configuration and unknown incidents, one of each per house.
import { clf, nginxTime } from "../access.js";
import { fill } from "../background.js";
import type { Ctx } from "../kit.js";
import { bumpVersion, configReload, shutdownLines, startupLines } from "../lifecycle.js";
import { dotnetErr, javaErr, rubyErr } from "../stacks.js";
import type { Role } from "../types.js";
import { emitCallerError, failingTraffic, target } from "./callers.js";
import type { IncidentTemplate } from "./types.js";

/** A process that dies and comes back on a back-off, for [t0, end): calls die(t) and writes startup lines. */
function crashLoop(
  c: Ctx,
  role: Role,
  t0: number,
  die: (t: number) => void,
  o: { upFor: [number, number]; backoff: number[] },
): void {
  let t = t0;
  let i = 0;
  while (t < c.end) {
    die(t);
    const down = o.backoff[Math.min(i, o.backoff.length - 1)] ?? 10000;
    c.mute(role, t + 1, t + down);
    const s = c.s(role);
    startupLines(c, s, t + down, s.version);
    t += down + c.r.int(o.upFor[0], o.upFor[1]);
    i++;
  }
}

export const RESOURCES: IncidentTemplate[] = [
  {
    key: "a-mem-node-heap",
    estate: "A",
    category: "memory",
    origin: "bff",
    needs: [],
    hints: ["heap", "out of memory", "memory", "oom", "allocation failed"],
    severity: "high",
    note: (c) =>
      `${c.n("bff")} leaked memory in its server-side listings cache until V8 hit its heap limit and crashed, over and over, so the website returned 502/503 between restarts.`,
    run: (c, t0) => {
      c.every(t0 - 120000, t0, 30000, 2000, (t) =>
        c.emit(t, "bff", "WARN", `event loop lag p99=${c.r.int(300, 900)}ms heapUsed=${c.r.int(1700, 1990)}MB`),
      );
      crashLoop(
        c,
        "bff",
        t0,
        (t) => {
          const pid = c.r.int(1, 9);
          const iso = c.r.hex(7);
          const base = c.r.int(300000, 900000);
          const lines = [
            "",
            "<--- Last few GCs --->",
            "",
            `[${pid}:0x${iso}]   ${base} ms: Mark-Compact 2034.1 (2083.5) -> 2030.9 (2084.2) MB, ${c.r.int(1200, 1600)}.25 / 0.00 ms  (average mu = 0.112, current mu = 0.018) allocation failure; scavenge might not succeed`,
            `[${pid}:0x${iso}]   ${base + 1800} ms: Mark-Compact 2046.0 (2089.3) -> 2041.7 (2091.0) MB, ${c.r.int(1500, 1900)}.38 / 0.00 ms  (average mu = 0.071, current mu = 0.031) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb8ced0 node::Abort() [node]",
            " 2: 0xa9a8c0  [node]",
            " 3: 0xd6ea60 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 4: 0xd6ee07 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 5: 0xf4c375  [node]",
          ];
          lines.forEach((l, k) => {
            c.emit(t + k, "bff", "ERROR", l);
          });
          failingTraffic(c, {
            from: t,
            to: t + 12000,
            perMin: 90,
            role: "bff",
            method: "GET",
            path: () => c.r.pick(["/", "/whats-on", `/productions/${c.production()}`]),
            status: 503,
            fail: "refused",
            ms: [1, 4],
          });
        },
        { upFor: [90000, 160000], backoff: [10000, 12000, 20000] },
      );
    },
  },
  {
    key: "b-mem-go-oom",
    estate: "B",
    category: "memory",
    origin: "seats",
    needs: ["orders"],
    hints: ["out of memory", "memory", "oom", "cannot allocate"],
    severity: "high",
    note: (c) =>
      `${c.n("seats")} cached a rendered seat map per performance without eviction until the Go runtime ran out of memory and died repeatedly, so seat maps and holds failed between restarts.`,
    run: (c, t0) => {
      c.every(t0 - 180000, t0, 30000, 1000, (t, i) =>
        c.emit(
          t,
          "seats",
          "WARN",
          `seatmap cache entries=${4200 + i * 380} heap_alloc=${(2.6 + i * 0.18).toFixed(2)}GiB gc_cpu=${(4 + i * 3).toFixed(0)}%`,
        ),
      );
      crashLoop(
        c,
        "seats",
        t0,
        (t) => {
          const lines = [
            "fatal error: runtime: out of memory",
            "",
            "runtime stack:",
            "runtime.throw({0xc8e2a1?, 0x2000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd3a1c2d58 sp=0x7ffd3a1c2d28 pc=0x43d8fc",
            "runtime.sysMapOS(0xc1c4000000, 0x10000000?)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b fp=0x7ffd3a1c2da0 sp=0x7ffd3a1c2d58 pc=0x41b7bb",
            "",
            `goroutine ${c.r.int(1000, 90000)} gp=0xc000a4c1c0 m=7 mp=0xc000580808 [running]:`,
            "fernhall/seat_engine/internal/render.(*Cache).Put(0xc0001a2000, {0xc00412a0c0, 0x12}, {0xc1bff00000, 0x1f4000, 0x1f4000})",
            "\t/src/internal/render/cache.go:61 +0x1c5",
          ];
          lines.forEach((l, k) => {
            c.emit(t + k, "seats", "ERROR", l);
          });
          failingTraffic(c, {
            from: t,
            to: t + 15000,
            perMin: 60,
            role: "seats",
            method: "GET",
            path: () => fill(c, c.path("seats", "/performances/{perf}/seatmap")),
            status: 502,
            fail: c.r.chance(0.5) ? "refused" : "closed",
            ms: [1, 6],
          });
          for (let k = 0; k < c.r.int(3, 8); k++)
            c.emit(
              t + c.r.int(100, 14000),
              "orders",
              "ERROR",
              `[Basket] add_seats failed: Faraday::ConnectionFailed: Failed to open TCP connection to seat_engine:8080 (Connection refused - connect(2) for "seat_engine" port 8080)`,
            );
        },
        { upFor: [60000, 120000], backoff: [8000, 15000] },
      );
    },
  },
  {
    key: "c-mem-java-heap",
    estate: "C",
    category: "memory",
    origin: "subs",
    needs: ["bff"],
    hints: ["outofmemoryerror", "heap space", "memory", "oom"],
    severity: "medium",
    note: (c) =>
      `${c.n("subs")} loaded every member into memory for a renewal export and ran out of Java heap, so it restarted repeatedly and membership pages on ${c.n("bff")} failed.`,
    run: (c, t0) => {
      c.emit(t0 - 60000, "subs", "INFO", "Export 'renewals-2026-27' started: scope=all-members", {
        logger: "dev.corvid.almanac.export.ExportJob",
      });
      c.every(t0 - 50000, t0, 12000, 1000, (t, i) =>
        c.emit(
          t,
          "subs",
          "INFO",
          `GC(${900 + i}) Pause Full (G1 Compaction Pause) 2040M->${2000 + i * 6}M(2048M) ${c.r.int(900, 2400)}.${c.r.int(100, 999)}ms`,
          { logger: "gc" },
        ),
      );
      crashLoop(
        c,
        "subs",
        t0,
        (t) => {
          c.emit(t, "subs", "ERROR", "Export 'renewals-2026-27' failed", {
            logger: "dev.corvid.almanac.export.ExportJob",
            err: javaErr(
              "java.lang.OutOfMemoryError",
              "Java heap space",
              [
                "java.base/java.util.Arrays.copyOf:3537",
                "java.base/java.util.ArrayList.grow:237",
                "dev.corvid.almanac.export.MemberExport.collect:58",
                "dev.corvid.almanac.export.ExportJob.run:33",
              ],
              { tail: "worker" },
            ),
          });
          c.emit(t + 20, "subs", "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
          failingTraffic(c, {
            from: t,
            to: t + 25000,
            perMin: 20,
            role: "subs",
            method: "GET",
            path: () => c.path("subs", "/packages"),
            status: 503,
            fail: "refused",
            ms: [1, 3],
            inner: (tt, ids) => {
              if (c.r.chance(0.5))
                emitCallerError(c, tt, "bff", target(c, "subs", "/packages", "GET"), "refused", {
                  what: "membership packages",
                  ids,
                });
            },
          });
        },
        { upFor: [80000, 140000], backoff: [20000, 25000] },
      );
    },
  },
  {
    key: "d-mem-redis-maxmemory",
    estate: "D",
    category: "memory",
    origin: "seats",
    needs: ["orders"],
    hints: ["oom", "maxmemory", "memory", "redis"],
    severity: "high",
    note: (c) =>
      `The Redis lock store used by ${c.n("seats")} filled to maxmemory with non-expiring keys, so every lock write was refused with OOM and ${c.n("orders")} could not reserve seats.`,
    run: (c, t0) => {
      c.impair("seats", t0, 0.9);
      c.impair("orders", t0, 0.35);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(30, 50),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/basket/items"),
        status: 503,
        ms: [50, 200],
        appStatus: 503,
        inner: (t, ids) => {
          c.emit(t + 20, "seats", "ERROR", "Seat lock failed", {
            logger: "stages.meridian.seatlock.lock.SeatLockService",
            err: javaErr(
              "io.lettuce.core.RedisCommandExecutionException",
              "OOM command not allowed when used memory > 'maxmemory'.",
              [
                "io.lettuce.core.internal.ExceptionFactory.createExecutionException:151",
                "stages.meridian.seatlock.lock.RedisLockStore.tryLock:51",
                "stages.meridian.seatlock.lock.SeatLockService.lock:88",
              ],
              { tail: "web" },
            ),
          });
          emitCallerError(c, t + 40, "orders", target(c, "seats", "/locks"), "status", {
            status: 503,
            what: "seat lock",
            ids,
          });
        },
      });
    },
  },
  {
    key: "a-disk-pg-wal",
    estate: "A",
    category: "disk",
    origin: "db",
    needs: ["orders", "seats"],
    hints: ["no space", "disk", "enospc", "space left", "pg_wal"],
    severity: "high",
    note: (c) =>
      `WAL archiving on ${c.n("db")} had been failing until pg_wal filled its volume; Postgres panicked with No space left on device and crash-looped, so ${c.n("orders")} and ${c.n("seats")} lost their database.`,
    run: (c, t0) => {
      c.every(c.start, t0, 60000, 100, (t) => {
        c.emit(
          t,
          "db",
          "WARN",
          "archive command failed with exit code 1\nDETAIL:  The failed archive command was: wal-g wal-push pg_wal/0000000100000003000000" +
            c.r.int(40, 99),
        );
      });
      let t = t0;
      while (t < c.end) {
        c.emit(
          t,
          "db",
          "FATAL",
          `PANIC:  could not write to file "pg_wal/xlogtemp.${c.r.int(2000, 9000)}": No space left on device`,
        );
        c.emit(
          t + 30,
          "db",
          "INFO",
          `WAL writer process (PID ${c.r.int(2000, 9000)}) was terminated by signal 6: Aborted`,
        );
        c.emit(t + 31, "db", "INFO", "terminating any other active server processes");
        c.emit(t + 200, "db", "INFO", "all server processes terminated; reinitializing");
        c.emit(t + 400, "db", "INFO", "database system was not properly shut down; automatic recovery in progress");
        const rec = t + c.r.int(8000, 20000);
        c.poisson(t + 400, rec, 40, (tt) => c.emit(tt, "db", "FATAL", "the database system is in recovery mode"));
        c.emit(rec, "db", "INFO", "database system is ready to accept connections");
        t = rec + c.r.int(5000, 30000);
      }
      c.impair("orders", t0, 0.9);
      c.impair("seats", t0, 0.9);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(30, 50),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", c.r.pick(["/orders/checkout", "/basket/items"])),
        status: 500,
        ms: [20, 200],
        appStatus: 500,
        inner: (tt, ids) => {
          c.emit(
            tt + 10,
            "orders",
            "ERROR",
            "Request processing failed: org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection",
            {
              ids,
              logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
              err: javaErr(
                "org.springframework.dao.DataAccessResourceFailureException",
                "Unable to acquire JDBC Connection",
                ["org.lyricquarter.boxoffice.checkout.CheckoutService.place:133"],
                {
                  tail: "web",
                  cause: {
                    type: "org.postgresql.util.PSQLException",
                    message: c.r.pick([
                      "FATAL: the database system is in recovery mode",
                      "An I/O error occurred while sending to the backend.",
                    ]),
                    frames: ["org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication:693"],
                    more: 60,
                  },
                },
              ),
            },
          );
        },
      });
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(25, 40),
        role: "seats",
        method: "GET",
        path: () => fill(c, c.path("seats", "/performances/{perf}/availability")),
        status: 500,
        ms: [5, 40],
        appStatus: 500,
        inner: (tt, ids) =>
          c.emit(
            tt + 5,
            "seats",
            "ERROR",
            `availability query failed perf=${c.perf()} err="FATAL: the database system is in recovery mode (SQLSTATE 57P03)"`,
            { ids },
          ),
      });
    },
  },
  {
    key: "b-disk-rails-cache",
    estate: "B",
    category: "disk",
    origin: "orders",
    needs: ["bff"],
    hints: ["enospc", "no space", "disk", "space left"],
    severity: "high",
    note: (c) =>
      `The volume holding ${c.n("orders")}' file-based basket cache filled up, so basket writes raised Errno::ENOSPC and checkouts failed.`,
    run: (c, t0) => {
      c.impair("orders", t0, 0.9, { paths: ["/basket", "/orders/checkout"] });
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(30, 50),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", c.r.pick(["/basket/items", "/checkout/confirm"])),
        status: 500,
        ms: [20, 80],
        appStatus: 500,
        inner: (t) => {
          const key = c.r.hex(3).toUpperCase();
          c.emit(t + 10, "orders", "FATAL", "", {
            err: rubyErr(
              "Errno::ENOSPC",
              `No space left on device @ rb_sysopen - /app/tmp/cache/${key}/${c.r.hex(3).toUpperCase()}/basket%3A${c.r.hex(16)}`,
              [
                "activesupport (7.1.3) lib/active_support/cache/file_store.rb:166:in `write_entry'",
                "app/models/basket.rb:41:in `persist!'",
                "app/controllers/basket_items_controller.rb:19:in `create'",
              ],
              { rails: true },
            ),
          });
          if (c.r.chance(0.5))
            c.emit(t + 30, "bff", "ERROR", "[Basket] boxoffice_core returned 500 while adding seats");
        },
      });
    },
  },
  {
    key: "c-disk-spool",
    estate: "C",
    category: "disk",
    origin: "worker",
    needs: ["notify"],
    hints: ["no space", "disk", "enospc", "space left"],
    severity: "medium",
    note: (c) =>
      `${c.n("worker")}'s spool volume filled up, so e-ticket PDFs could not be written and ${c.n("notify")} sent confirmations without tickets.`,
    run: (c, t0) => {
      c.impair("worker", t0, 1);
      c.every(t0 - 240000, t0, 60000, 1000, (t, i) =>
        c.emit(t, "worker", "WARN", `spool usage ${93 + i}% (/var/spool/printshop)`),
      );
      c.poisson(t0, c.end, c.r.int(15, 30), (t) => {
        const ref = c.orderRef();
        c.emit(
          t,
          "worker",
          "ERROR",
          `render failed order=${ref} err="write /var/spool/printshop/tmp/${ref}-${c.r.hex(6)}.pdf: no space left on device"`,
        );
        c.emit(
          t + c.r.int(1000, 5000),
          "notify",
          "WARN",
          `e-ticket for ${ref} not ready after 3 polls; sending confirmation without attachment`,
        );
      });
    },
  },
  {
    key: "d-disk-es-flood",
    estate: "D",
    category: "disk",
    origin: "subs",
    needs: [],
    hints: ["flood-stage", "disk", "read-only", "cluster_block_exception", "watermark"],
    severity: "medium",
    note: (c) =>
      `The search cluster behind ${c.n("subs")} hit its flood-stage disk watermark and made the members index read-only, so member updates and renewals failed to index and raised 429 cluster blocks.`,
    run: (c, t0) => {
      c.impair("subs", t0, 0.7);
      c.poisson(t0, c.end, c.r.int(20, 40), (t) => {
        c.emit(t, "subs", "ERROR", "", {
          err: rubyErr(
            "Elasticsearch::Transport::Transport::Errors::TooManyRequests",
            '[429] {"error":{"root_cause":[{"type":"cluster_block_exception","reason":"index [members_production] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}],"type":"cluster_block_exception","reason":"index [members_production] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"},"status":429}',
            [
              "vendor/bundle/ruby/3.3.0/gems/elasticsearch-transport-7.17.10/lib/elasticsearch/transport/transport/base.rb:218:in `__raise_transport_error'",
              "app/models/member.rb:77:in `reindex_async'",
              "app/jobs/renewal_charge_job.rb:42:in `perform'",
            ],
          ),
        });
      });
      c.every(t0 + 30000, c.end, 60000, 3000, (t) =>
        c.emit(t, "subs", "WARN", `Searchkick reindex queue backlog ${c.r.int(300, 3000)} (members_production)`),
      );
    },
  },
  {
    key: "a-config-options",
    estate: "A",
    category: "configuration",
    origin: "pay",
    needs: ["orders"],
    hints: ["options", "configuration", "merchantaccount", "missing", "validation"],
    severity: "high",
    note: (c) =>
      `A release of ${c.n("pay")} renamed a setting so its required merchant account was missing; it failed options validation at start-up and crash-looped, and ${c.n("orders")} could not reach it to take payment.`,
    run: (c, t0) => {
      const s = c.s("pay");
      const v = bumpVersion(s.version, c.r);
      shutdownLines(c, s, t0 - 2000);
      c.mute("pay", t0 - 1000, c.end);
      let t = t0;
      let back = 10000;
      while (t < c.end) {
        c.emit(t, s, "INFO", `Starting LyricQuarter.Payments ${v} (Production)`, {
          logger: "LyricQuarter.Payments.Program",
        });
        c.emit(
          t + 900,
          s,
          "FATAL",
          "Unhandled exception. Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'PspOptions' members: 'MerchantAccount' with the error: 'The MerchantAccount field is required.'.",
          {
            err: dotnetErr(
              "Microsoft.Extensions.Options.OptionsValidationException",
              "DataAnnotation validation failed for 'PspOptions' members: 'MerchantAccount' with the error: 'The MerchantAccount field is required.'.",
              [
                "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
                "Microsoft.Extensions.Options.StartupValidator.Validate()",
                "Microsoft.Extensions.Hosting.Internal.Host.StartAsync(CancellationToken cancellationToken)",
                "LyricQuarter.Payments.Program.Main(String[] args):21",
              ],
              { root: "/src/LyricQuarter.Payments" },
            ),
          },
        );
        t += back + c.r.int(0, 2000);
        back = Math.min(back * 2, 160000);
      }
      c.impair("orders", t0, 0.4);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(25, 40),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 502,
        ms: [100, 400],
        appStatus: 502,
        inner: (tt, ids) =>
          emitCallerError(c, tt + 50, "orders", target(c, "pay", "/authorize"), "refused", {
            what: "payment authorize",
            ids,
          }),
      });
    },
  },
  {
    key: "b-config-nginx-upstream",
    estate: "B",
    category: "configuration",
    origin: "edge",
    needs: ["seats"],
    hints: ["upstream", "configuration", "nginx", "config", "reload"],
    severity: "high",
    note: (c) =>
      `A config reload of ${c.n("edge")} pointed the /seats location at the retired seat_engine address, so every seat-map request failed at the proxy with 502 while ${c.n("seats")} itself was healthy and idle.`,
    run: (c, t0) => {
      configReload(c, "edge", t0);
      c.impair("seats", t0 + 200, 0.97);
      c.poisson(t0 + 300, c.end, c.r.int(50, 80), (t) => {
        const path = fill(
          c,
          c.path("seats", c.r.pick(["/performances/{perf}/seatmap", "/performances/{perf}/availability"])),
        );
        const ip = c.customerIp();
        const n = c.nextReq();
        c.emit(
          t + 3000,
          "edge",
          "ERROR",
          `${nginxTime(c.local("edge", t + 3000))} [error] 30#30: *${n} connect() failed (113: No route to host) while connecting to upstream, client: ${ip}, server: www.fernhall.example, request: "GET ${path} HTTP/1.1", upstream: "http://10.9.3.14:8080${path}", host: "www.fernhall.example"`,
        );
        c.emit(
          t + 3001,
          "edge",
          "INFO",
          `${ip} - - [${clf(c.local("edge", t + 3001))}] "GET ${path} HTTP/1.1" 502 157 "https://www.fernhall.example/" "${c.browser()}" rt=3.001 uct=- urt=3.001 ups="10.9.3.14:8080"`,
        );
      });
      c.poisson(t0 + 5000, c.end, c.r.int(5, 12), (t) =>
        c.emit(t, "bff", "WARN", "[SeatMap] client-side seat map failed to load (502), showing best-available form"),
      );
    },
  },
  {
    key: "c-config-smtp-host",
    estate: "C",
    category: "configuration",
    origin: "notify",
    needs: [],
    hints: ["config", "smtp_host", "econnrefused", "missing", "environment"],
    severity: "medium",
    note: (c) =>
      `A release of ${c.n("notify")} dropped the SMTP_HOST variable from its manifest, so it fell back to localhost:25 and every email failed with connection refused.`,
    run: (c, t0) => {
      const s = c.s("notify");
      shutdownLines(c, s, t0 - 8000);
      startupLines(c, s, t0 - 3000, bumpVersion(s.version, c.r));
      c.impair("notify", t0, 1);
      c.emit(t0, s, "WARN", "SMTP_HOST is not set; using default localhost:25");
      c.poisson(t0 + 1000, c.end, c.r.int(20, 35), (t) => {
        c.emit(
          t,
          s,
          "ERROR",
          `send ${c.r.pick(["order-confirmation", "e-ticket", "password-reset"])} to ${c.maskedEmail()} failed`,
          {
            ids: c.ids(),
            err: {
              type: "Error",
              message: "connect ECONNREFUSED 127.0.0.1:25",
              text: "Error: connect ECONNREFUSED 127.0.0.1:25\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1605:16) {\n  errno: -111,\n  code: 'ESOCKET',\n  syscall: 'connect',\n  address: '127.0.0.1',\n  port: 25,\n  command: 'CONN'\n}",
            },
          },
        );
      });
    },
  },
  {
    key: "d-config-venue-profile",
    estate: "D",
    category: "configuration",
    origin: "stage",
    needs: [],
    hints: ["configuration", "filenotfound", "profile", "config", "missing"],
    severity: "medium",
    note: (c) =>
      `A config push to ${c.n("stage")} switched it to a venue profile that was never deployed, so it could not load the axis limits and kept motion disabled for the Riverside Tent show.`,
    run: (c, t0) => {
      configReload(c, "stage", t0 - 1000);
      c.impair("stage", t0, 1);
      c.emit(t0, "stage", "INFO", "Active venue changed: meridian-courtyard -> riverside-tent", {
        logger: "Meridian.Production.Automation.Venues.VenueSelector",
      });
      c.every(t0 + 200, c.end, 15000, 1000, (t) => {
        c.emit(t, "stage", "ERROR", "Failed to load venue profile; motion remains disabled", {
          logger: "Meridian.Production.Automation.Venues.VenueProfileLoader",
          err: dotnetErr(
            "System.IO.FileNotFoundException",
            "Could not find file '/config/venues/riverside-tent/axes.json'.",
            [
              "System.IO.FileStream..ctor(String path, FileMode mode, FileAccess access, FileShare share)",
              "Meridian.Production.Automation.Venues.VenueProfileLoader.LoadAxes(String venue):39",
              "Meridian.Production.Automation.Venues.VenueProfileLoader.Load(String venue):22",
            ],
            { root: "/src/Meridian.Production.Automation/Venues" },
          ),
        });
      });
      c.poisson(t0 + 20000, c.end, c.r.int(3, 6), (t) =>
        c.emit(t, "stage", "WARN", `Cue ${c.r.int(1, 40)} GO rejected: motion disabled (no venue profile)`, {
          logger: "Meridian.Production.Automation.Cues.CueEngine",
        }),
      );
    },
  },
  {
    key: "a-unknown-renewals",
    estate: "A",
    category: "unknown",
    origin: "subs",
    needs: ["bff"],
    hints: ["unexpected", "unknown", "error", "internal"],
    severity: "medium",
    note: (c) =>
      `${c.n("subs")} started failing most renewal requests with a generic "unexpected error" and an error id but no cause in its logs, and ${c.n("bff")} reported the 500s.`,
    run: (c, t0) => {
      c.impair("subs", t0, 0.8);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(12, 25),
        role: "subs",
        method: "POST",
        path: () => fill(c, c.path("subs", "/renewals/{sub}")),
        status: 500,
        ms: [200, 900],
        appStatus: 500,
        inner: (t, ids) => {
          c.emit(
            t + 150,
            "subs",
            "ERROR",
            `Unexpected error processing renewal ${c.r.int(20000, 99999)} (errorId=${c.r.hex(12)})`,
            { ids, logger: "org.lyricquarter.season.web.GlobalErrorHandler" },
          );
          if (c.r.chance(0.7))
            emitCallerError(c, t + 200, "bff", target(c, "subs", "/renewals"), "status", {
              status: 500,
              what: "season renewal",
              ids,
            });
        },
      });
      c.every(t0 + 60000, c.end, 60000, 3000, (t) =>
        c.emit(
          t,
          "subs",
          "WARN",
          `Renewal batch finished: processed=${c.r.int(20, 40)} renewed=0 deferred=0 failed=${c.r.int(20, 40)}`,
          { logger: "org.lyricquarter.season.batch.RenewalBatchJob" },
        ),
      );
    },
  },
  {
    key: "b-unknown-pm2-exit",
    estate: "B",
    category: "unknown",
    origin: "surtitles",
    needs: [],
    hints: ["exited", "exit code", "unknown", "crash"],
    severity: "medium",
    note: (c) =>
      `${c.n("surtitles")} kept exiting with code 1 without logging any reason, so the hall's surtitle screens went blank between restarts.`,
    run: (c, t0) => {
      let t = t0;
      let n = c.r.int(3, 9);
      while (t < c.end) {
        c.emit(t, "surtitles", "ERROR", `PM2      | App [surtitle_player:0] exited with code [1] via signal [SIGINT]`);
        c.emit(t + 5, "surtitles", "INFO", `PM2      | App [surtitle_player:0] starting in -fork mode-`);
        c.emit(t + 300, "surtitles", "INFO", `PM2      | App [surtitle_player:0] online`);
        c.emit(t + 900, "surtitles", "INFO", `surtitle_player 1.12.0 listening on :4000 (restart #${n++})`);
        c.mute("surtitles", t - 100, t + 1000);
        t += c.r.int(20000, 60000);
      }
      c.every(t0 + 10000, c.end, 30000, 5000, (tt) =>
        c.emit(tt, "surtitles", "WARN", `screens reconnecting: ${c.r.int(4, 12)} of 12 connected`),
      );
    },
  },
  {
    key: "c-unknown-flyloft",
    estate: "C",
    category: "unknown",
    origin: "stage",
    needs: [],
    hints: ["unexpected", "unknown", "exit", "restart", "fault"],
    severity: "medium",
    note: (c) =>
      `${c.n("stage")} kept restarting without any error in its logs (only "previous run ended unexpectedly"), so the fly system dropped out of show mode again and again.`,
    run: (c, t0) => {
      let t = t0;
      const s = c.s("stage");
      while (t < c.end) {
        c.mute("stage", t - 20000, t);
        startupLines(c, s, t, s.version);
        c.emit(t + 1200, s, "WARN", "previous run ended unexpectedly (no shutdown marker in /var/lib/flyloft/state)");
        c.emit(t + 1500, s, "INFO", "connected to winch controllers W1-W16; show mode requires operator re-arm");
        t += c.r.int(40000, 90000);
      }
    },
  },
  {
    key: "d-unknown-checkout-500",
    estate: "D",
    category: "unknown",
    origin: "orders",
    needs: ["bff"],
    hints: ["unhandled", "unknown", "error", "internal"],
    severity: "high",
    note: (c) =>
      `${c.n("orders")} began answering most checkouts with 500 and an error reference only (its exception details were suppressed), so customers could not complete purchases on ${c.n("bff")}.`,
    run: (c, t0) => {
      c.impair("orders", t0, 0.92, { paths: ["/orders/checkout"] });
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(30, 50),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 500,
        ms: [100, 500],
        appStatus: 500,
        inner: (t, ids) => {
          c.emit(
            t + 80,
            "orders",
            "ERROR",
            `Request failed with error reference ${c.r.alnum(10)}; details suppressed (ProblemDetails)`,
            { ids, logger: "Meridian.Sales.Checkout.Middleware.ErrorReferenceMiddleware" },
          );
          if (c.r.chance(0.6))
            emitCallerError(c, t + 110, "bff", target(c, "orders", "/orders/checkout"), "status", {
              status: 500,
              what: "checkout",
              ids,
            });
        },
      });
    },
  },
];
