// The 52 faults, four per category: what the origin writes in its runtime's own words (one ERROR with a stack
// trace, or WARNs only), what it repeats now and then, the hints a right errorType contains, and a one-line note.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  rng: Rng;
  /** origin, its direct caller, java-ish package, class stem, vendor host, noun and path of the origin. */
  o: string;
  caller: string;
  pkg: string;
  cls: string;
  vendor: string;
  noun: string;
  path: string;
  ip: string;
}

export interface Cause {
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
}

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

export const CATEGORIES: Category[] = [
  "authentication",
  "authorization",
  "configuration",
  "database",
  "dependency",
  "disk",
  "memory",
  "network",
  "null_reference",
  "rate_limiting",
  "timeout",
  "validation",
  "unknown",
];

export interface Variant {
  cat: Category;
  rt: "java" | "go" | "python" | "node" | "dotnet" | "ruby" | "postgres" | "elasticsearch";
  kind: "app" | "pg" | "es";
  hints: string[];
  sev: "medium" | "high";
  note: string;
  first: (c: Ctx) => Cause[];
  again: (c: Ctx) => Cause;
  /** How the origin's direct caller words one failed call, when not plain HTTP. */
  direct?: (c: Ctx) => string;
}

const n = (c: Ctx, a: number, b: number) => c.rng.int(a, b);
const jf = (pkg: string, cls: string, m: string, line: number) => `\tat ${pkg}.${cls}.${m}(${cls}.java:${line})`;
const spring = [
  "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
  "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
  "\tat org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:205)",
  "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
];
const pyFile = (path: string, line: number, fn: string, code: string) => [
  `  File "${path}", line ${line}, in ${fn}`,
  `    ${code}`,
];
const nodeAt = (fn: string, file: string, l: number, col: number) => `    at ${fn} (${file}:${l}:${col})`;
const dn = (m: string, file: string, l: number) => `   at ${m} in ${file}:line ${l}`;
const goFrame = (fn: string, file: string, l: number, off: string) => [fn, `\t${file}:${l} +${off}`];
const pgPid = (c: Ctx) => `[${n(c, 1200, 9800)}]`;

