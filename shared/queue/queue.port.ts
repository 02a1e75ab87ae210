// Work queues: the analysis queue feeds functions/workers/analysis.ts, the delivery queue the notifier, the watchdog
// queue the rule checks (functions/workers/watchdog.ts).

export type QueueName = "analysis" | "delivery" | "watchdog";

export interface SendOptions {
  delaySeconds?: number;
  /**
   * Straight to the queue's dead-letter queue: for a consumer that counts its own attempts (the delivery worker
   * retries with new messages, so SQS's receive count never reaches maxReceiveCount for it).
   */
  deadLetter?: boolean;
}

export interface QueuePort {
  send(queue: QueueName, body: Record<string, unknown>, opts?: SendOptions): Promise<void>;
}
