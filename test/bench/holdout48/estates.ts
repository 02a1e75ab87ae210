// Five made-up companies that train and serve models: which service plays which role, and each role's normal lines.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Role = "gw" | "infer" | "train" | "feat" | "reg" | "pipe" | "gpu" | "vec" | "batch";
export type InferKind = "triton" | "vllm" | "torchserve" | "kserve" | "tgi" | "bentoml";
export type TrainKind = "ddp" | "deepspeed" | "horovod";
export type BatchKind = "ray" | "spark" | "dask";

export interface Estate {
  name: string;
  ns: string;
  svc: Record<Role, string>;
  infer: InferKind;
  train: TrainKind;
  batch: BatchKind;
  model: string;
  bucket: string;
  /** The service with a constant harmless error or warning, and what it prints. */
  noisy: Role;
  noise: (r: Rng) => [Level, string];
}

export const ESTATES: Estate[] = [
  {
    name: "Lumenfold (retail recommendations)",
    ns: "lumenfold-ml",
    svc: {
      gw: "shop-recs-api",
      infer: "triton-ranker",
      train: "ranker-ddp-train",
      feat: "feast-online",
      reg: "mlflow-registry",
      pipe: "airflow-scheduler",
      gpu: "gpu-node-agent",
      vec: "qdrant-items",
      batch: "spark-sessionize",
    },
    infer: "triton",
    train: "ddp",
    batch: "spark",
    model: "ranker_dlrm",
    bucket: "lumenfold-ml-checkpoints",
    noisy: "gpu",
    noise: (r) => [
      "error",
      `Failed to watch metric DCGM_FI_PROF_PIPE_TENSOR_ACTIVE on GPU ${r.int(0, 7)}: This request is serviced by a module of DCGM that is not currently loaded`,
    ],
  },
  {
    name: "Quillbyte (LLM assistant)",
    ns: "quillbyte-prod",
    svc: {
      gw: "assist-gateway",
      infer: "vllm-chat",
      train: "sft-deepspeed",
      feat: "prompt-feature-svc",
      reg: "model-registry",
      pipe: "argo-controller",
      gpu: "dcgm-exporter",
      vec: "weaviate-docs",
      batch: "ray-head",
    },
    infer: "vllm",
    train: "deepspeed",
    batch: "ray",
    model: "qb-llama-3-8b-instruct",
    bucket: "quillbyte-ckpt",
    noisy: "pipe",
    noise: (r) => [
      "warn",
      `Non-transient error: workflows.argoproj.io "nightly-eval-${r.hex(5)}" not found; ignoring stale informer event`,
    ],
  },
  {
    name: "Orchard Pay (fraud scoring)",
    ns: "orchard-risk",
    svc: {
      gw: "payments-score-api",
      infer: "kserve-fraud",
      train: "fraud-horovod-train",
      feat: "feast-feature-server",
      reg: "mlflow",
      pipe: "kfp-runner",
      gpu: "gpu-node-kmsg",
      vec: "milvus-merchants",
      batch: "dask-scheduler",
    },
    infer: "kserve",
    train: "horovod",
    batch: "dask",
    model: "fraud-xgb-v7",
    bucket: "orchard-models",
    noisy: "vec",
    noise: (r) => [
      "error",
      `[proxy] failed to report component state: rpc error: code = Unavailable desc = etcd lease ${r.hex(16)} expired, will retry`,
    ],
  },
  {
    name: "Tidewell Imaging (radiology AI)",
    ns: "tidewell-ai",
    svc: {
      gw: "radiology-portal",
      infer: "torchserve-ct",
      train: "segment-torchrun",
      feat: "dicom-features",
      reg: "mlflow-tracking",
      pipe: "airflow-worker",
      gpu: "nvidia-node-exporter",
      vec: "pgvector-studies",
      batch: "ray-head",
    },
    infer: "torchserve",
    train: "ddp",
    batch: "ray",
    model: "ct_lung_seg",
    bucket: "tidewell-training",
    noisy: "gw",
    noise: (r) => [
      "warn",
      `DICOM tag (0008,0080) InstitutionName missing in study 1.2.840.${r.int(10000, 99999)}.${r.int(100, 999)}; using site default`,
    ],
  },
  {
    name: "Brightkite (delivery ETA)",
    ns: "brightkite",
    svc: {
      gw: "eta-api",
      infer: "tgi-copilot",
      train: "eta-ddp-train",
      feat: "feast-materializer",
      reg: "mlflow-server",
      pipe: "kubeflow-pipeline",
      gpu: "gpu-node-agent",
      vec: "chroma-places",
      batch: "spark-features",
    },
    infer: "tgi",
    train: "ddp",
    batch: "spark",
    model: "eta-gbdt-2026",
    bucket: "brightkite-ml",
    noisy: "batch",
    noise: () => [
      "warn",
      "WARN NativeCodeLoader: Unable to load native-hadoop library for your platform... using builtin-java classes where applicable",
    ],
  },
  {
    name: "Sable Studio (image generation)",
    ns: "sable-gen",
    svc: {
      gw: "studio-web",
      infer: "bento-diffusion",
      train: "lora-ddp-train",
      feat: "style-feature-store",
      reg: "mlflow-sable",
      pipe: "argo-server",
      gpu: "dcgm-exporter",
      vec: "qdrant-styles",
      batch: "ray-head",
    },
    infer: "bentoml",
    train: "deepspeed",
    batch: "ray",
    model: "sdxl-lora-brand",
    bucket: "sable-checkpoints",
    noisy: "feat",
    noise: (r) => ["error", `Redis online store: key style:${r.hex(8)} has stale TTL marker, skipped`],
  },
];

