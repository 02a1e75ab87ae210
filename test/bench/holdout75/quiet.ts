// Quiet windows: nothing is broken, only the domain's usual alarming-looking noise, a bit louder than usual.
import type { Episode } from "./estates.js";
import type { Rng } from "./rng.js";

export interface Quiet {
  estate: string;
  note: string;
  extras: Episode[];
}

const rollout =
  (svc: string, from: string, to: string): Episode =>
  () => [
    { dt: 0, svc, lvl: "info", msg: `Received SIGTERM, starting graceful shutdown (rolling update ${from} -> ${to})` },
    { dt: 1500, svc, lvl: "warn", msg: "in-flight requests drained: 3 cancelled after 1.5s grace period" },
    { dt: 6000, svc, lvl: "info", msg: `${svc} ${to} ready` },
  ];

const preempt: Episode = (r: Rng) => [
  {
    dt: 0,
    svc: "job-scheduler",
    lvl: "info",
    msg: `Preempting ml-train/asr-ctc-${r.int(1000, 9999)} (queue=research priority=50): spot node gpu-node-${r.int(30, 48)} reclaimed`,
  },
  {
    dt: 500,
    svc: "trainer",
    lvl: "warn",
    msg: "[rank0] received SIGTERM from scheduler (preemption), exiting after checkpoint",
  },
  {
    dt: 30000,
    svc: "job-scheduler",
    lvl: "info",
    msg: "PyTorchJob requeued (reason=Preempted), will resume from latest checkpoint",
  },
];

export const QUIETS: Quiet[] = [
  {
    estate: "kestrel",
    note: "ordinary training traffic with spot preemptions, thermal throttling and one slow checkpoint; nothing broken.",
    extras: [preempt, preempt],
  },
  {
    estate: "kestrel",
    note: "exp-tracker rolls to a new version mid-window with a few cancelled requests while training continues normally.",
    extras: [rollout("exp-tracker", "v2.31.1", "v2.32.0")],
  },
  {
    estate: "kestrel",
    note: "a quiet training window: preemption and requeue, slow dataloader warnings, succeeded upload retries.",
    extras: [preempt],
  },
  {
    estate: "lumen",
    note: "normal serving traffic with KV-cache preemptions and client cancellations; nothing broken.",
    extras: [],
  },
  {
    estate: "lumen",
    note: "embedder rolls out a new version; a few requests are cancelled during drain and traffic recovers at once.",
    extras: [rollout("embedder", "2.8.0", "2.8.1")],
  },
  {
    estate: "lumen",
    note: "quiet serving window with the model-sync card errors and a prompt-guard policy reload.",
    extras: [],
  },
  {
    estate: "tidewater",
    note: "normal data platform hour: a DAG task fails once and succeeds on retry, late partitions, schema drift warnings.",
    extras: [],
  },
  {
    estate: "tidewater",
    note: "quiet window with analysts cancelling warehouse queries and spot executors lost and resubmitted.",
    extras: [],
  },
  {
    estate: "tidewater",
    note: "kafka-connect workers roll to a new version and rebalance; connectors resume.",
    extras: [rollout("kafka-connect", "7.6.1", "7.6.2")],
  },
  {
    estate: "orbit",
    note: "ordinary recommendation traffic with slow-request warnings, late events and the catalog image 404s.",
    extras: [],
  },
  {
    estate: "orbit",
    note: "ranker rolls to a new build with a few retried feature lookups; nothing broken.",
    extras: [rollout("ranker", "5.12.0", "5.12.1")],
  },
  {
    estate: "orbit",
    note: "quiet window with an experiment ramp and bq-loader schema drift auto-handled.",
    extras: [],
  },
];
