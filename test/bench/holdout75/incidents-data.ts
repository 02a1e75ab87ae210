// Scripted failures of the data estates: tidewater (data platform) and orbit (features and recommendations).
import type { Rng } from "./rng.js";
import { E, type Incident } from "./spec.js";
import { dotnetStack, javaStack, nodeStack, pyTrace, rubyStack } from "./stacks.js";

const dag = (r: Rng) => r.pick(["orders_hourly", "clickstream_ingest", "finance_daily_close", "crm_sync"]);
const ti = (r: Rng) => `[${r.hex(4)}]`;
const user = (r: Rng) => `u_${r.hex(8)}`;
const sfTrace = (last: string) =>
  javaStack(last, [
    "net.snowflake.client.core.SessionUtil.newSession(SessionUtil.java:588)",
    "net.snowflake.client.core.SessionUtil.openSession(SessionUtil.java:289)",
    "net.snowflake.client.core.SFSession.open(SFSession.java:520)",
    "com.tidewater.loader.SnowflakeSink.connect(SnowflakeSink.java:71)",
  ]);

export const TIDEWATER: Incident[] = [
  {
    estate: "tidewater",
    origin: "dbt-runner",
    category: "authentication",
    hints: ["password", "auth", "login", "credential"],
    sev: "high",
    note: "dbt-runner's Snowflake password was rotated in the vault but not in its profile; every dbt invocation fails to log in.",
    emits: [
      E(
        "dbt-runner",
        "error",
        6,
        () =>
          "Encountered an error:\nDatabase Error\n  250001 (08001): Failed to connect to DB: tw12345.eu-west-1.snowflakecomputing.com:443. Incorrect username or password was specified.",
      ),
      E(
        "dbt-runner",
        "info",
        6,
        (r) => `Running with dbt=1.8.6 target=prod threads=8 invocation_id=${r.hex(8)}-${r.hex(4)}`,
      ),
      E(
        "airflow-worker",
        "error",
        5,
        (r) => `${ti(r)} {subprocess.py:94} ERROR - Command exited with return code 2 (dbt run --select tag:hourly)`,
        { delay: 5 },
      ),
      E(
        "airflow-worker",
        "info",
        5,
        (r) => `{taskinstance.py:1206} INFO - Marking task as UP_FOR_RETRY. dag_id=${dag(r)}, task_id=dbt_run`,
        { delay: 6 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "spark-driver",
    category: "authorization",
    hints: ["access", "denied", "permission", "forbidden", "403"],
    sev: "high",
    note: "spark-driver's service account lost write permission on the curated bucket; every stage commit fails with AccessDenied and the job aborts.",
    emits: [
      E("spark-driver", "error", 10, (r) => `ERROR FileFormatWriter: Aborting job ${r.hex(8)}-${r.hex(4)}.`, {
        stack: () =>
          javaStack(
            "java.nio.file.AccessDeniedException: s3a://tw-curated/events/dt={DATE}/part-00017-3c1f.snappy.parquet: initiate MultiPartUpload on events/dt={DATE}/part-00017-3c1f.snappy.parquet: software.amazon.awssdk.services.s3.model.S3Exception: Access Denied (Service: S3, Status Code: 403, Request ID: 9XQ3T4B2)",
            [
              "org.apache.hadoop.fs.s3a.S3AUtils.translateException(S3AUtils.java:255)",
              "org.apache.hadoop.fs.s3a.WriteOperationHelper.initiateMultiPartUpload(WriteOperationHelper.java:318)",
              "org.apache.spark.sql.execution.datasources.FileFormatWriter$.executeTask(FileFormatWriter.scala:398)",
              "org.apache.spark.scheduler.ResultTask.runTask(ResultTask.scala:93)",
            ],
          ),
        stackP: 0.6,
      }),
      E(
        "spark-driver",
        "warn",
        12,
        (r) =>
          `WARN TaskSetManager: Lost task ${r.int(0, 399)}.${r.int(0, 3)} in stage 12.0 (TID ${r.int(1000, 90000)}): java.nio.file.AccessDeniedException: s3a://tw-curated/events/...: Access Denied (Status Code: 403)`,
      ),
      E(
        "airflow-worker",
        "error",
        2,
        (r) =>
          `${ti(r)} {spark_submit.py:521} ERROR - Cannot execute: spark-submit ... events_curate.py. Error code is: 1.`,
        { delay: 90 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "data-catalog",
    category: "database",
    hints: ["deadlock", "mysql", "database", "sql", "connection"],
    sev: "medium",
    note: "data-catalog's MySQL store deadlocks on aspect upserts and its Hikari pool drains; metadata ingestion fails and lineage updates back up.",
    emits: [
      E(
        "data-catalog",
        "error",
        20,
        () => "ERROR c.l.m.e.EntityServiceImpl:412 - Failed to ingest aspect schemaMetadata",
        {
          stack: () =>
            javaStack(
              "io.ebean.DataIntegrityException: Error when batch flush on sql: update metadata_aspect_v2 set metadata=?, createdon=? where urn=? and aspect=? and version=?",
              [
                "io.ebean.config.dbplatform.SqlCodeTranslator.translate(SqlCodeTranslator.java:52)",
                "io.ebeaninternal.server.persist.BatchControl.flush(BatchControl.java:248)",
                "com.linkedin.metadata.entity.ebean.EbeanAspectDao.saveAspect(EbeanAspectDao.java:203)",
              ],
              "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
            ),
          stackP: 0.5,
        },
      ),
      E(
        "data-catalog",
        "warn",
        10,
        () =>
          "WARN  c.z.h.p.HikariPool:189 - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=112)",
        { delay: 60 },
      ),
      E(
        "dbt-runner",
        "warn",
        3,
        () =>
          "datahub emitter: POST http://data-catalog:8080/aspects?action=ingestProposal failed with 500, lineage for run not published",
        { delay: 20 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "kafka-connect",
    category: "network",
    hints: ["route", "network", "connection", "reset", "host"],
    sev: "medium",
    note: "a network policy change cuts kafka-connect off from the object store subnet; the S3 sink tasks fail with no route to host and connection resets.",
    emits: [
      E(
        "kafka-connect",
        "error",
        10,
        () =>
          "[s3-sink-orders|task-2] WorkerSinkTask{id=s3-sink-orders-2} Task threw an uncaught and unrecoverable exception. Task is being killed and will not recover until manually restarted",
        {
          stack: () =>
            javaStack(
              "org.apache.kafka.connect.errors.ConnectException: com.amazonaws.SdkClientException: Unable to execute HTTP request: Connect to objstore.tidewater.internal:9000 [objstore.tidewater.internal/10.31.8.20] failed: No route to host",
              [
                "io.confluent.connect.s3.storage.S3OutputStream.commit(S3OutputStream.java:158)",
                "io.confluent.connect.s3.TopicPartitionWriter.commitFile(TopicPartitionWriter.java:664)",
                "org.apache.kafka.connect.runtime.WorkerSinkTask.deliverMessages(WorkerSinkTask.java:601)",
              ],
              "java.net.NoRouteToHostException: No route to host",
            ),
          stackP: 0.7,
        },
      ),
      E(
        "kafka-connect",
        "warn",
        15,
        (r) =>
          `[s3-sink-clickstream|task-${r.int(0, 5)}] Unable to execute HTTP request: Connection reset; retrying part upload (attempt ${r.int(1, 3)})`,
      ),
      E(
        "spark-driver",
        "warn",
        2,
        () => "WARN S3ABlockOutputStream: orders raw partition for hr=11 not present yet, reading previous snapshot",
        { delay: 240 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "dbt-runner",
    category: "timeout",
    hints: ["timeout", "canceled", "statement", "time out"],
    sev: "medium",
    note: "one incremental dbt model's query exceeds the warehouse statement timeout and is cancelled; downstream models are skipped.",
    emits: [
      E(
        "dbt-runner",
        "info",
        2,
        (r) => `${r.int(40, 60)} of 140 START sql incremental model analytics.fct_sessions ........ [RUN]`,
        { until: 30 },
      ),
      E(
        "dbt-runner",
        "error",
        2,
        () =>
          "Database Error in model fct_sessions (models/marts/fct_sessions.sql)\n  000630 (57014): Statement reached its statement or warehouse timeout of 300 second(s) and was canceled.",
        { delay: 300 },
      ),
      E(
        "dbt-runner",
        "warn",
        10,
        (r) =>
          `${r.int(60, 140)} of 140 SKIP relation analytics.${r.pick(["fct_sessions_daily", "agg_funnel", "mart_retention"])} due to ephemeral model error ..... [SKIP]`,
        { delay: 302 },
      ),
      E(
        "airflow-worker",
        "error",
        1,
        (r) =>
          `${ti(r)} {taskinstance.py:2905} ERROR - Task failed with exception dbt_run: Command exited with return code 1`,
        { delay: 310 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "airflow-worker",
    category: "rate_limiting",
    hints: ["rate", "429", "limit", "too many", "request_limit"],
    sev: "medium",
    note: "the CRM extract tasks on airflow-worker exhaust the vendor API's request quota and get 429 REQUEST_LIMIT_EXCEEDED; crm_sync tasks fail after retries.",
    emits: [
      E(
        "airflow-worker",
        "warn",
        20,
        (r) =>
          `${ti(r)} {crm_hook.py:133} WARNING - 429 Too Many Requests from crm-vendor bulk API (REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.), sleeping ${r.int(2, 60)}s`,
      ),
      E("airflow-worker", "error", 4, (r) => `${ti(r)} {taskinstance.py:2905} ERROR - Task failed with exception`, {
        delay: 60,
        stack: () =>
          pyTrace(
            [
              ["/opt/airflow/dags/crm/extract_contacts.py", 57, "execute", "for page in hook.paginate(query):"],
              [
                "/opt/airflow/plugins/hooks/crm_hook.py",
                141,
                "_request",
                'raise AirflowException(f"CRM API error {resp.status_code}: {resp.text}")',
              ],
            ],
            'airflow.exceptions.AirflowException: CRM API error 429: [{"errorCode":"REQUEST_LIMIT_EXCEEDED","message":"TotalRequests Limit exceeded."}]',
          ),
        stackP: 1,
      }),
      E(
        "airflow-scheduler",
        "info",
        4,
        (r) =>
          `{scheduler_job_runner.py:771} INFO - TaskInstance Finished: dag_id=crm_sync, task_id=extract_${r.pick(["contacts", "accounts", "opportunities"])}, state=up_for_retry`,
        { delay: 62 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "kafka-connect",
    category: "validation",
    hints: ["deserializ", "avro", "magic byte", "serializ", "data"],
    sev: "medium",
    note: "kafka-connect's sink receives records that are not Avro-framed (unknown magic byte); the converter fails and the task dies.",
    emits: [
      E(
        "kafka-connect",
        "error",
        6,
        () =>
          "[s3-sink-orders|task-0] WorkerSinkTask{id=s3-sink-orders-0} Task threw an uncaught and unrecoverable exception. Task is being killed and will not recover until manually restarted",
        {
          stack: () =>
            javaStack(
              "org.apache.kafka.connect.errors.DataException: Failed to deserialize data for topic orders to Avro: ",
              [
                "io.confluent.connect.avro.AvroConverter.toConnectData(AvroConverter.java:148)",
                "org.apache.kafka.connect.runtime.WorkerSinkTask.convertValue(WorkerSinkTask.java:545)",
                "org.apache.kafka.connect.runtime.errors.RetryWithToleranceOperator.execAndRetry(RetryWithToleranceOperator.java:190)",
              ],
              "org.apache.kafka.common.errors.SerializationException: Unknown magic byte!",
            ),
          stackP: 0.8,
        },
      ),
      E(
        "kafka-connect",
        "error",
        4,
        () =>
          "[s3-sink-orders|task-1] Error converting message value in topic 'orders' partition 7 at offset 88213041 and timestamp {EPOCH}: Converting byte[] to Kafka Connect data failed due to serialization error",
      ),
      E("sf-loader", "warn", 2, () => "no new files in @RAW_STAGE/orders/ for 10 minutes (expected every 5)", {
        delay: 300,
      }),
    ],
  },
  {
    estate: "tidewater",
    origin: "airflow-scheduler",
    category: "null_reference",
    hints: ["nonetype", "none", "null", "attribute"],
    sev: "high",
    note: "the airflow-scheduler loop crashes on a DAG run whose dag is None after a DAG was deleted; the scheduler restarts repeatedly and tasks stop being queued.",
    emits: [
      E(
        "airflow-scheduler",
        "error",
        2,
        () => "{scheduler_job_runner.py:862} ERROR - Exception when executing SchedulerJob._run_scheduler_loop",
        {
          stack: () =>
            pyTrace(
              [
                [
                  "/home/airflow/.local/lib/python3.11/site-packages/airflow/jobs/scheduler_job_runner.py",
                  845,
                  "_execute",
                  "self._run_scheduler_loop()",
                ],
                [
                  "/home/airflow/.local/lib/python3.11/site-packages/airflow/jobs/scheduler_job_runner.py",
                  1427,
                  "_schedule_dag_run",
                  "dag_model.calculate_dagrun_date_fields(dag, dag.get_run_data_interval(dag_run))",
                ],
              ],
              "AttributeError: 'NoneType' object has no attribute 'get_run_data_interval'",
            ),
          stackP: 1,
        },
      ),
      E("airflow-scheduler", "info", 2, () => "{scheduler_job_runner.py:876} INFO - Exited execute loop", { delay: 1 }),
      E("airflow-scheduler", "info", 2, () => "Starting the scheduler", { delay: 20 }),
      E("airflow-worker", "warn", 1, () => "celery@airflow-worker-0 ready. no tasks received for 300s", { delay: 300 }),
    ],
  },
  {
    estate: "tidewater",
    origin: "airflow-worker",
    category: "configuration",
    hints: ["conn_id", "connection", "config", "not defined", "notfound"],
    sev: "high",
    steps: [
      {
        dt: -45000,
        svc: "airflow-worker",
        lvl: "info",
        msg: "worker image tidewater/airflow:2.9.3-py3.11-r58 started; AIRFLOW_CONN_* from secret airflow-connections-v2",
      },
    ],
    note: "after a release airflow-worker reads a new connections secret without snowflake_prod; every load task fails because the conn_id is not defined.",
    emits: [
      E("airflow-worker", "error", 10, (r) => `${ti(r)} {taskinstance.py:2905} ERROR - Task failed with exception`, {
        stack: () =>
          pyTrace(
            [
              [
                "/home/airflow/.local/lib/python3.11/site-packages/airflow/providers/snowflake/hooks/snowflake.py",
                229,
                "_get_conn_params",
                "conn = self.get_connection(self.snowflake_conn_id)",
              ],
              [
                "/home/airflow/.local/lib/python3.11/site-packages/airflow/models/connection.py",
                519,
                "get_connection_from_secrets",
                'raise AirflowNotFoundException(f"The conn_id `{conn_id}` isn\'t defined")',
              ],
            ],
            "airflow.exceptions.AirflowNotFoundException: The conn_id `snowflake_prod` isn't defined",
          ),
        stackP: 0.9,
      }),
      E(
        "airflow-scheduler",
        "info",
        8,
        (r) =>
          `{scheduler_job_runner.py:771} INFO - TaskInstance Finished: dag_id=${dag(r)}, task_id=load, state=failed`,
        { delay: 2 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "sf-loader",
    category: "dependency",
    hints: ["503", "unavailable", "snowflake", "communication", "dependency"],
    sev: "high",
    note: "the Snowflake endpoint answers 503 to sf-loader; loads fail, its breaker opens and dbt runs find stale tables.",
    emits: [
      E("sf-loader", "error", 15, () => "COPY INTO RAW.ORDERS failed", {
        stack: () =>
          sfTrace(
            "net.snowflake.client.jdbc.SnowflakeSQLException: JDBC driver encountered communication error. Message: HTTP status=503.",
          ),
        stackP: 0.5,
      }),
      E("sf-loader", "warn", 1, () => "circuit snowflake-copy OPEN (12 failures in 60s), pausing loads for 120s", {
        delay: 50,
      }),
      E("dbt-runner", "warn", 3, () => "source freshness: raw.orders is 45 minutes stale (warn_after 30m)", {
        delay: 200,
      }),
      E(
        "airflow-worker",
        "error",
        3,
        (r) => `${ti(r)} {taskinstance.py:2905} ERROR - load_orders failed: sf-loader returned 502`,
        { delay: 30 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "spark-driver",
    category: "memory",
    hints: ["memory", "oom", "heap", "overhead", "killed"],
    sev: "high",
    note: "the sessionisation Spark job's executors exceed their memory limits and are killed; the driver then dies with GC overhead limit exceeded.",
    emits: [
      E(
        "spark-driver",
        "warn",
        10,
        (r) =>
          `WARN YarnAllocator: Container killed by YARN for exceeding physical memory limits. ${r.int(9, 11)}.${r.int(0, 9)} GB of 9 GB physical memory used. Consider boosting spark.executor.memoryOverhead.`,
      ),
      E(
        "spark-driver",
        "error",
        4,
        (r) =>
          `ERROR YarnScheduler: Lost executor ${r.int(1, 60)} on 10.30.4.${r.int(2, 250)}: Container from a bad node: container_1726${r.hex(6)} on host: 10.30.4.${r.int(2, 250)}. Exit status: 137.`,
      ),
      E("spark-driver", "error", 0.5, () => "ERROR Utils: Uncaught exception in thread task-result-getter-3", {
        delay: 240,
        stack: () =>
          javaStack("java.lang.OutOfMemoryError: GC overhead limit exceeded", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "org.apache.spark.util.io.ChunkedByteBufferOutputStream.toChunkedByteBuffer(ChunkedByteBufferOutputStream.scala:118)",
            "org.apache.spark.scheduler.TaskResultGetter$$anon$3.run(TaskResultGetter.scala:63)",
          ]),
        stackP: 1,
      }),
      E(
        "airflow-worker",
        "error",
        1,
        (r) => `${ti(r)} {spark_submit.py:521} ERROR - Cannot execute: spark-submit sessionize.py. Error code is: 137.`,
        { delay: 260 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "data-catalog",
    category: "disk",
    hints: ["disk", "flood", "watermark", "read-only", "read_only"],
    sev: "medium",
    note: "the search index behind data-catalog crosses the flood-stage watermark; index writes are blocked read-only and catalog ingestion fails.",
    emits: [
      E(
        "data-catalog",
        "error",
        15,
        () =>
          "ERROR c.l.m.s.e.u.ESBulkProcessor:74 - Failed to feed bulk request. Number of events: 23 Took time ms: 8 Message: failure in bulk execution:\n[0]: index [datasetindex_v2], id [urn%3Ali%3Adataset%3A...], message [ElasticsearchException[Elasticsearch exception [type=cluster_block_exception, reason=index [datasetindex_v2] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]]]",
      ),
      E(
        "data-catalog",
        "warn",
        4,
        () => "WARN  c.l.m.k.MetadataChangeLogProcessor:98 - Retrying search index update for 23 events (attempt 3)",
      ),
      E(
        "dbt-runner",
        "warn",
        2,
        () => "catalog search for new model docs returned stale results (index last updated 14m ago)",
        { delay: 200 },
      ),
    ],
  },
  {
    estate: "tidewater",
    origin: "schema-registry",
    category: "unknown",
    hints: ["internal", "500", "unknown", "error"],
    sev: "medium",
    note: "schema-registry starts answering 500 with error code 50000 and no further detail; kafka-connect and spark-driver can no longer fetch schemas.",
    emits: [
      E(
        "schema-registry",
        "info",
        12,
        (r) =>
          `INFO 10.30.2.${r.int(2, 250)} - - "GET /schemas/ids/${r.int(100, 2400)} HTTP/1.1" 500 69  ${r.int(1, 9)} (io.confluent.rest-utils.requests)`,
      ),
      E(
        "schema-registry",
        "error",
        3,
        () => "ERROR Request Failed with exception  (io.confluent.rest.exceptions.DebuggableExceptionMapper)",
        {
          stack: () =>
            javaStack(
              "io.confluent.kafka.schemaregistry.rest.exceptions.RestServerErrorException: Internal Server Error; error code: 50000",
              [
                "io.confluent.kafka.schemaregistry.rest.exceptions.Errors.schemaRegistryException(Errors.java:223)",
                "io.confluent.kafka.schemaregistry.rest.resources.SchemasResource.getSchema(SchemasResource.java:142)",
              ],
            ),
          stackP: 1,
        },
      ),
      E(
        "kafka-connect",
        "error",
        10,
        (r) =>
          `[s3-sink-${r.pick(["orders", "clickstream"])}|task-${r.int(0, 5)}] Error retrieving Avro value schema for id ${r.int(100, 2400)}: Internal Server Error; error code: 50000`,
        { delay: 3 },
      ),
      E(
        "spark-driver",
        "warn",
        2,
        () =>
          "WARN SchemaRegistryClient: GET /subjects/clickstream-value/versions/latest returned 500, using cached schema",
        { delay: 20 },
      ),
    ],
  },
];

export const ORBIT: Incident[] = [
  {
    estate: "orbit",
    origin: "catalog-sync",
    category: "authentication",
    hints: ["token", "auth", "401", "access token", "credential"],
    sev: "medium",
    note: "catalog-sync's commerce platform access token was revoked; every product sync job fails with 401 and candidate items go stale.",
    emits: [
      E(
        "catalog-sync",
        "error",
        15,
        (r) => `CatalogProductSyncJob JID-${r.hex(24)} FAIL: ActiveResource::UnauthorizedAccess`,
        {
          stack: () =>
            rubyStack(
              "ActiveResource::UnauthorizedAccess: Failed.  Response code = 401.  Response message = Unauthorized. [API] Invalid API key or access token (unrecognized login or wrong password)",
              [
                "/usr/local/bundle/gems/activeresource-6.1.0/lib/active_resource/connection.rb:143:in `handle_response'",
                "/usr/local/bundle/gems/activeresource-6.1.0/lib/active_resource/connection.rb:124:in `request'",
                "/app/app/jobs/catalog_product_sync_job.rb:31:in `perform'",
              ],
            ),
          stackP: 0.5,
        },
      ),
      E("catalog-sync", "warn", 6, () => "Sidekiq retry queue size 812 (CatalogProductSyncJob)"),
      E("candidate-gen", "warn", 1, () => "item metadata snapshot is 22 minutes old (threshold 15m)", { delay: 240 }),
    ],
  },
  {
    estate: "orbit",
    origin: "online-features",
    category: "authorization",
    hints: ["noperm", "permission", "acl", "authoriz"],
    sev: "high",
    note: "an ACL update on the feature Redis removes HMGET from online-features' user; lookups fail with NOPERM and the ranker falls back to defaults.",
    emits: [
      E(
        "online-features",
        "error",
        30,
        (r) =>
          `level=error msg="feature lookup failed" view=${r.pick(["user_profile", "item_stats", "session_ctx"])} err="NOPERM User feature-reader has no permissions to run the 'hmget' command"`,
      ),
      E(
        "ranker",
        "warn",
        20,
        () => 'Feature lookup failed (StatusCode="PermissionDenied"), scoring with default features',
        { delay: 1 },
      ),
      E("reco-api", "warn", 5, () => "recommendation quality degraded: ranker reported default-feature fallback", {
        delay: 30,
      }),
    ],
  },
  {
    estate: "orbit",
    origin: "ab-config",
    category: "database",
    hints: ["database", "postgres", "connection", "recovery", "activerecord"],
    sev: "high",
    note: "ab-config's Postgres primary fails over and is in recovery mode; ActiveRecord cannot connect and assignment lookups fail.",
    emits: [
      E("ab-config", "error", 25, () => "Completed 500 Internal Server Error in 5ms GET /v1/assignments", {
        stack: () =>
          rubyStack(
            'ActiveRecord::ConnectionNotEstablished (connection to server at "10.50.9.14", port 5432 failed: FATAL:  the database system is in recovery mode\n):',
            [
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:65:in `rescue in new_client'",
              "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:640:in `checkout_new_connection'",
              "app/models/assignment.rb:18:in `for_user'",
            ],
          ),
        stackP: 0.5,
      }),
      E(
        "reco-api",
        "error",
        20,
        (r) => `ab-config lookup failed for ${user(r)}: Request failed with status code 500; serving control variant`,
        { delay: 1 },
      ),
    ],
  },
  {
    estate: "orbit",
    origin: "ranker",
    category: "network",
    hints: ["network", "route", "socket", "connect", "unreachable"],
    sev: "high",
    note: "ranker pods on one node lose their network path to online-features and model-server (No route to host); reco-api falls back to unranked lists.",
    emits: [
      E("ranker", "error", 20, () => "Scoring request failed", {
        stack: () =>
          dotnetStack(
            'Grpc.Core.RpcException: Status(StatusCode="Unavailable", Detail="Error connecting to subchannel.", DebugException="System.Net.Sockets.SocketException (113): No route to host")',
            [
              "Grpc.Net.Client.Internal.HttpClientCallInvoker.BlockingUnaryCall[TRequest,TResponse](Method`2 method, String host, CallOptions options, TRequest request)",
              "Orbit.Ranker.Features.FeatureClient.LookupAsync(RankRequest req) in /src/Orbit.Ranker/Features/FeatureClient.cs:line 47",
              "Orbit.Ranker.Scoring.RankService.RankAsync(RankRequest req, ServerCallContext ctx) in /src/Orbit.Ranker/Scoring/RankService.cs:line 92",
            ],
          ),
        stackP: 0.4,
      }),
      E(
        "ranker",
        "warn",
        10,
        () => "System.Net.Http.HttpRequestException: No route to host (model-server:8080) - Polly retry 2",
      ),
      E(
        "reco-api",
        "warn",
        25,
        (r) => `ranker call failed (14 UNAVAILABLE: No route to host), serving unranked candidates for ${user(r)}`,
        { delay: 2 },
      ),
    ],
  },
  {
    estate: "orbit",
    origin: "candidate-gen",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out"],
    sev: "medium",
    note: "candidate-gen's ANN searches against the managed vector index start exceeding their deadline; reco-api serves popular items instead.",
    emits: [
      E(
        "candidate-gen",
        "error",
        20,
        (r) =>
          `ann search for ${user(r)} failed: StatusCode.DEADLINE_EXCEEDED (Deadline Exceeded) after 250ms on index items-2026w37`,
        {
          stack: () =>
            pyTrace(
              [
                [
                  "/app/candidate_gen/retrieve.py",
                  88,
                  "retrieve",
                  "res = self.index.query(vector=q, top_k=800, timeout=0.25)",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/grpc/_channel.py",
                  1181,
                  "__call__",
                  "return _end_unary_response_blocking(state, call, False, None)",
                ],
              ],
              'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.DEADLINE_EXCEEDED\n\tdetails = "Deadline Exceeded"\n>',
            ),
          stackP: 0.3,
        },
      ),
      E("reco-api", "warn", 20, () => "candidate-gen timed out after 300ms, falling back to popular-items list", {
        delay: 1,
      }),
    ],
  },
  {
    estate: "orbit",
    origin: "bq-loader",
    category: "rate_limiting",
    hints: ["rate", "ratelimitexceeded", "quota", "exceeded", "limit"],
    sev: "medium",
    note: "a config tweak makes bq-loader flush every few seconds; BigQuery answers rateLimitExceeded for table update operations and loads back up.",
    emits: [
      E(
        "bq-loader",
        "error",
        20,
        (r) =>
          `level=error msg="load job failed" table=orbit_events.${r.pick(["impressions", "clicks"])} err="googleapi: Error 403: Exceeded rate limits: too many table update operations for this table. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas, rateLimitExceeded"`,
      ),
      E("bq-loader", "warn", 6, (r) => `level=warn msg="spool backlog growing" pending_batches=${r.int(40, 900)}`, {
        delay: 60,
      }),
      E(
        "feature-ingest",
        "warn",
        1,
        () => "upstream table orbit_events.clicks partition freshness > 20m, offline join delayed",
        { delay: 300 },
      ),
    ],
  },
  {
    estate: "orbit",
    origin: "feature-ingest",
    category: "validation",
    hints: ["deserializ", "serializ", "invalid", "schema", "record"],
    sev: "high",
    note: "feature-ingest meets events that fail deserialization (a producer sent a renamed field) and its stream threads shut down; online features stop updating.",
    emits: [
      E(
        "feature-ingest",
        "error",
        4,
        () =>
          "stream-thread [feature-ingest-StreamThread-1] Encountered the following exception during processing and the thread is going to shut down:",
        {
          stack: () =>
            javaStack(
              "org.apache.kafka.streams.errors.StreamsException: Deserialization exception handler is set to fail upon a deserialization error. If you would rather have the streaming pipeline continue after a deserialization error, please set the default.deserialization.exception.handler appropriately.",
              [
                "org.apache.kafka.streams.processor.internals.RecordDeserializer.deserialize(RecordDeserializer.java:82)",
                "org.apache.kafka.streams.processor.internals.RecordQueue.updateHead(RecordQueue.java:176)",
                "org.apache.kafka.streams.processor.internals.StreamThread.runLoop(StreamThread.java:641)",
              ],
              'com.fasterxml.jackson.databind.exc.MismatchedInputException: Cannot deserialize value of type `long` from String "{DATE}T11:04:55Z": not a valid `long` value (through reference chain: ai.orbit.events.Click["event_ts"])',
            ),
          stackP: 1,
          until: 90,
        },
      ),
      E("feature-ingest", "info", 2, () => "stream-client [feature-ingest] State transition from RUNNING to ERROR", {
        delay: 90,
        until: 120,
      }),
      E(
        "online-features",
        "warn",
        4,
        (r) => `level=warn msg="stale feature view" view=session_ctx age=${r.int(3, 20)}m threshold=2m`,
        { delay: 180 },
      ),
    ],
  },
  {
    estate: "orbit",
    origin: "reco-api",
    category: "null_reference",
    hints: ["null", "undefined", "typeerror", "cannot read"],
    sev: "high",
    note: "reco-api crashes per request on a null experiment assignment after ab-config stops returning a variant for a finished experiment; requests 500.",
    emits: [
      E(
        "reco-api",
        "error",
        30,
        () => "GET /v2/recommendations 500 - TypeError: Cannot read properties of null (reading 'variant')",
        {
          stack: () =>
            nodeStack("TypeError: Cannot read properties of null (reading 'variant')", [
              "pickSurfaceLayout (/app/dist/experiments/layout.js:41:37)",
              "async RecommendationsController.get (/app/dist/controllers/recommendations.js:88:24)",
              "async /app/node_modules/@fastify/express/index.js:64:5",
            ]),
          stackP: 0.5,
        },
      ),
      E(
        "ab-config",
        "info",
        3,
        () => "Experiment 'pdp_layout_v4' concluded by ksato; assignments now return null for concluded experiments",
      ),
    ],
  },
  {
    estate: "orbit",
    origin: "model-server",
    category: "configuration",
    hints: ["config", "not found", "model store", "mar", "file"],
    sev: "high",
    silent: true,
    steps: [
      {
        dt: -25000,
        svc: "model-server",
        lvl: "info",
        msg: "Loading config from /home/model-server/config.properties (model_store=/mnt/models/v2, load_models=ltr-v42.mar)",
      },
    ],
    note: "a config change points model-server at a model store path without the model archive; it cannot load ltr-v42 and ranker predictions fail with 404.",
    emits: [
      E(
        "model-server",
        "error",
        1,
        () => "org.pytorch.serve.archive.model.ModelNotFoundException: Model not found at: /mnt/models/v2/ltr-v42.mar",
        { until: 20 },
      ),
      E(
        "model-server",
        "warn",
        10,
        (r) =>
          `INFO ACCESS_LOG - /10.50.3.${r.int(2, 250)}:${r.int(30000, 60000)} "POST /predictions/ltr-v41 HTTP/1.1" 404 1`,
      ),
      E(
        "ranker",
        "error",
        25,
        () => "Model server returned 404 NotFound: Model not found: ltr-v41; returning candidate order",
        { delay: 2 },
      ),
    ],
  },
  {
    estate: "orbit",
    origin: "online-features",
    category: "dependency",
    hints: ["clusterdown", "redis", "cluster", "dependency", "unavailable"],
    sev: "high",
    note: "the managed Redis cluster behind online-features reports CLUSTERDOWN; lookups fail and the ranker scores with defaults.",
    emits: [
      E(
        "online-features",
        "error",
        30,
        () => 'level=error msg="feature lookup failed" err="CLUSTERDOWN The cluster is down"',
      ),
      E("online-features", "warn", 1, () => 'level=warn msg="circuit breaker open" target=redis-features', {
        delay: 20,
      }),
      E(
        "ranker",
        "warn",
        20,
        () =>
          'Feature lookup failed (StatusCode="Unavailable", Detail="feature store unavailable"), scoring with default features',
        { delay: 1 },
      ),
      E("feature-ingest", "warn", 5, () => "RedisSink write failed: CLUSTERDOWN The cluster is down (will retry)", {
        delay: 3,
      }),
    ],
  },
  {
    estate: "orbit",
    origin: "candidate-gen",
    category: "memory",
    hints: ["memory", "allocate", "oom", "memoryerror"],
    sev: "high",
    note: "candidate-gen's workers fail to allocate memory while loading the new weekly ANN index; they are killed and retrieval fails.",
    emits: [
      E("candidate-gen", "info", 1, () => "loading ann index items-2026w38 (41.2M vectors, dim 256)", { until: 10 }),
      E("candidate-gen", "error", 3, () => "index reload failed", {
        delay: 15,
        stack: () =>
          pyTrace(
            [["/app/candidate_gen/index.py", 112, "load", "vecs = np.empty((n, dim), dtype=np.float32)"]],
            "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 39.3 GiB for an array with shape (41200000, 256) and data type float32",
          ),
        stackP: 1,
      }),
      E(
        "candidate-gen",
        "error",
        2,
        (r) => `[${r.int(1, 9)}] [ERROR] Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
        { delay: 30 },
      ),
      E("reco-api", "error", 25, () => "candidate-gen call failed: 502 Bad Gateway, serving popular-items list", {
        delay: 32,
      }),
    ],
  },
  {
    estate: "orbit",
    origin: "bq-loader",
    category: "disk",
    hints: ["disk", "space", "no space", "full"],
    sev: "medium",
    note: "bq-loader's spool volume fills up; it can no longer buffer batches and drops events with no space left on device.",
    emits: [
      E(
        "bq-loader",
        "warn",
        2,
        (r) => `level=warn msg="spool volume usage high" path=/var/spool/bq-loader used_pct=${r.int(92, 99)}`,
        { until: 45 },
      ),
      E(
        "bq-loader",
        "error",
        25,
        (r) =>
          `level=error msg="spool write failed" batch=${r.hex(10)} err="write /var/spool/bq-loader/batch-${r.hex(10)}.avro: no space left on device"`,
        { delay: 45 },
      ),
      E(
        "feature-ingest",
        "warn",
        4,
        () => "bq sink: bq-loader returned 507 Insufficient Storage, events dropped to DLQ",
        { delay: 50 },
      ),
    ],
  },
  {
    estate: "orbit",
    origin: "model-server",
    category: "unknown",
    hints: ["died", "worker", "unknown", "crash", "exit"],
    sev: "medium",
    note: "model-server's backend workers die and restart over and over with no reason in the logs; predictions fail and the ranker falls back.",
    emits: [
      E(
        "model-server",
        "error",
        8,
        (r) =>
          `W-${r.int(9000, 9007)}-ltr-v41_1.0 org.pytorch.serve.wlm.WorkerThread - Backend worker monitoring thread interrupted or backend worker process died.`,
      ),
      E(
        "model-server",
        "info",
        8,
        (r) =>
          `W-${r.int(9000, 9007)}-ltr-v41_1.0 org.pytorch.serve.wlm.WorkerLifeCycle - Backend worker process died. Retry in ${r.pick([1, 2, 3, 5, 8])} seconds.`,
      ),
      E(
        "model-server",
        "warn",
        10,
        (r) =>
          `INFO ACCESS_LOG - /10.50.3.${r.int(2, 250)}:${r.int(30000, 60000)} "POST /predictions/ltr-v41 HTTP/1.1" 503 0`,
      ),
      E("ranker", "error", 20, () => "Model server returned 503 ServiceUnavailable; returning candidate order", {
        delay: 2,
      }),
    ],
  },
];
