// Scripted failures of the ML estates: kestrel (training cluster) and lumen (model serving).
import type { Rng } from "./rng.js";
import { E, type Incident } from "./spec.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyTrace } from "./stacks.js";

const job = (r: Rng) => `${r.pick(["llm-sft", "vit-pretrain", "ranker-distill", "asr-ctc"])}-${r.int(1000, 9999)}`;
const rank = (r: Rng) => `[rank${r.int(0, 31)}]`;
const ip = (r: Rng) => `10.8.${r.int(0, 9)}.${r.int(2, 250)}`;
const req = (r: Rng) => `chatcmpl-${r.hex(16)}`;

const mlflowTrace = (last: string) =>
  pyTrace(
    [
      [
        "/app/ckpt_writer/register.py",
        142,
        "register_version",
        "mv = client.create_model_version(name, source, run_id)",
      ],
      [
        "/usr/local/lib/python3.11/site-packages/mlflow/tracking/client.py",
        3457,
        "create_model_version",
        "return self._create_model_version(",
      ],
      [
        "/usr/local/lib/python3.11/site-packages/mlflow/utils/rest_utils.py",
        217,
        "verify_rest_response",
        "raise RestException(json.loads(response.text))",
      ],
    ],
    last,
  );

export const KESTREL: Incident[] = [
  {
    estate: "kestrel",
    origin: "model-registry",
    category: "authentication",
    hints: ["token", "jwt", "signature", "auth", "unauthor"],
    sev: "high",
    note: "model-registry stops accepting service tokens after its JWKS cache holds only a retired signing key; ckpt-writer, trainer and exp-tracker get 401s.",
    emits: [
      E(
        "model-registry",
        "warn",
        30,
        (r) =>
          `token validation failed for sub=svc-${r.pick(["ckpt-writer", "trainer", "exp-tracker"])}: signature verification failed: no key with kid "kst-2026-09b" in JWKS (cached keys: kst-2026-06a)`,
      ),
      E(
        "model-registry",
        "info",
        20,
        (r) =>
          `${r.pick(["10.42.3.17", "10.42.7.5"])} - - "POST /api/2.0/mlflow/model-versions/create HTTP/1.1" 401 61`,
      ),
      E(
        "ckpt-writer",
        "error",
        8,
        (r) => `failed to register ${job(r)}/step_${r.int(1, 90) * 1000} in model registry`,
        {
          delay: 20,
          stack: () => mlflowTrace("mlflow.exceptions.RestException: UNAUTHENTICATED: Invalid credentials (HTTP 401)"),
          stackP: 0.6,
        },
      ),
      E(
        "trainer",
        "warn",
        12,
        (r) =>
          `${rank(r)} mlflow: log_batch failed with 401 Unauthorized, metrics buffered locally (${r.int(100, 4000)} pending)`,
        { delay: 10 },
      ),
      E("exp-tracker", "error", 6, () => "sync to model-registry failed: Request failed with status code 401", {
        delay: 30,
      }),
    ],
  },
  {
    estate: "kestrel",
    origin: "ckpt-writer",
    category: "authorization",
    hints: ["access", "denied", "forbidden", "permission", "iam"],
    sev: "high",
    note: "ckpt-writer's role loses s3:PutObject on the checkpoint bucket; every shard upload gets AccessDenied and trainers stall waiting on checkpoints.",
    emits: [
      E("ckpt-writer", "error", 25, (r) => `upload of shard ${r.int(0, 63)} for ${job(r)} failed`, {
        stack: () =>
          pyTrace(
            [
              [
                "/app/ckpt_writer/upload.py",
                77,
                "put_shard",
                "self.s3.upload_fileobj(f, self.bucket, key, Config=self.tx)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/boto3/s3/transfer.py",
                372,
                "upload_file",
                "raise S3UploadFailedError(",
              ],
            ],
            'boto3.exceptions.S3UploadFailedError: Failed to upload /scratch/ckpt/shard_0017.pt to kestrel-ckpt/llm-sft-4411/step_52000/shard_0017.pt: An error occurred (AccessDenied) when calling the CreateMultipartUpload operation: User: arn:aws:sts::381224907716:assumed-role/ckpt-writer-irsa/botocore-session-1726567 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::kestrel-ckpt/llm-sft-4411/step_52000/shard_0017.pt" because no identity-based policy allows the s3:PutObject action',
          ),
        stackP: 0.5,
      }),
      E(
        "trainer",
        "warn",
        10,
        (r) => `${rank(r)} checkpoint barrier waiting on ckpt-writer for ${r.int(60, 600)}s; training paused`,
        { delay: 30 },
      ),
      E(
        "job-scheduler",
        "warn",
        2,
        (r) => `PyTorchJob ml-train/${job(r)} has made no progress for 10m (last step heartbeat stale)`,
        { delay: 200 },
      ),
    ],
  },
  {
    estate: "kestrel",
    origin: "exp-tracker",
    category: "database",
    hints: ["connection", "postgres", "database", "pool", "too many"],
    sev: "high",
    note: "exp-tracker's Postgres refuses new connections (too many clients) and its pool times out; trainers can't log metrics.",
    emits: [
      E("exp-tracker", "error", 30, () => "POST /api/runs/:id/metrics failed: error: sorry, too many clients already", {
        stack: () =>
          nodeStack("error: sorry, too many clients already", [
            "Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98)",
            "Parser.handlePacket (/app/node_modules/pg-protocol/dist/parser.js:122:29)",
            "Socket.<anonymous> (/app/node_modules/pg-protocol/dist/index.js:11:42)",
          ]),
        stackP: 0.4,
      }),
      E(
        "exp-tracker",
        "error",
        15,
        (r) =>
          `POST /api/runs/${r.hex(8)}/metrics 500 ${r.int(5000, 30000)}ms - Error: timeout exceeded when trying to connect`,
      ),
      E(
        "trainer",
        "warn",
        15,
        (r) => `${rank(r)} exp-tracker returned HTTP 500, retrying log_metrics in ${r.int(1, 8)}s`,
        { delay: 8 },
      ),
      E("trainer", "warn", 5, (r) => `${rank(r)} dropping ${r.int(50, 900)} metric points after 5 failed retries`, {
        delay: 90,
      }),
    ],
  },
  {
    estate: "kestrel",
    origin: "trainer",
    category: "network",
    hints: ["nccl", "network", "infiniband", "ib", "connection", "socket"],
    sev: "high",
    note: "the InfiniBand path of one node fails; trainer ranks see NCCL IB completion errors and socket resets and the job restarts.",
    emits: [
      E(
        "trainer",
        "warn",
        20,
        (r) =>
          `gpu-node-17:${r.int(1000, 9999)}:${r.int(1000, 9999)} [${r.int(0, 7)}] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 10.40.2.17<${r.int(30000, 60000)}> with status=12 opcode=0 len=0 vendor err 129 (Send) localGid ::ffff:10.40.2.${r.int(2, 99)} remoteGidsfe80::ba59:9f03:${r.hex(4)}:${r.hex(4)} hca mlx5_${r.int(0, 3)}`,
      ),
      E(
        "trainer",
        "error",
        6,
        (r) =>
          `${rank(r)} NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, remote process exited or there was a network error, NCCL version 2.21.5`,
        {
          delay: 5,
          stack: () =>
            pyTrace(
              [
                ["/app/train.py", 412, "train_step", "loss.backward()"],
                [
                  "/opt/conda/lib/python3.11/site-packages/torch/_tensor.py",
                  521,
                  "backward",
                  "torch.autograd.backward(",
                ],
              ],
              "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, remote process exited or there was a network error, NCCL version 2.21.5\nncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.\nLast error:\nNET/IB : Got completion from peer 10.40.2.17<48213> with status=12 opcode=0 len=0 vendor err 129 (Send)",
            ),
          stackP: 0.4,
        },
      ),
      E(
        "trainer",
        "warn",
        4,
        () => "gpu-node-17 NCCL WARN NET/Socket : peer 10.40.2.17<52011> message truncated / connection reset by peer",
        { delay: 10 },
      ),
      E(
        "job-scheduler",
        "warn",
        1.5,
        (r) =>
          `PyTorchJob ml-train/${job(r)} restarting workers (reason: worker exited with code 1, restartPolicy=OnFailure, backoff ${r.int(1, 4)}/6)`,
        { delay: 40 },
      ),
    ],
  },
  {
    estate: "kestrel",
    origin: "trainer",
    category: "timeout",
    hints: ["timeout", "watchdog", "collective", "nccl", "deadline"],
    sev: "high",
    silent: true,
    note: "a rank hangs inside an all-reduce; the NCCL watchdog on every other rank times out the collective and the job is torn down.",
    emits: [
      E(
        "trainer",
        "info",
        6,
        (r) => `${rank(r)} step ${r.int(52000, 52010)} | waiting in all_reduce bucket ${r.int(0, 40)}`,
        { until: 300 },
      ),
      E(
        "trainer",
        "error",
        10,
        (r) =>
          `[rank${((k) => `${k}]:[E{MDD} {HMSU} ProcessGroupNCCL.cpp:607] [Rank ${k}`)(r.int(1, 31))}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=88213, OpType=ALLREDUCE, NumelIn=26214400, NumelOut=26214400, Timeout(ms)=300000) ran for 300047 milliseconds before timing out.`,
        { delay: 300 },
      ),
      E(
        "trainer",
        "error",
        3,
        () =>
          "[rank7]: [E{MDD} {HMSU}] ProcessGroupNCCL.cpp:1664] [PG 0 (default_pg) Rank 7] Timeout at NCCL work: 88213, last enqueued NCCL work: 88214, last completed NCCL work: 88212. To avoid data inconsistency, we are taking the entire process down.",
        { delay: 305 },
      ),
      E(
        "job-scheduler",
        "warn",
        1,
        (r) => `PyTorchJob ml-train/${job(r)} workers exited with code -6 (SIGABRT), restarting`,
        { delay: 320 },
      ),
      E("ckpt-writer", "warn", 1, () => "no checkpoint request from llm-sft-4411 for 15m (expected every 10m)", {
        delay: 200,
      }),
    ],
  },
  {
    estate: "kestrel",
    origin: "dataset-cache",
    category: "rate_limiting",
    hints: ["slowdown", "rate", "throttl", "reduce your request rate", "503"],
    sev: "medium",
    note: "dataset-cache hammers one S3 prefix while several jobs start together and gets SlowDown responses; dataloaders starve.",
    emits: [
      E(
        "dataset-cache",
        "warn",
        40,
        (r) =>
          `GET s3://kestrel-datasets/c4-en-v2/shard-${r.int(0, 4095)}.tar: SlowDown: Please reduce your request rate. status code: 503, request id: ${r.hex(16).toUpperCase()}; backing off ${r.int(200, 6400)}ms`,
      ),
      E(
        "dataset-cache",
        "error",
        6,
        (r) =>
          `prefetch failed dataset=c4-en-v2 shard=${r.int(0, 4095)} after 8 attempts: SlowDown: Please reduce your request rate.`,
        { delay: 60 },
      ),
      E(
        "trainer",
        "warn",
        12,
        (r) =>
          `${rank(r)} dataloader starved: waited ${r.int(10, 120)}.${r.int(0, 9)}s for next batch from dataset-cache`,
        { delay: 40 },
      ),
    ],
  },
  {
    estate: "kestrel",
    origin: "model-registry",
    category: "validation",
    hints: ["invalid", "signature", "schema", "validation", "mismatch"],
    sev: "medium",
    note: "model-registry rejects every new model version because the logged signature's dtype does not match the registered model's schema; promotions fail.",
    emits: [
      E(
        "model-registry",
        "warn",
        10,
        (r) =>
          `create_model_version rejected for ${r.pick(["vit-base-prod", "ranker-distill-prod"])}: INVALID_PARAMETER_VALUE: Model signature mismatch: input 'pixel_values' expected Tensor(float32, (-1, 3, 224, 224)) but got Tensor(float16, (-1, 3, 224, 224))`,
      ),
      E(
        "model-registry",
        "info",
        10,
        () => '10.42.7.5 - - "POST /api/2.0/mlflow/model-versions/create HTTP/1.1" 400 212',
      ),
      E("ckpt-writer", "error", 6, (r) => `promotion of ${job(r)} to stage Staging failed`, {
        delay: 3,
        stack: () =>
          mlflowTrace(
            "mlflow.exceptions.RestException: INVALID_PARAMETER_VALUE: Model signature mismatch: input 'pixel_values' expected Tensor(float32, (-1, 3, 224, 224)) but got Tensor(float16, (-1, 3, 224, 224))",
          ),
        stackP: 0.7,
      }),
    ],
  },
  {
    estate: "kestrel",
    origin: "quota-api",
    category: "null_reference",
    hints: ["null", "nullreference", "object reference"],
    sev: "high",
    note: "quota-api throws NullReferenceException for teams without a burst pool after a data migration; job-scheduler cannot admit jobs.",
    emits: [
      E("quota-api", "error", 20, () => "An unhandled exception has occurred while executing the request.", {
        stack: () =>
          dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Kestrel.Quota.Allocation.BurstPolicy.Apply(TeamQuota quota, GpuRequest request) in /src/Kestrel.Quota/Allocation/BurstPolicy.cs:line 58",
            "Kestrel.Quota.Allocation.Allocator.ReserveAsync(GpuRequest request, CancellationToken ct) in /src/Kestrel.Quota/Allocation/Allocator.cs:line 131",
            "Kestrel.Quota.Api.Controllers.ReservationsController.Post(ReservationDto dto) in /src/Kestrel.Quota.Api/Controllers/ReservationsController.cs:line 44",
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          ]),
        stackP: 0.8,
      }),
      E(
        "job-scheduler",
        "error",
        25,
        (r) =>
          `admission check "gpu-quota" failed for ml-train/${job(r)}: POST http://quota-api.ml-train.svc:8080/v1/reservations: 500 Internal Server Error; requeue in ${r.int(5, 30)}s`,
        { delay: 2 },
      ),
      E(
        "job-scheduler",
        "warn",
        3,
        (r) => `queue research: ${r.int(20, 60)} workloads pending admission (oldest ${r.int(3, 15)}m)`,
        { delay: 60 },
      ),
    ],
  },
  {
    estate: "kestrel",
    origin: "job-scheduler",
    category: "configuration",
    hints: ["config", "queue", "node pool", "selector", "unknown"],
    sev: "high",
    steps: [
      {
        dt: -20000,
        svc: "job-scheduler",
        lvl: "info",
        msg: "reloaded queue config from /etc/scheduler/queues.yaml (rev 7f2c1e0, 6 queues, changed: research-h100)",
      },
    ],
    note: "after a queue config reload job-scheduler maps queue research-h100 to a node pool that does not exist, so no new job can be placed.",
    emits: [
      E(
        "job-scheduler",
        "error",
        12,
        (r) =>
          `failed to schedule ml-train/${job(r)}-worker-0: queue "research-h100" references node pool "h100-spot" which is not defined in cluster config`,
      ),
      E(
        "job-scheduler",
        "warn",
        10,
        () =>
          "0/48 nodes are available: 48 node(s) didn't match Pod's node affinity/selector (cloud.google.com/gke-nodepool=h100-spot). preemption: 0/48 nodes are available: 48 Preemption is not helpful for scheduling.",
      ),
      E(
        "quota-api",
        "info",
        4,
        (r) => `Released reservation for team ${r.pick(["nlp", "vision"])}: job never started (timeout 300s)`,
        { delay: 300 },
      ),
    ],
  },
  {
    estate: "kestrel",
    origin: "feature-store",
    category: "dependency",
    hints: ["unavailable", "bigtable", "grpc", "dependency", "circuit"],
    sev: "high",
    note: "the managed Bigtable instance behind feature-store answers UNAVAILABLE; feature-store errors and its circuit breaker opens, dataset-cache and trainer lose online features.",
    emits: [
      E("feature-store", "error", 25, () => "GetOnlineFeatures failed for feature_service=user_profile_v3", {
        stack: () =>
          javaStack(
            "io.grpc.StatusRuntimeException: UNAVAILABLE: Service unavailable for table projects/kestrel-ml/instances/features-prod/tables/user_profile",
            [
              "io.grpc.Status.asRuntimeException(Status.java:539)",
              "com.google.cloud.bigtable.data.v2.stub.readrows.ReadRowsUserCallable.call(ReadRowsUserCallable.java:44)",
              "dev.feast.serving.registry.BigtableOnlineRetriever.getOnlineFeatures(BigtableOnlineRetriever.java:118)",
              "dev.feast.serving.service.OnlineServingServiceV2.getOnlineFeatures(OnlineServingServiceV2.java:144)",
            ],
          ),
        stackP: 0.3,
      }),
      E(
        "feature-store",
        "warn",
        2,
        () => "CircuitBreaker 'bigtable-online' changed state from CLOSED to OPEN (failure rate 87.5% >= 50%)",
        { delay: 30 },
      ),
      E(
        "dataset-cache",
        "warn",
        10,
        () => "feature join skipped: feature-store responded 503 UNAVAILABLE, batch will use stale snapshot",
        { delay: 5 },
      ),
      E(
        "trainer",
        "error",
        4,
        (r) => `${rank(r)} online eval failed: FeatureStoreError: 503 from feature-store (user_profile_v3)`,
        { delay: 20 },
      ),
    ],
  },
  {
    estate: "kestrel",
    origin: "dataset-cache",
    category: "memory",
    hints: ["memory", "oom", "out of memory"],
    sev: "high",
    note: "dataset-cache's in-memory index outgrows its limit and the Go runtime dies with out of memory; it restarts in a loop and trainers starve.",
    emits: [
      E(
        "dataset-cache",
        "warn",
        6,
        (r) =>
          `index size ${r.int(26, 31)}.${r.int(0, 9)}GiB approaching GOMEMLIMIT 30GiB; GC running continuously (${r.int(60, 95)}% CPU in GC)`,
        { until: 60 },
      ),
      E("dataset-cache", "error", 1.2, () => "fatal error: runtime: out of memory", {
        delay: 60,
        stack: () =>
          goPanic("runtime stack:", [
            [
              "runtime.throw({0x1a2b3c4?, 0x400000?})",
              "/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd2c3a1e10",
            ],
            ["runtime.sysMap(0xc8a4000000, 0x4000000, 0x2f1e0f8?)", "/usr/local/go/src/runtime/mem_linux.go:167 +0xc5"],
            ["kestrel/dataset-cache/index.(*ShardIndex).Add(...)", "/src/index/shard_index.go:211 +0x3f4"],
          ]),
        stackP: 1,
      }),
      E("dataset-cache", "info", 1.2, () => "dataset-cache v3.8.1 starting, rebuilding shard index from s3 manifest", {
        delay: 65,
      }),
      E(
        "trainer",
        "warn",
        15,
        (r) => `${rank(r)} dataloader: connection refused to dataset-cache:7070, retrying (${r.int(1, 20)})`,
        { delay: 62 },
      ),
      E(
        "job-scheduler",
        "warn",
        1,
        () => "pod ml-train/dataset-cache-0 container dataset-cache restarted (exit code 2), restarts=4",
        { delay: 180 },
      ),
    ],
  },
  {
    estate: "kestrel",
    origin: "ckpt-writer",
    category: "disk",
    hints: ["disk", "space", "no space", "enospc", "full"],
    sev: "high",
    note: "ckpt-writer's local staging volume fills up; it can no longer stage shards and checkpoints fail.",
    emits: [
      E(
        "ckpt-writer",
        "warn",
        3,
        (r) =>
          `staging volume /scratch usage ${r.int(93, 99)}% (${r.int(3700, 3900)}/3950 GiB), cleanup of uploaded shards lagging`,
        { until: 60 },
      ),
      E("ckpt-writer", "error", 15, (r) => `staging shard ${r.int(0, 63)} for ${job(r)} failed`, {
        delay: 60,
        stack: () =>
          pyTrace(
            [
              ["/app/ckpt_writer/stage.py", 51, "stage", "torch.save(state, tmp_path)"],
              [
                "/opt/conda/lib/python3.11/site-packages/torch/serialization.py",
                652,
                "save",
                "with _open_zipfile_writer(f) as opened_zipfile:",
              ],
            ],
            "RuntimeError: [enforce fail at inline_container.cc:603] . unexpected pos 1937178368 vs 1937178256\nOSError: [Errno 28] No space left on device: '/scratch/ckpt/llm-sft-4411/step_56000/shard_0031.pt.tmp'",
          ),
        stackP: 0.5,
      }),
      E(
        "trainer",
        "error",
        4,
        (r) =>
          `${rank(r)} checkpoint at step ${r.int(56000, 56010)} failed: ckpt-writer returned 507 Insufficient Storage`,
        { delay: 70 },
      ),
    ],
  },
  {
    estate: "kestrel",
    origin: "exp-tracker",
    category: "unknown",
    hints: ["internal", "unknown", "crash", "exit", "500"],
    sev: "medium",
    silent: true,
    note: "exp-tracker starts answering 500 with no detail and then goes quiet, restarting without a reason; trainers and model-registry report it unreachable.",
    emits: [
      E("exp-tracker", "error", 20, (r) => `POST /api/runs/${r.hex(8)}/metrics 500 - Internal Server Error`, {
        until: 45,
      }),
      E("exp-tracker", "error", 1, () => "worker 1 exited with code 1", { delay: 45, until: 50 }),
      E(
        "trainer",
        "warn",
        14,
        (r) => `${rank(r)} exp-tracker unreachable (ECONNREFUSED 10.42.5.33:8080), buffering metrics`,
        { delay: 50 },
      ),
      E(
        "model-registry",
        "warn",
        4,
        () =>
          "run metadata sync to exp-tracker failed: HTTPConnectionPool(host='exp-tracker', port=8080): Max retries exceeded (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))",
        { delay: 55 },
      ),
      E("job-scheduler", "warn", 0.5, () => "pod ml-train/exp-tracker-7c9f5 in CrashLoopBackOff (restarts=5)", {
        delay: 200,
      }),
    ],
  },
];

