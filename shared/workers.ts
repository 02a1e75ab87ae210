// The worker functions (queue consumers and scheduled jobs): CDK builds one Lambda per entry, local mode
// runs the same handlers in-process. List only workers whose handler module exists.
import type { QueueName } from "./queue/queue.port.js";
import type { RouteAccess } from "./route.types.js";

interface WorkerBase {
  /** Stable id, e.g. "analysis.worker"; also the Lambda's logical id. */
  id: string;
  /** Repo-relative module exporting `handler`. */
  handler: string;
  summary: string;
  timeoutSeconds: number;
  /** Lambda memory; default one full vCPU (lib/workers/worker-functions.ts WORKER_MEMORY_MB). */
  memoryMb?: number;
  access: RouteAccess;
}

/** Consumes a work queue with partial batch responses (failed messages retry, then go to the DLQ). */
export interface QueueWorkerDef extends WorkerBase {
  kind: "queue";
  queue: QueueName;
  /** 1–10 messages per invocation. */
  batchSize: number;
}

/** Invoked on a schedule (EventBridge Scheduler on AWS, an in-process ticker locally). */
export interface ScheduledWorkerDef extends WorkerBase {
  kind: "schedule";
  /** EventBridge Scheduler expression, e.g. "rate(1 minute)". */
  schedule: string;
}

export type WorkerDef = QueueWorkerDef | ScheduledWorkerDef;

export const workers: WorkerDef[] = [
  {
    id: "analysis.worker",
    kind: "queue",
    queue: "analysis",
    handler: "functions/workers/analysis.ts",
    summary: "Runs queued analyses: reads every active log source, diagnoses, records the result, fans out",
    timeoutSeconds: 900,
    batchSize: 1,
    access: { table: "readwrite", queues: ["delivery"], kms: ["decrypt"], egress: true, llm: true },
  },
  {
    id: "delivery.worker",
    kind: "queue",
    queue: "delivery",
    handler: "functions/workers/delivery.ts",
    summary:
      "Delivers finished analyses and watchdog alerts to the project's channels: native formats, signed webhooks, retries, then the DLQ",
    // One attempt waits at most 10 s on a destination; a batch's messages and an event's channels go in parallel.
    timeoutSeconds: 60,
    // Waiting on destinations, not computing: a fraction of a vCPU does.
    memoryMb: 512,
    batchSize: 10,
    access: {
      table: "readwrite",
      queues: ["delivery"],
      deadLetters: ["delivery"],
      kms: ["decrypt"],
      egress: true,
      mail: true,
    },
  },
  {
    id: "analysis.sweeper",
    kind: "schedule",
    schedule: "rate(5 minutes)",
    handler: "functions/workers/analysis-sweeper.ts",
    summary:
      "Re-enqueues analyses nobody runs, fails the ones stuck past their bound, sends pending deliveries, finishes project deletes cut short",
    timeoutSeconds: 120,
    access: { table: "readwrite", queues: ["analysis", "delivery"] },
  },
  {
    id: "watchdog.dispatcher",
    kind: "schedule",
    schedule: "rate(1 minute)",
    handler: "functions/workers/watchdog-dispatcher.ts",
    summary: "Finds the watchdog rules due now on the schedule index and enqueues one check each",
    timeoutSeconds: 60,
    access: { table: "read", queues: ["watchdog"] },
  },
  {
    id: "watchdog.worker",
    kind: "queue",
    queue: "watchdog",
    handler: "functions/workers/watchdog.ts",
    summary:
      "Runs one watchdog check: claims it, reads the window, evaluates, records the activity, notifies or starts an analysis",
    timeoutSeconds: 60,
    memoryMb: 1024,
    batchSize: 10,
    access: { table: "readwrite", queues: ["analysis", "delivery"], kms: ["decrypt"], egress: true },
  },
];
