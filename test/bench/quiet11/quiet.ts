// The quiet windows: the normal, noisy night work of data and batch platforms. Each kind adds its alarming-looking
// but harmless lines around `x.at`; every one ends well (retried, skipped by design, warn-only, or finished).
import type { Company, Role } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Ctx {
  r: Rng;
  s: Stream;
  c: Company;
  n: (role: Role) => string;
  t0: number;
  t1: number;
  at: number;
}

export interface Kind {
  kind: string;
  roles: Role[];
  run: (x: Ctx) => string;
}

const JOB = "3f2a9c41d8b07e5a61c0d2e4b9f18a73";
const app = (r: Rng) => `application_1764201100231_${String(r.int(300, 480)).padStart(4, "0")}`;
const ctr = (a: string, r: Rng) => `container_e12_${a.slice(12)}_01_${String(r.int(2, 90)).padStart(6, "0")}`;
const pyTb = (frames: Array<[string, number, string, string]>, last: string) => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  last,
];

/** Spark stage with one task lost and retried elsewhere; the stage and job finish. */
function sparkTaskRetry(x: Ctx): string {
  const { r, s } = x;
  const sp = x.n("spark");
  const st = r.int(8, 20);
  const task = r.int(10, 199);
  const tid = r.int(20000, 40000);
  const bad = r.ip();
  s.add(
    x.at,
    sp,
    "warn",
    `TaskSetManager: Lost task ${task}.0 in stage ${st}.0 (TID ${tid}) (${bad} executor ${r.int(2, 20)}): java.io.IOException: Connection reset by peer`,
    [
      "\tat sun.nio.ch.FileDispatcherImpl.read0(Native Method)",
      "\tat sun.nio.ch.SocketDispatcher.read(SocketDispatcher.java:39)",
      "\tat org.apache.spark.network.util.TransportFrameDecoder.channelRead(TransportFrameDecoder.java:87)",
    ],
  );
  s.add(
    x.at + 40,
    sp,
    "info",
    `TaskSetManager: Starting task ${task}.1 in stage ${st}.0 (TID ${tid + 233}) (${r.ip()}, executor ${r.int(21, 30)}, partition ${task}, PROCESS_LOCAL, 8112 bytes)`,
  );
  s.add(
    x.at + r.int(4000, 9000),
    sp,
    "info",
    `TaskSetManager: Finished task ${task}.1 in stage ${st}.0 (TID ${tid + 233}) in ${r.int(3000, 8000)} ms on ${r.ip()} (executor ${r.int(21, 30)}) (200/200)`,
  );
  s.add(
    x.at + 9500,
    sp,
    "info",
    `DAGScheduler: ResultStage ${st} (save at ${x.c.things[0]}Job.scala:88) finished in ${r.float(60, 300).toFixed(3)} s`,
  );
  s.add(
    x.at + 9600,
    sp,
    "info",
    `DAGScheduler: Job ${r.int(3, 12)} finished: save at ${x.c.things[0]}Job.scala:88, took ${r.float(60, 300).toFixed(6)} s`,
  );
  return `Spark task lost with a connection reset on one executor, retried on another, stage ${st} and the job finished`;
}

function sparkSpeculation(x: Ctx): string {
  const { r, s } = x;
  const sp = x.n("spark");
  const st = r.int(3, 9);
  for (let i = 0; i < r.int(3, 6); i++) {
    const task = r.int(100, 390);
    const tid = r.int(5000, 9000);
    const slow = r.ip();
    const fast = r.ip();
    const t = x.at + i * r.int(5000, 20000);
    s.add(
      t,
      sp,
      "info",
      `TaskSetManager: Marking task ${task} in stage ${st}.0 (on ${slow}) as speculatable because it ran more than ${r.int(30000, 90000)} ms`,
    );
    s.add(
      t + 30,
      sp,
      "info",
      `TaskSetManager: Starting task ${task}.1 in stage ${st}.0 (TID ${tid + 700}) (${fast}, executor ${r.int(1, 24)}, partition ${task}, PROCESS_LOCAL, 7990 bytes) (speculative)`,
    );
    s.add(
      t + 4000,
      sp,
      "info",
      `TaskSetManager: Killing attempt 0 for task ${task}.0 in stage ${st}.0 (TID ${tid}) on ${slow} as the attempt 1 succeeded on ${fast}`,
    );
    s.add(
      t + 4100,
      sp,
      "warn",
      `TaskSetManager: Lost task ${task}.0 in stage ${st}.0 (TID ${tid}) (${slow} executor ${r.int(1, 24)}): TaskKilled (another attempt succeeded)`,
    );
  }
  s.add(
    x.at + 120000,
    sp,
    "info",
    `DAGScheduler: ShuffleMapStage ${st} (repartition at Compact.scala:41) finished in ${r.float(100, 300).toFixed(3)} s`,
  );
  return `Spark speculative attempts won on faster executors and the slow originals were killed (TaskKilled warnings), stage ${st} finished`;
}

function yarnPreempt(x: Ctx): string {
  const { r, s } = x;
  const sp = x.n("spark");
  const rm = x.n("yarn");
  const a = app(r);
  const k = r.int(2, 4);
  for (let i = 0; i < k; i++) {
    const c = ctr(a, r);
    const t = x.at + i * 1500;
    const ex = r.int(3, 30);
    s.add(
      t,
      rm,
      "info",
      `capacity.ProportionalCapacityPreemptionPolicy: Preempting container ${c} from queue root.adhoc to satisfy guaranteed capacity of queue root.etl`,
    );
    s.add(t + 200, rm, "info", `rmcontainer.RMContainerImpl: ${c} Container Transitioned from RUNNING to KILLED`);
    s.add(
      t + 900,
      sp,
      "warn",
      `YarnAllocator: Container ${c} on host: nm-${r.int(10, 40)}.${x.c.ns}.internal was preempted.`,
    );
    s.add(
      t + 950,
      sp,
      "error",
      `YarnScheduler: Lost executor ${ex} on nm-${r.int(10, 40)}.${x.c.ns}.internal: Container ${c} was preempted.`,
    );
    s.add(
      t + 1000,
      sp,
      "warn",
      `TaskSetManager: Lost task ${r.int(1, 300)}.0 in stage 7.0 (TID ${r.int(3000, 9000)}) (nm-${r.int(10, 40)} executor ${ex}): ExecutorLostFailure (executor ${ex} exited unrelated to the running tasks) Reason: Container ${c} was preempted.`,
    );
  }
  s.add(
    x.at + 6000,
    sp,
    "info",
    `YarnAllocator: Will request ${k} executor container(s) for  ResourceProfile Id: 0, each with 4 core(s) and 9216 MB memory. with custom resources: <memory:9216, vCores:4>`,
  );
  s.add(
    x.at + 60000,
    sp,
    "info",
    `DAGScheduler: ResultStage 7 (insertInto at Load.scala:52) finished in ${r.float(200, 500).toFixed(3)} s`,
  );
  return `YARN preempted ${k} executor containers of an ad-hoc-queue Spark app for the etl queue; lost tasks re-ran and the stage finished`;
}

