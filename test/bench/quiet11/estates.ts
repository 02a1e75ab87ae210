// Five made-up companies running data and batch platforms: the name each gives a role, and what every role prints
// on a normal night (background traffic, health checks, periodic jobs, deprecation warnings, retries that succeed).
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Role =
  | "scheduler"
  | "worker"
  | "webserver"
  | "spark"
  | "yarn"
  | "connect"
  | "broker"
  | "flink"
  | "es"
  | "loader"
  | "dbt"
  | "gx"
  | "etl"
  | "metastore"
  | "trino"
  | "hdfs"
  | "pg"
  | "compactor"
  | "cron"
  | "ingest"
  | "celery"
  | "agent";

export interface Company {
  name: string;
  ns: string;
  names: Record<Role, string>;
  /** Words the company's tables, topics and DAGs are named with. */
  things: string[];
  bucket: string;
  wh: string;
  /** The noisy agent's constant harmless complaint (level, message). */
  noise: [Level, string];
}

export const COMPANIES: Company[] = [
  {
    name: "Tidewater Freight",
    ns: "data-prod",
    things: ["shipments", "manifests", "container_moves", "berth_slots", "customs_holds"],
    bucket: "tidewater-lake-raw",
    wh: "TRANSFORM_WH",
    noise: [
      "error",
      'CORE | ERROR | (pkg/collector/worker/check_logger.go:71 in Error) | check:postgres | Error running check: FATAL: password authentication failed for user "datadog"',
    ],
    names: {
      scheduler: "airflow-scheduler",
      worker: "airflow-worker",
      webserver: "airflow-webserver",
      spark: "manifest-spark-etl",
      yarn: "yarn-resourcemanager",
      connect: "kafka-connect",
      broker: "kafka-broker-2",
      flink: "moves-flink-jobmanager",
      es: "search-es-data",
      loader: "snowpipe-loader",
      dbt: "dbt-nightly",
      gx: "dq-validator",
      etl: "customs-etl",
      metastore: "hive-metastore",
      trino: "trino-coordinator",
      hdfs: "hdfs-namenode",
      pg: "airflow-db",
      compactor: "lake-compactor",
      cron: "ops-cron",
      ingest: "tracking-ingest",
      celery: "reports-celery",
      agent: "datadog-agent",
    },
  },
  {
    name: "Quillon Insurance",
    ns: "analytics",
    things: ["claims", "policies", "premiums", "adjuster_notes", "quotes"],
    bucket: "quillon-datalake",
    wh: "ELT_WH",
    noise: [
      "error",
      'level=error caller=textfile.go:210 collector=textfile msg="failed to read textfile collector directory" path=/var/lib/node_exporter/textfile err="open /var/lib/node_exporter/textfile: no such file or directory"',
    ],
    names: {
      scheduler: "af-scheduler",
      worker: "af-worker-default",
      webserver: "af-webserver",
      spark: "claims-spark-batch",
      yarn: "emr-resourcemanager",
      connect: "connect-cdc",
      broker: "kafka-1",
      flink: "fraud-flink-jm",
      es: "claims-search-es",
      loader: "warehouse-loader",
      dbt: "dbt-runner",
      gx: "gx-checkpoints",
      etl: "policy-ingest-etl",
      metastore: "glue-hms-proxy",
      trino: "trino",
      hdfs: "namenode",
      pg: "claims-pg",
      compactor: "iceberg-compactor",
      cron: "batch-cron",
      ingest: "fnol-intake-api",
      celery: "docs-celery-worker",
      agent: "node-exporter",
    },
  },
  {
    name: "Brightmeadow Grocers",
    ns: "dataplat",
    things: ["basket_lines", "loyalty_scans", "store_stock", "price_changes", "deliveries"],
    bucket: "bmg-raw-landing",
    wh: "BI_WH",
    noise: [
      "warn",
      "[ warn] [engine] failed to flush chunk '1-1764374400.123456789.flb', retry in 7 seconds: task_id=3, input=tail.0 > output=loki.0 (out_id=0)",
    ],
    names: {
      scheduler: "airflow-sched",
      worker: "airflow-celery-worker",
      webserver: "airflow-web",
      spark: "basket-spark-job",
      yarn: "yarn-rm",
      connect: "debezium-connect",
      broker: "kafka-broker-0",
      flink: "stock-flink",
      es: "product-es",
      loader: "bq-loader",
      dbt: "dbt-core",
      gx: "expectations-runner",
      etl: "pos-etl",
      metastore: "metastore",
      trino: "trino-gw",
      hdfs: "hdfs-nn",
      pg: "metadata-pg",
      compactor: "delta-optimize",
      cron: "cron-jobs",
      ingest: "pos-events-api",
      celery: "pricing-celery",
      agent: "fluent-bit",
    },
  },
  {
    name: "Kestrel Mobility",
    ns: "batch",
    things: ["trips", "scooter_pings", "battery_swaps", "rider_payments", "zones"],
    bucket: "kestrel-trip-lake",
    wh: "LOAD_WH",
    noise: [
      "warn",
      'level=warn component=otelcol msg="Failed to scrape Prometheus endpoint" scrape_timestamp=0 target_labels="{__name__=\\"up\\", instance=\\"10.2.7.41:9404\\", job=\\"legacy-gps-bridge\\"}"',
    ],
    names: {
      scheduler: "scheduler",
      worker: "worker",
      webserver: "airflow-ui",
      spark: "trips-spark",
      yarn: "resourcemanager",
      connect: "kconnect",
      broker: "kafka-b3",
      flink: "pings-flink",
      es: "es-logs-hot",
      loader: "snowflake-loader",
      dbt: "dbt",
      gx: "data-quality",
      etl: "payments-etl",
      metastore: "hms",
      trino: "trino-adhoc",
      hdfs: "hdfs-namenode",
      pg: "pg-meta",
      compactor: "compaction",
      cron: "cronjob-runner",
      ingest: "pings-gateway",
      celery: "celery-exports",
      agent: "otel-collector",
    },
  },
  {
    name: "Orchard Health Labs",
    ns: "lab-data",
    things: ["specimens", "assay_runs", "results", "orders", "instrument_events"],
    bucket: "orchard-lake-bronze",
    wh: "WH_TRANSFORM",
    noise: [
      "error",
      'ERROR sink{component_kind="sink" component_id=statsd component_type=statsd}: vector::sinks::util::udp: Error sending datagram. error=Connection refused (os error 111)',
    ],
    names: {
      scheduler: "airflow-scheduler",
      worker: "airflow-worker-0",
      webserver: "airflow-webserver",
      spark: "assay-spark",
      yarn: "yarn-resourcemanager",
      connect: "kafka-connect-s3",
      broker: "broker-1",
      flink: "results-flink",
      es: "lims-es",
      loader: "dwh-loader",
      dbt: "dbt-build",
      gx: "ge-validate",
      etl: "lims-etl",
      metastore: "hive-metastore",
      trino: "presto",
      hdfs: "nn-active",
      pg: "lims-metadata-pg",
      compactor: "hudi-compactor",
      cron: "nightly-cron",
      ingest: "instrument-gw",
      celery: "celery-worker",
      agent: "vector",
    },
  },
];

