// The eight incidents, one per category, each laid over the same night-shift noise as the quiet windows: the fault
// starts at `x.at` in the origin and lasts to the end of the window; callers report it in their own words.
import type { Role } from "./estates.js";
import type { Ctx } from "./quiet.js";

export interface Incident {
  kind: string;
  category: string;
  origin: Role;
  hints: string[];
  sev: "medium" | "high";
  roles: Role[];
  /** Company index the incident runs in (its services need to make sense there). */
  company: number;
  run: (x: Ctx) => string;
}

const py = (frames: Array<[string, number, string, string]>, last: string) => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  last,
];

function executorOom(x: Ctx): string {
  const { r, s } = x;
  const sp = x.n("spark");
  const rm = x.n("yarn");
  const w = x.n("worker");
  const a = `application_1764201100231_0${r.int(300, 480)}`;
  let t = x.at;
  let fails = 0;
  for (let k = 0; t < x.t1 && k < 40; k++) {
    const c = `container_e12_${a.slice(12)}_01_${String(r.int(2, 90)).padStart(6, "0")}`;
    const ex = r.int(2, 60);
    const used = r.float(10.05, 10.6).toFixed(1);
    s.add(t - 300, rm, "info", `rmcontainer.RMContainerImpl: ${c} Container Transitioned from RUNNING to COMPLETED`);
    s.add(
      t,
      sp,
      "warn",
      `YarnAllocator: Container from a bad node: ${c} on host: nm-${r.int(10, 40)}.${x.c.ns}.internal. Exit status: 137. Diagnostics: [2026-11-29 ${new Date(t).toISOString().slice(11, 19)}.${r.int(100, 999)}]Container killed on request. Exit code is 137`,
    );
    s.add(
      t + 10,
      sp,
      "error",
      `YarnScheduler: Lost executor ${ex} on nm-${r.int(10, 40)}.${x.c.ns}.internal: Container killed by YARN for exceeding physical memory limits. ${used} GB of 10 GB physical memory used. Consider boosting spark.executor.memoryOverhead.`,
    );
    s.add(
      t + 20,
      sp,
      "warn",
      `TaskSetManager: Lost task 143.${fails % 4} in stage 9.0 (TID ${r.int(20000, 40000)}) (nm-${r.int(10, 40)} executor ${ex}): ExecutorLostFailure (executor ${ex} exited caused by one of the running tasks) Reason: Container killed by YARN for exceeding physical memory limits. ${used} GB of 10 GB physical memory used. Consider boosting spark.executor.memoryOverhead.`,
    );
    fails++;
    if (fails === 4) {
      s.add(t + 40, sp, "error", "TaskSetManager: Task 143 in stage 9.0 failed 4 times; aborting job");
      s.add(t + 60, sp, "error", `FileFormatWriter: Aborting job ${r.uuid()}.`, [
        "org.apache.spark.SparkException: Job aborted due to stage failure: Task 143 in stage 9.0 failed 4 times, most recent failure: Lost task 143.3 in stage 9.0 (TID 31877) (nm-23 executor 41): ExecutorLostFailure (executor 41 exited caused by one of the running tasks) Reason: Container killed by YARN for exceeding physical memory limits. 10.4 GB of 10 GB physical memory used. Consider boosting spark.executor.memoryOverhead.",
        "\tat org.apache.spark.scheduler.DAGScheduler.failJobAndIndependentStages(DAGScheduler.scala:2790)",
      ]);
      s.add(
        t + 2000,
        w,
        "error",
        `Cannot execute: spark-submit --master yarn --conf spark.executor.memory=8g --name ${x.c.things[0]}_daily ${x.c.things[0]}_job.py. Error code is: 1.`,
      );
      s.add(
        t + 2100,
        w,
        "info",
        `Marking task as UP_FOR_RETRY. dag_id=${x.c.things[0]}_daily, task_id=spark_transform, run_id=scheduled__2026-11-28T00:00:00+00:00`,
      );
    }
    if (fails === 8) {
      s.add(t + 40, sp, "error", "TaskSetManager: Task 143 in stage 9.0 failed 4 times; aborting job");
      s.add(
        t + 2000,
        w,
        "error",
        `Cannot execute: spark-submit --master yarn --conf spark.executor.memory=8g --name ${x.c.things[0]}_daily ${x.c.things[0]}_job.py. Error code is: 1.`,
      );
      s.add(
        t + 2100,
        w,
        "error",
        `Marking task as FAILED. dag_id=${x.c.things[0]}_daily, task_id=spark_transform, run_id=scheduled__2026-11-28T00:00:00+00:00`,
      );
      break;
    }
    t += r.int(15000, 45000);
  }
  return "Spark executors of the nightly transform are killed by YARN for exceeding physical memory on a skewed partition until the task fails 4 times and the job aborts twice";
}

