// The 52 faults (4 per category). Each names where the fault lives: the store itself, or the application that
// misuses it (then the store's complaints are victims of the client's change). `apps[0]` is the client in focus,
// `apps[1..]` are the other callers that report the failure in their own words.
import { request } from "./background.js";
import type { App, Estate, StoreKind } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { cass, es, etcd, ip, kafka, mongo, mysql, pg, rabbit, redis, zk } from "./stores.js";
import type { Msg, Stream } from "./stream.js";

export interface Ctx {
  s: Stream;
  r: Rng;
  e: Estate;
  st: Record<StoreKind, string>;
  apps: App[];
  f: number;
  end: number;
  db: string;
}

export interface Scenario {
  cat: string;
  stores: StoreKind[];
  /** "app" = apps[0]; otherwise the store of that kind. */
  origin: "app" | StoreKind;
  hints: string[];
  sev: "medium" | "high";
  /** The wide-column store is ScyllaDB rather than Cassandra. */
  scylla?: boolean;
  note: (c: Ctx) => string;
  run: (c: Ctx) => void;
}

const S = 1000;
const M = 60_000;

function storm(
  c: Ctx,
  svc: string,
  from: number,
  to: number,
  gap: number,
  level: Level,
  msg: (i: number) => Msg,
  stack?: string,
) {
  const app = c.apps.some((a) => a.name === svc);
  c.s.poisson(from, to, gap, (t, i) =>
    c.s.emit(svc, t, level, msg(i), { ...(app ? { trace: c.r.hex(12) } : {}), ...(stack ? { stack } : {}) }),
  );
}

function rt(a: App, o: Record<App["runtime"], string>): string {
  return o[a.runtime];
}

function deploy(c: Ctx, a: App, t: number, version: string, what: string) {
  c.s.emit(a.name, t, "info", `received SIGTERM, draining ${c.r.int(3, 40)} in-flight requests`);
  c.s.emit(a.name, t + 4 * S, "info", `starting ${a.name} ${version} (git ${c.r.hex(7)}): ${what}`);
  c.s.emit(a.name, t + 6 * S, "info", `listening on :8080`);
}

/** The other callers report a 5xx from `via` in their own words. */
function upstream(c: Ctx, via: string, from: number, to: number, gap: number, why: string) {
  for (const a of c.apps.slice(1, 3)) {
    if (a.name === via) continue;
    storm(
      c,
      a.name,
      from,
      to,
      gap,
      "error",
      () => request(a, "POST", a.routes[0], 502, c.r.int(30, 3000) + 0.5, ip(c.r)) + ` (upstream ${via}: ${why})`,
    );
  }
}

const pgStack = `org.postgresql.util.PSQLException`;
const jv = (ex: string, frames: string[]) =>
  frames
    .map((f) => `\tat ${f}`)
    .join("\n")
    .replace(/^/, `${ex}\n`);

