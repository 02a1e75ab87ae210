// Harmless things that look alarming on an ML and data platform. Each kind logs its scare around `at` and, in the
// same window, the signs that nothing is broken (the retry that worked, the requeue that ran, the sensor that found
// its partition).
import { isoG } from "./background.js";
import type { Role } from "./estates.js";
import { hourRun, ip, MIN, n, type Scene, tid } from "./scene.js";

export interface NoiseKind {
  kind: string;
  roles: Role[];
  /** What a reader of the labels sees. */
  note: string;
  gen: (sc: Scene, at: number) => void;
}

const pyTb = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  last,
];

export const KINDS: NoiseKind[] = [
  {
    kind: "preempted-requeued",
    roles: ["sched", "train"],
    note: "a batch training job is pre-empted for a higher-priority one, checkpoints on SIGTERM and resumes after requeue",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const sch = n(sc, "sched");
      const tr = n(sc, "train");
      const job = r.pick(e.jobs);
      const jid = r.int(481000, 489999);
      if (e.key === "pinecrest") {
        s.add(at, sch, "info", `preempted JobId=${jid} by JobId=${jid + r.int(3, 40)} (PreemptMode=REQUEUE)`);
        s.add(at + 200, sch, "info", `_job_complete: JobId=${jid} WTERMSIG 15`);
        s.add(at + 900, sch, "info", `Requeuing JobId=${jid}`);
        s.add(
          at + 3 * MIN,
          sch,
          "info",
          `sched: Allocate JobId=${jid} NodeList=gpu-0${r.int(10, 40)} #CPUs=64 Partition=${e.gpuPools[0]}`,
        );
      } else {
        s.add(
          at,
          sch,
          "warn",
          `preempting workload ${job}-${r.hex(5)} (priority=batch) on ${e.gpuPools[1] ?? e.gpuPools[0]} to admit ${r.pick(e.jobs)} (priority=high)`,
        );
        s.add(at + 95_000, sch, "info", `workload ${job} requeued (reason=Preempted, requeue_count=1), backoff 60s`);
        s.add(
          at + 3 * MIN,
          sch,
          "info",
          `workload ${job} admitted: 16 GPUs on pool ${e.gpuPools[0]} (user=${r.pick(e.users)}, priority=batch)`,
        );
      }
      s.add(
        at + 400,
        tr,
        "warn",
        "torch.distributed.elastic.agent.server.api: [WARNING] Received Signals.SIGTERM death signal, shutting down workers",
      );
      s.add(
        at + 600,
        tr,
        "warn",
        "[rank0]: preemption notice received, writing emergency checkpoint before exit (grace 90s)",
      );
      s.add(
        at + 52_000,
        tr,
        "info",
        `[rank0]: emergency checkpoint saved to ${e.bucket}/${job}/preempt_${r.int(1000, 9999)} (52s)`,
      );
      s.add(
        at + 53_000,
        tr,
        "error",
        "failed (exitcode: -15) local_rank: 0 (pid: 41) of binary: /opt/conda/bin/python",
        {
          stack: ["torch.distributed.elastic.multiprocessing.api.SignalException: Process 41 got signal: 15"],
        },
      );
      s.add(
        at + 3 * MIN + 40_000,
        tr,
        "info",
        `[rank0]: resuming from ${e.bucket}/${job}/preempt checkpoint, dataloader fast-forward 1820 batches`,
      );
    },
  },
  {
    kind: "nccl-startup-warnings",
    roles: ["train"],
    note: "a new distributed job starts: rendezvous connection refused until rank 0 is up, NCCL falls back from IB to sockets, then trains",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const tr = n(sc, "train");
      const job = r.pick(e.jobs);
      for (let i = 0; i < 6; i++)
        s.add(
          at + i * 1000,
          tr,
          "warn",
          `[W socket.cpp:697] [c10d] The client socket has failed to connect to [${job}-master-0.${job}]:29500 (errno: 111 - Connection refused).`,
        );
      s.add(
        at + 7000,
        tr,
        "warn",
        "[W Utils.hpp:135] Warning: Environment variable NCCL_ASYNC_ERROR_HANDLING is deprecated; use TORCH_NCCL_ASYNC_ERROR_HANDLING instead (function operator())",
      );
      s.add(at + 9000, tr, "info", `${job}-worker-1:88:88 [0] NCCL INFO Bootstrap : Using eth0:${ip(sc)}<0>`);
      s.add(
        at + 9100,
        tr,
        "info",
        `${job}-worker-1:88:88 [0] NCCL INFO NET/Plugin: Plugin load returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory : when loading libnccl-net.so`,
      );
      s.add(at + 9150, tr, "warn", `${job}-worker-1:88:88 [0] NCCL WARN NET/IB : No device found.`);
      s.add(at + 9200, tr, "info", `${job}-worker-1:88:88 [0] NCCL INFO NET/Socket : Using [0]eth0:${ip(sc)}<0>`);
      s.add(at + 9300, tr, "info", `${job}-worker-1:88:88 [0] NCCL INFO Using network Socket`);
      s.add(at + 12_000, tr, "info", "[rank0]: world_size=16, starting training loop");
    },
  },
  {
    kind: "context-too-long",
    roles: ["gw", "serve"],
    note: "one client keeps sending prompts over the model's limit and gets 4xx; everyone else is served",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const gw = n(sc, "gw");
      const sv = n(sc, "serve");
      const tenant = r.pick(e.tenants);
      s.every(at, Math.min(sc.t1, at + 4 * MIN), 4000, 2500, (t) => {
        const tr = tid(sc);
        const want = r.int(8300, 12000);
        if (e.key === "kestrel") {
          s.add(t, sv, "error", "Error in preprocessing prompt inputs", {
            trace: tr,
            stack: pyTb(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/vllm/entrypoints/openai/serving_chat.py",
                  181,
                  "create_chat_completion",
                  "request_prompts, engine_prompts = await self._preprocess_chat(",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/vllm/entrypoints/openai/serving_engine.py",
                  210,
                  "_validate_input",
                  "raise ValueError(",
                ],
              ],
              `ValueError: This model's maximum context length is 8192 tokens. However, you requested ${want} tokens (${want - 1024} in the messages, 1024 in the completion). Please reduce the length of the messages or completion.`,
            ),
          });
          s.add(
            t + 6,
            gw,
            "warn",
            `POST /v1/chat/completions 400 9ms model=kestrel-chat-8b tenant=${tenant} error=context_length_exceeded`,
            { trace: tr },
          );
        } else if (e.key === "halcyon") {
          s.add(
            t,
            sv,
            "warn",
            `rejected claim CL-${r.int(1000000, 9999999)}: 2${r.int(100, 999)} line items exceeds max_line_items=2000`,
          );
          s.add(
            t + 4,
            gw,
            "warn",
            `Request finished HTTP/1.1 POST http://query-api.data-prod.svc/api/v2/score/claims-fraud - 422 - application/problem+json ${r.float(3, 9).toFixed(4)}ms`,
          );
        } else if (e.key === "marlowe") {
          s.add(
            t,
            sv,
            "error",
            `E${isoG(t)} 1 infer_handler.cc:722] [request id: ${tr}] inference request batch-size must be <= 1024 for 'ranker_dlrm'`,
            { trace: tr },
          );
          s.add(
            t + 5,
            gw,
            "warn",
            `GET /recs/home?surface=${tenant} 400 11ms error="candidate list too large (${r.int(1100, 3000)})"`,
            { trace: tr },
          );
        } else {
          s.add(
            t,
            sv,
            "error",
            `Input validation error: \`inputs\` must have less than 512 tokens. Given: ${r.int(513, 4000)}`,
          );
          s.add(
            t + 3,
            gw,
            "info",
            `[${new Date(t).toISOString()}] "POST /v1/embed HTTP/1.1" 413 - 88213 112 4 3 "${ip(sc)}" "partner-sync/0.3" "${r.hex(8)}" "embed-serving:8080" "${ip(sc)}:8080"`,
          );
        }
      });
    },
  },
  {
    kind: "dag-task-retried",
    roles: ["orch"],
    note: "an Airflow task fails on a transient error, goes up_for_retry and succeeds on try 2",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const o = n(sc, "orch");
      const d = r.pick(e.dags);
      const task = d.tasks[1];
      const run = hourRun(at);
      s.add(at, o, "error", `Task failed with exception`, {
        stack: pyTb(
          [
            [
              "/home/airflow/.local/lib/python3.11/site-packages/airflow/models/taskinstance.py",
              465,
              "_execute_task",
              "result = _execute_callable(context=context, **execute_callable_kwargs)",
            ],
            ["/opt/airflow/dags/common/http.py", 58, "fetch_manifest", "resp.raise_for_status()"],
            [
              "/home/airflow/.local/lib/python3.11/site-packages/requests/models.py",
              1024,
              "raise_for_status",
              "raise HTTPError(http_error_msg, response=self)",
            ],
          ],
          `requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://exports.partner.example.com/v2/manifest?date=${new Date(at).toISOString().slice(0, 10)}`,
        ),
      });
      s.add(
        at + 40,
        o,
        "info",
        `Marking task as UP_FOR_RETRY. dag_id=${d.dag}, task_id=${task}, run_id=${run}, execution_date=${run.slice(11)}`,
      );
      s.add(
        at + 5 * MIN,
        o,
        "info",
        `Sending TaskInstanceKey(dag_id='${d.dag}', task_id='${task}', run_id='${run}', try_number=2, map_index=-1) to CeleryExecutor with priority 3 and queue default`,
      );
      s.add(
        at + 5 * MIN + r.int(20, 90) * 1000,
        o,
        "info",
        `TaskInstance Finished: dag_id=${d.dag}, task_id=${task}, run_id=${run}, map_index=-1, run_duration=${r.float(10, 60).toFixed(3)}, state=success, executor_state=success, try_number=2, max_tries=3, pool=default_pool, queue=default, priority_weight=3`,
      );
    },
  },
  {
    kind: "late-partition",
    roles: ["orch"],
    note: "a sensor waits for an upstream partition that lands late, an SLA miss is recorded, then the DAG proceeds",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const o = n(sc, "orch");
      const d = r.pick(e.dags);
      const part = `dt=${new Date(at).toISOString().slice(0, 10)}/hour=${new Date(at - 3_600_000).toISOString().slice(11, 13)}`;
      let t = at - 4 * MIN;
      for (let i = 0; i < 5; i++, t += MIN)
        s.add(t, o, "info", `Poking for ${sc.e.bucket}/landing/${sc.e.tables[0].split(".")[1]}/${part}/_SUCCESS`);
      s.add(
        at - 3 * MIN,
        o,
        "warn",
        `Task ${d.dag}.${d.tasks[0]} is in reschedule mode, partition ${part} not yet available; next poke at ${new Date(at).toISOString()}`,
      );
      s.add(
        at,
        o,
        "warn",
        `SLA miss for DAG ${d.dag}: tasks [${d.tasks[0]}, ${d.tasks[1]}] (expected by ${new Date(at - 5 * MIN).toISOString().slice(11, 16)} UTC), sending SLA notification to #data-oncall-low`,
      );
      s.add(
        at + r.int(2, 5) * MIN,
        o,
        "info",
        `Success criteria met. Exiting. (${part} found after ${r.int(30, 60)} pokes)`,
      );
    },
  },
  {
    kind: "spark-executor-lost",
    roles: ["spark"],
    note: "a spot node is reclaimed, Spark loses an executor, resubmits its tasks on a replacement and the job finishes",
    gen: (sc, at) => {
      const { s, r } = sc;
      const sp = n(sc, "spark");
      const ex = r.int(3, 24);
      const host = ip(sc);
      s.add(
        at,
        sp,
        "warn",
        `KubernetesClusterSchedulerBackend: Executor ${ex} is being decommissioned: spot instance interruption notice`,
      );
      s.add(
        at + 20_000,
        sp,
        "error",
        `TaskSchedulerImpl: Lost executor ${ex} on ${host}: The executor with id ${ex} exited with exit code 143(SIGTERM, probably due to node termination).`,
      );
      for (let i = 0; i < 6; i++)
        s.add(
          at + 20_100 + i * 30,
          sp,
          "warn",
          `TaskSetManager: Lost task ${r.int(0, 199)}.0 in stage ${r.int(20, 90)}.0 (TID ${r.int(1000, 9000)}) (${host} executor ${ex}): ExecutorLostFailure (executor ${ex} exited caused by one of the running tasks) Reason: The executor with id ${ex} exited with exit code 143(SIGTERM, probably due to node termination).`,
        );
      s.add(
        at + 20_400,
        sp,
        "info",
        `BlockManagerMasterEndpoint: Trying to remove executor ${ex} from BlockManagerMaster.`,
      );
      s.add(
        at + 21_000,
        sp,
        "info",
        "ExecutorPodsAllocator: Going to request 1 executors from Kubernetes for ResourceProfile Id: 0, target: 24, known: 23, sharedSlotFromPendingPods: 2147483647.",
      );
      s.add(
        at + 65_000,
        sp,
        "info",
        `KubernetesClusterSchedulerBackend$KubernetesDriverEndpoint: Registered executor NettyRpcEndpointRef(spark-client://Executor) (${ip(sc)}:41822) with ID 25, ResourceProfileId 0`,
      );
    },
  },
  {
    kind: "user-cancelled-query",
    roles: ["wh"],
    note: "an analyst cancels a huge ad-hoc query after a long scan; the warehouse logs the cancellation",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const wh = n(sc, "wh");
      const user = r.pick(e.users);
      if (e.warehouse === "bigquery") {
        s.add(
          at,
          wh,
          "warn",
          `query job ${r.hex(8)}-${r.hex(4)} by ${user}@marlowe.example: estimated 41.2 TB scanned (no partition filter on ${e.tables[0]})`,
        );
        s.add(
          at + 4 * MIN,
          wh,
          "error",
          `googleapi: Error 400: Job ${r.hex(8)}-${r.hex(4)} was cancelled by the user, stopped`,
        );
      } else if (e.warehouse === "redshift") {
        s.add(
          at,
          wh,
          "warn",
          `WLM: query ${r.int(4800000, 4899999)} (user ${user}) running 612s in queue adhoc, 1.8 TB scanned`,
        );
        s.add(
          at + 3 * MIN,
          wh,
          "error",
          `psycopg2.errors.QueryCanceled: Query (${r.int(4800000, 4899999)}) cancelled on user's request`,
        );
      } else {
        s.add(
          at,
          wh,
          "warn",
          `long running query ${r.hex(8)}-0000-${r.hex(4)}-0000-${r.hex(8)} by ${user.toUpperCase()} on ADHOC_WH: 14m, 2.1 TB scanned`,
        );
        s.add(
          at + 3 * MIN,
          wh,
          "error",
          `000604 (57014): SQL execution canceled (query ${r.hex(8)}-0000-${r.hex(4)}, user ${user.toUpperCase()})`,
        );
      }
    },
  },
  {
    kind: "gpu-xid-drain",
    roles: ["sched"],
    note: "a GPU reports a correctable ECC/row-remap event; the node is cordoned and drained by policy and returns after reset",
    gen: (sc, at) => {
      const { s, r } = sc;
      const sch = n(sc, "sched");
      const node = `gpu-node-${r.int(1, 48)}`;
      s.add(
        at,
        sch,
        "error",
        `node ${node}: NVRM: Xid (PCI:0000:${r.hex(2)}:00): 63, pid=${r.int(1000, 90000)}, Row Remapper: New row (0x${r.hex(8)}) marked for remapping, reset gpu to activate.`,
      );
      s.add(
        at + 300,
        sch,
        "warn",
        `node ${node}: cordoned by gpu-health policy (xid 63, remap pending); ${r.int(1, 3)} workloads will finish before reset`,
      );
      s.add(at + 4 * MIN, sch, "info", `node ${node}: GPU reset completed, remapped rows=1 pending=0, uncordoned`);
    },
  },
  {
    kind: "sweep-trial-oom",
    roles: ["train"],
    note: "one hyperparameter-sweep trial with a large batch runs out of GPU memory and is marked failed; the sweep continues",
    gen: (sc, at) => {
      const { s, r } = sc;
      const tr = n(sc, "train");
      const trial = r.int(8, 40);
      s.add(at, tr, "info", `[sweep] trial ${trial} started: batch_size=512 lr=3.2e-4 seq_len=4096`);
      s.add(at + 40_000, tr, "error", `[sweep] trial ${trial} raised`, {
        stack: pyTb(
          [
            ["/workspace/train.py", 212, "train_step", "loss = model(**batch).loss"],
            [
              "/opt/conda/lib/python3.11/site-packages/torch/nn/modules/module.py",
              1553,
              "_call_impl",
              "return forward_call(*args, **kwargs)",
            ],
          ],
          `torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 2.31 GiB is free. Of the allocated memory 73.02 GiB is allocated by PyTorch, and 2.71 GiB is reserved by PyTorch but unallocated.`,
        ),
      });
      s.add(
        at + 41_000,
        tr,
        "warn",
        `[W ${new Date(at).toISOString().slice(0, 10)}] Trial ${trial} failed with parameters: {'batch_size': 512, 'lr': 0.00032} because of the following error: OutOfMemoryError`,
      );
      s.add(at + 42_000, tr, "info", `[sweep] trial ${trial + 1} started: batch_size=128 lr=2.1e-4 seq_len=4096`);
    },
  },
  {
    kind: "connect-rebalance",
    roles: ["connect"],
    note: "a Kafka Connect worker joins, the group rebalances, one task stop is reported as failed and everything restarts",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const c = n(sc, "connect");
      const cn = r.pick(e.connectors);
      const gen = r.int(100, 900);
      s.add(at, c, "info", `[Worker clientId=connect-1, groupId=connect-cluster] Rebalance started`);
      s.add(at + 10, c, "info", `[Worker clientId=connect-1, groupId=connect-cluster] (Re-)joining group`);
      s.add(at + 5200, c, "error", `Graceful stop of task ${cn}-1 failed.`);
      s.add(
        at + 5300,
        c,
        "info",
        `[Worker clientId=connect-1, groupId=connect-cluster] Finished stopping tasks in preparation for rebalance`,
      );
      s.add(
        at + 6000,
        c,
        "info",
        `[Worker clientId=connect-1, groupId=connect-cluster] Successfully joined group with generation Generation{generationId=${gen}, memberId='connect-1-${r.hex(8)}', protocol='sessioned'}`,
      );
      s.add(at + 6100, c, "info", `[Worker clientId=connect-1, groupId=connect-cluster] Starting task ${cn}-1`);
      s.add(
        at + 6400,
        c,
        "info",
        `[Worker clientId=connect-1, groupId=connect-cluster] Finished starting connectors and tasks`,
      );
    },
  },
  {
    kind: "schema-new-column",
    roles: ["wh"],
    note: "upstream adds a column; the loader warns on every file that the column is not in the table and loads the rest",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const wh = n(sc, "wh");
      s.every(at, Math.min(sc.t1, at + 6 * MIN), 25_000, 5000, (t) =>
        s.add(
          t,
          wh,
          "warn",
          `schema drift on ${e.tables[0]}: column 'discount_code' (STRING) present in ${r.int(2, 12)} files but not in table; ignored by column mapping`,
        ),
      );
    },
  },
  {
    kind: "dbt-test-warnings",
    roles: ["dbt"],
    note: "dbt tests configured as warn return rows; the build finishes with WARN=2 and no errors",
    gen: (sc, at) => {
      const { s, r } = sc;
      const d = n(sc, "dbt");
      s.add(at, d, "info", `Running with dbt=1.8.7`);
      s.add(
        at + 400,
        d,
        "warn",
        `1 of 3 WARN 14 accepted_values_fct_usage_plan__free__pro__team .......... [WARN 14 in 0.81s]`,
      );
      s.add(at + 600, d, "warn", `2 of 3 WARN 3 not_null_dim_accounts_country .......... [WARN 3 in 0.44s]`);
      s.add(at + 900, d, "info", `3 of 3 PASS unique_fct_usage_id .......... [PASS in 1.02s]`);
      s.add(
        at + 1000,
        d,
        "warn",
        `Warning in test accepted_values_fct_usage_plan__free__pro__team (models/marts/schema.yml)`,
      );
      s.add(at + 1010, d, "warn", `Got 14 results, configured to warn if != 0`);
      s.add(at + 1100, d, "info", `Done. PASS=1 WARN=2 ERROR=0 SKIP=0 TOTAL=3`);
      void r;
    },
  },
  {
    kind: "replica-cold-start",
    roles: ["gw", "serve"],
    note: "the autoscaler adds a serving replica that fails readiness while loading weights; the gateway keeps it out of rotation until ready",
    gen: (sc, at) => {
      const { s, r } = sc;
      const gw = n(sc, "gw");
      const sv = n(sc, "serve");
      const addr = `${ip(sc)}:8000`;
      s.add(at, sv, "info", `starting replica ${sv}-${r.hex(9)}-${r.hex(5)}: loading weights`);
      s.every(at + 5000, at + 95_000, 5000, 100, (t) => {
        s.add(t, sv, "warn", `${ip(sc)}:${r.int(30000, 60000)} - "GET /health HTTP/1.1" 503 Service Unavailable`);
        s.add(t + 20, gw, "warn", `endpoint ${addr} failed readiness (503), kept out of the load-balancing pool`);
      });
      s.add(at + 97_000, sv, "info", `model loaded in 96.4s (${r.float(14, 40).toFixed(2)} GB), warmup done`);
      s.add(at + 101_000, gw, "info", `endpoint ${addr} healthy, added to pool (${r.int(4, 9)} endpoints)`);
    },
  },
  {
    kind: "shadow-model-divergence",
    roles: ["serve"],
    note: "a shadow model version under evaluation disagrees with the primary and logs errors; it never serves users",
    gen: (sc, at) => {
      const { s, r } = sc;
      const sv = n(sc, "serve");
      s.every(at, Math.min(sc.t1, at + 5 * MIN), 9000, 4000, (t) =>
        s.add(
          t,
          sv,
          "error",
          `shadow comparison failed: candidate v${r.int(20, 40)} vs primary: top-10 overlap ${r.float(0.1, 0.4).toFixed(2)} < 0.60 (shadow only, primary response returned)`,
          { trace: tid(sc) },
        ),
      );
    },
  },
  {
    kind: "tls-handshake-eof",
    roles: ["gw"],
    note: "after a cert renewal the load balancer's TCP health checks produce TLS handshake EOF errors; real traffic is fine",
    gen: (sc, at) => {
      const { s, r } = sc;
      const gw = n(sc, "gw");
      s.add(
        at,
        gw,
        "info",
        `certificate reloaded from /etc/tls/tls.crt (serial ${r.hex(16)}, notAfter ${new Date(at + 90 * 86_400_000).toISOString().slice(0, 10)})`,
      );
      const lbs = [ip(sc), ip(sc), ip(sc)];
      s.every(at, sc.t1, 5000, 200, (t) =>
        s.add(t, gw, "error", `http: TLS handshake error from ${r.pick(lbs)}:${r.int(30000, 65000)}: EOF`),
      );
    },
  },
  {
    kind: "warehouse-queueing",
    roles: ["wh"],
    note: "a backfill saturates the load warehouse so statements queue for a while, then run",
    gen: (sc, at) => {
      const { s, r } = sc;
      const wh = n(sc, "wh");
      s.every(at, Math.min(sc.t1, at + 5 * MIN), 15_000, 3000, (t) =>
        s.add(
          t,
          wh,
          "warn",
          `statement queued ${r.int(20, 140)}s: warehouse LOAD_WH at max concurrency (8 running, backfill ${sc.e.tables[1]})`,
        ),
      );
      s.add(at + 5 * MIN + 5000, wh, "info", "load queue drained, 0 statements waiting");
    },
  },
  {
    kind: "connect-lag-catchup",
    roles: ["connect"],
    note: "a bulk upstream export spikes consumer lag on a sink connector, which then drains",
    gen: (sc, at) => {
      const { s, e } = sc;
      const c = n(sc, "connect");
      const cn = e.connectors[e.connectors.length - 1];
      let lag = 1_800_000;
      s.every(at, Math.min(sc.t1, at + 8 * MIN), 30_000, 1000, (t) => {
        s.add(
          t,
          c,
          lag > 500_000 ? "warn" : "info",
          `[${cn}] consumer lag ${lag} records across 12 partitions (alert threshold 500000)`,
        );
        lag = Math.max(0, Math.round(lag * 0.7 - 20000));
      });
    },
  },
  {
    kind: "feature-defaults-new-users",
    roles: ["feat"],
    note: "a sign-up campaign brings unseen entities; the feature store warns it is serving defaults for them",
    gen: (sc, at) => {
      const { s, r } = sc;
      const f = n(sc, "feat");
      s.every(at, Math.min(sc.t1, at + 7 * MIN), 1500, 700, (t) =>
        s.add(
          t,
          f,
          "warn",
          `entity ${r.pick(["user_id", "customer_id", "doc_id"])}=${r.int(9000000, 9999999)} missing in online store for ${r.int(3, 14)} of 23 features, returning defaults`,
          { trace: tid(sc) },
        ),
      );
    },
  },
  {
    kind: "gpu-quota-rejected",
    roles: ["sched"],
    note: "a user submits a job beyond the team's GPU quota; it is rejected and resubmitted smaller",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const sch = n(sc, "sched");
      const user = r.pick(e.users);
      for (let i = 0; i < 3; i++)
        s.add(
          at + i * 40_000,
          sch,
          "error",
          e.key === "pinecrest"
            ? `_slurm_rpc_submit_batch_job: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits) uid=${r.int(1000, 1200)} (${user})`
            : `submission rejected: ${user} requested 64 GPUs on ${e.gpuPools[0]}, team quota remaining 16 (ResourceQuotaExceeded)`,
        );
      s.add(at + 3 * MIN, sch, "info", `accepted submission from ${user}: 16 GPUs on ${e.gpuPools[0]}`);
    },
  },
  {
    kind: "checkpoint-upload-throttled",
    roles: ["train"],
    note: "checkpoint upload parts are throttled by object storage and retried; the checkpoint completes",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const tr = n(sc, "train");
      for (let i = 0; i < 8; i++)
        s.add(
          at + i * r.int(1500, 4000),
          tr,
          "warn",
          `[rank0]: upload part ${r.int(1, 900)} of ${e.bucket}/${e.jobs[0]}/step_x/model.safetensors: SlowDown (503) - retry ${r.int(1, 4)}/10`,
        );
      s.add(
        at + 60_000,
        tr,
        "info",
        `[rank0]: checkpoint upload complete (${r.float(20, 60).toFixed(1)} GB in 118s, 27 parts retried)`,
      );
    },
  },
  {
    kind: "tenant-over-rate-limit",
    roles: ["gw"],
    note: "one tenant exceeds its own per-minute quota and gets 429s; other tenants are unaffected",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const gw = n(sc, "gw");
      const tenant = r.pick(e.tenants);
      s.every(at, Math.min(sc.t1, at + 5 * MIN), 700, 400, (t) =>
        s.add(
          t,
          gw,
          "warn",
          `429 Too Many Requests tenant=${tenant} policy=standard limit=600/min window_remaining=${r.int(1, 59)}s`,
          { trace: tid(sc) },
        ),
      );
    },
  },
  {
    kind: "speculative-tasks-killed",
    roles: ["spark"],
    note: "speculative execution kills slow duplicate task attempts after the copies succeed",
    gen: (sc, at) => {
      const { s, r } = sc;
      const sp = n(sc, "spark");
      s.every(at, Math.min(sc.t1, at + 3 * MIN), 6000, 3000, (t) => {
        const task = r.int(0, 199);
        const tid0 = r.int(10000, 20000);
        s.add(
          t,
          sp,
          "info",
          `TaskSetManager: Killing attempt 0 for task ${task}.0 in stage 44.0 (TID ${tid0}) on ${ip(sc)} as the attempt 1 succeeded on ${ip(sc)}`,
        );
        s.add(
          t + 300,
          sp,
          "warn",
          `TaskSetManager: Lost task ${task}.0 in stage 44.0 (TID ${tid0}) (${ip(sc)} executor ${r.int(1, 24)}): TaskKilled (another attempt succeeded)`,
        );
      });
    },
  },
  {
    kind: "airflow-zombie-rescheduled",
    roles: ["orch"],
    note: "a worker pod is recycled, Airflow detects a zombie task and reruns it successfully",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const o = n(sc, "orch");
      const d = r.pick(e.dags);
      const run = hourRun(at);
      s.add(
        at,
        o,
        "error",
        `Detected zombie job: {'full_filepath': '/opt/airflow/dags/${d.dag}.py', 'processor_subdir': '/opt/airflow/dags', 'msg': "{'DAG Id': '${d.dag}', 'Task Id': '${d.tasks[2]}', 'Run Id': '${run}', 'Hostname': 'airflow-worker-${r.int(0, 5)}', 'External Executor Id': '${r.hex(8)}-${r.hex(4)}'}", 'simple_task_instance': <airflow.models.taskinstance.SimpleTaskInstance object at 0x7f${r.hex(10)}>, 'is_failure_callback': True} (See https://airflow.apache.org/docs/apache-airflow/stable/core-concepts/tasks.html#zombie-undead-tasks)`,
      );
      s.add(
        at + 2 * MIN,
        o,
        "info",
        `TaskInstance Finished: dag_id=${d.dag}, task_id=${d.tasks[2]}, run_id=${run}, map_index=-1, run_duration=${r.float(30, 90).toFixed(3)}, state=success, executor_state=success, try_number=2, max_tries=3, pool=default_pool, queue=default, priority_weight=2`,
      );
    },
  },
  {
    kind: "pool-slots-full",
    roles: ["orch"],
    note: "a backfill fills an Airflow pool so tasks wait for slots, then drain",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const o = n(sc, "orch");
      s.every(at, Math.min(sc.t1, at + 5 * MIN), 5000, 2000, (t) => {
        const d = r.pick(e.dags);
        s.add(
          t,
          o,
          "info",
          `Not executing <TaskInstance: ${d.dag}.${r.pick(d.tasks)} backfill__${new Date(at - 86_400_000 * r.int(1, 30)).toISOString().slice(0, 10)}T00:00:00+00:00 [scheduled]> since the number of tasks running or queued from DAG ${d.dag} is >= to the DAG's max_active_tasks limit of 16`,
        );
        if (r.chance(0.4))
          s.add(t + 50, o, "warn", "Not scheduling since there are 0 open slots in pool warehouse_pool");
      });
    },
  },
  {
    kind: "warehouse-token-renewed",
    roles: ["wh"],
    note: "the loader's warehouse session token expires on schedule and is renewed on the next call",
    gen: (sc, at) => {
      const { s, e } = sc;
      const wh = n(sc, "wh");
      const msg =
        e.warehouse === "snowflake"
          ? "390114 (08001): Authentication token has expired.  The user must authenticate again."
          : e.warehouse === "bigquery"
            ? 'oauth2: "invalid_grant" "Token has been expired or revoked." refreshing service account credentials'
            : "ExpiredToken: the temporary cluster credentials from GetClusterCredentials have expired";
      s.add(at, wh, "error", msg);
      s.add(at + 900, wh, "info", "re-authenticated, session renewed (ttl 4h), retrying COPY");
    },
  },
  {
    kind: "model-promoted-hot-swap",
    roles: ["reg", "serve"],
    note: "a new model version is promoted; serving hot-swaps it and briefly answers a few 404s for the new version, which clients retry",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const rg = n(sc, "reg");
      const sv = n(sc, "serve");
      const m = e.models[0];
      const v = r.int(12, 90);
      s.add(
        at,
        rg,
        "info",
        `Model ${m} version ${v} transitioned to stage Production by ${r.pick(e.users)} (archived v${v - 1})`,
      );
      s.add(at + 3000, sv, "info", `model watcher: ${m} v${v} available, loading alongside v${v - 1}`);
      for (let i = 0; i < 4; i++)
        s.add(
          at + 4000 + i * 700,
          sv,
          "warn",
          `model ${m} version ${v} not loaded yet (state=LOADING), 404 returned, client will retry`,
        );
      s.add(at + 9000, sv, "info", `${m} v${v} ready; unloading v${v - 1}`);
    },
  },
  {
    kind: "user-cancelled-training",
    roles: ["sched", "train"],
    note: "a researcher cancels their training job; workers die on SIGTERM with tracebacks",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const sch = n(sc, "sched");
      const tr = n(sc, "train");
      const user = r.pick(e.users);
      const jid = r.int(481000, 489999);
      s.add(
        at,
        sch,
        "info",
        e.key === "pinecrest"
          ? `_slurm_rpc_kill_job: REQUEST_KILL_JOB JobId=${jid} uid ${r.int(1000, 1200)}`
          : `workload ${r.pick(e.jobs)}-${r.hex(5)} deleted by ${user}`,
      );
      s.add(
        at + 300,
        tr,
        "error",
        `slurmstepd: error: *** STEP ${jid}.0 ON gpu-0${r.int(10, 40)} CANCELLED AT ${new Date(at).toISOString().slice(0, 19)} ***`,
      );
      s.add(at + 600, tr, "error", "[rank3]: Traceback (most recent call last):", {
        stack: [
          '[rank3]:   File "/workspace/train.py", line 301, in <module>',
          "[rank3]:     main()",
          '[rank3]:   File "/workspace/train.py", line 244, in main',
          "[rank3]:     loss.backward()",
          "[rank3]: KeyboardInterrupt",
        ],
      });
    },
  },
  {
    kind: "fp16-loss-scale-overflow",
    roles: ["train"],
    note: "mixed-precision training hits gradient overflows and skips steps while the loss scaler backs off; loss recovers",
    gen: (sc, at) => {
      const { s } = sc;
      const tr = n(sc, "train");
      let scale = 65536;
      for (let i = 0; i < 6; i++) {
        scale /= 2;
        s.add(
          at + i * 8000,
          tr,
          "warn",
          `[rank0]: Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to ${scale}`,
        );
      }
      s.add(at + 50_000, tr, "warn", "[rank0]: loss spike detected (4.91 > 3x ema 1.62), keeping run");
    },
  },
  {
    kind: "dataloader-bad-samples",
    roles: ["train"],
    note: "the data loader skips undecodable samples and warns about worker count; training continues",
    gen: (sc, at) => {
      const { s, r } = sc;
      const tr = n(sc, "train");
      s.add(
        at,
        tr,
        "warn",
        "/opt/conda/lib/python3.11/site-packages/torch/utils/data/dataloader.py:557: UserWarning: This DataLoader will create 16 worker processes in total. Our suggested max number of worker in current system is 8, which is smaller than what this DataLoader is going to create.",
      );
      s.every(at, sc.t1, 11_000, 6000, (t) =>
        s.add(
          t,
          tr,
          "error",
          `skipping sample shard-${r.int(0, 4095).toString().padStart(5, "0")}/${r.int(0, 9999)}: UnicodeDecodeError: 'utf-8' codec can't decode byte 0x${r.hex(2)} in position ${r.int(0, 4000)}: invalid start byte`,
        ),
      );
    },
  },
  {
    kind: "delta-concurrent-append-retry",
    roles: ["spark"],
    note: "two writers touch the same table partition; the Delta write fails with ConcurrentAppendException and succeeds on retry",
    gen: (sc, at) => {
      const { s, e } = sc;
      const sp = n(sc, "spark");
      s.add(at, sp, "error", `write to ${e.tables[2]} failed, will retry (attempt 1/3)`, {
        stack: [
          `io.delta.exceptions.ConcurrentAppendException: Files were added to partition [dt=${new Date(at).toISOString().slice(0, 10)}] by a concurrent update. Please try the operation again.`,
          "\tat org.apache.spark.sql.delta.DeltaErrorsBase.concurrentAppendException(DeltaErrors.scala:2341)",
          "\tat org.apache.spark.sql.delta.OptimisticTransactionImpl.checkForConflicts(OptimisticTransaction.scala:1482)",
          "\tat org.apache.spark.sql.delta.OptimisticTransactionImpl.doCommitRetryIteratively(OptimisticTransaction.scala:1174)",
        ],
      });
      s.add(
        at + 14_000,
        sp,
        "info",
        `DeltaLog: commit version ${sc.r.int(1000, 9000)} to ${e.tables[2]} succeeded on attempt 2`,
      );
    },
  },
  {
    kind: "connect-errors-to-dlq",
    roles: ["connect"],
    note: "a producer writes a few non-Avro records; the connector tolerates them and sends them to its dead-letter topic",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const c = n(sc, "connect");
      const cn = e.connectors[e.connectors.length - 1];
      s.every(at, Math.min(sc.t1, at + 6 * MIN), 20_000, 10_000, (t) =>
        s.add(
          t,
          c,
          "error",
          `Error encountered in task ${cn}-2. Executing stage 'VALUE_CONVERTER' with class 'io.confluent.connect.avro.AvroConverter', where consumed record is {topic='${e.topics[0]}', partition=${r.int(0, 11)}, offset=${r.int(100000, 999999)}, timestamp=${Math.floor(t)}, timestampType=CreateTime}.`,
          {
            stack: [
              `org.apache.kafka.connect.errors.DataException: Failed to deserialize data for topic ${e.topics[0]} to Avro: `,
              "\tat io.confluent.connect.avro.AvroConverter.toConnectData(AvroConverter.java:148)",
              "\tat org.apache.kafka.connect.runtime.WorkerSinkTask.convertValue(WorkerSinkTask.java:548)",
              "Caused by: org.apache.kafka.common.errors.SerializationException: Unknown magic byte!",
            ],
          },
        ),
      );
      s.add(
        at + 1000,
        c,
        "warn",
        `[${cn}] errors.tolerance=all: ${r.int(3, 30)} records routed to dead letter queue dlq-${cn}`,
      );
    },
  },
  {
    kind: "online-store-compaction-slow",
    roles: ["feat"],
    note: "a scheduled online-store compaction makes a handful of feature reads slow for a minute",
    gen: (sc, at) => {
      const { s, r } = sc;
      const f = n(sc, "feat");
      s.add(at, f, "info", "online store compaction started (scheduled, table item_stats)");
      for (let i = 0; i < 7; i++)
        s.add(
          at + r.int(1000, 60000),
          f,
          "warn",
          `slow read: ${r.int(220, 900)}ms for 64 entities (budget 50ms) during compaction`,
          { trace: tid(sc) },
        );
      s.add(at + 65_000, f, "info", `online store compaction finished in 64.${r.int(0, 9)}s`);
    },
  },
  {
    kind: "load-test",
    roles: ["gw"],
    note: "a scheduled load test from a synthetic tenant pushes p99 up and gets 429s and slow-request warnings",
    gen: (sc, at) => {
      const { s, r } = sc;
      const gw = n(sc, "gw");
      s.add(
        at,
        gw,
        "info",
        "synthetic tenant loadtest-k6 started scenario ramp_to_800rps (scheduled, ticket PERF-2231)",
      );
      s.every(at, Math.min(sc.t1, at + 4 * MIN), 900, 400, (t) =>
        s.add(
          t,
          gw,
          "warn",
          r.chance(0.5)
            ? `slow request ${r.int(1500, 4000)}ms tenant=loadtest-k6 (p99 SLO 1200ms)`
            : "429 Too Many Requests tenant=loadtest-k6 policy=synthetic limit=500/s",
        ),
      );
      s.add(at + 4 * MIN + 1000, gw, "info", "synthetic tenant loadtest-k6 finished scenario ramp_to_800rps");
    },
  },
  {
    kind: "scratch-disk-cleanup",
    roles: ["spark"],
    note: "executor scratch disk crosses 90% during a shuffle-heavy stage; cleanup frees it",
    gen: (sc, at) => {
      const { s, r } = sc;
      const sp = n(sc, "spark");
      s.add(at, sp, "warn", `DiskBlockManager: local dir /local_disk0/spark-${r.hex(8)} usage 91% (threshold 90%)`);
      s.add(at + 30_000, sp, "warn", "ContextCleaner: cleaning shuffle 41 early (disk pressure)");
      s.add(at + 70_000, sp, "info", `ContextCleaner: cleaned shuffle 41, freed 212.4 GiB; local dir usage 46%`);
    },
  },
  {
    kind: "node-pool-maintenance",
    roles: ["sched"],
    note: "planned node-pool upgrade drains GPU nodes; workloads are evicted and requeued as planned",
    gen: (sc, at) => {
      const { s, r, e } = sc;
      const sch = n(sc, "sched");
      for (let i = 0; i < 3; i++) {
        const node = `gpu-node-${r.int(1, 48)}`;
        s.add(
          at + i * MIN,
          sch,
          "warn",
          `draining ${node} for maintenance window MW-${r.int(2000, 2999)} (driver 550.90.07 upgrade); evicting ${r.int(1, 3)} workloads`,
        );
        s.add(
          at + i * MIN + 30_000,
          sch,
          "info",
          `workload ${r.pick(e.jobs)}-${r.hex(5)} evicted (reason=NodeMaintenance), requeued`,
        );
      }
    },
  },
];

export function compatible(e: Scene["e"], k: NoiseKind): boolean {
  return k.roles.every((r) => e.svcs.some((s) => s.role === r));
}
