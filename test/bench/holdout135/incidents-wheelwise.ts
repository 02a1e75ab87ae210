// The thirteen wheelwise incidents, one per category. Only some services print the trace id here, so the
// caller's line and the origin's line are often joined by time alone.
import { rollingRestart } from "./changes.js";
import { searchTerm, vehicle, vin } from "./domain.js";
import { WW, WW_LOCKERS, WW_STORES, wwAccess, wwCheckoutFlow, wwCustomer, wwOrder } from "./estate-wheelwise.js";
import { ASPNET } from "./frames.js";
import { startup } from "./runtimes.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import { Req, type Scn } from "./stream.js";
import type { Incident } from "./types.js";

function wrongPass(): { stack: string; errType: string } {
  return {
    errType: "StackExchange.Redis.RedisConnectionException",
    stack: dotnetTrace(
      "StackExchange.Redis.RedisConnectionException: It was not possible to connect to the redis server(s). There was an authentication failure; check that passwords (or client certificates) are configured correctly: (RedisServerException) WRONGPASS invalid username-password pair or user is disabled.",
      [
        "StackExchange.Redis.ConnectionMultiplexer.ConnectImpl(ConfigurationOptions configuration, TextWriter writer, Nullable`1 serverType, EndPointCollection endpoints) in /_/src/StackExchange.Redis/ConnectionMultiplexer.cs:line 723",
        "Wheelwise.Accounts.Sessions.RedisSessionStore.GetDatabaseAsync() in /src/Wheelwise.Accounts/Sessions/RedisSessionStore.cs:line 41",
        "Wheelwise.Accounts.Sessions.RedisSessionStore.ValidateAsync(String sessionId, CancellationToken ct) in /src/Wheelwise.Accounts/Sessions/RedisSessionStore.cs:line 66",
        ...ASPNET.slice(0, 2),
      ],
    ),
  };
}

const redisWrongpass: Incident = {
  key: "ww-accounts-redis-wrongpass",
  estate: "wheelwise",
  category: "authentication",
  origin: WW.accounts,
  hints: ["wrongpass", "authentication", "password", "redis"],
  severity: "high",
  note: "The session Redis password was rotated but accounts still presents the old one; its reconnects fail with WRONGPASS, so sign-ins and session checks fail and checkout returns 500.",
  flows(q) {
    const r = q.r;
    if (q.flow === "login") {
      const d = r.lat(40);
      q.log(d, WW.accounts, "error", "Sign-in could not create session", wrongPass());
      wwAccess(q, d + 4, "POST", "/api/auth/login", 500, d + 9);
      q.log(d + 5, WW.shop, "error", `accounts responded 500 to POST /internal/sign-in (customer ${wwCustomer(r)})`);
      return true;
    }
    if (q.flow === "checkout") {
      wwCheckoutFlow(q, {
        session(q2, d) {
          q2.log(d, WW.accounts, "error", "Session validation failed", wrongPass());
          q2.log(d + 3, WW.shop, "error", "session check failed: accounts returned 500 Internal Server Error");
          wwAccess(q2, d + 5, "POST", "/api/checkout", 500, d + 8);
          return null;
        },
      });
      return true;
    }
    return false;
  },
  run(s, start) {
    s.emit(
      start,
      WW.accounts,
      "error",
      "Redis connection lost (SocketClosed); reconnecting to sessions-redis.marketplace.svc:6379",
    );
    s.emit(start + 40, WW.accounts, "error", "Session store reconnect failed", wrongPass());
    s.every(start + 10_000, s.t1, 10_000, 500, (t) =>
      s.emit(
        t,
        WW.accounts,
        "warn",
        "Health check 'session-store' is Unhealthy: WRONGPASS invalid username-password pair or user is disabled.",
      ),
    );
  },
};

function s3Denied(r: Scn["r"], order: string): string {
  return `label upload failed order=${order}: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.upper(16, "0123456789ABCDEF")}, HostID: ${r.hex(24)}=, api error AccessDenied: Access Denied`;
}