export const VARIANTS: Variant[] = [
  // ---------------- authentication
  {
    cat: "authentication",
    rt: "java",
    kind: "app",
    hints: ["ldap", "bind", "credential", "authentication", "49"],
    sev: "high",
    note: "service account password for the LDAP bind expired; every login through the origin fails",
    first: (c) => [
      {
        level: "error",
        msg: `LDAP bind as cn=svc-${c.o},ou=services,dc=corp,dc=example failed; rejecting login`,
        errType: "org.springframework.ldap.AuthenticationException",
        stack: [
          "org.springframework.ldap.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563]",
          "\tat org.springframework.ldap.support.LdapUtils.convertLdapException(LdapUtils.java:191)",
          "\tat org.springframework.ldap.core.support.AbstractContextSource.createContext(AbstractContextSource.java:367)",
          "\tat org.springframework.ldap.core.LdapTemplate.authenticate(LdapTemplate.java:1512)",
          jf(c.pkg, `${c.cls}Authenticator`, "authenticate", n(c, 40, 120)),
          ...spring,
          "Caused by: javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563]",
          "\tat java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
          "\t... 48 common frames omitted",
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "LDAP bind failed (error code 49, data 532: password expired), login rejected",
    }),
  },
  {
    cat: "authentication",
    rt: "go",
    kind: "app",
    hints: ["oauth", "invalid_client", "401", "unauthorized", "credential", "authentication"],
    sev: "medium",
    note: "client secret for the vendor's OAuth token endpoint was revoked; token fetch answers 401 invalid_client",
    first: (c) => [
      {
        level: "error",
        msg: `refresh access token for https://${c.vendor}: oauth2: "invalid_client" "Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method)."`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `oauth2: cannot fetch token: 401 Unauthorized\nResponse: {"error":"invalid_client"} (token endpoint https://${c.vendor}/oauth/token)`,
    }),
  },
  {
    cat: "authentication",
    rt: "dotnet",
    kind: "app",
    hints: ["login failed", "sqlexception", "18456", "authentication", "credential"],
    sev: "high",
    note: "SQL login password rotated in the vault but not in the origin's pool; new connections fail Login failed",
    first: (c) => [
      {
        level: "error",
        msg: `Failed executing DbCommand on ${c.noun}s`,
        errType: "Microsoft.Data.SqlClient.SqlException",
        stack: [
          `Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'svc_${c.noun}'.`,
          "   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
          "   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream)",
          "   at Microsoft.Data.SqlClient.SqlInternalConnectionTds.CompleteLogin(Boolean enlistOK)",
          "   at Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
          dn(
            `${c.pkg.split(".").pop()}.${c.cls}Repository.GetAsync(Guid id)`,
            `/src/${c.cls}Repository.cs`,
            n(c, 30, 90),
          ),
          "ClientConnectionId:4f1c2a0e-7b1d-4a55-9e0c-2d8f1b6a9c31",
          "Error Number:18456,State:1,Class:14",
        ],
      },
    ],
    again: (c) => ({ level: "warn", msg: `Login failed for user 'svc_${c.noun}'. (Error Number:18456)` }),
  },
  {
    cat: "authentication",
    rt: "ruby",
    kind: "app",
    hints: ["wrongpass", "redis", "auth", "password", "credential"],
    sev: "medium",
    note: "Redis ACL user password changed; origin's Redis client gets WRONGPASS on every reconnect",
    first: (c) => [
      {
        level: "error",
        msg: "Redis::CommandError: WRONGPASS invalid username-password pair or user is disabled.",
        errType: "Redis::CommandError",
        stack: [
          "/usr/local/bundle/gems/redis-client-0.22.2/lib/redis_client/connection_mixin.rb:50:in `call_pipelined'",
          "/usr/local/bundle/gems/redis-client-0.22.2/lib/redis_client.rb:729:in `ensure_connected'",
          "/usr/local/bundle/gems/redis-5.2.0/lib/redis/client.rb:86:in `call_v'",
          `/app/app/services/${c.noun}_lookup.rb:${n(c, 12, 60)}:in \`fetch'`,
          `/app/app/controllers/${c.noun}s_controller.rb:${n(c, 8, 40)}:in \`show'`,
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "Redis::CommandError: WRONGPASS invalid username-password pair or user is disabled.",
    }),
  },
  // ---------------- authorization
  {
    cat: "authorization",
    rt: "python",
    kind: "app",
    hints: ["accessdenied", "access denied", "403", "forbidden", "permission"],
    sev: "medium",
    note: "IAM policy change removed s3:PutObject from the origin's role; uploads fail AccessDenied",
    first: (c) => [
      {
        level: "error",
        msg: `upload of ${c.noun} export failed`,
        errType: "botocore.exceptions.ClientError",
        stack: [
          "Traceback (most recent call last):",
          ...pyFile(
            `/app/${c.noun}/storage.py`,
            n(c, 40, 120),
            "put",
            "self.s3.put_object(Bucket=self.bucket, Key=key, Body=body)",
          ),
          ...pyFile(
            "/usr/local/lib/python3.12/site-packages/botocore/client.py",
            1021,
            "_make_api_call",
            "raise error_class(parsed_response, operation_name)",
          ),
          "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
    }),
  },
  {
    cat: "authorization",
    rt: "go",
    kind: "app",
    hints: ["forbidden", "rbac", "cannot list", "permission", "403"],
    sev: "medium",
    note: "RBAC Role for the origin's service account lost 'list configmaps'; its informer cannot sync",
    first: (c) => [
      {
        level: "warn",
        msg: `k8s.io/client-go@v0.30.2/tools/cache/reflector.go:232: failed to list *v1.ConfigMap: configmaps is forbidden: User "system:serviceaccount:prod:${c.o}" cannot list resource "configmaps" in API group "" in the namespace "prod"`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `k8s.io/client-go@v0.30.2/tools/cache/reflector.go:232: Failed to watch *v1.ConfigMap: failed to list *v1.ConfigMap: configmaps is forbidden: User "system:serviceaccount:prod:${c.o}" cannot list resource "configmaps" in API group "" in the namespace "prod"`,
    }),
  },
  {
    cat: "authorization",
    rt: "java",
    kind: "app",
    hints: ["permission denied", "42501", "privilege", "grant"],
    sev: "high",
    note: "a migration recreated a table without the GRANT for the origin's role; queries fail permission denied",
    first: (c) => [
      {
        level: "error",
        msg: `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [select * from ${c.noun}_ledger where id = ?]; SQL state [42501]; error code [0]; ERROR: permission denied for table ${c.noun}_ledger] with root cause`,
        errType: "org.postgresql.util.PSQLException",
        stack: [
          `org.postgresql.util.PSQLException: ERROR: permission denied for table ${c.noun}_ledger`,
          "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
          "\tat org.postgresql.jdbc.PgPreparedStatement.executeQuery(PgPreparedStatement.java:137)",
          "\tat com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeQuery(HikariProxyPreparedStatement.java)",
          jf(c.pkg, `${c.cls}Dao`, "findById", n(c, 30, 90)),
          ...spring,
        ],
      },
    ],
    again: (c) => ({ level: "error", msg: `ERROR: permission denied for table ${c.noun}_ledger (SQLState 42501)` }),
  },
  {
    cat: "authorization",
    rt: "node",
    kind: "app",
    hints: ["does not have", "permission", "403", "forbidden", "storage.objects.create"],
    sev: "medium",
    note: "bucket IAM binding for the origin's service account was dropped; GCS writes answer 403",
    first: (c) => [
      {
        level: "error",
        msg: `ApiError: ${c.o}@prod-apps.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).`,
        errType: "ApiError",
        stack: [
          nodeAt(
            "new ApiError",
            "/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js",
            113,
            15,
          ),
          nodeAt(
            "Util.parseHttpRespBody",
            "/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js",
            248,
            38,
          ),
          nodeAt(`${c.cls}Store.save`, `/app/dist/${c.noun}/store.js`, n(c, 20, 90), n(c, 5, 30)),
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `GCS write rejected (403): ${c.o}@prod-apps.iam.gserviceaccount.com does not have storage.objects.create access`,
    }),
  },
  // ---------------- configuration
  {
    cat: "configuration",
    rt: "java",
    kind: "app",
    hints: ["placeholder", "configuration", "property", "beancreation", "config"],
    sev: "high",
    note: "new release references a property missing from the prod profile; the origin fails to start and crash-loops",
    first: (c) => [
      { level: "info", msg: `Starting ${c.cls}Application v2.${n(c, 10, 40)}.0 using Java 21.0.3 with PID 1` },
      {
        level: "error",
        msg: "Application run failed",
        errType: "org.springframework.beans.factory.BeanCreationException",
        stack: [
          `org.springframework.beans.factory.BeanCreationException: Error creating bean with name '${c.noun}Client': Injection of autowired dependencies failed`,
          "\tat org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:515)",
          "\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
          jf(c.pkg, `${c.cls}Application`, "main", 12),
          `Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder '${c.noun}.upstream.base-url' in value "\${${c.noun}.upstream.base-url}"`,
          "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
          "\t... 17 common frames omitted",
        ],
      },
    ],
    again: (c) => ({
      level: "error",
      msg: `Application run failed: Could not resolve placeholder '${c.noun}.upstream.base-url' in value "\${${c.noun}.upstream.base-url}"`,
    }),
  },
  {
    cat: "configuration",
    rt: "python",
    kind: "app",
    hints: ["keyerror", "environment", "config", "worker failed to boot", "env"],
    sev: "high",
    note: "deploy dropped an environment variable; gunicorn workers of the origin fail to boot with KeyError",
    first: (c) => [
      { level: "info", msg: `[1] [INFO] Booting worker with pid: ${n(c, 8, 40)}` },
      {
        level: "error",
        msg: `[${n(c, 8, 40)}] [ERROR] Exception in worker process`,
        errType: "KeyError",
        stack: [
          "Traceback (most recent call last):",
          ...pyFile(
            "/usr/local/lib/python3.11/site-packages/gunicorn/arbiter.py",
            609,
            "spawn_worker",
            "worker.init_process()",
          ),
          ...pyFile(
            `/app/${c.noun}/settings.py`,
            n(c, 10, 40),
            "<module>",
            `UPSTREAM_URL = os.environ["${c.noun.toUpperCase()}_UPSTREAM_URL"]`,
          ),
          ...pyFile("<frozen os>", 679, "__getitem__", ""),
          `KeyError: '${c.noun.toUpperCase()}_UPSTREAM_URL'`,
        ],
      },
      { level: "info", msg: "[1] [INFO] Shutting down: Master" },
      { level: "info", msg: "[1] [INFO] Reason: Worker failed to boot." },
    ],
    again: () => ({ level: "info", msg: "[1] [INFO] Reason: Worker failed to boot." }),
  },
  {
    cat: "configuration",
    rt: "node",
    kind: "app",
    hints: ["config", "environment", "required", "redis_url", "missing"],
    sev: "high",
    note: "helm values lost REDIS_URL in the release; the origin's config schema rejects startup and the pods crash-loop",
    first: () => [
      {
        level: "error",
        msg: 'Error: Config validation error: "REDIS_URL" is required',
        errType: "Error",
        stack: [
          nodeAt("validate", "/app/node_modules/@nestjs/config/dist/config.module.js", 73, 23),
          nodeAt("ConfigModule.forRoot", "/app/node_modules/@nestjs/config/dist/config.module.js", 55, 17),
          nodeAt("Object.<anonymous>", "/app/dist/app.module.js", 24, 35),
          "    at Module._compile (node:internal/modules/cjs/loader:1358:14)",
        ],
      },
    ],
    again: () => ({ level: "error", msg: 'Error: Config validation error: "REDIS_URL" is required' }),
  },
  {
    cat: "configuration",
    rt: "go",
    kind: "app",
    hints: ["config", "yaml", "unmarshal", "configuration"],
    sev: "high",
    note: "a config-map edit wrote a duration string into an integer field; the origin exits at start and crash-loops",
    first: (c) => [
      {
        level: "fatal",
        msg: `failed to load config /etc/${c.o}/config.yaml: yaml: unmarshal errors:\n  line ${n(c, 10, 40)}: cannot unmarshal !!str \`30s\` into int`,
      },
    ],
    again: (c) => ({
      level: "fatal",
      msg: `failed to load config /etc/${c.o}/config.yaml: yaml: unmarshal errors: cannot unmarshal !!str \`30s\` into int`,
    }),
  },
  // ---------------- database
  {
    cat: "database",
    rt: "python",
    kind: "app",
    hints: ["too many clients", "operationalerror", "connection", "database", "postgres"],
    sev: "high",
    note: "its Postgres hit max_connections; the origin's SQLAlchemy pool cannot open connections",
    first: (c) => [
      {
        level: "error",
        msg: `Exception on /v1/${c.noun}s [GET]`,
        errType: "sqlalchemy.exc.OperationalError",
        stack: [
          "Traceback (most recent call last):",
          ...pyFile(
            "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py",
            145,
            "__init__",
            "self._dbapi_connection = engine.raw_connection()",
          ),
          ...pyFile(
            "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py",
            122,
            "connect",
            "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
          ),
          'psycopg2.OperationalError: connection to server at "10.0.4.21", port 5432 failed: FATAL:  sorry, too many clients already',
          "",
          "The above exception was the direct cause of the following exception:",
          "",
          'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "10.0.4.21", port 5432 failed: FATAL:  sorry, too many clients already',
          "(Background on this error at: https://sqlalche.me/e/20/e3q8)",
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: 'pool checkout failed: connection to server at "10.0.4.21", port 5432 failed: FATAL:  sorry, too many clients already',
    }),
  },
  {
    cat: "database",
    rt: "java",
    kind: "app",
    hints: ["deadlock", "sql", "transaction", "mysql", "database"],
    sev: "medium",
    note: "a new batch update order deadlocks against request writes in MySQL; the origin's transactions roll back",
    first: (c) => [
      {
        level: "error",
        msg: `Transaction rolled back for ${c.noun} update`,
        errType: "org.springframework.dao.CannotAcquireLockException",
        stack: [
          `org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [update ${c.noun}s set state = ? where id = ?]; Deadlock found when trying to get lock; try restarting transaction`,
          "\tat org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:263)",
          jf(c.pkg, `${c.cls}Repository`, "updateState", n(c, 40, 140)),
          "Caused by: com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
          "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:123)",
          "\tat com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdateInternal(ClientPreparedStatement.java:1061)",
          "\t... 31 common frames omitted",
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "SQL Error: 1213, SQLState: 40001 - Deadlock found when trying to get lock; try restarting transaction",
    }),
  },
  {
    cat: "database",
    rt: "go",
    kind: "app",
    hints: ["recovery mode", "57p03", "database", "postgres", "sqlstate"],
    sev: "high",
    note: "its Postgres primary restarted and sits in recovery; the origin's pgx pool is refused",
    first: (c) => [
      {
        level: "error",
        msg: `acquire conn: failed to connect to \`host=${c.noun}-db.internal user=${c.noun}_rw database=${c.noun}s\`: server error (FATAL: the database system is in recovery mode (SQLSTATE 57P03))`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `db ping failed: failed to connect to \`host=${c.noun}-db.internal user=${c.noun}_rw database=${c.noun}s\`: server error (FATAL: the database system is in recovery mode (SQLSTATE 57P03))`,
    }),
  },
  {
    cat: "database",
    rt: "node",
    kind: "app",
    hints: ["connection slots", "reserved", "postgres", "database", "connection"],
    sev: "high",
    note: "its Postgres ran out of non-superuser connection slots; node-postgres pool of the origin fails",
    first: (c) => [
      {
        level: "error",
        msg: "error: remaining connection slots are reserved for non-replication superuser connections",
        errType: "DatabaseError",
        stack: [
          nodeAt("Parser.parseErrorMessage", "/app/node_modules/pg-protocol/dist/parser.js", 283, 98),
          nodeAt("Parser.handlePacket", "/app/node_modules/pg-protocol/dist/parser.js", 122, 29),
          nodeAt(`${c.cls}Repo.find`, `/app/dist/${c.noun}/repo.js`, n(c, 20, 90), 21),
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "pg pool: remaining connection slots are reserved for non-replication superuser connections",
    }),
  },
  // ---------------- dependency
  {
    cat: "dependency",
    rt: "go",
    kind: "app",
    hints: ["503", "vendor", "service unavailable", "upstream", "dependency"],
    sev: "medium",
    note: "the third-party API it calls answers 503 for every request (vendor outage)",
    first: (c) => [
      {
        level: "warn",
        msg: `POST https://${c.vendor}/v2/${c.noun}s: 503 Service Unavailable {"error":{"type":"api_error","message":"The service is temporarily unavailable. Please try again later."}}`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `POST https://${c.vendor}/v2/${c.noun}s: 503 Service Unavailable (attempt 3/3)`,
    }),
  },
  {
    cat: "dependency",
    rt: "java",
    kind: "app",
    hints: ["kafka", "broker", "not available", "dependency"],
    sev: "high",
    note: "the Kafka cluster it produces to went down; the producer only warns while sends back up",
    first: () => [
      {
        level: "warn",
        msg: "[Producer clientId=producer-1] Connection to node 2 (kafka-2.kafka.svc/10.0.9.12:9092) could not be established. Node may not be available.",
      },
      {
        level: "warn",
        msg: "[Producer clientId=producer-1] Connection to node -1 (kafka-bootstrap/10.0.9.10:9092) could not be established. Broker may not be available.",
      },
    ],
    again: () => ({
      level: "warn",
      msg: "[Producer clientId=producer-1] Connection to node 1 (kafka-1.kafka.svc/10.0.9.11:9092) could not be established. Broker may not be available.",
    }),
  },
  {
    cat: "dependency",
    rt: "python",
    kind: "app",
    hints: ["502", "bad gateway", "vendor", "httperror", "dependency"],
    sev: "medium",
    note: "the vendor API behind it answers 502 Bad Gateway (provider outage)",
    first: (c) => [
      {
        level: "error",
        msg: `call to ${c.vendor} failed`,
        errType: "requests.exceptions.HTTPError",
        stack: [
          "Traceback (most recent call last):",
          ...pyFile(`/app/${c.noun}/vendor_client.py`, n(c, 30, 90), "submit", "resp.raise_for_status()"),
          ...pyFile(
            "/usr/local/lib/python3.12/site-packages/requests/models.py",
            1024,
            "raise_for_status",
            "raise HTTPError(http_error_msg, response=self)",
          ),
          `requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://${c.vendor}/v3/${c.noun}s`,
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `502 Server Error: Bad Gateway for url: https://${c.vendor}/v3/${c.noun}s`,
    }),
  },
  {
    cat: "dependency",
    rt: "dotnet",
    kind: "app",
    hints: ["503", "brokencircuit", "circuit", "vendor", "dependency", "service unavailable"],
    sev: "medium",
    note: "the vendor API answers 503 and the origin's Polly breaker to it opens",
    first: (c) => [
      {
        level: "warn",
        msg: `Execution attempt. Source: '${c.cls}Client-standard//Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '2', Execution Time: ${n(c, 80, 400)}ms`,
      },
      {
        level: "error",
        msg: `Request to https://${c.vendor}/api/${c.noun}s failed`,
        errType: "Polly.CircuitBreaker.BrokenCircuitException",
        stack: [
          "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
          " ---> System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
          "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
          dn(
            `${c.cls}.Vendor.${c.cls}Client.SendAsync(CancellationToken ct)`,
            `/src/Vendor/${c.cls}Client.cs`,
            n(c, 40, 120),
          ),
          "   --- End of inner exception stack trace ---",
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `Circuit breaker for https://${c.vendor} is open; last outcome 503 (Service Unavailable)`,
    }),
  },
  // ---------------- disk
  {
    cat: "disk",
    rt: "postgres",
    kind: "pg",
    hints: ["no space", "disk", "wal", "device"],
    sev: "high",
    note: "the Postgres WAL volume filled; the server PANICs, restarts and stays in recovery",
    first: (c) => [
      {
        level: "fatal",
        msg: `${pgPid(c)} PANIC:  could not write to file "pg_wal/xlogtemp.${n(c, 100, 999)}": No space left on device`,
      },
      { level: "info", msg: `[1] LOG:  server process (PID ${n(c, 2000, 9000)}) was terminated by signal 6: Aborted` },
      { level: "info", msg: "[1] LOG:  terminating any other active server processes" },
      { level: "info", msg: "[1] LOG:  all server processes terminated; reinitializing" },
    ],
    again: (c) => ({
      level: "warn",
      msg: `${pgPid(c)} FATAL:  the database system is in recovery mode`,
    }),
    direct: () =>
      'connection to server at "10.0.4.30", port 5432 failed: FATAL:  the database system is in recovery mode',
  },
  {
    cat: "disk",
    rt: "elasticsearch",
    kind: "es",
    hints: ["flood stage", "disk", "watermark", "read-only", "read_only"],
    sev: "medium",
    note: "an Elasticsearch data node crossed the flood-stage watermark; indices went read-only (server only warns)",
    first: (c) => [
      {
        level: "warn",
        msg: `[o.e.c.r.a.DiskThresholdMonitor] [${c.o}-data-1] flood stage disk watermark [95%] exceeded on [Xq3lT0bqS0aT][${c.o}-data-1][/usr/share/elasticsearch/data] free: 1.2gb[4.1%], all indices on this node will be marked read-only`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `[o.e.c.r.a.DiskThresholdMonitor] [${c.o}-data-1] flood stage disk watermark [95%] exceeded on [Xq3lT0bqS0aT][${c.o}-data-1][/usr/share/elasticsearch/data] free: ${c.rng.range(0.6, 1.1).toFixed(1)}gb[3.${n(c, 0, 9)}%], all indices on this node will be marked read-only`,
    }),
    direct: () =>
      "ElasticsearchException[Elasticsearch exception [type=cluster_block_exception, reason=index [docs-v3] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]]",
  },
  {
    cat: "disk",
    rt: "java",
    kind: "app",
    hints: ["no space", "disk", "ioexception", "device"],
    sev: "medium",
    note: "the origin's spool volume filled up; writing temp files fails No space left on device",
    first: (c) => [
      {
        level: "error",
        msg: `could not spool ${c.noun} payload to /var/spool/${c.o}`,
        errType: "java.io.IOException",
        stack: [
          "java.io.IOException: No space left on device",
          "\tat java.base/java.io.FileOutputStream.writeBytes(Native Method)",
          "\tat java.base/java.io.FileOutputStream.write(FileOutputStream.java:367)",
          "\tat java.base/java.io.BufferedOutputStream.flushBuffer(BufferedOutputStream.java:125)",
          jf(c.pkg, `${c.cls}Spool`, "write", n(c, 30, 90)),
          ...spring,
        ],
      },
    ],
    again: () => ({ level: "warn", msg: "spool write failed: java.io.IOException: No space left on device" }),
  },
  {
    cat: "disk",
    rt: "python",
    kind: "app",
    hints: ["no space", "errno 28", "disk", "oserror", "device"],
    sev: "medium",
    note: "the origin's scratch volume is full; writes fail OSError [Errno 28]",
    first: (c) => [
      {
        level: "error",
        msg: `failed to render ${c.noun} bundle`,
        errType: "OSError",
        stack: [
          "Traceback (most recent call last):",
          ...pyFile(`/app/${c.noun}/render.py`, n(c, 40, 160), "write_bundle", "fh.write(chunk)"),
          "OSError: [Errno 28] No space left on device",
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `OSError: [Errno 28] No space left on device: '/scratch/${c.noun}-${c.rng.hex(6)}.tmp'`,
    }),
  },
  // ---------------- memory
  {
    cat: "memory",
    rt: "java",
    kind: "app",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    note: "an unbounded cache grew until the JVM ran out of heap; requests stall in GC and fail",
    first: (c) => [
      {
        level: "warn",
        msg: `[gc] GC(${n(c, 2000, 9000)}) Pause Full (G1 Compaction Pause) 3987M->3971M(4096M) ${n(c, 2100, 4800)}.${n(c, 100, 999)}ms`,
      },
      {
        level: "error",
        msg: `Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space`,
        errType: "java.lang.OutOfMemoryError",
        stack: [
          "java.lang.OutOfMemoryError: Java heap space",
          "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
          "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          jf(c.pkg, `${c.cls}Cache`, "put", n(c, 30, 120)),
          jf(c.pkg, `${c.cls}Service`, "load", n(c, 30, 120)),
          ...spring,
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `[gc] GC(${n(c, 2000, 9000)}) Pause Full (G1 Compaction Pause) 4091M->4088M(4096M) ${n(c, 3000, 6000)}.${n(c, 100, 999)}ms`,
    }),
  },
  {
    cat: "memory",
    rt: "go",
    kind: "app",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "the Go process allocated past its limit and died with runtime: out of memory",
    first: () => [
      {
        level: "fatal",
        msg: "fatal error: runtime: out of memory",
        stack: [
          "",
          "runtime stack:",
          "runtime.throw({0x1a5c2f1?, 0x2000?})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffc5d2b8f10 sp=0x7ffc5d2b8ee0 pc=0x43c8fc",
          "runtime.sysMapOS(0xc0a4000000, 0x40000000?)",
          "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
          "",
          "goroutine 4127 [running]:",
          ...goFrame(
            "encoding/json.(*decodeState).literalStore(...)",
            "/usr/local/go/src/encoding/json/decode.go",
            947,
            "0x2b5",
          ),
        ],
      },
    ],
    again: () => ({ level: "fatal", msg: "fatal error: runtime: out of memory" }),
  },
  {
    cat: "memory",
    rt: "node",
    kind: "app",
    hints: ["heap", "out of memory", "memory", "allocation failed"],
    sev: "high",
    note: "V8 reached its heap limit; the Node process aborts and restarts repeatedly",
    first: () => [
      {
        level: "fatal",
        msg: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        stack: [
          " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          " 3: 0x1106a45 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "<--- Last few GCs ---> Mark-Compact (reduce) 2043.6 (2083.1) -> 2042.9 (2083.8) MB, 1849.20 / 0.00 ms (average mu = 0.112, current mu = 0.041) allocation failure",
    }),
  },
  {
    cat: "memory",
    rt: "python",
    kind: "app",
    hints: ["memoryerror", "memory", "oom"],
    sev: "high",
    note: "a report endpoint loads a whole table into memory; the Python worker raises MemoryError",
    first: (c) => [
      {
        level: "error",
        msg: `Exception in ASGI application`,
        errType: "MemoryError",
        stack: [
          "Traceback (most recent call last):",
          ...pyFile(`/app/${c.noun}/export.py`, n(c, 40, 140), "build_rows", "rows = list(cursor.fetchall())"),
          ...pyFile(
            "/usr/local/lib/python3.12/site-packages/pandas/core/frame.py",
            843,
            "__init__",
            "mgr = dict_to_mgr(data, index, columns, dtype=dtype, copy=copy, typ=manager)",
          ),
          "MemoryError: Unable to allocate 3.41 GiB for an array with shape (457123840,) and data type int64",
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "worker memory above limit (rss 3.9 GiB of 4 GiB), recycling after current request",
    }),
  },
  // ---------------- network
  {
    cat: "network",
    rt: "go",
    kind: "app",
    hints: ["dns", "lookup", "no such host", "server misbehaving", "network"],
    sev: "medium",
    note: "cluster DNS stopped resolving the vendor host for the origin; every outbound call fails on lookup",
    first: (c) => [
      {
        level: "error",
        msg: `Post "https://${c.vendor}/v1/${c.noun}s": dial tcp: lookup ${c.vendor} on 10.96.0.10:53: server misbehaving`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `Post "https://${c.vendor}/v1/${c.noun}s": dial tcp: lookup ${c.vendor} on 10.96.0.10:53: server misbehaving`,
    }),
  },
  {
    cat: "network",
    rt: "java",
    kind: "app",
    hints: ["ssl", "handshake", "tls", "certpath", "network"],
    sev: "medium",
    note: "an egress proxy started intercepting TLS; the origin's handshakes to the vendor fail PKIX path building",
    first: (c) => [
      {
        level: "error",
        msg: `I/O error on POST request for "https://${c.vendor}/api/${c.noun}s": PKIX path building failed`,
        errType: "javax.net.ssl.SSLHandshakeException",
        stack: [
          "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
          "\tat java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)",
          "\tat java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:378)",
          "\tat java.base/sun.security.ssl.CertificateMessage$T13CertificateConsumer.checkServerCerts(CertificateMessage.java:1304)",
          jf(c.pkg, `${c.cls}VendorClient`, "submit", n(c, 30, 90)),
          "Caused by: sun.security.validator.ValidatorException: PKIX path building failed",
          "\t... 62 common frames omitted",
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `SSLHandshakeException talking to ${c.vendor}:443: PKIX path building failed: unable to find valid certification path to requested target`,
    }),
  },
  {
    cat: "network",
    rt: "node",
    kind: "app",
    hints: ["econnreset", "reset", "socket", "network", "connection"],
    sev: "medium",
    note: "a NAT gateway change resets the origin's long-lived outbound connections (read ECONNRESET)",
    first: (c) => [
      {
        level: "error",
        msg: `request to https://${c.vendor}/v1/${c.noun}s failed, reason: read ECONNRESET`,
        errType: "FetchError",
        stack: [
          `FetchError: request to https://${c.vendor}/v1/${c.noun}s failed, reason: read ECONNRESET`,
          nodeAt("ClientRequest.<anonymous>", "/app/node_modules/node-fetch/lib/index.js", 1505, 11),
          "    at ClientRequest.emit (node:events:519:28)",
          "    at TLSSocket.socketErrorListener (node:_http_client:500:9)",
          "    at TLSWrap.onStreamRead (node:internal/stream_base_commons:217:20)",
        ],
      },
    ],
    again: (c) => ({ level: "warn", msg: `socket hang up / read ECONNRESET talking to ${c.vendor}, will retry` }),
  },
  {
    cat: "network",
    rt: "python",
    kind: "app",
    hints: ["no route", "newconnectionerror", "connection", "network", "errno 113"],
    sev: "medium",
    note: "a security-group change cut the origin's route to the vendor subnet (No route to host)",
    first: (c) => [
      {
        level: "error",
        msg: `sync with ${c.vendor} failed`,
        errType: "requests.exceptions.ConnectionError",
        stack: [
          "Traceback (most recent call last):",
          ...pyFile(
            "/usr/local/lib/python3.12/site-packages/urllib3/connection.py",
            203,
            "_new_conn",
            "sock = connection.create_connection(",
          ),
          "OSError: [Errno 113] No route to host",
          "",
          "During handling of the above exception, another exception occurred:",
          "",
          `requests.exceptions.ConnectionError: HTTPSConnectionPool(host='${c.vendor}', port=443): Max retries exceeded with url: /v2/${c.noun}s (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a2c1b9d90>: Failed to establish a new connection: [Errno 113] No route to host'))`,
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `HTTPSConnectionPool(host='${c.vendor}', port=443): Failed to establish a new connection: [Errno 113] No route to host`,
    }),
  },
  // ---------------- null_reference
  {
    cat: "null_reference",
    rt: "java",
    kind: "app",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "records without a billing address hit an unchecked getter in the origin (NullPointerException)",
    first: (c) => [
      {
        level: "error",
        msg: `Servlet.service() for servlet [dispatcherServlet] threw exception`,
        errType: "java.lang.NullPointerException",
        stack: [
          `java.lang.NullPointerException: Cannot invoke "${c.pkg}.model.Address.getCountryCode()" because the return value of "${c.pkg}.model.${c.cls}.getBillingAddress()" is null`,
          jf(c.pkg, `${c.cls}Mapper`, "toDto", n(c, 30, 90)),
          jf(c.pkg, `${c.cls}Controller`, "get", n(c, 30, 90)),
          ...spring,
        ],
      },
    ],
    again: (c) => ({
      level: "error",
      msg: `java.lang.NullPointerException: Cannot invoke "${c.pkg}.model.Address.getCountryCode()" because the return value of "${c.pkg}.model.${c.cls}.getBillingAddress()" is null`,
    }),
  },
  {
    cat: "null_reference",
    rt: "dotnet",
    kind: "app",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "a new optional field arrives empty and the origin dereferences it (NullReferenceException)",
    first: (c) => [
      {
        level: "error",
        msg: "An unhandled exception has occurred while executing the request.",
        errType: "System.NullReferenceException",
        stack: [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          dn(
            `${c.cls}.Api.Services.${c.cls}Service.BuildSummary(${c.cls} entity)`,
            `/src/Services/${c.cls}Service.cs`,
            n(c, 40, 200),
          ),
          dn(
            `${c.cls}.Api.Controllers.${c.cls}Controller.Get(Guid id)`,
            `/src/Controllers/${c.cls}Controller.cs`,
            n(c, 20, 80),
          ),
          "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
        ],
      },
    ],
    again: () => ({
      level: "error",
      msg: "System.NullReferenceException: Object reference not set to an instance of an object.",
    }),
  },
  {
    cat: "null_reference",
    rt: "node",
    kind: "app",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    sev: "medium",
    note: "a response without the 'pricing' object crashes the origin's handler (TypeError reading undefined)",
    first: (c) => [
      {
        level: "error",
        msg: "TypeError: Cannot read properties of undefined (reading 'currency')",
        errType: "TypeError",
        stack: [
          nodeAt(`${c.cls}Presenter.present`, `/app/dist/${c.noun}/presenter.js`, n(c, 20, 90), n(c, 5, 40)),
          nodeAt(`${c.cls}Controller.get`, `/app/dist/${c.noun}/controller.js`, n(c, 20, 90), n(c, 5, 40)),
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ],
      },
    ],
    again: () => ({ level: "error", msg: "TypeError: Cannot read properties of undefined (reading 'currency')" }),
  },
  {
    cat: "null_reference",
    rt: "go",
    kind: "app",
    hints: ["nil pointer", "nil", "invalid memory address", "panic"],
    sev: "medium",
    note: "a nil map entry is dereferenced in the origin's handler; net/http recovers the panic per request",
    first: (c) => [
      {
        level: "error",
        msg: `http: panic serving 10.0.${n(c, 1, 9)}.${n(c, 2, 250)}:${n(c, 30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        stack: [
          `goroutine ${n(c, 1000, 90000)} [running]:`,
          ...goFrame("net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go", 1898, "0xbe"),
          ...goFrame("panic({0x9c2e40?, 0xf3a7a0?})", "/usr/local/go/src/runtime/panic.go", 770, "0x132"),
          ...goFrame(
            `${c.o.replace(/-/g, "")}/internal/handler.(*${c.cls}Handler).Get(0xc0001a2b40, {0xb1e2a8, 0xc0004e2000}, 0xc0003f6d80)`,
            `/src/internal/handler/${c.noun}.go`,
            n(c, 40, 200),
            "0x1c4",
          ),
        ],
      },
    ],
    again: (c) => ({
      level: "error",
      msg: `http: panic serving 10.0.${n(c, 1, 9)}.${n(c, 2, 250)}:${n(c, 30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
    }),
  },
  // ---------------- rate_limiting
  {
    cat: "rate_limiting",
    rt: "go",
    kind: "app",
    hints: ["429", "quota", "rate", "ratelimitexceeded"],
    sev: "medium",
    note: "the origin exhausted its per-minute quota at the vendor API (googleapi 429 rateLimitExceeded)",
    first: (c) => [
      {
        level: "warn",
        msg: `googleapi: Error 429: Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service '${c.vendor}' for consumer 'project_number:4471902235'., rateLimitExceeded`,
      },
    ],
    again: () => ({
      level: "warn",
      msg: "googleapi: Error 429: Quota exceeded for quota metric 'Read requests', rateLimitExceeded (backing off 8s)",
    }),
  },
  {
    cat: "rate_limiting",
    rt: "node",
    kind: "app",
    hints: ["429", "too many requests", "rate", "throttl"],
    sev: "medium",
    note: "the vendor started throttling the origin's API key (HTTP 429 Too Many Requests, Retry-After 30)",
    first: (c) => [
      {
        level: "error",
        msg: `HTTPError: Response code 429 (Too Many Requests) from https://${c.vendor}/v1/${c.noun}s, retry-after: 30`,
        errType: "HTTPError",
        stack: [
          nodeAt("Request.<anonymous>", "/app/node_modules/got/dist/source/as-promise/index.js", 118, 42),
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ],
      },
    ],
    again: (c) => ({ level: "warn", msg: `429 Too Many Requests from ${c.vendor} (retry-after 30s), request dropped` }),
  },
  {
    cat: "rate_limiting",
    rt: "dotnet",
    kind: "app",
    hints: ["429", "toomanyrequests", "request rate is large", "throttl", "rate"],
    sev: "medium",
    note: "Cosmos DB throughput (RU/s) is exhausted for the origin's container; requests answer 429",
    first: (c) => [
      {
        level: "error",
        msg: `Cosmos read of ${c.noun} failed`,
        errType: "Microsoft.Azure.Cosmos.CosmosException",
        stack: [
          'Microsoft.Azure.Cosmos.CosmosException : Response status code does not indicate success: TooManyRequests (429); Substatus: 3200; ActivityId: 8c1f0e6b-2d7a-4e91-b1a4-6f0d3c2e9a57; Reason: (Message: {"Errors":["Request rate is large. More Request Units may be needed, so no changes were made. Please retry this request later."]});',
          "   at Microsoft.Azure.Cosmos.ResponseMessage.EnsureSuccessStatusCode()",
          dn(`${c.cls}.Data.${c.cls}Store.ReadAsync(String id)`, `/src/Data/${c.cls}Store.cs`, n(c, 30, 90)),
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "Cosmos request throttled: TooManyRequests (429) Substatus 3200, RetryAfter 00:00:01.2",
    }),
  },
  {
    cat: "rate_limiting",
    rt: "ruby",
    kind: "app",
    hints: ["ratelimit", "rate limit", "429", "too many requests"],
    sev: "medium",
    note: "the payment provider rate-limits the origin's account (Stripe::RateLimitError)",
    first: (c) => [
      {
        level: "error",
        msg: "Stripe::RateLimitError: Request rate limit exceeded. You can learn more about rate limits here https://stripe.com/docs/rate-limits.",
        errType: "Stripe::RateLimitError",
        stack: [
          "/usr/local/bundle/gems/stripe-10.15.0/lib/stripe/stripe_client.rb:763:in `handle_error_response'",
          "/usr/local/bundle/gems/stripe-10.15.0/lib/stripe/stripe_client.rb:698:in `execute_request_with_rescues'",
          `/app/app/services/${c.noun}_charger.rb:${n(c, 20, 70)}:in \`call'`,
        ],
      },
    ],
    again: () => ({ level: "warn", msg: "Stripe::RateLimitError (429) - request rate limit exceeded" }),
  },
  // ---------------- timeout
  {
    cat: "timeout",
    rt: "java",
    kind: "app",
    hints: ["timeout", "timed out", "sockettimeout"],
    sev: "medium",
    note: "the vendor stopped answering within the origin's read timeout (SocketTimeoutException: Read timed out)",
    first: (c) => [
      {
        level: "error",
        msg: `I/O error on POST request for "https://${c.vendor}/api/${c.noun}s": Read timed out`,
        errType: "org.springframework.web.client.ResourceAccessException",
        stack: [
          `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://${c.vendor}/api/${c.noun}s": Read timed out`,
          "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:905)",
          jf(c.pkg, `${c.cls}Gateway`, "submit", n(c, 30, 90)),
          "Caused by: java.net.SocketTimeoutException: Read timed out",
          "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
          "\t... 44 common frames omitted",
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `call to ${c.vendor} timed out after 10000ms (java.net.SocketTimeoutException: Read timed out)`,
    }),
  },
  {
    cat: "timeout",
    rt: "go",
    kind: "app",
    hints: ["statement timeout", "timeout", "canceling statement", "deadline"],
    sev: "medium",
    note: "a query plan change makes the origin's main query exceed statement_timeout",
    first: (c) => [
      {
        level: "warn",
        msg: `query ${c.noun}s by owner: ERROR: canceling statement due to statement timeout (SQLSTATE 57014) elapsed=5.001s`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `query ${c.noun}s by owner: ERROR: canceling statement due to statement timeout (SQLSTATE 57014) elapsed=5.00${n(c, 0, 9)}s`,
    }),
  },
  {
    cat: "timeout",
    rt: "python",
    kind: "app",
    hints: ["readtimeout", "read timed out", "timeout"],
    sev: "medium",
    note: "the vendor API stopped answering within the origin's 10 s read timeout",
    first: (c) => [
      {
        level: "error",
        msg: `${c.noun} lookup at ${c.vendor} failed`,
        errType: "requests.exceptions.ReadTimeout",
        stack: [
          "Traceback (most recent call last):",
          ...pyFile(
            "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py",
            536,
            "_make_request",
            "response = conn.getresponse()",
          ),
          "TimeoutError: The read operation timed out",
          "",
          "During handling of the above exception, another exception occurred:",
          "",
          `requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='${c.vendor}', port=443): Read timed out. (read timeout=10)`,
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `HTTPSConnectionPool(host='${c.vendor}', port=443): Read timed out. (read timeout=10)`,
    }),
  },
  {
    cat: "timeout",
    rt: "dotnet",
    kind: "app",
    hints: ["timeout", "taskcanceled", "httpclient.timeout", "canceled"],
    sev: "medium",
    note: "the vendor hangs and the origin's HttpClient gives up after its configured timeout",
    first: (c) => [
      {
        level: "error",
        msg: `Call to https://${c.vendor}/v1/${c.noun}s failed`,
        errType: "System.Threading.Tasks.TaskCanceledException",
        stack: [
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
          " ---> System.TimeoutException: The operation was canceled.",
          "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
          dn(
            `${c.cls}.Integrations.VendorClient.PostAsync(Object body)`,
            "/src/Integrations/VendorClient.cs",
            n(c, 30, 90),
          ),
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
    }),
  },
  // ---------------- validation
  {
    cat: "validation",
    rt: "python",
    kind: "app",
    hints: ["validation", "validationerror", "pydantic", "pattern", "invalid"],
    sev: "medium",
    note: "an upstream feed started sending 4-digit postcodes; the origin's pydantic model rejects every record",
    first: (c) => [
      {
        level: "error",
        msg: `rejecting ${c.noun} batch`,
        errType: "pydantic_core._pydantic_core.ValidationError",
        stack: [
          "Traceback (most recent call last):",
          ...pyFile(`/app/${c.noun}/ingest.py`, n(c, 30, 90), "parse", `return ${c.cls}Event.model_validate(payload)`),
          `pydantic_core._pydantic_core.ValidationError: 1 validation error for ${c.cls}Event`,
          "address.postcode",
          "  String should match pattern '^[0-9]{5}$' [type=string_pattern_mismatch, input_value='4021', input_type=str]",
          "    For further information visit https://errors.pydantic.dev/2.7/v/string_pattern_mismatch",
        ],
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `1 validation error for ${c.cls}Event address.postcode: String should match pattern '^[0-9]{5}$' [type=string_pattern_mismatch]`,
    }),
  },
  {
    cat: "validation",
    rt: "java",
    kind: "app",
    hints: ["invalidformat", "deserialize", "validation", "invalid", "jackson"],
    sev: "medium",
    note: "a partner integration started sending dates as dd/MM/yyyy; the origin's Jackson mapping rejects every payload",
    first: (_c) => [
      {
        level: "warn",
        msg: `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "28/11/2026": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '28/11/2026' could not be parsed at index 0]`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "${n(c, 10, 28)}/11/2026"]`,
    }),
  },
  {
    cat: "validation",
    rt: "go",
    kind: "app",
    hints: ["unmarshal", "json", "validation", "invalid", "type"],
    sev: "medium",
    note: "a partner switched prices to strings; the origin's JSON decoding rejects the payloads",
    first: (c) => [
      {
        level: "warn",
        msg: `decode ${c.noun} request: json: cannot unmarshal string into Go struct field ${c.cls}Line.lines.unit_price of type float64`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `decode ${c.noun} request: json: cannot unmarshal string into Go struct field ${c.cls}Line.lines.unit_price of type float64`,
    }),
  },
  {
    cat: "validation",
    rt: "node",
    kind: "app",
    hints: ["zoderror", "invalid_type", "validation", "expected number"],
    sev: "medium",
    note: "a new mobile client build sends quantity as a string; the origin's zod schema rejects every order",
    first: () => [
      {
        level: "error",
        msg: 'ZodError: [\n  {\n    "code": "invalid_type",\n    "expected": "number",\n    "received": "string",\n    "path": [\n      "items",\n      0,\n      "quantity"\n    ],\n    "message": "Expected number, received string"\n  }\n]',
        errType: "ZodError",
        stack: [
          "    at get error [as error] (/app/node_modules/zod/lib/types.js:55:31)",
          "    at ZodObject.parse (/app/node_modules/zod/lib/types.js:131:22)",
        ],
      },
    ],
    again: () => ({
      level: "warn",
      msg: "request body rejected: invalid_type at items.0.quantity (Expected number, received string)",
    }),
  },
  // ---------------- unknown
  {
    cat: "unknown",
    rt: "go",
    kind: "app",
    hints: ["exit", "crash", "unknown", "restart", "status 2"],
    sev: "high",
    note: "the origin process keeps exiting with status 2 and restarting; its logs never say why",
    first: (c) => [
      { level: "error", msg: `process exited: exit status 2 (uptime ${n(c, 20, 90)}s)` },
      { level: "info", msg: `starting ${c.o} version=1.${n(c, 10, 40)}.${n(c, 0, 9)} listen=:8080` },
    ],
    again: (c) => ({ level: "error", msg: `process exited: exit status 2 (uptime ${n(c, 5, 60)}s)` }),
  },
  {
    cat: "unknown",
    rt: "ruby",
    kind: "app",
    hints: ["500", "internal server error", "unknown", "error"],
    sev: "medium",
    note: "the origin returns 500 for most requests but logs only the status line, no exception",
    first: (c) => [
      {
        level: "warn",
        msg: `Completed 500 Internal Server Error in ${n(c, 3, 40)}ms (ActiveRecord: 0.0ms | Allocations: ${n(c, 200, 900)})`,
      },
    ],
    again: (c) => ({
      level: "warn",
      msg: `Completed 500 Internal Server Error in ${n(c, 3, 40)}ms (ActiveRecord: 0.0ms | Allocations: ${n(c, 200, 900)})`,
    }),
  },
  {
    cat: "unknown",
    rt: "dotnet",
    kind: "app",
    hints: ["exception", "unknown", "unhandled", "error"],
    sev: "medium",
    note: "the origin throws a bare System.Exception with no message on most requests",
    first: (c) => [
      {
        level: "error",
        msg: "An unhandled exception has occurred while executing the request.",
        errType: "System.Exception",
        stack: [
          "System.Exception: Exception of type 'System.Exception' was thrown.",
          dn(`${c.cls}.Api.Pipeline.Step.Execute()`, "/src/Pipeline/Step.cs", n(c, 10, 90)),
          "   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
        ],
      },
    ],
    again: () => ({ level: "error", msg: "An unhandled exception has occurred while executing the request." }),
  },
  {
    cat: "unknown",
    rt: "node",
    kind: "app",
    hints: ["unknown", "error", "exit", "crash"],
    sev: "high",
    note: "the origin's Node process dies with exit code 1 after an error with no message, then restarts",
    first: (c) => [
      {
        level: "error",
        msg: "Error",
        stack: [
          "    at <anonymous>",
          `    at ${c.cls}Worker.tick (/app/dist/worker.js:${n(c, 10, 90)}:${n(c, 3, 30)})`,
        ],
      },
      { level: "info", msg: `npm ERR! code 1\nnpm ERR! path /app\nnpm ERR! command sh -c node dist/main.js` },
    ],
    again: () => ({ level: "error", msg: "process exited with code 1" }),
  },
];
