// Normal life of each estate: request traffic with its fan-out, health checks, periodic jobs per role, one noisy
// service with a constant harmless error, deprecation warnings, retries that succeed and an unrelated rollout.
import type { Role } from "./estates.js";
import { has, svcOf } from "./estates.js";
import { hourRun, ip, MIN, n, type Scene, tid } from "./scene.js";

export function requestOk(sc: Scene, t: number, tr: string | undefined): void {
  const { s, r, e } = sc;
  const gw = n(sc, "gw");
  const sv = n(sc, "serve");
  const ft = n(sc, "feat");
  switch (e.key) {
    case "kestrel": {
      if (r.chance(0.25)) {
        const ms = r.int(4, 19);
        s.add(
          t + 2,
          ft,
          "info",
          `GetOnlineFeatures project=assistant view=user_usage_1h entities=1 features=14 took=${ms}ms`,
          { trace: tr },
        );
        s.add(t + ms + 8, gw, "info", `GET /v1/usage/quota 200 ${ms + 6}ms tenant=${r.pick(e.tenants)}`, { trace: tr });
        return;
      }
      const model = r.pick(e.models.slice(0, 2));
      const pin = r.int(40, 3800);
      const pout = r.int(12, 900);
      const ms = Math.round(120 + pout * r.float(9, 22));
      const id = `chatcmpl-${r.hex(24)}`;
      s.add(
        t + 3,
        sv,
        "info",
        `Received request ${id}: prompt_tokens=${pin}, max_tokens=${r.pick([512, 1024, 2048])}, lora_request: None`,
        { trace: tr },
      );
      s.add(t + ms - 4, sv, "info", `Finished request ${id}.`, { trace: tr });
      s.add(
        t + ms,
        gw,
        "info",
        `POST /v1/chat/completions 200 ${ms}ms model=${model} tenant=${r.pick(e.tenants)} prompt_tokens=${pin} completion_tokens=${pout} upstream=${sv}`,
        { trace: tr },
      );
      return;
    }
    case "halcyon": {
      const model = r.pick(e.models);
      const ms = r.int(3, 11);
      s.add(
        t + 1,
        ft,
        "info",
        `online read project=claims feature_views=[claim_history,policy_features] entity_rows=1 ms=${ms}`,
      );
      const sms = ms + r.int(9, 40);
      s.add(
        t + sms - 2,
        sv,
        "info",
        `scored claim CL-${r.int(1000000, 9999999)} model=${model}@v${r.int(11, 19)} score=${r.float(0, 1).toFixed(3)} latency_ms=${sms}`,
      );
      s.add(
        t + sms + 3,
        gw,
        "info",
        `Request finished HTTP/1.1 POST http://query-api.data-prod.svc/api/v2/score/${model} - 200 - application/json;+charset=utf-8 ${(sms + 3 + r.float(0, 1)).toFixed(4)}ms`,
      );
      return;
    }
    case "marlowe": {
      const user = `u${r.int(100000, 999999)}`;
      const ms = r.int(4, 16);
      s.add(
        t + 2,
        ft,
        "info",
        `Built ${r.int(180, 240)} features for ${user} in ${ms} ms (cache hit ratio ${r.float(0.85, 0.99).toFixed(2)})`,
        { trace: tr },
      );
      const inf = r.int(6, 22);
      if (r.chance(0.3))
        s.add(
          t + ms + 4,
          sv,
          "info",
          `I${isoG(t + ms + 4)} 1 infer_handler.cc:975] [request id: ${tr ?? "<id_unknown>"}] Infer request: model=ranker_dlrm version=-1 batch=${r.int(32, 200)}`,
          { trace: tr },
        );
      const tot = ms + inf + r.int(5, 30);
      s.add(
        t + tot,
        gw,
        "info",
        `${r.pick(["GET /recs/home", "GET /recs/pdp", "GET /recs/cart"])}?surface=${r.pick(e.tenants)} 200 ${tot}ms items=${r.pick([12, 24, 48])}`,
        { trace: tr },
      );
      return;
    }
    default: {
      const model = r.pick(e.models.slice(0, 2));
      const batch = r.pick([1, 8, 16, 32, 64]);
      const ms = Math.round(8 + batch * r.float(0.9, 1.6));
      if (r.chance(0.35))
        s.add(t + 1, ft, "info", `GET /v1/features/doc/${r.int(10000000, 99999999)} 200 ${r.int(1, 6)}ms`);
      s.add(t + ms - 1, sv, "info", `embedded batch size=${batch} model=${model} max_len=512 duration=${ms}ms`);
      s.add(
        t + ms + 2,
        gw,
        "info",
        `[${new Date(t).toISOString()}] "POST /v1/embed HTTP/1.1" 200 - ${batch * 310} ${batch * 4100} ${ms + 2} ${ms} "${ip(sc)}" "${r.pick(["python-requests/2.32.3", "pinecrest-sdk/1.8.0", "Go-http-client/2.0"])}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}" "embed-serving:8080" "${ip(sc)}:8080"`,
      );
    }
  }
}

