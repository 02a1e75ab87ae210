// The 26 incidents of the two consignment stores: Second Act Consignment (C, trace ids) and Encore Closet (D, none).
import type { IncidentSpec } from "./incidents.js";
import type { Rng } from "./rng.js";
import { dotnet, goPanic, java, node, python } from "./stacks.js";

const sku = (r: Rng) => `SA-${r.digits(6)}`;
const so = (r: Rng) => `SO-${r.digits(7)}`;
const cons = (r: Rng) => `C${r.digits(5)}`;
const tag = (r: Rng) => `EC${r.digits(7)}`;
const cart = (r: Rng) => r.hex(10);

export const CONSIGN: IncidentSpec[] = [
  // ------------------------------------------------------------------ C: Second Act Consignment
  {
    estate: "C",
    category: "authentication",
    origin: "payout-runner",
    hints: ["401", "unauthorized", "invalid_client", "authentication", "credential", "token"],
    sev: "medium",
    note: "payout-runner's OAuth client for the payout provider is rejected (401 invalid_client), so released consignor payouts are not paid.",
    play: (c) => {
      c.mute("payout-runner", 0, 0, true);
      c.every(
        "payout-runner",
        "error",
        0,
        null,
        30,
        () =>
          'Token request to https://auth.payrails.example/oauth2/token failed: 401 {"error":"invalid_client","error_description":"Client authentication failed"}',
      );
      c.every(
        "payout-runner",
        "error",
        2,
        null,
        30,
        (r) => `PayoutSweep: payout PO-${r.digits(6)} for consignor ${cons(r)} not sent`,
        () =>
          dotnet(
            "System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
            [
              "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
              "SecondAct.Payouts.Provider.TokenCache.AcquireAsync(CancellationToken ct) in /src/Payouts/Provider/TokenCache.cs:line 54",
              "SecondAct.Payouts.Provider.PayRailsClient.SendAsync(PayoutRequest req, CancellationToken ct) in /src/Payouts/Provider/PayRailsClient.cs:line 31",
              "SecondAct.Payouts.PayoutSweep.ExecuteAsync(CancellationToken stoppingToken) in /src/Payouts/PayoutSweep.cs:line 77",
            ],
          ),
      );
      c.every(
        "payout-runner",
        "warn",
        4,
        null,
        6,
        (r) => `Retrying payout PO-${r.digits(6)} in ${r.int(5, 60)}s (attempt ${r.int(2, 5)})`,
      );
      c.every(
        "consignor-hub",
        "warn",
        40,
        null,
        15,
        (r) => `consignor ${cons(r)} asked about missing payout; payout-runner reports status=failed`,
      );
      c.every("mailer", "info", 60, null, 20, () => "queued template payout_delayed to consignor");
    },
  },
  {
    estate: "C",
    category: "authorization",
    origin: "consignor-hub",
    hints: ["permission", "privilege", "denied", "insufficientprivilege", "authoriz"],
    sev: "medium",
    note: "After a grants change consignor-hub's DB role gets 'permission denied for table payout_holds'; checkout-api cannot record consignor sales.",
    play: (c) => {
      c.mute("consignor-hub", 0, 0.05);
      c.every(
        "consignor-hub",
        "error",
        0,
        null,
        3,
        (r) => `Exception in ASGI application (POST /sales item=${sku(r)})`,
        () =>
          python(
            [
              [
                "/usr/local/lib/python3.12/site-packages/uvicorn/protocols/http/httptools_impl.py",
                411,
                "run_asgi",
                "result = await app(  # type: ignore[func-returns-value]",
              ],
              [
                "/app/consignor_hub/sales.py",
                64,
                "record_sale",
                "await conn.execute(INSERT_HOLD, sale.item_id, sale.consignor_id, hold_until)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/psycopg/cursor_async.py",
                97,
                "execute",
                "raise ex.with_traceback(None)",
              ],
            ],
            "psycopg.errors.InsufficientPrivilege: permission denied for table payout_holds",
          ),
      );
      c.every(
        "checkout-api",
        "error",
        1,
        null,
        1.4,
        (r) =>
          `c.s.checkout.ConsignorClient : recording sale for ${so(r)} failed: 500 Internal Server Error from POST http://consignor-hub:8000/sales`,
      );
      c.every(
        "checkout-api",
        "warn",
        1,
        null,
        1.1,
        (r) => `o.s.retry.support.RetryTemplate : Retry: count=${r.int(1, 3)} recordSale`,
      );
    },
  },
  {
    estate: "C",
    category: "database",
    origin: "checkout-api",
    hints: ["deadlock", "mysql", "sql", "database", "1213"],
    sev: "high",
    note: "checkout-api's order transactions deadlock in MySQL (error 1213) and online checkout returns 500s.",
    play: (c) => {
      c.mute("checkout-api", 0, 0.3);
      c.every(
        "checkout-api",
        "warn",
        0,
        null,
        2.2,
        () => "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 1213, SQLState: 40001",
      );
      c.every(
        "checkout-api",
        "error",
        0.2,
        null,
        2.2,
        () =>
          "o.h.engine.jdbc.spi.SqlExceptionHelper : Deadlock found when trying to get lock; try restarting transaction",
      );
      c.every(
        "checkout-api",
        "error",
        1,
        null,
        8,
        (r) => `c.s.checkout.web.OrderController : order ${so(r)} failed`,
        () =>
          java(
            "org.springframework.dao.CannotAcquireLockException: could not execute statement [Deadlock found when trying to get lock; try restarting transaction] [update item_reservation set state=? where item_id=?]",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:262)",
              "com.secondact.checkout.OrderService.place(OrderService.java:118)",
            ],
            {
              head: "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
              frames: [
                "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:123)",
                "com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdateInternal(ClientPreparedStatement.java:1061)",
              ],
            },
          ),
      );
      c.every(
        "shop-web",
        "error",
        1,
        null,
        1.2,
        (r) => `POST /api/checkout 500 ${r.int(200, 1400)}ms - checkout-api responded 500`,
      );
      c.every("shop-web", "warn", 1, null, 1.0, () => "checkout-api call failed, retrying (1/2)");
    },
  },
  {
    estate: "C",
    category: "network",
    origin: "register-bridge",
    hints: ["reset", "network", "route", "tunnel", "connection", "socket"],
    sev: "medium",
    note: "register-bridge's tunnels to the stores drop (connection resets, no route to host) and in-store sales stop syncing.",
    play: (c) => {
      c.mute("register-bridge", 0, 0, true);
      c.every(
        "register-bridge",
        "error",
        0,
        null,
        3,
        (r) => `[store ${r.int(1, 6)}] tunnel read failed: Connection reset by peer [system:104]; reconnecting`,
      );
      c.every(
        "register-bridge",
        "error",
        2,
        null,
        5,
        (r) => `[store ${r.int(1, 6)}] connect 10.60.${r.int(1, 6)}.10:9100 failed: No route to host [system:113]`,
      );
      c.every(
        "register-bridge",
        "warn",
        5,
        null,
        25,
        (r) => `heartbeat stores=6 tunnels_up=${r.int(0, 2)} queue_depth=${r.int(40, 900)}`,
      );
      c.every(
        "checkout-api",
        "warn",
        90,
        null,
        30,
        (r) =>
          `c.s.checkout.InStoreSaleListener : no in-store sales from stores ${r.int(1, 3)},${r.int(4, 6)} for ${r.int(2, 8)}m`,
      );
      c.every(
        "consignor-hub",
        "warn",
        120,
        null,
        40,
        () => "in-store sale feed lagging; consignor balances may be behind",
      );
    },
  },
  {
    estate: "C",
    category: "timeout",
    origin: "search-sync",
    hints: ["timeout", "sockettimeout", "timed out"],
    sev: "medium",
    note: "search-sync's bulk requests to the search cluster stop completing in time (30 s socket timeouts) and new listings are not searchable.",
    play: (c) => {
      c.mute("search-sync", 0, 0, true);
      c.every(
        "search-sync",
        "error",
        0,
        null,
        6,
        (r) => `c.s.search.BulkIndexer : bulk request of ${r.int(20, 400)} docs failed`,
        (r) =>
          java(
            `java.net.SocketTimeoutException: 30,000 milliseconds timeout on connection http-outgoing-${r.int(1, 12)} [ACTIVE]`,
            [
              "org.elasticsearch.client.RestClient.extractAndWrapCause(RestClient.java:915)",
              "org.elasticsearch.client.RestClient.performRequest(RestClient.java:300)",
              "co.elastic.clients.transport.rest_client.RestClientTransport.performRequest(RestClientTransport.java:147)",
              "com.secondact.search.BulkIndexer.flush(BulkIndexer.java:92)",
            ],
          ),
      );
      c.every(
        "search-sync",
        "warn",
        5,
        null,
        6,
        (r) =>
          `c.s.search.BulkIndexer : retrying bulk (${r.int(1, 5)}/5), indexing lag ${r.int(1, 12)}m${r.int(0, 59)}s`,
      );
      c.every(
        "intake-station",
        "warn",
        60,
        null,
        12,
        (r) => `listing ${sku(r)} not searchable ${r.int(120, 900)}s after tagging`,
      );
    },
  },
  {
    estate: "C",
    category: "rate_limiting",
    origin: "mailer",
    hints: ["throttl", "rate", "429", "sending rate", "limit"],
    sev: "medium",
    note: "A payout-released email blast pushes mailer over the SES sending rate; it logs Throttling at WARN and answers callers with 429.",
    play: (c) => {
      c.at("payout-runner", "info", -8, "PayoutSweep: month-end release, queued 2,418 payout_released emails");
      c.every(
        "mailer",
        "warn",
        0,
        null,
        1.2,
        () =>
          "SendEmail throttled: An error occurred (Throttling) when calling the SendEmail operation (reached max retries: 4): Maximum sending rate exceeded.",
      );
      c.every(
        "checkout-api",
        "error",
        3,
        null,
        2.2,
        (r) => `c.s.checkout.Notifier : order confirmation for ${so(r)} not accepted by mailer: 429 Too Many Requests`,
      );
      c.every(
        "payout-runner",
        "error",
        3,
        null,
        1.6,
        (r) => `Notify consignor ${cons(r)} failed: mailer returned 429 (TooManyRequests)`,
      );
      c.every("payout-runner", "warn", 3, null, 2, () => "Retrying mailer call in 2s");
    },
  },
  {
    estate: "C",
    category: "validation",
    origin: "intake-station",
    hints: ["validation", "zod", "invalid", "enum", "schema"],
    sev: "medium",
    note: "A seller-portal change sends condition 'Like New'; intake-station rejects every consignment batch in schema validation and consignor-hub reports 422s.",
    play: (c) => {
      c.mute("intake-station", 0, 0.3);
      c.every(
        "intake-station",
        "error",
        0,
        null,
        4,
        (r) =>
          `batch CB-${r.digits(5)} rejected: ZodError: [{"received":"Like New","code":"invalid_enum_value","options":["new_with_tags","excellent","good","fair"],"path":["items",${r.int(0, 30)},"condition"],"message":"Invalid enum value. Expected 'new_with_tags' | 'excellent' | 'good' | 'fair', received 'Like New'"}]`,
      );
      c.every(
        "consignor-hub",
        "error",
        1,
        null,
        4,
        (r) =>
          `consignment batch CB-${r.digits(5)} for ${cons(r)} rejected by intake-station: 422 Unprocessable Entity`,
      );
      c.every(
        "consignor-hub",
        "warn",
        2,
        null,
        9,
        (r) => `resubmitting batch CB-${r.digits(5)} (attempt ${r.int(2, 3)})`,
      );
    },
  },
  {
    estate: "C",
    category: "null_reference",
    origin: "payout-runner",
    hints: ["null", "nullreference", "object reference"],
    sev: "medium",
    note: "payout-runner's sweep throws NullReferenceException for consignors without an agreement record, and no payouts are released.",
    play: (c) => {
      c.mute("payout-runner", 0, 0, true);
      c.every(
        "payout-runner",
        "error",
        0,
        null,
        30,
        () => "PayoutSweep failed; no payouts released this run",
        () =>
          dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "SecondAct.Payouts.PayoutCalculator.Net(ConsignorAgreement agreement, Sale sale) in /src/Payouts/PayoutCalculator.cs:line 88",
            "SecondAct.Payouts.PayoutSweep.ReleaseAsync(IReadOnlyList`1 cleared, CancellationToken ct) in /src/Payouts/PayoutSweep.cs:line 112",
            "SecondAct.Payouts.PayoutSweep.ExecuteAsync(CancellationToken stoppingToken) in /src/Payouts/PayoutSweep.cs:line 74",
          ]),
      );
      c.every("consignor-hub", "warn", 40, null, 12, (r) => `item ${sku(r)} cleared returns but payout still unpaid`);
    },
  },
  {
    estate: "C",
    category: "configuration",
    origin: "catalog-api",
    hints: ["config", "env", "invalid", "setting", "strconv"],
    sev: "high",
    note: "A configmap change sets PG_MAX_CONNS to '50 '; catalog-api crash-loops on config parsing and shop-web gets connection refused.",
    play: (c) => {
      c.mute("catalog-api", 0, 0, true);
      c.every("catalog-api", "info", 0, null, 20, () => "catalog-api 3.8.2 starting, loading config from environment");
      c.every(
        "catalog-api",
        "error",
        0.3,
        null,
        20,
        () => `level=fatal msg="invalid config" err="PG_MAX_CONNS: strconv.Atoi: parsing \\"50 \\": invalid syntax"`,
      );
      c.every(
        "shop-web",
        "error",
        1,
        null,
        0.9,
        (r) =>
          `GET /shop/${r.pick(["womens", "bags", "shoes"])} 502 - catalog-api: connect ECONNREFUSED 10.12.${r.int(0, 9)}.${r.int(2, 250)}:8080`,
      );
      c.every("shop-web", "warn", 1, null, 1.5, () => "catalog-api fetch failed, retry 1/2");
      c.every(
        "intake-station",
        "error",
        10,
        null,
        7,
        (r) => `create listing ${sku(r)} failed: connect ECONNREFUSED catalog-api:8080`,
      );
    },
  },
  {
    estate: "C",
    category: "dependency",
    origin: "returns-svc",
    hints: ["503", "unavailable", "easypost", "provider", "upstream", "circuit"],
    sev: "medium",
    note: "The shipping-label provider used by returns-svc answers 503; return labels cannot be created and its circuit goes red.",
    play: (c) => {
      c.every(
        "returns-svc",
        "error",
        0,
        null,
        3.5,
        (r) => `Return label for RMA-${r.digits(6)} failed`,
        () => [
          "EasyPost::Errors::ServiceUnavailableError: Service Unavailable",
          "/usr/local/bundle/gems/easypost-6.1.1/lib/easypost/http_client.rb:67:in `request'",
          "/app/app/services/return_label.rb:19:in `create!'",
          "/app/app/jobs/return_label_job.rb:8:in `perform'",
        ],
      );
      c.at("returns-svc", "warn", 40, "Stoplight::Light returns-label-api switched from green to red");
      c.every("returns-svc", "warn", 45, null, 6, () => "Stoplight::Error::RedLight: returns-label-api");
      c.every(
        "shop-web",
        "error",
        1,
        null,
        4,
        (r) => `POST /api/returns 502 ${r.int(100, 3000)}ms - returns-svc responded 502`,
      );
    },
  },
  {
    estate: "C",
    category: "memory",
    origin: "shop-web",
    hints: ["heap", "memory", "out of memory", "allocation", "oom"],
    sev: "high",
    note: "shop-web's Node process hits the JavaScript heap limit, aborts and restarts in a loop; catalog-api sees canceled requests.",
    play: (c) => {
      c.mute("shop-web", 0, 0.3, true);
      c.every(
        "shop-web",
        "error",
        0,
        null,
        55,
        () => "<--- Last few GCs --->",
        (r) => [
          `[1:0x6c1e2a0]  ${r.int(300000, 900000)} ms: Mark-Compact 2037.4 (2083.1) -> 2021.9 (2084.3) MB, 1893.21 / 0.00 ms  (average mu = 0.128, current mu = 0.042) allocation failure; scavenge might not succeed`,
          "",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          " 1: 0xb8d0a3 node::Abort() [next-server (v14.2.3)]",
          " 2: 0xa9b2e5  [next-server (v14.2.3)]",
          " 3: 0xd6b5f0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [next-server (v14.2.3)]",
        ],
      );
      c.every("shop-web", "info", 8, null, 55, () => "✓ Ready in 1911ms");
      c.every(
        "catalog-api",
        "warn",
        0,
        null,
        3,
        (r) => `GET /v2/listings status=499 dur=${r.int(200, 2000)}ms err="context canceled" (client went away)`,
      );
      c.every(
        "checkout-api",
        "warn",
        20,
        null,
        20,
        () => "o.a.c.h.Http11Processor : Error parsing HTTP request: connection reset by client (shop-web)",
      );
    },
  },
  {
    estate: "C",
    category: "disk",
    origin: "register-bridge",
    hints: ["disk", "space", "enospc", "no space", "errno 28", "storage"],
    sev: "medium",
    note: "register-bridge's journal volume fills (errno 28) so it NAKs store sales and registers fall back to offline mode.",
    play: (c) => {
      c.at("register-bridge", "warn", -90, "journal volume /var/lib/register-bridge at 96% (9.6G/10G)");
      c.mute("register-bridge", 0, 0, true);
      c.every(
        "register-bridge",
        "error",
        0,
        null,
        2.5,
        (r) =>
          `journal append failed: No space left on device (errno 28) path=/var/lib/register-bridge/journal/000${r.int(410, 420)}.log`,
      );
      c.every(
        "register-bridge",
        "warn",
        1,
        null,
        3,
        (r) =>
          `[store ${r.int(1, 6)}] register ${r.int(1, 3)}: sale ${r.digits(6)} NAK (storage), register switched to offline mode`,
      );
      c.every(
        "checkout-api",
        "warn",
        60,
        null,
        30,
        (r) => `c.s.checkout.InStoreSaleListener : no in-store sales booked for ${r.int(2, 9)}m`,
      );
    },
  },
  {
    estate: "C",
    category: "unknown",
    origin: "checkout-api",
    hints: ["unknown", "internal", "crash", "error"],
    sev: "high",
    note: "checkout-api starts failing requests with an opaque errorId and restarts without ever logging a reason; shop-web reports 500s.",
    play: (c) => {
      c.mute("checkout-api", 0, 0.2);
      c.every(
        "checkout-api",
        "error",
        0,
        null,
        2.5,
        (r) => `c.s.checkout.web.ErrorAdvice : request failed errorId=${r.hex(8)}-${r.hex(4)} path=/orders status=500`,
      );
      c.every(
        "checkout-api",
        "info",
        40,
        null,
        80,
        () => "c.s.checkout.CheckoutApplication : Starting CheckoutApplication v4.2.0 using Java 21.0.2 with PID 1",
      );
      c.every(
        "shop-web",
        "error",
        0.5,
        null,
        1.3,
        (r) => `POST /api/checkout 500 ${r.int(40, 900)}ms - checkout-api responded 500`,
      );
      c.every("shop-web", "warn", 0.5, null, 1.2, () => "checkout-api call failed, retrying (1/2)");
    },
  },
  // ------------------------------------------------------------------ D: Encore Closet
  {
    estate: "D",
    category: "authentication",
    origin: "payments-bridge",
    hints: ["api key", "authentication", "stripe", "expired", "credential", "401"],
    sev: "high",
    note: "The Stripe restricted key payments-bridge uses expires; every charge fails with StripeAuthenticationError and cart-svc retries checkouts.",
    play: (c) => {
      c.mute("payments-bridge", 0, 0);
      c.every(
        "payments-bridge",
        "error",
        0,
        null,
        2.5,
        (r) => `charge failed for cart ${cart(r)}`,
        (r) =>
          node(`StripeAuthenticationError: Expired API Key provided: rk_live_********************${r.hex(4)}`, [
            "generateV1Error (/app/node_modules/stripe/cjs/Error.js:10:20)",
            "res.toJSON.then.Error_js_1.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:62)",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            "async chargeCart (/app/dist/charge.js:33:20)",
          ]),
      );
      c.every(
        "cart-svc",
        "error",
        1,
        null,
        1.1,
        (r) => `checkout cart=${cart(r)} failed: payments-bridge: 502 Bad Gateway`,
      );
      c.every("cart-svc", "warn", 1, null, 0.9, (r) => `retry payments-bridge cart=${cart(r)} attempt=${r.int(2, 3)}`);
      c.every(
        "storefront",
        "error",
        2,
        null,
        2,
        (r) => `Completed 502 Bad Gateway in ${r.int(300, 2000)}ms CheckoutsController#create`,
      );
    },
  },
  {
    estate: "D",
    category: "authorization",
    origin: "inventory-api",
    hints: ["403", "authoriz", "permission", "forbidden", "denied"],
    sev: "medium",
    note: "inventory-api's managed identity loses blob write permission (AuthorizationPermissionMismatch 403) and photo registration fails.",
    play: (c) => {
      c.every(
        "inventory-api",
        "error",
        0,
        null,
        3,
        (r) => `Failed to store photo manifest for item ${tag(r)}`,
        () =>
          dotnet(
            "Azure.RequestFailedException: This request is not authorized to perform this operation using this permission.",
            [
              "Azure.Storage.Blobs.BlockBlobRestClient.UploadAsync(Int64 contentLength, Stream body, Nullable`1 timeout, Byte[] transactionalContentMD5, CancellationToken cancellationToken)",
              "Azure.Storage.Blobs.Specialized.BlockBlobClient.UploadInternal(Stream content, BlobHttpHeaders blobHttpHeaders, Boolean async, CancellationToken cancellationToken)",
              "Encore.Inventory.Photos.ManifestStore.SaveAsync(String itemTag, PhotoManifest manifest) in /src/Encore.Inventory/Photos/ManifestStore.cs:line 47",
            ],
            "Status: 403 (This request is not authorized to perform this operation using this permission.) ErrorCode: AuthorizationPermissionMismatch",
          ),
      );
      c.every(
        "photo-intake",
        "error",
        1,
        null,
        1.8,
        (r) => `register photos item=${tag(r)} failed: inventory-api returned 500`,
      );
      c.every("photo-intake", "warn", 1, null, 2.2, (r) => `retry register item=${tag(r)} in ${r.int(1, 8)}s`);
    },
  },
  {
    estate: "D",
    category: "database",
    origin: "settlement-worker",
    hints: ["database", "too many", "connection", "postgres", "operationalerror"],
    sev: "high",
    note: "settlement-worker's Postgres refuses connections ('sorry, too many clients already') and every settlement task fails and retries.",
    play: (c) => {
      c.mute("settlement-worker", 0, 0, true);
      c.every(
        "settlement-worker",
        "error",
        0,
        null,
        4,
        (r) => `Task settlements.release_cleared[${r.hex(8)}-${r.hex(4)}] raised unexpected: OperationalError`,
        () =>
          python(
            [
              ["/app/settlements/tasks.py", 48, "release_cleared", "with db.connect() as conn:"],
              [
                "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py",
                122,
                "connect",
                "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              ],
            ],
            'psycopg2.OperationalError: connection to server at "pg-settle.encore.internal" (10.8.0.12), port 5432 failed: FATAL:  sorry, too many clients already',
          ),
      );
      c.every(
        "settlement-worker",
        "warn",
        1,
        null,
        2,
        (r) =>
          `Task settlements.credit_sale[${r.hex(8)}-${r.hex(4)}] retry: Retry in 10s: OperationalError('FATAL:  sorry, too many clients already')`,
      );
      c.every(
        "consignor-accounts",
        "warn",
        60,
        null,
        30,
        (r) => `c.e.accounts.SettlementMonitor - no settlement results for ${r.int(1, 9)} min`,
      );
    },
  },
  {
    estate: "D",
    category: "network",
    origin: "cart-svc",
    hints: ["dns", "lookup", "network", "no such host", "udp"],
    sev: "high",
    note: "DNS lookups from cart-svc start failing (i/o timeout to the cluster resolver, no such host), so it cannot reach payments-bridge or inventory-api.",
    play: (c) => {
      c.mute("cart-svc", 0, 0.1);
      c.every(
        "cart-svc",
        "error",
        0,
        null,
        1.6,
        (r) =>
          `checkout cart=${cart(r)} failed: Post "http://payments-bridge.encore.svc.cluster.local/charges": dial tcp: lookup payments-bridge.encore.svc.cluster.local on 10.96.0.10:53: read udp 10.244.3.17:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      );
      c.every(
        "cart-svc",
        "error",
        2,
        null,
        4,
        (r) =>
          `reserve items cart=${cart(r)} failed: Get "http://inventory-api.encore.svc.cluster.local/api/items/reserve": dial tcp: lookup inventory-api.encore.svc.cluster.local: no such host`,
      );
      c.every(
        "storefront",
        "error",
        1,
        null,
        1.3,
        (r) => `Completed 502 Bad Gateway in ${r.int(2000, 5200)}ms CheckoutsController#create (cart-svc: 502)`,
      );
      c.every("storefront", "warn", 1, null, 2, () => "CartClient retry 1/2 after 502");
    },
  },
  {
    estate: "D",
    category: "timeout",
    origin: "price-suggest",
    hints: ["timeout", "worker timeout", "timed out"],
    sev: "medium",
    note: "price-suggest's comps queries run past gunicorn's 30 s limit; workers are killed on WORKER TIMEOUT and inventory-api's calls time out.",
    play: (c) => {
      c.mute("price-suggest", 0, 0.05);
      c.every(
        "price-suggest",
        "warn",
        0,
        null,
        9,
        (r) =>
          `comps query for '${r.pick(["Coach", "Patagonia", "Madewell"])} ${r.pick(["handbag", "jacket", "jeans"])}' still running after ${r.int(20, 29)}.${r.int(0, 9)}s`,
      );
      for (
        let t = 5 + c.r.next() * 4, pid = c.r.int(20, 60);
        t < c.left;
        t += 8 + c.r.next() * 6, pid += c.r.int(1, 4)
      ) {
        c.at("price-suggest", "error", t, `[CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        c.at("price-suggest", "error", t + 0.3, `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        c.at("price-suggest", "info", t + 0.9, `[INFO] Booting worker with pid: ${pid + 100}`);
      }
      c.every(
        "inventory-api",
        "error",
        2,
        null,
        1.8,
        (r) =>
          `Price suggestion for ${tag(r)} failed: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.`,
      );
      c.every(
        "photo-intake",
        "warn",
        20,
        null,
        8,
        (r) => `item=${tag(r)} waiting for price before tag print (${r.int(20, 300)}s)`,
      );
    },
  },
  {
    estate: "D",
    category: "rate_limiting",
    origin: "photo-intake",
    hints: ["rate", "limit", "420", "throttl", "quota"],
    sev: "medium",
    note: "photo-intake exceeds its Cloudinary hourly upload limit; uploads get 420 Rate Limit Exceeded (WARN) and new items cannot be listed.",
    play: (c) => {
      c.mute("photo-intake", 0, 0.05);
      c.every(
        "photo-intake",
        "warn",
        0,
        null,
        1.5,
        (r) =>
          `upload item=${tag(r)} failed: cloudinary: 420 Rate Limit Exceeded (limit=5000/h, resets in ${r.int(10, 50)}m), retrying in 30s`,
      );
      c.every("inventory-api", "warn", 20, null, 4, (r) => `Item ${tag(r)} listing blocked: no photos`);
      c.every(
        "storefront",
        "info",
        30,
        null,
        30,
        (r) => `new arrivals feed: ${r.int(0, 2)} items (expected ~${r.int(20, 40)})`,
      );
    },
  },
  {
    estate: "D",
    category: "validation",
    origin: "consignor-accounts",
    hints: ["validation", "constraint", "invalid", "constraintviolation"],
    sev: "medium",
    note: "consignor-accounts rejects the agreements import from the store kiosks on a bean-validation rule, so new consignors get no agreement and settlements skip them.",
    play: (c) => {
      c.every(
        "consignor-accounts",
        "error",
        0,
        null,
        15,
        (r) => `c.e.accounts.AgreementImport - kiosk batch KB-${r.digits(5)} rejected`,
        (r) =>
          java(
            `jakarta.validation.ConstraintViolationException: importAgreements.batch.agreements[${r.int(0, 40)}].commissionRate: must be less than or equal to 0.60`,
            [
              "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
              "org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:184)",
              "com.encore.accounts.AgreementImport.importBatch(AgreementImport.java:52)",
            ],
          ),
      );
      c.every(
        "consignor-accounts",
        "warn",
        1,
        null,
        5,
        (r) =>
          `c.e.accounts.web.AgreementController - 400 Bad Request for POST /agreements/import (kiosk ${r.int(1, 9)})`,
      );
      c.every(
        "settlement-worker",
        "warn",
        30,
        null,
        6,
        (r) => `settlement skipped for consignor ${r.digits(6)}: no agreement on file`,
      );
    },
  },
  {
    estate: "D",
    category: "null_reference",
    origin: "cart-svc",
    hints: ["nil", "pointer", "null", "dereference", "panic"],
    sev: "high",
    note: "cart-svc panics with a nil pointer dereference when a cart holds an item without a consignor discount record; storefront checkouts fail.",
    play: (c) => {
      c.mute("cart-svc", 0, 0.3);
      c.every(
        "cart-svc",
        "error",
        0,
        null,
        2.4,
        (r) =>
          `http: panic serving 10.244.1.${r.int(2, 250)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        (r) =>
          goPanic(
            "",
            [
              ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go:1898"],
              ["panic({0x9a5f20?, 0x11c4a10?})", "/usr/local/go/src/runtime/panic.go:770"],
              [
                "encore/cart/internal/pricing.(*Discounter).Apply(0x0, 0xc000412a80)",
                "/src/internal/pricing/discount.go:44",
              ],
              [
                "encore/cart/internal/checkout.(*Handler).Checkout(0xc0001b6000, {0xb5e1a8, 0xc0003d4000}, 0xc000498900)",
                "/src/internal/checkout/handler.go:97",
              ],
            ],
            r.int(4000, 9000),
          ).slice(2),
      );
      c.every(
        "storefront",
        "error",
        0.5,
        null,
        2.4,
        (r) => `Completed 502 Bad Gateway in ${r.int(20, 300)}ms CheckoutsController#create (cart-svc: EOF)`,
      );
    },
  },
  {
    estate: "D",
    category: "configuration",
    origin: "settlement-worker",
    hints: ["config", "setting", "valueerror", "invalid", "hold_days"],
    sev: "medium",
    note: "A settings reload sets hold_days to '14d'; every settlement-worker release task dies with ValueError so consignor payouts stop.",
    play: (c) => {
      c.at(
        "settlement-worker",
        "info",
        -6,
        "Reloaded settings from /etc/settlement/settings.toml (changed: payout.hold_days)",
      );
      c.mute("settlement-worker", 0, 0, true);
      c.every(
        "settlement-worker",
        "error",
        0,
        null,
        20,
        (r) =>
          `Task settlements.release_cleared[${r.hex(8)}-${r.hex(4)}] raised unexpected: ValueError("invalid literal for int() with base 10: '14d'")`,
        () =>
          python(
            [
              [
                "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                453,
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              [
                "/app/settlements/tasks.py",
                39,
                "release_cleared",
                "cutoff = now() - timedelta(days=int(settings.payout.hold_days))",
              ],
            ],
            "ValueError: invalid literal for int() with base 10: '14d'",
          ),
      );
      c.every(
        "consignor-accounts",
        "warn",
        60,
        null,
        30,
        (r) => `c.e.accounts.SettlementMonitor - no settlement results for ${r.int(1, 9)} min`,
      );
    },
  },
  {
    estate: "D",
    category: "dependency",
    origin: "inventory-api",
    hints: ["servicebus", "unavailable", "dependency", "broker", "upstream"],
    sev: "medium",
    note: "The Azure Service Bus entity inventory-api publishes item events to becomes unavailable; sold/listed events fail and downstream state drifts.",
    play: (c) => {
      c.every(
        "inventory-api",
        "error",
        0,
        null,
        2.6,
        (r) => `Publishing ItemSold for ${tag(r)} failed`,
        () =>
          dotnet(
            "Azure.Messaging.ServiceBus.ServiceBusException: The messaging entity 'sb://encore-bus.servicebus.windows.net/item-events' is currently unavailable. (ServiceBusy). For troubleshooting information, see https://aka.ms/azsdk/net/servicebus/exceptions/troubleshoot.",
            [
              "Azure.Messaging.ServiceBus.Amqp.AmqpSender.SendBatchInternalAsync(AmqpMessage batchMessage, TimeSpan timeout, CancellationToken cancellationToken)",
              "Azure.Messaging.ServiceBus.ServiceBusSender.SendMessagesAsync(IEnumerable`1 messages, CancellationToken cancellationToken)",
              "Encore.Inventory.Events.ItemEventPublisher.PublishAsync(ItemEvent evt) in /src/Encore.Inventory/Events/ItemEventPublisher.cs:line 29",
            ],
          ),
      );
      c.every(
        "inventory-api",
        "warn",
        1,
        null,
        2,
        (r) => `Retry ${r.int(1, 3)} of item-events publish after ServiceBusException`,
      );
      c.every(
        "consignor-accounts",
        "warn",
        60,
        null,
        25,
        (r) => `c.e.accounts.SaleEventsConsumer - no ItemSold events for ${r.int(2, 8)} min`,
      );
      c.every(
        "cart-svc",
        "warn",
        10,
        null,
        5,
        (r) => `reserve items cart=${cart(r)} slow: inventory-api ${r.int(2000, 8000)}ms`,
      );
    },
  },
  {
    estate: "D",
    category: "memory",
    origin: "price-suggest",
    hints: ["memory", "allocate", "memoryerror", "oom"],
    sev: "medium",
    note: "price-suggest tries to materialise a huge comps matrix, fails with numpy _ArrayMemoryError and workers get killed; inventory-api sees 502s.",
    play: (c) => {
      c.mute("price-suggest", 0, 0.1);
      c.every(
        "price-suggest",
        "error",
        0,
        null,
        12,
        () => "Exception on /suggest [POST]",
        (r) =>
          python(
            [
              [
                "/usr/local/lib/python3.11/site-packages/flask/app.py",
                880,
                "full_dispatch_request",
                "rv = self.dispatch_request()",
              ],
              ["/app/price_suggest/comps.py", 73, "similarity", "sims = emb @ emb_all.T"],
            ],
            `numpy.core._exceptions._ArrayMemoryError: Unable to allocate ${r.int(3, 7)}.${r.int(10, 99)} GiB for an array with shape (${r.int(400000, 520000)}, 1000) and data type float64`,
          ),
      );
      c.every(
        "price-suggest",
        "error",
        8,
        null,
        25,
        (r) => `[ERROR] Worker (pid:${r.int(20, 90)}) was sent SIGKILL! Perhaps out of memory?`,
      );
      c.every(
        "inventory-api",
        "error",
        1,
        null,
        2,
        (r) =>
          `Price suggestion for ${tag(r)} failed: Response status code does not indicate success: 502 (Bad Gateway).`,
      );
    },
  },
  {
    estate: "D",
    category: "disk",
    origin: "storefront",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "high",
    note: "storefront's container disk fills and Rails fails writing its cache and tmp files with Errno::ENOSPC; pages return 500.",
    play: (c) => {
      c.mute("storefront", 0, 0.3);
      c.every(
        "storefront",
        "error",
        0,
        null,
        1.8,
        (r) =>
          `Completed 500 Internal Server Error in ${r.int(5, 60)}ms (ActiveRecord: 0.0ms) ${r.pick(["ListingsController#index", "ListingsController#show", "CartsController#show"])}`,
        (r) => [
          `Errno::ENOSPC (No space left on device @ rb_sysopen - /rails/tmp/cache/bootsnap/compile-cache-iseq/${r.hex(2)}/${r.hex(14)}.tmp):`,
          "activesupport (7.1.3) lib/active_support/cache/file_store.rb:92:in `write_entry'",
          "app/controllers/listings_controller.rb:12:in `index'",
        ],
      );
      c.every("cart-svc", "info", 0, null, 30, (r) => `checkout volume last 30s: ${r.int(0, 2)}`);
    },
  },
  {
    estate: "D",
    category: "unknown",
    origin: "consignor-accounts",
    hints: ["unknown", "unavailable", "crash", "restart"],
    sev: "medium",
    note: "consignor-accounts goes silent and restarts now and then with no error of its own, while storefront and settlement-worker fail to reach it.",
    play: (c) => {
      c.mute("consignor-accounts", 0, 0, true);
      c.every(
        "consignor-accounts",
        "info",
        70,
        null,
        90,
        () =>
          "c.e.accounts.ConsignorAccountsApplication - Starting ConsignorAccountsApplication v2.7.1 using Java 21.0.3 with PID 1",
      );
      c.every(
        "storefront",
        "error",
        3,
        null,
        2.5,
        () =>
          'Faraday::ConnectionFailed (Failed to open TCP connection to consignor-accounts:8080 (Connection refused - connect(2) for "consignor-accounts" port 8080))',
      );
      c.every(
        "settlement-worker",
        "warn",
        5,
        null,
        6,
        (r) =>
          `Task settlements.credit_sale[${r.hex(8)}-${r.hex(4)}] retry: Retry in 30s: ConnectionError('consignor-accounts:8080 refused')`,
      );
      c.every(
        "payments-bridge",
        "warn",
        10,
        null,
        15,
        () => "post-charge hook to consignor-accounts failed (ECONNREFUSED), queued",
      );
    },
  },
];
