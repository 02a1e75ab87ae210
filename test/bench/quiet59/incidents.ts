// The eight real failures of quiet59, one per category, each written the way the failing software and its callers
// really log it.
import type { Window } from "./stream.js";

export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (w: Window, s: number) => void;
}

const GO_OOM = [
  "",
  "runtime stack:",
  "runtime.throw({0x1f4b2c1?, 0x2000?})",
  "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd6c9e1f38 sp=0x7ffd6c9e1f08 pc=0x43ea1c",
  "runtime.sysMapOS(0xc3c8000000, 0x40000000?)",
  "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b fp=0x7ffd6c9e1f80 sp=0x7ffd6c9e1f38 pc=0x41d37b",
  "runtime.(*mheap).grow(0x3a6b6e0, 0x8?)",
  "\t/usr/local/go/src/runtime/mheap.go:1459 +0x225 fp=0x7ffd6c9e1ff8 sp=0x7ffd6c9e1f80 pc=0x431205",
  "",
  "goroutine 48211 [running]:",
  "github.com/gaugehaus/series-writer/pkg/memseries.(*stripeSeries).getOrSet(0xc0001a2000, 0x9e1c2b7a5f3d0c11, {0xc3b7f2a000, 0x11, 0x20})",
  "\t/src/pkg/memseries/stripe.go:212 +0x1b4",
  "github.com/gaugehaus/series-writer/pkg/memseries.(*Head).Append(0xc000224800, {0x2a7e1c0, 0xc3b7e11f80}, 0x0, {0xc3b7f2a000, 0x11, 0x20}, 0x193c2e0a1e8, 0x4059000000000000)",
  "\t/src/pkg/memseries/head.go:388 +0x2f1",
];

