// Incidents in Bramblecomb (JVM heap exhaustion in a crash loop; SNAT port exhaustion toward the card processor)
// and Golden Furrow (Postgres refusing writes at XID wraparound; the courier API answering 503).
import type { Ctx } from "./ctx.js";
import { edgeAccess } from "./edge.js";
import type { Incident } from "./incident-types.js";
import { javaTrace, nodeTrace, pyTrace, rubyTrace, startLines } from "./runtimes.js";
import { serve } from "./traffic.js";

const OOM_FRAMES = [
  "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
  "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
  "java.base/java.util.ArrayList.add(ArrayList.java:484)",
  "c.b.checkout.cart.AbandonedCartCache.snapshot(AbandonedCartCache.java:77)",
  "c.b.checkout.service.OrderService.placeOrder(OrderService.java:142)",
  "c.b.checkout.web.CheckoutController.checkout(CheckoutController.java:58)",
  "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
  "org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
  "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
  "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
  "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:140)",
];

/** checkout-api runs out of heap (an unbounded abandoned-cart cache) and crash-loops. */
export const CHECKOUT_OOM: Incident = {
  key: "checkout-oom",
  estate: "bramblecomb",
  category: "memory",
  origin: "checkout-api",
  hints: ["outofmemory", "heap", "memory", "oom"],
  severity: "high",
  note: "checkout-api exhausted its Java heap (an unbounded abandoned-cart cache), hit OutOfMemoryError and crash-looped while Envoy and the storefront reported 503s on checkout.",
  nearDeploy: "catalog-search",
  reloadAt: -150000,
  run(c: Ctx, t0: number) {
    const r = c.rng;
    const svc = "checkout-api";
    const ids = () => c.ids(svc);
    // heap pressure first
    let heap = 930;
    c.every(t0, t0 + 80000, 9000, (t, i) => {
      heap = Math.min(1023, heap + r.int(8, 20));
      c.emit(
        svc,
        t,
        "warn",
        `[gc] GC(${8800 + i}) Pause Full (G1 Compaction Pause) ${heap}M->${heap - r.int(1, 6)}M(1024M) ${r.float(1400, 3100).toFixed(3)}ms`,
        { fields: ids() },
      );
      if (i === 3)
        c.emit(
          svc,
          t + 20,
          "warn",
          "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m4s211ms).",
          { logger: "com.zaxxer.hikari.pool.HikariPool", fields: ids() },
        );
    });
    // crash loop: up for a while, OOM, exit, back-off, start again
    let t = t0 + 85000;
    let backoff = 10000;
    c.silent.push({ svc, from: t0 + 60000, to: c.end });
    while (t < c.end) {
      for (let k = 0; k < r.int(1, 3); k++) {
        const tt = t + k * r.int(200, 900);
        c.emit(
          svc,
          tt,
          "error",
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause",
          {
            logger: "o.a.c.c.C.[.[.[/].[dispatcherServlet]",
            stack: javaTrace("java.lang.OutOfMemoryError", "Java heap space", OOM_FRAMES),
            errType: "java.lang.OutOfMemoryError",
            fields: ids(),
          },
        );
      }
      c.emit(svc, t + 3000, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space", {
        stderr: true,
      });
      const down = t + 3000;
      const up = down + backoff + r.int(2000, 6000);
      // callers during the down period
      c.poisson(down, up, 900, (tc) => {
        const f = c.flow();
        edgeAccess(
          c,
          tc,
          r.pick(["POST", "GET"]),
          r.pick(["/api/checkout", "/api/checkout/shipping-quote"]),
          503,
          r.int(0, 3),
          svc,
          f,
          { flags: r.pick(["UF,URX", "UH"]) },
        );
        if (r.chance(0.7))
          c.emit(
            "storefront-web",
            tc + 4,
            "error",
            `checkout step failed: POST http://checkout-api:8080/api/checkout -> 503 upstream connect error or disconnect/reset before headers. reset reason: connection failure`,
            {
              fields: c.ids("storefront-web", f),
            },
          );
      });
      c.poisson(t - 20000, down, 1500, (tc) => {
        const f = c.flow();
        edgeAccess(c, tc + 15000, "POST", "/api/checkout", 504, 15000, svc, f, { flags: "UT" });
        c.emit(
          "storefront-web",
          tc + 15005,
          "error",
          "checkout step failed: POST http://checkout-api:8080/api/checkout timed out after 15000ms",
          {
            fields: c.ids("storefront-web", f),
            stack: nodeTrace("TimeoutError", "The operation was aborted due to timeout", [
              "Timeout.<anonymous> (node:internal/deps/undici/undici:9734:25)",
              "listOnTimeout (node:internal/timers:573:17)",
            ]),
            errType: "TimeoutError",
          },
        );
      });
      c.emit(
        "pay-bridge",
        down - 200,
        "warn",
        `authorize request canceled by client: context canceled order=${r.int(100, 999)}-${r.int(10000, 99999)}`,
        { fields: c.ids("pay-bridge") },
      );
      // starts again
      let dt0 = 0;
      for (const l of startLines("java", svc, "2.21.4", c.rng)) {
        dt0 = l.dt ?? dt0;
        c.emit(svc, up + dt0, l.level, l.msg, { logger: l.logger });
      }
      const served = up + dt0 + 1000;
      const life = r.int(40000, 90000);
      c.poisson(served, served + life, 2500, (tc) =>
        serve(c, svc, tc, "POST", "/api/checkout", 200, r.int(60, 400), c.flow(), false),
      );
      c.every(served + life * 0.4, served + life, 8000, (tc, i) =>
        c.emit(
          svc,
          tc,
          "warn",
          `[gc] GC(${40 + i}) Pause Full (G1 Compaction Pause) ${1000 + i}M->${998 + i}M(1024M) ${r.float(900, 2400).toFixed(3)}ms`,
          { fields: ids() },
        ),
      );
      t = served + life;
      backoff = Math.min(backoff * 2, 80000);
    }
  },
};