function sensorSoftFail(x: Ctx): string {
  const { r, s } = x;
  const w = x.n("worker");
  const sch = x.n("scheduler");
  const d = `${x.c.things[1]}_partner_feed`;
  for (let t = x.at - 180000; t < x.at; t += 60000)
    s.add(t, w, "info", `Poking for key : s3://${x.c.bucket}/partner/${x.c.things[1]}/dt=2026-11-28/_SUCCESS`);
  s.add(
    x.at,
    w,
    "error",
    `Sensor has timed out; run duration of 21600.${r.int(100, 999)} seconds exceeds the specified timeout of 21600.0.`,
  );
  s.add(
    x.at + 20,
    w,
    "info",
    `Marking task as SKIPPED. dag_id=${d}, task_id=wait_for_partner_file, run_id=scheduled__2026-11-28T00:00:00+00:00, execution_date=20261128T000000, start_date=20261128T${r.int(10, 23)}0000, end_date=20261129T0${r.int(0, 4)}${r.int(10, 59)}00`,
  );
  s.add(
    x.at + 900,
    sch,
    "info",
    `Marking run <DagRun ${d} @ 2026-11-28 00:00:00+00:00: scheduled__2026-11-28T00:00:00+00:00, state:running> successful`,
  );
  s.add(
    x.at + 920,
    sch,
    "info",
    `DagRun Finished: dag_id=${d}, execution_date=2026-11-28 00:00:00+00:00, run_id=scheduled__2026-11-28T00:00:00+00:00, run_start_date=2026-11-28 00:00:03+00:00, state=success, run_type=scheduled`,
  );
  return `Airflow S3KeySensor in reschedule mode with soft_fail timed out waiting for an optional partner file and was skipped as designed; the DAG run succeeded`;
}

function airflowRetry(x: Ctx): string {
  const { r, s } = x;
  const w = x.n("worker");
  const d = `${x.c.things[2]}_vendor_sync`;
  s.add(
    x.at,
    w,
    "error",
    "Task failed with exception",
    pyTb(
      [
        [
          "/home/airflow/.local/lib/python3.11/site-packages/airflow/models/taskinstance.py",
          444,
          "_execute_task",
          "result = execute_callable(context=context, **execute_callable_kwargs)",
        ],
        [`/opt/airflow/dags/${x.c.things[2]}_vendor_sync.py`, 61, "pull_rates", "resp.raise_for_status()"],
        [
          "/home/airflow/.local/lib/python3.11/site-packages/requests/models.py",
          1021,
          "raise_for_status",
          "raise HTTPError(http_error_msg, response=self)",
        ],
      ],
      "requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://api.ratesfeed.example.com/v2/rates?date=2026-11-28",
    ),
  );
  s.add(
    x.at + 30,
    w,
    "info",
    `Marking task as UP_FOR_RETRY. dag_id=${d}, task_id=pull_rates, run_id=scheduled__2026-11-28T00:00:00+00:00, execution_date=20261128T000000, start_date=20261129T0${r.int(1, 4)}1000, end_date=20261129T0${r.int(1, 4)}1200`,
  );
  s.add(
    x.at + 35,
    w,
    "error",
    `Failed to execute job ${r.int(40000, 90000)} for task pull_rates (502 Server Error: Bad Gateway for url: https://api.ratesfeed.example.com/v2/rates?date=2026-11-28; ${r.int(100, 999)})`,
  );
  s.add(x.at + 120000, w, "info", `Starting attempt 2 of 3`);
  s.add(x.at + 122000, w, "info", `fetched 1,284 rates for 2026-11-28 from ratesfeed`);
  s.add(
    x.at + 123000,
    w,
    "info",
    `Marking task as SUCCESS. dag_id=${d}, task_id=pull_rates, run_id=scheduled__2026-11-28T00:00:00+00:00, execution_date=20261128T000000`,
  );
  return `Airflow task got one 502 from a vendor API, was marked UP_FOR_RETRY and succeeded on attempt 2`;
}

function dbtWarn(x: Ctx): string {
  const { r, s } = x;
  const d = x.n("dbt");
  const t = x.c.things;
  s.add(x.at, d, "info", "Running with dbt=1.8.7");
  s.add(x.at + 300, d, "info", `Found 212 models, 431 data tests, 38 sources, 1 exposure, 1197 macros`);
  const warns = [
    [`not_null_stg_${t[0]}_${t[3]}_id`, r.int(3, 40)],
    [`accepted_values_stg_${t[1]}_status__open__closed__void`, r.int(1, 9)],
    [`dbt_utils_recency_fct_${t[2]}_loaded_at__day__1`, 1],
  ] as const;
  let at = x.at + 2000;
  for (const [name, k] of warns) {
    at += r.int(3000, 12000);
    s.add(
      at,
      d,
      "warn",
      `${r.int(100, 400)} of 431 WARN ${k} ${name} ............ [WARN ${k} in ${r.float(0.4, 6).toFixed(2)}s]`,
    );
  }
  s.add(
    at + 20000,
    d,
    "info",
    `Finished running 431 data tests in 0 hours 3 minutes and ${r.int(2, 59)}.${r.int(10, 99)} seconds (${r.int(180, 239)}.${r.int(10, 99)}s).`,
  );
  s.add(at + 20050, d, "info", "Completed with 3 warnings:");
  for (const [name, k] of warns) {
    s.add(at + 20060, d, "warn", `Warning in test ${name} (models/staging/schema.yml)`);
    s.add(at + 20061, d, "warn", `Got ${k} result${k > 1 ? "s" : ""}, configured to warn if != 0`);
  }
  s.add(at + 20100, d, "info", "Done. PASS=428 WARN=3 ERROR=0 SKIP=0 TOTAL=431");
  return "dbt test run finished with three tests at severity warn (a few null ids, an unexpected status value, a stale source); no errors";
}