/** glog time as Triton prints it: MMDD HH:MM:SS.micro */
export function isoG(t: number): string {
  const d = new Date(t).toISOString();
  return `${d.slice(5, 7)}${d.slice(8, 10)} ${d.slice(11, 23)}${String(Math.floor(t) % 997).padStart(3, "0")}`;
}

export function requests(sc: Scene, count: number): void {
  for (let i = 0; i < count; i++) {
    const t = sc.r.float(sc.t0, sc.t1);
    const tr = tid(sc);
    if (sc.hooks.request?.(t, tr)) continue;
    requestOk(sc, t, tr);
  }
}

function healthChecks(sc: Scene): void {
  const { s, r, e } = sc;
  for (const sv of e.svcs) {
    if (!["gw", "serve", "feat", "reg"].includes(sv.role)) continue;
    const probe = ip(sc);
    s.every(sc.t0, sc.t1, r.pick([10_000, 15_000, 20_000]), 400, (t) => {
      const line =
        sv.runtime === "python"
          ? `${probe}:${r.int(30000, 60000)} - "GET /health HTTP/1.1" 200 OK`
          : sv.runtime === "dotnet"
            ? `Request finished HTTP/1.1 GET http://${probe}:8080/healthz - 200 - text/plain 0.${r.int(1000, 9999)}ms`
            : sv.runtime === "cpp"
              ? `I${isoG(t)} 1 http_server.cc:4516] HTTP request: 0 /v2/health/ready`
              : `GET /healthz 200 0.${r.int(2, 9)}ms user-agent=kube-probe/1.29`;
      s.add(t, sv.name, sv.runtime === "cpp" ? "debug" : "info", line);
    });
  }
}

