// The delivery queue's consumer: each message is an event to fan out to the project's channels, or one channel's
// retry.
import { queueWorker } from "../../shared/runtime/queue-worker.js";
import { processDeliveryMessage } from "../../shared/services/notifications/delivery-worker.js";

export const handler = queueWorker({
  what: "delivery message",
  metric: "DeliveryMessages",
  process: processDeliveryMessage,
});