function gxWarn(x: Ctx): string {
  const { r, s } = x;
  const g = x.n("gx");
  const t = x.c.things[0];
  s.add(x.at, g, "info", `Running checkpoint ${t}_raw_checkpoint on batch raw.${t} dt=2026-11-28`);
  s.add(
    x.at + 4000,
    g,
    "warn",
    `Expectation expect_column_values_to_not_be_null(column="${x.c.things[3]}_id") failed: unexpected_count=${r.int(3, 60)} of ${r.int(100000, 900000)} (0.00${r.int(1, 9)}%), meta.severity=warn`,
  );
  s.add(
    x.at + 4100,
    g,
    "warn",
    `Expectation expect_column_values_to_be_between(column="amount", min_value=0, max_value=50000) failed: unexpected_count=${r.int(1, 5)}, partial_unexpected_list=[${r.int(50001, 90000)}.00], meta.severity=warn`,
  );
  s.add(
    x.at + 4300,
    g,
    "info",
    `Validation result: success=False, evaluated_expectations=${r.int(30, 60)}, successful_expectations=${r.int(28, 58)}, unsuccessful_expectations=2`,
  );
  s.add(
    x.at + 4400,
    g,
    "info",
    "All failed expectations carry meta.severity=warn; checkpoint action 'fail_on_error' not triggered, publishing batch",
  );
  s.add(
    x.at + 5200,
    g,
    "info",
    `UpdateDataDocsAction: data docs site local_site updated (s3://${x.c.bucket}-docs/gx/index.html)`,
  );
  return "Great Expectations checkpoint had two failed expectations tagged warn-only; the batch was published as designed";
}

function quarantine(x: Ctx): string {
  const { r, s } = x;
  const e = x.n("etl");
  const t = x.c.things[0];
  const k = r.int(12, 40);
  for (let i = 0; i < k; i++)
    s.add(
      x.at + i * r.int(200, 1500),
      e,
      "warn",
      r.pick([
        `row ${r.int(1000, 900000)}: could not parse '${r.pick(["2026-13-01", "31/11/2026", "N/A", ""])}' as date for column shipped_at, sending to quarantine`,
        `row ${r.int(1000, 900000)}: amount=-${r.int(1, 900)}.00 violates CHECK amount >= 0, sending to quarantine`,
        `row ${r.int(1000, 900000)}: expected 14 columns, got ${r.pick([13, 15, 9])} (unescaped delimiter?), sending to quarantine`,
      ]),
    );
  const tot = r.int(150000, 900000);
  s.add(
    x.at + k * 1600,
    e,
    "info",
    `load of ${t} dt=2026-11-28 complete: ${tot - k} rows loaded, ${k} rows rejected to quarantine.${t}_rejects (${((k / tot) * 100).toFixed(4)}%, threshold 0.5%)`,
  );
  return `ETL rejected ${k} malformed rows to a quarantine table, well under its threshold, and loaded the rest`;
}

function connectRebalance(x: Ctx): string {
  const { r, s } = x;
  const c = x.n("connect");
  const t = x.c.things;
  s.add(
    x.at,
    c,
    "info",
    `[Worker clientId=connect-${r.int(1, 3)}, groupId=connect-cluster] Rebalance started (org.apache.kafka.connect.runtime.distributed.WorkerCoordinator)`,
  );
  s.add(
    x.at + 100,
    c,
    "info",
    `[Worker clientId=connect-1, groupId=connect-cluster] (Re-)joining group (org.apache.kafka.clients.consumer.internals.AbstractCoordinator)`,
  );
  s.add(
    x.at + 300,
    c,
    "error",
    `WorkerSinkTask{id=s3-sink-${t[0]}-1} Commit of offsets threw an unexpected exception for sequence number ${r.int(300, 900)}: {${t[0]}-3=OffsetAndMetadata{offset=${r.int(1e6, 9e6)}, leaderEpoch=null, metadata=''}} (org.apache.kafka.connect.runtime.WorkerSinkTask)`,
    [
      "org.apache.kafka.clients.consumer.CommitFailedException: Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.",
      "\tat org.apache.kafka.clients.consumer.internals.ConsumerCoordinator.sendOffsetCommitRequest(ConsumerCoordinator.java:1351)",
    ],
  );
  s.add(x.at + 500, c, "info", `Stopping task s3-sink-${t[0]}-1 (org.apache.kafka.connect.runtime.Worker)`);
  s.add(
    x.at + 2500,
    c,
    "info",
    `[Worker clientId=connect-1, groupId=connect-cluster] Successfully joined group with generation Generation{generationId=${r.int(100, 400)}, memberId='connect-1-${r.uuid()}', protocol='sessioned'}`,
  );
  s.add(
    x.at + 2700,
    c,
    "info",
    `Starting task s3-sink-${t[0]}-1 (org.apache.kafka.connect.runtime.distributed.DistributedHerder)`,
  );
  s.add(
    x.at + 3900,
    c,
    "info",
    `[Worker clientId=connect-1, groupId=connect-cluster] Finished starting connectors and tasks (org.apache.kafka.connect.runtime.distributed.DistributedHerder)`,
  );
  return "Kafka Connect worker group rebalanced after a worker joined; one sink's offset commit failed during the rebalance and the task restarted cleanly";
}

function flinkDeclined(x: Ctx): string {
  const { r, s } = x;
  const f = x.n("flink");
  const cp = r.int(9000, 9900);
  s.add(
    x.at,
    f,
    "info",
    `Triggering checkpoint ${cp} (type=CheckpointType{name='Checkpoint', sharingFilesStrategy=FORWARD_BACKWARD}) @ 1764374${r.int(100000, 999999)} for job ${JOB}.`,
  );
  s.add(x.at + 90000, f, "warn", `Checkpoint ${cp} of job ${JOB} expired before completing.`);
  s.add(
    x.at + 90010,
    f,
    "warn",
    `Failed to trigger or complete checkpoint ${cp} for job ${JOB}. (0 consecutive failed attempts so far)`,
    [
      "org.apache.flink.runtime.checkpoint.CheckpointException: Checkpoint expired before completing.",
      "\tat org.apache.flink.runtime.checkpoint.CheckpointCoordinator$CheckpointCanceller.run(CheckpointCoordinator.java:2216)",
    ],
  );
  s.add(
    x.at + 120000,
    f,
    "info",
    `Triggering checkpoint ${cp + 1} (type=CheckpointType{name='Checkpoint', sharingFilesStrategy=FORWARD_BACKWARD}) @ 1764374${r.int(100000, 999999)} for job ${JOB}.`,
  );
  s.add(
    x.at + 121900,
    f,
    "info",
    `Completed checkpoint ${cp + 1} for job ${JOB} (${r.int(20, 90)}${r.int(100000, 999999)} bytes, checkpointDuration=${r.int(1200, 2400)} ms, finalizationTime=${r.int(2, 30)} ms).`,
  );
  return `Flink checkpoint ${cp} expired once under backpressure (tolerable failures not reached), the next one completed`;
}

