// Four made-up data-platform estates: their services, normal traffic, periodic jobs, noise and deploys.
import type { Level } from "./formats.js";

export interface Tpl {
  lvl: Level;
  t: string; // message template (see rng.fill)
  w?: number; // weight, default 1
  trace?: boolean; // carries a request/trace id when the estate has them
}
export interface Service {
  name: string;
  weight: number; // share of baseline traffic
  tpls: Tpl[];
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  services: Service[];
  periodic: { svc: string; everySec: number; lvl: Level; t: string }[];
  noise: { svc: string; lvl: Level; t: string; perMin: number };
  deprecations: { svc: string; t: string }[];
  retries: { svc: string; warn: string; ok: string }[];
  deploys: { svc: string; lines: { lvl: Level; t: string }[] }[];
}

const I = (t: string, w = 1, trace = false): Tpl => ({ lvl: "info", t, w, trace });
const W = (t: string, w = 1): Tpl => ({ lvl: "warn", t, w });
const D = (t: string, w = 1): Tpl => ({ lvl: "debug", t, w });

const tidewater: Estate = {
  key: "tw",
  company: "Tidewater Retail Analytics",
  namespace: "tw-data",
  traces: false,
  services: [
    {
      name: "airflow-scheduler",
      weight: 1.1,
      tpls: [
        I(
          "Setting the following tasks to queued state:\n\t<TaskInstance: {p:sales_daily|inventory_hourly|loyalty_snapshot}.{p:extract_pos|load_stage|dbt_run|publish_marts} scheduled__2026-06-0{i:1-9}T{i:10-23}:00:00+00:00 [scheduled]>",
          3,
        ),
        I(
          "Sending TaskInstanceKey(dag_id='{p:sales_daily|inventory_hourly}', task_id='{p:extract_pos|load_stage|dbt_run}', run_id='scheduled__2026-06-0{i:1-9}T{i:10-23}:00:00+00:00', try_number=1, map_index=-1) to executor with priority {i:1-20} and queue default",
          3,
        ),
        I(
          "Marking run <DagRun {p:inventory_hourly|store_traffic_15m} @ 2026-06-0{i:1-9} 0{i:0-9}:00:00+00:00: scheduled__2026-06-0{i:1-9}T0{i:0-9}:00:00+00:00, state:running, queued_at: 2026-06-0{i:1-9} 0{i:0-9}:00:0{i:1-9}, externally triggered: False> successful",
          1,
        ),
        I(
          "DagRun Finished: dag_id={p:store_traffic_15m|inventory_hourly}, execution_date=2026-06-0{i:1-9} {i:10-23}:{p:00|15|30|45}:00+00:00, run_id=scheduled__2026-06-0{i:1-9}T{i:10-23}:{p:00|15|30|45}:00+00:00, run_start_date=2026-06-0{i:1-9} {i:10-23}:{i:10-59}:0{i:1-9}, state=success",
          1,
        ),
        I(
          "Executor reports execution of {p:sales_daily.extract_pos|inventory_hourly.load_stage|store_traffic_15m.sense_partition} run_id=scheduled__2026-06-0{i:1-9}T{i:10-23}:00:00+00:00 exited with status success for try_number 1",
          2,
        ),
      ],
    },
    {
      name: "airflow-worker",
      weight: 1.3,
      tpls: [
        I(
          "Running <TaskInstance: {p:sales_daily|inventory_hourly|store_traffic_15m}.{p:extract_pos|load_stage|sense_partition} scheduled__2026-06-0{i:1-9}T{i:10-23}:00:00+00:00 [queued]> on host airflow-worker-{i:0-3}.airflow-worker.tw-data.svc.cluster.local",
          3,
        ),
        I(
          "Task airflow.providers.celery.executors.celery_executor_utils.execute_command[{h:8}-{h:4}-{h:4}-{h:4}-{h:12}] succeeded in {i:3-240}.{i:10-99}s: None",
          3,
        ),
        I("Poking for key : s3://tw-landing/pos/dt=2026-06-0{i:1-9}/hour={i:10-23}/_SUCCESS", 2),
        I("Task exited with return code 0", 2),
        W(
          "Partition s3://tw-landing/traffic/dt=2026-06-0{i:1-9}/hour={i:10-23} not present yet, rescheduling sensor (reschedule mode, poke {i:2-9})",
          1,
        ),
      ],
    },
    {
      name: "spark-driver",
      weight: 1.6,
      tpls: [
        I(
          "TaskSetManager: Finished task {i:0-199}.0 in stage {i:3-41}.0 (TID {i:1000-9999}) in {i:300-9000} ms on ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal (executor {i:1-24}) ({i:1-200}/200)",
          6,
        ),
        I(
          "TaskSetManager: Starting task {i:0-199}.0 in stage {i:3-41}.0 (TID {i:1000-9999}) (ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal, executor {i:1-24}, partition {i:0-199}, NODE_LOCAL, 8612 bytes)",
          5,
        ),
        I(
          "DAGScheduler: ShuffleMapStage {i:3-41} (parquet at StoreSalesJob.scala:{i:40-140}) finished in {i:3-60}.{i:100-999} s",
          1,
        ),
        I(
          "YarnAllocator: Container container_1780{i:100000-999999}_0042_01_0000{i:10-99} on host: ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal was preempted.",
          1,
        ),
        W(
          "TaskSetManager: Marking task {i:0-199} in stage {i:3-41}.0 (on ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal) as speculatable because it ran more than {i:20000-90000} ms",
          1,
        ),
        W(
          "YarnSchedulerBackend$YarnDriverEndpoint: Requesting driver to remove executor {i:1-24} for reason Container from a bad node: container_1780{i:100000-999999}_0042_01_0000{i:10-99} on host: ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal. Exit status: -100. Diagnostics: Container released on a *lost* node.",
          0.3,
        ),
      ],
    },
    {
      name: "spark-executor",
      weight: 1.4,
      tpls: [
        I("Executor: Running task {i:0-199}.0 in stage {i:3-41}.0 (TID {i:1000-9999})", 4),
        I(
          "Executor: Finished task {i:0-199}.0 in stage {i:3-41}.0 (TID {i:1000-9999}). {i:2000-9000} bytes result sent to driver",
          4,
        ),
        I(
          "ShuffleBlockFetcherIterator: Getting {i:20-200} ({i:2-90}.{i:1-9} MiB) non-empty blocks including {i:1-20} ({i:1-9}.{i:1-9} MiB) local and 0 (0.0 B) host-local and {i:20-180} ({i:2-80}.{i:1-9} MiB) remote blocks",
          2,
        ),
        I("CodecPool: Got brand-new compressor [.snappy]", 1),
      ],
    },
    {
      name: "hive-metastore",
      weight: 1.2,
      tpls: [
        I(
          "HiveMetaStore.audit: ugi=trino ip=10.20.{i:1-9}.{i:10-250} cmd=get_table : db={p:sales|inventory|loyalty} tbl={p:pos_events|store_day|orders|stock_levels}",
          4,
        ),
        I(
          "metastore.HiveMetaStore: {i:1-60}: get_partitions_by_names : tbl=hive.{p:sales|inventory}.{p:pos_events|stock_levels}",
          2,
        ),
        I("HiveMetaStore.audit: ugi=hadoop ip=10.20.{i:1-9}.{i:10-250} cmd=add_partition : db=sales tbl=pos_events", 1),
      ],
    },
    {
      name: "trino-coordinator",
      weight: 1.1,
      tpls: [
        I(
          "io.trino.event.QueryMonitor\tTIMELINE: Query 2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5} :: FINISHED :: elapsed {i:200-9000}ms :: planning {i:10-300}ms :: waiting {i:0-200}ms :: scheduling {i:10-400}ms :: running {i:100-8000}ms :: finishing 0ms :: begin 2026-06-0{i:1-9}T{i:10-23}:{i:10-59}:{i:10-59}.{i:100-999}Z :: end 2026-06-0{i:1-9}T{i:10-23}:{i:10-59}:{i:10-59}.{i:100-999}Z",
          5,
        ),
        I(
          "io.trino.execution.resourcegroups.InternalResourceGroup\tQuery 2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5} queued in group global.adhoc.bi (queued: {i:1-6}, running: 20)",
          1,
        ),
      ],
    },
    {
      name: "dbt-runner",
      weight: 0.9,
      tpls: [
        I(
          "{i:1-48} of 48 OK created sql incremental model analytics.{p:fct_orders|fct_basket_lines|dim_store|fct_stock_moves} ............ [SUCCESS {i:1-9000} in {i:2-90}.{i:10-99}s]",
          4,
        ),
        I(
          "{i:1-48} of 48 START sql view model staging.{p:stg_pos_events|stg_stores|stg_products} ............ [RUN]",
          3,
        ),
        W(
          "{i:1-20} of 20 WARN {i:1-40} test not_null_dim_store_region_code ............ [WARN {i:1-40} in 1.{i:10-99}s]",
          1,
        ),
        I("{i:1-20} of 20 PASS unique_fct_orders_order_id ............ [PASS in {i:1-4}.{i:10-99}s]", 2),
      ],
    },
    {
      name: "lake-ingest",
      weight: 1.0,
      tpls: [
        I(
          "uploaded s3://tw-landing/pos/dt=2026-06-0{i:1-9}/hour={i:10-23}/part-{i:10000-99999}.snappy.parquet bytes={i:800000-90000000} rows={i:10000-900000} took={i:200-4000}ms",
          4,
        ),
        I("listing sftp://pos-vendor/outbox: {i:0-12} new files", 2),
      ],
    },
    {
      name: "ge-validator",
      weight: 0.5,
      tpls: [
        I(
          "Validation of suite {p:orders.warning|stock.critical|stores.warning} against batch {p:fct_orders|fct_stock_moves|dim_store}: success=True, evaluated_expectations={i:12-60}, successful_expectations={i:12-60}",
          3,
        ),
        W(
          "Expectation expect_column_values_to_be_between(basket_value) found {i:1-9} unexpected values (0.0{i:1-9}%), mostly=0.99 satisfied",
          1,
        ),
      ],
    },
    {
      name: "bi-gateway",
      weight: 1.4,
      tpls: [
        I("GET /api/dashboards/{i:100-160}/cards/{i:1000-1999}/query 200 {i:80-4000}ms", 5, true),
        I("POST /api/dataset 202 {i:40-900}ms", 2, true),
        I("GET /api/health 200 2ms", 1),
      ],
    },
  ],
  periodic: [
    {
      svc: "airflow-scheduler",
      everySec: 60,
      lvl: "info",
      t: "Adopting or resetting orphaned tasks for active dag runs",
    },
    { svc: "bi-gateway", everySec: 30, lvl: "info", t: "cache sweep: evicted {i:0-80} query results (ttl 600s)" },
    {
      svc: "hive-metastore",
      everySec: 45,
      lvl: "info",
      t: "txn.AcidHouseKeeperService: Aborted 0 transactions due to timeout",
    },
  ],
  noise: {
    svc: "hive-metastore",
    lvl: "error",
    t: "metastore.RetryingHMSHandler: NoSuchObjectException(message:hive.tmp_scratch.{p:q_2026|tbl_tmp|_dbt_tmp}_{h:6} table not found)",
    perMin: 7,
  },
  deprecations: [
    {
      svc: "airflow-worker",
      t: "/home/airflow/.local/lib/python3.11/site-packages/airflow/models/baseoperator.py:1490 RemovedInAirflow3Warning: Passing 'execution_date' to a TaskInstance is deprecated; use 'run_id' instead",
    },
    {
      svc: "dbt-runner",
      t: "[WARNING]: Deprecated functionality\nThe `tests` config has been renamed to `data_tests`.",
    },
  ],
  retries: [
    {
      svc: "lake-ingest",
      warn: "upload part-{i:10000-99999}.snappy.parquet: RequestTimeout: Your socket connection to the server was not read from or written to within the timeout period, retrying (attempt 2/5)",
      ok: "upload part-{i:10000-99999}.snappy.parquet succeeded after 2 attempts",
    },
  ],
  deploys: [
    {
      svc: "bi-gateway",
      lines: [
        { lvl: "info", t: "SIGTERM received, draining 14 open connections" },
        { lvl: "info", t: "bi-gateway v3.18.2 listening on :8080 (node v20.15.1, commit 7be1c0a)" },
      ],
    },
    {
      svc: "ge-validator",
      lines: [
        { lvl: "info", t: "Loaded data context from gx/great_expectations.yml (version 0.18.19)" },
        { lvl: "info", t: "Reloaded 14 expectation suites from s3://tw-gx/expectations/" },
      ],
    },
  ],
};

