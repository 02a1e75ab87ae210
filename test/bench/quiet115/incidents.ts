// The eight failures of the set, one per category, each written the way its runtime and its callers really log.
import type { Level } from "./formats.js";
import type { Ctx } from "./quiet.js";
import { spread } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface Out {
  dt: number;
  level: Level;
  msg: string;
}

export interface Incident {
  key: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** share of requests through the origin that fail once it is broken */
  failRate: number;
  /** the origin's ordinary lines stop this long after the start (goes quiet) */
  silentAfterMs?: number;
  /** extra weight for a flow through the origin once broken (more guests at the VIP door, ...) */
  boost?: { flow: string; factor: number };
  atOrigin: (r: Rng) => Out[];
  caller: (svc: string, r: Rng, entry: boolean) => Out[];
  extra: (c: Ctx, t0: number) => void;
}

const ev = (r: Rng): string => r.p(["EV-24817", "EV-24840", "EV-24851"]);
const retries = (r: Rng, n: number, msg: (k: number) => string, gap: number): Out[] =>
  Array.from({ length: n }, (_, k) => ({ dt: gap * (k + 1) + r.i(0, 200), level: "warn" as Level, msg: msg(k + 1) }));

const javaHikari = (r: Rng): string =>
  [
    `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction]`,
    "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=" +
      `${r.i(60, 240)})`,
    "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
    "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
    "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:144)",
    "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
    "\tat org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
    "\tat org.hibernate.resource.jdbc.internal.LogicalConnectionManagedImpl.acquireConnectionIfNeeded(LogicalConnectionManagedImpl.java:113)",
    "\tat live.lanternhall.seatmap.availability.AvailabilityRepository.findOpenSeats(AvailabilityRepository.java:" +
      `${r.i(40, 90)})`,
    "\tat live.lanternhall.seatmap.availability.SeatmapController.availability(SeatmapController.java:58)",
    "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
    "\t... 48 common frames omitted",
  ].join("\n");

const DATABASE: Incident = {
  key: "seatmap-pg-slots",
  estate: "lanternhall",
  origin: "seatmap-svc",
  category: "database",
  hints: ["connection", "pool", "hikari", "database", "postgres", "jdbc", "sql", "slots"],
  severity: "high",
  note: "seatmap-svc's Postgres runs out of connection slots after a replica failover, Hikari times out and the gateway returns 503s for seat maps while bots and queue noise continue",
  failRate: 0.85,
  atOrigin: (r) => [
    r.c(0.25)
      ? {
          dt: r.i(0, 50),
          level: "warn",
          msg: `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        }
      : { dt: 30000 + r.i(0, 40), level: "error", msg: javaHikari(r) },
  ],
  caller: (svc, r, entry) => {
    if (svc !== "onsale-gateway" || !entry) return [];
    const n = r.i(0, 2);
    return [
      ...retries(
        r,
        n,
        (k) => `upstream seatmap-svc attempt ${k}/3 failed: 503 Service Unavailable, retrying in ${k * 250}ms`,
        400,
      ),
      {
        dt: 30000 + n * 400 + r.i(10, 300),
        level: "error",
        msg: `GET /v3/events/${ev(r)}/seatmap 503 ${30000 + r.i(5, 900)}ms upstream=seatmap-svc err="upstream request timeout"`,
      },
    ];
  },
  extra: (c, t0) => {
    spread(c, t0, t0 + 240000, 6, (t) =>
      c.push(
        t,
        "seatmap-svc",
        "error",
        [
          "HikariPool-1 - Exception during pool initialization or connection add.",
          "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
          "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:684)",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
          "\tat org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:263)",
          "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
          "\tat com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:727)",
        ].join("\n"),
      ),
    );
    c.push(
      t0 + 400,
      "seatmap-svc",
      "warn",
      "HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@6f1c2a0b marked as broken because of SQLSTATE(08006), ErrorCode(0)",
    );
    spread(c, t0 + 20000, c.end, 3, (t) =>
      c.push(
        t,
        "waiting-room",
        "warn",
        `seat map unavailable for ${ev(c.r)}, pausing admission (circuit seatmap=open)`,
      ),
    );
  },
};

const TIMEOUT: Incident = {
  key: "hold-lock-deadline",
  estate: "lanternhall",
  origin: "inventory-hold",
  category: "timeout",
  hints: ["timeout", "deadline", "lock", "timed out"],
  severity: "high",
  note: "inventory-hold starts missing its 5s deadline waiting on a seat lock and only warns, while checkout-api and the gateway log read timeouts and 504s with retries",
  failRate: 0.7,
  atOrigin: (r) => [
    {
      dt: 5000 + r.i(0, 4),
      level: "warn",
      msg: `acquire seat lock seatlock:${ev(r)}:${r.p(["102", "104", "FLOOR"])}: context deadline exceeded (waited ${(5 + r.f(0, 0.004)).toFixed(3)}s, queue=${r.i(40, 400)})`,
    },
  ],
  caller: (svc, r, entry) => {
    if (svc === "checkout-api")
      return [
        {
          dt: 5000 + r.i(2, 40),
          level: "error",
          msg: [
            `Request processing failed: org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://inventory-hold:8080/internal/holds/convert": Read timed out`,
            'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://inventory-hold:8080/internal/holds/convert": Read timed out',
            "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
            "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
            "\tat live.lanternhall.checkout.holds.HoldClient.convert(HoldClient.java:61)",
            "\tat live.lanternhall.checkout.OrderService.place(OrderService.java:142)",
            "Caused by: java.net.SocketTimeoutException: Read timed out",
            "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
            "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
            "\t... 63 common frames omitted",
          ].join("\n"),
        },
      ];
    if (svc === "onsale-gateway" && entry) {
      const n = r.i(1, 3);
      return [
        ...retries(
          r,
          n,
          (k) => `retrying upstream ${r.p(["inventory-hold", "checkout-api"])} (attempt ${k + 1}/4) after 504`,
          5050,
        ),
        {
          dt: 5050 * (n + 1),
          level: "error",
          msg: `POST /v3/${r.p(["holds", "orders"])} 504 ${5000 * (n + 1) + r.i(5, 80)}ms upstream_timeout`,
        },
      ];
    }
    return [];
  },
  extra: (c, t0) => {
    spread(c, t0, c.end, 2, (t) =>
      c.push(
        t,
        "inventory-hold",
        "info",
        `hold sweeper: lock queue length ${c.r.i(200, 900)}, oldest waiter ${c.r.f(4, 60).toFixed(1)}s`,
      ),
    );
  },
};