function esRollover(x: Ctx): string {
  const { r, s } = x;
  const e = x.n("es");
  const idx = `${x.c.things[0]}-logs`;
  const g = r.int(100, 300);
  s.add(
    x.at,
    e,
    "info",
    `[o.e.c.m.MetadataRolloverService] [es-master-0] rolled over [.ds-${idx}-2026.11.28-000${g}] to [.ds-${idx}-2026.11.29-000${g + 1}], max_age [1d]`,
  );
  s.add(
    x.at + 300,
    e,
    "info",
    `[o.e.c.m.MetadataCreateIndexService] [es-master-0] [.ds-${idx}-2026.11.29-000${g + 1}] creating index, cause [rollover_data_stream], templates [${idx}], shards [3]/[1]`,
  );
  s.add(
    x.at + 800,
    e,
    "info",
    `[o.e.c.r.a.AllocationService] [es-master-0] Cluster health status changed from [GREEN] to [YELLOW] (reason: [index [.ds-${idx}-2026.11.29-000${g + 1}] created]).`,
  );
  s.add(
    x.at + 20000,
    e,
    "info",
    `[o.e.c.r.a.a.BalancedShardsAllocator] [es-master-0] relocating [${idx}-2026.11.2${r.int(0, 7)}][1] from [es-data-0] to [es-data-2]`,
  );
  s.add(
    x.at + 21000,
    e,
    "warn",
    `[o.e.i.r.PeerRecoveryTargetService] [es-data-2] [${idx}][1] recovery throttled, indices.recovery.max_bytes_per_sec [40mb] reached`,
  );
  s.add(
    x.at + 95000,
    e,
    "info",
    `[o.e.c.r.a.AllocationService] [es-master-0] Cluster health status changed from [YELLOW] to [GREEN] (reason: [shards started [[.ds-${idx}-2026.11.29-000${g + 1}][2]]]).`,
  );
  return "Elasticsearch data stream rolled over and a shard relocated; cluster health went yellow while replicas initialised and back to green";
}

function warehouseQueue(x: Ctx): string {
  const { r, s } = x;
  const l = x.n("loader");
  const wh = x.c.wh;
  const q = `01b8${r.hex(4)}-0${r.int(100, 999)}-${r.hex(4)}-0000-${r.hex(12)}`;
  s.add(x.at, l, "info", `ALTER WAREHOUSE ${wh} SET WAREHOUSE_SIZE = 'XLARGE' (scheduled resize for nightly build)`);
  for (let i = 1; i <= 4; i++)
    s.add(
      x.at + i * 15000,
      l,
      "warn",
      `query ${q} still QUEUED on warehouse ${wh} after ${i * 15}s (queued_provisioning_time=${i * 15000} ms, warehouse resizing)`,
    );
  s.add(x.at + 75000, l, "info", `query ${q} started on ${wh} (XLARGE, 1 cluster)`);
  s.add(
    x.at + 75000 + r.int(20000, 60000),
    l,
    "info",
    `MERGE INTO ANALYTICS.FCT_${x.c.things[0].toUpperCase()}: ${r.int(10000, 900000)} rows updated, ${r.int(1000, 90000)} rows inserted (${r.float(20, 60).toFixed(1)}s)`,
  );
  return `Snowflake queries queued for about a minute while ${wh} resized, then ran normally`;
}

function hdfsBalancer(x: Ctx): string {
  const { r, s } = x;
  const h = x.n("hdfs");
  s.add(
    x.at,
    h,
    "info",
    "Balancer: namenodes  = [hdfs://nameservice1]; parameters = Balancer.BalancerParameters [BalancingPolicy.Node, threshold = 10.0, max idle iteration = 5, #excluded nodes = 0, #included nodes = 0, #source nodes = 0, #blockpools = 0, run during upgrade = false]",
  );
  for (let i = 0; i < r.int(40, 120); i++) {
    const t = x.at + 2000 + i * r.int(800, 2500);
    const blk = `blk_10737${r.int(10000, 99999)}_${r.int(100000, 999999)}`;
    if (r.chance(0.12))
      s.add(
        t,
        h,
        "warn",
        `Dispatcher: Failed to move ${blk} with size=134217728 from ${r.ip()}:9866:DISK to ${r.ip()}:9866:DISK through ${r.ip()}:9866: Got error, status=ERROR, status message opReplaceBlock ${blk} received exception java.io.IOException: Got error, status=ERROR, status message Not able to copy block ${r.int(1e9, 2e9)} to /${r.ip()}:${r.int(40000, 60000)} because threads quota is exceeded., copy block ${blk} from /${r.ip()}:9866, reportedBlock move is failed`,
      );
    else
      s.add(
        t,
        h,
        "info",
        `Dispatcher: Successfully moved ${blk} with size=134217728 from ${r.ip()}:9866:DISK to ${r.ip()}:9866:DISK through ${r.ip()}:9866`,
      );
  }
  s.add(x.t1 - r.int(5000, 30000), h, "info", `Balancer: The cluster is balanced. Exiting...`);
  return "HDFS balancer moved blocks between datanodes; some moves failed on the threads quota and were retried in the next iteration; cluster ended balanced";
}

function backfillMissing(x: Ctx): string {
  const { r, s } = x;
  const sp = x.n("spark");
  const t = x.c.things[1];
  s.add(
    x.at - 1000,
    sp,
    "info",
    `backfill ${t}: reprocessing partitions dt=2023-12-20..2024-01-20 (requested by data-eng ticket DE-${r.int(1000, 4000)})`,
  );
  for (let d = 20; d <= 31; d++) {
    const tt = x.at + (d - 20) * r.int(1500, 4000);
    s.add(
      tt,
      sp,
      "warn",
      `org.apache.spark.sql.AnalysisException: [PATH_NOT_FOUND] Path does not exist: s3a://${x.c.bucket}/${t}/dt=2023-12-${d}.`,
    );
    s.add(tt + 5, sp, "info", `partition dt=2023-12-${d} not found, skipping (table ${t} starts at dt=2024-01-01)`);
  }
  for (let d = 1; d <= 20; d++)
    s.add(
      x.at + 60000 + d * r.int(3000, 8000),
      sp,
      "info",
      `backfill ${t}: dt=2024-01-${String(d).padStart(2, "0")} rewritten, ${r.int(100000, 900000)} rows`,
    );
  return `Backfill re-read old partitions; the ones before the table existed logged Path does not exist and were skipped, the rest were rewritten`;
}