type Line = [Level, string, string[]?];
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const dag = (c: Company, r: Rng) => `${r.pick(c.things)}_${r.pick(["daily", "hourly", "load", "sync", "export"])}`;

/** What one role prints in normal operation. */
export const BACKGROUND: Record<Role, (r: Rng, c: Company) => Line> = {
  scheduler: (r, c) =>
    r.pick<() => Line>([
      () => [
        "info",
        `Sending TaskInstanceKey(dag_id='${dag(c, r)}', task_id='${r.pick(["extract", "load", "transform", "publish"])}', run_id='scheduled__2026-11-28T${String(r.int(0, 23)).padStart(2, "0")}:00:00+00:00', try_number=1, map_index=-1) to CeleryExecutor with priority ${r.int(1, 20)} and queue default`,
      ],
      () => [
        "info",
        `Received executor event with state success for task instance TaskInstanceKey(dag_id='${dag(c, r)}', task_id='${r.pick(["extract", "load", "transform"])}', run_id='scheduled__2026-11-28T00:00:00+00:00', try_number=1, map_index=-1)`,
      ],
      () => [
        "info",
        `Marking run <DagRun ${dag(c, r)} @ 2026-11-28 00:00:00+00:00: scheduled__2026-11-28T00:00:00+00:00, state:running, queued_at: 2026-11-29 00:00:01.${r.int(100, 999)}+00:00. externally triggered: False> successful`,
      ],
      () => [
        "info",
        `Setting next_dagrun for ${dag(c, r)} to 2026-11-29 00:00:00+00:00, run_after=2026-11-30 00:00:00+00:00`,
      ],
    ])(),
  worker: (r, c) =>
    r.pick<() => Line>([
      () => [
        "info",
        `Task airflow.providers.celery.executors.celery_executor_utils.execute_command[${r.uuid()}] received`,
      ],
      () => [
        "info",
        `[${r.uuid()}] Executing command in Celery: ['airflow', 'tasks', 'run', '${dag(c, r)}', '${r.pick(["extract", "load", "transform"])}', 'scheduled__2026-11-28T00:00:00+00:00', '--local', '--subdir', 'DAGS_FOLDER/${r.pick(c.things)}.py']`,
      ],
      () => [
        "info",
        `Task airflow.providers.celery.executors.celery_executor_utils.execute_command[${r.uuid()}] succeeded in ${r.float(2, 90).toFixed(6)}s: None`,
      ],
      () => {
        const h = r.int(0, 4);
        const m = r.int(10, 50);
        return [
          "info",
          `Marking task as SUCCESS. dag_id=${dag(c, r)}, task_id=${r.pick(["extract", "load", "transform", "publish"])}, run_id=scheduled__2026-11-28T00:00:00+00:00, execution_date=20261128T000000, start_date=20261129T0${h}${m}${r.int(10, 59)}, end_date=20261129T0${h}${m + r.int(1, 9)}${r.int(10, 59)}`,
        ];
      },
    ])(),
  webserver: (r) => [
    "info",
    `${r.ip()} - - "GET /api/v1/dags?limit=100&only_active=true HTTP/1.1" 200 ${r.int(2000, 9000)} "-" "python-requests/2.31.0"`,
  ],
  spark: (r) =>
    r.pick<() => Line>([
      () => {
        const st = r.int(2, 30);
        const n = r.int(1, 400);
        return [
          "info",
          `TaskSetManager: Finished task ${n}.0 in stage ${st}.0 (TID ${r.int(1000, 90000)}) in ${ms(r, 300, 9000)} ms on ${r.ip()} (executor ${r.int(1, 24)}) (${n}/400)`,
        ];
      },
      () => [
        "info",
        `TaskSetManager: Starting task ${r.int(1, 400)}.0 in stage ${r.int(2, 30)}.0 (TID ${r.int(1000, 90000)}) (${r.ip()}, executor ${r.int(1, 24)}, partition ${r.int(0, 399)}, PROCESS_LOCAL, ${r.int(7000, 9000)} bytes)`,
      ],
      () => [
        "info",
        `BlockManagerInfo: Added broadcast_${r.int(3, 60)}_piece0 in memory on ${r.ip()}:${r.int(33000, 45000)} (size: ${r.float(10, 60).toFixed(1)} KiB, free: ${r.float(2, 5).toFixed(1)} GiB)`,
      ],
      () => [
        "info",
        `MapOutputTrackerMaster: Size of output statuses for shuffle ${r.int(1, 12)} is ${r.int(200, 900)} bytes`,
      ],
    ])(),
  yarn: (r) =>
    r.pick<() => Line>([
      () => [
        "info",
        `rmcontainer.RMContainerImpl: container_e12_1764201100231_${String(r.int(300, 480)).padStart(4, "0")}_01_${String(r.int(1, 90)).padStart(6, "0")} Container Transitioned from ACQUIRED to RUNNING`,
      ],
      () => ["info", `capacity.CapacityScheduler: Allocation proposal accepted`],
      () => [
        "info",
        `resourcemanager.RMAuditLogger: USER=etl\tOPERATION=AM Allocated Container\tTARGET=SchedulerApp\tRESULT=SUCCESS\tAPPID=application_1764201100231_${String(r.int(300, 480)).padStart(4, "0")}`,
      ],
    ])(),
  connect: (r, c) =>
    r.pick<() => Line>([
      () => [
        "info",
        `WorkerSourceTask{id=pg-cdc-${r.pick(c.things)}-0} Committing offsets for ${r.int(10, 900)} acknowledged messages (org.apache.kafka.connect.runtime.WorkerSourceTask)`,
      ],
      () => [
        "info",
        `[s3-sink-${r.pick(c.things)}|task-${r.int(0, 3)}] Files committed to S3. Target commit offset for ${r.pick(c.things)}-${r.int(0, 11)} is ${r.int(100000, 9000000)} (io.confluent.connect.s3.TopicPartitionWriter)`,
      ],
      () => [
        "info",
        `${r.ip()} - - [29/Nov/2026] "GET /connectors HTTP/1.1" 200 ${r.int(80, 300)} "-" "kube-probe/1.29" ${r.int(1, 9)} (org.apache.kafka.connect.runtime.rest.RestServer)`,
      ],
    ])(),
  broker: (r, c) =>
    r.pick<() => Line>([
      () => [
        "info",
        `[LocalLog partition=${r.pick(c.things)}-${r.int(0, 11)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1e6, 9e7)} in ${r.int(1, 9)} ms. (kafka.log.LocalLog)`,
      ],
      () => [
        "info",
        `[ProducerStateManager partition=${r.pick(c.things)}-${r.int(0, 11)}] Wrote producer snapshot at offset ${r.int(1e6, 9e7)} with 0 producer ids in ${r.int(1, 6)} ms. (kafka.log.ProducerStateManager)`,
      ],
      () => [
        "info",
        `[GroupCoordinator 2]: Member connector-consumer-s3-sink-${r.int(0, 3)}-${r.uuid()} in group connect-s3-sink has heartbeat (kafka.coordinator.group.GroupCoordinator)`,
      ],
    ])(),
  flink: (r) =>
    r.pick<() => Line>([
      () => [
        "info",
        `Triggering checkpoint ${r.int(9000, 9999)} (type=CheckpointType{name='Checkpoint', sharingFilesStrategy=FORWARD_BACKWARD}) @ 1764374${r.int(100000, 999999)} for job 3f2a9c41d8b07e5a61c0d2e4b9f18a73.`,
      ],
      () => [
        "info",
        `Completed checkpoint ${r.int(9000, 9999)} for job 3f2a9c41d8b07e5a61c0d2e4b9f18a73 (${r.int(20, 90)}${r.int(100000, 999999)} bytes, checkpointDuration=${r.int(400, 2400)} ms, finalizationTime=${r.int(2, 30)} ms).`,
      ],
    ])(),
  es: (r, c) =>
    r.pick<() => Line>([
      () => [
        "info",
        `[o.e.c.m.MetadataMappingService] [es-data-${r.int(0, 2)}] [${r.pick(c.things)}-2026.11.29/${r.hex(8)}] update_mapping [_doc]`,
      ],
      () => [
        "info",
        `[o.e.m.j.JvmGcMonitorService] [es-data-${r.int(0, 2)}] [gc][${r.int(100000, 200000)}] overhead, spent [${r.int(100, 290)}ms] collecting in the last [1s]`,
      ],
      () => [
        "info",
        `[o.e.x.i.IndexLifecycleRunner] [es-master-0] policy [logs-30d] for index [${r.pick(c.things)}-2026.11.${r.int(10, 28)}] on an error step due to a transient error, moving back to the failed step [check-rollover-ready] for execution. retry attempt [1]`,
      ],
    ])(),
  loader: (r, c) => [
    "info",
    `COPY INTO RAW.${r.pick(c.things).toUpperCase()} FROM @RAW.S3_STAGE: ${r.int(1, 40)} files loaded, ${r.int(1000, 400000)} rows parsed, 0 errors (${r.float(0.8, 14).toFixed(2)}s)`,
  ],
  dbt: (r, c) => {
    const n = r.int(1, 212);
    return [
      "info",
      `${n} of 212 OK created sql incremental model analytics.fct_${r.pick(c.things)} ........ [INSERT 0 ${r.int(10, 90000)} in ${r.float(0.5, 40).toFixed(2)}s]`,
    ];
  },
  gx: (r, c) => [
    "info",
    `Validation of suite ${r.pick(c.things)}.raw finished: success=True, evaluated_expectations=${r.int(12, 60)}, run_id=${r.hex(12)}`,
  ],
  etl: (r, c) =>
    r.pick<() => Line>([
      () => [
        "info",
        `extracted ${r.int(100, 90000)} rows from ${r.pick(c.things)} since watermark 2026-11-29T0${r.int(0, 4)}:${r.int(10, 59)}:00Z`,
      ],
      () => [
        "info",
        `wrote s3://${c.bucket}/${r.pick(c.things)}/dt=2026-11-29/part-${String(r.int(0, 199)).padStart(5, "0")}-${r.uuid()}.snappy.parquet (${r.float(4, 128).toFixed(1)} MB)`,
      ],
      () => [
        "info",
        `batch ${r.int(100, 999)} committed, watermark advanced to 2026-11-29T0${r.int(0, 4)}:${r.int(10, 59)}:${r.int(10, 59)}Z`,
      ],
    ])(),
  metastore: (r, c) => [
    "info",
    `HiveMetaStore.audit: ugi=etl\tip=/${r.ip()}\tcmd=${r.pick(["get_table", "get_partitions_by_names", "add_partitions", "get_database"])} : db=raw tbl=${r.pick(c.things)}`,
  ],
  trino: (r) => [
    "info",
    `io.trino.event.QueryMonitor\tTIMELINE: Query 20261129_0${r.int(10000, 59999)}_${String(r.int(1, 9999)).padStart(5, "0")}_${r.hex(5)} :: FINISHED :: elapsed ${r.int(80, 9000)}ms :: planning ${r.int(5, 90)}ms :: waiting ${r.int(0, 40)}ms :: scheduling ${r.int(5, 200)}ms :: running ${r.int(40, 8000)}ms :: finishing ${r.int(0, 9)}ms`,
  ],
  hdfs: (r, c) =>
    r.pick<() => Line>([
      () => [
        "info",
        `BLOCK* allocate blk_10737${r.int(10000, 99999)}_${r.int(100000, 999999)}, replicas=${r.ip()}:9866, ${r.ip()}:9866, ${r.ip()}:9866 for /warehouse/${r.pick(c.things)}/dt=2026-11-29/_temporary/0/part-${r.int(0, 199)}`,
      ],
      () => [
        "info",
        `DIR* completeFile: /warehouse/${r.pick(c.things)}/dt=2026-11-29/part-${String(r.int(0, 199)).padStart(5, "0")} is closed by DFSClient_NONMAPREDUCE_${r.int(1e8, 9e8)}_1`,
      ],
      () => [
        "info",
        `Number of transactions: ${r.int(2, 90)} Total time for transactions(ms): ${r.int(0, 20)} Number of transactions batched in Syncs: ${r.int(0, 40)} Number of syncs: ${r.int(2, 60)} SyncTimes(ms): ${r.int(2, 80)}`,
      ],
    ])(),
  pg: (r) => [
    "info",
    `LOG:  duration: ${r.float(0.2, 90).toFixed(3)} ms  statement: SELECT task_instance.try_number, task_instance.state FROM task_instance WHERE task_instance.dag_id = $1`,
  ],
  compactor: (r, c) => [
    "info",
    `rewrote ${r.int(4, 80)} small files into ${r.int(1, 6)} in ${r.pick(c.things)} partition dt=2026-11-${r.int(10, 28)} (${r.float(0.2, 3).toFixed(2)} GB)`,
  ],
  cron: (r) => [
    "info",
    `CRON[${r.int(1000, 40000)}]: (etl) CMD (/opt/jobs/${r.pick(["refresh_dims", "rotate_exports", "purge_tmp", "sync_calendars"])}.sh >> /var/log/jobs.log 2>&1)`,
  ],
  ingest: (r) => ["info", `POST /v1/events 202 ${r.int(2, 40)}ms batch=${r.int(1, 500)} bytes=${r.int(2000, 900000)}`],
  celery: (r, c) =>
    r.pick<() => Line>([
      () => ["info", `Task ${c.things[0]}.tasks.export_${r.pick(c.things)}[${r.uuid()}] received`],
      () => [
        "info",
        `Task ${c.things[0]}.tasks.export_${r.pick(c.things)}[${r.uuid()}] succeeded in ${r.float(0.2, 40).toFixed(3)}s: {'rows': ${r.int(10, 90000)}}`,
      ],
    ])(),
  agent: (_r, c) => c.noise,
};

