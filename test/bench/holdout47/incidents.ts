// The 52 incidents (4 per category): something new on top of the estate's chronic noise. Each is data: one-shot
// lines around the start, repeating lines from the start (origin and victims), and optionally a chronic error
// whose rate changes. Kinds: N = new error in a quiet service, T = new error type in an always-noisy service,
// R = familiar error at ten times its rate, D = familiar-looking error with a different cause, H = the noisy
// service gets louder only as a victim (red herring).
import { access, type ChronicKey, type Estate, jstack, pytrace, type Role } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Category =
  | "authentication"
  | "authorization"
  | "configuration"
  | "database"
  | "dependency"
  | "disk"
  | "memory"
  | "network"
  | "null_reference"
  | "rate_limiting"
  | "timeout"
  | "validation"
  | "unknown";

export interface Rep {
  role: Role;
  perMin: number;
  level: Level;
  msg: (r: Rng) => string;
  stack?: (r: Rng) => string[];
  after?: number; // seconds after start before it begins
}
export interface Once {
  at: number; // seconds relative to start
  role: Role;
  level: Level;
  msg: string;
  stack?: string[];
}
export interface Incident {
  cat: Category;
  origin: Role;
  sev: "medium" | "high";
  hints: string[];
  note: string;
  once?: Once[];
  rep: Rep[];
  boost?: { key: ChronicKey; factor: number };
  silence?: Role[]; // stops its ordinary traffic from the start (crashed / hung)
}
export type IncidentDef = (e: Estate) => Incident;

const C = (s: string) => s[0].toUpperCase() + s.slice(1);
const co = (e: Estate) => C(e.company.split(" ")[0]);

/** The api reporting a callee's failure in its own words, and the edge's matching 5xx. */
function viaApi(path: string, perMin: number, code: number, err: (r: Rng) => string, after = 2): Rep[] {
  return [
    {
      role: "api",
      perMin,
      level: "error",
      after,
      msg: (r) => `request failed POST ${path} ${code} ${r.int(20, 3000)}ms: ${err(r)}`,
    },
    {
      role: "edge",
      perMin,
      level: code >= 500 ? "error" : "info",
      after: after + 0.1,
      msg: (r) => access(r, "POST", path, code, r.float(0.02, 3)),
    },
  ];
}
const deploy = (e: Estate, role: Role, at: number, ver: string): Once[] => [
  {
    at,
    role,
    level: "info",
    msg: `Started ${e.names[role]} ${ver} (commit ${ver.replace(/\D/g, "")}a9f) in 6.2 seconds`,
  },
];