const rubyAdyen = (r: Rng): string =>
  [
    `Adyen::ServerError: 503 Service Unavailable (https://checkout-live.adyenpayments.com/checkout/v71/payments) psp_request_id=${r.hex(12)}`,
    "/app/vendor/bundle/ruby/3.3.0/gems/adyen-ruby-api-library-9.1.0/lib/adyen/client.rb:226:in `call_adyen_api'",
    "/app/vendor/bundle/ruby/3.3.0/gems/adyen-ruby-api-library-9.1.0/lib/adyen/services/checkout/payments_api.rb:87:in `payments'",
    "/app/app/services/authorise_payment.rb:44:in `block in call'",
    "/app/vendor/bundle/ruby/3.3.0/gems/circuitbox-2.0.0/lib/circuitbox/circuit_breaker.rb:61:in `run'",
    "/app/app/services/authorise_payment.rb:38:in `call'",
    "/app/app/controllers/payments_controller.rb:17:in `create'",
  ].join("\n");

const DEPENDENCY: Incident = {
  key: "psp-503",
  estate: "pulsebox",
  origin: "payments-svc",
  category: "dependency",
  hints: ["adyen", "psp", "503", "unavailable", "circuit", "payment", "upstream", "dependency"],
  severity: "high",
  note: "the payment provider behind payments-svc answers 503 and its circuit breaker opens, so resale purchases fail with 502s while price-cap rejections and push errors carry on",
  failRate: 0.9,
  boost: { flow: "buy", factor: 2 },
  atOrigin: (r) =>
    r.c(0.5)
      ? [{ dt: r.i(800, 3000), level: "error", msg: rubyAdyen(r) }]
      : [
          {
            dt: r.i(1, 4),
            level: "error",
            msg: `Circuitbox::OpenCircuitError: adyen_payments (circuit open, failing fast)`,
          },
        ],
  caller: (svc, r, entry) => {
    if (svc === "resale-checkout")
      return [
        {
          dt: r.i(900, 3100),
          level: "error",
          msg: `Payment authorisation failed for listing L${r.i(700000, 999999)}: payments-svc responded 502 Bad Gateway; listing released`,
        },
      ];
    if (svc === "resale-api" && entry)
      return [{ dt: r.i(950, 3200), level: "error", msg: `POST /api/purchases 502 - ${r.i(900, 3200)} ms` }];
    return [];
  },
  extra: (c, t0) => {
    c.push(t0 + 25000, "payments-svc", "warn", "Circuit adyen_payments opened: 10 failures in 30s (threshold 50%)");
    spread(c, t0 + 60000, c.end, 1, (t) => {
      c.push(t, "payments-svc", "info", "Circuit adyen_payments half-open, allowing trial request");
      c.push(
        t + c.r.i(1000, 3000),
        "payments-svc",
        "warn",
        "Circuit adyen_payments re-opened after failed trial: Adyen::ServerError 503",
      );
    });
  },
};

