// Scenarios, part 1: authentication, authorization, database, network, timeout, rate_limiting, validation.
import { E, F, G, I, type Scn, W, X } from "./parts.js";
import type { Fault } from "./sim.js";

type Spec = Omit<Scn, "minutes" | "onset" | "size" | "distract"> & Partial<Scn>;
const s = (x: Spec): Spec => x;

export const PART1: Spec[] = [
  // ---------------- authentication
  s({
    cat: "authentication",
    note: "Expired OAuth2 client secret: the payment service's client-credentials grant to the PSP's token endpoint starts failing with invalid_client (secret rotated at the provider, not in the app)",
    hints: ["secret", "invalid_client", "credential", "oauth", "token", "unauthorized"],
    sev: "high",
    estate: "rail",
    layout: "spring-json",
    origin: "ts-inside-payment-service",
    fault: {
      call: "5xx",
      prob: 1,
      retries: 2,
      origin: (c) => [
        E(
          "Failed to obtain access token from https://auth.psp-gateway.example/oauth2/token",
          X(
            c,
            "org.springframework.security.oauth2.core.OAuth2AuthorizationException",
            "[invalid_client] Client authentication failed: client secret expired",
            "pay",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "authentication",
    note: "JWT signature invalid after signing-key rotation: the session broker keeps a stale JWKS cache and rejects every freshly issued token (logged at WARN only)",
    hints: ["jwt", "signature", "token", "jwks", "invalid"],
    sev: "high",
    estate: "arena",
    layout: "pino",
    origin: "session-broker",
    fault: {
      call: "401",
      prob: 0.85,
      ramp: 120,
      retries: 1,
      origin: (c) => [W("token verification failed", X(c, "JsonWebTokenError", "invalid signature", "verify"))],
      once: () => [I("jwks cache refreshed: 2 keys (kid=k-2025-11, kid=k-2026-02)", -400000)],
    },
  }),
  s({
    cat: "authentication",
    note: "Database password rotated by the secrets manager but the service kept the old one: Postgres rejects new connections with 'password authentication failed'",
    hints: ["password", "authentication", "credential", "login"],
    sev: "high",
    estate: "clinic",
    layout: "structlog",
    origin: "patient-registry",
    fault: {
      call: "5xx",
      prob: 0.7,
      ramp: 90,
      origin: (c) => [
        E(
          "db connection failed",
          X(
            c,
            "psycopg2.OperationalError",
            'connection to server at "pg-main.clinic.svc" (10.4.0.12), port 5432 failed: FATAL:  password authentication failed for user "registry_app"',
            "get_patient",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "authentication",
    note: "LDAP service-account password expired: the identity service's bind to Active Directory fails (error 49 / data 532) and every token request is refused",
    hints: ["ldap", "bind", "credential", "invalid credentials", "password"],
    sev: "high",
    estate: "cloud",
    layout: "syslog-5424",
    origin: "idp-token",
    fault: {
      call: "401",
      prob: 1,
      retries: 1,
      origin: (c) => [
        E(
          "Unable to bind to LDAP server ldaps://ad01.corp.example:636 as cn=svc-idp,ou=svc,dc=corp",
          X(
            c,
            "ldap.INVALID_CREDENTIALS",
            "{'msgtype': 97, 'msgid': 1, 'result': 49, 'desc': 'Invalid credentials', 'info': '80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563'}",
            "authenticate",
          ),
        ),
        W("Authorization failed for user svc-ctl in project admin: could not authenticate"),
      ],
    },
  }),
  s({
    cat: "authentication",
    note: "Kafka SASL/SCRAM credentials rotated on the cluster: the ingest consumer cannot authenticate and scan events stop flowing",
    hints: ["sasl", "authentication", "credential", "scram"],
    sev: "high",
    estate: "parcel",
    layout: "logrus",
    origin: "tracking-ingest",
    fault: {
      call: "503",
      prob: 0.9,
      origin: () => [
        E(
          "failed to publish scan event",
          G(
            "kafka: client has run out of available brokers to talk to: kafka server: SASL Authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
          ),
        ),
      ],
      periodic: {
        every: 10,
        lines: () => [E("consumer group scans-v2 rejoin failed", G("kafka server: SASL Authentication failed"))],
      },
    },
  }),
  s({
    cat: "authentication",
    note: "Azure AD client secret of the vault's service principal expired: ClientSecretCredential fails with AADSTS7000222 and detokenization stops",
    hints: ["secret", "credential", "authentication", "aadsts", "expired"],
    sev: "high",
    estate: "card",
    layout: "dotnet-console",
    origin: "token-vault",
    fault: {
      call: "5xx",
      prob: 1,
      retries: 2,
      origin: (c) => [
        E(
          "Key Vault request failed while unwrapping data key",
          X(
            c,
            "Azure.Identity.AuthenticationFailedException",
            "ClientSecretCredential authentication failed: AADSTS7000222: The provided client secret keys for app '3f1c…' are expired. Visit the Azure portal to create new keys for your app.",
            "unwrap",
          ),
        ),
      ],
    },
  }),
  // ---------------- authorization
  s({
    cat: "authorization",
    note: "IAM policy change removed s3:PutObject from the function's execution role: AccessDenied on every invoice upload",
    hints: ["accessdenied", "access denied", "not authorized", "permission", "iam", "forbidden"],
    sev: "high",
    estate: "lambda",
    layout: "lambda-text",
    origin: "invoice-pdf-fn",
    fault: {
      call: "403",
      prob: 1,
      origin: (c) => [
        E(
          "upload failed",
          X(
            c,
            "botocore.exceptions.ClientError",
            'An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::418822310944:assumed-role/invoice-pdf-role/invoice-pdf-fn is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::acme-invoices-prod/2026/05/INV-88120.pdf" because no identity-based policy allows the s3:PutObject action',
            "handler",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "authorization",
    note: "RBAC Role trimmed in a cluster hardening change: the planner's service account can no longer list the zone ConfigMaps it reads per request",
    hints: ["forbidden", "rbac", "permission", "serviceaccount", "cannot list"],
    sev: "high",
    estate: "parcel",
    layout: "kubectl-prefix",
    origin: "route-planner",
    fault: {
      call: "5xx",
      prob: 0.8,
      origin: () => [
        E(
          "load delivery zones",
          G(
            'configmaps is forbidden: User "system:serviceaccount:prod:route-planner" cannot list resource "configmaps" in API group "" in the namespace "prod"',
          ),
        ),
      ],
      periodic: {
        every: 30,
        lines: () => [
          E(
            "pkg/mod/k8s.io/client-go@v0.29.3/tools/cache/reflector.go:229: Failed to watch *v1.ConfigMap: failed to list *v1.ConfigMap",
            G(
              'configmaps is forbidden: User "system:serviceaccount:prod:route-planner" cannot list resource "configmaps" in API group "" in the namespace "prod"',
            ),
          ),
        ],
      },
    },
  }),
  s({
    cat: "authorization",
    note: "Migration ran as the owner role and created a new table without GRANTs: the app role gets 'permission denied for table'",
    hints: ["permission denied", "privilege", "grant", "insufficientprivilege", "permission"],
    sev: "high",
    estate: "clinic",
    layout: "python-compose",
    origin: "appointment-api",
    fault: {
      call: "5xx",
      prob: 0.6,
      origin: (c) => [
        E(
          "Internal Server Error: /api/appointments/",
          X(c, "psycopg2.errors.InsufficientPrivilege", "permission denied for table appointment_holds", "book"),
        ),
      ],
      once: () => [I("Applying scheduling.0042_appointment_holds... OK", -60000)],
    },
  }),
  s({
    cat: "authorization",
    note: "Vault policy edit dropped the read capability on the PAN key path: 403 permission denied from Vault for every detokenize call",
    hints: ["permission denied", "policy", "forbidden", "vault", "403"],
    sev: "high",
    estate: "card",
    layout: "serilog-compact",
    origin: "token-vault",
    fault: {
      call: "5xx",
      prob: 1,
      origin: (c) => [
        E(
          "Failed to read key material from Vault path {VaultPath}",
          X(
            c,
            "VaultSharp.Core.VaultApiException",
            '{"errors":["1 error occurred:\\n\\t* permission denied\\n\\n"]} (403 Forbidden)',
            "detokenize",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "authorization",
    note: "Pub/Sub publisher role removed from the store's service account during an IAM cleanup: PERMISSION_DENIED on publish, purchases fail",
    hints: ["permission_denied", "permission", "not authorized", "iam", "denied"],
    sev: "high",
    estate: "arena",
    layout: "gcp",
    origin: "store-api",
    fault: {
      call: "5xx",
      prob: 0.9,
      origin: (c) => [
        E(
          "failed to publish purchase event",
          X(
            c,
            "Error",
            "7 PERMISSION_DENIED: User not authorized to perform this action. (topic projects/prod-7781/topics/purchases)",
            "publish",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "authorization",
    note: "Role mapping change: the order service now requires ROLE_ADMIN on the order query endpoint; Spring Security denies the service-to-service calls (403)",
    hints: ["accessdenied", "access denied", "forbidden", "role", "403"],
    sev: "medium",
    estate: "rail",
    layout: "ecs",
    origin: "ts-order-service",
    fault: {
      call: "403",
      prob: 0.7,
      retries: 1,
      origin: (c) => [
        W(
          "Access denied for principal 'ts-preserve' on GET /api/v1/orderservice/order/refresh",
          X(c, "org.springframework.security.access.AccessDeniedException", "Access Denied", "refresh"),
        ),
      ],
    },
  }),
  // ---------------- database
  s({
    cat: "database",
    note: "HikariCP connection pool exhaustion after a slow query pattern: 'Connection is not available, request timed out after 30000ms'; callers see read timeouts",
    hints: ["pool", "connection", "hikari", "jdbc"],
    sev: "high",
    estate: "rail",
    layout: "log4j2-json",
    origin: "ts-order-service",
    fault: {
      call: "timeout",
      prob: 0.8,
      ramp: 60,
      retries: 2,
      waitMs: 5000,
      origin: (c) => [
        E(
          "Failed to query sold tickets",
          X(
            c,
            "org.springframework.jdbc.CannotGetJdbcConnectionException",
            "Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
            "getSoldTickets",
          ),
          30000,
        ),
      ],
      periodic: { every: 30, lines: () => [W("HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=143)")] },
    },
  }),
  s({
    cat: "database",
    note: "Postgres max_connections reached after the billing workers were scaled out: 'sorry, too many clients already' (SQLSTATE 53300)",
    hints: ["too many clients", "connection", "postgres", "53300"],
    sev: "high",
    estate: "parcel",
    layout: "slog",
    origin: "billing-svc",
    fault: {
      call: "5xx",
      prob: 0.6,
      origin: () => [
        E(
          "acquire conn",
          G(
            "failed to connect to `host=pg-billing.prod.svc user=billing database=billing`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "database",
    note: "MySQL InnoDB deadlocks between payment and order updates after a batch job changed its lock order",
    hints: ["deadlock", "lock", "transaction", "rollback"],
    sev: "medium",
    estate: "rail",
    layout: "kubectl-prefix",
    origin: "ts-inside-payment-service",
    fault: {
      call: "5xx",
      prob: 0.35,
      retries: 2,
      origin: (c) => [
        E(
          "[pay][Pay][Error] transaction rolled back",
          X(
            c,
            "org.springframework.dao.CannotAcquireLockException",
            "PreparedStatementCallback; SQL [update inside_money set money=? where user_id=?]; Deadlock found when trying to get lock; try restarting transaction; nested exception is com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
            "pay",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "database",
    note: "SQL Server deadlock victim storm on the ledger table after an index was dropped (error 1205)",
    hints: ["deadlock", "sqlexception", "lock", "1205"],
    sev: "medium",
    estate: "card",
    layout: "ecs",
    origin: "ledger-writer",
    fault: {
      call: "5xx",
      prob: 0.4,
      origin: (c) => [
        E(
          "Failed executing DbCommand (5,012ms)",
          X(
            c,
            "Microsoft.Data.SqlClient.SqlException",
            "(0x80131904): Transaction (Process ID 64) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
            "post",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "database",
    note: "Postgres failover promoted the replica but the writer endpoint still points at the old primary (now read-only): 'cannot execute UPDATE in a read-only transaction'",
    hints: ["read-only", "readonly", "transaction", "postgres", "statementinvalid"],
    sev: "high",
    estate: "stream",
    layout: "papertrail-rails",
    origin: "subscriptions",
    fault: {
      call: "5xx",
      prob: 0.9,
      retries: 1,
      origin: (c) => [
        F(
          "ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction)",
          X(
            c,
            "ActiveRecord::StatementInvalid",
            "PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction",
            "renew",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "database",
    note: "Primary key sequence reset by a restore script: inserts collide with existing rows (unique violation) on the audit table",
    hints: ["duplicate key", "unique", "constraint", "uniqueviolation"],
    sev: "medium",
    estate: "clinic",
    layout: "otel-json",
    origin: "audit-trail",
    fault: {
      call: "5xx",
      prob: 0.9,
      retries: 1,
      origin: (c) => [
        E(
          "audit write failed",
          X(
            c,
            "psycopg2.errors.UniqueViolation",
            'duplicate key value violates unique constraint "audit_events_pkey"\nDETAIL:  Key (id)=(884120) already exists.',
            "write_event",
          ),
        ),
      ],
    },
  }),
  // ---------------- network
  s({
    cat: "network",
    note: "Node-local DNS resolver replaced: lookups of the carrier's API host time out / return SERVFAIL ('server misbehaving')",
    hints: ["dns", "lookup", "resolve", "resolution", "no such host", "misbehaving"],
    sev: "high",
    estate: "parcel",
    layout: "cri-files",
    origin: "carrier-bridge",
    fault: {
      call: "5xx",
      prob: 0.9,
      ramp: 40,
      origin: () => [
        E(
          "carrier booking failed",
          G(
            'Post "https://api.carrier-x.example/v3/bookings": dial tcp: lookup api.carrier-x.example on 169.254.20.10:53: server misbehaving',
          ),
        ),
      ],
    },
  }),
  s({
    cat: "network",
    note: "Expired TLS certificate on the device-intelligence vendor endpoint: the remote certificate is invalid (NotTimeValid) and scoring calls fail",
    hints: ["certificate", "tls", "ssl", "expired", "x509", "authenticationexception"],
    sev: "high",
    estate: "card",
    layout: "datadog",
    origin: "fraud-scoring",
    fault: {
      call: "5xx",
      prob: 1,
      origin: (c) => [
        E(
          "Device intelligence lookup failed",
          X(
            c,
            "System.Net.Http.HttpRequestException",
            "The SSL connection could not be established, see inner exception. ---> System.Security.Authentication.AuthenticationException: The remote certificate is invalid because of errors in the certificate chain: NotTimeValid",
            "score",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "network",
    note: "NetworkPolicy change isolates the profile service from its MongoDB pods: EHOSTUNREACH on every new connection",
    hints: ["ehostunreach", "unreachable", "route", "network", "host"],
    sev: "high",
    estate: "arena",
    layout: "docker-json",
    origin: "player-profile",
    fault: {
      call: "5xx",
      prob: 0.95,
      origin: (c) => [
        E("profile lookup failed", X(c, "MongoNetworkError", "connect EHOSTUNREACH 10.12.0.44:27017", "findProfile")),
      ],
    },
  }),
  s({
    cat: "network",
    note: "Bank's acquirer disabled TLS 1.1: the payment service's old client config fails the handshake (protocol_version alert)",
    hints: ["handshake", "tls", "ssl", "protocol"],
    sev: "high",
    estate: "rail",
    layout: "otel-json",
    origin: "ts-payment-service",
    fault: {
      call: "5xx",
      prob: 1,
      origin: (c) => [
        E(
          "[pay][Payment Failed] acquirer call failed",
          X(c, "javax.net.ssl.SSLHandshakeException", "Received fatal alert: protocol_version", "pay"),
        ),
      ],
    },
  }),
  s({
    cat: "network",
    note: "Site-to-site VPN to the lab system flaps: HL7 MLLP connections reset by peer (the bridge's usual ACK-timeout warnings are background noise)",
    hints: ["reset", "connection", "network", "peer"],
    sev: "medium",
    estate: "clinic",
    layout: "nginx-mixed",
    origin: "hl7-bridge",
    fault: {
      call: "reset",
      prob: 0.7,
      origin: (c) => [
        E(
          "MLLP send to lis.lab.example:2575 failed",
          X(c, "ConnectionResetError", "[Errno 104] Connection reset by peer", "send_adt"),
        ),
      ],
    },
  }),
  s({
    cat: "network",
    note: "Ephemeral port exhaustion (no keep-alive to the printer farm): 'connect: cannot assign requested address'",
    hints: ["cannot assign", "address", "port", "network", "dial"],
    sev: "medium",
    estate: "parcel",
    layout: "journald",
    origin: "label-printer",
    fault: {
      call: "5xx",
      prob: 0.6,
      ramp: 180,
      origin: () => [E("print job failed", G("dial tcp 10.44.1.20:9100: connect: cannot assign requested address"))],
    },
  }),
  // ---------------- timeout
  s({
    cat: "timeout",
    note: "Postgres statement_timeout hit by the free-slot query after the planner switched to a seq scan",
    hints: ["timeout", "statement", "canceling", "querycanceled"],
    sev: "medium",
    estate: "clinic",
    layout: "gcp",
    origin: "slots-engine",
    fault: {
      call: "timeout",
      prob: 0.7,
      waitMs: 8000,
      retries: 2,
      origin: (c) => [
        E(
          "free slot computation failed",
          X(c, "psycopg2.errors.QueryCanceled", "canceling statement due to statement timeout", "free_slots"),
          7990,
        ),
      ],
    },
  }),
  s({
    cat: "timeout",
    note: "InnoDB lock wait timeout on seat rows held by a long-running report transaction",
    hints: ["lock wait", "timeout", "lock"],
    sev: "medium",
    estate: "rail",
    layout: "docker-json",
    origin: "ts-seat-service",
    fault: {
      call: "timeout",
      prob: 0.6,
      waitMs: 6000,
      origin: (c) => [
        E(
          "[distributeSeat] failed",
          X(
            c,
            "org.springframework.dao.PessimisticLockingFailureException",
            "PreparedStatementCallback; SQL [select * from seat where train_number=? for update]; Lock wait timeout exceeded; try restarting transaction; nested exception is com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
            "distributeSeat",
          ),
          5000,
        ),
      ],
    },
  }),
  s({
    cat: "timeout",
    note: "Third-party geocoder stops answering in time: context deadline exceeded on every uncached lookup",
    hints: ["deadline", "timeout", "context", "timed out"],
    sev: "medium",
    estate: "parcel",
    layout: "otel-json",
    origin: "route-planner",
    fault: {
      call: "timeout",
      prob: 0.75,
      waitMs: 4000,
      retries: 2,
      origin: () => [
        E("geocode failed", G('Get "https://maps.example.com/v1/geocode?q=...": context deadline exceeded'), 3000),
      ],
    },
  }),
  s({
    cat: "timeout",
    note: "Quote function exceeds its 6 s Lambda timeout after the rate table grew; the platform kills the invocation ('Task timed out') without an application error",
    hints: ["timed out", "timeout", "task"],
    sev: "medium",
    estate: "lambda",
    layout: "lambda-text",
    origin: "quote-fn",
    fault: { call: "timeout", prob: 0.8, waitMs: 6000, retries: 2, origin: () => [I("loading rate table (412 MB)")] },
  }),
  s({
    cat: "timeout",
    note: "SQL Server 'Execution Timeout Expired' on the statement aggregation query after statistics went stale",
    hints: ["timeout", "execution timeout", "sqlexception", "expired"],
    sev: "medium",
    estate: "card",
    layout: "docker-json",
    origin: "statement-builder",
    fault: {
      call: "timeout",
      prob: 0.8,
      waitMs: 30000,
      retries: 1,
      origin: (c) => [
        E(
          "Failed executing DbCommand (30,021ms)",
          X(
            c,
            "Microsoft.Data.SqlClient.SqlException",
            "(0x80131904): Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.",
            "build",
          ),
          30000,
        ),
      ],
    },
  }),
  s({
    cat: "timeout",
    note: "Search cluster slow after a heavy reindex: the search proxy's reads time out (Net::ReadTimeout) and the storefront returns 504",
    hints: ["timeout", "readtimeout", "timed out"],
    sev: "medium",
    estate: "stream",
    layout: "syslog-3164",
    origin: "search-proxy",
    fault: {
      call: "timeout",
      prob: 0.7,
      waitMs: 15000,
      retries: 1,
      origin: (c) => [
        E(
          "search request failed",
          X(
            c,
            "Faraday::TimeoutError",
            "Net::ReadTimeout with #<TCPSocket:(closed)> (es-search.internal:9200)",
            "search",
          ),
          15000,
        ),
      ],
    },
  }),
  // ---------------- rate_limiting
  s({
    cat: "rate_limiting",
    note: "Stripe API rate limit hit during a renewal batch: Stripe::RateLimitError (429)",
    hints: ["rate limit", "ratelimit", "429", "too many requests", "throttl"],
    sev: "medium",
    estate: "stream",
    layout: "nginx-mixed",
    origin: "billing-gw",
    fault: {
      call: "5xx",
      prob: 0.6,
      retries: 3,
      origin: (c) => [
        E(
          "charge failed",
          X(
            c,
            "Stripe::RateLimitError",
            "(Status 429) (Request req_8Xk2) Request rate limit exceeded. You can make up to 100 requests per second.",
            "capture",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "rate_limiting",
    note: "DynamoDB provisioned throughput exceeded on the stock table after a bulk import (ProvisionedThroughputExceededException)",
    hints: ["throughput", "throttl", "provisioned", "rate"],
    sev: "medium",
    estate: "lambda",
    layout: "lambda-text",
    origin: "stock-sync-fn",
    fault: {
      call: "5xx",
      prob: 0.7,
      origin: (c) => [
        E(
          "stock update failed",
          X(
            c,
            "ProvisionedThroughputExceededException",
            "The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.",
            "handler",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "rate_limiting",
    note: "Maps vendor quota exhausted: OVER_QUERY_LIMIT / 429 for route planning (logged at WARN; callers error)",
    hints: ["quota", "over_query_limit", "rate limit", "429", "too many requests"],
    sev: "medium",
    estate: "parcel",
    layout: "fluentbit-cri",
    origin: "route-planner",
    fault: {
      call: "5xx",
      prob: 0.7,
      retries: 3,
      origin: () => [
        W(
          "directions request rejected",
          G("maps api: status OVER_QUERY_LIMIT (HTTP 429): You have exceeded your daily request quota for this API"),
        ),
      ],
    },
  }),
  s({
    cat: "rate_limiting",
    note: "Amazon SES sending rate exceeded by the reminder batch ('Maximum sending rate exceeded')",
    hints: ["throttling", "rate", "sending rate", "throttl"],
    sev: "medium",
    estate: "clinic",
    layout: "syslog-3164",
    origin: "reminder-worker",
    fault: {
      call: "5xx",
      prob: 0.8,
      origin: () => [],
      periodic: {
        every: 2,
        lines: (c) => [
          E(
            "reminder email failed for appointment",
            X(
              c,
              "botocore.exceptions.ClientError",
              "An error occurred (Throttling) when calling the SendEmail operation (reached max retries: 4): Maximum sending rate exceeded.",
              "send_reminder",
            ),
          ),
        ],
      },
    },
  }),
  s({
    cat: "rate_limiting",
    note: "Platform (console vendor) presence API returns 429 with x-ratelimit-remaining: 0 after matchmaking polled too often",
    hints: ["429", "rate limit", "too many requests", "ratelimit"],
    sev: "medium",
    estate: "arena",
    layout: "bunyan",
    origin: "matchmaker",
    fault: {
      call: "5xx",
      prob: 0.65,
      retries: 2,
      origin: (c) => [
        E(
          "platform presence lookup failed (x-ratelimit-remaining: 0, retry-after: 60)",
          X(c, "AxiosError", "Request failed with status code 429", "presence"),
        ),
      ],
    },
  }),
  s({
    cat: "rate_limiting",
    note: "Resilience4j RateLimiter on the security-config lookup set too low after a traffic increase: RequestNotPermitted",
    hints: ["ratelimiter", "rate limit", "not permit", "requestnotpermitted"],
    sev: "medium",
    estate: "rail",
    layout: "datadog",
    origin: "ts-security-service",
    fault: {
      call: "429",
      prob: 0.5,
      retries: 2,
      origin: (c) => [
        W(
          "[check] rejected",
          X(
            c,
            "io.github.resilience4j.ratelimiter.RequestNotPermitted",
            "RateLimiter 'securityConfig' does not permit further calls",
            "check",
          ),
        ),
      ],
    },
  }),
  // ---------------- validation
  s({
    cat: "validation",
    note: "Client release changed the date format of the booking request: bean validation rejects it (MethodArgumentNotValidException, WARN only at the origin)",
    hints: ["validation", "methodargumentnotvalid", "invalid", "rejected value"],
    sev: "medium",
    estate: "rail",
    layout: "spring-json",
    origin: "ts-preserve-service",
    fault: {
      call: "4xx",
      prob: 0.55,
      ramp: 300,
      retries: 1,
      origin: () => [
        W(
          "Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ResponseEntity preserve(OrderTicketsInfo,HttpHeaders): [Field error in object 'orderTicketsInfo' on field 'date': rejected value [06/01/2026]; default message [must match \"yyyy-MM-dd\"]]]",
        ),
      ],
    },
  }),
  s({
    cat: "validation",
    note: "New mobile build omits slot_id: pydantic validation errors (422) on the roster endpoint",
    hints: ["validation", "field required", "pydantic", "missing"],
    sev: "medium",
    estate: "clinic",
    layout: "python-compose",
    origin: "roster-service",
    fault: {
      call: "4xx",
      prob: 0.5,
      retries: 1,
      origin: (c) => [
        W(
          "Unprocessable Entity: /api/roster/swap",
          X(
            c,
            "pydantic_core._pydantic_core.ValidationError",
            "1 validation error for ShiftSwap\nslot_id\n  Field required [type=missing, input_value={'shift': 'N2', 'staff': 771}, input_type=dict]",
            "swap",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "validation",
    note: "Schema change in the client (quantity sent as a string): Joi ValidationError on inventory grants",
    hints: ["validation", "validationerror", "must be", "schema"],
    sev: "medium",
    estate: "arena",
    layout: "winston",
    origin: "inventory-svc",
    fault: {
      call: "4xx",
      prob: 0.6,
      retries: 1,
      origin: (c) => [W("request rejected", X(c, "ValidationError", '"items[0].quantity" must be a number', "grant"))],
    },
  }),
  s({
    cat: "validation",
    note: "Terminal firmware update stops sending MCC: ASP.NET model validation returns 400 ProblemDetails",
    hints: ["validation", "required", "invalid", "model"],
    sev: "medium",
    estate: "card",
    layout: "serilog-compact",
    origin: "auth-decision",
    fault: {
      call: "4xx",
      prob: 0.45,
      retries: 1,
      origin: () =>
        [W("Request validation failed: One or more validation errors occurred. {Errors}", undefined)].map((o) => ({
          ...o,
          attrs: { Errors: "MerchantCategoryCode: The MerchantCategoryCode field is required." },
        })),
    },
  }),
  s({
    cat: "validation",
    note: "Partner integration sends weight as a string: Go JSON unmarshal type errors reject the shipment payloads",
    hints: ["unmarshal", "invalid", "validation", "json", "decode"],
    sev: "medium",
    estate: "parcel",
    layout: "zap",
    origin: "shipment-svc",
    fault: {
      call: "4xx",
      prob: 0.5,
      retries: 1,
      origin: () => [
        W(
          "invalid request body",
          G("json: cannot unmarshal string into Go struct field ShipmentRequest.parcels.weight_grams of type int"),
        ),
      ],
    },
  }),
  s({
    cat: "validation",
    note: "Account update form posts an unknown country code after a frontend release: ActiveRecord::RecordInvalid",
    hints: ["recordinvalid", "validation", "invalid"],
    sev: "medium",
    estate: "stream",
    layout: "docker-json",
    origin: "accounts",
    fault: {
      call: "4xx",
      prob: 0.5,
      retries: 1,
      origin: (c) => [
        E(
          "Completed 422 Unprocessable Entity",
          X(
            c,
            "ActiveRecord::RecordInvalid",
            "Validation failed: Country is not included in the list, Billing postcode is invalid",
            "update",
          ),
        ),
      ],
    },
  }),
];

export type { Fault };
