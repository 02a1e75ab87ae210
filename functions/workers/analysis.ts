// The analysis queue's consumer: each message runs (or, redelivered, skips) one analysis.
import { queueWorker } from "../../shared/runtime/queue-worker.js";
import { processAnalysisMessage } from "../../shared/services/analyses/worker.js";

export const handler = queueWorker({
  what: "analysis message",
  metric: "AnalysisMessages",
  process: (ctx, body) => processAnalysisMessage(ctx, body),
});