function vacuumFull(x: Ctx): string {
  const { r, s } = x;
  const p = x.n("pg");
  const tb = `${x.c.things[0]}_archive`;
  s.add(x.at, p, "info", `LOG:  statement: VACUUM (FULL, ANALYZE, VERBOSE) ${tb};  -- maintenance window 02:00-04:00`);
  s.add(x.at + 100, p, "info", `INFO:  vacuuming "public.${tb}"`);
  for (let i = 0; i < 3; i++)
    s.add(
      x.at + 5000 + i * 30000,
      p,
      "info",
      `LOG:  process ${r.int(2000, 9000)} still waiting for AccessShareLock on relation ${r.int(16000, 17000)} of database 16384 after 1000.${r.int(100, 999)} ms`,
      [
        "DETAIL:  Process holding the lock: " + r.int(1000, 1999) + ". Wait queue: " + r.int(2000, 9000) + ".",
        `STATEMENT:  SELECT count(*) FROM ${tb} WHERE created_at > now() - interval '1 day'`,
      ],
    );
  const dur = r.int(120000, 200000);
  s.add(
    x.at + dur,
    p,
    "info",
    `INFO:  "public.${tb}": found 0 removable, ${r.int(1e6, 9e6)} nonremovable row versions in ${r.int(40000, 90000)} pages`,
  );
  s.add(
    x.at + dur + 10,
    p,
    "info",
    `LOG:  duration: ${dur}.${r.int(100, 999)} ms  statement: VACUUM (FULL, ANALYZE, VERBOSE) ${tb};`,
  );
  s.add(
    x.at + dur + 50,
    p,
    "info",
    `LOG:  process ${r.int(2000, 9000)} acquired AccessShareLock on relation 16402 of database 16384 after ${dur - 4000}.${r.int(100, 999)} ms`,
  );
  return "Scheduled nightly VACUUM FULL held an exclusive lock; one report query waited on it and ran when the vacuum finished";
}

function cronNothing(x: Ctx): string {
  const { r, s } = x;
  const c = x.n("cron");
  s.every(r, x.t0, x.t1, 300000, 200, (t) => {
    const pid = r.int(1000, 40000);
    s.add(t, c, "info", `CRON[${pid}]: (etl) CMD (/opt/jobs/export_partner_feed.sh)`);
    s.add(
      t + 800,
      c,
      "info",
      `export_partner_feed: no new rows since last export at 2026-11-29T00:00:00Z, nothing to do`,
    );
    s.add(t + 820, c, "error", `export_partner_feed exited with status 1`);
    s.add(t + 830, c, "info", `CRON[${pid}]: (CRON) info (No MTA installed, discarding output)`);
  });
  return "A cron export job exits 1 on every run because there is nothing to export overnight, which is its documented behaviour";
}

function compactionGc(x: Ctx): string {
  const { r, s } = x;
  const c = x.n("compactor");
  for (let i = 0; i < r.int(4, 7); i++) {
    const t = x.at + i * r.int(10000, 25000);
    const p = r.int(1800, 4800);
    s.add(
      t,
      c,
      "info",
      `[gc] GC(${400 + i}) Pause Full (G1 Compaction Pause) ${r.int(7000, 7900)}M->${r.int(1800, 3000)}M(8192M) ${p}.${r.int(100, 999)}ms`,
    );
    s.add(
      t + p + 200,
      c,
      "warn",
      `JvmPauseMonitor: Detected pause in JVM or host machine (eg GC): pause of approximately ${p}ms`,
      [`GC pool 'G1 Old Generation' had collection(s): count=1 time=${p}ms`],
    );
  }
  s.add(
    x.at + 170000,
    c,
    "info",
    `Compaction of ${x.c.things[0]} finished: rewrote ${r.int(200, 900)} data files into ${r.int(20, 60)}, committed snapshot ${r.int(1e17, 9e17)} in ${r.int(300, 900)}s`,
  );
  return "Lake compaction job logged several multi-second full GC pauses near the end of a big rewrite and committed its snapshot";
}

function s3SlowDown(x: Ctx): string {
  const { r, s } = x;
  const e = x.n("etl");
  const k = r.int(6, 14);
  for (let i = 0; i < k; i++) {
    const t = x.at + i * r.int(1000, 6000);
    s.add(
      t,
      e,
      "warn",
      `Retrying (attempt ${r.int(1, 3)}/10) PutObject s3://${x.c.bucket}/${x.c.things[0]}/dt=2026-11-29/part-${String(r.int(0, 199)).padStart(5, "0")}.parquet after 503: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 0): Please reduce your request rate.`,
    );
  }
  s.add(
    x.at + k * 6000,
    e,
    "info",
    `uploaded ${r.int(200, 400)} parts to s3://${x.c.bucket}/${x.c.things[0]}/dt=2026-11-29/ (${k} retried after SlowDown, 0 failed)`,
  );
  return "S3 answered a burst of parallel uploads with 503 SlowDown; the SDK retried with backoff and every part landed";
}

function celerySoft(x: Ctx): string {
  const { r, s } = x;
  const c = x.n("celery");
  const id = r.uuid();
  const task = `${x.c.things[0]}.tasks.rebuild_${x.c.things[4]}_report`;
  s.add(x.at, c, "warn", `Soft time limit (300s) exceeded for ${task}[${id}]`);
  s.add(
    x.at + 20,
    c,
    "warn",
    `rebuild_${x.c.things[4]}_report: SoftTimeLimitExceeded caught, flushing ${r.int(10, 90)} pending chunks and finishing`,
  );
  s.add(
    x.at + r.int(6000, 20000),
    c,
    "info",
    `Task ${task}[${id}] succeeded in ${r.float(306, 320).toFixed(3)}s: {'rows': ${r.int(10000, 90000)}, 'partial': False}`,
  );
  return "Celery task passed its soft time limit, caught SoftTimeLimitExceeded, flushed and succeeded before the hard limit";
}

function consumerLag(x: Ctx): string {
  const { r, s } = x;
  const e = x.n("etl");
  let lag = r.int(300000, 600000);
  for (let t = x.at; lag > 2000 && t < x.t1; t += 30000) {
    s.add(
      t,
      e,
      lag > 100000 ? "warn" : "info",
      `consumer group etl-${x.c.things[0]} lag ${lag} on ${x.c.things[0]}[0-11] (alert threshold 100000)`,
    );
    lag = Math.floor(lag * r.float(0.45, 0.7));
  }
  return "Consumer lag spiked after the nightly bulk publish and drained back under the threshold within minutes";
}

