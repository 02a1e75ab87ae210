// The eight failures of quiet24, one per category, told the way real ones are: callers report them in their own
// words and louder than the service where they start; some of those services warn only or go quiet.
import { BRIGHTWELL, type Estate, FINDLY, POSTWING, TALLY, ti } from "./estates.js";
import type { Level } from "./formats.js";
import type { Ctx, Mute } from "./stream.js";

export interface IncidentKind {
  category: string;
  estate: Estate;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  mutes: (s: number, end: number) => Mute[];
  gen: (c: Ctx, s: number) => void;
}

const E = (c: Ctx, t: number, svc: string, lvl: Level, msg: string, stack?: string[], trace?: string) =>
  c.emit({ t: Math.round(t), svc, lvl, msg, stack, trace }, true);

export const INCIDENTS: IncidentKind[] = [
  {
    category: "disk",
    estate: FINDLY,
    origin: "es-data",
    hints: ["disk", "watermark", "flood", "read-only", "read_only", "space"],
    severity: "high",
    note: "es-data-2 fills its data volume, crosses the flood-stage watermark and every index on it goes read-only-allow-delete; index-builder and catalog-cdc writes are rejected with 429 cluster blocks",
    mutes: (s, end) => [{ svc: "index-builder", from: s + 2000, to: end, keep: 0.05 }],
    gen: (c, s) => {
      for (let i = 0; i < 4; i++)
        E(
          c,
          s - 240000 + i * 60000,
          "es-data",
          "warn",
          `[WARN ][o.e.c.r.a.DiskThresholdMonitor] [es-data-0] high disk watermark [90%] exceeded on [kq7Rz0ZfQ2eY1b3lJc9Xwg][es-data-2][/usr/share/elasticsearch/data] free: ${(31 - i * 5).toFixed(1)}gb[${(7.8 - i * 1.2).toFixed(1)}%], shards will be relocated away from this node; currently relocating away shards totalling [0b]`,
        );
      c.every(s, c.t1, 30000, (t) =>
        E(
          c,
          t,
          "es-data",
          "warn",
          `[WARN ][o.e.c.r.a.DiskThresholdMonitor] [es-data-0] flood stage disk watermark [95%] exceeded on [kq7Rz0ZfQ2eY1b3lJc9Xwg][es-data-2][/usr/share/elasticsearch/data] free: ${(c.rng.next() * 2 + 9).toFixed(1)}gb[${(c.rng.next() * 0.6 + 2.4).toFixed(1)}%], all indices on this node will be marked read-only`,
        ),
      );
      c.every(s + 1500, c.t1, 900, (t) => {
        const tr = c.trace();
        E(
          c,
          t,
          "index-builder",
          "error",
          `ERROR indexer.bulk: bulk request to products_v42 failed: ApiError(429, 'cluster_block_exception', 'index [products_v42] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];'); retrying batch in ${c.rng.int(1, 30)}s`,
          undefined,
          tr,
        );
      });
      c.every(s + 4000, c.t1, 5000, (t) =>
        E(
          c,
          t,
          "catalog-cdc",
          "warn",
          "WARN  WorkerSinkTask{id=products-es-sink-0} Ignoring failed write: [products_v42] ElasticsearchStatusException[Elasticsearch exception [type=cluster_block_exception, reason=index [products_v42] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]]   [io.confluent.connect.elasticsearch.ElasticsearchClient]",
        ),
      );
      c.every(s + 60000, c.t1, 20000, (t) =>
        E(
          c,
          t,
          "search-api",
          "warn",
          `WARN 1 --- [   scheduling-1] c.f.search.FreshnessProbe : products_v42 newest document is ${Math.round((t - s) / 1000)}s old (threshold 120s)`,
        ),
      );
    },
  },
  {
    category: "database",
    estate: BRIGHTWELL,
    origin: "pg-primary",
    hints: ["connection", "too many", "database", "postgres", "slots", "clients"],
    severity: "high",
    note: "pg-primary runs out of connection slots; report-api, warehouse-loader and Airflow tasks cannot connect and retry loudly",
    mutes: (s, end) => [
      { svc: "report-api", from: s, to: end, keep: 0.3 },
      { svc: "warehouse-loader", from: s, to: end, keep: 0.1 },
    ],
    gen: (c, s) => {
      E(
        c,
        s - 60000,
        "pg-primary",
        "warn",
        "WARNING:  there are 188 connections out of max_connections 200 in use by role etl_loader",
      );
      c.every(s, c.t1, 2500, (t) =>
        E(
          c,
          t,
          "pg-primary",
          "fatal",
          c.rng.chance(0.5)
            ? "FATAL:  sorry, too many clients already"
            : "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
        ),
      );
      c.every(s + 300, c.t1, 700, (t) =>
        E(
          c,
          t,
          "report-api",
          "error",
          "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.",
          [
            "Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already",
            "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
            "   at Npgsql.Internal.NpgsqlConnector.Open(NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
            "   at Npgsql.PoolingDataSource.OpenNewConnector(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
            "   at Brightwell.Reports.RevenueQuery.RunAsync(ReportRequest req) in /src/Reports/RevenueQuery.cs:line 41",
          ],
        ),
      );
      c.every(s + 200, c.t1, 350, (t) =>
        E(
          c,
          t,
          "warehouse-loader",
          "error",
          `level=error msg="copy attempt failed, retrying" table=staging.${c.rng.pick(["orders", "events", "stock"])} attempt=${c.rng.int(1, 8)} err="pq: sorry, too many clients already" backoff=${c.rng.int(100, 2000)}ms`,
        ),
      );
      c.every(s + 30000, c.t1, 25000, (t) =>
        E(c, t, "airflow-worker", "error", "ERROR - Task failed with exception", [
          "Traceback (most recent call last):",
          '  File "/home/airflow/.local/lib/python3.11/site-packages/airflow/providers/postgres/hooks/postgres.py", line 171, in get_conn',
          "    self.conn = psycopg2.connect(**conn_args)",
          'psycopg2.OperationalError: connection to server at "pg-primary.data-etl.svc" (10.40.3.12), port 5432 failed: FATAL:  sorry, too many clients already',
        ]),
      );
    },
  },
  {
    category: "dependency",
    estate: POSTWING,
    origin: "sms-router",
    hints: ["carrier", "smsc", "provider", "upstream", "unavailable", "circuit", "smpp"],
    severity: "medium",
    note: "the tier-1 carrier SMSC stops accepting messages; sms-router gets system errors and enquire_link timeouts, opens its circuit breaker and send-api answers 503 for SMS",
    mutes: (s, end) => [{ svc: "webhook-relay", from: s, to: end, keep: 0.5 }],
    gen: (c, s) => {
      c.every(s, c.t1, 1200, (t) =>
        E(
          c,
          t,
          "sms-router",
          "warn",
          `WARN  c.p.sms.RouteDispatcher - submit_sm_resp command_status=0x00000008 (ESME_RSYSERR) route=eu-tier1 bind=eu-tier1-${c.rng.int(1, 4)} seq=${c.rng.int(100000, 999999)}`,
        ),
      );
      c.every(s + 20000, c.t1, 15000, (t) =>
        E(
          c,
          t,
          "sms-router",
          "error",
          `ERROR c.p.sms.SmppSession - enquire_link timed out after 10000ms on bind=eu-tier1-${c.rng.int(1, 4)} (smsc 193.105.74.${c.rng.int(10, 20)}:2775), rebinding`,
        ),
      );
      E(
        c,
        s + 40000,
        "sms-router",
        "warn",
        "WARN  i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker 'carrier-eu-tier1' changed state from CLOSED to OPEN",
      );
      c.every(s + 100000, c.t1, 60000, (t) => {
        E(
          c,
          t,
          "sms-router",
          "info",
          "INFO  i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker 'carrier-eu-tier1' changed state from OPEN to HALF_OPEN",
        );
        E(
          c,
          t + 2000,
          "sms-router",
          "warn",
          "WARN  i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker 'carrier-eu-tier1' changed state from HALF_OPEN to OPEN",
        );
      });
      c.every(s + 40000, c.t1, 1100, (t) =>
        E(
          c,
          t,
          "sms-router",
          "error",
          "ERROR c.p.sms.RouteDispatcher - no healthy route for dest=+49: CallNotPermittedException: CircuitBreaker 'carrier-eu-tier1' is OPEN and does not permit further calls",
        ),
      );
      c.every(s + 41000, c.t1, 900, (t) =>
        E(
          c,
          t,
          "send-api",
          "error",
          `method=POST path=/v3/sms format=json controller=SmsController action=create status=503 duration=${(c.rng.next() * 20 + 3).toFixed(2)} view=0.11 db=0.90 account=acct_${c.rng.int(1000, 9999)} error="sms-router: route eu-tier1 unavailable"`,
        ),
      );
      c.every(s + 60000, c.t1, 3000, (t) =>
        E(
          c,
          t,
          "webhook-relay",
          "info",
          `delivered event=sms.failed endpoint=https://hooks.shopline.io/postwing status=200 duration=${c.rng.int(40, 300)}ms attempt=1 reason=route_unavailable`,
        ),
      );
    },
  },
  {
    category: "timeout",
    estate: FINDLY,
    origin: "feature-store",
    hints: ["timeout", "deadline", "timed out", "lock"],
    severity: "medium",
    note: "feature-store's requests block on a segment lock during compaction and exceed their deadlines; it logs a few WARN lines and goes quiet while reco-ranker times out and web-bff serves fallbacks",
    mutes: (s, end) => [
      { svc: "feature-store", from: s, to: end, keep: 0.04 },
      { svc: "reco-ranker", from: s, to: end, keep: 0.15 },
    ],
    gen: (c, s) => {
      E(
        c,
        s - 5000,
        "feature-store",
        "info",
        'level=info msg="compaction started" segment=user_features_0412 size=41.2GiB',
      );
      for (let i = 0; i < 6; i++)
        E(
          c,
          s + i * 20000,
          "feature-store",
          "warn",
          `level=warn msg="slow request" method=GetFeatures took=${(c.rng.next() * 3 + 2).toFixed(2)}s waiting_on=segment_lock segment=user_features_0412 err="context deadline exceeded"`,
        );
      c.every(s + 500, c.t1, 500, (t) => {
        const tr = c.trace();
        if (c.rng.chance(0.75)) {
          E(
            c,
            t,
            "reco-ranker",
            "error",
            "ERROR ranker.api: GetFeatures to feature-store:9090 failed: StatusCode.DEADLINE_EXCEEDED (deadline 250ms)",
            undefined,
            tr,
          );
        } else
          E(
            c,
            t,
            "reco-ranker",
            "error",
            "ERROR ranker.api: GetFeatures to feature-store:9090 failed after 250ms",
            [
              "Traceback (most recent call last):",
              '  File "/app/ranker/features.py", line 88, in fetch',
              "    resp = self._stub.GetFeatures(req, timeout=0.25)",
              '  File "/usr/local/lib/python3.11/site-packages/grpc/_channel.py", line 1181, in __call__',
              "    return _end_unary_response_blocking(state, call, False, None)",
              "grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:",
              "\tstatus = StatusCode.DEADLINE_EXCEEDED",
              '\tdetails = "Deadline Exceeded"',
              '\tdebug_error_string = "UNKNOWN:Deadline Exceeded {grpc_status:4}"',
              ">",
            ],
            tr,
          );
        if (c.rng.chance(0.7))
          E(
            c,
            t + 260,
            "web-bff",
            "warn",
            `GET /api/recommendations/${c.rng.pick(["home", "pdp", "cart"])} 200 ${c.rng.int(280, 320)}ms fallback=popular reason="reco-ranker: upstream request timeout"`,
            undefined,
            tr,
          );
      });
    },
  },
  {
    category: "configuration",
    estate: TALLY,
    origin: "stream-enricher",
    hints: ["config", "configexception", "invalid value", "compression", "setting"],
    severity: "high",
    note: "stream-enricher v3.18.0 ships compression.type=zstdd; every new pod fails producer construction and crash-loops, ch-writer receives nothing and alert-eval sees no data",
    mutes: (s, end) => [
      { svc: "stream-enricher", from: s, to: end, keep: 0 },
      { svc: "ch-writer", from: s + 30000, to: end, keep: 0.1 },
      { svc: "clickhouse", from: s + 30000, to: end, keep: 0.5 },
    ],
    gen: (c, s) => {
      c.every(s, c.t1, 40000, (t) => {
        E(
          c,
          t,
          "stream-enricher",
          "info",
          "c.t.enrich.Main - starting stream-enricher 3.18.0 (build 7a1c9e2) profile=prod",
        );
        E(
          c,
          t + 900,
          "stream-enricher",
          "info",
          "o.a.k.c.p.ProducerConfig - ProducerConfig values: acks = all, batch.size = 262144, bootstrap.servers = [kafka-broker:9092], compression.type = zstdd, linger.ms = 20",
        );
        E(c, t + 950, "stream-enricher", "error", "c.t.enrich.Main - application failed to start", [
          "org.apache.kafka.common.config.ConfigException: Invalid value zstdd for configuration compression.type: String must be one of: none, gzip, snappy, lz4, zstd",
          "\tat org.apache.kafka.common.config.ConfigDef$ValidString.ensureValid(ConfigDef.java:961)",
          "\tat org.apache.kafka.common.config.ConfigDef.parseValue(ConfigDef.java:499)",
          "\tat org.apache.kafka.clients.producer.ProducerConfig.<init>(ProducerConfig.java:624)",
          "\tat org.apache.kafka.clients.producer.KafkaProducer.<init>(KafkaProducer.java:290)",
          "\tat com.tallyhq.enrich.Main.main(Main.java:54)",
        ]);
      });
      c.every(s + 60000, c.t1, 30000, (t) =>
        E(
          c,
          t,
          "ch-writer",
          "warn",
          `no records received from logs-enriched for ${Math.round((t - s) / 1000)}s (group=ch-writer, partitions=24)`,
        ),
      );
      c.every(s + 120000, c.t1, 30000, (t) =>
        E(
          c,
          t,
          "alert-eval",
          "warn",
          `msg="rule evaluation: absent data" rule=IngestFreshness expr="time() - max(last_event_ts) > 120" value=${Math.round((t - s) / 1000)} tenants=6`,
        ),
      );
      c.every(s + 5000, c.t1, 8000, (t) =>
        E(
          c,
          t,
          "ingest-gw",
          "info",
          `kafka: producer queue for logs-raw healthy, consumer group stream-enricher has 0 members, lag=${Math.round((t - s) * 40)}`,
        ),
      );
    },
  },
  {
    category: "memory",
    estate: POSTWING,
    origin: "template-render",
    hints: ["memory", "heap", "oom", "out of memory", "allocation"],
    severity: "high",
    note: "template-render leaks memory on a new digest template and its workers die with JavaScript heap out of memory; send-api cannot reach it and returns 502",
    mutes: (s, end) => [{ svc: "template-render", from: s, to: end, keep: 0.2 }],
    gen: (c, s) => {
      for (let i = 0; i < 5; i++)
        E(
          c,
          s - 150000 + i * 30000,
          "template-render",
          "warn",
          `event loop lag ${c.rng.int(200, 900)}ms, heapUsed=${1400 + i * 120}MB heapTotal=${1500 + i * 120}MB`,
        );
      c.every(s, c.t1, 45000, (t) => {
        E(c, t, "template-render", "error", "<--- Last few GCs --->", [
          `[1:0x5f2a3c0]  ${c.rng.int(100000, 900000)} ms: Mark-Compact 2043.1 (2082.4) -> 2041.8 (2083.6) MB, 1873.42 / 0.00 ms  (average mu = 0.112, current mu = 0.034) allocation failure; scavenge might not succeed`,
        ]);
        E(
          c,
          t + 40,
          "template-render",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          [
            " 1: 0xb8ced0 node::Abort() [node]",
            " 2: 0xa9a1ab node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 3: 0xd6a6a0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 4: 0xd6aa47 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 5: 0xf47d25  [node]",
          ],
        );
        E(c, t + 200, "template-render", "error", `worker ${c.rng.int(1, 4)} died (signal SIGABRT), restarting`);
        E(
          c,
          t + 2500,
          "template-render",
          "info",
          "template-render@4.12.0 listening on :3000 (node v20.11.1, 4 workers)",
        );
      });
      c.every(s + 300, c.t1, 2500, (t) =>
        E(
          c,
          t,
          "send-api",
          "error",
          'Faraday::ConnectionFailed: Failed to open TCP connection to template-render:3000 (Connection refused - connect(2) for "template-render" port 3000)',
          [
            "/usr/local/bundle/gems/net-http-0.4.1/lib/net/http.rb:1603:in `initialize'",
            "/usr/local/bundle/gems/net-http-0.4.1/lib/net/http.rb:1603:in `open'",
            "/app/app/services/render_client.rb:27:in `render'",
            "/app/app/controllers/messages_controller.rb:41:in `create'",
          ],
        ),
      );
      c.every(s + 350, c.t1, 700, (t) =>
        E(
          c,
          t,
          "send-api",
          "error",
          `method=POST path=/v3/messages format=json controller=MessagesController action=create status=502 duration=${(c.rng.next() * 30 + 2).toFixed(2)} view=0.00 db=1.10 account=acct_${c.rng.int(1000, 9999)} error="template render failed"`,
        ),
      );
    },
  },
  {
    category: "network",
    estate: BRIGHTWELL,
    origin: "warehouse-loader",
    hints: ["network", "connection reset", "no route", "dns", "i/o timeout", "reset"],
    severity: "medium",
    note: "the node running warehouse-loader loses its pod network after a CNI restart; its connections to postgres reset, DNS lookups time out and Airflow load tasks fail while other postgres clients are fine",
    mutes: (s, end) => [{ svc: "warehouse-loader", from: s, to: end, keep: 0 }],
    gen: (c, s) => {
      const me = "10.40.7.21";
      c.every(s, c.t1, 1500, (t) => {
        const k = c.rng.int(0, 3);
        const msg =
          k === 0
            ? `level=error msg="copy failed" table=staging.orders err="read tcp ${me}:${c.rng.int(30000, 60000)}->10.40.3.12:5432: read: connection reset by peer"`
            : k === 1
              ? `level=error msg="connect failed" err="dial tcp: lookup pg-primary.data-etl.svc.cluster.local on 10.96.0.10:53: read udp ${me}:${c.rng.int(30000, 60000)}->10.96.0.10:53: i/o timeout"`
              : k === 2
                ? `level=error msg="connect failed" err="dial tcp 10.40.3.12:5432: connect: no route to host"`
                : `level=warn msg="s3 upload retry" bucket=bw-lake err="RequestError: send request failed caused by: Put \\"https://bw-lake.s3.eu-west-1.amazonaws.com/staging/orders.csv\\": dial tcp: lookup bw-lake.s3.eu-west-1.amazonaws.com: i/o timeout"`;
        E(c, t, "warehouse-loader", k === 3 ? "warn" : "error", msg);
      });
      for (let i = 0; i < 6; i++)
        E(
          c,
          s + 500 + i * 700,
          "pg-primary",
          "info",
          `LOG:  could not receive data from client: Connection reset by peer`,
        );
      c.every(s + 20000, c.t1, 30000, (t) => {
        E(c, t, "airflow-worker", "error", `ERROR - Task failed with exception`, [
          "Traceback (most recent call last):",
          '  File "/opt/airflow/dags/common/loader.py", line 33, in trigger_load',
          "    r.raise_for_status()",
          "requests.exceptions.ConnectionError: HTTPConnectionPool(host='warehouse-loader', port=8080): Max retries exceeded with url: /v1/loads (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a2c1d5e10>: Failed to establish a new connection: [Errno 113] No route to host'))",
        ]);
        E(
          c,
          t + 200,
          "airflow-worker",
          "info",
          `INFO - Marking task as UP_FOR_RETRY. dag_id=${c.rng.pick(["orders_hourly", "events_rollup"])}, task_id=load, execution_date=20261130T030000`,
        );
      });
      c.every(s + 60000, c.t1, 60000, (t) =>
        E(
          c,
          t,
          "airflow-scheduler",
          "info",
          `INFO - Setting the following tasks to queued state: ${ti(c.rng, "load")}`,
        ),
      );
    },
  },
  {
    category: "authentication",
    estate: TALLY,
    origin: "archive-shipper",
    hints: ["expiredtoken", "token", "credential", "authentication", "expired", "auth"],
    severity: "medium",
    note: "archive-shipper's web-identity token stops being refreshed; every S3 upload fails with ExpiredToken and the archive falls behind while the rest of the pipeline is healthy",
    mutes: (s, end) => [{ svc: "archive-shipper", from: s, to: end, keep: 0 }],
    gen: (c, s) => {
      E(
        c,
        s - 3000,
        "archive-shipper",
        "warn",
        "WARNING botocore.credentials: Refreshing temporary credentials failed during mandatory refresh period.",
      );
      c.every(s, c.t1, 4000, (t) => {
        const key = `s3://tally-archive/logs/dt=2026-11-30/part-${String(c.rng.int(0, 999)).padStart(5, "0")}.json.zst`;
        E(c, t, "archive-shipper", "error", `ERROR archive.upload: upload of ${key} failed, will retry`, [
          "Traceback (most recent call last):",
          '  File "/app/archive/upload.py", line 74, in put',
          "    self.s3.put_object(Bucket=bucket, Key=key, Body=body)",
          '  File "/usr/local/lib/python3.12/site-packages/botocore/client.py", line 1021, in _make_api_call',
          "    raise error_class(parsed_response, operation_name)",
          "botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the PutObject operation: The provided token has expired.",
        ]);
      });
      c.every(s + 30000, c.t1, 60000, (t) =>
        E(
          c,
          t,
          "alert-eval",
          "warn",
          `msg="alert firing" alertname=ArchiveLagHigh lag_seconds=${Math.round((t - s) / 1000 + 120)} threshold=300`,
        ),
      );
    },
  },
];