const kestrel: Estate = {
  key: "ks",
  company: "Kestrel Pay",
  namespace: "ks-streaming",
  traces: true,
  services: [
    {
      name: "payments-api",
      weight: 1.6,
      tpls: [
        I(
          "Request finished HTTP/1.1 POST http://payments-api/v1/charges - 201 - application/json {i:2-80}.{i:1000-9999}ms",
          5,
          true,
        ),
        I(
          "Request finished HTTP/1.1 GET http://payments-api/v1/charges/ch_{h:14} - 200 - application/json {i:1-30}.{i:1000-9999}ms",
          3,
          true,
        ),
        I("Outbox: enqueued {i:1-40} events for aggregate Charge", 2),
      ],
    },
    {
      name: "connect-worker",
      weight: 1.2,
      tpls: [
        I(
          "[debezium-payments|task-0] {i:200-6000} records sent during previous 00:01:0{i:0-9}.{i:100-999}, last recorded offset of {server=payments} partition is {lsn_proc={i:2000000000-2999999999}, lsn_commit={i:2000000000-2999999999}, lsn={i:2000000000-2999999999}, txId={i:8000000-9000000}, ts_usec=1780{i:100000000000-999999999999}} (io.debezium.connector.common.BaseSourceTask)",
          2,
        ),
        I(
          "WorkerSourceTask{id=debezium-payments-0} Committing offsets for {i:100-4000} acknowledged messages (org.apache.kafka.connect.runtime.WorkerSourceTask)",
          3,
        ),
        I(
          "[s3-archive-sink|task-{i:0-3}] Files committed to S3. Target commit offset for payments.public.charges-{i:0-11} is {i:1000000-9999999} (io.confluent.connect.s3.TopicPartitionWriter)",
          2,
        ),
      ],
    },
    {
      name: "schema-registry",
      weight: 0.8,
      tpls: [
        I(
          '10.4.{i:1-9}.{i:10-250} - - "GET /schemas/ids/{i:100-140} HTTP/1.1" 200 {i:400-3000} "-" "Java/17.0.11" {i:1-9} (io.confluent.rest-utils.requests)',
          5,
        ),
        I(
          '10.4.{i:1-9}.{i:10-250} - - "POST /subjects/payments.public.{p:charges|refunds|payouts}-value?normalize=false HTTP/1.1" 200 {i:300-900} "-" "Java/17.0.11" {i:2-20} (io.confluent.rest-utils.requests)',
          1,
        ),
      ],
    },
    {
      name: "flink-jobmanager",
      weight: 0.7,
      tpls: [
        I(
          "Triggering checkpoint {i:4400-4460} (type=CheckpointType{name='Checkpoint', sharingFilesStrategy=FORWARD_BACKWARD}) @ 1780{i:100000000-999999999}{i:100-999} for job 7c1f{h:28}.",
          3,
        ),
        I(
          "Completed checkpoint {i:4400-4460} for job 7c1f{h:28} ({i:4000000-90000000} bytes, checkpointDuration={i:400-3000} ms, finalizationTime={i:1-20} ms).",
          3,
        ),
      ],
    },
    {
      name: "flink-taskmanager",
      weight: 1.2,
      tpls: [
        I(
          "[Consumer clientId=fraud-windowing-{i:0-5}, groupId=fraud-windowing] Seeking to offset {i:1000000-9999999} for partition payments.public.charges-{i:0-11}",
          1,
        ),
        I("Window ChargeVelocity(10m) emitted {i:100-4000} aggregates for subtask {i:0-7}/8", 4),
        I(
          "Source: KafkaSource[payments.public.charges] -> Map -> Timestamps/Watermarks (3/8)#0 watermark advanced to 2026-06-0{i:1-9}T{i:10-23}:{i:10-59}:{i:10-59}.000Z",
          2,
        ),
      ],
    },
    {
      name: "ledger-sink",
      weight: 1.0,
      tpls: [
        I(
          "COPY finance.charges_stage FROM 's3://ks-ledger-stage/batches/{h:12}.csv.gz' rows={i:2000-40000} elapsed={i:800-6000}ms",
          3,
        ),
        I(
          "merged charges_stage into finance.charges: inserted={i:100-9000} updated={i:0-300} elapsed={i:300-3000}ms",
          2,
        ),
        I("staged batch {h:12} ({i:2000-40000} rows, {i:1-40} MiB) to /var/spool/ledger-sink", 2),
      ],
    },
    {
      name: "fraud-features",
      weight: 1.0,
      tpls: [
        I(
          "computed {i:100-900} feature vectors for window ending 2026-06-0{i:1-9}T{i:10-23}:{i:10-59}:00Z in {i:20-400} ms",
          3,
          true,
        ),
        I(
          "enrichment lookup bin={i:400000-559999} -> issuer={p:Barclays|ING|Revolut|Monzo|BNP} country={p:GB|NL|FR|DE} (cache={p:hit|miss})",
          3,
          true,
        ),
      ],
    },
    {
      name: "recon-service",
      weight: 0.9,
      tpls: [
        I(
          'Started GET "/recon/batches/{i:10000-99999}" for 10.4.{i:1-9}.{i:10-250} at 2026-06-0{i:1-9} {i:10-23}:{i:10-59}:{i:10-59} +0000',
          3,
          true,
        ),
        I(
          "Completed 200 OK in {i:4-90}ms (Views: {i:1-9}.{i:1-9}ms | ActiveRecord: {i:1-40}.{i:1-9}ms | Allocations: {i:1000-9000})",
          3,
          true,
        ),
        I(
          "Performed ReconcileSettlementJob (Job ID: {h:8}-{h:4}-{h:4}-{h:4}-{h:12}) from Sidekiq(default) in {i:200-3000}.{i:1-9}ms",
          2,
        ),
      ],
    },
    {
      name: "payout-scheduler",
      weight: 0.6,
      tpls: [
        I("payout run pr_{h:10}: {i:10-300} merchants scheduled, total EUR {i:10000-900000}.{i:10-99}", 2),
        D("lease renewed for shard {i:0-7} (holder payout-scheduler-{i:0-2})", 2),
      ],
    },
  ],
  periodic: [
    {
      svc: "connect-worker",
      everySec: 60,
      lvl: "info",
      t: "[Worker clientId=connect-1, groupId=ks-connect] Session key updated (org.apache.kafka.connect.runtime.distributed.DistributedHerder)",
    },
    {
      svc: "payments-api",
      everySec: 20,
      lvl: "info",
      t: 'Health check "npgsql" completed after {i:1-9}.{i:1000-9999}ms with status Healthy',
    },
    { svc: "payout-scheduler", everySec: 30, lvl: "info", t: "tick: {i:0-4} payout runs due" },
  ],
  noise: {
    svc: "connect-worker",
    lvl: "warn",
    t: "[Producer clientId=connector-producer-debezium-payments-0] Error while fetching metadata with correlation id {i:1000-99999} : {payments.audit_log=UNKNOWN_TOPIC_OR_PARTITION} (org.apache.kafka.clients.NetworkClient)",
    perMin: 9,
  },
  deprecations: [
    {
      svc: "connect-worker",
      t: "The 'database.server.name' property is deprecated and will be removed; use 'topic.prefix' instead (io.debezium.config.Configuration)",
    },
    {
      svc: "recon-service",
      t: "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated; use `ActiveRecord::Base.with_connection` instead (called from ReconcileSettlementJob#perform at app/jobs/reconcile_settlement_job.rb:22)",
    },
  ],
  retries: [
    {
      svc: "fraud-features",
      warn: "enrichment lookup bin={i:400000-559999}: ReadTimeout, retrying in 200ms (attempt 1/3)",
      ok: "enrichment lookup bin={i:400000-559999} ok on attempt 2",
    },
    {
      svc: "flink-taskmanager",
      warn: "[Consumer clientId=fraud-windowing-{i:0-5}, groupId=fraud-windowing] Request joining group due to: group is already rebalancing",
      ok: "[Consumer clientId=fraud-windowing-{i:0-5}, groupId=fraud-windowing] Successfully synced group in generation Generation{generationId={i:300-400}, memberId='fraud-windowing-{h:8}', protocol='range'}",
    },
  ],
  deploys: [
    {
      svc: "payout-scheduler",
      lines: [
        { lvl: "info", t: "shutting down: finishing 1 in-flight payout run" },
        { lvl: "info", t: "payout-scheduler 2.41.0 (go1.22.4) started, shard leases 0-7" },
      ],
    },
    {
      svc: "fraud-features",
      lines: [
        { lvl: "info", t: "Shutting down worker pid {i:10-99}" },
        {
          lvl: "info",
          t: "Booting fraud-features build 2026.06.{i:1-9}-{h:7}, model fraud-gbm-v{i:40-49} loaded (312 features)",
        },
      ],
    },
  ],
};