const nodeOom = (r: Rng): string => {
  const pid = `0x${r.hex(7)}`;
  return [
    "<--- Last few GCs --->",
    "",
    `[1:${pid}]   ${r.i(400000, 900000)} ms: Mark-Compact 2034.1 (2083.5) -> 2031.8 (2085.2) MB, ${r.f(900, 1800).toFixed(2)} / 0.00 ms  (average mu = 0.1${r.i(10, 99)}, current mu = 0.0${r.i(10, 99)}) allocation failure; scavenge might not succeed`,
    `[1:${pid}]   ${r.i(900001, 990000)} ms: Mark-Compact 2047.6 (2087.4) -> 2045.9 (2089.1) MB, ${r.f(1500, 2600).toFixed(2)} / 0.00 ms  (average mu = 0.0${r.i(10, 99)}, current mu = 0.0${r.i(10, 40)}) allocation failure; GC in old space requested`,
    "",
    "",
    "<--- JS stacktrace --->",
    "",
    "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
    " 1: 0xb8d0a3 node::Abort() [node]",
    " 2: 0xa96834  [node]",
    " 3: 0xd6ac50 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
    " 4: 0xd6aff7 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, bool) [node]",
    " 5: 0xf48325  [node]",
    " 6: 0xf5a80d v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
    " 7: 0xf350fe v8::internal::HeapAllocator::AllocateRawWithLightRetrySlowPath(v8::internal::AllocationType) [node]",
    " 8: 0x1302ab5 v8::internal::Runtime_AllocateInYoungGeneration(int, unsigned long*, v8::internal::Isolate*) [node]",
  ].join("\n");
};

const MEMORY: Incident = {
  key: "pass-heap",
  estate: "pulsebox",
  origin: "wallet-pass",
  category: "memory",
  hints: ["memory", "heap", "oom", "out of memory", "allocation"],
  severity: "high",
  note: "wallet-pass leaks pass images after a change in caching, crashes on V8 heap limit and restarts in a loop while resale-api reports socket hang ups and 502s for passes",
  failRate: 0.6,
  atOrigin: (r) =>
    r.c(0.3)
      ? [{ dt: r.i(2000, 9000), level: "warn", msg: `event loop delay p99=${r.i(900, 4200)}ms while building pkpass` }]
      : [],
  caller: (svc, r, entry) =>
    svc === "resale-api" && entry
      ? [
          {
            dt: r.i(100, 9000),
            level: "error",
            msg: r.c(0.5)
              ? `upstream wallet-pass failed: Error: socket hang up (code ECONNRESET) GET /passes/${r.hex(10)}`
              : `GET /api/tickets/${r.hex(10)}/pass 502 - ${r.i(20, 9000)} ms`,
          },
        ]
      : [],
  extra: (c, t0) => {
    let cache = 41000;
    spread(c, t0, c.end, 2, (t) => {
      cache += c.r.i(3000, 9000);
      c.push(
        t,
        "wallet-pass",
        cache > 60000 ? "warn" : "info",
        `image cache size ${cache} entries (${(cache * 0.041).toFixed(0)} MiB), evictions 0`,
      );
    });
    let t = t0 + c.r.i(60000, 90000);
    while (t < c.end) {
      c.push(t, "wallet-pass", "fatal", nodeOom(c.r));
      c.push(t + c.r.i(4000, 9000), "wallet-pass", "info", "wallet-pass listening on :8080 (pid 1, node v20.14.0)");
      cache = 41000;
      t += c.r.i(70000, 150000);
    }
  },
};

