// Incidents, second half: network, null_reference, rate_limiting, timeout, validation, unknown.
import { gwFails, type IncidentSpec, mins, py, secs } from "./spec.js";

export const INCIDENTS_B: IncidentSpec[] = [
  // ---------------- network
  {
    cat: "network",
    origin: "gpu",
    hints: ["link", "infiniband", "network", "port", "nccl"],
    sev: "high",
    note: "an InfiniBand port on a GPU node goes down (cable/module event); NCCL on the training job loses its peer connections and the collective fails",
    run: (c) => {
      c.at(
        "gpu",
        c.start,
        "error",
        "kernel: mlx5_core 0000:c1:00.0: Port module event[error]: module 0, Cable error, Bus stuck (I2C or data shorted)",
      );
      c.at("gpu", c.start + 40, "warn", "kernel: mlx5_core 0000:c1:00.0 ib0: Link down");
      c.every("gpu", c.start + secs(10), c.end, 30000, () => [
        "warn",
        "kernel: mlx5_core 0000:c1:00.0: mlx5_pcie_event: Detected insufficient power on the PCIe slot / port ib0 state DOWN",
      ]);
      c.every("train", c.start + 800, c.start + secs(30), 1500, () => [
        "warn",
        `[rank${c.r.int(8, 15)}] node-2:${c.r.int(300, 399)}:${c.r.int(400, 499)} [${c.r.int(0, 7)}] NCCL WARN NET/IB : Got completion from peer 10.1.3.7<${c.r.int(40000, 50000)}> with status=12 opcode=0 len=0 vendor err 129 (Recv) localGid ::ffff:10.1.3.8 remoteGid ::ffff:10.1.3.7`,
      ]);
      c.at(
        "train",
        c.start + secs(31),
        "error",
        "[rank9] NCCL WARN socketProgress: Connection closed by remote peer node-1<51033>",
      );
      c.at(
        "train",
        c.start + secs(32),
        "error",
        "[rank9] ProcessGroupNCCL: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, remote process exited or there was a network error, NCCL version 2.20.5",
        [
          "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.",
          "Last error:",
          "NET/IB : Got completion from peer 10.1.3.7<45201> with status=12 opcode=0 len=0 vendor err 129 (Recv)",
        ],
      );
      c.at(
        "train",
        c.start + secs(35),
        "error",
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: train.py FAILED (rank 9, exitcode 1)",
      );
      c.mute("train", c.start + secs(36));
    },
  },
  {
    cat: "network",
    origin: "feat",
    hints: ["connection reset", "reset", "network", "socket", "redis"],
    sev: "high",
    note: "the feature server's connections to its Redis online store are reset (network path after a node-pool change); online lookups fail intermittently",
    run: (c) => {
      c.every("feat", c.start, c.end, 1400, () =>
        c.r.chance(0.7)
          ? [
              "error",
              "get-online-features failed: redis.exceptions.ConnectionError: Error 104 while writing to socket. Connection reset by peer.",
            ]
          : [
              "warn",
              "redis online store: reconnecting to 10.9.4.21:6379 after ConnectionResetError(104, 'Connection reset by peer')",
            ],
      );
      gwFails(c, c.start + 300, 2000, () => `features unavailable: 503 from ${c.s.feat}; using cached vector`, 0.6);
    },
  },
  {
    cat: "network",
    origin: "batch",
    hints: ["name resolution", "dns", "resolve", "network"],
    sev: "medium",
    note: "DNS resolution fails on the batch cluster's nodes; workers cannot resolve the model registry or object store and tasks fail",
    run: (c) => {
      c.every("batch", c.start, c.end, 3000, () => [
        "error",
        `task failed: requests.exceptions.ConnectionError: HTTPSConnectionPool(host='${c.s.reg}.${c.e.ns}.svc.cluster.local', port=443): Max retries exceeded with url: /api/2.0/mlflow/artifacts (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7f3a2c1e0b50>: Failed to resolve '${c.s.reg}.${c.e.ns}.svc.cluster.local' ([Errno -3] Temporary failure in name resolution)"))`,
      ]);
      c.every("batch", c.start + 2000, c.end, 9000, () => [
        "warn",
        'botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "https://s3.eu-west-1.amazonaws.com/" (getaddrinfo failed)',
      ]);
    },
  },
  {
    cat: "network",
    origin: "gw",
    hints: ["no route", "network", "connect", "unreachable"],
    sev: "high",
    note: "after a network-policy change the product service cannot reach the inference service (No route to host); the model server itself is idle and healthy",
    run: (c) => {
      c.at(
        "gw",
        c.start - secs(20),
        "info",
        "NetworkPolicy egress-restrict applied to namespace (sidecar reports policy revision 31)",
      );
      c.every("gw", c.start, c.end, 1000, () => [
        "error",
        `model call failed: httpx.ConnectError: [Errno 113] No route to host (${c.s.infer}.${c.e.ns}.svc:8080)`,
      ]);
      c.mute("infer", c.start);
      c.every("infer", c.start, c.end, 30000, () => ["info", "no inference requests in the last 30s"]);
    },
  },
  // ---------------- null_reference
  {
    cat: "null_reference",
    origin: "infer",
    hints: ["nonetype", "attributeerror", "none"],
    sev: "high",
    estates: [3],
    note: "TorchServe custom handler crashes with 'NoneType' object has no attribute 'shape' when DICOM decoding returns None for a new modality",
    run: (c) => {
      c.every("infer", c.start, c.end, 2000, () => [
        "error",
        "org.pytorch.serve.wlm.WorkerThread - Backend worker error: MODEL_LOG - Invoking custom service failed.",
        py(
          [
            [
              "/home/model-server/tmp/models/ct_lung_seg/handler.py",
              61,
              "preprocess",
              "volume = self._resample(img.pixel_array)",
            ],
            ["/home/model-server/tmp/models/ct_lung_seg/handler.py", 88, "_resample", "z, y, x = arr.shape"],
          ],
          "AttributeError: 'NoneType' object has no attribute 'shape'",
        ),
      ]);
      gwFails(
        c,
        c.start + 300,
        2200,
        () => `segmentation request failed: 503 from ${c.s.infer}: Prediction failed`,
        0.7,
      );
    },
  },
  {
    cat: "null_reference",
    origin: "feat",
    hints: ["nonetype", "typeerror", "none", "subscriptable"],
    sev: "high",
    note: "feature server's transformation code subscripts a None value for entities without history (new code path); lookups for new users fail",
    run: (c) => {
      c.every("feat", c.start, c.end, 1500, () => [
        "error",
        "on-demand feature view user_recency failed",
        py(
          [["/app/feature_repo/transforms.py", 42, "user_recency", 'days = (now - row["last_seen"]["ts"]).days']],
          "TypeError: 'NoneType' object is not subscriptable",
        ),
      ]);
      gwFails(c, c.start + 200, 2500, () => `recs for new user failed: 500 from ${c.s.feat}`, 0.6);
    },
  },
  {
    cat: "null_reference",
    origin: "pipe",
    hints: ["nonetype", "attributeerror", "none"],
    sev: "medium",
    note: "promotion step of the pipeline dereferences a None run when the best-run search returns nothing; every promotion task fails",
    run: (c) => {
      c.every("pipe", c.start, c.end, 20000, () => [
        "error",
        `Task promote_model.pick_best run_id=scheduled__${c.r.hex(6)} failed`,
        py(
          [
            [
              "/opt/pipelines/steps/promote.py",
              33,
              "pick_best",
              'best = next(iter(runs), None)\n    log.info("best run %s", best.info.run_id)',
            ],
          ],
          "AttributeError: 'NoneType' object has no attribute 'info'",
        ),
      ]);
    },
  },
  {
    cat: "null_reference",
    origin: "gw",
    hints: ["undefined", "typeerror", "cannot read"],
    sev: "high",
    note: "product web service reads .embedding of an undefined search hit when the vector search returns zero matches; requests crash with TypeError",
    run: (c) => {
      c.every("gw", c.start, c.end, 1300, () => [
        "error",
        "unhandled error in GET /api/similar",
        [
          "TypeError: Cannot read properties of undefined (reading 'embedding')",
          "    at rerank (/app/dist/similar.js:48:31)",
          "    at async handler (/app/dist/routes/similar.js:17:20)",
        ],
      ]);
    },
  },
  // ---------------- rate_limiting
  {
    cat: "rate_limiting",
    origin: "gw",
    hints: ["429", "rate limit", "ratelimit"],
    sev: "high",
    note: "product service exceeds its tokens-per-minute quota on the external LLM API; calls fail with 429 RateLimitError",
    run: (c) => {
      c.every("gw", c.start, c.end, 1000, () => [
        "error",
        `completion failed: openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization org-7Hq2 on tokens per min (TPM): Limit 2000000, Used 1999${c.r.int(100, 999)}, Requested ${c.r.int(1200, 4000)}. Please try again in ${c.r.int(40, 900)}ms.', 'type': 'tokens', 'code': 'rate_limit_exceeded'}}`,
      ]);
      c.every("gw", c.start, c.end, 4000, () => ["warn", "Retrying request to /chat/completions in 0.8 seconds"]);
    },
  },
  {
    cat: "rate_limiting",
    origin: "train",
    hints: ["slowdown", "reduce your request rate", "throttl", "rate"],
    sev: "medium",
    note: "all ranks of the training job write sharded checkpoints to one S3 prefix at once and get SlowDown; checkpointing falls behind and fails",
    run: (c) => {
      c.every("train", c.start, c.end, 2000, () => [
        "warn",
        `[rank${c.r.int(0, 31)}] shard upload retry: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.`,
      ]);
      c.at("train", c.start + mins(3), "error", "[rank0] distributed checkpoint failed", [
        ...py(
          [
            [
              "/usr/local/lib/python3.11/site-packages/torch/distributed/checkpoint/state_dict_saver.py",
              155,
              "save",
              "return _save_state_dict(state_dict, storage_writer, process_group, coordinator_rank, no_dist, planner)",
            ],
          ],
          "botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.",
        ),
      ]);
    },
  },
  {
    cat: "rate_limiting",
    origin: "batch",
    hints: ["429", "too many requests", "rate"],
    sev: "medium",
    estates: [1, 3, 5],
    note: "a Ray job fans out 400 workers that each hit the Hugging Face Hub and get 429 Too Many Requests; tasks fail",
    run: (c) => {
      c.every("batch", c.start, c.end, 1500, () => [
        "error",
        `(download_shard pid=${c.r.int(1000, 9999)}, ip=10.5.${c.r.int(0, 9)}.${c.r.int(2, 250)}) huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/datasets/acme/corpus/resolve/main/shard-${c.r.int(0, 999)}.parquet`,
      ]);
    },
  },
  {
    cat: "rate_limiting",
    origin: "feat",
    hints: ["throughput", "provisioned", "throttl", "rate"],
    sev: "high",
    note: "feature store's DynamoDB online table exceeds provisioned read capacity; lookups are throttled and the product API falls back",
    run: (c) => {
      c.every("feat", c.start, c.end, 1200, () => [
        "error",
        "get-online-features failed: botocore.errorfactory.ProvisionedThroughputExceededException: An error occurred (ProvisionedThroughputExceededException) when calling the BatchGetItem operation (reached max retries: 9): The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.",
      ]);
      gwFails(c, c.start + 400, 2000, () => `feature fetch failed: 503 from ${c.s.feat} (throttled)`, 0.5);
    },
  },
  // ---------------- timeout
  {
    cat: "timeout",
    origin: "train",
    hints: ["timeout", "watchdog", "collective", "nccl"],
    sev: "high",
    note: "a rank of the training job hangs; the NCCL watchdog times out the ALLREDUCE after 600 s and tears the job down",
    run: (c) => {
      c.mute("train", c.start);
      c.at("train", c.start - secs(5), "info", "[rank5] epoch 4 step 40210 loss=0.4177 (last line from rank5)");
      c.at(
        "train",
        c.start + mins(10) > c.end ? c.end - secs(30) : c.start + mins(10),
        "error",
        "[rank0]:[E1129 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=88213, OpType=ALLREDUCE, NumelIn=25690112, NumelOut=25690112, Timeout(ms)=600000) ran for 600112 milliseconds before timing out.",
      );
      c.every("train", c.start + mins(1), c.end, 60000, () => [
        "warn",
        "[rank0] step time 0 samples/s for 60s, waiting on collective",
      ]);
    },
  },
  {
    cat: "timeout",
    origin: "infer",
    hints: ["timeout", "timed out", "pending", "queue"],
    sev: "high",
    estates: [1],
    note: "the vLLM server's pending queue grows while long generations hog the batch; requests wait past the gateway's 30 s timeout",
    run: (c) => {
      c.every("infer", c.start, c.end, 5000, (i) => [
        "warn",
        `Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: ${c.r.float(60, 140, 1)} tokens/s, Running: 256 reqs, Swapped: 0 reqs, Pending: ${40 + i * 6} reqs, GPU KV cache usage: 99.${c.r.int(1, 9)}%, CPU KV cache usage: 0.0%.`,
      ]);
      c.every("infer", c.start + 2000, c.end, 9000, () => [
        "warn",
        `Sequence group chat-${c.r.hex(10)} is preempted by PreemptionMode.RECOMPUTE mode because there is not enough KV cache space. This can affect the end-to-end performance. Increase gpu_memory_utilization or tensor_parallel_size to provide more KV cache memory. total_num_cumulative_preemption=${c.r.int(51, 900)}`,
      ]);
      gwFails(
        c,
        c.start + secs(30),
        1200,
        () => `chat completion failed: httpx.ReadTimeout: timed out after 30.0s (${c.s.infer}:8000)`,
        0.7,
      );
    },
  },
  {
    cat: "timeout",
    origin: "feat",
    hints: ["timeout", "statement", "warehouse"],
    sev: "medium",
    note: "feature store's offline retrieval query hits the warehouse statement timeout; training-set generation fails",
    run: (c) => {
      c.every("feat", c.start, c.end, 45000, () => [
        "error",
        "get_historical_features failed for training dataset ranker_train_2026_11",
        py(
          [
            [
              "/usr/local/lib/python3.10/site-packages/feast/infra/offline_stores/snowflake.py",
              471,
              "_to_arrow_internal",
              "cursor = execute_snowflake_statement(conn, query)",
            ],
          ],
          "snowflake.connector.errors.ProgrammingError: 000630 (57014): Statement reached its statement or warehouse timeout of 3600 second(s) and was canceled.",
        ),
      ]);
      c.every("pipe", c.start + 2000, c.end, 45000, () => [
        "error",
        `Task build_training_set.fetch failed: 500 from ${c.s.feat}`,
      ]);
    },
  },
  {
    cat: "timeout",
    origin: "batch",
    hints: ["timeout", "timed out", "futures"],
    sev: "medium",
    estates: [0, 4],
    note: "Spark broadcast join times out (Futures timed out after 300 s) once the dimension table grew; the feature job fails",
    run: (c) => {
      c.at("batch", c.start, "error", "ERROR FileFormatWriter: Aborting job 5c1e.", [
        "java.util.concurrent.TimeoutException: Futures timed out after [300 seconds]",
        "\tat scala.concurrent.impl.Promise$DefaultPromise.ready(Promise.scala:259)",
        "\tat org.apache.spark.sql.execution.exchange.BroadcastExchangeExec.doExecuteBroadcast(BroadcastExchangeExec.scala:212)",
      ]);
      c.every("batch", c.start - mins(5), c.start, 30000, () => [
        "info",
        "INFO BroadcastExchangeExec: still building broadcast relation for dim_merchant (5.8 GB)",
      ]);
      c.at("pipe", c.start + secs(8), "error", "Task spark_features.submit failed: spark-submit returned exit code 1");
    },
  },
  // ---------------- validation
  {
    cat: "validation",
    origin: "gw",
    hints: ["features", "shape", "validation", "expected", "valueerror"],
    sev: "high",
    note: "product service release builds the scoring payload with 127 features instead of 128; the model server rejects every request",
    run: (c) => {
      c.at("gw", c.start - secs(10), "info", "starting release 7.2.0 (payload builder v3)");
      c.every("infer", c.start, c.end, 1100, () => [
        "warn",
        `predict rejected: ValueError: X has 127 features, but ${c.e.model} is expecting 128 features as input. (400 Bad Request)`,
      ]);
      gwFails(
        c,
        c.start + 100,
        1100,
        () => `score failed: 400 from ${c.s.infer}: expected 128 features, got 127`,
        0.95,
      );
    },
  },
  {
    cat: "validation",
    origin: "batch",
    hints: ["context length", "tokens", "validation", "400"],
    sev: "medium",
    estates: [1],
    note: "a batch summarisation job sends prompts longer than the model's 8192-token context; the inference server rejects them with 400",
    run: (c) => {
      c.every("infer", c.start, c.end, 1500, () => [
        "warn",
        `"POST /v1/chat/completions HTTP/1.1" 400 Bad Request - This model's maximum context length is 8192 tokens. However, you requested ${c.r.int(8300, 14000)} tokens (${c.r.int(8100, 13700)} in the messages, 256 in the completion). Please reduce the length of the messages or completion.`,
      ]);
      c.every("batch", c.start + 100, c.end, 1500, () => [
        "error",
        `(summarise_batch pid=${c.r.int(1000, 9999)}) openai.BadRequestError: Error code: 400 - maximum context length is 8192 tokens (doc ${c.r.hex(8)} not truncated)`,
      ]);
    },
  },
  {
    cat: "validation",
    origin: "feat",
    hints: ["convert", "arrow", "schema", "validation", "invalid"],
    sev: "medium",
    note: "feature store ingestion rejects an upstream batch whose price column contains 'N/A' strings; push fails ArrowInvalid and features stop updating",
    run: (c) => {
      c.every("feat", c.start, c.end, 15000, () => [
        "error",
        "push to feature view item_prices rejected",
        py(
          [
            [
              "/usr/local/lib/python3.10/site-packages/feast/feature_store.py",
              1501,
              "push",
              "fv.batch_source.validate(df)",
            ],
          ],
          "pyarrow.lib.ArrowInvalid: Could not convert 'N/A' with type str: tried to convert to double (column price_eur)",
        ),
      ]);
    },
  },
  {
    cat: "validation",
    origin: "train",
    hints: ["schema", "validation", "pandera", "label"],
    sev: "medium",
    note: "training job's data check rejects the new snapshot: label column has values outside {0,1}; job refuses to start training",
    run: (c) => {
      c.mute("train", c.start - 500);
      c.at("train", c.start, "error", "data validation failed for snapshot 2026-11-28", [
        ...py(
          [["/workspace/data_checks.py", 40, "validate", "schema.validate(df, lazy=True)"]],
          "pandera.errors.SchemaErrors: Schema train_schema: A total of 1 schema errors were found.\nColumn 'label' failed element-wise validator number 0: isin([0, 1]) failure cases: -1, 2",
        ),
      ]);
      c.every("train", c.start + mins(2), c.end, mins(2), () => [
        "error",
        "data validation failed for snapshot 2026-11-28 (retry): Column 'label' failed isin([0, 1])",
      ]);
    },
  },
  // ---------------- unknown
  {
    cat: "unknown",
    origin: "infer",
    hints: ["worker", "died", "crash", "unknown"],
    sev: "high",
    estates: [3],
    note: "TorchServe backend workers keep dying with no error from the handler; model becomes unavailable and the cause is not in the logs",
    run: (c) => {
      c.every("infer", c.start, c.end, 8000, (i) => [
        i % 2 ? "error" : "warn",
        i % 2
          ? "org.pytorch.serve.wlm.WorkerLifeCycle - Backend worker process died."
          : `org.pytorch.serve.wlm.WorkerThread - Auto recovery start timestamp: ${Math.floor(c.start / 1000) + i * 8}`,
      ]);
      c.every("infer", c.start + 3000, c.end, 16000, () => [
        "error",
        `org.pytorch.serve.wlm.WorkerThread - Backend worker monitoring thread interrupted or backend worker process died., responseTimeout:120sec`,
      ]);
      gwFails(
        c,
        c.start + 1000,
        2000,
        () =>
          `segmentation request failed: 503 from ${c.s.infer}: No worker is available to serve request for model ${c.e.model}`,
        0.7,
      );
    },
  },
  {
    cat: "unknown",
    origin: "train",
    hints: ["sigsegv", "signal", "exitcode", "childfailed"],
    sev: "medium",
    note: "a training rank exits with SIGSEGV and no Python error; torchrun fails the job, cause not visible in the logs",
    run: (c) => {
      c.at(
        "train",
        c.start,
        "error",
        "torch.distributed.elastic.multiprocessing.api: failed (exitcode: -11) local_rank: 3 (pid: 4412) of binary: /usr/bin/python3",
      );
      c.at("train", c.start + 300, "error", "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:", [
        "============================================================",
        "train.py FAILED",
        "------------------------------------------------------------",
        "Root Cause (first observed failure):",
        "[0]:",
        "  rank      : 3 (local_rank: 3)",
        "  exitcode  : -11 (pid: 4412)",
        "  error_file: <N/A>",
        "  traceback : Signal 11 (SIGSEGV) received by PID 4412",
        "============================================================",
      ]);
      c.mute("train", c.start + 400);
    },
  },
  {
    cat: "unknown",
    origin: "batch",
    hints: ["worker", "died", "killed", "unknown"],
    sev: "medium",
    estates: [2],
    note: "Dask workers vanish one after another without an error of their own; tasks are retried until the job fails, logs never say why",
    run: (c) => {
      c.every("batch", c.start, c.end, 10000, () => [
        "warn",
        `distributed.scheduler - WARNING - Removing worker 'tcp://10.6.1.${c.r.int(2, 80)}:${c.r.int(34000, 45000)}' caused the cluster to lose already computed task(s)`,
      ]);
      c.every("batch", c.start + mins(1), c.end, 40000, () => [
        "error",
        "distributed.nanny - ERROR - Worker process died unexpectedly",
      ]);
      c.at(
        "pipe",
        c.start + mins(3),
        "error",
        "Task merchant_features.compute failed: distributed.scheduler.KilledWorker",
      );
    },
  },
  {
    cat: "unknown",
    origin: "feat",
    hints: ["exit", "crash", "restart", "unknown"],
    sev: "high",
    note: "the feature server process exits with status 1 every minute or two with no error logged; callers fail during each restart",
    run: (c) => {
      for (let t = c.start, k = 1; t < c.end; t += secs(c.r.int(60, 140)), k++) {
        c.at("feat", t, "error", `feature server exited with status 1; restarting (restart count ${k})`);
        c.at("feat", t + 5000, "info", "feature server starting, loading registry from gs://registry/registry.db");
      }
      gwFails(c, c.start + 300, 3000, () => `feature lookup failed: connection refused ${c.s.feat}:6566`, 0.4);
    },
  },
];