function periodic(sc: Scene, role: Role): void {
  const { s, r, e } = sc;
  const name = n(sc, role);
  switch (role) {
    case "sched":
      if (e.key === "pinecrest") {
        s.every(sc.t0, sc.t1, 30_000, 1000, (t) => {
          s.add(t, name, "info", "backfill: beginning");
          s.add(t + r.int(20, 200), name, "info", `backfill: reached end of job queue (${r.int(4, 40)} jobs tested)`);
        });
        s.every(sc.t0, sc.t1, 40_000, 20_000, (t) => {
          const id = r.int(481000, 489999);
          s.add(
            t,
            name,
            "info",
            `sched: Allocate JobId=${id} NodeList=gpu-${String(r.int(1, 40)).padStart(3, "0")} #CPUs=${r.pick([16, 32, 64])} Partition=${r.pick(e.gpuPools)}`,
          );
          if (r.chance(0.7))
            s.add(t + r.int(5000, 60000), name, "info", `_job_complete: JobId=${id - r.int(40, 400)} WEXITSTATUS 0`);
        });
      } else {
        s.every(sc.t0, sc.t1, 30_000, 1500, (t) => {
          const q = e.gpuPools.map((p) => `${p}=${r.int(0, 14)}`).join(" ");
          s.add(
            t,
            name,
            "info",
            `scheduling cycle done in ${r.int(8, 90)}ms: pending ${q}; admitted=${r.int(0, 3)} finished=${r.int(0, 2)}`,
          );
        });
        s.every(sc.t0, sc.t1, 70_000, 30_000, (t) => {
          s.add(
            t,
            name,
            "info",
            `workload ${r.pick(e.jobs)}-${r.hex(5)} admitted: ${r.pick([8, 16, 32])} GPUs on pool ${r.pick(e.gpuPools)} (user=${r.pick(e.users)}, priority=${r.pick(["batch", "normal", "high"])})`,
          );
        });
      }
      return;
    case "train": {
      const job = r.pick(e.jobs);
      let step = r.int(2000, 40000);
      const total = Math.ceil(step / 10000) * 10000 + 20000;
      s.every(sc.t0, sc.t1, r.int(5, 9) * 1000, 500, (t) => {
        step += 10;
        const loss = (2.4 - step / 60000 + r.float(-0.05, 0.05)).toFixed(4);
        s.add(
          t,
          name,
          "info",
          `[rank0]: step ${step}/${total} | loss ${loss} | lr ${(3e-4 * (1 - step / total)).toExponential(3)} | grad_norm ${r.float(0.4, 1.3).toFixed(3)} | tokens/s ${r.int(170, 195)}k | mfu ${r.float(0.38, 0.46).toFixed(3)}`,
        );
      });
      s.every(sc.t0, sc.t1, 4 * MIN, 20_000, (t) => {
        const secs = r.int(25, 60);
        s.add(t, name, "info", `[rank0]: saving checkpoint step_${step} to ${e.bucket}/${job}/step_${step}`);
        s.add(
          t + secs * 1000,
          name,
          "info",
          `[rank0]: checkpoint step_${step} saved (${r.float(12, 30).toFixed(1)} GB, ${secs}s)`,
        );
      });
      return;
    }
    case "feat":
      s.every(sc.t0, sc.t1, 60_000, 5000, (t) => {
        const rows = r.int(2000, 90000);
        s.add(
          t,
          name,
          "info",
          `materialization ${r.pick(["user_usage_1h", "policy_features", "item_stats_15m", "doc_popularity"])} window ${new Date(t - 3_600_000).toISOString().slice(11, 16)}-${new Date(t).toISOString().slice(11, 16)}: ${rows} rows written to online store in ${r.float(0.4, 6).toFixed(1)}s`,
        );
      });
      return;
    case "orch":
      s.every(sc.t0, sc.t1, 9_000, 4000, (t) => {
        const d = r.pick(e.dags);
        const task = r.pick(d.tasks);
        const run = hourRun(t);
        if (r.chance(0.5))
          s.add(
            t,
            name,
            "info",
            `Sending TaskInstanceKey(dag_id='${d.dag}', task_id='${task}', run_id='${run}', try_number=1, map_index=-1) to CeleryExecutor with priority ${r.int(1, 9)} and queue default`,
          );
        else
          s.add(
            t,
            name,
            "info",
            `TaskInstance Finished: dag_id=${d.dag}, task_id=${task}, run_id=${run}, map_index=-1, run_duration=${r.float(2, 400).toFixed(3)}, state=success, executor_state=success, try_number=1, max_tries=2, pool=default_pool, queue=default, priority_weight=${r.int(1, 9)}`,
          );
      });
      s.every(sc.t0, sc.t1, 60_000, 10_000, (t) => {
        s.add(
          t,
          name,
          "info",
          `Marking run <DagRun ${r.pick(e.dags).dag} @ ${new Date(t - 3_600_000).toISOString().slice(0, 13)}:00:00+00:00: ${hourRun(t - 3_600_000)}, state:running, queued_at: ${new Date(t - 3_000_000).toISOString().replace("T", " ").slice(0, 26)}+00:00. externally triggered: False> successful`,
        );
      });
      return;
    case "spark": {
      let stage = r.int(10, 80);
      let tid0 = r.int(1000, 9000);
      let job = r.int(3, 40);
      s.every(sc.t0, sc.t1, 700, 400, (t) => {
        tid0++;
        const part = tid0 % 200;
        s.add(
          t,
          name,
          "info",
          `TaskSetManager: Finished task ${part}.0 in stage ${stage}.0 (TID ${tid0}) in ${r.int(400, 9000)} ms on ${ip(sc)} (executor ${r.int(1, 24)}) (${part + 1}/200)`,
        );
        if (part === 199) {
          s.add(
            t + 40,
            name,
            "info",
            `DAGScheduler: Job ${job} finished: save at ${r.pick(["Sessionize.scala:88", "CleanClaims.scala:142", "ParseDocs.scala:61"])}, took ${r.float(40, 240).toFixed(6)} s`,
          );
          stage += 2;
          job++;
        }
      });
      return;
    }
    case "connect":
      for (const c of e.connectors) {
        s.every(sc.t0, sc.t1, 10_000, 3000, (t) => {
          if (c.startsWith("s3-sink"))
            s.add(
              t,
              name,
              "info",
              `[${c}|task-${r.int(0, 3)}] Files committed to S3. Target commit offset for ${r.pick(e.topics)}-${r.int(0, 11)} is ${r.int(100000, 9999999)}`,
            );
          else
            s.add(
              t,
              name,
              "info",
              `WorkerSourceTask{id=${c}-0} Committing offsets for ${r.int(10, 4000)} acknowledged messages`,
            );
        });
      }
      return;
    case "wh":
      s.every(sc.t0, sc.t1, 30_000, 8000, (t) => {
        const rows = r.int(1000, 90000);
        const tb = r.pick(e.tables.slice(0, 2));
        const line =
          e.warehouse === "bigquery"
            ? `load job bqjob_r${r.hex(12)}_0000019${r.hex(5)}_1 DONE: ${rows} rows into ${tb}$${new Date(t).toISOString().slice(0, 10).replace(/-/g, "")} (${r.int(2, 30)} files, ${r.float(1, 9).toFixed(1)}s)`
            : e.warehouse === "redshift"
              ? `COPY ${tb} FROM '${e.bucket}/landing/${tb.split(".")[1]}/' IAM_ROLE default FORMAT PARQUET: ${rows} rows loaded in ${r.float(1, 9).toFixed(2)}s`
              : `COPY INTO ${tb}: LOADED ${r.int(2, 20)} files, ${rows} rows parsed, ${rows} rows loaded, errors_seen=0 (${r.float(1, 9).toFixed(1)}s)`;
        s.add(t, name, "info", line);
      });
      return;
    case "dbt":
      s.every(sc.t0, sc.t1, 6 * MIN, 60_000, (t) => dbtBuild(sc, t));
      return;
    case "reg":
      s.every(sc.t0, sc.t1, 12_000, 6000, (t) => {
        const line =
          svcOf(e, "reg")?.runtime === "ruby"
            ? `Completed 200 OK in ${r.int(8, 90)}ms (Views: ${r.float(0.5, 4).toFixed(1)}ms | ActiveRecord: ${r.float(1, 30).toFixed(1)}ms | Allocations: ${r.int(2000, 30000)})`
            : `${ip(sc)}:${r.int(30000, 60000)} - "${r.pick(["GET /api/2.0/mlflow/runs/get", "POST /api/2.0/mlflow/runs/log-batch", "GET /api/2.0/mlflow/registered-models/get-latest-versions"])} HTTP/1.1" 200 OK`;
        s.add(t, name, "info", line);
      });
      return;
    case "gw":
    case "serve":
      if (role === "serve" && e.key === "kestrel")
        s.every(sc.t0, sc.t1, 10_000, 200, (t) => {
          s.add(
            t,
            name,
            "info",
            `Avg prompt throughput: ${r.float(800, 4000).toFixed(1)} tokens/s, Avg generation throughput: ${r.float(200, 700).toFixed(1)} tokens/s, Running: ${r.int(4, 30)} reqs, Swapped: 0 reqs, Pending: ${r.int(0, 2)} reqs, GPU KV cache usage: ${r.float(15, 70).toFixed(1)}%, CPU KV cache usage: 0.0%.`,
          );
        });
      return;
  }
}