const NETWORK: Incident = {
  key: "venue-uplink-reset",
  estate: "foundry",
  origin: "scanner-sync",
  category: "network",
  hints: ["reset", "connection", "network", "route", "socket", "tcp", "econnreset", "unreachable"],
  severity: "medium",
  note: "scanner-sync at the venue loses its path to the central entry ledger (resets, then no route to host) and buffers scans, while entry-ledger and the capacity counter warn that the feed is stale",
  failRate: 1,
  atOrigin: (r) =>
    r.c(0.35)
      ? [
          {
            dt: r.i(10, 3000),
            level: "error",
            msg: r.c(0.5)
              ? `forward batch failed: Post "https://entry-ledger.foundry.internal/v1/entries": read tcp 10.20.4.17:${r.i(40000, 60000)}->10.20.0.40:443: read: connection reset by peer`
              : `forward batch failed: Post "https://entry-ledger.foundry.internal/v1/entries": dial tcp 10.20.0.40:443: connect: no route to host`,
          },
        ]
      : [],
  caller: () => [],
  extra: (c, t0) => {
    let q = 0;
    spread(c, t0 + 5000, c.end, 4, (t) => {
      q += c.r.i(80, 300);
      c.push(
        t,
        "scanner-sync",
        "warn",
        `uplink down, buffering locally: queue=${q} scans, oldest ${Math.round((t - t0) / 1000)}s`,
      );
    });
    spread(c, t0 + 90000, c.end, 2, (t) =>
      c.push(
        t,
        "entry-ledger",
        "warn",
        `No entry batches from scanner-sync for ${Math.round((t - t0) / 1000)}s; occupancy figures may be stale`,
      ),
    );
    spread(c, t0 + 120000, c.end, 1.5, (t) =>
      c.push(t, "capacity-counter", "warn", "entry feed stale, holding last known occupancy"),
    );
  },
};

const dotnetTax = (r: Rng): string =>
  [
    "fail: Foundry.Merch.Api.SalesController[0]",
    `      Sale failed till=MERCH-${r.i(1, 3)} sku=${r.p(["TEE-BLK-M", "TEE-BLK-L", "TOTE-NAT", "VINYL-LP-01"])}`,
    "      System.InvalidOperationException: No VAT rate configured for region 'GB' (Pos:TaxRates:GB is empty)",
    "         at Foundry.Merch.Pricing.TaxTable.RateFor(String region) in /src/Foundry.Merch/Pricing/TaxTable.cs:line 41",
    "         at Foundry.Merch.Pricing.BasketPricer.Price(Basket basket) in /src/Foundry.Merch/Pricing/BasketPricer.cs:line 77",
    "         at Foundry.Merch.Api.SalesController.Complete(SaleRequest request, CancellationToken ct) in /src/Foundry.Merch.Api/SalesController.cs:line 52",
    "         at lambda_method17(Closure, Object)",
    "         at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.AwaitableObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
  ].join("\n");

const CONFIGURATION: Incident = {
  key: "merch-tax-config",
  estate: "foundry",
  origin: "merch-pos",
  category: "configuration",
  hints: ["configuration", "config", "vat", "tax", "setting", "invalidoperation"],
  severity: "high",
  note: "merch-pos reloads a new appsettings file with the VAT table missing and every merch sale fails with InvalidOperationException, tills retry and stock-levels sees no merch sales",
  failRate: 1,
  boost: { flow: "merch", factor: 1.5 },
  atOrigin: (r) => [
    { dt: r.i(5, 30), level: "error", msg: dotnetTax(r) },
    ...(r.c(0.5)
      ? [
          {
            dt: r.i(1500, 4000),
            level: "warn" as Level,
            msg: `Till MERCH-${r.i(1, 3)} retried sale (attempt 2), server returned 500`,
          },
        ]
      : []),
  ],
  caller: () => [],
  extra: (c, t0) => {
    c.push(
      t0 - 1500,
      "merch-pos",
      "info",
      "info: Microsoft.Extensions.Configuration[0] Reloading configuration from /etc/merch-pos/appsettings.Production.json (checksum 9f1c04e2)",
    );
    c.push(t0 - 1200, "merch-pos", "info", "info: Foundry.Merch.Pricing.TaxTable[0] Tax table rebuilt: 0 regions");
    spread(c, t0 + 240000, c.end, 0.5, (t) =>
      c.push(t, "stock-levels", "warn", "no merch decrements received in the last 5m (bar sales normal)"),
    );
  },
};

