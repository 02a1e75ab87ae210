// The four made-up companies of holdout75: services, request flows, background chatter, periodic jobs,
// the one noisy service, deprecation warnings, retries that succeed, unrelated changes and domain episodes.
import type { Lvl } from "./formats.js";
import type { Rng } from "./rng.js";
import { pyTrace } from "./stacks.js";

export type Tpl = (r: Rng) => string;
export interface Line {
  svc: string;
  lvl: Lvl;
  w: number;
  msg: Tpl;
  stack?: Tpl;
}
export interface Flow {
  w: number;
  steps: [string, Tpl][];
}
export interface Step {
  dt: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string;
}
export type Episode = (r: Rng) => Step[];
export interface Estate {
  key: string;
  ns: string;
  traces: boolean;
  services: string[];
  flows: Flow[];
  background: Line[];
  periodic: { svc: string; every: number; lvl: Lvl; msg: Tpl }[];
  noisy: { svc: string; lvl: Lvl; every: number; msg: Tpl };
  deprecations: { svc: string; msg: string }[];
  retries: Episode[];
  changes: Episode[];
  episodes: Episode[];
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const gpuNode = (r: Rng) => `gpu-node-${String(r.int(1, 48)).padStart(2, "0")}`;
const job = (r: Rng) =>
  `${r.pick(["llm-sft", "vit-pretrain", "ranker-distill", "asr-ctc", "rlhf-rm"])}-${r.int(1000, 9999)}`;
const tbl = (r: Rng) =>
  r.pick(["raw.orders", "raw.sessions", "stg.payments", "raw.crm_contacts", "stg.inventory", "raw.clickstream"]);
const dag = (r: Rng) =>
  r.pick(["orders_hourly", "clickstream_ingest", "finance_daily_close", "crm_sync", "inventory_snapshot"]);
const sku = (r: Rng) => `SKU-${r.int(100000, 999999)}`;
const user = (r: Rng) => `u_${r.hex(8)}`;

// ---------------------------------------------------------------- kestrel: GPU training cluster
const kestrel: Estate = {
  key: "kestrel",
  ns: "ml-train",
  traces: false,
  services: [
    "job-scheduler",
    "trainer",
    "ckpt-writer",
    "feature-store",
    "model-registry",
    "gpu-monitor",
    "dataset-cache",
    "exp-tracker",
    "quota-api",
  ],
  flows: [],
  background: [
    {
      svc: "job-scheduler",
      lvl: "info",
      w: 3,
      msg: (r) =>
        `Successfully bound pod ml-train/${job(r)}-worker-${r.int(0, 7)} to ${gpuNode(r)} (queue=${r.pick(["research", "prod-train", "batch-eval"])})`,
    },
    {
      svc: "job-scheduler",
      lvl: "info",
      w: 1,
      msg: (r) => `PyTorchJob ml-train/${job(r)} phase Running -> Succeeded (duration ${r.int(12, 340)}m)`,
    },
    {
      svc: "trainer",
      lvl: "info",
      w: 6,
      msg: (r) =>
        `[rank${r.int(0, 31)}] step ${r.int(1000, 90000)} | loss ${(1 + r.next() * 2).toFixed(4)} | lr ${(r.next() * 3e-4).toExponential(2)} | tok/s ${r.int(180000, 260000)} | grad_norm ${(0.2 + r.next()).toFixed(3)}`,
    },
    {
      svc: "trainer",
      lvl: "info",
      w: 1,
      msg: (r) =>
        `[rank0] eval @ step ${r.int(1000, 90000)}: val_loss=${(1 + r.next()).toFixed(4)} ppl=${(3 + r.next() * 4).toFixed(2)}`,
    },
    {
      svc: "ckpt-writer",
      lvl: "info",
      w: 1,
      msg: (r) =>
        `uploaded shard ${r.int(0, 63)}/64 of ${job(r)}/step_${r.int(1, 90) * 1000} to s3://kestrel-ckpt (${r.int(900, 2400)} MiB, ${r.int(4, 30)}.${r.int(0, 9)}s)`,
    },
    {
      svc: "feature-store",
      lvl: "info",
      w: 3,
      msg: (r) =>
        `GetOnlineFeatures feature_service=${r.pick(["user_profile_v3", "item_stats_v5", "session_ctx_v1"])} entities=${r.int(64, 2048)} latency_ms=${ms(r, 3, 40)}`,
    },
    {
      svc: "model-registry",
      lvl: "info",
      w: 2,
      msg: (r) =>
        `${r.pick(["10.42.3.17", "10.42.7.5", "10.42.1.90"])} - - "${r.pick(["GET /api/2.0/mlflow/runs/get", "POST /api/2.0/mlflow/runs/log-batch", "GET /api/2.0/mlflow/registered-models/get-latest-versions"])} HTTP/1.1" 200 ${r.int(200, 4000)}`,
    },
    {
      svc: "dataset-cache",
      lvl: "info",
      w: 3,
      msg: (r) =>
        `prefetch ok dataset=${r.pick(["c4-en-v2", "imagenet-22k", "ls-960h", "pile-dedup"])} shard=${r.int(0, 4095)} bytes=${r.int(100, 900)}MiB from=s3 took=${ms(r, 300, 4000)}ms hit_ratio=0.${r.int(80, 99)}`,
    },
    {
      svc: "exp-tracker",
      lvl: "info",
      w: 3,
      msg: (r) => `POST /api/runs/${r.hex(8)}/metrics 204 ${ms(r, 2, 30)}ms`,
    },
    {
      svc: "quota-api",
      lvl: "info",
      w: 1,
      msg: (r) =>
        `Reserved ${r.pick([8, 16, 32, 64])} GPU(s) for team ${r.pick(["nlp", "vision", "speech", "recsys"])} (remaining ${r.int(10, 200)})`,
    },
  ],
  periodic: [
    {
      svc: "gpu-monitor",
      every: 30,
      lvl: "info",
      msg: (r) =>
        `dcgm scrape complete: 384 GPUs, 48 nodes, mean util ${r.int(70, 97)}%, mean power ${r.int(480, 690)}W`,
    },
    {
      svc: "job-scheduler",
      every: 60,
      lvl: "info",
      msg: (r) =>
        `queue snapshot: research pending=${r.int(2, 30)} running=${r.int(10, 40)}; prod-train pending=${r.int(0, 5)} running=${r.int(3, 12)}`,
    },
    {
      svc: "quota-api",
      every: 45,
      lvl: "info",
      msg: () => "Health check /healthz -> Healthy (db: Healthy, cache: Healthy)",
    },
    { svc: "model-registry", every: 20, lvl: "info", msg: () => '10.42.0.1 - - "GET /health HTTP/1.1" 200 2' },
  ],
  noisy: {
    svc: "gpu-monitor",
    lvl: "warn",
    every: 9,
    msg: (r) =>
      `${gpuNode(r)} GPU${r.int(0, 7)}: clocks_event_reasons=SW_THERMAL_SLOWDOWN temp=${r.int(83, 88)}C sm_clock=${r.int(1410, 1755)}MHz (throttled)`,
  },
  deprecations: [
    {
      svc: "trainer",
      msg: "/opt/conda/lib/python3.11/site-packages/torch/utils/checkpoint.py:464: UserWarning: torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly.",
    },
    {
      svc: "exp-tracker",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
  ],
  retries: [
    (r) => [
      {
        dt: 0,
        svc: "ckpt-writer",
        lvl: "warn",
        msg: `upload part ${r.int(1, 200)} of shard ${r.int(0, 63)} failed (RequestTimeout: Your socket connection to the server was not read from or written to within the timeout period.), retrying 1/5`,
      },
      { dt: 2100, svc: "ckpt-writer", lvl: "info", msg: "upload part retry succeeded" },
    ],
    (r) => [
      {
        dt: 0,
        svc: "dataset-cache",
        lvl: "warn",
        msg: `GET s3://kestrel-datasets/pile-dedup/shard-${r.int(0, 4095)}.tar: read: connection reset by peer; retrying in 400ms (attempt 1)`,
      },
      { dt: 500, svc: "dataset-cache", lvl: "info", msg: "retry ok after 1 attempt(s)" },
    ],
  ],
  changes: [
    () => [
      {
        dt: 0,
        svc: "exp-tracker",
        lvl: "info",
        msg: "Received SIGTERM, draining connections (rolling update exp-tracker v2.31.0 -> v2.31.1)",
      },
      { dt: 4000, svc: "exp-tracker", lvl: "info", msg: "exp-tracker v2.31.1 listening on :8080 (node v20.17.0)" },
    ],
    () => [
      {
        dt: 0,
        svc: "gpu-monitor",
        lvl: "info",
        msg: "config reloaded from /etc/gpu-monitor/rules.yaml: 14 alert rules, scrape interval 30s",
      },
    ],
  ],
  episodes: [
    (r) => {
      const j = job(r);
      return [
        {
          dt: 0,
          svc: "job-scheduler",
          lvl: "info",
          msg: `Preempting ml-train/${j} (queue=research priority=50) for ml-train/${job(r)} (queue=prod-train priority=900)`,
        },
        { dt: 800, svc: "trainer", lvl: "warn", msg: `[rank0] received SIGTERM, saving emergency checkpoint for ${j}` },
        { dt: 41000, svc: "trainer", lvl: "info", msg: `[rank0] emergency checkpoint for ${j} written in 40.1s` },
        {
          dt: 43000,
          svc: "job-scheduler",
          lvl: "info",
          msg: `PyTorchJob ml-train/${j} requeued (reason=Preempted, attempt 2)`,
        },
      ];
    },
    (r) => [
      {
        dt: 0,
        svc: "ckpt-writer",
        lvl: "warn",
        msg: `checkpoint ${job(r)}/step_${r.int(1, 90) * 1000} upload taking longer than expected (${r.int(310, 480)}s elapsed, 58/64 shards)`,
      },
      { dt: 60000, svc: "ckpt-writer", lvl: "info", msg: "checkpoint upload complete: 64/64 shards" },
    ],
    (r) => [
      {
        dt: 0,
        svc: "trainer",
        lvl: "warn",
        msg: `[rank${r.int(1, 31)}] dataloader worker ${r.int(0, 7)} slow: batch fetch took ${r.int(3, 9)}.${r.int(0, 9)}s (> 2s)`,
      },
    ],
  ],
};

// ---------------------------------------------------------------- lumen: model serving
const lumen: Estate = {
  key: "lumen",
  ns: "serving",
  traces: true,
  services: [
    "inference-gw",
    "authn-proxy",
    "prompt-guard",
    "vllm-chat",
    "triton",
    "embedder",
    "vector-search",
    "usage-meter",
    "model-sync",
  ],
  flows: [
    {
      w: 5,
      steps: [
        [
          "authn-proxy",
          (r) =>
            `authenticated request client_id=${r.pick(["acme-prod", "globex-app", "initech-bot", "hooli-rag"])} method=jwt`,
        ],
        ["prompt-guard", (r) => `moderation pass categories=[] latency=${ms(r, 20, 90)}ms`],
        [
          "vllm-chat",
          (r) =>
            `INFO:     10.8.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)} - "POST /v1/chat/completions HTTP/1.1" 200 OK`,
        ],
        [
          "usage-meter",
          (r) =>
            `Recorded usage tenant=${r.pick(["acme", "globex", "initech", "hooli"])} tokens=${r.int(200, 6000)} model=llama-3.1-70b-instruct`,
        ],
        [
          "inference-gw",
          (r) => `POST /v1/chat/completions 200 ${ms(r, 400, 9000)}ms upstream=vllm-chat bytes=${r.int(800, 20000)}`,
        ],
      ],
    },
    {
      w: 4,
      steps: [
        ["authn-proxy", (r) => `authenticated request client_id=${r.pick(["acme-prod", "hooli-rag"])} method=api_key`],
        ["embedder", (r) => `embedded batch size=${r.int(1, 64)} model=bge-large-en-v1.5 took=${ms(r, 8, 70)}ms`],
        [
          "vector-search",
          (r) =>
            `INFO actix_web::middleware::logger: 10.8.4.${r.int(2, 250)} "POST /collections/docs_v7/points/search HTTP/1.1" 200 ${r.int(300, 3000)} "-" "python-httpx/0.27.0" 0.00${r.int(1, 9)}${r.int(100, 999)}`,
        ],
        [
          "triton",
          () => "I{MMDD} {HMSU} 1 http_server.cc:4365] HTTP request: 2 /v2/models/bge-reranker-v2/versions/3/infer",
        ],
        ["inference-gw", (r) => `POST /v1/retrieve 200 ${ms(r, 30, 250)}ms upstream=embedder`],
      ],
    },
  ],
  background: [
    {
      svc: "vllm-chat",
      lvl: "info",
      w: 1,
      msg: (r) =>
        `INFO {MD} {HMS} metrics.py:351] Avg prompt throughput: ${r.int(800, 4000)}.${r.int(0, 9)} tokens/s, Avg generation throughput: ${r.int(300, 1400)}.${r.int(0, 9)} tokens/s, Running: ${r.int(8, 60)} reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: ${r.int(20, 70)}.${r.int(0, 9)}%, CPU KV cache usage: 0.0%.`,
    },
    {
      svc: "inference-gw",
      lvl: "info",
      w: 1,
      msg: (r) => `GET /v1/models 200 ${ms(r, 1, 4)}ms client=${r.pick(["acme-prod", "globex-app"])}`,
    },
  ],
  periodic: [
    {
      svc: "inference-gw",
      every: 15,
      lvl: "debug",
      msg: () => "upstream health: vllm-chat 4/4 healthy, embedder 3/3 healthy, triton 2/2 healthy",
    },
    {
      svc: "vector-search",
      every: 30,
      lvl: "info",
      msg: (r) =>
        `INFO storage::content_manager::toc: collection docs_v7: ${r.int(41, 43)}.${r.int(0, 9)}M points, 6 segments, optimizer idle`,
    },
    {
      svc: "usage-meter",
      every: 60,
      lvl: "info",
      msg: (r) => `Flushed ${r.int(300, 1200)} usage records to ledger in ${r.int(40, 200)}ms`,
    },
    {
      svc: "triton",
      every: 40,
      lvl: "info",
      msg: () =>
        "I{MMDD} {HMSU} 1 model_lifecycle.cc:838] successfully loaded / healthy: bge-reranker-v2 (version 3), ensemble_tok (version 1)",
    },
  ],
  noisy: {
    svc: "model-sync",
    lvl: "error",
    every: 11,
    msg: (r) =>
      `sync: failed to fetch model card for ${r.pick(["mistral-7b-instruct-v0.2", "phi-3-mini"])} from hub mirror: 404 Not Found (card is optional, skipping)`,
  },
  deprecations: [
    {
      svc: "vllm-chat",
      msg: "WARNING {MD} {HMS} arg_utils.py:940] The model has a long context length (131072). This may cause OOM errors during the initial memory profiling phase, or result in low performance due to small KV cache space. Consider setting --max-model-len to a smaller value.",
    },
    {
      svc: "embedder",
      msg: "/usr/local/lib/python3.11/site-packages/transformers/tokenization_utils_base.py:1601: FutureWarning: `clean_up_tokenization_spaces` was not set. It will be set to `True` by default.",
    },
  ],
  retries: [
    (r) => [
      {
        dt: 0,
        svc: "inference-gw",
        lvl: "warn",
        msg: `upstream vllm-chat reset before headers (attempt 1/3), retrying on another endpoint`,
      },
      {
        dt: 300,
        svc: "inference-gw",
        lvl: "info",
        msg: `POST /v1/chat/completions 200 ${ms(r, 800, 5000)}ms upstream=vllm-chat retries=1`,
      },
    ],
  ],
  changes: [
    () => [{ dt: 0, svc: "prompt-guard", lvl: "info", msg: "Reloaded blocklist policy v2026.09.3 (412 patterns)" }],
    () => [
      {
        dt: 0,
        svc: "model-sync",
        lvl: "info",
        msg: "Deployment model-sync rolled to image ghcr.io/lumen/model-sync:1.14.2",
      },
      { dt: 3000, svc: "model-sync", lvl: "info", msg: "model-sync 1.14.2 started, watching registry channel prod" },
    ],
  ],
  episodes: [
    (r) => [
      {
        dt: 0,
        svc: "vllm-chat",
        lvl: "warn",
        msg: `WARNING {MD} {HMS} scheduler.py:1089] Sequence group chatcmpl-${r.hex(12)} is preempted by PreemptionMode.RECOMPUTE mode because there is not enough KV cache space. This can affect the end-to-end performance. Increase gpu_memory_utilization or tensor_parallel_size to provide more KV cache memory. total_num_cumulative_preemption=${r.int(1, 40)}`,
      },
    ],
    (r) => [
      {
        dt: 0,
        svc: "inference-gw",
        lvl: "info",
        msg: `client ${r.pick(["acme-prod", "globex-app"])} cancelled stream after ${r.int(2, 30)}s (499)`,
      },
    ],
  ],
};

// ---------------------------------------------------------------- tidewater: data platform
const tidewater: Estate = {
  key: "tidewater",
  ns: "data-platform",
  traces: false,
  services: [
    "airflow-scheduler",
    "airflow-worker",
    "spark-driver",
    "kafka-connect",
    "sf-loader",
    "dbt-runner",
    "data-catalog",
    "schema-registry",
    "quality-checks",
  ],
  flows: [],
  background: [
    {
      svc: "airflow-scheduler",
      lvl: "info",
      w: 3,
      msg: (r) =>
        `{scheduler_job_runner.py:${r.pick([420, 691])}} INFO - Setting the following tasks to queued state: <TaskInstance: ${dag(r)}.${r.pick(["extract", "load", "transform", "publish"])} scheduled__{DATE}T${String(r.int(0, 23)).padStart(2, "0")}:00:00+00:00 [scheduled]>`,
    },
    {
      svc: "airflow-worker",
      lvl: "info",
      w: 3,
      msg: (r) =>
        `[${r.hex(4)}] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=${dag(r)}, task_id=${r.pick(["extract", "load", "publish"])}, execution_date={YMD}T${String(r.int(0, 23)).padStart(2, "0")}0000, start_date=, end_date=`,
    },
    {
      svc: "spark-driver",
      lvl: "info",
      w: 4,
      msg: (r) =>
        `INFO TaskSetManager: Finished task ${r.int(0, 399)}.0 in stage ${r.int(3, 40)}.0 (TID ${r.int(1000, 90000)}) in ${r.int(200, 9000)} ms on 10.30.${r.int(1, 9)}.${r.int(2, 250)} (executor ${r.int(1, 60)}) (${r.int(1, 400)}/400)`,
    },
    {
      svc: "kafka-connect",
      lvl: "info",
      w: 3,
      msg: (r) =>
        `[${r.pick(["s3-sink-orders", "s3-sink-clickstream", "pg-source-crm"])}|task-${r.int(0, 5)}] Committing offsets for ${r.int(200, 9000)} records (org.apache.kafka.connect.runtime.WorkerSourceTask)`,
    },
    {
      svc: "sf-loader",
      lvl: "info",
      w: 2,
      msg: (r) =>
        `COPY INTO ${tbl(r).toUpperCase()} FROM @RAW_STAGE/${r.hex(6)}/ -> LOADED rows=${r.int(1000, 900000)} errors=0 (${r.int(2, 40)}.${r.int(0, 9)}s)`,
    },
    {
      svc: "dbt-runner",
      lvl: "info",
      w: 2,
      msg: (r) =>
        `${r.int(1, 140)} of 140 OK created sql ${r.pick(["incremental", "table", "view"])} model analytics.${r.pick(["fct_orders", "dim_customers", "fct_sessions", "int_payments_pivoted", "dim_products"])} ..... [SUCCESS ${r.int(1, 900)} in ${r.int(1, 90)}.${r.int(10, 99)}s]`,
    },
    {
      svc: "data-catalog",
      lvl: "info",
      w: 2,
      msg: (r) =>
        `INFO  c.l.m.k.MetadataChangeProposalsProcessor:82 - Got MCP event key: urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.${r.pick(["fct_orders", "dim_customers", "fct_sessions"])},PROD), aspect=${r.pick(["schemaMetadata", "datasetProperties", "upstreamLineage"])}`,
    },
    {
      svc: "schema-registry",
      lvl: "info",
      w: 1,
      msg: (r) =>
        `INFO 10.30.2.${r.int(2, 250)} - - "GET /schemas/ids/${r.int(100, 2400)} HTTP/1.1" 200 ${r.int(300, 4000)}  ${r.int(1, 9)} (io.confluent.rest-utils.requests)`,
    },
  ],
  periodic: [
    {
      svc: "airflow-scheduler",
      every: 30,
      lvl: "info",
      msg: () => "{scheduler_job_runner.py:1640} INFO - Adopting or resetting orphaned tasks for active dag runs",
    },
    {
      svc: "quality-checks",
      every: 40,
      lvl: "info",
      msg: (r) => `Validation suite ${tbl(r)}.warning passed: ${r.int(20, 40)}/${r.int(40, 41)} expectations met`,
    },
    {
      svc: "kafka-connect",
      every: 60,
      lvl: "info",
      msg: () =>
        "[Worker clientId=connect-1, groupId=connect-cluster] Session key updated (org.apache.kafka.connect.runtime.distributed.DistributedHerder)",
    },
  ],
  noisy: {
    svc: "quality-checks",
    lvl: "error",
    every: 10,
    msg: (r) =>
      `Expectation expect_column_values_to_be_unique FAILED on raw.crm_contacts.email: ${r.int(40, 90)} duplicate values (known issue DQ-412, alerting muted)`,
  },
  deprecations: [
    {
      svc: "airflow-worker",
      msg: "/home/airflow/.local/lib/python3.11/site-packages/airflow/models/baseoperator.py:405 RemovedInAirflow3Warning: Param `schedule_interval` is deprecated and will be removed in a future release. Please use `schedule` instead.",
    },
    {
      svc: "spark-driver",
      msg: "WARN SQLConf: The SQL config 'spark.sql.legacy.timeParserPolicy' has been deprecated in Spark v3.5 and may be removed in the future.",
    },
  ],
  retries: [
    (r) => {
      const d = dag(r);
      return [
        {
          dt: 0,
          svc: "airflow-worker",
          lvl: "error",
          msg: `[${r.hex(4)}] {taskinstance.py:2905} ERROR - Task failed with exception`,
          stack: pyTrace(
            [
              ["/opt/airflow/dags/ingest/api_extract.py", 88, "extract", "resp.raise_for_status()"],
              [
                "/home/airflow/.local/lib/python3.11/site-packages/requests/models.py",
                1024,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            "requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://api.partner-feed.example.net/v1/export",
          ),
        },
        {
          dt: 200,
          svc: "airflow-worker",
          lvl: "info",
          msg: `{taskinstance.py:1206} INFO - Marking task as UP_FOR_RETRY. dag_id=${d}, task_id=extract`,
        },
        {
          dt: 300000,
          svc: "airflow-worker",
          lvl: "info",
          msg: `{taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=${d}, task_id=extract (try 2 of 3)`,
        },
      ];
    },
  ],
  changes: [
    () => [
      {
        dt: 0,
        svc: "data-catalog",
        lvl: "info",
        msg: "INFO  c.l.g.f.GraphQLEngine:54 - Reloaded plugin config: 3 ingestion sources enabled",
      },
    ],
    () => [
      {
        dt: 0,
        svc: "airflow-scheduler",
        lvl: "info",
        msg: "{manager.py:412} INFO - DAG file processor: 84 files parsed after git-sync revision 4e1a9c2 (dags: +1 changed: 3)",
      },
    ],
  ],
  episodes: [
    (r) => [
      {
        dt: 0,
        svc: "airflow-worker",
        lvl: "warn",
        msg: `[${r.hex(4)}] {base.py:294} WARNING - partition ${tbl(r)}/dt={DATE}/hr=${String(r.int(0, 23)).padStart(2, "0")} not yet available; sensor rescheduling (poke ${r.int(2, 12)})`,
      },
    ],
    (r) => [
      {
        dt: 0,
        svc: "schema-registry",
        lvl: "warn",
        msg: `WARN Schema drift for subject ${r.pick(["clickstream-value", "orders-value"])}: new optional field '${r.pick(["utm_term", "device_model", "coupon_code"])}' (BACKWARD compatible, registered version ${r.int(12, 40)})`,
      },
    ],
    (r) => [
      {
        dt: 0,
        svc: "sf-loader",
        lvl: "warn",
        msg: `query 01b7${r.hex(12)} cancelled by user ${r.pick(["ANALYST_JDOE", "ANALYST_MKIM"])}: SQL execution canceled (000604)`,
      },
    ],
    (r) => [
      {
        dt: 0,
        svc: "spark-driver",
        lvl: "warn",
        msg: `WARN TaskSetManager: Lost task ${r.int(0, 399)}.0 in stage ${r.int(3, 40)}.0 (TID ${r.int(1000, 90000)}) (10.30.4.${r.int(2, 250)} executor ${r.int(1, 60)}): ExecutorLostFailure (executor ${r.int(1, 60)} exited caused by one of the running tasks) Reason: Container preempted by scheduler (spot reclaim)`,
      },
      {
        dt: 9000,
        svc: "spark-driver",
        lvl: "info",
        msg: "INFO TaskSetManager: Starting task 0.1 (speculative resubmit) after executor loss",
      },
    ],
  ],
};

// ---------------------------------------------------------------- orbit: features and recommendations
const orbit: Estate = {
  key: "orbit",
  ns: "reco",
  traces: true,
  services: [
    "reco-api",
    "ranker",
    "candidate-gen",
    "online-features",
    "feature-ingest",
    "model-server",
    "ab-config",
    "bq-loader",
    "catalog-sync",
  ],
  flows: [
    {
      w: 6,
      steps: [
        [
          "ab-config",
          (r) =>
            `Completed 200 OK in ${ms(r, 2, 9)}ms (ActiveRecord: ${r.int(0, 3)}.${r.int(0, 9)}ms) GET /v1/assignments/${user(r)}`,
        ],
        [
          "candidate-gen",
          (r) =>
            `retrieved ${r.int(200, 800)} candidates for ${user(r)} from ann index items-2026w37 in ${ms(r, 4, 25)}ms`,
        ],
        [
          "online-features",
          (r) =>
            `msg="feature lookup" entities=${r.int(200, 800)} views=3 hit_rate=0.${r.int(90, 99)} dur=${ms(r, 1, 6)}ms`,
        ],
        ["ranker", (r) => `Ranked ${r.int(200, 800)} items with model ltr-v41 in ${ms(r, 8, 35)}ms`],
        [
          "reco-api",
          (r) => `GET /v2/recommendations?surface=${r.pick(["home", "pdp", "cart"])} 200 ${ms(r, 30, 140)}ms`,
        ],
      ],
    },
  ],
  background: [
    {
      svc: "feature-ingest",
      lvl: "info",
      w: 3,
      msg: (r) =>
        `stream-thread [feature-ingest-${r.hex(8)}-StreamThread-${r.int(1, 4)}] Processed ${r.int(1000, 20000)} total records, ran ${r.int(100, 900)} punctuators, and committed ${r.int(1, 9)} total tasks since the last update`,
    },
    {
      svc: "model-server",
      lvl: "info",
      w: 2,
      msg: (r) =>
        `INFO ACCESS_LOG - /10.50.3.${r.int(2, 250)}:${r.int(30000, 60000)} "POST /predictions/ltr-v41 HTTP/1.1" 200 ${r.int(4, 30)}`,
    },
    {
      svc: "bq-loader",
      lvl: "info",
      w: 1,
      msg: (r) =>
        `level=info msg="load job complete" table=orbit_events.${r.pick(["impressions", "clicks", "add_to_cart"])} rows=${r.int(10000, 400000)} job_id=bqjob_r${r.hex(12)}`,
    },
    {
      svc: "catalog-sync",
      lvl: "info",
      w: 2,
      msg: (r) =>
        `Performed CatalogProductSyncJob (Job ID: ${r.hex(24)}) from Sidekiq(default) in ${r.int(40, 900)}.${r.int(10, 99)}ms`,
    },
  ],
  periodic: [
    {
      svc: "online-features",
      every: 30,
      lvl: "info",
      msg: (r) => `msg="redis pool stats" total=64 idle=${r.int(20, 50)} stale=0 hits=${r.int(90000, 300000)}`,
    },
    {
      svc: "ab-config",
      every: 60,
      lvl: "info",
      msg: () => 'Started GET "/healthz" for 10.50.0.1; Completed 200 OK in 1ms',
    },
    { svc: "reco-api", every: 20, lvl: "info", msg: () => "GET /healthz 200 1ms" },
  ],
  noisy: {
    svc: "catalog-sync",
    lvl: "error",
    every: 12,
    msg: (r) =>
      `CatalogImageJob JID-${r.hex(24)} FAIL: image for ${sku(r)} returned 404 from cdn (product archived upstream), skipping`,
  },
  deprecations: [
    {
      svc: "reco-api",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "ab-config",
      msg: "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.",
    },
  ],
  retries: [
    (r) => [
      {
        dt: 0,
        svc: "ranker",
        lvl: "warn",
        msg: `Polly retry 1 for online-features lookup after 50ms: Grpc.Core.RpcException: Status(StatusCode="Unavailable", Detail="upstream connect error or disconnect/reset before headers")`,
      },
      {
        dt: 80,
        svc: "ranker",
        lvl: "info",
        msg: `Ranked ${r.int(200, 800)} items with model ltr-v41 in ${ms(r, 60, 120)}ms (retries=1)`,
      },
    ],
  ],
  changes: [
    () => [{ dt: 0, svc: "ab-config", lvl: "info", msg: "Experiment 'home_carousel_v9' ramped 10% -> 25% by mlopez" }],
    () => [
      {
        dt: 0,
        svc: "bq-loader",
        lvl: "info",
        msg: 'level=info msg="config reloaded" source=/etc/bq-loader/tables.yaml tables=14',
      },
    ],
  ],
  episodes: [
    (r) => [
      {
        dt: 0,
        svc: "feature-ingest",
        lvl: "warn",
        msg: `[Consumer clientId=feature-ingest-${r.hex(6)}, groupId=feature-ingest] late event for partition events-${r.int(0, 23)}: event time ${r.int(4, 30)} min behind stream time, dropped by grace period`,
      },
    ],
    (r) => [
      {
        dt: 0,
        svc: "reco-api",
        lvl: "warn",
        msg: `slow request GET /v2/recommendations?surface=home took ${r.int(400, 900)}ms (p99 budget 300ms)`,
      },
    ],
    () => [
      {
        dt: 0,
        svc: "bq-loader",
        lvl: "warn",
        msg: 'level=warn msg="schema drift" table=orbit_events.clicks new_fields=[client_hints] action=auto_add_nullable',
      },
    ],
  ],
};

export const ESTATES: Record<string, Estate> = { kestrel, lumen, tidewater, orbit };