/** pay-bridge runs out of SNAT source ports toward the card processor: outbound connects fail. */
export const PAYBRIDGE_SNAT: Incident = {
  key: "paybridge-snat",
  estate: "bramblecomb",
  category: "network",
  origin: "pay-bridge",
  hints: ["cannot assign requested address", "snat", "ephemeral", "source port", "dial", "network", "socket"],
  severity: "high",
  note: "pay-bridge exhausted its NAT source ports toward the card processor (new outbound connects failed with 'cannot assign requested address' and dial timeouts), so checkout-api and the storefront failed card payments.",
  nearDeploy: "cart-api",
  reloadAt: -60000,
  run(c: Ctx, t0: number) {
    const r = c.rng;
    c.emit(
      "pay-bridge",
      t0,
      "warn",
      `egress: source ports toward 198.51.100.41:443 nearly exhausted: in use ${r.int(27800, 28000)}/28232, time_wait=${r.int(25000, 26500)}`,
      { fields: c.ids("pay-bridge") },
    );
    c.every(t0 + 40000, c.end, 70000, (t) =>
      c.emit(
        "pay-bridge",
        t,
        "warn",
        `egress: ephemeral ports in use ${r.int(28100, 28232)}/28232 (ip_local_port_range 32768 60999), time_wait=${r.int(26000, 28000)}`,
        { fields: c.ids("pay-bridge") },
      ),
    );
    c.silent.push({ svc: "pay-bridge", from: t0 + 20000, to: c.end });
    c.poisson(t0 + 20000, c.end, 4200, (t) => {
      if (r.chance(0.25)) {
        const f = c.flow();
        serve(c, "pay-bridge", t, "POST", "/v1/authorize", 200, r.int(200, 900), f, false);
        c.emit(
          "pay-bridge",
          t + 5,
          "info",
          `authorization approved order=${r.int(100, 999)}-${r.int(10000, 99999)} psp_ref=hx_${r.alnum(14)} amount=${r.int(900, 24000)} latency_ms=${r.int(900, 4000)}`,
          { fields: c.ids("pay-bridge", f) },
        );
        return;
      }
      const f = c.flow();
      const ord = `${r.int(100, 999)}-${r.int(10000, 99999)}`;
      const dial = r.chance(0.7)
        ? 'Post "https://api.hexpay.example/v2/authorizations": dial tcp 198.51.100.41:443: connect: cannot assign requested address'
        : 'Post "https://api.hexpay.example/v2/authorizations": dial tcp 198.51.100.41:443: i/o timeout';
      if (r.chance(0.4))
        c.emit(
          "pay-bridge",
          t,
          "warn",
          `authorize attempt 1/2 failed order=${ord} err="${dial.replace(/"/g, '\\"')}"`,
          { fields: c.ids("pay-bridge", f) },
        );
      c.emit(
        "pay-bridge",
        t + 1200,
        "error",
        `authorization failed order=${ord} psp=hexpay attempts=2 err="${dial.replace(/"/g, '\\"')}" -> 502`,
        { fields: c.ids("pay-bridge", f) },
      );
      // checkout-api reports it louder, with its own retry
      for (let a = 1; a <= 2; a++)
        c.emit(
          "checkout-api",
          t + 1300 + a * 700,
          a === 1 ? "warn" : "error",
          a === 1
            ? `Retrying authorize for order ${ord} (attempt 2/2) after 502 from pay-bridge`
            : `Payment authorization failed for order ${ord}`,
          {
            logger: "c.b.checkout.client.PayBridgeClient",
            fields: c.ids("checkout-api", f),
            stack:
              a === 2
                ? javaTrace(
                    "c.b.checkout.client.PayBridgeException",
                    'pay-bridge returned 502 Bad Gateway: {"error":"psp_unreachable","retryable":true}',
                    [
                      "c.b.checkout.client.PayBridgeClient.authorize(PayBridgeClient.java:96)",
                      "c.b.checkout.service.OrderService.placeOrder(OrderService.java:151)",
                      "c.b.checkout.web.CheckoutController.checkout(CheckoutController.java:58)",
                    ],
                  )
                : undefined,
            errType: "c.b.checkout.client.PayBridgeException",
          },
        );
      if (r.chance(0.6)) {
        c.emit(
          "checkout-api",
          t + 2800,
          "error",
          "Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: c.b.checkout.client.PayBridgeException: pay-bridge returned 502 Bad Gateway]",
          {
            logger: "o.a.c.c.C.[.[.[/].[dispatcherServlet]",
            fields: c.ids("checkout-api", f),
          },
        );
        edgeAccess(c, t + 2850, "POST", "/api/checkout", 502, 2900, "checkout-api", f);
        c.emit(
          "storefront-web",
          t + 2860,
          "error",
          `payment step failed order=${ord}: checkout-api responded 502 Bad Gateway`,
          { fields: c.ids("storefront-web", f) },
        );
      }
    });
  },
};