const A: IncidentDef[] = [
  // authentication
  (e) => ({
    cat: "authentication",
    origin: "svcD",
    sev: "high",
    hints: ["password", "authentication", "28p01", "credential"],
    note: `N: ${e.names.svcD} can no longer log in to Postgres (password authentication failed for its role after a secret rotation); ${e.nouns.d} requests 500, its chronic 404 stack traces continue as before`,
    rep: [
      {
        role: "svcD",
        perMin: 40,
        level: "error",
        msg: () =>
          `fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database '${e.db}' on server 'tcp://${e.names.pg}:5432'.`,
        stack: () => [
          `Npgsql.PostgresException (0x80004005): 28P01: password authentication failed for user "${e.nouns.d}_app"`,
          "   at Npgsql.Internal.NpgsqlConnector.<ReadMessage>g__ReadMessageLong|218_0(...)",
          "   at Npgsql.Internal.NpgsqlConnector.AuthenticateSASLSha256(String username, Boolean async, CancellationToken cancellationToken)",
          "   at Npgsql.PoolingDataSource.OpenNewConnector(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
        ],
      },
      {
        role: "pg",
        perMin: 40,
        level: "error",
        after: 0.05,
        msg: (r) =>
          `FATAL:  password authentication failed for user "${e.nouns.d}_app"\nDETAIL:  Connection matched pg_hba.conf line ${r.int(95, 99)}: "host all all 10.0.0.0/8 scram-sha-256"`,
      },
      ...viaApi(`/api/v2/${e.nouns.d}s`, 20, 502, () => `${e.names.svcD} responded 500 Internal Server Error`),
    ],
  }),
  (e) => ({
    cat: "authentication",
    origin: "svcB",
    sev: "medium",
    hints: ["401", "unauthorized", "api key", "authentication"],
    note: `T: ${e.names.svcB} (always logging vendor timeouts) starts getting 401 invalid_api_key from ${e.vendor} on every call after the key was revoked`,
    rep: [
      {
        role: "svcB",
        perMin: 35,
        level: "error",
        msg: () =>
          `vendor call failed err="unexpected status 401 Unauthorized: {\\"error\\":\\"invalid_api_key\\",\\"message\\":\\"API key has been revoked\\"}" vendor=${e.vendor} retryable=false`,
      },
      ...viaApi(
        `/api/v2/${e.nouns.b}s`,
        18,
        502,
        () => `${e.names.svcB} responded 502: upstream vendor rejected credentials`,
      ),
    ],
  }),
  (e) => ({
    cat: "authentication",
    origin: "auth",
    sev: "high",
    hints: ["ldap", "credential", "bind", "authentication"],
    note: `N: ${e.names.auth}'s LDAP service-account password expired (data 532); every interactive login fails, callers see 401/500`,
    rep: [
      {
        role: "auth",
        perMin: 30,
        level: "error",
        msg: (r) =>
          `login failed user=${r.pick(["j.", "a.", "m.", "s."])}${r.hex(4)} err="ldap: bind as svc-${e.ns}-ldap failed: LDAP Result Code 49 \\"Invalid Credentials\\": 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563"`,
      },
      {
        role: "edge",
        perMin: 30,
        level: "info",
        after: 0.1,
        msg: (r) => access(r, "POST", "/auth/login", 401, r.float(0.05, 0.3)),
      },
      {
        role: "api",
        perMin: 8,
        level: "warn",
        after: 2,
        msg: () => `session refresh rejected by ${e.names.auth}: 401 invalid_grant`,
      },
    ],
  }),
  (e) => ({
    cat: "authentication",
    origin: "svcC",
    sev: "medium",
    hints: ["invalid_client", "401", "oauth", "authentication", "client secret"],
    note: `D: ${e.names.svcC} always logs 410s from the partner's old v1 API; now its v2 calls fail with 401 invalid_client (OAuth client secret expired)`,
    rep: [
      {
        role: "svcC",
        perMin: 25,
        level: "error",
        msg: () =>
          `token fetch failed: oauthlib.oauth2.rfc6749.errors.InvalidClientError: (invalid_client) Client authentication failed.`,
      },
      {
        role: "svcC",
        perMin: 25,
        level: "error",
        after: 0.2,
        msg: () =>
          `requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://${e.partner}/v2/rates`,
      },
      ...viaApi(`/api/v2/${e.nouns.c}s`, 15, 502, () => `${e.names.svcC} responded 502`),
    ],
  }),
  // authorization
  (e) => ({
    cat: "authorization",
    origin: "svcA",
    sev: "high",
    hints: ["access denied", "403", "s3", "permission"],
    note: `N: after an IAM policy change ${e.names.svcA} gets S3 AccessDenied writing documents; its chronic export 500s are unrelated`,
    rep: [
      {
        role: "svcA",
        perMin: 26,
        level: "error",
        msg: (r) => `${e.pkg}.${e.nouns.a}.docs.DocumentStore : upload failed for ${e.nouns.a} ${r.int(10000, 99999)}`,
        stack: (r) =>
          jstack(
            e,
            `software.amazon.awssdk.services.s3.model.S3Exception: Access Denied (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})`,
            [
              "software.amazon.awssdk.services.s3.DefaultS3Client.putObject(DefaultS3Client.java:10628)",
              `${e.nouns.a}.docs.DocumentStore.put(DocumentStore.java:77)`,
            ],
          ),
      },
      ...viaApi(`/api/v2/${e.nouns.a}s`, 14, 500, () => `${e.names.svcA} responded 500 Internal Server Error`),
    ],
  }),
  (e) => ({
    cat: "authorization",
    origin: "consumer",
    sev: "high",
    hints: ["topicauthorization", "not authorized", "acl", "authorization"],
    note: `T: ${e.names.consumer} (always warning about the decommissioned metrics host) loses its Kafka read ACL: TopicAuthorizationException, consumption stops`,
    rep: [
      {
        role: "consumer",
        perMin: 20,
        level: "error",
        msg: () =>
          `[Consumer clientId=${e.names.consumer}-0, groupId=${e.names.consumer}] Not authorized to access topics: [${e.nouns.a}s.v2]`,
        stack: () => [
          `org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [${e.nouns.a}s.v2]`,
        ],
      },
      {
        role: "kafka",
        perMin: 20,
        level: "info",
        after: 0.05,
        msg: (r) =>
          `Principal = User:${e.names.consumer} is Denied Operation = Read from host = ${r.ip()} on resource = Topic:LITERAL:${e.nouns.a}s.v2 for request = Fetch with resourceRefCount = 1 (kafka.authorizer.logger)`,
      },
    ],
    silence: ["consumer"],
  }),
  (e) => ({
    cat: "authorization",
    origin: "svcD",
    sev: "high",
    hints: ["permission denied", "42501", "authorization", "grant"],
    note: `D: a migration recreated a table without GRANTs; ${e.names.svcD} (noisy with handled 404 stack traces) now fails with 42501 permission denied, Postgres logs the same`,
    once: [
      {
        at: -20,
        role: "svcD",
        level: "info",
        msg: "info: Microsoft.EntityFrameworkCore.Migrations[20402] Applying migration '20260701_RebuildPaymentAllocations'.",
      },
    ],
    rep: [
      {
        role: "svcD",
        perMin: 30,
        level: "error",
        msg: () =>
          "fail: Microsoft.EntityFrameworkCore.Database.Command[20102] Failed executing DbCommand (3ms) [Parameters=[@__id_0='?'], CommandType='Text', CommandTimeout='30']",
        stack: () => [
          "Npgsql.PostgresException (0x80004005): 42501: permission denied for table payment_allocations",
          "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
          "   at Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
        ],
      },
      {
        role: "pg",
        perMin: 30,
        level: "error",
        after: 0.02,
        msg: () =>
          `ERROR:  permission denied for table payment_allocations\nSTATEMENT:  SELECT p.id, p.amount FROM payment_allocations AS p WHERE p.${e.nouns.d}_id = $1`,
      },
      ...viaApi(`/api/v2/${e.nouns.d}s`, 14, 500, () => `${e.names.svcD} responded 500`),
    ],
  }),
  (e) => ({
    cat: "authorization",
    origin: "auth",
    sev: "medium",
    hints: ["permission", "forbidden", "403", "role", "authorization"],
    note: `H: an IdP group sync dropped a role; ${e.names.auth} denies write permissions, callers get 403 and ${e.names.svcD}'s usual stack traces grow as a victim`,
    once: [
      {
        at: -5,
        role: "auth",
        level: "info",
        msg: `ldap group sync: cn=${e.nouns.a}-ops,ou=groups removed 212 members, added 0`,
      },
    ],
    rep: [
      {
        role: "auth",
        perMin: 30,
        level: "warn",
        msg: (r) =>
          `authz decision=deny subject=user:${r.hex(6)} action=${e.nouns.a}s:write reason="role ${e.nouns.a}-ops not granted"`,
      },
      ...viaApi(`/api/v2/${e.nouns.a}s`, 24, 403, () => `403 Forbidden from ${e.names.auth}: insufficient_scope`),
      {
        role: "svcD",
        perMin: 6,
        level: "error",
        after: 5,
        msg: (r) =>
          `fail: ${co(e)}.${C(e.nouns.d)}s.Api.${C(e.nouns.d)}Controller[0] ${C(e.nouns.d)} ${r.int(100000, 999999)} not found, returning 404`,
      },
    ],
  }),
  // configuration
  (e) => ({
    cat: "configuration",
    origin: "svcA",
    sev: "high",
    hints: ["config", "property", "bind", "failed to start"],
    note: `N: a release of ${e.names.svcA} cannot bind a renamed property and crash-loops (APPLICATION FAILED TO START); callers get connection refused`,
    once: [
      {
        at: -3,
        role: "svcA",
        level: "info",
        msg: `Starting ${C(e.nouns.a)}Application v4.12.0 using Java 21.0.3 with PID 1`,
      },
    ],
    rep: [
      {
        role: "svcA",
        perMin: 2,
        level: "error",
        msg: () =>
          `\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'spring.datasource.hikari.maximum-pool-size' to int:\n\n    Property: spring.datasource.hikari.maximum-pool-size\n    Value: "\${DB_POOL_MAX}"\n    Reason: failed to convert java.lang.String to int\n\nAction:\n\nUpdate your application's configuration`,
      },
      ...viaApi(
        `/api/v2/${e.nouns.a}s`,
        30,
        503,
        (r) => `connect ECONNREFUSED 10.2.${r.int(1, 9)}.${r.int(2, 200)}:8080 (${e.names.svcA})`,
      ),
    ],
    silence: ["svcA"],
  }),
  (e) => ({
    cat: "configuration",
    origin: "worker",
    sev: "medium",
    hints: ["improperlyconfigured", "environment variable", "config", "setting"],
    note: `T: after a deploy ${e.names.worker} (whose reconcile job always fails) raises ImproperlyConfigured on every task: a required env var is missing`,
    once: [{ at: -10, role: "worker", level: "info", msg: "celery@worker-0 ready." }],
    rep: [
      {
        role: "worker",
        perMin: 20,
        level: "error",
        msg: (r) =>
          `Task ${e.nouns.d}s.tasks.send_reminders[${r.uuid()}] raised unexpected: ImproperlyConfigured('Set the WEBHOOK_SIGNING_SECRET environment variable')`,
        stack: () =>
          pytrace(
            "core/settings.py",
            "get_env",
            31,
            "django.core.exceptions.ImproperlyConfigured: Set the WEBHOOK_SIGNING_SECRET environment variable",
          ),
      },
    ],
  }),
  (e) => ({
    cat: "configuration",
    origin: "edge",
    sev: "high",
    hints: ["upstream", "config", "connection refused", "nginx"],
    note: `R: ${e.names.edge} reloads a config pointing the api upstream at the wrong port; 502s that used to come only from the export endpoint now cover most routes`,
    once: [
      { at: -2, role: "edge", level: "info", msg: "signal process started" },
      {
        at: -1,
        role: "edge",
        level: "info",
        msg: "2026/07/01 reconfiguring: configuration file /etc/nginx/nginx.conf test is successful",
      },
    ],
    rep: [
      {
        role: "edge",
        perMin: 60,
        level: "error",
        msg: (r) =>
          `[error] 31#31: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${r.ip()}, server: _, request: "GET /api/v2/${e.nouns.a}s/${r.int(10000, 99999)} HTTP/1.1", upstream: "http://10.2.3.17:8081/api/v2/${e.nouns.a}s", host: "api.${e.ns}.example"`,
      },
      {
        role: "edge",
        perMin: 60,
        level: "error",
        after: 0.01,
        msg: (r) => access(r, "GET", `/api/v2/${e.nouns.b}s`, 502, 0.001),
      },
    ],
    silence: ["api"],
  }),
  (e) => ({
    cat: "configuration",
    origin: "svcB",
    sev: "medium",
    hints: ["config", "not set", "localhost", "default"],
    note: `D: ${e.names.svcB} always logs vendor timeouts; after a configmap change VENDOR_BASE_URL is unset and it falls back to localhost, so every vendor call is refused`,
    once: [
      {
        at: -1,
        role: "svcB",
        level: "warn",
        msg: "config: VENDOR_BASE_URL not set, using default http://localhost:8089",
      },
    ],
    rep: [
      {
        role: "svcB",
        perMin: 30,
        level: "error",
        msg: () =>
          `vendor call failed err="Post \\"http://localhost:8089/v2/matrix\\": dial tcp 127.0.0.1:8089: connect: connection refused" attempt=3`,
      },
      ...viaApi(`/api/v2/${e.nouns.b}s`, 15, 502, () => `${e.names.svcB} responded 502`),
    ],
  }),
  // database
  (e) => ({
    cat: "database",
    origin: "pg",
    sev: "high",
    hints: ["database", "recovery", "postgres", "shut down"],
    note: `N: ${e.names.pg} restarts after a crash and sits in recovery; every database client fails until it accepts connections`,
    once: [
      { at: 0, role: "pg", level: "info", msg: "server process (PID 48211) was terminated by signal 9: Killed" },
      { at: 0.1, role: "pg", level: "info", msg: "terminating any other active server processes" },
      { at: 1, role: "pg", level: "info", msg: "all server processes terminated; reinitializing" },
      {
        at: 1.5,
        role: "pg",
        level: "info",
        msg: "database system was interrupted; last known up at 2026-07-01 03:12:44 UTC",
      },
      {
        at: 2,
        role: "pg",
        level: "info",
        msg: "database system was not properly shut down; automatic recovery in progress",
      },
      { at: 2.2, role: "pg", level: "info", msg: "redo starts at 3A/5C0012F8" },
    ],
    rep: [
      {
        role: "pg",
        perMin: 40,
        level: "fatal",
        after: 1,
        msg: () => "FATAL:  the database system is in recovery mode",
      },
      {
        role: "svcA",
        perMin: 15,
        level: "error",
        after: 1,
        msg: () => "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: the database system is in recovery mode",
      },
      {
        role: "svcC",
        perMin: 10,
        level: "error",
        after: 1,
        msg: () =>
          `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "${e.names.pg}" (10.3.0.5), port 5432 failed: FATAL:  the database system is in recovery mode`,
      },
      {
        role: "svcD",
        perMin: 10,
        level: "error",
        after: 1,
        msg: () =>
          "fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] Npgsql.PostgresException (0x80004005): 57P03: the database system is in recovery mode",
      },
      ...viaApi(`/api/v2/${e.nouns.a}s`, 20, 500, () => `${e.names.svcA} responded 500`),
    ],
  }),
  (e) => ({
    cat: "database",
    origin: "svcD",
    sev: "high",
    hints: ["pool", "connection", "database", "npgsql"],
    note: `T: a new report query in ${e.names.svcD} holds connections for ~45 s; its Npgsql pool is exhausted (new error type in the always-noisy service), Postgres logs the slow statements`,
    rep: [
      {
        role: "svcD",
        perMin: 30,
        level: "error",
        after: 30,
        msg: () =>
          "fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database",
        stack: () => [
          "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
          "   at Npgsql.PoolingDataSource.<Get>g__RentAsync|34_0(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
        ],
      },
      {
        role: "pg",
        perMin: 8,
        level: "info",
        msg: (r) =>
          `duration: ${r.int(30000, 58000)}.${r.int(100, 999)} ms  statement: SELECT l.*, sum(l.amount) OVER (PARTITION BY l.${e.nouns.d}_id) FROM ${e.nouns.d}_lines l JOIN ledger_entries le ON le.line_id = l.id WHERE l.period >= $1`,
      },
      ...viaApi(`/api/v2/${e.nouns.d}s`, 15, 500, () => `${e.names.svcD} responded 500`, 32),
    ],
  }),
  (e) => ({
    cat: "database",
    origin: "pg",
    sev: "high",
    hints: ["connection slots", "too many", "connection", "database"],
    note: `R: ${e.names.pg} runs out of connection slots; its low background of client connection resets becomes a flood and every service's pool fails`,
    rep: [
      {
        role: "pg",
        perMin: 50,
        level: "fatal",
        msg: () => "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
      },
      {
        role: "pg",
        perMin: 15,
        level: "info",
        msg: () => "could not receive data from client: Connection reset by peer",
      },
      {
        role: "svcA",
        perMin: 18,
        level: "error",
        after: 3,
        msg: () =>
          "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Exception during pool initialization / connection add",
        stack: () => [
          "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
        ],
      },
      {
        role: "svcC",
        perMin: 10,
        level: "error",
        after: 3,
        msg: () =>
          `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "${e.names.pg}" (10.3.0.5), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections`,
      },
      ...viaApi(`/api/v2/${e.nouns.a}s`, 20, 500, () => `${e.names.svcA} responded 500`, 4),
    ],
  }),
  (e) => ({
    cat: "database",
    origin: "svcA",
    sev: "high",
    hints: ["column", "does not exist", "sql", "schema", "database"],
    note: `D: ${e.names.svcA} (which always 500s on export) is deployed ahead of its migration; every read fails with 'column does not exist', the 500s look like the familiar ones`,
    once: deploy(e, "svcA", -15, "v4.13.0"),
    rep: [
      {
        role: "svcA",
        perMin: 30,
        level: "error",
        msg: () =>
          `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: org.springframework.jdbc.BadSqlGrammarException: PreparedStatementCallback; bad SQL grammar [select o.id, o.promised_at from ${e.nouns.a}s o where o.id = ?]] with root cause`,
        stack: () =>
          jstack(e, `org.postgresql.util.PSQLException: ERROR: column o.promised_at does not exist\n  Position: 14`, [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            `${e.nouns.a}.repo.Jdbc${C(e.nouns.a)}Repository.find(Jdbc${C(e.nouns.a)}Repository.java:64)`,
          ]),
      },
      {
        role: "pg",
        perMin: 30,
        level: "error",
        after: 0.01,
        msg: () =>
          `ERROR:  column o.promised_at does not exist at character 14\nSTATEMENT:  select o.id, o.promised_at from ${e.nouns.a}s o where o.id = $1`,
      },
      ...viaApi(`/api/v2/${e.nouns.a}s`, 20, 500, () => `${e.names.svcA} responded 500`),
    ],
  }),
  // dependency
  (e) => ({
    cat: "dependency",
    origin: "svcB",
    sev: "high",
    hints: ["503", "vendor", "circuit", "unavailable", "dependency"],
    note: `R: ${e.vendor}, which normally fails ~2 % of ${e.names.svcB}'s calls, goes down (503); failures jump tenfold and the circuit breaker opens`,
    boost: { key: "flaky", factor: 6 },
    once: [
      {
        at: 40,
        role: "svcB",
        level: "warn",
        msg: `circuit breaker "${e.vendor}" state changed from=closed to=open (failure ratio 0.87 over 100 calls)`,
      },
    ],
    rep: [
      {
        role: "svcB",
        perMin: 30,
        level: "error",
        msg: () => `vendor call failed err="unexpected status 503 Service Unavailable" vendor=${e.vendor} attempt=3`,
      },
      {
        role: "svcB",
        perMin: 20,
        level: "error",
        after: 41,
        msg: () => `vendor call rejected err="circuit breaker is open" vendor=${e.vendor}`,
      },
      ...viaApi(`/api/v2/${e.nouns.b}s`, 20, 502, () => `${e.names.svcB} responded 502`),
    ],
  }),
  (e) => ({
    cat: "dependency",
    origin: "svcD",
    sev: "high",
    hints: ["payment provider", "502", "bad gateway", "dependency", "psp"],
    note: `N: the payment provider behind ${e.names.svcD} answers 502 Bad Gateway; captures fail (new besides its usual handled 404 traces)`,
    rep: [
      {
        role: "svcD",
        perMin: 25,
        level: "error",
        msg: (r) => `fail: ${co(e)}.Payments.PspClient[0] capture failed for ${e.nouns.d} ${r.int(100000, 999999)}`,
        stack: () => [
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).",
          "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
          `   at ${co(e)}.Payments.PspClient.CaptureAsync(CaptureRequest req, CancellationToken ct) in /src/Payments/PspClient.cs:line 88`,
        ],
      },
      ...viaApi(
        `/api/v2/${e.nouns.d}s/capture`,
        15,
        502,
        () => `${e.names.svcD} responded 502: payment provider unavailable`,
      ),
    ],
  }),
  (e) => ({
    cat: "dependency",
    origin: "worker",
    sev: "medium",
    hints: ["sendgrid", "503", "service unavailable", "email", "dependency"],
    note: `T: the e-mail provider returns 503; ${e.names.worker} (whose reconcile job fails every run anyway) now fails every send_reminders task and retries`,
    rep: [
      {
        role: "worker",
        perMin: 24,
        level: "error",
        msg: (r) =>
          `Task ${e.nouns.d}s.tasks.send_reminders[${r.uuid()}] retry: Retry in 60s: HTTPError('HTTP Error 503: Service Unavailable')`,
      },
      {
        role: "worker",
        perMin: 10,
        level: "warn",
        msg: () =>
          "python_http_client.exceptions.ServiceUnavailableError: HTTP Error 503: Service Unavailable (api.sendgrid.com/v3/mail/send)",
      },
    ],
  }),
  (e) => ({
    cat: "dependency",
    origin: "svcC",
    sev: "medium",
    hints: ["502", "bad gateway", "upstream", "dependency", "circuit"],
    note: `H: ${e.names.svcC}'s partner ${e.partner} v2 API returns 502; its old v1 410s carry on as usual, and ${e.names.svcA}'s familiar export errors are unrelated`,
    rep: [
      {
        role: "svcC",
        perMin: 26,
        level: "error",
        msg: () =>
          `httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'https://${e.partner}/v2/rates'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/502`,
      },
      {
        role: "svcC",
        perMin: 4,
        level: "warn",
        after: 60,
        msg: () => `circuit '${e.partner}' open, serving cached ${e.nouns.c}s (age > 15m, rejecting)`,
      },
      ...viaApi(`/api/v2/${e.nouns.c}s`, 16, 502, () => `${e.names.svcC} responded 502`),
    ],
  }),
  // disk
  (e) => ({
    cat: "disk",
    origin: "pg",
    sev: "high",
    hints: ["no space", "disk", "wal", "device"],
    note: `N: ${e.names.pg}'s WAL volume fills; it PANICs on 'No space left on device' and every database client fails`,
    once: [
      {
        at: 0,
        role: "pg",
        level: "fatal",
        msg: `PANIC:  could not write to file "pg_wal/xlogtemp.${1000 + e.db.length}": No space left on device`,
      },
      { at: 0.3, role: "pg", level: "info", msg: "server process (PID 512) was terminated by signal 6: Aborted" },
      { at: 0.4, role: "pg", level: "info", msg: "terminating any other active server processes" },
    ],
    rep: [
      {
        role: "pg",
        perMin: 6,
        level: "fatal",
        after: 5,
        msg: () => 'FATAL:  could not write lock file "postmaster.pid": No space left on device',
      },
      {
        role: "svcA",
        perMin: 16,
        level: "error",
        after: 1,
        msg: () => "o.h.engine.jdbc.spi.SqlExceptionHelper : An I/O error occurred while sending to the backend.",
      },
      {
        role: "svcD",
        perMin: 10,
        level: "error",
        after: 1,
        msg: () =>
          "fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] Npgsql.NpgsqlException (0x80004005): Failed to connect to 10.3.0.5:5432 ---> System.Net.Sockets.SocketException (111): Connection refused",
      },
      ...viaApi(`/api/v2/${e.nouns.a}s`, 18, 500, () => `${e.names.svcA} responded 500`, 2),
    ],
  }),
  (e) => ({
    cat: "disk",
    origin: "worker",
    sev: "medium",
    hints: ["no space", "errno 28", "disk"],
    note: `T: ${e.names.worker}'s scratch volume fills; export tasks raise OSError [Errno 28] (beside its usual failing reconcile job)`,
    rep: [
      {
        role: "worker",
        perMin: 16,
        level: "error",
        msg: (r) =>
          `Task ${e.nouns.a}s.tasks.build_export[${r.uuid()}] raised unexpected: OSError(28, 'No space left on device')`,
        stack: () =>
          pytrace(
            `${e.nouns.a}s/export.py`,
            "run",
            88,
            `OSError: [Errno 28] No space left on device: '/scratch/exports/${e.nouns.a}s-2026-07.csv'`,
          ),
      },
    ],
  }),
  (e) => ({
    cat: "disk",
    origin: "kafka",
    sev: "high",
    hints: ["no space", "log dir", "storage", "disk"],
    note: `N: ${e.names.kafka}'s data dir fills; it takes the log dir offline and producers get KafkaStorageException`,
    once: [
      {
        at: 0,
        role: "kafka",
        level: "error",
        msg: `Error while appending records to ${e.nouns.a}s.v2-3 in dir /var/lib/kafka/data (kafka.server.LogDirFailureChannel)`,
        stack: [
          "java.io.IOException: No space left on device",
          "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          "\tat kafka.log.LogSegment.append(LogSegment.scala:158)",
        ],
      },
      {
        at: 0.5,
        role: "kafka",
        level: "error",
        msg: "Stopping serving logs in dir /var/lib/kafka/data (kafka.log.LogManager)",
      },
    ],
    rep: [
      {
        role: "kafka",
        perMin: 6,
        level: "error",
        after: 1,
        msg: (r) =>
          `[ReplicaManager broker=1] Error processing append operation on partition ${e.nouns.a}s.v2-${r.int(0, 11)} (kafka.server.ReplicaManager)\norg.apache.kafka.common.errors.KafkaStorageException: Log directory /var/lib/kafka/data is offline`,
      },
      {
        role: "svcA",
        perMin: 20,
        level: "error",
        after: 2,
        msg: (r) =>
          `o.a.k.c.p.i.Sender : [Producer clientId=${e.names.svcA}-producer] Got error produce response with correlation id ${r.int(10000, 99999)} on topic-partition ${e.nouns.a}s.v2-${r.int(0, 11)}, retrying (2147483646 attempts left). Error: KAFKA_STORAGE_ERROR`,
      },
    ],
  }),
  (e) => ({
    cat: "disk",
    origin: "redis",
    sev: "high",
    hints: ["misconf", "no space", "rdb", "disk"],
    note: `D: ${e.names.redis}'s volume fills; background saves fail with 'No space left on device' and writes get MISCONF errors in ${e.names.api}`,
    rep: [
      { role: "redis", perMin: 2, level: "warn", msg: () => "Write error saving DB on disk: No space left on device" },
      { role: "redis", perMin: 2, level: "warn", after: 0.5, msg: () => "Background saving error" },
      {
        role: "api",
        perMin: 30,
        level: "error",
        after: 3,
        msg: () =>
          "ReplyError: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option).",
      },
      {
        role: "edge",
        perMin: 20,
        level: "error",
        after: 3.1,
        msg: (r) => access(r, "POST", `/api/v2/${e.nouns.a}s`, 500, r.float(0.01, 0.05)),
      },
    ],
    silence: ["redis"],
  }),
  // memory
  (e) => ({
    cat: "memory",
    origin: "svcA",
    sev: "high",
    hints: ["outofmemory", "heap", "memory"],
    note: `N: ${e.names.svcA} runs out of Java heap (GC thrash, OutOfMemoryError, restart); its familiar export 500s are not the story`,
    once: [
      {
        at: 0,
        role: "svcA",
        level: "warn",
        msg: "o.s.b.a.health.HealthEndpointSupport : Health contributor diskSpace (diskSpace) took 10421ms to respond",
      },
      {
        at: 50,
        role: "svcA",
        level: "error",
        msg: 'Exception in thread "http-nio-8080-exec-37" java.lang.OutOfMemoryError: Java heap space',
      },
      { at: 52, role: "svcA", level: "error", msg: "Terminating due to java.lang.OutOfMemoryError: Java heap space" },
    ],
    rep: [
      {
        role: "svcA",
        perMin: 8,
        level: "warn",
        msg: (r) =>
          `[gc] GC(${r.int(4000, 9000)}) Pause Full (G1 Compaction Pause) 4011M->3998M(4096M) ${r.int(900, 3000)}.${r.int(100, 999)}ms`,
      },
      {
        role: "svcA",
        perMin: 12,
        level: "error",
        after: 50,
        msg: () => "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception",
        stack: () => ["java.lang.OutOfMemoryError: Java heap space"],
      },
      ...viaApi(`/api/v2/${e.nouns.a}s`, 20, 503, () => `${e.names.svcA} timed out / connection reset`, 20),
    ],
  }),
  (e) => ({
    cat: "memory",
    origin: "api",
    sev: "high",
    hints: ["heap", "out of memory", "memory"],
    note: `T: ${e.names.api} (noisy with upstream 500s and deprecation warnings) dies with 'JavaScript heap out of memory' and restarts repeatedly`,
    rep: [
      {
        role: "api",
        perMin: 1,
        level: "fatal",
        after: 30,
        msg: (r) =>
          `<--- Last few GCs --->\n\n[1:0x${r.hex(12)}]  ${r.int(300000, 900000)} ms: Mark-Compact 2041.3 (2083.6) -> 2039.8 (2084.1) MB, 1650.21 / 0.00 ms  (average mu = 0.112, current mu = 0.013) allocation failure; scavenge might not succeed\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]`,
      },
      {
        role: "api",
        perMin: 6,
        level: "warn",
        msg: (r) => `event loop lag ${r.int(400, 4000)}ms, heapUsed=${r.int(1700, 2040)}MB`,
      },
      {
        role: "edge",
        perMin: 25,
        level: "error",
        after: 30,
        msg: (r) =>
          `[error] 31#31: *${r.int(100000, 999999)} upstream prematurely closed connection while reading response header from upstream, client: ${r.ip()}, server: _, request: "GET /api/v2/${e.nouns.a}s HTTP/1.1", upstream: "http://10.2.1.4:3000/api/v2/${e.nouns.a}s"`,
      },
    ],
  }),
  (e) => ({
    cat: "memory",
    origin: "svcB",
    sev: "high",
    hints: ["out of memory", "memory", "oom"],
    note: `N: ${e.names.svcB} (which always logs a few vendor timeouts) crashes with Go 'fatal error: runtime: out of memory' and restarts`,
    rep: [
      {
        role: "svcB",
        perMin: 1,
        level: "fatal",
        after: 20,
        msg: (r) =>
          `fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x1a2b3c?, 0x${r.hex(4)}?})\n\t/usr/local/go/src/runtime/panic.go:1047 +0x5d fp=0x7ffd sp=0x7ffd pc=0x43a8dd\nruntime.sysMap(0xc0a4000000, 0x4000000, 0x2e4c6b0?)\n\t/usr/local/go/src/runtime/mem_linux.go:187 +0x11b`,
      },
      {
        role: "svcB",
        perMin: 1,
        level: "info",
        after: 22,
        msg: () => `starting ${e.names.svcB} version=3.4.1 go=go1.22.4`,
      },
      ...viaApi(
        `/api/v2/${e.nouns.b}s`,
        18,
        502,
        (r) => `connect ECONNREFUSED 10.2.4.${r.int(2, 200)}:8080 (${e.names.svcB})`,
        21,
      ),
    ],
  }),
  (e) => ({
    cat: "memory",
    origin: "svcC",
    sev: "medium",
    hints: ["memory", "memoryerror", "sigkill", "out of memory"],
    note: `H: ${e.names.svcC}'s new model cache blows up memory; gunicorn workers are SIGKILLed ('Perhaps out of memory?') while its usual 410 warnings continue`,
    rep: [
      {
        role: "svcC",
        perMin: 4,
        level: "error",
        msg: (r) => `[ERROR] Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
      },
      {
        role: "svcC",
        perMin: 4,
        level: "info",
        after: 0.3,
        msg: (r) => `[INFO] Booting worker with pid: ${r.int(100, 999)}`,
      },
      {
        role: "svcC",
        perMin: 3,
        level: "error",
        after: 10,
        msg: () => "MemoryError",
        stack: () => [
          "Traceback (most recent call last):",
          `  File "/app/${e.nouns.c}/model.py", line 73, in load`,
          "    self._cache[key] = np.zeros((rows, cols), dtype=np.float64)",
          "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 3.21 GiB for an array with shape (20480, 21000) and data type float64",
        ],
      },
      ...viaApi(`/api/v2/${e.nouns.c}s`, 12, 502, () => `${e.names.svcC} socket hang up`, 1),
    ],
  }),
  // network
  (e) => ({
    cat: "network",
    origin: "svcB",
    sev: "high",
    hints: ["no route", "network", "broken pipe", "unreachable"],
    note: `N: the node running ${e.names.svcB} loses its route to the data subnet: 'no route to host' / broken pipe on every backend connection`,
    rep: [
      {
        role: "svcB",
        perMin: 25,
        level: "error",
        msg: () => `db query failed err="dial tcp 10.3.0.5:5432: connect: no route to host"`,
      },
      {
        role: "svcB",
        perMin: 15,
        level: "error",
        msg: (r) =>
          `cache set failed err="write tcp 10.2.4.17:${r.int(30000, 60000)}->10.3.0.9:6379: write: broken pipe"`,
      },
      ...viaApi(`/api/v2/${e.nouns.b}s`, 18, 504, () => `${e.names.svcB} did not respond: ETIMEDOUT`),
    ],
  }),
  (e) => ({
    cat: "network",
    origin: "consumer",
    sev: "high",
    hints: ["unknownhost", "dns", "name or service", "resolve", "network"],
    note: `D: ${e.names.consumer} always logs UnknownHostException for a decommissioned host; now its node's DNS fails and it cannot resolve the live Kafka brokers either`,
    rep: [
      {
        role: "consumer",
        perMin: 20,
        level: "error",
        msg: () =>
          `[Consumer clientId=${e.names.consumer}-0, groupId=${e.names.consumer}] Couldn't resolve server ${e.names.kafka}.${e.ns}.svc.cluster.local:9092 from bootstrap.servers as DNS resolution failed for ${e.names.kafka}.${e.ns}.svc.cluster.local`,
      },
      {
        role: "consumer",
        perMin: 10,
        level: "error",
        msg: () =>
          `java.net.UnknownHostException: ${e.names.pg}.${e.ns}.svc.cluster.local: Temporary failure in name resolution`,
      },
    ],
    boost: { key: "decom", factor: 1.5 },
    silence: ["consumer"],
  }),
  (e) => ({
    cat: "network",
    origin: "svcC",
    sev: "medium",
    hints: ["ssl", "tls", "handshake", "connection reset", "network"],
    note: `T: a new egress proxy breaks ${e.names.svcC}'s TLS handshakes to ${e.partner} (EOF in violation of protocol / connection reset); the familiar 410s are unrelated`,
    rep: [
      {
        role: "svcC",
        perMin: 25,
        level: "error",
        msg: () =>
          `httpx.ConnectError: [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1000) url=https://${e.partner}/v2/rates`,
      },
      {
        role: "svcC",
        perMin: 8,
        level: "error",
        msg: () =>
          `ConnectionResetError: [Errno 104] Connection reset by peer (during TLS handshake with ${e.partner}:443)`,
      },
      ...viaApi(`/api/v2/${e.nouns.c}s`, 12, 502, () => `${e.names.svcC} responded 502`),
    ],
  }),
  (e) => ({
    cat: "network",
    origin: "svcD",
    sev: "medium",
    hints: ["connection reset", "transport", "network", "socket"],
    note: `H: a faulty NIC on ${e.names.svcD}'s node resets its connections to Postgres; ${e.names.pg} logs the resets louder as a witness`,
    rep: [
      {
        role: "svcD",
        perMin: 20,
        level: "error",
        msg: () =>
          "fail: Microsoft.EntityFrameworkCore.Query[10100] An exception occurred while iterating over the results of a query",
        stack: () => [
          "Npgsql.NpgsqlException (0x80004005): Exception while reading from stream",
          " ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
          " ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
        ],
      },
      {
        role: "pg",
        perMin: 20,
        level: "info",
        after: 0.02,
        msg: () => "could not receive data from client: Connection reset by peer",
      },
      ...viaApi(`/api/v2/${e.nouns.d}s`, 10, 500, () => `${e.names.svcD} responded 500`),
    ],
  }),
  // null_reference
  (e) => ({
    cat: "null_reference",
    origin: "svcA",
    sev: "high",
    hints: ["nullpointer", "null"],
    note: `N: a release of ${e.names.svcA} throws NullPointerException for records without a billing address`,
    once: deploy(e, "svcA", -30, "v4.14.0"),
    rep: [
      {
        role: "svcA",
        perMin: 25,
        level: "error",
        msg: () =>
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: java.lang.NullPointerException] with root cause",
        stack: () =>
          jstack(
            e,
            `java.lang.NullPointerException: Cannot invoke "${e.pkg}.${e.nouns.a}.model.Address.getPostcode()" because the return value of "${e.pkg}.${e.nouns.a}.model.Customer.getBillingAddress()" is null`,
            [
              `${e.nouns.a}.pricing.ZoneMapper.zoneFor(ZoneMapper.java:31)`,
              `${e.nouns.a}.web.${C(e.nouns.a)}Controller.create(${C(e.nouns.a)}Controller.java:88)`,
            ],
          ),
      },
      ...viaApi(`/api/v2/${e.nouns.a}s`, 20, 500, () => `${e.names.svcA} responded 500`),
    ],
  }),
  (e) => ({
    cat: "null_reference",
    origin: "svcD",
    sev: "high",
    hints: ["nullreference", "object reference", "null"],
    note: `T: ${e.names.svcD} (always logging handled KeyNotFound traces) starts throwing unhandled NullReferenceException on the new discount path`,
    rep: [
      {
        role: "svcD",
        perMin: 22,
        level: "error",
        msg: () =>
          "fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.",
        stack: () => [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          `   at ${co(e)}.${C(e.nouns.d)}s.Domain.DiscountCalculator.Apply(${C(e.nouns.d)} doc) in /src/Domain/DiscountCalculator.cs:line 44`,
          `   at ${co(e)}.${C(e.nouns.d)}s.Api.${C(e.nouns.d)}Controller.Post(${C(e.nouns.d)}Request req) in /src/Api/${C(e.nouns.d)}Controller.cs:line 71`,
        ],
      },
      ...viaApi(`/api/v2/${e.nouns.d}s`, 15, 500, () => `${e.names.svcD} responded 500`),
    ],
  }),
  (e) => ({
    cat: "null_reference",
    origin: "api",
    sev: "high",
    hints: ["typeerror", "undefined", "cannot read"],
    note: `N: a release of ${e.names.api} reads a field the pricing payload no longer always carries: TypeError Cannot read properties of undefined`,
    once: [{ at: -25, role: "api", level: "info", msg: `server listening on :3000 (release 2026.07.1-${e.ns})` }],
    rep: [
      {
        role: "api",
        perMin: 26,
        level: "error",
        msg: (r) => `unhandled error in GET /api/v2/${e.nouns.c}s/${r.int(1000, 9999)}`,
        stack: () => [
          "TypeError: Cannot read properties of undefined (reading 'currency')",
          `    at formatPrice (/app/dist/routes/${e.nouns.c}s.js:112:34)`,
          "    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)",
          "    at next (/app/node_modules/express/lib/router/route.js:149:13)",
        ],
      },
      {
        role: "edge",
        perMin: 26,
        level: "error",
        after: 0.01,
        msg: (r) => access(r, "GET", `/api/v2/${e.nouns.c}s/${r.int(1000, 9999)}`, 500, 0.02),
      },
    ],
  }),
  (e) => ({
    cat: "null_reference",
    origin: "worker",
    sev: "medium",
    hints: ["nonetype", "attributeerror", "none", "null"],
    note: `D: ${e.names.worker}'s usual failing reconcile traceback is joined by a new one: AttributeError 'NoneType' object has no attribute 'email' in every notification task`,
    rep: [
      {
        role: "worker",
        perMin: 22,
        level: "error",
        msg: (r) =>
          `Task notifications.tasks.notify_customer[${r.uuid()}] raised unexpected: AttributeError("'NoneType' object has no attribute 'email'")`,
        stack: () =>
          pytrace(
            "notifications/tasks.py",
            "notify_customer",
            57,
            "AttributeError: 'NoneType' object has no attribute 'email'",
          ),
      },
    ],
  }),
  // rate_limiting
  (e) => ({
    cat: "rate_limiting",
    origin: "svcB",
    sev: "medium",
    hints: ["429", "too many requests", "rate limit", "throttl"],
    note: `R: a release of ${e.names.svcB} drops request coalescing; ${e.vendor} (normally ~2 % timeouts) now answers 429 Too Many Requests to most calls`,
    once: [
      {
        at: -40,
        role: "svcB",
        level: "info",
        msg: `starting ${e.names.svcB} version=3.5.0 go=go1.22.4 coalesce=false`,
      },
    ],
    rep: [
      {
        role: "svcB",
        perMin: 35,
        level: "warn",
        msg: (r) =>
          `vendor call failed err="unexpected status 429 Too Many Requests" retry_after=${r.int(5, 60)}s vendor=${e.vendor}`,
      },
      ...viaApi(`/api/v2/${e.nouns.b}s`, 15, 503, () => `${e.names.svcB} responded 503`),
    ],
    boost: { key: "flaky", factor: 2 },
  }),
  (e) => ({
    cat: "rate_limiting",
    origin: "edge",
    sev: "medium",
    hints: ["limiting requests", "rate limit", "503", "limit_req"],
    note: `N: a scraper floods ${e.names.edge}; limit_req rejects it and legitimate clients sharing the NAT (503s)`,
    rep: [
      {
        role: "edge",
        perMin: 60,
        level: "error",
        msg: (r) =>
          `[error] 31#31: *${r.int(100000, 999999)} limiting requests, excess: ${r.int(10, 90)}.${r.int(100, 999)} by zone "api_per_ip", client: 203.0.113.${r.int(2, 40)}, server: _, request: "GET /api/v2/${e.nouns.a}s?page=${r.int(1, 900)} HTTP/1.1", host: "api.${e.ns}.example"`,
      },
      {
        role: "edge",
        perMin: 60,
        level: "error",
        after: 0.01,
        msg: (r) => access(r, "GET", `/api/v2/${e.nouns.a}s?page=${r.int(1, 900)}`, 503, 0),
      },
    ],
  }),
  (e) => ({
    cat: "rate_limiting",
    origin: "worker",
    sev: "medium",
    hints: ["429", "too many requests", "rate limit"],
    note: `T: a schedule change makes ${e.names.worker} burst calls to ${e.partner}; tasks get 429 Too Many Requests (new besides its usual failing job)`,
    rep: [
      {
        role: "worker",
        perMin: 25,
        level: "error",
        msg: (r) =>
          `Task ${e.nouns.a}s.tasks.push_status[${r.uuid()}] retry: Retry in ${r.int(10, 90)}s: HTTPError('429 Client Error: Too Many Requests for url: https://${e.partner}/v2/status')`,
      },
    ],
  }),
  (e) => ({
    cat: "rate_limiting",
    origin: "svcC",
    sev: "medium",
    hints: ["429", "too many requests", "rate limit", "quota"],
    note: `H: ${e.partner} starts throttling ${e.names.svcC} (429, quota exhausted) — familiar-looking beside its usual 410s; ${e.names.svcD}'s stack traces rise as a victim`,
    rep: [
      {
        role: "svcC",
        perMin: 28,
        level: "error",
        msg: (r) =>
          `requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://${e.partner}/v2/rates (Retry-After: ${r.int(30, 120)}, X-RateLimit-Remaining: 0)`,
      },
      ...viaApi(`/api/v2/${e.nouns.c}s`, 14, 503, () => `${e.names.svcC} responded 503`),
      {
        role: "svcD",
        perMin: 3,
        level: "error",
        after: 8,
        msg: (r) =>
          `fail: ${co(e)}.${C(e.nouns.d)}s.Api.${C(e.nouns.d)}Controller[0] ${C(e.nouns.d)} ${r.int(100000, 999999)} not found, returning 404`,
      },
    ],
  }),
  // timeout
  (e) => ({
    cat: "timeout",
    origin: "svcC",
    sev: "medium",
    hints: ["timeout", "worker timeout", "timed out"],
    note: `N: a new scoring path in ${e.names.svcC} runs past gunicorn's 30 s limit: WORKER TIMEOUT, callers time out`,
    rep: [
      { role: "svcC", perMin: 10, level: "fatal", msg: (r) => `[CRITICAL] WORKER TIMEOUT (pid:${r.int(100, 999)})` },
      {
        role: "svcC",
        perMin: 10,
        level: "info",
        after: 0.5,
        msg: (r) => `[INFO] Booting worker with pid: ${r.int(100, 999)}`,
      },
      ...viaApi(`/api/v2/${e.nouns.c}s`, 14, 504, () => `timeout of 30000ms exceeded calling ${e.names.svcC}`, 30),
    ],
  }),
  (e) => ({
    cat: "timeout",
    origin: "svcB",
    sev: "medium",
    hints: ["deadline", "timeout", "timed out"],
    note: `R: ${e.vendor} slows down; ${e.names.svcB}'s familiar 'context deadline exceeded' warnings jump tenfold and exhaust retries`,
    boost: { key: "flaky", factor: 12 },
    rep: [
      {
        role: "svcB",
        perMin: 12,
        level: "error",
        after: 20,
        msg: () =>
          `vendor call failed after 3 attempts err="Post \\"https://${e.vendor}/v2/matrix\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
      },
      ...viaApi(`/api/v2/${e.nouns.b}s`, 10, 504, () => `${e.names.svcB} responded 504`, 22),
    ],
  }),
  (e) => ({
    cat: "timeout",
    origin: "consumer",
    sev: "medium",
    hints: ["poll", "max.poll.interval", "timeout", "commitfailed"],
    note: `N: ${e.names.consumer}'s batch handler exceeds max.poll.interval.ms; it is kicked from the group and commits fail in a rebalance loop`,
    rep: [
      {
        role: "consumer",
        perMin: 3,
        level: "warn",
        msg: () =>
          `[Consumer clientId=${e.names.consumer}-0, groupId=${e.names.consumer}] consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages. You can address this either by increasing max.poll.interval.ms or by reducing the maximum size of batches returned in poll() with max.poll.records.`,
      },
      {
        role: "consumer",
        perMin: 3,
        level: "error",
        after: 1,
        msg: () => `Offset commit failed`,
        stack: () => [
          "org.apache.kafka.clients.consumer.CommitFailedException: Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.",
        ],
      },
      {
        role: "kafka",
        perMin: 3,
        level: "info",
        after: 0.5,
        msg: () =>
          `[GroupCoordinator 1]: Member ${e.names.consumer}-0-${"c0ffee"} in group ${e.names.consumer} has failed, removing it from the group (kafka.coordinator.group.GroupCoordinator)`,
      },
    ],
  }),
  (e) => ({
    cat: "timeout",
    origin: "svcD",
    sev: "medium",
    hints: ["timeout", "timed out", "read timed out"],
    note: `H: ${e.names.svcD}'s queries start timing out (Npgsql command timeout) under a lock held by a long migration; ${e.names.svcA} logs read timeouts calling it`,
    rep: [
      {
        role: "svcD",
        perMin: 14,
        level: "error",
        msg: () =>
          "fail: Microsoft.EntityFrameworkCore.Database.Command[20102] Failed executing DbCommand (30,011ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30']",
        stack: () => [
          "Npgsql.NpgsqlException (0x80004005): Exception while reading from stream",
          " ---> System.TimeoutException: Timeout during reading attempt",
        ],
      },
      {
        role: "svcA",
        perMin: 10,
        level: "error",
        after: 30,
        msg: () => `${e.pkg}.${e.nouns.a}.client.${C(e.nouns.d)}Client : call to ${e.names.svcD} failed`,
        stack: () =>
          jstack(e, "java.net.SocketTimeoutException: Read timed out", [
            "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
          ]),
      },
    ],
  }),
  // validation
  (e) => ({
    cat: "validation",
    origin: "consumer",
    sev: "medium",
    hints: ["deserializ", "mismatchedinput", "validation", "format"],
    note: `N: an upstream producer changed its date format; ${e.names.consumer} fails to deserialize every event (MismatchedInputException) and sends them to the DLQ`,
    rep: [
      {
        role: "consumer",
        perMin: 30,
        level: "error",
        msg: (r) =>
          `Failed to process record partition=${r.int(0, 11)} offset=${r.int(100000, 999999)}, sending to ${e.nouns.a}s.v2.dlq`,
        stack: () => [
          `com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type \`java.time.Instant\` from String "01/07/2026 10:11": Failed to deserialize java.time.Instant: (java.time.format.DateTimeParseException) Text '01/07/2026 10:11' could not be parsed at index 0`,
          ` at [Source: REDACTED; line: 1, column: 58] (through reference chain: ${e.pkg}.events.${C(e.nouns.a)}Updated["occurredAt"])`,
        ],
      },
    ],
  }),
  (e) => ({
    cat: "validation",
    origin: "svcD",
    sev: "medium",
    hints: ["validation", "format", "iban"],
    note: `T: a bank-file import makes ${e.names.svcD} reject most records with FluentValidation errors (IBAN format) — a new error type in the always-noisy service`,
    rep: [
      {
        role: "svcD",
        perMin: 30,
        level: "error",
        msg: (r) => `fail: ${co(e)}.${C(e.nouns.d)}s.Import.BankFileImporter[0] record ${r.int(1, 9000)} rejected`,
        stack: () => [
          "FluentValidation.ValidationException: Validation failed: ",
          " -- Iban: 'Iban' is not in the correct format. Severity: Error",
          " -- Amount: 'Amount' must be greater than '0'. Severity: Error",
        ],
      },
    ],
  }),
  (e) => ({
    cat: "validation",
    origin: "worker",
    sev: "medium",
    hints: ["validation", "pydantic", "parse"],
    note: `D: ${e.names.worker} always has one failing reconcile job; now its import task rejects every row with a pydantic ValidationError (partner sent 'N/A')`,
    rep: [
      {
        role: "worker",
        perMin: 20,
        level: "error",
        msg: (r) => `Task imports.tasks.ingest_batch[${r.uuid()}] raised unexpected: ValidationError`,
        stack: () => [
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for BatchRow",
          "amount",
          "  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='N/A', input_type=str]",
        ],
      },
    ],
  }),
  (e) => ({
    cat: "validation",
    origin: "api",
    sev: "medium",
    hints: ["validation", "zod", "invalid", "400"],
    note: `N: a new mobile release sends null windows; ${e.names.api} rejects the requests with ZodError and 400s flood the edge`,
    rep: [
      {
        role: "api",
        perMin: 35,
        level: "warn",
        msg: () =>
          `request validation failed POST /api/v2/${e.nouns.a}s 400: ZodError: [{"code":"invalid_type","expected":"string","received":"null","path":["window","start"],"message":"Expected string, received null"}] client=ios-8.0.0`,
      },
      {
        role: "edge",
        perMin: 35,
        level: "info",
        after: 0.01,
        msg: (r) => access(r, "POST", `/api/v2/${e.nouns.a}s`, 400, 0.004),
      },
    ],
  }),
  // unknown
  (e) => ({
    cat: "unknown",
    origin: "svcB",
    sev: "high",
    hints: ["exit", "crash", "restart", "unknown"],
    note: `N: ${e.names.svcB} restarts over and over without logging why (only start-up lines); callers get connection refused`,
    rep: [
      { role: "svcB", perMin: 2, level: "info", msg: () => `starting ${e.names.svcB} version=3.4.1 go=go1.22.4` },
      { role: "svcB", perMin: 2, level: "info", after: 1, msg: () => "listening on :8080" },
      ...viaApi(
        `/api/v2/${e.nouns.b}s`,
        20,
        502,
        (r) => `connect ECONNREFUSED 10.2.4.${r.int(2, 200)}:8080 (${e.names.svcB})`,
        3,
      ),
    ],
    silence: ["svcB"],
  }),
  (e) => ({
    cat: "unknown",
    origin: "svcD",
    sev: "medium",
    hints: ["unhandled", "exception", "unknown", "500"],
    note: `T: ${e.names.svcD} starts answering 500 with a bare 'Exception of type System.Exception was thrown' and no cause`,
    rep: [
      {
        role: "svcD",
        perMin: 18,
        level: "error",
        msg: (r) =>
          `fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN${r.hex(10).toUpperCase()}", Request id "0HN${r.hex(10).toUpperCase()}:00000002": An unhandled exception was thrown by the application.`,
        stack: () => ["System.Exception: Exception of type 'System.Exception' was thrown."],
      },
      ...viaApi(`/api/v2/${e.nouns.d}s`, 12, 500, () => `${e.names.svcD} responded 500`),
    ],
  }),
  (e) => ({
    cat: "unknown",
    origin: "worker",
    sev: "medium",
    hints: ["workerlost", "sigsegv", "exited", "unknown"],
    note: `T: ${e.names.worker}'s pool processes die with SIGSEGV (WorkerLostError), no Python traceback`,
    rep: [
      {
        role: "worker",
        perMin: 8,
        level: "error",
        msg: (r) => `Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${r.int(100, 999)} exited with 'signal 11 (SIGSEGV)'`,
      },
      {
        role: "worker",
        perMin: 8,
        level: "error",
        after: 0.2,
        msg: (r) =>
          `Task ${e.nouns.a}s.tasks.render_labels[${r.uuid()}] raised unexpected: WorkerLostError('Worker exited prematurely: signal 11 (SIGSEGV) Job: ${r.int(100, 9999)}.')`,
      },
    ],
  }),
  (e) => ({
    cat: "unknown",
    origin: "svcA",
    sev: "medium",
    hints: ["unexpected", "500", "unknown"],
    note: `H: ${e.names.svcA} returns 500 on its main route logging only 'Unexpected error' without an exception; the familiar export errors continue and callers get louder`,
    rep: [
      {
        role: "svcA",
        perMin: 18,
        level: "error",
        msg: (r) =>
          `${e.pkg}.${e.nouns.a}.web.GlobalErrorHandler : Unexpected error processing request id=${r.hex(8)} status=500`,
      },
      ...viaApi(`/api/v2/${e.nouns.a}s`, 18, 500, () => `${e.names.svcA} responded 500`),
    ],
  }),
];

export const INCIDENTS = A;