export function dbtBuild(sc: Scene, t: number): void {
  const { s, r } = sc;
  const name = n(sc, "dbt");
  const models = [
    "stg_events",
    "stg_users",
    "int_sessions",
    "fct_usage",
    "dim_accounts",
    "fct_daily_rollup",
    "agg_weekly",
  ];
  let at = t;
  const log = (dt: number, msg: string) => {
    at += dt;
    s.add(at, name, "info", msg);
  };
  log(0, `Running with dbt=${svcOf(sc.e, "dbt")?.version}`);
  log(900, `Found ${r.int(80, 140)} models, ${r.int(200, 400)} data tests, ${r.int(20, 40)} sources, 612 macros`);
  log(1400, "Concurrency: 8 threads (target='prod')");
  models.forEach((m, i) => {
    log(
      r.int(50, 300),
      `${i + 1} of ${models.length} START sql incremental model analytics.${m} ${".".repeat(20)} [RUN]`,
    );
    const secs = r.float(1, 20);
    log(
      secs * 1000,
      `${i + 1} of ${models.length} OK created sql incremental model analytics.${m} ${".".repeat(20)} [MERGE ${r.int(100, 90000)} in ${secs.toFixed(2)}s]`,
    );
  });
  log(
    300,
    `Finished running ${models.length} incremental models in 0 hours 1 minutes and ${r.float(1, 59).toFixed(2)} seconds.`,
  );
  log(10, "Completed successfully");
  log(5, `Done. PASS=${models.length} WARN=0 ERROR=0 SKIP=0 TOTAL=${models.length}`);
}