const WRAP_HINT =
  "HINT:  Stop the postmaster and vacuum that database in single-user mode.\nYou might also need to commit or roll back old prepared transactions, or drop stale replication slots.";

/** stock_db stops accepting writes: transaction id wraparound protection after a forgotten prepared transaction. */
export const STOCKDB_WRAPAROUND: Incident = {
  key: "stockdb-wraparound",
  estate: "goldenfurrow",
  category: "database",
  origin: "stock_db",
  hints: ["wraparound", "vacuum", "transaction", "xid", "database", "postgres", "not accepting commands"],
  severity: "high",
  note: "stock_db (Postgres) reached the transaction-ID wraparound limit (an old prepared transaction pinned the xmin horizon) and refused every write, so the shop's cart and order writes, Sidekiq jobs and the trade portal failed.",
  nearDeploy: "jarring_line",
  reloadAt: 90000,
  run(c: Ctx, t0: number) {
    const r = c.rng;
    c.every(c.start, t0, 15000, (t) => {
      const left = 1000000 + Math.round(((t0 - t) / 15000) * 85000) + r.int(1, 4000);
      c.emit(
        "stock_db",
        t,
        "warn",
        `[${r.int(3000, 9000)}] shop@stock WARNING:  database "stock" must be vacuumed within ${left} transactions`,
        {
          stack:
            "HINT:  To avoid a database shutdown, execute a database-wide VACUUM in that database.\nYou might also need to commit or roll back old prepared transactions, or drop stale replication slots.",
          inline: true,
        },
      );
    });
    c.every(c.start + 30000, t0, 120000, (t) =>
      c.emit("stock_db", t, "warn", `[${r.int(60, 90)}] WARNING:  oldest xmin is far in the past`, {
        stack:
          "HINT:  Close open transactions soon to avoid wraparound problems.\nYou might also need to commit or roll back old prepared transactions, or drop stale replication slots.",
        inline: true,
      }),
    );
    const stmts = [
      'INSERT INTO "cart_items" ("cart_id", "sku", "qty", "created_at") VALUES ($1, $2, $3, $4) RETURNING "id"',
      'UPDATE "stock_items" SET "reserved" = "reserved" + $1 WHERE "stock_items"."id" = $2',
      'INSERT INTO "orders" ("number", "email", "total_cents", "state") VALUES ($1, $2, $3, $4) RETURNING "id"',
      "INSERT INTO trade_orders (account_id, lot, drums, created) VALUES ($1, $2, $3, now())",
    ];
    c.poisson(t0, c.end, 1700, (t) => {
      const which = r.weighted<number>([
        [5, 0],
        [3, 1],
        [2, 2],
        [1, 3],
      ]);
      const st = stmts[which];
      if (r.chance(0.45))
        c.emit(
          "stock_db",
          t,
          "error",
          `[${r.int(3000, 9000)}] ${which === 3 ? "trade" : "shop"}@stock ERROR:  database is not accepting commands to avoid wraparound data loss in database "stock"`,
          {
            stack: `${WRAP_HINT}\nSTATEMENT:  ${st}`,
            inline: true,
          },
        );
      const f = c.flow();
      const pgErr =
        'PG::ProgramLimitExceeded: ERROR:  database is not accepting commands to avoid wraparound data loss in database "stock"';
      if (which === 0 || which === 2) {
        const path = which === 0 ? "/cart" : "/orders";
        c.emit(
          "shop_web",
          t - 30,
          "info",
          `[${f.req}] Started POST "${path}" for 10.42.1.${r.int(2, 200)} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        );
        c.emit(
          "shop_web",
          t + 8,
          "fatal",
          `[${f.req}] ActiveRecord::StatementInvalid (${pgErr}\nHINT:  Stop the postmaster and vacuum that database in single-user mode.\n):`,
          {
            stack: rubyTrace([
              `[${f.req}] app/models/${which === 0 ? "cart" : "order"}.rb:${r.int(20, 90)}:in 'block in ${which === 0 ? "add_item!" : "place!"}'`,
              `[${f.req}] app/controllers/${which === 0 ? "carts" : "orders"}_controller.rb:${r.int(10, 60)}:in 'create'`,
            ]),
          },
        );
        c.emit(
          "shop_web",
          t + 10,
          "info",
          `[${f.req}] Completed 500 Internal Server Error in ${r.int(8, 40)}ms (ActiveRecord: ${r.float(1, 9).toFixed(1)}ms (3 queries, 0 cached) | GC: 0.4ms)`,
        );
        edgeAccess(c, t + 15, "POST", path, 500, r.int(20, 60), "shop_web", f);
      } else if (which === 1) {
        const jid = r.hex(24);
        c.emit(
          "sidekiq_jobs",
          t + 5,
          "info",
          `pid=7 tid=${r.alnum(4)} class=StockReservationJob jid=${jid} elapsed=0.031 INFO: fail`,
        );
        c.emit(
          "sidekiq_jobs",
          t + 6,
          "error",
          `pid=7 tid=${r.alnum(4)} class=StockReservationJob jid=${jid} ActiveRecord::StatementInvalid: ${pgErr}`,
          {
            stack: rubyTrace([
              "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in 'exec'",
              "app/jobs/stock_reservation_job.rb:14:in 'perform'",
            ]),
          },
        );
      } else {
        c.emit("wholesale_portal", t + 10, "error", "Internal Server Error: /trade/orders/", {
          logger: "django.request",
          stack: pyTrace(
            [
              [
                "/usr/local/lib/python3.11/site-packages/django/db/backends/utils.py",
                89,
                "_execute",
                "return self.cursor.execute(sql, params)",
              ],
              ["/app/trade/views.py", 118, "submit_order", "order.save()"],
            ],
            'django.db.utils.OperationalError: database is not accepting commands to avoid wraparound data loss in database "stock"\nHINT:  Stop the postmaster and vacuum that database in single-user mode.',
          ),
        });
        edgeAccess(c, t + 15, "POST", "/trade/orders/", 500, r.int(20, 90), "wholesale_portal", f);
      }
    });
  },
};

/** label_worker's courier (ParcelHive API) answers 503; labels and the dispatch manifest stall. */
export const COURIER_503: Incident = {
  key: "courier-503",
  estate: "goldenfurrow",
  category: "dependency",
  origin: "label_worker",
  hints: ["503", "courier", "parcelhive", "vendor", "service unavailable", "upstream", "circuit", "faraday"],
  severity: "medium",
  note: "The courier's label API (ParcelHive) started answering 503 to label_worker, whose label jobs failed and whose circuit opened, so the dispatch manifest job kept failing on orders without labels.",
  nearDeploy: "wholesale_portal",
  reloadAt: -200000,
  run(c: Ctx, t0: number) {
    const r = c.rng;
    let fails = 0;
    let open = false;
    c.silent.push({ svc: "label_worker", from: t0, to: c.end });
    c.poisson(t0, c.end, 3800, (t) => {
      const jid = r.hex(24);
      const tid = r.alnum(4);
      const ord = `GF${r.int(100000, 999999)}`;
      if (open && r.chance(0.7)) {
        c.emit(
          "label_worker",
          t,
          "warn",
          `pid=9 tid=${tid} class=CreateShippingLabelJob jid=${jid} Stoplight::Error::RedLight: parcelhive_api (order ${ord}), job will retry`,
        );
        return;
      }
      fails++;
      c.emit("label_worker", t, "info", `pid=9 tid=${tid} class=CreateShippingLabelJob jid=${jid} INFO: start`);
      const to = r.chance(0.2);
      c.emit(
        "label_worker",
        t + (to ? 30000 : r.int(200, 900)),
        "info",
        `pid=9 tid=${tid} class=CreateShippingLabelJob jid=${jid} elapsed=${to ? "30.004" : r.float(0.2, 0.9).toFixed(3)} INFO: fail`,
      );
      c.emit(
        "label_worker",
        t + (to ? 30001 : 950),
        "warn",
        to
          ? `pid=9 tid=${tid} class=CreateShippingLabelJob jid=${jid} Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)>`
          : `pid=9 tid=${tid} class=CreateShippingLabelJob jid=${jid} Faraday::ServerError: the server responded with status 503 (POST https://api.parcelhive.example/v3/labels) body="<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>"`,
        {
          stack: rubyTrace([
            "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in 'on_complete'",
            "app/services/courier/parcel_hive_client.rb:44:in 'create_label'",
            "app/jobs/create_shipping_label_job.rb:19:in 'perform'",
          ]),
        },
      );
      if (fails === 18 && !open) {
        open = true;
        c.emit(
          "label_worker",
          t + 1000,
          "warn",
          "Switching parcelhive_api from green to red because Faraday::ServerError the server responded with status 503",
        );
      }
    });
    // the dispatch manifest (sidekiq_jobs) is louder
    c.every(t0 + 90000, c.end, 5000, (t, i) => {
      const jid = r.hex(24);
      c.emit("sidekiq_jobs", t, "info", `pid=7 tid=${r.alnum(4)} class=DispatchManifestJob jid=${jid} INFO: start`);
      c.emit(
        "sidekiq_jobs",
        t + 2100,
        "error",
        `pid=7 tid=${r.alnum(4)} class=DispatchManifestJob jid=${jid} Dispatch::ManifestIncomplete: ${20 + i * 3} paid orders have no shipping label; courier collection 16:30 cannot be closed`,
        {
          stack: rubyTrace([
            "app/services/dispatch/manifest.rb:71:in 'close!'",
            "app/jobs/dispatch_manifest_job.rb:12:in 'perform'",
          ]),
        },
      );
      c.emit(
        "sidekiq_jobs",
        t + 2102,
        "info",
        `pid=7 tid=${r.alnum(4)} class=DispatchManifestJob jid=${jid} elapsed=2.102 INFO: fail`,
      );
    });
    c.every(t0 + 120000, c.end, 20000, (t) => {
      const f = c.flow();
      c.emit(
        "shop_web",
        t,
        "warn",
        `[${f.req}] Tracking unavailable for order GF${r.int(100000, 999999)}: label not created yet, showing 'preparing for dispatch'`,
      );
    });
  },
};
