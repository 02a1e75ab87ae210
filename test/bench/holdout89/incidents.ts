// The 52 failures of holdout89 (4 per category), each in the words the failing software really logs.
import { ten } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Fault } from "./stream.js";

const acct = (r: Rng) => `acct_${r.hex(10)}`;
const gor = (r: Rng) => r.i(1000, 90000);

// ------------------------------------------------------------------ tally (metrics platform, Go + Kotlin)
const TALLY: Fault[] = [
  {
    estate: "tally",
    origin: "rw-gateway",
    category: "authentication",
    hints: ["oauth", "token", "credential", "authentication", "invalid_client", "401"],
    severity: "high",
    note: "rw-gateway can no longer obtain a client-credentials token from the identity provider (invalid_client after a secret rotation) and answers every remote-write push with 500 while distributor traffic from it dries up.",
    kind: "e500",
    rate: 0.9,
    originMsg: (r) => [
      "error",
      `POST /api/v1/push (500) ${r.i(80, 400)}ms org_id=${ten(r)} err="verify tenant token: oauth2: cannot fetch token: 401 Unauthorized\\nResponse: {\\"error\\":\\"invalid_client\\",\\"error_description\\":\\"Client authentication failed\\"}"`,
    ],
    onset: [
      [
        -200,
        "rw-gateway",
        "info",
        "tenant key cache: refreshed 4812 keys from https://auth.tallyscope.io/oauth/token (expires in 300s)",
      ],
      [
        2,
        "rw-gateway",
        "warn",
        'tenant key cache refresh failed, serving stale keys until expiry err="oauth2: cannot fetch token: 401 Unauthorized"',
      ],
      [100, "rw-gateway", "error", "tenant key cache expired and refresh keeps failing; rejecting pushes"],
    ],
  },
  {
    estate: "tally",
    origin: "store-gateway",
    category: "authorization",
    hints: ["accessdenied", "access denied", "403", "permission", "forbidden"],
    severity: "high",
    note: "After a bucket policy change the store-gateway gets AccessDenied on GetObject for block chunks, so long-range queries through the querier fail with 500 while recent (ingester-only) queries keep working.",
    kind: "e500",
    originMsg: (r) => [
      "error",
      `failed to fetch series from block org_id=${ten(r)} block=01J${r.hex(10).toUpperCase()}KQ4ZN err="get range reader: The specified key does not exist or you are not allowed to read it: Access Denied (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})"`,
    ],
    periodic: {
      every: 90,
      msg: (r) => [
        "warn",
        `failed to synchronize TSDB blocks err="read bucket index: AccessDenied: Access Denied\\n\\tstatus code: 403, request id: ${r.hex(16).toUpperCase()}"`,
      ],
    },
    up: {
      querier: (r) => [
        "error",
        `query failed org_id=${ten(r)} err="rpc error: code = Internal desc = failed to fetch series from store-gateway-${r.i(0, 5)}: AccessDenied: Access Denied"`,
      ],
      "query-frontend": (r) => [
        "error",
        `query stats component=query-frontend method=GET path=/prometheus/api/v1/query_range status=failed status_code=500 org_id=${ten(r)} err="expanding series: rpc error: code = Internal"`,
      ],
    },
    onset: [
      [-40, "store-gateway", "info", "bucket client configured bucket=tally-blocks-prod region=us-east-1 sse=aws:kms"],
    ],
  },
  {
    estate: "tally",
    origin: "tenant-admin",
    category: "database",
    hints: ["connection", "pool", "hikari", "database", "jdbc", "sql"],
    severity: "high",
    note: "tenant-admin's Hikari pool to its Postgres is exhausted (connections not available after 30s), so limit lookups from the distributor and query-frontend fail and they fall back to stale or default limits.",
    kind: "timeout",
    rate: 0.8,
    originMsg: (r) => [
      "error",
      `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.i(30, 180)})\njava.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.i(30, 180)})\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)\n\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)\n\tat org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)\n\tat io.tallyscope.admin.limits.LimitsRepository.findByTenant(LimitsRepository.kt:41)\n\tat io.tallyscope.admin.limits.LimitsController.get(LimitsController.kt:27)`,
    ],
    originShare: 0.6,
    periodic: {
      every: 30,
      msg: (r) => ["warn", `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.i(40, 200)})`],
    },
    up: {
      distributor: (r) => [
        "warn",
        `limits refresh failed, using cached limits org_id=${ten(r)} err="Get \\"http://tenant-admin:8080/v1/tenants/${ten(r)}/limits\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
      ],
    },
  },
  {
    estate: "tally",
    origin: "otlp-receiver",
    category: "network",
    hints: ["dns", "lookup", "no such host", "resolve", "network"],
    severity: "high",
    note: "otlp-receiver pods can no longer resolve the distributor's service name (lookup ... no such host) and return 503 for all OTLP pushes; rw-gateway keeps pushing through the distributor fine.",
    kind: "refused",
    rate: 0.95,
    originMsg: (r) => [
      "error",
      `POST /otlp/v1/metrics (503) ${r.i(1, 20)}ms org_id=${ten(r)} err="rpc error: code = Unavailable desc = name resolver error: produced zero addresses; lookup distributor.tally-prod.svc.cluster.local on 172.20.0.10:53: no such host"`,
    ],
    periodic: {
      every: 15,
      msg: () => [
        "warn",
        '[core] [Channel #3 SubChannel #4] grpc: addrConn.createTransport failed to connect to {Addr: "distributor.tally-prod.svc.cluster.local:9095"}. Err: connection error: desc = "transport: Error while dialing: dial tcp: lookup distributor.tally-prod.svc.cluster.local on 172.20.0.10:53: no such host"',
      ],
    },
  },
  {
    estate: "tally",
    origin: "store-gateway",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "slow"],
    severity: "medium",
    note: "store-gateway bucket reads slow to a crawl (GetRange taking 20-40s) so its series calls exceed the querier's deadline; queries over older data time out while recent ones succeed.",
    kind: "timeout",
    rate: 0.75,
    originMsg: (r) => [
      "warn",
      `slow bucket operation op=GetRange object=${ten(r)}/01J${r.hex(10).toUpperCase()}/chunks/0000${r.i(1, 9)} duration=${r.f(18, 41).toFixed(1)}s`,
    ],
    periodic: {
      every: 20,
      msg: (r) => [
        "warn",
        `series request cancelled by caller org_id=${ten(r)} err="context canceled" elapsed=${r.f(30, 60).toFixed(1)}s`,
      ],
    },
    up: {
      querier: (r) => [
        "error",
        `query failed org_id=${ten(r)} err="rpc error: code = DeadlineExceeded desc = context deadline exceeded while fetching series from store-gateway-${r.i(0, 5)}"`,
      ],
    },
    storm: 2,
  },
  {
    estate: "tally",
    origin: "compactor",
    category: "rate_limiting",
    hints: ["slowdown", "rate", "reduce your request rate", "503", "throttl"],
    severity: "medium",
    note: "The compactor's uploads and deletes are throttled by the object store (SlowDown: Please reduce your request rate) so compaction jobs fail and the backlog of uncompacted blocks grows.",
    kind: "e500",
    rate: 0,
    periodic: {
      every: 8,
      msg: (r) =>
        r.c(0.6)
          ? [
              "error",
              `compaction job failed org_id=${ten(r)} err="upload of ${"01J" + r.hex(10).toUpperCase()} failed: upload chunks: SlowDown: Please reduce your request rate.\\n\\tstatus code: 503, request id: ${r.hex(16).toUpperCase()}, host id: ${r.hex(20)}"`,
            ]
          : [
              "warn",
              `failed to delete marked block org_id=${ten(r)} err="SlowDown: Please reduce your request rate." retry_in=${r.i(5, 60)}s`,
            ],
    },
    onset: [
      [240, "compactor", "warn", "compactor: tenants with more than 40 uncompacted blocks: 212 (was 3)"],
      [
        420,
        "store-gateway",
        "warn",
        "bucket index is 41m old for 212 tenants; queries may read more blocks than necessary",
      ],
    ],
  },
  {
    estate: "tally",
    origin: "otlp-receiver",
    category: "validation",
    hints: ["unmarshal", "invalid", "proto", "syntax", "validation", "400"],
    severity: "medium",
    note: "otlp-receiver starts rejecting most OTLP/JSON metric payloads with 400 (proto unmarshal: invalid value for a uint64 field) after a popular collector release changed the encoding, so OTLP ingestion collapses.",
    kind: "e500",
    rate: 0.7,
    originMsg: (r) => [
      "warn",
      `POST /otlp/v1/metrics (400) ${r.i(1, 9)}ms org_id=${ten(r)} user_agent="OpenTelemetry Collector Contrib/0.1${r.i(12, 14)}.0" err="failed to unmarshal request body: proto: (line 1:${r.i(200, 9000)}): invalid value for uint64 field timeUnixNano: \\"${r.i(1, 9)}.7${r.i(10, 99)}e+18\\""`,
    ],
    periodic: {
      every: 60,
      msg: (r) => [
        "warn",
        `otlp: ${r.i(400, 2200)} requests rejected as malformed in the last 60s (${r.i(55, 80)}% of OTLP/JSON traffic)`,
      ],
    },
  },
  {
    estate: "tally",
    origin: "distributor",
    category: "null_reference",
    hints: ["nil pointer", "nil", "panic", "invalid memory address", "null"],
    severity: "high",
    note: "A distributor release panics with a nil pointer dereference in its HA tracker path for pushes without replica labels; rw-gateway and otlp-receiver report 500s and retry loudly.",
    kind: "e500",
    rate: 0.7,
    originMsg: (r) => [
      "error",
      `http: panic serving ${r.ip()}:${r.i(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference\ngoroutine ${gor(r)} [running]:\nnet/http.(*conn).serve.func1()\n\t/usr/local/go/src/net/http/server.go:1903 +0xbe\npanic({0x1f4c2a0?, 0x3b8e5d0?})\n\t/usr/local/go/src/runtime/panic.go:770 +0x132\ngithub.com/tallyscope/tally/pkg/distributor.(*haTracker).checkReplica(0x0, {0x2a1b3c8, 0xc00${r.hex(7)}}, {0xc00${r.hex(7)}, 0x9}, {0x0, 0x0})\n\t/src/pkg/distributor/ha_tracker.go:412 +0x5d\ngithub.com/tallyscope/tally/pkg/distributor.(*Distributor).prePushHaDedupeMiddleware.func1({0x2a1b3c8, 0xc00${r.hex(7)}}, 0xc00${r.hex(7)})\n\t/src/pkg/distributor/distributor.go:918 +0x2f4\ngithub.com/tallyscope/tally/pkg/distributor.(*Distributor).Push(0xc000a1e000, {0x2a1b3c8, 0xc00${r.hex(7)}}, 0xc00${r.hex(7)})\n\t/src/pkg/distributor/distributor.go:1391 +0x92`,
    ],
    storm: 3,
    onset: [
      [
        -170,
        "distributor",
        "info",
        "Starting Mimir distributor version=2.14.0-rc.1 branch=release-2.14 revision=9c1f0e2a7",
      ],
      [-168, "distributor", "info", "distributor ring lifecycler: instance is now ACTIVE"],
    ],
  },
  {
    estate: "tally",
    origin: "ingester",
    category: "configuration",
    hints: ["config", "yaml", "unmarshal", "field", "not found"],
    severity: "high",
    note: "A rollout of a new ingester config file with a misspelled/removed field makes ingesters exit at start-up (yaml: field not found) and crash-loop; the distributor cannot reach enough replicas and writes fail.",
    kind: "refused",
    quiet: true,
    rate: 0.9,
    periodic: {
      every: 25,
      msg: () => [
        "error",
        "error loading config from /etc/tally/ingester.yaml: Error parsing config file: yaml: unmarshal errors:\n  line 48: field max_series_per_metric not found in type ingester.Config\n  line 52: field chunk_encoding not found in type ingester.Config",
      ],
    },
    onset: [
      [
        -50,
        "ingester",
        "info",
        "configmap tally-ingester-config changed (revision 118 -> 119), rolling restart triggered",
      ],
      [-4, "ingester", "info", "received SIGTERM, flushing WAL and leaving ring"],
      [
        25,
        "distributor",
        "error",
        'push failed err="at least 2 live replicas required, could only find 1 - unhealthy instances: 10.44.2.17:9095,10.44.5.3:9095"',
      ],
    ],
    up: {
      distributor: (r) => [
        "error",
        `push failed org_id=${ten(r)} err="at least 2 live replicas required across different availability zones, could only find 1 - unhealthy instances: ${r.ip()}:9095,${r.ip()}:9095"`,
      ],
      querier: (r) => [
        "warn",
        `querying ingesters failed, results may be partial org_id=${ten(r)} err="too many unhealthy instances in the ring"`,
      ],
    },
    storm: 2,
  },
  {
    estate: "tally",
    origin: "ruler",
    category: "dependency",
    hints: ["alertmanager", "notify", "503", "unavailable", "dependency", "upstream"],
    severity: "medium",
    note: "The external Alertmanager cluster the ruler sends to answers 503 and times out, so the ruler's notifier queue fills and alerts are dropped while rule evaluation itself stays healthy.",
    kind: "e500",
    rate: 0,
    periodic: {
      every: 3,
      msg: (r) =>
        r.c(0.7)
          ? [
              "error",
              `Error sending alert err="bad response status 503 Service Unavailable" alertmanager=https://am-${r.i(0, 2)}.alerting.internal:9093/api/v2/alerts count=${r.i(1, 64)} org_id=${ten(r)}`,
            ]
          : ["warn", `Alert notification queue full, dropping alerts num_dropped=${r.i(10, 400)} org_id=${ten(r)}`],
    },
    onset: [[200, "ruler", "error", "All Alertmanagers are unreachable or returning errors; alerts are being dropped"]],
  },
  {
    estate: "tally",
    origin: "querier",
    category: "memory",
    hints: ["memory", "oom", "out of memory", "heap"],
    severity: "high",
    note: "A querier repeatedly dies with 'fatal error: runtime: out of memory' while a tenant's high-cardinality range query runs, so the query-frontend sees connection resets and 502s for all tenants.",
    kind: "reset",
    rate: 0.65,
    periodic: {
      every: 70,
      msg: (r) => [
        "fatal",
        `fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x2119a8d?, 0x2c0000?})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd${r.hex(8)} sp=0x7ffd${r.hex(8)} pc=0x43e9bc\nruntime.sysMapOS(0xc4${r.hex(7)}, 0x40000000?)\n\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b\nruntime.(*mheap).grow(0x3c1e7a0, 0x20000?)\n\t/usr/local/go/src/runtime/mheap.go:1503 +0x225\n\ngoroutine ${gor(r)} [running]:\ngithub.com/prometheus/prometheus/promql.(*evaluator).rangeEval(0xc0${r.hex(8)}, ...)\n\t/src/vendor/github.com/prometheus/prometheus/promql/engine.go:1187 +0x9e4`,
      ],
    },
    onset: [
      [
        -20,
        "querier",
        "warn",
        'query stats org_id=t-4407 query="count by (pod, container, le) (rate(http_request_duration_seconds_bucket[5m]))" fetched_series_count=2210488 estimated_memory=11.2GiB',
      ],
      [72, "querier", "info", "Starting Mimir querier version=2.13.2"],
      [140, "querier", "info", "Starting Mimir querier version=2.13.2"],
    ],
    up: {
      "query-frontend": (r) => [
        "error",
        `query stats component=query-frontend method=GET path=/prometheus/api/v1/query_range status=failed status_code=502 org_id=${ten(r)} err="rpc error: code = Unavailable desc = error reading from server: read tcp ${r.ip()}:${r.i(30000, 60000)}->${r.ip()}:9095: read: connection reset by peer"`,
      ],
    },
  },
  {
    estate: "tally",
    origin: "ingester",
    category: "disk",
    hints: ["no space", "disk", "space left", "wal", "enospc"],
    severity: "high",
    note: "An ingester's WAL volume fills up (write ...: no space left on device), its appends fail and the distributor's pushes to it fail loudly with retries.",
    kind: "e500",
    rate: 0.6,
    originMsg: (r) => [
      "error",
      `failed to append samples org_id=${ten(r)} err="write to WAL: log samples: write /data/tsdb/${ten(r)}/wal/000${r.i(18200, 18400)}: no space left on device"`,
    ],
    originShare: 0.5,
    onset: [
      [-240, "ingester", "warn", "disk usage for /data at 91% (threshold 90%)"],
      [-90, "ingester", "warn", "disk usage for /data at 97% (threshold 90%)"],
      [
        30,
        "ingester",
        "error",
        'TSDB head compaction failed err="persist head block: write compaction: write chunks: no space left on device"',
      ],
    ],
    up: {
      distributor: (r) => [
        "error",
        `push failed org_id=${ten(r)} err="rpc error: code = Internal desc = failed pushing to ingester ingester-zone-b-${r.i(0, 9)}: write to WAL: no space left on device"`,
      ],
    },
    storm: 2,
  },
  {
    estate: "tally",
    origin: "tenant-admin",
    category: "unknown",
    hints: ["exit", "restart", "crash", "unknown", "unavailable"],
    severity: "medium",
    note: "tenant-admin keeps restarting every minute or so with no error of its own (only Spring start-up banners); callers get connection refused and fall back to cached limits.",
    kind: "refused",
    quiet: true,
    rate: 0.7,
    periodic: {
      every: 55,
      msg: (r) => [
        "info",
        `Started TenantAdminApplicationKt in ${r.f(8, 14).toFixed(3)} seconds (process running for ${r.f(9, 16).toFixed(3)})`,
      ],
    },
    up: {
      distributor: (r) => [
        "warn",
        `limits refresh failed, using cached limits org_id=${ten(r)} err="Get \\"http://tenant-admin:8080/v1/tenants/${ten(r)}/limits\\": dial tcp ${r.ip()}:8080: connect: connection refused"`,
      ],
    },
  },
];

// ------------------------------------------------------------------ lumen (log and trace ingestion, Go/Java/C++/Node/Python)
const LUMEN: Fault[] = [
  {
    estate: "lumen",
    origin: "live-tail",
    category: "authentication",
    hints: ["wrongpass", "auth", "password", "authentication", "redis", "noauth"],
    severity: "medium",
    note: "live-tail's Redis password was rotated without updating its secret, so every new tail session fails with WRONGPASS and clients get 500s; ingestion is untouched.",
    kind: "e500",
    rate: 0.8,
    periodic: {
      every: 2,
      msg: (r) =>
        r.c(0.6)
          ? [
              "error",
              `ReplyError: WRONGPASS invalid username-password pair or user is disabled.\n    at parseError (/app/node_modules/redis-parser/lib/parser.js:179:12)\n    at parseType (/app/node_modules/redis-parser/lib/parser.js:302:14)\n    at RedisClient.subscribe (/app/src/tail/session.js:${r.i(40, 90)}:18)`,
            ]
          : ["error", `GET /tail?tenant=${ten(r)} 500 ${r.i(3, 30)}ms - session ${r.hex(8)} could not subscribe`],
    },
    quiet: true,
    onset: [
      [
        -25,
        "live-tail",
        "info",
        "ioredis: reconnecting to tail-pubsub.lumen-ingest:6379 after server closed the connection",
      ],
    ],
  },
  {
    estate: "lumen",
    origin: "pipeline-router",
    category: "authorization",
    hints: ["authorization", "not authorized", "topicauthorization", "acl", "denied"],
    severity: "high",
    note: "After a Kafka ACL change the pipeline-router's principal may no longer write to logs-raw (TopicAuthorizationException), so log-intake gets 503s and buffers while live-tail sees nothing new.",
    kind: "unavailable",
    rate: 0.9,
    originMsg: (r) => [
      "error",
      `Failed to route batch tenant=${ten(r)} records=${r.i(10, 9000)}\norg.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [logs-raw]\n\tat org.apache.kafka.clients.producer.KafkaProducer.doSend(KafkaProducer.java:1055)\n\tat org.apache.kafka.clients.producer.KafkaProducer.send(KafkaProducer.java:962)\n\tat io.lumen.router.KafkaSink.publish(KafkaSink.java:88)\n\tat io.lumen.router.RouteHandler.handle(RouteHandler.java:141)`,
    ],
    originShare: 0.5,
    onset: [
      [
        3,
        "pipeline-router",
        "warn",
        "[Producer clientId=router-1] Error while fetching metadata with correlation id 4412 : {logs-raw=TOPIC_AUTHORIZATION_FAILED}",
      ],
    ],
    up: {
      "log-intake": (r) => [
        "error",
        `POST /loki/api/v1/push 503 ${r.i(5, 60)}ms tenant=${ten(r)} err="forward to pipeline-router: 503 Service Unavailable" buffered_bytes=${r.i(1e6, 9e8)}`,
      ],
    },
    storm: 3,
  },
  {
    estate: "lumen",
    origin: "search-api",
    category: "database",
    hints: ["database", "connection terminated", "recovery mode", "postgres", "pg"],
    severity: "medium",
    note: "search-api's Postgres (saved queries and tenant settings) goes through a failover; its pg pool gets 'Connection terminated unexpectedly' and 'the database system is in recovery mode' and searches fail with 500.",
    kind: "e500",
    rate: 0.8,
    originMsg: (r) =>
      r.c(0.5)
        ? [
            "error",
            `GET /api/search 500 ${r.i(3, 40)}ms - Error: Connection terminated unexpectedly\n    at Connection.<anonymous> (/app/node_modules/pg/lib/client.js:132:73)\n    at Object.onceWrapper (node:events:634:28)\n    at Connection.emit (node:events:520:28)\n    at Socket.<anonymous> (/app/node_modules/pg/lib/connection.js:63:12)`,
          ]
        : [
            "error",
            `GET /api/traces/${r.hex(32)} 500 ${r.i(3, 40)}ms - error: the database system is in recovery mode (code 57P03)`,
          ],
  },
  {
    estate: "lumen",
    origin: "span-collector",
    category: "network",
    hints: ["connection reset", "reset", "network", "i/o timeout", "broken pipe"],
    severity: "medium",
    note: "The network path from the span-collector nodes degrades (connection resets, broken pipes, i/o timeouts on every export), so span exports fail and tail-sampler receives far fewer batches.",
    kind: "reset",
    rate: 0.75,
    originMsg: (r) => [
      "error",
      `Exporting failed. Dropping data. error="rpc error: code = Unavailable desc = ${r.p(["error reading from server: read tcp", 'connection error: desc = \\"transport: failed to write: write tcp'])} ${r.ip()}:${r.i(30000, 60000)}->${r.ip()}:4317: ${r.p(["read: connection reset by peer", "write: broken pipe", "i/o timeout"])}" dropped_items=${r.i(100, 8192)}`,
    ],
    onset: [
      [
        10,
        "span-collector",
        "warn",
        "grpc: addrConn.createTransport failed to connect to {tail-sampler:4317}: connection reset by peer; reconnecting",
      ],
    ],
  },
  {
    estate: "lumen",
    origin: "trace-store",
    category: "timeout",
    hints: ["timeout", "deadline", "lock", "timed out"],
    severity: "medium",
    note: "A long segment merge in trace-store holds the write lock, appends wait 10-30s and callers hit their deadlines (DEADLINE_EXCEEDED from tail-sampler, timeouts in search-api).",
    kind: "timeout",
    rate: 0.7,
    originMsg: (r) => [
      "warn",
      `W ingest.cc:301] append tenant=${ten(r)} waited ${r.i(9000, 31000)} ms for segment write lock (held by compactor thread 7)`,
    ],
    onset: [[-2, "trace-store", "info", "I compactor.cc:88] starting merge of 41 segments into 912 (est. 18 GiB)"]],
    storm: 2,
  },
  {
    estate: "lumen",
    origin: "log-indexer",
    category: "rate_limiting",
    hints: ["429", "rejected", "too many requests", "es_rejected_execution", "rate"],
    severity: "medium",
    note: "The OpenSearch cluster behind log-indexer starts rejecting bulk requests with 429 es_rejected_execution_exception, so indexing backs up and pipeline-router retries heavily.",
    kind: "unavailable",
    rate: 0.6,
    originMsg: (r) => [
      "warn",
      `Bulk request failed with status 429 TOO_MANY_REQUESTS: ${r.i(100, 5000)} of ${r.i(5000, 6000)} items rejected: [es_rejected_execution_exception] rejected execution of coordinating operation [coordinating_and_primary_bytes=${r.i(400, 520)}mb, replica_bytes=0b, all_bytes=${r.i(400, 520)}mb, coordinating_operation_bytes=${r.i(1, 9)}mb, max_coordinating_and_primary_bytes=512mb]`,
    ],
    storm: 3,
  },
  {
    estate: "lumen",
    origin: "log-indexer",
    category: "validation",
    hints: ["mapper_parsing_exception", "parse", "mapping", "invalid", "validation"],
    severity: "medium",
    note: "After a big tenant started sending 'status' as text, log-indexer's bulk items are rejected with mapper_parsing_exception and pushed to the dead-letter topic; pipeline-router reports failed acknowledgements.",
    kind: "e500",
    rate: 0.55,
    originMsg: (r) => [
      "error",
      `Bulk item failed index=logs-${ten(r)}-2026.11 id=${r.hex(20)} status=400 type=mapper_parsing_exception reason="failed to parse field [status] of type [long] in document with id '${r.hex(20)}'. Preview of field's value: '${r.p(["OK", "ERR", "timeout", "n/a"])}'" caused_by=illegal_argument_exception: For input string: "${r.p(["OK", "ERR", "timeout"])}"`,
    ],
    up: {
      "pipeline-router": (r) => [
        "warn",
        `Batch partially rejected by log-indexer (${r.i(10, 900)} documents to dead-letter topic logs-dlq) tenant=${ten(r)}`,
      ],
    },
  },
  {
    estate: "lumen",
    origin: "pipeline-router",
    category: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    severity: "high",
    note: "A pipeline-router release throws NullPointerException for records without a routing key, failing most batches; log-intake answers 500s and retries.",
    kind: "e500",
    rate: 0.8,
    originMsg: (r) => [
      "error",
      `Unhandled exception routing batch tenant=${ten(r)}\njava.lang.NullPointerException: Cannot invoke "String.length()" because the return value of "io.lumen.router.model.LogRecord.routingKey()" is null\n\tat io.lumen.router.partition.KeyPartitioner.partition(KeyPartitioner.java:37)\n\tat io.lumen.router.RouteHandler.route(RouteHandler.java:${r.i(150, 190)})\n\tat io.lumen.router.RouteHandler.handle(RouteHandler.java:141)\n\tat io.vertx.core.impl.ContextInternal.dispatch(ContextInternal.java:279)`,
    ],
    onset: [
      [
        -120,
        "pipeline-router",
        "info",
        "Started PipelineRouterApplication in 9.114 seconds (process running for 10.2)",
      ],
      [-119, "pipeline-router", "info", "router build 7.4.0 (commit 3f2e91c), partitioner=key"],
    ],
    storm: 2,
  },
  {
    estate: "lumen",
    origin: "tail-sampler",
    category: "configuration",
    hints: ["config", "endpoint", "localhost", "not set", "environment"],
    severity: "medium",
    note: "A tail-sampler config change dropped the exporter endpoint variable, it falls back to localhost:4317 and every sampled-trace export fails with connection refused, so trace-store stops receiving traces.",
    kind: "refused",
    rate: 0.9,
    callersOk: true,
    originMsg: (r) => [
      "error",
      `Exporting failed. The error is not retryable. Dropping data. error="rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing: dial tcp 127.0.0.1:4317: connect: connection refused\\"" dropped_items=${r.i(20, 900)}`,
    ],
    onset: [
      [-35, "tail-sampler", "info", "config reloaded from /etc/sampler/config.yaml (revision 57)"],
      [
        -34,
        "tail-sampler",
        "warn",
        `exporters.otlp.endpoint: ${"$"}{env:TRACE_STORE_ENDPOINT} is empty, using default localhost:4317`,
      ],
    ],
  },
  {
    estate: "lumen",
    origin: "pipeline-router",
    category: "dependency",
    hints: ["kafka", "broker", "not available", "dependency", "metadata", "timeout"],
    severity: "high",
    note: "The Kafka cluster pipeline-router produces to becomes unavailable (brokers unreachable, metadata timeouts), so routing stops and log-intake retries and returns 503 loudly.",
    kind: "unavailable",
    rate: 0.85,
    originMsg: (r) => [
      "error",
      `Failed to route batch tenant=${ten(r)}: org.apache.kafka.common.errors.TimeoutException: Topic logs-raw not present in metadata after 60000 ms.`,
    ],
    originShare: 0.4,
    periodic: {
      every: 4,
      msg: (r) => [
        "warn",
        `[Producer clientId=router-1] Connection to node ${r.i(1, 3)} (kafka-${r.i(1, 3)}.kafka-brokers.lumen-ingest/${r.ip()}:9092) could not be established. Broker may not be available.`,
      ],
    },
    storm: 3,
    breaker: 90,
  },
  {
    estate: "lumen",
    origin: "log-indexer",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "oom"],
    severity: "high",
    note: "log-indexer runs out of Java heap (OutOfMemoryError: Java heap space) after long GC pauses and restarts; pipeline-router and search-api calls to it fail.",
    kind: "refused",
    rate: 0.6,
    onset: [
      [-150, "log-indexer", "warn", "[gc][young] overhead, spent [2.1s] collecting in the last [2.6s]"],
      [-60, "log-indexer", "warn", "[gc][old] overhead, spent [14.8s] collecting in the last [15.1s]"],
      [
        0,
        "log-indexer",
        "fatal",
        "Uncaught exception in thread bulk-processor-2\njava.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)\n\tat io.lumen.indexer.BulkBuffer.append(BulkBuffer.java:62)\n\tat io.lumen.indexer.BulkProcessor.run(BulkProcessor.java:118)",
      ],
      [1, "log-indexer", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space"],
      [40, "log-indexer", "info", "Started LogIndexerApplication in 12.004 seconds (process running for 13.1)"],
      [
        190,
        "log-indexer",
        "fatal",
        "java.lang.OutOfMemoryError: Java heap space\nDumping heap to /tmp/java_pid1.hprof ...",
      ],
      [232, "log-indexer", "info", "Started LogIndexerApplication in 11.716 seconds (process running for 12.8)"],
    ],
    periodic: {
      every: 30,
      msg: (r) => [
        "warn",
        `[gc][old] overhead, spent [${r.f(8, 20).toFixed(1)}s] collecting in the last [${r.f(20, 22).toFixed(1)}s]`,
      ],
    },
  },
  {
    estate: "lumen",
    origin: "trace-store",
    category: "disk",
    hints: ["no space", "disk", "enospc", "space left", "errno 28"],
    severity: "high",
    note: "trace-store's segment volume fills (pwrite: No space left on device), appends fail and tail-sampler and search-api see errors from it.",
    kind: "e500",
    rate: 0.8,
    originMsg: (r) => [
      "error",
      `E segment_writer.cc:${r.i(140, 160)}] pwrite(/var/lib/tracestore/seg-000${r.i(900, 999)}.dat, ${r.i(4096, 1048576)}) failed: No space left on device (errno 28); tenant=${ten(r)} spans dropped`,
    ],
    onset: [
      [-200, "trace-store", "warn", "W disk_monitor.cc:44] /var/lib/tracestore usage 94% (2.82 TiB of 3.00 TiB)"],
    ],
  },
  {
    estate: "lumen",
    origin: "tail-sampler",
    category: "unknown",
    hints: ["unknown", "unavailable", "stopped", "hang", "unresponsive"],
    severity: "medium",
    note: "tail-sampler silently stops processing (its own logs stop) while span-collector's exports to it fail and its sending queue fills; nothing says why.",
    kind: "unavailable",
    quiet: true,
    rate: 0.95,
    up: {
      "span-collector": (r) =>
        r.c(0.5)
          ? [
              "error",
              `Dropping data because sending_queue is full. Try increasing queue_size. dropped_items=${r.i(100, 8192)}`,
            ]
          : [
              "error",
              `Exporting failed. Will retry the request after interval. error="rpc error: code = DeadlineExceeded desc = context deadline exceeded" target=tail-sampler:4317 interval=${r.f(1, 9).toFixed(2)}s`,
            ],
    },
  },
];

// ------------------------------------------------------------------ pagewise (alerting, notifications, dashboards)
const PAGEWISE: Fault[] = [
  {
    estate: "pagewise",
    origin: "oncall-sched",
    category: "authentication",
    hints: ["invalid_grant", "authorization failed", "token", "oauth", "authentication", "credential"],
    severity: "medium",
    note: "oncall-sched's Google Calendar OAuth refresh token is revoked (invalid_grant), its rotation lookups raise 500, and pager-bridge pages the fallback policy for every alert.",
    kind: "e500",
    rate: 0.85,
    originMsg: (r) => [
      "error",
      `Signet::AuthorizationError (Authorization failed.  Server message:\n{\n  "error": "invalid_grant",\n  "error_description": "Token has been expired or revoked."\n}):\n  app/services/calendar_rotation.rb:${r.i(30, 60)}:in \`current_oncall'\n  app/controllers/schedules_controller.rb:18:in \`current'`,
    ],
    periodic: {
      every: 60,
      msg: () => [
        "error",
        "[ActiveJob] [RotationSyncJob] Error performing RotationSyncJob: Signet::AuthorizationError: Authorization failed.",
      ],
    },
    up: {
      "pager-bridge": (r) => [
        "error",
        `oncall-sched lookup failed (Faraday::ServerError: the server responded with status 500), paging fallback policy EP${r.i(100, 999)}`,
      ],
    },
  },
  {
    estate: "pagewise",
    origin: "dash-api",
    category: "authorization",
    hints: ["permission", "denied", "authorization", "sql", "select"],
    severity: "high",
    note: "A database role change removed SELECT on dbo.dashboards for dash-api's login; every dashboard load throws SqlException 'The SELECT permission was denied' and dash-web shows 500s.",
    kind: "e500",
    rate: 0.85,
    originMsg: (r) => [
      "error",
      `An unhandled exception has occurred while executing the request.\nMicrosoft.Data.SqlClient.SqlException (0x80131904): The SELECT permission was denied on the object 'dashboards', database 'pagewise_dash', schema 'dbo'.\n   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)\n   at Microsoft.Data.SqlClient.TdsParser.ThrowExceptionAndWarning(TdsParserStateObject stateObj, Boolean callerHasConnectionLock, Boolean asyncClose)\n   at Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable\`1.AsyncEnumerator.MoveNextAsync()\n   at Pagewise.Dash.Dashboards.DashboardService.GetAsync(Guid id) in /src/Dash.Api/Dashboards/DashboardService.cs:line ${r.i(40, 90)}\nClientConnectionId:${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}\nError Number:229,State:5,Class:14`,
    ],
    originShare: 0.5,
  },
  {
    estate: "pagewise",
    origin: "silence-store",
    category: "database",
    hints: ["too many clients", "connection", "postgres", "database", "sql"],
    severity: "high",
    note: "silence-store can't get Postgres connections (FATAL: sorry, too many clients already), silence lookups fail and notify-router holds or drops notifications.",
    kind: "e500",
    rate: 0.8,
    originMsg: (r) => [
      "error",
      `silence lookup failed tenant=${ten(r)} err="failed to connect to \`host=pg-silences.pagewise.svc user=silences database=silences\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))"`,
    ],
    up: {
      "notify-router": (r) => [
        "error",
        `silence check failed for alert ${r.hex(10)}: silence-store answered 500, holding notification (queue depth ${r.i(100, 4000)})`,
      ],
    },
    storm: 2,
  },
  {
    estate: "pagewise",
    origin: "webhook-sender",
    category: "network",
    hints: ["econnreset", "ehostunreach", "network", "socket", "reset", "unreachable"],
    severity: "medium",
    note: "webhook-sender's egress path breaks (EHOSTUNREACH / ECONNRESET / socket hang up for every destination, including healthy customer endpoints), on top of the usual failures of a few dead customer hooks.",
    kind: "e500",
    rate: 0.9,
    originMsg: (r) => [
      "error",
      `delivery failed for notification ${r.hex(10)} to https://hooks.${r.p(["acme.io", "example.net", "corp.internal", "slack.com"])}/alerts: ${r.p([`connect EHOSTUNREACH ${r.i(3, 200)}.${r.i(1, 250)}.${r.i(1, 250)}.${r.i(1, 250)}:443`, "read ECONNRESET", "socket hang up", "Client network socket disconnected before secure TLS connection was established"])} (attempt ${r.i(1, 5)}/5)`,
    ],
    onset: [[40, "webhook-sender", "warn", "delivery success rate 3% over last 60s (usual 97%)"]],
  },
  {
    estate: "pagewise",
    origin: "query-proxy",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "context deadline exceeded"],
    severity: "medium",
    note: "query-proxy's upstream metrics query API stops answering in time; query-proxy logs upstream timeouts, alert evaluations overrun their interval and dash-api's HttpClient cancels after 30s.",
    kind: "timeout",
    rate: 0.8,
    originMsg: (r) => [
      "warn",
      `proxy error status=504 tenant=${ten(r)} err="Post \\"https://query.tally.internal/prometheus/api/v1/query\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)" upstream_ms=30000`,
    ],
    up: {
      "alert-evaluator": (r) => [
        "warn",
        `rule group evaluation took longer than interval tenant=${ten(r)} group=${r.p(["latency-slo", "k8s-pods", "disk"])} took=${r.i(61, 95)}s interval=1m0s missed=1`,
      ],
    },
  },
  {
    estate: "pagewise",
    origin: "notify-router",
    category: "rate_limiting",
    hints: ["ratelimited", "rate", "429", "retry-after"],
    severity: "medium",
    note: "A surge of notifications makes Slack rate-limit notify-router (ratelimited, Retry-After 30); Slack deliveries pile up and alert-evaluator's hand-offs time out.",
    kind: "timeout",
    rate: 0.6,
    originMsg: (r) => [
      "error",
      `slack delivery failed for alert ${r.hex(10)} channel=C0${r.hex(8).toUpperCase()}\nslack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)\nThe server responded with: {'ok': False, 'error': 'ratelimited'} (Retry-After: ${r.i(20, 60)})`,
    ],
    up: {
      "alert-evaluator": (r) => [
        "warn",
        `notify-router slow to accept alerts tenant=${ten(r)} took=${r.f(5, 14).toFixed(1)}s err="context deadline exceeded" (will resend next cycle)`,
      ],
    },
    periodic: {
      every: 20,
      msg: (r) => ["warn", `slack outbound queue depth ${r.i(2000, 30000)}, oldest message ${r.i(60, 900)}s`],
    },
  },
  {
    estate: "pagewise",
    origin: "pager-bridge",
    category: "validation",
    hints: ["invalid", "400", "validation", "too long", "bad request"],
    severity: "medium",
    note: "A pager-bridge release builds PagerDuty events with over-long summaries; the Events API answers 400 'Event object is invalid' and pages are not created.",
    kind: "e500",
    rate: 0.75,
    originMsg: (r) => [
      "error",
      `PagerDuty Events API rejected event dedup_key=${r.hex(16)}: 400 Bad Request {"status":"invalid event","message":"Event object is invalid","errors":["'payload.summary' is too long (maximum is 1024 characters, got ${r.i(1100, 4000)})"]}`,
    ],
    onset: [[-140, "pager-bridge", "info", "* Puma version: 6.4.2 (ruby 3.3.0-p0) - pager-bridge 5.2.0 booted"]],
  },
  {
    estate: "pagewise",
    origin: "dash-api",
    category: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    severity: "high",
    note: "dash-api throws NullReferenceException resolving panels whose datasource is unset, so most dashboard loads fail with 500 in dash-web.",
    kind: "e500",
    rate: 0.7,
    originMsg: (r) => [
      "error",
      `An unhandled exception has occurred while executing the request.\nSystem.NullReferenceException: Object reference not set to an instance of an object.\n   at Pagewise.Dash.Panels.PanelResolver.ResolveDatasource(Panel panel) in /src/Dash.Api/Panels/PanelResolver.cs:line ${r.i(50, 90)}\n   at Pagewise.Dash.Panels.PanelService.GetPanelsAsync(Guid dashboardId, CancellationToken ct) in /src/Dash.Api/Panels/PanelService.cs:line ${r.i(30, 70)}\n   at Pagewise.Dash.Controllers.PanelsController.Get(Guid id) in /src/Dash.Api/Controllers/PanelsController.cs:line 24\n   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)`,
    ],
    onset: [[-90, "dash-api", "info", "Now listening on: http://[::]:5000 (Pagewise.Dash.Api 2026.11.3)"]],
  },
  {
    estate: "pagewise",
    origin: "alert-evaluator",
    category: "configuration",
    hints: ["config", "404", "path", "url", "setting"],
    severity: "high",
    note: "A config reload points alert-evaluator at a wrong query path, every rule evaluation gets 404 from query-proxy, and no alerts fire.",
    kind: "e500",
    rate: 0.95,
    originMsg: (r) => [
      "error",
      `rule evaluation failed tenant=${ten(r)} group=${r.p(["latency-slo", "k8s-pods", "disk", "payments"])} err="query: server returned HTTP status 404 Not Found (POST http://query-proxy:8080/api/prom/api/v1/query)"`,
    ],
    down: {
      "query-proxy": (r) => [
        "info",
        `proxied /api/prom/api/v1/query status=404 tenant=${ten(r)} upstream_ms=0 (no route)`,
      ],
    },
    onset: [
      [-30, "alert-evaluator", "info", "config reload requested via SIGHUP"],
      [
        -29,
        "alert-evaluator",
        "info",
        'config reloaded file=/etc/evaluator/config.yaml query_url="http://query-proxy:8080/api/prom"',
      ],
    ],
  },
  {
    estate: "pagewise",
    origin: "pager-bridge",
    category: "dependency",
    hints: ["pagerduty", "503", "upstream", "unavailable", "dependency", "provider"],
    severity: "high",
    note: "The PagerDuty Events API answers 502/503 and pager-bridge cannot create pages; notify-router retries and reports pager-bridge failures loudly.",
    kind: "unavailable",
    rate: 0.85,
    originMsg: (r) => [
      "error",
      `PagerDuty Events API error: ${r.p(["503 Service Unavailable", "502 Bad Gateway"])} from https://events.pagerduty.com/v2/enqueue (dedup_key=${r.hex(16)}), will retry`,
    ],
    storm: 3,
    breaker: 120,
  },
  {
    estate: "pagewise",
    origin: "webhook-sender",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "allocation failed"],
    severity: "high",
    note: "webhook-sender's retry buffer grows until Node aborts with 'JavaScript heap out of memory'; it restarts repeatedly and notify-router's deliveries get connection refused.",
    kind: "refused",
    rate: 0.5,
    onset: [
      [-100, "webhook-sender", "warn", "retry buffer holds 182113 notifications (1.6 GiB)"],
      [
        0,
        "webhook-sender",
        "fatal",
        "<--- Last few GCs --->\n[1:0x6a4c2b0]   812345 ms: Mark-Compact 2031.4 (2083.1) -> 2030.9 (2084.6) MB, 1984.22 / 0.00 ms  (average mu = 0.121, current mu = 0.004) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced0 node::Abort() [node]\n 2: 0xa9a7f8  [node]\n 3: 0xd6f9b0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
      ],
      [20, "webhook-sender", "info", "webhook-sender 4.8.1 listening on :3000"],
      [
        160,
        "webhook-sender",
        "fatal",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced0 node::Abort() [node]\n 2: 0xa9a7f8  [node]",
      ],
      [181, "webhook-sender", "info", "webhook-sender 4.8.1 listening on :3000"],
    ],
    periodic: {
      every: 25,
      msg: (r) => [
        "warn",
        `retry buffer holds ${r.i(150000, 260000)} notifications (${r.f(1.4, 1.95).toFixed(2)} GiB)`,
      ],
    },
  },
  {
    estate: "pagewise",
    origin: "notify-router",
    category: "disk",
    hints: ["no space", "errno 28", "disk", "space left", "oserror"],
    severity: "high",
    note: "notify-router's spool volume fills up and every enqueue raises OSError [Errno 28] No space left on device, so alert-evaluator's hand-offs fail and downstream senders go idle.",
    kind: "e500",
    rate: 0.9,
    originMsg: (r) => [
      "error",
      `Failed to spool alert ${r.hex(10)}\nTraceback (most recent call last):\n  File "/app/notify/spool.py", line ${r.i(40, 80)}, in put\n    fh.write(payload)\nOSError: [Errno 28] No space left on device: '/var/spool/notify/${r.hex(12)}.json'`,
    ],
    onset: [[-180, "notify-router", "warn", "spool directory /var/spool/notify at 96% of 20Gi"]],
  },
  {
    estate: "pagewise",
    origin: "silence-store",
    category: "unknown",
    hints: ["internal", "unknown", "500", "error"],
    severity: "medium",
    note: "silence-store starts answering most lookups with a bare 'internal error' and restarts twice without saying why; notify-router holds notifications.",
    kind: "e500",
    rate: 0.7,
    originMsg: (r) => [
      "error",
      `request failed method=POST path=/v1/match status=500 err="internal error" tenant=${ten(r)}`,
    ],
    onset: [
      [150, "silence-store", "info", "silence-store starting version=1.19.2"],
      [330, "silence-store", "info", "silence-store starting version=1.19.2"],
    ],
    storm: 2,
  },
];

