// The 52 origins: for each category four small upstream faults, as the origin itself prints them (a handful of
// lines, often before the storm), how its callers then see it, and what an on-call engineer would write down.
import type { Seen } from "./cascade.js";
import type { Runtime, Service } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface OriginLine {
  /** Seconds after the fault starts. */
  dt: number;
  level: Level;
  msg: string;
  stack?: string[];
}

export interface Ctx {
  o: Service;
  r: Rng;
}

export interface Fault {
  category: string;
  hints: string[];
  rt?: Runtime[];
  /** Names this origin should preferably have (a payments adapter for a payment vendor). */
  prefer?: RegExp;
  /** How callers see the origin once the storm starts. */
  seen: Seen;
  /** Seconds from the fault to the first victim lines. */
  storm: [number, number];
  severity: "medium" | "high";
  note: (o: string) => string;
  lines: (c: Ctx) => OriginLine[];
}

const L = (dt: number, level: Level, msg: string, stack?: string[]): OriginLine => ({ dt, level, msg, stack });
const J = (...xs: string[]) => xs.map((x) => `\tat ${x}`);

export const FAULTS: Fault[] = [
  // authentication
  {
    category: "authentication",
    hints: ["password", "authentication", "credential"],
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) => `${o}: DB password rotated under it, HikariPool cannot authenticate; callers retry into breakers`,
    lines: ({ o }) => [
      L(
        0,
        "info",
        `HikariPool-1 - Closing connection org.postgresql.jdbc.PgConnection@6b1e2f: (connection has passed maxLifetime)`,
      ),
      L(
        0.4,
        "error",
        `HikariPool-1 - Connection is not available: FATAL: password authentication failed for user "${o.name.replace(/-/g, "_")}_rw"`,
      ),
      L(
        31,
        "error",
        `HikariPool-1 - Exception during pool refill: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "${o.name.replace(/-/g, "_")}_rw"`,
      ),
      L(
        95,
        "error",
        `HikariPool-1 - Connection is not available: FATAL: password authentication failed for user "${o.name.replace(/-/g, "_")}_rw"`,
      ),
    ],
  },
  {
    category: "authentication",
    hints: ["token", "oauth", "invalid_client", "credential", "secret"],
    seen: "error",
    storm: [10, 40],
    severity: "high",
    note: (o) =>
      `${o}: OAuth client secret for its upstream API expired, every token refresh rejected (invalid_client)`,
    lines: () => [
      L(0, "warn", "access token expires in 0s, refreshing via client_credentials grant"),
      L(
        0.3,
        "error",
        `token refresh failed: 401 {"error":"invalid_client","error_description":"Client secret has expired"}`,
      ),
      L(
        20,
        "error",
        `token refresh failed: 401 {"error":"invalid_client","error_description":"Client secret has expired"}`,
      ),
      L(80, "error", "no valid access token, rejecting outbound call: invalid_client"),
    ],
  },
  {
    category: "authentication",
    hints: ["wrongpass", "redis", "auth", "password"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) => `${o}: Redis ACL password changed, session-cache client cannot AUTH and falls back to slow path`,
    lines: () => [
      L(0, "warn", "redis connection lost, reconnecting (attempt 1)"),
      L(0.5, "error", "ReplyError: WRONGPASS invalid username-password pair or user is disabled."),
      L(6, "error", "ReplyError: WRONGPASS invalid username-password pair or user is disabled."),
      L(40, "warn", "session cache unavailable, falling back to database lookups"),
      L(120, "error", "ReplyError: WRONGPASS invalid username-password pair or user is disabled."),
    ],
  },
  {
    category: "authentication",
    hints: ["jwt", "signature", "kid", "jwks", "token"],
    seen: "error",
    storm: [5, 15],
    severity: "high",
    note: (o) =>
      `${o}: signing keys rotated, its JWKS cache lacks the new kid so every service token fails verification`,
    lines: ({ r }) => {
      const kid = r.hex(16);
      return [
        L(0, "info", "JWKS refreshed: 2 keys"),
        L(
          2,
          "error",
          `JWT verification failed: no matching key for kid "${kid}" in JWKS (signature could not be verified)`,
        ),
        L(3, "warn", "rejected request with 401: invalid service token"),
        L(
          60,
          "error",
          `JWT verification failed: no matching key for kid "${kid}" in JWKS (signature could not be verified)`,
        ),
      ];
    },
  },
  // authorization
  {
    category: "authorization",
    hints: ["accessdenied", "access denied", "not authorized", "permission", "iam"],
    seen: "error",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: IAM policy change removed s3:GetObject from its role; reads fail, callers retry and open breakers`,
    lines: ({ o, r }) => [
      L(
        0,
        "error",
        `AccessDenied: User: arn:aws:sts::4120${r.int(10000000, 99999999)}:assumed-role/${o.name}-task/${r.hex(12)} is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::${o.name}-assets/templates/v3.json" because no identity-based policy allows the s3:GetObject action`,
      ),
      L(
        4,
        "error",
        `S3 read failed for templates/v3.json: AccessDenied (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})`,
      ),
      L(
        70,
        "error",
        `AccessDenied: not authorized to perform: s3:GetObject on resource "arn:aws:s3:::${o.name}-assets/templates/v3.json"`,
      ),
    ],
  },
  {
    category: "authorization",
    hints: ["forbidden", "rbac", "cannot get", "permission"],
    seen: "down",
    storm: [15, 40],
    severity: "high",
    note: (o) =>
      `${o}: new ServiceAccount lacks RBAC to read its ConfigMap; pods fail readiness, autoscaler adds more that also fail`,
    lines: ({ o }) => [
      L(0, "info", `Starting ${o.name} (rollout 2026.11.${o.port % 27})`),
      L(
        1,
        "error",
        `configmaps "${o.name}-settings" is forbidden: User "system:serviceaccount:prod:${o.name}" cannot get resource "configmaps" in API group "" in the namespace "prod"`,
      ),
      L(2, "warn", "readiness: settings not loaded, reporting NOT READY"),
      L(
        45,
        "error",
        `configmaps "${o.name}-settings" is forbidden: User "system:serviceaccount:prod:${o.name}" cannot get resource "configmaps" in API group "" in the namespace "prod"`,
      ),
    ],
  },
  {
    category: "authorization",
    hints: ["permission denied", "permission", "grant", "privilege"],
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) =>
      `${o}: migration revoked table grants from its DB role; writes fail with permission denied, callers amplify`,
    lines: ({ o }) => [
      L(0, "info", 'flyway: Successfully applied 1 migration to schema "public", now at version v87'),
      L(3, "error", `ERROR: permission denied for table ${o.name.split("-")[0]}_records`),
      L(
        9,
        "error",
        `could not save record: org.postgresql.util.PSQLException: ERROR: permission denied for table ${o.name.split("-")[0]}_records`,
      ),
      L(50, "error", `ERROR: permission denied for table ${o.name.split("-")[0]}_records`),
    ],
  },
  {
    category: "authorization",
    hints: ["permission_denied", "permission", "denied", "pubsub"],
    seen: "slow",
    storm: [20, 60],
    severity: "high",
    note: (o) =>
      `${o}: lost pubsub.topics.publish on its topic; publishes block in retry, request threads pile up upstream`,
    lines: ({ o }) => [
      L(
        0,
        "error",
        `PERMISSION_DENIED: User not authorized to perform this action. (pubsub.topics.publish on projects/prod-core/topics/${o.name}-events)`,
      ),
      L(15, "warn", "publisher: 312 messages buffered, retrying publish with backoff"),
      L(
        60,
        "error",
        `PERMISSION_DENIED: User not authorized to perform this action. (pubsub.topics.publish on projects/prod-core/topics/${o.name}-events)`,
      ),
    ],
  },
  // configuration
  {
    category: "configuration",
    hints: ["config", "max_connections", "pool", "reload"],
    seen: "slow",
    storm: [20, 50],
    severity: "high",
    note: (o) =>
      `${o}: config reload set its outbound pool size to 2 (was 200); requests queue inside it, callers time out`,
    lines: () => [
      L(0, "info", "config watcher: key service/http-client changed (revision 4412 -> 4413), reloading"),
      L(0.2, "info", "applied config: http.client.max_connections=2 (was 200), http.client.timeout=30s"),
      L(30, "warn", "http client: 2/2 connections busy, 148 requests waiting for a connection"),
      L(90, "warn", "http client: 2/2 connections busy, 611 requests waiting for a connection"),
    ],
  },
  {
    category: "configuration",
    hints: ["placeholder", "config", "property", "missing"],
    rt: ["java"],
    seen: "down",
    storm: [20, 40],
    severity: "high",
    note: (o) => `${o}: release dropped a required property; new pods fail to start, callers see refused connections`,
    lines: ({ o }) => [
      L(0, "info", `Starting ${o.name.replace(/-/g, "")}Application v5.14.0 using Java 21.0.4`),
      L(2, "error", "Application run failed", [
        `org.springframework.beans.factory.BeanCreationException: Error creating bean with name '${o.name.replace(/-/g, "")}Client': Injection of autowired dependencies failed`,
        `Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder '${o.name}.upstream.base-url' in value "\${${o.name}.upstream.base-url}"`,
        ...J("org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)"),
      ]),
      L(40, "info", `Starting ${o.name.replace(/-/g, "")}Application v5.14.0 using Java 21.0.4`),
      L(
        42,
        "error",
        `Could not resolve placeholder '${o.name}.upstream.base-url' in value "\${${o.name}.upstream.base-url}"`,
      ),
    ],
  },
  {
    category: "configuration",
    hints: ["read-only", "replica", "config", "database_url"],
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) => `${o}: deploy pointed DATABASE_URL at the read replica; every write fails, callers retry 3x`,
    lines: () => [
      L(0, "info", "connected to postgres at pg-replica-1.db.internal:5432/app (from DATABASE_URL)"),
      L(4, "error", "ERROR: cannot execute INSERT in a read-only transaction"),
      L(11, "error", "ERROR: cannot execute UPDATE in a read-only transaction"),
      L(75, "error", "ERROR: cannot execute INSERT in a read-only transaction"),
    ],
  },
  {
    category: "configuration",
    hints: ["timeout", "config", "setting", "50ms"],
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) =>
      `${o}: release changed its downstream timeout from 5000ms to 50ms (units typo); its own calls abort and it answers 503`,
    lines: () => [
      L(0, "info", "loaded settings: downstream.timeout=50ms downstream.retries=0 (profile=prod)"),
      L(3, "warn", "downstream call aborted after 50ms"),
      L(8, "warn", "downstream call aborted after 50ms"),
      L(60, "warn", "downstream call aborted after 50ms"),
    ],
  },
  // database
  {
    category: "database",
    hints: ["lock", "accessexclusivelock", "database", "waiting"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: ALTER TABLE took an AccessExclusiveLock; its queries queue on the lock and callers exhaust pools`,
    lines: ({ r }) => [
      L(0, "info", "migration 0142_add_index_orders_status started"),
      L(
        5,
        "warn",
        `process ${r.int(20000, 60000)} still waiting for RowExclusiveLock on relation 16402 of database 16384 after 1000.118 ms`,
      ),
      L(
        40,
        "warn",
        `process ${r.int(20000, 60000)} still waiting for AccessShareLock on relation 16402 of database 16384 after 1000.092 ms`,
      ),
      L(100, "error", "HikariPool-1 - Connection is not available, request timed out after 30000ms."),
    ],
  },
  {
    category: "database",
    hints: ["too many clients", "connection", "database", "slots"],
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) => `${o}: its Postgres hit max_connections; new connections refused, callers retry and amplify`,
    lines: () => [
      L(0, "error", "FATAL: remaining connection slots are reserved for non-replication superuser connections"),
      L(3, "error", "FATAL: sorry, too many clients already"),
      L(30, "error", "FATAL: sorry, too many clients already"),
      L(100, "error", "FATAL: sorry, too many clients already"),
    ],
  },
  {
    category: "database",
    hints: ["deadlock", "database", "sharelock"],
    seen: "error",
    storm: [5, 25],
    severity: "high",
    note: (o) =>
      `${o}: new batch update path deadlocks with request writes; failed transactions retried by every caller`,
    lines: ({ r }) => [
      L(0, "error", "ERROR: deadlock detected", [
        `DETAIL: Process ${r.int(20000, 60000)} waits for ShareLock on transaction ${r.int(8000000, 9000000)}; blocked by process ${r.int(20000, 60000)}.`,
        `Process ${r.int(20000, 60000)} waits for ShareLock on transaction ${r.int(8000000, 9000000)}; blocked by process ${r.int(20000, 60000)}.`,
        "HINT: See server log for query details.",
      ]),
      L(14, "error", "ERROR: deadlock detected"),
      L(48, "error", "ERROR: deadlock detected"),
      L(120, "error", "ERROR: deadlock detected"),
    ],
  },
  {
    category: "database",
    hints: ["not primary", "notwritableprimary", "mongo", "database", "election"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: MongoDB primary stepped down; writes fail NotWritablePrimary and reads stall in server selection`,
    lines: () => [
      L(0, "warn", "MongoDB topology changed: rs0/mongo-1:27017 is no longer primary"),
      L(0.5, "error", "MongoServerError: NotWritablePrimary: not primary"),
      L(12, "error", "MongoServerSelectionError: Server selection timed out after 30000 ms (no primary in rs0)"),
      L(70, "error", "MongoServerError: NotWritablePrimary: not primary"),
    ],
  },
  // dependency
  {
    category: "dependency",
    hints: ["502", "vendor", "stripe", "bad gateway", "upstream"],
    prefer: /pay|purchase|receipt|checkout/,
    seen: "slow",
    storm: [20, 50],
    severity: "high",
    note: (o) =>
      `${o}: third-party payment API answering 502 slowly; its worker threads hang, callers time out and open breakers`,
    lines: ({ r }) => [
      L(0, "warn", `Stripe API request POST /v1/payment_intents took 18412ms (request_id req_${r.hex(14)})`),
      L(5, "error", `Stripe::APIError: 502 Bad Gateway (request_id req_${r.hex(14)})`),
      L(40, "error", `Stripe::APIError: 502 Bad Gateway (request_id req_${r.hex(14)})`),
      L(110, "error", `Stripe::APIConnectionError: Request to Stripe timed out (request_id req_${r.hex(14)})`),
    ],
  },
  {
    category: "dependency",
    hints: ["kafka", "broker", "not available", "producer"],
    seen: "slow",
    storm: [20, 60],
    severity: "high",
    note: (o) => `${o}: Kafka broker 2 went away; producer blocks on metadata, request threads pile up in every caller`,
    lines: ({ o, r }) => [
      L(
        0,
        "warn",
        `[Producer clientId=${o.name}-1] Connection to node 2 (kafka-2.kafka.svc/10.0.${r.int(1, 9)}.${r.int(2, 250)}:9092) could not be established. Broker may not be available.`,
      ),
      L(
        30,
        "warn",
        `[Producer clientId=${o.name}-1] Connection to node 2 (kafka-2.kafka.svc) could not be established. Broker may not be available.`,
      ),
      L(
        62,
        "error",
        `org.apache.kafka.common.errors.TimeoutException: Topic ${o.name}-events not present in metadata after 60000 ms.`,
      ),
      L(130, "error", `Expiring 42 record(s) for ${o.name}-events-3:120001 ms has passed since batch creation`),
    ],
  },
  {
    category: "dependency",
    hints: ["redis", "cache", "connection", "loading"],
    seen: "slow",
    storm: [5, 15],
    severity: "high",
    note: (o) =>
      `${o}: its Redis cache node restarted empty; thundering herd of misses hits the database, callers time out`,
    lines: () => [
      L(0, "error", "Redis connection to cache-0.redis:6379 failed - read ECONNRESET"),
      L(2, "error", "ReplyError: LOADING Redis is loading the dataset in memory"),
      L(9, "warn", "cache hit ratio 3% (was 94%), 1811 misses/s"),
      L(60, "warn", "cache hit ratio 21%, 1204 misses/s"),
    ],
  },
  {
    category: "dependency",
    hints: ["elasticsearch", "shard", "unavailable", "cluster"],
    prefer: /search|records|catalog|profile/,
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) => `${o}: Elasticsearch cluster went red (shards unassigned); searches fail and callers retry`,
    lines: () => [
      L(0, "warn", "Elasticsearch cluster health changed from yellow to red"),
      L(
        1,
        "error",
        "ElasticsearchStatusException[Elasticsearch exception [type=search_phase_execution_exception, reason=all shards failed]]",
      ),
      L(20, "error", "NoShardAvailableActionException[No shard available for [get [titles][_doc][9781]]]"),
      L(
        80,
        "error",
        "ElasticsearchStatusException[Elasticsearch exception [type=search_phase_execution_exception, reason=all shards failed]]",
      ),
    ],
  },
  // disk
  {
    category: "disk",
    hints: ["no space", "disk", "enospc"],
    rt: ["node"],
    seen: "error",
    storm: [20, 60],
    severity: "high",
    note: (o) => `${o}: /data volume filled with temp files; writes fail ENOSPC and it answers 500, callers retry`,
    lines: ({ r }) => [
      L(0, "warn", "disk usage on /data is 95% (19.1G of 20G)"),
      L(40, "warn", "disk usage on /data is 99% (19.8G of 20G)"),
      L(70, "error", `Error: ENOSPC: no space left on device, write '/data/tmp/upload-${r.hex(8)}'`),
      L(120, "error", `Error: ENOSPC: no space left on device, open '/data/tmp/upload-${r.hex(8)}'`),
    ],
  },
  {
    category: "disk",
    hints: ["flood-stage", "watermark", "disk", "read-only"],
    seen: "error",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: its Elasticsearch index hit the flood-stage disk watermark; writes blocked read-only, callers retry`,
    lines: ({ o }) => [
      L(0, "warn", "high disk watermark [90%] exceeded on [es-data-1], shards will be relocated away from this node"),
      L(
        45,
        "error",
        `index [${o.name}-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]`,
      ),
      L(
        90,
        "error",
        `index [${o.name}-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]`,
      ),
    ],
  },
  {
    category: "disk",
    hints: ["read-only file system", "disk", "erofs", "volume"],
    seen: "down",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: its volume was remounted read-only after I/O errors; it crashes on write and restarts, callers see refused`,
    lines: ({ o }) => [
      L(0, "error", `OSError: [Errno 30] Read-only file system: '/var/lib/${o.name}/state/checkpoint.tmp'`),
      L(1, "fatal", "worker exiting: could not persist checkpoint"),
      L(35, "error", `OSError: [Errno 30] Read-only file system: '/var/lib/${o.name}/state/checkpoint.tmp'`),
    ],
  },
  {
    category: "disk",
    hints: ["no space", "disk", "rocksdb", "state store"],
    rt: ["java", "go", "dotnet"],
    seen: "slow",
    storm: [15, 45],
    severity: "high",
    note: (o) => `${o}: local state store disk filled; RocksDB write stalls then fails No space left on device`,
    lines: ({ o }) => [
      L(
        0,
        "warn",
        `RocksDB write stall: pending compaction bytes 68719476736 exceed soft limit on /var/lib/${o.name}/rocksdb`,
      ),
      L(
        35,
        "error",
        `org.rocksdb.RocksDBException: While appending to file: /var/lib/${o.name}/rocksdb/000412.sst: No space left on device`,
      ),
      L(
        100,
        "error",
        `org.rocksdb.RocksDBException: While appending to file: /var/lib/${o.name}/rocksdb/000413.log: No space left on device`,
      ),
    ],
  },
  // memory
  {
    category: "memory",
    hints: ["outofmemory", "heap", "gc", "memory"],
    rt: ["java"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) => `${o}: heap exhausted; long G1 full-GC pauses stall every request, then OutOfMemoryError`,
    lines: () => [
      L(0, "warn", "[gc] GC(8812) Pause Young (G1 Evacuation Pause) 3901M->3874M(4096M) 412.551ms"),
      L(20, "warn", "[gc] GC(8815) Pause Full (G1 Compaction Pause) 4088M->4011M(4096M) 6213.902ms"),
      L(55, "warn", "[gc] GC(8819) Pause Full (G1 Compaction Pause) 4095M->4070M(4096M) 9884.310ms"),
      L(90, "error", "java.lang.OutOfMemoryError: Java heap space", [
        ...J(
          "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
          "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
        ),
      ]),
    ],
  },
  {
    category: "memory",
    hints: ["heap", "out of memory", "memory", "allocation"],
    rt: ["node"],
    seen: "down",
    storm: [5, 20],
    severity: "high",
    note: (o) =>
      `${o}: V8 heap limit reached; process aborts and restarts in a loop, callers see resets and refused connections`,
    lines: () => [
      L(0, "warn", "event loop delay p99 2840ms, heapUsed 1.93GB of 2.0GB"),
      L(30, "fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", [
        "<--- Last few GCs --->",
        "[1:0x6a3c0a0]  3521021 ms: Mark-Compact 2011.4 (2083.1) -> 2003.9 (2085.6) MB, 1702.31 / 0.00 ms  (average mu = 0.161, current mu = 0.023) allocation failure; scavenge might not succeed",
      ]),
      L(90, "fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"),
    ],
  },
  {
    category: "memory",
    hints: ["out of memory", "memory", "cannot allocate"],
    rt: ["go"],
    seen: "down",
    storm: [5, 20],
    severity: "high",
    note: (o) =>
      `${o}: Go runtime out of memory (unbounded cache); crash-restarts, load balancer ejects it, callers fail`,
    lines: () => [
      L(0, "warn", "memory limit 90% reached: heap_inuse=3.6GiB gc_cpu_fraction=0.41"),
      L(25, "fatal", "fatal error: runtime: out of memory", [
        "runtime: out of memory: cannot allocate 8388608-byte block (4093607936 in use)",
        "goroutine 1821 [running]:",
        "runtime.throw({0x1a2b3c4?, 0x0?})",
      ]),
      L(80, "fatal", "fatal error: runtime: out of memory"),
    ],
  },
  {
    category: "memory",
    hints: ["sigkill", "memory", "oom", "worker"],
    rt: ["python"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) => `${o}: workers exceed memory and are OOM-killed (SIGKILL); capacity collapses, callers time out`,
    lines: () => [
      L(0, "warn", "worker rss 1.8GiB exceeds soft limit 1.5GiB"),
      L(12, "error", "Worker (pid:212) was sent SIGKILL! Perhaps out of memory?"),
      L(40, "error", "Worker (pid:247) was sent SIGKILL! Perhaps out of memory?"),
      L(95, "error", "Worker (pid:263) was sent SIGKILL! Perhaps out of memory?"),
    ],
  },
  // network
  {
    category: "network",
    hints: ["dns", "no such host", "lookup", "resolve"],
    rt: ["go"],
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) => `${o}: DNS lookups for its store fail (no such host) after a resolver change on its nodes`,
    lines: ({ o }) => [
      L(0, "error", `dial tcp: lookup ${o.name}-db.internal on 10.96.0.10:53: no such host`),
      L(9, "error", `dial tcp: lookup ${o.name}-db.internal on 10.96.0.10:53: no such host`),
      L(70, "error", `dial tcp: lookup ${o.name}-db.internal on 10.96.0.10:53: server misbehaving`),
    ],
  },
  {
    category: "network",
    hints: ["reset", "connection reset", "network", "econnreset"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) => `${o}: connections to its backing store reset mid-flight (network path); its requests hang then fail`,
    lines: ({ r }) => [
      L(0, "warn", `connection to 10.20.${r.int(1, 9)}.${r.int(2, 250)}:5432 reset by peer, reconnecting`),
      L(4, "error", "read tcp: connection reset by peer"),
      L(50, "error", "recvAddress(..) failed: Connection reset by peer"),
      L(110, "error", "read tcp: connection reset by peer"),
    ],
  },
  {
    category: "network",
    hints: ["no route", "network", "unreachable", "route"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) => `${o}: its node lost the route to the storage subnet; connects hang with no route to host`,
    lines: ({ r }) => [
      L(0, "error", `dial tcp 10.30.${r.int(1, 9)}.${r.int(2, 250)}:6379: connect: no route to host`),
      L(21, "error", `dial tcp 10.30.${r.int(1, 9)}.${r.int(2, 250)}:6379: connect: no route to host`),
      L(90, "error", "network is unreachable (sendto 10.30.0.0/16)"),
    ],
  },
  {
    category: "network",
    hints: ["tls", "handshake", "network", "ssl"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) => `${o}: TLS handshakes to its upstream time out after the egress proxy change; its calls stall`,
    lines: () => [
      L(0, "error", "net/http: TLS handshake timeout"),
      L(15, "error", "SSL handshake timed out (egress-proxy.internal:3128)"),
      L(80, "error", "net/http: TLS handshake timeout"),
    ],
  },
  // null_reference
  {
    category: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    rt: ["java"],
    seen: "error",
    storm: [3, 10],
    severity: "high",
    note: (o) =>
      `${o}: new release throws NullPointerException for records without a region; callers retry 3x each level`,
    lines: ({ o }) => {
      const pkg = `com.${o.name.replace(/-/g, "")}`;
      const npe = [
        `java.lang.NullPointerException: Cannot invoke "String.toUpperCase()" because the return value of "${pkg}.model.Record.getRegion()" is null`,
        ...J(`${pkg}.service.RegionMapper.map(RegionMapper.java:41)`, `${pkg}.api.Handler.handle(Handler.java:88)`),
      ];
      return [
        L(0, "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", npe),
        L(20, "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", npe),
        L(75, "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", npe),
      ];
    },
  },
  {
    category: "null_reference",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    rt: ["node"],
    seen: "error",
    storm: [3, 10],
    severity: "high",
    note: (o) => `${o}: TypeError reading a field of undefined after a payload change; 500s multiply through retries`,
    lines: () => [
      L(0, "error", "TypeError: Cannot read properties of undefined (reading 'currency')", [
        "    at toMoney (/app/dist/lib/money.js:14:22)",
        "    at /app/dist/routes/summary.js:57:31",
      ]),
      L(30, "error", "TypeError: Cannot read properties of undefined (reading 'currency')"),
      L(100, "error", "TypeError: Cannot read properties of undefined (reading 'currency')"),
    ],
  },
  {
    category: "null_reference",
    hints: ["nonetype", "attributeerror", "none", "null"],
    rt: ["python"],
    seen: "error",
    storm: [3, 10],
    severity: "high",
    note: (o) => `${o}: AttributeError on None for entries missing an optional block; its 500s trigger retry storms`,
    lines: () => [
      L(0, "error", "Exception on request", [
        "Traceback (most recent call last):",
        '  File "/app/handlers.py", line 112, in evaluate',
        "    window = rule.schedule.get('window')",
        "AttributeError: 'NoneType' object has no attribute 'get'",
      ]),
      L(25, "error", "AttributeError: 'NoneType' object has no attribute 'get'"),
      L(90, "error", "AttributeError: 'NoneType' object has no attribute 'get'"),
    ],
  },
  {
    category: "null_reference",
    hints: ["nil pointer", "nil", "segmentation", "null"],
    rt: ["go"],
    seen: "down",
    storm: [3, 10],
    severity: "high",
    note: (o) => `${o}: nil pointer dereference panics on a new code path; pods crash-loop, load balancer ejects them`,
    lines: () => [
      L(0, "fatal", "panic: runtime error: invalid memory address or nil pointer dereference", [
        "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c3f12]",
        "goroutine 4121 [running]:",
        "main.(*Handler).resolve(0xc0001a2000, 0x0)",
      ]),
      L(40, "fatal", "panic: runtime error: invalid memory address or nil pointer dereference"),
      L(110, "fatal", "panic: runtime error: invalid memory address or nil pointer dereference"),
    ],
  },
  // rate_limiting
  {
    category: "rate_limiting",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: vendor API started answering 429 with Retry-After 30; it waits and its callers time out and retry, worsening it`,
    lines: () => [
      L(0, "warn", "vendor API 429 Too Many Requests (limit 600/min), Retry-After: 30"),
      L(8, "warn", "vendor API 429 Too Many Requests (limit 600/min), Retry-After: 30"),
      L(45, "error", "rate limited by vendor for 180s, 412 requests waiting on backoff"),
      L(120, "warn", "vendor API 429 Too Many Requests (limit 600/min), Retry-After: 60"),
    ],
  },
  {
    category: "rate_limiting",
    hints: ["throttling", "rate exceeded", "throughput", "dynamodb"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) => `${o}: DynamoDB throttles its table (provisioned throughput exceeded); SDK backoff stalls requests`,
    lines: ({ o }) => [
      L(
        0,
        "warn",
        `ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. (table ${o.name}-items)`,
      ),
      L(10, "warn", "ThrottlingException: Rate exceeded (retry 3/3 after 1600ms)"),
      L(
        60,
        "error",
        `ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. (table ${o.name}-items)`,
      ),
    ],
  },
  {
    category: "rate_limiting",
    hints: ["slowdown", "reduce your request rate", "rate", "s3"],
    seen: "error",
    storm: [10, 30],
    severity: "high",
    note: (o) => `${o}: S3 returns SlowDown on its prefix; uploads fail and callers retry, multiplying requests`,
    lines: ({ r }) => [
      L(
        0,
        "warn",
        `SlowDown: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: ${r.hex(16).toUpperCase()})`,
      ),
      L(
        15,
        "error",
        `SlowDown: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: ${r.hex(16).toUpperCase()})`,
      ),
      L(
        80,
        "error",
        `SlowDown: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: ${r.hex(16).toUpperCase()})`,
      ),
    ],
  },
  {
    category: "rate_limiting",
    hints: ["rate limit", "quota", "exceeded", "429"],
    prefer: /region|carrier|tracking|outage|meter/,
    seen: "error",
    storm: [10, 30],
    severity: "high",
    note: (o) => `${o}: maps/geo API daily quota exhausted (OVER_QUERY_LIMIT); every lookup fails, callers retry`,
    lines: () => [
      L(0, "warn", "geocoding quota at 98% of daily limit"),
      L(30, "error", "geocode failed: OVER_QUERY_LIMIT You have exceeded your daily request quota for this API."),
      L(90, "error", "geocode failed: OVER_QUERY_LIMIT You have exceeded your daily request quota for this API."),
    ],
  },
  // timeout
  {
    category: "timeout",
    hints: ["timeout", "timed out", "lock"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: a distributed lock is held by a stuck job; its handlers wait 30s for it and time out, callers pile up`,
    lines: ({ r }) => [
      L(0, "info", `acquired lock 'day-close' (owner worker-${r.int(1, 9)})`),
      L(40, "warn", "could not acquire lock 'day-close' within 30s (held by worker-3 for 70s)"),
      L(100, "error", "could not acquire lock 'day-close' within 30s (held by worker-3 for 130s), request timed out"),
    ],
  },
  {
    category: "timeout",
    hints: ["timeout", "timed out", "legacy", "soap"],
    prefer: /account|eligib|payer|tariff/,
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: its legacy mainframe gateway stopped answering within 60s; clients with 5s timeouts retry so work is done twice`,
    lines: () => [
      L(0, "warn", "legacy gateway call GetAccountStatus took 21744ms"),
      L(30, "error", "legacy gateway call GetAccountStatus timed out after 60000ms"),
      L(110, "error", "legacy gateway call GetAccountStatus timed out after 60000ms"),
    ],
  },
  {
    category: "timeout",
    hints: ["deadline", "timeout", "timed out"],
    seen: "slow",
    storm: [5, 20],
    severity: "high",
    note: (o) => `${o}: a new rule set makes its own evaluation exceed its 10s deadline; callers (5s timeouts) retry`,
    lines: () => [
      L(0, "info", "loaded rule set v88 (412 rules)"),
      L(5, "warn", "request exceeded deadline of 10s in stage=evaluate (9.9s spent)"),
      L(60, "error", "request exceeded deadline of 10s in stage=evaluate, aborting"),
    ],
  },
  {
    category: "timeout",
    hints: ["timeout", "statement", "timed out", "canceling"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: a report query runs to its 30s statement timeout under load; its handlers block, callers time out`,
    lines: () => [
      L(0, "warn", "slow query 28114 ms: SELECT ... FROM usage_daily WHERE period >= $1"),
      L(20, "error", "ERROR: canceling statement due to statement timeout"),
      L(90, "error", "ERROR: canceling statement due to statement timeout"),
    ],
  },
  // validation
  {
    category: "validation",
    hints: ["validation", "constraint", "must be", "invalid"],
    rt: ["java"],
    seen: "error",
    storm: [5, 15],
    severity: "high",
    note: (o) =>
      `${o}: its release added @Min(1) on quantity, which callers legitimately send as 0; it rejects with 422 and clients retry 3x`,
    lines: ({ o }) => [
      L(-20, "info", `Started ${o.name.replace(/-/g, "")}Application in 9.412 seconds (process running for 10.1)`),
      L(
        0,
        "warn",
        `Resolved [jakarta.validation.ConstraintViolationException: create.request.quantity: must be greater than or equal to 1] (${o.name})`,
      ),
      L(
        12,
        "warn",
        "Resolved [jakarta.validation.ConstraintViolationException: create.request.quantity: must be greater than or equal to 1]",
      ),
      L(
        70,
        "warn",
        "Resolved [jakarta.validation.ConstraintViolationException: create.request.quantity: must be greater than or equal to 1]",
      ),
    ],
  },
  {
    category: "validation",
    hints: ["validationerror", "schema", "not of type", "validation"],
    rt: ["python"],
    seen: "slow",
    storm: [15, 40],
    severity: "high",
    note: (o) =>
      `${o}: a poison message in its work queue fails schema validation and is redelivered forever; its requests wait behind it`,
    lines: () => [
      L(0, "error", "jsonschema.exceptions.ValidationError: None is not of type 'string' (path: $.customer.id)"),
      L(20, "error", "jsonschema.exceptions.ValidationError: None is not of type 'string' (path: $.customer.id)"),
      L(80, "error", "jsonschema.exceptions.ValidationError: None is not of type 'string' (path: $.customer.id)"),
    ],
  },
  {
    category: "validation",
    hints: ["unmarshal", "json", "cannot unmarshal", "invalid"],
    rt: ["go"],
    seen: "error",
    storm: [5, 15],
    severity: "high",
    note: (o) =>
      `${o}: its release typed price as float64 but callers send it as a string; it rejects them and callers retry each 400`,
    lines: ({ o }) => [
      L(-15, "info", `${o.name} starting version=v2.31.0 commit=${"9c1e0aa"}`),
      L(0, "error", "decode request: json: cannot unmarshal string into Go struct field Item.price of type float64"),
      L(15, "error", "decode request: json: cannot unmarshal string into Go struct field Item.price of type float64"),
      L(75, "error", "decode request: json: cannot unmarshal string into Go struct field Item.price of type float64"),
    ],
  },
  {
    category: "validation",
    hints: ["validation", "invalid", "rejected", "format"],
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) =>
      `${o}: an imported rate card has invalid rows; it rejects each lookup as invalid input and callers retry`,
    lines: () => [
      L(0, "info", "imported rate card 2026-11 (8122 rows)"),
      L(3, "error", "validation failed: rate card row 4471: 'effective_from' is not a valid date ('31/11/2026')"),
      L(40, "error", "validation failed: rate card row 4471: 'effective_from' is not a valid date ('31/11/2026')"),
      L(100, "error", "validation failed: rate card row 4471: 'effective_from' is not a valid date ('31/11/2026')"),
    ],
  },
  // unknown
  {
    category: "unknown",
    hints: ["unknown", "internal", "exit", "crash"],
    seen: "down",
    storm: [5, 20],
    severity: "high",
    note: (o) => `${o}: process exits and restarts repeatedly with no reason printed; callers see refused connections`,
    lines: ({ o }) => [
      L(0, "error", "shutting down: unexpected state"),
      L(25, "info", `${o.name} starting (build 7f3a2c1)`),
      L(50, "error", "shutting down: unexpected state"),
      L(80, "info", `${o.name} starting (build 7f3a2c1)`),
      L(105, "error", "shutting down: unexpected state"),
    ],
  },
  {
    category: "unknown",
    hints: ["unknown", "internal", "500", "error"],
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) => `${o}: starts answering 500 "internal error" with no detail logged; callers amplify with retries`,
    lines: () => [
      L(0, "error", "request failed: internal error"),
      L(15, "error", "request failed: internal error"),
      L(60, "error", "request failed: internal error"),
      L(120, "error", "request failed: internal error"),
    ],
  },
  {
    category: "unknown",
    hints: ["unknown", "stuck", "unresponsive", "hang"],
    seen: "slow",
    storm: [10, 30],
    severity: "high",
    note: (o) =>
      `${o}: stops making progress (watchdog sees it stalled) without any cause in its logs; callers time out`,
    lines: () => [
      L(0, "warn", "watchdog: main loop has not ticked for 15s"),
      L(30, "error", "watchdog: main loop has not ticked for 45s"),
      L(100, "error", "watchdog: main loop has not ticked for 115s"),
    ],
  },
  {
    category: "unknown",
    hints: ["unknown", "error", "failed", "unexpected"],
    seen: "error",
    storm: [5, 20],
    severity: "high",
    note: (o) => `${o}: fails every request with an opaque 'unexpected error' after a restart; nothing says why`,
    lines: ({ r }) => [
      L(0, "error", `unexpected error (ref ${r.hex(8)})`),
      L(12, "error", `unexpected error (ref ${r.hex(8)})`),
      L(70, "error", `unexpected error (ref ${r.hex(8)})`),
    ],
  },
];
