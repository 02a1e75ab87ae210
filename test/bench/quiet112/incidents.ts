// The eight failures of quiet112, one per category, each told the way its runtime and its callers really log it.
import type { Role } from "./estates.js";
import { type Ctx, flowPath, gwLine } from "./stream.js";

export interface Failure {
  key: string;
  estate: string;
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** a service near the start that deploys or reloads for unrelated reasons */
  bystander: Role;
  install: (c: Ctx, s: number) => void;
}

const line = (n: number) => String(n);

export const FAILURES: readonly Failure[] = [
  {
    key: "db-slots",
    estate: "lumen",
    category: "database",
    origin: "orders",
    hints: ["database", "connection", "jdbc", "postgres", "sql", "pool"],
    severity: "high",
    note: "ticketing-core's Postgres runs out of connection slots; Hikari waits time out and orders, pass redemptions and till sales fail while callers retry",
    bystander: "loyalty",
    install: (c, s) => {
      const r = c.rng;
      c.emit(
        "orders",
        s,
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@3f1c2a9e (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      c.every(s, c.t1, 9000, (t) =>
        c.emit(
          "orders",
          t,
          "warn",
          `HikariPool-1 - Pool stats (total=10, active=10, idle=0, waiting=${r.int(30, 90)})`,
        ),
      );
      c.every(s + 2000, c.t1, 20000, (t) =>
        c.emit("orders", t, "error", "HikariPool-1 - Error thrown while acquiring connection from data source", {
          errType: "org.postgresql.util.PSQLException",
          stack: [
            "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
            "\tat org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:263)",
            "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
            "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:477)",
          ],
        }),
      );
      c.broken = {
        role: "orders",
        from: s,
        frac: 0.8,
        flows: ["checkout", "pass", "till"],
        hook: (c2, t, flow, trace) => {
          const o = { trace };
          const wait = 30000 + r.int(0, 9);
          c2.emit(
            "orders",
            t + wait,
            "error",
            `Request processing failed: org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection`,
            {
              ...o,
              errType: "java.sql.SQLTransientConnectionException",
              stack: [
                `org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection; nested exception is org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection`,
                "\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)",
                `\tat com.lumen.ticketing.order.OrderService.${flow === "pass" ? "redeemPass" : "confirm"}(OrderService.java:${line(r.int(80, 190))})`,
                "\tat com.lumen.ticketing.api.OrderController.create(OrderController.java:64)",
                `Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after ${wait}ms (total=10, active=10, idle=0, waiting=${r.int(30, 90)})`,
                "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
                "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
                "\t... 58 common frames omitted",
              ],
            },
          );
          if (flow === "till") {
            for (let i = 1; i <= 3; i++)
              c2.emit(
                "pos",
                t + wait * i + i * 2000,
                i < 3 ? "warn" : "error",
                `sale upload to ticketing-core failed (500 Internal Server Error), attempt ${i}/3${i < 3 ? ", retrying" : "; sale parked on terminal"}`,
                o,
              );
            return;
          }
          if (flow === "checkout") {
            c2.emit(
              "pay",
              t + r.int(40, 120),
              "info",
              `authorised ${r.int(9, 78)}.${r.int(10, 99)} GBP for LU-${r.int(1000000, 9999999)} via card (${r.int(180, 900)}ms)`,
              o,
            );
            c2.emit(
              "pay",
              t + wait + 60,
              "warn",
              `voiding authorisation ${r.hex(10)}: ticketing-core did not confirm order (HTTP 500)`,
              o,
            );
          }
          const [m, p] = flowPath(c2, flow);
          c2.emit("gw", t + wait + 80, "error", gwLine(c2, m, p, 503, wait + 70), o);
          c2.emit("gw", t + wait + 81, "error", `upstream ticketing-core responded 500 for ${m} ${p.split("?")[0]}`, o);
        },
      };
    },
  },
  {
    key: "heap",
    estate: "lumen",
    category: "memory",
    origin: "seats",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "seatmap-svc exhausts its Java heap during the on-sale, logs OutOfMemoryError and then goes silent while seat maps, holds and checkouts time out in its callers",
    bystander: "show",
    install: (c, s) => {
      const r = c.rng;
      for (let i = 0; i < 6; i++)
        c.emit(
          "seats",
          s + i * 9000,
          "warn",
          `[gc] GC(${8100 + i}) Pause Full (G1 Compaction Pause) ${2030 + i}M->${2018 + i}M(2048M) ${r.int(2100, 4800)}.${r.int(100, 999)}ms`,
        );
      c.emit("seats", s + 56000, "error", `Exception in thread "http-nio-8080-exec-37"`, {
        force: true,
        errType: "java.lang.OutOfMemoryError",
        stack: [
          "java.lang.OutOfMemoryError: Java heap space",
          "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
          "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "\tat com.lumen.seatmap.layout.SeatGrid.expand(SeatGrid.java:212)",
          "\tat com.lumen.seatmap.render.SeatMapRenderer.render(SeatMapRenderer.java:88)",
          "\tat com.lumen.seatmap.api.SeatMapController.get(SeatMapController.java:41)",
        ],
      });
      c.emit("seats", s + 58000, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space", {
        force: true,
      });
      c.silent = { role: "seats", from: s + 40000 };
      c.broken = {
        role: "seats",
        from: s + 40000,
        frac: 0.95,
        flows: ["seatmap", "hold", "checkout"],
        hook: (c2, t, flow, trace) => {
          const o = { trace };
          const [m, p] = flowPath(c2, flow);
          if (flow === "checkout") {
            c2.emit(
              "orders",
              t + 10000,
              "error",
              `hold conversion failed: I/O error on POST request for "http://seatmap-svc:8080/holds/convert": Read timed out`,
              o,
            );
            const d = 10020 + r.int(0, 90);
            c2.emit("gw", t + d, "error", gwLine(c2, m, p, 502, d), o);
            return;
          }
          const hung = r.chance(0.5);
          c2.emit(
            "gw",
            t + (hung ? 15000 : 3),
            "error",
            hung
              ? `upstream seatmap-svc timed out after 15000ms (${m} ${p.split("?")[0]})`
              : "Error: connect ECONNREFUSED 10.4.7.19:8080 (seatmap-svc)",
            o,
          );
          c2.emit("gw", t + (hung ? 15001 : 4), "error", gwLine(c2, m, p, hung ? 504 : 502, hung ? 15001 : 4), o);
        },
      };
    },
  },
  {
    key: "flood-stage",
    estate: "northlight",
    category: "disk",
    origin: "show",
    hints: ["disk", "flood", "watermark", "read-only", "read_only", "storage"],
    severity: "medium",
    note: "the Elasticsearch cluster behind schedule-api crosses the flood-stage watermark; its index turns read-only, availability updates and cache refreshes fail and order-svc retries them",
    bystander: "fnb",
    install: (c, s) => {
      const r = c.rng;
      c.refreshFailsFrom = s;
      const block =
        "blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]";
      c.every(s, c.t1, 15000, (t) =>
        c.emit(
          "show",
          t,
          "warn",
          `bulk index of ${r.int(40, 300)} session docs failed: index [sessions-2026.12] ${block}`,
        ),
      );
      c.every(s + 5000, c.t1, 60000, (t) =>
        c.emit("show", t, "error", "showtime cache refresh aborted: could not write sessions snapshot", {
          errType: "org.elasticsearch.ElasticsearchStatusException",
          stack: [
            `org.elasticsearch.ElasticsearchStatusException: Elasticsearch exception [type=cluster_block_exception, reason=index [sessions-2026.12] ${block}]`,
            "\tat org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:178)",
            "\tat org.elasticsearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2484)",
            "\tat dk.northlight.schedule.index.SessionIndexer.bulkWrite(SessionIndexer.kt:74)",
            "\tat dk.northlight.schedule.jobs.CacheRefreshJob$run$1.invokeSuspend(CacheRefreshJob.kt:39)",
          ],
        }),
      );
      c.broken = {
        role: "show",
        from: s,
        frac: 0.9,
        flows: ["checkout", "till"],
        hook: (c2, t, flow, trace) => {
          const o = { trace };
          const ord = `NO-${r.int(1000000, 9999999)}`;
          c2.emit(
            "pay",
            t + 300,
            "info",
            `authorised ${r.int(90, 400)}.00 DKK for ${ord} via card (${r.int(200, 700)}ms)`,
            o,
          );
          c2.emit(
            "orders",
            t + 900,
            "info",
            `order ${ord} confirmed: ${r.int(1, 6)} tickets for ${c2.film()} at ${c2.site()}`,
            o,
          );
          c2.emit(
            "show",
            t + 950,
            "warn",
            `PATCH /sessions/${c2.session()}/availability rejected: index read-only (cluster_block_exception), 429`,
            o,
          );
          for (let i = 1; i <= 3; i++)
            c2.emit(
              "orders",
              t + 950 + i * 400,
              i < 3 ? "warn" : "error",
              `availability push to schedule-api failed: 429 Too Many Requests (attempt ${i}/3)`,
              o,
            );
          const [m, p] = flowPath(c2, flow);
          c2.emit("gw", t + 2300, "info", gwLine(c2, m, p, 201, 2300), o);
        },
      };
    },
  },
  {
    key: "redis-path",
    estate: "northlight",
    category: "network",
    origin: "seats",
    hints: ["network", "route", "reset", "connection", "dial", "tcp"],
    severity: "high",
    note: "seat-hold loses its network path to its Redis (no route to host, connection resets), so holds and seat maps fail and callers retry",
    bystander: "loyalty",
    install: (c, s) => {
      const r = c.rng;
      c.emit("seats", s, "error", "redis: read tcp 10.40.1.7:51234->10.40.3.21:6379: read: connection reset by peer");
      c.every(s + 1000, c.t1, 12000, (t) =>
        c.emit(
          "seats",
          t,
          "warn",
          `redis: pool stats hits=${r.int(10, 80)} misses=${r.int(200, 900)} timeouts=${r.int(30, 200)} total=64 idle=0 stale=${r.int(5, 40)}`,
        ),
      );
      c.broken = {
        role: "seats",
        from: s,
        frac: 0.85,
        flows: ["seatmap", "hold", "checkout"],
        hook: (c2, t, flow, trace) => {
          const o = { trace };
          const err = r.pick([
            "dial tcp 10.40.3.21:6379: connect: no route to host",
            "dial tcp 10.40.3.21:6379: i/o timeout",
            `read tcp 10.40.1.7:${r.int(40000, 60000)}->10.40.3.21:6379: read: connection reset by peer`,
          ]);
          c2.emit(
            "seats",
            t + 3000,
            "error",
            `${flow === "seatmap" ? "seat map" : "hold"} for session ${c2.session()} failed: ${err}`,
            o,
          );
          const [m, p] = flowPath(c2, flow);
          if (flow === "checkout") {
            for (let i = 1; i <= 4; i++)
              c2.emit(
                "orders",
                t + 3000 * i + 20,
                i < 4 ? "warn" : "error",
                `seat-hold confirm failed: 503 Service Unavailable (attempt ${i}/4)`,
                o,
              );
            const d = 12050 + r.int(0, 400);
            c2.emit("gw", t + d, "error", gwLine(c2, m, p, 502, d), o);
            return;
          }
          const d = 3004 + r.int(0, 60);
          c2.emit("gw", t + d, "error", gwLine(c2, m, p, 503, d), o);
          c2.emit(
            "gw",
            t + d + 1,
            "warn",
            `upstream seat-hold returned 503, ${r.pick(["retry 1/2", "retry 2/2", "giving up"])}`,
            o,
          );
        },
      };
    },
  },
  {
    key: "options",
    estate: "paragon",
    category: "configuration",
    origin: "orders",
    hints: ["configuration", "config", "options", "setting", "merchantaccount"],
    severity: "high",
    note: "checkout is deployed without its acquirer MerchantAccount setting; options validation throws on every order while storefront-bff and boxoffice-gw report 500s",
    bystander: "fnb",
    install: (c, s) => {
      c.emit("orders", s - 9000, "info", "received SIGTERM, draining connections (grace 30s)", { force: true });
      c.emit("orders", s - 4000, "info", "Now listening on: http://[::]:8080");
      c.emit(
        "orders",
        s - 3990,
        "info",
        "Application started. Hosting environment: Production; Content root path: /app; version 2026.11.30-2 (a91c0e4)",
      );
      c.broken = {
        role: "orders",
        from: s,
        frac: 1,
        flows: ["checkout", "pass", "till"],
        hook: (c2, t, flow, trace) => {
          const o = { trace };
          c2.emit("orders", t + 20, "error", "An unhandled exception has occurred while executing the request.", {
            ...o,
            errType: "Microsoft.Extensions.Options.OptionsValidationException",
            stack: [
              "      Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'AcquirerOptions' members: 'MerchantAccount' with the error: 'The MerchantAccount field is required.'.",
              "         at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
              "         at Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
              "         at Paragon.Checkout.Payments.AcquirerClient..ctor(IOptions`1 options, HttpClient http) in /src/Checkout/Payments/AcquirerClient.cs:line 31",
              "         at Paragon.Checkout.Orders.OrderHandler.Handle(CreateOrder command, CancellationToken ct) in /src/Checkout/Orders/OrderHandler.cs:line 58",
              "         at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
            ],
          });
          if (flow === "till") {
            c2.emit(
              "pos",
              t + 60,
              "error",
              "box office sale rejected: checkout returned 500 Internal Server Error; terminal told to retry",
              o,
            );
            return;
          }
          const [m, p] = flowPath(c2, flow);
          c2.emit("gw", t + 40, "error", `checkout ${m} /orders failed: Request failed with status code 500`, o);
          c2.emit("gw", t + 41, "error", gwLine(c2, m, p, 502, 41), o);
        },
      };
    },
  },
  {
    key: "jwks",
    estate: "paragon",
    category: "authentication",
    origin: "loyalty",
    hints: ["authentication", "jwt", "token", "signature", "kid", "unauthorized", "key"],
    severity: "medium",
    note: "member-passes keeps a stale JWKS after the identity provider rotates its signing key and rejects every new member token at WARN, while storefront-bff and checkout report 401s",
    bystander: "show",
    install: (c, s) => {
      const r = c.rng;
      c.emit(
        "loyalty",
        s - 20000,
        "info",
        "JWKS cache hit for https://id.paragonpictures.co.uk/.well-known/jwks.json (2 keys, fetched 2026-11-29T04:00:12Z, ttl 24h)",
      );
      c.broken = {
        role: "loyalty",
        from: s,
        frac: 0.9,
        flows: ["pass", "checkout"],
        hook: (c2, t, flow, trace) => {
          const o = { trace };
          c2.emit(
            "loyalty",
            t + 5,
            "warn",
            `Filter chain halted as :authenticate_member! rendered or redirected; JWT::DecodeError: Could not find public key for kid k-2026-12-${r.pick(["a", "a", "b"])}`,
            o,
          );
          c2.emit(
            "loyalty",
            t + 6,
            "info",
            "Completed 401 Unauthorized in 3ms (ActiveRecord: 0.0ms | Allocations: 512)",
            o,
          );
          const [m, p] = flowPath(c2, flow);
          if (flow === "checkout") {
            c2.emit(
              "orders",
              t + 20,
              "error",
              `member discount lookup failed: member-passes responded 401 Unauthorized (invalid_token); order ${r.int(100000, 999999)} aborted`,
              o,
            );
            const d = r.int(25, 140);
            c2.emit("gw", t + d, "error", gwLine(c2, m, p, 502, d), o);
            return;
          }
          c2.emit("gw", t + 12, "warn", gwLine(c2, m, p, 401, 12), o);
          c2.emit(
            "gw",
            t + 13,
            "error",
            `member-passes rejected token for member session (401 invalid_token), user logged out`,
            o,
          );
        },
      };
    },
  },
  {
    key: "worker-timeout",
    estate: "starlite",
    category: "timeout",
    origin: "orders",
    hints: ["timeout", "timed out", "worker", "deadline"],
    severity: "high",
    note: "booking-engine's best-available seat search runs past its 30 s budget on large auditoriums, gunicorn kills its workers and api-gateway and till-sync time out and retry",
    bystander: "pay",
    install: (c, s) => {
      const r = c.rng;
      let pid = 412;
      c.broken = {
        role: "orders",
        from: s,
        frac: 0.75,
        flows: ["checkout", "pass", "till"],
        hook: (c2, t, flow, trace) => {
          const o = { trace };
          const old = pid;
          pid += r.int(3, 40);
          c2.emit(
            "orders",
            t + 12000,
            "warn",
            `best-available search for session ${c2.session()} still running after 12.0s (IMAX-1, ${r.int(480, 560)} seats, party of ${r.int(2, 9)})`,
            o,
          );
          c2.emit("orders", t + 30500, "fatal", `[CRITICAL] WORKER TIMEOUT (pid:${old})`);
          c2.emit("orders", t + 30510, "error", "[ERROR] Error handling request /v1/bookings", {
            errType: "SystemExit",
            stack: [
              "Traceback (most recent call last):",
              '  File "/usr/local/lib/python3.12/site-packages/gunicorn/workers/sync.py", line 134, in handle',
              "    self.handle_request(listener, req, client, addr)",
              '  File "/app/booking/seating/best_available.py", line 211, in search',
              "    for block in self._contiguous_blocks(row, party):",
              '  File "/usr/local/lib/python3.12/site-packages/gunicorn/workers/base.py", line 204, in handle_abort',
              "    sys.exit(1)",
              "SystemExit: 1",
            ],
          });
          c2.emit("orders", t + 30600, "info", `[INFO] Worker exiting (pid: ${old})`);
          c2.emit("orders", t + 30900, "info", `[INFO] Booting worker with pid: ${pid}`);
          if (flow === "till") {
            for (let i = 1; i <= 3; i++)
              c2.emit(
                "pos",
                t + 30000 * i,
                i < 3 ? "warn" : "error",
                `POST http://booking-engine/v1/box-office failed: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (attempt ${i}/3)`,
                o,
              );
            return;
          }
          const [m, p] = flowPath(c2, flow);
          c2.emit(
            "gw",
            t + 30000,
            "error",
            `upstream booking-engine: context deadline exceeded (Client.Timeout exceeded while awaiting headers) ${m} ${p}`,
            o,
          );
          c2.emit("gw", t + 30001, "error", gwLine(c2, m, p, 504, 30000 + r.int(1, 40)), o);
        },
      };
    },
  },
  {
    key: "undefined-hours",
    estate: "starlite",
    category: "null_reference",
    origin: "fnb",
    hints: ["typeerror", "undefined", "null", "reference", "property"],
    severity: "medium",
    note: "snack-orders crashes with a TypeError on orders for a site whose kitchen has no opening hours record, so concessions orders there fail with 500s",
    bystander: "show",
    install: (c, s) => {
      const r = c.rng;
      c.emit("fnb", s - 1000, "info", "kitchen registry refreshed: 5 sites (chandler-fashion: hours pending)");
      c.badKitchen = { site: "chandler-fashion", from: s };
      c.broken = {
        role: "fnb",
        from: s,
        frac: 0.25,
        flows: ["fnb"],
        hook: (c2, t, flow, trace) => {
          const o = { trace };
          c2.emit("fnb", t + 8, "error", `POST /orders failed for site chandler-fashion screen ${r.int(1, 16)}`, {
            ...o,
            errType: "TypeError",
            stack: [
              "TypeError: Cannot read properties of undefined (reading 'closesAt')",
              `    at deliveryWindow (/app/src/kitchen/hours.js:41:38)`,
              `    at OrderService.place (/app/src/orders/service.js:${r.int(110, 130)}:22)`,
              "    at async /app/src/routes/orders.js:27:19",
            ],
          });
          const [m, p] = flowPath(c2, flow);
          c2.emit("gw", t + 15, "error", gwLine(c2, m, p, 500, 15), o);
          c2.emit("gw", t + 16, "warn", `upstream snack-orders returned 500 for ${m} ${p}`, o);
        },
      };
    },
  },
];
