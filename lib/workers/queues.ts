// The work queues and their dead-letter queues (SSE-KMS, TLS only), from shared/queue/queues.ts.
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import type { IKey } from "aws-cdk-lib/aws-kms";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { QueueName } from "../../shared/queue/queue.port.js";
import { QUEUE_NAMES, QUEUE_SETTINGS } from "../../shared/queue/queues.js";
import type { WorkerDef } from "../../shared/workers.js";

/** SQS's longest retention: a message whose consumer is missing or failing waits for it (and for the age alarm). */
export const WORK_QUEUE_RETENTION = Duration.days(14);
/** AWS guidance for a Lambda event source: visibility timeout at least 6x the function's timeout. */
export const VISIBILITY_PER_TIMEOUT = 6;
const MAX_VISIBILITY_SECONDS = 12 * 60 * 60;

/** The visibility timeout of a queue: its setting, raised to 6x the timeout of its slowest consuming worker. */
export function queueVisibilitySeconds(name: QueueName, workers: readonly WorkerDef[]): number {
  const consumers = workers.filter((w) => w.kind === "queue" && w.queue === name);
  const seconds = Math.max(
    QUEUE_SETTINGS[name].visibilityTimeoutSeconds,
    ...consumers.map((w) => VISIBILITY_PER_TIMEOUT * w.timeoutSeconds),
  );
  if (seconds > MAX_VISIBILITY_SECONDS) {
    throw new Error(`Queue ${name} would need a ${seconds}s visibility timeout; SQS allows ${MAX_VISIBILITY_SECONDS}s`);
  }
  return seconds;
}

export class LogdxQueues extends Construct {
  readonly queues = {} as Record<QueueName, Queue>;
  readonly deadLetterQueues = {} as Record<QueueName, Queue>;

  constructor(scope: Construct, id: string, props: { encryptionKey: IKey; workers: readonly WorkerDef[] }) {
    super(scope, id);
    const encryption = {
      encryption: QueueEncryption.KMS,
      encryptionMasterKey: props.encryptionKey,
      dataKeyReuse: Duration.minutes(15),
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
    };
    for (const name of QUEUE_NAMES) {
      const settings = QUEUE_SETTINGS[name];
      const pascal = name[0].toUpperCase() + name.slice(1);
      const dlq = new Queue(this, `${pascal}DeadLetterQueue`, {
        ...encryption,
        retentionPeriod: Duration.days(settings.dlqRetentionDays),
      });
      this.deadLetterQueues[name] = dlq;
      this.queues[name] = new Queue(this, `${pascal}Queue`, {
        ...encryption,
        retentionPeriod: WORK_QUEUE_RETENTION,
        visibilityTimeout: Duration.seconds(queueVisibilitySeconds(name, props.workers)),
        deadLetterQueue: { queue: dlq, maxReceiveCount: settings.maxReceiveCount },
      });
    }
  }
}
