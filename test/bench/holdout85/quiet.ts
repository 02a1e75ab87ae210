// The 12 quiet windows: only the domain's normal noise, sometimes louder than usual, and nothing broken.
import type { EstateId } from "./estates.js";
import { jobId, node, runId, sample, uid } from "./estates.js";
import type { Emit } from "./incidents.js";
import { hex, int, pick } from "./rng.js";

export interface QuietSpec {
  estate: EstateId;
  note: string;
  extra: Emit[];
}

const q = (svc: string, perMin: number, level: Emit["level"], make: Emit["make"], o: Partial<Emit> = {}): Emit => ({
  svc,
  perMin,
  level,
  make,
  ...o,
});

export const QUIET: QuietSpec[] = [
  {
    estate: "halden",
    note: "Planned drain of a compute rack for firmware work while jobs finish; nothing else happens.",
    extra: [
      q(
        "slurmctld",
        3,
        "info",
        (r) =>
          `update_node: node ${node(r)} reason set to: rack C4 firmware (RT#${int(r, 80000, 90000)}); state set to DRAINING`,
        { to: 200 },
      ),
      q("slurmctld", 2, "info", (r) => `node ${node(r)} now DRAINED (no running jobs)`, { from: 120 }),
      q("slurmctld", 2, "info", (r) => `job_time_limit: Time limit exhausted for JobId=${jobId(r)}`),
    ],
  },
  {
    estate: "halden",
    note: "A teaching session takes every COMSOL seat, so checkouts queue and are granted as seats free up.",
    extra: [
      q(
        "lic-broker",
        6,
        "warn",
        (r) => `QUEUED: "comsol" ${uid(r)}@${node(r)} (all 30 seats in use, position ${int(r, 1, 9)})`,
      ),
      q(
        "lic-broker",
        4,
        "info",
        (r) => `DEQUEUED: "comsol" ${uid(r)}@${node(r)} granted after ${int(r, 20, 400)}s wait`,
        { from: 60 },
      ),
    ],
  },
  {
    estate: "halden",
    note: "Users hit their scratch quotas and a few jobs are killed for exceeding their own memory requests.",
    extra: [
      q(
        "quota-agent",
        3,
        "warn",
        (r) => `user ${uid(r)} exceeded hard block limit on /lustre/scratch, writes refused (Disk quota exceeded)`,
      ),
      q(
        "slurmctld",
        2,
        "error",
        (r) =>
          `JobId=${jobId(r)} StepId=batch oom-kill event count: 1 (task exceeded requested memory --mem=${pick(r, [2, 4, 8])}G)`,
      ),
      q(
        "job-submit-api",
        2,
        "warn",
        (r) => `POST /v1/jobs user=${uid(r)} -> 400 (sbatch: error: QOSMaxSubmitJobPerUserLimit)`,
      ),
    ],
  },
  {
    estate: "brightwater",
    note: "A low-input batch fails QC in numbers and is flagged for re-sequencing; the pipeline carries on.",
    extra: [
      q(
        "sample-qc",
        4,
        "warn",
        (r) =>
          `${sample(r)}: mean coverage ${int(r, 6, 22)}.${int(r, 0, 9)}x < 30x -> FAIL (flagged for re-sequencing)`,
      ),
      q(
        "lims-api",
        2,
        "info",
        (r) => `PATCH /api/v2/samples/${sample(r)}/status 200 ${int(r, 4, 30)}ms (status=RESEQUENCE_REQUESTED)`,
      ),
    ],
  },
  {
    estate: "brightwater",
    note: "A pipeline run is resumed after maintenance and most tasks come from the cache.",
    extra: [
      q(
        "nextflow-runner",
        12,
        "info",
        (r) =>
          `[${hex(r, 2)}/${hex(r, 6)}] Cached process > NFCORE_SAREK:SAREK:${pick(r, ["FASTP", "BWAMEM2_MEM", "GATK4_MARKDUPLICATES", "MOSDEPTH"])} (${sample(r)})`,
        { to: 300 },
      ),
      q(
        "nextflow-runner",
        1,
        "warn",
        (r) =>
          `[${hex(r, 2)}/${hex(r, 6)}] NOTE: Process \`NFCORE_SAREK:SAREK:DEEPVARIANT (${sample(r)})\` terminated with an error exit status (140) -- Execution is retried (1)`,
      ),
    ],
  },
  {
    estate: "brightwater",
    note: "Two sequencing runs finish and upload with a few throttled parts that succeed on retry.",
    extra: [
      q(
        "seq-uploader",
        4,
        "warn",
        (r) =>
          `upload part ${int(r, 2, 900)} of ${runId(r)}: 503 SlowDown, retrying in ${int(r, 200, 1600)}ms (attempt ${int(r, 1, 3)}/5)`,
      ),
      q(
        "run-ingest",
        0.4,
        "info",
        (r) => `run ${runId(r)} CopyComplete.txt found, RunCompletionStatus=CompletedAsPlanned, registering with LIMS`,
      ),
    ],
  },
  {
    estate: "calder",
    note: "Spot capacity is tight, tasks are preempted and retried, and the cost reconciler complains as usual.",
    extra: [
      q(
        "cromwell",
        3,
        "warn",
        (r) =>
          `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(r, 8)})germline.${pick(r, ["align", "call"])}:NA:1]: job was preempted (Host EC2 (instance i-${hex(r, 17)}) terminated.), retrying attempt 2`,
      ),
      q(
        "batch-watcher",
        3,
        "info",
        (r) =>
          `job ${hex(r, 8)}-${hex(r, 4)} RUNNABLE for ${int(r, 300, 1800)}s, waiting for spot capacity in gx-spot-a`,
      ),
    ],
  },
  {
    estate: "calder",
    note: "Orders arrive without consent forms and are held; clinicians browse cases as normal.",
    extra: [
      q("intake-api", 3, "warn", (r) => `Order ORD-${int(r, 100000, 999999)} held: consent form not yet received`),
      q("case-api", 1, "info", (r) => `case CX${int(r, 100000, 999999)} status HELD_CONSENT`),
    ],
  },
  {
    estate: "calder",
    note: "Workflows re-use cached calls after a resubmission and several tasks are retried with more memory.",
    extra: [
      q(
        "cromwell",
        6,
        "info",
        (r) =>
          `CallCacheHashingJobActor: call cache hit for germline.${pick(r, ["align", "markdup"])}:${int(r, 0, 40)}:1, copying outputs from previous workflow ${hex(r, 8)}`,
      ),
      q(
        "batch-watcher",
        2,
        "warn",
        (r) =>
          `job ${hex(r, 8)}-${hex(r, 4)} FAILED: OutOfMemoryError: Container killed due to memory usage (requested ${pick(r, [8, 16])} GiB) - task will be retried with more memory`,
      ),
    ],
  },
  {
    estate: "tarn",
    note: "The idle culler clears a large batch of notebook servers after a workshop ends.",
    extra: [
      q(
        "hub",
        8,
        "info",
        (r) => `[jupyterhub-idle-culler] Culling server for ${uid(r)} (inactive for ${int(r, 3601, 9000)}s)`,
        { to: 240 },
      ),
      q("hub", 6, "info", (r) => `Stopping ${uid(r)}'s server (batchspawner: scancel ${jobId(r)})`, { to: 260 }),
    ],
  },
  {
    estate: "tarn",
    note: "A project fileset nears its quota and a few jobs hit their own time limits.",
    extra: [
      q("gpfs-mon", 2, "warn", () => "fileset proj-neuro at 98% of block quota (soft limit), grace 7 days"),
      q("slurmctld", 2, "info", (r) => `job_time_limit: Time limit exhausted for JobId=${jobId(r)}`),
      q("hub", 1, "warn", (r) => `User ${uid(r)}'s server exited: Job cancelled (DUE TO TIME LIMIT)`),
    ],
  },
  {
    estate: "tarn",
    note: "All CLC seats are taken during a training day; checkouts queue and succeed later.",
    extra: [
      q("lic-proxy", 5, "warn", (r) => `checkout clc_genomics_wb for ${uid(r)}: queued, all 8 seats in use`),
      q(
        "lic-proxy",
        2,
        "info",
        (r) => `checkout clc_genomics_wb for ${uid(r)}: granted after ${int(r, 30, 600)}s in queue`,
        { from: 90 },
      ),
    ],
  },
];
