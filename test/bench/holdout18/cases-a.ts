// Holdout 18 incidents: authentication, authorization, database, network, timeout (4 each).
import { ev, type Scenario } from "./types.js";

const JSTACK_KAFKA = `org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`;

export const CASES_A: Scenario[] = [
  {
    key: "auth-kafka-sasl-client",
    est: "orbit",
    origin: "frame-decoder",
    cat: "authentication",
    sev: "high",
    hints: ["sasl", "authentication", "credential", "scram"],
    note: "After a secret rotation only frame-decoder still presents the old SCRAM password to a healthy shared Kafka; the broker logs the failures loudly while other clients stay connected.",
    ev: [
      ev("frame-decoder", "info", -3, undefined, undefined, [
        "INFO  c.o.decoder.Secrets - reloaded kafka credentials from /var/run/secrets/kafka (version 14)",
      ]),
      ev(
        "frame-decoder",
        "error",
        0,
        undefined,
        6,
        [
          "ERROR o.a.k.clients.NetworkClient - [Consumer clientId=frame-decoder-0, groupId=frame-decoder] Connection to node 2 (gs-kafka-2/10.8.0.12:9093) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
        ],
        `${JSTACK_KAFKA}\n\tat org.apache.kafka.common.security.authenticator.SaslClientAuthenticator.receiveKafkaResponse(SaslClientAuthenticator.java:592)\n\tat org.apache.kafka.clients.NetworkClient.poll(NetworkClient.java:560)`,
      ),
      ev("gs-kafka", "info", 0.2, undefined, 1.2, [
        "[SocketServer listenerType=ZK_BROKER, nodeId=2] Failed authentication with /10.8.3.41 (channelId=10.8.0.12:9093-10.8.3.41:{id}-{n}) (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512)",
      ]),
      ev("archive-writer", "warn", 60, undefined, 15, [
        " WARN archive_writer::feed: no decoded frames received for {n}s on topic frames.decoded",
      ]),
      ev("telemetry-ingest", "info", 0, undefined, 20, [
        'level=info msg="producer ok" topic=telemetry.frames acks=all',
      ]),
    ],
  },
  {
    key: "auth-mysql-client-password",
    est: "lease",
    origin: "screening-svc",
    cat: "authentication",
    sev: "high",
    hints: ["access denied", "password", "credential", "authentication", "1045"],
    note: "screening-svc was redeployed with a stale MySQL password; the shared pm-mysql is healthy for every other app while tenant-portal floods 502s about applications.",
    ev: [
      ev("screening-svc", "info", -20, undefined, undefined, [
        "Booting worker with pid: {pid} (gunicorn 21.2.0, release screening@4.7.0)",
      ]),
      ev(
        "screening-svc",
        "error",
        0,
        undefined,
        3,
        [
          "django.db.utils.OperationalError: (1045, \"Access denied for user 'screening_rw'@'10.20.3.41' (using password: YES)\")",
        ],
        'Traceback (most recent call last):\n  File "/app/.venv/lib/python3.11/site-packages/django/db/backends/base/base.py", line 275, in ensure_connection\n    self.connect()\n  File "/app/.venv/lib/python3.11/site-packages/MySQLdb/connections.py", line 193, in __init__\n    super().__init__(*args, **kwargs2)',
      ),
      ev("pm-mysql", "info", 0.1, undefined, 2.5, [
        "[Note] [MY-010926] [Server] Access denied for user 'screening_rw'@'10.20.3.41' (using password: YES)",
      ]),
      ev("tenant-portal", "error", 1, undefined, 0.8, [
        "POST /tenant/applications/{id}/submit 502 - upstream screening returned 500",
        "application A{id} stuck: screening request failed (status 500)",
      ]),
      ev("haproxy-edge", "info", 1, undefined, 1.5, [
        '{ip}:{id} [fe_https~] be_portal/portal-2 0/0/1/{ms}/{ms} 502 {n} - - ---- {n}/{n}/3/1/0 0/0 "POST /tenant/applications/{id}/submit HTTP/1.1"',
      ]),
    ],
  },
  {
    key: "auth-jwks-rotation-server",
    est: "orbit",
    origin: "auth-gw",
    cat: "authentication",
    sev: "high",
    hints: ["token", "signature", "jwt", "jwks", "kid"],
    note: "auth-gw rotates its signing key without a grace period, so every client rejects newly issued tokens; the server logs one WARN while all callers log 401s.",
    ev: [
      ev("auth-gw", "info", 0, undefined, undefined, [
        "key rotation: new active kid=gs-2026-07, retired kid=gs-2026-06 (overlap=0s)",
      ]),
      ev("auth-gw", "warn", 2, undefined, 40, [
        "jwks: {n} token validations for unknown kid reported by relying parties in last minute",
      ]),
      ev("mission-api", "error", 3, undefined, 1, [
        '[error] auth plug rejected bearer: signature verification failed (kid "gs-2026-07" not in cached JWKS, fetched 7m ago)',
      ]),
      ev("ops-console", "error", 4, undefined, 1.4, [
        "401 from mission-api on /api/passes: invalid_token",
        "session ops-{hex} forced logout: token refresh returned invalid_grant",
      ]),
      ev("telemetry-ingest", "error", 5, undefined, 2, [
        'level=error msg="jwt: verification failed" err="crypto/rsa: verification error" kid=gs-2026-07',
      ]),
      ev("envoy-mesh", "info", 3, undefined, 1, [
        '"GET /api/passes HTTP/1.1" 401 UAEX 0 {n} {ms} - "{ip}" "ops-console/5.2" "{hex}" "mission-api:8080" "-"',
      ]),
    ],
  },
  {
    key: "auth-psp-api-key",
    est: "tix",
    origin: "checkout-svc",
    cat: "authentication",
    sev: "high",
    hints: ["api key", "authentication", "credential", "401", "unauthorized"],
    note: "checkout-svc starts using a revoked payment-provider API key after a vault sync; box-office-api and nginx carry most of the errors.",
    ev: [
      ev("checkout-svc", "warn", -2, undefined, undefined, [
        "Vault lease renewed for secret/psp/live (version 9 -> 10)",
      ]),
      ev(
        "checkout-svc",
        "error",
        0,
        undefined,
        2,
        [
          "PaymentGateway::AuthenticationError: Invalid API key provided: live_****7Qx2 (HTTP 401, request_id=req_{hex})",
        ],
        "app/services/payment_gateway/client.rb:88:in `authorise'\napp/jobs/capture_order_job.rb:21:in `perform'",
      ),
      ev("box-office-api", "error", 0.5, undefined, 0.7, [
        "POST /v3/carts/{hex}/checkout 502 (checkout-svc: payment_failed)",
        "checkout failed for cart {hex}: upstream 502",
      ]),
      ev("edge-nginx", "info", 0.5, undefined, 0.8, [
        '{ip} - - "POST /v3/carts/{hex}/checkout HTTP/2.0" 502 {n} "-" "EncoreApp/7.2 (Android)" rt=0.{n} urt=0.{n}',
      ]),
      ev("hold-engine", "info", 30, undefined, 4, ["hold released cart={hex} reason=checkout_failed"]),
    ],
  },
  {
    key: "authz-mongo-role",
    est: "lease",
    origin: "doc-vault",
    cat: "authorization",
    sev: "medium",
    hints: ["not authorized", "unauthorized", "permission", "role", "authoriz"],
    note: "A doc-vault release writes to a new collection its database role does not cover; pm-mongo logs native ACCESS failures and tenant-portal complains about uploads.",
    ev: [
      ev("doc-vault", "info", -30, undefined, undefined, ["doc-vault 6.0.0 ready; storage collection=attachments_v2"]),
      ev(
        "doc-vault",
        "error",
        0,
        undefined,
        3,
        [
          'MongoServerError: not authorized on leasedocs to execute command { insert: "attachments_v2", ordered: true, lsid: {...}, $db: "leasedocs" } (code 13 Unauthorized)',
        ],
        "    at Connection.onMessage (/srv/node_modules/mongodb/lib/cmap/connection.js:205:26)\n    at MessageStream.<anonymous> (/srv/node_modules/mongodb/lib/cmap/connection.js:65:60)",
      ),
      ev("pm-mongo", "info", 0.1, undefined, 2.5, [
        '{"t":{"$date":"now"},"s":"I","c":"ACCESS","id":20436,"ctx":"conn{n}","msg":"Checking authorization failed","attr":{"error":{"code":13,"codeName":"Unauthorized","errmsg":"not authorized on leasedocs to execute command { insert: \\"attachments_v2\\" }"}}}',
      ]),
      ev("tenant-portal", "error", 1, undefined, 2, [
        "POST /tenant/documents 500 - upload failed: doc-vault responded 500",
      ]),
      ev("maintenance-desk", "warn", 5, undefined, 9, [
        "photo attachment for WO-{id} not stored (doc-vault 500), will retry",
      ]),
    ],
  },
  {
    key: "authz-s3-denied",
    est: "tix",
    origin: "seat-map",
    cat: "authorization",
    sev: "medium",
    hints: ["accessdenied", "access denied", "403", "forbidden", "permission"],
    note: "seat-map loses read access to the venue-map bucket after an IAM policy change; box-office-api and nginx report the failing map requests.",
    ev: [
      ev("seat-map", "error", 0, undefined, 2.5, [
        'level=error msg="venue map fetch failed" venue=V{id} err="operation error S3: GetObject, https response error StatusCode: 403, RequestID: {hex}, HostID: {hex}, api error AccessDenied: Access Denied"',
      ]),
      ev("box-office-api", "error", 0.5, undefined, 1, [
        "GET /v3/events/{id}/seatmap 503 (seat-map unavailable)",
        "seat-map call failed: 503 Service Unavailable",
      ]),
      ev("edge-nginx", "info", 0.5, undefined, 1, [
        '{ip} - - "GET /v3/events/{id}/seatmap HTTP/2.0" 503 {n} "-" "Mozilla/5.0" rt=0.{n} urt=0.{n}',
      ]),
    ],
  },
  {
    key: "authz-kafka-acl-producer",
    est: "orbit",
    origin: "telemetry-ingest",
    cat: "authorization",
    sev: "high",
    hints: ["authoriz", "acl", "denied", "not authorized"],
    note: "telemetry-ingest switches to a topic its principal has no write ACL on; gs-kafka's authorizer logs every denial and downstream consumers go idle.",
    ev: [
      ev("telemetry-ingest", "info", -5, undefined, undefined, [
        'level=info msg="config applied" output_topic=telemetry.frames.v2',
      ]),
      ev("telemetry-ingest", "error", 0, undefined, 2, [
        'level=error msg="produce failed" topic=telemetry.frames.v2 err="kafka server: The client is not authorized to access this topic"',
      ]),
      ev("gs-kafka", "info", 0.1, undefined, 0.7, [
        "[StandardAuthorizer 2] Principal = User:telemetry-ingest is Denied operation = WRITE from host = 10.8.2.7 on resource = Topic:LITERAL:telemetry.frames.v2 for request = Produce with resourceRefCount = 1 based on rule DefaultDeny",
      ]),
      ev("frame-decoder", "warn", 40, undefined, 10, [
        "WARN  c.o.decoder.FramePipeline - consumer idle: 0 records in {n}s",
      ]),
      ev("antenna-ctl", "error", 20, undefined, 6, [
        "ERROR downlink buffer SG-{n} at 9{n}% - telemetry-ingest not draining",
      ]),
    ],
  },
  {
    key: "authz-scope-server",
    est: "lease",
    origin: "lease-svc",
    cat: "authorization",
    sev: "high",
    hints: ["scope", "forbidden", "403", "authoriz", "permission"],
    note: "A lease-svc release starts requiring a write scope none of its clients' tokens carry, so every caller gets 403s; the server's own lines are WARNs.",
    ev: [
      ev("lease-svc", "info", -10, undefined, undefined, [
        "Application started. Hosting environment: Production; release 2026.7.3",
      ]),
      ev("lease-svc", "warn", 0, undefined, 1.5, [
        "Authorization failed. These requirements were not met: ScopeRequirement: leases:write (client_id={n})",
      ]),
      ev("tenant-portal", "error", 0.5, undefined, 0.8, [
        "PUT /tenant/lease/renewal 500 - lease-svc returned 403 Forbidden",
      ]),
      ev("maintenance-desk", "error", 1, undefined, 2, [
        "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: http://lease-svc/api/leases/{id}/notes",
      ]),
      ev("owner-reports", "error", 2, undefined, 5, ["Error: lease-svc PATCH /api/leases/{id} -> 403"]),
    ],
  },
  {
    key: "db-pg-crash-recovery",
    est: "tix",
    origin: "tix-pg",
    cat: "database",
    sev: "high",
    hints: ["recovery", "postgres", "database", "terminated", "sqlstate"],
    note: "A postgres backend segfaults and the postmaster restarts every session and goes through crash recovery; all apps log connection errors in their own words.",
    ev: [
      ev("tix-pg", "error", 0, undefined, undefined, [
        "LOG:  server process (PID 41873) was terminated by signal 11: Segmentation fault",
      ]),
      ev("tix-pg", "info", 0.05, undefined, undefined, [
        "DETAIL:  Failed process was running: SELECT s.* FROM seat_holds s WHERE s.cart_id = $1 FOR UPDATE",
      ]),
      ev("tix-pg", "info", 0.1, undefined, undefined, ["LOG:  terminating any other active server processes"]),
      ev("tix-pg", "info", 0.6, 45, 6, ["FATAL:  the database system is in recovery mode"]),
      ev("tix-pg", "info", 48, undefined, undefined, ["LOG:  database system is ready to accept connections"]),
      ev("hold-engine", "error", 0.3, 50, 0.6, [
        'level=error msg="hold failed" err="FATAL: the database system is in recovery mode (SQLSTATE 57P03)"',
        'level=error msg="hold failed" err="unexpected EOF"',
      ]),
      ev("checkout-svc", "error", 0.4, 50, 1.1, [
        'ActiveRecord::ConnectionNotEstablished: connection to server at "10.3.0.12", port 5432 failed: FATAL:  the database system is in recovery mode',
      ]),
      ev("box-office-api", "error", 0.5, 55, 0.5, ["POST /v3/carts 503 (hold-engine error)"]),
    ],
  },
  {
    key: "db-mysql-pool-leak",
    est: "lease",
    origin: "maintenance-desk",
    cat: "database",
    sev: "high",
    hints: ["connection", "too many", "pool", "mysql", "leak"],
    note: "maintenance-desk leaks MySQL connections after a release until pm-mysql refuses everyone with 'Too many connections'; the leaker only warns at first.",
    ev: [
      ev("maintenance-desk", "warn", 0, 240, 30, [
        "db pool: {n} connections checked out > 300s by task desk.tasks.sync_vendor_calendar (possible leak)",
      ]),
      ev("maintenance-desk", "error", 240, undefined, 4, [
        "django.db.utils.OperationalError: (1040, 'Too many connections')",
      ]),
      ev(
        "pm-mysql",
        "warn",
        235,
        undefined,
        3,
        [
          "[Warning] [MY-010055] [Server] IP address '{ip}' could not be resolved: Name or service not known",
          "[Note] [MY-010914] [Server] Aborted connection {id} to db: 'desk' user: 'desk_rw' host: '{ip}' (Got an error reading communication packets)",
        ].slice(1),
      ),
      ev("rent-ledger", "error", 242, undefined, 1.2, [
        "fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database 'ledger' on server 'pm-mysql'. MySqlConnector.MySqlException (0x80004005): Too many connections",
      ]),
      ev("screening-svc", "error", 244, undefined, 2, [
        "sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1040, 'Too many connections')",
      ]),
      ev("tenant-portal", "error", 243, undefined, 0.8, [
        "GET /tenant/dashboard 500 - ledger unavailable",
        "POST /tenant/payments/intent 503 - rent-ledger: database error",
      ]),
    ],
  },
  {
    key: "db-pg-wraparound",
    est: "orbit",
    origin: "gs-postgres",
    cat: "database",
    sev: "high",
    hints: ["wraparound", "vacuum", "database", "postgres", "not accepting"],
    note: "gs-postgres warns about transaction-id wraparound and then stops accepting writes; the writers (Go and Rust) fail in their own words later.",
    ev: [
      ev("gs-postgres", "warn", 0, 180, 20, [
        'WARNING:  database "telemetry" must be vacuumed within {id} transactions',
        "HINT:  To avoid a database shutdown, execute a database-wide VACUUM in that database.",
      ]),
      ev("gs-postgres", "error", 180, undefined, 3, [
        'ERROR:  database is not accepting commands to avoid wraparound data loss in database "telemetry"',
      ]),
      ev("archive-writer", "error", 181, undefined, 1.5, [
        'ERROR archive_writer::db: insert segment failed: error returned from database: database is not accepting commands to avoid wraparound data loss in database "telemetry"',
      ]),
      ev("telemetry-ingest", "error", 182, undefined, 0.7, [
        'level=error msg="write pass metadata" err="ERROR: database is not accepting commands to avoid wraparound data loss in database \\"telemetry\\" (SQLSTATE 54000)"',
      ]),
      ev("ops-console", "error", 200, undefined, 5, ["GET /console/passes 500 {ms}ms"]),
    ],
  },
  {
    key: "db-mongo-no-primary",
    est: "lease",
    origin: "pm-mongo",
    cat: "database",
    sev: "high",
    hints: ["primary", "election", "mongo", "replica", "database"],
    note: "pm-mongo's primary steps down and elections keep failing, so there is no writable primary; Node and Python clients log NotWritablePrimary errors.",
    ev: [
      ev("pm-mongo", "info", 0, undefined, undefined, [
        '{"t":{"$date":"now"},"s":"I","c":"REPL","id":21358,"ctx":"ReplCoord-12","msg":"Replica set state transition","attr":{"newState":"SECONDARY","oldState":"PRIMARY"}}',
      ]),
      ev("pm-mongo", "info", 5, 200, 12, [
        '{"t":{"$date":"now"},"s":"I","c":"ELECTION","id":4615652,"ctx":"ReplCoord-3","msg":"Not starting an election, since we are not electable","attr":{"reason":"I cannot see a majority"}}',
      ]),
      ev("doc-vault", "error", 1, 210, 1.2, [
        "MongoServerError: not primary (NotWritablePrimary, code 10107) on insert into leasedocs.attachments",
      ]),
      ev("screening-svc", "error", 2, 210, 3, [
        "pymongo.errors.NotPrimaryError: not primary, full error: {'ok': 0.0, 'errmsg': 'not primary', 'code': 10107, 'codeName': 'NotWritablePrimary'}",
      ]),
      ev("tenant-portal", "error", 1.5, 215, 1, [
        "POST /tenant/documents 500 - upload failed: doc-vault responded 500",
      ]),
    ],
  },
  {
    key: "net-pod-route-loss",
    est: "tix",
    origin: "hold-engine",
    cat: "network",
    sev: "high",
    hints: ["route", "reset", "network", "unreachable", "connection"],
    note: "hold-engine's node loses its route to the data subnet, so its calls to postgres and redis fail with resets; naive readers blame the datastores named in its errors or box-office-api.",
    ev: [
      ev("hold-engine", "warn", 0, undefined, 8, ['level=warn msg="redis ping slow" addr=10.3.0.20:6379 rtt=1.9s']),
      ev("hold-engine", "error", 2, undefined, 1.5, [
        'level=error msg="hold failed" err="read tcp 10.3.4.5:{id}->10.3.0.12:5432: read: connection reset by peer"',
        'level=error msg="cache set" err="dial tcp 10.3.0.20:6379: connect: no route to host"',
      ]),
      ev("box-office-api", "error", 3, undefined, 0.5, [
        "POST /v3/carts 504 upstream hold-engine timed out after 5000ms",
      ]),
      ev("edge-nginx", "info", 3, undefined, 0.8, [
        '{ip} - - "POST /v3/carts HTTP/2.0" 504 {n} "-" "EncoreApp/7.2 (iOS)" rt=5.0{n} urt=5.0{n}',
      ]),
      ev("tix-pg", "info", 2, undefined, 20, ["LOG:  could not receive data from client: Connection reset by peer"]),
    ],
  },
  {
    key: "net-dns-client",
    est: "orbit",
    origin: "pass-scheduler",
    cat: "network",
    sev: "medium",
    hints: ["dns", "name resolution", "resolve", "gaierror", "lookup"],
    note: "Name resolution breaks on pass-scheduler's node only; ops-console and mission-api report failed schedule calls, everything else resolves fine.",
    ev: [
      ev("pass-scheduler", "error", 0, undefined, 2, [
        "ERROR schedule sync failed: HTTPConnectionPool(host='contact-planner.gs.svc.cluster.local', port=8080): Max retries exceeded (Caused by NameResolutionError(\"Failed to resolve 'contact-planner.gs.svc.cluster.local' ([Errno -3] Temporary failure in name resolution)\"))",
        'ERROR db connect failed: could not translate host name "gs-postgres.gs.svc.cluster.local" to address: Temporary failure in name resolution',
      ]),
      ev("mission-api", "error", 3, undefined, 1.5, [
        "[error] ** (Mint.TransportError) timeout calling pass-scheduler /v1/schedule",
      ]),
      ev("ops-console", "error", 4, undefined, 2, ["GET /console/schedule 502 {ms}ms"]),
    ],
  },
  {
    key: "net-rabbit-partition",
    est: "lease",
    origin: "pm-rabbitmq",
    cat: "network",
    sev: "high",
    hints: ["partition", "network", "connection reset", "node down", "amqp"],
    note: "pm-rabbitmq nodes partition from each other; Celery and Node consumers log resets and reconnect loops, louder than the broker's own lines.",
    ev: [
      ev("pm-rabbitmq", "warn", 0, undefined, undefined, ["rabbit on node 'rabbit@pm-rabbit-2' down"]),
      ev("pm-rabbitmq", "error", 1, undefined, undefined, [
        "Mnesia('rabbit@pm-rabbit-1'): ** ERROR ** mnesia_event got {inconsistent_database, running_partitioned_network, 'rabbit@pm-rabbit-2'}",
      ]),
      ev("pm-rabbitmq", "warn", 2, undefined, 30, [
        "Partial partition detected: * We saw DOWN from rabbit@pm-rabbit-2 * We can still see rabbit@pm-rabbit-3 which can see rabbit@pm-rabbit-2",
      ]),
      ev("maintenance-desk", "error", 2, undefined, 1.5, [
        "consumer: Cannot connect to amqp://desk:**@pm-rabbitmq:5672/pm: [Errno 104] Connection reset by peer. Trying again in 4.00 seconds...",
      ]),
      ev("notify-hub", "error", 3, undefined, 1, [
        "[error] amqp channel closed: Connection closed: 320 (CONNECTION-FORCED) reason 'shutdown'",
        "[error] publish rent_reminder failed: channel closed",
      ]),
    ],
  },
  {
    key: "net-site-link",
    est: "orbit",
    origin: "antenna-ctl",
    cat: "network",
    sev: "medium",
    hints: ["i/o timeout", "unavailable", "network", "link", "connection"],
    note: "antenna-ctl loses its VPN path to a remote site and warns first; telemetry-ingest later logs many missing-frame errors.",
    ev: [
      ev("antenna-ctl", "warn", 0, 30, 8, ["WARN site link svalbard-2: keepalive missed ({n}ms)"]),
      ev("antenna-ctl", "error", 30, undefined, 4, [
        'ERROR control stream svalbard-2 broken: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 172.20.4.9:7443: i/o timeout"',
      ]),
      ev("telemetry-ingest", "error", 45, undefined, 1, [
        'level=error msg="frame gap" station=SG-7 missing={n} since=45s',
      ]),
      ev("pass-scheduler", "warn", 70, undefined, 20, ["WARN station SG-7 marked degraded; rescheduling {n} passes"]),
    ],
  },
  {
    key: "to-slow-callee-silent",
    est: "orbit",
    origin: "contact-planner",
    cat: "timeout",
    sev: "medium",
    hints: ["timeout", "deadline", "timed out", "slow"],
    note: "contact-planner's visibility computation becomes very slow; mission-api's deadline fires long before contact-planner logs its first slow-plan WARN.",
    ev: [
      ev("mission-api", "error", 2, undefined, 1, [
        '[error] GenServer PlanCache terminating: ** (exit) exited in: GenServer.call(PlanClient, {:windows, "SG-{n}"}, 5000) ** (EXIT) time out',
        "[error] contact-planner request timed out after 5000ms",
      ]),
      ev("ops-console", "error", 4, undefined, 2, ["GET /console/windows 504 5012ms"]),
      ev("contact-planner", "warn", 32, undefined, 6, [
        "WARN planner: visibility windows computed sats={n} in 3{id}ms (budget 2000ms)",
      ]),
      ev("envoy-mesh", "info", 2, undefined, 1.2, [
        '"GET /v1/windows HTTP/1.1" 504 UT 0 24 5001 - "{ip}" "mission-api" "{hex}" "contact-planner:8080" "{ip}:8080"',
      ]),
    ],
  },
  {
    key: "to-migration-lock",
    est: "tix",
    origin: "checkout-svc",
    cat: "timeout",
    sev: "high",
    hints: ["lock", "timeout", "statement timeout", "canceling"],
    note: "A checkout-svc migration takes an exclusive lock on orders; tix-pg logs lock waits and hold-engine's queries hit statement timeouts, while the migrating service only logs an INFO.",
    ev: [
      ev("checkout-svc", "info", 0, undefined, undefined, [
        "== 20260714093000 AddSeatTierToOrders: migrating ======================",
      ]),
      ev("checkout-svc", "info", 0.1, undefined, undefined, [
        '-- add_column(:orders, :seat_tier, :string, {:default=>"std", :null=>false})',
      ]),
      ev("tix-pg", "info", 2, undefined, 3, [
        "LOG:  process {pid} still waiting for RowExclusiveLock on relation 16423 of database 16384 after 1000.{n} ms",
        "DETAIL:  Process holding the lock: 40212. Wait queue: {pid}, {pid}.",
      ]),
      ev("tix-pg", "error", 5, undefined, 2, [
        "ERROR:  canceling statement due to statement timeout",
        "STATEMENT:  INSERT INTO orders (cart_id, amount) VALUES ($1, $2)",
      ]),
      ev("hold-engine", "error", 5, undefined, 0.7, [
        'level=error msg="confirm hold" err="ERROR: canceling statement due to statement timeout (SQLSTATE 57014)"',
      ]),
      ev("box-office-api", "error", 6, undefined, 0.6, ["POST /v3/carts/{hex}/confirm 500 5013ms"]),
    ],
  },
  {
    key: "to-vendor-read-timeout",
    est: "lease",
    origin: "screening-svc",
    cat: "timeout",
    sev: "medium",
    hints: ["timeout", "read timeout", "timed out"],
    note: "The credit bureau behind screening-svc stops answering in time; screening-svc logs read timeouts and tenant-portal repeats them louder.",
    ev: [
      ev("screening-svc", "warn", 0, 20, 4, ["bureau call slow: {n}00ms for applicant A{id}"]),
      ev("screening-svc", "error", 20, undefined, 3, [
        "screening.bureau.ReadTimeout: HTTPSConnectionPool(host='api.bureau-partner.example', port=443): Read timed out. (read timeout=10)",
      ]),
      ev("tenant-portal", "error", 25, undefined, 1, [
        "POST /tenant/applications/{id}/submit 504 - screening timed out",
        "application A{id} screening pending > 30s",
      ]),
    ],
  },
  {
    key: "to-event-loop-blocked",
    est: "tix",
    origin: "queue-gate",
    cat: "timeout",
    sev: "high",
    hints: ["timeout", "timed out", "event loop", "blocked"],
    note: "queue-gate's event loop blocks on a synchronous sort of a huge waiting room, and edge-nginx logs upstream timeouts far louder than the origin's few WARNs.",
    ev: [
      ev("queue-gate", "warn", 0, undefined, 15, ["event loop blocked for {n}0ms (waiting room E{id} reorder)"]),
      ev("edge-nginx", "error", 1, undefined, 0.3, [
        '[error] 31#31: *{id} upstream timed out (110: Connection timed out) while reading response header from upstream, client: {ip}, server: tix.example, request: "POST /queue/enter HTTP/2.0", upstream: "http://10.3.1.7:8080/queue/enter"',
      ]),
      ev("box-office-api", "warn", 5, undefined, 4, ["queue token check slow: queue-gate took {n}00ms"]),
    ],
  },
];