export const LUMEN: Incident[] = [
  {
    estate: "lumen",
    origin: "authn-proxy",
    category: "authentication",
    hints: ["token", "client", "credential", "oauth", "auth", "secret"],
    sev: "high",
    note: "authn-proxy's client secret for token introspection expired; every bearer token fails introspection and the gateway answers 401 to all tenants.",
    emits: [
      E(
        "authn-proxy",
        "error",
        30,
        () =>
          'token introspection failed: oauth2: "invalid_client" "Client authentication failed (client secret expired)"',
      ),
      E(
        "authn-proxy",
        "warn",
        20,
        (r) =>
          `rejecting request client_id=${r.pick(["acme-prod", "globex-app", "hooli-rag"])}: 401 unable to verify bearer token`,
      ),
      E(
        "inference-gw",
        "warn",
        40,
        (r) =>
          `POST /v1/chat/completions 401 ${r.int(2, 20)}ms authn-proxy denied request client=${r.pick(["acme-prod", "globex-app", "hooli-rag"])}`,
        { delay: 2 },
      ),
    ],
  },
  {
    estate: "lumen",
    origin: "vector-search",
    category: "authorization",
    hints: ["forbidden", "permission", "access", "denied", "403"],
    sev: "medium",
    note: "after an API key rotation vector-search gives the embedder's key read-only access; all upserts are refused with 403 while searches keep working.",
    steps: [
      {
        dt: -30000,
        svc: "vector-search",
        lvl: "info",
        msg: "INFO qdrant::settings: api keys reloaded from /qdrant/config/keys.yaml (3 keys)",
      },
    ],
    emits: [
      E(
        "vector-search",
        "warn",
        20,
        (r) =>
          `WARN actix_web::middleware::logger: ${ip(r)} "PUT /collections/docs_v7/points?wait=true HTTP/1.1" 403 93 "-" "python-httpx/0.27.0" 0.000${r.int(100, 999)}`,
      ),
      E(
        "vector-search",
        "warn",
        6,
        () =>
          "WARN qdrant::actix::auth: Forbidden: Write access is required for collection docs_v7 (key id: embedder-ingest, access: r)",
      ),
      E(
        "embedder",
        "error",
        15,
        (r) =>
          `upsert of ${r.int(32, 512)} points to docs_v7 failed: httpx.HTTPStatusError: Client error '403 Forbidden' for url 'http://vector-search:6333/collections/docs_v7/points?wait=true'`,
        { delay: 2 },
      ),
      E("embedder", "warn", 4, (r) => `ingest queue backlog ${r.int(2000, 40000)} documents`, { delay: 90 }),
    ],
  },
  {
    estate: "lumen",
    origin: "usage-meter",
    category: "database",
    hints: ["deadlock", "sql", "database", "transaction"],
    sev: "medium",
    note: "usage-meter's ledger writes deadlock in SQL Server after the hourly rollup starts; usage records fail and the gateway retries them.",
    emits: [
      E(
        "usage-meter",
        "error",
        18,
        () =>
          "Failed executing DbCommand (30,017ms) [Parameters=[@p0='?', @p1='?'], CommandType='Text', CommandTimeout='30'] INSERT INTO [UsageLedger] ...",
        {
          stack: () =>
            dotnetStack(
              "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 71) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
              [
                "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                "Microsoft.Data.SqlClient.SqlDataReader.TryConsumeMetaData()",
                "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
                "Lumen.Usage.Ledger.LedgerWriter.AppendAsync(UsageRecord record) in /src/Lumen.Usage/Ledger/LedgerWriter.cs:line 88",
              ],
            ),
          stackP: 0.6,
        },
      ),
      E("usage-meter", "warn", 6, () => "Flush of usage batch failed, 1 of 3 attempts; will retry"),
      E(
        "inference-gw",
        "warn",
        25,
        (r) => `usage report to usage-meter failed: 500 Internal Server Error (attempt ${r.int(1, 5)}/5), requeued`,
        { delay: 3 },
      ),
    ],
  },
  {
    estate: "lumen",
    origin: "embedder",
    category: "network",
    hints: ["dns", "name resolution", "network", "resolve", "connect"],
    sev: "high",
    note: "embedder pods lose DNS resolution; every call to vector-search fails with name resolution errors and retrieval requests 502.",
    emits: [
      E("embedder", "error", 25, () => "search against vector-search failed", {
        stack: () =>
          pyTrace(
            [
              ["/app/embedder/retrieve.py", 64, "search", "resp = await self.http.post(url, json=body)"],
              [
                "/usr/local/lib/python3.11/site-packages/httpx/_transports/default.py",
                72,
                "map_httpcore_exceptions",
                "raise mapped_exc(message) from exc",
              ],
            ],
            "httpx.ConnectError: [Errno -3] Temporary failure in name resolution",
          ),
        stackP: 0.4,
      }),
      E("embedder", "warn", 8, () => "getaddrinfo vector-search.serving.svc.cluster.local failed: EAI_AGAIN, retrying"),
      E(
        "inference-gw",
        "error",
        30,
        (r) => `POST /v1/retrieve 502 ${r.int(5000, 6000)}ms upstream=embedder err="upstream returned 502"`,
        { delay: 3 },
      ),
      E(
        "inference-gw",
        "warn",
        2,
        () => "outlier detection: ejecting embedder endpoint 10.8.6.14:8000 (5 consecutive 5xx)",
        { delay: 30 },
      ),
    ],
  },
  {
    estate: "lumen",
    origin: "vllm-chat",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "504"],
    sev: "high",
    note: "vllm-chat's queue backs up after a burst of very long prompts; requests sit pending past their deadline and are aborted, only at WARN, while the gateway returns 504s.",
    emits: [
      E(
        "vllm-chat",
        "info",
        6,
        (r) =>
          `INFO {MD} {HMS} metrics.py:351] Avg prompt throughput: ${r.int(20000, 40000)}.0 tokens/s, Avg generation throughput: ${r.int(20, 90)}.0 tokens/s, Running: 256 reqs, Swapped: ${r.int(10, 60)} reqs, Pending: ${r.int(150, 600)} reqs, GPU KV cache usage: 99.${r.int(1, 9)}%, CPU KV cache usage: ${r.int(20, 80)}.0%.`,
      ),
      E(
        "vllm-chat",
        "warn",
        15,
        (r) =>
          `WARNING {MD} {HMS} async_llm_engine.py:812] Aborted request ${req(r)}: request exceeded its deadline of 60.0s while waiting in queue`,
        { delay: 40 },
      ),
      E(
        "inference-gw",
        "error",
        40,
        (r) =>
          `POST /v1/chat/completions 504 60001ms upstream=vllm-chat err="upstream request timeout" client=${r.pick(["acme-prod", "globex-app", "initech-bot"])}`,
        { delay: 60 },
      ),
      E(
        "inference-gw",
        "warn",
        15,
        () => "retrying POST /v1/chat/completions on vllm-chat (attempt 2/3) after upstream timeout",
        { delay: 62 },
      ),
    ],
  },
  {
    estate: "lumen",
    origin: "prompt-guard",
    category: "rate_limiting",
    hints: ["rate", "429", "limit", "too many", "throttl"],
    sev: "medium",
    note: "the external moderation API starts answering 429 to prompt-guard; moderation fails closed and chat requests are rejected.",
    emits: [
      E(
        "prompt-guard",
        "error",
        30,
        (r) =>
          `moderation call failed: 429 Too Many Requests - Rate limit reached for requests per min (RPM): Limit 3000, Used 3000, Requested 1. Please try again in ${r.int(10, 900)}ms.`,
      ),
      E("prompt-guard", "warn", 10, () => "fail-closed: moderation unavailable, rejecting request"),
      E(
        "inference-gw",
        "error",
        25,
        (r) =>
          `POST /v1/chat/completions 503 ${r.int(20, 900)}ms err="prompt-guard: moderation unavailable" client=${r.pick(["acme-prod", "globex-app"])}`,
        { delay: 2 },
      ),
    ],
  },
  {
    estate: "lumen",
    origin: "triton",
    category: "validation",
    hints: ["shape", "invalid", "input", "dimension", "validation"],
    sev: "medium",
    note: "triton rejects rerank requests whose input_ids exceed the model's configured max shape; reranking returns 400 for long documents.",
    emits: [
      E(
        "triton",
        "error",
        20,
        (r) =>
          `E{MMDD} {HMSU} 1 infer_handler.cc:${r.int(700, 760)}] [request id: <id_unknown>] unexpected shape for input 'input_ids' for model 'bge-reranker-v2'. Expected [-1,512], got [${r.int(8, 64)},${r.pick([768, 1024, 2048])}]`,
      ),
      E("embedder", "warn", 12, () => "rerank via triton failed with 400, returning vector order", { delay: 1 }),
      E(
        "inference-gw",
        "warn",
        8,
        (r) => `POST /v1/retrieve 200 ${r.int(40, 200)}ms upstream=embedder degraded=rerank_skipped`,
        { delay: 2 },
      ),
    ],
  },
  {
    estate: "lumen",
    origin: "inference-gw",
    category: "null_reference",
    hints: ["nil", "null", "pointer", "panic"],
    sev: "high",
    note: "inference-gw panics on a nil pointer when a request arrives without a routing header after a release; the panic is recovered per request and clients get 502.",
    steps: [
      {
        dt: -60000,
        svc: "inference-gw",
        lvl: "info",
        msg: "inference-gw v1.42.0 (go1.23.1) starting, 3 routes, 4 upstream clusters",
      },
    ],
    emits: [
      E(
        "inference-gw",
        "error",
        25,
        (r) =>
          `http: panic serving ${ip(r)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        {
          stack: () =>
            goPanic("goroutine 88213 [running]:", [
              ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go:1947 +0xbe"],
              ["panic({0x10b2c40?, 0x1a7d6e0?})", "/usr/local/go/src/runtime/panic.go:785 +0x132"],
              [
                "github.com/lumen/inference-gw/route.(*Table).Pick(0x0, {0xc0004a8f00, 0x11})",
                "/src/route/table.go:74 +0x2a",
              ],
              [
                "github.com/lumen/inference-gw/proxy.(*Handler).ServeHTTP(0xc0001b6000, {0x13c1f20, 0xc000a1c2a0}, 0xc000b3e000)",
                "/src/proxy/handler.go:131 +0x1c5",
              ],
            ]),
          stackP: 0.5,
        },
      ),
      E(
        "authn-proxy",
        "info",
        20,
        (r) => `authenticated request client_id=${r.pick(["acme-prod", "hooli-rag"])} method=jwt`,
      ),
    ],
  },
  {
    estate: "lumen",
    origin: "vllm-chat",
    category: "configuration",
    hints: ["config", "max_model_len", "kv cache", "gpu_memory_utilization", "max seq len"],
    sev: "high",
    silent: true,
    steps: [
      {
        dt: -40000,
        svc: "vllm-chat",
        lvl: "info",
        msg: "INFO {MD} {HMS} api_server.py:527] vLLM API server version 0.6.1; args: --model meta-llama/Llama-3.1-70B-Instruct --tensor-parallel-size 4 --max-model-len 65536 --gpu-memory-utilization 0.85",
      },
    ],
    note: "a config change raises vllm-chat's max-model-len beyond what its KV cache can hold; the engine refuses to start and the gateway has no healthy upstream.",
    emits: [
      E("vllm-chat", "error", 1.5, () => "ERROR {MD} {HMS} engine.py:389] Engine startup failed", {
        stack: () =>
          pyTrace(
            [
              [
                "/usr/local/lib/python3.12/dist-packages/vllm/engine/llm_engine.py",
                488,
                "_initialize_kv_caches",
                "self.model_executor.initialize_cache(num_gpu_blocks, num_cpu_blocks)",
              ],
              [
                "/usr/local/lib/python3.12/dist-packages/vllm/worker/worker.py",
                486,
                "raise_if_cache_size_invalid",
                "raise ValueError(",
              ],
            ],
            "ValueError: The model's max seq len (65536) is larger than the maximum number of tokens that can be stored in KV cache (41296). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
          ),
        stackP: 1,
      }),
      E(
        "inference-gw",
        "error",
        35,
        (r) =>
          `POST /v1/chat/completions 503 ${r.int(0, 3)}ms err="no healthy upstream" cluster=vllm-chat client=${r.pick(["acme-prod", "globex-app", "initech-bot"])}`,
        { delay: 20 },
      ),
      E("inference-gw", "warn", 2, () => "upstream health: vllm-chat 0/4 healthy", { delay: 20 }),
    ],
  },
  {
    estate: "lumen",
    origin: "authn-proxy",
    category: "dependency",
    hints: ["unavailable", "503", "oidc", "identity", "jwks", "idp"],
    sev: "high",
    note: "the hosted identity provider returns 503 for JWKS and introspection; authn-proxy cannot validate new tokens and opens its breaker.",
    emits: [
      E(
        "authn-proxy",
        "error",
        20,
        () =>
          'failed to refresh JWKS: Get "https://login.lumen-ai.example/oauth2/v1/keys": unexpected status 503 Service Unavailable',
      ),
      E(
        "authn-proxy",
        "error",
        10,
        () =>
          'introspection upstream error: POST https://login.lumen-ai.example/oauth2/v1/introspect: 503 Service Unavailable (body: "upstream connect error")',
      ),
      E("authn-proxy", "warn", 1, () => "circuit breaker idp-introspect OPEN after 20 consecutive failures", {
        delay: 40,
      }),
      E(
        "inference-gw",
        "error",
        30,
        (r) =>
          `POST /v1/chat/completions 503 ${r.int(1, 30)}ms err="auth backend unavailable" client=${r.pick(["acme-prod", "globex-app"])}`,
        { delay: 5 },
      ),
    ],
  },
  {
    estate: "lumen",
    origin: "triton",
    category: "memory",
    hints: ["memory", "oom", "out of memory", "allocate"],
    sev: "high",
    note: "triton runs out of GPU memory after a second model instance is loaded; inferences fail with CUDA out of memory.",
    steps: [
      {
        dt: -15000,
        svc: "triton",
        lvl: "info",
        msg: "I{MMDD} {HMSU} 1 model_lifecycle.cc:469] loading: bge-reranker-v2:4",
      },
    ],
    emits: [
      E(
        "triton",
        "error",
        20,
        () =>
          "E{MMDD} {HMSU} 1 pb_stub.cc:714] Failed to process the request(s) for model 'bge-reranker-v2_0_1', message: RuntimeError: CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 has a total capacity of 23.68 GiB of which 412.00 MiB is free. Of the allocated memory 21.91 GiB is allocated by PyTorch",
      ),
      E(
        "triton",
        "error",
        3,
        () =>
          "E{MMDD} {HMSU} 1 backend_model_instance.cc:133] onnxruntime: Failed to allocate memory for requested buffer of size 805306368",
      ),
      E("embedder", "warn", 15, () => "rerank via triton failed: 500 Internal Server Error, returning vector order", {
        delay: 2,
      }),
    ],
  },
  {
    estate: "lumen",
    origin: "vector-search",
    category: "disk",
    hints: ["disk", "space", "no space", "full", "os error 28"],
    sev: "high",
    note: "vector-search's data volume fills up during segment optimisation; WAL writes fail with No space left on device and upserts and searches error.",
    emits: [
      E(
        "vector-search",
        "warn",
        2,
        () =>
          "WARN collection::collection_manager::optimizers: Optimization of segment 7 for docs_v7 needs 38.2GiB, free space 9.1GiB",
        { until: 30 },
      ),
      E(
        "vector-search",
        "error",
        20,
        () =>
          'ERROR qdrant::actix::helpers: Error processing request: Service internal error: No space left on device (os error 28) while writing WAL "/qdrant/storage/collections/docs_v7/0/wal/open-41"',
        { delay: 30 },
      ),
      E("embedder", "error", 12, () => "upsert to docs_v7 failed: 500 Service internal error", { delay: 32 }),
      E("inference-gw", "warn", 10, (r) => `POST /v1/retrieve 500 ${r.int(10, 90)}ms upstream=embedder`, { delay: 35 }),
    ],
  },
  {
    estate: "lumen",
    origin: "usage-meter",
    category: "unknown",
    hints: ["crash", "unknown", "exit", "restart", "unavailable"],
    sev: "medium",
    silent: true,
    note: "usage-meter stops logging and restarts repeatedly with no reason given; the gateway cannot report usage and starts rejecting metered clients.",
    emits: [
      E("usage-meter", "info", 1, () => "Application is shutting down...", { until: 5 }),
      E("usage-meter", "info", 0.6, () => "Now listening on: http://[::]:8080", { delay: 60 }),
      E("usage-meter", "info", 0.6, () => "Application is shutting down...", { delay: 80 }),
      E(
        "inference-gw",
        "error",
        20,
        () => "usage report to usage-meter failed: dial tcp 10.8.7.31:8080: connect: connection refused",
        { delay: 3 },
      ),
      E(
        "inference-gw",
        "warn",
        8,
        (r) =>
          `rejecting metered request for client ${r.pick(["acme-prod", "globex-app"])}: usage backend unavailable (fail-closed)`,
        { delay: 60 },
      ),
    ],
  },
];
