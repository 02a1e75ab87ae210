// Fault recipes, part 1: authentication, authorization, database, network, timeout (5 each).
import { hex, int } from "../holdout3/kit.js";
import { E, F, I, jstack, netstack, nodestack, pytb, W } from "./lines.js";
import type { Fault } from "./types.js";

export const FAULTS_A: Fault[] = [
  // ---- authentication
  {
    cat: "authentication",
    mode: "oidc signing key rotated, cached jwks stale",
    hints: ["jwt", "signature", "token", "authentication"],
    sev: "high",
    on: ["go"],
    sym: "5xx",
    rate: 30,
    storm: 2.5,
    pool: [
      (c) => W(`rejecting bearer token: crypto/rsa: verification error (kid=${hex(c.r, 8)} not in cached JWKS)`),
      (c) => E(`token validation failed for subject svc-${c.peer}: signature is invalid`),
      () => E("jwks refresh skipped: cache ttl not expired (last fetch 23h ago)"),
    ],
    note: "authentication: identity provider rotated its signing key; origin keeps a stale JWKS and rejects every token, callers see 401/5xx; steady decoy errors elsewhere",
  },
  {
    cat: "authentication",
    mode: "ldap bind fails after service account password rotation",
    hints: ["ldap", "bind", "credential", "authentication"],
    sev: "high",
    on: ["jvm"],
    sym: "5xx",
    rate: 18,
    storm: 3,
    pool: [
      (c) =>
        E(
          "LDAP bind failed for cn=svc-" +
            c.o.name.toLowerCase() +
            ",ou=apps: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563]",
          jstack(
            c.o.name,
            "javax.naming.AuthenticationException: [LDAP: error code 49 - Invalid Credentials]",
            "auth.DirectoryAuthenticator.bind",
          ),
        ),
      () => E("org.springframework.ldap.AuthenticationException: [LDAP: error code 49 - Invalid Credentials]"),
      () => W("login attempt rejected: directory unavailable for credential check"),
    ],
    note: "authentication: directory service-account password rotated but not updated in the origin; LDAP error 49 on every bind, callers get 5xx; an unrelated deploy near onset",
  },
  {
    cat: "authentication",
    mode: "database password rotated by secrets manager, app still uses old one",
    estates: ["grain-coop", "ferry-operator", "music-label"],
    hints: ["password", "authentication", "credential"],
    sev: "high",
    on: ["python"],
    sym: "none",
    rate: 14,
    storm: 0,
    pool: [
      (c) =>
        E(
          `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "${c.db}" (10.42.7.11), port 5432 failed: FATAL:  password authentication failed for user "ingest"`,
          pytb(
            "worker/db.py",
            "connect",
            "return engine.connect()",
            'psycopg2.OperationalError: FATAL:  password authentication failed for user "ingest"',
          ),
        ),
      () => W("batch requeued after db error, backing off 30s"),
    ],
    note: "authentication: secret rotation left the worker with a stale database password; the worker fails every batch, no callers; WARN-heavy",
  },
  {
    cat: "authentication",
    mode: "expired client certificate / api key for partner token endpoint",
    hints: ["token", "expired", "unauthorized", "401", "authentication"],
    sev: "medium",
    on: ["node"],
    sym: "5xx",
    rate: 16,
    storm: 2,
    pool: [
      () =>
        E(
          'OAuth token request failed: 401 Unauthorized {"error":"invalid_client","error_description":"client secret expired"}',
        ),
      (c) =>
        E(
          `cannot refresh access token for ${c.noun} sync, upstream said invalid_client`,
          nodestack("Error: Request failed with status code 401", "TokenClient.refresh", "lib/auth/token-client.js"),
        ),
      () => W("using cached access token (expired 4m ago)"),
    ],
    note: "authentication: client secret for the token endpoint expired; the origin's token refresh gets 401 invalid_client and its calls start failing; callers report 5xx",
  },
  {
    cat: "authentication",
    mode: "session signing secret changed on one replica, sessions rejected",
    hints: ["session", "signature", "authentication", "cookie"],
    sev: "medium",
    on: ["ruby", "elixir"],
    sym: "5xx",
    rate: 24,
    storm: 1.5,
    underway: true,
    pool: [
      (c) =>
        W(
          c.o.rt === "ruby"
            ? "ActiveSupport::MessageVerifier::InvalidSignature: session cookie failed verification, forcing re-login"
            : "Plug.Session: cookie signature could not be verified (secret_key_base mismatch), forcing re-login",
        ),
      (c) =>
        E(
          `authentication failed for user ${int(c.r, 1000, 99999)}: InvalidAuthenticityToken (session secret mismatch)`,
        ),
      (c) => I(c.o.rt === "ruby" ? "Completed 401 Unauthorized in 3ms" : "Sent 401 in 2ms"),
    ],
    note: "authentication: window opens with the fault already running; a changed session secret invalidates every cookie so users are bounced with 401; mostly WARN",
  },
  // ---- authorization
  {
    cat: "authorization",
    mode: "RBAC role binding removed, k8s API forbidden",
    hints: ["forbidden", "rbac", "permission", "authoriz"],
    sev: "high",
    on: ["go"],
    sym: "5xx",
    rate: 20,
    storm: 2,
    pool: [
      (c) =>
        E(
          `configmaps "${c.noun}-routes" is forbidden: User "system:serviceaccount:prod:${c.o.name}" cannot get resource "configmaps" in API group "" in the namespace "prod"`,
        ),
      () => E('failed to list *v1.Secret: secrets is forbidden: cannot list resource "secrets"'),
      () => W("leader election lost: leases.coordination.k8s.io is forbidden"),
    ],
    note: "authorization: a cleanup removed the origin's RoleBinding; every API call is forbidden and its work stalls, callers get 5xx",
  },
  {
    cat: "authorization",
    mode: "IAM policy change: S3 AccessDenied on write",
    hints: ["accessdenied", "access", "denied", "permission", "authoriz"],
    sev: "high",
    on: ["python", "jvm"],
    sym: "none",
    rate: 15,
    storm: 0,
    pool: [
      (c) =>
        E(
          c.o.rt === "python"
            ? `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::4417:assumed-role/${c.o.name}-role/i-${hex(c.r, 8)} is not authorized to perform: s3:PutObject on resource`
            : `software.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::4417:assumed-role/${c.o.name}-role is not authorized to perform: s3:PutObject (Service: S3, Status Code: 403, Request ID: ${hex(c.r, 16).toUpperCase()})`,
        ),
      () => E("upload failed, object not stored: Access Denied (Service: S3, Status Code: 403)"),
      () => W("export paused after repeated storage errors"),
    ],
    note: "authorization: a tightened bucket policy denies the origin's writes (403 AccessDenied); nobody calls it, so it is the only service failing among noisy decoys",
  },
  {
    cat: "authorization",
    mode: "database grant missing after migration",
    estates: ["grain-coop", "ferry-operator", "music-label"],
    hints: ["permission", "denied", "grant", "privilege"],
    sev: "high",
    on: ["jvm", "dotnet"],
    sym: "5xx",
    rate: 22,
    storm: 2.5,
    pool: [
      (c) =>
        E(
          `ERROR: permission denied for table ${c.noun}_history (SQLSTATE 42501)`,
          c.o.rt === "jvm"
            ? jstack(
                c.o.name,
                `org.postgresql.util.PSQLException: ERROR: permission denied for table ${c.noun}_history`,
                "repo.HistoryRepository.insert",
              )
            : netstack(
                `Npgsql.PostgresException (0x80004005): 42501: permission denied for table ${c.noun}_history`,
                "Data.HistoryRepository",
                "InsertAsync",
              ),
        ),
      () => E("could not write audit row: insufficient privilege"),
    ],
    note: "authorization: a migration recreated a table without the app role's grant; inserts fail with 42501, callers see 5xx and the gateway 502",
  },
  {
    cat: "authorization",
    mode: "403 from internal api after scope change",
    hints: ["403", "forbidden", "scope", "authoriz"],
    sev: "medium",
    on: ["dotnet", "node"],
    sym: "5xx",
    rate: 20,
    storm: 1.5,
    pool: [
      (c) =>
        W(
          c.o.rt === "dotnet"
            ? `Authorization failed. These requirements were not met: ClaimsAuthorizationRequirement:Claim.Type=scope and Claim.Value is one of the following values: (${c.noun}:write)`
            : `ForbiddenError: insufficient_scope, required ${c.noun}:write`,
        ),
      (c) =>
        W(
          c.o.rt === "dotnet"
            ? "AuthenticationScheme: Bearer was forbidden."
            : "access denied: token lacks required scope",
        ),
      (c) => E(`POST ${c.route} -> 403 Forbidden for client ${c.peer}`),
    ],
    note: "authorization: the origin started demanding a write scope the client tokens do not carry; 403s logged mostly as WARN, the caller is louder",
  },
  {
    cat: "authorization",
    mode: "redis ACL denies command after user change",
    hints: ["noperm", "acl", "permission"],
    sev: "medium",
    on: ["rust", "elixir", "ruby"],
    sym: "5xx",
    rate: 25,
    storm: 2,
    pool: [
      (c) =>
        E(`cache write failed: NOPERM User ${c.o.name.toLowerCase()} has no permissions to run the 'setex' command`),
      () => E("redis error: NOPERM this user has no permissions to access one of the keys used as arguments"),
    ],
    note: "authorization: the cache's ACL user for the origin lost write permissions; every write fails with NOPERM; the cache itself logs nothing about it",
  },
  // ---- database
  {
    cat: "database",
    mode: "deadlocks between two writers",
    estates: ["grain-coop", "ferry-operator", "music-label"],
    hints: ["deadlock", "database", "sql", "40p01"],
    sev: "high",
    on: ["jvm"],
    sym: "5xx",
    rate: 20,
    storm: 2,
    pool: [
      (c) =>
        E(
          "could not execute statement; SQL [n/a]; nested exception is org.hibernate.exception.LockAcquisitionException",
          jstack(
            c.o.name,
            "org.springframework.dao.CannotAcquireLockException: could not execute statement",
            "service.SettlementService.post",
            `org.postgresql.util.PSQLException: ERROR: deadlock detected\n  Detail: Process ${int(c.r, 1000, 9999)} waits for ShareLock on transaction ${int(c.r, 100000, 999999)}; blocked by process ${int(c.r, 1000, 9999)}.`,
          ),
        ),
      (c) => E(`batch ${int(c.r, 100, 999)} rolled back: SQLSTATE 40P01`),
    ],
    note: "database: a new batch job and the request path update rows in opposite order; deadlocks at the origin, callers retry and get 5xx",
  },
  {
    cat: "database",
    mode: "connection pool exhausted (HikariCP)",
    hints: ["connection", "pool", "hikari", "database"],
    sev: "high",
    on: ["jvm"],
    sym: "timeout",
    rate: 30,
    storm: 2,
    lead: [
      () =>
        W(
          "HikariPool-1 - Connection leak detection triggered for connection org.postgresql.jdbc.PgConnection@5f2c3a1, stack trace follows",
        ),
    ],
    pool: [
      (c) =>
        E(
          "HikariPool-1 - Connection is not available, request timed out after 30000ms.",
          jstack(
            c.o.name,
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
            "repo.JdbcRepository.find",
          ),
        ),
      () => W("HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=57)"),
    ],
    note: "database: leaked connections exhaust the origin's Hikari pool; the pool message says 'timed out' and callers report timeouts (database, not timeout)",
  },
  {
    cat: "database",
    mode: "postgres max connections reached",
    hints: ["connection", "too many", "53300", "database"],
    sev: "high",
    on: ["postgres"],
    sym: "none",
    rate: 35,
    storm: 2,
    callerPool: [
      (c) => E(`org.postgresql.util.PSQLException: FATAL: sorry, too many clients already (${c.o.name}:5432)`),
      (c) => E(`pq: sorry, too many clients already (host=${c.o.name})`),
      (c) => E(`could not obtain connection to ${c.o.name}: remaining connection slots are reserved`),
    ],
    pool: [
      () => F("FATAL:  sorry, too many clients already"),
      () => F("FATAL:  remaining connection slots are reserved for non-replication superuser connections"),
    ],
    note: "database: the database server runs out of connection slots (53300); it logs FATAL, while every app logs its own connection errors louder (app lines added as callers)",
  },
  {
    cat: "database",
    mode: "mysql lock wait timeout on hot row",
    estates: ["hospital-pharmacy"],
    hints: ["lock", "database", "mysql", "1205"],
    sev: "medium",
    on: ["dotnet", "node", "python"],
    sym: "5xx",
    rate: 18,
    storm: 1.5,
    pool: [
      (c) =>
        c.o.rt === "dotnet"
          ? E(
              "MySqlConnector.MySqlException (0x80004005): Lock wait timeout exceeded; try restarting transaction",
              netstack(
                "MySqlConnector.MySqlException (0x80004005): Lock wait timeout exceeded; try restarting transaction",
                `Rx.${c.noun}Repository`,
                "ReserveAsync",
              ),
            )
          : c.o.rt === "node"
            ? E("Error: ER_LOCK_WAIT_TIMEOUT: Lock wait timeout exceeded; try restarting transaction")
            : E("pymysql.err.OperationalError: (1205, 'Lock wait timeout exceeded; try restarting transaction')"),
      () => E("Error 1205 (HY000): Lock wait timeout exceeded; try restarting transaction"),
    ],
    note: "database: a long transaction holds a hot row; MySQL lock waits (error 1205) at the origin though the message says timeout; callers see 5xx",
  },
  {
    cat: "database",
    mode: "read replica lag, stale reads then errors",
    estates: ["grain-coop", "ferry-operator", "music-label"],
    hints: ["replica", "replication", "lag", "database"],
    sev: "medium",
    on: ["go", "ruby"],
    sym: "none",
    rate: 12,
    storm: 0,
    pool: [
      (c) => W(`replica lag ${int(c.r, 40, 900)}s exceeds max_staleness 30s, routing reads to primary`),
      (c) =>
        E(
          c.o.rt === "go"
            ? "pq: canceling statement due to conflict with recovery"
            : "ActiveRecord::StatementInvalid: PG::TRSerializationFailure: ERROR:  canceling statement due to conflict with recovery",
        ),
      () => E("read-after-write check failed: row not found on replica"),
    ],
    note: "database: the read replica falls behind; origin logs lag warnings and recovery conflicts; primary reads add load; no callers",
  },
  // ---- network
  {
    cat: "network",
    mode: "DNS resolution failure for database host",
    hints: ["dns", "no such host", "lookup", "resolve"],
    sev: "high",
    on: ["go"],
    sym: "5xx",
    rate: 28,
    storm: 2,
    pool: [
      (c) => E(`dial tcp: lookup ${c.db}.prod.svc.cluster.local on 10.96.0.10:53: no such host`),
      (c) => E(`failed to ping db: dial tcp: lookup ${c.db}.prod.svc.cluster.local: i/o timeout`),
    ],
    note: "network: cluster DNS stops answering for the database name; the origin cannot resolve it; callers see 5xx, gateway 502",
  },
  {
    cat: "network",
    mode: "TLS handshake fails: unknown authority after CA swap on peer",
    hints: ["tls", "x509", "certificate", "handshake"],
    sev: "high",
    on: ["go", "rust"],
    sym: "5xx",
    rate: 24,
    storm: 2,
    pool: [
      (c) => E(`Post "https://${c.peer}.internal:8443/v1/sync": x509: certificate signed by unknown authority`),
      () => E("tls: failed to verify certificate: x509: certificate signed by unknown authority"),
      (c) => W(`remote error: tls: bad certificate (peer ${c.peer})`),
    ],
    note: "network: the origin's outbound TLS handshakes fail (x509 unknown authority) after a mesh CA change; callers see 5xx",
  },
  {
    cat: "network",
    mode: "connection resets from a flapping NAT / load balancer",
    hints: ["reset", "econnreset", "network", "connection"],
    sev: "medium",
    on: ["node"],
    sym: "5xx",
    rate: 26,
    storm: 1.5,
    pool: [
      (c) =>
        E(
          `socket hang up talking to ${c.peer}`,
          nodestack("Error: socket hang up", "ClientRequest.onSocketClose", "lib/http/upstream.js"),
        ),
      (c) => E(`read ECONNRESET while streaming ${c.noun} export`),
      () => W("keep-alive socket closed by peer, retrying on new connection"),
    ],
    note: "network: a middlebox drops idle connections; the origin gets ECONNRESET / socket hang up on its outbound calls; distinguished from timeout by wording",
  },
  {
    cat: "network",
    mode: "no route to host after node network misconfig",
    hints: ["route", "unreachable", "network", "host"],
    sev: "high",
    on: ["python", "jvm", "dotnet"],
    sym: "5xx",
    rate: 20,
    storm: 2.5,
    underway: true,
    pool: [
      (c) =>
        E(
          c.o.rt === "python"
            ? `OSError: [Errno 113] No route to host (${c.broker}:9092)`
            : c.o.rt === "jvm"
              ? `java.net.NoRouteToHostException: No route to host (Host unreachable) ${c.broker}:9092`
              : `System.Net.Sockets.SocketException (113): No route to host ${c.broker}:9092`,
        ),
      (c) => E(`connect to ${c.broker}:9092 failed: host unreachable`),
      () => W("network unreachable, will retry in 5s"),
    ],
    note: "network: window opens mid-fault; the origin's node lost its route to the broker subnet; 'No route to host' at the origin, 5xx at callers",
  },
  {
    cat: "network",
    mode: "envoy upstream connect errors from partitioned service mesh",
    hints: ["connect", "network", "reset", "unreachable"],
    sev: "medium",
    on: ["elixir", "ruby"],
    sym: "reset",
    rate: 20,
    storm: 2,
    pool: [
      (c) =>
        E(
          c.o.rt === "elixir"
            ? `** (Mint.TransportError) connection closed (peer ${c.peer}:4000)`
            : `Errno::ECONNRESET: Connection reset by peer - SSL_connect (${c.peer}:4000)`,
        ),
      (c) =>
        E(
          c.o.rt === "elixir"
            ? `[error] ** Node :"${c.o.name}@10.42.3.7" not responding ** ** Removing (timedout) connection **`
            : `Errno::EHOSTUNREACH: No route to host - connect(2) for "${c.peer}" port 4000`,
        ),
      () => W("cluster node unreachable, partition suspected"),
    ],
    note: "network: the origin's pods are partitioned from their peers; transport-level closes/unreachable; callers see resets",
  },
  // ---- timeout
  {
    cat: "timeout",
    mode: "statement timeout on a report query",
    estates: ["grain-coop", "ferry-operator", "music-label"],
    hints: ["timeout", "statement", "57014", "cancel"],
    sev: "high",
    on: ["python", "go"],
    sym: "timeout",
    rate: 18,
    storm: 2,
    pool: [
      (c) =>
        E(
          c.o.rt === "python"
            ? `psycopg2.errors.QueryCanceled: canceling statement due to statement timeout (query on ${c.noun}s took >15000ms)`
            : `pq: canceling statement due to statement timeout (list ${c.noun}s)`,
        ),
      () => E("ERROR:  canceling statement due to statement timeout (SQLSTATE 57014)"),
    ],
    note: "timeout: a new unindexed filter makes the origin's main query exceed statement_timeout; callers time out on it and log more",
  },
  {
    cat: "timeout",
    mode: "outbound call deadline exceeded against slow peer",
    hints: ["deadline", "timeout", "timed out"],
    sev: "high",
    on: ["go"],
    sym: "timeout",
    rate: 30,
    storm: 1.5,
    pool: [
      (c) =>
        E(
          `rpc error: code = DeadlineExceeded desc = context deadline exceeded (method=/${c.noun}.v1.${c.noun}Service/Get)`,
        ),
      () => W("request exceeded 2s budget, abandoning"),
    ],
    note: "timeout: the origin's own gRPC deadline to a slow dependency is exceeded on every call; callers in turn time out (timeout vs network by wording)",
  },
  {
    cat: "timeout",
    mode: "worker job exceeds visibility timeout, redelivered",
    hints: ["timeout", "visibility", "timed out"],
    sev: "medium",
    on: ["python", "ruby"],
    sym: "none",
    rate: 10,
    storm: 0,
    pool: [
      (c) => W(`job ${hex(c.r, 10)} exceeded visibility timeout (300s), message redelivered`),
      (c) =>
        E(
          c.o.rt === "ruby"
            ? `Timeout::Error: execution expired while processing ${c.noun} batch`
            : `celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded() in ${c.noun} batch`,
        ),
      (c) =>
        E(
          c.o.rt === "ruby"
            ? "job exceeded 240s timeout, killed by Sidekiq"
            : "Hard time limit (300s) exceeded for task",
        ),
    ],
    note: "timeout: the origin's jobs run past their time limit and are redelivered; no callers; WARN-heavy",
  },
  {
    cat: "timeout",
    mode: "lock acquire timeout on distributed lock",
    hints: ["lock", "timeout", "timed out"],
    sev: "medium",
    on: ["jvm", "dotnet"],
    sym: "timeout",
    rate: 16,
    storm: 2.5,
    pool: [
      (c) => E(`timed out after 10000 ms waiting to acquire lock ${c.noun}:run`),
      () => E("Redlock: failed to acquire lock within 10s (held by another instance)"),
    ],
    note: "timeout: a stuck holder keeps the distributed lock; the origin times out acquiring it; callers report timeouts louder",
  },
  {
    cat: "timeout",
    mode: "envoy/nginx upstream timeout from slow app",
    hints: ["timeout", "timed out", "slow"],
    sev: "high",
    on: ["node", "elixir", "rust"],
    sym: "timeout",
    rate: 14,
    storm: 3,
    pool: [
      (c) => W(`slow request ${c.route} took ${int(c.r, 9000, 29000)}ms (threshold 2000ms)`),
      () => E("handler exceeded request timeout of 15000ms"),
    ],
    note: "timeout: the origin's handlers become slow and exceed their own budget; it logs few WARN lines while the gateway logs many 504 upstream timeouts",
  },
];
