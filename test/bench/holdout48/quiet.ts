// Quiet windows: ordinary ML-platform noise with no incident (spot reclaims, autoscaling, warm-ups, one-off retries).
import { mins, type QuietSpec, secs } from "./spec.js";
import type { Ctx } from "./stream.js";

const spot = (c: Ctx) => {
  const t = c.start;
  c.at(
    "gpu",
    t,
    "warn",
    "aws-node-termination-handler: received spot interruption notice for i-0f3a2 (2 minute warning), cordoning node",
  );
  c.at(
    "train",
    t + secs(20),
    "warn",
    "torch.distributed.elastic.agent.server.api: Received Signals.SIGTERM death signal, shutting down workers",
  );
  c.mute("train", t + secs(21));
  c.at(
    "train",
    t + mins(3),
    "info",
    `[rank0] resuming from checkpoint s3://${c.e.bucket}/runs/${c.e.model}/step_64500 (restored optimizer and scheduler state)`,
  );
  c.every("train", t + mins(3) + 5000, c.end, 3000, (i) => [
    "info",
    `[rank0] epoch 6 step ${64500 + i * 20} loss=${c.r.float(0.3, 0.6, 4)} lr=2.40e-05`,
  ]);
};
const autoscale = (c: Ctx) => {
  c.at("batch", c.start, "info", "Autoscaler: adding 2 node(s) of type gpu-a10g (pending demand: {'GPU': 4.0})");
  c.at(
    "gpu",
    c.start + mins(2),
    "info",
    "node ip-10-4-7-12 Ready: nvidia driver 550.90.07, CUDA 12.4, 4x NVIDIA A10G registered",
  );
  c.at(
    "batch",
    c.start + mins(2) + 4000,
    "info",
    "Autoscaler: 2 new node(s) joined the cluster, pending demand satisfied",
  );
};
const cudaWarn = (c: Ctx) => {
  c.at(
    "infer",
    c.start,
    "warn",
    "UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 12020). Falling back to compatible kernels; performance may be reduced.",
  );
  c.at(
    "train",
    c.start + 2000,
    "warn",
    "UserWarning: Applied workaround for CuDNN issue, install nvrtc.so (Triggered internally at ../aten/src/ATen/native/cudnn/Conv_v8.cpp:80.)",
  );
};
const tokenizer = (c: Ctx) =>
  c.every("infer", c.start, c.end, mins(2), () => [
    "warn",
    "FutureWarning: `clean_up_tokenization_spaces` was not set. It will be set to `True` by default. This behavior will be deprecated in transformers v4.45, and will be then set to `False` by default.",
  ]);
const warmup = (c: Ctx) => {
  c.at("infer", c.start, "info", `Loading model ${c.e.model} (new version 12) - compiling CUDA graphs`);
  c.at("infer", c.start + secs(40), "info", "Graph capturing finished in 38 secs; model ready");
  c.at(
    "gw",
    c.start + secs(42),
    "warn",
    `slow model call: POST /v1/predict 200 in 4812ms (first request after model swap)`,
  );
};
const s3retry = (c: Ctx) => {
  c.at(
    "train",
    c.start,
    "warn",
    `[rank0] upload s3://${c.e.bucket}/runs/${c.e.model}/step_66000/optimizer.pt attempt 1 failed: An error occurred (InternalError) when calling the UploadPart operation: We encountered an internal error. Please try again.`,
  );
  c.at(
    "train",
    c.start + 3500,
    "info",
    `[rank0] upload s3://${c.e.bucket}/runs/${c.e.model}/step_66000/optimizer.pt succeeded on attempt 2`,
  );
};
const rayRestart = (c: Ctx) => {
  c.at(
    "batch",
    c.start,
    "warn",
    "(raylet) A worker died or was killed while executing a task by an unexpected system error. Worker exit type: SYSTEM_ERROR (retrying task, attempt 1 of 3)",
  );
  c.at("batch", c.start + 2500, "info", "(raylet) Task embed_batch retried successfully on node 7c1e9a20");
};

export const QUIET: QuietSpec[] = [
  {
    note: "spot instance reclaimed under the training job; it resumes from the last checkpoint three minutes later",
    run: spot,
  },
  { note: "autoscaler adds two GPU nodes for pending Ray demand; they join and the queue drains", run: autoscale },
  {
    note: "CUDA driver and cuDNN compatibility warnings at start-up; serving and training run normally",
    run: cudaWarn,
  },
  { note: "tokenizer deprecation warnings repeat from the inference server; nothing fails", run: tokenizer },
  { note: "new model version warms up (CUDA graph capture); first request is slow, then normal", run: warmup },
  { note: "one checkpoint part upload fails with S3 InternalError and succeeds on retry", run: s3retry },
  { note: "a Ray worker dies once and its task is retried successfully", run: rayRestart },
  {
    note: "ordinary day: loss logs, checkpoint saves, DAG runs; plus a retried S3 upload",
    run: (c) => s3retry(c),
  },
  {
    note: "spot reclaim and resume, and tokenizer deprecation warnings",
    run: (c) => {
      spot(c);
      tokenizer(c);
    },
  },
  {
    note: "autoscaler adds GPU nodes while a new model version warms up",
    run: (c) => {
      autoscale(c);
      warmup(c);
    },
  },
  {
    note: "a Ray worker restarts once; CUDA version warnings at start-up",
    run: (c) => {
      rayRestart(c);
      cudaWarn(c);
    },
  },
  {
    note: "nightly evaluation pipeline runs; one task retried after a transient pod eviction, then succeeds",
    run: (c) => {
      c.at(
        "pipe",
        c.start,
        "warn",
        "Task eval_nightly.score pod was evicted (node drained for upgrade), retrying (try 2/3)",
      );
      c.at("pipe", c.start + mins(1), "info", "Task eval_nightly.score succeeded on try 2 (auc=0.912, previous 0.910)");
    },
  },
];
