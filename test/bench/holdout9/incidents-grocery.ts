// Grocery-delivery incidents (estate "freshcart"): 15 scenarios across the categories.
import { E, ip, once, seq } from "./dsl.js";
import type { Rng } from "./rng.js";
import { dotnetStack, javaStack, pyStack, rubyStack } from "./stacks.js";
import type { Spec } from "./types.js";

const ord = (r: Rng) => `O-${r.int(4100000, 4999999)}`;
const cart = (r: Rng) => `c_${r.hex(10)}`;

export const groceryIncidents: Spec[] = [
  {
    estate: "grocery",
    cat: "authentication",
    origin: "payments-adapter",
    hints: ["401", "auth", "key"],
    sev: "high",
    note: "PSP API key revoked after rotation; adapter gets 401s, orchestrator and BFF report 502 louder; 3 hops",
    emits: [
      E(
        "payments-adapter",
        "error",
        2.5,
        (r) =>
          `Adyen authorise failed for ${ord(r)}: HTTP 401 Unauthorized {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"}`,
        {
          etype: "Adyen.HttpClient.HttpClientException",
          stack: () =>
            dotnetStack("Adyen.HttpClient.HttpClientException: HTTP Exception: Unauthorized", [
              "Adyen.HttpClient.HttpClientWrapper.RequestAsync(String endpoint, String requestBody, RequestOptions requestOptions, HttpMethod httpMethod, CancellationToken cancellationToken)",
              "Adyen.Service.Checkout.PaymentsService.PaymentsAsync(PaymentRequest paymentRequest, RequestOptions requestOptions)",
              "Freshcart.Payments.AuthorizeHandler.Handle(AuthorizeCommand cmd, CancellationToken ct) in /src/Payments/AuthorizeHandler.cs:line 57",
            ]),
        },
      ),
      once(
        "payments-adapter",
        "warn",
        40,
        "Credential check: X-API-Key for merchant FreshcartNL rejected by PSP 3 consecutive times; key id ws_812***@Company.Freshcart",
      ),
      E(
        "order-orchestrator",
        "error",
        1.2,
        (r) => `saga step authorize-payment failed for ${ord(r)}: 502 Bad Gateway from payments-adapter, compensating`,
        { lag: 1 },
      ),
      E(
        "storefront-bff",
        "error",
        0.8,
        (r) =>
          `POST /api/v3/checkout 502 ${r.int(300, 1200)}ms upstream=order-orchestrator err="payment authorization failed"`,
        { lag: 1.5, traced: true },
      ),
      E("storefront-bff", "warn", 6, (r) => `checkout error rate ${r.int(18, 60)}% over 60s (threshold 5%)`, {
        lag: 30,
      }),
    ],
  },
  {
    estate: "grocery",
    cat: "authorization",
    origin: "picking-planner",
    hints: ["accessdenied", "denied", "permission"],
    sev: "medium",
    note: "IAM policy change drops s3:PutObject for pick-list bucket; Celery tasks fail with AccessDenied, orders stall in PICKING; 2 hops",
    emits: [
      E(
        "picking-planner",
        "error",
        4,
        (r) =>
          `Task picking.tasks.publish_picklist[${r.hex(8)}-${r.hex(4)}] raised unexpected: ClientError('An error occurred (AccessDenied) when calling the PutObject operation: Access Denied')`,
        {
          etype: "botocore.exceptions.ClientError",
          stack: (r) =>
            pyStack(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                  453,
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                [
                  "/app/picking/tasks.py",
                  88,
                  "publish_picklist",
                  `s3.put_object(Bucket="fc-picklists-prod", Key=f"waves/{wave_id}.pdf", Body=pdf)`,
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                  983,
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::48213377:assumed-role/picking-planner-irsa/botocore-session-${r.int(1700000000, 1799999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::fc-picklists-prod/waves/W-${r.int(10000, 99999)}.pdf" because no identity-based policy allows the s3:PutObject action`,
            ),
        },
      ),
      E(
        "picking-planner",
        "warn",
        9,
        (r) =>
          `Task picking.tasks.publish_picklist[${r.hex(8)}-${r.hex(4)}] retry: Retry in 30s: ClientError('AccessDenied')`,
        { lag: 3 },
      ),
      E(
        "order-orchestrator",
        "warn",
        5,
        (r) => `order ${ord(r)} stuck in PICKING for ${r.int(10, 40)} min (no pick list published)`,
        { lag: 120 },
      ),
      E(
        "courier-dispatch",
        "warn",
        12,
        (r) => `dispatch tick: ${r.int(0, 3)} orders ready, ${r.int(30, 60)} couriers idle (waiting on pick lists)`,
        { lag: 200 },
      ),
    ],
  },
  {
    estate: "grocery",
    cat: "authorization",
    origin: "courier-dispatch",
    hints: ["denied", "403", "permission"],
    sev: "medium",
    note: "maps API key restriction tightened; courier-dispatch gets 403 REQUEST_DENIED for routing, logs WARN and falls back; BFF ETA errors louder; 2 hops",
    emits: [
      E(
        "courier-dispatch",
        "warn",
        2,
        (r) =>
          `routing provider returned 403 Forbidden: {"error_message":"This API key is not authorized to use this service or API.","status":"REQUEST_DENIED"} for ${ord(r)}, falling back to straight-line ETA`,
      ),
      E(
        "storefront-bff",
        "error",
        0.9,
        (r) =>
          `GET /api/v3/orders/${ord(r)}/eta 500 ${r.int(30, 200)}ms: courier-dispatch returned eta_source=fallback with null polyline`,
        { lag: 2, traced: true },
      ),
      E("courier-dispatch", "error", 30, () => "route cache miss storm: 100% of lookups served by fallback estimator", {
        lag: 60,
      }),
      E("notif-relay", "warn", 8, (r) => `ETA push suppressed for ${ord(r)}: eta confidence low`, { lag: 20 }),
    ],
  },
  {
    estate: "grocery",
    cat: "database",
    origin: "inventory-ledger",
    hints: ["connection", "too many", "database"],
    sev: "high",
    note: "Postgres max_connections exhausted by ledger's pool after scale-out; FATAL too many clients; orchestrator saga timeouts and BFF 503s louder; 3 hops",
    emits: [
      E("inventory-ledger", "error", 1.5, (r) => `Failed to obtain JDBC Connection for reservation of ${ord(r)}`, {
        etype: "org.postgresql.util.PSQLException",
        stack: () =>
          javaStack(
            "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
            [
              "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
              "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:376)",
              "com.freshcart.ledger.ReservationRepository.reserve(ReservationRepository.java:61)",
            ],
            [
              "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
              "\t... 48 common frames omitted",
            ],
          ),
      }),
      E("inventory-ledger", "warn", 7, () => "HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=112)", {
        lag: 5,
      }),
      E(
        "order-orchestrator",
        "error",
        0.7,
        (r) =>
          `saga step reserve-stock failed for ${ord(r)}: 503 Service Unavailable from inventory-ledger (attempt ${r.int(1, 3)}/3)`,
        { lag: 2 },
      ),
      E(
        "storefront-bff",
        "error",
        1,
        (r) => `POST /api/v3/checkout 503 ${r.int(2000, 5200)}ms upstream=order-orchestrator`,
        { lag: 3, traced: true },
      ),
      E("picking-planner", "warn", 15, () => "wave planning paused: no reserved orders in last 60s", { lag: 90 }),
    ],
  },
  {
    estate: "grocery",
    cat: "network",
    origin: "cart-svc",
    hints: ["reset", "connection", "network"],
    sev: "high",
    note: "node NIC flaps after CNI upgrade; cart-svc (Go) sees connection resets to its Redis, BFF cart calls fail louder; 2 hops",
    emits: [
      E(
        "cart-svc",
        "error",
        1,
        (r) =>
          `redis: GET cart:${cart(r)}: read tcp ${ip(r)}:${r.int(30000, 60000)}->10.42.9.14:6379: read: connection reset by peer`,
      ),
      E(
        "cart-svc",
        "warn",
        3,
        (r) =>
          `redis: discarding bad PubSub connection: write tcp ${ip(r)}:${r.int(30000, 60000)}->10.42.9.14:6379: write: broken pipe`,
        { lag: 2 },
      ),
      E(
        "storefront-bff",
        "error",
        0.5,
        (r) => `POST /api/v3/cart/items 500 ${r.int(20, 400)}ms: cart-svc responded {"error":"internal"}`,
        { lag: 1, traced: true },
      ),
      E("storefront-bff", "warn", 4, (r) => `retrying cart-svc call (attempt ${r.int(2, 3)}) after 500`, { lag: 1 }),
      E(
        "promo-engine",
        "warn",
        10,
        (r) => `cart ${cart(r)} not found when evaluating promotions (cart-svc 404), skipping`,
        { lag: 20 },
      ),
    ],
  },
  {
    estate: "grocery",
    cat: "timeout",
    origin: "inventory-ledger",
    hints: ["timeout", "statement", "cancel"],
    sev: "high",
    note: "snapshot job holds locks, reservation queries hit statement_timeout (57014) at ledger (WARN-level), orchestrator Reactor timeouts and 504s louder; 3 hops",
    emits: [
      E(
        "inventory-ledger",
        "warn",
        2.2,
        (r) =>
          `reserve ${ord(r)} aborted: ERROR: canceling statement due to statement timeout (SQLSTATE 57014) after 5000ms`,
      ),
      once("inventory-ledger", "info", -20, "stock snapshot for store AMS-07 started (full rebuild, 48 212 rows)"),
      E("order-orchestrator", "error", 0.8, (r) => `saga step reserve-stock failed for ${ord(r)}`, {
        lag: 3,
        etype: "java.util.concurrent.TimeoutException",
        stack: () =>
          javaStack(
            "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 6000ms in 'flatMap' (and no fallback has been configured)",
            [
              "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)",
              "com.freshcart.orchestrator.saga.ReserveStockStep.execute(ReserveStockStep.java:44)",
            ],
          ),
      }),
      E(
        "storefront-bff",
        "error",
        0.9,
        (r) => `POST /api/v3/checkout 504 ${r.int(6000, 6300)}ms upstream=order-orchestrator`,
        { lag: 4, traced: true },
      ),
    ],
  },
  {
    estate: "grocery",
    cat: "timeout",
    origin: "picking-planner",
    hints: ["timeout", "timelimit", "time limit"],
    sev: "medium",
    note: "route solver exceeds Celery soft time limit on big waves after catalogue growth; waves pile up; orchestrator WARNs; 2 hops, origin alone logs errors",
    emits: [
      E(
        "picking-planner",
        "error",
        8,
        (r) => `Task picking.tasks.plan_wave[${r.hex(8)}-${r.hex(4)}] raised unexpected: SoftTimeLimitExceeded()`,
        {
          etype: "celery.exceptions.SoftTimeLimitExceeded",
          stack: () =>
            pyStack(
              [
                ["/app/picking/tasks.py", 41, "plan_wave", "routes = solver.solve(wave, time_limit=30)"],
                ["/app/picking/solver.py", 212, "solve", "self._model.Solve(self._search_params)"],
                [
                  "/usr/local/lib/python3.11/site-packages/billiard/pool.py",
                  229,
                  "soft_timeout_sighandler",
                  "raise SoftTimeLimitExceeded()",
                ],
              ],
              "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
            ),
        },
      ),
      E("picking-planner", "warn", 20, (r) => `queue picking.plan depth=${r.int(40, 400)} oldest=${r.int(2, 20)}m`, {
        lag: 60,
      }),
      E(
        "order-orchestrator",
        "warn",
        4,
        (r) => `order ${ord(r)} waiting for wave assignment ${r.int(5, 30)}m (SLA 10m)`,
        { lag: 180 },
      ),
    ],
  },
  {
    estate: "grocery",
    cat: "rate_limiting",
    origin: "notif-relay",
    hints: ["429", "rate", "too many"],
    sev: "medium",
    note: "evening promo blast exhausts Twilio account concurrency; notif-relay gets 429 / error 20429 and retries; orchestrator WARNs about missing notifications; 2 hops",
    emits: [
      once("promo-engine", "info", -30, "campaign BLAST-SPRING queued 48 210 SMS via notif-relay"),
      E(
        "notif-relay",
        "error",
        0.35,
        (r) =>
          `twilio POST /2010-04-01/Accounts/AC${r.hex(32)}/Messages.json -> 429 Too Many Requests (code 20429), retry-after ${r.int(1, 5)}s`,
      ),
      E(
        "notif-relay",
        "warn",
        3,
        (r) => `send queue backlog ${r.int(4000, 40000)} messages; delivery delay ${r.int(2, 30)}m`,
        { lag: 15 },
      ),
      E(
        "order-orchestrator",
        "warn",
        6,
        (r) => `customer notification for ${ord(r)} not acknowledged by notif-relay within 120s`,
        { lag: 120 },
      ),
    ],
  },
  {
    estate: "grocery",
    cat: "validation",
    origin: "inventory-ledger",
    hints: ["validation", "invalid", "gtin"],
    sev: "medium",
    note: "supplier price/stock feed changes GTIN padding; ledger rejects rows with validation errors, stock goes stale, BFF shows out-of-stock; 2 hops",
    emits: [
      E(
        "inventory-ledger",
        "error",
        0.8,
        (r) =>
          `supplier feed ${r.pick(["UNILEVER-NL", "FRIESLAND", "BAKKER-BART"])} row ${r.int(1, 9000)} rejected: ConstraintViolationException: gtin: must match "\\d{13}" (value '${r.int(10000000000, 99999999999)}')`,
      ),
      E(
        "inventory-ledger",
        "warn",
        25,
        (r) =>
          `feed batch completed with ${r.int(800, 3000)} invalid rows of ${r.int(3000, 9000)}; stock not updated for rejected SKUs`,
        { lag: 10 },
      ),
      E(
        "storefront-bff",
        "warn",
        2,
        (r) => `GET /api/v3/catalog/search 200 but ${r.int(10, 40)}% items out of stock at store AMS-0${r.int(1, 9)}`,
        { lag: 60 },
      ),
      E("cart-svc", "warn", 3, (r) => `cart ${cart(r)}: line removed, SKU unavailable`, { lag: 90 }),
    ],
  },
  {
    estate: "grocery",
    cat: "null_reference",
    origin: "promo-engine",
    hints: ["nomethoderror", "nil", "undefined"],
    sev: "high",
    note: "promo rule without discount tier crashes Ruby evaluator with NoMethodError on nil; cart totals and checkout fail; 3 hops",
    emits: [
      E(
        "promo-engine",
        "error",
        1,
        (r) => `NoMethodError (undefined method \`percent_off' for nil:NilClass) evaluating cart ${cart(r)}`,
        {
          etype: "NoMethodError",
          stack: () =>
            rubyStack("app/models/promotion_rule.rb:73:in `discount_for'", [
              "app/services/promotion_evaluator.rb:41:in `block in call'",
              "app/services/promotion_evaluator.rb:38:in `each'",
              "app/controllers/v1/promotions_controller.rb:12:in `evaluate'",
            ]),
        },
      ),
      E(
        "promo-engine",
        "info",
        1,
        (r) => `Completed 500 Internal Server Error in ${r.int(3, 20)}ms (ActiveRecord: ${r.f(0.5, 5)}ms)`,
        { lag: 0.1 },
      ),
      E(
        "cart-svc",
        "error",
        0.6,
        (r) => `pricing cart ${cart(r)}: promo-engine POST /v1/promotions/evaluate: unexpected status 500`,
        { lag: 0.5 },
      ),
      E("storefront-bff", "error", 0.7, (r) => `GET /api/v3/cart 502 ${r.int(40, 300)}ms upstream=cart-svc`, {
        lag: 1,
        traced: true,
      }),
      once("promo-engine", "info", -45, "promotion rule PR-8812 'Weekend bundle' published by marketing (tiers: 0)"),
    ],
  },
  {
    estate: "grocery",
    cat: "configuration",
    origin: "payments-adapter",
    hints: ["config", "option", "merchant"],
    sev: "high",
    note: "payments-adapter v2.31 release drops Psp:MerchantAccount from appsettings; options validation fails per request; orchestrator/BFF 500s; 3 hops",
    minOnset: 90,
    emits: [
      ...seq("payments-adapter", "info", -70, 4, [
        "Application is shutting down... (rolling update to payments-adapter:2.31.0)",
        "Now listening on: http://[::]:8080",
        "Hosting environment: Production; Content root path: /app; version 2.31.0",
      ]),
      E("payments-adapter", "error", 1.6, (r) => `Unhandled exception authorising ${ord(r)}`, {
        etype: "Microsoft.Extensions.Options.OptionsValidationException",
        stack: () =>
          dotnetStack(
            "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'PspOptions' members: 'MerchantAccount' with the error: 'The MerchantAccount field is required.'.",
            [
              "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
              "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
              "Freshcart.Payments.PspClient..ctor(IOptions`1 options) in /src/Payments/PspClient.cs:line 22",
            ],
          ),
      }),
      E(
        "order-orchestrator",
        "error",
        0.9,
        (r) => `saga step authorize-payment failed for ${ord(r)}: 500 Internal Server Error from payments-adapter`,
        { lag: 1 },
      ),
      E(
        "storefront-bff",
        "error",
        1,
        (r) => `POST /api/v3/checkout 500 ${r.int(100, 600)}ms upstream=order-orchestrator`,
        { lag: 1.5, traced: true },
      ),
    ],
  },
  {
    estate: "grocery",
    cat: "dependency",
    origin: "payments-adapter",
    hints: ["503", "circuit", "unavailable"],
    sev: "high",
    note: "PSP outage: vendor answers 503 then Polly breaker opens in payments-adapter; orchestrator retries loudly; 3 hops",
    emits: [
      E(
        "payments-adapter",
        "warn",
        1.5,
        (r) =>
          `PSP call /payments for ${ord(r)} returned 503 Service Unavailable (checkout-live.adyen.com), attempt ${r.int(1, 3)}/3`,
        { dur: 45 },
      ),
      once(
        "payments-adapter",
        "error",
        45,
        "Circuit breaker 'psp' opened for 30s after 25 failures (503 Service Unavailable from checkout-live.adyen.com)",
      ),
      E("payments-adapter", "error", 1.2, (r) => `Authorization for ${ord(r)} rejected fast`, {
        lag: 46,
        etype: "Polly.CircuitBreaker.BrokenCircuitException",
        stack: () =>
          dotnetStack(
            "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
            [
              "Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
              "Freshcart.Payments.PspClient.AuthoriseAsync(PaymentRequest req) in /src/Payments/PspClient.cs:line 71",
            ],
          ),
      }),
      E(
        "order-orchestrator",
        "error",
        0.6,
        (r) =>
          `saga step authorize-payment failed for ${ord(r)}: 502 Bad Gateway from payments-adapter; retry ${r.int(1, 5)}/5 scheduled`,
        { lag: 3 },
      ),
      E(
        "storefront-bff",
        "error",
        0.9,
        (r) => `POST /api/v3/checkout 502 ${r.int(800, 4000)}ms upstream=order-orchestrator`,
        { lag: 4, traced: true },
      ),
    ],
  },
  {
    estate: "grocery",
    cat: "memory",
    origin: "picking-planner",
    hints: ["oom", "memory", "killed"],
    sev: "high",
    note: "planner loads whole store catalogue per wave, RSS climbs, kernel OOM kill and kubelet OOMKilled restarts; planner goes quiet, orders stall; origin crashes silently",
    silence: [{ svc: "picking-planner", lag: 0, dur: 40 }],
    emits: [
      once("picking-planner", "warn", -180, "worker pid 31 memory usage 2.9GiB (limit 3GiB) after wave W-55102"),
      E(
        "kernel",
        "error",
        150,
        (r) =>
          `Memory cgroup out of memory: Killed process ${r.int(2000, 9000)} (celery) total-vm:${r.int(3900000, 4200000)}kB, anon-rss:3141212kB, file-rss:11264kB, shmem-rss:0kB, UID:1000 pgtables:6540kB oom_score_adj:985`,
      ),
      E(
        "kubelet",
        "warn",
        150,
        () =>
          `Container picking-planner in pod picking-planner-6d9f7c-x2bqk terminated: reason=OOMKilled exitCode=137, restarting (back-off 40s)`,
        { lag: 1 },
      ),
      E("picking-planner", "info", 150, () => "celery@picking-planner-6d9f7c-x2bqk ready.", { lag: 41 }),
      E(
        "picking-planner",
        "warn",
        150,
        () => "worker pid 31 memory usage 2.7GiB (limit 3GiB) loading catalogue for AMS-07",
        { lag: 110 },
      ),
      E(
        "order-orchestrator",
        "warn",
        5,
        (r) => `order ${ord(r)} waiting for wave assignment ${r.int(5, 30)}m (SLA 10m)`,
        { lag: 90 },
      ),
      E("courier-dispatch", "warn", 15, (r) => `${r.int(20, 70)} couriers idle > 15m`, { lag: 200 }),
    ],
  },
  {
    estate: "grocery",
    cat: "disk",
    origin: "inventory-ledger",
    hints: ["space", "disk", "device"],
    sev: "high",
    note: "Kafka Streams state dir fills the ledger's PVC; No space left on device, stream thread dies; reservations fail; 2 hops",
    emits: [
      once("inventory-ledger", "warn", -240, "state store /var/lib/ledger/streams usage 91% (18.2GiB of 20GiB)"),
      E(
        "inventory-ledger",
        "error",
        2,
        () => `stream-thread [ledger-app-StreamThread-${1}] Encountered the following exception during processing`,
        {
          etype: "org.apache.kafka.streams.errors.ProcessorStateException",
          stack: () =>
            javaStack(
              "org.apache.kafka.streams.errors.ProcessorStateException: Error while putting key/value into store stock-by-sku",
              [
                "org.apache.kafka.streams.state.internals.RocksDBStore.put(RocksDBStore.java:312)",
                "com.freshcart.ledger.stream.StockProcessor.process(StockProcessor.java:58)",
              ],
              [
                "Caused by: org.rocksdb.RocksDBException: While appending to file: /var/lib/ledger/streams/0_3/rocksdb/stock-by-sku/000481.log: No space left on device",
                "\tat org.rocksdb.RocksDB.put(Native Method)",
              ],
            ),
        },
      ),
      E(
        "inventory-ledger",
        "error",
        6,
        (r) => `reservation for ${ord(r)} failed: stock store unavailable (state RESTORING)`,
        { lag: 10 },
      ),
      E(
        "order-orchestrator",
        "error",
        1,
        (r) => `saga step reserve-stock failed for ${ord(r)}: 500 from inventory-ledger`,
        { lag: 5 },
      ),
      E(
        "storefront-bff",
        "error",
        1.5,
        (r) => `POST /api/v3/checkout 500 ${r.int(100, 700)}ms upstream=order-orchestrator`,
        { lag: 6, traced: true },
      ),
    ],
  },
  {
    estate: "grocery",
    cat: "unknown",
    origin: "cart-svc",
    hints: ["unknown", "exit", "crash"],
    sev: "high",
    note: "cart-svc (Go) exits repeatedly with status 2 and no message; kubelet CrashLoopBackOff and BFF 503s are louder; origin never says why",
    silence: [{ svc: "cart-svc", lag: 0 }],
    emits: [
      E("cart-svc", "error", 60, () => "shutting down: exit status 2"),
      E(
        "kubelet",
        "warn",
        60,
        () => "Back-off restarting failed container cart-svc in pod cart-svc-7c5d9b-2mzkq (exitCode=2)",
        { lag: 2 },
      ),
      E("cart-svc", "info", 60, () => "cart-svc starting (build 5f2c1aa), listening on :8080", { lag: 25 }),
      E(
        "storefront-bff",
        "error",
        0.4,
        (r) => `POST /api/v3/cart/items 503 ${r.int(1, 30)}ms: no healthy upstream for cart-svc`,
        { lag: 1, traced: true },
      ),
      E("promo-engine", "warn", 8, (r) => `cart lookup for ${cart(r)} failed (cart-svc connection refused), skipping`, {
        lag: 3,
      }),
    ],
  },
];
