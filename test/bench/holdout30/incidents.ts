// The 52 incident templates: 26 where a shared dependency fails and its clients complain in their own words
// (origin = the dependency), 26 with two problems at once where the label is the one users feel.
import type { DepKind, Runtime } from "./estates.js";
import type { Level } from "./formats.js";

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

/** [offset ms from fault start, level, message] of the origin; offsets may be negative (precursors). */
export type Line = [number, Level, string];

export interface SharedTpl {
  cat: Category;
  dep: DepKind;
  hints: string[];
  note: string;
  /** Cause lines the dependency prints; `rep` repeats its last line every so often until the end. */
  cause: Line[];
  rep?: [Level, string, number];
  /** Each client's error in its runtime's wording ({dep} = the dependency's name); `any` for the rest. */
  client: Partial<Record<Runtime, string>> & { any: string };
  edge: number;
}

export interface TwoTpl {
  cat: Category;
  rt: Runtime;
  hints: string[];
  note: string;
  cause: Line[];
  rep: [Level, string, number];
  /** How a caller reports the origin's failure ({origin}). */
  caller: string;
  edge: number;
}

const J = "\n\tat ";
const PH = "$" + "{PAYMENTS_BASE_URL}";
export const SHARED: SharedTpl[] = [
  {
    cat: "authentication",
    dep: "keycloak",
    hints: ["ldap", "credential", "bind", "authentication"],
    note: "Keycloak's LDAP user federation bind fails with invalid credentials; every login and token call from the apps is rejected",
    cause: [
      [
        -2000,
        "info",
        "[org.keycloak.storage.ldap.LDAPIdentityStoreRegistry] (executor-thread-3) Creating new LDAP Store for the LDAP storage provider: 'corp-ldap'",
      ],
      [
        0,
        "error",
        "[org.keycloak.services] (executor-thread-7) KC-SERVICES0055: Error when authenticating to LDAP: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v2580]: javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v2580]",
      ],
    ],
    rep: [
      "warn",
      '[org.keycloak.events] (executor-thread-{n}) type="LOGIN_ERROR", realmId="prod", clientId="web-app", userId="null", ipAddress="{ip}", error="invalid_user_credentials", auth_method="openid-connect"',
      1500,
    ],
    client: {
      jvm: "OAuth2AuthorizationException: [invalid_grant] Invalid user credentials (token endpoint http://{dep}:8080/realms/prod/protocol/openid-connect/token)",
      go: 'oauth2: "invalid_grant" "Invalid user credentials"',
      python: "authlib.integrations.base_client.errors.OAuthError: invalid_grant: Invalid user credentials",
      node: "OPError: invalid_grant (Invalid user credentials) from http://{dep}:8080/realms/prod",
      any: "login against {dep} rejected: 401 invalid_grant (Invalid user credentials)",
    },
    edge: 401,
  },
  {
    cat: "authentication",
    dep: "kafka",
    hints: ["sasl", "authentication", "credential", "scram"],
    note: "after a SCRAM credential reset the Kafka broker rejects every client's SASL login; producers and consumers across the estate fail",
    cause: [
      [
        -5000,
        "info",
        "[Admin Manager on Broker 0]: Updated SCRAM credentials for 12 users (kafka.server.ZkAdminManager)",
      ],
      [
        0,
        "info",
        "[SocketServer listenerType=BROKER, nodeId=0] Failed authentication with /{ip} (channelId={ip}:9093-{ip}:51822-12) (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512) (org.apache.kafka.common.network.Selector)",
      ],
    ],
    rep: [
      "info",
      "[SocketServer listenerType=BROKER, nodeId=0] Failed authentication with /{ip} (channelId={ip}:9093-{ip}:{id}-4) (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512) (org.apache.kafka.common.network.Selector)",
      900,
    ],
    client: {
      jvm: "[Producer clientId=producer-1] Connection to node 0 ({dep}/{ip}:9093) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
      go: "kafka: client has run out of available brokers to talk to: kafka server: SASL Authentication failed",
      python:
        'KafkaError{code=_AUTHENTICATION,val=-169,str="sasl_ssl://{dep}:9093/0: SASL authentication error: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512"}',
      node: "KafkaJSSASLAuthenticationError: SASL SCRAM SHA512 authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
      any: "publishing to {dep} failed: SaslAuthenticationException: invalid credentials with SASL mechanism SCRAM-SHA-512",
    },
    edge: 503,
  },
  {
    cat: "authorization",
    dep: "rabbitmq",
    hints: ["access_refused", "access", "permission", "refused", "403"],
    note: "a permissions change on the RabbitMQ vhost refuses write access to the orders exchange; every publisher gets ACCESS_REFUSED",
    cause: [
      [
        -3000,
        "info",
        "Successfully set permissions for user 'app' in virtual host '/' to '^app\\..*', '^app\\..*', '.*'",
      ],
      [
        0,
        "error",
        "Channel error on connection <0.{n}.0> ({ip}:{id} -> {ip}:5672, vhost: '/', user: 'app'), channel 1:\noperation basic.publish caused a channel exception access_refused: write access to exchange 'orders.events' in vhost '/' refused for user 'app'",
      ],
    ],
    rep: [
      "error",
      "Channel error on connection <0.{n}.0> ({ip}:{id} -> {ip}:5672, vhost: '/', user: 'app'), channel 1:\noperation basic.publish caused a channel exception access_refused: write access to exchange 'orders.events' in vhost '/' refused for user 'app'",
      1200,
    ],
    client: {
      jvm: "com.rabbitmq.client.ShutdownSignalException: channel error; protocol method: #method<channel.close>(reply-code=403, reply-text=ACCESS_REFUSED - write access to exchange 'orders.events' in vhost '/' refused for user 'app', class-id=60, method-id=40)",
      python:
        "pika.exceptions.ChannelClosedByBroker: (403, \"ACCESS_REFUSED - write access to exchange 'orders.events' in vhost '/' refused for user 'app'\")",
      node: "Error: Channel closed by server: 403 (ACCESS-REFUSED) with message \"ACCESS_REFUSED - write access to exchange 'orders.events' in vhost '/' refused for user 'app'\"",
      go: "Exception (403) Reason: \"ACCESS_REFUSED - write access to exchange 'orders.events' in vhost '/' refused for user 'app'\"",
      any: "publish to {dep} failed: ACCESS_REFUSED - write access to exchange 'orders.events' refused",
    },
    edge: 500,
  },
  {
    cat: "authorization",
    dep: "minio",
    hints: ["accessdenied", "access denied", "403", "policy"],
    note: "an object-store policy update drops the app role's write permission; every upload and signed-URL call is denied",
    cause: [
      [-4000, "info", "IAM: policy 'app-readwrite' updated by admin (statements: 2 -> 1)"],
      [
        0,
        "error",
        "API: PutObject(bucket=uploads, object={id}.pdf)\nTime: {n}:{n}:{n} UTC\nDeploymentID: 8b1f2c0e\nRequestID: 17F{id}\nRemoteHost: {ip}\nUserAgent: aws-sdk-java/2.25\nError: Access Denied. (*errors.errorString)",
      ],
    ],
    rep: [
      "error",
      "API: PutObject(bucket=uploads, object={id}.pdf) RemoteHost: {ip} Error: Access Denied. (*errors.errorString)",
      2500,
    ],
    client: {
      jvm: "software.amazon.awssdk.services.s3.model.S3Exception: Access Denied. (Service: S3, Status Code: 403, Request ID: 17F{id})",
      python:
        "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied.",
      go: "operation error S3: PutObject, https response error StatusCode: 403, RequestID: 17F{id}, api error AccessDenied: Access Denied.",
      node: "AccessDenied: Access Denied.\n    at throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:840:20)",
      any: "upload to {dep} failed: 403 AccessDenied",
    },
    edge: 500,
  },
  {
    cat: "configuration",
    dep: "configsrv",
    hints: ["placeholder", "config", "property", "configuration"],
    note: "a bad commit to the config repo leaves an unresolved placeholder; every app refreshing from the config server gets a broken endpoint setting",
    cause: [
      [-1000, "info", "Fetched config from git: commit 4e1a9d2 'rename payments endpoint key' (refs/heads/main)"],
      [
        0,
        "warn",
        `Could not resolve placeholder 'PAYMENTS_BASE_URL' in value "${PH}/v2" for property 'payments.endpoint' in profile 'prod'; serving value unresolved`,
      ],
    ],
    rep: [
      "warn",
      `Could not resolve placeholder 'PAYMENTS_BASE_URL' in value "${PH}/v2" for property 'payments.endpoint' in profile 'prod'; serving value unresolved`,
      20000,
    ],
    client: {
      jvm:
        `java.lang.IllegalArgumentException: Illegal character in path at index 1: ${PH}/v2` +
        J +
        "java.base/java.net.URI.create(URI.java:906)",
      node: `TypeError [ERR_INVALID_URL]: Invalid URL\n    at new URL (node:internal/url:806:29) {\n  input: '${PH}/v2',\n  code: 'ERR_INVALID_URL'\n}`,
      python: `requests.exceptions.MissingSchema: Invalid URL '${PH}/v2': No scheme supplied. Perhaps you meant https://${PH}/v2?`,
      go: `Get "${PH}/v2": unsupported protocol scheme ""`,
      any: `config refreshed from {dep}: payments.endpoint='${PH}/v2' is not a valid URL`,
    },
    edge: 500,
  },
  {
    cat: "configuration",
    dep: "flags",
    hints: ["flag", "config", "variant", "configuration"],
    note: "the feature-flag service loads a flag file whose default variant does not exist; every client evaluates checkout flags to an error",
    cause: [
      [-2000, "info", "flag configuration synced: 131 flags, revision {n}"],
      [
        0,
        "error",
        'flag "checkout-provider": defaultVariant "stripe-v3" not found in variants [adyen, stripe-v2]; flag set to ERROR state',
      ],
    ],
    rep: ["warn", 'evaluation of flag "checkout-provider" returned reason=ERROR errorCode=GENERAL', 2500],
    client: {
      node: 'Error: flag "checkout-provider" evaluated with reason ERROR (GENERAL); no provider configured for checkout',
      go: 'openfeature: evaluate "checkout-provider": GENERAL: flag is in error state',
      python:
        'openfeature.exception.GeneralError: flag "checkout-provider" is in ERROR state (defaultVariant not found)',
      jvm: "dev.openfeature.sdk.exceptions.GeneralError: flag 'checkout-provider' is in ERROR state",
      any: "checkout provider flag from {dep} unusable: reason=ERROR",
    },
    edge: 500,
  },
  {
    cat: "database",
    dep: "postgres",
    hints: ["connection", "too many", "postgres", "database", "slots"],
    note: "PostgreSQL runs out of connection slots (a reporting query fan-out holds them); every app's pool fails to get connections",
    cause: [
      [-20000, "warn", "WARNING:  there are 96 active connections of max_connections 100"],
      [0, "fatal", "FATAL:  remaining connection slots are reserved for non-replication superuser connections"],
    ],
    rep: ["fatal", "FATAL:  sorry, too many clients already", 700],
    client: {
      jvm:
        "HikariPool-1 - Connection is not available, request timed out after 30000ms.\norg.postgresql.util.PSQLException: FATAL: sorry, too many clients already" +
        J +
        "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:698)",
      go: "pq: sorry, too many clients already",
      python:
        'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "{dep}" (10.0.4.12), port 5432 failed: FATAL:  sorry, too many clients already',
      node: "error: sorry, too many clients already\n    at Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:287:98)",
      ruby: 'ActiveRecord::ConnectionNotEstablished (connection to server at "{dep}" (10.0.4.12), port 5432 failed: FATAL:  sorry, too many clients already)',
      dotnet: "Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already",
      any: "database {dep} refused connection: too many clients",
    },
    edge: 500,
  },
  {
    cat: "database",
    dep: "mysql",
    hints: ["deadlock", "innodb", "mysql", "lock", "database"],
    note: "an online schema change on MySQL holds a metadata lock and InnoDB starts deadlocking; writes from every app abort",
    cause: [
      [
        -6000,
        "info",
        "[Note] [MY-010000] [Server] ALTER TABLE stock_levels ADD COLUMN reserved_qty INT started by 'migrator'@'{ip}'",
      ],
      [
        0,
        "warn",
        "[Note] [MY-012468] [InnoDB] Transactions deadlock detected, dumping detailed information.\n*** (1) TRANSACTION:\nTRANSACTION {id}, ACTIVE 2 sec starting index read\n*** (2) TRANSACTION:\nTRANSACTION {id}, ACTIVE 1 sec updating or deleting\n*** WE ROLL BACK TRANSACTION (2)",
      ],
    ],
    rep: [
      "warn",
      "[Note] [MY-012468] [InnoDB] Transactions deadlock detected, dumping detailed information. *** WE ROLL BACK TRANSACTION (1)",
      2200,
    ],
    client: {
      jvm: "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
      go: "Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction",
      python:
        "pymysql.err.OperationalError: (1213, 'Deadlock found when trying to get lock; try restarting transaction')",
      ruby: "ActiveRecord::Deadlocked (Mysql2::Error: Deadlock found when trying to get lock; try restarting transaction)",
      node: "Error: ER_LOCK_DEADLOCK: Deadlock found when trying to get lock; try restarting transaction",
      any: "write to {dep} aborted: Deadlock found when trying to get lock",
    },
    edge: 500,
  },
  {
    cat: "dependency",
    dep: "vendorgw",
    hints: ["503", "unavailable", "vendor", "upstream", "dependency"],
    note: "the payment vendor behind the shared gateway answers 503; the gateway opens its breaker and every service that takes payments fails",
    cause: [
      [
        0,
        "error",
        'POST https://{vendor}/v1/charges -> 503 Service Unavailable ({n}ms) body={"error":"service_unavailable","message":"Scheduled maintenance overran"}',
      ],
      [15000, "error", "circuit breaker vendor-api OPEN after 50% failures in last 20 calls"],
    ],
    rep: ["error", "POST https://{vendor}/v1/charges -> 503 Service Unavailable ({n}ms)", 1200],
    client: {
      jvm: "feign.FeignException$ServiceUnavailable: [503 Service Unavailable] during [POST] to [http://{dep}:8080/charges] [PaymentsClient#charge(ChargeRequest)]",
      go: "payment failed: {dep} returned 503: vendor unavailable",
      python: "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: http://{dep}:8080/charges",
      node: "AxiosError: Request failed with status code 503 (POST http://{dep}:8080/charges)",
      any: "charge via {dep} failed: 503 Service Unavailable",
    },
    edge: 502,
  },
  {
    cat: "dependency",
    dep: "kafka",
    hints: ["replica", "isr", "kafka", "broker", "not_enough_replicas"],
    note: "two of three Kafka brokers drop out of the ISR and the remaining broker refuses writes below min.insync.replicas; all producers fail",
    cause: [
      [
        -3000,
        "info",
        "[Partition events-3 broker=0] Shrinking ISR from 0,1,2 to 0. Leader: (highWatermark: {id}, endOffset: {id}). Out of sync replicas: (brokerId: 1, endOffset: {id}) (brokerId: 2, endOffset: {id}). (kafka.cluster.Partition)",
      ],
      [
        0,
        "error",
        "[ReplicaManager broker=0] Error processing append operation on partition events-3 (kafka.server.ReplicaManager)\norg.apache.kafka.common.errors.NotEnoughReplicasException: The size of the current ISR Set(0) is insufficient to satisfy the min.isr requirement of 2 for partition events-3",
      ],
    ],
    rep: [
      "error",
      "[ReplicaManager broker=0] Error processing append operation on partition events-{n} (kafka.server.ReplicaManager) org.apache.kafka.common.errors.NotEnoughReplicasException: The size of the current ISR Set(0) is insufficient to satisfy the min.isr requirement of 2",
      900,
    ],
    client: {
      jvm: "org.apache.kafka.common.errors.NotEnoughReplicasException: Messages are rejected since there are fewer in-sync replicas than required.",
      go: "kafka server: Messages are rejected since there are fewer in-sync replicas than required",
      python: 'KafkaError{code=NOT_ENOUGH_REPLICAS,val=19,str="Broker: Not enough in-sync replicas"}',
      node: "KafkaJSProtocolError: Messages are rejected since there are fewer in-sync replicas than required",
      any: "publish to {dep} failed: NOT_ENOUGH_REPLICAS",
    },
    edge: 503,
  },
  {
    cat: "disk",
    dep: "postgres",
    hints: ["space", "disk", "wal", "device"],
    note: "PostgreSQL's WAL volume fills up and the server panics; every app loses its database",
    cause: [
      [
        -30000,
        "warn",
        "WARNING:  archive_command failed with exit code 1; WAL file 00000001000000A70000003C not archived",
      ],
      [0, "fatal", 'PANIC:  could not write to file "pg_wal/xlogtemp.{n}": No space left on device'],
      [900, "info", "LOG:  server process (PID {id}) was terminated by signal 6: Aborted"],
      [1500, "info", "LOG:  terminating any other active server processes"],
    ],
    rep: ["fatal", 'FATAL:  could not write to file "pg_wal/xlogtemp.{n}": No space left on device', 4000],
    client: {
      jvm: "org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode",
      go: "pq: the database system is in recovery mode",
      python:
        "psycopg2.OperationalError: server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.",
      node: "Error: Connection terminated unexpectedly",
      dotnet:
        "Npgsql.NpgsqlException (0x80004005): Exception while reading from stream ---> System.IO.EndOfStreamException: Attempted to read past the end of the stream.",
      ruby: "PG::ConnectionBad (FATAL:  the database system is in recovery mode)",
      any: "database {dep} unavailable: server closed the connection unexpectedly",
    },
    edge: 500,
  },
  {
    cat: "disk",
    dep: "kafka",
    hints: ["space", "disk", "log dir", "device"],
    note: "the Kafka broker's log directory fills and goes offline; producers everywhere time out or get errors",
    cause: [
      [
        0,
        "error",
        "Error while appending records to events-7 in dir /var/lib/kafka/data (kafka.server.LogDirFailureChannel)\njava.io.IOException: No space left on device" +
          J +
          "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
      ],
      [
        1200,
        "error",
        "[ReplicaManager broker=0] Stopping serving replicas in dir /var/lib/kafka/data (kafka.server.ReplicaManager)",
      ],
      [
        2000,
        "error",
        "[LogDirFailureHandler]: Shutdown broker because all log dirs in /var/lib/kafka/data have failed (kafka.log.LogManager)",
      ],
    ],
    rep: ["warn", "[Log partition=events-{n}, dir=/var/lib/kafka/data] Log dir /var/lib/kafka/data is offline", 8000],
    client: {
      jvm: "org.apache.kafka.common.errors.TimeoutException: Expiring 14 record(s) for events-7:120000 ms has passed since batch creation",
      go: "kafka: Failed to produce message to topic events: kafka: client has run out of available brokers to talk to: dial tcp {ip}:9092: connect: connection refused",
      python: 'KafkaError{code=_MSG_TIMED_OUT,val=-192,str="Local: Message timed out"}',
      node: "KafkaJSNumberOfRetriesExceeded: Connection error: connect ECONNREFUSED {ip}:9092",
      any: "event publish to {dep} failed: broker not available",
    },
    edge: 503,
  },
  {
    cat: "memory",
    dep: "redis",
    hints: ["oom", "maxmemory", "memory"],
    note: "Redis reaches maxmemory with a noeviction policy and rejects writes with OOM; every app's session and cache writes fail",
    cause: [
      [
        -20000,
        "warn",
        "1:M # WARNING: used_memory 3.91G is above 95% of maxmemory 4.00G (maxmemory-policy noeviction)",
      ],
      [0, "error", "1:M # Can't save in background: fork: Cannot allocate memory"],
    ],
    rep: ["warn", "1:M # OOM command not allowed when used memory > 'maxmemory' (client addr={ip}:{id} cmd=SET)", 3000],
    client: {
      jvm: "redis.clients.jedis.exceptions.JedisDataException: OOM command not allowed when used memory > 'maxmemory'.",
      go: "OOM command not allowed when used memory > 'maxmemory'.",
      python: "redis.exceptions.OutOfMemoryError: OOM command not allowed when used memory > 'maxmemory'.",
      node: "ReplyError: OOM command not allowed when used memory > 'maxmemory'.\n    at parseError (/app/node_modules/redis-parser/lib/parser.js:179:12)",
      ruby: "Redis::CommandError (OOM command not allowed when used memory > 'maxmemory'.)",
      dotnet: "StackExchange.Redis.RedisServerException: OOM command not allowed when used memory > 'maxmemory'.",
      any: "cache write to {dep} failed: OOM command not allowed",
    },
    edge: 500,
  },
  {
    cat: "memory",
    dep: "rabbitmq",
    hints: ["memory", "alarm", "blocked", "watermark"],
    note: "RabbitMQ hits its memory high watermark and blocks all publishers; every service that enqueues work stalls and fails",
    cause: [
      [
        0,
        "warn",
        "memory resource limit alarm set on node rabbit@{dep}.\n\n**********************************************************\n*** Publishers will be blocked until this alarm clears ***\n**********************************************************",
      ],
      [3000, "info", "vm_memory_high_watermark set. Memory used:3435973836 allowed:3435973836"],
    ],
    rep: ["warn", "connection <0.{n}.0> ({ip}:{id} -> {ip}:5672): blocked by memory alarm, publishers paused", 5000],
    client: {
      jvm: "com.rabbitmq.client.impl.AMQConnection - connection blocked, reason: low on memory",
      python: "pika.exceptions.ConnectionBlockedTimeout: connection blocked by broker: low on memory",
      node: "amqp connection blocked by broker: low on memory; publish timed out after 10000ms",
      go: "amqp: connection blocked (reason: low on memory), publish deadline exceeded",
      ruby: "Bunny::ConnectionClosedError: Trying to send frame through a blocked connection (low on memory)",
      any: "enqueue via {dep} failed: connection blocked, low on memory",
    },
    edge: 503,
  },
  {
    cat: "network",
    dep: "coredns",
    hints: ["dns", "lookup", "resolution", "name"],
    note: "CoreDNS loses its upstream and API server (no route to host); name resolution fails for every service",
    cause: [
      [
        -2000,
        "warn",
        '[WARNING] plugin/kubernetes: Kubernetes API connection failure: Get "https://10.96.0.1:443/version": dial tcp 10.96.0.1:443: connect: no route to host',
      ],
      [0, "error", "[ERROR] plugin/errors: 2 {word}.example. A: read udp {ip}:{id}->10.0.0.2:53: i/o timeout"],
    ],
    rep: [
      "error",
      "[ERROR] plugin/errors: 2 {word}.svc.cluster.local. AAAA: read udp {ip}:{id}->10.0.0.2:53: i/o timeout",
      800,
    ],
    client: {
      go: "dial tcp: lookup db.internal on 10.96.0.10:53: read udp {ip}:{id}->10.96.0.10:53: i/o timeout",
      jvm: "java.net.UnknownHostException: db.internal: Temporary failure in name resolution",
      python: "socket.gaierror: [Errno -3] Temporary failure in name resolution",
      node: "Error: getaddrinfo EAI_AGAIN db.internal",
      ruby: "Socket::ResolutionError (getaddrinfo: Temporary failure in name resolution)",
      dotnet: "System.Net.Sockets.SocketException (00000001, 11): Resource temporarily unavailable",
      any: "name resolution failed: Temporary failure in name resolution",
    },
    edge: 502,
  },
  {
    cat: "network",
    dep: "rabbitmq",
    hints: ["partition", "network", "connection", "reset"],
    note: "a network partition splits the RabbitMQ cluster; the node pauses and clients' connections are reset",
    cause: [
      [-1500, "error", "rabbit_node_monitor: node rabbit@{dep}-2 down: net_tick_timeout"],
      [
        0,
        "error",
        "Mnesia(rabbit@{dep}-0): ** ERROR ** mnesia_event got {inconsistent_database, running_partitioned_network, rabbit@{dep}-2}",
      ],
      [1000, "warn", "Cluster minority/secondary status detected - awaiting recovery (pause_minority)"],
    ],
    rep: ["warn", "closing AMQP connection <0.{n}.0> ({ip}:{id} -> {ip}:5672): connection_closed_abruptly", 1500],
    client: {
      jvm:
        "java.net.SocketException: Connection reset" +
        J +
        "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:328)",
      python:
        "pika.exceptions.StreamLostError: Stream connection lost: ConnectionResetError(104, 'Connection reset by peer')",
      node: "Error: read ECONNRESET\n    at TCP.onStreamRead (node:internal/stream_base_commons:218:20)",
      go: 'Exception (501) Reason: "read tcp {ip}:{id}->{ip}:5672: read: connection reset by peer"',
      any: "connection to {dep} lost: connection reset by peer",
    },
    edge: 503,
  },
  {
    cat: "null_reference",
    dep: "flags",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    note: "the feature-flag service crashes on every evaluation with a TypeError on a segment without rules; clients get 500s and fail closed",
    cause: [
      [-3000, "info", "segment 'beta-testers' updated by admin (rules: 0)"],
      [
        0,
        "error",
        "TypeError: Cannot read properties of undefined (reading 'constraints')\n    at evaluateSegment (/app/dist/evaluator/segment.js:41:33)\n    at Array.some (<anonymous>)\n    at FlagEvaluator.evaluate (/app/dist/evaluator/index.js:118:29)",
      ],
    ],
    rep: [
      "error",
      "POST /api/client/evaluate 500: TypeError: Cannot read properties of undefined (reading 'constraints')",
      900,
    ],
    client: {
      jvm: "io.getunleash.UnleashException: Fetching toggles failed with status 500 from http://{dep}:4242/api/client/evaluate",
      go: "flags: evaluate: unexpected status 500 from http://{dep}:4242/api/client/evaluate",
      python:
        "UnleashClient: Unleash Client evaluation request failed: 500 Server Error for url: http://{dep}:4242/api/client/evaluate",
      node: "[unleash] Response was not statusCode 2XX, but was 500",
      any: "flag evaluation via {dep} failed: HTTP 500",
    },
    edge: 500,
  },
  {
    cat: "null_reference",
    dep: "ratelimit",
    hints: ["nullpointer", "null", "npe"],
    note: "the internal rate-limit service throws NullPointerException for tenants without a bucket; callers fail closed and reject requests",
    cause: [
      [
        0,
        "error",
        'Unhandled exception in ShouldRateLimit\njava.lang.NullPointerException: Cannot invoke "io.github.bucket4j.Bucket.tryConsume(long)" because "bucket" is null' +
          J +
          "com.internal.ratelimit.LimiterService.shouldRateLimit(LimiterService.java:88)" +
          J +
          "io.grpc.stub.ServerCalls$UnaryServerCallHandler$UnaryServerCallListener.onHalfClose(ServerCalls.java:182)",
      ],
    ],
    rep: [
      "error",
      'java.lang.NullPointerException: Cannot invoke "io.github.bucket4j.Bucket.tryConsume(long)" because "bucket" is null',
      700,
    ],
    client: {
      go: "rpc error: code = Unknown desc = java.lang.NullPointerException (ratelimit check failed, failing closed)",
      jvm: "io.grpc.StatusRuntimeException: UNKNOWN: java.lang.NullPointerException",
      python:
        'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = StatusCode.UNKNOWN details = "java.lang.NullPointerException">',
      node: "Error: 2 UNKNOWN: java.lang.NullPointerException",
      any: "rate-limit check against {dep} failed (UNKNOWN), failing closed",
    },
    edge: 500,
  },
  {
    cat: "rate_limiting",
    dep: "idp",
    hints: ["rate limit", "429", "too many", "rate"],
    note: "the identity provider hits its org-wide token rate limit and answers 429; every service's token refresh fails",
    cause: [
      [-8000, "warn", "rate limit warning: /oauth2/v1/token at 91% of 1200 requests/minute for org"],
      [
        0,
        "warn",
        "E0000047: API call exceeded rate limit due to too many requests. endpoint=/oauth2/v1/token limit=1200/min",
      ],
    ],
    rep: [
      "warn",
      "E0000047: API call exceeded rate limit due to too many requests. endpoint=/oauth2/v1/token client_id={word}",
      500,
    ],
    client: {
      jvm: "org.springframework.security.oauth2.core.OAuth2AuthorizationException: [invalid_token_response] An error occurred while attempting to retrieve the OAuth 2.0 Access Token Response: 429 Too Many Requests",
      go: 'oauth2: cannot fetch token: 429 Too Many Requests\nResponse: {"errorCode":"E0000047","errorSummary":"API call exceeded rate limit due to too many requests."}',
      python:
        "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://{dep}/oauth2/v1/token",
      node: "OPError: expected 200 OK, got: 429 Too Many Requests",
      any: "token refresh from {dep} failed: 429 Too Many Requests",
    },
    edge: 503,
  },
  {
    cat: "rate_limiting",
    dep: "vendorgw",
    hints: ["429", "rate", "quota", "too many"],
    note: "the vendor behind the shared API gateway throttles the account (429, quota exhausted); every caller's vendor request fails",
    cause: [
      [-10000, "warn", "vendor quota at 97% (X-RateLimit-Remaining: 31)"],
      [
        0,
        "warn",
        "POST https://{vendor}/v1/bookings -> 429 Too Many Requests ({n}ms) Retry-After: 60 X-RateLimit-Remaining: 0",
      ],
    ],
    rep: ["warn", "POST https://{vendor}/v1/bookings -> 429 Too Many Requests Retry-After: 60", 600],
    client: {
      jvm: "feign.FeignException$TooManyRequests: [429 Too Many Requests] during [POST] to [http://{dep}:8080/bookings]",
      go: "{dep}: unexpected status 429 Too Many Requests",
      python: "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: http://{dep}:8080/bookings",
      node: "AxiosError: Request failed with status code 429",
      any: "{dep} rejected request: 429 Too Many Requests",
    },
    edge: 503,
  },
  {
    cat: "timeout",
    dep: "vendorgw",
    hints: ["timeout", "timed out", "deadline"],
    note: "the vendor behind the shared gateway stops answering in time; the gateway and all its callers time out",
    cause: [
      [
        0,
        "error",
        "POST https://{vendor}/v1/payments: context deadline exceeded (Client.Timeout exceeded while awaiting headers) after 10000ms",
      ],
    ],
    rep: [
      "error",
      "POST https://{vendor}/v1/payments: context deadline exceeded (Client.Timeout exceeded while awaiting headers) after 10000ms",
      1100,
    ],
    client: {
      jvm: "java.net.SocketTimeoutException: Read timed out (calling http://{dep}:8080/payments)",
      go: 'Post "http://{dep}:8080/payments": context deadline exceeded',
      python:
        "requests.exceptions.ReadTimeout: HTTPConnectionPool(host='{dep}', port=8080): Read timed out. (read timeout=12)",
      node: "AxiosError: timeout of 12000ms exceeded",
      dotnet:
        "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 12 seconds elapsing.",
      any: "call to {dep} timed out after 12s",
    },
    edge: 504,
  },
  {
    cat: "timeout",
    dep: "keycloak",
    hints: ["timeout", "timed out", "read timed out"],
    note: "Keycloak's LDAP queries time out, so token requests hang; every app's login and token call times out",
    cause: [
      [
        0,
        "error",
        "[org.keycloak.services] (executor-thread-{n}) KC-SERVICES0013: Failed authentication: org.keycloak.models.ModelException: LDAP Query failed\nCaused by: javax.naming.NamingException: LDAP response read timed out, timeout used: 5000 ms.",
      ],
    ],
    rep: [
      "error",
      "[org.keycloak.services] (executor-thread-{n}) KC-SERVICES0013: Failed authentication: javax.naming.NamingException: LDAP response read timed out, timeout used: 5000 ms.",
      1400,
    ],
    client: {
      jvm: 'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://{dep}:8080/realms/prod/protocol/openid-connect/token": Read timed out',
      go: 'oauth2: cannot fetch token: Post "http://{dep}:8080/realms/prod/protocol/openid-connect/token": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
      python:
        "requests.exceptions.ReadTimeout: HTTPConnectionPool(host='{dep}', port=8080): Read timed out. (read timeout=5)",
      node: "RPError: outgoing request timed out after 5000ms",
      any: "token request to {dep} timed out",
    },
    edge: 504,
  },
  {
    cat: "validation",
    dep: "vendorgw",
    hints: ["validation", "schema", "invalid", "expected"],
    note: "the vendor changed its response format; the shared gateway rejects every response at schema validation and callers get 502s",
    cause: [
      [
        0,
        "error",
        'vendor response failed schema validation: $.rates[0].amount: expected number, got string "12,40" (POST https://{vendor}/v1/quotes)',
      ],
    ],
    rep: ["error", "vendor response failed schema validation: $.rates[{n}].amount: expected number, got string", 1000],
    client: {
      jvm: 'feign.FeignException$BadGateway: [502 Bad Gateway] during [POST] to [http://{dep}:8080/quotes]: [{"error":"upstream_response_invalid"}]',
      go: "{dep}: 502 Bad Gateway: upstream_response_invalid",
      python: "requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: http://{dep}:8080/quotes",
      node: "AxiosError: Request failed with status code 502",
      any: "{dep} answered 502 upstream_response_invalid",
    },
    edge: 502,
  },
  {
    cat: "validation",
    dep: "fxrates",
    hints: ["validation", "decimal", "invalid", "parse"],
    note: "the shared rates service imported a feed row it cannot validate and now fails every lookup with a pydantic ValidationError",
    cause: [
      [-2000, "info", "feed import started: 164 entries"],
      [
        0,
        "error",
        "Traceback (most recent call last):\n  File \"/app/rates/api.py\", line 77, in get_rate\n    return RateOut.model_validate(row)\npydantic_core._pydantic_core.ValidationError: 1 validation error for RateOut\nrate\n  Input should be a valid decimal [type=decimal_parsing, input_value='1.6O2', input_type=str]",
      ],
    ],
    rep: [
      "error",
      "GET /rates/{word} 500: 1 validation error for RateOut rate Input should be a valid decimal [type=decimal_parsing, input_value='1.6O2']",
      900,
    ],
    client: {
      jvm: 'org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "{"detail":"1 validation error for RateOut"}"',
      go: "{dep}: GET /rates: unexpected status 500",
      python: "httpx.HTTPStatusError: Server error '500 Internal Server Error' for url 'http://{dep}:8000/rates/EUR'",
      node: "AxiosError: Request failed with status code 500",
      any: "lookup from {dep} failed: 500 Internal Server Error",
    },
    edge: 500,
  },
  {
    cat: "unknown",
    dep: "redis",
    hints: ["restart", "crash", "unavailable", "connection"],
    note: "Redis restarts over and over without logging why; every app's cache and session calls are refused",
    cause: [
      [0, "info", "1:C # oO0OoO0OoO0Oo Redis is starting oO0OoO0OoO0Oo"],
      [300, "info", "1:C # Redis version=7.2.4, bits=64, commit=00000000, modified=0, pid=1, just started"],
      [900, "info", "1:M * Ready to accept connections tcp"],
    ],
    rep: ["info", "1:C # oO0OoO0OoO0Oo Redis is starting oO0OoO0OoO0Oo", 25000],
    client: {
      jvm: "redis.clients.jedis.exceptions.JedisConnectionException: Failed to connect to any host resolved for DNS name.",
      go: "dial tcp {ip}:6379: connect: connection refused",
      python: "redis.exceptions.ConnectionError: Error 111 connecting to {dep}:6379. Connection refused.",
      node: "Error: connect ECONNREFUSED {ip}:6379",
      ruby: "Redis::CannotConnectError (Error connecting to Redis on {dep}:6379 (Errno::ECONNREFUSED))",
      any: "cache {dep} unreachable: connection refused",
    },
    edge: 500,
  },
  {
    cat: "unknown",
    dep: "idp",
    hints: ["unhandled", "500", "internal", "error"],
    note: "the identity server answers 500 to every token request and only logs a bare unhandled-exception line; every client's auth fails",
    cause: [[0, "error", "An unhandled exception has occurred while executing the request."]],
    rep: ["error", "An unhandled exception has occurred while executing the request.", 900],
    client: {
      jvm: "OAuth2AuthorizationException: [invalid_token_response] An error occurred while attempting to retrieve the OAuth 2.0 Access Token Response: 500 Internal Server Error: [no body]",
      go: "oauth2: cannot fetch token: 500 Internal Server Error\nResponse: ",
      python:
        "requests.exceptions.HTTPError: 500 Server Error: Internal Server Error for url: http://{dep}/connect/token",
      node: "OPError: expected 200 OK, got: 500 Internal Server Error",
      any: "token request to {dep} failed: 500 Internal Server Error",
    },
    edge: 500,
  },
];

