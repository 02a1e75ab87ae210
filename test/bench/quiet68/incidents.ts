// The eight failures, one per category, each written as the software involved really reports it.
import { deploy } from "./baseline.js";
import { access, type Role } from "./estates.js";
import { dotnetStack, glog, javaStack, nodeStack, pyStack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface Failure {
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(c: Ctx, t0: number): void;
}

const every = (c: Ctx, from: number, to: number, gap: [number, number], f: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = from; t < Math.min(c.end, to); t += c.r.int(gap[0], gap[1])) f(t, i++);
};
const mute = (c: Ctx, role: Role, from: number, keep: number, levels: ("INFO" | "DEBUG" | "WARN")[] = ["INFO"]) =>
  c.muted.push({ svc: c.svc(role), from, keep, levels });

export const FAILURES: Failure[] = [
  {
    estate: "fornorosso",
    origin: "loyalty",
    category: "database",
    hints: ["connection", "pool", "database", "sql", "hikari", "postgres", "too many clients"],
    severity: "high",
    note: "loyalty-svc's Postgres refuses new connections (too many clients), its Hikari pool times out and balance and accrual calls from app-bff and order-api fail with 503s",
    run(c, t0) {
      mute(c, "loyalty", t0, 0.1);
      c.emit(
        "loyalty",
        t0,
        "WARN",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5c1a3b8e (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      every(c, t0 + 2000, c.end, [1200, 3500], (t, i) => {
        const tr = c.tid();
        c.emit(
          "loyalty",
          t,
          "ERROR",
          i % 4 === 0
            ? "HikariPool-1 - Exception during pool initialization of new connection"
            : "Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
          javaStack(
            "java.sql.SQLTransientConnectionException",
            "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
            [
              "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
              "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
              "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
              "com.fornorosso.loyalty.repo.MemberRepository.findBalance(MemberRepository.java:64)",
              "com.fornorosso.loyalty.api.BalanceController.balance(BalanceController.java:41)",
            ],
            "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
          ),
          tr,
        );
        c.emit(
          "app",
          t + c.r.int(20, 200),
          "ERROR",
          `GET /v2/loyalty/balance failed: loyalty-svc responded 503 Service Unavailable after ${c.r.int(29800, 30100)}ms`,
          undefined,
          tr,
        );
      });
      every(c, t0 + 4000, c.end, [400, 1400], (t) => {
        const o = c.order();
        c.emit(
          "edge",
          t,
          "WARN",
          `points accrual for ${o} failed (loyalty-svc 503), retry ${c.r.int(1, 5)}/5 scheduled in ${c.r.pick([2, 4, 8, 16])}s`,
        );
      });
      every(c, t0 + 60000, c.end, [20000, 40000], (t) =>
        c.emit("app", t, "WARN", "circuit loyalty-svc: failure rate 78% over last 100 calls, OPEN for 30s"),
      );
      deploy(c, "labour", t0 - c.r.int(60000, 150000));
    },
  },
  {
    estate: "fornorosso",
    origin: "menu",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "menu-publisher runs out of Java heap building the all-stores menu bundle, crash-loops and goes quiet while order-api and pos-bridge fail to fetch menus",
    run(c, t0) {
      every(c, t0 - 90000, t0, [15000, 25000], (t) =>
        c.emit(
          "menu",
          t,
          "WARN",
          `GC pause (G1 Evacuation Pause) ${c.r.int(900, 2400)}ms, heap ${c.r.int(3700, 3950)}M->${c.r.int(3600, 3900)}M(4096M)`,
        ),
      );
      c.emit(
        "menu",
        t0,
        "ERROR",
        'Exception in thread "publish-worker-3" java.lang.OutOfMemoryError: Java heap space',
        javaStack("java.lang.OutOfMemoryError", "Java heap space", [
          "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
          "java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
          "com.fasterxml.jackson.core.json.UTF8JsonGenerator.writeString(UTF8JsonGenerator.java:525)",
          "com.fornorosso.menu.bundle.BundleWriter.writeStore(BundleWriter.java:88)",
          "com.fornorosso.menu.publish.PublishJob.run(PublishJob.java:132)",
        ]),
      );
      c.emit("menu", t0 + 400, "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      c.muted.push({
        svc: c.svc("menu"),
        from: t0 + 500,
        keep: 0,
        levels: ["INFO", "WARN"],
        except: /^Starting MenuPub/,
      });
      // crash loop: restarts, runs out of heap again at the next publish run
      for (let k = 1; k < 4; k++) {
        const t = t0 + k * c.r.int(70000, 140000);
        if (t > c.end - 40000) break;
        c.emit(
          "menu",
          t,
          "INFO",
          `Starting MenuPublisherApplication v7.3.1 using Java 21.0.4 with PID 1 (restart ${k})`,
        );
        c.emit(
          "menu",
          t + 21000,
          "ERROR",
          "java.lang.OutOfMemoryError: Java heap space",
          "\tat com.fornorosso.menu.bundle.BundleWriter.writeStore(BundleWriter.java:88)\n\tat com.fornorosso.menu.publish.PublishJob.run(PublishJob.java:132)",
        );
      }
      every(c, t0 + 1000, c.end, [600, 2200], (t) => {
        const tr = c.tid();
        const s = c.store();
        c.emit(
          "edge",
          t,
          "ERROR",
          `GET /v1/stores/${s}/menu upstream menu-publisher failed: ${c.r.pick(["connect ECONNREFUSED 10.42.6.21:8080", "socket hang up", "read ECONNRESET"])}`,
          c.r.chance(0.2)
            ? nodeStack("Error", "connect ECONNREFUSED 10.42.6.21:8080", [
                "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
              ])
            : undefined,
          tr,
        );
        c.emit(
          "edge",
          t + 2,
          "INFO",
          access("node", "GET", `/v1/stores/${s}/menu`, 502, c.r.int(2, 30)),
          undefined,
          tr,
        );
      });
      every(c, t0 + 30000, c.end, [5000, 12000], (t) =>
        c.emit(
          "pos",
          t,
          "WARN",
          `menu download for store ${c.store()} failed: Get "http://menu-publisher:8080/bundles/latest": dial tcp 10.42.6.21:8080: connect: connection refused; keeping current menu`,
        ),
      );
      deploy(c, "partner", t0 + c.r.int(-100000, 60000));
    },
  },
  {
    estate: "smashstack",
    origin: "partner",
    category: "dependency",
    hints: ["dependency", "upstream", "503", "unavailable", "doordash", "circuit", "partner"],
    severity: "high",
    note: "DoorDash's API answers 503 to aggregator-sync, which retries hard, opens its breaker and stops accepting DoorDash orders",
    run(c, t0) {
      every(c, t0, c.end, [250, 900], (t, i) => {
        const ext = c.r.hex(8).toUpperCase();
        if (i % 6 === 0) {
          c.emit(
            "partner",
            t,
            "ERROR",
            `doordash: confirm order ${ext} failed after 4 attempts`,
            pyStack(
              [
                ["/app/aggsync/partners/doordash.py", 142, "confirm_order", "resp.raise_for_status()"],
                [
                  "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
                  829,
                  "raise_for_status",
                  "raise HTTPStatusError(message, request=request, response=self)",
                ],
              ],
              "httpx.HTTPStatusError",
              `Server error '503 Service Unavailable' for url 'https://openapi.doordash.com/marketplace/api/v1/orders/${ext}/confirm'`,
            ),
          );
        } else {
          c.emit(
            "partner",
            t,
            "WARN",
            `doordash POST /orders/${ext}/confirm -> ${c.r.pick([503, 503, 502, 504])}, retrying in ${c.r.pick([0.5, 1, 2, 4])}s (attempt ${1 + (i % 4)}/4)`,
          );
        }
      });
      c.emit(
        "partner",
        t0 + 45000,
        "ERROR",
        "circuit breaker 'doordash-api' state CLOSED -> OPEN (failure rate 96.0% >= 50.0%)",
      );
      every(c, t0 + 75000, c.end, [30000, 30000], (t) => {
        c.emit("partner", t, "WARN", "circuit breaker 'doordash-api' HALF_OPEN, trial call -> 503, back to OPEN");
      });
      every(c, t0 + 60000, c.end, [20000, 40000], (t) =>
        c.emit(
          "pos",
          t,
          "WARN",
          `no tickets from source=doordash in last 5m across ${c.r.int(30, 90)} stores (usual ${c.r.int(140, 220)})`,
        ),
      );
      every(c, t0 + 90000, c.end, [40000, 70000], (t) =>
        c.emit(
          "partner",
          t,
          "ERROR",
          `store ${c.store()} paused on doordash: menu sync failed (503 Service Unavailable)`,
        ),
      );
      deploy(c, "menu", t0 + c.r.int(-120000, -30000));
    },
  },
  {
    estate: "smashstack",
    origin: "inventory",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "lock"],
    severity: "medium",
    note: "stock-ledger's per-store reservation lock waits run past their deadline (logged only at WARN) and web-checkout and order-router time out and retry",
    run(c, t0) {
      every(c, c.start + 500, c.end, [700, 1600], (t) => {
        if (t < t0 || c.r.chance(0.2))
          c.emit("inventory", t, "INFO", `reserve store=${c.store()} lines=${c.r.int(1, 6)} ok in ${c.r.int(3, 40)}ms`);
      });
      every(c, t0, c.end, [700, 2000], (t) => {
        const s = c.store();
        c.emit(
          "inventory",
          t,
          "WARN",
          `reserve store=${s}: waited ${c.r.int(5000, 5100)}ms for lock stock/${s}, giving up: context deadline exceeded`,
        );
      });
      every(c, t0 + 3000, c.end, [300, 900], (t, i) => {
        const o = c.r.int(40000000, 49999999);
        if (i % 5 === 0)
          c.emit(
            "edge",
            t,
            "ERROR",
            `checkout ${o} failed: stock reservation timed out`,
            pyStack(
              [
                [
                  "/app/checkout/stock.py",
                  57,
                  "reserve",
                  'r = await client.post(f"{STOCK_LEDGER}/v1/reserve", json=body, timeout=3.0)',
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py",
                  118,
                  "map_httpcore_exceptions",
                  "raise mapped_exc(message) from exc",
                ],
              ],
              "httpx.ReadTimeout",
              "timed out",
            ),
          );
        else
          c.emit(
            "edge",
            t,
            "WARN",
            `stock-ledger /v1/reserve timed out after 3.0s, retry ${1 + (i % 3)}/3 checkout=${o}`,
          );
      });
      every(c, t0 + 5000, c.end, [1500, 4000], (t) =>
        c.emit(
          "pos",
          t,
          "ERROR",
          `route ticket: call stock-ledger Reserve: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ),
      );
      every(c, t0 + 8000, c.end, [3000, 7000], (t) =>
        c.emit("app", t, "WARN", access("go", "POST", "/v3/checkout", 504, c.r.int(9000, 9400))),
      );
      deploy(c, "labour", t0 + c.r.int(-90000, 60000));
    },
  },
  {
    estate: "tamarind",
    origin: "menu",
    category: "configuration",
    hints: ["config", "option", "setting", "missing", "vatregion", "validation"],
    severity: "high",
    note: "a price-publisher release drops the Pricing:VatRegion setting; price builds fail options validation and tills and ordering-web get no prices",
    run(c, t0) {
      c.emit("menu", t0 - 40000, "INFO", "Received SIGTERM, draining connections (grace 30s)");
      c.emit("menu", t0 - 12000, "INFO", "starting price-publisher 3.18.0 (build 9f41c2e), environment=Production");
      c.emit("menu", t0 - 2000, "INFO", "Application started. Press Ctrl+C to shut down.");
      mute(c, "menu", t0, 0.05);
      every(c, t0, c.end, [2000, 6000], (t, i) => {
        const s = c.store();
        const tr = c.tid();
        c.emit(
          "menu",
          t,
          "ERROR",
          `Price build for store ${s} failed`,
          i % 3 === 0
            ? dotnetStack(
                "Microsoft.Extensions.Options.OptionsValidationException",
                "DataAnnotation validation failed for 'PricingOptions' members: 'VatRegion' with the error: 'The VatRegion field is required.'.",
                [
                  "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
                  "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
                  "Tamarind.Pricing.PriceBuilder.BuildAsync(String storeId, CancellationToken ct) in /src/Tamarind.Pricing/PriceBuilder.cs:line 58",
                  "Tamarind.Pricing.Api.PricesController.Get(String storeId) in /src/Tamarind.Pricing.Api/PricesController.cs:line 31",
                ],
              )
            : undefined,
          tr,
        );
        c.emit(
          "pos",
          t + c.r.int(100, 800),
          "WARN",
          `price file download for ${s} failed: price-publisher returned 500 Internal Server Error; till keeps previous file`,
          undefined,
          tr,
        );
      });
      every(c, t0 + 2000, c.end, [800, 2500], (t) => {
        const tr = c.tid();
        c.emit(
          "edge",
          t,
          "ERROR",
          `Unhandled exception rendering menu: HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error). GET http://price-publisher/api/prices/${c.store()}`,
          undefined,
          tr,
        );
        c.emit("edge", t + 3, "INFO", access("dotnet", "GET", "/api/menu", 500, c.r.int(30, 90)), undefined, tr);
      });
      deploy(c, "labour", t0 + c.r.int(20000, 120000));
    },
  },
  {
    estate: "tamarind",
    origin: "partner",
    category: "authentication",
    hints: ["auth", "credential", "401", "invalid_client", "token", "unauthorized", "oauth"],
    severity: "high",
    note: "after a secret rotation partner-menus still presents the old Deliveroo OAuth client secret; token requests get 401 invalid_client and Deliveroo orders and menu pushes stop",
    run(c, t0) {
      c.emit(
        "partner",
        t0 - 30000,
        "INFO",
        "vault: secret kv/partner-menus/deliveroo rotated (version 14), cached copy valid until restart",
      );
      every(c, t0, c.end, [3000, 9000], (t, i) =>
        c.emit(
          "partner",
          t,
          "ERROR",
          'deliveroo token refresh failed: 401 {"error":"invalid_client","error_description":"Client authentication failed"}',
          i % 3 === 0
            ? pyStack(
                [
                  ["/app/partner_menus/deliveroo/auth.py", 44, "access_token", "resp.raise_for_status()"],
                  [
                    "/usr/local/lib/python3.11/site-packages/requests/models.py",
                    1021,
                    "raise_for_status",
                    "raise HTTPError(http_error_msg, response=self)",
                  ],
                ],
                "requests.exceptions.HTTPError",
                "401 Client Error: Unauthorized for url: https://auth.developers.deliveroo.com/oauth2/token",
              )
            : undefined,
        ),
      );
      every(c, t0 + 1000, c.end, [1500, 5000], (t) =>
        c.emit(
          "partner",
          t,
          "WARN",
          `deliveroo menu push store=${c.store()} skipped: no access token (401 Unauthorized), will retry`,
        ),
      );
      every(c, t0 + 120000, c.end, [25000, 50000], (t) =>
        c.emit(
          "pos",
          t,
          "WARN",
          `no deliveroo orders for ${c.r.int(20, 60)} open stores in 10m (expected ~${c.r.int(80, 140)})`,
        ),
      );
      mute(c, "partner", t0, 0.4);
      deploy(c, "stores", t0 + c.r.int(-120000, -40000));
    },
  },
  {
    estate: "harbourbowls",
    origin: "kds",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "volume", "journal"],
    severity: "high",
    note: "kds-bridge's journal volume fills up; ticket writes fail with ENOSPC and store-link's resends pile up while kitchens stop getting orders",
    run(c, t0) {
      every(c, t0 - 200000, t0, [40000, 60000], (t, i) =>
        c.emit(
          "kds",
          t,
          "WARN",
          `${glog("W", t, "journal.cc:97")}journal volume /var/lib/kds usage ${93 + i}% (segments=912, compaction behind)`,
        ),
      );
      mute(c, "kds", t0, 0.15);
      every(c, t0, c.end, [900, 2500], (t, i) => {
        const o = `HB${c.r.int(1000000, 9999999)}`;
        c.emit(
          "kds",
          t,
          "ERROR",
          i % 4 === 0
            ? `${glog("E", t, "journal.cc:212")}write(/var/lib/kds/journal/segment-000913.log) failed: No space left on device [28]`
            : `${glog("E", t, "ticket_sink.cc:61")}ticket ${o} not accepted: journal append failed (ENOSPC), replying 503`,
        );
        c.emit(
          "pos",
          t + c.r.int(20, 200),
          "WARN",
          `push ticket ${o} to kds-bridge: 503 Service Unavailable, requeue (attempt ${c.r.int(1, 8)})`,
        );
        c.emit(
          "pos",
          t + c.r.int(300, 700),
          "WARN",
          `push ticket ${o} to kds-bridge: 503 Service Unavailable, requeue (attempt ${c.r.int(2, 9)})`,
        );
      });
      every(c, t0 + 60000, c.end, [15000, 35000], (t) =>
        c.emit(
          "app",
          t,
          "ERROR",
          `order ${c.r.int(1000000, 9999999)} stuck in SENT_TO_KITCHEN for > 4m, store ${c.store()} alerted`,
        ),
      );
      deploy(c, "loyalty", t0 + c.r.int(-60000, 90000));
    },
  },
  {
    estate: "harbourbowls",
    origin: "pos",
    category: "network",
    hints: ["network", "reset", "connection", "dial", "tcp", "route", "tls"],
    severity: "medium",
    note: "store-link's tunnels to stores keep resetting and then lose their route; order-core and menu-sync see 502s from store-link",
    run(c, t0) {
      mute(c, "pos", t0, 0.3);
      every(c, t0, c.end, [500, 1800], (t, i) => {
        const s = c.store();
        const ip = `10.200.${c.r.int(1, 60)}.${c.r.int(2, 9)}`;
        const msgs = [
          `tunnel ${s}: write tcp 10.60.0.12:${c.r.int(40000, 60000)}->${ip}:9443: write: connection reset by peer`,
          `tunnel ${s}: dial tcp ${ip}:9443: connect: no route to host`,
          `tunnel ${s}: remote error: tls: handshake timeout after 10s`,
          `tunnel ${s}: read tcp 10.60.0.12:${c.r.int(40000, 60000)}->${ip}:9443: read: connection reset by peer, reconnecting`,
        ];
        c.emit("pos", t, i % 3 === 0 ? "WARN" : "ERROR", msgs[i % msgs.length]);
      });
      every(c, t0 + 2000, c.end, [500, 1500], (t, i) =>
        c.emit(
          "app",
          t,
          "ERROR",
          `dispatch order HB${c.r.int(1000000, 9999999)} to store failed: store-link returned 502 Bad Gateway`,
          i % 5 === 0
            ? javaStack(
                "org.springframework.web.reactive.function.client.WebClientResponseException$BadGateway",
                "502 Bad Gateway from POST http://store-link:8080/v1/stores/dispatch",
                [
                  "org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:336)",
                  "com.harbourbowls.order.dispatch.StoreDispatcher.send(StoreDispatcher.java:77)",
                ],
              )
            : undefined,
        ),
      );
      every(c, t0 + 30000, c.end, [10000, 25000], (t) =>
        c.emit("menu", t, "WARN", `push menu to ${c.store()} via store-link failed: 502, will retry next run`),
      );
      deploy(c, "labour", t0 + c.r.int(-100000, 100000));
    },
  },
];