function fetchFailed(x: Ctx): string {
  const { r, s } = x;
  const sp = x.n("spark");
  const ip = r.ip();
  const ex = r.int(2, 20);
  s.add(
    x.at - 2000,
    sp,
    "info",
    `ExecutorMonitor: Executor ${ex} is decommissioned (spot instance interruption notice), migrating shuffle blocks`,
  );
  s.add(
    x.at,
    sp,
    "warn",
    `TaskSetManager: Lost task ${r.int(0, 199)}.0 in stage 14.0 (TID ${r.int(9000, 20000)}) (${r.ip()} executor ${r.int(21, 30)}): FetchFailed(BlockManagerId(${ex}, ${ip}, 7337, None), shuffleId=6, mapIndex=${r.int(0, 99)}, mapId=${r.int(1000, 9000)}, reduceId=${r.int(0, 199)}, message=`,
    [
      `org.apache.spark.shuffle.FetchFailedException: Failed to connect to ${ip}:7337`,
      "\tat org.apache.spark.errors.SparkCoreErrors$.fetchFailedError(SparkCoreErrors.scala:437)",
      `Caused by: java.io.IOException: Failed to connect to ${ip}:7337`,
    ],
  );
  s.add(
    x.at + 100,
    sp,
    "info",
    "DAGScheduler: Marking ResultStage 14 (save at Load.scala:61) as failed due to a fetch failure from ShuffleMapStage 13 (repartition at Load.scala:44)",
  );
  s.add(
    x.at + 200,
    sp,
    "info",
    "DAGScheduler: Resubmitting ShuffleMapStage 13 (repartition at Load.scala:44) and ResultStage 14 (save at Load.scala:61) due to fetch failure",
  );
  s.add(
    x.at + 80000,
    sp,
    "info",
    `DAGScheduler: ResultStage 14 (save at Load.scala:61) finished in ${r.float(60, 90).toFixed(3)} s`,
  );
  return "A spot executor was reclaimed, a fetch failure made Spark resubmit the parent stage, and the job completed";
}

function trinoAdhocMem(x: Ctx): string {
  const { r, s } = x;
  const t = x.n("trino");
  const q = `20261129_0${r.int(10000, 59999)}_${String(r.int(1, 9999)).padStart(5, "0")}_${r.hex(5)}`;
  s.add(
    x.at,
    t,
    "error",
    `io.trino.event.QueryMonitor\tTIMELINE: Query ${q} :: FAILED (EXCEEDED_LOCAL_MEMORY_LIMIT) :: elapsed ${r.int(20000, 90000)}ms :: user analyst_jkowalski :: source DBeaver 24.1.0`,
    [
      "io.trino.ExceededMemoryLimitException: Query exceeded per-node memory limit of 12GB [Allocated: 12.00GB, Delta: 14.40MB, Top Consumers: {HashAggregationOperator=11.20GB, ScanFilterAndProjectOperator=540.11MB}]",
    ],
  );
  return "One analyst's ad-hoc Trino query exceeded the per-node memory limit and was failed by Trino; scheduled queries kept finishing";
}

function dagImportError(x: Ctx): string {
  const { r, s } = x;
  const sch = x.n("scheduler");
  s.every(r, x.t0, x.t1, 60000, 3000, (t) =>
    s.add(
      t,
      sch,
      "error",
      "Failed to import: /opt/airflow/dags/sandbox/scratch_mlopez_tmp.py",
      pyTb(
        [
          [
            "/opt/airflow/dags/sandbox/scratch_mlopez_tmp.py",
            4,
            "<module>",
            "from plugins.experimental import backfill_helper",
          ],
        ],
        "ModuleNotFoundError: No module named 'plugins.experimental'",
      ),
    ),
  );
  return "A personal scratch DAG in the sandbox folder fails to import on every parse; production DAGs keep running";
}

function tempTableDrop(x: Ctx): string {
  const { r, s } = x;
  const m = x.n("metastore");
  for (let i = 0; i < r.int(5, 10); i++) {
    const t = x.at + i * r.int(500, 3000);
    const tb = `tmp_${r.pick(x.c.things)}_2026112${r.int(0, 8)}_${r.hex(4)}`;
    s.add(t, m, "error", `metastore.RetryingHMSHandler: NoSuchObjectException(message:raw.${tb} table not found)`, [
      "\tat org.apache.hadoop.hive.metastore.HMSHandler.get_table_core(HMSHandler.java:3546)",
      "\tat org.apache.hadoop.hive.metastore.HMSHandler.drop_table_with_environment_context(HMSHandler.java:3024)",
    ]);
    s.add(
      t + 5,
      m,
      "info",
      `HiveMetaStore.audit: ugi=etl\tip=/${r.ip()}\tcmd=drop_table : db=raw tbl=${tb} (ifExists=true)`,
    );
  }
  s.add(
    x.at,
    m,
    "warn",
    "metastore.ObjectStore: Version information not found in metastore. metastore.schema.verification is not enabled so recording the schema version 3.1.0",
  );
  return "Nightly cleanup issued DROP TABLE IF EXISTS for temp tables already gone; the metastore logs NoSuchObjectException for each, which is normal";
}

