// The 52 failing windows of holdout124, four per category: where the fault lives, how that service logs it
// (in its own runtime's words and stack style) and how its callers see it.
import type { CallKind } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Fault, Line } from "./stream.js";

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

export interface IncidentDef {
  cat: Category;
  estate: "A" | "B" | "C";
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  fault: (r: Rng) => Omit<Fault, "origin" | "at">;
}

type Part = Partial<Omit<Fault, "origin" | "at">> & { fail: (r: Rng) => Line[]; kind: CallKind };
const F = (p: Part): Omit<Fault, "origin" | "at"> => ({ failRate: 0.9, quiet: false, storm: false, ...p });
const ip = (r: Rng): string => `10.${r.int(8, 60)}.${r.int(0, 9)}.${r.int(2, 250)}`;
const tix = (r: Rng): string => `T${r.int(10000000, 99999999)}`;
const hh = (r: Rng): string => `HH-${r.int(10, 79)}`;
const on = (dt: number, svc: string, lv: Level, msg: string): [number, string, Level, string] => [dt, svc, lv, msg];

const javaFrames = (pkg: string, frames: string[]): string => frames.map((f) => `\tat ${pkg}.${f}`).join("\n");

export const INCIDENTS: IncidentDef[] = [
  // ------------------------------------------------------------ authentication
  {
    cat: "authentication",
    estate: "A",
    origin: "entry-slots",
    hints: ["oauth", "client secret", "credential", "authentication", "invalid_client", "token", "aadsts"],
    sev: "medium",
    note: "entry-slots' client secret for the identity provider expires, so every member booking fails to get a token for member-ledger and visit-gw returns 502s.",
    fault: () =>
      F({
        via: "member-ledger",
        failRate: 1,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `Failed to obtain access token for client registration 'member-ledger'\norg.springframework.security.oauth2.core.OAuth2AuthorizationException: [invalid_client] AADSTS7000222: The provided client secret keys for app '6b1e0c52-${r.hex(4)}-4f0a-9c1d-${r.hex(12)}' are expired. Visit the Azure portal to create new keys for your app.\n${javaFrames("org.springframework.security.oauth2.client", ["endpoint.DefaultClientCredentialsTokenResponseClient.getResponse(DefaultClientCredentialsTokenResponseClient.java:91)", "endpoint.DefaultClientCredentialsTokenResponseClient.getTokenResponse(DefaultClientCredentialsTokenResponseClient.java:71)", "ClientCredentialsOAuth2AuthorizedClientProvider.authorize(ClientCredentialsOAuth2AuthorizedClientProvider.java:85)"])}\n\tat com.harbourline.slots.members.MemberLedgerClient.lookup(MemberLedgerClient.java:64)`,
          ],
        ],
      }),
  },
  {
    cat: "authentication",
    estate: "B",
    origin: "handheld-api",
    hints: ["jwt", "token", "jwks", "authentication", "signature", "kid", "unverifiable"],
    sev: "medium",
    note: "The keeper handheld tokens are signed with a new key that handheld-api's cached key set does not contain, so it rejects every upload at WARN while animal-records stops receiving notes.",
    fault: () =>
      F({
        failRate: 1,
        kind: "unauth",
        fail: (r) => [
          [
            "warn",
            `auth: rejecting upload device=${hh(r)}: token is unverifiable: error while executing keyfunc: key with kid "nz-keepers-2026-06" not found in JWKS`,
          ],
          ["info", `POST /records status=401 dur=${r.int(1, 4)}ms bytes=0`],
        ],
        periodic: {
          every: 60000,
          say: () => [
            ["info", "jwks: refreshed from cache, 1 key (kid=nz-keepers-2026-05), next network refresh in 24h0m0s"],
          ],
        },
      }),
  },
  {
    cat: "authentication",
    estate: "C",
    origin: "passholders",
    hints: ["jwt", "signature", "token", "authentication", "signatureverification"],
    sev: "medium",
    note: "passholders starts rejecting the service tokens that tix-engine and gate-fleet send (signature no longer verifies), logging only warnings while pass bookings and pass admissions fail upstream.",
    fault: () =>
      F({
        failRate: 0.97,
        kind: "unauth",
        storm: true,
        fail: (r) => [
          [
            "warn",
            `Authentication failed for POST /internal/passes/${r.pick(["verify", "admit"])}: com.auth0.jwt.exceptions.SignatureVerificationException: The Token's Signature resulted invalid when verified using the Algorithm: HmacSHA256`,
          ],
        ],
      }),
  },
  {
    cat: "authentication",
    estate: "C",
    origin: "events-desk",
    hints: ["aadsts", "client secret", "authentication", "credential", "token"],
    sev: "medium",
    note: "events-desk can no longer get a Microsoft Graph token (invalid client secret) for the experience calendar, so experience listings and the map's session sync fail with 500s.",
    fault: () =>
      F({
        failRate: 0.85,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `Graph token request failed: AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app 'a41f${r.hex(4)}-77c2-4e1b-8f0e-${r.hex(12)}'.\nTrace ID: ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}\n  app/services/graph_calendar.rb:38:in 'token'\n  app/services/graph_calendar.rb:12:in 'sessions_for'\n  app/controllers/experiences_controller.rb:9:in 'index'`,
          ],
          [
            "error",
            `Completed 500 Internal Server Error in ${r.int(300, 900)}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms)`,
          ],
        ],
      }),
  },
  // ------------------------------------------------------------ authorization
  {
    cat: "authorization",
    estate: "A",
    origin: "husbandry-api",
    hints: ["forbidden", "403", "authorization", "scope", "permission"],
    sev: "medium",
    note: "husbandry-api's new policy requires a care.records.write scope keeper-sync's token lacks, so every care record upload is forbidden (logged at WARN) and keeper-sync retries loudly.",
    fault: () =>
      F({
        onlyRoutes: ["care-upload"],
        failRate: 1,
        kind: "forbidden",
        storm: true,
        fail: () => [
          [
            "warn",
            "Authorization failed. These requirements were not met:\nClaimsAuthorizationRequirement:Claim.Type=scope and Claim.Value is one of the following values: (care.records.write)",
          ],
          ["info", "AuthenticationScheme: Bearer was forbidden."],
        ],
      }),
  },
  {
    cat: "authorization",
    estate: "B",
    origin: "animal-records",
    hints: ["accessdenied", "access denied", "authorization", "s3", "permission"],
    sev: "medium",
    note: "animal-records loses write access to its photo bucket (S3 AccessDenied on PutObject), so handheld uploads fail with 500s and handheld-api retries them.",
    fault: () =>
      F({
        onlyRoutes: ["handheld"],
        failRate: 0.95,
        kind: "status5xx",
        storm: true,
        fail: (r) => [
          [
            "error",
            `Internal Server Error: /records\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner\n    response = get_response(request)\n  File "/app/records/views.py", line ${r.int(130, 150)}, in upload\n    default_storage.save(key, photo)\n  File "/usr/local/lib/python3.11/site-packages/storages/backends/s3.py", line 561, in _save\n    obj.upload_fileobj(content, ExtraArgs=params, Config=self.transfer_config)\n  File "/usr/local/lib/python3.11/site-packages/boto3/s3/transfer.py", line 371, in upload_fileobj\n    future.result()\nbotocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied`,
          ],
        ],
      }),
  },
  {
    cat: "authorization",
    estate: "C",
    origin: "map-times",
    hints: ["forbidden", "rbac", "authorization", "serviceaccount", "permission"],
    sev: "medium",
    note: "map-times' service account may no longer read the show-schedule ConfigMap, so the map's times layer fails and guest-api returns 502s.",
    fault: () =>
      F({
        failRate: 0.95,
        kind: "status5xx",
        fail: () => [
          [
            "error",
            'failed to load show schedule: configmaps "show-schedule" is forbidden: User "system:serviceaccount:wildmoor:map-times" cannot get resource "configmaps" in API group "" in the namespace "wildmoor"',
          ],
        ],
      }),
  },
  {
    cat: "authorization",
    estate: "A",
    origin: "entry-slots",
    hints: ["accessdenied", "kms", "authorization", "not authorized", "permission"],
    sev: "high",
    note: "entry-slots is no longer allowed to call kms:Decrypt for its QR signing key, so no ticket can be issued and online bookings fail.",
    fault: () =>
      F({
        onlyRoutes: ["book", "member-book"],
        failRate: 1,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `Ticket issue failed for order HL-${r.int(100000, 999999)}\ncom.amazonaws.services.kms.model.AWSKMSException: User: arn:aws:sts::418273645510:assumed-role/entry-slots-prod/i-0${r.hex(16)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-2:418273645510:key/5c1d${r.hex(4)}-0a7e-4bd2-9e33-${r.hex(12)} because no identity-based policy allows the kms:Decrypt action (Service: AWSKMS; Status Code: 400; Error Code: AccessDeniedException; Request ID: ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}; Proxy: null)\n\tat com.amazonaws.http.AmazonHttpClient$RequestExecutor.handleErrorResponse(AmazonHttpClient.java:1879)\n\tat com.amazonaws.services.kms.AWSKMSClient.executeDecrypt(AWSKMSClient.java:1740)\n\tat com.harbourline.slots.tickets.QrSigner.signingKey(QrSigner.java:58)\n\tat com.harbourline.slots.tickets.TicketIssuer.issue(TicketIssuer.java:103)`,
          ],
        ],
      }),
  },
  // ------------------------------------------------------------ database
  {
    cat: "database",
    estate: "A",
    origin: "member-ledger",
    hints: ["connectiontimeout", "connection pool", "database", "activerecord", "pool", "connection"],
    sev: "high",
    note: "member-ledger's Postgres connection pool is exhausted behind slow queries, so member bookings, member gate scans and till discounts fail and pos-relay retries hard.",
    fault: () =>
      F({
        failRate: 0.85,
        kind: "status5xx",
        storm: true,
        fail: (r) => [
          [
            "error",
            `ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.00${r.int(1, 9)} seconds); all pooled connections were in use):\n  activerecord (7.0.8) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in 'block in wait_poll'\n  activerecord (7.0.8) lib/active_record/connection_adapters/abstract/connection_pool.rb:343:in 'acquire_connection'\n  app/controllers/memberships_controller.rb:${r.int(10, 40)}:in 'show'`,
          ],
        ],
        periodic: {
          every: 9000,
          say: (r) => [
            [
              "warn",
              `Member Load (${r.int(4000, 9800)}.${r.int(0, 9)}ms)  SELECT "members".* FROM "members" INNER JOIN "visits" ON "visits"."member_id" = "members"."id" WHERE "visits"."visited_on" >= $1 ORDER BY "visits"."visited_on" DESC`,
            ],
          ],
        },
      }),
  },
  {
    cat: "database",
    estate: "B",
    origin: "ticketing",
    hints: ["hikari", "jdbc", "connection", "database", "too many clients", "postgres"],
    sev: "high",
    note: "ticketing cannot get Postgres connections (pool timeouts, 'too many clients'), so web and app orders and turnstile validations time out and the turnstiles retry.",
    fault: () =>
      F({
        failRate: 0.9,
        kind: "timeout",
        storm: true,
        fail: (r) => [
          [
            "warn",
            `HikariPool-1 - Connection is not available, request timed out after 300${r.int(0, 9)}${r.int(0, 9)}ms.`,
          ],
          [
            "error",
            `Failed to obtain JDBC Connection\norg.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30004ms.\n${javaFrames("org.springframework.jdbc", ["datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)", "core.JdbcTemplate.execute(JdbcTemplate.java:376)"])}\n\tat org.northfieldzoo.ticketing.orders.OrderRepository.reserve(OrderRepository.java:77)\nCaused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\t... 61 common frames omitted`,
          ],
        ],
      }),
  },
  {
    cat: "database",
    estate: "C",
    origin: "tix-engine",
    hints: ["sqlexception", "deadlock", "database", "sql"],
    sev: "medium",
    note: "tix-engine's SQL Server transactions on slot inventory keep deadlocking, so a large share of orders and gate admissions fail.",
    fault: () =>
      F({
        failRate: 0.55,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `Failed executing DbCommand (${r.int(1, 6)},${r.int(100, 999)}ms) [Parameters=[@p0='?' (DbType = Int32), @p1='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']\nSET NOCOUNT ON;\nUPDATE [SlotInventory] SET [Remaining] = @p0\nWHERE [SlotId] = @p1;`,
          ],
          [
            "error",
            `An exception occurred while iterating over the results of a query for context type 'Wildmoor.Tix.Data.TixDbContext'.\nMicrosoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.\n   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)\n   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)\n   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)\n   at Wildmoor.Tix.Orders.OrderService.ReserveAsync(OrderRequest request) in /src/Tix.Orders/OrderService.cs:line 118\nClientConnectionId:${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}\nError Number:1205,State:51,Class:13`,
          ],
        ],
      }),
  },
  {
    cat: "database",
    estate: "B",
    origin: "edu-bookings",
    hints: ["operationalerror", "psycopg2", "database", "postgres", "recovery"],
    sev: "high",
    note: "edu-bookings' Postgres is stuck in recovery mode after a failover, so talk listings and school bookings fail with 503s.",
    fault: () =>
      F({
        failRate: 0.95,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `Exception in ASGI application\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 145, in __init__\n    self._dbapi_connection = engine.raw_connection()\n  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/base.py", line 896, in __connect\n    self.dbapi_connection = connection = pool._invoke_creator(self)\n  File "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect\n    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "edu-db.northfield.internal" (${ip(r)}), port 5432 failed: FATAL:  the database system is in recovery mode\n\n(Background on this error at: https://sqlalche.me/e/20/e3q8)`,
          ],
          ["info", `${ip(r)}:${r.int(32768, 60999)} - "GET /talks?date=today HTTP/1.1" 503`],
        ],
      }),
  },
  // ------------------------------------------------------------ network
  {
    cat: "network",
    estate: "A",
    origin: "gate-readers",
    hints: ["no route", "network", "dial", "unreachable", "route"],
    sev: "high",
    note: "gate-readers loses its route to entry-slots (no route to host), so ticket scans fall back to the offline cache while member scans and everything else keep working.",
    fault: () =>
      F({
        via: "entry-slots",
        failRate: 0.97,
        kind: "reset",
        fail: (r) => [
          [
            "error",
            `validate ticket=${tix(r)}: Post "https://entry-slots.harbourline.internal:8443/v1/scan": dial tcp 10.40.2.17:8443: connect: no route to host`,
          ],
          ...(r.chance(0.3)
            ? ([
                [
                  "warn",
                  `gate=${r.pick(["MAIN-N1", "MAIN-N2", "GROUP-G1"])} admitting from offline cache (entry-slots unreachable)`,
                ],
              ] as Line[])
            : []),
        ],
      }),
  },
  {
    cat: "network",
    estate: "B",
    origin: "app-bff",
    hints: ["eai_again", "getaddrinfo", "dns", "network"],
    sev: "medium",
    note: "app-bff's name lookups start failing (getaddrinfo EAI_AGAIN), so the visitor app cannot buy tickets or load talks while the website keeps working.",
    fault: () =>
      F({
        failRate: 0.7,
        kind: "status5xx",
        fail: (r) => {
          const host = r.pick(["ticketing.northfield.svc.cluster.local", "edu-bookings.northfield.svc.cluster.local"]);
          return [
            [
              "error",
              `Error: getaddrinfo EAI_AGAIN ${host}\n    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)`,
            ],
            [
              "info",
              `${host.startsWith("ticketing") ? "POST /bff/tickets" : "GET /bff/talks"} 502 ${r.int(5000, 5100)}.${r.int(100, 999)} ms - 64`,
            ],
          ];
        },
      }),
  },
  {
    cat: "network",
    estate: "C",
    origin: "lss-controller",
    hints: ["reset", "connection reset", "network", "modbus", "socket"],
    sev: "high",
    note: "lss-controller's Modbus/TCP links to the habitat PLCs keep being reset, so habitat-sensors gets failed scans and stale readings.",
    fault: () =>
      F({
        failRate: 0.8,
        kind: "reset",
        fail: (r) => {
          const plc = r.pick(["RH-1", "RD-2", "PC-1", "OP-1"]);
          return [
            [
              "error",
              `modbus_read_registers(PLC ${plc}, unit=${r.int(1, 4)}, addr=0x04${r.hex(2)}): Connection reset by peer`,
            ],
            ["warn", `PLC ${plc} link down (${ip(r)}:502), reconnect attempt ${r.int(1, 9)}`],
          ];
        },
      }),
  },
  {
    cat: "network",
    estate: "A",
    origin: "pos-relay",
    hints: ["ssl", "tls", "handshake", "network", "eof"],
    sev: "medium",
    note: "pos-relay's TLS connections to member-ledger are cut during the handshake, so tills sell without member discounts; member-ledger itself is healthy.",
    fault: () =>
      F({
        via: "member-ledger",
        failRate: 0.9,
        kind: "reset",
        fail: (r) => [
          [
            "error",
            `Member discount lookup failed\nSystem.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception.\n ---> System.IO.IOException: Received an unexpected EOF or 0 bytes from the transport stream.\n   at System.Net.Security.SslStream.ReceiveHandshakeFrameAsync[TIOAdapter](CancellationToken cancellationToken)\n   at System.Net.Security.SslStream.ForceAuthenticationAsync[TIOAdapter](Boolean receiveFirst, Byte[] reAuthenticationData, CancellationToken cancellationToken)\n   at System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)\n   --- End of inner exception stack trace ---\n   at Harbourline.Pos.Members.LedgerClient.DiscountAsync(String card) in /src/Pos.Relay/Members/LedgerClient.cs:line ${r.int(30, 60)}`,
          ],
          [
            "warn",
            `Till ${r.pick(["CAFE-1", "CAFE-2", "REEF-SHOP"])} sale completed without member discount (lookup unavailable)`,
          ],
        ],
      }),
  },
  // ------------------------------------------------------------ timeout
  {
    cat: "timeout",
    estate: "C",
    origin: "vet-records",
    hints: ["timeout", "worker timeout", "timed out"],
    sev: "medium",
    note: "vet-records' gunicorn workers hang on the weights endpoint and are killed on WORKER TIMEOUT, so diet-planner's calls time out and are retried.",
    fault: () =>
      F({
        failRate: 0.85,
        kind: "timeout",
        storm: true,
        fail: (r) => {
          const pid = r.int(20, 400);
          return [
            ["fatal", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`],
            ["error", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`],
            ["info", `[INFO] Booting worker with pid: ${pid + r.int(1, 40)}`],
          ];
        },
      }),
  },
  {
    cat: "timeout",
    estate: "A",
    origin: "entry-slots",
    hints: ["lock", "timeout", "lock wait", "timed out"],
    sev: "high",
    note: "A capacity rebuild in entry-slots holds the slot rows, so bookings and gate redemptions wait out MySQL's lock wait timeout and gate-readers retries.",
    fault: () =>
      F({
        failRate: 0.85,
        kind: "timeout",
        storm: true,
        onset: [
          on(
            -1500,
            "entry-slots",
            "info",
            "Started slot capacity rebuild for all dates 2026-06-01..2026-09-30 (job capacity-rebuild, trigger=manual)",
          ),
        ],
        fail: (r) => [
          ["warn", "SQL Error: 1205, SQLState: 40001"],
          ["error", "Lock wait timeout exceeded; try restarting transaction"],
          [
            "error",
            `Request processing failed: org.springframework.dao.CannotAcquireLockException: could not execute statement; SQL [n/a]; nested exception is org.hibernate.exception.LockAcquisitionException: could not execute statement\n${javaFrames("org.springframework.orm.jpa", ["vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:269)", "JpaTransactionManager.doCommit(JpaTransactionManager.java:565)"])}\n\tat com.harbourline.slots.SlotService.reserve(SlotService.java:${r.int(70, 99)})\nCaused by: com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:124)\n\t... 88 common frames omitted`,
          ],
        ],
      }),
  },
  {
    cat: "timeout",
    estate: "A",
    origin: "keeper-sync",
    hints: ["timeout", "timed out", "timeoutcancellation"],
    sev: "medium",
    note: "keeper-sync's media merge step runs past its 30 s limit for every handheld batch, so care records stop reaching husbandry-api and the sync queue grows.",
    fault: () =>
      F({
        failRate: 0.9,
        kind: "timeout",
        fail: (r) => [
          [
            "error",
            `Sync of handheld ${hh(r)} aborted after 30000 ms\nkotlinx.coroutines.TimeoutCancellationException: Timed out waiting for 30000 ms\n\tat kotlinx.coroutines.TimeoutKt.TimeoutCancellationException(Timeout.kt:184)\n\tat kotlinx.coroutines.TimeoutCoroutine.run(Timeout.kt:154)\n\tat kotlinx.coroutines.EventLoopImplBase$DelayedRunnableTask.run(EventLoop.common.kt:508)\n\tat com.harbourline.keepersync.media.MediaMerger.merge(MediaMerger.kt:77)\n\tat com.harbourline.keepersync.SyncWorker.process(SyncWorker.kt:${r.int(40, 60)})`,
          ],
        ],
        periodic: {
          every: 30000,
          say: (r, k) => [["warn", `sync queue depth ${20 + k * r.int(3, 6)} (oldest ${2 + k}m)`]],
        },
      }),
  },
  {
    cat: "timeout",
    estate: "C",
    origin: "events-desk",
    hints: ["timeout", "rack-timeout", "timed out", "requesttimeout"],
    sev: "medium",
    note: "events-desk requests run into rack-timeout's 15 s limit, so guest-api's experience pages and map-times' session sync time out.",
    fault: () =>
      F({
        failRate: 0.8,
        kind: "timeout",
        fail: (r) => {
          const id = r.hex(8);
          return [
            ["error", `source=rack-timeout id=${id} timeout=15000ms service=15000ms state=timed_out`],
            [
              "error",
              `Rack::Timeout::RequestTimeoutException (Request waited 3ms, then ran for longer than 15000ms ):\n  activerecord (7.1.3) lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in 'exec'\n  app/models/experience.rb:${r.int(40, 70)}:in 'availability_for'\n  app/controllers/experiences_controller.rb:9:in 'index'`,
            ],
          ];
        },
      }),
  },
  // ------------------------------------------------------------ rate_limiting
  {
    cat: "rate_limiting",
    estate: "A",
    origin: "showtimes",
    hints: ["429", "rate limit", "too many requests", "ratelimit"],
    sev: "medium",
    note: "showtimes exhausts its weather provider's quota (429 with a one-hour retry-after) and, with its cache cold, fails the app's today's-shows page.",
    fault: () =>
      F({
        onlyRoutes: ["shows"],
        failRate: 0.85,
        kind: "status5xx",
        fail: (r) => [
          [
            "warn",
            `weather provider answered 429 Too Many Requests (x-ratelimit-remaining: 0, retry-after: ${r.int(3300, 3600)})`,
          ],
          [
            "error",
            `HTTPError: Response code 429 (Too Many Requests)\n    at Request.<anonymous> (/app/node_modules/got/dist/source/as-promise/index.js:118:42)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n    at async outdoorStatus (/app/dist/weather.js:27:17)`,
          ],
        ],
      }),
  },
  {
    cat: "rate_limiting",
    estate: "B",
    origin: "animal-records",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "medium",
    note: "animal-records is throttled by the external species registry API (429) it calls on every upload, so handheld uploads fail and handheld-api retries them.",
    fault: () =>
      F({
        onlyRoutes: ["handheld"],
        failRate: 0.9,
        kind: "status5xx",
        storm: true,
        fail: (r) => [
          [
            "warn",
            `registry sync throttled: 429 Client Error: Too Many Requests for url: https://registry-api.species-partner.example/v2/animals/${r.int(10000, 99999)}/observations (Retry-After: 60)`,
          ],
          ["error", "Internal Server Error: /records"],
        ],
      }),
  },
  {
    cat: "rate_limiting",
    estate: "C",
    origin: "tix-engine",
    hints: ["rate limit", "429", "stripe", "too many requests", "ratelimit"],
    sev: "high",
    note: "tix-engine hits Stripe's API rate limit while creating payment intents, so online orders fail and guest-api retries them.",
    fault: () =>
      F({
        onlyRoutes: ["buy", "pass-buy"],
        failRate: 0.85,
        kind: "status5xx",
        storm: true,
        fail: (r) => [
          ["warn", `Stripe request req_${r.hex(14)} returned 429 (rate_limit), attempt ${r.int(1, 3)}`],
          [
            "error",
            `Payment intent creation failed\nStripe.StripeException: Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.\n   at Stripe.StripeClient.ProcessResponse[T](StripeResponse response)\n   at Stripe.StripeClient.RequestAsync[T](HttpMethod method, String path, BaseOptions options, RequestOptions requestOptions, CancellationToken cancellationToken)\n   at Wildmoor.Tix.Payments.StripeGateway.CreatePaymentIntentAsync(Order order) in /src/Tix.Payments/StripeGateway.cs:line ${r.int(50, 80)}`,
          ],
        ],
      }),
  },
  {
    cat: "rate_limiting",
    estate: "A",
    origin: "member-ledger",
    hints: ["request_limit_exceeded", "limit exceeded", "rate limit", "salesforce", "restforce"],
    sev: "medium",
    note: "member-ledger's Salesforce org hits its API request limit, so the CRM push done inside each member booking fails with 500s.",
    fault: () =>
      F({
        onlyRoutes: ["member-book"],
        failRate: 1,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `Restforce::ErrorCode::RequestLimitExceeded (REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.):\n  restforce (7.3.0) lib/restforce/middleware/raise_error.rb:17:in 'on_complete'\n  app/services/crm_push.rb:${r.int(20, 40)}:in 'upsert_contact'\n  app/controllers/bookings_controller.rb:${r.int(20, 40)}:in 'create'`,
          ],
          [
            "error",
            `Completed 500 Internal Server Error in ${r.int(200, 700)}ms (ActiveRecord: ${r.int(2, 20)}.${r.int(0, 9)}ms)`,
          ],
        ],
        periodic: {
          every: 45000,
          say: () => [
            [
              "error",
              "[ActiveJob] [CrmSyncJob] Error performing CrmSyncJob (Job ID: 1c7e) from Sidekiq(crm) in 412.3ms: Restforce::ErrorCode::RequestLimitExceeded (REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.)",
            ],
          ],
        },
      }),
  },
  // ------------------------------------------------------------ validation
  {
    cat: "validation",
    estate: "B",
    origin: "ticketing",
    hints: ["validation", "constraint", "visitdate", "invalid", "methodargumentnotvalid"],
    sev: "medium",
    note: "ticketing starts rejecting same-day orders because its visit-date check says 'must be in the present or future', so web and app purchases fail with 400s.",
    fault: () =>
      F({
        onlyRoutes: ["web-buy", "app-buy"],
        failRate: 0.7,
        kind: "status4xx",
        fail: (r) => [
          [
            "warn",
            `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<org.northfieldzoo.ticketing.api.OrderResponse> org.northfieldzoo.ticketing.api.OrderController.create(org.northfieldzoo.ticketing.api.OrderRequest): [Field error in object 'orderRequest' on field 'visitDate': rejected value [2026-${r.pick(["06", "07"])}-${r.int(10, 28)}]; codes [FutureOrPresent.orderRequest.visitDate,FutureOrPresent.visitDate]; default message [must be a date in the present or in the future]] ]`,
          ],
        ],
      }),
  },
  {
    cat: "validation",
    estate: "C",
    origin: "vet-records",
    hints: ["validation", "validationerror", "pydantic", "invalid", "float_parsing"],
    sev: "medium",
    note: "vet-records holds weight entries with comma decimals that its schema refuses, so the weights endpoint diet-planner uses and treatment saves fail with 500s.",
    fault: () =>
      F({
        failRate: 0.75,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `Exception in ASGI application\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.12/site-packages/fastapi/routing.py", line 155, in serialize_response\n    raise ResponseValidationError(\n  File "/app/vet/api/weights.py", line ${r.int(40, 80)}, in list_weights\n    return [WeightOut.model_validate(w) for w in rows]\npydantic_core._pydantic_core.ValidationError: 1 validation error for WeightOut\nweight_kg\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='${r.int(2, 400)},${r.int(1, 9)}', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/float_parsing`,
          ],
        ],
      }),
  },
  {
    cat: "validation",
    estate: "A",
    origin: "husbandry-api",
    hints: ["validation", "json", "invalid", "could not be converted", "bad request"],
    sev: "medium",
    note: "husbandry-api rejects the keepers' care records because the fedAt timestamps the handhelds send cannot be parsed, so keeper-sync gets 400s for every batch.",
    fault: () =>
      F({
        onlyRoutes: ["care-upload"],
        failRate: 0.9,
        kind: "status4xx",
        fail: (r) => [
          [
            "warn",
            `One or more validation errors occurred. $.fedAt: The JSON value could not be converted to System.DateTimeOffset. Path: $.fedAt | LineNumber: 0 | BytePositionInLine: ${r.int(150, 320)}.`,
          ],
          [
            "info",
            `Request finished HTTP/1.1 POST http://husbandry-api/api/care-records - 400 ${r.int(200, 400)} application/problem+json ${r.int(2, 9)}.${r.int(1000, 9999)}ms`,
          ],
        ],
      }),
  },
  {
    cat: "validation",
    estate: "C",
    origin: "diet-planner",
    hints: ["recordinvalid", "validation", "invalid"],
    sev: "medium",
    note: "A diet sheet imported into diet-planner has quantities entered in grams where kilograms were expected, so every recalculation fails model validation.",
    fault: () =>
      F({
        failRate: 0.95,
        kind: "status5xx",
        onset: [
          on(
            -2000,
            "diet-planner",
            "info",
            "DietSheetImport started: elephant-herd-june.csv (412 rows) uploaded by nutrition.team",
          ),
          on(-400, "diet-planner", "info", "DietSheetImport finished: 412 rows upserted"),
        ],
        periodic: {
          every: 20000,
          say: (r) => [
            [
              "error",
              `DietRecalcJob failed for ${r.pick(["African elephant", "reticulated giraffe", "western lowland gorilla"])}: ActiveRecord::RecordInvalid: Validation failed: Quantity grams must be less than or equal to 50000`,
            ],
          ],
        },
        fail: (r) => [
          [
            "error",
            `ActiveRecord::RecordInvalid: Validation failed: Quantity grams must be less than or equal to 50000\n  app/models/diet_item.rb:${r.int(10, 30)}:in 'recalculate!'\n  app/jobs/diet_recalc_job.rb:14:in 'perform'`,
          ],
        ],
      }),
  },
  // ------------------------------------------------------------ null_reference
  {
    cat: "null_reference",
    estate: "B",
    origin: "memberships",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "memberships throws NullReferenceException for members without a household contact, so turnstile member entry, till discounts and renewals fail.",
    fault: () =>
      F({
        failRate: 0.6,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `An unhandled exception has occurred while executing the request.\nSystem.NullReferenceException: Object reference not set to an instance of an object.\n   at Northfield.Memberships.Domain.Household.PrimaryContact(Member member) in /src/Memberships.Domain/Household.cs:line 41\n   at Northfield.Memberships.Api.Controllers.LookupController.Get(String cardNo) in /src/Memberships.Api/Controllers/LookupController.cs:line ${r.int(20, 40)}\n   at lambda_method12(Closure, Object, Object[])\n   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.SyncObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)\n   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)`,
          ],
        ],
      }),
  },
  {
    cat: "null_reference",
    estate: "A",
    origin: "gate-readers",
    hints: ["nil pointer", "nil", "null", "panic", "dereference"],
    sev: "high",
    note: "gate-readers panics on a nil pointer for a share of scans, so those visitors are stuck at the gates.",
    fault: () =>
      F({
        failRate: 0.45,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `http: panic serving ${ip(r)}:${r.int(32768, 60999)}: runtime error: invalid memory address or nil pointer dereference\ngoroutine ${r.int(1000, 90000)} [running]:\nnet/http.(*conn).serve.func1()\n\t/usr/local/go/src/net/http/server.go:1898 +0xbe\npanic({0x8f2c40?, 0xd4a9b0?})\n\t/usr/local/go/src/runtime/panic.go:770 +0x132\ngithub.com/harbourline/gate-readers/internal/scan.(*Validator).admit(0xc0001a2000, {0xc00028e0f0, 0x9})\n\t/src/internal/scan/validator.go:88 +0x3a\ngithub.com/harbourline/gate-readers/internal/scan.(*Handler).ServeHTTP(0xc000118480, {0xa1e2f8, 0xc0002a61c0}, 0xc000332000)\n\t/src/internal/scan/handler.go:41 +0x1c5`,
          ],
        ],
      }),
  },
  {
    cat: "null_reference",
    estate: "C",
    origin: "map-times",
    hints: ["typeerror", "undefined", "null", "cannot read properties"],
    sev: "medium",
    note: "map-times crashes building the shows layer on a session without a start time (TypeError on undefined), so the app map loses show times.",
    fault: () =>
      F({
        failRate: 0.6,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `TypeError: Cannot read properties of undefined (reading 'startsAt')\n    at /app/dist/layers/shows.js:41:27\n    at Array.map (<anonymous>)\n    at buildShowLayer (/app/dist/layers/shows.js:38:18)\n    at async /app/dist/routes/times.js:${r.int(18, 30)}:19`,
          ],
        ],
      }),
  },
  {
    cat: "null_reference",
    estate: "B",
    origin: "animal-records",
    hints: ["attributeerror", "nonetype", "null", "none"],
    sev: "medium",
    note: "animal-records hits an animal with no enclosure and raises AttributeError on None, so feed-due lists and handheld uploads fail; feed-scheduler retries.",
    fault: () =>
      F({
        failRate: 0.75,
        kind: "status5xx",
        storm: true,
        fail: (r) => [
          [
            "error",
            `Internal Server Error: /api/feeds/due\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner\n    response = get_response(request)\n  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/base.py", line 197, in _get_response\n    response = wrapped_callback(request, *callback_args, **callback_kwargs)\n  File "/app/feeding/services.py", line ${r.int(70, 90)}, in due_feeds\n    enclosure = animal.enclosure.enclosure_id\nAttributeError: 'NoneType' object has no attribute 'enclosure_id'`,
          ],
        ],
      }),
  },
  // ------------------------------------------------------------ configuration
  {
    cat: "configuration",
    estate: "A",
    origin: "lss-hub",
    hints: ["config", "configuration", "setting", "missing", "field required"],
    sev: "high",
    note: "A config push to lss-hub drops a required setting; it crash-loops on start-up, its tank readings stop and pump-plc-bridge falls back to holding last setpoints.",
    fault: () =>
      F({
        failRate: 1,
        quiet: true,
        kind: "timeout",
        fail: () => [],
        onset: [
          on(
            -4000,
            "lss-hub",
            "info",
            "config change detected: /etc/lss-hub/lss-hub.yaml rev 83 (pushed by deploy pipeline), restarting",
          ),
          on(-3000, "lss-hub", "info", "shutting down telemetry loop"),
          on(30000, "pump-plc-bridge", "warn", "watchdog: no poll from lss-hub for 30 s, holding last setpoints"),
          on(90000, "pump-plc-bridge", "warn", "watchdog: no poll from lss-hub for 90 s, holding last setpoints"),
          on(
            180000,
            "pump-plc-bridge",
            "error",
            "watchdog: no poll from lss-hub for 180 s, local alarm raised on panel LSS-1",
          ),
        ],
        periodic: {
          every: 20000,
          say: () => [
            ["info", "Starting lss-hub 4.12.0 (config rev 83)"],
            [
              "error",
              "Traceback (most recent call last):\n  File \"/app/lss_hub/__main__.py\", line 9, in <module>\n    settings = Settings()\n  File \"/usr/local/lib/python3.12/site-packages/pydantic_settings/main.py\", line 152, in __init__\n    super().__init__(\npydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nmodbus_bridge_url\n  Field required [type=missing, input_value={'tanks_file': '/etc/lss-...', 'poll_interval_s': 5}, input_type=dict]",
            ],
          ],
        },
      }),
  },
  {
    cat: "configuration",
    estate: "B",
    origin: "till-service",
    hints: ["placeholder", "configuration", "config", "property", "merchant-id"],
    sev: "high",
    note: "till-service is restarted with a config revision missing payments.terminal.merchant-id and never starts again, so member lookups from the tills stop.",
    fault: () =>
      F({
        failRate: 1,
        quiet: true,
        kind: "timeout",
        fail: () => [],
        onset: [
          on(
            -3000,
            "till-service",
            "info",
            "Received SIGTERM: config map till-service-config changed (rev 41), shutting down gracefully",
          ),
          on(-1500, "till-service", "info", "Graceful shutdown complete"),
        ],
        periodic: {
          every: 25000,
          say: (r) => [
            [
              "info",
              `Starting TillServiceApplication v3.8.1 using Java 17.0.11 with PID 1 (/app/app.jar started by app in /app)`,
            ],
            [
              "warn",
              "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'terminalClient'",
            ],
            [
              "error",
              `Application run failed\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'terminalClient': Injection of autowired dependencies failed\n${javaFrames("org.springframework.beans.factory", ["annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)", "support.AbstractAutowireCapableBeanFactory.populateBean(AbstractAutowireCapableBeanFactory.java:1419)"])}\n\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:${r.int(310, 330)})\nCaused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'payments.terminal.merchant-id' in value "\${payments.terminal.merchant-id}"\n\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)\n\t... 44 common frames omitted`,
            ],
          ],
        },
      }),
  },
  {
    cat: "configuration",
    estate: "C",
    origin: "guest-api",
    hints: ["config", "configuration", "econnrefused", "url", "port"],
    sev: "high",
    note: "guest-api's new release points TIX_ENGINE_URL at the wrong port, so every online order fails with connection refused while the gates still reach tix-engine fine.",
    fault: () =>
      F({
        via: "tix-engine",
        failRate: 1,
        kind: "refused",
        onset: [
          on(-6000, "guest-api", "info", "received SIGTERM, closing server"),
          on(
            -1200,
            "guest-api",
            "info",
            "guest-api 2026.06.2 listening on :3000 (NODE_ENV=production, TIX_ENGINE_URL=http://tix-engine:8081)",
          ),
        ],
        fail: (r) => [
          [
            "error",
            `POST /v2/orders upstream error: connect ECONNREFUSED ${ip(r)}:8081\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)`,
          ],
          ["info", `POST /v2/orders 502 ${r.int(2, 9)}.${r.int(100, 999)} ms - 61`],
        ],
      }),
  },
  {
    cat: "configuration",
    estate: "A",
    origin: "pump-plc-bridge",
    hints: ["config", "configuration", "register map", "illegal data address"],
    sev: "high",
    note: "A register map pushed to pump-plc-bridge does not fit chiller CH-2's firmware, so half its Modbus reads fail and lss-hub sees bridge errors.",
    fault: () =>
      F({
        failRate: 0.5,
        kind: "status5xx",
        onset: [
          on(
            -2500,
            "pump-plc-bridge",
            "info",
            "config: loaded register map ch-v3 for 24 units (rev 112, pushed by ops)",
          ),
          on(
            -2000,
            "pump-plc-bridge",
            "warn",
            "config: unit 17 (chiller CH-2) reports firmware 4.7, register map ch-v3 targets >= 5.1",
          ),
        ],
        fail: (r) => [
          ["error", `modbus exception unit=17 fc=03 addr=${r.int(40100, 40120)}: Illegal data address (0x02)`],
        ],
      }),
  },
  // ------------------------------------------------------------ dependency
  {
    cat: "dependency",
    estate: "A",
    origin: "entry-slots",
    hints: ["adyen", "payment", "503", "dependency", "unavailable", "circuit"],
    sev: "high",
    note: "The payment provider entry-slots uses answers 503 and its circuit breaker opens, so online bookings fail while gate scans keep working.",
    fault: () =>
      F({
        onlyRoutes: ["book", "member-book"],
        failRate: 0.95,
        kind: "status5xx",
        fail: (r) =>
          r.chance(0.4)
            ? [["warn", "CircuitBreaker 'adyen' is OPEN and does not permit further calls"]]
            : [
                [
                  "error",
                  `Payment authorisation failed for order HL-${r.int(100000, 999999)}: Adyen API responded HTTP 503 Service Unavailable`,
                ],
              ],
        onset: [on(25000, "entry-slots", "warn", "CircuitBreaker 'adyen' changed state from CLOSED to OPEN")],
      }),
  },
  {
    cat: "dependency",
    estate: "B",
    origin: "app-bff",
    hints: ["redis", "ioredis", "dependency", "econnrefused", "cache"],
    sev: "medium",
    note: "The Redis that app-bff keeps sessions in goes down, so app requests fail with 500s while the website is unaffected.",
    fault: () =>
      F({
        failRate: 0.9,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `session lookup failed: Error: connect ECONNREFUSED 10.12.7.4:6379\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)`,
          ],
          ["info", `${r.pick(["POST /bff/tickets", "GET /bff/talks"])} 500 ${r.int(1, 9)}.${r.int(100, 999)} ms - 35`],
        ],
        periodic: {
          every: 4000,
          say: () => [["error", "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 10.12.7.4:6379"]],
        },
      }),
  },
  {
    cat: "dependency",
    estate: "C",
    origin: "gate-fleet",
    hints: ["kafka", "broker", "dependency", "sarama"],
    sev: "medium",
    note: "The Kafka cluster gate-fleet publishes admissions to becomes unreachable, so admissions stall at the gates and pile up in its local buffer.",
    fault: () =>
      F({
        failRate: 0.9,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            "publish admit event failed: kafka: client has run out of available brokers to talk to (Is your cluster reachable?)",
          ],
          ["warn", `admit held gate=${r.pick(["G1", "G2", "G3", "COACH"])} buffer=${r.int(200, 4900)}/5000`],
        ],
      }),
  },
  {
    cat: "dependency",
    estate: "C",
    origin: "vet-records",
    hints: ["502", "bad gateway", "dependency", "circuit", "lab"],
    sev: "medium",
    note: "The external lab-results service vet-records calls returns 502s until its breaker opens, so treatment saves and the lab sync fail.",
    fault: () =>
      F({
        onlyRoutes: ["vet-ui"],
        failRate: 0.95,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            r.chance(0.5)
              ? `lab results fetch failed: 502 Server Error: Bad Gateway for url: https://api.vetlab-partner.example/v3/results?accession=${r.int(100000, 999999)}`
              : "CircuitBreakerError: Failures threshold reached, circuit breaker 'vetlab' opened",
          ],
        ],
        periodic: {
          every: 15000,
          say: () => [
            [
              "error",
              "lab sync: 502 Server Error: Bad Gateway for url: https://api.vetlab-partner.example/v3/results?since=-1h",
            ],
          ],
        },
      }),
  },
  // ------------------------------------------------------------ memory
  {
    cat: "memory",
    estate: "B",
    origin: "ticketing",
    hints: ["outofmemory", "heap", "memory", "oom", "gc"],
    sev: "high",
    note: "ticketing's JVM heap fills up: full GC pauses of seconds, then OutOfMemoryError, so orders and turnstile validations time out.",
    fault: () =>
      F({
        failRate: 0.7,
        kind: "timeout",
        storm: true,
        fail: (r) =>
          r.chance(0.3)
            ? [
                [
                  "error",
                  `Servlet.service() for servlet [dispatcherServlet] threw exception\njava.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat org.northfieldzoo.ticketing.capacity.SlotCache.snapshot(SlotCache.java:${r.int(50, 90)})`,
                ],
              ]
            : [],
        periodic: {
          every: 7000,
          say: (r) => [
            [
              "warn",
              `[gc] GC(${r.int(900, 1400)}) Pause Full (G1 Compaction Pause) 2038M->20${r.int(28, 36)}M(2048M) ${r.int(2500, 6000)}.${r.int(100, 999)}ms`,
            ],
          ],
        },
      }),
  },
  {
    cat: "memory",
    estate: "A",
    origin: "lss-hub",
    hints: ["memory", "rss", "oom", "leak"],
    sev: "high",
    note: "lss-hub's telemetry buffer grows until the container is killed for memory and restarts in a loop, warning only about its RSS, while pump-plc-bridge stops being polled.",
    fault: () =>
      F({
        failRate: 1,
        quiet: true,
        kind: "timeout",
        fail: () => [],
        onset: [
          on(45000, "pump-plc-bridge", "warn", "watchdog: no poll from lss-hub for 30 s, holding last setpoints"),
        ],
        periodic: {
          every: 30000,
          say: (r, k) =>
            k % 3 === 2
              ? [["info", "Starting lss-hub 4.11.3 (config rev 82)"]]
              : [
                  [
                    "warn",
                    `memory: rss ${(1.7 + (k % 3) * 0.15 + r.next() * 0.05).toFixed(2)} GiB of 2.00 GiB limit (telemetry buffer ${r.int(380, 520)}k samples not flushed)`,
                  ],
                ],
        },
      }),
  },
  {
    cat: "memory",
    estate: "C",
    origin: "guest-api",
    hints: ["heap", "out of memory", "memory", "oom"],
    sev: "high",
    note: "guest-api's Node process runs out of heap and aborts again and again, so online orders, experiences and map calls are dropped.",
    fault: () =>
      F({
        failRate: 0.5,
        kind: "status5xx",
        fail: (r) => (r.chance(0.3) ? [["warn", `event loop delay p99 ${r.int(900, 2600)}ms over last 10s`]] : []),
        periodic: {
          every: 50000,
          say: (r) => [
            [
              "fatal",
              `<--- Last few GCs --->\n\n[1:0x5f3c9a0]   ${r.int(300000, 700000)} ms: Mark-Compact 2031.6 (2084.3) -> 2029.8 (2086.5) MB, 1822.41 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb7a940 node::Abort() [node]\n 2: 0xa8e823  [node]\n 3: 0xd5c0d0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]`,
            ],
            ["info", "guest-api 2026.06.1 listening on :3000 (NODE_ENV=production)"],
          ],
        },
      }),
  },
  {
    cat: "memory",
    estate: "C",
    origin: "lss-controller",
    hints: ["bad_alloc", "memory", "allocation", "oom"],
    sev: "high",
    note: "lss-controller's history buffer grows until std::bad_alloc aborts it repeatedly, so habitat-sensors' scans are refused while it restarts.",
    fault: () =>
      F({
        failRate: 0.5,
        kind: "refused",
        fail: () => [],
        periodic: {
          every: 45000,
          say: (r) => [
            [
              "warn",
              `history ring resized to ${r.pick(["1048576", "2097152"])} samples (rss ${r.int(1500, 1950)} MiB)`,
            ],
            ["fatal", "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc"],
            ["info", "lss-controller 2.3.1 starting, 4 PLCs configured"],
          ],
        },
      }),
  },
  // ------------------------------------------------------------ disk
  {
    cat: "disk",
    estate: "A",
    origin: "husbandry-api",
    hints: ["no space", "disk", "ioexception", "enospc"],
    sev: "medium",
    note: "husbandry-api's media volume fills up, so care records with photos fail to save and keeper-sync retries them.",
    fault: () =>
      F({
        onlyRoutes: ["care-upload"],
        failRate: 0.8,
        kind: "status5xx",
        storm: true,
        fail: (r) => [
          [
            "error",
            `Failed to store attachment for care record\nSystem.IO.IOException: No space left on device : '/data/media/2026/06/${r.hex(32)}.jpg'\n   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan\`1 buffer, Int64 fileOffset)\n   at System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan\`1 buffer)\n   at Harbourline.Husbandry.Media.LocalMediaStore.SaveAsync(Stream content, String key) in /src/Husbandry.Media/LocalMediaStore.cs:line 52`,
          ],
        ],
      }),
  },
  {
    cat: "disk",
    estate: "B",
    origin: "feed-scheduler",
    hints: ["enospc", "no space", "disk"],
    sev: "medium",
    note: "feed-scheduler's tmp volume is full, so its feed-due jobs die writing their CSV and keepers stop getting feed lists.",
    fault: () =>
      F({
        failRate: 1,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `FeedDueJob JID-${r.hex(24)} ERROR: Errno::ENOSPC: No space left on device @ io_write - /var/app/tmp/feeds-${r.int(1000, 9999)}.csv\n/app/app/jobs/feed_due_job.rb:${r.int(20, 40)}:in 'write'\n/app/app/jobs/feed_due_job.rb:${r.int(20, 40)}:in 'perform'\n/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in 'execute_job'`,
          ],
          ["warn", `FeedDueJob JID-${r.hex(24)} WARN: retry ${r.int(1, 5)} scheduled in ${r.int(20, 200)}s`],
        ],
      }),
  },
  {
    cat: "disk",
    estate: "C",
    origin: "events-desk",
    hints: ["flood", "disk", "watermark", "read-only", "cluster_block"],
    sev: "medium",
    note: "The Elasticsearch cluster behind events-desk reaches its flood-stage disk watermark and blocks writes to its index, so experience bookings and the session sync fail.",
    fault: () =>
      F({
        failRate: 0.7,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `Elasticsearch::Transport::Transport::Errors::TooManyRequests: [429] {"error":{"type":"cluster_block_exception","reason":"index [experiences-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"},"status":429}\n  app/indexers/availability_indexer.rb:${r.int(10, 30)}:in 'push'\n  app/controllers/experiences_controller.rb:9:in 'index'`,
          ],
          [
            "error",
            `Completed 500 Internal Server Error in ${r.int(40, 200)}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms)`,
          ],
        ],
      }),
  },
  {
    cat: "disk",
    estate: "A",
    origin: "member-ledger",
    hints: ["diskfull", "no space", "disk"],
    sev: "high",
    note: "member-ledger's Postgres volume fills up, so writes fail with PG::DiskFull and member bookings, scans and till discounts break.",
    fault: () =>
      F({
        failRate: 0.6,
        kind: "status5xx",
        fail: (r) => [
          [
            "error",
            `ActiveRecord::StatementInvalid (PG::DiskFull: ERROR:  could not extend file "base/16384/${r.int(20000, 30000)}": No space left on device\nHINT:  Check free disk space.\n):\n  app/models/visit.rb:${r.int(10, 30)}:in 'record!'\n  app/controllers/memberships_controller.rb:${r.int(10, 40)}:in 'show'`,
          ],
          [
            "error",
            `Completed 500 Internal Server Error in ${r.int(5, 60)}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms)`,
          ],
        ],
      }),
  },
  // ------------------------------------------------------------ unknown
  {
    cat: "unknown",
    estate: "A",
    origin: "showtimes",
    hints: ["unhandled", "internal", "unknown", "exited", "crash"],
    sev: "medium",
    note: "showtimes starts failing with bare unhandled rejections and its cluster workers keep exiting, with nothing saying why; the app's show list and feeding refresh fail.",
    fault: () =>
      F({
        failRate: 0.85,
        kind: "status5xx",
        fail: (r) => [
          ["error", "Unhandled promise rejection: [object Object]"],
          ["info", `GET /v1/shows/today 500 ${r.int(1, 9)}.${r.int(100, 999)} ms - 21`],
        ],
        periodic: {
          every: 40000,
          say: (r) => [["warn", `worker ${r.int(1, 4)} exited with code 1, forking a replacement`]],
        },
      }),
  },
  {
    cat: "unknown",
    estate: "B",
    origin: "edu-bookings",
    hints: ["exit", "unknown", "exited", "crash", "unavailable"],
    sev: "high",
    note: "edu-bookings' server process exits over and over without any error output and its request logs stop, so talks and school bookings time out at app-bff and zoo-web.",
    fault: () =>
      F({
        failRate: 1,
        quiet: true,
        kind: "timeout",
        fail: () => [],
        periodic: {
          every: 30000,
          say: (r) => [
            ["info", `INFO spawned: 'uvicorn' with pid ${r.int(100, 900)}`],
            ["warn", "WARN exited: uvicorn (exit status 1; not expected)"],
          ],
        },
      }),
  },
  {
    cat: "unknown",
    estate: "C",
    origin: "passholders",
    hints: ["internal", "unknown", "request processing", "error"],
    sev: "medium",
    note: "passholders answers pass checks with bare 'request processing failed' errors that carry no cause, so pass bookings and pass admissions fail and tix-engine retries.",
    fault: () =>
      F({
        failRate: 0.85,
        kind: "status5xx",
        storm: true,
        fail: (r) => [["error", `Request processing failed (ref ${r.hex(8)}), returning 500`]],
      }),
  },
  {
    cat: "unknown",
    estate: "B",
    origin: "handheld-api",
    hints: ["internal", "unknown", "exit", "error"],
    sev: "medium",
    note: "handheld-api fails uploads with a bare 'internal error' and keeps exiting with status 2, never logging a cause.",
    fault: () =>
      F({
        failRate: 0.9,
        kind: "status5xx",
        fail: (r) => [["error", `upload failed device=${hh(r)} err="internal error" status=500`]],
        periodic: {
          every: 35000,
          say: () => [
            ["error", "exit status 2"],
            ["info", "handheld-api v1.14.3 starting addr=:8080"],
          ],
        },
      }),
  },
];
