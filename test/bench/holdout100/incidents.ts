// The 52 troubles of holdout100: 4 per category, spread over the estates, each worded as the software at
// the failing service and its callers really log it.
import type { Estate } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Fault } from "./stream.js";
import { trace } from "./words.js";

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

export interface Trouble {
  cat: Category;
  estate: Estate["key"];
  hints: string[];
  sev: "medium" | "high";
  note: string;
  fault: Fault;
}

const ip = (r: Rng) => `10.${r.i(40, 47)}.${r.i(0, 31)}.${r.i(2, 250)}`;
const uid = (r: Rng) => r.hex(8).toUpperCase();
const pid = (r: Rng) => r.i(20, 400);

export const TROUBLES: Trouble[] = [
  // ------------------------------------------------------------------------------------------------ database
  {
    cat: "database",
    estate: "starfall",
    hints: ["connection", "jdbc", "postgres", "too many", "database", "sql"],
    sev: "high",
    note: "pass-registry cannot get Postgres connections (too many clients) and every wristband, ticket and till lookup fails behind it",
    fault: {
      at: "pass-registry",
      mode: "error",
      rate: 0.8,
      ramp: 40,
      kind: "5xx",
      code: 500,
      retries: "wristband-gate",
      origin: (r) => [
        "error",
        trace(
          "java",
          `Request processing failed: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is org.postgresql.util.PSQLException: FATAL: sorry, too many clients already (uid=${uid(r)})`,
          [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2713)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:685)",
            "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
            "com.starfall.passes.repo.EntitlementRepository.findByUid(EntitlementRepository.java:58)",
            "com.starfall.passes.api.LookupController.lookup(LookupController.java:41)",
          ],
        ),
      ],
      periodic: [
        10,
        "pass-registry",
        (r) => [
          "warn",
          `HikariPool-1 - Pool stats (total=${r.i(3, 6)}, active=${r.i(3, 6)}, idle=0, waiting=${r.i(40, 190)})`,
        ],
      ],
      onset: [
        [
          1.2,
          "pass-registry",
          "warn",
          "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@6d3af739 (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
        ],
      ],
    },
  },
  {
    cat: "database",
    estate: "tidewater",
    hints: ["deadlock", "database", "psycopg", "sql", "transaction"],
    sev: "high",
    note: "annual-pass transactions deadlock in Postgres after a renewal batch starts, and gates, tills and the app get 500s from it",
    fault: {
      at: "annual-pass",
      mode: "error",
      rate: 0.55,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        trace(
          "python",
          `psycopg2.errors.DeadlockDetected: deadlock detected\nDETAIL:  Process ${r.i(10000, 40000)} waits for ShareLock on transaction ${r.i(8000000, 9000000)}; blocked by process ${r.i(10000, 40000)}.\nProcess ${r.i(10000, 40000)} waits for ShareLock on transaction ${r.i(8000000, 9000000)}; blocked by process ${r.i(10000, 40000)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${r.i(100, 900)},${r.i(1, 60)}) in relation "passes_entitlement"`,
          [
            '  File "/usr/local/lib/python3.12/site-packages/django/db/backends/utils.py", line 105, in _execute',
            "    return self.cursor.execute(sql, params)",
            '  File "/app/passes/services/check.py", line 77, in record_visit',
            '    Entitlement.objects.filter(pk=ent.pk).update(last_visit=now, visits=F("visits") + 1)',
          ],
        ),
      ],
      onset: [
        [
          -4,
          "annual-pass",
          "info",
          "celery beat: sending due task passes.tasks.apply_renewals (passes.tasks.apply_renewals)",
        ],
      ],
    },
  },
  {
    cat: "database",
    estate: "alpenglow",
    hints: ["read-only", "read_only", "database", "mysql", "sql", "1290"],
    sev: "high",
    note: "after a MySQL failover liftpass-core keeps writing to the old primary, now read-only, and every pass sale and gate validation fails",
    fault: {
      at: "liftpass-core",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        ["warn", "SQL Error: 1290, SQLState: HY000"],
        [
          "error",
          trace(
            "java",
            `Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: org.springframework.orm.jpa.JpaSystemException: could not execute statement [The MySQL server is running with the --read-only option so it cannot execute this statement] [insert into gate_validation (chip_id,gate,ts) values (?,?,?)]] chip=01-${uid(r).slice(0, 4)}`,
            [
              "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:121)",
              "com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdateInternal(ClientPreparedStatement.java:1061)",
              "org.hibernate.engine.jdbc.internal.ResultSetReturnImpl.executeUpdate(ResultSetReturnImpl.java:194)",
              "ch.alpenglow.skipass.validation.GateValidationService.record(GateValidationService.java:88)",
            ],
          ),
        ],
      ],
    },
  },
  {
    cat: "database",
    estate: "cedar",
    hints: ["mongo", "primary", "notwritableprimary", "database", "10107"],
    sev: "medium",
    note: "season-pass writes fail with MongoDB NotWritablePrimary while the replica set has no primary, so scans and app pass views fail",
    fault: {
      at: "season-pass",
      mode: "error",
      rate: 0.7,
      lastsFor: 0.6,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        trace(
          "node",
          `MongoServerError: not primary\n    code: 10107, codeName: 'NotWritablePrimary' (media=01-${uid(r).slice(0, 4)})`,
          [
            "Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:231:30)",
            "MessageStream.<anonymous> (/app/node_modules/mongodb/lib/cmap/connection.js:61:60)",
            "async PassRepo.recordScan (/app/dist/repo/pass-repo.js:88:9)",
            "async /app/dist/routes/passes.js:41:20",
          ],
        ),
      ],
    },
  },
  // ------------------------------------------------------------------------------------------------- network
  {
    cat: "network",
    estate: "starfall",
    hints: ["dns", "lookup", "network", "udp", "i/o timeout"],
    sev: "medium",
    note: "the wristband-gate boxes lose DNS resolution on their VLAN, so turnstile taps fall back to the offline allowlist and many are refused",
    fault: {
      at: "wristband-gate",
      mode: "error",
      rate: 0.85,
      kind: "reset",
      code: 0,
      origin: (r) => [
        [
          "error",
          `validate uid=${uid(r)} failed: Post "http://pass-registry.starfall-prod.svc.cluster.local:8080/passes/lookup": dial tcp: lookup pass-registry.starfall-prod.svc.cluster.local on 10.96.0.10:53: read udp ${ip(r)}:${r.i(30000, 60000)}->10.96.0.10:53: i/o timeout`,
        ],
        ["warn", `reader=TS-MAIN-${r.i(0, 1)}${r.i(1, 9)} offline mode: uid not in local allowlist, tap refused`],
      ],
    },
  },
  {
    cat: "network",
    estate: "tidewater",
    hints: ["reset", "link", "network", "connection", "socket", "uplink"],
    sev: "medium",
    note: "the ride-network uplink of ride-telemetry flaps, its PLC sessions reset and boarding-groups cannot get ride states",
    fault: {
      at: "ride-telemetry",
      mode: "error",
      rate: 0.6,
      kind: "reset",
      code: 0,
      origin: (r) => [
        "error",
        `[net] plc session ${r.p(["Riptide", "Kraken Falls", "Cyclone Coaster"])} @ 172.20.${r.i(1, 9)}.${r.i(10, 60)}:502 recv failed: Connection reset by peer (errno 104), reconnecting`,
      ],
      onset: [
        [0, "ride-telemetry", "warn", "[net] link eth1 (ride-vlan 220) down, carrier lost"],
        [3.1, "ride-telemetry", "warn", "[net] link eth1 (ride-vlan 220) up 1000Mb/s full duplex"],
        [9.4, "ride-telemetry", "warn", "[net] link eth1 (ride-vlan 220) down, carrier lost"],
      ],
      periodic: [
        14,
        "ride-telemetry",
        (r) => ["warn", `[net] link eth1 (ride-vlan 220) ${r.p(["down, carrier lost", "up 1000Mb/s full duplex"])}`],
      ],
    },
  },
  {
    cat: "network",
    estate: "alpenglow",
    hints: ["ssl", "handshake", "tls", "network", "connection reset"],
    sev: "medium",
    note: "payments-adapter's TLS handshakes through the egress proxy are cut off, so pass and ski-school payments fail with 502",
    fault: {
      at: "payments-adapter",
      mode: "error",
      rate: 0.75,
      breakerAfter: 60,
      kind: "5xx",
      code: 502,
      origin: () => [
        "error",
        trace(
          "java",
          "Authorisation call failed: javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
          [
            "java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1714)",
            "java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:456)",
            "org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator.upgrade(DefaultHttpClientConnectionOperator.java:255)",
            "ch.alpenglow.pay.psp.PspClient.authorise(PspClient.java:73)",
          ],
        ).replace(
          "\n\tat org.apache",
          "\nCaused by: java.io.EOFException: SSL peer shut down incorrectly\n\tat org.apache",
        ),
      ],
    },
  },
  {
    cat: "network",
    estate: "cedar",
    hints: ["eai_again", "getaddrinfo", "dns", "network", "lookup"],
    sev: "medium",
    note: "season-pass cannot resolve its database host (getaddrinfo EAI_AGAIN) and pass lookups fail for gates, app and tills",
    fault: {
      at: "season-pass",
      mode: "error",
      rate: 0.65,
      kind: "5xx",
      code: 503,
      retries: "pass-scan",
      origin: () => [
        "error",
        trace("node", "Error: getaddrinfo EAI_AGAIN pg-season.cedar-ridge.internal", [
          "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26)",
        ]),
      ],
    },
  },
  // ------------------------------------------------------------------------------------------------- timeout
  {
    cat: "timeout",
    estate: "starfall",
    hints: ["timeout", "lock", "timed out", "cannotacquirelock"],
    sev: "medium",
    note: "ticketing-svc order writes wait for a lock on the date-capacity row until the lock timeout, and the app times out buying tickets",
    fault: {
      at: "ticketing-svc",
      mode: "error",
      rate: 0.7,
      kind: "timeout",
      code: 504,
      origin: (r) => [
        "error",
        trace(
          "java",
          `Order ORD-${r.i(4000000, 4999999)} failed: org.springframework.dao.CannotAcquireLockException: could not execute statement [ERROR: canceling statement due to lock timeout\n  Where: while updating tuple (${r.i(10, 90)},${r.i(1, 30)}) in relation "date_capacity"]`,
          [
            "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:256)",
            "com.starfall.ticketing.capacity.CapacityService.reserve(CapacityService.java:112)",
            "com.starfall.ticketing.orders.OrderService.confirm(OrderService.java:67)",
          ],
        ),
      ],
      onset: [[-2, "ticketing-svc", "info", "Scheduled task 'recomputeCapacity' started for 2026-12-24..2027-01-02"]],
    },
  },
  {
    cat: "timeout",
    estate: "tidewater",
    hints: ["timeout", "timed out", "read timed out", "sockettimeout"],
    sev: "medium",
    note: "till-gateway's calls to the card acquirer stop answering in time, so till authorisations time out",
    fault: {
      at: "till-gateway",
      mode: "error",
      rate: 0.8,
      kind: "timeout",
      code: 504,
      origin: (r) => [
        "error",
        trace(
          "java",
          `authorize till=${r.p(["HARBORSIDE", "CANTINA", "GIFTS-MAIN"])}-${r.i(1, 9)} failed after 15000 ms: java.net.SocketTimeoutException: Read timed out`,
          [
            "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
            "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
            "com.tidewater.tills.acquirer.Iso8583Channel.receive(Iso8583Channel.java:144)",
          ],
        ),
      ],
    },
  },
  {
    cat: "timeout",
    estate: "alpenglow",
    hints: ["timeout", "worker timeout", "timed out"],
    sev: "medium",
    note: "pricing-engine gunicorn workers hit WORKER TIMEOUT on a slow demand recompute and the gateway and liftpass-core time out quoting",
    fault: {
      at: "pricing-engine",
      mode: "error",
      rate: 0.6,
      kind: "timeout",
      code: 504,
      retries: "alpen-web-gw",
      origin: (r) => {
        const p = pid(r);
        return [
          ["fatal", `[CRITICAL] WORKER TIMEOUT (pid:${p})`],
          ["error", `[ERROR] Worker (pid:${p}) was sent SIGKILL! Perhaps out of memory?`],
          ["info", `[INFO] Booting worker with pid: ${p + r.i(1, 40)}`],
        ];
      },
      onset: [[-3, "pricing-engine", "info", "demand snapshot refresh started: horizon 120d (was 14d)"]],
    },
  },
  {
    cat: "timeout",
    estate: "cedar",
    hints: ["timeout", "deadline", "exceeded", "lock"],
    sev: "medium",
    note: "lesson-planner handlers wait on a schedule lock past their deadline and the app's lesson bookings time out",
    fault: {
      at: "lesson-planner",
      mode: "warn",
      rate: 0.75,
      kind: "timeout",
      code: 504,
      origin: (r) => [
        "warn",
        `handler exceeded 8000ms deadline on POST /lessons (waited ${r.i(8000, 9900)}ms for lock schedule:2026-12-${r.i(1, 28)})`,
      ],
    },
  },
  // ------------------------------------------------------------------------------------------- rate limiting
  {
    cat: "rate_limiting",
    estate: "starfall",
    hints: ["429", "rate", "quota", "limit", "too many"],
    sev: "medium",
    note: "notify-worker exceeds the FCM send quota, push jobs retry and the virtual queue's return notifications back up",
    fault: {
      at: "notify-worker",
      mode: "warn",
      rate: 0.85,
      kind: "4xx",
      code: 429,
      origin: (r) => [
        "warn",
        `VqReturnPushJob JID-${r.hex(24)} WARN: Google::Apis::RateLimitError: quotaExceeded: Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute' of service 'fcm.googleapis.com' (retry ${r.i(1, 24)} in ${r.i(20, 400)}s)`,
      ],
      up: {
        "vq-service": (r) => [
          [
            "warn",
            `Return reminder for group ${r.i(10, 240)} not delivered: notify-worker answered 429 Too Many Requests (queue depth ${r.i(2000, 9000)})`,
          ],
        ],
      },
    },
  },
  {
    cat: "rate_limiting",
    estate: "tidewater",
    hints: ["slowdown", "rate", "reduce", "throttl", "503"],
    sev: "medium",
    note: "ridephoto-store is throttled by S3 (SlowDown) after the evening burst of captures and the app cannot show ride photos",
    fault: {
      at: "ridephoto-store",
      mode: "error",
      rate: 0.7,
      kind: "5xx",
      code: 503,
      origin: (r) => [
        "error",
        `SlowDown: Please reduce your request rate. (PutObject tw-ridephotos/${r.p(["riptide", "kraken", "cyclone"])}/${r.hex(12)}.jpg, $metadata.httpStatusCode=503, attempts=3)`,
      ],
    },
  },
  {
    cat: "rate_limiting",
    estate: "alpenglow",
    hints: ["429", "rate", "limit", "too many"],
    sev: "medium",
    note: "guest-profile hits the identity provider's management API rate limit and profile reads fail for rental fittings and the web",
    fault: {
      at: "guest-profile",
      mode: "error",
      rate: 0.65,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        `failed to load profile G${r.i(1000000, 9999999)}: TooManyRequestsError: Global limit has been reached (statusCode 429, x-ratelimit-remaining=0, x-ratelimit-reset=${r.i(1764522000, 1764523000)})`,
      ],
    },
  },
  {
    cat: "rate_limiting",
    estate: "cedar",
    hints: ["429", "too many", "rate", "throttl", "limit"],
    sev: "medium",
    note: "card-terminal exceeds the processor's transactions-per-second cap, gets 429s and rental checkouts fail",
    fault: {
      at: "card-terminal",
      mode: "error",
      rate: 0.6,
      kind: "4xx",
      code: 429,
      origin: (r) => [
        "error",
        `terminal ${r.p(["BASE-T", "RENT-T"])}${r.i(1, 12)} sale ${r.i(5, 400)}.${r.i(10, 99)} USD failed: gateway HTTP 429 Too Many Requests (Retry-After: 2, merchant TPS limit 25)`,
      ],
      up: {
        "rental-shop": (r) => [
          ["error", `checkout RS-${r.i(10000, 99999)} failed: card-terminal returned 429 Too Many Requests`],
        ],
      },
    },
  },
  // ------------------------------------------------------------------------------------------ authentication
  {
    cat: "authentication",
    estate: "starfall",
    hints: ["aadsts", "credential", "secret", "authentication", "expired", "token"],
    sev: "medium",
    note: "pos-hub's client secret for the identity provider has expired, it cannot get tokens and wristband payments at the tills fail",
    fault: {
      at: "pos-hub",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 401,
      origin: (r) => [
        "error",
        trace(
          "dotnet",
          `Tender failed store=${r.p(["F&B-PLAZA", "MERCH-CASTLE"])} lane=${r.i(1, 8)}: Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app '3f1e8c2a-...-pos-hub' are expired. Visit the Azure portal to create new keys for your app.`,
          [
            "Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshError(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)",
            "Starfall.Pos.Hub.Auth.TokenProvider.GetTokenAsync(CancellationToken ct) in /src/Starfall.Pos.Hub/Auth/TokenProvider.cs:line 38",
            "Starfall.Pos.Hub.Tender.WristbandTender.AuthorizeAsync(TenderRequest req) in /src/Starfall.Pos.Hub/Tender/WristbandTender.cs:line 71",
          ],
        ),
      ],
    },
  },
  {
    cat: "authentication",
    estate: "tidewater",
    hints: ["password", "authentication", "credential", "fatal"],
    sev: "high",
    note: "annual-pass can no longer log in to Postgres (password authentication failed) and every gate scan and till lookup fails",
    fault: {
      at: "annual-pass",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 500,
      retries: "gate-controller",
      origin: () => [
        "error",
        trace(
          "python",
          'django.db.utils.OperationalError: connection to server at "pg-passes.tidewater.internal" (10.44.3.18), port 5432 failed: FATAL:  password authentication failed for user "annual_pass"',
          [
            '  File "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py", line 275, in ensure_connection',
            "    self.connect()",
            '  File "/usr/local/lib/python3.12/site-packages/psycopg/connection.py", line 119, in connect',
            "    raise last_ex.with_traceback(None)",
          ],
        ),
      ],
    },
  },
  {
    cat: "authentication",
    estate: "alpenglow",
    hints: ["401", "unauthorized", "api key", "credential", "authentication"],
    sev: "medium",
    note: "payments-adapter's PSP API key is rejected with 401 and every pass and lesson payment fails",
    fault: {
      at: "payments-adapter",
      mode: "error",
      rate: 0.95,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        `Authorise failed for ${r.i(40, 1200)}.00 CHF: PSP returned HTTP 401 Unauthorized {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"}`,
      ],
    },
  },
  {
    cat: "authentication",
    estate: "cedar",
    hints: ["wrongpass", "password", "auth", "credential"],
    sev: "medium",
    note: "season-pass is refused by Redis with WRONGPASS after the cache password changed, and pass lookups fail",
    fault: {
      at: "season-pass",
      mode: "error",
      rate: 0.8,
      kind: "5xx",
      code: 500,
      origin: () => [
        "error",
        trace("node", "ReplyError: WRONGPASS invalid username-password pair or user is disabled.", [
          "parseError (/app/node_modules/redis-parser/lib/parser.js:179:12)",
          "parseType (/app/node_modules/redis-parser/lib/parser.js:302:14)",
        ]),
      ],
    },
  },
  // ------------------------------------------------------------------------------------------- authorization
  {
    cat: "authorization",
    estate: "starfall",
    hints: ["accessdenied", "access", "denied", "forbidden", "permission", "403"],
    sev: "medium",
    note: "photo-match is denied PutObject on the photo bucket and matched ride photos cannot be stored or sold",
    fault: {
      at: "photo-match",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        trace(
          "python",
          "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
          [
            '  File "/app/photomatch/store.py", line 52, in save_bundle',
            `    s3.put_object(Bucket="sf-ride-photos", Key=f"{ride}/{frame_id}.jpg", Body=data)  # frame ${r.hex(10)}`,
            '  File "/usr/local/lib/python3.11/site-packages/botocore/client.py", line 1023, in _make_api_call',
            "    raise error_class(parsed_response, operation_name)",
          ],
        ),
      ],
    },
  },
  {
    cat: "authorization",
    estate: "tidewater",
    hints: ["permission", "denied", "privilege", "insufficient"],
    sev: "medium",
    note: "menu-service's database role lost SELECT on the menu table and the app's menus and mobile ordering fail",
    fault: {
      at: "menu-service",
      mode: "error",
      rate: 0.95,
      kind: "5xx",
      code: 500,
      origin: () => [
        "error",
        trace("python", "psycopg2.errors.InsufficientPrivilege: permission denied for table menu_item", [
          '  File "/app/menus/views.py", line 31, in get',
          "    items = list(MenuItem.objects.filter(outlet=outlet, active=True))",
          '  File "/usr/local/lib/python3.11/site-packages/django/db/backends/utils.py", line 89, in _execute',
          "    return self.cursor.execute(sql, params)",
        ]),
      ],
    },
  },
  {
    cat: "authorization",
    estate: "alpenglow",
    hints: ["authorization", "permission", "403", "forbidden", "mismatch"],
    sev: "medium",
    note: "rental-fitting's identity is not allowed to write fitting sheets to blob storage (403) and fittings cannot be saved",
    fault: {
      at: "rental-fitting",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        trace(
          "dotnet",
          `Saving fitting FT-${r.i(100000, 999999)} failed: Azure.RequestFailedException: This request is not authorized to perform this operation using this permission.\nStatus: 403 (This request is not authorized to perform this operation using this permission.)\nErrorCode: AuthorizationPermissionMismatch`,
          [
            "Azure.Storage.Blobs.BlockBlobClient.UploadInternal(Stream content, BlobHttpHeaders blobHttpHeaders, Boolean async, CancellationToken cancellationToken)",
            "Alpenglow.Rental.Fitting.SheetStore.SaveAsync(FittingSheet sheet) in /src/Alpenglow.Rental/Fitting/SheetStore.cs:line 44",
          ],
        ),
      ],
    },
  },
  {
    cat: "authorization",
    estate: "cedar",
    hints: ["forbidden", "rbac", "permission", "cannot"],
    sev: "medium",
    note: "lift-status's service account is forbidden from reading the lift configmap and the app's lift board fails",
    fault: {
      at: "lift-status",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 500,
      origin: () => [
        "error",
        'load lift board: configmaps "lift-board" is forbidden: User "system:serviceaccount:cedar-ridge:lift-status" cannot get resource "configmaps" in API group "" in the namespace "cedar-ridge"',
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------- validation
  {
    cat: "validation",
    estate: "starfall",
    hints: ["parse", "deserialize", "json", "invalid", "validation"],
    sev: "medium",
    note: "vq-service rejects ride-ops return windows it cannot parse ('2:15 PM'), so virtual-queue joins fail",
    fault: {
      at: "vq-service",
      mode: "error",
      rate: 0.85,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        trace(
          "java",
          `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalTime\` from String "${r.i(1, 9)}:${r.p(["15", "30", "45"])} PM": Failed to deserialize java.time.LocalTime: (java.time.format.DateTimeParseException) Text could not be parsed at index 4]`,
          [],
        ),
      ],
      onset: [[-1.5, "ride-ops-bridge", "info", "ride-ops-bridge 4.2.0 started (schedule export v2 enabled)"]],
    },
  },
  {
    cat: "validation",
    estate: "tidewater",
    hints: ["validation", "invalid", "schema", "time"],
    sev: "medium",
    note: "boarding-groups rejects every ride schedule item as invalid after the feed changes its time format, and group joins fail",
    fault: {
      at: "boarding-groups",
      mode: "error",
      rate: 0.8,
      kind: "5xx",
      code: 422,
      origin: (r) => [
        "error",
        `join rejected ride=${r.p(["Riptide", "Kraken Falls", "Pirate Plunge"])}: validation failed: schedule[${r.i(0, 30)}].return_window: invalid time "${r.i(24, 27)}:${r.i(10, 59)}" (want HH:MM 00-23)`,
      ],
    },
  },
  {
    cat: "validation",
    estate: "alpenglow",
    hints: ["recordinvalid", "validation", "invalid", "422"],
    sev: "medium",
    note: "skischool-booking rejects bookings from the new web form whose birthdates it cannot accept, so lessons cannot be booked",
    fault: {
      at: "skischool-booking",
      mode: "warn",
      rate: 0.8,
      kind: "4xx",
      code: 422,
      origin: () => [
        "warn",
        "ActiveRecord::RecordInvalid (Validation failed: Participants birthdate is not a valid date, Participants age group can't be blank)",
      ],
      onset: [[-2, "alpen-web-gw", "info", "static bundle web-2026.11.30.2 published (school booking form v3)"]],
    },
  },
  {
    cat: "validation",
    estate: "cedar",
    hints: ["validation", "pydantic", "invalid", "float"],
    sev: "medium",
    note: "rental-shop rejects fitting requests whose boot size arrives in a format its schema refuses, and rental reservations fail",
    fault: {
      at: "rental-shop",
      mode: "error",
      rate: 0.75,
      kind: "4xx",
      code: 422,
      origin: (r) => [
        "error",
        `1 validation error for FittingRequest\nboot_mondo\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='${r.i(24, 30)},5', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.9/v/float_parsing`,
      ],
    },
  },
  // ------------------------------------------------------------------------------------------ null reference
  {
    cat: "null_reference",
    estate: "starfall",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "wait-times crashes reading an undefined ride entry when a ride is missing from the feed, and the app's waits endpoint fails",
    fault: {
      at: "wait-times",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 500,
      origin: () => [
        "error",
        trace("node", "TypeError: Cannot read properties of undefined (reading 'minutes')", [
          "toWait (/app/dist/waits/merge.js:27:41)",
          "Array.map (<anonymous>)",
          "mergeSources (/app/dist/waits/merge.js:14:29)",
          "async /app/dist/routes/waits.js:19:17",
        ]),
      ],
    },
  },
  {
    cat: "null_reference",
    estate: "tidewater",
    hints: ["sigsegv", "null", "segmentation", "0x0"],
    sev: "high",
    note: "ride-telemetry segfaults dereferencing a null ride handle and crash-loops, so boarding-groups cannot reach it",
    fault: {
      at: "ride-telemetry",
      mode: "quiet",
      rate: 0.9,
      kind: "refused",
      code: 0,
      periodic: [
        11,
        "ride-telemetry",
        (r) => [
          [
            "fatal",
            `*** SIGSEGV (@0x0) received by PID 1 (TID 0x7f${r.hex(10)}) from PID 0; stack trace: ***\n    @     0x7f${r.hex(9)} (unknown)\n    @     0x55${r.hex(10)} tw::RideSession::onFrame()\n    @     0x55${r.hex(10)} tw::PlcPoller::poll()\n    @     0x55${r.hex(10)} main\nSegmentation fault (core dumped)`,
          ],
          ["info", "[main] ride-telemetry 7.3.1 starting, 6 PLC sessions configured"],
        ],
      ],
    },
  },
  {
    cat: "null_reference",
    estate: "alpenglow",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "rental-fitting throws NullReferenceException for guests without a stored skier type and fittings fail",
    fault: {
      at: "rental-fitting",
      mode: "error",
      rate: 0.6,
      kind: "5xx",
      code: 500,
      origin: () => [
        "error",
        trace(
          "dotnet",
          "An unhandled exception has occurred while executing the request.\nSystem.NullReferenceException: Object reference not set to an instance of an object.",
          [
            "Alpenglow.Rental.Fitting.DinCalculator.Compute(SkierProfile profile) in /src/Alpenglow.Rental/Fitting/DinCalculator.cs:line 23",
            "Alpenglow.Rental.Fitting.FittingController.Create(FittingRequest req) in /src/Alpenglow.Rental/Fitting/FittingController.cs:line 58",
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          ],
        ),
      ],
    },
  },
  {
    cat: "null_reference",
    estate: "cedar",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "high",
    note: "dyn-pricing fails with AttributeError on a None segment for dates beyond its table, and app price quotes fail",
    fault: {
      at: "dyn-pricing",
      mode: "error",
      rate: 0.7,
      kind: "5xx",
      code: 500,
      origin: () => [
        "error",
        trace("python", "AttributeError: 'NoneType' object has no attribute 'elasticity'", [
          '  File "/app/pricing/api.py", line 48, in quote',
          "    price = engine.price(req.product, req.date)",
          '  File "/app/pricing/engine.py", line 112, in price',
          "    return base * (1 + seg.elasticity * demand)",
        ]),
      ],
    },
  },
  // ------------------------------------------------------------------------------------------- configuration
  {
    cat: "configuration",
    estate: "starfall",
    hints: ["config", "env", "setting", "valueerror", "invalid literal"],
    sev: "medium",
    note: "right after a config change ride-ops-bridge cannot parse DISPATCH_TIMEOUT ('45s') and its ride-state endpoint fails",
    fault: {
      at: "ride-ops-bridge",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 500,
      origin: () => [
        "error",
        trace("python", "ValueError: invalid literal for int() with base 10: '45s'", [
          '  File "/app/rideops/api.py", line 66, in ride_state',
          '    timeout = int(os.environ.get("DISPATCH_TIMEOUT", "45"))',
        ]),
      ],
      onset: [
        [
          -6,
          "ride-ops-bridge",
          "info",
          "configmap ride-ops-env updated (rev 58 by argocd): DISPATCH_TIMEOUT, PLC_POLL_MS",
        ],
        [-1, "ride-ops-bridge", "info", "reloaded environment, 2 keys changed"],
      ],
    },
  },
  {
    cat: "configuration",
    estate: "tidewater",
    hints: ["config", "no such file", "yaml", "missing", "lane"],
    sev: "high",
    note: "after a config push gate-controller cannot find its lane map file and refuses scans on the reloaded lanes",
    fault: {
      at: "gate-controller",
      mode: "error",
      rate: 0.8,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        `scan refused lane=${r.p(["N1", "N3", "S2", "RIPTIDE-Q"])}: no lane config loaded (open /etc/gate/lanes.d/lanes.yaml: no such file or directory)`,
      ],
      onset: [
        [-3, "gate-controller", "info", "config push received from gate-admin (version 2026.11.30-b), reloading"],
        [-2.6, "gate-controller", "warn", "config: LANES_DIR=/etc/gate/lanes.d (was /etc/gate), 0 lane files found"],
      ],
    },
  },
  {
    cat: "configuration",
    estate: "alpenglow",
    hints: ["placeholder", "config", "property", "resolve", "setting"],
    sev: "high",
    note: "a new liftpass-core release cannot start because a property placeholder is missing, pods crash-loop and pass sales and gates fail",
    fault: {
      at: "liftpass-core",
      mode: "quiet",
      rate: 0.9,
      kind: "refused",
      code: 0,
      onset: [
        [-8, "liftpass-core", "info", "Starting SkiPassApplication v2026.48.0 using Java 21.0.5 with PID 1"],
        [
          -1,
          "liftpass-core",
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt",
        ],
        [
          0,
          "liftpass-core",
          "error",
          trace(
            "java",
            "Application run failed\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'taxCalculator': Injection of autowired dependencies failed\nCaused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'skipass.tax.rate.ch' in value \"$" +
              '{skipass.tax.rate.ch}"',
            [
              "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:509)",
              "ch.alpenglow.skipass.SkiPassApplication.main(SkiPassApplication.java:12)",
            ],
          ),
        ],
      ],
      periodic: [
        40,
        "liftpass-core",
        () => [
          "error",
          "Application run failed: Could not resolve placeholder 'skipass.tax.rate.ch' in value \"$" +
            '{skipass.tax.rate.ch}"',
        ],
      ],
    },
  },
  {
    cat: "configuration",
    estate: "cedar",
    hints: ["config", "env", "not set", "season_pass_url", "localhost"],
    sev: "medium",
    note: "a cr-mobile-api deploy lacks SEASON_PASS_URL, falls back to localhost and every pass view in the app fails",
    fault: {
      at: "cr-mobile-api",
      mode: "error",
      rate: 0.95,
      onlyWith: "season-pass",
      kind: "refused",
      code: 0,
      origin: (r) => [
        [
          "error",
          'get pass: Get "http://localhost:8080/passes/me": dial tcp 127.0.0.1:8080: connect: connection refused',
        ],
        ["error", `http request method=GET path=/v1/passes/me status=502 dur=${r.i(1, 4)}ms`],
      ],
      onset: [
        [-5, "cr-mobile-api", "info", "starting cr-mobile-api version=1.62.0 commit=9c41e7a"],
        [-4.8, "cr-mobile-api", "warn", "env SEASON_PASS_URL not set, using default http://localhost:8080"],
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------- dependency
  {
    cat: "dependency",
    estate: "starfall",
    hints: ["stripe", "api_error", "upstream", "unavailable", "dependency", "provider", "psp"],
    sev: "medium",
    note: "the card processor behind ticketing-svc answers with 5xx errors and its circuit breaker opens, so ticket checkouts fail",
    fault: {
      at: "ticketing-svc",
      mode: "error",
      rate: 0.7,
      breakerAfter: 50,
      kind: "5xx",
      code: 502,
      origin: (r) => [
        "error",
        `Payment for ORD-${r.i(4000000, 4999999)} failed: com.stripe.exception.ApiException: An unknown error occurred; code: api_error; request-id: req_${r.hex(14)} (status 500)`,
      ],
      periodic: [
        25,
        "ticketing-svc",
        () => ["warn", "CircuitBreaker 'stripe' changed state from CLOSED to OPEN (failure rate 68.0% > 50.0%)"],
      ],
    },
  },
  {
    cat: "dependency",
    estate: "tidewater",
    hints: ["redis", "clusterdown", "cluster", "unavailable", "dependency"],
    sev: "medium",
    note: "the managed Redis cluster behind boarding-groups reports CLUSTERDOWN, so group joins and the wait board fail",
    fault: {
      at: "boarding-groups",
      mode: "error",
      rate: 0.8,
      kind: "5xx",
      code: 503,
      origin: () => ["error", "reserve group: CLUSTERDOWN The cluster is down"],
    },
  },
  {
    cat: "dependency",
    estate: "alpenglow",
    hints: ["503", "upstream", "unavailable", "forecast", "dependency", "vendor"],
    sev: "medium",
    note: "the snow-forecast vendor pricing-engine calls answers 503, and dynamic quotes for passes fail",
    fault: {
      at: "pricing-engine",
      mode: "error",
      rate: 0.75,
      kind: "5xx",
      code: 502,
      origin: (r) => [
        "error",
        trace(
          "python",
          `requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.snowcast.io/v2/forecast?resort=${r.p(["verbier", "laax", "zermatt"])}&days=7`,
          ['  File "/app/pricing/features/weather.py", line 38, in snow_forecast', "    resp.raise_for_status()"],
        ),
      ],
    },
  },
  {
    cat: "dependency",
    estate: "cedar",
    hints: ["503", "upstream", "unavailable", "dependency", "breaker", "scheduling"],
    sev: "medium",
    note: "the instructor-scheduling SaaS that lesson-planner books through is unavailable, its breaker opens and lesson bookings fail",
    fault: {
      at: "lesson-planner",
      mode: "error",
      rate: 0.85,
      breakerAfter: 45,
      kind: "5xx",
      code: 503,
      origin: (r) => [
        "error",
        `book lesson LS-${r.i(10000, 99999)}: instructor schedule API responded 503 Service Unavailable (https://api.shiftgrid.com/v1/shifts, attempt 3/3)`,
      ],
      periodic: [
        30,
        "lesson-planner",
        () => ["warn", "breaker shiftgrid-api: open (12 failures in 30s), half-open in 30s"],
      ],
    },
  },
  // -------------------------------------------------------------------------------------------------- memory
  {
    cat: "memory",
    estate: "starfall",
    hints: ["outofmemory", "memory", "heap", "oom"],
    sev: "high",
    note: "vq-service runs out of Java heap, is OOM-killed and restarts, and virtual-queue joins and return pushes fail",
    fault: {
      at: "vq-service",
      mode: "error",
      rate: 0.6,
      ramp: 60,
      breakerAfter: 70,
      kind: "5xx",
      code: 503,
      origin: () => [
        "error",
        trace("java", 'Exception in thread "http-nio-8080-exec-37" java.lang.OutOfMemoryError: Java heap space', [
          "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
          "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "com.starfall.vq.slots.SlotCache.snapshot(SlotCache.java:91)",
        ]),
      ],
      onset: [
        [
          -40,
          "vq-service",
          "warn",
          "GC overhead: 61% of time in G1 Old collections over the last 60s (heap 1982M/2048M)",
        ],
      ],
      periodic: [
        50,
        "vq-service",
        () => ["info", "Starting VqApplication v3.14.2 using Java 21.0.5 with PID 1 (container restarted)"],
      ],
    },
  },
  {
    cat: "memory",
    estate: "tidewater",
    hints: ["heap", "memory", "allocation", "out of memory"],
    sev: "medium",
    note: "waitboard's Node process hits its heap limit and crash-loops, so the wait boards stop refreshing",
    fault: {
      at: "waitboard",
      mode: "quiet",
      rate: 0.9,
      kind: "timeout",
      code: 0,
      onset: [[-20, "waitboard", "warn", "board cache size 1.7GB, 412k entries"]],
      periodic: [
        25,
        "waitboard",
        (r) => [
          "fatal",
          `<--- Last few GCs --->\n[1:0x${r.hex(12)}]   ${r.i(300000, 900000)} ms: Mark-Compact 2041.6 (2083.2) -> 2038.9 (2084.5) MB, 1650.32 / 0.00 ms  (average mu = 0.112, current mu = 0.031) allocation failure; scavenge might not succeed\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory`,
        ],
      ],
    },
  },
  {
    cat: "memory",
    estate: "alpenglow",
    hints: ["bad_alloc", "memory", "alloc"],
    sev: "high",
    note: "gate-reader-hub aborts with std::bad_alloc and restarts repeatedly, so lift gates fall back and many skiers are stopped",
    fault: {
      at: "gate-reader-hub",
      mode: "error",
      rate: 0.7,
      kind: "refused",
      code: 0,
      origin: (r) => [
        "warn",
        `access OFFLINE gate=${r.p(["Gondola Eiger", "Chair 4 Kessel", "Sixpack Ries"])}/${r.i(1, 6)}: hub restarting, chip queued for later validation`,
      ],
      periodic: [
        35,
        "gate-reader-hub",
        (r) => [
          "fatal",
          `terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\nhub[1]: Aborted (core dumped), rss=${r.i(3800, 3990)}MB`,
        ],
      ],
    },
  },
  {
    cat: "memory",
    estate: "cedar",
    hints: ["memory", "sigkill", "oom", "out of memory"],
    sev: "medium",
    note: "rental-shop's gunicorn workers are killed for running out of memory and rental reservations fail with 502",
    fault: {
      at: "rental-shop",
      mode: "error",
      rate: 0.55,
      kind: "5xx",
      code: 502,
      origin: (r) => {
        const p = pid(r);
        return [
          ["error", `[ERROR] Worker (pid:${p}) was sent SIGKILL! Perhaps out of memory?`],
          ["info", `[INFO] Booting worker with pid: ${p + r.i(1, 30)}`],
        ];
      },
    },
  },
  // ---------------------------------------------------------------------------------------------------- disk
  {
    cat: "disk",
    estate: "starfall",
    hints: ["no space", "disk", "errno 28", "space", "oserror"],
    sev: "medium",
    note: "photo-match's frame spool volume fills up and matching fails, so ride photos stop reaching the app",
    fault: {
      at: "photo-match",
      mode: "error",
      rate: 0.85,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        trace(
          "python",
          `OSError: [Errno 28] No space left on device: '/var/spool/frames/${r.p(["COMET-CAM-2", "NEBULA-CAM-1"])}/${r.hex(10)}.jpg'`,
          ['  File "/app/photomatch/ingest.py", line 88, in spool', '    with open(path, "wb") as fh:'],
        ),
      ],
      onset: [[-60, "photo-match", "warn", "spool /var/spool/frames at 94% (47.1G/50G), cleanup job behind by 3h"]],
    },
  },
  {
    cat: "disk",
    estate: "tidewater",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "medium",
    note: "ridephoto-store's capture volume is full (ENOSPC) and new ride photos cannot be written",
    fault: {
      at: "ridephoto-store",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 500,
      origin: (r) => ["error", `Error: ENOSPC: no space left on device, write '/data/captures/${r.hex(12)}.jpg'`],
    },
  },
  {
    cat: "disk",
    estate: "alpenglow",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "medium",
    note: "skischool-booking's storage volume is full and lesson bookings fail writing confirmations",
    fault: {
      at: "skischool-booking",
      mode: "error",
      rate: 0.9,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        `Errno::ENOSPC (No space left on device @ io_write - /rails/storage/confirmations/${r.hex(2)}/${r.hex(2)}/${r.hex(16)}.pdf):\napp/services/confirmation_pdf.rb:22:in \`write'\napp/controllers/lessons_controller.rb:31:in \`create'`,
      ],
    },
  },
  {
    cat: "disk",
    estate: "cedar",
    hints: ["disk", "full", "sqlite_full", "space"],
    sev: "medium",
    note: "pass-scan's local scan journal is full (SQLITE_FULL) and lift gates reject scans",
    fault: {
      at: "pass-scan",
      mode: "error",
      rate: 0.85,
      kind: "5xx",
      code: 500,
      origin: (r) => [
        "error",
        `scan media=01-${uid(r).slice(0, 4)} not recorded: database or disk is full (SQLITE_FULL) journal=/var/lib/pass-scan/scans.db`,
      ],
    },
  },
  // ------------------------------------------------------------------------------------------------- unknown
  {
    cat: "unknown",
    estate: "starfall",
    hints: ["unknown", "restart", "crash", "exit", "unavailable"],
    sev: "high",
    note: "pass-registry keeps restarting without saying why and gates, ticketing and tills cannot reach it",
    fault: {
      at: "pass-registry",
      mode: "quiet",
      rate: 0.75,
      kind: "refused",
      code: 0,
      periodic: [
        45,
        "pass-registry",
        () => ["info", "Starting PassRegistryApplication v5.2.1 using Java 21.0.5 with PID 1"],
      ],
    },
  },
  {
    cat: "unknown",
    estate: "tidewater",
    hints: ["unknown", "unresponsive", "hang", "stall", "no response"],
    sev: "medium",
    note: "boarding-groups stops logging and answering without a word, and the app and wait boards time out calling it",
    fault: { at: "boarding-groups", mode: "quiet", rate: 0.95, kind: "timeout", code: 0 },
  },
  {
    cat: "unknown",
    estate: "alpenglow",
    hints: ["unknown", "internal", "unhandled", "500"],
    sev: "medium",
    note: "payments-adapter answers 500 with opaque error references and no cause, and payments fail",
    fault: {
      at: "payments-adapter",
      mode: "error",
      rate: 0.7,
      kind: "5xx",
      code: 500,
      origin: (r) => ["error", `Unhandled error, returning 500 (errorRef=PA-${r.hex(8).toUpperCase()})`],
    },
  },
  {
    cat: "unknown",
    estate: "cedar",
    hints: ["exit", "elifecycle", "crash", "unknown"],
    sev: "high",
    note: "season-pass exits with status 1 over and over without an error and everything that looks up passes fails",
    fault: {
      at: "season-pass",
      mode: "quiet",
      rate: 0.8,
      kind: "refused",
      code: 0,
      periodic: [
        30,
        "season-pass",
        () => [
          "error",
          "npm ERR! code ELIFECYCLE\nnpm ERR! errno 1\nnpm ERR! season-pass@3.2.0 start: `node dist/server.js`\nnpm ERR! Exit status 1",
        ],
      ],
    },
  },
];