const saltmarsh: Estate = {
  key: "sm",
  company: "Saltmarsh Media",
  namespace: "sm-analytics",
  traces: true,
  services: [
    {
      name: "dagster-daemon",
      weight: 0.9,
      tpls: [
        I("dagster.daemon.SensorDaemon - Checking for new runs for sensor: gcs_partner_drop_sensor", 3),
        I(
          "dagster.daemon.SchedulerDaemon - Evaluating schedule `hourly_events_schedule` at 2026-06-0{i:1-9} {i:10-23}:00:00 +0000",
          2,
        ),
        I("dagster.daemon.QueuedRunCoordinatorDaemon - Retrieved {i:0-6} queued runs, checking limits.", 2),
        I("dagster.daemon.SensorDaemon - No run requests returned for gcs_partner_drop_sensor, skipping", 2),
      ],
    },
    {
      name: "dagster-run-worker",
      weight: 1.2,
      tpls: [
        I(
          'events_hourly - {h:8}-{h:4} - STEP_START - Started execution of step "{p:load_raw_events|sessionize|publish_marts}".',
          3,
        ),
        I(
          'events_hourly - {h:8}-{h:4} - STEP_SUCCESS - Finished execution of step "{p:load_raw_events|sessionize|publish_marts}" in {i:2-90}.{i:10-99}s.',
          3,
        ),
        I(
          "events_hourly - {h:8}-{h:4} - ASSET_MATERIALIZATION - Materialized value raw.events partition 2026-06-0{i:1-9}-{i:10-23}:00.",
          2,
        ),
      ],
    },
    {
      name: "bq-loader",
      weight: 1.2,
      tpls: [
        I(
          "load job job_{h:20} DONE: {i:10000-900000} rows into saltmarsh-prod.raw.events$2026060{i:1-9}{p:0|1}{i:0-9} (billed {i:1-90} MB)",
          4,
          true,
        ),
        I(
          "query job job_{h:20} DONE in {i:1-40}.{i:1-9}s, bytes processed {i:10-900} MB, slot ms {i:1000-900000}",
          2,
          true,
        ),
      ],
    },
    {
      name: "sessionize-driver",
      weight: 1.2,
      tpls: [
        I(
          "TaskSetManager: Finished task {i:0-399}.0 in stage {i:2-20}.0 (TID {i:100-9999}) in {i:200-6000} ms on 10.60.{i:1-9}.{i:10-250} (executor {i:1-16}) ({i:1-400}/400)",
          6,
        ),
        I(
          "ExecutorPodsAllocator: Going to request 1 executors from Kubernetes for ResourceProfile Id: 0, target: 16, known: {i:14-16}, sharedSlotFromPendingPods: 2147483647.",
          0.5,
        ),
        W(
          "KubernetesClusterSchedulerBackend: Executor {i:1-16} lost: The executor with id {i:1-16} exited with exit code 143(SIGTERM, probably due to node preemption).",
          0.4,
        ),
      ],
    },
    {
      name: "sessionize-exec",
      weight: 1.1,
      tpls: [
        I("Executor: Running task {i:0-399}.0 in stage {i:2-20}.0 (TID {i:100-9999})", 4),
        I(
          "Executor: Finished task {i:0-399}.0 in stage {i:2-20}.0 (TID {i:100-9999}). {i:2000-9000} bytes result sent to driver",
          4,
        ),
        I("GoogleHadoopFileSystemBase: GHFS version: hadoop3-2.2.{i:18-22}", 0.2),
      ],
    },
    {
      name: "gcs-fetcher",
      weight: 0.9,
      tpls: [
        I(
          "copied sftp://drops.{p:acme-ads.net/out/|lumen.net/out/|northpix.net/out/}{h:8}.json.gz -> gs://sm-partner-drops/{p:acme|northpix}/dt=2026-06-0{i:1-9}/{h:8}.json.gz size={i:10000-9000000}",
          4,
        ),
        I("partner {p:acme|lumen|northpix}: {i:0-9} new objects", 2),
      ],
    },
    {
      name: "clickhouse-server",
      weight: 1.3,
      tpls: [
        I(
          "<Information> executeQuery: Read {i:1000-9000000} rows, {i:1-900}.{i:1-99} MiB in {i:0-3}.{i:10-999} sec., {i:100000-9000000} rows/sec., {i:10-900}.{i:1-99} MiB/sec.",
          4,
          true,
        ),
        I(
          "<Debug> events.sessions ({h:8}-{h:4}-{h:4}-{h:4}-{h:12}) (MergerMutator): Selected 6 parts from 202606_{i:1-900}_{i:900-1800}_{i:1-4} to 202606_{i:1-900}_{i:900-1800}_{i:1-4}",
          2,
        ),
        I(
          "<Information> events.sessions ({h:8}-{h:4}-{h:4}-{h:4}-{h:12}): Removing {i:1-12} parts from filesystem (serially): Parts: [202606_{i:1-900}_{i:900-1800}_{i:1-4}]",
          1,
        ),
      ],
    },
    {
      name: "feature-api",
      weight: 1.1,
      tpls: [
        I("GET /v1/features/user/{i:1000000-9999999} -> 200 in {i:3-60} ms", 5, true),
        I("HikariPool-1 - Pool stats (total=20, active={i:1-8}, idle={i:12-19}, waiting=0)", 0.5),
      ],
    },
    {
      name: "looker-proxy",
      weight: 1.3,
      tpls: [
        I("GET /api/4.0/queries/{i:10000-99999}/run/json 200 {i:80-3000}ms", 5, true),
        I("GET /healthz 200 1ms", 1),
      ],
    },
    {
      name: "dq-monitor",
      weight: 0.4,
      tpls: [
        I(
          "Scan summary: {p:38/38|41/41|12/12} checks PASSED, 0 checks FAILED, 0 checks NOT EVALUATED (dataset {p:raw.events|sessions|raw.partner_impressions})",
          2,
        ),
        W("Check 'freshness(loaded_at) < 2h' on sessions: WARN (freshness 1h{i:10-59}m)", 1),
      ],
    },
  ],
  periodic: [
    {
      svc: "dagster-daemon",
      everySec: 30,
      lvl: "info",
      t: "dagster.daemon.MonitoringDaemon - Checking run health for {i:1-5} in-progress runs",
    },
    { svc: "feature-api", everySec: 15, lvl: "info", t: "GET /actuator/health -> 200 in 2 ms" },
    {
      svc: "clickhouse-server",
      everySec: 60,
      lvl: "info",
      t: "<Information> SystemLog (system.query_log): Flushing system log, {i:100-900} entries to flush up to offset {i:100000-900000}",
    },
  ],
  noise: {
    svc: "gcs-fetcher",
    lvl: "error",
    t: 'partner lumen: skipping sftp://drops.lumen.net/out/README_{p:FIRST|v2}.txt: unsupported extension ".txt"',
    perMin: 6,
  },
  deprecations: [
    {
      svc: "dagster-run-worker",
      t: "/usr/local/lib/python3.11/site-packages/dagster/_core/definitions/asset_dep.py:{i:100-300}: DeprecationWarning: Parameter `non_argument_deps` of function `asset` is deprecated and will be removed in 2.0. Use `deps` instead.",
    },
    {
      svc: "bq-loader",
      t: "/usr/local/lib/python3.11/site-packages/google/cloud/bigquery/client.py:{i:500-900}: PendingDeprecationWarning: Client.dataset is deprecated and will be removed in a future version. Use a string like 'my_project.my_dataset' or a cloud.google.bigquery.DatasetReference object, instead.",
    },
  ],
  retries: [
    {
      svc: "bq-loader",
      warn: "load job job_{h:20}: 503 Backend Error (backendError), retrying in {i:1-4}.{i:1-9}s",
      ok: "load job job_{h:20} DONE on retry: {i:10000-900000} rows",
    },
  ],
  deploys: [
    {
      svc: "looker-proxy",
      lines: [
        { lvl: "info", t: "received SIGTERM, closing server" },
        { lvl: "info", t: "looker-proxy 1.9.{i:0-9} listening on 0.0.0.0:8080 (node v20.14.0)" },
      ],
    },
    {
      svc: "dq-monitor",
      lines: [
        { lvl: "info", t: "Reloading checks from gs://sm-dq/checks/*.yml" },
        { lvl: "info", t: "Loaded 41 checks for 6 datasets (config rev {h:7})" },
      ],
    },
  ],
};

