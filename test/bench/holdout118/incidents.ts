// The 52 broken windows: 4 per category, spread over the four estates. Offsets are seconds from the moment the
// fault starts at the service where it lives; negative offsets are the change that led to it.
import { ids } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnet, goPanic, java, node, python, ruby } from "./stacks.js";
import { type Emit, O } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Incident {
  cat: Category;
  estate: "forkful" | "fleet" | "rossa" | "bao";
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  silence?: string[];
  emits: Emit[];
}

const ord = ids.order;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

export const INCIDENTS: Incident[] = [
  // ------------------------------------------------------------------ authentication
  {
    cat: "authentication",
    estate: "forkful",
    origin: "payments",
    hints: ["api key", "authentication", "unauthorized", "401", "credential"],
    sev: "high",
    note: "The payment provider API key used by payments is revoked; every authorization gets 401 and checkouts fail.",
    emits: [
      {
        svc: "payments",
        perMin: 22,
        make: (r) =>
          O(
            "ERROR",
            `Authorization failed for ${ord(r)}: PSP responded 401 Unauthorized (errorCode=000, message="HTTP Status Response - Unauthorized")`,
            r.chance(0.3)
              ? java(
                  'com.forkful.payments.psp.PspAuthenticationException: HTTP Status Response - Unauthorized: "Invalid API key or merchant account"',
                  [
                    "com.forkful.payments.psp.AdyenClient.authorise(AdyenClient.java:212)",
                    "com.forkful.payments.AuthorizationService.authorize(AuthorizationService.java:88)",
                    "com.forkful.payments.api.PaymentController.create(PaymentController.java:54)",
                    "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
                  ],
                )
              : undefined,
            "PspAuthenticationException",
          ),
      },
      {
        svc: "order-intake",
        perMin: 30,
        make: (r) =>
          O(
            "ERROR",
            `Checkout failed for ${ord(r)}: payments returned 502 (payment_provider_error), order left in PENDING_PAYMENT`,
          ),
      },
      { svc: "edge-gw", perMin: 28, make: (r) => O("WARN", `POST /v3/orders 502 ${ms(r, 300, 1200)}ms`) },
      {
        svc: "support-desk",
        perMin: 4,
        from: 90,
        make: (r) => O("INFO", `Ticket #${r.int(800000, 899999)} opened: "payment failed" (channel=in_app)`),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "fleet",
    origin: "payouts",
    hints: ["secret", "expired", "authentication", "aadsts", "token", "credential"],
    sev: "medium",
    note: "The payouts client secret for the banking API expires; token requests fail with AADSTS7000222 and payout batches stop.",
    emits: [
      {
        svc: "payouts",
        perMin: 6,
        make: (r) =>
          O(
            "ERROR",
            `Payout batch ${r.int(70000, 79999)} aborted: could not acquire token for api://bank-gateway/payouts.write`,
            dotnet(
              "Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app '5f1c0a7e-3b2d-4c61-9a1e-0d2b7c4f8e11' are expired. Visit the Azure portal to create new keys for your app.",
              [
                "Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)",
                "Microsoft.Identity.Client.ApiConfig.Executors.ConfidentialClientExecutor.ExecuteAsync(AcquireTokenForClientParameters parameters, CancellationToken cancellationToken)",
                "Forkful.Payouts.Banking.BankTokenProvider.GetTokenAsync(CancellationToken ct) in /src/Payouts/Banking/BankTokenProvider.cs:line 41",
                "Forkful.Payouts.Jobs.PayoutBatchJob.RunAsync(CancellationToken ct) in /src/Payouts/Jobs/PayoutBatchJob.cs:line 77",
              ],
            ),
            "MsalServiceException",
          ),
      },
      {
        svc: "payouts",
        perMin: 10,
        make: (r) =>
          O("WARN", `Instant cash-out for courier ${ids.courier(r)} queued for retry (bank token unavailable)`),
      },
      {
        svc: "courier-gw",
        perMin: 8,
        from: 40,
        make: (r) => O("WARN", `POST /v1/cashout 503 ${ms(r, 100, 900)}ms courier=${ids.courier(r)}`),
      },
      {
        svc: "courier-support",
        perMin: 5,
        from: 120,
        make: (r) => O("INFO", `ticket ${r.int(300000, 399999)} indexed (category=payout_question)`),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "rossa",
    origin: "order-router",
    hints: ["signature", "jwt", "token", "authentication", "idx10503", "key"],
    sev: "high",
    note: "After the identity provider rotated its signing key, order-router keeps a stale key set and rejects every customer token.",
    emits: [
      {
        svc: "order-router",
        perMin: 24,
        make: (r) =>
          O(
            "WARN",
            `Bearer was not authenticated. Failure message: IDX10503: Signature validation failed. Token does not have a kid. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: '${r.pick(["k-2026-09", "k-2026-10"])}''. Number of keys in TokenValidationParameters: '2'.`,
          ),
      },
      {
        svc: "order-router",
        perMin: 22,
        make: () =>
          O(
            "INFO",
            "AuthenticationScheme: Bearer was challenged. Request finished HTTP/1.1 POST http://order-router:8080/orders - 401",
          ),
      },
      {
        svc: "web-order",
        perMin: 40,
        make: (r) =>
          O(
            "ERROR",
            `POST /api/ordini 502 ${ms(r, 40, 200)}ms - order-router rejected request: 401 Unauthorized (retrying with refreshed session)`,
          ),
      },
      {
        svc: "web-order",
        perMin: 12,
        make: () => O("WARN", "session refresh ok but order-router still 401, giving up"),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "bao",
    origin: "courier-sync",
    hints: ["invalid_client", "oauth", "token", "unauthorized", "credential", "authentication"],
    sev: "high",
    note: "courier-sync can no longer refresh its OAuth token with the courier partner (invalid_client); no partner jobs are created.",
    emits: [
      {
        svc: "courier-sync",
        perMin: 10,
        make: () =>
          O(
            "ERROR",
            `token refresh failed: oauth2: "invalid_client" "Client authentication failed" (POST https://auth.partner-couriers.example/oauth/token 401)`,
          ),
      },
      {
        svc: "courier-sync",
        perMin: 18,
        make: (r) => O("ERROR", `create partner job for ${ids.bao(r)}: 401 Unauthorized, will retry`),
      },
      {
        svc: "bao-orders",
        perMin: 14,
        from: 60,
        make: (r) => O("WARN", `order ${ids.bao(r)} ready for ${r.int(5, 18)}m with no courier job`),
      },
      {
        svc: "kitchen-display",
        perMin: 6,
        from: 120,
        make: (r) => O("WARN", `ticket ${ids.bao(r)} waiting at expo > 10m (store ${r.int(1, 24)})`),
      },
    ],
  },
  // ------------------------------------------------------------------ authorization
  {
    cat: "authorization",
    estate: "forkful",
    origin: "menu-catalog",
    hints: ["accessdenied", "access denied", "forbidden", "permission", "authorization", "403"],
    sev: "high",
    note: "A bucket policy change denies menu-catalog reads of menu bundles in S3; menus fail to load for uncached stores.",
    emits: [
      {
        svc: "menu-catalog",
        perMin: 16,
        make: (r) =>
          O(
            "ERROR",
            `failed to load menu bundle for store ${ids.store(r)}`,
            python(
              [
                [
                  "/app/menu_catalog/bundles.py",
                  141,
                  "load_bundle",
                  "obj = self._s3.get_object(Bucket=self.bucket, Key=key)",
                ],
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
              ],
              "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: Access Denied",
            ),
            "ClientError",
          ),
      },
      {
        svc: "edge-gw",
        perMin: 20,
        make: (r) => O("WARN", `GET /v3/stores/${ids.store(r)}/menu 500 ${ms(r, 40, 300)}ms`),
      },
      {
        svc: "search-ranker",
        perMin: 3,
        make: (r) => O("WARN", `menu features stale for ${r.int(10, 90)} stores, using yesterday's snapshot`),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "fleet",
    origin: "location-ingest",
    hints: ["not authorized", "authorization", "acl", "topic", "permission"],
    sev: "high",
    note: "A Kafka ACL change drops location-ingest's write permission on courier.positions; pings pile up and dispatch works from stale positions.",
    emits: [
      {
        svc: "location-ingest",
        perMin: 14,
        make: (r) =>
          O(
            "ERROR",
            `produce to courier.positions failed: kafka server: The client is not authorized to access this topic (batch of ${r.int(2000, 9000)} pings kept in buffer)`,
          ),
      },
      {
        svc: "location-ingest",
        perMin: 4,
        from: 60,
        make: (r) => O("WARN", `ping buffer at ${r.int(60, 99)}% capacity, oldest ping ${r.int(30, 300)}s`),
      },
      {
        svc: "dispatch",
        perMin: 20,
        from: 45,
        make: (r) =>
          O("WARN", `courier ${ids.courier(r)} position stale (${r.int(60, 400)}s), excluded from candidate set`),
      },
      {
        svc: "batching",
        perMin: 6,
        from: 60,
        make: (r) =>
          O(
            "WARN",
            `wave ${r.int(10000, 99999)}: only ${r.int(2, 15)} couriers with fresh positions, ${r.int(20, 80)} orders unassigned`,
          ),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "rossa",
    origin: "loyalty",
    hints: ["permission denied", "insufficientprivilege", "privilege", "authorization", "grant"],
    sev: "medium",
    note: "A migration recreates the stamp_cards table without the app role's grants; loyalty gets permission denied on every stamp.",
    emits: [
      {
        svc: "loyalty",
        at: [-50],
        make: () => O("INFO", "== 20261130101500 RecreateStampCardsPartitioned: migrated (3.8120s) ======"),
      },
      {
        svc: "loyalty",
        perMin: 12,
        make: (r) =>
          O(
            "ERROR",
            `ActiveRecord::StatementInvalid (PG::InsufficientPrivilege: ERROR:  permission denied for table stamp_cards\n): card ${r.int(100000, 999999)}`,
            ruby("app/models/stamp_card.rb:38:in `add_stamp!'", [
              "app/controllers/stamps_controller.rb:14:in `create'",
              "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
            ]),
            "ActiveRecord::StatementInvalid",
          ),
      },
      {
        svc: "loyalty",
        perMin: 12,
        make: (r) => O("INFO", `Completed 500 Internal Server Error in ${r.int(5, 30)}ms (ActiveRecord: 1.2ms)`),
      },
      {
        svc: "web-order",
        perMin: 10,
        make: (r) => O("WARN", `POST /api/fedelta/timbri 502 ${r.int(20, 90)}ms - loyalty returned 500`),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "bao",
    origin: "bao-payments",
    hints: ["permission", "access denied", "forbidden", "authorization", "scope", "403"],
    sev: "medium",
    note: "A policy update in bao-payments drops the refunds:create permission for the refund service; automatic refunds are refused.",
    emits: [
      {
        svc: "bao-payments",
        at: [-70],
        make: () => O("INFO", "Access policy bundle v15 loaded (12 principals, 41 grants)"),
      },
      {
        svc: "bao-payments",
        perMin: 8,
        make: (r) =>
          O(
            "WARN",
            `Access denied: principal=svc-bao-refunds action=refunds:create resource=charge/ch_${r.hex(14)} policy=v15 -> 403`,
          ),
      },
      {
        svc: "bao-refunds",
        perMin: 10,
        make: (r) =>
          O(
            "ERROR",
            `refund for ${ids.bao(r)} failed`,
            python(
              [
                ["/srv/refunds/runner.py", 88, "issue", "resp.raise_for_status()"],
                [
                  "/usr/local/lib/python3.11/site-packages/requests/models.py",
                  1024,
                  "raise_for_status",
                  "raise HTTPError(http_error_msg, response=self)",
                ],
              ],
              "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: http://bao-payments:8080/v1/refunds",
            ),
            "HTTPError",
          ),
      },
      {
        svc: "bao-refunds",
        perMin: 2,
        from: 60,
        make: (r) => O("WARN", `refund run complete: 0 issued, ${r.int(8, 25)} failed, ${r.int(0, 3)} sent to review`),
      },
    ],
  },
  // ------------------------------------------------------------------ database
  {
    cat: "database",
    estate: "forkful",
    origin: "order-intake",
    hints: ["connection", "database", "postgres", "pool", "too many", "sql", "hikari"],
    sev: "high",
    note: "order-intake's Postgres runs out of connection slots; the Hikari pool times out and checkouts fail.",
    emits: [
      {
        svc: "order-intake",
        perMin: 18,
        make: (r) =>
          O(
            "ERROR",
            `Failed to persist order ${ord(r)}`,
            java(
              "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
              [
                "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
                "com.forkful.orders.repo.OrderRepository.insert(OrderRepository.java:63)",
                "com.forkful.orders.CheckoutService.place(CheckoutService.java:118)",
              ],
              "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=118)",
            ),
            "CannotGetJdbcConnectionException",
          ),
      },
      {
        svc: "order-intake",
        perMin: 6,
        make: () =>
          O(
            "WARN",
            "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection (FATAL: sorry, too many clients already)",
          ),
      },
      {
        svc: "edge-gw",
        perMin: 30,
        make: (r) => O("ERROR", `POST /v3/orders 504 ${r.int(29000, 31000)}ms upstream=order-intake`),
      },
    ],
  },
  {
    cat: "database",
    estate: "fleet",
    origin: "payouts",
    hints: ["deadlock", "sql", "database", "sqlexception", "lock"],
    sev: "medium",
    note: "A new accrual index causes SQL Server deadlocks in payouts; most accrual writes are chosen as deadlock victims.",
    emits: [
      {
        svc: "payouts",
        perMin: 14,
        make: (r) =>
          O(
            "ERROR",
            `Failed executing DbCommand (${r.int(20, 900)}ms) [Parameters=[@p0='?' (DbType = Guid), @p1='?' (Precision = 10) (Scale = 2) (DbType = Decimal)], CommandType='Text', CommandTimeout='30'] INSERT INTO [Accruals] ...`,
            r.chance(0.5)
              ? dotnet(
                  "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 71) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
                  [
                    "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                    "Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream)",
                    "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
                    "Forkful.Payouts.Accruals.AccrualWriter.WriteAsync(Accrual a) in /src/Payouts/Accruals/AccrualWriter.cs:line 52",
                  ],
                )
              : undefined,
            "SqlException",
          ),
      },
      {
        svc: "payouts",
        perMin: 10,
        make: (r) => O("WARN", `Accrual for ${ord(r)} retried 3 times after deadlock, parked in dead-letter`),
      },
      {
        svc: "courier-gw",
        perMin: 6,
        from: 60,
        make: (r) => O("WARN", `GET /v1/earnings/today 500 ${r.int(200, 2000)}ms courier=${ids.courier(r)}`),
      },
    ],
  },
  {
    cat: "database",
    estate: "rossa",
    origin: "store-config",
    hints: ["connection", "database", "postgres", "operationalerror", "slots", "sql"],
    sev: "high",
    note: "store-config's Postgres refuses new connections (slots reserved); opening hours cannot be read and web ordering stalls.",
    emits: [
      {
        svc: "store-config",
        perMin: 14,
        make: () =>
          O(
            "ERROR",
            "Exception on /kitchens/hours [GET]",
            python(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/flask/app.py",
                  1473,
                  "wsgi_app",
                  "response = self.full_dispatch_request()",
                ],
                ["/app/store_config/views.py", 57, "hours", "rows = db.session.execute(HOURS_SQL).all()"],
                [
                  "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py",
                  146,
                  "__init__",
                  "self._dbapi_connection = engine.raw_connection()",
                ],
              ],
              'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "rossa-pg.internal" (10.20.4.11), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
            ),
            "OperationalError",
          ),
      },
      {
        svc: "web-order",
        perMin: 26,
        make: (r) =>
          O("ERROR", `GET /api/menu?kitchen=${r.int(1, 38)} 500 - store-config /kitchens/hours responded 500`),
      },
      {
        svc: "order-router",
        perMin: 8,
        make: () => O("WARN", "Opening hours unavailable from store-config, using cached schedule (age 41m)"),
      },
    ],
  },
  {
    cat: "database",
    estate: "bao",
    origin: "bao-orders",
    hints: ["mongo", "server selection", "replica", "primary", "database"],
    sev: "high",
    note: "bao-orders' MongoDB replica set loses its primary; server selection times out and orders cannot be written.",
    emits: [
      {
        svc: "bao-orders",
        perMin: 16,
        make: (r) =>
          O(
            "ERROR",
            `insert order ${ids.bao(r)}: server selection error: context deadline exceeded, current topology: { Type: ReplicaSetNoPrimary, Servers: [{ Addr: bao-mongo-0:27017, Type: RSSecondary, Average RTT: 1.2ms }, { Addr: bao-mongo-1:27017, Type: Unknown, Last error: dial tcp 10.8.1.22:27017: connect: connection refused }, { Addr: bao-mongo-2:27017, Type: RSSecondary, Average RTT: 0.9ms }, ] }`,
          ),
      },
      {
        svc: "bao-app-api",
        perMin: 28,
        make: (r) => O("ERROR", `"POST /api/v1/orders HTTP/1.1" 502 ${r.int(100, 200)} - bao-orders unavailable`),
      },
      {
        svc: "bao-payments",
        perMin: 5,
        from: 30,
        make: (r) => O("WARN", `Voiding authorization ch_${r.hex(14)}: order not confirmed within 60s`),
      },
    ],
  },
  // ------------------------------------------------------------------ network
  {
    cat: "network",
    estate: "forkful",
    origin: "eta-service",
    hints: ["dns", "resolve", "name resolution", "network", "getaddrinfo"],
    sev: "medium",
    note: "eta-service cannot resolve the routing provider's hostname; ETAs fall back to straight-line estimates and callers complain.",
    emits: [
      {
        svc: "eta-service",
        perMin: 16,
        make: (r) =>
          O(
            "ERROR",
            `route request failed for ${ord(r)}, falling back to haversine`,
            r.chance(0.4)
              ? python(
                  [
                    [
                      "/app/eta/routing.py",
                      73,
                      "leg_duration",
                      "resp = self._http.get(url, params=params, timeout=1.5)",
                    ],
                    [
                      "/usr/local/lib/python3.12/site-packages/urllib3/connection.py",
                      205,
                      "_new_conn",
                      "raise NameResolutionError(self.host, self, e) from e",
                    ],
                  ],
                  "urllib3.exceptions.NameResolutionError: <urllib3.connection.HTTPSConnection object at 0x7f3a1c2b9d50>: Failed to resolve 'routes.mapvendor.example' ([Errno -3] Temporary failure in name resolution)",
                )
              : undefined,
            "NameResolutionError",
          ),
      },
      {
        svc: "eta-service",
        perMin: 6,
        make: () =>
          O("WARN", "socket.gaierror: [Errno -3] Temporary failure in name resolution (routes.mapvendor.example)"),
      },
      {
        svc: "order-intake",
        perMin: 8,
        from: 30,
        make: (r) =>
          O("WARN", `ETA for ${ord(r)} flagged low-confidence by eta-service (fallback), showing range 25-55m`),
      },
      {
        svc: "payments",
        perMin: 4,
        from: 240,
        make: (r) =>
          O(
            "INFO",
            `Refund issued automatically for late order ${ord(r)}: EUR ${ids.money(r, 2, 12)} (delay ${r.int(25, 70)}m)`,
          ),
      },
    ],
  },
  {
    cat: "network",
    estate: "fleet",
    origin: "location-ingest",
    hints: ["reset", "connection", "network", "broken pipe", "i/o timeout", "econnreset"],
    sev: "medium",
    note: "location-ingest's node loses its network path to the MQTT broker: connection resets and broken pipes, courier positions go stale.",
    emits: [
      {
        svc: "location-ingest",
        perMin: 14,
        make: (r) =>
          O(
            "ERROR",
            r.pick([
              `mqtt subscriber: read tcp 10.4.2.17:${r.int(30000, 60000)}->10.4.9.3:8883: read: connection reset by peer`,
              `mqtt subscriber: write tcp 10.4.2.17:${r.int(30000, 60000)}->10.4.9.3:8883: write: broken pipe`,
              "mqtt reconnect failed: dial tcp 10.4.9.3:8883: i/o timeout",
            ]),
          ),
      },
      {
        svc: "location-ingest",
        perMin: 4,
        make: (r) => O("WARN", `reconnecting to mqtt broker in ${r.int(1, 16)}s (attempt ${r.int(2, 40)})`),
      },
      {
        svc: "dispatch",
        perMin: 16,
        from: 60,
        make: (r) =>
          O("WARN", `courier ${ids.courier(r)} position stale (${r.int(60, 400)}s), excluded from candidate set`),
      },
      {
        svc: "courier-gw",
        perMin: 6,
        from: 90,
        make: (r) => O("INFO", `courier ${ids.courier(r)} reported "app says I'm offline" via in-app help`),
      },
    ],
  },
  {
    cat: "network",
    estate: "rossa",
    origin: "kds-hub",
    hints: ["network", "unreachable", "socket", "connection", "route"],
    sev: "high",
    note: "kds-hub's node loses its route to the rest of the cluster; every outbound connection fails with network unreachable while orders pile up.",
    emits: [
      {
        svc: "kds-hub",
        perMin: 14,
        make: (r) =>
          O(
            "ERROR",
            `Failed to push ticket ${ids.rossa(r)} to tablet-bridge`,
            dotnet(
              "System.Net.Http.HttpRequestException: Network is unreachable (tablet-bridge:3000)\n ---> System.Net.Sockets.SocketException (101): Network is unreachable",
              [
                "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
                "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
                "RossaKds.Hub.Tablets.TabletPushClient.PushAsync(Ticket t) in /src/Hub/Tablets/TabletPushClient.cs:line 66",
              ],
            ),
            "HttpRequestException",
          ),
      },
      {
        svc: "kds-hub",
        perMin: 5,
        make: () =>
          O("WARN", "Redis connection lost: SocketFailure on rossa-redis:6379/Interactive, Network is unreachable"),
      },
      {
        svc: "order-router",
        perMin: 18,
        from: 5,
        make: (r) =>
          O(
            "ERROR",
            `Routing ${ids.rossa(r)} to kitchen failed: kds-hub did not answer (connect timeout 5s), retry 2/5`,
          ),
      },
      {
        svc: "web-order",
        perMin: 10,
        from: 30,
        make: (r) => O("WARN", `POST /api/ordini 504 ${r.int(15000, 16000)}ms`),
      },
    ],
  },
  {
    cat: "network",
    estate: "bao",
    origin: "courier-sync",
    hints: ["tls", "handshake", "network", "connection"],
    sev: "medium",
    note: "TLS handshakes from courier-sync to the courier partner fail after an egress proxy change; jobs are not created.",
    emits: [
      {
        svc: "courier-sync",
        perMin: 18,
        make: (r) =>
          O(
            "ERROR",
            r.pick([
              `create partner job for ${ids.bao(r)}: Post "https://api.partner-couriers.example/v2/jobs": remote error: tls: handshake failure`,
              `create partner job for ${ids.bao(r)}: Post "https://api.partner-couriers.example/v2/jobs": net/http: TLS handshake timeout`,
            ]),
          ),
      },
      {
        svc: "bao-orders",
        perMin: 12,
        from: 60,
        make: (r) => O("WARN", `order ${ids.bao(r)} ready for ${r.int(5, 18)}m with no courier job`),
      },
      {
        svc: "bao-refunds",
        perMin: 2,
        from: 200,
        make: (r) => O("INFO", `auto-refund GBP ${ids.money(r, 2, 10)} for ${ids.bao(r)} (late ${r.int(20, 50)}m)`),
      },
    ],
  },
  // ------------------------------------------------------------------ timeout
  {
    cat: "timeout",
    estate: "forkful",
    origin: "promo-engine",
    hints: ["timeout", "timed out", "deadline", "exceeded"],
    sev: "medium",
    note: "promo-engine's campaign evaluation slows past its budget; order-intake's calls to it time out and are retried heavily.",
    emits: [
      {
        svc: "promo-engine",
        perMin: 10,
        make: (r) =>
          O(
            "WARN",
            `evaluation exceeded budget: ${r.int(900, 4000)}ms for cart (campaigns=${r.int(600, 900)}, rule scan=full)`,
          ),
      },
      {
        svc: "promo-engine",
        perMin: 4,
        make: (r) =>
          O(
            "ERROR",
            "request aborted",
            node(`TimeoutError: Promo evaluation timed out after ${r.pick([3000, 5000])}ms`, [
              "Timeout._onTimeout (/app/dist/evaluate.js:88:19)",
              "listOnTimeout (node:internal/timers:573:17)",
              "process.processTimers (node:internal/timers:514:7)",
            ]),
            "TimeoutError",
          ),
      },
      {
        svc: "order-intake",
        perMin: 40,
        make: (r) =>
          O("WARN", `promo-engine call timed out after 800ms (attempt ${r.int(1, 3)}/3) for cart ${r.hex(8)}`),
      },
      {
        svc: "order-intake",
        perMin: 10,
        make: (r) =>
          O(
            "ERROR",
            `Checkout ${ord(r)} failed: io.github.resilience4j.bulkhead.BulkheadFullException: Bulkhead 'promo' is full and does not permit further calls`,
          ),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "fleet",
    origin: "batching",
    hints: ["timeout", "time limit", "deadline", "exceeded"],
    sev: "medium",
    note: "The batching solver starts hitting its time limit on every wave; dispatch's calls to it exceed their deadline.",
    emits: [
      {
        svc: "batching",
        perMin: 10,
        make: (r) =>
          O(
            "WARN",
            `wave ${r.int(10000, 99999)}: solver hit time limit 2.0s (status=FEASIBLE, gap ${r.int(20, 60)}%), ${r.int(10, 60)} orders left unbatched`,
          ),
      },
      {
        svc: "batching",
        perMin: 3,
        from: 60,
        make: (r) => O("ERROR", `wave ${r.int(10000, 99999)} abandoned: solve exceeded hard deadline 5.0s`),
      },
      {
        svc: "dispatch",
        perMin: 34,
        make: (r) =>
          O(
            "ERROR",
            `batch plan for zone ${r.pick(["lisbon", "porto", "valencia"])}-${r.int(1, 9)}: rpc error: code = DeadlineExceeded desc = context deadline exceeded`,
          ),
      },
      {
        svc: "dispatch",
        perMin: 8,
        make: () => O("WARN", "falling back to single-order assignment (batching unavailable)"),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "rossa",
    origin: "rossa-pay",
    hints: ["timeout", "timed out", "sockettimeout", "read timed out"],
    sev: "high",
    note: "The card acquirer stops answering within rossa-pay's read timeout; captures time out and web checkouts hang.",
    emits: [
      {
        svc: "rossa-pay",
        perMin: 16,
        make: (r) =>
          O(
            "ERROR",
            `Authorization for ${ids.rossa(r)} failed after 10003ms`,
            java(
              'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://acq.nexi-gw.example/v1/auth": Read timed out',
              [
                "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                "it.casarossa.pay.acquirer.AcquirerClient.authorize(AcquirerClient.java:97)",
                "it.casarossa.pay.PaymentService.authorize(PaymentService.java:61)",
              ],
              "java.net.SocketTimeoutException: Read timed out",
            ),
            "ResourceAccessException",
          ),
      },
      {
        svc: "web-order",
        perMin: 24,
        make: (r) => O("ERROR", `POST /api/ordini 504 ${r.int(10000, 10400)}ms - rossa-pay: upstream request timeout`),
      },
      { svc: "order-router", perMin: 6, make: (r) => O("WARN", `Order ${ids.rossa(r)} held: payment not confirmed`) },
    ],
  },
  {
    cat: "timeout",
    estate: "bao",
    origin: "bao-promos",
    hints: ["timeout", "rack::timeout", "requesttimeout", "timed out"],
    sev: "medium",
    note: "bao-promos' basket evaluation runs past Rack::Timeout's 15s limit; the app API's checkout calls time out.",
    emits: [
      {
        svc: "bao-promos",
        perMin: 10,
        make: (r) =>
          O(
            "ERROR",
            `Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):`,
            ruby(`app/services/basket_evaluator.rb:${r.int(40, 90)}:in \`block in eligible_rules'`, [
              "app/services/basket_evaluator.rb:37:in `each'",
              "app/services/basket_evaluator.rb:37:in `eligible_rules'",
              "app/controllers/evaluations_controller.rb:9:in `create'",
            ]),
            "Rack::Timeout::RequestTimeoutException",
          ),
      },
      {
        svc: "bao-promos",
        perMin: 8,
        make: (r) => O("WARN", `source=rack-timeout id=${r.hex(8)} timeout=15000ms service=15000ms state=timed_out`),
      },
      {
        svc: "bao-app-api",
        perMin: 30,
        make: (r) =>
          O(
            "ERROR",
            `promo evaluation failed for basket ${r.hex(8)}: ReadTimeout(HTTPConnectionPool(host='bao-promos', port=3000): Read timed out. (read timeout=5))`,
          ),
      },
    ],
  },
  // ------------------------------------------------------------------ rate_limiting
  {
    cat: "rate_limiting",
    estate: "forkful",
    origin: "notifications",
    hints: ["quota", "429", "rate", "throttl", "too many"],
    sev: "medium",
    note: "notifications exceeds its push provider's quota; sends get 429 QUOTA_EXCEEDED and order status pushes are dropped.",
    emits: [
      {
        svc: "notifications",
        perMin: 30,
        make: (r) =>
          O(
            "ERROR",
            `fcm send failed kind=${r.pick(["courier_assigned", "arriving", "order_confirmed"])}: 429 RESOURCE_EXHAUSTED (QUOTA_EXCEEDED) retry-after=${r.int(30, 120)}s`,
          ),
      },
      {
        svc: "notifications",
        perMin: 6,
        make: (r) => O("WARN", `push queue depth ${r.int(4000, 40000)}, dropping messages older than 5m`),
      },
      {
        svc: "support-desk",
        perMin: 3,
        from: 180,
        make: (r) => O("INFO", `Ticket #${r.int(800000, 899999)} opened: "no updates on my order"`),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "fleet",
    origin: "geocoder",
    hints: ["over_query_limit", "rate", "quota", "limit"],
    sev: "medium",
    note: "geocoder exhausts its geocoding vendor quota (OVER_QUERY_LIMIT); new addresses cannot be placed and dispatch falls back.",
    emits: [
      {
        svc: "geocoder",
        perMin: 20,
        make: (r) =>
          O(
            "ERROR",
            `upstream geocode status=OVER_QUERY_LIMIT q_len=${r.int(18, 70)} (vendor qps cap reached, backoff ${r.int(1, 8)}s)`,
          ),
      },
      {
        svc: "dispatch",
        perMin: 18,
        make: (r) => O("WARN", `order=${ord(r)} dropoff not geocoded (geocoder 503), using store zone centroid`),
      },
      {
        svc: "offer-svc",
        perMin: 6,
        from: 60,
        make: (r) => O("WARN", `Offer ${r.hex(8)} has no dropoff distance, fee set to flat EUR 4.20`),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "rossa",
    origin: "sms-relay",
    hints: ["429", "too many", "rate", "20429", "throttl"],
    sev: "medium",
    note: "sms-relay is throttled by its SMS provider (HTTP 429, error 20429); driver-near texts are not sent.",
    emits: [
      {
        svc: "sms-relay",
        perMin: 18,
        make: () =>
          O(
            "ERROR",
            "HTTP Error Your request was:\n\nPOST /Accounts/AC****/Messages.json\n\nTwilio returned the following information:\n\nUnable to create record: Too Many Requests (Error 20429)",
          ),
      },
      {
        svc: "sms-relay",
        perMin: 6,
        make: (r) => O("WARN", `send queue backlog ${r.int(200, 2000)}, next attempt in ${r.int(5, 60)}s`),
      },
      {
        svc: "driver-tracker",
        perMin: 6,
        from: 90,
        make: (r) => O("WARN", `driver d${r.int(100, 480)} waiting at door ${r.int(3, 9)}m, customer not notified`),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "bao",
    origin: "menu-sync",
    hints: ["429", "rate limit", "too many", "throttl"],
    sev: "medium",
    note: "menu-sync's full re-push exceeds the marketplace's listing API rate limit; items stay listed after being sold out.",
    emits: [
      {
        svc: "menu-sync",
        at: [-20],
        make: () => O("INFO", "full menu re-push started for 24 stores (triggered by price update)"),
      },
      {
        svc: "menu-sync",
        perMin: 24,
        make: (r) =>
          O(
            "ERROR",
            `push store ${r.int(1, 24)} failed: 429 Too Many Requests {"error":"rate_limit_exceeded","message":"60 requests per minute per partner","retry_after":${r.int(20, 60)}}`,
          ),
      },
      {
        svc: "bao-orders",
        perMin: 6,
        from: 120,
        make: (r) =>
          O(
            "WARN",
            `marketplace order for sold-out item ${r.pick(["char-siu-bao", "prawn-toast"])} at store ${r.int(1, 24)}, refunding`,
          ),
      },
      {
        svc: "bao-refunds",
        perMin: 3,
        from: 150,
        make: (r) => O("INFO", `auto-refund GBP ${ids.money(r, 4, 9)} for ${ids.bao(r)} (item unavailable)`),
      },
    ],
  },
  // ------------------------------------------------------------------ validation
  {
    cat: "validation",
    estate: "forkful",
    origin: "order-intake",
    hints: ["validation", "deserialize", "invalid", "json", "parse", "bigdecimal"],
    sev: "medium",
    note: "A new app release sends tips as localized strings; order-intake rejects those checkouts with a deserialization error.",
    emits: [
      {
        svc: "order-intake",
        perMin: 16,
        make: (r) =>
          O(
            "WARN",
            `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.math.BigDecimal\` from String "${r.int(1, 5)},${r.pick(["00", "50"])}": not a valid representation]`,
          ),
      },
      {
        svc: "edge-gw",
        perMin: 16,
        make: (r) => O("INFO", `POST /v3/orders 400 ${r.int(20, 80)}ms ua=forkful-ios/7.2.0`),
      },
      {
        svc: "support-desk",
        perMin: 3,
        from: 120,
        make: (r) => O("INFO", `Ticket #${r.int(800000, 899999)} opened: "can't pay with tip"`),
      },
    ],
  },
  {
    cat: "validation",
    estate: "fleet",
    origin: "shift-planner",
    hints: ["validation", "recordinvalid", "invalid"],
    sev: "medium",
    note: "shift-planner's weekly shift import rejects every row because the partner CSV switched to a 12-hour time format.",
    emits: [
      {
        svc: "shift-planner",
        at: [-10],
        make: () => O("INFO", "ShiftImportJob started: shifts-week-49.csv (2,412 rows)"),
      },
      {
        svc: "shift-planner",
        perMin: 22,
        make: (r) =>
          O(
            "ERROR",
            `Row ${r.int(2, 2412)} rejected: ActiveRecord::RecordInvalid: Validation failed: Ends at must be after starts at, Starts at is invalid ("${r.int(1, 12)}:00 PM")`,
          ),
      },
      {
        svc: "courier-gw",
        perMin: 8,
        from: 60,
        make: (r) => O("WARN", `GET /v1/shifts/next-week 200 ${r.int(20, 80)}ms courier=${ids.courier(r)} (0 shifts)`),
      },
    ],
  },
  {
    cat: "validation",
    estate: "rossa",
    origin: "web-order",
    hints: ["validation", "must be a number", "invalid", "schema"],
    sev: "medium",
    note: "web-order rejects carts after the POS starts sending modifier prices as strings; schema validation fails on every cart with modifiers.",
    emits: [
      {
        svc: "web-order",
        perMin: 18,
        make: (r) =>
          O(
            "ERROR",
            "cart rejected",
            node(`ValidationError: "items[${r.int(0, 4)}].modifiers[${r.int(0, 3)}].price" must be a number`, [
              "Object.exports.process (/app/node_modules/joi/lib/errors.js:193:16)",
              "internals.entry (/app/node_modules/joi/lib/validator.js:153:26)",
              "exports.entry (/app/node_modules/joi/lib/validator.js:27:30)",
              "checkout (/app/.next/server/pages/api/ordini.js:214:37)",
            ]),
            "ValidationError",
          ),
      },
      { svc: "web-order", perMin: 18, make: (r) => O("INFO", `POST /api/ordini 422 ${r.int(10, 40)}ms`) },
      { svc: "sms-relay", perMin: 0.5, make: () => O("INFO", "sms queued template=delay_apology") },
    ],
  },
  {
    cat: "validation",
    estate: "bao",
    origin: "bao-orders",
    hints: ["unmarshal", "validation", "invalid", "json"],
    sev: "medium",
    note: "bao-orders rejects orders from the updated app that send quantity as a string; json unmarshal fails and the app shows errors.",
    emits: [
      {
        svc: "bao-orders",
        perMin: 18,
        make: () =>
          O(
            "WARN",
            "rejecting order payload: json: cannot unmarshal string into Go struct field OrderItem.items.quantity of type int",
          ),
      },
      {
        svc: "bao-app-api",
        perMin: 18,
        make: (r) => O("WARN", `"POST /api/v1/orders HTTP/1.1" 400 ${r.int(80, 140)} ua=BaoStreet/5.0.0 (iPhone)`),
      },
      {
        svc: "bao-app-api",
        perMin: 3,
        make: (r) => O("WARN", `Bad Request: /api/v1/orders (client build 5.0.0, user ${ids.user(r)})`),
      },
    ],
  },
  // ------------------------------------------------------------------ null_reference
  {
    cat: "null_reference",
    estate: "forkful",
    origin: "support-desk",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "support-desk crashes rendering tickets for orders without an assigned courier (nil courier); agents get 500s.",
    emits: [
      {
        svc: "support-desk",
        perMin: 14,
        make: (r) =>
          O(
            "FATAL",
            `NoMethodError (undefined method \`display_name' for nil):`,
            ruby(`app/views/tickets/_order_panel.html.erb:${r.pick([22, 23])}`, [
              "app/presenters/ticket_presenter.rb:48:in `courier_label'",
              "app/controllers/tickets_controller.rb:31:in `show'",
              "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
            ]),
            "NoMethodError",
          ),
      },
      {
        svc: "support-desk",
        perMin: 14,
        make: (r) => O("INFO", `Completed 500 Internal Server Error in ${r.int(40, 160)}ms (ActiveRecord: 8.2ms)`),
      },
      {
        svc: "edge-gw",
        perMin: 4,
        make: (r) => O("WARN", `GET /support/tickets/${r.int(800000, 899999)} 500 ${r.int(50, 200)}ms`),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "fleet",
    origin: "courier-gw",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    sev: "medium",
    note: "courier-gw throws on offers for couriers without a vehicle profile (undefined vehicle); offers can't be accepted.",
    emits: [
      {
        svc: "courier-gw",
        perMin: 16,
        make: () =>
          O(
            "ERROR",
            "unhandled error in POST /v1/offers/:id/accept",
            node("TypeError: Cannot read properties of undefined (reading 'vehicleType')", [
              "feeForCourier (/srv/courier-gw/dist/offers/fees.js:41:38)",
              "acceptOffer (/srv/courier-gw/dist/offers/accept.js:77:17)",
              "async /srv/courier-gw/dist/routes/offers.js:22:5",
            ]),
            "TypeError",
          ),
      },
      {
        svc: "courier-gw",
        perMin: 16,
        make: (r) => O("INFO", `POST /v1/offers/${r.hex(8)}/accept 500 ${r.int(3, 30)}ms`),
      },
      {
        svc: "offer-svc",
        perMin: 14,
        make: (r) => O("WARN", `Offer ${r.hex(8)} expired without answer (courier ${ids.courier(r)}), re-offering`),
      },
      {
        svc: "dispatch",
        perMin: 8,
        from: 60,
        make: (r) => O("WARN", `order=${ord(r)} unassigned for ${r.int(6, 20)}m after 4 offers`),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "rossa",
    origin: "kds-hub",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "kds-hub throws NullReferenceException for tickets with no station mapping after a menu change; tickets never reach kitchens.",
    emits: [
      {
        svc: "kds-hub",
        perMin: 16,
        make: (r) =>
          O(
            "ERROR",
            `Unhandled exception while firing ticket ${ids.rossa(r)}`,
            dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
              "RossaKds.Hub.Routing.StationRouter.Resolve(MenuItem item) in /src/Hub/Routing/StationRouter.cs:line 58",
              "RossaKds.Hub.Tickets.TicketFirer.FireAsync(Ticket ticket) in /src/Hub/Tickets/TicketFirer.cs:line 33",
              "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
            ]),
            "NullReferenceException",
          ),
      },
      {
        svc: "order-router",
        perMin: 18,
        make: (r) =>
          O(
            "ERROR",
            `Routing ${ids.rossa(r)} failed: kds-hub responded 500 Internal Server Error (attempt ${r.int(1, 5)}/5)`,
          ),
      },
      {
        svc: "tablet-bridge",
        perMin: 4,
        from: 120,
        make: (r) => O("INFO", `tablet ${r.hex(6)} idle: no orders in ${r.int(5, 12)}m`),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "bao",
    origin: "bao-payments",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "bao-payments throws NullPointerException on orders without a tip after a release; those charges fail.",
    emits: [
      {
        svc: "bao-payments",
        perMin: 14,
        make: () =>
          O(
            "ERROR",
            "Servlet.service() for servlet [dispatcherServlet] threw exception",
            java(
              'java.lang.NullPointerException: Cannot invoke "com.baostreet.pay.model.Tip.amountMinor()" because the return value of "com.baostreet.pay.model.ChargeRequest.tip()" is null',
              [
                "com.baostreet.pay.ChargeService.totalMinor(ChargeService.java:74)",
                "com.baostreet.pay.ChargeService.charge(ChargeService.java:41)",
                "com.baostreet.pay.api.ChargeController.create(ChargeController.java:29)",
              ],
            ),
            "NullPointerException",
          ),
      },
      {
        svc: "bao-orders",
        perMin: 16,
        make: (r) => O("ERROR", `charge for order ${ids.bao(r)} failed: bao-payments returned 500`),
      },
      {
        svc: "bao-app-api",
        perMin: 14,
        make: (r) => O("WARN", `"POST /api/v1/orders HTTP/1.1" 502 ${r.int(100, 160)}`),
      },
    ],
  },
  // ------------------------------------------------------------------ configuration
  {
    cat: "configuration",
    estate: "forkful",
    origin: "search-ranker",
    hints: ["configuration", "config", "keyerror", "environment", "missing"],
    sev: "medium",
    note: "A search-ranker release drops the FEATURE_STORE_URL setting; ranking fails and the gateway falls back to unranked lists.",
    emits: [
      {
        svc: "search-ranker",
        at: [-40, -38],
        make: () => O("INFO", "search-ranker 2.31.0 ready (Starting gunicorn 22.0.0)"),
      },
      {
        svc: "search-ranker",
        perMin: 14,
        make: () =>
          O(
            "ERROR",
            "ranking request failed",
            python(
              [
                ["/app/ranker/api.py", 44, "rank", "fs = get_feature_client()"],
                [
                  "/app/ranker/features.py",
                  19,
                  "get_feature_client",
                  'return FeatureClient(os.environ["FEATURE_STORE_URL"])',
                ],
                ["/usr/local/lib/python3.12/os.py", 714, "__getitem__", "raise KeyError(key) from None"],
              ],
              "KeyError: 'FEATURE_STORE_URL'",
            ),
            "KeyError",
          ),
      },
      {
        svc: "edge-gw",
        perMin: 18,
        make: (r) =>
          O(
            "WARN",
            `search-ranker returned 500, serving unranked store list for ${r.pick(["lisbon", "porto", "lyon"])}`,
          ),
      },
    ],
  },
  {
    cat: "configuration",
    estate: "fleet",
    origin: "dispatch",
    hints: ["configuration", "config", "zone", "file", "not exist"],
    sev: "high",
    note: "A config push points dispatch at a zone file that does not exist; it loads no zones and cannot assign any order.",
    emits: [
      {
        svc: "dispatch",
        at: [-5],
        make: () => O("INFO", "config reloaded rev=412 (zones_path=/etc/dispatch/zones-v2.yaml)"),
      },
      {
        svc: "dispatch",
        at: [0],
        make: () =>
          O(
            "ERROR",
            "load zones: open /etc/dispatch/zones-v2.yaml: no such file or directory; continuing with 0 zones",
          ),
      },
      {
        svc: "dispatch",
        perMin: 26,
        make: (r) =>
          O(
            "ERROR",
            `order=${ord(r)} cannot be dispatched: no zone contains pickup (${(38.7 + r.next() / 10).toFixed(4)},-9.1${r.int(100, 999)})`,
          ),
      },
      {
        svc: "batching",
        perMin: 6,
        from: 30,
        make: () => O("WARN", "wave skipped: no orders released by dispatch in 60s"),
      },
      { svc: "offer-svc", perMin: 3, from: 60, make: () => O("INFO", "No offers to send in the last 60s") },
    ],
  },
  {
    cat: "configuration",
    estate: "rossa",
    origin: "store-config",
    hints: ["configuration", "config", "timezone", "tz"],
    sev: "medium",
    note: "A store-config release serves opening hours in UTC instead of Europe/Rome; open kitchens are shown closed and orders are refused.",
    emits: [
      {
        svc: "store-config",
        at: [-30],
        make: () => O("INFO", "store-config 1.18.0 ready (Booting worker with pid: 9)"),
      },
      { svc: "store-config", at: [0], make: () => O("WARN", "STORE_TZ not set, using UTC for 38 kitchens") },
      {
        svc: "store-config",
        perMin: 6,
        make: (r) => O("WARN", `kitchen ${r.int(1, 38)} hours evaluated in UTC: now=closed (opens 18:00)`),
      },
      {
        svc: "web-order",
        perMin: 22,
        make: (r) =>
          O("WARN", `POST /api/ordini 409 ${r.int(15, 50)}ms - kitchen ${r.int(1, 38)} closed per store-config`),
      },
      {
        svc: "order-router",
        perMin: 8,
        make: (r) => O("WARN", `Kitchen ${r.int(1, 38)} reports open orders but store-config says closed`),
      },
    ],
  },
  {
    cat: "configuration",
    estate: "bao",
    origin: "bao-app-api",
    hints: ["allowed_hosts", "configuration", "disallowedhost", "config"],
    sev: "high",
    note: "A bao-app-api deploy ships ALLOWED_HOSTS without the public API hostname; Django rejects every request with 400.",
    emits: [
      { svc: "bao-app-api", at: [-25], make: () => O("INFO", "Starting gunicorn 22.0.0 (bao-app-api 2026.11.30-1)") },
      {
        svc: "bao-app-api",
        perMin: 40,
        make: () =>
          O(
            "ERROR",
            "Invalid HTTP_HOST header: 'api.baostreet.example'. You may need to add 'api.baostreet.example' to ALLOWED_HOSTS.",
          ),
      },
      {
        svc: "bao-app-api",
        perMin: 30,
        make: (r) => O("WARN", `Bad Request: /api/v1/${r.pick(["orders", "stores", "basket"])}`),
      },
      { svc: "bao-orders", perMin: 2, from: 60, make: () => O("INFO", "no new orders in last 60s (expected ~40)") },
    ],
  },
  // ------------------------------------------------------------------ dependency
  {
    cat: "dependency",
    estate: "forkful",
    origin: "payments",
    hints: ["circuit", "502", "bad gateway", "provider", "unavailable", "dependency"],
    sev: "high",
    note: "The card acquirer behind payments returns 502s; payments' circuit breaker opens and checkouts fail.",
    emits: [
      {
        svc: "payments",
        perMin: 10,
        to: 60,
        make: (r) =>
          O(
            "ERROR",
            `Authorization for ${ord(r)} failed: acquirer returned 502 Bad Gateway (psp_ref=${r.hex(16).toUpperCase()})`,
          ),
      },
      {
        svc: "payments",
        at: [58],
        make: () =>
          O("WARN", "CircuitBreaker 'acquirer' changed state from CLOSED to OPEN (failure rate 71.4% > 50.0%)"),
      },
      {
        svc: "payments",
        perMin: 18,
        from: 60,
        make: (r) =>
          O(
            "ERROR",
            `Authorization for ${ord(r)} rejected: CircuitBreaker 'acquirer' is OPEN and does not permit further calls`,
          ),
      },
      {
        svc: "payments",
        perMin: 1,
        from: 120,
        make: () => O("WARN", "CircuitBreaker 'acquirer' changed state from HALF_OPEN to OPEN"),
      },
      {
        svc: "order-intake",
        perMin: 30,
        make: (r) => O("ERROR", `Checkout failed for ${ord(r)}: payments returned 503`),
      },
      { svc: "edge-gw", perMin: 26, make: (r) => O("WARN", `POST /v3/orders 503 ${r.int(30, 900)}ms`) },
    ],
  },
  {
    cat: "dependency",
    estate: "fleet",
    origin: "offer-svc",
    hints: ["broker", "kafka", "not available", "dependency", "unavailable"],
    sev: "high",
    note: "The Kafka brokers offer-svc publishes to become unavailable; offers are not delivered to couriers.",
    emits: [
      {
        svc: "offer-svc",
        perMin: 12,
        make: (r) =>
          O(
            "WARN",
            `[Producer clientId=offer-svc-producer-1] Connection to node ${r.int(1, 3)} (kafka-${r.int(0, 2)}.kafka.fleet.svc/10.1.3.${r.int(10, 40)}:9092) could not be established. Node may not be available.`,
          ),
      },
      {
        svc: "offer-svc",
        perMin: 14,
        from: 20,
        make: (r) =>
          O(
            "ERROR",
            `Failed to publish offer ${r.hex(8)}`,
            java(
              "org.apache.kafka.common.errors.TimeoutException: Topic courier.offers not present in metadata after 60000 ms.",
              [
                "org.apache.kafka.clients.producer.KafkaProducer.waitOnMetadata(KafkaProducer.java:1157)",
                "org.apache.kafka.clients.producer.KafkaProducer.doSend(KafkaProducer.java:968)",
                "com.forkful.offers.OfferPublisher.publish(OfferPublisher.java:52)",
              ],
            ),
            "TimeoutException",
          ),
      },
      {
        svc: "dispatch",
        perMin: 22,
        from: 60,
        make: (r) => O("WARN", `order=${ord(r)} offer not acknowledged by offer-svc in 30s, retrying`),
      },
      {
        svc: "courier-gw",
        perMin: 4,
        from: 90,
        make: () => O("INFO", "0 offers pushed in last 60s to 4,812 online couriers"),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "rossa",
    origin: "driver-tracker",
    hints: ["503", "unavailable", "maps", "provider", "dependency"],
    sev: "medium",
    note: "The maps vendor driver-tracker uses for ETAs returns 503s; tracking pages show no ETA and drivers get no routes.",
    emits: [
      {
        svc: "driver-tracker",
        perMin: 18,
        make: (r) =>
          O(
            "ERROR",
            `route for delivery ${ids.rossa(r)}: maps api: 503 Service Unavailable: {"error":{"code":503,"message":"The service is currently unavailable.","status":"UNAVAILABLE"}}`,
          ),
      },
      {
        svc: "driver-tracker",
        perMin: 4,
        make: () => O("WARN", "maps api error rate 94% over 1m, serving last known ETA"),
      },
      {
        svc: "web-order",
        perMin: 10,
        from: 30,
        make: (r) => O("WARN", `GET /api/traccia/${ids.rossa(r)} 200 eta=null`),
      },
      { svc: "sms-relay", perMin: 3, from: 60, make: () => O("INFO", "sms queued template=delay_apology") },
    ],
  },
  {
    cat: "dependency",
    estate: "bao",
    origin: "kitchen-display",
    hints: ["ably", "realtime", "unavailable", "dependency", "connection"],
    sev: "medium",
    note: "The hosted realtime provider kitchen-display uses to push tickets to screens is unavailable; screens stop receiving orders.",
    emits: [
      {
        svc: "kitchen-display",
        perMin: 14,
        make: (r) =>
          O(
            "ERROR",
            `publish ticket ${ids.bao(r)} to channel store:${r.int(1, 24)}:tickets failed: [ErrorInfo: Connection to server unavailable; statusCode=503; code=80003]`,
          ),
      },
      {
        svc: "kitchen-display",
        perMin: 4,
        make: () =>
          O(
            "WARN",
            "Ably: ConnectionManager.retryImmediately(): connection state changed to disconnected (fallback hosts exhausted)",
          ),
      },
      {
        svc: "bao-orders",
        perMin: 8,
        from: 120,
        make: (r) => O("WARN", `order ${ids.bao(r)} not acknowledged by kitchen after 6m`),
      },
    ],
  },
  // ------------------------------------------------------------------ memory
  {
    cat: "memory",
    estate: "forkful",
    origin: "menu-catalog",
    hints: ["memory", "oom", "sigkill", "out of memory"],
    sev: "high",
    note: "menu-catalog workers grow until they are killed (gunicorn: SIGKILL, perhaps out of memory) and restart in a loop.",
    emits: [
      {
        svc: "menu-catalog",
        perMin: 6,
        to: 120,
        make: (r) =>
          O(
            "WARN",
            `worker rss ${r.int(1400, 1900)} MiB above soft limit 1280 MiB (bundle cache ${r.int(900, 1300)} entries)`,
          ),
      },
      {
        svc: "menu-catalog",
        perMin: 8,
        from: 60,
        make: (r) => O("ERROR", `Worker (pid:${r.int(20, 400)}) was sent SIGKILL! Perhaps out of memory?`),
      },
      {
        svc: "menu-catalog",
        perMin: 8,
        from: 62,
        make: (r) => O("INFO", `Booting worker with pid: ${r.int(20, 400)}`),
      },
      {
        svc: "edge-gw",
        perMin: 24,
        from: 60,
        make: (r) => O("ERROR", `GET /v3/stores/${ids.store(r)}/menu 502 upstream prematurely closed connection`),
      },
    ],
  },
  {
    cat: "memory",
    estate: "fleet",
    origin: "location-ingest",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "location-ingest runs out of memory and crash-loops with the Go runtime's fatal error; positions stop updating.",
    silence: ["location-ingest"],
    emits: [
      {
        svc: "location-ingest",
        at: [-60, -30],
        make: (r) => O("WARN", `heap in use ${r.int(2600, 3500)} MiB, GOMEMLIMIT 3584 MiB, gc cpu ${r.int(30, 60)}%`),
      },
      {
        svc: "location-ingest",
        at: [0, 95, 190, 290, 400, 520],
        make: () =>
          O(
            "FATAL",
            "fatal error: runtime: out of memory",
            goPanic("runtime stack:", [
              ["runtime.throw({0x1a2b3c4?, 0x0?})", "/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
              [
                "runtime.sysMap(0xc1c0000000, 0x4000000, 0x2d8a610?)",
                "/usr/local/go/src/runtime/mem_linux.go:167 +0xc5",
              ],
              ["github.com/forkful/location-ingest/buffer.(*Ring).Append(...)", "/src/buffer/ring.go:88 +0x1d4"],
            ]),
            "OutOfMemory",
          ),
      },
      {
        svc: "location-ingest",
        at: [8, 103, 198, 298, 408, 528],
        make: () => O("INFO", "starting location-ingest version=v3.9.2"),
      },
      {
        svc: "dispatch",
        perMin: 18,
        from: 40,
        make: (r) =>
          O("WARN", `courier ${ids.courier(r)} position stale (${r.int(60, 400)}s), excluded from candidate set`),
      },
      {
        svc: "courier-gw",
        perMin: 20,
        make: (r) => O("ERROR", `POST /v1/location 503 ${r.int(1, 5)}ms (location-ingest unavailable)`),
      },
    ],
  },
  {
    cat: "memory",
    estate: "rossa",
    origin: "tablet-bridge",
    hints: ["heap", "memory", "out of memory"],
    sev: "high",
    note: "tablet-bridge leaks websocket buffers until V8 runs out of heap and the process dies repeatedly.",
    emits: [
      {
        svc: "tablet-bridge",
        perMin: 3,
        make: (r) =>
          O(
            "WARN",
            `[1:0x6a3f2c0] ${r.int(500000, 900000)} ms: Mark-Compact (reduce) ${r.int(2030, 2046)}.1 (2081.4) -> 2029.9 (2082.2) MB, ${r.int(900, 1800)}.2 / 0.0 ms  (average mu = 0.1${r.int(10, 90)}) allocation failure; GC in old space requested`,
          ),
      },
      {
        svc: "tablet-bridge",
        at: [60, 200, 340, 470],
        make: () =>
          O(
            "FATAL",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            [
              " 1: 0xb9c1f0 node::Abort() [node]",
              " 2: 0xaa27ee  [node]",
              " 3: 0xd73b70 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
              " 4: 0xd73f17 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, bool) [node]",
            ].join("\n"),
            "OutOfMemory",
          ),
      },
      {
        svc: "tablet-bridge",
        at: [66, 206, 346, 476],
        make: () => O("INFO", "tablet-bridge@4.7.1 starting (NODE_ENV=production)"),
      },
      {
        svc: "kds-hub",
        perMin: 16,
        from: 60,
        make: (r) => O("ERROR", `Push to tablet-bridge failed for ${ids.rossa(r)}: 503 Service Unavailable, queued`),
      },
    ],
  },
  {
    cat: "memory",
    estate: "bao",
    origin: "bao-payments",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "bao-payments runs out of Java heap (GC overhead, then OutOfMemoryError); charges stall and fail.",
    emits: [
      {
        svc: "bao-payments",
        perMin: 4,
        to: 120,
        make: (r) =>
          O(
            "WARN",
            `[gc] Pause Full (G1 Compaction Pause) ${r.int(1950, 2040)}M->${r.int(1940, 2030)}M(2048M) ${r.int(1200, 4000)}.512ms`,
          ),
      },
      {
        svc: "bao-payments",
        perMin: 8,
        from: 90,
        make: () =>
          O(
            "ERROR",
            "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
            java("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "com.baostreet.pay.reconcile.LedgerCache.load(LedgerCache.java:61)",
            ]),
            "OutOfMemoryError",
          ),
      },
      {
        svc: "bao-orders",
        perMin: 16,
        from: 30,
        make: (r) =>
          O(
            "ERROR",
            `charge for order ${ids.bao(r)} failed: Post "http://bao-payments:8080/v1/charges": context deadline exceeded`,
          ),
      },
      {
        svc: "bao-app-api",
        perMin: 10,
        from: 60,
        make: (r) => O("WARN", `"POST /api/v1/orders HTTP/1.1" 504 ${r.int(100, 160)}`),
      },
    ],
  },
  // ------------------------------------------------------------------ disk
  {
    cat: "disk",
    estate: "forkful",
    origin: "support-desk",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "medium",
    note: "support-desk's attachment volume fills up; uploads fail with ENOSPC and agents cannot attach photos of wrong orders.",
    emits: [
      {
        svc: "support-desk",
        perMin: 12,
        make: (r) =>
          O(
            "ERROR",
            `Errno::ENOSPC (No space left on device @ io_write - /var/app/storage/attachments/${r.hex(2)}/${r.hex(2)}/${r.hex(24)}):`,
            ruby("activestorage (7.1.3) lib/active_storage/service/disk_service.rb:160:in `write'", [
              "activestorage (7.1.3) lib/active_storage/service/disk_service.rb:160:in `upload_with_single_part'",
              "app/controllers/attachments_controller.rb:17:in `create'",
            ]),
            "Errno::ENOSPC",
          ),
      },
      {
        svc: "support-desk",
        perMin: 3,
        make: () => O("WARN", "Sidekiq: could not write to /var/app/tmp/cache: No space left on device"),
      },
      { svc: "edge-gw", perMin: 8, make: (r) => O("WARN", `POST /support/attachments 500 ${r.int(40, 200)}ms`) },
    ],
  },
  {
    cat: "disk",
    estate: "fleet",
    origin: "courier-support",
    hints: ["flood", "watermark", "read-only", "disk", "index block"],
    sev: "medium",
    note: "The search cluster behind courier-support hits its flood-stage disk watermark; the tickets index turns read-only and writes fail.",
    emits: [
      {
        svc: "courier-support",
        perMin: 12,
        make: (r) =>
          O(
            "ERROR",
            `failed to index ticket ${r.int(300000, 399999)}: ApiError(429, 'cluster_block_exception', 'index [tickets-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')`,
          ),
      },
      { svc: "courier-support", perMin: 3, make: () => O("WARN", "ticket write-behind queue growing: 1,204 pending") },
      {
        svc: "courier-gw",
        perMin: 6,
        from: 60,
        make: (r) => O("WARN", `POST /v1/help/tickets 500 ${r.int(200, 900)}ms`),
      },
    ],
  },
  {
    cat: "disk",
    estate: "rossa",
    origin: "order-router",
    hints: ["no space", "disk", "ioexception", "space"],
    sev: "high",
    note: "order-router's spool volume fills up; it cannot persist routed orders and starts refusing them.",
    emits: [
      {
        svc: "order-router",
        perMin: 14,
        make: (r) =>
          O(
            "ERROR",
            `Failed to spool order ${ids.rossa(r)}`,
            dotnet(
              `System.IO.IOException: No space left on device : '/var/lib/order-router/spool/${ids.rossa(r)}.json'`,
              [
                "Interop.ThrowExceptionForIoErrno(ErrorInfo errorInfo, String path, Boolean isDirError)",
                "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
                "CasaRossa.OrderRouter.Spool.FileSpool.WriteAsync(Order order) in /src/OrderRouter/Spool/FileSpool.cs:line 47",
              ],
            ),
            "IOException",
          ),
      },
      {
        svc: "web-order",
        perMin: 18,
        make: (r) => O("ERROR", `POST /api/ordini 500 ${r.int(30, 150)}ms - order-router: internal error`),
      },
    ],
  },
  {
    cat: "disk",
    estate: "bao",
    origin: "bao-refunds",
    hints: ["read-only", "errno 30", "file system", "disk"],
    sev: "medium",
    note: "bao-refunds' volume is remounted read-only; the refund run cannot write its ledger and stops issuing automatic refunds.",
    emits: [
      {
        svc: "bao-refunds",
        perMin: 8,
        make: (r) =>
          O(
            "ERROR",
            `refund run aborted for ${ids.bao(r)}`,
            python(
              [["/srv/refunds/ledger.py", 31, "append", 'with open(self.path, "a", encoding="utf-8") as fh:']],
              "OSError: [Errno 30] Read-only file system: '/var/lib/refunds/ledger.csv'",
            ),
            "OSError",
          ),
      },
      {
        svc: "bao-orders",
        perMin: 4,
        from: 120,
        make: (r) => O("WARN", `order ${ids.bao(r)} delivered late_by=${r.int(25, 50)}m, refund not recorded`),
      },
    ],
  },
  // ------------------------------------------------------------------ unknown
  {
    cat: "unknown",
    estate: "forkful",
    origin: "restaurant-availability",
    hints: ["crash", "restart", "exit", "unavailable", "unknown"],
    sev: "high",
    note: "restaurant-availability restarts in a loop without logging any reason; the gateway sees no healthy upstream.",
    silence: ["restaurant-availability"],
    emits: [
      {
        svc: "restaurant-availability",
        at: [5, 45, 95, 160, 240, 330, 430],
        make: () => O("INFO", "starting restaurant-availability version=v2.14.0 commit=7c1e9a2"),
      },
      {
        svc: "restaurant-availability",
        at: [9, 49, 99, 164, 244, 334, 434],
        make: () => O("ERROR", "exit status 2"),
      },
      {
        svc: "edge-gw",
        perMin: 26,
        make: (r) =>
          O("ERROR", `GET /v3/stores 503 ${r.int(1, 8)}ms upstream=restaurant-availability: no healthy upstream`),
      },
      {
        svc: "search-ranker",
        perMin: 8,
        make: () => O("WARN", "availability lookup failed (503), ranking without pause flags"),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "fleet",
    origin: "dispatch",
    hints: ["internal", "500", "unknown", "error"],
    sev: "high",
    note: "dispatch starts answering 500 on assignment calls with no detail in its own logs.",
    emits: [
      {
        svc: "dispatch",
        perMin: 20,
        make: (r) => O("ERROR", `POST /assign status=500 dur=${r.int(1, 6)}ms err="internal error"`),
      },
      {
        svc: "courier-gw",
        perMin: 14,
        make: (r) => O("ERROR", `POST /v1/offers/${r.hex(8)}/accept 502 - dispatch: 500 Internal Server Error`),
      },
      {
        svc: "offer-svc",
        perMin: 10,
        make: (r) => O("WARN", `Offer ${r.hex(8)} accepted by courier but assignment failed (dispatch HTTP 500)`),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "rossa",
    origin: "loyalty",
    hints: ["500", "internal", "unknown", "error"],
    sev: "medium",
    note: "loyalty returns 500 on every stamp request and its own logs never say why.",
    emits: [
      {
        svc: "loyalty",
        perMin: 14,
        make: (r) =>
          O(
            "ERROR",
            `Completed 500 Internal Server Error in ${r.int(2, 9)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(200, 600)})`,
          ),
      },
      {
        svc: "web-order",
        perMin: 20,
        make: (r) =>
          O("WARN", `POST /api/fedelta/timbri 502 ${r.int(10, 60)}ms - loyalty returned 500 (retry ${r.int(1, 3)}/3)`),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "bao",
    origin: "courier-sync",
    hints: ["unknown", "hang", "stopped", "unresponsive", "error"],
    sev: "high",
    note: "courier-sync stops logging and answering (no crash message); orders wait with no courier and callers time out.",
    silence: ["courier-sync"],
    emits: [
      { svc: "courier-sync", at: [-2], make: () => O("ERROR", "partner webhook handler failed") },
      {
        svc: "bao-orders",
        perMin: 18,
        from: 10,
        make: (r) =>
          O(
            "ERROR",
            `request courier for ${ids.bao(r)}: Post "http://courier-sync:8080/jobs": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          ),
      },
      {
        svc: "bao-orders",
        perMin: 8,
        from: 90,
        make: (r) => O("WARN", `order ${ids.bao(r)} ready for ${r.int(5, 18)}m with no courier job`),
      },
      {
        svc: "kitchen-display",
        perMin: 5,
        from: 150,
        make: (r) => O("WARN", `ticket ${ids.bao(r)} waiting at expo > 10m (store ${r.int(1, 24)})`),
      },
    ],
  },
];
