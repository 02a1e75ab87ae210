// The work queues as data: CDK builds the real queues from it, local mode creates the fauxqs ones from it.
import type { QueueName } from "./queue.port.js";

export interface QueueSettings {
  /** Must cover the consuming worker's timeout (CDK checks it), or a slow message is processed twice. */
  visibilityTimeoutSeconds: number;
  /** Receives before SQS moves a message to the queue's dead-letter queue. */
  maxReceiveCount: number;
  /** Dead letters are kept this long for inspection and redrive. */
  dlqRetentionDays: number;
}

export const QUEUE_SETTINGS: Record<QueueName, QueueSettings> = {
  analysis: { visibilityTimeoutSeconds: 900, maxReceiveCount: 5, dlqRetentionDays: 14 },
  delivery: { visibilityTimeoutSeconds: 300, maxReceiveCount: 5, dlqRetentionDays: 14 },
  // a check missed is superseded by the rule's next one: few receives
  watchdog: { visibilityTimeoutSeconds: 120, maxReceiveCount: 3, dlqRetentionDays: 7 },
};

export const QUEUE_NAMES = Object.keys(QUEUE_SETTINGS) as QueueName[];