function metastoreDb(x: Ctx): string {
  const { r, s } = x;
  const pg = x.n("pg");
  const m = x.n("metastore");
  const tr = x.n("trino");
  s.every(r, x.at - 240000, x.at, 20000, 4000, (t) =>
    s.add(
      t,
      pg,
      "info",
      `LOG:  connection authorized: user=hive database=metastore application_name=PostgreSQL JDBC Driver`,
    ),
  );
  s.every(r, x.at, x.t1, 1500, 800, (t) =>
    s.add(
      t,
      pg,
      r.chance(0.7) ? "fatal" : "error",
      r.chance(0.6)
        ? "FATAL:  sorry, too many clients already"
        : "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
    ),
  );
  s.add(x.at, pg, "fatal", "FATAL:  sorry, too many clients already");
  s.every(r, x.at + 800, x.t1, 4000, 1500, (t) =>
    s.add(
      t,
      m,
      "error",
      `metastore.RetryingHMSHandler: Retrying HMSHandler after 2000 ms (attempt ${r.int(1, 10)} of 10) with error = javax.jdo.JDODataStoreException: Unable to open a test connection to the given database. JDBC url = jdbc:postgresql://${pg}:5432/metastore, username = hive. Terminating connection pool (set lazyInit to true if you expect to start your database after your app). Original Exception: ------`,
      [
        "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
        "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
      ],
    ),
  );
  s.every(r, x.at + 3000, x.t1, 7000, 3000, (t) =>
    s.add(
      t,
      tr,
      "error",
      `io.trino.event.QueryMonitor\tTIMELINE: Query 20261129_0${r.int(10000, 59999)}_${String(r.int(1, 9999)).padStart(5, "0")}_${r.hex(5)} :: FAILED (HIVE_METASTORE_ERROR) :: elapsed ${r.int(2000, 30000)}ms`,
      [
        `io.trino.spi.TrinoException: ${m}:9083: org.apache.thrift.transport.TTransportException: java.net.SocketTimeoutException: Read timed out`,
      ],
    ),
  );
  return "The metastore's Postgres ran out of connection slots (sessions left idle in transaction) and refuses new clients; the metastore and every Trino query against Hive tables fail";
}

function warehouseCred(x: Ctx): string {
  const { r, s } = x;
  const l = x.n("loader");
  const w = x.n("worker");
  s.add(
    x.at - 200000,
    l,
    "warn",
    `secret warehouse/svc_loader: password expires 2026-11-29T${new Date(x.at).toISOString().slice(11, 16)}Z (rotation job last succeeded 89 days ago)`,
  );
  s.every(r, x.at, x.t1, 9000, 3000, (t) => {
    s.add(
      t,
      l,
      "error",
      `COPY INTO RAW.${r.pick(x.c.things).toUpperCase()} failed`,
      py(
        [
          ["/app/loader/snow.py", 88, "connect", "return snowflake.connector.connect(**self.params)"],
          [
            "/usr/local/lib/python3.11/site-packages/snowflake/connector/connection.py",
            1280,
            "_authenticate",
            "raise error",
          ],
        ],
        `snowflake.connector.errors.DatabaseError: 250001 (08001): None: Failed to connect to DB: ${x.c.ns.replace("-", "")}-eu1.snowflakecomputing.com:443. Incorrect username or password was specified.`,
      ),
    );
    if (r.chance(0.3)) s.add(t + 100, l, "warn", `retrying snowflake login for user SVC_LOADER in ${r.int(5, 30)}s`);
  });
  s.every(r, x.at + 60000, x.t1, 45000, 10000, (t) =>
    s.add(
      t,
      w,
      "error",
      `Task failed with exception: loader returned 502 for /load/${r.pick(x.c.things)} (upstream: snowflake login failed)`,
    ),
  );
  return "The warehouse service user's password expired; every COPY INTO from the loader fails with Incorrect username or password, and Airflow load tasks fail behind it";
}