/** Periodic and housekeeping lines (health checks, heartbeats, checkpoints, deprecations, retries that succeed). */
export function housekeeping(s: Stream, r: Rng, c: Company, roles: Role[], t0: number, t1: number): void {
  const n = (x: Role) => c.names[x];
  for (const role of roles) {
    const svc = n(role);
    if (["ingest", "webserver", "trino"].includes(role))
      s.every(r, t0, t1, 10000, 200, (t) =>
        s.add(
          t,
          svc,
          "info",
          `GET ${role === "webserver" ? "/health" : "/healthz"} 200 ${r.int(0, 3)}ms "kube-probe/1.29"`,
        ),
      );
    if (role === "es")
      s.every(r, t0, t1, 15000, 300, (t) =>
        s.add(
          t,
          svc,
          "info",
          `[o.e.h.AbstractHttpServerTransport] [es-master-0] GET /_cluster/health 200 status [green] in ${r.int(1, 4)}ms`,
        ),
      );
    if (role === "scheduler")
      s.every(r, t0, t1, 60000, 2000, (t) =>
        s.add(t, svc, "info", "Adopting or resetting orphaned tasks for active dag runs"),
      );
    if (role === "pg")
      s.every(r, t0, t1, 300000, 1000, (t) => {
        s.add(t, svc, "info", "LOG:  checkpoint starting: time");
        const w = r.float(20, 28);
        s.add(
          t + w * 1000,
          svc,
          "info",
          `LOG:  checkpoint complete: wrote ${r.int(200, 4000)} buffers (${r.float(0.5, 9).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 4)} recycled; write=${w.toFixed(3)} s, sync=0.00${r.int(1, 9)} s, total=${(w + 0.01).toFixed(3)} s; sync files=${r.int(10, 60)}, longest=0.002 s, average=0.001 s; distance=${r.int(9000, 60000)} kB, estimate=${r.int(30000, 70000)} kB`,
        );
      });
    if (role === "cron")
      s.every(r, t0, t1, 60000, 50, (t) =>
        s.add(t, svc, "info", `CRON[${r.int(1000, 40000)}]: (root) CMD (run-parts /etc/cron.minutely)`),
      );
    if (role === "worker" || role === "scheduler")
      s.every(r, t0, t1, 150000, 20000, (t) =>
        s.add(
          t,
          svc,
          "warn",
          `/home/airflow/.local/lib/python3.11/site-packages/airflow/models/dag.py:4093 RemovedInAirflow3Warning: Param \`schedule_interval\` is deprecated and will be removed in a future release. Please use \`schedule\` instead.`,
        ),
      );
    if (role === "spark" || role === "compactor")
      s.every(r, t0, t1, 240000, 30000, (t) =>
        s.add(
          t,
          svc,
          "warn",
          "NativeCodeLoader: Unable to load native-hadoop library for your platform... using builtin-java classes where applicable",
        ),
      );
    if (role === "celery" || role === "etl")
      s.every(r, t0, t1, 200000, 30000, (t) =>
        s.add(
          t,
          svc,
          "warn",
          "/usr/local/lib/python3.11/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
        ),
      );
    if (role === "ingest")
      s.every(r, t0, t1, 90000, 30000, (t) => {
        s.add(
          t,
          svc,
          "warn",
          `(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.`,
        );
      });
    if (role === "etl" || role === "loader")
      s.every(r, t0, t1, 120000, 40000, (t) => {
        s.add(
          t,
          svc,
          "warn",
          `Connection pool is full, discarding connection: ${c.bucket}.s3.eu-west-1.amazonaws.com. Connection pool size: 10`,
        );
        s.add(
          t + r.int(50, 300),
          svc,
          "info",
          `Retry needed, retrying request after delay of ${r.float(0.05, 0.6).toFixed(3)} seconds (attempt 1 of 5), PutObject succeeded on attempt 2`,
        );
      });
  }
}

/** Background traffic: about `lines` lines shared over the roles, plus the agent's constant complaint every ~8 s. */
export function background(s: Stream, r: Rng, c: Company, roles: Role[], t0: number, t1: number, lines: number): void {
  const w: Record<string, number> = {};
  for (const role of roles) w[role] = ["spark", "ingest", "broker", "connect", "worker", "hdfs"].includes(role) ? 3 : 1;
  const total = Object.values(w).reduce((a, b) => a + b, 0);
  for (const role of roles) {
    if (role === "agent") {
      s.every(r, t0, t1, 8000, 900, (t) => s.add(t, c.names.agent, c.noise[0], c.noise[1]));
      continue;
    }
    const mine = (lines * w[role]) / total;
    const mean = (t1 - t0) / Math.max(mine, 1);
    for (let t = t0 + r.gap(mean); t < t1; t += r.gap(mean)) {
      const [lvl, msg, more] = BACKGROUND[role](r, c);
      s.add(t, c.names[role], lvl, msg, more, role === "ingest" || role === "trino" ? r.hex(12) : undefined);
    }
  }
}