const ironbark: Estate = {
  key: "ib",
  company: "Ironbark Freight",
  namespace: "ib-platform",
  traces: false,
  services: [
    {
      name: "etl-scheduler",
      weight: 1.0,
      tpls: [
        I(
          "Setting the following tasks to queued state:\n\t<TaskInstance: {p:carrier_events|eta_marts|depot_snapshot}.{p:pull_carrier_api|dbt_build|export_trino} scheduled__2026-06-0{i:1-9}T{i:10-23}:{p:00|30}:00+00:00 [scheduled]>",
          3,
        ),
        I(
          "Executor reports execution of {p:carrier_events.pull_carrier_api|eta_marts.dbt_build|depot_snapshot.export_trino} run_id=scheduled__2026-06-0{i:1-9}T{i:10-23}:00:00+00:00 exited with status success for try_number 1",
          3,
        ),
      ],
    },
    {
      name: "etl-task-pod",
      weight: 1.1,
      tpls: [
        I("carrier {p:DHL|GLS|DPD|PostNL|UPS}: fetched {i:20-900} tracking events (page {i:1-9}, {i:100-2000} ms)", 4),
        I("Pod {p:carrier-events-pull|eta-marts-dbt}-{h:8} Succeeded", 1),
        I("wrote {i:20-900} rows to s3://ib-raw/carrier_events/dt=2026-06-0{i:1-9}/", 2),
      ],
    },
    {
      name: "dbt-redshift",
      weight: 0.9,
      tpls: [
        I(
          "{i:1-36} of 36 OK created sql table model marts.{p:fct_shipments|fct_eta_accuracy|dim_depot} ........ [SUCCESS in {i:2-90}.{i:10-99}s]",
          4,
        ),
        I("{i:1-36} of 36 START sql table model marts.{p:fct_shipments|fct_eta_accuracy|dim_depot} ........ [RUN]", 3),
        W("{i:1-12} of 12 WARN {i:1-9} test accepted_values_fct_shipments_status ........ [WARN {i:1-9}]", 1),
      ],
    },
    {
      name: "wh-query-gw",
      weight: 1.1,
      tpls: [
        I("query ok pool=reporting wlm_queue=bi rows={i:1-9000} elapsed={i:40-4000}ms", 4),
        I("query queued pool=reporting wlm_queue=bi position={i:1-6}", 1),
      ],
    },
    {
      name: "trino-coord",
      weight: 1.0,
      tpls: [
        I(
          "io.trino.event.QueryMonitor\tTIMELINE: Query 2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5} :: FINISHED :: elapsed {i:200-9000}ms :: planning {i:10-300}ms :: waiting {i:0-200}ms :: scheduling {i:10-400}ms :: running {i:100-8000}ms :: finishing 0ms",
          4,
        ),
        I("io.trino.execution.SqlTaskManager\tDeleting old task directory /data/trino/var/{h:6}", 1),
      ],
    },
    {
      name: "s3-sink-connect",
      weight: 0.9,
      tpls: [
        I(
          "[ib-shipments-s3|task-{i:0-3}] Files committed to S3. Target commit offset for shipment-events-{i:0-11} is {i:100000-999999} (io.confluent.connect.s3.TopicPartitionWriter)",
          3,
        ),
        I(
          "WorkerSinkTask{id=ib-shipments-s3-{i:0-3}} Committing offsets asynchronously using sequence number {i:1000-9999}: {shipment-events-{i:0-11}=OffsetAndMetadata{offset={i:100000-999999}, leaderEpoch=null, metadata=''}}",
          2,
        ),
      ],
    },
    {
      name: "shipment-events",
      weight: 1.3,
      tpls: [
        I("published {i:10-400} events to kinesis ib-shipments (shard shardId-00000000000{i:0-7})", 4),
        I("POST /ingest/scan 202 {i:2-40}ms", 4),
      ],
    },
    {
      name: "flink-eta",
      weight: 1.0,
      tpls: [
        I(
          "EtaWindowFunction: emitted {i:20-600} ETA updates for depot {p:AMS1|RTM2|UTR1|EIN3} (watermark 2026-06-0{i:1-9}T{i:10-23}:{i:10-59}:00Z)",
          4,
        ),
        I(
          "Completed checkpoint {i:900-990} for job 3ad0{h:28} ({i:4000000-90000000} bytes, checkpointDuration={i:400-3000} ms, finalizationTime={i:1-20} ms).",
          1,
        ),
      ],
    },
    {
      name: "route-scorer",
      weight: 1.0,
      tpls: [
        I(
          "scorer.cc:{i:80-140}] scored {i:20-400} candidate routes for depot {p:AMS1|RTM2|UTR1|EIN3} in {i:1-40}ms",
          5,
        ),
        I("grpc_server.cc:212] ScoreRoutes rpc ok peer=ipv4:10.9.{i:1-9}.{i:10-250}:{i:30000-60000} {i:1-40}ms", 2),
      ],
    },
    {
      name: "tracking-api",
      weight: 1.2,
      tpls: [
        I('Started GET "/api/v2/shipments/IB{i:10000000-99999999}/eta" for 10.9.{i:1-9}.{i:10-250}', 3),
        I(
          "Completed 200 OK in {i:4-90}ms (Views: {i:1-9}.{i:1-9}ms | ActiveRecord: {i:1-40}.{i:1-9}ms | Allocations: {i:1000-9000})",
          3,
        ),
      ],
    },
  ],
  periodic: [
    { svc: "etl-scheduler", everySec: 60, lvl: "info", t: "Adopting or resetting orphaned tasks for active dag runs" },
    {
      svc: "route-scorer",
      everySec: 30,
      lvl: "info",
      t: "health.cc:41] health check SERVING (graph version 2026-06-0{i:1-9}, {i:40000-41000} edges)",
    },
    {
      svc: "s3-sink-connect",
      everySec: 60,
      lvl: "info",
      t: "[Worker clientId=connect-1, groupId=ib-connect] Session key updated (org.apache.kafka.connect.runtime.distributed.DistributedHerder)",
    },
  ],
  noise: {
    svc: "tracking-api",
    lvl: "error",
    t: 'ActionController::RoutingError (No route matches [GET] "/{p:wp-login.php|.env|phpmyadmin/index.php|wp-admin/setup-config.php|.git/config}")',
    perMin: 8,
  },
  deprecations: [
    {
      svc: "shipment-events",
      t: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "etl-task-pod",
      t: "/usr/local/lib/python3.11/site-packages/botocore/client.py:{i:600-700}: FutureWarning: The 'botocore.vendored.requests' module is deprecated",
    },
  ],
  retries: [
    {
      svc: "etl-task-pod",
      warn: "carrier {p:GLS|DPD}: HTTP 502 from tracking endpoint, retry 1/4 in 2s",
      ok: "carrier {p:GLS|DPD}: fetched {i:20-300} tracking events on retry 1",
    },
    {
      svc: "s3-sink-connect",
      warn: "[Consumer clientId=connector-consumer-ib-shipments-s3-{i:0-3}, groupId=connect-ib-shipments-s3] Request joining group due to: rebalance failed due to 'The group is rebalancing, so a rejoin is needed.'",
      ok: "[Consumer clientId=connector-consumer-ib-shipments-s3-{i:0-3}, groupId=connect-ib-shipments-s3] Successfully synced group in generation Generation{generationId={i:100-200}, memberId='connector-consumer-ib-shipments-s3-{h:8}', protocol='range'}",
    },
  ],
  deploys: [
    {
      svc: "tracking-api",
      lines: [
        { lvl: "info", t: "- Gracefully stopping, waiting for requests to finish" },
        {
          lvl: "info",
          t: '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango") release 2026.06.{i:1-9}-{h:7}',
        },
      ],
    },
    {
      svc: "route-scorer",
      lines: [
        {
          lvl: "info",
          t: "main.cc:58] route-scorer build 4.12.{i:0-9} starting, loading graph /data/graph/nl-2026w23.bin",
        },
        { lvl: "info", t: "main.cc:97] graph loaded: 40718 edges in 1.8s, serving on 0.0.0.0:50051" },
      ],
    },
  ],
};

export const ESTATES: Estate[] = [tidewater, kestrel, saltmarsh, ironbark];
export const estateByKey = (k: string): Estate => {
  const e = ESTATES.find((x) => x.key === k);
  if (!e) throw new Error(`no estate ${k}`);
  return e;
};