// ------------------------------------------------------------------ meterline (usage metering and billing)
const METERLINE: Fault[] = [
  {
    estate: "meterline",
    origin: "billing-engine",
    category: "authentication",
    hints: ["password authentication failed", "authentication", "password", "credential", "psql"],
    severity: "high",
    note: "billing-engine's Vault-issued database credentials expired and were not renewed, so new connections fail with 'password authentication failed' and account-api gets 500s on billing calls.",
    kind: "e500",
    rate: 0.85,
    originMsg: (r) => [
      "error",
      `Rating failed for ${acct(r)}\norg.postgresql.util.PSQLException: FATAL: password authentication failed for user "v-k8s-billing-${r.hex(6)}"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)\n\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)\n\tat io.meterline.billing.rating.RatingService.rate(RatingService.java:${r.i(60, 140)})`,
    ],
    originShare: 0.6,
    onset: [
      [
        -60,
        "billing-engine",
        "warn",
        "vault: lease database/creds/billing/8Xk2 expired, renewal not possible (max_ttl reached)",
      ],
    ],
  },
  {
    estate: "meterline",
    origin: "usage-rollup",
    category: "authorization",
    hints: ["forbidden", "403", "permission", "access denied", "bigquery"],
    severity: "medium",
    note: "usage-rollup's service account loses write access to the warehouse table (403 Access Denied: bigquery.tables.updateData), hourly rollups fail and usage-meter's hand-offs to it error.",
    kind: "e500",
    rate: 0.5,
    originMsg: (r) => [
      "error",
      `Task rollup.flush[${r.hex(8)}-${r.hex(4)}] raised unexpected: Forbidden('403 POST https://bigquery.googleapis.com/bigquery/v2/projects/meterline-prod/datasets/usage/tables/hourly/insertAll: Access Denied: Table meterline-prod:usage.hourly: Permission bigquery.tables.updateData denied on table meterline-prod:usage.hourly (or it may not exist).')\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/celery/app/trace.py", line 477, in trace_task\n    R = retval = fun(*args, **kwargs)\n  File "/app/rollup/tasks.py", line ${r.i(90, 140)}, in flush\n    client.insert_rows_json(table, rows)\ngoogle.api_core.exceptions.Forbidden: 403 POST https://bigquery.googleapis.com/bigquery/v2/projects/meterline-prod/datasets/usage/tables/hourly/insertAll: Access Denied`,
    ],
    originShare: 0.4,
    onset: [
      [
        300,
        "billing-engine",
        "warn",
        "usage for period 2026-11 incomplete (last rollup 9 min ago), deferring rating for 1841 accounts",
      ],
    ],
  },
  {
    estate: "meterline",
    origin: "plan-catalog",
    category: "database",
    hints: ["deadlock", "npgsql", "postgres", "database", "40p01"],
    severity: "high",
    note: "plan-catalog's Postgres starts reporting deadlocks (40P01) between its price-sync job and reads; plan lookups throw and entitlements and billing-engine calls fail.",
    kind: "e500",
    rate: 0.7,
    originMsg: (r) => [
      "error",
      `Failed executing DbCommand (${r.i(1000, 9000)}ms) [Parameters=[@__planId_0='?'], CommandType='Text', CommandTimeout='30']\nNpgsql.PostgresException (0x80004005): 40P01: deadlock detected\n\nDETAIL: Process ${r.i(10000, 40000)} waits for ShareLock on transaction ${r.i(1e6, 9e6)}; blocked by process ${r.i(10000, 40000)}.\n   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)\n   at Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable\`1.AsyncEnumerator.MoveNextAsync()\n   at Meterline.Plans.PlanRepository.GetAsync(String planId) in /src/PlanCatalog/PlanRepository.cs:line ${r.i(20, 60)}`,
    ],
    originShare: 0.6,
    onset: [[-10, "plan-catalog", "info", "PriceSyncJob started (source=finance-sheet, 14211 price points)"]],
  },
  {
    estate: "meterline",
    origin: "entitlements",
    category: "network",
    hints: ["no route", "network", "unreachable", "connection reset", "dial"],
    severity: "medium",
    note: "The network path from the entitlements pods to plan-catalog breaks (no route to host, connection resets) after a node's CNI misbehaves; account-api entitlement checks fail.",
    kind: "e500",
    rate: 0.8,
    originMsg: (r) => [
      "error",
      `plan lookup failed account=${acct(r)} err="Get \\"http://plan-catalog.meterline-billing.svc:5000/plans/pro-2026\\": dial tcp ${r.ip()}:5000: connect: ${r.p(["no route to host", "no route to host", "connection reset by peer"])}"`,
    ],
    storm: 2,
  },
  {
    estate: "meterline",
    origin: "invoice-renderer",
    category: "timeout",
    hints: ["timeout", "timed out", "navigation", "exceeded"],
    severity: "medium",
    note: "invoice-renderer's headless Chromium renders hang and hit Puppeteer's 30s navigation timeout; billing-engine's invoice calls time out and invoices queue up.",
    kind: "timeout",
    rate: 0.8,
    originMsg: (r) => [
      "error",
      `render failed for INV-${r.i(100000, 999999)}: TimeoutError: Navigation timeout of 30000 ms exceeded\n    at LifecycleWatcher._LifecycleWatcher_createTimeout (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/cdp/LifecycleWatcher.js:166:26)\n    at async Frame.goto (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/api/Frame.js:144:21)\n    at async renderInvoice (/app/src/render.js:${r.i(30, 80)}:5)`,
    ],
    storm: 2,
  },
  {
    estate: "meterline",
    origin: "billing-engine",
    category: "rate_limiting",
    hints: ["429", "rate", "too many requests", "throttl", "limit"],
    severity: "medium",
    note: "The external tax service throttles billing-engine (HTTP 429, retry-after 60) during the rating run; ratings fail and account-api billing calls return errors.",
    kind: "e500",
    rate: 0.7,
    originMsg: (r) => [
      "error",
      `Tax calculation failed for ${acct(r)}: io.meterline.billing.tax.TaxApiException: HTTP 429 Too Many Requests from https://rest.avatax.com/api/v2/transactions/create (Retry-After: 60, limit: ${r.p([50, 100])} req/s)`,
    ],
    periodic: {
      every: 15,
      msg: (r) => ["warn", `Retry 'tax-api', waiting PT${r.i(30, 60)}S until attempt '${r.i(2, 5)}'.`],
    },
  },
  {
    estate: "meterline",
    origin: "usage-rollup",
    category: "validation",
    hints: ["validation", "pydantic", "invalid", "input should be"],
    severity: "medium",
    note: "A marketplace usage feed starts sending fractional quantities; usage-rollup's pydantic model rejects the batches (ValidationError) and usage-meter's hand-offs fail.",
    kind: "e500",
    rate: 0.6,
    originMsg: (r) => [
      "error",
      `rejected usage batch from marketplace-feed (${r.i(100, 9000)} records)\npydantic_core._pydantic_core.ValidationError: 1 validation error for UsageRecord\nquantity\n  Input should be a valid integer, got a number with a fractional part [type=int_from_float, input_value=${r.i(1, 99)}.${r.i(1, 9)}, input_type=float]\n    For further information visit https://errors.pydantic.dev/2.7/v/int_from_float`,
    ],
    onset: [
      [
        -20,
        "usage-rollup",
        "info",
        "marketplace-feed: schema version 2026-11 announced by partner, 3 new fields ignored",
      ],
    ],
  },
  {
    estate: "meterline",
    origin: "account-api",
    category: "null_reference",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    severity: "high",
    note: "An account-api release reads subscription.plan.planId for accounts without a plan and throws TypeError: Cannot read properties of undefined, so subscription pages fail with 500.",
    kind: "e500",
    rate: 0.7,
    originMsg: (r) => [
      "error",
      `GET /v2/accounts/${acct(r)}/subscription 500 ${r.i(5, 60)}ms\nTypeError: Cannot read properties of undefined (reading 'planId')\n    at toSubscriptionView (/app/dist/routes/subscription.js:${r.i(20, 60)}:41)\n    at /app/dist/routes/subscription.js:88:24\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`,
    ],
    onset: [[-150, "account-api", "info", "account-api 12.4.0 listening on :8080 (node v20.12.2)"]],
  },
  {
    estate: "meterline",
    origin: "plan-catalog",
    category: "configuration",
    hints: ["configuration", "connectionstring", "options", "missing", "setting"],
    severity: "high",
    note: "A plan-catalog deploy ships without its currency table setting; options validation fails on every request and entitlements and billing-engine get 500s.",
    kind: "e500",
    rate: 0.9,
    originMsg: (r) => [
      "error",
      `An unhandled exception has occurred while executing the request.\nMicrosoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'PricingOptions' members: 'CurrencyTable' with the error: 'The CurrencyTable field is required.'.\n   at Microsoft.Extensions.Options.OptionsFactory\`1.Create(String name)\n   at Microsoft.Extensions.Options.UnnamedOptionsManager\`1.get_Value()\n   at Meterline.Plans.PriceCalculator..ctor(IOptions\`1 options) in /src/PlanCatalog/PriceCalculator.cs:line ${r.i(15, 30)}`,
    ],
    originShare: 0.5,
    onset: [
      [
        -80,
        "plan-catalog",
        "info",
        "Application started. Hosting environment: Production; Content root path: /app (plan-catalog 2026.11.19)",
      ],
      [
        -79,
        "plan-catalog",
        "info",
        "Configuration source appsettings.Production.json loaded; environment overrides: 6",
      ],
    ],
  },
  {
    estate: "meterline",
    origin: "pay-adapter",
    category: "dependency",
    hints: ["stripe", "503", "apierror", "unavailable", "dependency", "provider"],
    severity: "high",
    note: "The payment provider's API answers 500/503 (Stripe::APIError) for charges, so pay-adapter fails payment collection and billing-engine retries and opens its circuit breaker.",
    kind: "unavailable",
    rate: 0.85,
    originMsg: (r) => [
      "error",
      `Stripe::APIError: (Status ${r.p([500, 503])}) (Request req_${r.hex(14)}) An unknown error occurred while processing the charge for ${acct(r)}`,
    ],
    storm: 2,
    breaker: 100,
  },
  {
    estate: "meterline",
    origin: "quota-cache",
    category: "memory",
    hints: ["bad_alloc", "memory", "oom", "rss"],
    severity: "high",
    note: "quota-cache's memory grows past its limit and the process aborts with std::bad_alloc and restarts; usage-meter's quota checks fail meanwhile.",
    kind: "refused",
    rate: 0.55,
    onset: [
      [-200, "quota-cache", "warn", "W memory_watchdog.cc:51] RSS 6.8 GiB above soft limit 6.0 GiB (entries=1.9M)"],
      [-60, "quota-cache", "warn", "W memory_watchdog.cc:51] RSS 7.7 GiB above soft limit 6.0 GiB (entries=2.3M)"],
      [
        0,
        "quota-cache",
        "fatal",
        "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n*** SIGABRT (@0x1) received by PID 1 (TID 0x7f3c2a1fe700) from PID 1; stack trace: ***\n    @     0x7f3c2c3a4520 (unknown)\n    @     0x7f3c2c3f89fc pthread_kill\n    @     0x55d1e4a1b2c3 quota::Table::Insert()",
      ],
      [25, "quota-cache", "info", "I main.cc:33] quota-cache starting, warming from snapshot"],
      [
        200,
        "quota-cache",
        "fatal",
        "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
      ],
      [224, "quota-cache", "info", "I main.cc:33] quota-cache starting, warming from snapshot"],
    ],
    periodic: {
      every: 40,
      msg: (r) => ["warn", `W memory_watchdog.cc:51] RSS ${r.f(6.5, 7.9).toFixed(1)} GiB above soft limit 6.0 GiB`],
    },
    up: {
      "usage-meter": (r) => [
        "warn",
        `quota-cache unavailable, allowing batch without quota check account=${acct(r)} err="dial tcp ${r.ip()}:7070: connect: connection refused"`,
      ],
    },
  },
  {
    estate: "meterline",
    origin: "usage-meter",
    category: "disk",
    hints: ["no space", "disk", "buffer", "space left", "enospc"],
    severity: "high",
    note: "usage-meter's local spill buffer volume fills up (write: no space left on device), incoming usage batches are refused with 507 and nothing flows to usage-rollup.",
    kind: "e500",
    rate: 1,
    periodic: {
      every: 1.2,
      msg: (r) => [
        "error",
        `POST /v1/usage 507 ${r.i(1, 9)}ms account=${acct(r)} err="append to spill buffer: write /var/lib/meter/spill/${r.hex(8)}.seg: no space left on device"`,
      ],
    },
    quiet: true,
    onset: [[-150, "usage-meter", "warn", "spill buffer /var/lib/meter at 95% (flush to usage-rollup lagging)"]],
  },
  {
    estate: "meterline",
    origin: "billing-engine",
    category: "unknown",
    hints: ["unknown", "exit", "failed", "crash"],
    severity: "medium",
    note: "billing-engine's rating job fails step after step with exit code UNKNOWN and its HTTP handlers return 500 without any exception detail.",
    kind: "e500",
    rate: 0.7,
    originMsg: (r) => ["error", `Request processing failed for ${acct(r)}: status=500 (no further detail)`],
    periodic: {
      every: 45,
      msg: (r) => [
        "error",
        `Step: [rate-accounts-${r.i(1, 16)}] executed in ${r.i(1, 9)}s, status=FAILED, exitCode=UNKNOWN`,
      ],
    },
  },
];

export const FAULTS: Fault[] = [...TALLY, ...LUMEN, ...PAGEWISE, ...METERLINE];