function leaderElection(x: Ctx): string {
  const { r, s } = x;
  const b = x.n("broker");
  const i = x.n("ingest");
  s.add(
    x.at,
    b,
    "info",
    `[Controller id=2] Starting replica leader election (PREFERRED) for partitions ${x.c.things[0]}-4,${x.c.things[0]}-7 triggered by AutoTriggered (kafka.controller.KafkaController)`,
  );
  for (let k = 0; k < r.int(4, 9); k++)
    s.add(
      x.at + 200 + k * 80,
      i,
      "warn",
      `[Producer clientId=${x.n("ingest")}-producer] Got error produce response with correlation id ${r.int(10000, 90000)} on topic-partition ${x.c.things[0]}-${r.pick([4, 7])}, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
    );
  s.add(
    x.at + 900,
    i,
    "warn",
    `[Producer clientId=${x.n("ingest")}-producer] Received invalid metadata error in produce request on partition ${x.c.things[0]}-4 due to org.apache.kafka.common.errors.NotLeaderOrFollowerException: For requests intended only for the leader, this error indicates that the broker is not the current leader. For requests intended for any replica, this error indicates that the broker is not a replica of the topic partition.. Going to request metadata update now`,
  );
  s.add(
    x.at + 1500,
    b,
    "info",
    "[Controller id=2] Partition reassignment/leader election complete (kafka.controller.KafkaController)",
  );
  return "Kafka auto preferred-leader election moved two partition leaders; producers got NOT_LEADER_OR_FOLLOWER, refreshed metadata and retried successfully";
}

function bqRateRetry(x: Ctx): string {
  const { r, s } = x;
  const l = x.n("loader");
  for (let k = 0; k < r.int(3, 6); k++) {
    const t = x.at + k * r.int(4000, 9000);
    s.add(
      t,
      l,
      "warn",
      `google.api_core.exceptions.Forbidden: 403 Exceeded rate limits: too many table update operations for this table. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas; reason: rateLimitExceeded, location: table.write, message: Exceeded rate limits`,
    );
    s.add(
      t + 10,
      l,
      "info",
      `load job for ${x.c.things[0]}$20261129 will be retried in ${r.float(1, 8).toFixed(1)}s (retry ${k + 1}/8)`,
    );
  }
  s.add(
    x.at + 60000,
    l,
    "info",
    `load job ${r.hex(10)} DONE: ${x.c.things[0]}$20261129 ${r.int(10000, 90000)} rows appended`,
  );
  return "BigQuery table-update rate limit hit by per-partition appends; the loader backed off and every load job completed";
}

function freshnessWarn(x: Ctx): string {
  const { r, s } = x;
  const d = x.n("dbt");
  s.add(x.at, d, "info", "Running with dbt=1.8.7");
  s.add(
    x.at + 4000,
    d,
    "warn",
    `${r.int(3, 20)} of 38 WARN freshness of partner.${x.c.things[3]} ........ [WARN in ${r.float(0.5, 3).toFixed(2)}s]`,
  );
  s.add(
    x.at + 4100,
    d,
    "warn",
    `Source partner.${x.c.things[3]}: max(loaded_at) is 26 hours old (warn_after: 24 hours, error_after: 48 hours); partner delivers weekends late`,
  );
  s.add(x.at + 9000, d, "info", "Done. PASS=37 WARN=1 ERROR=0 SKIP=0 TOTAL=38");
  return "dbt source freshness warned on a weekend-late partner source, under its error threshold";
}

function flinkRescale(x: Ctx): string {
  const { r, s } = x;
  const f = x.n("flink");
  const cp = r.int(9000, 9900);
  s.add(x.at, f, "info", `Job ${x.c.things[1]}-enrichment (${JOB}) switched from state RUNNING to RESTARTING.`);
  s.add(
    x.at + 10,
    f,
    "info",
    `Rescaling job ${JOB} from parallelism 8 to 12 (new TaskManagers registered by the autoscaler)`,
  );
  s.add(x.at + 40, f, "info", `Source: kafka-${x.c.things[1]} (3/8) switched from RUNNING to CANCELING.`);
  s.add(x.at + 2000, f, "info", `Job ${x.c.things[1]}-enrichment (${JOB}) switched from state RESTARTING to RUNNING.`);
  s.add(
    x.at + 2100,
    f,
    "info",
    `Restoring job ${JOB} from Checkpoint ${cp} @ 1764374${r.int(100000, 999999)} for ${JOB} located at s3://${x.c.bucket}-flink/checkpoints/${JOB}/chk-${cp}.`,
  );
  s.add(
    x.at + 40000,
    f,
    "info",
    `Completed checkpoint ${cp + 1} for job ${JOB} (${r.int(20, 90)}${r.int(100000, 999999)} bytes, checkpointDuration=${r.int(1200, 2400)} ms, finalizationTime=${r.int(2, 30)} ms).`,
  );
  return "Flink autoscaler rescaled a job from 8 to 12; it passed through RESTARTING, restored from the last checkpoint and kept running";
}

function deltaConflict(x: Ctx): string {
  const { r, s } = x;
  const c = x.n("compactor");
  s.add(x.at, c, "warn", `OPTIMIZE ${x.c.things[0]} attempt 1 failed, retrying`, [
    `io.delta.exceptions.ConcurrentAppendException: Files were added to partition [dt=2026-11-29] by a concurrent update. Please try the operation again.`,
    'Conflicting commit: {"timestamp":1764374400000,"operation":"WRITE","operationParameters":{"mode":Append},"isBlindAppend":true}',
    "Refer to https://docs.delta.io/latest/concurrency-control.html for more details.",
  ]);
  s.add(
    x.at + 30000,
    c,
    "info",
    `OPTIMIZE ${x.c.things[0]} attempt 2: committed version ${r.int(1000, 9000)} (numFilesAdded=${r.int(2, 9)}, numFilesRemoved=${r.int(40, 200)})`,
  );
  return "Delta OPTIMIZE conflicted with a concurrent append once and succeeded on retry";
}

function esBulkReject(x: Ctx): string {
  const { r, s } = x;
  const i = x.n("ingest");
  for (let k = 0; k < r.int(3, 7); k++) {
    const t = x.at + k * r.int(2000, 6000);
    const n = r.int(10, 80);
    s.add(
      t,
      i,
      "warn",
      `bulk request partially rejected: ${n} items es_rejected_execution_exception: rejected execution of coordinating operation [coordinating_and_primary_bytes=${r.int(400, 500)}mb, replica_bytes=0, all_bytes=${r.int(400, 500)}mb, coordinating_operation_bytes=${r.int(1, 9)}mb, max_coordinating_and_primary_bytes=512mb]`,
    );
    s.add(t + r.int(500, 2000), i, "info", `retried ${n} rejected bulk items after backoff: all indexed`);
  }
  return "Elasticsearch write thread pool pushed back on a bulk burst; the indexer retried the rejected items and all were indexed";
}

function kerberosRelogin(x: Ctx): string {
  const { r, s } = x;
  const sp = x.n("spark");
  s.add(x.at, sp, "warn", `Client: Exception encountered while connecting to the server`, [
    "javax.security.sasl.SaslException: GSS initiate failed [Caused by GSSException: No valid credentials provided (Mechanism level: Failed to find any Kerberos tgt)]",
    "\tat com.sun.security.sasl.gsskerb.GssKrb5Client.evaluateChallenge(GssKrb5Client.java:228)",
  ]);
  s.add(
    x.at + 50,
    sp,
    "info",
    `UserGroupInformation: Initiating re-login for etl@${x.c.ns.toUpperCase().replace("-", "")}.CORP`,
  );
  s.add(
    x.at + 600,
    sp,
    "info",
    `UserGroupInformation: Login successful for user etl@${x.c.ns.toUpperCase().replace("-", "")}.CORP using keytab file /etc/security/keytabs/etl.keytab. Keytab auto renewal enabled : true`,
  );
  s.add(x.at + r.int(1000, 3000), sp, "info", "DFSClient: retrying getFileInfo after re-login, succeeded");
  return "Kerberos TGT of a long Spark job expired; one GSS initiate failed, UGI re-logged in from the keytab and the call succeeded";
}