const t = (
  cat: Category,
  rt: Runtime,
  hints: string[],
  note: string,
  cause: Line[],
  rep: [Level, string, number],
  edge = 500,
): TwoTpl => ({
  cat,
  rt,
  hints,
  note,
  cause,
  rep,
  caller: "call to {origin} failed: {status}",
  edge,
});

export const TWO: TwoTpl[] = [
  t(
    "authentication",
    "node",
    ["api key", "401", "unauthorized", "credential"],
    "the payment provider rejects the rotated API key (401); checkouts fail",
    [[0, "error", "StripeAuthenticationError: Invalid API Key provided: sk_live_****************7QfZ"]],
    ["error", "StripeAuthenticationError: Invalid API Key provided: sk_live_****************7QfZ", 1500],
  ),
  t(
    "authentication",
    "jvm",
    ["jwt", "signature", "token"],
    "after a key rotation the service verifies tokens against a stale key; every request is answered 401",
    [
      [
        0,
        "warn",
        "io.jsonwebtoken.security.SignatureException: JWT signature does not match locally computed signature. JWT validity cannot be asserted and should not be trusted.",
      ],
    ],
    [
      "warn",
      "io.jsonwebtoken.security.SignatureException: JWT signature does not match locally computed signature. JWT validity cannot be asserted and should not be trusted.",
      700,
    ],
    401,
  ),
  t(
    "authorization",
    "python",
    ["accessdenied", "not authorized", "permission"],
    "a narrowed IAM role denies the service dynamodb:PutItem; orders fail",
    [
      [
        0,
        "error",
        "botocore.exceptions.ClientError: An error occurred (AccessDeniedException) when calling the PutItem operation: User: arn:aws:sts::4471:assumed-role/app-prod/botocore-session is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-west-1:4471:table/orders because no identity-based policy allows the dynamodb:PutItem action",
      ],
    ],
    [
      "error",
      "botocore.exceptions.ClientError: An error occurred (AccessDeniedException) when calling the PutItem operation: not authorized to perform: dynamodb:PutItem",
      1300,
    ],
  ),
  t(
    "authorization",
    "jvm",
    ["permission denied", "permission", "grant"],
    "a migration recreated a table without grants; the service gets permission denied on every write",
    [
      [
        -5000,
        "info",
        'Flyway: Successfully applied 1 migration to schema "public", now at version v88 (execution time 00:00.412s)',
      ],
      [
        0,
        "error",
        "org.postgresql.util.PSQLException: ERROR: permission denied for table invoices" +
          J +
          "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
      ],
    ],
    ["error", "org.postgresql.util.PSQLException: ERROR: permission denied for table invoices", 1200],
  ),
  t(
    "configuration",
    "go",
    ["config", "yaml", "unmarshal"],
    "a release ships a config the service cannot parse; it crash-loops and the edge answers 502",
    [
      [-3000, "info", "starting version 4.12.0 (commit 9a1c3e7)"],
      [0, "fatal", "failed to load config: yaml: unmarshal errors:\n  line 14: cannot unmarshal !!str `30s` into int"],
    ],
    ["fatal", "failed to load config: yaml: unmarshal errors: line 14: cannot unmarshal !!str `30s` into int", 12000],
    502,
  ),
  t(
    "configuration",
    "jvm",
    ["config", "bind", "property", "application failed to start"],
    "a release with a mistyped property fails to start; the edge answers 503",
    [
      [
        0,
        "error",
        "\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'app.client.read-timeout' to java.time.Duration:\n\n    Property: app.client.read-timeout\n    Value: \"5 seconds\"\n    Reason: failed to convert java.lang.String to java.time.Duration",
      ],
    ],
    [
      "error",
      "APPLICATION FAILED TO START: Failed to bind properties under 'app.client.read-timeout' to java.time.Duration",
      15000,
    ],
    503,
  ),
  t(
    "database",
    "jvm",
    ["connection", "pool", "hikari", "database"],
    "the service's own DB pool is exhausted by a leaked transaction; its requests fail",
    [
      [
        -20000,
        "warn",
        "HikariPool-1 - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@{id} on thread http-nio-8080-exec-{n}",
      ],
      [
        0,
        "error",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=41)",
      ],
    ],
    [
      "error",
      "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting={n})",
      900,
    ],
  ),
  t(
    "database",
    "python",
    ["deadlock", "database", "postgres"],
    "a new batch update pattern deadlocks with request writes; the service's writes abort",
    [
      [
        0,
        "error",
        "psycopg2.errors.DeadlockDetected: deadlock detected\nDETAIL:  Process {id} waits for ShareLock on transaction {id}; blocked by process {id}.\nHINT:  See server log for query details.",
      ],
    ],
    ["error", "psycopg2.errors.DeadlockDetected: deadlock detected", 1100],
  ),
  t(
    "dependency",
    "jvm",
    ["circuit", "503", "unavailable", "vendor"],
    "the vendor API answers 503 and the circuit breaker opens; orders fail",
    [
      [0, "error", "vendor call POST https://api.vendorpay.example/v1/charges failed: 503 Service Unavailable"],
      [12000, "error", "CircuitBreaker 'vendorpay' is OPEN and does not permit further calls"],
    ],
    [
      "error",
      "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'vendorpay' is OPEN and does not permit further calls",
      800,
    ],
    503,
  ),
  t(
    "dependency",
    "go",
    ["502", "partner", "upstream", "bad gateway"],
    "the partner API the service depends on answers 502 to every call; its requests fail",
    [[0, "error", "partner API call failed: POST https://api.partnerhub.example/v3/requests: 502 Bad Gateway"]],
    ["error", "partner API call failed: POST https://api.partnerhub.example/v3/requests: 502 Bad Gateway", 1000],
    502,
  ),
  t(
    "disk",
    "node",
    ["enospc", "space", "disk"],
    "the upload volume fills; every upload fails with ENOSPC",
    [
      [-30000, "warn", "disk usage on /var/uploads at 97%"],
      [
        0,
        "error",
        "Error: ENOSPC: no space left on device, write\n    at async writeFile (node:internal/fs/promises:1030:3) {\n  errno: -28,\n  code: 'ENOSPC',\n  syscall: 'write'\n}",
      ],
    ],
    ["error", "Error: ENOSPC: no space left on device, write", 1200],
  ),
  t(
    "disk",
    "jvm",
    ["space", "disk", "device"],
    "the service's scratch volume fills; report renders fail with No space left on device",
    [
      [
        0,
        "error",
        "java.io.IOException: No space left on device" +
          J +
          "java.base/java.io.FileOutputStream.writeBytes(Native Method)" +
          J +
          "org.apache.pdfbox.pdmodel.PDDocument.save(PDDocument.java:1311)",
      ],
    ],
    ["error", "java.io.IOException: No space left on device", 1500],
  ),
  t(
    "memory",
    "jvm",
    ["outofmemory", "heap", "memory"],
    "the service runs out of heap and is OOM-killed repeatedly; its requests fail",
    [
      [-40000, "warn", "GC overhead: Pause Full (G1 Compaction Pause) 3890M->3871M(4096M) 2811.402ms"],
      [0, "error", "java.lang.OutOfMemoryError: Java heap space\nDumping heap to /tmp/java_pid1.hprof ..."],
    ],
    ["error", 'Exception in thread "http-nio-8080-exec-{n}" java.lang.OutOfMemoryError: Java heap space', 4000],
    502,
  ),
  t(
    "memory",
    "node",
    ["heap", "memory", "allocation"],
    "the Node service hits its heap limit and crashes in a loop; the edge answers 502",
    [
      [
        0,
        "fatal",
        "<--- Last few GCs --->\n[1:0x5581]  512331 ms: Mark-Compact 2036.1 (2082.4) -> 2030.9 (2083.1) MB, 1811.2 / 0.0 ms  (average mu = 0.121) allocation failure\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
      ],
    ],
    ["fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", 20000],
    502,
  ),
  t(
    "network",
    "go",
    ["connection reset", "reset", "network"],
    "connections from the service to its upstream are reset mid-request; its requests fail",
    [[0, "error", "read tcp {ip}:{id}->{ip}:443: read: connection reset by peer"]],
    ["error", "read tcp {ip}:{id}->{ip}:443: read: connection reset by peer", 700],
    502,
  ),
  t(
    "network",
    "python",
    ["tls", "ssl", "handshake", "network"],
    "TLS handshakes from the service to its upstream fail; its requests fail",
    [
      [
        0,
        "error",
        "requests.exceptions.SSLError: HTTPSConnectionPool(host='api.partner.example', port=443): Max retries exceeded with url: /v2/check (Caused by SSLError(SSLEOFError(8, '[SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1000)')))",
      ],
    ],
    [
      "error",
      "requests.exceptions.SSLError: HTTPSConnectionPool(host='api.partner.example', port=443): Max retries exceeded (Caused by SSLError(SSLEOFError(8, 'EOF occurred in violation of protocol')))",
      900,
    ],
    502,
  ),
  t(
    "null_reference",
    "python",
    ["attributeerror", "nonetype", "none"],
    "a release reads an optional field as required; requests crash with AttributeError on None",
    [
      [
        0,
        "error",
        "Traceback (most recent call last):\n  File \"/app/service/handlers.py\", line 212, in handle\n    total = quote.discount.amount + base\nAttributeError: 'NoneType' object has no attribute 'amount'",
      ],
    ],
    ["error", "AttributeError: 'NoneType' object has no attribute 'amount'", 800],
  ),
  t(
    "null_reference",
    "dotnet",
    ["nullreference", "null", "object reference"],
    "a release dereferences a missing profile; requests fail with NullReferenceException",
    [
      [
        0,
        "error",
        "An unhandled exception has occurred while executing the request.\nSystem.NullReferenceException: Object reference not set to an instance of an object.\n   at Api.Services.ProfileMapper.Map(Profile p) in /src/Api/Services/ProfileMapper.cs:line 41",
      ],
    ],
    ["error", "System.NullReferenceException: Object reference not set to an instance of an object.", 800],
  ),
  t(
    "rate_limiting",
    "ruby",
    ["429", "rate", "too many"],
    "the SMS provider throttles the account (429); sign-ups that need a code fail",
    [[0, "error", "Twilio::REST::RestError: [HTTP 429] 20429 : Unable to create record Too Many Requests"]],
    ["error", "Twilio::REST::RestError: [HTTP 429] 20429 : Too Many Requests", 900],
    503,
  ),
  t(
    "rate_limiting",
    "go",
    ["quota", "rate", "over_query_limit", "429"],
    "the geocoding vendor quota is exhausted; address lookups and the requests behind them fail",
    [
      [
        0,
        "error",
        "geocode: maps API status OVER_QUERY_LIMIT: You have exceeded your daily request quota for this API.",
      ],
    ],
    ["error", "geocode: maps API status OVER_QUERY_LIMIT", 800],
    503,
  ),
  t(
    "timeout",
    "go",
    ["timeout", "deadline"],
    "the service's pricing computation runs past its deadline; requests end in 504",
    [[0, "error", "compute quote: context deadline exceeded (after 8s)"]],
    ["error", "compute quote: context deadline exceeded (after 8s)", 900],
    504,
  ),
  t(
    "timeout",
    "ruby",
    ["timeout", "timed out"],
    "requests to the service run past Rack::Timeout; users get 504",
    [[0, "error", "Rack::Timeout::RequestTimeoutException: Request ran for longer than 15000ms"]],
    ["error", "Rack::Timeout::RequestTimeoutException: Request ran for longer than 15000ms", 900],
    504,
  ),
  t(
    "validation",
    "jvm",
    ["deserialize", "invalid", "format", "validation"],
    "a mobile release sends dates in a new format; the service rejects every booking",
    [
      [
        0,
        "warn",
        "com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.time.LocalDate` from String \"14/09/2026\": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '14/09/2026' could not be parsed at index 0",
      ],
    ],
    [
      "warn",
      'InvalidFormatException: Cannot deserialize value of type `java.time.LocalDate` from String "{n}/09/2026"',
      600,
    ],
    400,
  ),
  t(
    "validation",
    "python",
    ["validation", "field required", "missing"],
    "a partner feed drops a required field; the service rejects every import request",
    [
      [
        0,
        "error",
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for OrderIn\ncustomer_ref\n  Field required [type=missing, input_value={'sku': 'A-1'}, input_type=dict]",
      ],
    ],
    ["error", "1 validation error for OrderIn customer_ref Field required [type=missing]", 700],
    422,
  ),
  t(
    "unknown",
    "go",
    ["exit", "crash", "restart"],
    "the service exits with code 2 over and over without saying why; the edge answers 502",
    [[0, "error", "process exited with status 2"]],
    ["error", "Back-off restarting failed container (exit code 2)", 15000],
    502,
  ),
  t(
    "unknown",
    "node",
    ["500", "internal", "error"],
    "the service answers 500 with no error detail logged; users see failures",
    [[0, "error", "Internal Server Error"]],
    ["error", "Internal Server Error", 600],
  ),
];