function noisy(sc: Scene): void {
  const { s, r, e } = sc;
  const start = sc.t0 + r.int(2000, 40_000);
  switch (e.key) {
    case "kestrel":
      s.every(start, sc.t1, 6000, 2500, (t) =>
        s.add(t, "feature-store", "error", "Failed to send usage metrics to statsd at 10.0.0.53:8125", {
          stack: [
            "java.net.PortUnreachableException: ICMP Port Unreachable",
            "\tat java.base/sun.nio.ch.DatagramChannelImpl.send0(Native Method)",
            "\tat java.base/sun.nio.ch.DatagramChannelImpl.sendFromNativeBuffer(DatagramChannelImpl.java:901)",
            "\tat com.timgroup.statsd.StatsDSender.blockingSend(StatsDSender.java:88)",
            "\tat com.timgroup.statsd.StatsDSender.run(StatsDSender.java:71)",
          ],
        }),
      );
      return;
    case "halcyon":
      s.every(start, sc.t1, 5000, 2000, (t) =>
        s.add(
          t,
          "catalog-meta",
          "error",
          `OpenLineage emit failed for run ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}: 409 Conflict from http://marquez.data-prod.svc:5000/api/v1/lineage (run already COMPLETE), event dropped`,
        ),
      );
      return;
    case "marlowe":
      s.every(start, sc.t1, 7000, 3000, (t) =>
        s.add(t, "mlflow", "error", `Failed to collect system metrics for run ${r.hex(32)}`, {
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.11/site-packages/mlflow/system_metrics/metrics/gpu_monitor.py", line 21, in __init__',
            "    pynvml.nvmlInit()",
            '  File "/usr/local/lib/python3.11/site-packages/pynvml.py", line 1793, in nvmlInit',
            "    nvmlInitWithFlags(0)",
            "pynvml.NVMLError_LibraryNotFound: NVML Shared Library Not Found",
          ],
        }),
      );
      return;
    default:
      s.every(start, sc.t1, 4000, 1500, (t) => {
        if (r.chance(0.5))
          s.add(
            t,
            "spark-driver",
            "error",
            "AsyncEventQueue: Dropping event from queue appStatus. This likely means one of the listeners is too slow and cannot keep up with the rate at which tasks are being started by the scheduler.",
          );
        else
          s.add(
            t,
            "spark-driver",
            "warn",
            `AsyncEventQueue: Dropped ${r.int(1, 900)} events from appStatus since ${new Date(t - 60000).toUTCString()}.`,
          );
      });
  }
}

function deprecations(sc: Scene): void {
  const { s, r, e } = sc;
  const lines: Partial<Record<Role, string[]>> = {
    orch: [
      "/opt/airflow/dags/common/operators.py:14 RemovedInAirflow3Warning: The 'schedule_interval' parameter is deprecated. Please use 'schedule'.",
      "/home/airflow/.local/lib/python3.11/site-packages/airflow/configuration.py:859 FutureWarning: section/key [core/sql_alchemy_conn] has been deprecated, you should use[database/sql_alchemy_conn] instead.",
    ],
    serve: [
      "/usr/local/lib/python3.11/site-packages/torch/cuda/__init__.py:128: UserWarning: TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage class.",
    ],
    train: [
      "/opt/conda/lib/python3.11/site-packages/torch/distributed/fsdp/_state_dict_utils.py:773: FutureWarning: FSDP.state_dict_type() and FSDP.set_state_dict_type() are being deprecated. Please use APIs, get_state_dict() and set_state_dict()",
    ],
    spark: [
      "SQLConf: The SQL config 'spark.sql.legacy.parquet.datetimeRebaseModeInWrite' has been deprecated in Spark v3.2 and may be removed in the future. Use 'spark.sql.parquet.datetimeRebaseModeInWrite' instead.",
    ],
    dbt: [
      "[WARNING]: Deprecated functionality. The `tests` config has been renamed to `data_tests`. Please see https://docs.getdbt.com/docs/build/data-tests#new-data_tests-syntax for more information.",
    ],
    gw:
      e.key === "marlowe"
        ? [
            "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
          ]
        : ["client sdk 'kestrel-py/0.9.x' uses deprecated endpoint /v1/completions (sunset 2027-01-31)"],
  };
  for (const [role, ls] of Object.entries(lines) as [Role, string[]][]) {
    if (!has(e, role)) continue;
    s.every(sc.t0, sc.t1, r.int(90, 240) * 1000, 30_000, (t) => s.add(t, n(sc, role), "warn", r.pick(ls)));
  }
}

