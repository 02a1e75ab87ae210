// Incident variants, part one: authentication, authorization, database, network, timeout, rate limiting.
import { hex, int, pick } from "../holdout3/kit.js";
import type { Fault } from "./fault-types.js";

const TEXT_NATIVE = ["stern", "loki_jsonl", "fluentd", "journal", "syslog5424", "splunk_hec", "firelens"] as const;

export const FAULTS_A: Fault[] = [
  // ---- authentication
  {
    cat: "authentication",
    hints: ["ldap", "bind", "auth", "credential"],
    note: "service account LDAP bind rejected (data 52e)",
    sev: "high",
    rt: "java",
    mode: "loud",
    surface: "5xx",
    ext: "ldaps://dc01.corp.internal:636",
    err: (r, c) => ({
      msg: `LDAP bind as cn=svc-${c.svc},ou=ServiceAccounts,dc=${c.ns},dc=internal against ${c.ext} failed: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563]`,
      stack:
        r() < 0.3
          ? [
              "org.springframework.ldap.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563]",
              "\tat org.springframework.ldap.support.LdapUtils.convertLdapException(LdapUtils.java:191)",
              "\tat org.springframework.ldap.core.support.AbstractContextSource.createContext(AbstractContextSource.java:359)",
              "\tat org.springframework.security.ldap.authentication.BindAuthenticator.bindWithDn(BindAuthenticator.java:126)",
            ]
          : undefined,
    }),
  },
  {
    cat: "authentication",
    hints: ["oauth", "token", "auth", "credential", "client"],
    note: "client-credentials token fetch answered invalid_client",
    sev: "high",
    rt: "go",
    mode: "loud",
    surface: "5xx",
    ext: "https://login.partner-idp.example/oauth2/token",
    err: (_r, c) => ({
      msg: `fetching access token for ${c.noun} sync: oauth2: "invalid_client" "Client authentication failed (client_id=${c.svc}-prod)" (POST ${c.ext} -> 401 Unauthorized)`,
    }),
  },
  {
    cat: "authentication",
    hints: ["sasl", "auth", "credential"],
    note: "Kafka SASL/SCRAM login rejected, callers time out waiting for results",
    sev: "high",
    rt: "celery",
    mode: "loud",
    surface: "timeout",
    rate: 0.7,
    ext: "kafka-b2.events.internal:9096",
    err: (r, c) => ({
      msg: `%3|${Math.floor(1764100000 + r() * 100000)}.${int(r, 100, 999)}|FAIL|rdkafka#consumer-1| [thrd:sasl_ssl://${c.ext}/2]: sasl_ssl://${c.ext}/2: SASL authentication error: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512 (after ${int(r, 200, 400)}ms in state AUTH_REQ)`,
    }),
  },
  {
    cat: "authentication",
    hints: ["smtp", "auth", "credential", "535"],
    note: "mail relay refuses login (535), worker logs it only at WARN",
    sev: "medium",
    rt: "sidekiq",
    mode: "warn",
    surface: "5xx",
    code: 502,
    ext: "smtp.mailrelay.example:587",
    err: (r) => ({
      lvl: "WARN",
      msg: `{"context":"Job raised exception","job":{"class":"ReminderDeliveryJob","jid":"${hex(r, 24)}","retry_count":${int(r, 0, 4)}},"error_class":"Net::SMTPAuthenticationError","error_message":"535-5.7.8 Username and Password not accepted"}`,
    }),
  },
  // ---- authorization
  {
    cat: "authorization",
    hints: ["forbidden", "rbac", "permission"],
    note: "service account lost its RoleBinding: secrets forbidden",
    sev: "high",
    rt: "go",
    mode: "loud",
    surface: "5xx",
    ext: "kubernetes.default.svc",
    err: (_r, c) => ({
      msg: `reading client certificate for ${c.noun}: secrets "${c.svc}-client-cert" is forbidden: User "system:serviceaccount:${c.ns}:${c.svc}" cannot get resource "secrets" in API group "" in the namespace "${c.ns}"`,
    }),
  },
  {
    cat: "authorization",
    hints: ["accessdenied", "denied", "authoriz", "permission"],
    note: "function role lacks s3:PutObject after policy change",
    sev: "high",
    rt: "node",
    mode: "loud",
    surface: "5xx",
    layouts: ["lambda"],
    ext: "s3",
    err: (r, c) => ({
      msg: `AccessDenied: User: arn:aws:sts::210987654321:assumed-role/${c.svc}-exec/${c.svc} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::${c.ns}-exports/${c.noun.replace(/ /g, "-")}/${hex(r, 12)}.json" because no identity-based policy allows the s3:PutObject action`,
    }),
  },
  {
    cat: "authorization",
    hints: ["permission", "denied"],
    note: "database grant revoked: SELECT permission denied",
    sev: "high",
    rt: "dotnet",
    mode: "loud",
    surface: "5xx",
    ext: "sql-main.internal",
    err: () => ({
      msg: `Microsoft.Data.SqlClient.SqlException (0x80131904): The SELECT permission was denied on the object 'MeterReads', database 'Operations', schema 'dbo'.`,
      stack: [
        "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
        "   at Microsoft.Data.SqlClient.SqlDataReader.TryConsumeMetaData()",
      ],
    }),
  },
  {
    cat: "authorization",
    hints: ["forbidden", "permission", "403", "denied", "access"],
    note: "bucket IAM change: storage.objects.create denied (403)",
    sev: "medium",
    rt: "php",
    mode: "loud",
    surface: "5xx",
    ext: "storage.googleapis.com",
    err: (_r, c) => ({
      msg: `Google\\Cloud\\Core\\Exception\\ServiceException: {"error":{"code":403,"message":"${c.svc}@${c.ns}-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).","errors":[{"message":"Permission denied","domain":"global","reason":"forbidden"}]}}`,
    }),
  },
  // ---- database
  {
    cat: "database",
    hints: ["pool", "connection", "jdbc", "hikari", "database"],
    note: "JDBC pool exhausted; callers only see read timeouts",
    sev: "high",
    rt: "java",
    mode: "loud",
    surface: "timeout",
    ext: "pg-main.internal:5432",
    err: (r) => ({
      msg: `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${int(r, 60, 190)})`,
      stack:
        r() < 0.25
          ? [
              "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
              "\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
              "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms",
            ]
          : undefined,
    }),
  },
  {
    cat: "database",
    hints: ["deadlock", "database", "operationalerror", "sql", "40p01"],
    note: "Postgres deadlocks between two update paths",
    sev: "medium",
    rt: "python",
    mode: "loud",
    surface: "5xx",
    rate: 0.8,
    ext: "pg-records.internal",
    err: (r, c) => ({
      msg: `Internal Server Error: /${c.noun.replace(/ /g, "-")}s/${int(r, 1000, 9999)}/\ndjango.db.utils.OperationalError: deadlock detected\nDETAIL:  Process ${int(r, 40000, 49999)} waits for ShareLock on transaction ${int(r, 99000000, 99999999)}; blocked by process ${int(r, 40000, 49999)}.\nProcess ${int(r, 40000, 49999)} waits for ShareLock on transaction ${int(r, 99000000, 99999999)}; blocked by process ${int(r, 40000, 49999)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${int(r, 100, 9000)},${int(r, 1, 40)}) in relation "${c.noun.replace(/\W/g, "_")}"`,
    }),
  },
  {
    cat: "database",
    hints: ["too many", "connection", "sqlstate", "database", "postgres", "53300"],
    note: "Postgres refuses new sessions: too many clients",
    sev: "high",
    rt: "go",
    mode: "loud",
    surface: "5xx",
    ext: "pg-primary.internal",
    err: (_r, c) => ({
      msg: `failed to connect to \`user=${c.svc.replace(/-/g, "_")} database=${c.ns}\`: ${c.ext}:5432 (10.12.0.7): server error: FATAL: sorry, too many clients already (SQLSTATE 53300)`,
    }),
  },
  {
    cat: "database",
    hints: ["replica", "replication", "mongo", "writeconcern", "database", "lag"],
    note: "Mongo secondaries fall behind; majority writes time out",
    sev: "medium",
    rt: "mongo",
    infra: "docstore-mongo",
    mode: "warn",
    surface: "5xx",
    rate: 0.9,
    layouts: [...TEXT_NATIVE],
    ext: "rs0",
    err: (r) =>
      pick(r, [
        {
          lvl: "WARN" as const,
          msg: `Secondary rs0-${int(r, 1, 2)}.docstore:27017 is lagging ${int(r, 180, 600)} seconds behind the primary; oplog applier stalled`,
        },
        {
          lvl: "WARN" as const,
          msg: `Command failed: waiting for replication timed out; writeConcern {w: "majority", wtimeout: 5000} not satisfied (WriteConcernFailed, code 64)`,
        },
      ]),
  },
  // ---- network
  {
    cat: "network",
    hints: ["dns", "lookup", "no such host", "nxdomain", "network", "resolve"],
    note: "cluster DNS answers NXDOMAIN for a peer",
    sev: "high",
    rt: "go",
    mode: "loud",
    surface: "5xx",
    code: 502,
    ext: "hsm-gateway",
    err: (_r, c) => ({
      msg: `calling ${c.ext} for ${c.noun}: Post "http://${c.ext}.${c.ns}.svc.cluster.local:9443/v1/ops": dial tcp: lookup ${c.ext}.${c.ns}.svc.cluster.local on 10.96.0.10:53: no such host`,
    }),
  },
  {
    cat: "network",
    hints: ["reset", "socket", "connection", "network"],
    note: "connections reset mid-request on the path to a partner",
    sev: "high",
    rt: "java",
    mode: "loud",
    surface: "5xx",
    ext: "files.partner-exchange.example:443",
    err: (r, c) => ({
      msg: `I/O error on POST request for "https://${c.ext}/upload/${int(r, 1000, 99999)}": Connection reset; nested exception is java.net.SocketException: Connection reset`,
    }),
  },
  {
    cat: "network",
    hints: ["route", "unreachable", "network", "connect"],
    note: "no route to host after a subnet change",
    sev: "high",
    rt: "rust",
    mode: "loud",
    surface: "5xx",
    ext: "10.30.4.17:9000",
    err: (_r, c) => ({
      msg: `upstream request failed: error sending request for url (http://${c.ext}/${c.noun.replace(/ /g, "-")}): client error (Connect): tcp connect error: No route to host (os error 113)`,
    }),
  },
  {
    cat: "network",
    hints: ["reset", "econnreset", "transport", "network", "socket"],
    note: "NAT gateway drops flows: peer resets",
    sev: "medium",
    rt: "elixir",
    mode: "loud",
    surface: "5xx",
    ext: "api.matchdata-feed.example",
    err: (r, c) => ({
      msg: `Finch request to https://${c.ext}/v2/${c.noun.replace(/ /g, "_")}/${int(r, 100, 9999)} failed: %Mint.TransportError{reason: :econnreset}`,
    }),
  },
  // ---- timeout
  {
    cat: "timeout",
    hints: ["deadline", "timeout", "exceeded"],
    note: "gRPC calls to an ephemeris backend exceed their deadline",
    sev: "high",
    rt: "go",
    mode: "loud",
    surface: "timeout",
    ext: "ephemeris.spaceops-data.example:443",
    err: (_r, c) => ({
      msg: `propagating ${c.noun}: rpc error: code = DeadlineExceeded desc = context deadline exceeded (target ${c.ext}, deadline 2s)`,
    }),
  },
  {
    cat: "timeout",
    hints: ["timeout", "timed out"],
    note: "external lookup stops answering in time (read timeout)",
    sev: "medium",
    rt: "python",
    mode: "loud",
    surface: "timeout",
    ext: "geo.addressbook-api.example",
    err: (r, c) => ({
      msg: `lookup for ${c.noun} ${int(r, 1000, 99999)} failed: requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='${c.ext}', port=443): Read timed out. (read timeout=10)`,
    }),
  },
  {
    cat: "timeout",
    hints: ["timed out", "timeout"],
    note: "function runs out of its 30 s budget",
    sev: "high",
    rt: "node",
    mode: "loud",
    surface: "timeout",
    layouts: ["lambda"],
    rate: 0.5,
    ext: "aurora-reader",
    err: (r, c) => ({
      platform: true,
      msg: `${new Date(c.at).toISOString()} ${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-9${hex(r, 3)}-${hex(r, 12)} Task timed out after 30.03 seconds`,
    }),
  },
  {
    cat: "timeout",
    hints: ["timeout", "canceled", "timed out"],
    note: "HttpClient timeout against a slow remote",
    sev: "high",
    rt: "dotnet",
    mode: "loud",
    surface: "timeout",
    ext: "tariffs.regulator-gateway.example",
    err: () => ({
      msg: "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
      stack: [
        " ---> System.TimeoutException: The operation was canceled.",
        "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
      ],
    }),
  },
  // ---- rate limiting
  {
    cat: "rate_limiting",
    hints: ["429", "rate", "throttl", "too many"],
    note: "SMS vendor answers 429, retries pile up",
    sev: "medium",
    rt: "celery",
    mode: "loud",
    surface: "503",
    ext: "api.textwave.example",
    err: (r, c) => ({
      msg: `Task notify.send_sms[${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}] raised unexpected: HTTPError('429 Client Error: Too Many Requests for url: https://${c.ext}/v2/messages')`,
    }),
  },
  {
    cat: "rate_limiting",
    hints: ["throttl", "rate", "exceeded"],
    note: "KMS throttles Sign calls (ThrottlingException)",
    sev: "high",
    rt: "go",
    mode: "loud",
    surface: "5xx",
    ext: "kms.us-east-2.amazonaws.com",
    err: (r) => ({
      msg: `operation error KMS: Sign, exceeded maximum number of attempts, 3, https response error StatusCode: 400, RequestID: ${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}, ThrottlingException: Rate exceeded`,
    }),
  },
  {
    cat: "rate_limiting",
    hints: ["rate", "429", "limit", "toomanyrequests"],
    note: "partner API quota exhausted (429 rate limit exceeded)",
    sev: "medium",
    rt: "ruby",
    mode: "loud",
    surface: "5xx",
    code: 502,
    ext: "api.partner-registry.example",
    err: (_r, c) => ({
      msg: `Faraday::TooManyRequestsError: the server responded with status 429 (https://${c.ext}/v1/lookups) body={"message":"API rate limit exceeded for key ${c.ns}-prod","retry_after":60}`,
    }),
  },
  {
    cat: "rate_limiting",
    hints: ["rate", "429", "limit"],
    note: "chat platform rate-limits the bot; logged at WARN only",
    sev: "medium",
    rt: "node",
    mode: "warn",
    surface: "5xx",
    code: 502,
    ext: "discord.com",
    err: (r) => ({
      lvl: "WARN",
      msg: `RateLimitError: You are being rate limited. route=/channels/:id/messages method=POST limit=5 retry_after=${(r() * 9 + 1).toFixed(3)}s global=false`,
    }),
  },
];