function poolFull(x: Ctx): string {
  const { r, s } = x;
  const sch = x.n("scheduler");
  for (let k = 0; k < r.int(8, 16); k++)
    s.add(
      x.at + k * r.int(5000, 10000),
      sch,
      "info",
      `Not executing <TaskInstance: ${x.c.things[k % 5]}_daily.load scheduled__2026-11-28T00:00:00+00:00 [scheduled]> since the pool 'warehouse' has 0 open slots (tasks waiting: ${r.int(3, 20)})`,
    );
  s.add(
    x.at + 160000,
    sch,
    "info",
    `Sending TaskInstanceKey(dag_id='${x.c.things[0]}_daily', task_id='load', run_id='scheduled__2026-11-28T00:00:00+00:00', try_number=1, map_index=-1) to CeleryExecutor with priority 9 and queue default`,
  );
  return "Airflow tasks waited for free slots in the warehouse pool during the nightly peak and were scheduled as slots freed";
}

function replicaConflict(x: Ctx): string {
  const { r, s } = x;
  const p = x.n("pg");
  s.add(x.at, p, "error", "ERROR:  canceling statement due to conflict with recovery", [
    "DETAIL:  User query might have needed to see row versions that must be removed.",
    `STATEMENT:  SELECT date_trunc('week', created_at), count(*) FROM ${x.c.things[0]} GROUP BY 1 ORDER BY 1`,
  ]);
  s.add(
    x.at + r.int(30000, 60000),
    p,
    "info",
    `LOG:  duration: ${r.int(20000, 60000)}.${r.int(100, 999)} ms  statement: SELECT date_trunc('week', created_at), count(*) FROM ${x.c.things[0]} GROUP BY 1 ORDER BY 1`,
  );
  return "A long analyst query on the read replica was cancelled by a recovery conflict and succeeded when re-run";
}

function dynAllocation(x: Ctx): string {
  const { r, s } = x;
  const sp = x.n("spark");
  const a = app(r);
  for (let k = 0; k < r.int(4, 10); k++) {
    const ex = r.int(1, 40);
    const t = x.at + k * r.int(300, 2000);
    const ip = r.ip();
    s.add(
      t,
      sp,
      "info",
      `ExecutorAllocationManager: Removing executor ${ex} because it has been idle for 60 seconds (new desired total will be ${r.int(2, 10)} for resource profile id: 0)`,
    );
    s.add(
      t + 400,
      sp,
      "error",
      `YarnScheduler: Lost executor ${ex} on ${ip}: Container ${ctr(a, r)} exited from explicit termination request.`,
    );
  }
  return "Spark dynamic allocation released idle executors after the heavy stage; YARN logs each as Lost executor at ERROR, which is normal";
}

export const KINDS: Kind[] = [
  { kind: "spark-task-retry", roles: ["spark", "yarn"], run: sparkTaskRetry },
  { kind: "spark-speculation", roles: ["spark"], run: sparkSpeculation },
  { kind: "yarn-preemption", roles: ["spark", "yarn"], run: yarnPreempt },
  { kind: "airflow-sensor-soft-fail", roles: ["worker", "scheduler"], run: sensorSoftFail },
  { kind: "airflow-retry-success", roles: ["worker", "scheduler"], run: airflowRetry },
  { kind: "dbt-test-warn", roles: ["dbt", "loader"], run: dbtWarn },
  { kind: "gx-warn-only", roles: ["gx", "etl"], run: gxWarn },
  { kind: "etl-quarantine", roles: ["etl"], run: quarantine },
  { kind: "connect-rebalance", roles: ["connect", "broker"], run: connectRebalance },
  { kind: "flink-checkpoint-expired", roles: ["flink", "broker"], run: flinkDeclined },
  { kind: "es-rollover-relocation", roles: ["es"], run: esRollover },
  { kind: "warehouse-queued-resize", roles: ["loader", "dbt"], run: warehouseQueue },
  { kind: "hdfs-balancer", roles: ["hdfs"], run: hdfsBalancer },
  { kind: "backfill-missing-partitions", roles: ["spark"], run: backfillMissing },
  { kind: "vacuum-full", roles: ["pg"], run: vacuumFull },
  { kind: "cron-nothing-to-do", roles: ["cron"], run: cronNothing },
  { kind: "compaction-gc-pauses", roles: ["compactor"], run: compactionGc },
  { kind: "s3-slowdown-retry", roles: ["etl"], run: s3SlowDown },
  { kind: "celery-soft-time-limit", roles: ["celery"], run: celerySoft },
  { kind: "consumer-lag-catchup", roles: ["etl", "broker"], run: consumerLag },
  { kind: "spark-fetch-failed-resubmit", roles: ["spark"], run: fetchFailed },
  { kind: "trino-adhoc-memory-limit", roles: ["trino"], run: trinoAdhocMem },
  { kind: "airflow-scratch-dag-import-error", roles: ["scheduler", "worker"], run: dagImportError },
  { kind: "metastore-drop-if-exists", roles: ["metastore"], run: tempTableDrop },
  { kind: "kafka-preferred-leader-election", roles: ["broker", "ingest"], run: leaderElection },
  { kind: "bigquery-rate-limit-retry", roles: ["loader"], run: bqRateRetry },
  { kind: "dbt-source-freshness-warn", roles: ["dbt"], run: freshnessWarn },
  { kind: "flink-rescale-restart", roles: ["flink"], run: flinkRescale },
  { kind: "delta-concurrent-append-retry", roles: ["compactor"], run: deltaConflict },
  { kind: "es-bulk-rejections-retried", roles: ["ingest", "es"], run: esBulkReject },
  { kind: "kerberos-relogin", roles: ["spark", "hdfs"], run: kerberosRelogin },
  { kind: "airflow-pool-full", roles: ["scheduler", "worker"], run: poolFull },
  { kind: "replica-recovery-conflict", roles: ["pg"], run: replicaConflict },
  { kind: "spark-dynamic-allocation", roles: ["spark", "yarn"], run: dynAllocation },
];
