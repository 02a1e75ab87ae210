// Incidents, first half: authentication, authorization, configuration, database, dependency, disk, memory.
import { gwFails, type IncidentSpec, mins, py, secs } from "./spec.js";

export const INCIDENTS_A: IncidentSpec[] = [
  // ---------------- authentication
  {
    cat: "authentication",
    origin: "feat",
    hints: ["auth", "redis", "password", "credential"],
    sev: "high",
    note: "feature server's Redis online-store password was rotated without updating its secret; every online lookup fails WRONGPASS and the product API serves fallbacks",
    run: (c) => {
      c.at("feat", c.start - secs(40), "info", "secret store: reloaded /var/run/secrets/redis-online (mtime changed)");
      c.every("feat", c.start, c.end, 1400, () => [
        "error",
        "get-online-features failed: redis.exceptions.AuthenticationError: WRONGPASS invalid username-password pair or user is disabled.",
      ]);
      c.at("feat", c.start + 200, "error", "online store connection pool init failed", [
        ...py(
          [
            [
              "/usr/local/lib/python3.11/site-packages/feast/infra/online_stores/redis.py",
              253,
              "_get_client",
              "self._client = redis.Redis(**kwargs)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/redis/connection.py",
              389,
              "on_connect",
              "auth_response = self.read_response()",
            ],
          ],
          "redis.exceptions.AuthenticationError: WRONGPASS invalid username-password pair or user is disabled.",
        ),
      ]);
      gwFails(
        c,
        c.start + 300,
        1600,
        () => `feature lookup failed: 503 from ${c.s.feat} (online store unavailable), serving default ranking`,
      );
    },
  },
  {
    cat: "authentication",
    origin: "train",
    hints: ["expiredtoken", "token", "credential", "auth"],
    sev: "medium",
    note: "training job's web-identity token for S3 expired (projected token not refreshed); checkpoint uploads fail ExpiredToken and the job aborts",
    run: (c) => {
      c.every("train", c.start, c.start + mins(2), 9000, (i) => [
        i < 3 ? "warn" : "error",
        `[rank0] checkpoint upload s3://${c.e.bucket}/runs/${c.e.model}/step_${61000 + i * 50}/model.safetensors failed: An error occurred (ExpiredToken) when calling the PutObject operation: The provided token has expired.`,
      ]);
      c.at(
        "train",
        c.start + mins(2) + 500,
        "error",
        "[rank0] fatal: checkpoint could not be persisted, aborting run",
        [
          ...py(
            [
              ["/workspace/train.py", 412, "save_checkpoint", "s3.upload_file(local, bucket, key)"],
              ["/usr/local/lib/python3.11/site-packages/boto3/s3/transfer.py", 292, "upload_file", "future.result()"],
            ],
            "botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the PutObject operation: The provided token has expired.",
          ),
        ],
      );
      c.mute("train", c.start + mins(2) + 800);
      c.at(
        "pipe",
        c.start + mins(2) + secs(20),
        "error",
        `Task training.fit failed: pod ${c.s.train}-worker-0 exited with code 1`,
      );
    },
  },
  {
    cat: "authentication",
    origin: "gw",
    hints: ["401", "api key", "auth", "unauthorized"],
    sev: "high",
    note: "product service deployed with a revoked external LLM API key; every summarisation call returns 401 invalid_api_key",
    run: (c) => {
      c.at("gw", c.start - secs(25), "info", "Application startup complete. release=2026.11.3 LLM_PROVIDER=openai");
      c.every("gw", c.start, c.end, 1300, () => [
        "error",
        "summarise failed: openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-****************************Qw2A. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}",
      ]);
      c.every("gw", c.start, c.end, 2500, () => ["info", "POST /v1/summaries 502 41ms"]);
    },
  },
  {
    cat: "authentication",
    origin: "pipe",
    hints: ["unauthenticated", "token", "credential", "auth", "401"],
    sev: "medium",
    note: "pipeline runner's MLflow token secret expired; register_model steps fail UNAUTHENTICATED while the registry itself is healthy",
    run: (c) => {
      c.every("pipe", c.start, c.end, 20000, (i) => [
        "error",
        `Task register_model.publish run_id=scheduled__${c.r.hex(6)} failed (try ${(i % 3) + 1}/3)`,
        py(
          [
            ["/opt/pipelines/steps/register.py", 57, "publish", "client.create_model_version(name, source, run_id)"],
            [
              "/usr/local/lib/python3.10/site-packages/mlflow/utils/rest_utils.py",
              219,
              "verify_rest_response",
              "raise RestException(json.loads(response.text))",
            ],
          ],
          "mlflow.exceptions.RestException: UNAUTHENTICATED: Credential was not sent or was of an unsupported type for this API.",
        ),
      ]);
      c.every("reg", c.start, c.end, 20000, () => [
        "info",
        `"POST /api/2.0/mlflow/model-versions/create HTTP/1.1" 401`,
      ]);
    },
  },
  // ---------------- authorization
  {
    cat: "authorization",
    origin: "train",
    hints: ["accessdenied", "access denied", "permission", "forbidden", "403"],
    sev: "medium",
    note: "training job's IAM role lost s3:PutObject on the checkpoint prefix after a policy change; saves fail AccessDenied",
    run: (c) => {
      c.every("train", c.start, c.end, 30000, (i) => [
        "error",
        `[rank0] Saving checkpoint s3://${c.e.bucket}/runs/${c.e.model}/step_${70000 + i * 500} failed`,
        py(
          [
            ["/workspace/ckpt.py", 88, "save", "fs.put(local_dir, remote, recursive=True)"],
            ["/usr/local/lib/python3.11/site-packages/s3fs/core.py", 140, "_error_wrapper", "raise err"],
          ],
          'PermissionError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::4411:assumed-role/ml-train-role/botocore-session is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::' +
            c.e.bucket +
            '/runs/*" because no identity-based policy allows the s3:PutObject action',
        ),
      ]);
      c.every("train", c.start, c.end, 60000, () => [
        "warn",
        "[rank0] no successful checkpoint for 3 intervals; progress since last save is at risk",
      ]);
    },
  },
  {
    cat: "authorization",
    origin: "infer",
    hints: ["403", "forbidden", "permission", "access"],
    sev: "high",
    note: "inference server's storage initializer cannot read the new model version (service account lacks storage.objects.get); model stays unavailable after rollout",
    run: (c) => {
      c.at(
        "infer",
        c.start - secs(5),
        "info",
        `rollout: loading ${c.e.model} version 9 from gs://${c.e.bucket}/models/${c.e.model}/9`,
      );
      c.every("infer", c.start, c.end, 15000, () => [
        "error",
        `storage-initializer: failed to download gs://${c.e.bucket}/models/${c.e.model}/9: 403 GET https://storage.googleapis.com/storage/v1/b/${c.e.bucket}/o?prefix=models: infer-sa@ml-prod.iam.gserviceaccount.com does not have storage.objects.list access to the Google Cloud Storage bucket. Permission 'storage.objects.list' denied on resource (or it may not exist).`,
      ]);
      c.every("infer", c.start + 2000, c.end, 4000, () => [
        "warn",
        `model ${c.e.model} is not ready: version 9 UNAVAILABLE (storage download failed)`,
      ]);
      c.mute("infer", c.start + 1000);
      gwFails(
        c,
        c.start + 3000,
        1500,
        () => `model call failed: ${c.s.infer} returned 503 Service Unavailable (model not ready)`,
      );
    },
  },
  {
    cat: "authorization",
    origin: "pipe",
    hints: ["forbidden", "rbac", "permission", "serviceaccount"],
    sev: "medium",
    note: "pipeline controller's service account lost its RoleBinding after a namespace migration; it cannot create pods so every workflow step fails",
    run: (c) => {
      c.every("pipe", c.start, c.end, 6000, () => [
        "error",
        `step retrain-${c.r.hex(5)}.train failed to create pod: pods is forbidden: User "system:serviceaccount:${c.e.ns}:pipeline-runner" cannot create resource "pods" in API group "" in the namespace "${c.e.ns}"`,
      ]);
      c.every("pipe", c.start + 5000, c.end, 30000, () => [
        "warn",
        "workflow retrain-nightly marked Failed: 0/6 steps started",
      ]);
    },
  },
  {
    cat: "authorization",
    origin: "feat",
    hints: ["access denied", "permission", "403", "bigquery"],
    sev: "medium",
    note: "feature store materializer lost read access to the warehouse table (IAM grant removed); materialization fails 403 and online features go stale",
    run: (c) => {
      c.every("feat", c.start, c.end, 25000, () => [
        "error",
        "materialize incremental failed for feature view user_activity_7d",
        py(
          [
            [
              "/usr/local/lib/python3.10/site-packages/feast/infra/offline_stores/bigquery.py",
              612,
              "to_arrow",
              "return self._execute_query(query).to_arrow()",
            ],
            [
              "/usr/local/lib/python3.10/site-packages/google/cloud/bigquery/job/query.py",
              1580,
              "result",
              "raise self._exception",
            ],
          ],
          "google.api_core.exceptions.Forbidden: 403 Access Denied: Table ml-prod:events.user_activity: User does not have permission to query table ml-prod:events.user_activity, or perhaps it does not exist.",
        ),
      ]);
      c.every("feat", c.start + mins(3), c.end, 40000, () => [
        "warn",
        "feature view user_activity_7d freshness 00:41:00 exceeds ttl warning threshold 00:30:00",
      ]);
    },
  },
  // ---------------- configuration
  {
    cat: "configuration",
    origin: "train",
    hints: ["config", "learning rate", "lr", "hyperparameter", "nan"],
    sev: "medium",
    note: "training config map revision set lr=3e-2 instead of 3e-5; after the restart loss overflows to NaN and the job stops",
    run: (c) => {
      c.mute("train", c.start - 1000);
      c.at(
        "train",
        c.start - 800,
        "info",
        `Loaded config from configmap ${c.s.train}-config (revision 14): batch_size=256 lr=3e-2 warmup_steps=0 weight_decay=0.01`,
      );
      c.every("train", c.start, c.start + mins(3), 4000, (i) => [
        i < 10 ? "info" : "warn",
        `[rank0] epoch 1 step ${i * 20} loss=${i < 10 ? (3 + i * 4.1).toFixed(4) : "nan"} lr=3.00e-02 grad_norm=${i < 8 ? (40 + i * 220).toFixed(1) : "inf"}`,
      ]);
      c.at("train", c.start + mins(3) + 200, "error", "[rank0] stopping: loss is NaN for 50 consecutive steps", [
        ...py(
          [
            [
              "/workspace/train.py",
              301,
              "train_step",
              'raise FloatingPointError(f"loss is {loss.item()} at step {step}")',
            ],
          ],
          "FloatingPointError: loss is nan at step 900",
        ),
      ]);
      c.mute("train", c.start + mins(3) + 500);
    },
  },
  {
    cat: "configuration",
    origin: "infer",
    hints: ["config", "invalid argument", "shape", "triton"],
    sev: "high",
    estates: [0],
    note: "Triton model repository got a config.pbtxt with dims [-1,16] for a model that takes 13 dense features; the new version fails to load and requests fail",
    run: (c) => {
      c.at("infer", c.start - 500, "info", `Polling model repository: change detected in ${c.e.model}/config.pbtxt`);
      c.at(
        "infer",
        c.start,
        "error",
        `E1129 model_lifecycle.cc:638] failed to load '${c.e.model}' version 4: Invalid argument: model '${c.e.model}', tensor 'dense_features': the model expects 2 dimensions (shape [-1,13]) but the model configuration specifies 2 dimensions (shape [-1,16])`,
      );
      c.at(
        "infer",
        c.start + 50,
        "info",
        `I1129 model_lifecycle.cc:775] successfully unloaded '${c.e.model}' version 3`,
      );
      c.mute("infer", c.start + 100);
      c.every("infer", c.start + 200, c.end, 900, () => [
        "error",
        `HTTP infer request failed: Request for unknown model: '${c.e.model}' is not found`,
      ]);
      gwFails(
        c,
        c.start + 300,
        1200,
        () =>
          `rank call to ${c.s.infer} failed: 400 Bad Request {"error":"Request for unknown model: '${c.e.model}' is not found"}`,
      );
    },
  },
  {
    cat: "configuration",
    origin: "gw",
    hints: ["config", "feature view", "not exist", "notfound"],
    sev: "high",
    note: "product API release set FEATURE_VIEW=fraud_features_v9, which was never applied to the feature registry; every scoring request is rejected",
    run: (c) => {
      c.at(
        "gw",
        c.start - secs(3),
        "info",
        "starting release 4.18.0 config: FEATURE_SERVICE=scoring FEATURE_VIEW=fraud_features_v9 TIMEOUT_MS=250",
      );
      c.every("feat", c.start, c.end, 1000, () => [
        "warn",
        "get-online-features rejected: FeatureViewNotFoundException: Feature view fraud_features_v9 does not exist in project risk",
      ]);
      gwFails(
        c,
        c.start + 100,
        1000,
        () => `score failed: feature server returned 404 FeatureViewNotFoundException for fraud_features_v9`,
        0.95,
      );
    },
  },
  {
    cat: "configuration",
    origin: "infer",
    hints: ["config", "max_model_len", "kv cache", "max seq len"],
    sev: "high",
    estates: [1],
    note: "vLLM redeployed with --max-model-len 32768, larger than its KV cache can hold; engine fails to start and chat requests fail",
    run: (c) => {
      c.mute("infer", c.start - 2000);
      c.at(
        "infer",
        c.start - 1500,
        "info",
        `non-default args: {'model': '/models/${c.e.model}', 'max_model_len': 32768, 'gpu_memory_utilization': 0.85, 'tensor_parallel_size': 1}`,
      );
      c.every("infer", c.start, c.end, 45000, () => [
        "error",
        "Engine process failed to start",
        py(
          [
            [
              "/usr/local/lib/python3.12/dist-packages/vllm/worker/worker.py",
              297,
              "_assert_memory_footprint",
              "raise_if_cache_size_invalid(num_gpu_blocks, self.cache_config.block_size, self.model_config.max_model_len)",
            ],
          ],
          "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (21840). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
        ),
      ]);
      gwFails(
        c,
        c.start + 2000,
        1500,
        () => `chat completion failed: httpx.ConnectError: All connection attempts failed (${c.s.infer}:8000)`,
      );
    },
  },
  // ---------------- database
  {
    cat: "database",
    origin: "reg",
    hints: ["connection", "database", "postgres", "slots", "sql"],
    sev: "high",
    note: "model registry's Postgres backend ran out of connection slots; registry API returns 500 and model resolution/registration fails downstream",
    run: (c) => {
      c.every("reg", c.start, c.end, 2000, () => [
        "error",
        "Exception on /api/2.0/mlflow/registered-models/get-latest-versions [GET]",
        py(
          [
            [
              "/usr/local/lib/python3.10/site-packages/sqlalchemy/pool/base.py",
              896,
              "__connect",
              "self.dbapi_connection = connection = pool._invoke_creator(self)",
            ],
            [
              "/usr/local/lib/python3.10/site-packages/psycopg2/__init__.py",
              122,
              "connect",
              "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
            ],
          ],
          'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "mlflow-db" (10.3.0.12), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
        ),
      ]);
      c.every("infer", c.start + 1000, c.end, 8000, () => [
        "warn",
        `model version poll failed: 500 from ${c.s.reg}; keeping current version`,
      ]);
      c.every("pipe", c.start + 3000, c.end, 25000, () => [
        "error",
        `Task register_model.publish failed: mlflow.exceptions.MlflowException: API request to ${c.s.reg} failed with error code 500 != 200`,
      ]);
    },
  },
  {
    cat: "database",
    origin: "feat",
    hints: ["queuepool", "pool", "connection", "database", "sql"],
    sev: "high",
    note: "feature server's SQL registry connection pool is exhausted (connections leaked by a slow registry refresh); online lookups queue and fail",
    run: (c) => {
      c.every("feat", c.start - mins(1), c.start, 8000, () => [
        "warn",
        "registry refresh took 14.2s (sql registry), 28/30 pool connections checked out",
      ]);
      c.every("feat", c.start, c.end, 1200, () => [
        "error",
        "get-online-features failed: sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 20 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
      ]);
      gwFails(c, c.start + 500, 1500, () => `feature fetch failed: 500 from ${c.s.feat} after 30012ms`);
    },
  },
  {
    cat: "database",
    origin: "pipe",
    hints: ["database", "postgres", "recovery", "sql", "connection"],
    sev: "medium",
    note: "pipeline scheduler's metadata Postgres went into recovery; scheduler loop crashes with OperationalError and no DAG runs are scheduled",
    run: (c) => {
      c.every("pipe", c.start, c.end, 5000, (i) => [
        "error",
        i % 3 === 0 ? "Exception when executing SchedulerJob._run_scheduler_loop" : "scheduler heartbeat failed",
        py(
          [
            [
              "/home/airflow/.local/lib/python3.11/site-packages/airflow/jobs/scheduler_job_runner.py",
              1032,
              "_run_scheduler_loop",
              "num_queued_tis = self._do_scheduling(session)",
            ],
            [
              "/home/airflow/.local/lib/python3.11/site-packages/sqlalchemy/engine/default.py",
              736,
              "do_execute",
              "cursor.execute(statement, parameters)",
            ],
          ],
          "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL:  the database system is in recovery mode",
        ),
      ]);
    },
  },
  {
    cat: "database",
    origin: "vec",
    hints: ["index", "corrupt", "postgres", "database"],
    sev: "high",
    estates: [3],
    note: "pgvector HNSW index on the studies table is corrupted; similarity queries fail XX002 and the portal's similar-case search errors",
    run: (c) => {
      c.every("vec", c.start, c.end, 1800, () => [
        "error",
        `ERROR:  index "studies_embedding_hnsw_idx" contains corrupted page at block ${c.r.int(41000, 41400)} HINT:  Please REINDEX it. STATEMENT:  SELECT study_uid FROM studies ORDER BY embedding <=> $1 LIMIT 20`,
      ]);
      gwFails(
        c,
        c.start + 300,
        2500,
        () =>
          'similar-cases failed: psycopg.errors.IndexCorrupted: index "studies_embedding_hnsw_idx" contains corrupted page',
        0.6,
      );
    },
  },
  // ---------------- dependency
  {
    cat: "dependency",
    origin: "gw",
    hints: ["overloaded", "529", "503", "provider", "upstream"],
    sev: "high",
    note: "external LLM provider is overloaded (529 overloaded_error) for the product service; retries exhausted, circuit breaker opens",
    run: (c) => {
      c.every("gw", c.start, c.end, 1100, (i) =>
        i % 15 === 14
          ? ["warn", "circuit breaker llm-provider OPEN (failure rate 92% over 50 calls), failing fast for 30s"]
          : [
              "error",
              "draft reply failed after 3 attempts: anthropic.InternalServerError: Error code: 529 - {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}}",
            ],
      );
    },
  },
  {
    cat: "dependency",
    origin: "batch",
    hints: ["hub", "502", "bad gateway", "huggingface"],
    sev: "medium",
    note: "batch embedding jobs cannot download the tokenizer because the Hugging Face Hub answers 502; every job fails at start",
    run: (c) => {
      c.every("batch", c.start, c.end, 12000, () => [
        "error",
        `Job embed-catalog-${c.r.hex(6)} failed`,
        py(
          [
            ["/home/ray/jobs/embed.py", 22, "<module>", 'tok = AutoTokenizer.from_pretrained("BAAI/bge-base-en-v1.5")'],
            [
              "/home/ray/anaconda3/lib/python3.11/site-packages/huggingface_hub/utils/_http.py",
              477,
              "hf_raise_for_status",
              "raise _format(HfHubHTTPError, str(e), response) from e",
            ],
          ],
          "huggingface_hub.errors.HfHubHTTPError: 502 Server Error: Bad Gateway for url: https://huggingface.co/api/models/BAAI/bge-base-en-v1.5/revision/main",
        ),
      ]);
    },
  },
  {
    cat: "dependency",
    origin: "feat",
    hints: ["kafka", "broker", "brokers are down"],
    sev: "high",
    note: "the Kafka cluster feeding the feature store's stream ingestion is down; push sources stall and streaming features go stale",
    run: (c) => {
      c.every("feat", c.start, c.end, 3000, () => [
        "error",
        `%3|${Math.floor(c.start / 1000)}.${c.r.int(100, 999)}|FAIL|rdkafka#consumer-1| [thrd:kafka-2.data:9092/2]: kafka-2.data:9092/2: Connect to ipv4#10.8.2.14:9092 failed: Connection refused (after 0ms in state CONNECT)`,
      ]);
      c.every("feat", c.start + 2000, c.end, 10000, () => [
        "error",
        'stream ingestion error: KafkaError{code=_ALL_BROKERS_DOWN,val=-187,str="3/3 brokers are down"}',
      ]);
      c.every("feat", c.start + mins(2), c.end, 30000, () => [
        "warn",
        "push source clicks_stream lag 0 msgs/s; streaming features older than 120s",
      ]);
    },
  },
  {
    cat: "dependency",
    origin: "pipe",
    hints: ["registry", "imagepull", "503", "pull"],
    sev: "medium",
    note: "the external container registry returns 503, so pipeline steps cannot pull their images and every run fails",
    run: (c) => {
      c.every("pipe", c.start, c.end, 8000, () => [
        "error",
        `step preprocess-${c.r.hex(5)} pod failed: ErrImagePull: failed to pull and unpack image "nvcr.io/nvidia/pytorch:24.05-py3": failed to resolve reference "nvcr.io/nvidia/pytorch:24.05-py3": unexpected status from HEAD request to https://nvcr.io/v2/nvidia/pytorch/manifests/24.05-py3: 503 Service Unavailable`,
      ]);
      c.every("pipe", c.start + 20000, c.end, 30000, () => [
        "warn",
        'Back-off pulling image "nvcr.io/nvidia/pytorch:24.05-py3"',
      ]);
    },
  },
  // ---------------- disk
  {
    cat: "disk",
    origin: "train",
    hints: ["no space", "disk", "errno 28", "enospc"],
    sev: "high",
    note: "the training job's local checkpoint volume filled up; torch.save fails with Errno 28 and the job crashes",
    run: (c) => {
      c.at("train", c.start - mins(2), "warn", "[rank0] /mnt/ckpt usage 96% (1.84T/1.92T), keep_last=10 checkpoints");
      c.at("train", c.start, "error", "[rank0] checkpoint save failed", [
        ...py(
          [
            ["/workspace/train.py", 455, "save_checkpoint", 'torch.save(state, f"/mnt/ckpt/step_{step}.pt")'],
            [
              "/usr/local/lib/python3.11/site-packages/torch/serialization.py",
              652,
              "save",
              "with _open_zipfile_writer(f) as opened_zipfile:",
            ],
          ],
          "RuntimeError: [enforce fail at inline_container.cc:595] . unexpected pos 1932482560 vs 1932482448\nOSError: [Errno 28] No space left on device: '/mnt/ckpt/step_88000.pt'",
        ),
      ]);
      c.at(
        "train",
        c.start + 400,
        "error",
        "torch.distributed.elastic.multiprocessing.api: failed (exitcode: 1) local_rank: 0 (pid: 311) of binary: /usr/bin/python",
      );
      c.mute("train", c.start + 500);
      c.at("pipe", c.start + secs(30), "error", `Task training.fit failed: ${c.s.train} exited with code 1`);
    },
  },
  {
    cat: "disk",
    origin: "gpu",
    hints: ["ephemeral-storage", "disk", "diskpressure", "eviction"],
    sev: "high",
    note: "the GPU node's ephemeral storage filled (container image and dataset cache); kubelet hits DiskPressure and evicts the inference pod",
    run: (c) => {
      c.at(
        "gpu",
        c.start - mins(1),
        "warn",
        "kubelet: imageGCManager: disk usage on image filesystem is at 91% which is over the high threshold (85%). Trying to free 48 GiB",
      );
      c.at(
        "gpu",
        c.start,
        "warn",
        "kubelet: eviction_manager.go:366] eviction manager: attempting to reclaim ephemeral-storage",
      );
      c.at("gpu", c.start + 300, "warn", "kubelet: node condition DiskPressure=True (nodefs.available 2.1% < 5%)");
      c.at(
        "gpu",
        c.start + 900,
        "error",
        `kubelet: eviction_manager.go:597] eviction manager: pod ${c.s.infer}-0 evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 5%, available: 2.1%`,
      );
      c.every("gpu", c.start + 5000, c.end, 20000, () => [
        "warn",
        "kubelet: eviction manager: must evict pod(s) to reclaim ephemeral-storage",
      ]);
      c.mute("infer", c.start + 1000);
      gwFails(
        c,
        c.start + 1500,
        1500,
        () => `model call failed: connection refused ${c.s.infer}:8080 (no ready endpoints)`,
      );
    },
  },
  {
    cat: "disk",
    origin: "batch",
    hints: ["no space", "disk", "shuffle"],
    sev: "medium",
    estates: [0, 4],
    note: "Spark executors' local dirs filled during a shuffle; tasks fail with No space left on device and the feature job aborts",
    run: (c) => {
      c.every("batch", c.start, c.end, 4000, () => [
        "warn",
        `WARN TaskSetManager: Lost task ${c.r.int(0, 199)}.${c.r.int(0, 3)} in stage 41.0 (TID ${c.r.int(9000, 9999)}) (10.4.2.${c.r.int(2, 250)} executor ${c.r.int(1, 24)}): java.io.IOException: No space left on device`,
      ]);
      c.at(
        "batch",
        c.start + mins(2),
        "error",
        "ERROR TaskSetManager: Task 87 in stage 41.0 failed 4 times; aborting job",
        [
          "org.apache.spark.SparkException: Job aborted due to stage failure: Task 87 in stage 41.0 failed 4 times, most recent failure: Lost task 87.3 in stage 41.0: java.io.IOException: No space left on device",
          "\tat java.base/java.io.FileOutputStream.writeBytes(Native Method)",
          "\tat org.apache.spark.storage.DiskBlockObjectWriter.write(DiskBlockObjectWriter.scala:310)",
          "\tat org.apache.spark.shuffle.sort.BypassMergeSortShuffleWriter.write(BypassMergeSortShuffleWriter.java:171)",
        ],
      );
      c.at(
        "pipe",
        c.start + mins(2) + secs(10),
        "error",
        "Task spark_features.submit failed: spark-submit returned exit code 1",
      );
    },
  },
  {
    cat: "disk",
    origin: "vec",
    hints: ["no space", "disk", "os error 28", "wal"],
    sev: "high",
    note: "the vector database's data volume is full; WAL appends fail with os error 28 and upserts from the indexer are rejected",
    run: (c) => {
      c.every("vec", c.start, c.end, 2000, () => [
        "error",
        "Service internal error: failed to append to WAL: No space left on device (os error 28)",
      ]);
      c.every("batch", c.start + 1000, c.end, 6000, () => [
        "warn",
        `upsert batch to ${c.s.vec} failed: 500 Internal Server Error, will retry`,
      ]);
    },
  },
  // ---------------- memory
  {
    cat: "memory",
    origin: "train",
    hints: ["out of memory", "cuda", "oom", "outofmemoryerror"],
    sev: "high",
    note: "training job hit CUDA OOM on a long-sequence shard; rank 0 dies and torchrun tears down the job",
    run: (c) => {
      c.at("train", c.start, "error", "[rank0] exception in training step", [
        ...py(
          [
            ["/workspace/train.py", 233, "train_step", "loss = model(**batch).loss"],
            [
              "/usr/local/lib/python3.11/site-packages/torch/nn/modules/module.py",
              1553,
              "_call_impl",
              "return forward_call(*args, **kwargs)",
            ],
          ],
          "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.06 GiB is free. Process 22117 has 78.08 GiB memory in use. Of the allocated memory 74.91 GiB is allocated by PyTorch, and 1.66 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.",
        ),
      ]);
      c.at(
        "train",
        c.start + 800,
        "error",
        "torch.distributed.elastic.multiprocessing.api: failed (exitcode: 1) local_rank: 0 (pid: 512) of binary: /usr/bin/python3",
      );
      c.at(
        "train",
        c.start + 1200,
        "warn",
        "torch.distributed.elastic.agent.server.api: Received Signals.SIGTERM death signal, shutting down workers",
      );
      c.mute("train", c.start + 1300);
    },
  },
  {
    cat: "memory",
    origin: "infer",
    hints: ["oom", "memory", "killed"],
    sev: "high",
    note: "the inference server leaks host memory after a handler change; its RSS climbs until the kernel OOM-kills it, then it restarts and climbs again",
    run: (c) => {
      c.every("infer", c.start - mins(2), c.end, 20000, (i) => [
        "warn",
        `worker rss=${(9 + (i % 6) * 1.1).toFixed(1)}GiB limit=16GiB (memory watchdog)`,
      ]);
      for (let t = c.start, k = 0; t < c.end; t += mins(3), k++) {
        c.at(
          "gpu",
          t,
          "error",
          `kernel: Memory cgroup out of memory: Killed process ${3000 + k * 7} (python3) total-vm:41223104kB, anon-rss:16711232kB, file-rss:98304kB, shmem-rss:0kB, UID:1000 pgtables:33412kB oom_score_adj:999`,
        );
        c.at("infer", t + 4000, "info", "Starting model server (restart after exit code 137)");
      }
      gwFails(
        c,
        c.start + 200,
        3000,
        () =>
          `model call failed: 502 Bad Gateway from ${c.s.infer} (upstream connect error or disconnect/reset before headers)`,
        0.5,
      );
    },
  },
  {
    cat: "memory",
    origin: "batch",
    hints: ["memory", "killedworker", "budget"],
    sev: "medium",
    estates: [2],
    note: "Dask workers exceed their memory budget on a skewed merchant partition; nanny restarts them until the task is marked KilledWorker",
    run: (c) => {
      c.every("batch", c.start, c.end, 6000, () => [
        "warn",
        `distributed.nanny.memory - WARNING - Worker tcp://10.6.1.${c.r.int(2, 80)}:${c.r.int(34000, 45000)} (pid=${c.r.int(100, 999)}) exceeded 95% memory budget. Restarting...`,
      ]);
      c.at(
        "batch",
        c.start + mins(2),
        "error",
        "distributed.scheduler - ERROR - Task ('merge-join-0b1d', 17) marked as failed because 4 workers died while trying to run it",
        [
          "distributed.scheduler.KilledWorker: Attempted to run task ('merge-join-0b1d', 17) on 4 different workers, but all those workers died while running it.",
        ],
      );
      c.at("pipe", c.start + mins(2) + secs(5), "error", "Task merchant_features.compute failed: KilledWorker");
    },
  },
  {
    cat: "memory",
    origin: "feat",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "the Go feature server runs out of memory while caching a large feature view; it crashes and callers fail during restarts",
    run: (c) => {
      c.every("feat", c.start - mins(1), c.start, 10000, (i) => [
        "warn",
        `feature cache size ${6 + i} GiB, GOMEMLIMIT=12GiB, GC cycles last minute ${30 + i * 12}`,
      ]);
      for (let t = c.start, k = 0; t < c.end; t += mins(2.5), k++) {
        c.at("feat", t, "critical", "fatal error: runtime: out of memory", [
          "",
          "runtime stack:",
          "runtime.throw({0x1a2b3c?, 0x400000?})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
          "runtime.sysMap(0xc6d8000000, 0x4000000, 0x2d3f1c8?)",
          "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x9c",
        ]);
        c.at("feat", t + 6000, "info", `feature server starting (restart ${k + 1}), loading registry`);
      }
      gwFails(
        c,
        c.start + 100,
        2000,
        () => `feature lookup failed: dial tcp ${c.s.feat}:6566: connect: connection refused`,
        0.5,
      );
    },
  },
];
