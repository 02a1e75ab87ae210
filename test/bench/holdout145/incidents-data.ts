// Database and network incidents: exhausted pools, deadlocks, failovers, overflow; DNS, TLS, resets, routes.
import type { Incident } from "./incident.js";
import { javaStack, logAll, M, pyStack, retrying, rubyStack, S } from "./kit.js";

export const DATA: Incident[] = [
  {
    category: "database",
    estate: 0,
    origin: "orders",
    hints: ["connection", "pool", "postgres", "too many clients"],
    severity: "high",
    note: "The orders database runs out of connection slots; {orders} cannot get connections, order placement fails and {web} retries, while Hikari's own 'request timed out' wording suggests a timeout.",
    story: {
      needs: ["orders", "web", "stock"],
      degrade: () => [{ role: "orders", from: 30 * S, frac: 0.7, fail: 503, edgeStatus: 503 }],
      run(c) {
        logAll(
          c,
          "orders",
          c.t0,
          c.t0 + 40 * S,
          4 * S,
          "WARN",
          () => `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${c.r.int(12, 90)})`,
        );
        logAll(
          c,
          "orders",
          c.t0 + 20 * S,
          c.end,
          2.5 * S,
          "ERROR",
          () =>
            "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=117)",
          () =>
            javaStack(
              "com.hearthstone.orders",
              "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=117)",
              ["repo.OrderRepository.save(OrderRepository.java:88)", "service.PlaceOrder.handle(PlaceOrder.java:54)"],
            ),
        );
        logAll(
          c,
          "orders",
          c.t0 + 45 * S,
          c.end,
          11 * S,
          "ERROR",
          () =>
            "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
        );
        retrying(c, "web", "orders", c.t0 + 35 * S, c.end, 3 * S, 503, "POST", "/api/v2/orders");
      },
    },
  },
  {
    category: "database",
    estate: 1,
    origin: "stock",
    hints: ["deadlock"],
    severity: "medium",
    note: "A new bulk reservation job in {stock} takes row locks in the opposite order to order placement; Postgres aborts transactions with deadlocks and {orders} sees sporadic 500s.",
    story: {
      needs: ["stock", "orders", "web"],
      degrade: () => [{ role: "stock", from: 0, frac: 0.25, fail: 500, edgeStatus: 500 }],
      run(c) {
        c.log(c.t0 - 5 * S, "stock", "INFO", "bulk reservation for tomorrow's plan started (1,842 lots)");
        logAll(
          c,
          "stock",
          c.t0,
          c.end,
          3 * S,
          "ERROR",
          () => "reservation failed",
          () =>
            pyStack(
              [["/app/ingredient_stock/reserve.py", 61, "reserve_lots", "cur.execute(RESERVE_SQL, params)"]],
              `psycopg2.errors.DeadlockDetected: deadlock detected\nDETAIL:  Process ${c.r.int(3000, 9000)} waits for ShareLock on transaction ${c.r.int(900000, 999999)}; blocked by process ${c.r.int(3000, 9000)}.\nProcess ${c.r.int(3000, 9000)} waits for ShareLock on transaction ${c.r.int(900000, 999999)}; blocked by process ${c.r.int(3000, 9000)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${c.r.int(10, 900)},${c.r.int(1, 40)}) in relation "lot_reservations"`,
            ),
        );
        logAll(
          c,
          "orders",
          c.t0 + 10 * S,
          c.end,
          20 * S,
          "WARN",
          () => "stock reservation failed for order, will retry on next sync",
        );
      },
    },
  },
  {
    category: "database",
    estate: 2,
    origin: "orders",
    hints: ["read-only", "readonly", "failover", "transaction"],
    severity: "high",
    note: "An Aurora failover demotes the writer while {orders} keeps pooled connections to it; every basket update fails with a read-only transaction error and {web} shows 500s.",
    story: {
      needs: ["orders", "web"],
      degrade: () => [{ role: "orders", from: 5 * S, frac: 0.6, fail: 500, edgeStatus: 500 }],
      run(c) {
        c.log(
          c.t0 + 2 * S,
          "orders",
          "WARN",
          "PG::ConnectionBad: server closed the connection unexpectedly (reconnecting)",
        );
        logAll(
          c,
          "orders",
          c.t0 + 5 * S,
          c.end,
          2 * S,
          "ERROR",
          () => `Completed 500 Internal Server Error in ${c.r.int(8, 60)}ms`,
          () =>
            rubyStack(
              "ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction\n):",
              ["app/models/basket.rb:42:in `touch_items'", "app/controllers/baskets_controller.rb:18:in `update'"],
            ),
        );
        logAll(
          c,
          "web",
          c.t0 + 10 * S,
          c.end,
          5 * S,
          "ERROR",
          () =>
            `Faraday::ServerError: the server responded with status 500 (PUT http://basket:9292/baskets/${c.r.hex(6)})`,
        );
      },
    },
  },
  {
    category: "database",
    estate: 3,
    origin: "prod",
    hints: ["integer out of range", "sequence", "overflow", "database"],
    severity: "high",
    note: "The int4 primary key of plan_items in {prod} overflows; every plan save fails with 'integer out of range' and {line} runs on stale plans, only warning.",
    story: {
      needs: ["prod", "line"],
      run(c) {
        logAll(
          c,
          "prod",
          c.t0,
          c.end,
          6 * S,
          "ERROR",
          () => "plan save failed, rolling back",
          () =>
            javaStack(
              "com.northfield.ops.planner",
              "org.springframework.dao.DataIntegrityViolationException: could not execute statement [ERROR: integer out of range] [insert into plan_items (batch_id,line_id,qty,id) values (?,?,?,nextval('plan_items_id_seq'))]",
              ["persistence.PlanRepository.saveAll(PlanRepository.kt:73)", "PlanService.publish(PlanService.kt:121)"],
            ),
        );
        logAll(
          c,
          "line",
          c.t0 + M,
          c.end,
          20 * S,
          "WARN",
          () => `plan revision unchanged for L${c.r.int(1, 5)} since ${c.r.int(4, 30)} min`,
        );
      },
    },
  },
  {
    category: "network",
    estate: 0,
    origin: "routes",
    hints: ["ssl", "tls", "handshake"],
    severity: "medium",
    note: "A new egress proxy intercepts {routes}'s calls to the mapping vendor with an untrusted certificate; all route solves fail with TLS handshake errors and {driver} gets stale manifests.",
    story: {
      needs: ["routes", "driver"],
      degrade: () => [{ role: "routes", from: 20 * S, frac: 0.5, fail: 502, edgeStatus: 502 }],
      run(c) {
        logAll(
          c,
          "routes",
          c.t0,
          c.end,
          3 * S,
          "ERROR",
          () => "distance matrix request failed",
          () =>
            javaStack(
              "com.hearthstone.routing",
              "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
              ["maps.MatrixClient.fetch(MatrixClient.java:64)", "solver.RouteSolver.solve(RouteSolver.java:140)"],
            ),
        );
        logAll(c, "driver", c.t0 + 25 * S, c.end, 10 * S, "WARN", () => "manifest served from cache (age 9m)");
      },
    },
  },
  {
    category: "network",
    estate: 1,
    origin: "routes",
    hints: ["dns", "lookup", "resolution"],
    severity: "medium",
    note: "The node-local DNS cache on {routes}'s node stops answering; lookups time out in Go's resolver and dispatch falls behind, while {driver} only sees timeouts through envoy.",
    story: {
      needs: ["routes", "driver"],
      degrade: () => [{ role: "routes", from: 30 * S, frac: 0.5, fail: "timeout", edgeStatus: 504 }],
      run(c) {
        logAll(
          c,
          "routes",
          c.t0,
          c.end,
          2 * S,
          "ERROR",
          () =>
            `level=error msg="matrix fetch failed" err="${c.fail("routes", "routes", "dns", "POST", "/v2/matrix").replace("van_dispatch", "routing.vendor-maps.example")}"`,
        );
        logAll(
          c,
          "routes",
          c.t0 + 5 * S,
          c.end,
          9 * S,
          "WARN",
          () =>
            `level=warn msg="redis dial failed, retrying" err="dial tcp: lookup mc-redis.mc-production.svc.cluster.local on 172.20.0.10:53: read udp 10.8.4.19:${c.r.int(30000, 60000)}->172.20.0.10:53: i/o timeout"`,
        );
      },
    },
  },
  {
    category: "network",
    estate: 2,
    origin: "tills",
    hints: ["reset", "connection", "econnreset", "conntrack"],
    severity: "high",
    note: "The node hosting {tills} hits its conntrack limit; its connections to {pay} and {stock} are reset mid-request and shop tills fall back to offline mode.",
    story: {
      needs: ["tills", "pay", "stock"],
      degrade: () => [{ role: "pay", from: 0, frac: 0.45, fail: "reset", edgeStatus: 502 }],
      run(c) {
        logAll(
          c,
          "tills",
          c.t0,
          c.end,
          3 * S,
          "ERROR",
          () =>
            `upload batch failed: ${c.fail("tills", c.r.chance(0.5) ? "pay" : "stock", "reset", "POST", "/v1/transactions")}`,
        );
        logAll(
          c,
          "tills",
          c.t0 + 40 * S,
          c.end,
          25 * S,
          "WARN",
          () => `store S1${c.r.int(10, 64)} reports offline mode, ${c.r.int(3, 40)} transactions queued`,
        );
      },
    },
  },
  {
    category: "network",
    estate: 3,
    origin: "tills",
    hints: ["route", "no route to host", "network"],
    severity: "high",
    note: "A subnet route change strands {tills}'s new pods; their calls to {pay} fail with 'No route to host' and haproxy returns 503s to shop tills.",
    story: {
      needs: ["tills", "pay"],
      degrade: () => [{ role: "tills", from: 10 * S, frac: 0.5, fail: 503, edgeStatus: 503 }],
      run(c) {
        c.deploy(c.t0 - 30 * S, "tills", "5.2.0");
        logAll(
          c,
          "tills",
          c.t0,
          c.end,
          2 * S,
          "ERROR",
          () => "payment authorisation failed",
          () =>
            javaStack(
              "com.northfield.retail.till",
              `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://retail-payments:8080/v1/authorise": No route to host`,
              ["payments.PaymentClient.authorise(PaymentClient.kt:44)", "TxnController.submit(TxnController.kt:71)"],
            ),
        );
        logAll(
          c,
          "tills",
          c.t0 + 20 * S,
          c.end,
          15 * S,
          "WARN",
          () => "Hikari housekeeper: Thread starvation or clock leap detected (housekeeper delta=1m2s)",
        );
      },
    },
  },
];
