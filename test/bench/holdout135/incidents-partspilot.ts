// The thirteen partspilot incidents, one per category. Each takes over the background requests its fault touches
// and writes what the origin and its callers really print.
import { rollingRestart } from "./changes.js";
import { partCat, plate, sku, vehicle } from "./domain.js";
import { PP, PP_SUPPLIERS, ppCheckoutFlow, ppStockFeed } from "./estate-partspilot.js";
import { SPRING_MVC, springHandler } from "./frames.js";
import { startup } from "./runtimes.js";
import { dotnetTrace, javaTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Req, Scn } from "./stream.js";
import type { Incident } from "./types.js";

const BOTO_TAIL = [
  [
    "/usr/local/lib/python3.12/site-packages/botocore/client.py",
    565,
    "_api_call",
    "return self._make_api_call(operation_name, kwargs)",
  ],
  [
    "/usr/local/lib/python3.12/site-packages/botocore/client.py",
    1021,
    "_make_api_call",
    "raise error_class(parsed_response, operation_name)",
  ],
] as const;

const vdcKey: Incident = {
  key: "pp-vdc-key-expired",
  estate: "partspilot",
  category: "authentication",
  origin: PP.plate,
  hints: ["401", "unauthorized", "api key", "apikey"],
  severity: "medium",
  note: "The vehicle-data vendor API key plate-lookup uses expired, so every plate that misses the cache gets 401 from the vendor and the storefront answers 502 for those cars.",
  flows(q) {
    if (q.flow !== "plate" || q.r.chance(0.6)) return false;
    const r = q.r;
    const p = plate(r);
    const body = `{"error":"invalid_api_key","message":"API key has expired","request_id":"vdc-${r.hex(10)}"}`;
    let d = r.lat(40);
    q.log(d, PP.plate, "warn", `vdc lookup vrm=${p} status=401 body=${body} dur=${d}ms`);
    q.log(d + 1, PP.plate, "info", `vrm=${p} source=vdc status=502 outcome=upstream_error dur=${d + 1}ms`);
    d += r.int(120, 260);
    q.log(d, PP.plate, "warn", `vdc lookup vrm=${p} status=401 body=${body} dur=${r.int(25, 60)}ms`);
    q.log(d + 1, PP.plate, "info", `vrm=${p} source=vdc status=502 outcome=upstream_error dur=${r.int(25, 60)}ms`);
    q.log(
      d + 4,
      PP.bff,
      "error",
      `vehicle lookup failed for ${p} after 2 attempts: plate-lookup 502 {"code":"VEHICLE_PROVIDER_ERROR"}`,
    );
    q.log(d + 6, PP.bff, "error", `GET /api/vehicles/${p}/parts?category=${partCat(r)} 502 ${d + 8}ms`);
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start,
      PP.plate,
      "warn",
      `vdc lookup vrm=${plate(r)} status=401 body={"error":"invalid_api_key","message":"API key has expired","request_id":"vdc-${r.hex(10)}"} dur=${r.int(30, 70)}ms`,
    );
    s.every(start + 20_000, s.t1, 60_000, 300, (t) =>
      s.emit(
        t,
        PP.plate,
        "error",
        `provider vdc unhealthy: ${r.int(18, 70)} of ${r.int(70, 110)} calls in last 60s failed (last: 401 invalid_api_key); serving cache only`,
      ),
    );
  },
};

