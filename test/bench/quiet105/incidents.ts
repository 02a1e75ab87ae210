// The eight failures, one per category, written the way the software involved really reports them.
import { access, stack, startup } from "./runtimes.js";
import type { Win } from "./stream.js";

export interface Incident {
  category: string;
  estate: string;
  origin: string;
  severity: "medium" | "high";
  hints: string[];
  note: string;
  /** Adds the failure starting at true time t0. */
  run: (w: Win, t0: number) => void;
}

const rep = (w: Win, from: number, to: number, gap: [number, number], f: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = from; t < to; t += w.r.int(gap[0], gap[1])) f(t, i++);
};

export const INCIDENTS: Incident[] = [
  {
    category: "database",
    estate: "hopwright",
    origin: "dist-orders",
    severity: "high",
    hints: ["database", "postgres", "psql", "connection", "too many", "sql", "jdbc"],
    note: "dist-orders exhausts its Postgres connections (too many clients); distributor orders fail at the edge and keg-tracker retries loudly",
    run: (w, t0) => {
      const r = w.r;
      w.mute("dist-orders", t0, /received from/, 0.8);
      w.mute("label-registry", t0, /^label check/, 0.8);
      w.mute("keg-tracker", t0, /^reserved/, 0.8);
      w.mute("hw-edge", t0, /path=\/api\/distributor\/orders status=201/, 0.8);
      rep(w, t0, w.end, [900, 3500], (t) => {
        const id = w.tid();
        w.add(t, "dist-orders", "warn", "SQL Error: 0, SQLState: 53300", { trace: id });
        w.add(t + 1, "dist-orders", "error", "FATAL: sorry, too many clients already", { trace: id });
        if (r.chance(0.35))
          w.add(
            t + 3,
            "dist-orders",
            "error",
            "Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
            {
              trace: id,
              errKind: "org.springframework.transaction.CannotCreateTransactionException",
              stack: [
                "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
                "\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
                "\tat org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
                "\tat com.hopwright.orders.service.OrderService.create(OrderService.java:88)",
                "\tat com.hopwright.orders.web.OrderController.submit(OrderController.java:54)",
                "Caused by: org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection [FATAL: sorry, too many clients already]",
                "\tat org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:100)",
                "\t... 41 common frames omitted",
                "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
                "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:698)",
                "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:207)",
                "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
                "\t... 52 common frames omitted",
              ].join("\n"),
            },
          );
        if (r.chance(0.6))
          w.add(
            t + r.int(20, 200),
            "hw-edge",
            "error",
            `upstream dist-orders returned 500 for POST /api/distributor/orders (${r.int(40, 400)}ms)`,
            { trace: id },
          );
      });
      rep(w, t0 + 2000, w.end, [150, 700], (t) => {
        const o = `DO-${r.int(50000, 59999)}`;
        const a = r.int(1, 5);
        w.add(
          t,
          "keg-tracker",
          a === 5 ? "error" : "warn",
          a === 5
            ? `giving up syncing ${o} after 5 attempts: 500 Internal Server Error from http://dist-orders:8080/orders/${o}`
            : `GET http://dist-orders:8080/orders/${o} -> 500 Internal Server Error, retry ${a}/5 in ${200 * 2 ** a}ms`,
        );
      });
      w.add(
        t0 + 60_000,
        "dist-orders",
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).",
      );
    },
  },
  {
    category: "configuration",
    estate: "hopwright",
    origin: "label-registry",
    severity: "high",
    hints: ["configuration", "config", "improperlyconfigured", "environment", "setting", "missing"],
    note: "label-registry 3.0.0 is rolled out without a required environment variable and crash-loops at start-up; dist-orders cannot check labels and holds orders",
    run: (w, t0) => {
      const r = w.r;
      w.add(t0 - 4000, "label-registry", "info", "[1] [INFO] Handling signal: term", { keep: true });
      let t = t0;
      let back = 10_000;
      while (t < w.end) {
        w.add(t, "label-registry", "info", "[1] [INFO] Starting gunicorn 23.0.0", { keep: true });
        w.add(t + 300, "label-registry", "info", "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)", { keep: true });
        w.add(t + 900, "label-registry", "error", "[7] [ERROR] Exception in worker process", {
          keep: true,
          errKind: "django.core.exceptions.ImproperlyConfigured",
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.12/site-packages/gunicorn/arbiter.py", line 608, in spawn_worker',
            "    worker.init_process()",
            '  File "/usr/local/lib/python3.12/site-packages/gunicorn/workers/base.py", line 135, in load_wsgi',
            "    self.wsgi = self.app.wsgi()",
            '  File "/app/registry/settings/production.py", line 41, in <module>',
            '    TTB_COLA_API_KEY = env("TTB_COLA_API_KEY")',
            '  File "/usr/local/lib/python3.12/site-packages/environ/environ.py", line 196, in __call__',
            "    return self.get_value(",
            '  File "/usr/local/lib/python3.12/site-packages/environ/environ.py", line 391, in get_value',
            "    raise ImproperlyConfigured(error_msg) from exc",
            "django.core.exceptions.ImproperlyConfigured: Set the TTB_COLA_API_KEY environment variable",
          ].join("\n"),
        });
        w.add(t + 1000, "label-registry", "info", "[7] [INFO] Worker exiting (pid: 7)", { keep: true });
        w.add(t + 1200, "label-registry", "error", "[1] [ERROR] Reason: Worker failed to boot.", { keep: true });
        t += back + r.int(2000, 4000);
        back = Math.min(back * 2, 160_000);
      }
      w.silence("label-registry", t0 - 4000);
      w.add(t0 - 60_000, "label-registry", "info", "image label-registry:3.0.0 pulled, rolling update 1/2", {
        keep: true,
      });
      rep(w, t0 + 1500, w.end, [2500, 9000], (u) => {
        const o = `DO-${r.int(50000, 59999)}`;
        const id = w.tid();
        w.add(
          u,
          "dist-orders",
          "error",
          `label check failed for ${o}: I/O error on POST request for "http://label-registry:8000/v1/labels/check": Connection refused`,
          { trace: id },
        );
        w.add(u + 20, "dist-orders", "warn", `order ${o} placed ON_HOLD (compliance check unavailable)`, { trace: id });
        if (r.chance(0.5))
          w.add(
            u + 40,
            "hw-edge",
            "error",
            `upstream connect error or disconnect/reset before headers. reset reason: connection failure, cluster label-registry (GET /v1/labels/${r.int(1000, 9999)})`,
            { trace: id },
          );
      });
    },
  },
  {
    category: "network",
    estate: "saltmarsh",
    origin: "fermwatch",
    severity: "medium",
    hints: ["network", "connection", "reset", "dns", "socket", "name resolution", "unreachable"],
    note: "fermwatch loses its network path to the cellar sensor broker (resets, DNS failures, no route); tank readings stop and mash-ctl and packline complain about stale data",
    run: (w, t0) => {
      const r = w.r;
      w.silence("fermwatch", t0 + 2000);
      w.add(
        t0,
        "fermwatch",
        "warn",
        "mqtt: unexpected disconnect from mqtt.cellar.lan:8883 rc=7 ([Errno 104] Connection reset by peer)",
        { keep: true },
      );
      rep(w, t0 + 3000, w.end, [4000, 16_000], (t, i) => {
        const m =
          i % 3 === 0
            ? "mqtt: reconnect to mqtt.cellar.lan:8883 failed: [Errno -3] Temporary failure in name resolution"
            : i % 3 === 1
              ? "mqtt: reconnect to 10.12.0.8:8883 failed: [Errno 113] No route to host"
              : "mqtt: reconnect to 10.12.0.8:8883 failed: [Errno 104] Connection reset by peer";
        w.add(t, "fermwatch", "warn", m, { keep: true });
        if (i % 5 === 4)
          w.add(t + 5, "fermwatch", "error", "reading upload failed, buffering locally", {
            keep: true,
            errKind: "ConnectionResetError",
            stack: stack(
              "python",
              "ConnectionResetError",
              "[Errno 104] Connection reset by peer",
              ["fermwatch.uplink.Publisher.flush", "paho.mqtt.client.Client._packet_write", "ssl.SSLSocket.send"],
              r,
            ),
          });
      });
      rep(w, t0 + 60_000, w.end, [20_000, 40_000], (t) => {
        const tank = r.pick(w.est.tanks);
        w.add(
          t,
          "mash-ctl",
          "error",
          `interlock: no reading for ${tank} from fermwatch in ${Math.round((t - t0) / 1000)}s, transfers to ${tank} blocked`,
        );
      });
      rep(w, t0 + 45_000, w.end, [15_000, 30_000], (t) =>
        w.add(
          t,
          "packline",
          "error",
          `BT1 ready check failed: fermwatch reports BT1 reading stale (last ${Math.round((t - t0) / 1000)}s ago), filler waiting`,
        ),
      );
    },
  },
  {
    category: "disk",
    estate: "saltmarsh",
    origin: "keg-ledger",
    severity: "high",
    hints: ["disk", "space", "enospc", "no space", "storage", "full"],
    note: "keg-ledger's storage volume fills up; every scan write fails with ENOSPC and wholesale-orders and packline get 500s",
    run: (w, t0) => {
      const r = w.r;
      w.mute("keg-ledger", t0, /^(scan|reserved|reconcile)/);
      w.add(t0 - 240_000, "keg-ledger", "warn", "storage check: /app/storage 91% used (4.6G of 5.0G)");
      w.add(t0 - 90_000, "keg-ledger", "warn", "storage check: /app/storage 97% used (4.9G of 5.0G)");
      rep(w, t0, w.end, [1200, 5000], (t) => {
        const k = `K-${r.int(10000, 24999)}`;
        w.add(
          t,
          "keg-ledger",
          "error",
          `Errno::ENOSPC (No space left on device @ io_write - /app/storage/scans/${new Date(t).toISOString().slice(0, 10)}.ndjson):`,
          {
            errKind: "Errno::ENOSPC",
            stack: [
              "app/models/scan_journal.rb:42:in 'IO#write'",
              "app/models/scan_journal.rb:42:in 'ScanJournal#append'",
              "app/controllers/scans_controller.rb:17:in 'ScansController#create'",
              "actionpack (7.2.1) lib/action_controller/metal/basic_implicit_render.rb:8:in 'send_action'",
            ].join("\n"),
          },
        );
        w.add(
          t + 2,
          "keg-ledger",
          "info",
          `Completed 500 Internal Server Error in ${r.int(4, 30)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(900, 3000)}) POST /scans (${k})`,
          { keep: true },
        );
      });
      rep(w, t0 + 5000, w.end, [3000, 9000], (t) => {
        const o = `DO-${r.int(50000, 59999)}`;
        w.add(
          t,
          "wholesale-orders",
          "error",
          `keg allocation for ${o} failed: HTTPError 500 Server Error: Internal Server Error for url: http://keg-ledger:3000/kegs/allocate`,
        );
      });
      rep(w, t0 + 20_000, w.end, [10_000, 25_000], (t) =>
        w.add(
          t,
          "packline",
          "error",
          `fill registration for keg K-${r.int(10000, 24999)} rejected by keg-ledger (500), keg set aside`,
        ),
      );
      w.add(
        t0 + 30_000,
        "keg-ledger",
        "error",
        "Sidekiq: Errno::ENOSPC: No space left on device @ rb_sysopen - /app/log/production.log",
      );
    },
  },
  {
    category: "timeout",
    estate: "granite",
    origin: "distro-portal",
    severity: "medium",
    hints: ["timeout", "timed out", "lock", "deadline"],
    note: "distro-portal requests wait out a 30 s lock on manifest building and warn; gp-gateway, packager-svc and kegtrack-api report timeouts and packager-svc retries loudly",
    run: (w, t0) => {
      const r = w.r;
      rep(w, t0, w.end, [2500, 7000], (t) => {
        const st = r.pick(w.est.states);
        const id = w.tid();
        w.add(
          t + 30_000,
          "distro-portal",
          "warn",
          `Timed out after 00:00:30 waiting for lock 'manifest-build:${st}'; request POST /api/manifests abandoned`,
          { trace: id },
        );
        w.add(
          t + 30_010,
          "distro-portal",
          "info",
          access("dotnet", r, "POST", "/api/manifests", 503, 30_004 + r.next() * 10),
          { trace: id },
        );
        w.add(
          t + 30_000,
          "gp-gateway",
          "error",
          `upstream request timeout route=/api/manifests upstream=distro-portal:8080 status=504 duration=30.000s`,
          { trace: id },
        );
      });
      rep(w, t0 + 31_000, w.end, [400, 1500], (t) => {
        const a = r.int(1, 4);
        w.add(
          t,
          "packager-svc",
          a === 4 ? "error" : "warn",
          a === 4
            ? `manifest for shipment SH-${r.int(8000, 8999)} failed after 4 attempts: java.net.http.HttpTimeoutException: request timed out (POST http://distro-portal:8080/api/manifests)`
            : `POST http://distro-portal:8080/api/manifests timed out after 30000 ms, retrying (${a}/4)`,
        );
      });
      rep(w, t0 + 32_000, w.end, [5000, 15_000], (t) =>
        w.add(
          t,
          "kegtrack-api",
          "error",
          `sync to distro-portal failed: Post "http://distro-portal:8080/api/kegs/shipped": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ),
      );
    },
  },
  {
    category: "memory",
    estate: "granite",
    origin: "preorder-api",
    severity: "high",
    hints: ["memory", "heap", "out of memory", "oom", "allocation"],
    note: "preorder-api's V8 heap fills during the release and the process dies with 'JavaScript heap out of memory' again and again; gp-gateway returns 502s",
    run: (w, t0) => {
      const r = w.r;
      rep(w, t0, t0 + 100_000, [12_000, 20_000], (t) =>
        w.add(
          t,
          "preorder-api",
          "warn",
          `event loop delay p99 ${r.int(800, 2600)}ms, heap used ${r.int(1700, 1990)}MB of 2048MB`,
        ),
      );
      let t = t0 + 110_000;
      while (t < w.end) {
        const ms = r.int(80_000, 90_000);
        w.add(
          t,
          "preorder-api",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            keep: true,
            errKind: "FatalError",
            stack: [
              "",
              "<--- Last few GCs --->",
              "",
              `[1:0x6a8c000]   ${ms} ms: Mark-Compact 2041.6 (2083.5) -> 2039.8 (2084.2) MB, pooled: 0 MB, 1503.12 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
              `[1:0x6a8c000]   ${ms + 1700} ms: Mark-Compact 2047.9 (2086.2) -> 2046.1 (2088.7) MB, pooled: 0 MB, 1620.41 / 0.00 ms  (average mu = 0.061, current mu = 0.012) allocation failure; scavenge might not succeed`,
              "",
              "<--- JS stacktrace --->",
              "",
              " 1: 0xb8a1c0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf0b4e0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 3: 0x10ccd75 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
            ].join("\n"),
          },
        );
        w.silence("preorder-api", t, t + 9000);
        for (const [i, line] of startup("node", "preorder-api", "4.12.0", r).entries())
          w.add(t + 8000 + i * 300, "preorder-api", "info", line, { keep: true });
        t += r.int(90_000, 150_000);
      }
      rep(w, t0 + 60_000, w.end, [800, 3000], (u) => {
        const id = w.tid();
        w.add(
          u,
          "gp-gateway",
          "error",
          r.chance(0.5)
            ? `upstream preorder-api:8080 returned 502: upstream connect error or disconnect/reset before headers (POST /api/preorders)`
            : `upstream request timeout route=/api/preorders upstream=preorder-api:8080 status=504 duration=15.000s`,
          { trace: id },
        );
      });
    },
  },
  {
    category: "dependency",
    estate: "otter",
    origin: "pos-bridge",
    severity: "high",
    hints: ["dependency", "processor", "square", "payment", "503", "unavailable", "circuit"],
    note: "the card processor behind pos-bridge answers 503 and the circuit breaker opens; taproom tabs cannot be closed and otter-web checkouts fail",
    run: (w, t0) => {
      const r = w.r;
      w.mute("pos-bridge", t0, /closed total|\/close /);
      rep(w, t0, t0 + 40_000, [800, 3000], (t) =>
        w.add(
          t,
          "pos-bridge",
          "error",
          `Square API POST /v2/payments failed: 503 Service Unavailable (square-version 2025-10-16, x-request-id ${r.hex(8)}-${r.hex(4)})`,
          {
            errKind: "SquareError",
            stack: stack(
              "node",
              "SquareError",
              "Service Unavailable",
              ["payments.PaymentsApi.createPayment", "tabs.TabService.close", "routes.tabs.closeTab"],
              r,
            ),
          },
        ),
      );
      let t = t0 + 40_000;
      while (t < w.end) {
        w.add(t, "pos-bridge", "warn", "breaker 'square-payments' OPEN (14 failures / 30s), rejecting calls for 30s");
        w.add(t + 30_000, "pos-bridge", "info", "breaker 'square-payments' HALF_OPEN, trying one request");
        w.add(
          t + 30_900,
          "pos-bridge",
          "error",
          `Square API POST /v2/payments failed: 503 Service Unavailable (x-request-id ${r.hex(8)}-${r.hex(4)})`,
        );
        t += 31_000;
      }
      rep(w, t0 + 40_000, w.end, [2000, 7000], (u) =>
        w.add(
          u,
          "pos-bridge",
          "error",
          `close tab T-${r.int(1000, 9999)} failed: CircuitBreaker 'square-payments' is OPEN (processor_unavailable)`,
        ),
      );
      rep(w, t0 + 10_000, w.end, [10_000, 30_000], (u) =>
        w.add(
          u,
          "otter-web",
          "error",
          `checkout #${r.int(10200, 10900)} payment failed: pos-bridge responded 502 {"error":"processor_unavailable"}`,
        ),
      );
    },
  },
  {
    category: "unknown",
    estate: "otter",
    origin: "club-queue",
    severity: "medium",
    hints: ["unknown", "internal", "500", "unavailable", "unresponsive"],
    note: "club-queue starts answering 500 with no detail and then stops logging altogether while otter-web's queue joins fail",
    run: (w, t0) => {
      const r = w.r;
      rep(w, t0, t0 + 45_000, [500, 2500], (t) =>
        w.add(
          t,
          "club-queue",
          "error",
          `request failed method=POST path=/queue/join status=500 duration=${r.float(0.2, 3)}ms err="internal error"`,
        ),
      );
      w.silence("club-queue", t0);
      w.mute("otter-web", t0, /\/club\/releases/);
      rep(w, t0 + 500, w.end, [600, 2500], (t) => {
        const late = t > t0 + 45_000;
        w.add(
          t,
          "otter-web",
          "error",
          late
            ? `ClubQueue::Client join failed for member M${r.int(100000, 199999)}: Net::ReadTimeout with #<TCPSocket:(closed)> (club-queue:8080)`
            : `ClubQueue::Client join failed for member M${r.int(100000, 199999)}: 500 Internal Server Error from http://club-queue:8080/queue/join`,
        );
        if (r.chance(0.5))
          w.add(
            t + 5,
            "otter-web",
            "info",
            access("ruby", r, "POST", "/club/queue", 503, late ? 5000 + r.int(0, 40) : r.int(10, 80)),
          );
      });
    },
  },
];