const labelBucket: Incident = {
  key: "ww-courier-s3-accessdenied",
  estate: "wheelwise",
  category: "authorization",
  origin: WW.courier,
  hints: ["accessdenied", "access denied", "403", "forbidden"],
  severity: "medium",
  note: "A bucket policy change denies courier-hub's role s3:PutObject on the label bucket, so every courier booking fails to store its label with AccessDenied and delivery orders wait without labels.",
  flows(q) {
    if (q.flow !== "checkout") return false;
    wwCheckoutFlow(q, {
      ship(q2, d, order) {
        const r = q2.r;
        q2.log(
          d,
          WW.courier,
          "info",
          `carrier booking ok order=${order} carrier=parcelpoint consignment=PP${r.digits(10)}`,
        );
        q2.log(d + r.int(30, 90), WW.courier, "error", s3Denied(r, order));
        q2.log(d + 95, WW.courier, "warn", `shipment ${order} parked in state LABEL_PENDING, retry in 5m`);
        q2.log(
          d + 100,
          WW.checkout,
          "warn",
          `order=${order} courier booking incomplete (label pending), confirmation email delayed`,
        );
        return d + 110;
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(start, WW.courier, "error", s3Denied(r, wwOrder(r)));
    s.every(start + 60_000, s.t1, 60_000, 800, (t) =>
      s.emit(
        t,
        WW.courier,
        "warn",
        `label retry sweep: ${r.int(2, 30)} shipments LABEL_PENDING, ${r.int(2, 30)} uploads failed (AccessDenied)`,
      ),
    );
  },
};

function inRecovery(r: Scn["r"], first: boolean): { stack: string; errType: string; logger: string } {
  const head = first
    ? "org.postgresql.util.PSQLException: An I/O error occurred while sending to the backend."
    : `org.postgresql.util.PSQLException: FATAL: the database system is ${r.chance(0.7) ? "in recovery mode" : "not yet accepting connections\n  Detail: Consistent recovery state has not been yet reached."}`;
  return {
    errType: "org.springframework.dao.DataAccessResourceFailureException",
    logger: "c.w.stock.ingest.StockEventHandler",
    stack: javaTrace(
      "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection",
      [
        "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:276)",
        "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
        "com.wheelwise.stock.ingest.StockEventHandler.apply(StockEventHandler.java:73)",
      ],
      {
        head,
        frames: first
          ? [
              "org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:395)",
              "org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:502)",
            ]
          : [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            ],
        more: r.int(30, 40),
      },
    ),
  };
}

const dbRecovery: Incident = {
  key: "ww-stock-db-recovery",
  estate: "wheelwise",
  category: "database",
  origin: WW.stock,
  hints: ["recovery", "database", "postgres", "jdbc"],
  severity: "high",
  note: "store-stock's Postgres crashed and sits in crash recovery; store-stock's writes and availability reads fail with 'the database system is in recovery mode', its consumer lag climbs and product pages show no store stock.",
  jobs(name, t, s) {
    if (name !== "stock-events") return false;
    s.emit(t, WW.stock, "error", "Stock event batch failed, pausing partitions 0-5 for 5s", inRecovery(s.r, false));
    return true;
  },
  flows(q) {
    if (q.flow !== "part") return false;
    const r = q.r;
    const part = `P${r.int(1_000_000, 9_999_999)}`;
    const veh = vehicle(r);
    const d1 = r.lat(12);
    q.log(d1, WW.graph, "info", `fits part=${part} ktype=${veh.ktype} -> true`);
    q.log(
      d1 + r.int(5, 30),
      WW.stock,
      "error",
      `availability part=${part} failed: FATAL: the database system is in recovery mode`,
      { logger: "c.w.stock.api.AvailabilityController" },
    );
    q.log(
      d1 + 32,
      WW.shop,
      "warn",
      `store availability unavailable for ${part} (store-stock 503), rendering without collect options`,
    );
    wwAccess(q, d1 + 35, "GET", `/api/parts/${part}?ktype=${veh.ktype}`, 200, d1 + 40);
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start,
      WW.stock,
      "warn",
      "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5b1f29fa (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      { logger: "com.zaxxer.hikari.pool.PoolBase" },
    );
    s.emit(start + 12, WW.stock, "error", "Stock event batch failed", inRecovery(r, true));
    let lag = 0;
    s.every(start + 30_000, s.t1, 30_000, 500, (t) => {
      lag += r.int(300, 900);
      s.emit(t, WW.stock, "warn", `consumer lag store-inventory=${lag} (partitions paused after repeated failures)`, {
        logger: "c.w.stock.ingest.LagMonitor",
      });
    });
  },
};

function lockerReset(q: Req, d: number, order: string, where: string): void {
  q.log(
    d,
    WW.collect,
    "error",
    `Faraday::ConnectionFailed (Connection reset by peer - SSL_connect) reserving ${where} for ${order}:`,
    {
      errType: "Faraday::ConnectionFailed",
      stack: rubyTrace([
        "",
        "/usr/local/bundle/gems/net-http-0.4.1/lib/net/http.rb:1691:in `connect'",
        "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:66:in `perform_request'",
        "app/clients/parcelbox_client.rb:38:in `reserve'",
        "app/services/reservations/create.rb:21:in `call'",
        "app/controllers/reservations_controller.rb:9:in `create'",
      ]),
    },
  );
}

const lockerVpn: Incident = {
  key: "ww-collect-econnreset",
  estate: "wheelwise",
  category: "network",
  origin: WW.collect,
  hints: ["reset", "econnreset", "connection", "network"],
  severity: "medium",
  note: "The VPN tunnel to the locker provider keeps resetting connections, so collect-points' locker reservations and status syncs fail with 'Connection reset by peer' and locker orders fall back to store collection or fail.",
  flows(q) {
    if (q.flow !== "checkout") return false;
    wwCheckoutFlow(q, {
      collect(q2, d, order) {
        const r = q2.r;
        if (r.chance(0.4)) {
          q2.log(d, WW.collect, "info", `reserved store shelf at ${r.pick(WW_STORES)} for ${order} (ready by 17:00)`);
          return d;
        }
        const locker = r.pick(WW_LOCKERS);
        lockerReset(q2, d, order, locker);
        if (r.chance(0.5)) {
          q2.log(
            d + 40,
            WW.checkout,
            "warn",
            `order=${order} locker ${locker} unavailable (collect-points 502), falling back to store ${r.pick(WW_STORES)}`,
          );
          return d + 50;
        }
        q2.log(
          d + 40,
          WW.checkout,
          "error",
          `order=${order} collection reservation failed: collect-points 502 Bad Gateway`,
        );
        wwAccess(q2, d + 45, "POST", "/api/checkout", 502, d + 50);
        return null;
      },
    });
    return true;
  },
  jobs(name, t, s) {
    if (name !== "locker-sync") return false;
    s.emit(
      t,
      WW.collect,
      "error",
      `LockerStatusSync failed after 3 attempts: Errno::ECONNRESET: Connection reset by peer (parcelbox api.parcelbox.internal:8443)`,
    );
    return true;
  },
  run(s, start) {
    lockerReset(new Req(s, "checkout", start), 0, wwOrder(s.r), s.r.pick(WW_LOCKERS));
  },
};

function neo4jTimeout(r: Scn["r"]): { stack: string; errType: string; logger: string } {
  return {
    errType: "org.neo4j.driver.exceptions.ClientException",
    logger: "c.w.graph.api.FitmentController",
    stack: javaTrace(
      "org.neo4j.driver.exceptions.ClientException: The transaction has been terminated. Retry your operation in a new transaction, and you should see a successful result. The transaction has not completed within the specified timeout (db.transaction.timeout). You may want to retry with a longer timeout. ",
      [
        "org.neo4j.driver.internal.util.Futures.blockingGet(Futures.java:111)",
        "org.neo4j.driver.internal.InternalResult.blockingGet(InternalResult.java:107)",
        "org.neo4j.driver.internal.InternalResult.list(InternalResult.java:80)",
        `com.wheelwise.graph.FitmentRepository.partsFor(FitmentRepository.java:${r.int(50, 58)})`,
        "com.wheelwise.graph.api.FitmentController.fitment(FitmentController.java:31)",
      ],
    ),
  };
}

const graphTimeout: Incident = {
  key: "ww-graph-tx-timeout",
  estate: "wheelwise",
  category: "timeout",
  origin: WW.graph,
  hints: ["timeout", "timed out", "transactiontimedout", "terminated"],
  severity: "high",
  note: "Fitment queries in vehicle-graph slowed past Neo4j's 10 s transaction timeout after the nightly supersession import, so VIN fitment and part-fit checks are terminated (TransactionTimedOut) and shop-api times out.",
  flows(q) {
    const r = q.r;
    if (q.flow === "vin" && r.chance(0.8)) {
      const veh = vehicle(r);
      const v = vin(r, veh.make);
      const d1 = r.int(2, 6);
      q.log(
        d1,
        WW.vin,
        "info",
        `decoded VIN ${v} -> ${veh.make} ${veh.model} ktype=${veh.ktype} source=cache in ${d1}ms`,
      );
      q.log(d1 + 8000, WW.shop, "error", `vehicle-graph request timed out after 8000ms (GET /v1/fitment/${veh.ktype})`);
      wwAccess(q, d1 + 8002, "GET", `/api/vehicles/vin/${v}`, 504, d1 + 8004);
      q.log(
        d1 + 10_000 + r.int(2, 30),
        WW.graph,
        "error",
        `fitment ktype=${veh.ktype} failed after 10001 ms`,
        neo4jTimeout(r),
      );
      return true;
    }
    if (q.flow === "part" && r.chance(0.5)) {
      const part = `P${r.int(1_000_000, 9_999_999)}`;
      const veh = vehicle(r);
      q.log(
        8000,
        WW.shop,
        "error",
        `vehicle-graph request timed out after 8000ms (GET /v1/fits?part=${part}&ktype=${veh.ktype})`,
      );
      wwAccess(q, 8003, "GET", `/api/parts/${part}?ktype=${veh.ktype}`, 504, 8005);
      q.log(
        10_000 + r.int(2, 30),
        WW.graph,
        "error",
        `fits part=${part} ktype=${veh.ktype} failed after 10002 ms`,
        neo4jTimeout(r),
      );
      return true;
    }
    return false;
  },
  run(s, start) {
    const r = s.r;
    s.emit(start, WW.graph, "error", `fitment ktype=${vehicle(r).ktype} failed after 10001 ms`, neo4jTimeout(r));
    s.every(start + 30_000, s.t1, 60_000, 2000, (t) =>
      s.emit(
        t,
        WW.graph,
        "warn",
        `slow queries: ${r.int(20, 80)} fitment queries over 5000 ms in last 60s (max ${r.int(9900, 10_001)} ms)`,
        { logger: "c.w.graph.metrics.QueryStats" },
      ),
    );
  },
};

function vin429(s: Scn, t: number, v: string): void {
  s.emit(
    t,
    WW.vin,
    "warn",
    `vinspec decode ${v} -> HTTP 429 Too Many Requests (x-ratelimit-limit=20/s, retry-after=1)`,
  );
}

const vinspecLimit: Incident = {
  key: "ww-vinspec-429",
  estate: "wheelwise",
  category: "rate_limiting",
  origin: WW.vin,
  hints: ["429", "rate", "too many", "throttl"],
  severity: "medium",
  note: "A scraper enumerating VINs pushes vin-decoder over the VIN vendor's per-second limit; the vendor answers 429 Too Many Requests and genuine shoppers' uncached VIN decodes fail with 503.",
  flows(q) {
    if (q.flow !== "vin" || q.r.chance(0.4)) return false;
    const r = q.r;
    const v = vin(r);
    const d = r.lat(60);
    vin429(q.s, q.t + d, v);
    q.log(
      d + 1000 + r.int(5, 40),
      WW.vin,
      "error",
      `decode ${v} failed: vendor rate limited after 2 attempts, returning 503`,
    );
    q.log(d + 1045, WW.shop, "error", `vin-decoder responded 503 for ${v}`);
    wwAccess(q, d + 1047, "GET", `/api/vehicles/vin/${v}`, 503, d + 1050);
    return true;
  },
  run(s, start) {
    const r = s.r;
    vin429(s, start, vin(r));
    s.poisson(start, s.t1, 2.2, (t) => {
      const v = `${vin(r).slice(0, 11)}${r.digits(6)}`;
      if (r.chance(0.6)) vin429(s, t, v);
      else s.emit(t, WW.vin, "info", `VIN ${v} rejected: check digit mismatch (position 9)`);
    });
    s.every(start + 20_000, s.t1, 60_000, 1000, (t) =>
      s.emit(
        t,
        WW.vin,
        "warn",
        `vendor budget: ${r.int(1100, 1300)} calls in last 60s (limit 1200), ${r.int(200, 600)} throttled; top client ${r.int(80, 95)}.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}`,
      ),
    );
  },
};

const quantityString: Incident = {
  key: "ww-shop-quantity-validation",
  estate: "wheelwise",
  category: "validation",
  origin: WW.shop,
  hints: ["validation", "badrequest", "invalid", "integer"],
  severity: "high",
  note: "shop-api 9.15.0 enabled strict request validation, and the iOS app sends basket quantities as strings, so every checkout from iOS is rejected with 400 'quantity must be an integer number'.",
  flows(q) {
    if (q.flow !== "checkout" || q.r.chance(0.45)) return false;
    const r = q.r;
    const d = r.int(2, 6);
    q.log(
      d,
      WW.shop,
      "warn",
      `Validation failed for POST /api/checkout: items.${r.int(0, 3)}.quantity must be an integer number, items.${r.int(0, 3)}.quantity must not be less than 1 (client=ios/6.${r.int(2, 3)}.${r.int(0, 4)})`,
      {
        errType: "BadRequestException",
        stack: nodeTrace("BadRequestException: Bad Request Exception", [
          "ValidationPipe.exceptionFactory (/app/node_modules/@nestjs/common/pipes/validation.pipe.js:101:20)",
          "ValidationPipe.transform (/app/node_modules/@nestjs/common/pipes/validation.pipe.js:74:30)",
          "async /app/node_modules/@nestjs/core/pipes/pipes-consumer.js:16:33",
          "async resolveParamValue (/app/node_modules/@nestjs/core/router/router-execution-context.js:148:23)",
        ]),
      },
    );
    wwAccess(q, d + 1, "POST", "/api/checkout", 400, d + 2);
    return true;
  },
  run(s, start) {
    rollingRestart(s, WW.shop, start - 70_000, "9.15.0");
    const q = new Req(s, "checkout", start);
    q.log(
      0,
      WW.shop,
      "warn",
      "Validation failed for POST /api/checkout: items.0.quantity must be an integer number (client=ios/6.3.1)",
    );
    wwAccess(q, 1, "POST", "/api/checkout", 400, 2);
  },
};

function djangoNone(q: Req, d: number, app: string): void {
  q.log(d, WW.finance, "error", "Internal Server Error: /api/v1/applications", {
    errType: "AttributeError",
    stack: pyTrace(
      [
        [
          "/usr/local/lib/python3.12/site-packages/django/core/handlers/exception.py",
          55,
          "inner",
          "response = get_response(request)",
        ],
        [
          "/usr/local/lib/python3.12/site-packages/django/core/handlers/base.py",
          197,
          "_get_response",
          "response = wrapped_callback(request, *callback_args, **callback_kwargs)",
        ],
        ["/app/finance_broker/applications/views.py", 48, "create", "payload = build_lender_payload(customer, basket)"],
        [
          "/app/finance_broker/applications/payload.py",
          31,
          "build_lender_payload",
          '"gross_annual_income": customer.employment.annual_income,',
        ],
      ],
      "AttributeError: 'NoneType' object has no attribute 'annual_income'",
    ),
  });
  q.log(d + 2, WW.finance, "info", `"POST /api/v1/applications HTTP/1.1" 500 145 (${app})`);
}

const noneIncome: Incident = {
  key: "ww-finance-none-employment",
  estate: "wheelwise",
  category: "null_reference",
  origin: WW.finance,
  hints: ["attributeerror", "nonetype", "none", "null"],
  severity: "medium",
  note: "The new quick-apply finance journey creates customers without an employment record, and finance-broker dereferences customer.employment when building the lender payload, so those finance applications fail with AttributeError on NoneType.",
  flows(q) {
    if (q.flow !== "checkout") return false;
    wwCheckoutFlow(q, {
      finance(q2, d, order) {
        const r = q2.r;
        if (r.chance(0.35)) {
          q2.log(
            d,
            WW.finance,
            "info",
            `application FA-${r.int(300_000, 399_999)} for ${order} lender=northbank decision=approved apr=19.9 term=12`,
          );
          return d;
        }
        djangoNone(q2, d, "quick-apply");
        q2.log(d + 8, WW.checkout, "error", `order=${order} finance application failed: finance-broker 500`);
        wwAccess(q2, d + 12, "POST", "/api/checkout", 502, d + 15);
        return null;
      },
    });
    return true;
  },
  run(s, start) {
    s.emit(
      start - s.r.int(5000, 40_000),
      WW.shop,
      "info",
      "flags: checkout.finance-quick-apply updated by release-pipeline (now 100% of traffic)",
    );
    djangoNone(new Req(s, "checkout", start), 0, "quick-apply");
    s.poisson(start + 1000, s.t1, 1 / 25, (t) => {
      const q = new Req(s, "quick-apply", t);
      djangoNone(q, 0, "quick-apply");
      wwAccess(q, 6, "POST", "/api/finance/quick-apply", 502, 9);
    });
  },
};

function enotfound(r: Scn["r"]): { stack: string; errType: string } {
  return {
    errType: "ConnectionError",
    stack: nodeTrace("ConnectionError: getaddrinfo ENOTFOUND opensearch-v2.search.svc.cluster.local", [
      `ClientRequest.onError (/app/node_modules/@opensearch-project/opensearch/lib/Connection.js:${r.pick([128, 128, 131])}:16)`,
      "ClientRequest.emit (node:events:519:28)",
      "TLSSocket.socketErrorListener (node:_http_client:500:9)",
      "TLSSocket.emit (node:events:519:28)",
      "emitErrorNT (node:internal/streams/destroy:169:8)",
      "emitErrorCloseNT (node:internal/streams/destroy:128:3)",
      "process.processTicksAndRejections (node:internal/process/task_queues:82:21)",
    ]),
  };
}

let searchNewFrom: number[] = [];

const searchHost: Incident = {
  key: "ww-search-gw-bad-host",
  estate: "wheelwise",
  category: "configuration",
  origin: WW.search,
  hints: ["config", "enotfound", "host", "url"],
  severity: "high",
  note: "search-gw 3.3.0 shipped with SEARCH_BACKEND_URL pointing at a search cluster hostname that does not exist yet; as each pod rolls onto the new config every search fails with getaddrinfo ENOTFOUND.",
  at: [0.3, 0.45],
  flows(q) {
    if (q.flow !== "search") return false;
    const on = searchNewFrom.filter((t) => q.t >= t).length;
    if (on === 0 || (on === 1 && q.r.chance(0.5))) return false;
    const r = q.r;
    const term = searchTerm(r);
    const d = r.int(3, 15);
    q.log(d, WW.search, "error", `search "${term}" failed`, enotfound(r));
    wwAccess(q, d + 3, "GET", `/api/search?q=${encodeURIComponent(term)}`, 502, d + 6);
    q.log(d + 4, WW.shop, "error", "search-gw responded 502 Bad Gateway");
    return true;
  },
  run() {},
  plan(s, start) {
    const r = s.r;
    searchNewFrom = [];
    let at = start;
    for (let p = 0; p < 2; p++) {
      s.emit(at - 1800, WW.search, "info", "SIGTERM received, draining connections", { pod: p });
      const ready = startup(s, WW.search, at - 1500, p, "3.3.0");
      s.emit(
        ready + 5,
        WW.search,
        "info",
        "search backend: https://opensearch-v2.search.svc.cluster.local:9200 (index parts-2026-05)",
        { pod: p },
      );
      searchNewFrom.push(ready);
      if (p === 0)
        s.emit(ready + 200, WW.search, "error", `search "${searchTerm(r)}" failed`, { ...enotfound(r), pod: p });
      at = ready + r.int(25_000, 45_000);
    }
  },
};

const lenderOutage: Incident = {
  key: "ww-lender-503",
  estate: "wheelwise",
  category: "dependency",
  origin: WW.finance,
  hints: ["503", "unavailable", "circuit", "lender"],
  severity: "medium",
  note: "The finance lender finance-broker submits to returns 503 Service Unavailable; after five failures its circuit breaker opens and every finance application is refused until the window ends, while card checkouts are fine.",
  flows(q) {
    if (q.flow === "finance-quote") {
      const r = q.r;
      const amount = `${r.int(150, 1500)}.${r.digits(2)}`;
      const d = r.lat(40);
      if (r.chance(0.2))
        q.log(d, WW.finance, "warn", `lender northbank GET /quotes -> 503 Service Unavailable (${r.int(40, 3000)} ms)`);
      else
        q.log(
          d,
          WW.finance,
          "error",
          `quote amount=${amount} failed: CircuitBreakerError: Timeout not elapsed yet, circuit breaker still open`,
        );
      q.log(d + 2, WW.finance, "info", `"GET /api/v1/quotes?amount=${amount} HTTP/1.1" 503 88`);
      wwAccess(q, d + 6, "GET", `/api/finance/quote?amount=${amount}`, 503, d + 10);
      return true;
    }
    if (q.flow !== "checkout") return false;
    wwCheckoutFlow(q, {
      finance(q2, d, order) {
        const r = q2.r;
        if (r.chance(0.25))
          q2.log(
            d,
            WW.finance,
            "warn",
            `lender northbank POST /applications -> 503 Service Unavailable (${r.int(40, 4000)} ms) for ${order}`,
          );
        else
          q2.log(d, WW.finance, "error", `application for ${order} not submitted: circuit breaker open`, {
            errType: "pybreaker.CircuitBreakerError",
            stack: pyTrace(
              [
                [
                  "/app/finance_broker/lenders/northbank.py",
                  88,
                  "submit",
                  "return breaker.call(self._post, '/applications', payload)",
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/pybreaker.py",
                  295,
                  "call",
                  "return self.state.call(func, *args, **kwargs)",
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/pybreaker.py",
                  824,
                  "call",
                  "self.before_call(func, *args, **kwargs)",
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/pybreaker.py",
                  811,
                  "before_call",
                  "raise CircuitBreakerError(error_msg)",
                ],
              ],
              "pybreaker.CircuitBreakerError: Timeout not elapsed yet, circuit breaker still open",
            ),
          });
        q2.log(
          d + 10,
          WW.checkout,
          "warn",
          `order=${order} finance unavailable (finance-broker 503), customer offered card payment`,
        );
        wwAccess(q2, d + 15, "POST", "/api/checkout", 503, d + 20);
        return null;
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start,
      WW.finance,
      "warn",
      `lender northbank POST /applications -> 503 Service Unavailable (${r.int(40, 300)} ms) body={"error":"service_unavailable","message":"Decisioning is temporarily unavailable"}`,
    );
    s.emit(
      start + r.int(30_000, 60_000),
      WW.finance,
      "error",
      "Failures threshold reached, circuit breaker opened (lender=northbank, fail_max=5)",
    );
    s.every(start + 90_000, s.t1, 60_000, 500, (t) => {
      s.emit(t, WW.finance, "info", "circuit half-open, trial request to lender northbank");
      s.emit(
        t + r.int(50, 900),
        WW.finance,
        "warn",
        "lender northbank GET /ping -> 503 Service Unavailable; circuit opened again",
      );
    });
  },
};

let vinKills: Array<[number, number]> = [];

const vinOom: Incident = {
  key: "ww-vin-decoder-sigkill",
  estate: "wheelwise",
  category: "memory",
  origin: WW.vin,
  hints: ["memory", "oom", "sigkill", "out of memory"],
  severity: "medium",
  note: "vin-decoder's unbounded in-process decode cache pushes its gunicorn workers past the container memory limit; the kernel kills them ('Worker was sent SIGKILL! Perhaps out of memory?') and in-flight VIN decodes fail.",
  at: [0.2, 0.4],
  flows(q) {
    if (q.flow !== "vin") return false;
    if (!vinKills.some(([a, b]) => q.t >= a - 3000 && q.t < b)) return false;
    const r = q.r;
    const v = vin(r);
    const d = r.int(100, 1400);
    q.log(d, WW.shop, "error", `vin-decoder request failed: socket hang up (GET /decode/${v})`, {
      errType: "Error",
      stack: nodeTrace("Error: socket hang up", [
        "Socket.socketOnEnd (node:_http_client:524:23)",
        "Socket.emit (node:events:531:35)",
        "endReadableNT (node:internal/streams/readable:1696:12)",
      ]),
    });
    wwAccess(q, d + 2, "GET", `/api/vehicles/vin/${v}`, 502, d + 4);
    return true;
  },
  run() {},
  plan(s, start) {
    const r = s.r;
    vinKills = [];
    let rss = r.int(1100, 1300);
    s.emit(
      start,
      WW.vin,
      "warn",
      `decode cache holds ${r.int(900, 1200)}k entries, worker rss ${rss} MiB (limit 1536 MiB)`,
    );
    let t = start + r.int(40_000, 90_000);
    while (t < s.t1) {
      const pod = r.int(0, 1);
      const pid = r.int(8, 60);
      rss = r.int(1450, 1530);
      s.emit(
        t - r.int(5000, 15_000),
        WW.vin,
        "warn",
        `decode cache holds ${r.int(1200, 1900)}k entries, worker rss ${rss} MiB (limit 1536 MiB)`,
        { pod },
      );
      s.emit(t, WW.vin, "error", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`, { pod });
      s.emit(t + r.int(30, 200), WW.vin, "info", `Booting worker with pid: ${pid + r.int(1, 40)}`, { pod });
      s.emit(t + r.int(1500, 2500), WW.vin, "info", "Application startup complete.", { pod });
      vinKills.push([t, t + 2500]);
      t += r.int(25_000, 70_000);
    }
  },
};

function auditEnospc(q: Req, d: number): void {
  const day = new Date(q.t).toISOString().slice(0, 10);
  q.log(d, WW.accounts, "error", "Sign-in audit write failed; refusing sign-in (AuditPolicy=Required)", {
    errType: "System.IO.IOException",
    stack: dotnetTrace(`System.IO.IOException: No space left on device : '/var/audit/signin-${day}.jsonl'`, [
      "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
      "System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()",
      "System.IO.StreamWriter.Flush(Boolean flushStream, Boolean flushEncoder)",
      "Wheelwise.Accounts.Audit.FileAuditSink.WriteAsync(AuditEvent e, CancellationToken ct) in /src/Wheelwise.Accounts/Audit/FileAuditSink.cs:line 52",
      "Wheelwise.Accounts.SignIn.SignInService.SignInAsync(SignInRequest request, CancellationToken ct) in /src/Wheelwise.Accounts/SignIn/SignInService.cs:line 97",
      ...ASPNET.slice(0, 2),
    ]),
  });
}

const auditDisk: Incident = {
  key: "ww-accounts-audit-enospc",
  estate: "wheelwise",
  category: "disk",
  origin: WW.accounts,
  hints: ["space", "disk", "no space", "ioexception"],
  severity: "high",
  note: "The volume accounts writes its mandatory sign-in audit trail to is full, so every sign-in fails with 'No space left on device' and is refused; existing sessions keep working.",
  flows(q) {
    if (q.flow !== "login" || q.r.chance(0.1)) return false;
    const r = q.r;
    const d = r.lat(40);
    auditEnospc(q, d);
    wwAccess(q, d + 4, "POST", "/api/auth/login", 503, d + 8);
    q.log(d + 5, WW.shop, "error", `sign-in failed: accounts returned 503 {"error":"audit_unavailable"}`);
    return true;
  },
  run(s, start) {
    auditEnospc(new Req(s, "login", start), 0);
    s.every(start + 60_000, s.t1, 300_000, 1000, (t) =>
      s.emit(t, WW.accounts, "warn", "Failed to persist DataProtection key ring update: No space left on device"),
    );
  },
};

const checkoutUnknown: Incident = {
  key: "ww-checkout-internal-error",
  estate: "wheelwise",
  category: "unknown",
  origin: WW.checkout,
  hints: ["internal", "500", "unknown"],
  severity: "high",
  note: "checkout-svc starts failing most order creations with a bare 'internal error' and nothing else in its logs, so checkouts fail across card and finance; the cause never shows.",
  flows(q) {
    if (q.flow !== "checkout") return false;
    wwCheckoutFlow(q, {
      order(q2, d, order) {
        const r = q2.r;
        if (r.chance(0.2)) return d;
        q2.log(d, WW.checkout, "error", `POST /v1/orders status=500 dur=${r.int(2, 9)}ms err="internal error"`);
        q2.log(d + 3, WW.shop, "error", `checkout-svc responded 500 {"error":"internal error"} for order ${order}`);
        wwAccess(q2, d + 5, "POST", "/api/checkout", 502, d + 9);
        return null;
      },
    });
    return true;
  },
  run(s, start) {
    s.emit(start, WW.checkout, "error", `POST /v1/orders status=500 dur=${s.r.int(2, 9)}ms err="internal error"`);
  },
};

export const WHEELWISE_INCIDENTS: Incident[] = [
  redisWrongpass,
  labelBucket,
  dbRecovery,
  lockerVpn,
  graphTimeout,
  vinspecLimit,
  quantityString,
  noneIncome,
  searchHost,
  lenderOutage,
  vinOom,
  auditDisk,
  checkoutUnknown,
];