export const INCIDENTS: Incident[] = [
  {
    estate: "tallyscope",
    origin: "ingester",
    category: "disk",
    hints: ["disk", "space", "enospc", "wal", "device"],
    severity: "high",
    note: "The ingester's data volume fills up: WAL appends fail with no space left on device, distributor pushes fail and the gateway returns 500s to every tenant.",
    run: (w, s) => {
      const T = w.estate.tenants;
      w.at(
        s - 95000,
        "ingester",
        "warn",
        `TSDB head compaction for user ${T[0]} took 41.2s (expected < 10s), block 01J${w.r.hex(23).toUpperCase()}`,
      );
      w.every(s, w.end, 0.7, (x, i) => {
        const t = w.r.pick(T);
        w.at(
          x,
          "ingester",
          "error",
          `failed to write to TSDB user=${t} err="write to WAL: log samples: write /data/tsdb/${t}/wal/000${18830 + Math.floor(i / 400)}: no space left on device"`,
        );
      });
      w.every(s + 15000, w.end, 35, (x) =>
        w.at(
          x,
          "ingester",
          "error",
          `unable to compact TSDB head user=${w.r.pick(T)} err="persist head block: mkdir /data/tsdb/${w.r.pick(T)}/01J${w.r.hex(23).toUpperCase()}.tmp-for-creation: no space left on device"`,
        ),
      );
      w.every(s + 400, w.end, 0.3, (x) => {
        const t = w.r.pick(T);
        const tr = w.trace();
        w.at(
          x,
          "distributor",
          "error",
          `push error tenant=${t} err="failed pushing to ingester ingester-${w.r.int(0, 5)}: rpc error: code = Internal desc = failed to write to TSDB"`,
          undefined,
          tr,
        );
        if (w.r.chance(0.7))
          w.at(
            x + 6,
            "rw-gateway",
            "error",
            `"POST /api/v1/push HTTP/1.1" 500 ${w.r.int(60, 140)} ${w.r.int(5, 90)}ms tenant=${t} upstream=distributor:8080 ua="Prometheus/2.5${w.r.int(0, 3)}.1"`,
            undefined,
            tr,
          );
      });
      w.mute("distributor", s + 400, w.end, 0.9);
      w.mute("rw-gateway", s + 400, w.end, 0.9);
      w.every(s + 60000, w.end, 30, (x) =>
        w.at(
          x,
          "ruler",
          "warn",
          `rule group evaluation wrote 0 of ${w.r.int(40, 300)} samples tenant=${w.r.pick(T)} err="remote write to distributor: server returned HTTP status 500 Internal Server Error"`,
        ),
      );
    },
  },
  {
    estate: "tallyscope",
    origin: "store-gateway",
    category: "timeout",
    hints: ["timeout", "deadline", "slow", "timed out"],
    severity: "medium",
    note: "The store-gateway's series fetches stall behind its concurrency limit and run past their deadlines (logged only at WARN); queriers and the query frontend fail long-range queries with deadline and 504 errors.",
    run: (w, s) => {
      w.every(s, w.end, 1.2, (x) =>
        w.at(
          x,
          "store-gateway",
          "warn",
          w.r.chance(0.5)
            ? `series fetch exceeded deadline user=${w.r.pick(w.estate.tenants)} blocks=${w.r.int(30, 400)} waited_for_gate=${w.r.float(20, 58, 1)}s err="context deadline exceeded"`
            : `waiting for concurrency gate: ${w.r.int(20, 20)} in flight, ${w.r.int(60, 400)} queued (max_concurrent=20) oldest_wait=${w.r.float(10, 60, 1)}s`,
        ),
      );
      w.every(s + 2000, w.end, 0.9, (x) => {
        const t = w.r.pick(w.estate.tenants);
        const tr = w.trace();
        w.at(
          x,
          "querier",
          "error",
          `error querying store-gateway store-gateway-${w.r.int(0, 2)}.store-gateway.metrics-prod.svc:9095 user=${t} err="rpc error: code = DeadlineExceeded desc = context deadline exceeded" attempt=${w.r.int(1, 3)}`,
          undefined,
          tr,
        );
        if (w.r.chance(0.6))
          w.at(
            x + 30,
            "query-frontend",
            "error",
            `query stats component=query-frontend method=GET path=/prometheus/api/v1/query_range status=504 tenant=${t} response_time=2m0s err="context deadline exceeded: query timed out in querier"`,
            undefined,
            tr,
          );
        if (w.r.chance(0.3))
          w.at(
            x + 60,
            "dash-api",
            "error",
            `GET /api/ds/query 504 120004ms dashboard=${w.r.hex(9)} error="Post \\"http://query-frontend:8080/prometheus/api/v1/query_range\\": 504 Gateway Timeout"`,
            undefined,
            tr,
          );
      });
      w.mute("query-frontend", s + 2000, w.end, 0.6);
      w.mute("querier", s + 2000, w.end, 0.6);
    },
  },
  {
    estate: "skylark",
    origin: "otlp-gateway",
    category: "dependency",
    hints: ["kafka", "broker", "unavailable", "producer", "leader"],
    severity: "high",
    note: "The Kafka cluster behind the OTLP gateway loses its brokers; the gateway cannot produce, opens its producer breaker and answers 503, and the trace collectors retry and then drop spans loudly.",
    run: (w, s) => {
      w.every(s, s + 45000, 1.5, (x) =>
        w.at(
          x,
          "otlp-gateway",
          "error",
          `kafka producer: Failed to deliver ${w.r.int(100, 512)} messages topic=otlp-spans-v2 err="kafka server: In the middle of a leadership election, there is currently no leader for this partition and hence it is unavailable for writes"`,
        ),
      );
      w.every(s + 45000, w.end, 1, (x) =>
        w.at(
          x,
          "otlp-gateway",
          "error",
          `kafka producer: Failed to deliver ${w.r.int(100, 512)} messages topic=otlp-spans-v2 err="kafka: client has run out of available brokers to talk to: dial tcp 10.40.1.${w.r.int(11, 13)}:9092: connect: connection refused"`,
        ),
      );
      w.at(
        s + 50000,
        "otlp-gateway",
        "warn",
        `circuit breaker "kafka-producer" changed state from closed to open (consecutive failures: 25)`,
      );
      w.every(s + 50000, w.end, 30, (x) => {
        w.at(x, "otlp-gateway", "warn", `circuit breaker "kafka-producer" changed state from open to half-open`);
        w.at(
          x + 900,
          "otlp-gateway",
          "warn",
          `circuit breaker "kafka-producer" changed state from half-open to open: kafka: client has run out of available brokers to talk to`,
        );
      });
      w.every(s + 50000, w.end, 0.9, (x) =>
        w.at(
          x,
          "otlp-gateway",
          "warn",
          `export rejected signal=${w.r.pick(["traces", "traces", "logs"])} tenant=${w.r.pick(w.estate.tenants)} status=503 err="producer unavailable (breaker open)"`,
        ),
      );
      w.every(s + 3000, w.end, 0.4, (x) =>
        w.at(
          x,
          "trace-collector",
          w.r.chance(0.7) ? "warn" : "error",
          w.r.chance(0.7)
            ? `Exporting failed. Will retry the request after interval. {"kind": "exporter", "data_type": "traces", "name": "otlp/gateway", "error": "rpc error: code = Unavailable desc = producer unavailable", "interval": "${w.r.float(2, 30, 1)}s"}`
            : `Exporting failed. Dropping data. {"kind": "exporter", "data_type": "traces", "name": "otlp/gateway", "error": "no more retries left: rpc error: code = Unavailable desc = producer unavailable", "dropped_items": ${w.r.int(100, 2048)}}`,
        ),
      );
      w.every(s + 60000, w.end, 20, (x) =>
        w.at(
          x,
          "trace-collector",
          "error",
          `Dropping data because sending_queue is full. Try increasing queue_size. {"kind": "exporter", "name": "otlp/gateway", "dropped_items": ${w.r.int(500, 8000)}}`,
        ),
      );
      w.every(s + 20000, w.end, 25, (x) =>
        w.at(
          x,
          "trace-store",
          "warn",
          `[Consumer clientId=trace-store-0, groupId=trace-store] Connection to node ${w.r.int(0, 2)} (kafka-${w.r.int(0, 2)}.kafka-headless/10.40.1.${w.r.int(11, 13)}:9092) could not be established. Broker may not be available.`,
        ),
      );
      w.mute("otlp-gateway", s, w.end, 0.95);
      w.mute("trace-store", s + 10000, w.end, 0.9);
      w.mute("trace-collector", s, w.end, 0.9);
    },
  },
  {
    estate: "skylark",
    origin: "metering-agg",
    category: "network",
    hints: ["dns", "name resolution", "resolve", "gaierror", "network", "getaddrinfo"],
    severity: "medium",
    note: "Name resolution breaks inside the metering aggregator's pod: every outbound connection (Postgres, Kafka, ledger) fails with temporary DNS failures, its rollups stop and billing-api gets 503s from it.",
    run: (w, s) => {
      const pg = [
        "Traceback (most recent call last):",
        '  File "/app/metering/rollup.py", line 141, in flush_window',
        "    with self.pool.connection() as conn:",
        '  File "/usr/local/lib/python3.12/site-packages/psycopg_pool/pool.py", line 171, in connection',
        "    conn = self.getconn(timeout=timeout)",
        '  File "/usr/local/lib/python3.12/site-packages/psycopg/connection.py", line 119, in connect',
        "    raise last_ex.with_traceback(None)",
        'psycopg.OperationalError: connection is bad: could not translate host name "usage-pg.skylark.internal" to address: Temporary failure in name resolution',
      ];
      const http = [
        "Traceback (most recent call last):",
        '  File "/usr/local/lib/python3.12/site-packages/urllib3/connection.py", line 198, in _new_conn',
        "    sock = connection.create_connection(",
        '  File "/usr/local/lib/python3.12/site-packages/urllib3/util/connection.py", line 60, in create_connection',
        "    for res in socket.getaddrinfo(host, port, family, socket.SOCK_STREAM):",
        "socket.gaierror: [Errno -3] Temporary failure in name resolution",
        "",
        "The above exception was the direct cause of the following exception:",
        "",
        "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='ledger.billing.svc.cluster.local', port=443): Max retries exceeded with url: /v1/usage/batch (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f3a1c2d9e50>: Failed to resolve 'ledger.billing.svc.cluster.local' ([Errno -3] Temporary failure in name resolution)\"))",
      ];
      w.every(s, w.end, 5, (x, i) =>
        w.at(
          x,
          "metering-agg",
          "error",
          i % 2 ? "ERROR usage_rollup: could not flush window, will retry" : "ERROR ledger_push: batch upload failed",
          i % 2 ? pg : http,
        ),
      );
      w.every(s + 2000, w.end, 3, (x) =>
        w.at(
          x,
          "metering-agg",
          "warn",
          `%3|${Math.floor(x / 1000)}.${w.r.int(100, 999)}|FAIL|rdkafka#consumer-1| [thrd:kafka-${w.r.int(0, 2)}.kafka-headless:9092/bootstrap]: kafka-${w.r.int(0, 2)}.kafka-headless:9092/bootstrap: Failed to resolve 'kafka-${w.r.int(0, 2)}.kafka-headless:9092': Temporary failure in name resolution (after ${w.r.int(5000, 5020)}ms in state CONNECT)`,
        ),
      );
      w.every(s + 30000, w.end, 60, (x) =>
        w.at(
          x,
          "metering-agg",
          "warn",
          `WARNING usage_rollup: ${w.r.int(3, 12)} windows pending flush, oldest ${Math.round((x - s) / 1000)}s old`,
        ),
      );
      w.every(s + 8000, w.end, 2.5, (x) => {
        w.at(
          x,
          "billing-api",
          "error",
          `Faraday::ServerError: the server responded with status 503 (GET http://metering-agg.skylark-prod.svc:8000/v1/usage/summary?org=${w.r.pick(w.estate.tenants)})`,
        );
        w.at(
          x + 5,
          "billing-api",
          "warn",
          `Completed 503 Service Unavailable in ${w.r.int(5000, 5100)}ms (ActiveRecord: ${w.r.float(1, 5, 1)}ms)`,
        );
      });
      w.every(s + 60000, w.end, 45, (x) =>
        w.at(
          x,
          "billing-api",
          "error",
          `[Sidekiq] UsageSyncJob JID-${w.r.hex(12)} failed: Faraday::ConnectionFailed: Net::ReadTimeout with #<TCPSocket:(closed)> (metering-agg) - retry 3/25 in 64s`,
        ),
      );
      w.mute("metering-agg", s, w.end, 1);
      w.mute("billing-api", s + 8000, w.end, 0.8);
    },
  },
  {
    estate: "pagewell",
    origin: "notifier",
    category: "authentication",
    hints: ["auth", "credential", "login", "smtp", "535"],
    severity: "high",
    note: "The notifier's SMTP credentials stop being accepted by the mail relay (535); every on-call email fails, alert-router and escalation-svc retry into it and report 502s.",
    run: (w, s) => {
      const stack = [
        "Error: Invalid login: 535 5.7.8 Authentication Credentials Invalid",
        "    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)",
        "    at SMTPConnection._actionAUTHComplete (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1577:34)",
        "    at SMTPConnection.<anonymous> (/app/node_modules/nodemailer/lib/smtp-connection/index.js:555:26)",
        "    at SMTPConnection._processResponse (/app/node_modules/nodemailer/lib/smtp-connection/index.js:982:20)",
        "    at SMTPConnection._onData (/app/node_modules/nodemailer/lib/smtp-connection/index.js:763:14)",
        "    at TLSSocket.SMTPConnection._onSocketData (/app/node_modules/nodemailer/lib/smtp-connection/index.js:193:44)",
      ];
      w.every(s, w.end, 1.6, (x) => {
        const tr = w.trace();
        w.at(
          x,
          "notifier",
          "error",
          `email delivery failed nid=${w.r.hex(12)} to=${w.r.pick(["oncall", "sre", "dba", "noc"])}@${w.r.pick(["fernhill.example", "quartzbank.example", "kestrel-retail.example"])} code=EAUTH responseCode=535`,
          w.r.chance(0.25) ? stack : undefined,
          tr,
        );
        if (w.r.chance(0.8))
          w.at(
            x + 40,
            "escalation-svc",
            "warn",
            `Notification dispatch failed for page #${w.r.int(40000, 49999)} channel=email: notifier responded 502 Bad Gateway; retry ${w.r.int(1, 5)}/5 scheduled`,
            undefined,
            tr,
          );
        if (w.r.chance(0.9))
          w.at(
            x + 90,
            "alert-router",
            "error",
            `Notify for alerts failed integration=email[0] receiver=${w.r.pick(w.estate.tenants)}-oncall err="notifier: unexpected status code 502" attempts=${w.r.int(1, 8)}`,
            undefined,
            tr,
          );
      });
      w.every(s + 120000, w.end, 40, (x) =>
        w.at(
          x,
          "notifier",
          "warn",
          `queue depth email=${w.r.int(300, 2000)} sms=${w.r.int(0, 6)} push=${w.r.int(0, 20)} voice=${w.r.int(0, 2)}`,
        ),
      );
      w.mute("notifier", s, w.end, 0.35);
    },
  },
  {
    estate: "pagewell",
    origin: "escalation-svc",
    category: "database",
    hints: ["sql", "database", "deadlock", "pool", "connection"],
    severity: "high",
    note: "Escalation-svc's SQL Server transactions start deadlocking and holding connections until its pool is exhausted; escalations stop and alert-router and oncall-api get 500s and read timeouts from it.",
    run: (w, s) => {
      const dead = [
        "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 112) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
        "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
        "   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
        "   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
        "   at Pagewell.Escalation.Steps.StepScheduler.AdvanceAsync(Guid pageId) in /src/Escalation/Steps/StepScheduler.cs:line 93",
        "ClientConnectionId:5b1e9c2d-77a4-4c61-9f0e-2c3d4b5a6e7f",
        "Error Number:1205,State:51,Class:13",
      ];
      const pool = [
        "System.InvalidOperationException: Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.  This may have occurred because all pooled connections were in use and max pool size was reached.",
        "   at Microsoft.Data.ProviderBase.DbConnectionFactory.TryGetConnection(DbConnection owningConnection, TaskCompletionSource`1 retry, DbConnectionOptions userOptions, DbConnectionInternal oldConnection, DbConnectionInternal& connection)",
        "   at Microsoft.Data.SqlClient.SqlConnection.TryOpen(TaskCompletionSource`1 retry, SqlConnectionOverrides overrides)",
        "   at Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
        "   at Pagewell.Escalation.Api.PoliciesController.Get(String id) in /src/Escalation/Api/PoliciesController.cs:line 38",
      ];
      w.every(s, s + 90000, 4, (x) =>
        w.at(
          x,
          "escalation-svc",
          "error",
          "An exception occurred in the database while saving changes for context type 'Pagewell.Escalation.Data.EscalationDbContext'.",
          dead,
        ),
      );
      w.every(s + 20000, w.end, 6, (x) =>
        w.at(
          x,
          "escalation-svc",
          "warn",
          `Failed executing DbCommand (${w.r.int(15000, 30100)}ms) [Parameters=[@p0='?' (DbType = Guid)], CommandType='Text', CommandTimeout='30'] UPDATE [EscalationSteps] SET [State] = @p1 WHERE [PageId] = @p0`,
        ),
      );
      w.every(s + 70000, w.end, 1.5, (x) =>
        w.at(
          x,
          "escalation-svc",
          "error",
          'Connection id "0HN8" : An unhandled exception was thrown by the application.',
          w.r.chance(0.4) ? pool : [pool[0]],
        ),
      );
      w.every(s + 75000, w.end, 1.2, (x) => {
        const tr = w.trace();
        w.at(
          x,
          "alert-router",
          "error",
          `escalation handoff failed fingerprint=${w.r.hex(16)} err="POST http://escalation-svc/api/pages: 500 Internal Server Error" will_retry=true`,
          undefined,
          tr,
        );
        if (w.r.chance(0.5))
          w.at(
            x + 20,
            "oncall-api",
            "error",
            `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> calling escalation-svc GET /api/policies/EP-${w.r.int(100, 999)}; Completed 502 Bad Gateway in 15003ms`,
            undefined,
            tr,
          );
      });
      w.mute("escalation-svc", s + 70000, w.end, 0.85);
      w.mute("notifier", s + 90000, w.end, 0.7);
    },
  },
  {
    estate: "gaugehaus",
    origin: "series-writer",
    category: "memory",
    hints: ["memory", "oom", "out of memory", "heap"],
    severity: "high",
    note: "A cardinality surge makes series-writer's in-memory head grow until the Go runtime dies with out of memory, again after every restart; while it is down ingest-edge answers 503s and writes stop.",
    run: (w, s) => {
      w.every(s - 120000, s, 20, (x, i) =>
        w.at(
          x,
          "series-writer",
          "warn",
          `memory pressure: heap_inuse=${(5.9 + i * 0.25).toFixed(2)}GiB limit=7.50GiB series=${(4.1 + i * 0.3).toFixed(1)}M; forcing GC`,
        ),
      );
      let t = s;
      let k = 0;
      while (t < w.end) {
        w.at(t, "series-writer", "fatal", "fatal error: runtime: out of memory", GO_OOM);
        const up = t + w.r.int(25, 50) * 1000 * (k + 1);
        w.at(up, "series-writer", "info", `starting series-writer version=v1.9.2 go=go1.22.5 GOMEMLIMIT=7500MiB`);
        w.at(up + 600, "series-writer", "info", `replaying WAL segments=${w.r.int(200, 260)}`);
        w.at(
          up + 40000,
          "series-writer",
          "warn",
          `memory pressure: heap_inuse=7.1${w.r.int(0, 9)}GiB limit=7.50GiB series=6.${w.r.int(0, 9)}M; forcing GC`,
        );
        t = up + w.r.int(55, 80) * 1000;
        k++;
      }
      w.every(s + 500, w.end, 0.25, (x) =>
        w.at(
          x,
          "ingest-edge",
          "error",
          w.r.chance(0.5)
            ? `upstream series-writer:7201 request failed: dial tcp 10.3.2.${w.r.int(10, 40)}:7201: connect: connection refused; returning 503`
            : `[${w.r.int(10, 99)}.${w.r.int(0, 255)}.${w.r.int(0, 255)}.${w.r.int(1, 254)}] "POST /v1/metrics HTTP/1.1" 503 67 ${w.r.float(0.001, 0.02, 3)} ws=${w.r.pick(w.estate.tenants)}`,
        ),
      );
      w.every(s + 60000, w.end, 30, (x) =>
        w.at(
          x,
          "usage-meter",
          "warn",
          `WARNING meter.ingest: no write acknowledgements from series-writer for ${Math.round((x - s) / 1000)}s; metering points_ingested may be low`,
        ),
      );
      w.mute("series-writer", s, w.end, 1);
      w.mute("ingest-edge", s, w.end, 0.95);
      w.mute("chunkstore", s, w.end, 0.3);
    },
  },
  {
    estate: "gaugehaus",
    origin: "query-api",
    category: "configuration",
    hints: ["config", "yaml", "field", "unmarshal", "setting"],
    severity: "high",
    note: "A query-api release ships a config.yaml with a key the new binary does not know; every pod exits at start-up and crash-loops, and dashboards and renders fail against it.",
    run: (w, s) => {
      w.at(s - 4000, "query-api", "info", "received SIGTERM, shutting down HTTP server (rolling update to v3.8.0)");
      let t = s;
      let back = 10;
      while (t < w.end) {
        w.at(t, "query-api", "info", "starting query-api version=v3.8.0 revision=4be1c09 go=go1.23.2");
        w.at(
          t + 40,
          "query-api",
          "error",
          `error loading config file /etc/query-api/config.yaml: yaml: unmarshal errors:`,
          [
            "  line 37: field max_points_per_query not found in type config.LimitsConfig",
            "  line 52: field query_timeout_ms not found in type config.QuerierConfig",
          ],
        );
        w.at(t + 45, "query-api", "info", "exiting with status 1");
        t += (back + w.r.int(1, 4)) * 1000;
        back = Math.min(back * 2, 300);
      }
      w.every(s + 1000, w.end, 0.7, (x) =>
        w.at(
          x,
          "dashboard-svc",
          "error",
          w.r.chance(0.6)
            ? `GET /api/panels/${w.r.hex(8)}/data 502 ${w.r.int(1, 40)} ms - query-api request failed: connect ECONNREFUSED 10.3.4.${w.r.int(2, 250)}:8080`
            : `panel query failed: Error: query-api responded 503: no healthy upstream`,
        ),
      );
      w.every(s + 5000, w.end, 20, (x) =>
        w.at(
          x,
          "render-svc",
          "error",
          `rendered dashboard ${w.r.hex(10)} with ${w.r.int(3, 12)} empty panels: query-api unavailable (502)`,
        ),
      );
      w.mute("query-api", s - 4000, w.end, 1);
      w.mute("dashboard-svc", s + 1000, w.end, 0.9);
      w.mute("chunkstore", s, w.end, 0.4);
    },
  },
];
