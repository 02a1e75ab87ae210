// The 52 incident scenarios: 4 per category over the four estates. Each says where the trouble lives, how that
// service logs it (or stops logging), and how callers and orchestrators report it in their own words.
import * as S from "./stacks.js";
import type { Burst, Once } from "./stream.js";

export interface Spec {
  cat: string;
  est: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  silence?: { svc: string; at: number }[];
  bursts: Burst[];
  once?: Once[];
}

const TI = (dag: string, task: string) =>
  `<TaskInstance: ${dag}.${task} scheduled__2026-06-0{i:1-9}T{i:10-23}:00:00+00:00 [running]>`;

export const SPECS: Spec[] = [
  // ---------------- authentication
  {
    cat: "authentication",
    est: "tw",
    origin: "dbt-runner",
    hints: ["jwt", "auth", "snowflake", "credential", "token", "key"],
    sev: "high",
    note: "dbt-runner's Snowflake key-pair JWT is rejected, every model fails to connect and the Airflow dbt tasks fail and retry.",
    bursts: [
      {
        svc: "dbt-runner",
        lvl: "error",
        perMin: 10,
        msgs: [
          "Encountered an error:\nDatabase Error\n  250001 (08001): Failed to connect to DB: tw12345.eu-west-1.snowflakecomputing.com:443. JWT token is invalid. [{h:8}-{h:4}-{h:4}-{h:4}-{h:12}]",
          "{i:1-48} of 48 ERROR creating sql incremental model analytics.{p:fct_orders|fct_basket_lines|fct_stock_moves} ........ [ERROR in 0.{i:40-99}s]\n  Database Error in model {p:fct_orders|fct_basket_lines} (models/marts/{p:fct_orders|fct_basket_lines}.sql)\n  250001 (08001): Failed to connect to DB: tw12345.eu-west-1.snowflakecomputing.com:443. JWT token is invalid.",
        ],
      },
      {
        svc: "airflow-worker",
        lvl: "error",
        perMin: 6,
        delay: 20,
        msgs: [`Task failed with exception ${TI("sales_daily", "dbt_run")}`],
        stack: S.PY_DBT,
      },
      {
        svc: "airflow-scheduler",
        lvl: "warn",
        perMin: 4,
        delay: 25,
        msgs: [
          "Marking task as UP_FOR_RETRY. dag_id=sales_daily, task_id=dbt_run, run_id=scheduled__2026-06-0{i:1-9}T{i:10-23}:00:00+00:00, try_number={i:1-3}",
        ],
      },
      {
        svc: "bi-gateway",
        lvl: "warn",
        perMin: 3,
        delay: 90,
        msgs: ["dataset freshness: analytics.fct_orders last loaded {i:70-130} min ago (sla 60 min)"],
      },
    ],
  },
  {
    cat: "authentication",
    est: "ks",
    origin: "ledger-sink",
    hints: ["password", "authentication", "auth", "credential", "login"],
    sev: "high",
    note: "ledger-sink's Redshift login starts failing with password authentication errors after the IAM-issued temporary credentials stop refreshing, so loads pile up.",
    bursts: [
      {
        svc: "ledger-sink",
        lvl: "error",
        perMin: 12,
        msgs: [
          'COPY finance.charges_stage failed: pq: password authentication failed for user "IAM:ledger_loader"',
          'connect redshift ks-ledger.c4xq1.eu-west-1.redshift.amazonaws.com:5439: FATAL: password authentication failed for user "IAM:ledger_loader" (SQLSTATE 28000)',
        ],
      },
      {
        svc: "ledger-sink",
        lvl: "warn",
        perMin: 3,
        delay: 40,
        msgs: ["spool backlog {i:4-40} batches ({i:100-900} MiB), oldest 2026-06-0{i:1-9}T{i:10-23}:{i:10-59}:00Z"],
      },
      {
        svc: "recon-service",
        lvl: "warn",
        perMin: 3,
        delay: 100,
        msgs: ["ReconcileSettlementJob: ledger rows for batch {i:10000-99999} missing after 120s, requeueing"],
      },
    ],
  },
  {
    cat: "authentication",
    est: "sm",
    origin: "bq-loader",
    hints: ["invalid_grant", "refresh", "auth", "jwt", "credential"],
    sev: "high",
    note: "bq-loader's service-account key was revoked: token refresh fails with invalid_grant and every load job fails, so Dagster steps fail and downstream freshness checks warn.",
    bursts: [
      {
        svc: "bq-loader",
        lvl: "error",
        perMin: 8,
        msgs: ["load of partition raw.events$2026060{i:1-9}{p:0|1}{i:0-9} failed"],
        stack: S.PY_AUTH,
        stackEvery: 2,
      },
      {
        svc: "dagster-run-worker",
        lvl: "error",
        perMin: 5,
        delay: 15,
        msgs: [
          "events_hourly - {h:8}-{h:4} - STEP_FAILURE - Execution of step \"load_raw_events\" failed.\n\ndagster._core.errors.DagsterExecutionStepExecutionError: Error occurred while executing op \"load_raw_events\":\n\nThe above exception was caused by the following exception:\ngoogle.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', {'error': 'invalid_grant', 'error_description': 'Invalid JWT Signature.'})",
        ],
      },
      {
        svc: "dq-monitor",
        lvl: "warn",
        perMin: 2,
        delay: 120,
        msgs: ["Check 'freshness(loaded_at) < 2h' on raw.events: FAIL (freshness 2h{i:1-30}m)"],
      },
    ],
  },
  {
    cat: "authentication",
    est: "ib",
    origin: "s3-sink-connect",
    hints: ["access key", "invalidaccesskeyid", "credential", "auth", "403"],
    sev: "high",
    note: "The S3 sink connector's AWS access key was deleted in a key rotation; every commit fails with InvalidAccessKeyId and tasks die, consumer lag grows.",
    bursts: [
      {
        svc: "s3-sink-connect",
        lvl: "error",
        perMin: 6,
        msgs: [
          "WorkerSinkTask{id=ib-shipments-s3-{i:0-3}} Task threw an uncaught and unrecoverable exception. Task is being killed and will not recover until manually restarted. Error: Multipart upload failed to complete. (org.apache.kafka.connect.runtime.WorkerSinkTask)",
          "[ib-shipments-s3|task-{i:0-3}] Multipart upload failed to complete for bucket 'ib-raw' key 'topics/shipment-events/dt=2026-06-0{i:1-9}/shipment-events+{i:0-11}+0000{i:100000-999999}.json.gz' (io.confluent.connect.s3.storage.S3OutputStream)",
        ],
        stack: S.S3_KEY,
        stackEvery: 2,
      },
      {
        svc: "etl-scheduler",
        lvl: "warn",
        perMin: 2,
        delay: 150,
        msgs: [
          "Sensor carrier_events.wait_raw_partition timed out waiting for s3://ib-raw/topics/shipment-events/dt=2026-06-0{i:1-9}/_SUCCESS, rescheduling",
        ],
      },
    ],
  },
  // ---------------- authorization
  {
    cat: "authorization",
    est: "tw",
    origin: "trino-coordinator",
    hints: ["access denied", "accessdenied", "permission", "authorization", "denied"],
    sev: "medium",
    note: "Trino's access control denies the BI service user SELECT on hive.sales.pos_events; the BI gateway's dashboard queries fail with 500s and retries.",
    bursts: [
      {
        svc: "trino-coordinator",
        lvl: "warn",
        perMin: 14,
        msgs: [
          "io.trino.event.QueryMonitor\tTIMELINE: Query 2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5} :: FAILED (PERMISSION_DENIED) :: elapsed {i:20-90}ms :: planning {i:5-60}ms :: user svc_bi :: Access Denied: Cannot select from columns [store_id, sold_at, basket_value] in table or view hive.sales.pos_events",
        ],
      },
      {
        svc: "bi-gateway",
        lvl: "error",
        perMin: 20,
        delay: 2,
        msgs: [
          "GET /api/dashboards/{i:100-160}/cards/{i:1000-1999}/query 500 {i:60-300}ms - QueryFailed: Query failed (#2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5}): Access Denied: Cannot select from columns [store_id, sold_at, basket_value] in table or view hive.sales.pos_events",
          "card {i:1000-1999} refresh failed (attempt {i:1-3}/3), retrying: TrinoUserError: PERMISSION_DENIED",
        ],
      },
    ],
  },
  {
    cat: "authorization",
    est: "ks",
    origin: "connect-worker",
    hints: ["permission", "denied", "authorization", "privilege"],
    sev: "high",
    note: "After a grant change in the payments database, the Debezium connector's user loses SELECT on charges; the source task fails and CDC stops while downstream consumers go stale.",
    bursts: [
      {
        svc: "connect-worker",
        lvl: "error",
        perMin: 4,
        msgs: [
          "[debezium-payments|task-0] WorkerSourceTask{id=debezium-payments-0} Task threw an uncaught and unrecoverable exception. Task is being killed and will not recover until manually restarted (org.apache.kafka.connect.runtime.WorkerTask)",
          "[debezium-payments|task-0] Producer failure (io.debezium.pipeline.ErrorHandler)",
        ],
        stack: S.PG_PERM,
      },
      {
        svc: "flink-taskmanager",
        lvl: "warn",
        perMin: 3,
        delay: 60,
        msgs: [
          "Source: KafkaSource[payments.public.charges] (3/8)#0 idle for {i:60-300}s, marking subtask idle for watermark alignment",
        ],
      },
      {
        svc: "ledger-sink",
        lvl: "warn",
        perMin: 2,
        delay: 120,
        msgs: ["no new change events for finance.charges in {i:120-400}s"],
      },
    ],
    silence: [{ svc: "connect-worker", at: 0 }],
  },
  {
    cat: "authorization",
    est: "sm",
    origin: "gcs-fetcher",
    hints: ["403", "forbidden", "permission", "access", "authorization"],
    sev: "medium",
    note: "gcs-fetcher's service account loses storage.objects.create on the partner-drop bucket; every copy gets 403 forbidden and the Dagster sensor finds no new files.",
    bursts: [
      {
        svc: "gcs-fetcher",
        lvl: "error",
        perMin: 10,
        msgs: [
          "copy sftp://drops.{p:acme-ads|northpix}.net/out/{h:8}.json.gz -> gs://sm-partner-drops/{p:acme|northpix}/: googleapi: Error 403: sm-fetcher@saltmarsh-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist)., forbidden",
        ],
      },
      {
        svc: "dagster-daemon",
        lvl: "info",
        perMin: 3,
        delay: 30,
        msgs: ["dagster.daemon.SensorDaemon - No run requests returned for gcs_partner_drop_sensor, skipping"],
      },
      {
        svc: "dq-monitor",
        lvl: "warn",
        perMin: 1,
        delay: 200,
        msgs: ["Check 'row_count > 0' on raw.partner_impressions (partition 2026-06-0{i:1-9}): FAIL (0 rows)"],
      },
    ],
    silence: [{ svc: "gcs-fetcher", at: 0 }],
  },
  {
    cat: "authorization",
    est: "ib",
    origin: "wh-query-gw",
    hints: ["permission", "denied", "authorization", "schema"],
    sev: "medium",
    note: "wh-query-gw's Redshift role lost USAGE on the reporting schema; its queries fail with permission denied and tracking-api ETA lookups degrade to 503.",
    bursts: [
      {
        svc: "wh-query-gw",
        lvl: "warn",
        perMin: 16,
        msgs: [
          "query failed pool=reporting wlm_queue=bi: ERROR: permission denied for schema reporting (SQLSTATE 42501)",
        ],
      },
      {
        svc: "tracking-api",
        lvl: "error",
        perMin: 14,
        delay: 1,
        msgs: [
          "Completed 503 Service Unavailable in {i:20-90}ms (ActiveRecord: {i:1-9}.{i:1-9}ms | Allocations: {i:1000-4000})",
          "WarehouseClient::QueryError: wh-query-gw returned 502: upstream query failed (42501)",
        ],
      },
    ],
  },
  // ---------------- database
  {
    cat: "database",
    est: "tw",
    origin: "hive-metastore",
    hints: ["jdbc", "hikari", "connection", "pool", "database", "datastore"],
    sev: "high",
    note: "The Hive metastore's backing-database connection pool is exhausted; metastore calls fail, and Trino and Spark report metastore errors louder than the metastore itself.",
    bursts: [
      {
        svc: "hive-metastore",
        lvl: "error",
        perMin: 8,
        msgs: [
          "metastore.RetryingHMSHandler: Retrying HMSHandler after 2000 ms (attempt {i:1-10} of 10) with error: javax.jdo.JDODataStoreException: HikariPool-2 - Connection is not available, request timed out after 30000ms.",
          "metastore.HMSHandler: HMSHandler Fatal error: javax.jdo.JDODataStoreException: HikariPool-2 - Connection is not available, request timed out after 30000ms.",
        ],
        stack: S.JAVA_HIKARI,
        stackEvery: 3,
      },
      {
        svc: "hive-metastore",
        lvl: "warn",
        perMin: 2,
        msgs: ["HikariPool-2 - Pool stats (total=10, active=10, idle=0, waiting={i:20-80})"],
      },
      {
        svc: "trino-coordinator",
        lvl: "error",
        perMin: 18,
        delay: 10,
        msgs: [
          "io.trino.event.QueryMonitor\tTIMELINE: Query 2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5} :: FAILED (HIVE_METASTORE_ERROR) :: elapsed {i:30000-62000}ms :: Error getting partitions for hive.sales.pos_events: HikariPool-2 - Connection is not available",
        ],
      },
      {
        svc: "spark-driver",
        lvl: "error",
        perMin: 5,
        delay: 40,
        msgs: [
          "ApplicationMaster: User class threw exception: org.apache.spark.sql.AnalysisException: org.apache.hadoop.hive.ql.metadata.HiveException: Unable to fetch table pos_events. javax.jdo.JDODataStoreException: HikariPool-2 - Connection is not available, request timed out after 30000ms.",
        ],
      },
      {
        svc: "bi-gateway",
        lvl: "error",
        perMin: 12,
        delay: 20,
        msgs: [
          "GET /api/dashboards/{i:100-160}/cards/{i:1000-1999}/query 502 {i:30000-62000}ms - Trino query failed: HIVE_METASTORE_ERROR",
        ],
      },
    ],
  },
  {
    cat: "database",
    est: "ks",
    origin: "recon-service",
    hints: ["deadlock", "pg", "database", "activerecord", "sql"],
    sev: "medium",
    note: "recon-service's settlement matcher deadlocks on settlement_lines in its own Postgres after a job concurrency bump; Sidekiq jobs fail and retry.",
    bursts: [
      {
        svc: "recon-service",
        lvl: "error",
        perMin: 9,
        msgs: ["ReconcileSettlementJob failed (jid={h:24}, retry_count={i:0-4})"],
        stack: S.RUBY_DEADLOCK,
      },
      {
        svc: "recon-service",
        lvl: "warn",
        perMin: 4,
        delay: 30,
        msgs: ["Sidekiq queue default latency {i:40-400}s, {i:200-2000} jobs enqueued"],
      },
      {
        svc: "payout-scheduler",
        lvl: "warn",
        perMin: 3,
        delay: 90,
        msgs: [
          "payout run pr_{h:10} held: recon not complete for settlement day 2026-06-0{i:1-9} (waiting on recon-service)",
        ],
      },
    ],
    once: [
      {
        at: -70,
        svc: "recon-service",
        lvl: "info",
        msg: "Sidekiq 7.2.4 starting with concurrency 25 (was 10), queues: default, critical",
      },
    ],
  },
  {
    cat: "database",
    est: "sm",
    origin: "clickhouse-server",
    hints: ["too_many_parts", "parts", "merge", "clickhouse", "database"],
    sev: "high",
    note: "ClickHouse rejects inserts into events.sessions with TOO_MANY_PARTS because merges fall behind; the Spark sessionize job's writes fail and dashboards go stale.",
    bursts: [
      {
        svc: "clickhouse-server",
        lvl: "warn",
        perMin: 6,
        until: 40,
        msgs: [
          "<Warning> events.sessions ({h:8}-{h:4}-{h:4}-{h:4}-{h:12}): Delaying inserting block by {i:100-900} ms. because there are {i:300-2900} parts and their average size is {i:1-9}.{i:1-9} KiB",
        ],
      },
      {
        svc: "clickhouse-server",
        lvl: "error",
        perMin: 10,
        delay: 40,
        msgs: [
          "<Error> executeQuery: Code: 252. DB::Exception: Too many parts ({i:3001-3100} with average size of {i:1-9}.{i:1-9} KiB) in table 'events.sessions'. Merges are processing significantly slower than inserts. (TOO_MANY_PARTS) (version 24.3.{i:2-6}.{i:10-50} (official build)) (from 10.60.{i:1-9}.{i:10-250}:{i:30000-60000}) (in query: INSERT INTO events.sessions FORMAT RowBinary)",
        ],
        stack: S.CH_PARTS,
        stackEvery: 3,
      },
      {
        svc: "sessionize-exec",
        lvl: "error",
        perMin: 14,
        delay: 45,
        msgs: [
          "Executor: Exception in task {i:0-399}.{i:0-3} in stage {i:2-20}.0 (TID {i:100-9999}): com.clickhouse.client.ClickHouseException: Code: 252. DB::Exception: Too many parts ({i:3001-3100}). Merges are processing significantly slower than inserts. (TOO_MANY_PARTS), server ClickHouseNode [uri=http://clickhouse-server:8123/events]",
        ],
      },
      {
        svc: "sessionize-driver",
        lvl: "warn",
        perMin: 10,
        delay: 50,
        msgs: [
          "TaskSetManager: Lost task {i:0-399}.{i:0-3} in stage {i:2-20}.0 (TID {i:100-9999}) (10.60.{i:1-9}.{i:10-250} executor {i:1-16}): com.clickhouse.client.ClickHouseException: Code: 252. DB::Exception: Too many parts",
        ],
      },
    ],
  },
  {
    cat: "database",
    est: "ib",
    origin: "etl-scheduler",
    hints: ["operationalerror", "connection", "database", "psycopg2", "sqlalchemy", "slots"],
    sev: "high",
    note: "The Airflow scheduler cannot get connections to its metadata database (connection slots exhausted), its loop crashes and restarts, and task pods report heartbeat failures.",
    bursts: [
      {
        svc: "etl-scheduler",
        lvl: "error",
        perMin: 5,
        msgs: ["Exception when executing SchedulerJob._run_scheduler_loop"],
        stack: S.PY_AF_DB,
      },
      {
        svc: "etl-scheduler",
        lvl: "info",
        perMin: 2,
        delay: 20,
        msgs: ["Starting the scheduler", "Processing each file at most -1 times"],
      },
      {
        svc: "etl-task-pod",
        lvl: "error",
        perMin: 8,
        delay: 15,
        msgs: [
          'Task heartbeat failed: (psycopg2.OperationalError) connection to server at "ib-airflow-db.cluster-c9x2.eu-central-1.rds.amazonaws.com" (10.9.40.12), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
          "LocalTaskJob heartbeat got an exception; retrying (attempt {i:1-5})",
        ],
      },
    ],
    silence: [{ svc: "etl-scheduler", at: 0 }],
  },
  // ---------------- network
  {
    cat: "network",
    est: "tw",
    origin: "lake-ingest",
    hints: ["dns", "lookup", "dial", "network", "resolve"],
    sev: "high",
    note: "lake-ingest's pod can no longer resolve the S3 endpoint (DNS i/o timeouts on the node's resolver); uploads stop and Airflow partition sensors and GE checks complain.",
    bursts: [
      {
        svc: "lake-ingest",
        lvl: "error",
        perMin: 14,
        msgs: [
          'upload part-{i:10000-99999}.snappy.parquet: RequestError: send request failed\ncaused by: Put "https://tw-landing.s3.eu-west-1.amazonaws.com/pos/dt=2026-06-0{i:1-9}/hour={i:10-23}/part-{i:10000-99999}.snappy.parquet": dial tcp: lookup tw-landing.s3.eu-west-1.amazonaws.com on 172.20.0.10:53: read udp 10.20.{i:1-9}.{i:10-250}:{i:30000-60000}->172.20.0.10:53: i/o timeout',
          "listing sftp://pos-vendor/outbox: dial tcp: lookup sftp.pos-vendor.example on 172.20.0.10:53: read udp 10.20.{i:1-9}.{i:10-250}:{i:30000-60000}->172.20.0.10:53: i/o timeout",
        ],
      },
      {
        svc: "airflow-worker",
        lvl: "warn",
        perMin: 6,
        delay: 50,
        msgs: [
          "Partition s3://tw-landing/pos/dt=2026-06-0{i:1-9}/hour={i:10-23} not present yet, rescheduling sensor (reschedule mode, poke {i:10-30})",
        ],
      },
      {
        svc: "ge-validator",
        lvl: "error",
        perMin: 2,
        delay: 150,
        msgs: [
          "Validation of suite orders.critical against batch stg_pos_events: success=False, expect_table_row_count_to_be_between(min_value=1000) observed 0",
        ],
      },
    ],
    silence: [{ svc: "lake-ingest", at: 0 }],
  },
  {
    cat: "network",
    est: "ks",
    origin: "ledger-sink",
    hints: ["reset", "connection", "network", "tcp", "socket"],
    sev: "medium",
    note: "ledger-sink's connections to Redshift are reset mid-COPY after a NAT gateway change on its subnet; batches retry endlessly and pile up in the spool.",
    bursts: [
      {
        svc: "ledger-sink",
        lvl: "error",
        perMin: 10,
        msgs: [
          "COPY finance.charges_stage failed: write tcp 10.4.3.{i:10-250}:{i:30000-60000}->10.4.90.17:5439: write: connection reset by peer",
          "merge charges_stage: read tcp 10.4.3.{i:10-250}:{i:30000-60000}->10.4.90.17:5439: read: connection reset by peer",
          "redshift ping failed: unexpected EOF",
        ],
      },
      {
        svc: "ledger-sink",
        lvl: "warn",
        perMin: 8,
        delay: 5,
        msgs: ["batch {h:12}: retrying COPY in {i:1-30}s (attempt {i:2-8}/8)"],
      },
      {
        svc: "recon-service",
        lvl: "warn",
        perMin: 2,
        delay: 120,
        msgs: ["ReconcileSettlementJob: ledger rows for batch {i:10000-99999} missing after 120s, requeueing"],
      },
    ],
  },
  {
    cat: "network",
    est: "sm",
    origin: "sessionize-exec",
    hints: ["unknownhost", "dns", "resolve", "network", "connect"],
    sev: "high",
    note: "New sessionize executors cannot resolve the driver's headless service name and never register; the driver waits on lost executors and stages stall.",
    bursts: [
      {
        svc: "sessionize-exec",
        lvl: "error",
        perMin: 10,
        msgs: [
          "CoarseGrainedExecutorBackend: Executor self-exiting due to : Cannot register with driver: spark://CoarseGrainedScheduler@sessionize-driver-svc.sm-analytics.svc:7078",
          "TransportClientFactory: Exception while bootstrapping client after {i:5000-10000} ms",
        ],
        stack: S.SCALA_DNS,
      },
      {
        svc: "sessionize-driver",
        lvl: "warn",
        perMin: 8,
        delay: 20,
        msgs: [
          "KubernetesClusterSchedulerBackend: Executor {i:17-60} lost: The executor with id {i:17-60} exited with exit code 1(generic, no further info).",
          "TaskSchedulerImpl: Initial job has not accepted any resources; check your cluster UI to ensure that workers are registered and have sufficient resources",
        ],
      },
      {
        svc: "dagster-run-worker",
        lvl: "warn",
        perMin: 1,
        delay: 240,
        msgs: [
          'events_hourly - {h:8}-{h:4} - STEP_WORKER_STARTED - step "sessionize" running for {i:20-40}m (expected < 15m)',
        ],
      },
    ],
  },
  {
    cat: "network",
    est: "ib",
    origin: "route-scorer",
    hints: ["reset", "connection", "network", "socket", "unavailable"],
    sev: "medium",
    note: "route-scorer's node NIC flaps: its gRPC server logs connection resets and socket errors, and flink-eta's calls fail with UNAVAILABLE.",
    bursts: [
      {
        svc: "route-scorer",
        lvl: "warn",
        perMin: 12,
        msgs: [
          'chttp2_transport.cc:1143] ipv4:10.9.{i:1-9}.{i:10-250}:{i:30000-60000}: Got goaway [2] err=UNAVAILABLE:Endpoint read failed {created_time:"2026-06-0{i:1-9}T{i:10-23}:{i:10-59}:{i:10-59}", children:[UNKNOWN:recvmsg:Connection reset by peer {os_error:"Connection reset by peer", syscall:"recvmsg"}]}',
          "tcp_posix.cc:598] sendmsg: Broken pipe",
        ],
      },
      {
        svc: "flink-eta",
        lvl: "error",
        perMin: 16,
        delay: 2,
        msgs: [
          "RouteScoreAsyncFunction: ScoreRoutes call to route-scorer:50051 failed: io.grpc.StatusRuntimeException: UNAVAILABLE: io exception, retrying ({i:1-3}/3)",
          "AsyncWaitOperator: Async function call timed out for depot {p:AMS1|RTM2|UTR1}, emitting stale ETA",
        ],
      },
    ],
  },
  // ---------------- timeout
  {
    cat: "timeout",
    est: "tw",
    origin: "spark-driver",
    hints: ["timeout", "timeoutexception", "broadcast", "futures"],
    sev: "medium",
    note: "The store-sales Spark job's broadcast join exceeds spark.sql.broadcastTimeout (300 s) on grown dimension data; the driver aborts and Airflow retries the task.",
    bursts: [
      {
        svc: "spark-driver",
        lvl: "error",
        perMin: 2,
        msgs: [
          "ApplicationMaster: User class threw exception: org.apache.spark.SparkException: Could not execute broadcast in 300 secs. You can increase the timeout for broadcasts via spark.sql.broadcastTimeout or disable broadcast join by setting spark.sql.autoBroadcastJoinThreshold to -1",
        ],
        stack: S.SPARK_BCAST,
      },
      {
        svc: "airflow-worker",
        lvl: "error",
        perMin: 2,
        delay: 10,
        msgs: [
          "Task failed with exception <TaskInstance: sales_daily.spark_store_sales scheduled__2026-06-0{i:1-9}T02:00:00+00:00 [running]>: EmrStepSensor: step s-{h:12} FAILED (Application application_1780{i:100000-999999}_0042 failed 2 times due to AM Container exited with exitCode: 13)",
        ],
      },
      {
        svc: "airflow-scheduler",
        lvl: "warn",
        perMin: 1,
        delay: 15,
        msgs: ["Marking task as UP_FOR_RETRY. dag_id=sales_daily, task_id=spark_store_sales, try_number={i:2-3}"],
      },
    ],
    once: [
      {
        at: -300,
        svc: "spark-driver",
        lvl: "info",
        msg: "DAGScheduler: Submitting BroadcastExchange (broadcast at StoreSalesJob.scala:112), estimated size 1.9 GiB",
      },
    ],
  },
  {
    cat: "timeout",
    est: "ks",
    origin: "flink-jobmanager",
    hints: ["checkpoint", "expired", "timeout"],
    sev: "medium",
    note: "Flink checkpoints of the fraud-windowing job expire before completing (10 min timeout) until the tolerable-failure threshold restarts the job.",
    bursts: [
      {
        svc: "flink-jobmanager",
        lvl: "warn",
        perMin: 3,
        msgs: [
          "Checkpoint {i:4461-4480} of job 7c1f{h:28} expired before completing.",
          "Failed to trigger or complete checkpoint {i:4461-4480} for job 7c1f{h:28}. ({i:1-3} consecutive failed attempts so far)",
        ],
      },
      {
        svc: "flink-jobmanager",
        lvl: "error",
        perMin: 1,
        delay: 150,
        msgs: [
          "Job fraud-windowing (7c1f{h:28}) switched from state RUNNING to RESTARTING.\norg.apache.flink.util.FlinkRuntimeException: Exceeded checkpoint tolerable failure threshold. The latest checkpoint failed due to Checkpoint expired before completing, view the Checkpoint History tab or the Job Manager log to find out why continuous checkpoints failed.",
        ],
      },
      {
        svc: "flink-taskmanager",
        lvl: "warn",
        perMin: 4,
        delay: 60,
        msgs: [
          "Source: KafkaSource[payments.public.charges] (3/8)#0 is backpressured ({i:80-100}%), checkpoint barrier alignment {i:30-400}s",
        ],
      },
      {
        svc: "fraud-features",
        lvl: "warn",
        perMin: 4,
        delay: 120,
        msgs: ["velocity features stale: last window update {i:120-900}s ago, serving defaults"],
      },
    ],
  },
  {
    cat: "timeout",
    est: "sm",
    origin: "feature-api",
    hints: ["lock", "timeout"],
    sev: "medium",
    note: "feature-api's upserts wait on row locks held by a long batch transaction and are cancelled by lock_timeout; looker-proxy sees 504s.",
    bursts: [
      {
        svc: "feature-api",
        lvl: "error",
        perMin: 12,
        msgs: [
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; ERROR: canceling statement due to lock timeout]",
        ],
        stack: S.PG_LOCK,
        stackEvery: 2,
      },
      {
        svc: "feature-api",
        lvl: "warn",
        perMin: 3,
        msgs: ["GET /v1/features/user/{i:1000000-9999999} -> 500 in {i:5000-5100} ms"],
      },
      {
        svc: "looker-proxy",
        lvl: "error",
        perMin: 14,
        delay: 3,
        msgs: [
          "GET /api/4.0/queries/{i:10000-99999}/run/json 504 {i:30000-30100}ms upstream=feature-api: upstream request timeout",
        ],
      },
    ],
  },
  {
    cat: "timeout",
    est: "ib",
    origin: "wh-query-gw",
    hints: ["deadline", "timeout", "context"],
    sev: "medium",
    note: "wh-query-gw's Redshift queries stop returning within their 60 s deadline; the gateway cancels them and tracking-api reports 504s with retries.",
    bursts: [
      {
        svc: "wh-query-gw",
        lvl: "error",
        perMin: 12,
        msgs: [
          "query canceled pool=reporting wlm_queue=bi after 60.0s: context deadline exceeded",
          "pq: canceling statement due to user request (context deadline exceeded) query_id={i:100000-999999}",
        ],
      },
      {
        svc: "tracking-api",
        lvl: "error",
        perMin: 18,
        delay: 60,
        msgs: [
          "Completed 504 Gateway Timeout in {i:60000-61000}ms (ActiveRecord: {i:1-9}.{i:1-9}ms)",
          "Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (wh-query-gw.ib-platform.svc:8080)",
        ],
      },
      {
        svc: "dbt-redshift",
        lvl: "warn",
        perMin: 1,
        delay: 100,
        msgs: [
          "{i:1-36} of 36 START sql table model marts.fct_eta_accuracy ........ [RUN] still running after {i:300-600}s",
        ],
      },
    ],
  },
  // ---------------- rate_limiting
  {
    cat: "rate_limiting",
    est: "tw",
    origin: "lake-ingest",
    hints: ["slowdown", "throttl", "rate", "503", "reduce"],
    sev: "medium",
    note: "lake-ingest's parallel small-file uploads to one S3 prefix are throttled with SlowDown 503s; uploads lag and sensors wait.",
    bursts: [
      {
        svc: "lake-ingest",
        lvl: "warn",
        perMin: 30,
        msgs: [
          "upload part-{i:10000-99999}.snappy.parquet: SlowDown: Please reduce your request rate.\n\tstatus code: 503, request id: {h:16}, host id: {h:40}",
          "throttled by S3 (SlowDown), backing off {i:200-6400}ms (attempt {i:2-6}/10)",
        ],
      },
      {
        svc: "lake-ingest",
        lvl: "error",
        perMin: 3,
        delay: 90,
        msgs: [
          "giving up on part-{i:10000-99999}.snappy.parquet after 10 attempts: SlowDown: Please reduce your request rate.",
        ],
      },
      {
        svc: "airflow-worker",
        lvl: "warn",
        perMin: 4,
        delay: 100,
        msgs: [
          "Partition s3://tw-landing/pos/dt=2026-06-0{i:1-9}/hour={i:10-23} not present yet, rescheduling sensor (reschedule mode, poke {i:10-30})",
        ],
      },
    ],
    once: [{ at: -20, svc: "lake-ingest", lvl: "info", msg: "backfill started: 2026-05-01..2026-05-31, workers=64" }],
  },
  {
    cat: "rate_limiting",
    est: "ks",
    origin: "fraud-features",
    hints: ["429", "rate", "too many requests", "throttl", "limit"],
    sev: "medium",
    note: "fraud-features exceeds the BIN-enrichment vendor's request quota and gets 429 Too Many Requests; features fall back to defaults and payments-api scoring slows.",
    bursts: [
      {
        svc: "fraud-features",
        lvl: "warn",
        perMin: 28,
        msgs: [
          "enrichment lookup bin={i:400000-559999}: HTTP 429 Too Many Requests (Retry-After: {i:1-30}), backing off",
          "binlist client: rate limit exceeded (x-ratelimit-remaining=0, x-ratelimit-reset={i:1-60})",
        ],
      },
      {
        svc: "fraud-features",
        lvl: "error",
        perMin: 4,
        delay: 60,
        msgs: ["feature vector for charge ch_{h:14} built with {i:3-9} defaulted fields (enrichment unavailable: 429)"],
      },
      {
        svc: "payments-api",
        lvl: "warn",
        perMin: 6,
        delay: 30,
        msgs: [
          "Fraud scoring for charge ch_{h:14} took {i:1500-4000} ms (budget 800 ms), proceeding with rules-only score",
        ],
      },
    ],
  },
  {
    cat: "rate_limiting",
    est: "sm",
    origin: "bq-loader",
    hints: ["ratelimitexceeded", "rate", "quota", "exceeded", "limits"],
    sev: "medium",
    note: "bq-loader patches table metadata after every micro-batch and hits BigQuery's table-update rate limit; loads fail with 403 rate limits exceeded.",
    bursts: [
      {
        svc: "bq-loader",
        lvl: "error",
        perMin: 10,
        msgs: ["partition metadata update failed for raw.events"],
        stack: S.PY_BQ_RATE,
        stackEvery: 2,
      },
      {
        svc: "bq-loader",
        lvl: "warn",
        perMin: 6,
        msgs: ["load job job_{h:20}: 403 rateLimitExceeded, retrying in {i:1-16}.{i:1-9}s"],
      },
      {
        svc: "dagster-run-worker",
        lvl: "warn",
        perMin: 3,
        delay: 60,
        msgs: [
          'events_hourly - {h:8}-{h:4} - STEP_UP_FOR_RETRY - Execution of step "load_raw_events" failed and has requested a retry in 30 seconds.',
        ],
      },
    ],
  },
  {
    cat: "rate_limiting",
    est: "ib",
    origin: "shipment-events",
    hints: ["throughput", "rate", "throttl", "exceeded", "provisioned"],
    sev: "medium",
    note: "shipment-events writes to a hot Kinesis shard and is throttled with ProvisionedThroughputExceededException; scans back up and clients see slow 202s and 503s.",
    bursts: [
      {
        svc: "shipment-events",
        lvl: "warn",
        perMin: 30,
        msgs: [
          "PutRecords partial failure: {i:10-400} of {i:400-500} records throttled (ProvisionedThroughputExceededException: Rate exceeded for shard shardId-000000000003 in stream ib-shipments under account 4410{i:10000000-99999999}.)",
          "kinesis retry queue depth {i:1000-40000}",
        ],
      },
      {
        svc: "shipment-events",
        lvl: "error",
        perMin: 6,
        delay: 80,
        msgs: ["POST /ingest/scan 503 {i:2000-9000}ms - retry queue full"],
      },
      {
        svc: "flink-eta",
        lvl: "warn",
        perMin: 2,
        delay: 120,
        msgs: ["KinesisDataFetcher: shard shardId-000000000003 millisBehindLatest={i:60000-900000}"],
      },
    ],
  },
  // ---------------- validation
  {
    cat: "validation",
    est: "tw",
    origin: "lake-ingest",
    hints: ["schema", "mismatch", "validation", "type", "invalid"],
    sev: "medium",
    note: "lake-ingest rejects the POS vendor's files because unit_price arrives as a string; landing partitions stay empty and data-quality checks fail downstream.",
    bursts: [
      {
        svc: "lake-ingest",
        lvl: "error",
        perMin: 8,
        msgs: [
          'rejecting sftp://pos-vendor/outbox/pos_{i:100-999}_{h:6}.parquet: schema validation failed: column "unit_price" has physical type BYTE_ARRAY (STRING), expected DOUBLE',
          "moved pos_{i:100-999}_{h:6}.parquet to quarantine/ (1 schema violation)",
        ],
      },
      {
        svc: "ge-validator",
        lvl: "error",
        perMin: 2,
        delay: 120,
        msgs: [
          "Validation of suite orders.critical against batch stg_pos_events: success=False, expect_table_row_count_to_be_between(min_value=1000) observed 0",
        ],
      },
      {
        svc: "airflow-worker",
        lvl: "warn",
        perMin: 4,
        delay: 60,
        msgs: [
          "Partition s3://tw-landing/pos/dt=2026-06-0{i:1-9}/hour={i:10-23} not present yet, rescheduling sensor (reschedule mode, poke {i:10-30})",
        ],
      },
    ],
  },
  {
    cat: "validation",
    est: "ks",
    origin: "connect-worker",
    hints: ["schema", "incompatible", "serialize", "avro", "dataexception"],
    sev: "high",
    note: "A column type change upstream makes the Debezium connector produce an Avro schema the registry rejects as incompatible (409); the source task is killed and CDC stops.",
    bursts: [
      {
        svc: "connect-worker",
        lvl: "error",
        perMin: 3,
        msgs: [
          "[debezium-payments|task-0] WorkerSourceTask{id=debezium-payments-0} Task threw an uncaught and unrecoverable exception. Task is being killed and will not recover until manually restarted (org.apache.kafka.connect.runtime.WorkerTask)",
        ],
        stack: S.CONNECT_AVRO,
      },
      {
        svc: "schema-registry",
        lvl: "info",
        perMin: 3,
        msgs: [
          '10.4.{i:1-9}.{i:10-250} - - "POST /subjects/payments.public.charges-value/versions HTTP/1.1" 409 {i:300-500} "-" "Java/17.0.11" {i:5-30} (io.confluent.rest-utils.requests)',
        ],
      },
      {
        svc: "ledger-sink",
        lvl: "warn",
        perMin: 2,
        delay: 120,
        msgs: ["no new change events for finance.charges in {i:120-400}s"],
      },
    ],
    silence: [{ svc: "connect-worker", at: 0 }],
  },
  {
    cat: "validation",
    est: "sm",
    origin: "bq-loader",
    hints: ["badrequest", "invalid", "parse", "json", "schema", "field"],
    sev: "medium",
    note: "A partner drop adds an unknown field and bq-loader's load jobs are rejected with 400 BadRequest (no such field); the Dagster step fails.",
    bursts: [
      {
        svc: "bq-loader",
        lvl: "error",
        perMin: 6,
        msgs: [
          "load job job_{h:20} failed: JSON parsing error in row starting at position 0: No such field: client_ts.",
        ],
        stack: S.PY_BQ_BAD,
        stackEvery: 2,
      },
      {
        svc: "dagster-run-worker",
        lvl: "error",
        perMin: 3,
        delay: 20,
        msgs: [
          'events_hourly - {h:8}-{h:4} - STEP_FAILURE - Execution of step "load_raw_events" failed.\ngoogle.api_core.exceptions.BadRequest: 400 Error while reading data, error message: JSON table encountered too many errors, giving up.',
        ],
      },
    ],
  },
  {
    cat: "validation",
    est: "ib",
    origin: "tracking-api",
    hints: ["validation", "recordinvalid", "invalid", "422"],
    sev: "medium",
    note: "tracking-api rejects ETA batches with 422 because new validations refuse ETAs more than 14 days out; the Airflow task pod retries and the ETA marts go stale.",
    bursts: [
      {
        svc: "tracking-api",
        lvl: "error",
        perMin: 6,
        msgs: [
          "Completed 422 Unprocessable Entity in {i:40-200}ms (ActiveRecord: {i:10-90}.{i:1-9}ms | Allocations: {i:9000-40000})",
        ],
        stack: S.RB_VALID,
      },
      {
        svc: "etl-task-pod",
        lvl: "error",
        perMin: 10,
        delay: 1,
        msgs: [
          'POST http://tracking-api.ib-platform.svc/internal/eta_batches -> 422 Unprocessable Entity: {"errors":["Eta at can\'t be more than 14 days out"]} (batch {i:1000-9999}, attempt {i:1-3})',
        ],
      },
    ],
  },
  // ---------------- null_reference
  {
    cat: "null_reference",
    est: "tw",
    origin: "airflow-worker",
    hints: ["nonetype", "none", "typeerror", "null", "subscriptable"],
    sev: "medium",
    note: "An inventory_hourly task reads store metadata that is now missing a region, hits 'NoneType' object is not subscriptable, and fails every retry.",
    bursts: [
      {
        svc: "airflow-worker",
        lvl: "error",
        perMin: 3,
        msgs: [`Task failed with exception ${TI("inventory_hourly", "build_store_manifest")}`],
        stack: S.PY_NONE,
      },
      {
        svc: "airflow-scheduler",
        lvl: "warn",
        perMin: 2,
        delay: 5,
        msgs: [
          "Marking task as UP_FOR_RETRY. dag_id=inventory_hourly, task_id=build_store_manifest, try_number={i:1-3}",
          "Marking task as FAILED. dag_id=inventory_hourly, task_id=build_store_manifest",
        ],
      },
    ],
  },
  {
    cat: "null_reference",
    est: "ks",
    origin: "payments-api",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "payments-api's outbox mapper dereferences a missing charge descriptor and throws NullReferenceException on most charge creations.",
    bursts: [
      {
        svc: "payments-api",
        lvl: "error",
        perMin: 14,
        msgs: ["An unhandled exception has occurred while executing the request."],
        stack: S.DOTNET_NRE,
        stackEvery: 2,
      },
      {
        svc: "payments-api",
        lvl: "info",
        perMin: 10,
        msgs: [
          "Request finished HTTP/1.1 POST http://payments-api/v1/charges - 500 - application/problem+json {i:5-40}.{i:1000-9999}ms",
        ],
      },
      {
        svc: "recon-service",
        lvl: "warn",
        perMin: 3,
        delay: 60,
        msgs: [
          "charge count mismatch for settlement day 2026-06-0{i:1-9}: expected {i:9000-9999}, ledger has {i:5000-8000}",
        ],
      },
    ],
  },
  {
    cat: "null_reference",
    est: "sm",
    origin: "looker-proxy",
    hints: ["undefined", "typeerror", "null", "cannot read"],
    sev: "medium",
    note: "looker-proxy crashes on query results without dashboard metadata ('Cannot read properties of undefined'); dashboards get 500s.",
    bursts: [
      {
        svc: "looker-proxy",
        lvl: "error",
        perMin: 16,
        msgs: ["GET /api/4.0/queries/{i:10000-99999}/run/json 500 {i:80-300}ms"],
        stack: S.NODE_UNDEF,
        stackEvery: 2,
      },
    ],
  },
  {
    cat: "null_reference",
    est: "ib",
    origin: "flink-eta",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "flink-eta's enricher gets null for a newly opened depot, throws NullPointerException, and the job restarts in a loop.",
    bursts: [
      {
        svc: "flink-eta",
        lvl: "error",
        perMin: 3,
        msgs: ["EtaEnricher -> Sink: eta-updates (2/4)#{i:1-40} switched from RUNNING to FAILED with failure cause:"],
        stack: S.JAVA_NPE_ETA,
      },
      {
        svc: "flink-eta",
        lvl: "info",
        perMin: 3,
        msgs: ["Job eta-pipeline (3ad0{h:28}) switched from state RESTARTING to RUNNING."],
      },
      {
        svc: "tracking-api",
        lvl: "warn",
        perMin: 4,
        delay: 90,
        msgs: ["ETA for shipment IB{i:10000000-99999999} is {i:10-60} min old, serving last known"],
      },
    ],
  },
  // ---------------- configuration
  {
    cat: "configuration",
    est: "tw",
    origin: "spark-driver",
    hints: ["config", "memory", "illegalargument", "executor", "threshold"],
    sev: "medium",
    note: "A spark-defaults change raises spark.executor.memory to 16g, above the YARN maximum allocation; every store-sales submission fails at startup.",
    bursts: [
      {
        svc: "spark-driver",
        lvl: "error",
        perMin: 2,
        msgs: ["SparkContext: Error initializing SparkContext."],
        stack: S.SPARK_CONF,
      },
      {
        svc: "airflow-worker",
        lvl: "error",
        perMin: 2,
        delay: 8,
        msgs: [
          "Task failed with exception <TaskInstance: sales_daily.spark_store_sales scheduled__2026-06-0{i:1-9}T02:00:00+00:00 [running]>: Cannot execute: spark-submit --master yarn --deploy-mode cluster --name store_sales ... Error code is: 1.",
        ],
      },
      {
        svc: "airflow-scheduler",
        lvl: "warn",
        perMin: 1,
        delay: 12,
        msgs: ["Marking task as UP_FOR_RETRY. dag_id=sales_daily, task_id=spark_store_sales, try_number={i:2-3}"],
      },
    ],
    once: [
      {
        at: -40,
        svc: "spark-driver",
        lvl: "info",
        msg: "Loading Spark properties from /etc/spark/conf/spark-defaults.conf (revision {h:7}, updated 2026-06-0{i:1-9})",
      },
      {
        at: -39,
        svc: "spark-driver",
        lvl: "info",
        msg: "Parsed spark.executor.memory=16g spark.executor.cores=5 spark.dynamicAllocation.maxExecutors=40",
      },
    ],
  },
  {
    cat: "configuration",
    est: "ks",
    origin: "connect-worker",
    hints: ["configexception", "config", "invalid value", "converter"],
    sev: "high",
    note: "A connector config update misspells the value.converter class; connect-worker cannot start the Debezium task and CDC stops.",
    bursts: [
      {
        svc: "connect-worker",
        lvl: "error",
        perMin: 2,
        msgs: [
          "[Worker clientId=connect-1, groupId=ks-connect] Failed to start task debezium-payments-0 (org.apache.kafka.connect.runtime.distributed.DistributedHerder)",
        ],
        stack: S.CONNECT_CONF,
      },
      {
        svc: "flink-taskmanager",
        lvl: "warn",
        perMin: 3,
        delay: 90,
        msgs: [
          "Source: KafkaSource[payments.public.charges] (3/8)#0 idle for {i:60-300}s, marking subtask idle for watermark alignment",
        ],
      },
      {
        svc: "ledger-sink",
        lvl: "warn",
        perMin: 2,
        delay: 120,
        msgs: ["no new change events for finance.charges in {i:120-400}s"],
      },
    ],
    once: [
      {
        at: -6,
        svc: "connect-worker",
        lvl: "info",
        msg: "[Worker clientId=connect-1, groupId=ks-connect] Connector debezium-payments config updated (org.apache.kafka.connect.runtime.distributed.DistributedHerder)",
      },
      {
        at: -3,
        svc: "connect-worker",
        lvl: "info",
        msg: "[Worker clientId=connect-1, groupId=ks-connect] Handling connector-only config update by restarting connector debezium-payments (org.apache.kafka.connect.runtime.distributed.DistributedHerder)",
      },
    ],
    silence: [{ svc: "connect-worker", at: 0 }],
  },
  {
    cat: "configuration",
    est: "sm",
    origin: "feature-api",
    hints: ["config", "bind", "property", "numberformat", "startup"],
    sev: "high",
    note: "A feature-api rollout references an unset FEATURE_DB_POOL_SIZE placeholder; the new pods fail to start in a loop and looker-proxy gets connection refused.",
    bursts: [
      { svc: "feature-api", lvl: "error", perMin: 2, msgs: ["Application run failed"], stack: S.SPRING_FAIL },
      {
        svc: "feature-api",
        lvl: "info",
        perMin: 2,
        delay: 5,
        msgs: [
          "Starting FeatureApiApplication v2.31.0 using Java 21.0.3 with PID 1 (/app/feature-api.jar started by app in /app)",
          'The following 1 profile is active: "prod"',
        ],
      },
      {
        svc: "looker-proxy",
        lvl: "error",
        perMin: 16,
        delay: 20,
        msgs: [
          "GET /api/4.0/queries/{i:10000-99999}/run/json 502 {i:1-9}ms upstream=feature-api: connect ECONNREFUSED 10.60.{i:1-9}.{i:10-250}:8080",
        ],
      },
    ],
    once: [
      {
        at: -25,
        svc: "feature-api",
        lvl: "info",
        msg: "Commencing graceful shutdown. Waiting for active requests to complete (rollout feature-api-7d9f{h:6} -> revision 58)",
      },
    ],
    silence: [{ svc: "feature-api", at: -20 }],
  },
  {
    cat: "configuration",
    est: "ib",
    origin: "dbt-redshift",
    hints: ["env var", "config", "profile", "not provided", "runtime error"],
    sev: "medium",
    note: "After a profiles.yml change dbt-redshift requires DBT_REDSHIFT_HOST, which the task environment lacks; every dbt build fails before running models.",
    bursts: [
      {
        svc: "dbt-redshift",
        lvl: "error",
        perMin: 3,
        msgs: [
          "Encountered an error:\nParsing Error\n  Env var required but not provided: 'DBT_REDSHIFT_HOST'",
          "Runtime Error\n  Could not render profile 'ironbark' target 'prod': Env var required but not provided: 'DBT_REDSHIFT_HOST'",
        ],
      },
      {
        svc: "etl-task-pod",
        lvl: "error",
        perMin: 3,
        delay: 4,
        msgs: ["Pod eta-marts-dbt-{h:8} Failed: container dbt exited with code 2"],
      },
      {
        svc: "etl-scheduler",
        lvl: "warn",
        perMin: 2,
        delay: 8,
        msgs: ["Marking task as UP_FOR_RETRY. dag_id=eta_marts, task_id=dbt_build, try_number={i:1-3}"],
      },
    ],
    once: [
      {
        at: -50,
        svc: "dbt-redshift",
        lvl: "info",
        msg: "Running with dbt=1.8.3 profiles_dir=/opt/dbt/profiles (profiles.yml revision {h:7})",
      },
    ],
  },
  // ---------------- dependency
  {
    cat: "dependency",
    est: "tw",
    origin: "dbt-runner",
    hints: ["503", "unavailable", "snowflake", "service"],
    sev: "high",
    note: "Snowflake's endpoint in the region returns 503 Service Unavailable; dbt-runner's models fail and Airflow retries every dbt task.",
    bursts: [
      {
        svc: "dbt-runner",
        lvl: "error",
        perMin: 8,
        msgs: [
          "{i:1-48} of 48 ERROR creating sql incremental model analytics.{p:fct_orders|fct_basket_lines|fct_stock_moves} ........ [ERROR in {i:30-90}.{i:10-99}s]\n  Database Error in model {p:fct_orders|fct_stock_moves}\n  250003: Failed to get the response. Hanging? method: post, url: https://tw12345.eu-west-1.snowflakecomputing.com:443/queries/v1/query-request?requestId={h:8}-{h:4}-{h:4}-{h:4}-{h:12}, HTTP 503: Service Unavailable",
        ],
      },
      {
        svc: "dbt-runner",
        lvl: "warn",
        perMin: 6,
        msgs: [
          "snowflake.connector.network: HTTP 503 Service Unavailable from tw12345.eu-west-1.snowflakecomputing.com, retry {i:1-7} in {i:1-16}s",
        ],
      },
      {
        svc: "airflow-worker",
        lvl: "error",
        perMin: 4,
        delay: 40,
        msgs: [`Task failed with exception ${TI("sales_daily", "dbt_run")}`],
        stack: S.PY_DBT,
      },
      {
        svc: "bi-gateway",
        lvl: "warn",
        perMin: 2,
        delay: 120,
        msgs: ["dataset freshness: analytics.fct_orders last loaded {i:70-130} min ago (sla 60 min)"],
      },
    ],
  },
  {
    cat: "dependency",
    est: "ks",
    origin: "flink-taskmanager",
    hints: ["broker", "kafka", "not available", "unavailable", "timeout"],
    sev: "high",
    note: "Two brokers of the managed Kafka cluster go away; flink-taskmanager's consumers cannot reach them and the job stalls and restarts.",
    bursts: [
      {
        svc: "flink-taskmanager",
        lvl: "warn",
        perMin: 20,
        msgs: [
          "[Consumer clientId=fraud-windowing-{i:0-5}, groupId=fraud-windowing] Connection to node {p:2|3} (b-{p:2|3}.ks-msk.x7k2pq.c4.kafka.eu-west-1.amazonaws.com/10.4.8.{i:10-60}:9094) could not be established. Broker may not be available. (org.apache.kafka.clients.NetworkClient)",
        ],
      },
      {
        svc: "flink-taskmanager",
        lvl: "error",
        perMin: 2,
        delay: 60,
        msgs: [
          "Source: KafkaSource[payments.public.charges] -> Map (3/8)#{i:1-9} switched from RUNNING to FAILED with failure cause: org.apache.kafka.common.errors.TimeoutException: Timeout of 60000ms expired before the position for partition payments.public.charges-{i:0-11} could be determined",
        ],
      },
      {
        svc: "flink-jobmanager",
        lvl: "info",
        perMin: 2,
        delay: 62,
        msgs: [
          "Job fraud-windowing (7c1f{h:28}) switched from state RUNNING to RESTARTING.",
          "Job fraud-windowing (7c1f{h:28}) switched from state RESTARTING to RUNNING.",
        ],
      },
      {
        svc: "connect-worker",
        lvl: "warn",
        perMin: 6,
        delay: 5,
        msgs: [
          "[Producer clientId=connector-producer-debezium-payments-0] Got error produce response with correlation id {i:10000-99999} on topic-partition payments.public.charges-{i:0-11}, retrying (2147483{i:100-600} attempts left). Error: NOT_LEADER_OR_FOLLOWER (org.apache.kafka.clients.producer.internals.Sender)",
        ],
      },
    ],
  },
  {
    cat: "dependency",
    est: "sm",
    origin: "gcs-fetcher",
    hints: ["503", "backenderror", "unavailable", "gcs", "internal error"],
    sev: "medium",
    note: "GCS returns 503 backendError for writes to the partner-drop bucket; gcs-fetcher's copies fail after retries and partner partitions stay empty.",
    bursts: [
      {
        svc: "gcs-fetcher",
        lvl: "error",
        perMin: 10,
        msgs: [
          "copy sftp://drops.{p:acme-ads|northpix}.net/out/{h:8}.json.gz -> gs://sm-partner-drops/{p:acme|northpix}/: googleapi: Error 503: We encountered an internal error. Please try again., backendError",
          "storage: retry budget exhausted for gs://sm-partner-drops/{p:acme|northpix}/dt=2026-06-0{i:1-9}/{h:8}.json.gz: googleapi: Error 503: Service Unavailable",
        ],
      },
      {
        svc: "gcs-fetcher",
        lvl: "warn",
        perMin: 10,
        msgs: ["storage: retrying upload after 503 (attempt {i:2-6}, backoff {i:1-32}s)"],
      },
      {
        svc: "dq-monitor",
        lvl: "warn",
        perMin: 1,
        delay: 200,
        msgs: ["Check 'row_count > 0' on raw.partner_impressions (partition 2026-06-0{i:1-9}): FAIL (0 rows)"],
      },
    ],
    silence: [{ svc: "gcs-fetcher", at: 0 }],
  },
  {
    cat: "dependency",
    est: "ib",
    origin: "etl-task-pod",
    hints: ["circuit", "502", "carrier", "bad gateway", "breaker"],
    sev: "medium",
    note: "The PostNL carrier API answers 502 Bad Gateway until etl-task-pod's circuit breaker opens; carrier event pulls fail while the other carriers are fine.",
    bursts: [
      {
        svc: "etl-task-pod",
        lvl: "warn",
        perMin: 10,
        until: 60,
        msgs: ["carrier PostNL: HTTP 502 Bad Gateway from api.postnl.example/shipment/v2/status, retry {i:1-4}/4"],
      },
      {
        svc: "etl-task-pod",
        lvl: "error",
        perMin: 6,
        delay: 60,
        msgs: ["carrier PostNL: page fetch failed"],
        stack: S.PY_BREAKER,
        stackEvery: 2,
      },
      {
        svc: "etl-scheduler",
        lvl: "warn",
        perMin: 1,
        delay: 90,
        msgs: ["Marking task as UP_FOR_RETRY. dag_id=carrier_events, task_id=pull_carrier_api, try_number={i:1-3}"],
      },
    ],
  },
  // ---------------- memory
  {
    cat: "memory",
    est: "tw",
    origin: "spark-executor",
    hints: ["outofmemory", "memory", "heap", "oom"],
    sev: "high",
    note: "A skewed aggregation makes spark executors run out of heap and YARN kills containers for exceeding memory limits; the driver's lost-executor and task-retry lines are louder.",
    bursts: [
      {
        svc: "spark-executor",
        lvl: "error",
        perMin: 4,
        msgs: ["Executor: Exception in task {i:0-199}.{i:0-3} in stage 17.0 (TID {i:1000-9999})"],
        stack: S.JAVA_OOM_EXEC,
      },
      {
        svc: "spark-executor",
        lvl: "fatal",
        perMin: 1,
        delay: 10,
        msgs: [
          "SparkUncaughtExceptionHandler: Uncaught exception in thread Thread[Executor task launch worker for task {i:1000-9999},5,main]\njava.lang.OutOfMemoryError: Java heap space",
        ],
      },
      {
        svc: "spark-driver",
        lvl: "error",
        perMin: 10,
        delay: 20,
        msgs: [
          "YarnScheduler: Lost executor {i:1-24} on ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal: Container killed by YARN for exceeding physical memory limits. 12.{i:1-9} GB of 12 GB physical memory used. Consider boosting spark.executor.memoryOverhead.",
          "TaskSetManager: Lost task {i:0-199}.{i:0-3} in stage 17.0 (TID {i:1000-9999}) (ip-10-20-{i:1-9}-{i:10-250}.eu-west-1.compute.internal executor {i:1-24}): ExecutorLostFailure (executor {i:1-24} exited caused by one of the running tasks) Reason: Container killed by YARN for exceeding physical memory limits.",
        ],
      },
      {
        svc: "spark-driver",
        lvl: "warn",
        perMin: 6,
        delay: 25,
        msgs: [
          "TaskSetManager: Starting task {i:0-199}.{i:1-3} in stage 17.0 (TID {i:1000-9999}) (retry after executor loss)",
        ],
      },
    ],
  },
  {
    cat: "memory",
    est: "ks",
    origin: "flink-taskmanager",
    hints: ["outofmemory", "memory", "direct buffer"],
    sev: "high",
    note: "flink-taskmanager runs out of direct buffer memory in the Kafka fetcher and crashes; the jobmanager reports the TaskManager lost and restarts the job.",
    bursts: [
      {
        svc: "flink-taskmanager",
        lvl: "error",
        perMin: 2,
        msgs: ["Fatal error occurred while executing the TaskManager. Shutting it down..."],
        stack: S.FLINK_OOM,
      },
      {
        svc: "flink-jobmanager",
        lvl: "warn",
        perMin: 4,
        delay: 15,
        msgs: [
          "The heartbeat of TaskManager with id 10.4.5.{i:10-250}:{i:30000-60000}-{h:6} timed out.",
          "Job fraud-windowing (7c1f{h:28}) switched from state RUNNING to RESTARTING.\norg.apache.flink.runtime.jobmaster.JobMasterException: TaskManager with id 10.4.5.{i:10-250}:{i:30000-60000}-{h:6} is no longer reachable.",
        ],
      },
      {
        svc: "fraud-features",
        lvl: "warn",
        perMin: 4,
        delay: 60,
        msgs: ["velocity features stale: last window update {i:120-900}s ago, serving defaults"],
      },
    ],
    once: [
      {
        at: -60,
        svc: "flink-taskmanager",
        lvl: "warn",
        msg: "Memory usage stats: [HEAP: 1811/2048/2048 MB, NON HEAP: 192/201/-1 MB (used/committed/max)], [DIRECT: 1020/1024/1024 MB]",
      },
    ],
  },
  {
    cat: "memory",
    est: "sm",
    origin: "dagster-run-worker",
    hints: ["memory", "memoryerror", "allocate", "oom"],
    sev: "high",
    note: "The sessions_daily asset concatenates a month of parquet parts in pandas and the run worker cannot allocate memory, then is OOM-killed; the daemon marks runs failed.",
    bursts: [
      {
        svc: "dagster-run-worker",
        lvl: "error",
        perMin: 1,
        until: 30,
        msgs: ['sessions_daily - {h:8}-{h:4} - STEP_FAILURE - Execution of step "sessions_daily" failed.'],
        stack: S.PY_MEM,
      },
      {
        svc: "dagster-daemon",
        lvl: "error",
        perMin: 3,
        delay: 40,
        msgs: [
          "dagster.daemon.MonitoringDaemon - Detected run worker status UNHEALTHY: Run worker pod dagster-run-{h:8} failed: OOMKilled (exit code 137). Marking run {h:8}-{h:4}-{h:4}-{h:4}-{h:12} as failed.",
        ],
      },
      {
        svc: "dq-monitor",
        lvl: "warn",
        perMin: 1,
        delay: 200,
        msgs: ["Check 'freshness(loaded_at) < 2h' on sessions: FAIL (freshness 2h{i:1-30}m)"],
      },
    ],
    silence: [{ svc: "dagster-run-worker", at: 30 }],
  },
  {
    cat: "memory",
    est: "ib",
    origin: "route-scorer",
    hints: ["bad_alloc", "memory", "alloc"],
    sev: "high",
    note: "route-scorer's candidate expansion allocates without bound on a large depot, throws std::bad_alloc and aborts repeatedly; flink-eta calls fail while it restarts.",
    bursts: [
      {
        svc: "route-scorer",
        lvl: "fatal",
        perMin: 1,
        msgs: ["scorer.cc:214] candidate set for depot EIN3 grew to {i:30000000-90000000} entries"],
        stack: S.CPP_BADALLOC,
      },
      {
        svc: "route-scorer",
        lvl: "info",
        perMin: 1,
        delay: 8,
        msgs: ["main.cc:58] route-scorer build 4.12.{i:0-9} starting, loading graph /data/graph/nl-2026w23.bin"],
      },
      {
        svc: "flink-eta",
        lvl: "error",
        perMin: 14,
        delay: 3,
        msgs: [
          "RouteScoreAsyncFunction: ScoreRoutes call to route-scorer:50051 failed: io.grpc.StatusRuntimeException: UNAVAILABLE: Connection refused: route-scorer/10.9.4.{i:10-250}:50051",
          "AsyncWaitOperator: Async function call timed out for depot EIN3, emitting stale ETA",
        ],
      },
    ],
    once: [{ at: -45, svc: "route-scorer", lvl: "warn", msg: "mem_watch.cc:31] RSS 7.{i:1-8} GiB of 8 GiB limit" }],
  },
  // ---------------- disk
  {
    cat: "disk",
    est: "tw",
    origin: "airflow-scheduler",
    hints: ["no space", "disk", "errno 28", "oserror", "space"],
    sev: "high",
    note: "The scheduler's log volume fills up; the scheduler loop crashes with Errno 28 and tasks stop being queued while workers idle.",
    bursts: [
      {
        svc: "airflow-scheduler",
        lvl: "error",
        perMin: 3,
        msgs: ["Exception when executing SchedulerJob._run_scheduler_loop"],
        stack: S.PY_AF_DISK,
      },
      {
        svc: "airflow-scheduler",
        lvl: "error",
        perMin: 2,
        delay: 5,
        msgs: [
          "--- Logging error ---\nOSError: [Errno 28] No space left on device: '/opt/airflow/logs/scheduler/2026-06-0{i:1-9}/sales_daily.py.log'",
        ],
      },
      {
        svc: "airflow-worker",
        lvl: "warn",
        perMin: 2,
        delay: 120,
        msgs: ["celery@airflow-worker-{i:0-3} ready; no tasks received in {i:120-400}s"],
      },
    ],
    once: [
      {
        at: -150,
        svc: "airflow-scheduler",
        lvl: "warn",
        msg: "Log folder /opt/airflow/logs/scheduler is 97% full ({i:48-49}.{i:1-9} GiB of 50 GiB)",
      },
    ],
    silence: [{ svc: "airflow-scheduler", at: 0 }],
  },
  {
    cat: "disk",
    est: "ks",
    origin: "ledger-sink",
    hints: ["no space", "disk", "space", "enospc"],
    sev: "high",
    note: "ledger-sink's spool volume fills while staging batches; writes fail with no space left on device and change events back up.",
    bursts: [
      {
        svc: "ledger-sink",
        lvl: "error",
        perMin: 10,
        msgs: [
          "stage batch {h:12}: write /var/spool/ledger-sink/batch-{h:12}.csv.gz: no space left on device",
          "consumer paused: cannot stage batch (no space left on device)",
        ],
      },
      {
        svc: "flink-taskmanager",
        lvl: "warn",
        perMin: 3,
        delay: 90,
        msgs: ["Sink: ledger-events (2/4)#0 is backpressured ({i:80-100}%)"],
      },
    ],
    once: [
      { at: -120, svc: "ledger-sink", lvl: "warn", msg: "spool /var/spool/ledger-sink usage 93% (18.6 GiB of 20 GiB)" },
    ],
  },
  {
    cat: "disk",
    est: "sm",
    origin: "clickhouse-server",
    hints: ["not_enough_space", "space", "disk", "reserve"],
    sev: "high",
    note: "ClickHouse's data disk runs out of space; merges and inserts fail with NOT_ENOUGH_SPACE and the sessionize job's writes error out.",
    bursts: [
      {
        svc: "clickhouse-server",
        lvl: "error",
        perMin: 8,
        msgs: [
          "<Error> executeQuery: Code: 243. DB::Exception: Cannot reserve {i:1-90}.00 MiB, not enough space. (NOT_ENOUGH_SPACE) (version 24.3.{i:2-6}.{i:10-50} (official build)) (from 10.60.{i:1-9}.{i:10-250}:{i:30000-60000}) (in query: INSERT INTO events.sessions FORMAT RowBinary)",
          "<Error> events.sessions ({h:8}-{h:4}-{h:4}-{h:4}-{h:12}): Part 202606_{i:1-900}_{i:900-1800}_{i:1-4} merge failed: Code: 243. DB::Exception: Cannot reserve {i:100-900}.00 MiB, not enough space. (NOT_ENOUGH_SPACE)",
        ],
        stack: S.CH_SPACE,
        stackEvery: 3,
      },
      {
        svc: "sessionize-exec",
        lvl: "error",
        perMin: 10,
        delay: 10,
        msgs: [
          "Executor: Exception in task {i:0-399}.{i:0-3} in stage {i:2-20}.0 (TID {i:100-9999}): com.clickhouse.client.ClickHouseException: Code: 243. DB::Exception: Cannot reserve 1.00 MiB, not enough space. (NOT_ENOUGH_SPACE), server ClickHouseNode [uri=http://clickhouse-server:8123/events]",
        ],
      },
      {
        svc: "looker-proxy",
        lvl: "warn",
        perMin: 3,
        delay: 100,
        msgs: [
          "GET /api/4.0/queries/{i:10000-99999}/run/json 200 {i:80-3000}ms (stale: sessions not updated in {i:20-60}m)",
        ],
      },
    ],
    once: [
      {
        at: -200,
        svc: "clickhouse-server",
        lvl: "warn",
        msg: "<Warning> DiskLocal: Disk default has {i:2-4}.{i:1-9} GiB free of 500.00 GiB (keep_free_space_bytes 0)",
      },
    ],
  },
  {
    cat: "disk",
    est: "ib",
    origin: "trino-coord",
    hints: ["no space", "disk", "spill", "space"],
    sev: "medium",
    note: "Trino's spill directory fills during large joins; queries fail writing spilled pages with no space left on device and the Airflow export task fails.",
    bursts: [
      {
        svc: "trino-coord",
        lvl: "error",
        perMin: 6,
        msgs: [
          "io.trino.execution.SqlTaskExecution\tTask 2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5}.{i:1-4}.0.0 failed",
        ],
        stack: S.TRINO_SPILL,
        stackEvery: 2,
      },
      {
        svc: "trino-coord",
        lvl: "info",
        perMin: 4,
        msgs: [
          "io.trino.event.QueryMonitor\tTIMELINE: Query 2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5} :: FAILED (GENERIC_INTERNAL_ERROR) :: elapsed {i:30000-300000}ms :: Failed to write spilled pages",
        ],
      },
      {
        svc: "etl-task-pod",
        lvl: "error",
        perMin: 2,
        delay: 40,
        msgs: [
          'depot_snapshot export failed: trino.exceptions.TrinoQueryError: TrinoQueryError(type=INTERNAL_ERROR, name=GENERIC_INTERNAL_ERROR, message="Failed to write spilled pages", query_id=2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5})',
        ],
      },
    ],
  },
  // ---------------- unknown
  {
    cat: "unknown",
    est: "tw",
    origin: "hive-metastore",
    hints: ["metaexception", "unknown", "null", "metastore"],
    sev: "high",
    note: "The Hive metastore starts failing get_table calls with MetaException(message:null) and never says why; Trino and Spark fail their metastore lookups.",
    bursts: [
      {
        svc: "hive-metastore",
        lvl: "error",
        perMin: 8,
        msgs: [
          "metastore.RetryingHMSHandler: MetaException(message:null)",
          "metastore.HMSHandler: HMSHandler Fatal error: MetaException(message:null)",
        ],
        stack: S.HMS_NULL,
        stackEvery: 3,
      },
      {
        svc: "trino-coordinator",
        lvl: "error",
        perMin: 16,
        delay: 3,
        msgs: [
          "io.trino.event.QueryMonitor\tTIMELINE: Query 2026060{i:1-9}_{i:100000-235959}_{i:10000-99999}_{h:5} :: FAILED (HIVE_METASTORE_ERROR) :: elapsed {i:100-900}ms :: hive-metastore:9083: null",
        ],
      },
      {
        svc: "bi-gateway",
        lvl: "error",
        perMin: 14,
        delay: 5,
        msgs: [
          "GET /api/dashboards/{i:100-160}/cards/{i:1000-1999}/query 502 {i:100-900}ms - Trino query failed: HIVE_METASTORE_ERROR",
        ],
      },
    ],
  },
  {
    cat: "unknown",
    est: "ks",
    origin: "recon-service",
    hints: ["500", "internal", "unknown", "error"],
    sev: "medium",
    note: "recon-service starts answering 500 on batch lookups with no exception logged; payout-scheduler holds payouts waiting on it.",
    bursts: [
      {
        svc: "recon-service",
        lvl: "error",
        perMin: 12,
        msgs: ["Completed 500 Internal Server Error in {i:1-9}ms (ActiveRecord: 0.0ms | Allocations: {i:100-400})"],
      },
      {
        svc: "payout-scheduler",
        lvl: "error",
        perMin: 8,
        delay: 2,
        msgs: [
          "payout run pr_{h:10}: recon status check failed: GET http://recon-service/recon/batches/{i:10000-99999}: 500 Internal Server Error",
          "payout run pr_{h:10} held after 3 failed recon checks",
        ],
      },
    ],
  },
  {
    cat: "unknown",
    est: "sm",
    origin: "dagster-run-worker",
    hints: ["unknown", "exited", "unexpected", "worker"],
    sev: "high",
    note: "dagster-run-worker pods stop logging mid-step and exit without an error; the daemon reports runs whose workers exited unexpectedly.",
    bursts: [
      {
        svc: "dagster-daemon",
        lvl: "error",
        perMin: 3,
        delay: 60,
        msgs: [
          "dagster.daemon.MonitoringDaemon - Run {h:8}-{h:4}-{h:4}-{h:4}-{h:12} worker exited unexpectedly without emitting RUN_SUCCESS or RUN_FAILURE (exit code 1). Marking run as failed.",
          "dagster.daemon.MonitoringDaemon - Detected run worker status UNKNOWN for run {h:8}-{h:4}-{h:4}-{h:4}-{h:12}",
        ],
      },
      {
        svc: "dq-monitor",
        lvl: "warn",
        perMin: 1,
        delay: 200,
        msgs: ["Check 'freshness(loaded_at) < 2h' on raw.events: FAIL (freshness 2h{i:1-30}m)"],
      },
    ],
    silence: [{ svc: "dagster-run-worker", at: 0 }],
  },
  {
    cat: "unknown",
    est: "ib",
    origin: "shipment-events",
    hints: ["unknown", "exit", "died", "crash"],
    sev: "high",
    note: "shipment-events' workers die with exit code 1 and no reason and its request lines stop; depots' scanners and flink-eta report missing events.",
    bursts: [
      {
        svc: "shipment-events",
        lvl: "error",
        perMin: 3,
        msgs: ["worker {i:1-8} died (code 1, signal null), restarting", "worker {i:1-8} exited with code 1"],
      },
      {
        svc: "flink-eta",
        lvl: "warn",
        perMin: 4,
        delay: 60,
        msgs: ["KinesisDataFetcher: no records from ib-shipments for {i:60-400}s on all shards"],
      },
      {
        svc: "tracking-api",
        lvl: "warn",
        perMin: 4,
        delay: 90,
        msgs: ["ETA for shipment IB{i:10000000-99999999} is {i:10-60} min old, serving last known"],
      },
    ],
    silence: [{ svc: "shipment-events", at: 0 }],
  },
];