export const SCENARIOS: Scenario[] = [
  // ---------------------------------------------------------------- authentication
  {
    cat: "authentication",
    stores: ["postgres", "redis"],
    origin: "app",
    hints: ["password", "authentication", "credential"],
    sev: "high",
    note: (c) =>
      `${c.apps[0].name} restarted with the pre-rotation database password; ${c.st.postgres} rejects every login`,
    run: (c) => {
      const a = c.apps[0];
      const u = a.name.replace(/-/g, "_");
      deploy(c, a, c.f - 5 * S, "secret-reload", "reloaded DATABASE_URL from vault path secret/data/db/" + u);
      storm(c, c.st.postgres, c.f, c.end, 700, "error", () =>
        pg(
          c.r.int(1000, 60000),
          `${u}@${c.db}`,
          "FATAL",
          `password authentication failed for user "${u}"\nDETAIL:  Connection matched pg_hba.conf line 98: "host all all 10.0.0.0/8 scram-sha-256"`,
        ),
      );
      storm(c, a.name, c.f, c.end, 900, "error", () =>
        rt(a, {
          node: `error: password authentication failed for user "${u}"`,
          java: `HikariPool-1 - Exception during pool initialization. ${pgStack}: FATAL: password authentication failed for user "${u}"`,
          python: `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "${c.st.postgres}" (10.0.2.11), port 5432 failed: FATAL:  password authentication failed for user "${u}"`,
          go: `failed to connect to \`host=${c.st.postgres} user=${u} database=${c.db}\`: failed SASL auth (FATAL: password authentication failed for user "${u}" (SQLSTATE 28P01))`,
        }),
      );
      upstream(c, a.name, c.f + 3 * S, c.end, 2500, "503 Service Unavailable");
    },
  },
  {
    cat: "authentication",
    stores: ["mongo", "kafka"],
    origin: "app",
    hints: ["authentication", "scram", "credential"],
    sev: "high",
    note: (c) =>
      `${c.apps[0].name} deployed with a stale MongoDB user secret after rotation; SCRAM auth fails on ${c.st.mongo}`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 8 * S, "4.7.0", "mongo credentials from secret mongo-app-v7");
      storm(c, c.st.mongo, c.f, c.end, 800, "info", () =>
        mongo("I", "ACCESS", 20249, `conn${c.r.int(10000, 99999)}`, "Authentication failed", {
          mechanism: "SCRAM-SHA-256",
          speculative: true,
          principalName: a.name,
          authenticationDatabase: "admin",
          remote: `${ip(c.r)}:${c.r.int(30000, 60000)}`,
          extraInfo: {},
          error: "AuthenticationFailed: SCRAM authentication failed, storedKey mismatch",
        }),
      );
      storm(c, a.name, c.f, c.end, 1100, "error", () =>
        rt(a, {
          node: "MongoServerError: Authentication failed.",
          java:
            "com.mongodb.MongoSecurityException: Exception authenticating MongoCredential{mechanism=SCRAM-SHA-256, userName='" +
            a.name +
            "', source='admin', password=<hidden>, mechanismProperties=<hidden>}",
          python:
            "pymongo.errors.OperationFailure: Authentication failed., full error: {'ok': 0.0, 'errmsg': 'Authentication failed.', 'code': 18, 'codeName': 'AuthenticationFailed'}",
          go: 'connection() error occurred during connection handshake: auth error: sasl conversation error: unable to authenticate using mechanism "SCRAM-SHA-256": (AuthenticationFailed) Authentication failed.',
        }),
      );
      upstream(c, a.name, c.f + 2 * S, c.end, 3000, "500 Internal Server Error");
    },
  },
  {
    cat: "authentication",
    stores: ["rabbitmq", "postgres"],
    origin: "app",
    hints: ["login", "credential", "authentication", "refused"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} still uses the old RabbitMQ password after rotation; PLAIN login refused, jobs pile up unsent`,
    run: (c) => {
      const a = c.apps[0];
      const u = a.name.replace(/-/g, "_");
      deploy(c, a, c.f - 3 * S, "2.18.1", "amqp credentials rotated");
      storm(c, c.st.rabbitmq, c.f, c.end, 1500, "error", () =>
        rabbit(
          c.r,
          `Error on AMQP connection <0.${c.r.int(300, 9000)}.0> (${ip(c.r)}:${c.r.int(30000, 60000)} -> 10.0.0.5:5672, state: starting):\nPLAIN login refused: user '${u}' - invalid credentials`,
        ),
      );
      storm(c, a.name, c.f, c.end, 1500, "error", () =>
        rt(a, {
          node: 'Error: Handshake terminated by server: 403 (ACCESS-REFUSED) with message "ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the broker logfile."',
          java: "com.rabbitmq.client.AuthenticationFailureException: ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the broker logfile.",
          python:
            "pika.exceptions.ProbableAuthenticationError: ConnectionClosedByBroker: (403) 'ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the broker logfile.'",
          go: 'Exception (403) Reason: "username or password not allowed"',
        }),
      );
      storm(
        c,
        a.name,
        c.f + M,
        c.end,
        20 * S,
        "warn",
        (i) => `outbox: ${120 + i * 37} messages pending, broker connection unavailable`,
      );
    },
  },
  {
    cat: "authentication",
    stores: ["redis", "mysql"],
    origin: "app",
    hints: ["wrongpass", "password", "auth"],
    sev: "medium",
    note: (c) => `${c.apps[0].name} rolled out with the old Redis ACL password; WRONGPASS on every connect`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 6 * S, "7.2.3", "redis ACL user " + a.name);
      storm(c, a.name, c.f, c.end, 700, "error", () =>
        rt(a, {
          node: "ReplyError: WRONGPASS invalid username-password pair or user is disabled.",
          java: "io.lettuce.core.RedisCommandExecutionException: WRONGPASS invalid username-password pair or user is disabled.",
          python: "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.",
          go: "redis: WRONGPASS invalid username-password pair or user is disabled.",
        }),
      );
      c.s.emit(c.st.redis, c.f - 40 * S, "info", redis("M", "*", "ACL: loaded users from /etc/redis/users.acl"));
      upstream(c, a.name, c.f + S, c.end, 2800, "500 Internal Server Error");
    },
  },
  // ---------------------------------------------------------------- authorization
  {
    cat: "authorization",
    stores: ["postgres", "kafka"],
    origin: "app",
    hints: ["permission", "denied", "grant"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name}'s release migration created table invoice_adjustments as the migrator role without GRANT; the app role is denied`,
    run: (c) => {
      const a = c.apps[0];
      const u = a.name.replace(/-/g, "_");
      deploy(c, a, c.f - 20 * S, "5.3.0", "migration 0147_invoice_adjustments applied");
      c.s.emit(
        c.st.postgres,
        c.f - 18 * S,
        "info",
        pg(
          c.r.int(1000, 60000),
          `migrator@${c.db}`,
          "LOG",
          "statement: CREATE TABLE invoice_adjustments (id bigserial primary key, invoice_id bigint not null, amount_cents bigint not null, reason text)",
        ),
      );
      storm(c, c.st.postgres, c.f, c.end, 1200, "error", () =>
        pg(
          c.r.int(1000, 60000),
          `${u}@${c.db}`,
          "ERROR",
          `permission denied for table invoice_adjustments\nSTATEMENT:  INSERT INTO invoice_adjustments (invoice_id, amount_cents, reason) VALUES ($1, $2, $3)`,
        ),
      );
      storm(c, a.name, c.f, c.end, 1200, "error", () =>
        rt(a, {
          node: "error: permission denied for table invoice_adjustments",
          java: `${pgStack}: ERROR: permission denied for table invoice_adjustments`,
          python: "psycopg2.errors.InsufficientPrivilege: permission denied for table invoice_adjustments",
          go: "ERROR: permission denied for table invoice_adjustments (SQLSTATE 42501)",
        }),
      );
    },
  },
  {
    cat: "authorization",
    stores: ["minio", "postgres"],
    origin: "minio",
    hints: ["access denied", "accessdenied", "policy", "denied"],
    sev: "medium",
    note: (c) =>
      `an admin replaced the bucket policy on ${c.st.minio}; the app's access key lost s3:PutObject and uploads get AccessDenied`,
    run: (c) => {
      const a = c.apps[0];
      c.s.emit(
        c.st.minio,
        c.f - 2 * S,
        "info",
        `Policy 'uploads-rw' updated by 'minio-admin' (statements: s3:GetObject, s3:ListBucket on arn:aws:s3:::uploads/*)`,
      );
      storm(
        c,
        c.st.minio,
        c.f,
        c.end,
        1500,
        "error",
        () =>
          `API: PutObject(bucket=uploads, object=${c.r.hex(2)}/${c.r.hex(16)}.bin)\nTime: ${new Date(c.f).toISOString().slice(11, 19)} UTC ${new Date(c.f).toISOString().slice(0, 10)}\nDeploymentID: 3f1c${c.r.hex(4)}-${c.r.hex(4)}\nRequestID: 17${c.r.hex(14).toUpperCase()}\nRemoteHost: ${ip(c.r)}\nHost: ${c.st.minio}:9000\nUserAgent: aws-sdk\nError: Access Denied. (cmd.APIError)`,
      );
      storm(c, a.name, c.f, c.end, 1500, "error", () =>
        rt(a, {
          node: "AccessDenied: Access Denied\n    at throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:867:20)",
          java: "software.amazon.awssdk.services.s3.model.S3Exception: Access Denied. (Service: S3, Status Code: 403, Request ID: 17A3B9C0D1E2F3A4)",
          python:
            "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied.",
          go: "operation error S3: PutObject, https response error StatusCode: 403, api error AccessDenied: Access Denied.",
        }),
      );
    },
  },
  {
    cat: "authorization",
    stores: ["mongo", "redis"],
    origin: "app",
    hints: ["unauthorized", "not authorized", "authorization", "role"],
    sev: "medium",
    note: (c) => `${c.apps[0].name} started writing to a new collection its Mongo role has no insert privilege on`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 10 * S, "3.9.0", "audit copies written to collection " + c.db + ".change_audit");
      storm(c, c.st.mongo, c.f, c.end, 1300, "info", () =>
        mongo("I", "ACCESS", 20436, `conn${c.r.int(10000, 99999)}`, "Checking authorization failed", {
          error: {
            code: 13,
            codeName: "Unauthorized",
            errmsg: `not authorized on ${c.db} to execute command { insert: "change_audit", ordered: true, lsid: { id: UUID("${c.r.hex(8)}-${c.r.hex(4)}-4${c.r.hex(3)}-${c.r.hex(4)}-${c.r.hex(12)}") }, $db: "${c.db}" }`,
          },
        }),
      );
      storm(c, a.name, c.f, c.end, 1300, "error", () =>
        rt(a, {
          node: `MongoServerError: not authorized on ${c.db} to execute command { insert: "change_audit" }`,
          java: `com.mongodb.MongoCommandException: Command failed with error 13 (Unauthorized): 'not authorized on ${c.db} to execute command { insert: "change_audit" }'`,
          python: `pymongo.errors.OperationFailure: not authorized on ${c.db} to execute command { insert: "change_audit" }, full error: {'ok': 0.0, 'code': 13, 'codeName': 'Unauthorized'}`,
          go: `(Unauthorized) not authorized on ${c.db} to execute command { insert: "change_audit" }`,
        }),
      );
      upstream(c, a.name, c.f + S, c.end, 4000, "500 Internal Server Error");
    },
  },
  {
    cat: "authorization",
    stores: ["kafka", "zookeeper"],
    origin: "app",
    hints: ["authorization", "topicauthorization", "denied", "acl"],
    sev: "medium",
    note: (c) => `${c.apps[0].name} started producing to topic invoices-v2 with no WRITE ACL for its principal`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 12 * S, "6.0.0", "produce to invoices-v2 (schema v2)");
      storm(c, c.st.kafka, c.f, c.end, 900, "info", () =>
        kafka(
          `Principal = User:${a.name} is Denied Operation = Write from host = ${ip(c.r)} on resource = Topic:LITERAL:invoices-v2 for request = Produce with resourceRefCount = 1 based on rule DefaultDeny`,
          "kafka.authorizer.logger",
        ),
      );
      storm(c, a.name, c.f, c.end, 1000, "error", () =>
        rt(a, {
          node: "KafkaJSProtocolError: Not authorized to access topics: [Topic authorization failed]",
          java: "org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [invoices-v2]",
          python:
            'confluent_kafka.KafkaException: KafkaError{code=TOPIC_AUTHORIZATION_FAILED,val=29,str="Broker: Topic authorization failed"}',
          go: "kafka server: The client is not authorized to access this topic",
        }),
      );
    },
  },
  // ---------------------------------------------------------------- configuration
  {
    cat: "configuration",
    stores: ["redis", "postgres"],
    origin: "redis",
    hints: ["protected mode", "protected-mode", "config", "bind"],
    sev: "high",
    note: (c) =>
      `${c.st.redis} restarted with a new redis.conf (bind 127.0.0.1, protected-mode yes); every client is refused`,
    run: (c) => {
      const rd = c.st.redis;
      c.s.emit(rd, c.f - 3 * S, "info", redis("M", "#", "Received SIGTERM scheduling shutdown..."));
      c.s.emit(rd, c.f - 2 * S, "info", redis("M", "*", "DB saved on disk"));
      c.s.emit(rd, c.f - 1 * S, "info", redis("M", "#", "Redis is now ready to exit, bye bye..."));
      c.s.emit(
        rd,
        c.f,
        "info",
        redis("C", "#", "Redis version=7.2.4, bits=64, commit=00000000, modified=0, pid=1, just started"),
      );
      c.s.emit(rd, c.f + 10, "info", redis("C", "#", "Configuration loaded"));
      c.s.emit(
        rd,
        c.f + 20,
        "warn",
        redis(
          "M",
          "#",
          "WARNING: The TCP backlog setting of 511 cannot be enforced because /proc/sys/net/core/somaxconn is set to the lower value of 128.",
        ),
      );
      c.s.emit(rd, c.f + 30, "info", redis("M", "*", "Running mode=standalone, port=6379."));
      c.s.emit(rd, c.f + 40, "info", redis("M", "*", "Server initialized"));
      c.s.emit(rd, c.f + 900, "info", redis("M", "*", "Ready to accept connections tcp"));
      for (const a of c.apps.slice(0, 3))
        storm(c, a.name, c.f + 2 * S, c.end, 1400, "error", () =>
          rt(a, {
            node: "ReplyError: DENIED Redis is running in protected mode because protected mode is enabled and no password is set for the default user.",
            java: "io.lettuce.core.RedisConnectionException: DENIED Redis is running in protected mode because protected mode is enabled and no password is set for the default user.",
            python:
              "redis.exceptions.ConnectionError: DENIED Redis is running in protected mode because protected mode is enabled and no password is set for the default user.",
            go: "DENIED Redis is running in protected mode because protected mode is enabled and no password is set for the default user.",
          }),
        );
    },
  },
  {
    cat: "configuration",
    stores: ["postgres", "redis"],
    origin: "postgres",
    hints: ["listen_addresses", "config", "refused"],
    sev: "high",
    note: (c) =>
      `${c.st.postgres} restarted after a config push that set listen_addresses = 'localhost'; all remote clients get connection refused`,
    run: (c) => {
      const p = c.st.postgres;
      c.s.emit(p, c.f - 4 * S, "info", pg(1, "", "LOG", "received fast shutdown request"));
      c.s.emit(p, c.f - 3 * S, "info", pg(1, "", "LOG", "aborting any active transactions"));
      c.s.emit(p, c.f - 2 * S, "info", pg(1, "", "LOG", "database system is shut down"));
      c.s.emit(
        p,
        c.f,
        "info",
        pg(
          1,
          "",
          "LOG",
          "starting PostgreSQL 16.3 on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit",
        ),
      );
      c.s.emit(p, c.f + 10, "info", pg(1, "", "LOG", 'listening on IPv4 address "127.0.0.1", port 5432'));
      c.s.emit(p, c.f + 20, "info", pg(1, "", "LOG", 'listening on Unix socket "/var/run/postgresql/.s.PGSQL.5432"'));
      c.s.emit(p, c.f + 900, "info", pg(1, "", "LOG", "database system is ready to accept connections"));
      for (const a of c.apps.slice(0, 3))
        storm(c, a.name, c.f + 1500, c.end, 1500, "error", () =>
          rt(a, {
            node: `Error: connect ECONNREFUSED 10.0.2.11:5432`,
            java: `${pgStack}: Connection to ${p}:5432 refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.`,
            python: `psycopg2.OperationalError: connection to server at "${p}" (10.0.2.11), port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?`,
            go: `failed to connect to \`host=${p} user=app database=${c.db}\`: dial error (dial tcp 10.0.2.11:5432: connect: connection refused)`,
          }),
        );
    },
  },
  {
    cat: "configuration",
    stores: ["cassandra", "kafka"],
    origin: "app",
    hints: ["local dc", "datacenter", "config", "nonodeavailable"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} deployed with CASSANDRA_LOCAL_DC=eu-west while the cluster's datacenter is dc1; no node is usable`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 5 * S, "2.4.0", "CASSANDRA_LOCAL_DC=eu-west");
      c.s.emit(
        a.name,
        c.f,
        "warn",
        `[s0] You specified eu-west as the local DC, but some contact points are from a different DC: Node(endPoint=/10.0.5.3:9042, hostId=${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}, hashCode=${c.r.hex(8)})=dc1, Node(endPoint=/10.0.5.4:9042, hostId=${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}, hashCode=${c.r.hex(8)})=dc1; please provide the correct local DC, or check your contact points`,
      );
      storm(
        c,
        a.name,
        c.f + S,
        c.end,
        900,
        "error",
        () => "com.datastax.oss.driver.api.core.NoNodeAvailableException: No node was available to execute the query",
      );
      upstream(c, a.name, c.f + 2 * S, c.end, 3000, "503 Service Unavailable");
    },
  },
  {
    cat: "configuration",
    stores: ["mysql", "redis"],
    origin: "mysql",
    hints: ["sql_mode", "only_full_group_by", "config"],
    sev: "medium",
    note: (c) =>
      `${c.st.mysql} came back from maintenance with the default sql_mode (ONLY_FULL_GROUP_BY) instead of the tuned my.cnf; report queries fail`,
    run: (c) => {
      const m = c.st.mysql;
      c.s.emit(
        m,
        c.f - 5 * S,
        "info",
        mysql(
          0,
          "System",
          "MY-013172",
          "Server",
          "Received SHUTDOWN from user <via user signal>. Shutting down mysqld (Version: 8.0.36).",
        ),
      );
      c.s.emit(
        m,
        c.f,
        "info",
        mysql(0, "System", "MY-010116", "Server", "/usr/sbin/mysqld (mysqld 8.0.36) starting as process 1"),
      );
      c.s.emit(
        m,
        c.f + 10,
        "warn",
        mysql(0, "Warning", "MY-010068", "Server", "CA certificate ca.pem is self signed."),
      );
      c.s.emit(
        m,
        c.f + 200,
        "info",
        mysql(
          0,
          "System",
          "MY-010931",
          "Server",
          "/usr/sbin/mysqld: ready for connections. Version: '8.0.36'  socket: '/var/run/mysqld/mysqld.sock'  port: 3306  MySQL Community Server - GPL.",
        ),
      );
      for (const a of c.apps.slice(0, 2))
        storm(
          c,
          a.name,
          c.f + 5 * S,
          c.end,
          2000,
          "error",
          () =>
            `${rt(a, { node: "Error: ER_WRONG_FIELD_WITH_GROUP: ", java: "java.sql.SQLSyntaxErrorException: ", python: "pymysql.err.OperationalError: (1055, '", go: "Error 1055 (42000): " })}Expression #2 of SELECT list is not in GROUP BY clause and contains nonaggregated column '${c.db}.t.region' which is not functionally dependent on columns in GROUP BY clause; this is incompatible with sql_mode=only_full_group_by`,
        );
    },
  },
  // ---------------------------------------------------------------- database
  {
    cat: "database",
    stores: ["postgres", "redis"],
    origin: "app",
    hints: ["connection", "slots", "n+1", "database", "pool"],
    sev: "high",
    note: (c) =>
      `${c.apps[0].name} release introduced an N+1 query per list item; it saturates ${c.st.postgres} connections and other clients are refused`,
    run: (c) => {
      const a = c.apps[0];
      const u = a.name.replace(/-/g, "_");
      deploy(c, a, c.f - 30 * S, "8.1.0", "list endpoint now embeds line items");
      storm(c, c.st.postgres, c.f, c.end, 60, "info", () =>
        pg(
          c.r.int(1000, 60000),
          `${u}@${c.db}`,
          "LOG",
          `duration: ${c.r.int(1000, 4000)}.${c.r.int(100, 999)} ms  execute <unnamed>: SELECT * FROM line_items WHERE order_id = $1\nDETAIL:  parameters: $1 = '${c.r.int(1000000, 9999999)}'`,
        ),
      );
      storm(c, c.st.postgres, c.f + M, c.end, 500, "error", () =>
        pg(
          c.r.int(1000, 60000),
          `[unknown]@[unknown]`,
          "FATAL",
          "remaining connection slots are reserved for non-replication superuser connections",
        ),
      );
      storm(c, a.name, c.f + 40 * S, c.end, 900, "warn", () =>
        rt(a, {
          node: "pool exhausted: waiting for a free connection (max=100, waiting=64)",
          java: "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=100, active=100, idle=0, waiting=58)",
          python:
            "sqlalchemy.exc.TimeoutError: QueuePool limit of size 50 overflow 50 reached, connection timed out, timeout 30.00",
          go: "pgxpool: acquire conn: context deadline exceeded (max conns 100 in use)",
        }),
      );
      for (const b of c.apps.slice(1, 3))
        storm(c, b.name, c.f + M, c.end, 800, "error", () =>
          rt(b, {
            node: "error: remaining connection slots are reserved for non-replication superuser connections",
            java: `${pgStack}: FATAL: remaining connection slots are reserved for non-replication superuser connections`,
            python:
              "psycopg2.OperationalError: FATAL:  remaining connection slots are reserved for non-replication superuser connections",
            go: "FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300)",
          }),
        );
    },
  },
  {
    cat: "database",
    stores: ["postgres", "kafka"],
    origin: "app",
    hints: ["deadlock", "database"],
    sev: "medium",
    note: (c) =>
      `a new bulk re-pricing job in ${c.apps[0].name} updates rows in the opposite order to checkout; deadlocks on ${c.st.postgres}`,
    run: (c) => {
      const a = c.apps[0];
      const u = a.name.replace(/-/g, "_");
      deploy(c, a, c.f - 15 * S, "4.2.0", "bulk repricing job enabled");
      c.s.emit(a.name, c.f, "info", "job bulk-reprice started: 184220 rows in batches of 500");
      storm(c, c.st.postgres, c.f, c.end, 1800, "error", () => {
        const p1 = c.r.int(1000, 60000);
        const p2 = c.r.int(1000, 60000);
        const tx = c.r.int(9000000, 9999999);
        return pg(
          p1,
          `${u}@${c.db}`,
          "ERROR",
          `deadlock detected\nDETAIL:  Process ${p1} waits for ShareLock on transaction ${tx}; blocked by process ${p2}.\n\tProcess ${p2} waits for ShareLock on transaction ${tx + 3}; blocked by process ${p1}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${c.r.int(100, 9000)},${c.r.int(1, 90)}) in relation "line_items"\nSTATEMENT:  UPDATE line_items SET unit_price_cents = $1 WHERE id = ANY($2)`,
        );
      });
      storm(
        c,
        a.name,
        c.f,
        c.end,
        2000,
        "error",
        () =>
          rt(a, {
            node: "error: deadlock detected",
            java: `${pgStack}: ERROR: deadlock detected`,
            python: "psycopg2.errors.DeadlockDetected: deadlock detected",
            go: "ERROR: deadlock detected (SQLSTATE 40P01)",
          }) + " (batch rolled back, will retry)",
      );
      storm(
        c,
        c.apps[1].name,
        c.f,
        c.end,
        2500,
        "error",
        () => "checkout failed: could not serialize access, deadlock detected on line_items (SQLSTATE 40P01)",
      );
    },
  },
  {
    cat: "database",
    stores: ["mysql", "redis"],
    origin: "mysql",
    hints: ["corruption", "innodb", "page", "database"],
    sev: "high",
    note: (c) =>
      `${c.st.mysql} hits an InnoDB page corruption in a hot table, asserts and crash-loops through recovery`,
    run: (c) => {
      const m = c.st.mysql;
      c.s.every(c.f, c.end, 50 * S, (t) => {
        c.s.emit(
          m,
          t,
          "error",
          mysql(
            12,
            "ERROR",
            "MY-011906",
            "InnoDB",
            `Database page corruption on disk or a failed file read of tablespace ${c.db}/orders page [page id: space=43, page number=${c.r.int(1000, 90000)}]. You may have to recover from a backup.`,
          ),
        );
        c.s.emit(
          m,
          t + 5,
          "error",
          mysql(
            12,
            "ERROR",
            "MY-013183",
            "InnoDB",
            "Assertion failure: buf0buf.cc:4092:ib::fatal triggered thread 140212345",
          ),
        );
        c.s.emit(
          m,
          t + 8,
          "fatal",
          mysql(
            12,
            "ERROR",
            "MY-011937",
            "InnoDB",
            "[FATAL] Apparent corruption of an index page [page id: space=43] to be written to data file. We intentionally crash the server to prevent corrupt data from ending up in data files.",
          ),
        );
        c.s.emit(
          m,
          t + 20 * S,
          "info",
          mysql(0, "System", "MY-010116", "Server", "/usr/sbin/mysqld (mysqld 8.0.36) starting as process 1"),
        );
        c.s.emit(
          m,
          t + 22 * S,
          "info",
          mysql(1, "System", "MY-013576", "InnoDB", "InnoDB initialization has started."),
        );
        c.s.emit(
          m,
          t + 24 * S,
          "info",
          mysql(
            1,
            "Note",
            "MY-013086",
            "InnoDB",
            "Starting to parse redo log at lsn = 81002337812, whereas checkpoint_lsn = 81002337812 and start_lsn = 81002337280",
          ),
        );
      });
      for (const b of c.apps.slice(0, 3))
        storm(c, b.name, c.f + 2 * S, c.end, 1200, "error", () =>
          rt(b, {
            node: "Error: Connection lost: The server closed the connection. (PROTOCOL_CONNECTION_LOST)",
            java: "com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure",
            python: "pymysql.err.OperationalError: (2013, 'Lost connection to MySQL server during query')",
            go: "Error 2013: Lost connection to MySQL server during query",
          }),
        );
    },
  },
  {
    cat: "database",
    stores: ["cassandra", "kafka"],
    origin: "cassandra",
    hints: ["tombstone", "read failure", "readfailure", "database"],
    sev: "medium",
    note: (c) => `reads of a queue-like table on ${c.st.cassandra} scan past the tombstone failure threshold and abort`,
    run: (c) => {
      const ca = c.st.cassandra;
      storm(c, ca, c.f - 2 * M, c.f, 20 * S, "warn", () =>
        cass(
          `ReadStage-${c.r.int(1, 32)}`,
          "ReadCommand.java:569",
          `Read ${c.r.int(50, 500)} live rows and ${c.r.int(1001, 90000)} tombstone cells for query SELECT * FROM ${c.db}.work_queue WHERE bucket = ${c.r.int(1, 64)} LIMIT 5000; token ${c.r.int(1e8, 9e8)} (see tombstone_warn_threshold)`,
        ),
      );
      storm(c, ca, c.f, c.end, 1500, "error", () =>
        cass(
          `ReadStage-${c.r.int(1, 32)}`,
          "ReadCommand.java:548",
          `Scanned over 100001 tombstones during query 'SELECT * FROM ${c.db}.work_queue WHERE bucket = ${c.r.int(1, 64)} LIMIT 5000' (last scanned row token was ${c.r.int(1e8, 9e8)} and partion key was ((${c.r.int(1, 64)}))); query aborted`,
        ),
      );
      for (const b of c.apps.slice(0, 2))
        storm(
          c,
          b.name,
          c.f + S,
          c.end,
          1800,
          "error",
          () =>
            "com.datastax.oss.driver.api.core.servererrors.ReadFailureException: Cassandra failure during read query at consistency LOCAL_QUORUM (2 responses were required but only 0 replica responded, 2 failed)",
        );
    },
  },
  // ---------------------------------------------------------------- disk
  {
    cat: "disk",
    stores: ["postgres", "redis"],
    origin: "postgres",
    hints: ["space", "disk", "enospc", "wal"],
    sev: "high",
    note: (c) =>
      `${c.st.postgres}'s volume fills with WAL (a stale replication slot); writes fail with No space left on device and it PANICs`,
    run: (c) => {
      const p = c.st.postgres;
      c.s.emit(
        p,
        c.f - 3 * M,
        "warn",
        pg(
          77,
          "",
          "WARNING",
          `replication slot "replica_2" is ${c.r.int(40, 60)} GB behind; WAL files are being retained`,
        ),
      );
      storm(c, p, c.f, c.f + 40 * S, 2500, "error", () =>
        pg(
          c.r.int(1000, 60000),
          `app@${c.db}`,
          "ERROR",
          `could not extend file "base/16384/${c.r.int(16000, 99999)}": No space left on device\nHINT:  Check free disk space.`,
        ),
      );
      c.s.emit(
        p,
        c.f + 41 * S,
        "fatal",
        pg(88, "", "PANIC", `could not write to file "pg_wal/xlogtemp.88": No space left on device`),
      );
      c.s.emit(
        p,
        c.f + 42 * S,
        "info",
        pg(1, "", "LOG", "WAL writer process (PID 88) was terminated by signal 6: Aborted"),
      );
      c.s.emit(p, c.f + 43 * S, "info", pg(1, "", "LOG", "terminating any other active server processes"));
      storm(c, p, c.f + M, c.end, 3000, "error", () =>
        pg(c.r.int(1000, 60000), `app@${c.db}`, "FATAL", "the database system is in recovery mode"),
      );
      storm(c, p, c.f + M, c.end, 40 * S, "fatal", () =>
        pg(1, "", "PANIC", `could not write to file "pg_wal/xlogtemp.${c.r.int(80, 300)}": No space left on device`),
      );
      for (const b of c.apps.slice(0, 3))
        storm(c, b.name, c.f + 2 * S, c.end, 1500, "error", () =>
          rt(b, {
            node: "error: could not extend file: No space left on device",
            java: `${pgStack}: ERROR: could not extend file "base/16384/${c.r.int(16000, 99999)}": No space left on device`,
            python: "psycopg2.errors.DiskFull: could not extend file: No space left on device",
            go: "ERROR: could not extend file: No space left on device (SQLSTATE 53100)",
          }),
        );
    },
  },
  {
    cat: "disk",
    stores: ["elasticsearch", "kafka"],
    origin: "elasticsearch",
    hints: ["flood", "watermark", "disk", "read-only", "read_only"],
    sev: "high",
    note: (c) =>
      `${c.st.elasticsearch} data node crosses the flood-stage disk watermark; indices go read-only and indexing fails`,
    run: (c) => {
      const e = c.st.elasticsearch;
      c.s.emit(
        e,
        c.f - 3 * M,
        "warn",
        es(
          "o.e.c.r.a.DiskThresholdMonitor",
          `${e}-master`,
          `high disk watermark [90%] exceeded on [${c.r.hex(22)}][${e}-2][/usr/share/elasticsearch/data] free: 9.8gb[9.7%], shards will be relocated away from this node; currently relocating away shards totalling [0b] bytes`,
        ),
      );
      storm(c, e, c.f, c.end, 30 * S, "warn", () =>
        es(
          "o.e.c.r.a.DiskThresholdMonitor",
          `${e}-master`,
          `flood stage disk watermark [95%] exceeded on [${c.r.hex(22)}][${e}-2][/usr/share/elasticsearch/data] free: ${(c.r.next() * 4 + 1).toFixed(1)}gb[${(c.r.next() * 4 + 1).toFixed(1)}%], all indices on this node will be marked read-only`,
        ),
      );
      for (const b of c.apps.slice(0, 2))
        storm(
          c,
          b.name,
          c.f + S,
          c.end,
          1000,
          "error",
          () =>
            `bulk index failed: {"type":"cluster_block_exception","reason":"index [${c.db}-2026.${c.r.int(10, 12)}] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}`,
        );
    },
  },
  {
    cat: "disk",
    stores: ["kafka", "zookeeper"],
    origin: "kafka",
    hints: ["space", "disk", "log dir", "ioexception"],
    sev: "high",
    note: (c) => `a ${c.st.kafka} broker's log directory fills; it stops serving the dir and its partitions go offline`,
    run: (c) => {
      const k = c.st.kafka;
      c.s.emit(
        k,
        c.f,
        "error",
        kafka(
          `Error while appending records to orders-3 in dir /var/lib/kafka/data`,
          "kafka.server.LogDirFailureChannel",
        ),
        {
          stack: jv("java.io.IOException: No space left on device", [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "kafka.log.LogSegment.append(LogSegment.scala:161)",
            "kafka.log.UnifiedLog.append(UnifiedLog.scala:943)",
          ]),
        },
      );
      c.s.emit(
        k,
        c.f + 100,
        "error",
        kafka(
          "[ReplicaManager broker=2] Stopping serving replicas in dir /var/lib/kafka/data",
          "kafka.server.ReplicaManager",
        ),
      );
      c.s.emit(
        k,
        c.f + 200,
        "fatal",
        kafka("Shutdown broker because all log dirs in /var/lib/kafka/data have failed", "kafka.log.LogManager"),
      );
      storm(c, k, c.f + S, c.end, 4000, "info", () =>
        kafka(
          `[Partition ${c.r.pick(["orders", "events", "audit"])}-${c.r.int(0, 11)} broker=1] Shrinking ISR from 1,2,3 to 1,3. Leader: (highWatermark: ${c.r.int(1e6, 9e6)}, endOffset: ${c.r.int(1e6, 9e6)}). Out of sync replicas: (brokerId: 2, endOffset: ${c.r.int(1e6, 9e6)}).`,
          "kafka.cluster.Partition",
        ),
      );
      for (const b of c.apps.slice(0, 2))
        storm(c, b.name, c.f + 2 * S, c.end, 2500, "warn", () =>
          rt(b, {
            node: "KafkaJSProtocolError: This server is not the leader for that topic-partition",
            java: "org.apache.kafka.common.errors.NotLeaderOrFollowerException: For requests intended only for the leader, this error indicates that the broker is not the current leader.",
            python: 'KafkaError{code=NOT_LEADER_FOR_PARTITION,val=6,str="Broker: Not leader for partition"}',
            go: "kafka server: In the middle of a leadership election, there is currently no leader for this partition and hence it is unavailable for writes",
          }),
        );
    },
  },
  {
    cat: "disk",
    stores: ["minio", "postgres"],
    origin: "minio",
    hints: ["storage", "insufficient", "disk", "space"],
    sev: "high",
    note: (c) => `${c.st.minio}'s drives fill up; PutObject fails with insufficient storage`,
    run: (c) => {
      const mi = c.st.minio;
      c.s.emit(mi, c.f - 2 * M, "warn", "Storage: drive /data3 usage at 97%, 4 of 4 drives above 95%");
      storm(
        c,
        mi,
        c.f,
        c.end,
        1200,
        "error",
        () =>
          `API: PutObject(bucket=uploads, object=${c.r.hex(2)}/${c.r.hex(16)}.bin)\nRemoteHost: ${ip(c.r)}\nError: Storage resources are insufficient for the write operation .minio.sys/tmp (cmd.InsufficientWriteQuorum)\n       1: cmd/erasure-object.go:1238:cmd.erasureObjects.putObject()`,
      );
      for (const b of c.apps.slice(0, 2))
        storm(c, b.name, c.f + S, c.end, 1500, "error", () =>
          rt(b, {
            node: "XMinioStorageFull: Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed.",
            java: "software.amazon.awssdk.services.s3.model.S3Exception: Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed. (Service: S3, Status Code: 507)",
            python:
              "botocore.exceptions.ClientError: An error occurred (XMinioStorageFull) when calling the PutObject operation: Storage backend has reached its minimum free drive threshold.",
            go: "api error XMinioStorageFull: Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed.",
          }),
        );
    },
  },
  // ---------------------------------------------------------------- memory
  {
    cat: "memory",
    stores: ["redis", "postgres"],
    origin: "redis",
    hints: ["oom", "maxmemory", "memory"],
    sev: "high",
    note: (c) => `${c.st.redis} reaches maxmemory under noeviction; writes answer OOM and BGSAVE cannot fork`,
    run: (c) => {
      const rd = c.st.redis;
      storm(c, rd, c.f, c.end, 60 * S, "warn", () =>
        redis("M", "#", "Can't save in background: fork: Cannot allocate memory"),
      );
      storm(c, rd, c.f, c.end, 90 * S, "warn", () =>
        redis(
          "M",
          "#",
          "WARNING: Memory overcommit must be enabled! Without it, a background save or replication may fail under low memory condition.",
        ),
      );
      for (const b of c.apps.slice(0, 3))
        storm(c, b.name, c.f + S, c.end, 1100, "error", () =>
          rt(b, {
            node: "ReplyError: OOM command not allowed when used memory > 'maxmemory'.",
            java: "io.lettuce.core.RedisCommandExecutionException: OOM command not allowed when used memory > 'maxmemory'.",
            python: "redis.exceptions.OutOfMemoryError: OOM command not allowed when used memory > 'maxmemory'.",
            go: "OOM command not allowed when used memory > 'maxmemory'.",
          }),
        );
    },
  },
  {
    cat: "memory",
    stores: ["rabbitmq", "postgres"],
    origin: "rabbitmq",
    hints: ["memory", "alarm", "blocked"],
    sev: "high",
    note: (c) => `${c.st.rabbitmq} crosses its memory high watermark; the memory alarm blocks all publishers`,
    run: (c) => {
      const rb = c.st.rabbitmq;
      c.s.emit(
        rb,
        c.f,
        "warn",
        rabbit(c.r, `vm_memory_high_watermark set. Memory used:${c.r.int(3300, 3500)}000000 allowed:3279374745`),
      );
      c.s.emit(
        rb,
        c.f + 5,
        "warn",
        rabbit(
          c.r,
          `memory resource limit alarm set on node 'rabbit@${rb}-0'.\n\n**********************************************************\n*** Publishers will be blocked until this alarm clears ***\n**********************************************************`,
        ),
      );
      storm(c, rb, c.f + S, c.end, 3000, "info", () =>
        rabbit(
          c.r,
          `connection <0.${c.r.int(300, 9000)}.0> (${ip(c.r)}:${c.r.int(30000, 60000)} -> 10.0.0.5:5672): blocking publishers due to resource alarm`,
        ),
      );
      for (const b of c.apps.slice(0, 3))
        storm(
          c,
          b.name,
          c.f + 2 * S,
          c.end,
          2500,
          "warn",
          () =>
            `AMQP connection blocked by broker: low on memory (publish of ${c.r.pick(["invoice.created", "job.enqueued", "notify.send"])} waiting ${c.r.int(5, 120)}s)`,
        );
    },
  },
  {
    cat: "memory",
    stores: ["cassandra", "kafka"],
    origin: "cassandra",
    hints: ["outofmemory", "heap", "gc", "memory"],
    sev: "high",
    note: (c) =>
      `${c.st.cassandra} node's old-gen fills: multi-second GC pauses, dropped mutations, then java.lang.OutOfMemoryError`,
    run: (c) => {
      const ca = c.st.cassandra;
      storm(c, ca, c.f, c.end, 15 * S, "warn", () =>
        cass(
          "Service Thread",
          "GCInspector.java:299",
          `G1 Old Generation GC in ${c.r.int(4000, 14000)}ms.  G1 Old Gen: ${c.r.int(7900, 8100)}000000 -> ${c.r.int(7800, 8000)}000000;`,
        ),
      );
      storm(c, ca, c.f + 30 * S, c.end, 20 * S, "info", () =>
        cass(
          "ScheduledTasks:1",
          "MessagingMetrics.java:206",
          `MUTATION_REQ messages were dropped in last 5000 ms: 0 internal and ${c.r.int(200, 4000)} cross node. Mean internal dropped latency: 0 ms and Mean cross-node dropped latency: ${c.r.int(2000, 9000)} ms`,
        ),
      );
      c.s.emit(
        ca,
        c.f + 4 * M,
        "error",
        cass("ReadStage-12", "JVMStabilityInspector.java:102", "OutOfMemory error letting the JVM handle the error:"),
        {
          stack: jv("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.nio.HeapByteBuffer.<init>(HeapByteBuffer.java:61)",
            "org.apache.cassandra.io.util.RandomAccessReader.read(RandomAccessReader.java:88)",
          ]),
        },
      );
      for (const b of c.apps.slice(0, 2))
        storm(
          c,
          b.name,
          c.f + 20 * S,
          c.end,
          1500,
          "error",
          () => "com.datastax.oss.driver.api.core.DriverTimeoutException: Query timed out after PT2S",
        );
    },
  },
  {
    cat: "memory",
    stores: ["mongo", "redis"],
    origin: "app",
    hints: ["heap", "memory", "out of memory"],
    sev: "high",
    note: (c) =>
      `${c.apps[0].name}'s new export loads a whole collection into memory (find without limit) and the process runs out of heap; Mongo only shows huge slow scans`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 20 * S, "9.0.2", "CSV export of all accounts");
      c.s.every(c.f, c.end, 70 * S, (t) => {
        c.s.emit(
          c.st.mongo,
          t + 20 * S,
          "info",
          mongo("I", "COMMAND", 51803, `conn${c.r.int(10000, 99999)}`, "Slow query", {
            type: "command",
            ns: `${c.db}.accounts`,
            command: { find: "accounts", filter: {}, batchSize: 1000 },
            planSummary: "COLLSCAN",
            docsExamined: 2400000,
            nreturned: 2400000,
            durationMillis: c.r.int(18000, 40000),
          }),
        );
        const msg = rt(a, {
          node: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          java: "java.lang.OutOfMemoryError: Java heap space",
          python: "MemoryError",
          go: "fatal error: runtime: out of memory",
        });
        c.s.emit(a.name, t + 50 * S, "fatal", msg);
        c.s.emit(a.name, t + 58 * S, "info", `starting ${a.name} 9.0.2`);
      });
      upstream(c, a.name, c.f + 50 * S, c.end, 3000, "connection reset by peer");
    },
  },
  // ---------------------------------------------------------------- network
  {
    cat: "network",
    stores: ["kafka", "zookeeper"],
    origin: "kafka",
    hints: ["network", "connection", "unreachable", "route"],
    sev: "medium",
    note: (c) =>
      `one ${c.st.kafka} broker loses its network path to the others (no route to host); ISR shrinks and its ZooKeeper session expires`,
    run: (c) => {
      const k = c.st.kafka;
      storm(
        c,
        k,
        c.f,
        c.end,
        3000,
        "warn",
        () =>
          kafka(
            `[ReplicaFetcher replicaId=2, leaderId=${c.r.pick([1, 3])}, fetcherId=0] Error in response for fetch request (type=FetchRequest, replicaId=2, maxWait=500, minBytes=1)`,
            "kafka.server.ReplicaFetcherThread",
          ) + `\njava.io.IOException: Connection to ${c.r.pick([1, 3])} was disconnected before the response was read`,
      );
      storm(c, k, c.f, c.end, 5000, "warn", () =>
        kafka(
          `[Controller id=2, targetBrokerId=1] Connection to node 1 (${k}-1/10.0.4.11:9092) could not be established. Broker may not be available.`,
          "org.apache.kafka.clients.NetworkClient",
        ),
      );
      storm(c, k, c.f + 20 * S, c.end, 4000, "info", () =>
        kafka(
          `[Partition ${c.r.pick(["orders", "events", "audit"])}-${c.r.int(0, 11)} broker=1] Shrinking ISR from 1,2,3 to 1,3. Leader: (highWatermark: ${c.r.int(1e6, 9e6)}, endOffset: ${c.r.int(1e6, 9e6)}). Out of sync replicas: (brokerId: 2, endOffset: ${c.r.int(1e6, 9e6)}).`,
          "kafka.cluster.Partition",
        ),
      );
      c.s.emit(
        c.st.zookeeper,
        c.f + 40 * S,
        "info",
        zk(
          1,
          "INFO",
          "SessionTracker:ZooKeeperServer@632",
          `Expiring session 0x100${c.r.hex(9)}, timeout of 18000ms exceeded`,
        ),
      );
      c.s.emit(
        k,
        c.f + 41 * S,
        "warn",
        `[ZooKeeperClient Kafka server] Session expired. (kafka.zookeeper.ZooKeeperClient)`,
      );
      c.s.emit(
        k,
        c.f + 5 * S,
        "error",
        `[Broker id=2] Connection to ${c.st.zookeeper}-0/10.0.6.2:2181 failed: java.net.NoRouteToHostException: No route to host (kafka.zookeeper.ZooKeeperClient)`,
      );
      storm(
        c,
        c.apps[0].name,
        c.f + 10 * S,
        c.end,
        4000,
        "warn",
        () =>
          "Got error produce response with correlation id " +
          c.r.int(1000, 99999) +
          " on topic-partition orders-" +
          c.r.int(0, 11) +
          ", retrying (2 attempts left). Error: NETWORK_EXCEPTION",
      );
    },
  },
  {
    cat: "network",
    stores: ["postgres", "redis"],
    origin: "app",
    hints: ["dns", "enotfound", "eai_again", "resolve", "network"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name}'s pods cannot resolve ${c.st.postgres} (DNS lookups fail from its node pool); other clients are fine`,
    run: (c) => {
      const a = c.apps[0];
      storm(c, a.name, c.f, c.end, 900, "error", () =>
        rt(a, {
          node: `Error: getaddrinfo EAI_AGAIN ${c.st.postgres}.${c.e.ns}.svc.cluster.local`,
          java: `java.net.UnknownHostException: ${c.st.postgres}.${c.e.ns}.svc.cluster.local: Temporary failure in name resolution`,
          python: `psycopg2.OperationalError: could not translate host name "${c.st.postgres}.${c.e.ns}.svc.cluster.local" to address: Temporary failure in name resolution`,
          go: `dial tcp: lookup ${c.st.postgres}.${c.e.ns}.svc.cluster.local on 10.96.0.10:53: read udp 10.2.7.14:41288->10.96.0.10:53: i/o timeout`,
        }),
      );
      upstream(c, a.name, c.f + S, c.end, 3500, "503 Service Unavailable");
    },
  },
  {
    cat: "network",
    stores: ["mongo", "redis"],
    origin: "mongo",
    hints: ["unreachable", "network", "heartbeat", "route"],
    sev: "medium",
    note: (c) =>
      `${c.st.mongo}'s primary loses its network path to a secondary and clients (host unreachable); heartbeats fail`,
    run: (c) => {
      const mg = c.st.mongo;
      storm(c, mg, c.f, c.end, 2000, "info", () =>
        mongo("I", "REPL_HB", 23974, "ReplCoord-" + c.r.int(1, 9), "Heartbeat failed after max retries", {
          target: `${mg}-2.${mg}:27017`,
          maxHeartbeatRetries: 2,
          error: {
            code: 6,
            codeName: "HostUnreachable",
            errmsg: `Error connecting to ${mg}-2.${mg}:27017 (10.0.5.22:27017) :: caused by :: No route to host`,
          },
        }),
      );
      storm(c, mg, c.f, c.end, 3000, "info", () =>
        mongo("I", "NETWORK", 4333208, "ReplicaSetMonitor-TaskExecutor", "RSM host selection timeout", {
          replicaSet: "rs0",
          error:
            'FailedToSatisfyReadPreference: Could not find host matching read preference { mode: "primary" } for set rs0',
        }),
      );
      for (const b of c.apps.slice(0, 2))
        storm(c, b.name, c.f + S, c.end, 1700, "error", () =>
          rt(b, {
            node: `MongoNetworkError: connect EHOSTUNREACH 10.0.5.20:27017`,
            java: `com.mongodb.MongoSocketOpenException: Exception opening socket\nCaused by: java.net.NoRouteToHostException: No route to host`,
            python: `pymongo.errors.AutoReconnect: ${mg}-0:27017: [Errno 113] No route to host`,
            go: `connection() error occurred during connection handshake: dial tcp 10.0.5.20:27017: connect: no route to host`,
          }),
        );
    },
  },
  {
    cat: "network",
    stores: ["redis", "postgres"],
    origin: "redis",
    hints: ["connection", "reset", "network", "replication"],
    sev: "medium",
    note: (c) =>
      `${c.st.redis}'s network link flaps: replication to the replica breaks with resets and clients drop connections`,
    run: (c) => {
      const rd = c.st.redis;
      storm(c, rd, c.f, c.end, 8000, "warn", () => redis("S", "#", "Connection with master lost."));
      storm(c, rd, c.f, c.end, 7000, "info", () =>
        redis("S", "#", "Error condition on socket for SYNC: Connection reset by peer"),
      );
      storm(c, rd, c.f, c.end, 9000, "warn", () =>
        redis("M", "#", `Connection with replica ${c.r.pick(["10.0.7.12", "10.0.7.13"])}:6379 lost.`),
      );
      for (const b of c.apps.slice(0, 3))
        storm(c, b.name, c.f + S, c.end, 1500, "error", () =>
          rt(b, {
            node: "Error: read ECONNRESET",
            java: "io.lettuce.core.RedisConnectionException: Connection closed prematurely; java.io.IOException: Connection reset by peer",
            python:
              "redis.exceptions.ConnectionError: Error while reading from socket: (104, 'Connection reset by peer')",
            go: "read tcp 10.2.3.4:51722->10.0.7.11:6379: read: connection reset by peer",
          }),
        );
    },
  },
  // ---------------------------------------------------------------- null_reference
  {
    cat: "null_reference",
    stores: ["mongo", "kafka"],
    origin: "app",
    hints: ["null", "typeerror", "cannot read"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} release reads document.billing.currency but older Mongo documents have no billing subdocument`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 10 * S, "5.0.0", "multi-currency totals");
      const msg = rt(a, {
        node: "TypeError: Cannot read properties of null (reading 'currency')",
        java: 'java.lang.NullPointerException: Cannot invoke "org.bson.Document.getString(Object)" because the return value of "org.bson.Document.get(Object, java.lang.Class)" is null',
        python: "AttributeError: 'NoneType' object has no attribute 'get'",
        go: "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x9b1c2e]",
      });
      const stack = rt(a, {
        node: "    at totals (/app/dist/billing/totals.js:41:37)\n    at async Router.handle (/app/dist/http/router.js:88:12)",
        java: "\tat com.company.billing.Totals.currencyOf(Totals.java:57)\n\tat com.company.billing.TotalsController.get(TotalsController.java:33)",
        python: '  File "/app/billing/totals.py", line 44, in currency_of\n    return doc["billing"].get("currency")',
        go: "goroutine 412 [running]:\nmain.currencyOf(...)\n\t/src/billing/totals.go:61 +0x2e",
      });
      storm(c, a.name, c.f, c.end, 1400, "error", () => msg, stack);
      upstream(c, a.name, c.f + S, c.end, 4000, "500 Internal Server Error");
    },
  },
  {
    cat: "null_reference",
    stores: ["postgres", "redis"],
    origin: "app",
    hints: ["null", "nullpointer", "none", "nil"],
    sev: "medium",
    note: (c) =>
      `a migration added the nullable column delivery_zone; ${c.apps[0].name} dereferences it without a null check for existing rows`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 25 * S, "12.4.0", "migration 0212_add_delivery_zone applied");
      c.s.emit(
        c.st.postgres,
        c.f - 24 * S,
        "info",
        pg(
          c.r.int(1000, 60000),
          `migrator@${c.db}`,
          "LOG",
          "statement: ALTER TABLE addresses ADD COLUMN delivery_zone text",
        ),
      );
      const msg = rt(a, {
        node: "TypeError: Cannot read properties of null (reading 'toUpperCase')",
        java: 'java.lang.NullPointerException: Cannot invoke "String.toUpperCase()" because the return value of "com.company.geo.Address.getDeliveryZone()" is null',
        python: "AttributeError: 'NoneType' object has no attribute 'upper'",
        go: "panic: runtime error: invalid memory address or nil pointer dereference",
      });
      storm(
        c,
        a.name,
        c.f,
        c.end,
        1300,
        "error",
        () => msg,
        rt(a, {
          node: "    at zoneFor (/app/dist/geo/zone.js:12:30)",
          java: "\tat com.company.geo.ZoneResolver.resolve(ZoneResolver.java:44)",
          python: '  File "/app/geo/zone.py", line 19, in zone_for',
          go: "goroutine 88 [running]:\nmain.zoneFor(0x0)\n\t/src/geo/zone.go:19 +0x1a",
        }),
      );
      upstream(c, a.name, c.f + S, c.end, 3500, "500 Internal Server Error");
    },
  },
  {
    cat: "null_reference",
    stores: ["redis", "mysql"],
    origin: "app",
    hints: ["nonetype", "null", "none", "undefined"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} assumes a cached session key always exists; after its TTL change misses return nil and the handler dereferences it`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 40 * S, "3.3.1", "session cache TTL 3600 -> 300");
      const msg = rt(a, {
        node: "TypeError: Cannot read properties of undefined (reading 'userId')",
        java: 'java.lang.NullPointerException: Cannot invoke "com.company.session.Session.userId()" because "session" is null',
        python: "AttributeError: 'NoneType' object has no attribute 'decode'",
        go: "panic: runtime error: invalid memory address or nil pointer dereference",
      });
      storm(c, a.name, c.f, c.end, 1100, "error", () => msg);
      upstream(c, a.name, c.f + S, c.end, 4000, "500 Internal Server Error");
    },
  },
  {
    cat: "null_reference",
    stores: ["kafka", "postgres"],
    origin: "app",
    hints: ["nil", "null", "nullpointer", "none", "undefined"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name}'s consumer reads a Kafka header that some producers do not set and dereferences the missing value; it crash-loops and its group rebalances`,
    run: (c) => {
      const a = c.apps[0];
      const msg = rt(a, {
        node: "TypeError: Cannot read properties of undefined (reading 'toString')\n    at handleMessage (/app/dist/consumer.js:52:44)",
        java: 'java.lang.NullPointerException: Cannot invoke "org.apache.kafka.common.header.Header.value()" because the return value of "org.apache.kafka.common.header.Headers.lastHeader(String)" is null',
        python: "AttributeError: 'NoneType' object has no attribute 'decode'",
        go: "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x7a1f3c]",
      });
      c.s.every(c.f, c.end, 40 * S, (t) => {
        c.s.emit(a.name, t, "fatal", msg);
        c.s.emit(a.name, t + 6 * S, "info", `starting ${a.name} consumer group ${a.name}-consumers`);
        c.s.emit(
          c.st.kafka,
          t + 7 * S,
          "info",
          kafka(
            `[GroupCoordinator 1]: Preparing to rebalance group ${a.name}-consumers in state PreparingRebalance with old generation ${c.r.int(100, 900)} (__consumer_offsets-${c.r.int(0, 49)}) (reason: Removing member ${a.name}-${c.r.hex(8)} on heartbeat expiration)`,
            "kafka.coordinator.group.GroupCoordinator",
          ),
        );
      });
    },
  },
  // ---------------------------------------------------------------- rate_limiting
  {
    cat: "rate_limiting",
    stores: ["elasticsearch", "kafka"],
    origin: "app",
    hints: ["429", "rejected", "too many", "rate"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} starts a full reindex with 64 concurrent bulk workers; ${c.st.elasticsearch} rejects writes with 429 and others are throttled too`,
    run: (c) => {
      const a = c.apps[0];
      c.s.emit(
        a.name,
        c.f - 5 * S,
        "info",
        `reindex job started: source=${c.db}-v3 target=${c.db}-v4 workers=64 bulk_size=5000`,
      );
      storm(
        c,
        c.st.elasticsearch,
        c.f,
        c.end,
        6000,
        "warn",
        () =>
          es(
            "o.e.a.b.TransportShardBulkAction",
            `${c.st.elasticsearch}-${c.r.int(0, 2)}`,
            `[${c.db}-v4][${c.r.int(0, 4)}] failed to execute bulk item (index) BulkShardRequest`,
          ) +
          `\nEsRejectedExecutionException[rejected execution of coordinating operation [coordinating_and_primary_bytes=${c.r.int(400, 600)}000000, replica_bytes=0, all_bytes=${c.r.int(400, 600)}000000, coordinating_operation_bytes=${c.r.int(20, 90)}00000, max_coordinating_and_primary_bytes=429496729]]`,
      );
      storm(
        c,
        a.name,
        c.f,
        c.end,
        500,
        "warn",
        () =>
          `bulk request rejected: 429 Too Many Requests (es_rejected_execution_exception), backing off ${c.r.int(1, 30)}s`,
      );
      storm(
        c,
        c.apps[1].name,
        c.f + 10 * S,
        c.end,
        3000,
        "error",
        () =>
          `search index update failed: 429 Too Many Requests - es_rejected_execution_exception: rejected execution of coordinating operation`,
      );
    },
  },
  {
    cat: "rate_limiting",
    stores: ["minio", "postgres"],
    origin: "app",
    hints: ["slowdown", "slow down", "rate", "reduce your request rate"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name}'s thumbnail backfill hammers ${c.st.minio} with thousands of requests per second; SlowDown for everyone`,
    run: (c) => {
      const a = c.apps[0];
      c.s.emit(a.name, c.f - 3 * S, "info", "backfill thumbnails: 1,240,553 objects queued, concurrency=256");
      storm(
        c,
        c.st.minio,
        c.f,
        c.end,
        2500,
        "warn",
        () =>
          `API: GetObject(bucket=uploads, object=${c.r.hex(2)}/${c.r.hex(16)}.bin)\nRemoteHost: ${ip(c.r)}\nError: Resource requested is unreadable, please reduce your request rate (cmd.OperationTimedOut)`,
      );
      storm(
        c,
        a.name,
        c.f,
        c.end,
        400,
        "warn",
        () => `SlowDown: Please reduce your request rate. (status 503) - retry ${c.r.int(1, 8)}`,
      );
      storm(
        c,
        c.apps[1].name,
        c.f + 5 * S,
        c.end,
        3000,
        "error",
        () => `upload failed: SlowDown: Please reduce your request rate.`,
      );
    },
  },
  {
    cat: "rate_limiting",
    stores: ["etcd", "zookeeper"],
    origin: "app",
    hints: ["too many requests", "rate", "throttl"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} release rewrites every config key each second; ${c.st.etcd} falls behind on apply and answers "too many requests"`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 15 * S, "1.12.0", "config sync interval 60s -> 1s");
      storm(c, c.st.etcd, c.f, c.end, 1200, "warn", () =>
        etcd("warn", "etcdserver/util.go:170", "apply request took too long", {
          took: `${c.r.int(300, 2500)}.${c.r.int(100, 999)}ms`,
          "expected-duration": "100ms",
          prefix: "",
          request: `header:<ID:${c.r.int(1e15, 9e15)} > put:<key:"/config/${a.name}/${c.r.hex(6)}" value_size:${c.r.int(200, 900)} >`,
          response: "size:6",
        }),
      );
      storm(
        c,
        a.name,
        c.f + 20 * S,
        c.end,
        700,
        "error",
        () => `etcdserver: too many requests (put /config/${a.name}/${c.r.hex(6)})`,
      );
      storm(
        c,
        c.apps[1].name,
        c.f + 30 * S,
        c.end,
        4000,
        "warn",
        () =>
          "watch stream closed: rpc error: code = Unavailable desc = etcdserver: too many requests, re-establishing",
      );
    },
  },
  {
    cat: "rate_limiting",
    stores: ["cassandra", "kafka"],
    origin: "app",
    scylla: true,
    hints: ["rate limit", "rate_limit", "ratelimit", "per-partition"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name}'s new counter job writes one hot partition thousands of times a second; ScyllaDB's per-partition rate limit rejects it`,
    run: (c) => {
      const a = c.apps[0];
      c.s.emit(a.name, c.f - 2 * S, "info", "job totals-rollup started: writing per-day counters");
      storm(
        c,
        c.st.cassandra,
        c.f,
        c.end,
        5000,
        "warn",
        () =>
          `[shard ${c.r.int(0, 7)}] storage_proxy - Per-partition rate limit reached for writes on ${c.db}.daily_totals, partition key (day)=('2026-11-29')`,
      );
      storm(
        c,
        a.name,
        c.f,
        c.end,
        450,
        "error",
        () =>
          "com.datastax.oss.driver.api.core.servererrors.RateLimitReachedException: Per-partition rate limit reached for write",
      );
    },
  },
  // ---------------------------------------------------------------- timeout
  {
    cat: "timeout",
    stores: ["postgres", "redis"],
    origin: "app",
    hints: ["timeout", "statement timeout", "canceling"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} release searches by lower(reference) with no matching index; sequential scans hit statement_timeout`,
    run: (c) => {
      const a = c.apps[0];
      const u = a.name.replace(/-/g, "_");
      deploy(c, a, c.f - 20 * S, "6.6.0", "case-insensitive reference search");
      storm(c, c.st.postgres, c.f, c.end, 1100, "error", () =>
        pg(
          c.r.int(1000, 60000),
          `${u}@${c.db}`,
          "ERROR",
          `canceling statement due to statement timeout\nSTATEMENT:  SELECT * FROM ${c.r.pick(["orders", "accounts"])} WHERE lower(reference) = lower($1)`,
        ),
      );
      storm(c, c.st.postgres, c.f, c.end, 3000, "info", () =>
        pg(
          c.r.int(1000, 60000),
          `${u}@${c.db}`,
          "LOG",
          `duration: ${c.r.int(9000, 15000)}.${c.r.int(100, 999)} ms  execute <unnamed>: SELECT * FROM orders WHERE lower(reference) = lower($1)`,
        ),
      );
      storm(c, a.name, c.f, c.end, 1200, "error", () =>
        rt(a, {
          node: "error: canceling statement due to statement timeout",
          java: `${pgStack}: ERROR: canceling statement due to statement timeout`,
          python: "psycopg2.errors.QueryCanceled: canceling statement due to statement timeout",
          go: "ERROR: canceling statement due to statement timeout (SQLSTATE 57014)",
        }),
      );
      upstream(c, a.name, c.f + 15 * S, c.end, 3500, "504 Gateway Timeout");
    },
  },
  {
    cat: "timeout",
    stores: ["postgres", "kafka"],
    origin: "app",
    hints: ["lock", "timeout", "migration"],
    sev: "high",
    note: (c) =>
      `${c.apps[0].name}'s migration takes ACCESS EXCLUSIVE on orders behind a long transaction; every query queues behind it and times out`,
    run: (c) => {
      const a = c.apps[0];
      const u = a.name.replace(/-/g, "_");
      c.s.emit(
        a.name,
        c.f - S,
        "info",
        "running migration 0098_orders_add_channel: ALTER TABLE orders ADD COLUMN channel text NOT NULL DEFAULT 'web'",
      );
      storm(c, c.st.postgres, c.f, c.end, 4000, "info", () =>
        pg(
          c.r.int(1000, 60000),
          `${u}@${c.db}`,
          "LOG",
          `process ${c.r.int(1000, 60000)} still waiting for AccessExclusiveLock on relation 16402 of database 16384 after 1000.${c.r.int(100, 999)} ms\nDETAIL:  Process holding the lock: ${c.r.int(1000, 60000)}. Wait queue: ${c.r.int(20, 90)} processes.`,
        ),
      );
      storm(c, c.st.postgres, c.f + 10 * S, c.end, 900, "error", () =>
        pg(
          c.r.int(1000, 60000),
          `app@${c.db}`,
          "ERROR",
          `canceling statement due to lock timeout\nSTATEMENT:  SELECT * FROM orders WHERE id = $1`,
        ),
      );
      for (const b of c.apps.slice(1, 4))
        storm(
          c,
          b.name,
          c.f + 10 * S,
          c.end,
          1800,
          "error",
          () =>
            request(b, "GET", b.routes[0], 504, 30000 + c.r.int(0, 99), ip(c.r)) +
            " (query timed out waiting on orders)",
        );
    },
  },
  {
    cat: "timeout",
    stores: ["mysql", "redis"],
    origin: "app",
    hints: ["lock wait timeout", "timeout", "lock"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name}'s nightly batch holds row locks in one huge transaction; others get Lock wait timeout exceeded`,
    run: (c) => {
      const a = c.apps[0];
      c.s.emit(a.name, c.f - 2 * S, "info", `job ${a.job} started: single transaction over 380000 rows`);
      c.s.emit(
        c.st.mysql,
        c.f + 2 * M,
        "warn",
        mysql(
          c.r.int(100, 9000),
          "Warning",
          "MY-012985",
          "InnoDB",
          "A long semaphore wait:\n--Thread 140213 has waited at row0ins.cc line 2574 for 241 seconds the semaphore",
        ),
      );
      for (const b of c.apps.slice(1, 3))
        storm(
          c,
          b.name,
          c.f + 50 * S,
          c.end,
          1500,
          "error",
          () =>
            `${rt(b, { node: "Error: ER_LOCK_WAIT_TIMEOUT: ", java: "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: ", python: "pymysql.err.OperationalError: (1205, '", go: "Error 1205 (HY000): " })}Lock wait timeout exceeded; try restarting transaction`,
        );
      storm(
        c,
        a.name,
        c.f + M,
        c.end,
        60 * S,
        "info",
        (i) => `job ${a.job}: ${(i + 1) * 31000} rows processed, transaction still open`,
      );
    },
  },
  {
    cat: "timeout",
    stores: ["mongo", "kafka"],
    origin: "mongo",
    hints: ["timeout", "maxtimems", "time limit", "exceeded"],
    sev: "medium",
    note: (c) =>
      `an index build started on ${c.st.mongo}'s primary holds locks on the hot collection; queries exceed maxTimeMS`,
    run: (c) => {
      const mg = c.st.mongo;
      c.s.emit(
        mg,
        c.f,
        "info",
        mongo("I", "INDEX", 20384, "IndexBuildsCoordinatorMongod-0", "Index build: starting", {
          buildUUID: { uuid: { $uuid: `${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}` } },
          namespace: `${c.db}.events`,
          properties: { v: 2, key: { accountId: 1, createdAt: -1 }, name: "accountId_1_createdAt_-1" },
          method: "Hybrid",
          maxTemporaryMemoryUsageMB: 200,
        }),
      );
      storm(c, mg, c.f + 5 * S, c.end, 1500, "info", () =>
        mongo("I", "COMMAND", 51803, `conn${c.r.int(10000, 99999)}`, "Slow query", {
          type: "command",
          ns: `${c.db}.events`,
          command: { find: "events", maxTimeMS: 5000 },
          errMsg: "operation exceeded time limit",
          errName: "MaxTimeMSExpired",
          errCode: 50,
          locks: { Collection: { acquireWaitCount: { w: 1 }, timeAcquiringMicros: { w: 5001233 } } },
          durationMillis: 5001,
        }),
      );
      for (const b of c.apps.slice(0, 2))
        storm(c, b.name, c.f + 6 * S, c.end, 1600, "error", () =>
          rt(b, {
            node: "MongoServerError: operation exceeded time limit",
            java: "com.mongodb.MongoExecutionTimeoutException: Command failed with error 50 (MaxTimeMSExpired): 'operation exceeded time limit'",
            python:
              "pymongo.errors.ExecutionTimeout: operation exceeded time limit, full error: {'ok': 0.0, 'errmsg': 'operation exceeded time limit', 'code': 50, 'codeName': 'MaxTimeMSExpired'}",
            go: "(MaxTimeMSExpired) operation exceeded time limit",
          }),
        );
    },
  },
  // ---------------------------------------------------------------- validation
  {
    cat: "validation",
    stores: ["elasticsearch", "kafka"],
    origin: "app",
    hints: ["mapper_parsing", "parse", "validation", "invalid"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} release sends weight as the string "n/a"; ${c.st.elasticsearch} rejects the documents with mapper_parsing_exception`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 10 * S, "2.30.0", "weight field now optional");
      storm(
        c,
        c.st.elasticsearch,
        c.f,
        c.end,
        2000,
        "info",
        () =>
          es(
            "o.e.a.b.TransportShardBulkAction",
            `${c.st.elasticsearch}-${c.r.int(0, 2)}`,
            `[${c.db}-2026.11][${c.r.int(0, 4)}] failed to execute bulk item (index) index {[${c.db}-2026.11][${c.r.hex(20)}], source[n/a, actual length: [2.1kb], max length: 2kb]}`,
          ) +
          `\norg.elasticsearch.index.mapper.DocumentParsingException: [1:${c.r.int(80, 300)}] failed to parse field [weight] of type [float] in document with id '${c.r.hex(20)}'. Preview of field's value: 'n/a'`,
      );
      storm(
        c,
        a.name,
        c.f,
        c.end,
        1100,
        "error",
        () =>
          `bulk item failed: {"type":"document_parsing_exception","reason":"[1:${c.r.int(80, 300)}] failed to parse field [weight] of type [float] in document with id '${c.r.hex(20)}'. Preview of field's value: 'n/a'","caused_by":{"type":"number_format_exception","reason":"For input string: \\"n/a\\""}}`,
      );
    },
  },
  {
    cat: "validation",
    stores: ["mongo", "redis"],
    origin: "app",
    hints: ["validation", "document failed validation", "schema"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} release writes documents with status as a number; ${c.st.mongo}'s $jsonSchema validator rejects them`,
    run: (c) => {
      const a = c.apps[0];
      deploy(c, a, c.f - 10 * S, "11.0.0", "status enum serialised as ordinal");
      storm(
        c,
        a.name,
        c.f,
        c.end,
        1000,
        "error",
        () =>
          rt(a, {
            node: "MongoServerError: Document failed validation",
            java: "com.mongodb.MongoWriteException: Document failed validation",
            python:
              "pymongo.errors.WriteError: Document failed validation, full error: {'index': 0, 'code': 121, 'errmsg': 'Document failed validation'}",
            go: "write exception: write errors: [Document failed validation]",
          }) +
          ` (details: {"operatorName":"$jsonSchema","schemaRulesNotSatisfied":[{"operatorName":"properties","propertiesNotSatisfied":[{"propertyName":"status","details":[{"operatorName":"bsonType","specifiedAs":{"bsonType":"string"},"reason":"type did not match","consideredValue":${c.r.int(0, 4)},"consideredType":"int"}]}]}]})`,
      );
      upstream(c, a.name, c.f + S, c.end, 4000, "500 Internal Server Error");
    },
  },
  {
    cat: "validation",
    stores: ["postgres", "kafka"],
    origin: "app",
    hints: ["invalid input", "syntax", "uuid", "validation"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} release passes the string "undefined" as a uuid parameter; ${c.st.postgres} rejects the input`,
    run: (c) => {
      const a = c.apps[0];
      const u = a.name.replace(/-/g, "_");
      deploy(c, a, c.f - 10 * S, "7.7.0", "new account lookup");
      storm(c, c.st.postgres, c.f, c.end, 1200, "error", () =>
        pg(
          c.r.int(1000, 60000),
          `${u}@${c.db}`,
          "ERROR",
          `invalid input syntax for type uuid: "undefined"\nCONTEXT:  unnamed portal parameter $1 = '...'\nSTATEMENT:  SELECT * FROM accounts WHERE external_id = $1`,
        ),
      );
      storm(c, a.name, c.f, c.end, 1300, "error", () =>
        rt(a, {
          node: 'error: invalid input syntax for type uuid: "undefined"',
          java: `${pgStack}: ERROR: invalid input syntax for type uuid: "undefined"`,
          python: 'psycopg2.errors.InvalidTextRepresentation: invalid input syntax for type uuid: "undefined"',
          go: 'ERROR: invalid input syntax for type uuid: "undefined" (SQLSTATE 22P02)',
        }),
      );
    },
  },
  {
    cat: "validation",
    stores: ["kafka", "postgres"],
    origin: "app",
    hints: ["deserializ", "schema", "invalid", "validation", "malformed"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} release publishes events with amount as a string; the consumer ${c.apps[1].name} rejects every record and dead-letters it`,
    run: (c) => {
      const a = c.apps[0];
      const b = c.apps[1];
      deploy(c, a, c.f - 10 * S, "3.0.0", "event payload v3 (amount formatted)");
      storm(
        c,
        a.name,
        c.f,
        c.end,
        1500,
        "info",
        () => `published ${c.r.pick(["invoice.created", "order.placed"])} (payload v3) to orders-${c.r.int(0, 11)}`,
      );
      storm(
        c,
        b.name,
        c.f + 300,
        c.end,
        900,
        "error",
        () =>
          `rejecting record orders-${c.r.int(0, 11)}@${c.r.int(1e6, 9e6)} from producer ${a.name}: schema validation failed: /amount: expected number, got string ("${c.r.int(1, 999)}.${c.r.int(10, 99)} EUR"); sent to orders.DLT`,
      );
    },
  },
  // ---------------------------------------------------------------- dependency
  {
    cat: "dependency",
    stores: ["postgres", "kafka"],
    origin: "app",
    hints: ["503", "unavailable", "vendor", "upstream", "provider"],
    sev: "medium",
    note: (c) =>
      `the external payment/notification provider ${c.apps[0].name} calls answers 503; its data stores are healthy`,
    run: (c) => {
      const a = c.apps[0];
      storm(
        c,
        a.name,
        c.f,
        c.end,
        900,
        "error",
        () =>
          `POST https://api.paylane-gateway.example/v2/charges -> 503 Service Unavailable ({"error":{"type":"api_error","message":"The service is temporarily unavailable."}})`,
      );
      storm(
        c,
        a.name,
        c.f + 30 * S,
        c.end,
        15 * S,
        "warn",
        () => "circuit breaker 'paylane' OPEN (failure rate 87% over last 100 calls)",
      );
      upstream(c, a.name, c.f + S, c.end, 4000, "502 Bad Gateway");
    },
  },
  {
    cat: "dependency",
    stores: ["kafka", "mongo"],
    origin: "app",
    hints: ["schema registry", "registry", "503", "unavailable"],
    sev: "medium",
    note: (c) =>
      `the managed schema registry (not logged here) returns 50003/503; ${c.apps[0].name} cannot serialise events`,
    run: (c) => {
      const a = c.apps[0];
      storm(
        c,
        a.name,
        c.f,
        c.end,
        1000,
        "error",
        () =>
          "io.confluent.kafka.schemaregistry.client.rest.exceptions.RestClientException: Error while forwarding register schema request to the leader; error code: 50003 (https://schema-registry.confluent.example/subjects/orders-value/versions returned 503)",
      );
      upstream(c, a.name, c.f + S, c.end, 4000, "503 Service Unavailable");
    },
  },
  {
    cat: "dependency",
    stores: ["redis", "elasticsearch"],
    origin: "app",
    hints: ["s3", "internalerror", "500", "unavailable", "internal error"],
    sev: "medium",
    note: (c) =>
      `the cloud object store (AWS S3, not logged here) returns InternalError / 500 for ${c.apps[0].name}'s uploads`,
    run: (c) => {
      const a = c.apps[0];
      storm(c, a.name, c.f, c.end, 1100, "error", () =>
        rt(a, {
          node: "InternalError: We encountered an internal error. Please try again. (S3 PutObject, status 500)",
          java: "software.amazon.awssdk.services.s3.model.S3Exception: We encountered an internal error. Please try again. (Service: S3, Status Code: 500)",
          python:
            "botocore.exceptions.ClientError: An error occurred (InternalError) when calling the PutObject operation (reached max retries: 4): We encountered an internal error. Please try again.",
          go: "operation error S3: PutObject, exceeded maximum number of attempts, 3, https response error StatusCode: 500, api error InternalError: We encountered an internal error. Please try again.",
        }),
      );
      upstream(c, a.name, c.f + S, c.end, 4000, "502 Bad Gateway");
    },
  },
  {
    cat: "dependency",
    stores: ["postgres", "redis"],
    origin: "app",
    hints: ["geocod", "unavailable", "upstream", "vendor", "503"],
    sev: "medium",
    note: (c) => `the third-party geocoding API ${c.apps[0].name} depends on answers UNAVAILABLE`,
    run: (c) => {
      const a = c.apps[0];
      storm(
        c,
        a.name,
        c.f,
        c.end,
        1000,
        "error",
        () =>
          `geocoding request failed: https://maps.geoapi.example/v1/geocode?address=... -> 503 {"status":"UNAVAILABLE","error_message":"Backend error, please retry later"}`,
      );
      storm(
        c,
        a.name,
        c.f + 20 * S,
        c.end,
        20 * S,
        "warn",
        () => "geocoder: falling back to cached centroids, 0 cache hits for new addresses",
      );
      upstream(c, a.name, c.f + S, c.end, 3500, "502 Bad Gateway");
    },
  },
  // ---------------------------------------------------------------- unknown
  {
    cat: "unknown",
    stores: ["mongo", "redis"],
    origin: "mongo",
    hints: ["restart", "crash", "unknown", "exited"],
    sev: "medium",
    note: (c) =>
      `${c.st.mongo}'s primary keeps restarting with no error logged before each start-up; clients lose connections`,
    run: (c) => {
      const mg = c.st.mongo;
      c.s.every(c.f, c.end, 75 * S, (t) => {
        c.s.emit(mg, t, "info", mongo("I", "CONTROL", 20698, "-", "***** SERVER RESTARTED *****"));
        c.s.emit(
          mg,
          t + 100,
          "info",
          mongo(
            "I",
            "CONTROL",
            23285,
            "-",
            "Automatically disabling TLS 1.0, to force-enable TLS 1.0 specify --sslDisabledProtocols 'none'",
          ),
        );
        c.s.emit(
          mg,
          t + 300,
          "info",
          mongo("I", "CONTROL", 4615611, "initandlisten", "MongoDB starting", {
            pid: 1,
            port: 27017,
            dbPath: "/data/db",
            architecture: "64-bit",
            host: `${mg}-0`,
          }),
        );
        c.s.emit(
          mg,
          t + 2000,
          "info",
          mongo("I", "STORAGE", 22270, "initandlisten", "Storage engine to use detected by data files", {
            dbpath: "/data/db",
            storageEngine: "wiredTiger",
          }),
        );
        c.s.emit(
          mg,
          t + 9000,
          "info",
          mongo("I", "REPL", 21358, "ReplCoord-0", "Replica set state transition", {
            newState: "PRIMARY",
            oldState: "SECONDARY",
          }),
        );
      });
      for (const b of c.apps.slice(0, 3))
        storm(c, b.name, c.f + S, c.end, 2000, "error", () =>
          rt(b, {
            node: "MongoNetworkError: connection 14 to 10.0.5.20:27017 closed",
            java: "com.mongodb.MongoSocketReadException: Prematurely reached end of stream",
            python: "pymongo.errors.AutoReconnect: connection closed",
            go: "connection(10.0.5.20:27017[-14]) incomplete read of message header: EOF",
          }),
        );
    },
  },
  {
    cat: "unknown",
    stores: ["postgres", "kafka"],
    origin: "app",
    hints: ["exit", "restart", "crash", "unknown"],
    sev: "medium",
    note: (c) =>
      `${c.apps[0].name} exits with code 1 every minute or so without logging a reason; callers see connection refused`,
    run: (c) => {
      const a = c.apps[0];
      c.s.every(c.f, c.end, 65 * S, (t) => {
        c.s.emit(a.name, t, "error", "worker process exited unexpectedly with code 1");
        c.s.emit(a.name, t + 5 * S, "info", `starting ${a.name} (pid 1)`);
        c.s.emit(a.name, t + 7 * S, "info", "listening on :8080");
      });
      upstream(c, a.name, c.f + S, c.end, 3000, "connection refused");
    },
  },
  {
    cat: "unknown",
    stores: ["postgres", "redis"],
    origin: "postgres",
    hints: ["segmentation", "signal 11", "crash", "terminated"],
    sev: "high",
    note: (c) =>
      `a ${c.st.postgres} backend dies with signal 11 repeatedly; the postmaster resets all connections each time, nothing says why`,
    run: (c) => {
      const p = c.st.postgres;
      c.s.every(c.f, c.end, 90 * S, (t) => {
        c.s.emit(
          p,
          t,
          "error",
          pg(
            1,
            "",
            "LOG",
            `server process (PID ${c.r.int(1000, 60000)}) was terminated by signal 11: Segmentation fault`,
          ),
        );
        c.s.emit(p, t + 5, "info", pg(1, "", "LOG", "terminating any other active server processes"));
        c.s.emit(p, t + 300, "info", pg(1, "", "LOG", "all server processes terminated; reinitializing"));
        c.s.emit(
          p,
          t + 600,
          "info",
          pg(
            c.r.int(100, 999),
            "",
            "LOG",
            "database system was not properly shut down; automatic recovery in progress",
          ),
        );
        c.s.emit(p, t + 3000, "info", pg(1, "", "LOG", "database system is ready to accept connections"));
      });
      for (const b of c.apps.slice(0, 3))
        storm(c, b.name, c.f + S, c.end, 2500, "error", () =>
          rt(b, {
            node: "Error: Connection terminated unexpectedly",
            java: `${pgStack}: An I/O error occurred while sending to the backend.`,
            python:
              "psycopg2.OperationalError: server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.",
            go: "unexpected EOF",
          }),
        );
    },
  },
  {
    cat: "unknown",
    stores: ["kafka", "mongo"],
    origin: "app",
    hints: ["unknown", "internal", "500"],
    sev: "medium",
    note: (c) => `${c.apps[0].name} starts answering 500 with no detail in its own logs; callers fail naming it`,
    run: (c) => {
      const a = c.apps[0];
      storm(
        c,
        a.name,
        c.f,
        c.end,
        900,
        "error",
        () => request(a, "POST", a.routes[0], 500, c.r.int(2, 40) + 0.3, ip(c.r)) + " internal error",
      );
      upstream(c, a.name, c.f + S, c.end, 3000, "500 Internal Server Error");
    },
  },
];