/** One normal line of a role, with its rough share of traffic. */
export const WEIGHT: Record<Role, number> = {
  gw: 5,
  infer: 4,
  train: 2,
  feat: 3,
  reg: 0.6,
  pipe: 0.8,
  gpu: 0.7,
  vec: 1.5,
  batch: 1.2,
};

export function normal(role: Role, e: Estate, r: Rng, t: number): [Level, string] {
  switch (role) {
    case "gw": {
      const p = r.pick(["/v1/predict", "/v1/recommend", "/v1/score", "/v1/search", "/v1/session"]);
      return ["info", `POST ${p} 200 ${r.int(18, 240)}ms model=${e.model}`];
    }
    case "infer":
      switch (e.infer) {
        case "triton":
          return [
            "info",
            `HTTP infer request model=${e.model} version=3 batch=${r.int(1, 32)} queue_us=${r.int(40, 900)} compute_us=${r.int(900, 9000)}`,
          ];
        case "vllm":
          return r.chance(0.3)
            ? [
                "info",
                `Avg prompt throughput: ${r.float(200, 1800, 1)} tokens/s, Avg generation throughput: ${r.float(300, 900, 1)} tokens/s, Running: ${r.int(4, 30)} reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: ${r.float(10, 60, 1)}%, CPU KV cache usage: 0.0%.`,
              ]
            : [
                "info",
                `${r.int(10, 250)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}:${r.int(30000, 60000)} - "POST /v1/chat/completions HTTP/1.1" 200 OK`,
              ];
        case "torchserve":
          return [
            "info",
            `org.pytorch.serve.wlm.WorkerThread - Backend response time: ${r.int(30, 400)} ms, model=${e.model}`,
          ];
        case "kserve":
          return ["info", `"POST /v1/models/${e.model}:predict HTTP/1.1" 200 - ${r.float(0.004, 0.06, 4)}s`];
        case "tgi":
          return [
            "info",
            `text_generation_router::server: generate{parameters=GenerateParameters { max_new_tokens: Some(${r.int(64, 512)}) }} total_time="${r.int(200, 2400)}ms" validation_time="${r.int(1, 4)}ms" queue_time="${r.int(0, 40)}ms" inference_time="${r.int(180, 2300)}ms" Success`,
          ];
        case "bentoml":
          return [
            "info",
            `[api_server:${r.int(1, 4)}] 10.2.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)} (scheme=http,method=POST,path=/txt2img,type=application/json,length=${r.int(120, 900)}) (status=200,type=image/png,length=${r.int(400000, 1500000)}) ${r.float(800, 4000, 3)}ms`,
          ];
      }
      break;
    case "train":
      return r.chance(0.85)
        ? [
            "info",
            `[rank0] epoch ${Math.floor(t / 3600000) % 9} step ${Math.floor(t / 700) % 100000} loss=${r.float(0.2, 1.4, 4)} lr=${r.float(1, 9, 2)}e-05 grad_norm=${r.float(0.3, 2.5, 3)} samples/s=${r.int(800, 3200)}`,
          ]
        : [
            "info",
            `[rank${r.int(1, 7)}] dataloader worker prefetch queue=${r.int(2, 8)} step_time=${r.int(300, 900)}ms`,
          ];
    case "feat":
      return [
        "info",
        `get-online-features entity_rows=${r.int(1, 64)} feature_views=${r.int(2, 6)} features=128 latency=${r.int(2, 30)}ms`,
      ];
    case "reg":
      return r.chance(0.5)
        ? ["info", `"GET /api/2.0/mlflow/registered-models/get-latest-versions?name=${e.model} HTTP/1.1" 200`]
        : ["info", `"POST /api/2.0/mlflow/runs/log-batch HTTP/1.1" 200`];
    case "pipe":
      return [
        "info",
        `Task instance succeeded: feature_refresh.${r.pick(["extract", "validate", "materialize", "publish"])} run_id=scheduled__${r.hex(6)} duration=${r.int(4, 180)}s`,
      ];
    case "gpu":
      return [
        "info",
        `GPU ${r.int(0, 7)} util=${r.int(40, 99)}% mem_used=${r.int(20, 70)}GiB/80GiB temp=${r.int(48, 74)}C power=${r.int(180, 390)}W xid=0`,
      ];
    case "vec":
      return [
        "info",
        `search collection=${e.model.replace(/[^a-z]/g, "_")}_emb top_k=${r.int(5, 50)} took=${r.int(1, 25)}ms`,
      ];
    case "batch":
      switch (e.batch) {
        case "ray":
          return [
            "info",
            `(raylet) Task ${r.pick(["preprocess", "embed_batch", "score_shard"])} finished on node ${r.hex(8)} in ${r.float(0.2, 9, 2)}s`,
          ];
        case "spark":
          return [
            "info",
            `INFO TaskSetManager: Finished task ${r.int(0, 199)}.0 in stage ${r.int(10, 60)}.0 (TID ${r.int(1000, 9000)}) in ${r.int(200, 9000)} ms on 10.4.${r.int(0, 9)}.${r.int(2, 250)} (executor ${r.int(1, 24)}) (${r.int(1, 200)}/200)`,
          ];
        case "dask":
          return [
            "info",
            `distributed.scheduler - INFO - Receive client connection: Client-${r.hex(8)}; task graph of ${r.int(40, 800)} tasks submitted`,
          ];
      }
  }
  return ["info", "ok"];
}

/** Deprecation and version warnings that any ML estate prints now and then. */
export const DEPRECATIONS = [
  "UserWarning: TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage class.",
  "FutureWarning: `resume_download` is deprecated and will be removed in version 1.0.0. Downloads always resume when possible.",
  "FutureWarning: You are using `torch.load` with `weights_only=False` (the current default value), which uses the default pickle module implicitly.",
  "DeprecationWarning: pkg_resources is deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html",
  "UserWarning: Using the update method is deprecated. Simply return a new pandas.DataFrame instead.",
  "FutureWarning: `clean_up_tokenization_spaces` was not set. It will be set to `True` by default in transformers 4.45.",
];