const s3Denied: Incident = {
  key: "pp-s3-accessdenied",
  estate: "partspilot",
  category: "authorization",
  origin: PP.stock,
  hints: ["accessdenied", "access denied", "not authorized", "permission"],
  severity: "medium",
  note: "An IAM policy change left stock-sync's role without s3:GetObject on the supplier-feed bucket, so every supplier stock feed fails with AccessDenied and availability goes stale.",
  at: [0.25, 0.45],
  jobs(name, t, s) {
    if (name !== "stock-feed") return false;
    const r = s.r;
    const sup = r.pick(PP_SUPPLIERS);
    const stamp = new Date(t).toISOString().replace(/[-:]/g, "").slice(0, 13);
    const key = `${sup}/stock_delta_${stamp}.csv`;
    s.emit(t, PP.stock, "info", `fetching s3://pp-supplier-feeds/${key}`);
    s.emit(t + r.int(60, 180), PP.stock, "error", `feed ${sup} failed, previous snapshot kept`, {
      errType: "botocore.exceptions.ClientError",
      stack: pyTrace(
        [
          [
            "/app/stock_sync/feeds.py",
            142,
            "run_feed",
            'body = self.s3.get_object(Bucket=self.bucket, Key=key)["Body"]',
          ],
          ...BOTO_TAIL,
        ],
        `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: User: arn:aws:sts::418273645512:assumed-role/pp-stock-sync-irsa/botocore-session-${r.digits(10)} is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::pp-supplier-feeds/${key}" because no identity-based policy allows the s3:GetObject action`,
      ),
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start,
      PP.stock,
      "error",
      "manifest refresh failed: An error occurred (AccessDenied) when calling the ListObjectsV2 operation: Access Denied",
      {
        errType: "botocore.exceptions.ClientError",
        stack: pyTrace(
          [
            [
              "/app/stock_sync/manifest.py",
              58,
              "refresh",
              'pages = self.s3.get_paginator("list_objects_v2").paginate(Bucket=self.bucket)',
            ],
            ["/app/stock_sync/manifest.py", 61, "refresh", "for page in pages:"],
            ...BOTO_TAIL,
          ],
          "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the ListObjectsV2 operation: Access Denied",
        ),
      },
    );
    let n = 0;
    s.every(start + 150_000, s.t1, 60_000, 800, (t) => {
      n++;
      s.emit(
        t,
        PP.stock,
        "warn",
        `availability snapshot is ${n + 2} minutes old for ${PP_SUPPLIERS.length} suppliers (alert threshold 10m)`,
      );
    });
    s.poisson(start + 120_000, s.t1, 1 / 50, (t) =>
      s.emit(
        t,
        PP.orders,
        "warn",
        `Allocation short for order PP-${r.int(1_040_000, 1_099_999)}: sku ${sku(r)} requested ${r.int(1, 4)}, warehouse LDS-1 has 0 (backorder created)`,
      ),
    );
  },
};

const deadlock: Incident = {
  key: "pp-orders-deadlock",
  estate: "partspilot",
  category: "database",
  origin: PP.orders,
  hints: ["deadlock", "40p01", "postgres", "database"],
  severity: "high",
  note: "order-service's reservation sweeper and order inserts lock stock_reservations rows in opposite order, so Postgres aborts order writes with 40P01 deadlock detected and checkouts fail after payment was authorised.",
  flows(q) {
    if (q.flow !== "checkout") return false;
    ppCheckoutFlow(q, {
      createOrder(q2, d, b, _amount, psp, order) {
        const r = q2.r;
        if (r.chance(0.5)) return fallbackCreate(q2, d, b, order);
        const first = r.chance(0.35);
        q2.log(
          d + r.int(900, 1300),
          PP.orders,
          "error",
          "An exception occurred in the database while saving changes for context type 'PartsPilot.Orders.Data.OrdersDbContext'.",
          npgsqlDeadlock(),
        );
        if (first) {
          q2.log(
            d + 1400,
            PP.orders,
            "warn",
            `Retrying SaveChanges for order ${order} after transient failure 40P01 (attempt 1 of 3, delay 200ms)`,
          );
          q2.log(
            d + 1700,
            PP.orders,
            "info",
            `Order ${order} created for basket ${b}: ${r.int(1, 6)} lines (after retry)`,
          );
          return d + 1700;
        }
        q2.log(
          d + 1320,
          PP.orders,
          "error",
          `HTTP POST /api/orders responded 500 in ${r.int(1250, 1400)}.${r.int(0, 9)} ms`,
        );
        q2.log(
          d + 1340,
          PP.checkout,
          "error",
          `Order creation failed for basket ${b}: 500 INTERNAL_SERVER_ERROR from order-service; voiding payment ${psp}`,
        );
        q2.log(d + 1600, PP.pay, "info", `void ref=${psp} reason=order_failed result=voided`);
        q2.log(d + 1650, PP.bff, "error", `POST /api/checkout 500 ${d + 1660}ms`);
        return null;
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start - 1200,
      PP.orders,
      "info",
      "ReservationSweeper: releasing expired stock reservations older than 30m (batch size 500)",
    );
    s.emit(start, PP.orders, "error", "ReservationSweeper batch 1 failed: 40P01: deadlock detected", npgsqlDeadlock());
    let batch = 1;
    s.every(start + 5_000, s.t1, 20_000, 4_000, (t) => {
      batch++;
      if (r.chance(0.55))
        s.emit(
          t,
          PP.orders,
          "error",
          `ReservationSweeper batch ${batch} failed: 40P01: deadlock detected`,
          npgsqlDeadlock(),
        );
      else s.emit(t, PP.orders, "info", `ReservationSweeper batch ${batch}: released ${r.int(120, 500)} reservations`);
    });
  },
};

function fallbackCreate(q: Req, d: number, b: string, order: string): number {
  q.log(
    d,
    PP.orders,
    "info",
    `Order ${order} created for basket ${b}: ${q.r.int(1, 6)} lines, total ${q.r.int(20, 400)}.${q.r.digits(2)} GBP`,
  );
  return d;
}

function npgsqlDeadlock(): { stack: string; errType: string } {
  return {
    errType: "Microsoft.EntityFrameworkCore.DbUpdateException",
    stack: dotnetTrace(
      "Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.",
      [
        "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
        "Microsoft.EntityFrameworkCore.Update.Internal.BatchExecutor.ExecuteAsync(IEnumerable`1 commandBatches, IRelationalConnection connection, CancellationToken cancellationToken)",
        "Microsoft.EntityFrameworkCore.ChangeTracking.Internal.StateManager.SaveChangesAsync(StateManager stateManager, Boolean acceptAllChangesOnSuccess, CancellationToken cancellationToken)",
        "Microsoft.EntityFrameworkCore.DbContext.SaveChangesAsync(Boolean acceptAllChangesOnSuccess, CancellationToken cancellationToken)",
        "PartsPilot.Orders.Reservations.ReservationStore.CommitAsync(Order order, CancellationToken ct) in /src/PartsPilot.Orders/Reservations/ReservationStore.cs:line 88",
      ],
      {
        head: "Npgsql.PostgresException (0x80004005): 40P01: deadlock detected\n\nDETAIL: Detail redacted as it may contain sensitive data. Specify 'Include Error Detail' in the connection string to include this information.",
        frames: [
          "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
          "Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)",
          "Npgsql.NpgsqlCommand.ExecuteReader(Boolean async, CommandBehavior behavior, CancellationToken cancellationToken)",
          "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
          "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
        ],
      },
    ),
  };
}

function dnsTrace(host: string, path: string, r: Scn["r"]): string {
  const obj = `<urllib3.connection.HTTPSConnection object at 0x7f${r.hex(10)}>`;
  return pyTrace(
    [
      ["/usr/local/lib/python3.12/site-packages/requests/adapters.py", 667, "send", "resp = conn.urlopen("],
      [
        "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py",
        843,
        "urlopen",
        "retries = retries.increment(",
      ],
      [
        "/usr/local/lib/python3.12/site-packages/urllib3/util/retry.py",
        519,
        "increment",
        "raise MaxRetryError(_pool, url, reason) from reason  # type: ignore[arg-type]",
      ],
    ],
    `requests.exceptions.ConnectionError: HTTPSConnectionPool(host='${host}', port=443): Max retries exceeded with url: ${path} (Caused by NameResolutionError("${obj}: Failed to resolve '${host}' ([Errno -3] Temporary failure in name resolution)"))`,
    {
      frames: [
        [
          "/usr/local/lib/python3.12/site-packages/urllib3/connection.py",
          199,
          "_new_conn",
          "sock = connection.create_connection(",
        ],
        [
          "/usr/local/lib/python3.12/site-packages/urllib3/util/connection.py",
          60,
          "create_connection",
          "for res in socket.getaddrinfo(host, port, family, socket.SOCK_STREAM):",
        ],
        [
          "/usr/local/lib/python3.12/socket.py",
          963,
          "getaddrinfo",
          "for res in _socket.getaddrinfo(host, port, family, type, proto, flags):",
        ],
      ],
      last: "socket.gaierror: [Errno -3] Temporary failure in name resolution",
      during: true,
    },
  );
}

const courierDns: Incident = {
  key: "pp-courier-dns",
  estate: "partspilot",
  category: "network",
  origin: PP.courier,
  hints: ["dns", "resolution", "resolve", "gaierror"],
  severity: "medium",
  note: "courier-bridge can no longer resolve the courier's API host, so every shipment label request fails with a name-resolution error after retries and paid orders wait without labels.",
  flows(q) {
    if (q.flow !== "checkout") return false;
    ppCheckoutFlow(q, {
      label(q2, d, order) {
        const r = q2.r;
        let at = d;
        for (let a = 1; a <= 4; a++) {
          const wait = 2 ** a;
          q2.log(
            at,
            PP.courier,
            "warn",
            `create_shipment order=${order} attempt ${a}/5 failed: ConnectionError (Failed to resolve 'api.parcelnet.co.uk'); retrying in ${wait}.0s`,
          );
          at += wait * 1000 + r.int(5, 40);
        }
        q2.log(
          at,
          PP.courier,
          "error",
          `create_shipment order=${order} gave up after 5 attempts, message sent to dead-letter queue labels.dlq`,
          {
            errType: "requests.exceptions.ConnectionError",
            stack: dnsTrace("api.parcelnet.co.uk", "/v3/shipments", r),
          },
        );
        q2.log(
          at + r.int(100, 400),
          PP.orders,
          "warn",
          `Label request for order ${order} dead-lettered by courier-bridge; order stays in AWAITING_LABEL`,
        );
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(start, PP.courier, "error", "parcelnet token refresh failed", {
      errType: "requests.exceptions.ConnectionError",
      stack: dnsTrace("auth.parcelnet.co.uk", "/oauth2/token", r),
    });
    s.every(start + 30_000, s.t1, 60_000, 1000, (t) => {
      s.emit(
        t,
        PP.courier,
        "warn",
        "tracking poll skipped: parcelnet unreachable (Failed to resolve 'api.parcelnet.co.uk')",
      );
    });
    s.every(start + 90_000, s.t1, 120_000, 2000, (t) =>
      s.emit(t, PP.orders, "warn", `${r.int(3, 25)} orders in AWAITING_LABEL for more than 5 minutes`),
    );
  },
};

function readTimedOut(r: Scn["r"], ktype: number): { stack: string; errType: string } {
  return {
    errType: "org.springframework.web.client.ResourceAccessException",
    stack: javaTrace(
      `org.springframework.web.client.ResourceAccessException: I/O error on GET request for "https://api.partsdata.cloud/v2/articles/linked": Read timed out`,
      [
        "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:926)",
        "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:906)",
        "org.springframework.web.client.RestTemplate.exchange(RestTemplate.java:703)",
        `com.partspilot.fitment.partsdata.PartsDataClient.linkedArticles(PartsDataClient.java:${r.int(80, 90)})`,
        "com.partspilot.fitment.FitmentService.resolve(FitmentService.java:117)",
        "com.partspilot.fitment.api.FitmentController.parts(FitmentController.java:54)",
      ],
      {
        head: "java.net.SocketTimeoutException: Read timed out",
        frames: [
          "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
          "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)",
          "java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:346)",
          "java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)",
          "java.base/sun.net.www.http.HttpClient.parseHTTPHeader(HttpClient.java:814)",
          "java.base/sun.net.www.protocol.http.HttpURLConnection.getInputStream0(HttpURLConnection.java:1688)",
        ],
        more: 58 + (ktype % 3),
      },
    ),
  };
}

const partsdataTimeout: Incident = {
  key: "pp-partsdata-timeout",
  estate: "partspilot",
  category: "timeout",
  origin: PP.fit,
  hints: ["timeout", "timed out", "sockettimeout"],
  severity: "high",
  note: "The parts-data API behind fitment-api stopped answering within its 5 s read timeout, so fitment lookups hang and fail and the storefront times out on most parts-for-my-car pages.",
  flows(q) {
    if (q.flow !== "plate" || q.r.chance(0.3)) return false;
    const r = q.r;
    const p = plate(r);
    const v = vehicle(r);
    const cat = partCat(r);
    const d1 = r.int(1, 4);
    q.log(d1, PP.plate, "info", `vrm=${p} source=cache ktype=${v.ktype} make=${v.make} dur=${d1}ms`);
    q.log(
      d1 + 4000,
      PP.bff,
      "error",
      `fitment-api request timed out after 4000ms (GET /v1/fitment?ktype=${v.ktype}&category=${cat})`,
    );
    q.log(d1 + 4003, PP.bff, "error", `GET /api/vehicles/${p}/parts?category=${cat} 504 ${d1 + 4010}ms`);
    q.log(d1 + 5000 + r.int(2, 30), PP.fit, "error", `Fitment lookup failed ktype=${v.ktype} category=${cat}`, {
      ...readTimedOut(r, v.ktype),
      logger: "c.p.fitment.api.FitmentController",
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(start, PP.fit, "error", `Fitment lookup failed ktype=${vehicle(r).ktype} category=${partCat(r)}`, {
      ...readTimedOut(r, 1),
      logger: "c.p.fitment.api.FitmentController",
    });
    s.every(start + 40_000, s.t1, 30_000, 5_000, (t) => {
      if (r.chance(0.6))
        s.emit(t, PP.fit, "warn", "Bulkhead 'partsdata' is full and does not permit further calls", {
          logger: "i.g.r.bulkhead.internal.SemaphoreBulkhead",
        });
      else
        s.emit(
          t,
          PP.fit,
          "warn",
          `partsdata p99 latency ${r.int(4900, 5010)}ms over last 30s (${r.int(40, 90)} calls, ${r.int(25, 80)} timeouts)`,
        );
    });
    s.every(start + 60_000, s.t1, 60_000, 2000, (t) =>
      s.emit(t, PP.bff, "warn", `slow upstream fitment-api: p95=${r.int(3900, 4000)}ms over 1m`),
    );
  },
};

const pspThrottle: Incident = {
  key: "pp-psp-429",
  estate: "partspilot",
  category: "rate_limiting",
  origin: PP.pay,
  hints: ["429", "rate", "too many", "throttl"],
  severity: "high",
  note: "A card re-verification batch in payments flooded the payment provider, which answers 429 Too Many Requests to all of the merchant's calls, so most checkout authorisations fail even after retries.",
  flows(q) {
    if (q.flow !== "checkout") return false;
    ppCheckoutFlow(q, {
      authorise(q2, d, b, amount, psp) {
        const r = q2.r;
        if (r.chance(0.2)) {
          q2.log(
            d,
            PP.pay,
            "info",
            `authorise amount=${amount} currency=GBP psp=paystream ref=${psp} result=authorised`,
          );
          return d;
        }
        let at = d;
        const tries = 3;
        for (let a = 1; a <= tries; a++) {
          const ra = r.int(1, 2);
          q2.log(
            at,
            PP.pay,
            "warn",
            `paystream POST /v1/payments/authorise -> 429 Too Many Requests (Retry-After: ${ra}) attempt=${a}/${tries}`,
          );
          at += ra * 1000 + r.int(20, 90);
          if (a === 2 && r.chance(0.3)) {
            q2.log(
              at,
              PP.pay,
              "info",
              `authorise amount=${amount} currency=GBP psp=paystream ref=${psp} result=authorised attempt=3`,
            );
            return at;
          }
        }
        q2.log(
          at,
          PP.pay,
          "error",
          `authorise failed amount=${amount} ref=${psp}: rate_limited after ${tries} attempts`,
        );
        q2.log(
          at + 8,
          PP.checkout,
          "error",
          `Payment authorisation failed for basket ${b}: PaymentsClientException: 503 SERVICE_UNAVAILABLE {"code":"PSP_RATE_LIMITED"}`,
        );
        q2.log(at + 20, PP.bff, "error", `POST /api/checkout 503 ${at + 30}ms`);
        return null;
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    const total = r.int(14_000, 26_000);
    s.emit(
      start - r.int(2_000, 9_000),
      PP.pay,
      "info",
      `card re-verification job started: ${total} stored cards, concurrency=64`,
    );
    s.emit(
      start,
      PP.pay,
      "warn",
      `paystream POST /v1/payment_methods/verify -> 429 Too Many Requests (Retry-After: 1) attempt=1/3`,
    );
    s.poisson(start, s.t1, 1.2, (t) =>
      s.emit(
        t,
        PP.pay,
        "warn",
        `paystream POST /v1/payment_methods/verify -> 429 Too Many Requests (Retry-After: ${r.int(1, 3)}) attempt=${r.int(1, 3)}/3`,
      ),
    );
    let done = 0;
    s.every(start + 15_000, s.t1, 30_000, 500, (t) => {
      done += r.int(40, 160);
      s.emit(
        t,
        PP.pay,
        "info",
        `card re-verification progress ${done}/${total} (rate_limited=${r.int(200, 900)} in last 30s)`,
      );
    });
  },
};

const feedValidation: Incident = {
  key: "pp-feed-qty-format",
  estate: "partspilot",
  category: "validation",
  origin: PP.stock,
  hints: ["validation", "invalid", "parsing", "int_parsing"],
  severity: "medium",
  note: "Supplier euro-motor started writing quantities with a thousands separator (1.250), so stock-sync rejects every row of its feed and that supplier's availability freezes.",
  jobs(name, t, s) {
    if (name !== "stock-feed") return false;
    const sup = s.r.chance(0.45) ? "euro-motor" : s.r.pick(PP_SUPPLIERS);
    if (sup !== "euro-motor") {
      ppStockFeed(s, t, sup);
      return true;
    }
    rejectEuroMotor(s, t);
    return true;
  },
  run(s, start) {
    rejectEuroMotor(s, start - 50);
  },
};

function rejectEuroMotor(s: Scn, t: number): void {
  const r = s.r;
  const stamp = new Date(t).toISOString().replace(/[-:]/g, "").slice(0, 13);
  s.emit(t, PP.stock, "info", `fetching s3://pp-supplier-feeds/euro-motor/stock_delta_${stamp}.csv`);
  let at = t + r.int(300, 700);
  const rows = r.int(1800, 2600);
  for (let i = 0; i < 3; i++) {
    const q = `${r.int(1, 9)}.${r.digits(3)}`;
    s.emit(at, PP.stock, "warn", `euro-motor row ${r.int(2, 40) + i * 40}: qty '${q}' rejected (sku ${sku(r)})`);
    at += r.int(1, 5);
  }
  s.emit(
    at + r.int(200, 600),
    PP.stock,
    "error",
    `feed euro-motor rejected: ${rows - r.int(0, 12)}/${rows} rows failed validation (threshold 5%), keeping previous snapshot`,
    {
      errType: "pydantic_core._pydantic_core.ValidationError",
      stack: pyTrace(
        [
          ["/app/stock_sync/feeds.py", 171, "parse_rows", "rows.append(StockRow.model_validate(raw))"],
          [
            "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
            568,
            "model_validate",
            "return cls.__pydantic_validator__.validate_python(",
          ],
        ],
        `pydantic_core._pydantic_core.ValidationError: 1 validation error for StockRow\nqty\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='1.250', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/int_parsing`,
      ),
    },
  );
}

const npeGuard: Incident = {
  key: "pp-checkout-npe",
  estate: "partspilot",
  category: "null_reference",
  origin: PP.checkout,
  hints: ["nullpointer", "null", "npe"],
  severity: "high",
  note: "checkout 7.5.0 added a fitment guard that dereferences the basket's vehicle, so every checkout and delivery quote for a basket without a vehicle (oils, wipers, accessories) fails with a NullPointerException.",
  at: [0.35, 0.55],
  flows(q) {
    const r = q.r;
    if (q.flow === "checkout" && r.chance(0.55)) {
      ppCheckoutFlow(q, {
        guard(q2, d, b) {
          q2.log(
            d + r.int(3, 9),
            PP.checkout,
            "error",
            npeHead(),
            npe(r, "CheckoutController", "placeOrder", "CheckoutService.placeOrder(CheckoutService.java:142)"),
          );
          q2.log(d + r.int(12, 20), PP.bff, "error", `POST /api/checkout 500 ${d + r.int(25, 40)}ms basket=${b}`);
          return null;
        },
      });
      return true;
    }
    if (q.flow === "basket" && r.chance(0.3)) {
      const d = r.lat(15);
      q.log(
        d,
        PP.checkout,
        "error",
        npeHead(),
        npe(r, "QuoteController", "quote", "DeliveryQuoteService.quote(DeliveryQuoteService.java:77)"),
      );
      q.log(d + r.int(4, 9), PP.bff, "error", `GET /api/checkout/quote 500 ${d + r.int(10, 20)}ms`);
      return true;
    }
    return false;
  },
  run(s, start) {
    rollingRestart(s, PP.checkout, start - 16_000, "7.5.0");
    s.emit(
      start,
      PP.checkout,
      "error",
      npeHead(),
      npe(s.r, "CheckoutController", "placeOrder", "CheckoutService.placeOrder(CheckoutService.java:142)"),
    );
  },
};

function npeHead(): string {
  return 'Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "com.partspilot.checkout.model.Vehicle.getKtype()" because the return value of "com.partspilot.checkout.model.Basket.getVehicle()" is null] with root cause';
}

function npe(
  r: Scn["r"],
  controller: string,
  method: string,
  svcFrame: string,
): { stack: string; errType: string; logger: string } {
  return {
    errType: "java.lang.NullPointerException",
    logger: "o.a.c.c.C.[.[.[/].[dispatcherServlet]",
    stack: javaTrace(
      'java.lang.NullPointerException: Cannot invoke "com.partspilot.checkout.model.Vehicle.getKtype()" because the return value of "com.partspilot.checkout.model.Basket.getVehicle()" is null',
      [
        `com.partspilot.checkout.fitment.FitmentGuard.verify(FitmentGuard.java:${r.pick([57, 57, 61])})`,
        `com.partspilot.checkout.service.${svcFrame}`,
        ...springHandler(`com.partspilot.checkout.api.${controller}`, method, r.int(40, 90)),
        ...SPRING_MVC.slice(0, 8),
      ],
    ),
  };
}

const SPRING_FAIL = [
  "APPLICATION FAILED TO START",
  "***************************",
  "",
  "Description:",
  "",
  "Failed to bind properties under 'partsdata.client.read-timeout' to java.time.Duration:",
  "",
  "    Property: partsdata.client.read-timeout",
  '    Value: "5 s"',
  '    Origin: System Environment Property "PARTSDATA_CLIENT_READ_TIMEOUT"',
  "    Reason: failed to convert java.lang.String to java.time.Duration (caused by java.lang.IllegalArgumentException: '5 s' is not a valid duration)",
  "",
  "Action:",
  "",
  "Update your application's configuration",
].join("\n");

const bindFailure: Incident = {
  key: "pp-fitment-bad-duration",
  estate: "partspilot",
  category: "configuration",
  origin: PP.fit,
  hints: ["config", "property", "bind", "duration"],
  severity: "high",
  note: "A release of fitment-api set PARTSDATA_CLIENT_READ_TIMEOUT to '5 s', which Spring cannot bind to a Duration, so both pods crash-loop at start-up and every parts-for-my-car request fails.",
  flows(q) {
    if (q.flow !== "plate") return false;
    const r = q.r;
    const p = plate(r);
    const v = vehicle(r);
    const cat = partCat(r);
    const d1 = r.chance(0.6) ? r.int(1, 4) : r.lat(150);
    q.log(
      d1,
      PP.plate,
      "info",
      `vrm=${p} source=${d1 < 5 ? "cache" : "vdc"} ktype=${v.ktype} make=${v.make} dur=${d1}ms`,
    );
    const ip = `10.43.${r.int(80, 90)}.${r.int(2, 250)}`;
    q.log(
      d1 + r.int(1, 3),
      PP.bff,
      "error",
      `fitment-api request failed: connect ECONNREFUSED ${ip}:8080 (GET /v1/fitment?ktype=${v.ktype})`,
    );
    q.log(d1 + r.int(4, 8), PP.bff, "error", `GET /api/vehicles/${p}/parts?category=${cat} 503 ${d1 + r.int(8, 14)}ms`);
    return true;
  },
  drop(e, s) {
    return e.svc === PP.fit && s.on(e.t);
  },
  run(s, start) {
    const r = s.r;
    for (let p = 0; p < 2; p++)
      s.emit(
        start - 2_500 + p * 40,
        PP.fit,
        "info",
        "Commencing graceful shutdown. Waiting for active requests to complete",
        { pod: p },
      );
    for (let p = 0; p < 2; p++) {
      let t = start + p * r.int(100, 900);
      let backoff = 10_000;
      while (t < s.t1) {
        const secs = r.range(3, 4.5);
        s.emit(
          t,
          PP.fit,
          "info",
          "Starting FitmentApiApplication v3.18.0 using Java 21.0.5 with PID 1 (/app/app.jar started by app in /app)",
          { pod: p },
        );
        s.emit(t + 40, PP.fit, "info", 'The following 1 profile is active: "prod"', { pod: p });
        s.emit(
          t + secs * 1000 - 60,
          PP.fit,
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'partsDataClient' defined in URL [jar:nested:/app/app.jar/!BOOT-INF/classes/!/com/partspilot/fitment/partsdata/PartsDataClient.class]: Unsatisfied dependency expressed through constructor parameter 0: Error creating bean with name 'partsdata.client-com.partspilot.fitment.partsdata.PartsDataProperties': Could not bind properties to 'PartsDataProperties' : prefix=partsdata.client, ignoreInvalidFields=false, ignoreUnknownFields=true",
          { pod: p, logger: "o.s.b.w.s.c.AnnotationConfigServletWebServerApplicationContext" },
        );
        s.emit(t + secs * 1000, PP.fit, "error", "***************************", {
          pod: p,
          stack: SPRING_FAIL,
          logger: "o.s.b.d.LoggingFailureAnalysisReporter",
        });
        t += secs * 1000 + backoff;
        backoff = Math.min(backoff * 2, 300_000);
      }
    }
  },
};

const smtpBusy: Incident = {
  key: "pp-smtp-relay-421",
  estate: "partspilot",
  category: "dependency",
  origin: PP.mail,
  hints: ["smtp", "421", "unavailable", "serverbusy"],
  severity: "medium",
  note: "The SMTP relay mailer sends through started answering 421 Service not available, so order confirmation emails fail and pile up in Sidekiq's retry set.",
  flows(q) {
    if (q.flow !== "checkout") return false;
    ppCheckoutFlow(q, {
      mail(q2, d) {
        smtpFail(q2.s, d, q2.s.idFor(PP.mail, q2.id));
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    smtpFail(s, start);
    s.poisson(start, s.t1, 1 / 20, (t) => smtpFail(s, t, undefined, "PasswordResetMailer"));
    let size = r.int(20, 40);
    s.every(start + 30_000, s.t1, 60_000, 200, (t) => {
      size += r.int(8, 30);
      s.emit(t, PP.mail, "warn", `retry set size=${size} (mailers queue latency ${r.int(40, 300)}s)`);
    });
  },
};

function smtpFail(s: Scn, t: number, id?: string, mailer = "OrderConfirmationMailer"): void {
  const r = s.r;
  const jid = r.hex(24);
  const reply = r.chance(0.7)
    ? "421 4.3.2 Service not available, closing transmission channel"
    : "451 4.4.1 Temporary server error. Please try again later";
  const elapsed = (r.int(200, 2400) / 1000).toFixed(3);
  s.emit(t, PP.mail, "info", `class=ActionMailer::MailDeliveryJob jid=${jid} mailer=${mailer} start`, { id });
  s.emit(
    t + Number(elapsed) * 1000,
    PP.mail,
    "info",
    `class=ActionMailer::MailDeliveryJob jid=${jid} elapsed=${elapsed} fail`,
    { id },
  );
  s.emit(
    t + Number(elapsed) * 1000 + 2,
    PP.mail,
    "warn",
    `{"context":"Job raised exception","job":{"class":"ActionMailer::MailDeliveryJob","jid":"${jid}","retry_count":${r.int(0, 6)}},"error_class":"Net::SMTPServerBusy","error_message":"${reply}"}`,
    { id },
  );
  s.emit(t + Number(elapsed) * 1000 + 3, PP.mail, "warn", `Net::SMTPServerBusy: ${reply}`, {
    id,
    errType: "Net::SMTPServerBusy",
    stack: rubyTrace([
      "/usr/local/bundle/gems/net-smtp-0.5.0/lib/net/smtp.rb:1087:in `check_response'",
      "/usr/local/bundle/gems/net-smtp-0.5.0/lib/net/smtp.rb:1047:in `getok'",
      "/usr/local/bundle/gems/net-smtp-0.5.0/lib/net/smtp.rb:946:in `mailfrom'",
      "/usr/local/bundle/gems/net-smtp-0.5.0/lib/net/smtp.rb:768:in `send_message'",
      "/usr/local/bundle/gems/mail-2.8.1/lib/mail/network/delivery_methods/smtp_connection.rb:53:in `deliver!'",
      "/usr/local/bundle/gems/actionmailer-7.1.3/lib/action_mailer/delivery_methods.rb:65:in `wrap_delivery_behavior'",
      "/app/app/jobs/application_job.rb:9:in `perform'",
    ]),
  });
}

let bffCrashes: Array<[number, number, number]> = [];

const bffHeap: Incident = {
  key: "pp-bff-heap-oom",
  estate: "partspilot",
  category: "memory",
  origin: PP.bff,
  hints: ["heap", "memory", "oom", "allocation"],
  severity: "high",
  note: "web-bff's in-process page cache grows without bound under a crawler's unique URLs until V8 hits its heap limit; the pods crash one after another with 'JavaScript heap out of memory' and restart.",
  at: [0.15, 0.3],
  drop(e) {
    return e.svc === PP.bff && bffCrashes.some(([p, a, b]) => e.pod === p && e.t >= a && e.t < b);
  },
  run() {},
  plan(s, start) {
    const r = s.r;
    bffCrashes = [];
    const pods = r.shuffle([0, 1, 2]);
    let first = true;
    for (const [i, p] of pods.entries()) {
      let t = first ? start : start + r.int(20_000, 60_000) * (i + 1);
      first = false;
      while (t < s.t1) {
        let heap = r.int(1380, 1500);
        const crash = t + r.int(170_000, 260_000);
        for (let u = t; u < crash - 30_000; u += 20_000) {
          heap += r.int(30, 60);
          s.emit(
            u,
            PP.bff,
            "warn",
            `heap used ${heap} MB of 2048 MB limit (rss ${heap + r.int(180, 260)} MB), page cache entries=${r.int(40_000, 90_000)}`,
            { pod: p },
          );
        }
        s.emit(crash - 20_000, PP.bff, "warn", `event loop delay p99=${r.int(900, 2400)}ms over last 10s`, { pod: p });
        s.emit(crash - 8_000, PP.bff, "warn", `event loop delay p99=${r.int(2400, 5200)}ms over last 10s`, { pod: p });
        const ms = r.int(800_000, 9_000_000);
        const gcs = [
          "",
          `[1:0x6b4e2c0] ${ms} ms: Mark-Compact 2011.3 (2083.1) -> 1998.7 (2085.4) MB, 1812.44 / 0.00 ms  (average mu = 0.112, current mu = 0.031) allocation failure; scavenge might not succeed`,
          `[1:0x6b4e2c0] ${ms + 1830} ms: Mark-Compact 2014.9 (2085.4) -> 2003.2 (2088.1) MB, 1790.10 / 0.00 ms  (average mu = 0.071, current mu = 0.014) allocation failure; scavenge might not succeed`,
          "",
          "",
          "<--- JS stacktrace --->",
          "",
        ].join("\n");
        s.emit(crash, PP.bff, "error", "<--- Last few GCs --->", { pod: p, stack: gcs });
        s.emit(
          crash + 5,
          PP.bff,
          "fatal",
          "FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory",
          {
            pod: p,
            errType: "FATAL ERROR",
            stack: [
              " 1: 0xb8ced0 node::Abort() [node]",
              " 2: 0xa9a7a9  [node]",
              " 3: 0xd5c990 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0xd5cd37 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 5: 0xf3a3c5  [node]",
              " 6: 0xf4c8ad v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
              " 7: 0xf271ae v8::internal::HeapAllocator::AllocateRawWithLightRetrySlowPath(int, v8::internal::AllocationType, v8::internal::AllocationOrigin, v8::internal::AllocationAlignment) [node]",
              " 8: 0x1308fa5 v8::internal::Runtime_AllocateInYoungGeneration(int, unsigned long*, v8::internal::Isolate*) [node]",
            ].join("\n"),
          },
        );
        const restart = crash + r.int(1_000, 12_000);
        bffCrashes.push([p, crash + 6, restart]);
        t = startup(s, PP.bff, restart, p) + r.int(5_000, 20_000);
      }
    }
  },
};

function floodBlock(r: Scn["r"], n: number): { stack: string; errType: string; logger: string } {
  return {
    errType: "org.opensearch.OpenSearchStatusException",
    logger: "c.p.catalog.index.AvailabilityIndexer",
    stack: javaTrace(
      `org.opensearch.OpenSearchStatusException: OpenSearch exception [type=cluster_block_exception, reason=index [parts_v12] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]`,
      [
        "org.opensearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:202)",
        "org.opensearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2075)",
        "org.opensearch.client.RestHighLevelClient.parseResponseException(RestHighLevelClient.java:2052)",
        "org.opensearch.client.RestHighLevelClient.internalPerformRequest(RestHighLevelClient.java:1775)",
        "org.opensearch.client.RestHighLevelClient.bulk(RestHighLevelClient.java:354)",
        `com.partspilot.catalog.index.AvailabilityIndexer.flush(AvailabilityIndexer.java:${90 + (n % 7)})`,
        "com.partspilot.catalog.index.AvailabilityIndexer.apply(AvailabilityIndexer.java:61)",
      ],
      {
        head: `org.opensearch.client.ResponseException: method [POST], host [https://opensearch-parts.search.svc:9200], URI [/parts_v12/_bulk?timeout=1m], status line [HTTP/1.1 429 Too Many Requests]`,
        frames: [
          "org.opensearch.client.RestClient.convertResponse(RestClient.java:375)",
          "org.opensearch.client.RestClient.performRequest(RestClient.java:345)",
        ],
        more: r.int(8, 12),
      },
    ),
  };
}

const floodStage: Incident = {
  key: "pp-opensearch-flood-stage",
  estate: "partspilot",
  category: "disk",
  origin: PP.search,
  hints: ["disk", "flood", "watermark", "read-only"],
  severity: "medium",
  note: "The OpenSearch cluster behind catalog-search crossed the flood-stage disk watermark and set a read-only-allow-delete block, so every availability and price update catalog-search writes is rejected while searches still work.",
  jobs(name, t, s) {
    if (name !== "stock-feed") return false;
    const r = s.r;
    const sup = r.pick(PP_SUPPLIERS);
    ppStockFeed(s, t, sup, false);
    const n = r.int(20, 400);
    s.emit(
      t + r.int(2500, 4500),
      PP.search,
      "error",
      `bulk availability update failed: ${n} of ${n} items rejected (index parts_v12)`,
      floodBlock(r, n),
    );
    s.emit(
      t + r.int(4600, 4800),
      PP.stock,
      "warn",
      `catalog-search acknowledged 0/${n} availability updates for ${sup}; will resend next run`,
    );
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start,
      PP.search,
      "error",
      `price update batch failed: ${r.int(40, 90)} of ${r.int(90, 120)} items rejected (index parts_v12)`,
      floodBlock(r, 3),
    );
    s.every(start + 20_000, s.t1, 45_000, 3000, (t) => {
      const n = r.int(30, 200);
      s.emit(
        t,
        PP.search,
        "error",
        `price update batch failed: ${n} of ${n} items rejected (index parts_v12)`,
        floodBlock(r, n),
      );
    });
    let queued = 0;
    s.every(start + 30_000, s.t1, 60_000, 500, (t) => {
      queued += r.int(200, 900);
      s.emit(
        t,
        PP.search,
        "warn",
        `index parts_v12 is read-only (index.blocks.read_only_allow_delete=true); ${queued} updates queued for retry`,
      );
    });
  },
};

const basketUnknown: Incident = {
  key: "pp-basket-500",
  estate: "partspilot",
  category: "unknown",
  origin: PP.basket,
  hints: ["internal", "500", "unhandled", "unknown"],
  severity: "high",
  note: "basket starts answering 500 to nearly every write with nothing in its logs but '[object Object]', so add-to-basket and checkout fail for most shoppers; the cause never appears.",
  flows(q) {
    const r = q.r;
    if (q.flow === "basket" && r.chance(0.9)) {
      const b = `b_${r.hex(10)}`;
      let d = r.lat(6);
      for (let a = 1; a <= 2; a++) {
        q.log(d, PP.basket, "error", "unhandled rejection while handling request: [object Object]");
        q.log(d + 1, PP.basket, "error", `POST /baskets/${b}/items 500 ${r.int(2, 9)}ms`);
        d += r.int(50, 120);
      }
      q.log(d, PP.bff, "error", `basket-service POST /baskets/${b}/items -> 500 Internal Server Error (after 1 retry)`);
      q.log(d + 2, PP.bff, "error", `POST /api/basket/items 502 ${d + 5}ms`);
      return true;
    }
    if (q.flow === "checkout" && r.chance(0.9)) {
      ppCheckoutFlow(q, {
        lock(q2, d, b) {
          q2.log(d, PP.basket, "error", `POST /baskets/${b}/lock 500 ${r.int(2, 9)}ms`);
          q2.log(d + 5, PP.checkout, "error", `Could not lock basket ${b}: 500 INTERNAL_SERVER_ERROR from basket`);
          q2.log(d + 9, PP.bff, "error", `POST /api/checkout 502 ${d + 14}ms`);
          return null;
        },
      });
      return true;
    }
    return false;
  },
  run(s, start) {
    const r = s.r;
    s.emit(start, PP.basket, "error", `POST /baskets/b_${r.hex(10)}/items 500 ${r.int(2, 9)}ms`);
  },
};

export const PARTSPILOT_INCIDENTS: Incident[] = [
  vdcKey,
  s3Denied,
  deadlock,
  courierDns,
  partsdataTimeout,
  pspThrottle,
  feedValidation,
  npeGuard,
  bindFailure,
  smtpBusy,
  bffHeap,
  floodStage,
  basketUnknown,
];
