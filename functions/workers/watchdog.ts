// The watchdog queue's consumer: each message is one rule's check at one due time.
import { queueWorker } from "../../shared/runtime/queue-worker.js";
import { processCheckMessage } from "../../shared/services/watchdog/dispatcher.js";

export const handler = queueWorker({
  what: "watchdog check",
  metric: "WatchdogChecks",
  process: (ctx, body) => processCheckMessage(ctx, body),
});