const UNKNOWN: Incident = {
  key: "guestlist-silent",
  estate: "foundry",
  origin: "guestlist-svc",
  category: "unknown",
  hints: ["500", "internal", "unavailable", "unknown", "error", "unresponsive"],
  severity: "medium",
  note: "guestlist-svc starts answering 500 without logging any exception and then stops logging at all while the VIP door scanners report failed and timed-out guest lookups",
  failRate: 1,
  silentAfterMs: 75000,
  boost: { flow: "guest", factor: 4 },
  atOrigin: (r) => [
    {
      dt: r.i(2, 6),
      level: "error",
      msg: `Completed 500 Internal Server Error in ${r.i(1, 4)}ms (ActiveRecord: 0.0ms | Allocations: ${r.i(150, 400)})`,
    },
  ],
  caller: (svc, r) =>
    svc === "door-scan-gw"
      ? [
          r.c(0.5)
            ? {
                dt: r.i(5, 20),
                level: "error",
                msg: `guest lookup failed device=DS-${r.i(40, 48)} gate=VIP: guestlist-svc returned 500, falling back to paper list`,
              }
            : {
                dt: 3000,
                level: "error",
                msg: `guest lookup failed device=DS-${r.i(40, 48)} gate=VIP: Get "http://guestlist-svc:3000/api/lookup": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
              },
        ]
      : [],
  extra: () => {},
};

const pyDisk = (r: Rng): string =>
  [
    `statement render failed for ${ev(r)} (promoter ${r.p(["PR-0142", "PR-0177", "PR-0311"])})`,
    "Traceback (most recent call last):",
    '  File "/app/report_builder/statements.py", line 112, in render_statement',
    "    pdf.output(out_path)",
    '  File "/usr/local/lib/python3.12/site-packages/fpdf/fpdf.py", line 5163, in output',
    "    output_file.write(buffer)",
    "OSError: [Errno 28] No space left on device",
  ].join("\n");

const DISK: Incident = {
  key: "report-volume-full",
  estate: "northpier",
  origin: "report-builder",
  category: "disk",
  hints: ["disk", "space", "errno 28", "no space", "enospc", "full", "volume"],
  severity: "high",
  note: "report-builder's output volume fills up, statement PDFs fail with Errno 28 and its sqlite cache reports disk full, while settlement-svc and the promoter portal report 500s and 502s",
  failRate: 1,
  atOrigin: (r) => [{ dt: r.i(200, 900), level: "error", msg: pyDisk(r) }],
  caller: (svc, r, entry) => {
    if (svc === "settlement-svc")
      return [
        {
          dt: r.i(900, 1200),
          level: "error",
          msg: `fail: Northpier.Settlement.Statements[12] Statement generation for ${ev(r)} failed: report-builder responded 500 (Internal Server Error)`,
        },
      ];
    if (svc === "promoter-portal" && entry) {
      const n = r.i(0, 2);
      return [
        ...retries(r, n, (k) => `settlement statement attempt ${k} failed (502), retrying`, 1300),
        { dt: 1300 * (n + 1), level: "error", msg: `POST /settlements/${ev(r)}/statement 502 ${1300 * (n + 1)}ms` },
      ];
    }
    return [];
  },
  extra: (c, t0) => {
    spread(c, t0, c.end, 1, (t) =>
      c.push(
        t,
        "report-builder",
        "error",
        [
          "cache write skipped",
          "Traceback (most recent call last):",
          '  File "/app/report_builder/cache.py", line 48, in put',
          '    self.db.execute("INSERT OR REPLACE INTO render_cache VALUES (?, ?, ?)", row)',
          "sqlite3.OperationalError: database or disk is full",
        ].join("\n"),
      ),
    );
    c.push(
      t0 - 90000,
      "report-builder",
      "warn",
      "tmp cleanup skipped: /var/lib/report-builder/out locked by export sales_by_channel",
    );
  },
};

export const INCIDENTS: readonly Incident[] = [
  DATABASE,
  TIMEOUT,
  DEPENDENCY,
  MEMORY,
  NETWORK,
  CONFIGURATION,
  UNKNOWN,
  DISK,
];
