// The 52 failing windows of holdout96: four per category, one in each estate, written as each piece of software logs.
import type { Kind, Said } from "./callers.js";
import type { Rng } from "./rng.js";
import { dotnet, java, node, py, ruby } from "./stacks.js";

export type Say = (r: Rng) => Said;
export interface CallerSpec {
  service: string;
  perMin: number;
  kinds: Kind[];
  code?: number;
  custom?: Say;
}
export interface Spec {
  cat: string;
  estate: "harbourline" | "meridian" | "northvale" | "coastlink";
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  mode: "loud" | "warn" | "quiet";
  originPerMin: number;
  says: Say[];
  callers: CallerSpec[];
  pre?: { service: string; atSec: number; f: Say }[];
}

const tok = (r: Rng) => r.hex(12);
const ord = (r: Rng) => `O${r.int(100000, 999999)}`;
const tk = (r: Rng) => `TK${r.int(10000000, 99999999)}`;

export const INCIDENTS: Spec[] = [
  // ---------------- authentication
  {
    cat: "authentication",
    estate: "harbourline",
    origin: "acquirer-settlement",
    hints: ["invalid_client", "credential", "auth", "token", "401"],
    sev: "high",
    note: "acquirer-settlement's OAuth client secret at the acquirer has expired; token requests fail with invalid_client so debt-recovery auths and settlement files stop.",
    mode: "loud",
    originPerMin: 8,
    says: [
      () => [
        "error",
        'POST https://api.acquirer-gateway.example/oauth2/token -> 401 {"error":"invalid_client","error_description":"client secret expired"}',
      ],
      (r) => [
        "error",
        `debt recovery auth failed token=${tok(r)}: unable to obtain access token (401 invalid_client)`,
        java(
          "org.springframework.security.oauth2.client.ClientAuthorizationException: [invalid_client] client secret expired",
          [
            "org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.getTokenResponse(ClientCredentialsOAuth2AuthorizedClientProvider.java:91)",
            "org.springframework.security.oauth2.client.AuthorizedClientServiceOAuth2AuthorizedClientManager.authorize(AuthorizedClientServiceOAuth2AuthorizedClientManager.java:144)",
            "com.harbourline.settle.acquirer.AcquirerClient.bearer(AcquirerClient.java:58)",
            "com.harbourline.settle.recovery.DebtRecoveryJob.run(DebtRecoveryJob.java:112)",
          ],
        ),
      ],
    ],
    callers: [
      {
        service: "abt-journey-builder",
        perMin: 6,
        kinds: ["4xx"],
        custom: (r) => [
          "warn",
          `debt recovery pending for token=${tok(r)}: acquirer-settlement returned 502, journey kept in UNPAID`,
        ],
      },
      { service: "customer-care-console", perMin: 3, kinds: ["5xx"], code: 502 },
    ],
  },
  {
    cat: "authentication",
    estate: "meridian",
    origin: "trip-updates",
    hints: ["sasl", "authentication", "credential", "scram"],
    sev: "high",
    note: "trip-updates' Kafka SASL/SCRAM credential was rotated on the broker only; its consumer cannot authenticate, so predictions and displays go stale.",
    mode: "warn",
    originPerMin: 10,
    says: [
      () => [
        "warn",
        "[Consumer clientId=trip-updates-0, groupId=trip-updates] Connection to node -1 (kafka-0.kafka:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
      ],
      () => [
        "warn",
        "[Producer clientId=trip-updates-producer-1] Bootstrap broker kafka-1.kafka:9096 (id: -2 rack: null) disconnected",
      ],
    ],
    callers: [
      { service: "arrival-predictor", perMin: 6, kinds: ["stale"] },
      {
        service: "pid-display-hub",
        perMin: 10,
        kinds: ["stale"],
        custom: (r) => ["warn", `PID-${r.int(100, 1299)}: predictions older than 180s, falling back to timetable`],
      },
      {
        service: "journey-api",
        perMin: 4,
        kinds: ["5xx"],
        custom: (r) => ["error", `GET /v2/departures 503 ${r.int(5, 40)}ms - realtime unavailable`],
      },
    ],
  },
  {
    cat: "authentication",
    estate: "northvale",
    origin: "identity-auth",
    hints: ["ldap", "bind", "credential", "authentication", "invalid"],
    sev: "high",
    note: "identity-auth's LDAP bind account to the staff directory stops working (error 49), so inspector and back-office logins fail while rider logins are fine.",
    mode: "loud",
    originPerMin: 10,
    says: [
      (r) => [
        "error",
        `Could not authenticate to LDAP server ldaps://dir.northvale.local:636 for user federation 'staff-ad' (userId=${r.hex(8)})`,
        java(
          "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563]",
          [
            "java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
            "java.naming/com.sun.jndi.ldap.LdapCtx.processReturnCode(LdapCtx.java:3207)",
            "java.naming/com.sun.jndi.ldap.LdapCtx.connect(LdapCtx.java:2793)",
            "org.keycloak.storage.ldap.idm.store.ldap.LDAPContextManager.createLdapContext(LDAPContextManager.java:89)",
            "org.keycloak.storage.ldap.LDAPStorageProvider.validPassword(LDAPStorageProvider.java:812)",
          ],
        ),
      ],
      (r) => [
        "warn",
        `type=LOGIN_ERROR realmId=northvale-staff clientId=inspector-app userId=null ipAddress=10.8.${r.int(0, 9)}.${r.int(2, 250)} error=invalid_user_credentials`,
      ],
    ],
    callers: [
      {
        service: "inspector-scan-api",
        perMin: 8,
        kinds: ["4xx"],
        custom: (r) => [
          "error",
          `device INS-${r.int(10, 99)} session refresh failed: identity-auth token endpoint returned 401, inspector locked out`,
        ],
      },
    ],
  },
  {
    cat: "authentication",
    estate: "coastlink",
    origin: "tap-ingest",
    hints: ["password", "authentication", "credential"],
    sev: "high",
    note: "after a secret rotation tap-ingest's Postgres password is wrong; every new pool connection fails password authentication and bus uploads back up.",
    mode: "loud",
    originPerMin: 12,
    pre: [
      {
        service: "tap-ingest",
        atSec: -40,
        f: () => ["info", "Secret tap-ingest-db refreshed from vault (lease 768h)"],
      },
    ],
    says: [
      () => [
        "error",
        "HikariPool-1 - Exception during pool initialization.",
        java('org.postgresql.util.PSQLException: FATAL: password authentication failed for user "tap_ingest"', [
          "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
          "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
          "com.coastlink.taps.IngestController.store(IngestController.java:77)",
        ]),
      ],
      (r) => ["error", `batch from bus ${r.int(200, 699)} not stored: could not get JDBC connection`],
    ],
    callers: [
      { service: "bus-validator-sync", perMin: 30, kinds: ["5xx", "retry"], code: 500 },
      { service: "settlement-batch", perMin: 2, kinds: ["stale"] },
    ],
  },
  // ---------------- authorization
  {
    cat: "authorization",
    estate: "harbourline",
    origin: "denylist-distributor",
    hints: ["accessdenied", "access denied", "permission", "not authorized", "forbidden"],
    sev: "medium",
    note: "denylist-distributor's IAM role lost s3:PutObject on the delta bucket, so new denylist versions stop reaching validators.",
    mode: "loud",
    originPerMin: 4,
    says: [
      (r) => [
        "error",
        `publish delta v${r.int(89000, 89100)} failed: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, api error AccessDenied: User: arn:aws:sts::4410923:assumed-role/denylist-distributor/${r.hex(8)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::hlt-denylist-prod/deltas/"`,
      ],
    ],
    callers: [
      {
        service: "validator-gateway",
        perMin: 6,
        kinds: ["stale"],
        custom: (r) => ["warn", `validator V${r.int(1000, 2999)} denylist age ${r.int(6, 30)}m exceeds 5m policy`],
      },
      {
        service: "gate-controller",
        perMin: 3,
        kinds: ["stale"],
        custom: (r) => [
          "warn",
          `gate G${r.int(1, 64)}: denylist not updated for ${r.int(300, 1800)}s, operating on cached list`,
        ],
      },
    ],
  },
  {
    cat: "authorization",
    estate: "meridian",
    origin: "arrival-predictor",
    hints: ["permission", "forbidden", "403", "access denied"],
    sev: "medium",
    note: "arrival-predictor's service account lost read access to the BigQuery history table; predictions fall back to timetable everywhere.",
    mode: "loud",
    originPerMin: 4,
    says: [
      () => [
        "error",
        "history lookup failed, falling back to schedule",
        py(
          [
            ["/app/predictor/history.py", 88, "recent_runs", "rows = client.query(sql).result()"],
            [
              "/usr/local/lib/python3.11/site-packages/google/cloud/bigquery/job/query.py",
              1590,
              "result",
              "do_get_result()",
            ],
          ],
          "google.api_core.exceptions.Forbidden: 403 Access Denied: Table meridian-prod:rt_history.stop_events: User does not have permission to query table meridian-prod:rt_history.stop_events, or perhaps it does not exist.",
        ),
      ],
    ],
    callers: [
      {
        service: "pid-display-hub",
        perMin: 5,
        kinds: ["stale"],
        custom: (r) => ["warn", `PID-${r.int(100, 1299)}: arrival-predictor returned schedule-only predictions`],
      },
    ],
  },
  {
    cat: "authorization",
    estate: "northvale",
    origin: "barcode-signer",
    hints: ["permission", "denied", "403", "policy"],
    sev: "high",
    note: "barcode-signer's Vault policy no longer allows transit/sign on the ticket key, so no barcode can be signed and ticket activation fails.",
    mode: "loud",
    originPerMin: 20,
    says: [
      (r) => [
        "error",
        `sign ticket=${tk(r)}: Error making API request.\n\nURL: PUT http://vault.vault:8200/v1/transit/sign/ticket-signing\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* permission denied`,
      ],
    ],
    callers: [
      { service: "wallet-service", perMin: 14, kinds: ["5xx"], code: 500 },
      { service: "mticket-app-api", perMin: 24, kinds: ["5xx", "retry"], code: 502 },
    ],
  },
  {
    cat: "authorization",
    estate: "coastlink",
    origin: "settlement-batch",
    hints: ["permission", "privilege", "denied"],
    sev: "medium",
    note: "a grants migration dropped SELECT on journeys for the settlement role; settlement-batch fails every run with InsufficientPrivilege.",
    mode: "loud",
    originPerMin: 3,
    says: [
      () => [
        "error",
        "settlement run aborted",
        py(
          [
            ["/app/settle/run.py", 41, "main", "journeys = fetch_unsettled(conn, op)"],
            ["/app/settle/db.py", 17, "fetch_unsettled", "cur.execute(SQL_UNSETTLED, (op,))"],
          ],
          "psycopg2.errors.InsufficientPrivilege: permission denied for table journeys",
        ),
      ],
    ],
    callers: [],
  },
  // ---------------- database
  {
    cat: "database",
    estate: "harbourline",
    origin: "abt-journey-builder",
    hints: ["connection", "pool", "database", "jdbc", "sql", "too many"],
    sev: "high",
    note: "abt-journey-builder's Postgres runs out of connection slots; Hikari waits time out and journeys stop being built while validator uploads retry loudly.",
    mode: "loud",
    originPerMin: 14,
    says: [
      () => [
        "error",
        "Failed to persist journey batch",
        java(
          "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
          [
            "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
            "com.harbourline.abt.journey.JourneyRepository.saveAll(JourneyRepository.java:63)",
            "com.harbourline.abt.journey.Aggregator.flush(Aggregator.java:140)",
          ],
          [
            "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:646)",
            "\t... 27 common frames omitted",
          ],
        ),
      ],
      () => ["warn", "HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=143)"],
    ],
    callers: [
      { service: "validator-gateway", perMin: 40, kinds: ["timeout", "retry", "retry"] },
      { service: "fare-capping", perMin: 6, kinds: ["5xx"], code: 500 },
      { service: "account-portal-api", perMin: 8, kinds: ["5xx"], code: 503 },
    ],
  },
  {
    cat: "database",
    estate: "meridian",
    origin: "alerts-cms",
    hints: ["deadlock", "activerecord", "mysql", "database", "connection"],
    sev: "medium",
    note: "alerts-cms hits MySQL deadlocks and then exhausts its ActiveRecord pool, so service alerts cannot be published or read.",
    mode: "loud",
    originPerMin: 6,
    says: [
      () => [
        "error",
        "ActiveRecord::Deadlocked (Mysql2::Error: Deadlock found when trying to get lock; try restarting transaction):",
        ruby([
          "app/models/service_alert.rb:44:in `publish!'",
          "app/controllers/alerts_controller.rb:31:in `update'",
          "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        ]),
      ],
      () => [
        "error",
        "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.002 seconds); all pooled connections were in use):",
      ],
      () => ["info", "Completed 500 Internal Server Error in 5012ms (ActiveRecord: 5003.1ms | Allocations: 2231)"],
    ],
    callers: [{ service: "journey-api", perMin: 6, kinds: ["5xx"], code: 500 }],
  },
  {
    cat: "database",
    estate: "northvale",
    origin: "ticket-catalog",
    hints: ["deadlock", "sql", "sqlexception", "database"],
    sev: "medium",
    note: "ticket-catalog's SQL Server price table deadlocks under a price import, so product lookups fail with SqlException 1205.",
    mode: "loud",
    originPerMin: 10,
    says: [
      () => [
        "error",
        "fail: Microsoft.EntityFrameworkCore.Database.Command[20102] Failed executing DbCommand (4,311ms) [Parameters=[@__zones_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']",
        dotnet(
          "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 62) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
          [
            "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable`1.AsyncEnumerator.MoveNextAsync()",
            "Northvale.Catalog.Products.ProductQuery.ForZonesAsync(Int32 zones) in /src/Catalog/Products/ProductQuery.cs:line 58",
          ],
        ),
      ],
    ],
    callers: [{ service: "mticket-app-api", perMin: 16, kinds: ["5xx", "retry"], code: 500 }],
  },
  {
    cat: "database",
    estate: "coastlink",
    origin: "depot-manager",
    hints: ["connection", "postgres", "slots", "database", "npgsql"],
    sev: "medium",
    note: "depot-manager cannot open Postgres connections (remaining slots reserved), so block assignments for buses leaving the depot fail.",
    mode: "loud",
    originPerMin: 6,
    says: [
      () => [
        "error",
        "fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database 'depot' on server 'tcp://pg-depot:5432'.",
        dotnet(
          "Npgsql.PostgresException (0x80004005): 53300: remaining connection slots are reserved for non-replication superuser connections",
          [
            "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
            "Npgsql.NpgsqlConnection.Open(Boolean async, CancellationToken cancellationToken)",
            "Coastlink.Depot.Blocks.AssignmentService.AssignAsync(Int32 vehicle) in /src/Depot/Blocks/AssignmentService.cs:line 73",
          ],
        ),
      ],
    ],
    callers: [
      {
        service: "onboard-unit-gw",
        perMin: 5,
        kinds: ["5xx"],
        code: 500,
        custom: (r) => [
          "warn",
          `obu=${r.int(200, 699)} block assignment unavailable from depot-manager (HTTP 500), running unassigned`,
        ],
      },
    ],
  },
  // ---------------- network
  {
    cat: "network",
    estate: "harbourline",
    origin: "fare-capping",
    hints: ["unknownhost", "dns", "resolution", "name"],
    sev: "high",
    note: "the node hosting fare-capping loses DNS (name resolution fails for cluster names), so it can neither reach the account store nor answer journey pricing in time.",
    mode: "loud",
    originPerMin: 12,
    says: [
      (r) => [
        "error",
        `cap evaluation failed token=${tok(r)}`,
        java(
          "java.net.UnknownHostException: account-store.hlt-abt-prod.svc.cluster.local: Temporary failure in name resolution",
          [
            "java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)",
            "java.base/java.net.InetAddress.getAllByName0(InetAddress.java:1534)",
            "io.netty.resolver.DefaultNameResolver.doResolve(DefaultNameResolver.java:41)",
            "com.harbourline.capping.AccountStoreClient.spendToday(AccountStoreClient.kt:48)",
          ],
        ),
      ],
    ],
    callers: [{ service: "abt-journey-builder", perMin: 20, kinds: ["5xx", "retry"], code: 500 }],
  },
  {
    cat: "network",
    estate: "meridian",
    origin: "avl-gateway",
    hints: ["reset", "connection", "route", "network", "socket"],
    sev: "high",
    note: "avl-gateway's link to the onboard-unit MQTT broker keeps resetting and then has no route, so vehicle positions stop flowing.",
    mode: "loud",
    originPerMin: 10,
    says: [
      () => ["error", "mqtt: recv from 10.8.0.4:8883 failed: Connection reset by peer (errno 104), reconnecting"],
      () => ["error", "mqtt: connect to 10.8.0.4:8883 failed: No route to host (errno 113)"],
    ],
    callers: [
      { service: "gtfsrt-ingest", perMin: 6, kinds: ["stale"] },
      {
        service: "pid-display-hub",
        perMin: 8,
        kinds: ["stale"],
        custom: (r) => [
          "warn",
          `PID-${r.int(100, 1299)}: no live vehicles on route ${r.int(1, 90)}, showing scheduled times`,
        ],
      },
    ],
  },
  {
    cat: "network",
    estate: "northvale",
    origin: "payment-orchestrator",
    hints: ["ssl", "handshake", "tls"],
    sev: "high",
    note: "payment-orchestrator's outbound TLS handshakes to the PSP are cut by the egress proxy, so card and wallet payments fail.",
    mode: "loud",
    originPerMin: 12,
    says: [
      (r) => [
        "error",
        `authorise order=${ord(r)} failed`,
        java(
          "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
          [
            "java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1715)",
            "java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:456)",
            "org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator.upgrade(DefaultHttpClientConnectionOperator.java:232)",
            "com.northvale.pay.psp.PspClient.authorise(PspClient.java:97)",
          ],
          ["Caused by: java.io.EOFException: SSL peer shut down incorrectly", "\t... 41 common frames omitted"],
        ),
      ],
    ],
    callers: [{ service: "mticket-app-api", perMin: 14, kinds: ["5xx"], code: 502 }],
  },
  {
    cat: "network",
    estate: "coastlink",
    origin: "onboard-unit-gw",
    hints: ["dns", "no such host", "lookup", "network"],
    sev: "medium",
    note: "onboard-unit-gw cannot resolve its message bus host after a resolver change on its node, so OBU messages are dropped.",
    mode: "loud",
    originPerMin: 14,
    says: [
      () => ["error", "amqp dial failed: dial tcp: lookup rabbitmq.coastlink.internal on 10.96.0.10:53: no such host"],
      (r) => ["error", `obu=${r.int(200, 699)} message dropped: publisher not connected`],
    ],
    callers: [{ service: "vehicle-positions", perMin: 4, kinds: ["stale"] }],
  },
  // ---------------- timeout
  {
    cat: "timeout",
    estate: "harbourline",
    origin: "fare-capping",
    hints: ["timeout", "timed out", "did not observe"],
    sev: "medium",
    note: "fare-capping's cap recomputation starts exceeding its 2s reactive timeout under a weekly-cap backlog; journey pricing waits and retries.",
    mode: "warn",
    originPerMin: 10,
    says: [
      (r) => [
        "warn",
        `cap evaluation token=${tok(r)} abandoned`,
        java(
          "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 2000ms in 'flatMap' (and no fallback has been configured)",
          [
            "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)",
            "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.doTimeout(FluxTimeout.java:281)",
            "com.harbourline.capping.CapEngine.evaluate(CapEngine.kt:77)",
          ],
        ),
      ],
      (r) => ["warn", `weekly cap backlog: ${r.int(4000, 9000)} tokens pending recompute`],
    ],
    callers: [{ service: "abt-journey-builder", perMin: 24, kinds: ["timeout", "retry"] }],
  },
  {
    cat: "timeout",
    estate: "meridian",
    origin: "trip-planner-otp",
    hints: ["timeout", "timed out"],
    sev: "medium",
    note: "trip-planner-otp routing searches start running past their 15s limit, so journey planning times out for riders.",
    mode: "loud",
    originPerMin: 10,
    says: [
      (r) => [
        "error",
        `Routing request timed out after 15000 ms (from ${r.int(1000, 9999)} to ${r.int(1000, 9999)}, modes=TRANSIT,WALK), no itineraries returned`,
      ],
      () => ["warn", "Slow request: 14873 ms. Consider reducing search window or number of itineraries."],
    ],
    callers: [{ service: "journey-api", perMin: 20, kinds: ["timeout", "retry"] }],
  },
  {
    cat: "timeout",
    estate: "northvale",
    origin: "inspector-scan-api",
    hints: ["timeout", "worker timeout"],
    sev: "medium",
    note: "inspector-scan-api gunicorn workers hang on each scan and are killed by the worker timeout, so ticket inspection scans time out.",
    mode: "loud",
    originPerMin: 6,
    says: [
      (r) => ["error", `[CRITICAL] WORKER TIMEOUT (pid:${r.int(20, 90)})`],
      (r) => ["info", `[INFO] Booting worker with pid: ${r.int(91, 400)}`],
      (r) => ["warn", `scan device=INS-${r.int(10, 99)} took ${r.int(28, 31)}.${r.int(0, 9)}s`],
    ],
    callers: [],
  },
  {
    cat: "timeout",
    estate: "coastlink",
    origin: "tap-ingest",
    hints: ["timeout", "timed out", "lock", "deadline"],
    sev: "medium",
    note: "tap-ingest waits 30s for the journal segment lock on each batch, so bus validator uploads hit their deadline.",
    mode: "warn",
    originPerMin: 8,
    says: [
      (r) => [
        "warn",
        `batch from bus ${r.int(200, 699)} deferred`,
        java(
          "java.util.concurrent.TimeoutException: Waited 30 seconds (plus 12 milliseconds delay) for lock on tap journal segment 0042",
          [
            "com.google.common.util.concurrent.AbstractFuture.get(AbstractFuture.java:526)",
            "com.coastlink.taps.Journal.append(Journal.java:121)",
            "com.coastlink.taps.IngestController.store(IngestController.java:80)",
          ],
        ),
      ],
    ],
    callers: [{ service: "bus-validator-sync", perMin: 30, kinds: ["timeout", "retry"] }],
  },
  // ---------------- rate_limiting
  {
    cat: "rate_limiting",
    estate: "harbourline",
    origin: "notification-sender",
    hints: ["throttl", "rate", "429", "sending rate"],
    sev: "medium",
    note: "notification-sender exceeds its SES sending rate during a statement run; sends are throttled and receipts queue up.",
    mode: "loud",
    originPerMin: 20,
    says: [
      (r) => [
        "error",
        `send failed for customer C${r.int(100000, 999999)}: botocore.exceptions.ClientError: An error occurred (Throttling) when calling the SendEmail operation (reached max retries: 4): Maximum sending rate exceeded.`,
      ],
      (r) => ["warn", `receipt queue depth ${r.int(3000, 12000)}, backing off ${r.int(1, 8)}s`],
    ],
    callers: [],
    pre: [
      {
        service: "notification-sender",
        atSec: -20,
        f: () => ["info", "monthly statement run started: 184212 customers"],
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "meridian",
    origin: "gtfsrt-ingest",
    hints: ["429", "too many requests", "rate"],
    sev: "medium",
    note: "gtfsrt-ingest polls the partner rail feed too fast after a retry change and gets 429 Too Many Requests; rail connections vanish from displays.",
    mode: "warn",
    originPerMin: 8,
    says: [
      (r) => [
        "warn",
        `partner feed westlink-rail: GET https://feeds.westlink.example/gtfsrt/trip-updates returned 429 Too Many Requests (Retry-After: ${r.int(30, 120)})`,
      ],
    ],
    callers: [
      {
        service: "journey-api",
        perMin: 3,
        kinds: ["stale"],
        custom: (r) => [
          "warn",
          `GET /v2/departures stop=${r.int(1000, 9999)}: rail realtime missing, scheduled times only`,
        ],
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "northvale",
    origin: "push-notifier",
    hints: ["quota", "429", "rate", "exceeded"],
    sev: "medium",
    note: "push-notifier's fan-out of a disruption alert exceeds the FCM project quota; sends come back QUOTA_EXCEEDED.",
    mode: "loud",
    originPerMin: 24,
    says: [
      () => [
        "error",
        "FCM send failed: messaging/quota-exceeded: Sending limit exceeded for the message target. (HTTP 429 RESOURCE_EXHAUSTED)",
      ],
      (r) => ["warn", `backing off FCM for ${r.int(10, 60)}s, ${r.int(1000, 40000)} messages pending`],
    ],
    callers: [{ service: "wallet-service", perMin: 4, kinds: ["4xx"], code: 429 }],
  },
  {
    cat: "rate_limiting",
    estate: "coastlink",
    origin: "planner-api",
    hints: ["429", "too many requests", "rate"],
    sev: "medium",
    note: "planner-api exhausts its geocoding vendor quota; every geocode comes back 429 and trip planning by address fails.",
    mode: "loud",
    originPerMin: 14,
    says: [
      (r) => [
        "error",
        `geocode failed req=${r.hex(8)}`,
        py(
          [
            ["/app/planner/geocode.py", 52, "lookup", "resp.raise_for_status()"],
            [
              "/usr/local/lib/python3.12/site-packages/requests/models.py",
              1024,
              "raise_for_status",
              "raise HTTPError(http_error_msg, response=self)",
            ],
          ],
          "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.geocoder.example/v5/search?q=...",
        ),
      ],
      (r) => ["info", `GET /plan HTTP/1.1" 502 req=${r.hex(8)} ${r.int(40, 200)}ms`],
    ],
    callers: [{ service: "pid-signage", perMin: 2, kinds: ["5xx"], code: 502 }],
  },
  // ---------------- validation
  {
    cat: "validation",
    estate: "harbourline",
    origin: "account-portal-api",
    hints: ["validation", "invalid", "required", "schema"],
    sev: "medium",
    note: "account-portal-api's request schema now requires a field the app never sends, so every refund claim and card link is rejected with 400.",
    mode: "warn",
    originPerMin: 16,
    says: [
      (r) => [
        "warn",
        `POST /api/v1/refund-claims 400 ${r.int(3, 12)}ms - ValidationError: "card.panLast4" is required`,
      ],
      (r) => [
        "warn",
        `POST /api/v1/accounts/me/cards 400 ${r.int(3, 12)}ms - ValidationError: "card.panLast4" is required`,
      ],
    ],
    callers: [{ service: "customer-care-console", perMin: 3, kinds: ["4xx"], code: 400 }],
  },
  {
    cat: "validation",
    estate: "meridian",
    origin: "arrival-predictor",
    hints: ["validation", "valid", "pydantic"],
    sev: "medium",
    note: "arrival-predictor's input model rejects every trip update because delay now arrives as a float string; predictions are skipped.",
    mode: "loud",
    originPerMin: 12,
    says: [
      (r) => [
        "error",
        `dropping trip update ${r.int(100000, 199999)}_${r.int(1, 9)}`,
        py(
          [
            ["/app/predictor/consume.py", 63, "handle", "tu = TripUpdate.model_validate(msg)"],
            [
              "/usr/local/lib/python3.11/site-packages/pydantic/main.py",
              551,
              "model_validate",
              "return cls.__pydantic_validator__.validate_python(",
            ],
          ],
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for TripUpdate\nstop_time_update.0.arrival.delay\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='42.0', input_type=str]",
        ),
      ],
    ],
    callers: [{ service: "pid-display-hub", perMin: 5, kinds: ["stale"] }],
  },
  {
    cat: "validation",
    estate: "northvale",
    origin: "ticket-catalog",
    hints: ["validation", "400", "range"],
    sev: "medium",
    note: "ticket-catalog's new ZoneCount range check rejects all-zone products, so riders buying day tickets get 400s.",
    mode: "warn",
    originPerMin: 12,
    says: [
      (r) => [
        "warn",
        `warn: Microsoft.AspNetCore.Mvc.Infrastructure.ObjectResultExecutor[1] One or more validation errors occurred. traceId=00-${r.hex(32)}-${r.hex(16)}-00 errors={"ZoneCount":["The field ZoneCount must be between 1 and 6."]}`,
      ],
      (r) => [
        "info",
        `Request finished HTTP/1.1 GET http://ticket-catalog/api/products?zones=9 - 400 - application/problem+json ${r.int(1, 9)}.${r.int(1000, 9999)}ms`,
      ],
    ],
    callers: [{ service: "mticket-app-api", perMin: 10, kinds: ["4xx"], code: 400 }],
  },
  {
    cat: "validation",
    estate: "coastlink",
    origin: "fare-rules",
    hints: ["constraintviolation", "validation", "must match"],
    sev: "medium",
    note: "fare-rules rejects the product ids of a newly loaded zone with a pattern constraint, so taps on those routes cannot be rated.",
    mode: "loud",
    originPerMin: 10,
    says: [
      (r) => [
        "error",
        `rating failed for bus ${r.int(200, 699)}`,
        java(
          `jakarta.validation.ConstraintViolationException: rate.arg0.fareProduct: must match "[A-Z]{3}-[0-9]{4}" (value CLB-${r.int(10000, 10099)})`,
          [
            "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
            "com.coastlink.fare.RatingService$$SpringCGLIB$$0.rate(<generated>)",
            "com.coastlink.fare.TapListener.onTap(TapListener.java:39)",
          ],
        ),
      ],
    ],
    callers: [{ service: "tap-ingest", perMin: 6, kinds: ["4xx"], code: 422 }],
  },
  // ---------------- null_reference
  {
    cat: "null_reference",
    estate: "harbourline",
    origin: "acquirer-settlement",
    hints: ["nullpointer", "null"],
    sev: "medium",
    note: "acquirer-settlement crashes on journeys from a new operator with no merchant record, so their debt-recovery auths fail.",
    mode: "loud",
    originPerMin: 8,
    says: [
      (r) => [
        "error",
        `debt recovery failed token=${tok(r)}`,
        java(
          'java.lang.NullPointerException: Cannot invoke "com.harbourline.settle.Merchant.getMid()" because "merchant" is null',
          [
            "com.harbourline.settle.recovery.AuthRequestFactory.build(AuthRequestFactory.java:54)",
            "com.harbourline.settle.recovery.DebtRecoveryJob.recover(DebtRecoveryJob.java:131)",
            "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
          ],
        ),
      ],
    ],
    callers: [{ service: "abt-journey-builder", perMin: 5, kinds: ["5xx"], code: 500 }],
  },
  {
    cat: "null_reference",
    estate: "meridian",
    origin: "pid-display-hub",
    hints: ["typeerror", "undefined", "cannot read"],
    sev: "medium",
    note: "pid-display-hub throws on stops whose prediction payload has no departures block, blanking those displays.",
    mode: "loud",
    originPerMin: 14,
    says: [
      (r) => [
        "error",
        `render failed for PID-${r.int(100, 1299)}`,
        node("TypeError: Cannot read properties of undefined (reading 'departures')", [
          "buildRows (/srv/app/dist/render/rows.js:41:32)",
          "Array.map (<anonymous>)",
          "renderBoard (/srv/app/dist/render/board.js:88:19)",
          "async Hub.push (/srv/app/dist/hub.js:152:7)",
        ]),
      ],
    ],
    callers: [
      {
        service: "kiosk-status",
        perMin: 3,
        kinds: ["stale"],
        custom: (r) => ["warn", `kiosk K${r.int(10, 99)} reports blank departure board`],
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "northvale",
    origin: "wallet-service",
    hints: ["nullpointer", "null"],
    sev: "high",
    note: "wallet-service dereferences a missing activation window on tickets migrated from the old app, so ticket activation fails with 500.",
    mode: "loud",
    originPerMin: 12,
    says: [
      (r) => [
        "error",
        `activate ${tk(r)} failed`,
        java("java.lang.NullPointerException: null cannot be cast to non-null type java.time.Instant", [
          "com.northvale.wallet.ActivationService.activate(ActivationService.kt:66)",
          "com.northvale.wallet.http.TicketRoutes$activate$1.invokeSuspend(TicketRoutes.kt:41)",
          "kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(ContinuationImpl.kt:33)",
        ]),
      ],
    ],
    callers: [{ service: "mticket-app-api", perMin: 18, kinds: ["5xx", "retry"], code: 500 }],
  },
  {
    cat: "null_reference",
    estate: "coastlink",
    origin: "depot-manager",
    hints: ["nullreference", "object reference", "null"],
    sev: "medium",
    note: "depot-manager throws NullReferenceException for vehicles without a home depot, so their block assignment fails at pull-out.",
    mode: "loud",
    originPerMin: 7,
    says: [
      (r) => [
        "error",
        `fail: Coastlink.Depot.Blocks.AssignmentService[0] Assignment failed for vehicle ${r.int(200, 699)}`,
        dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
          "Coastlink.Depot.Blocks.AssignmentService.PickBlock(Vehicle v) in /src/Depot/Blocks/AssignmentService.cs:line 112",
          "Coastlink.Depot.Blocks.AssignmentService.AssignAsync(Int32 vehicle) in /src/Depot/Blocks/AssignmentService.cs:line 81",
          "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)",
        ]),
      ],
    ],
    callers: [{ service: "onboard-unit-gw", perMin: 5, kinds: ["5xx"], code: 500 }],
  },
  // ---------------- configuration
  {
    cat: "configuration",
    estate: "harbourline",
    origin: "gate-controller",
    hints: ["config", "not found", "zone-map", "property"],
    sev: "high",
    note: "a gate-controller config reload points the zone map at a file that does not exist; gates can no longer resolve fare zones and reject taps.",
    mode: "loud",
    originPerMin: 18,
    pre: [
      {
        service: "gate-controller",
        atSec: -15,
        f: () => ["info", "Refreshing configuration: keys changed [gate.fare.zone-map-location]"],
      },
    ],
    says: [
      (r) => [
        "error",
        `gate G${r.int(1, 64)} tap rejected: zone map unavailable`,
        java(
          "java.lang.IllegalStateException: Invalid value for 'gate.fare.zone-map-location': file:/etc/gate/zone-map-2026.yaml does not exist",
          [
            "com.harbourline.gate.zone.ZoneMapLoader.load(ZoneMapLoader.java:38)",
            "com.harbourline.gate.zone.ZoneResolver.resolve(ZoneResolver.java:22)",
            "com.harbourline.gate.TapHandler.onTap(TapHandler.java:91)",
          ],
        ),
      ],
    ],
    callers: [
      {
        service: "validator-gateway",
        perMin: 4,
        kinds: ["stale"],
        custom: (r) => ["warn", `gate sync G${r.int(1, 64)}: 0 taps accepted in last 60s`],
      },
    ],
  },
  {
    cat: "configuration",
    estate: "meridian",
    origin: "journey-api",
    hints: ["config", "environment", "otp_base_url", "variable"],
    sev: "high",
    note: "the new journey-api release lost OTP_BASE_URL and falls back to localhost, so every plan request is refused.",
    mode: "loud",
    originPerMin: 16,
    pre: [
      { service: "journey-api", atSec: -8, f: () => ["info", "journey-api 5.14.0 starting (NODE_ENV=production)"] },
      {
        service: "journey-api",
        atSec: -6,
        f: () => ["warn", "OTP_BASE_URL is not set, defaulting to http://localhost:8080"],
      },
    ],
    says: [
      (r) => [
        "error",
        `GET /v2/plan 502 ${r.int(2, 9)}ms - planner unreachable`,
        node("Error: connect ECONNREFUSED 127.0.0.1:8080", [
          "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1595:16)",
        ]),
      ],
    ],
    callers: [],
  },
  {
    cat: "configuration",
    estate: "northvale",
    origin: "barcode-signer",
    hints: ["config", "key", "not found", "kid"],
    sev: "high",
    note: "a barcode-signer config reload names a signing key id absent from its keyring; barcodes fail to sign and inspectors see invalid signatures.",
    mode: "loud",
    originPerMin: 18,
    pre: [
      {
        service: "barcode-signer",
        atSec: -10,
        f: () => ["info", "config reloaded from /etc/signer/config.yaml (signing.key_id=nv-2026-06)"],
      },
    ],
    says: [
      (r) => [
        "error",
        `sign ticket=${tk(r)}: signing key "nv-2026-06" not found in keyring (configured by signing.key_id; available: nv-2026-04, nv-2026-05)`,
      ],
    ],
    callers: [
      { service: "wallet-service", perMin: 12, kinds: ["5xx"], code: 500 },
      {
        service: "inspector-scan-api",
        perMin: 4,
        kinds: ["4xx"],
        custom: (r) => ["warn", `scan rejected device=INS-${r.int(10, 99)}: barcode has no signature`],
      },
    ],
  },
  {
    cat: "configuration",
    estate: "coastlink",
    origin: "onboard-unit-gw",
    hints: ["config", "unknown", "format", "setting"],
    sev: "medium",
    note: "the new onboard-unit-gw release reads a feed format its config names but it does not support, so no positions are forwarded.",
    mode: "warn",
    originPerMin: 12,
    pre: [
      { service: "onboard-unit-gw", atSec: -12, f: () => ["info", "onboard-unit-gw v3.8.0 (commit 9f1c2e7) starting"] },
    ],
    says: [
      () => [
        "warn",
        'forwarder disabled: unknown value "gtfsrt-v3" for feed.publish.format (valid: gtfsrt-v2, siri-vm)',
      ],
      (r) => ["warn", `obu=${r.int(200, 699)} position not forwarded: no publisher`],
    ],
    callers: [{ service: "vehicle-positions", perMin: 4, kinds: ["stale"] }],
  },
  // ---------------- dependency
  {
    cat: "dependency",
    estate: "harbourline",
    origin: "acquirer-settlement",
    hints: ["503", "unavailable", "acquirer", "circuit"],
    sev: "high",
    note: "the acquirer's host answers 503 then times out, acquirer-settlement's breaker opens and debt-recovery auths are refused.",
    mode: "loud",
    originPerMin: 10,
    says: [
      (r) => [
        "error",
        `acquirer auth failed token=${tok(r)}: HTTP 503 Service Unavailable from https://api.acquirer-gateway.example/v3/authorisations`,
      ],
      () => ["warn", "CircuitBreaker 'acquirer' is OPEN and does not permit further calls"],
    ],
    callers: [{ service: "abt-journey-builder", perMin: 5, kinds: ["5xx"], code: 503 }],
  },
  {
    cat: "dependency",
    estate: "meridian",
    origin: "pid-display-hub",
    hints: ["502", "vendor", "bad gateway", "unavailable"],
    sev: "medium",
    note: "the display vendor's cloud API returns 502 to every push from pid-display-hub, so roadside signs freeze.",
    mode: "loud",
    originPerMin: 16,
    says: [
      (r) => [
        "error",
        `push to PID-${r.int(100, 1299)} failed: vendor API https://cms.signco.example/api/v2/boards responded 502 Bad Gateway`,
      ],
      () => ["warn", "Breaker signco-cms is open, pushes queued"],
    ],
    callers: [],
  },
  {
    cat: "dependency",
    estate: "northvale",
    origin: "fraud-rules",
    hints: ["503", "unavailable", "vendor", "reputation"],
    sev: "medium",
    note: "the device-reputation vendor behind fraud-rules is down; fraud-rules holds every order and purchases stall.",
    mode: "loud",
    originPerMin: 12,
    says: [
      (r) => [
        "error",
        `order ${ord(r)} held for review: device reputation unavailable`,
        py(
          [
            ["/app/fraud/signals.py", 77, "device_score", "r.raise_for_status()"],
            [
              "/usr/local/lib/python3.11/site-packages/requests/models.py",
              1021,
              "raise_for_status",
              "raise HTTPError(http_error_msg, response=self)",
            ],
          ],
          "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.devicerep.example/v1/score",
        ),
      ],
    ],
    callers: [
      {
        service: "payment-orchestrator",
        perMin: 8,
        kinds: ["5xx"],
        code: 503,
        custom: (r) => ["warn", `order ${ord(r)} not authorised: fraud-rules decision HOLD (upstream unavailable)`],
      },
    ],
  },
  {
    cat: "dependency",
    estate: "coastlink",
    origin: "vehicle-positions",
    hints: ["kafka", "broker", "unavailable"],
    sev: "high",
    note: "the Kafka cluster used by vehicle-positions becomes unreachable; it can no longer publish the feed.",
    mode: "loud",
    originPerMin: 10,
    says: [
      () => ["error", "kafka: client has run out of available brokers to talk to (Is your cluster reachable?)"],
      () => [
        "error",
        "publish VehiclePositions failed: kafka server: In the middle of a leadership election, there is currently no leader for this partition and hence it is unavailable for writes",
      ],
    ],
    callers: [
      { service: "pid-signage", perMin: 6, kinds: ["stale"] },
      { service: "planner-api", perMin: 3, kinds: ["stale"] },
    ],
  },
  // ---------------- memory
  {
    cat: "memory",
    estate: "harbourline",
    origin: "abt-journey-builder",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    note: "abt-journey-builder leaks tap windows until the JVM heap is exhausted; GC thrashes, then OutOfMemoryError and restarts.",
    mode: "loud",
    originPerMin: 5,
    says: [
      (r) => [
        "warn",
        `GC pause (G1 Evacuation Pause) ${r.int(900, 4000)}ms, heap ${r.int(3700, 3990)}M->${r.int(3600, 3900)}M(4096M)`,
      ],
      () => [
        "error",
        'Exception in thread "aggregator-3"',
        java("java.lang.OutOfMemoryError: Java heap space", [
          "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
          "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "com.harbourline.abt.journey.TapWindow.add(TapWindow.java:52)",
        ]),
      ],
    ],
    callers: [{ service: "validator-gateway", perMin: 24, kinds: ["timeout", "reset", "retry"] }],
  },
  {
    cat: "memory",
    estate: "meridian",
    origin: "arrival-predictor",
    hints: ["memory", "oom", "sigkill", "memoryerror"],
    sev: "high",
    note: "arrival-predictor workers grow until the container limit and are SIGKILLed; predictions stop.",
    mode: "loud",
    originPerMin: 4,
    says: [
      (r) => ["error", `[ERROR] Worker (pid:${r.int(30, 300)}) was sent SIGKILL! Perhaps out of memory?`],
      (r) => ["warn", `model cache size ${r.int(2900, 3900)} MiB (limit 4096 MiB)`],
    ],
    callers: [{ service: "pid-display-hub", perMin: 8, kinds: ["5xx"], code: 502 }],
  },
  {
    cat: "memory",
    estate: "northvale",
    origin: "mticket-app-api",
    hints: ["heap", "memory", "allocation"],
    sev: "high",
    note: "mticket-app-api's Node heap fills and the process aborts with heap out of memory, repeatedly.",
    mode: "loud",
    originPerMin: 2,
    says: [
      () => [
        "fatal",
        "<--- Last few GCs --->",
        [
          "[1:0x5f1c2a0]  8123441 ms: Mark-Compact 2046.3 (2083.1) -> 2041.9 (2083.6) MB, 1821.44 / 0.00 ms  (average mu = 0.102, current mu = 0.031) allocation failure; scavenge might not succeed",
          "",
          "<--- JS stacktrace --->",
          "",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          " 1: 0xb8ced0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06b00 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ],
      ],
      (r) => ["warn", `event loop lag ${r.int(400, 3000)}ms, heapUsed=${r.int(1800, 2040)}MB`],
    ],
    callers: [{ service: "wallet-service", perMin: 6, kinds: ["reset"] }],
  },
  {
    cat: "memory",
    estate: "coastlink",
    origin: "bus-validator-sync",
    hints: ["bad_alloc", "memory", "alloc"],
    sev: "high",
    note: "bus-validator-sync aborts with std::bad_alloc while merging a huge offline backlog, restarting in a loop.",
    mode: "loud",
    originPerMin: 2,
    says: [
      () => ["fatal", "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc"],
      (r) => ["info", `[sync] bus-validator-sync 4.2.1 starting, ${r.int(200, 400)} buses registered`],
      (r) => ["warn", `[sync] merge buffer ${r.int(1500, 3800)} MB for bus ${r.int(200, 699)} backlog`],
    ],
    callers: [{ service: "tap-ingest", perMin: 3, kinds: ["stale"] }],
  },
  // ---------------- disk
  {
    cat: "disk",
    estate: "harbourline",
    origin: "denylist-distributor",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "high",
    note: "denylist-distributor's data volume fills, so it cannot write new deltas and validators fall behind.",
    mode: "loud",
    originPerMin: 6,
    says: [
      (r) => [
        "error",
        `write delta v${r.int(89000, 89100)}: write /var/lib/denylist/deltas/.tmp-${r.hex(6)}: no space left on device`,
      ],
    ],
    callers: [{ service: "validator-gateway", perMin: 4, kinds: ["stale"] }],
  },
  {
    cat: "disk",
    estate: "meridian",
    origin: "alerts-cms",
    hints: ["flood", "disk", "read-only", "watermark"],
    sev: "medium",
    note: "the search cluster behind alerts-cms hits its flood-stage disk watermark and blocks writes; service alerts cannot be saved.",
    mode: "loud",
    originPerMin: 5,
    says: [
      () => [
        "error",
        'Elasticsearch::Transport::Transport::Errors::TooManyRequests: [429] {"error":{"root_cause":[{"type":"cluster_block_exception","reason":"index [service-alerts] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}],"type":"cluster_block_exception"},"status":429}',
        ruby([
          "app/models/concerns/searchable.rb:22:in `index_document'",
          "app/controllers/alerts_controller.rb:31:in `update'",
        ]),
      ],
      () => ["info", "Completed 500 Internal Server Error in 48ms (ActiveRecord: 3.2ms)"],
    ],
    callers: [],
  },
  {
    cat: "disk",
    estate: "northvale",
    origin: "fraud-rules",
    hints: ["no space", "errno 28", "disk"],
    sev: "medium",
    note: "fraud-rules fills its cache volume with model snapshots and cannot write, so scoring falls over.",
    mode: "loud",
    originPerMin: 8,
    says: [
      () => [
        "error",
        "scoring failed",
        py(
          [["/app/fraud/model.py", 34, "snapshot", 'with open(path, "wb") as fh:']],
          "OSError: [Errno 28] No space left on device: '/var/cache/fraud/model-20260601.pkl'",
        ),
      ],
    ],
    callers: [{ service: "payment-orchestrator", perMin: 6, kinds: ["5xx"], code: 500 }],
  },
  {
    cat: "disk",
    estate: "coastlink",
    origin: "tap-ingest",
    hints: ["no space", "disk", "space"],
    sev: "high",
    note: "tap-ingest's journal volume fills, so batches cannot be written and validators keep retrying.",
    mode: "loud",
    originPerMin: 10,
    says: [
      (r) => [
        "error",
        `journal append failed for bus ${r.int(200, 699)}`,
        java("java.io.IOException: No space left on device", [
          "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
          "com.coastlink.taps.Journal.append(Journal.java:133)",
        ]),
      ],
    ],
    callers: [{ service: "bus-validator-sync", perMin: 26, kinds: ["5xx", "retry"], code: 507 }],
  },
  // ---------------- unknown
  {
    cat: "unknown",
    estate: "harbourline",
    origin: "gate-controller",
    hints: ["exit", "crash", "unknown", "restart"],
    sev: "high",
    note: "gate-controller exits with status 1 and restarts over and over without any message; gates stop reporting taps.",
    mode: "quiet",
    originPerMin: 1,
    says: [
      () => ["error", "Application run failed; process exited with status 1"],
      () => ["info", "Starting GateControllerApplication v7.3.2 using Java 21.0.3 with PID 1"],
    ],
    callers: [{ service: "validator-gateway", perMin: 14, kinds: ["reset", "5xx", "retry"], code: 502 }],
  },
  {
    cat: "unknown",
    estate: "meridian",
    origin: "gtfsrt-ingest",
    hints: ["stale", "stopped", "unknown", "hang"],
    sev: "medium",
    note: "gtfsrt-ingest silently stops building snapshots (no log at all); downstream feeds age and displays fall back.",
    mode: "quiet",
    originPerMin: 0,
    says: [],
    callers: [
      { service: "trip-updates", perMin: 4, kinds: ["stale"] },
      { service: "pid-display-hub", perMin: 6, kinds: ["stale"] },
      { service: "journey-api", perMin: 3, kinds: ["5xx"], code: 504 },
    ],
  },
  {
    cat: "unknown",
    estate: "northvale",
    origin: "wallet-service",
    hints: ["500", "internal", "unknown", "unhandled"],
    sev: "high",
    note: "wallet-service starts answering 500 to most requests with only a generic unhandled-error line.",
    mode: "loud",
    originPerMin: 14,
    says: [
      (r) => [
        "error",
        `Unhandled exception in request POST /wallets/W${r.int(100000, 999999)}/tickets: internal error`,
      ],
    ],
    callers: [{ service: "mticket-app-api", perMin: 18, kinds: ["5xx", "retry"], code: 500 }],
  },
  {
    cat: "unknown",
    estate: "coastlink",
    origin: "vehicle-positions",
    hints: ["liveness", "unknown", "restart", "panic"],
    sev: "medium",
    note: "vehicle-positions stops responding and is restarted by its liveness probe again and again, logging only its start banner.",
    mode: "quiet",
    originPerMin: 1,
    says: [() => ["info", "vehicle-positions v1.19.4 listening on :8080"]],
    callers: [
      { service: "pid-signage", perMin: 6, kinds: ["timeout"] },
      { service: "planner-api", perMin: 4, kinds: ["5xx"], code: 503 },
    ],
  },
];
