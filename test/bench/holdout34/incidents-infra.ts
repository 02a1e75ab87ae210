// Incidents of the database, dependency, disk, memory and network categories (4 each).
import { byQ, type Incident, kc, loaderFails, PY } from "./incidents.js";
import type { Ctx } from "./stream.js";
import { airflowFail, jstack, pytb, sensorTimeout, staleSource, starving } from "./traces.js";

const database: Incident[] = [
  {
    key: "outbox-too-many-clients",
    cat: "database",
    origin: "outbox",
    hints: ["too many clients", "connection", "postgres", "database", "psycopg"],
    sev: "high",
    note: (c) =>
      `${c.svc("outbox")}'s Postgres refuses new connections (too many clients); outbox rows stop being relayed and consumers starve`,
    run: (c) => {
      c.stop("outbox", c.onset);
      c.every(c.onset, c.end, 4, (t, i) => {
        c.emit(
          t,
          "outbox",
          "error",
          "outbox poll failed",
          pytb(
            [
              [
                `${PY}/psycopg2/__init__.py`,
                122,
                "connect",
                "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              ],
            ],
            `psycopg2.OperationalError: connection to server at "pg-main.${c.e.ns}.internal" (10.20.1.5), port 5432 failed: FATAL:  sorry, too many clients already`,
          ),
        );
        if (i % 15 === 14)
          c.emit(
            t + 100,
            "outbox",
            "warn",
            `outbox backlog unknown: last successful relay at ${new Date(c.onset).toISOString()}`,
          );
      });
      c.stop("consumer", c.onset + 30_000);
      starving(c, "consumer", c.onset + 300_000, `messages on ${c.e.topic}`);
    },
  },
  {
    key: "worker-pool-exhausted",
    cat: "database",
    origin: "worker",
    hints: ["pool", "connection", "database", "jdbc", "activerecord", "sqlalchemy", "knex", "dbconnection"],
    sev: "high",
    note: (c) =>
      `a bulk job starts on ${c.svc("worker")} and holds its database connections; all other jobs fail to get a connection from the pool`,
    run: (c) => {
      c.emit(c.onset, "worker", "info", `bulk reprice started: ${c.num(40, 90)}k rows, 8 threads`);
      const m = {
        celery:
          "sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 20 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
        sidekiq:
          "ActiveRecord::ConnectionTimeoutError: could not obtain a connection from the pool within 5.000 seconds (waited 5.002 seconds); all pooled connections were in use",
        bullmq:
          "KnexTimeoutError: Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?",
        oban: "** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2974ms. This means requests are coming in and your connection pool cannot serve them fast enough.",
        hangfire:
          "System.InvalidOperationException: Timeout expired. The timeout period elapsed prior to obtaining a connection from the pool.",
        "spring-batch":
          "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
      }[c.e.runner];
      c.every(c.onset + 40_000, c.end, 2.5, (t, i) => {
        c.emit(t, "worker", "error", `job ${c.r.hex(12)} failed (attempt ${1 + (i % 3)}/3): ${m}`);
        if (i % 25 === 0)
          c.emit(
            t + 50,
            "worker",
            "warn",
            `db pool: ${c.e.runner === "spring-batch" ? "HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=" : "size=30 checked_out=30 waiting="}${20 + (i % 40)}${c.e.runner === "spring-batch" ? ")" : ""}`,
          );
      });
    },
  },
  {
    key: "consumer-read-only-after-failover",
    cat: "database",
    origin: "consumer",
    hints: ["read-only", "readonly", "database", "postgres", "sql"],
    sev: "high",
    note: (c) =>
      `${c.svc("consumer")}'s database connection lands on a read-only replica after a failover; every insert fails, offsets are not committed and lag grows`,
    run: (c) => {
      c.stop("consumer", c.onset);
      c.every(c.onset, c.end, 1.2, (t, i) => {
        c.emit(
          t,
          "consumer",
          "error",
          `failed to persist ${c.e.entity} batch, will redeliver`,
          jstack(
            [
              "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
              "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeBatch(HikariProxyPreparedStatement.java)",
            ],
            ["org.postgresql.util.PSQLException: ERROR: cannot execute INSERT in a read-only transaction"],
          ),
        );
        if (i % 30 === 29)
          c.emit(t + 10, "consumer", "warn", `consumer lag on ${c.e.topic}: ${(i + 1) * 40} messages and growing`);
      });
      sensorTimeout(c, c.onset + 120_000, c.e.table, 600);
    },
  },
  {
    key: "cron-deadlock",
    cat: "database",
    origin: "cron",
    hints: ["deadlock", "database", "postgres", "lock"],
    sev: "medium",
    note: (c) =>
      `${c.svc("cron")}'s new parallel rebuild deadlocks against itself in Postgres; every run rolls back and fails`,
    run: (c) => {
      c.stop("cron", c.onset);
      c.every(c.onset, c.end, 300, (t) => {
        const job = `${c.svc("cron")}-${Math.floor(t / 300_000)}`;
        c.emit(t, "cron", "info", `Job ${job} started (k8s CronJob, concurrencyPolicy=Forbid)`);
        c.emit(t + 800, "cron", "info", "rebuild: 4 parallel writers, batch size 5000");
        for (let k = 0; k < 4; k++) {
          const [p1, p2, x1, x2] = [c.num(30000, 45000), c.num(45001, 60000), c.num(9e7, 95e6), c.num(95e6, 1e8)];
          c.emit(
            t + 15_000 + k * 4000,
            "cron",
            "error",
            `writer ${k} failed`,
            pytb(
              [["/app/jobs/rebuild.py", 143, "flush", "cur.execute(UPSERT_SQL, rows)"]],
              `psycopg2.errors.DeadlockDetected: deadlock detected\nDETAIL:  Process ${p1} waits for ShareLock on transaction ${x2}; blocked by process ${p2}.\nProcess ${p2} waits for ShareLock on transaction ${x1}; blocked by process ${p1}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${c.num(100, 9000)},${c.num(1, 40)}) in relation "slot_capacity"`,
            ),
          );
        }
        c.emit(t + 32_000, "cron", "error", `Job ${job} failed: exit code 1 (backoffLimit reached)`);
      });
    },
  },
];

const dependency: Incident[] = [
  {
    key: "webhook-partner-5xx",
    cat: "dependency",
    origin: "webhook",
    hints: ["502", "503", "circuit", "partner", "upstream", "unavailable", "bad gateway"],
    sev: "medium",
    note: (c) =>
      `the partner endpoint ${c.svc("webhook")} delivers to answers 502/503 continuously; the circuit breaker opens and deliveries back up`,
    run: (c) => {
      c.every(c.onset, c.end, 1.5, (t, i) => {
        const code = c.r.chance(0.6) ? "502 Bad Gateway" : "503 Service Unavailable";
        c.emit(
          t,
          "webhook",
          "warn",
          `POST https://hooks.partner-a.example/v1/events failed: ${code} (attempt ${1 + (i % 6)}/6, event evt_${c.r.hex(16)}), retrying`,
        );
        if (i % 40 === 20) {
          c.emit(
            t + 100,
            "webhook",
            "error",
            "circuit breaker 'hooks.partner-a.example' OPEN after 25 consecutive failures; deliveries paused for 60s",
          );
          c.emit(
            t + 60_000,
            "webhook",
            "warn",
            "circuit breaker 'hooks.partner-a.example' HALF_OPEN, probe: 503 Service Unavailable -> OPEN",
          );
        }
        if (i % 60 === 59)
          c.emit(
            t + 50,
            "webhook",
            "error",
            `delivery backlog for hooks.partner-a.example: ${(i + 1) * 6} events, oldest ${Math.round((t - c.onset) / 1000)}s`,
          );
      });
    },
  },
  {
    key: "loader-warehouse-503",
    cat: "dependency",
    origin: "loader",
    hints: ["503", "unavailable", "service", "snowflake", "bigquery", "redshift"],
    sev: "high",
    note: (c) => `the ${c.e.warehouse} service answers 503 to ${c.svc("loader")}; loads fail and raw tables go stale`,
    run: (c) =>
      loaderFails(c, c.onset, () =>
        c.e.warehouse === "snowflake"
          ? [
              `COPY INTO ${c.e.table} failed`,
              pytb(
                [[`${PY}/snowflake/connector/network.py`, 1132, "_request_exec", "raise RetryRequest(exc)"]],
                `snowflake.connector.errors.ServiceUnavailableError: 000503: 503: HTTP 503: Service Unavailable (url: https://fh12345.eu-west-1.snowflakecomputing.com:443/queries/v1/query-request)`,
              ),
            ]
          : c.e.warehouse === "bigquery"
            ? [
                `load job for ${c.e.table} failed`,
                pytb(
                  [[`${PY}/google/api_core/retry.py`, 207, "retry_target", "raise exceptions.RetryError("]],
                  "google.api_core.exceptions.ServiceUnavailable: 503 POST https://bigquery.googleapis.com/bigquery/v2/projects/copperline-dw/jobs: Error encountered during execution. Retrying may solve the problem.",
                ),
              ]
            : [
                `COPY ${c.e.table} failed`,
                pytb(
                  [
                    [
                      `${PY}/botocore/client.py`,
                      1021,
                      "_make_api_call",
                      "raise error_class(parsed_response, operation_name)",
                    ],
                  ],
                  "botocore.errorfactory.ServiceUnavailableException: An error occurred (ServiceUnavailableException) when calling the ExecuteStatement operation (reached max retries: 4): Service Unavailable",
                ),
              ],
      ),
  },
  {
    key: "worker-vendor-api-5xx",
    cat: "dependency",
    origin: "worker",
    hints: ["503", "502", "unavailable", "server error", "vendor", "upstream"],
    sev: "medium",
    note: (c) =>
      `the third-party API that ${c.svc("worker")}'s jobs call answers 5xx; jobs fail, retry with backoff and pile up`,
    run: (c) => {
      const m = {
        celery:
          "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.shipengine.com/v1/labels",
        sidekiq:
          "Faraday::ServerError: the server responded with status 503 (POST https://api.carrier-hub.example/v2/settlements)",
        bullmq: "AxiosError: Request failed with status code 502 (POST https://api.faxvendor.example/v1/faxes)",
        oban: '** (RuntimeError) mux upload failed: %Req.Response{status: 503, body: "upstream connect error or disconnect/reset before headers"}',
        hangfire:
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
        "spring-batch":
          'org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "{"error":"renderer unavailable"}"',
      }[c.e.runner];
      c.every(c.onset, c.end, 2, (t, i) => {
        c.emit(
          t,
          "worker",
          i % 5 === 4 ? "error" : "warn",
          `job ${c.r.hex(12)} failed (attempt ${1 + (i % 5)}/5, retry in ${2 ** (i % 5)}s): ${m}`,
        );
        if (i % 50 === 49)
          c.emit(t + 20, "worker", "warn", `retry set size ${(i + 1) * 3}, dead set +${Math.round(i / 10)}`);
      });
    },
  },
  {
    key: "mailer-provider-500",
    cat: "dependency",
    origin: "mailer",
    hints: ["500", "sendgrid", "server error", "provider", "unavailable"],
    sev: "medium",
    note: (c) =>
      `the email provider API answers 500 to ${c.svc("mailer")}; sends fail and are requeued, nothing goes out`,
    run: (c) => {
      c.stop("mailer", c.onset);
      c.every(c.onset, c.end, 3, (t, i) => {
        c.emit(
          t,
          "mailer",
          "error",
          `send failed for message ${c.r.hex(10)} (requeued, attempt ${1 + (i % 4)}): ResponseError: Internal Server Error`,
          [
            "    at /app/node_modules/@sendgrid/client/src/classes/client.js:167:29",
            "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5) {",
            "  code: 500,",
            "  response: { headers: { server: 'nginx' }, body: { errors: [ { message: 'internal error' } ] } }",
            "}",
          ],
        );
      });
    },
  },
];

function brokerDisk(c: Ctx): void {
  const p = c.num(0, 11);
  byQ(c, {
    kafka: () => {
      c.emit(
        c.onset,
        "broker",
        "error",
        `[ReplicaManager broker=2] Error processing append operation on partition ${c.e.topic}-${p} (kafka.server.ReplicaManager)`,
        [
          "java.io.IOException: No space left on device",
          ...jstack([
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "kafka.log.LogSegment.append(LogSegment.scala:158)",
          ]),
        ],
      );
      c.emit(
        c.onset + 200,
        "broker",
        "error",
        "Error while writing to checkpoint file /var/lib/kafka/data/replication-offset-checkpoint (kafka.server.LogDirFailureChannel)",
        ["java.io.IOException: No space left on device"],
      );
      c.emit(
        c.onset + 900,
        "broker",
        "warn",
        "[ReplicaManager broker=2] Stopping serving replicas in dir /var/lib/kafka/data (kafka.server.ReplicaManager)",
      );
      c.emit(
        c.onset + 1500,
        "broker",
        "error",
        "Shutdown broker because all log dirs in /var/lib/kafka/data have failed (kafka.log.LogManager)",
      );
      c.stop("broker", c.onset + 1500);
      c.every(c.onset + 3000, c.end, 2, (t) =>
        c.emit(
          t,
          "producer",
          "warn",
          `[Producer clientId=${c.svc("producer")}-1] Got error produce response with correlation id ${c.num(1e5, 1e6)} on topic-partition ${c.e.topic}-${c.num(0, 11)}, retrying (2147483${c.num(100, 646)} attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
        ),
      );
    },
    rabbitmq: () => {
      c.emit(c.onset - 60_000, "broker", "warn", "Free disk space is low: 61234176 bytes free, limit 50000000");
      c.emit(c.onset, "broker", "warn", "Free disk space is insufficient. Free bytes: 48123904. Limit: 50000000");
      c.emit(
        c.onset + 50,
        "broker",
        "error",
        "disk resource limit alarm set on node rabbit@rabbitmq-0.\n**********************************************************\n*** Publishers will be blocked until this alarm clears ***\n**********************************************************",
      );
      c.every(c.onset + 2000, c.end, 3, (t) =>
        c.emit(
          t,
          "producer",
          "warn",
          `publish to exchange ${c.e.topic} blocked: connection.blocked received from broker (reason: low on disk), waited ${Math.round((t - c.onset) / 1000)}s`,
        ),
      );
    },
    sqs: () => {
      c.every(c.onset, c.end, 4, (t) =>
        c.emit(t, "broker", "error", `o.e.p.QueuePersister - failed to persist message for queue ${c.e.topic}`, [
          "java.io.IOException: No space left on device",
          ...jstack(["org.h2.mvstore.FileStore.writeFully(FileStore.java:301)"]),
        ]),
      );
      c.every(c.onset + 1000, c.end, 3, (t) =>
        c.emit(
          t,
          "producer",
          "error",
          `SendMessage failed: An error occurred (InternalError) when calling the SendMessage operation: Internal error (queue ${c.e.topic})`,
        ),
      );
    },
    nats: () => {
      c.emit(c.onset, "broker", "error", "[ERR] JetStream out of resources, will be DISABLED");
      c.emit(
        c.onset + 100,
        "broker",
        "warn",
        "[WRN] JetStream resource limits exceeded for server: storage usage 99.8% of /data/jetstream (write /data/jetstream/jsa/PLAYS/msgs/812.blk: no space left on device)",
      );
      c.every(c.onset + 2000, c.end, 2, (t) =>
        c.emit(t, "producer", "error", `publish to ${c.e.topic}.ingest failed: nats: insufficient resources`),
      );
    },
  })();
  c.stop("producer", c.onset + 2000);
  c.stop("consumer", c.onset + 20_000);
  starving(c, "consumer", c.onset + 300_000, `messages on ${c.e.topic}`);
}

const disk: Incident[] = [
  {
    key: "broker-disk-full",
    cat: "disk",
    origin: "broker",
    hints: ["disk", "space", "no space", "storage", "enospc", "insufficient"],
    sev: "high",
    note: (c) =>
      `${c.svc("broker")}'s data volume fills up; it stops accepting writes, producers retry and consumers starve`,
    run: brokerDisk,
  },
  {
    key: "spark-shuffle-disk",
    cat: "disk",
    origin: "spark",
    hints: ["space", "disk", "no space", "device"],
    sev: "medium",
    note: (c) =>
      `${c.svc("spark")}'s executors run out of local disk writing shuffle files; tasks fail four times, the job aborts and the Airflow task fails`,
    run: (c) => {
      c.stop("spark", c.onset);
      c.emit(
        c.onset,
        "spark",
        "info",
        "DAGScheduler: Submitting 200 missing tasks from ShuffleMapStage 7 (MapPartitionsRDD[31] at groupBy at Aggregate.scala:88)",
      );
      c.every(c.onset + 90_000, c.onset + 420_000, 6, (t, i) => {
        const task = c.num(0, 199);
        c.emit(
          t,
          "spark",
          "warn",
          `TaskSetManager: Lost task ${task}.${i % 4} in stage 7.0 (TID ${1400 + i}) (10.12.${c.num(1, 9)}.${c.num(2, 250)} executor ${c.num(1, 8)}): java.io.IOException: No space left on device`,
          jstack([
            "java.base/java.io.FileOutputStream.writeBytes(Native Method)",
            "org.apache.spark.storage.DiskBlockObjectWriter.write(DiskBlockObjectWriter.scala:310)",
          ]),
        );
        if (i % 5 === 0)
          c.emit(
            t - 40,
            "spark",
            "error",
            `DiskBlockObjectWriter: Uncaught exception while reverting partial writes to file /mnt/yarn/usercache/etl/appcache/application_1718_0042/blockmgr-${c.r.uuid()}/2c/shuffle_7_${task}_0.data`,
            ["java.io.IOException: No space left on device"],
          );
      });
      const abort = c.onset + 430_000;
      c.emit(abort, "spark", "error", "TaskSetManager: Task 117 in stage 7.0 failed 4 times; aborting job");
      c.emit(
        abort + 200,
        "spark",
        "error",
        `Job aborted due to stage failure: Task 117 in stage 7.0 failed 4 times, most recent failure: Lost task 117.3 in stage 7.0 (TID 1877) (10.12.4.31 executor 6): java.io.IOException: No space left on device`,
      );
      airflowFail(
        c,
        abort + 4000,
        c.e.tasks[2],
        [
          "airflow.exceptions.AirflowException: Cannot execute: spark-submit --master yarn --name " +
            `${c.svc("spark")}. Error code is: 1.`,
        ],
        true,
        430,
      );
    },
  },
  {
    key: "loader-tmp-full",
    cat: "disk",
    origin: "loader",
    hints: ["space", "disk", "errno 28", "no space"],
    sev: "high",
    note: (c) =>
      `${c.svc("loader")} is assigned a huge backfill partition and fills its local /tmp; every file download fails with ENOSPC and loads stop`,
    run: (c) => {
      c.emit(
        c.onset - 20_000,
        "loader",
        "info",
        `picked up backfill partition dt=2026-05-01 (${c.num(300, 900)} files, ${c.num(40, 90)}.${c.num(1, 9)} GiB)`,
      );
      loaderFails(c, c.onset, () => [
        "download to staging failed",
        pytb(
          [
            ["/app/loader/stage.py", 61, "download", "s3.download_file(bucket, key, local_path)"],
            [`${PY}/s3transfer/utils.py`, 379, "write", "self._fileobj.write(data)"],
          ],
          `OSError: [Errno 28] No space left on device: '/tmp/loader/part-${String(c.num(0, 900)).padStart(5, "0")}.parquet'`,
        ),
      ]);
    },
  },
  {
    key: "cron-enospc",
    cat: "disk",
    origin: "cron",
    hints: ["enospc", "space", "disk"],
    sev: "medium",
    note: (c) =>
      `${c.svc("cron")}'s export volume is full; each run dies with ENOSPC writing its file and the job hits its backoff limit`,
    run: (c) => {
      c.stop("cron", c.onset);
      c.every(c.onset, c.end, 300, (t) => {
        const job = `${c.svc("cron")}-${Math.floor(t / 300_000)}`;
        c.emit(t, "cron", "info", `Job ${job} started (k8s CronJob, concurrencyPolicy=Forbid)`);
        c.emit(
          t + 3000,
          "cron",
          "info",
          `writing /exports/${c.e.entity}s-${new Date(t).toISOString().slice(0, 13)}.csv`,
        );
        c.emit(t + 21_000, "cron", "error", "Error: ENOSPC: no space left on device, write", [
          "    at async WriteStream._write (node:internal/fs/streams:436:7) {",
          "  errno: -28,",
          "  code: 'ENOSPC',",
          "  syscall: 'write'",
          "}",
        ]);
        c.emit(t + 22_000, "cron", "error", `Job ${job} failed: exit code 1 (backoffLimit reached)`);
      });
    },
  },
];

const memory: Incident[] = [
  {
    key: "spark-oom-skewed-partition",
    cat: "memory",
    origin: "spark",
    hints: ["outofmemory", "memory", "heap", "oom"],
    sev: "high",
    note: (c) =>
      `${c.svc("spark")} hits a skewed partition; the executor runs out of heap, YARN kills containers, the stage fails 4 times and the job aborts`,
    run: (c) => {
      c.stop("spark", c.onset);
      c.emit(
        c.onset,
        "spark",
        "info",
        "TaskSetManager: Starting task 37.0 in stage 12.0 (TID 2437) (10.12.3.7, executor 4, partition 37, PROCESS_LOCAL, 2183040121 bytes)",
      );
      for (let a = 0; a < 4; a++) {
        const t = c.onset + 60_000 + a * 110_000;
        const ex = 4 + a * 2;
        c.emit(t, "spark", "error", `Executor: Exception in task 37.${a} in stage 12.0 (TID ${2437 + a * 60})`, [
          "java.lang.OutOfMemoryError: Java heap space",
          ...jstack([
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "org.apache.spark.sql.execution.aggregate.ObjectAggregationIterator.processInputs(ObjectAggregationIterator.scala:164)",
          ]),
        ]);
        c.emit(
          t + 3000,
          "spark",
          "warn",
          `YarnSchedulerBackend$YarnSchedulerEndpoint: Requesting driver to remove executor ${ex} for reason Container killed by YARN for exceeding physical memory limits. 18.3 GB of 18 GB physical memory used. Consider boosting spark.executor.memoryOverhead.`,
        );
        c.emit(
          t + 3100,
          "spark",
          "error",
          `YarnScheduler: Lost executor ${ex} on 10.12.3.${7 + a}: Container killed by YARN for exceeding physical memory limits. 18.3 GB of 18 GB physical memory used.`,
        );
        c.emit(
          t + 3200,
          "spark",
          "warn",
          `TaskSetManager: Lost task 37.${a} in stage 12.0 (TID ${2437 + a * 60}) (10.12.3.${7 + a} executor ${ex}): ExecutorLostFailure (executor ${ex} exited caused by one of the running tasks) Reason: Container killed by YARN for exceeding physical memory limits.`,
        );
      }
      const abort = c.onset + 60_000 + 3 * 110_000 + 4000;
      c.emit(abort, "spark", "error", "TaskSetManager: Task 37 in stage 12.0 failed 4 times; aborting job");
      c.emit(
        abort + 300,
        "spark",
        "error",
        "Job aborted due to stage failure: Task 37 in stage 12.0 failed 4 times, most recent failure: Lost task 37.3 in stage 12.0 (TID 2617) (10.12.3.10 executor 10): java.lang.OutOfMemoryError: Java heap space",
      );
      airflowFail(
        c,
        abort + 5000,
        c.e.tasks[2],
        [
          "airflow.exceptions.AirflowException: Cannot execute: spark-submit --master yarn --name " +
            `${c.svc("spark")}. Error code is: 1.`,
        ],
        true,
        400,
      );
      staleSource(c, abort + 60_000, `marts.${c.e.models[3]}`);
    },
  },
  {
    key: "worker-oom-big-job",
    cat: "memory",
    origin: "worker",
    hints: ["memory", "oom", "heap", "sigkill", "rss", "outofmemory"],
    sev: "high",
    note: (c) =>
      `a job on an unusually large input starts on ${c.svc("worker")}; the worker runs out of memory and is killed, over and over`,
    run: (c) => {
      c.emit(
        c.onset,
        "worker",
        "info",
        `job ${c.r.hex(12)} started: export for account A-${c.num(1000, 9999)} (${c.num(2, 6)}.${c.num(1, 9)}M rows)`,
      );
      c.every(c.onset + 70_000, c.end, 75, (t, i) => {
        const r = c.e.runner;
        if (r === "celery") {
          c.emit(
            t,
            "worker",
            "error",
            `Process 'ForkPoolWorker-${i + 2}' pid:${c.num(300, 900)} exited with 'signal 9 (SIGKILL)'`,
          );
          c.emit(
            t + 50,
            "worker",
            "error",
            "Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: 112.')",
            pytb(
              [[`${PY}/billiard/pool.py`, 1265, "mark_as_worker_lost", "raise WorkerLostError("]],
              "billiard.einfo.ExceptionWithTraceback: Worker exited prematurely: signal 9 (SIGKILL) Job: 112.",
            ),
          );
        } else if (r === "sidekiq") {
          c.emit(t, "worker", "warn", `[SidekiqWorkerKiller] current RSS ${2100 + i * 37} exceeds maximum RSS 2048`);
          c.emit(
            t + 100,
            "worker",
            "error",
            "Sidekiq::Shutdown: killing job ExportJob after RSS limit; job will be retried",
          );
        } else if (r === "bullmq") {
          c.emit(
            t,
            "worker",
            "fatal",
            "FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory",
            [
              "<--- Last few GCs --->",
              `[1:0x5f1c2a0]   ${c.num(60000, 90000)} ms: Mark-Compact 2043.1 (2082.4) -> 2041.8 (2083.1) MB, 1812.40 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure;`,
            ],
          );
          c.emit(
            t + 3000,
            "worker",
            "info",
            `starting ${c.svc("worker")} (restart ${i + 1}), resuming job from queue docs`,
          );
        } else if (r === "oban") {
          c.emit(
            t,
            "worker",
            "fatal",
            `eheap_alloc: Cannot allocate ${3280272216 + i * 1024} bytes of memory (of type "heap").\nCrash dump is being written to: erl_crash.dump...done`,
          );
          c.emit(t + 4000, "worker", "info", "Running Copperline.Endpoint with Bandit 1.5.0 at :::4000 (http)");
        } else {
          c.emit(t, "worker", "error", "Encountered an error executing step renderStatements in job statementJob", [
            "java.lang.OutOfMemoryError: Java heap space",
            ...jstack([
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "org.springframework.batch.item.database.JdbcCursorItemReader.doRead(JdbcCursorItemReader.java:149)",
            ]),
          ]);
          c.emit(
            t + 200,
            "worker",
            "info",
            "Step: [renderStatements] executed in 71s102ms, status FAILED; job will be restarted",
          );
        }
      });
    },
  },
  {
    key: "cron-node-heap",
    cat: "memory",
    origin: "cron",
    hints: ["heap", "memory", "out of memory"],
    sev: "medium",
    note: (c) => `${c.svc("cron")} loads a whole month into memory and dies with a JavaScript heap OOM on every run`,
    run: (c) => {
      c.stop("cron", c.onset);
      c.every(c.onset, c.end, 300, (t) => {
        const job = `${c.svc("cron")}-${Math.floor(t / 300_000)}`;
        c.emit(t, "cron", "info", `Job ${job} started (k8s CronJob, concurrencyPolicy=Forbid)`);
        c.emit(
          t + 2000,
          "cron",
          "info",
          `loading ${c.e.entity}s for period 2026-05 (${c.num(3, 9)}.${c.num(0, 9)}M rows)`,
        );
        c.emit(
          t + 48_000,
          "cron",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          [
            " 1: 0xb8a3e0 node::Abort() [node]",
            " 2: 0xa98a5c  [node]",
            " 3: 0xd6a9c0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ],
        );
        c.emit(t + 49_000, "cron", "error", `Job ${job} failed: exit code 134 (backoffLimit reached)`);
      });
    },
  },
  {
    key: "consumer-gc-overhead-after-assignment",
    cat: "memory",
    origin: "consumer",
    hints: ["memory", "outofmemory", "gc overhead", "out of memory", "memoryerror"],
    sev: "high",
    note: (c) =>
      `${c.svc("consumer")} is assigned a partition with a huge backlog of large messages; it runs out of memory, restarts and fails again`,
    run: (c) => {
      c.emit(
        c.onset,
        "consumer",
        "info",
        byQ(c, {
          kafka: `${kc(c)} Adding newly assigned partitions: ${c.e.topic}-7, ${c.e.topic}-8`,
          rabbitmq: `consumer registered on queue ${c.e.topic2} with prefetch_count=5000 (backlog 1.8M messages)`,
          sqs: `switching to backfill queue ${c.e.topic}-backfill (ApproximateNumberOfMessages=912233), batch size 10, in-memory aggregation`,
          nats: `bound to stream ${c.e.topic} consumer ${c.e.group}-replay (num_pending=2291044)`,
        }),
      );
      c.stop("consumer", c.onset + 60_000);
      c.every(c.onset + 60_000, c.end, 55, (t, i) => {
        const jvm = c.e.queue === "kafka" || c.e.queue === "rabbitmq";
        if (jvm) {
          c.emit(
            t - 20_000,
            "consumer",
            "warn",
            `GC pause (G1 Evacuation Pause) ${c.num(2, 9)}${c.num(100, 999)}ms, heap 3981M->3964M(4096M)`,
          );
          c.emit(t, "consumer", "error", "Uncaught exception in consumer thread, exiting", [
            "java.lang.OutOfMemoryError: GC overhead limit exceeded",
            ...jstack([
              "java.base/java.util.HashMap.resize(HashMap.java:704)",
              "com.fasterxml.jackson.databind.deser.std.MapDeserializer.deserialize(MapDeserializer.java:359)",
            ]),
          ]);
        } else if (c.e.queue === "nats") {
          c.emit(t, "consumer", "fatal", "fatal error: runtime: out of memory", [
            "",
            "runtime stack:",
            "runtime.throw({0x9a3b1e?, 0x400000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffc9c2c1e30",
          ]);
        } else {
          c.emit(
            t,
            "consumer",
            "error",
            "poll loop crashed",
            pytb([["/app/reminders/aggregate.py", 77, "add", "self.buckets[key].append(msg)"]], "MemoryError"),
          );
        }
        c.emit(t + 5000, "consumer", "info", `starting ${c.svc("consumer")} (restart ${i + 1})`);
      });
      sensorTimeout(c, c.onset + 120_000, c.e.table, 600);
    },
  },
];

const network: Incident[] = [
  {
    key: "consumer-dns-failure",
    cat: "network",
    origin: "consumer",
    hints: ["dns", "unknownhost", "name resolution", "resolve", "network", "eai_again"],
    sev: "high",
    note: (c) =>
      `${c.svc("consumer")} can no longer resolve the host names it needs (DNS failures); it cannot fetch schemas or write results and stops making progress`,
    run: (c) => {
      c.stop("consumer", c.onset);
      const host = `${c.svc("registry")}.${c.e.ns}.svc.cluster.local`;
      c.every(c.onset, c.end, 2, (t) => {
        const jvm = c.e.queue === "kafka" || c.e.queue === "rabbitmq";
        if (jvm)
          c.emit(t, "consumer", "error", `failed to fetch schema id ${c.num(180, 212)} from http://${host}:8081`, [
            "java.net.UnknownHostException: " + host + ": Temporary failure in name resolution",
            ...jstack([
              "java.base/java.net.InetAddress$CachedLookup.get(InetAddress.java:988)",
              "io.confluent.kafka.schemaregistry.client.rest.RestService.sendHttpRequest(RestService.java:268)",
            ]),
          ]);
        else
          c.emit(t, "consumer", "error", `fetch failed: getaddrinfo EAI_AGAIN ${host}`, [
            "    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26) {",
            "  errno: -3001,",
            "  code: 'EAI_AGAIN',",
            `  hostname: '${host}'`,
            "}",
          ]);
      });
      sensorTimeout(c, c.onset + 100_000, c.e.table, 600);
    },
  },
  {
    key: "webhook-egress-resets",
    cat: "network",
    origin: "webhook",
    hints: ["econnreset", "socket", "tls", "network", "reset"],
    sev: "medium",
    note: (c) =>
      `${c.svc("webhook")}'s outbound connections to every partner are reset (egress path broken); deliveries fail and queue up`,
    run: (c) => {
      c.stop("webhook", c.onset);
      c.every(c.onset, c.end, 1.3, (t) => {
        const host = c.r.pick(["hooks.partner-a.example", "api.integrations.example", "events.customer-b.example"]);
        if (c.r.chance(0.5))
          c.emit(
            t,
            "webhook",
            "error",
            `POST https://${host}/v1/events failed: Error: read ECONNRESET (event evt_${c.r.hex(16)}, will retry)`,
            [
              "    at TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20) {",
              "  errno: -104,",
              "  code: 'ECONNRESET',",
              "  syscall: 'read'",
              "}",
            ],
          );
        else
          c.emit(
            t,
            "webhook",
            "error",
            `POST https://${host}/v1/events failed: Error: Client network socket disconnected before secure TLS connection was established (code ECONNRESET, host ${host})`,
          );
      });
    },
  },
  {
    key: "loader-connection-reset",
    cat: "network",
    origin: "loader",
    hints: ["reset", "connection", "network", "104", "aborted"],
    sev: "high",
    note: (c) =>
      `${c.svc("loader")}'s connections to object storage are reset mid-transfer; every load run fails and raw data goes stale`,
    run: (c) =>
      loaderFails(c, c.onset, () => [
        `download of ${c.e.bucket}/${c.e.entity}s/part-${String(c.num(0, 99)).padStart(5, "0")}.parquet failed after 5 attempts`,
        pytb(
          [
            [`${PY}/urllib3/connectionpool.py`, 793, "urlopen", "response = self._make_request("],
            [
              `${PY}/urllib3/response.py`,
              710,
              "_error_catcher",
              'raise ProtocolError(f"Connection broken: {e!r}", e) from e',
            ],
          ],
          "urllib3.exceptions.ProtocolError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
        ),
      ]),
  },
  {
    key: "worker-no-route-to-queue",
    cat: "network",
    origin: "worker",
    hints: ["route", "unreachable", "ehostunreach", "network"],
    sev: "high",
    note: (c) =>
      `${c.svc("worker")} loses its network route to its job store; it cannot fetch jobs and the job queue stops draining`,
    run: (c) => {
      c.stop("worker", c.onset);
      const m = {
        celery:
          "consumer: Cannot connect to redis://redis-jobs:6379/0: Error 113 connecting to redis-jobs:6379. No route to host.. Trying again in 4.00 seconds... (2/100)",
        sidekiq: "Redis::CannotConnectError: Error connecting to Redis on redis-jobs:6379 (Errno::EHOSTUNREACH)",
        bullmq: "Error: connect EHOSTUNREACH 10.20.3.4:6379",
        oban: "Postgrex.Protocol (#PID<0.2941.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (pg-jobs:5432): host is unreachable - :ehostunreach",
        hangfire: "System.Net.Sockets.SocketException (113): No route to host",
        "spring-batch":
          "org.postgresql.util.PSQLException: The connection attempt failed. Caused by: java.net.NoRouteToHostException: No route to host",
      }[c.e.runner];
      c.every(c.onset, c.end, 4, (t) => c.emit(t, "worker", "error", m));
      c.every(c.onset + 240_000, c.end, 120, (t, i) =>
        c.emit(
          t,
          "producer",
          "warn",
          `jobs enqueued but not started for ${240 + i * 120}s (queue depth ${900 + i * 310})`,
        ),
      );
    },
  },
];

export const INCIDENTS_B: Incident[] = [...database, ...dependency, ...disk, ...memory, ...network];