function retriesThatSucceed(sc: Scene): void {
  const { s, r, e } = sc;
  const wh = n(sc, "wh");
  s.every(sc.t0, sc.t1, r.int(70, 150) * 1000, 40_000, (t) => {
    const op = e.warehouse === "bigquery" ? "GCS objects.list" : "S3 ListObjectsV2";
    const code = e.warehouse === "bigquery" ? "429 rateLimitExceeded" : "503 SlowDown";
    s.add(t, wh, "warn", `${op} ${e.bucket}/landing/ throttled (${code}), retry 1/8 in ${r.int(100, 900)}ms`);
    s.add(t + r.int(400, 1500), wh, "info", `${op} ${e.bucket}/landing/ succeeded after 1 retry`);
  });
  const gw = n(sc, "gw");
  s.every(sc.t0, sc.t1, r.int(60, 140) * 1000, 30_000, (t) => {
    s.add(
      t,
      gw,
      "warn",
      `upstream ${n(sc, "serve")} attempt 1/3 failed: upstream connect error or disconnect/reset before headers. reset reason: connection termination; retrying`,
    );
    s.add(t + r.int(20, 120), gw, "info", `upstream ${n(sc, "serve")} attempt 2/3 succeeded`);
  });
}

/** An unrelated rollout or config reload, somewhere near `at`. */
export function unrelatedDeploy(sc: Scene, at: number): string {
  const { s, r, e } = sc;
  const cands = e.svcs.filter(
    (x) => !sc.avoidDeploy.includes(x.name) && ["gw", "reg", "feat", "wh", "serve"].includes(x.role),
  );
  const sv = r.pick(cands);
  const ver = sv.version.replace(/\.(\d+)$/, (_m, d: string) => `.${Number(d) + 1}`);
  if (sv.role === "gw" && r.chance(0.5)) {
    s.add(at, sv.name, "info", `config watcher: /etc/${sv.name}/routes.yaml changed (sha256 ${r.hex(12)}), reloading`);
    s.add(
      at + 180,
      sv.name,
      "info",
      `config reloaded: ${r.int(20, 60)} routes, ${r.int(3, 9)} upstream clusters, ${r.int(2, 6)} rate-limit policies`,
    );
    return sv.name;
  }
  s.add(at, sv.name, "info", "Received SIGTERM, starting graceful shutdown (draining connections, timeout 30s)", {
    force: true,
  });
  s.add(at + r.int(800, 3000), sv.name, "info", `shutdown complete, ${r.int(0, 8)} in-flight requests drained`, {
    force: true,
  });
  const up = at + r.int(6000, 15000);
  s.add(
    up,
    sv.name,
    "info",
    `starting ${sv.name} v${ver} (commit ${r.hex(7)}, built ${new Date(at - 86_400_000).toISOString().slice(0, 10)})`,
    { force: true },
  );
  s.add(up + r.int(500, 4000), sv.name, "info", `listening on 0.0.0.0:8080 (pod ${sv.name}-${r.hex(9)}-${r.hex(5)})`, {
    force: true,
  });
  return sv.name;
}

export function background(sc: Scene, deployAt: number): void {
  healthChecks(sc);
  for (const sv of sc.e.svcs) periodic(sc, sv.role);
  noisy(sc);
  deprecations(sc);
  retriesThatSucceed(sc);
  unrelatedDeploy(sc, deployAt);
}
