// Work queues: the analysis queue feeds functions/workers/analysis.ts, the delivery queue the notifier.

export type QueueName = "analysis" | "delivery";

export interface QueuePort {
  send(queue: QueueName, body: Record<string, unknown>, opts?: { delaySeconds?: number }): Promise<void>;
}