function brokerDiskFull(x: Ctx): string {
  const { r, s } = x;
  const b = x.n("broker");
  const i = x.n("ingest");
  const c = x.n("connect");
  const topic = x.c.things[0];
  s.add(
    x.at - 120000,
    b,
    "info",
    `[LocalLog partition=${topic}-7, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1e7, 9e7)} in 3 ms. (kafka.log.LocalLog)`,
  );
  s.add(
    x.at,
    b,
    "error",
    `Error while appending records to ${topic}-7 in dir /var/lib/kafka/data (kafka.server.LogDirFailureChannel)`,
    [
      "java.io.IOException: No space left on device",
      "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
      "\tat org.apache.kafka.common.record.MemoryRecords.writeFullyTo(MemoryRecords.java:94)",
      "\tat kafka.log.LogSegment.append(LogSegment.scala:158)",
    ],
  );
  s.add(
    x.at + 20,
    b,
    "error",
    `[ReplicaManager broker=2] Stopping serving replicas in dir /var/lib/kafka/data (kafka.server.ReplicaManager)`,
  );
  s.add(
    x.at + 40,
    b,
    "warn",
    `[ReplicaManager broker=2] Broker 2 stopped fetcher for partitions ${topic}-1,${topic}-4,${topic}-7 and stopped moving logs for partitions  because they are in the failed log directory /var/lib/kafka/data. (kafka.server.ReplicaManager)`,
  );
  s.add(
    x.at + 60,
    b,
    "fatal",
    "Shutdown broker because all log dirs in /var/lib/kafka/data have failed (kafka.log.LogManager)",
  );
  s.every(r, x.at + 30000, x.t1, 20000, 5000, (t) =>
    s.add(
      t,
      b,
      "error",
      `Failed to start: java.io.IOException: No space left on device while loading log ${topic}-7 in /var/lib/kafka/data (kafka.server.KafkaServer)`,
    ),
  );
  s.every(r, x.at + 200, x.t1, 1200, 600, (t) =>
    s.add(
      t,
      i,
      "warn",
      `[Producer clientId=${i}-producer] Got error produce response with correlation id ${r.int(10000, 90000)} on topic-partition ${topic}-${r.pick([1, 4, 7])}, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
    ),
  );
  s.every(r, x.at + 120000, x.t1, 5000, 2000, (t) =>
    s.add(
      t,
      i,
      "error",
      `POST /v1/events 503 ${r.int(30000, 31000)}ms: org.apache.kafka.common.errors.TimeoutException: Expiring ${r.int(10, 90)} record(s) for ${topic}-${r.pick([1, 4, 7])}:120000 ms has passed since batch creation`,
    ),
  );
  s.every(r, x.at + 5000, x.t1, 15000, 4000, (t) =>
    s.add(
      t,
      c,
      "warn",
      `[Consumer clientId=connector-consumer-s3-sink-${topic}-0, groupId=connect-s3-sink-${topic}] Connection to node 2 (${b}/${r.ip()}:9092) could not be established. Broker may not be available. (org.apache.kafka.clients.NetworkClient)`,
    ),
  );
  return `Kafka broker's data volume filled up; appends failed with No space left on device, the log dir went offline and the broker shut down, so producers and Connect lost the partitions it led`;
}

function etlConfig(x: Ctx): string {
  const { r, s } = x;
  const e = x.n("etl");
  const l = x.n("loader");
  s.add(x.at - 5000, e, "info", `received SIGTERM, finishing batch and shutting down (rollout ${e} v2.14.0)`);
  s.every(r, x.at, x.t1, 25000, 6000, (t) => {
    s.add(t, e, "info", `starting ${e} v2.14.0 (git 9f3c2ab, python 3.11.9)`);
    s.add(
      t + 900,
      e,
      "error",
      "settings failed to load, exiting",
      py(
        [
          ["/app/etl/main.py", 14, "<module>", "settings = Settings()"],
          ["/usr/local/lib/python3.11/site-packages/pydantic_settings/main.py", 167, "__init__", "super().__init__("],
        ],
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings",
      ).concat([
        "lake_bucket",
        "  Field required [type=missing, input_value={'warehouse_url': 'snowflake://...', 'batch_size': '5000'}, input_type=dict]",
        "    For further information visit https://errors.pydantic.dev/2.7/v/missing",
      ]),
    );
    s.add(t + 1000, e, "info", "process exited with code 1; back-off restarting failed container");
  });
  s.every(r, x.at + 180000, x.t1, 60000, 5000, (t) =>
    s.add(
      t,
      l,
      "warn",
      `no new files under s3://${x.c.bucket}/${x.c.things[0]}/ since ${new Date(x.at).toISOString().slice(11, 19)}Z; skipping COPY`,
    ),
  );
  return "Release v2.14.0 of the ETL renamed its bucket setting; the pod crash-loops on startup because LAKE_BUCKET is not set, and the loader finds no new files";
}

function partnerTimeout(x: Ctx): string {
  const { r, s } = x;
  const e = x.n("etl");
  const w = x.n("worker");
  const host = `api.${x.c.things[4].replace("_", "-")}-partner.example.net`;
  s.every(r, x.at, x.t1, 31000, 2000, (t) => {
    s.add(
      t,
      e,
      "warn",
      `GET https://${host}/v3/export?since=2026-11-29T00:00:00Z took >30s, retrying (attempt ${r.int(1, 3)}/3)`,
    );
    s.add(
      t + 30500,
      e,
      "error",
      `pull from ${host} failed`,
      py(
        [
          ["/app/etl/partner.py", 57, "fetch_page", "resp = self.session.get(url, params=params, timeout=(5, 30))"],
          [
            "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
            713,
            "send",
            "raise ReadTimeout(e, request=request)",
          ],
        ],
        `requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='${host}', port=443): Read timed out. (read timeout=30)`,
      ),
    );
  });
  s.every(r, x.at + 120000, x.t1, 90000, 10000, (t) =>
    s.add(
      t,
      w,
      "error",
      `Task timed out after 0:02:00: sensor partner_export_ready for ${x.c.things[4]} (upstream ${e} stalled)`,
    ),
  );
  return `The partner export API stopped answering in time; every pull by the ETL hits a 30 s read timeout and the dependent Airflow sensor times out behind it`;
}

function s3Outage(x: Ctx): string {
  const { r, s } = x;
  const c = x.n("connect");
  const l = x.n("loader");
  s.every(r, x.at, x.t1, 3000, 1500, (t) =>
    s.add(
      t,
      c,
      "error",
      `[s3-sink-${x.c.things[0]}|task-${r.int(0, 3)}] Multipart upload failed to complete for bucket '${x.c.bucket}' key '${x.c.things[0]}/partition=${r.int(0, 11)}/${x.c.things[0]}+${r.int(0, 11)}+${r.int(1e6, 9e6)}.avro' (io.confluent.connect.s3.storage.S3OutputStream)`,
      [
        `com.amazonaws.services.s3.model.AmazonS3Exception: ${r.chance(0.5) ? "We encountered an internal error. Please try again. (Service: Amazon S3; Status Code: 500; Error Code: InternalError" : "Service Unavailable (Service: Amazon S3; Status Code: 503; Error Code: ServiceUnavailable"}; Request ID: ${r.hex(16).toUpperCase()}; S3 Extended Request ID: ${r.hex(40)}; Proxy: null)`,
        "\tat com.amazonaws.http.AmazonHttpClient$RequestExecutor.handleErrorResponse(AmazonHttpClient.java:1879)",
      ],
    ),
  );
  s.every(r, x.at + 60000, x.t1, 30000, 5000, (t) =>
    s.add(
      t,
      c,
      "error",
      `WorkerSinkTask{id=s3-sink-${x.c.things[0]}-${r.int(0, 3)}} Task threw an uncaught and unrecoverable exception. Task is being killed and will not recover until manually restarted. Error: Multipart upload failed after ${r.int(3, 9)} retries: S3 returned 500 InternalError (org.apache.kafka.connect.runtime.WorkerTask)`,
    ),
  );
  s.every(r, x.at + 30000, x.t1, 20000, 5000, (t) =>
    s.add(
      t,
      l,
      "warn",
      `GetObject s3://${x.c.bucket}/${x.c.things[0]}/ failed with 503 ServiceUnavailable after 5 attempts; will retry next cycle`,
    ),
  );
  return "Amazon S3 in the region returns 500 InternalError / 503 ServiceUnavailable for minutes; the Kafka Connect S3 sink's uploads fail and its tasks die, the loader cannot read either";
}

function nullEvent(x: Ctx): string {
  const { r, s } = x;
  const c = x.n("celery");
  s.every(r, x.at, x.t1, 2500, 1500, (t) => {
    const id = r.uuid();
    const task = `${x.c.things[0]}.tasks.enrich_${x.c.things[3]}`;
    s.add(
      t,
      c,
      "error",
      `Task ${task}[${id}] raised unexpected: AttributeError("'NoneType' object has no attribute 'get'")`,
      py(
        [
          [
            "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
            453,
            "trace_task",
            "R = retval = fun(*args, **kwargs)",
          ],
          [
            `/app/${x.c.things[0]}/tasks.py`,
            212,
            `enrich_${x.c.things[3]}`,
            `region = payload["customer"].get("region", "unknown")`,
          ],
        ],
        "AttributeError: 'NoneType' object has no attribute 'get'",
      ),
    );
  });
  return `An upstream change started sending events with customer=null; the Celery enrichment task dereferences it and fails on every message`;
}

export const INCIDENTS: Incident[] = [
  {
    kind: "spark-executor-oom",
    category: "memory",
    origin: "spark",
    hints: ["memory", "oom", "physical memory", "memoryoverhead", "killed"],
    sev: "high",
    roles: ["spark", "yarn", "worker", "scheduler"],
    company: 0,
    run: executorOom,
  },
  {
    kind: "metastore-db-connections",
    category: "database",
    origin: "pg",
    hints: ["connection", "database", "postgres", "too many", "jdbc", "clients"],
    sev: "high",
    roles: ["pg", "metastore", "trino", "spark"],
    company: 2,
    run: metastoreDb,
  },
  {
    kind: "warehouse-credential-expired",
    category: "authentication",
    origin: "loader",
    hints: ["auth", "password", "credential", "login", "username"],
    sev: "high",
    roles: ["loader", "worker", "scheduler", "dbt"],
    company: 3,
    run: warehouseCred,
  },
  {
    kind: "broker-disk-full",
    category: "disk",
    origin: "broker",
    hints: ["disk", "space", "no space", "log dir", "ioexception"],
    sev: "high",
    roles: ["broker", "ingest", "connect", "etl"],
    company: 1,
    run: brokerDiskFull,
  },
  {
    kind: "etl-missing-setting",
    category: "configuration",
    origin: "etl",
    hints: ["config", "setting", "missing", "env", "lake_bucket"],
    sev: "high",
    roles: ["etl", "loader", "worker"],
    company: 4,
    run: etlConfig,
  },
  {
    kind: "partner-api-read-timeout",
    category: "timeout",
    origin: "etl",
    hints: ["timeout", "timed out", "readtimeout"],
    sev: "medium",
    roles: ["etl", "worker", "scheduler"],
    company: 0,
    run: partnerTimeout,
  },
  {
    kind: "s3-regional-errors",
    category: "dependency",
    origin: "connect",
    hints: ["s3", "internalerror", "500", "503", "unavailable", "upstream", "dependency"],
    sev: "high",
    roles: ["connect", "broker", "loader"],
    company: 2,
    run: s3Outage,
  },
  {
    kind: "null-customer-field",
    category: "null_reference",
    origin: "celery",
    hints: ["attributeerror", "nonetype", "null", "none"],
    sev: "medium",
    roles: ["celery", "ingest", "broker"],
    company: 1,
    run: nullEvent,
  },
];
