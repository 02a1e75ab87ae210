// The work queues and their dead-letter queues (SSE-KMS, TLS only), from shared/queue/queues.ts.
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import type { IKey } from "aws-cdk-lib/aws-kms";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { QueueName } from "../../shared/queue/queue.port.js";
import { QUEUE_NAMES, QUEUE_SETTINGS } from "../../shared/queue/queues.js";

export class LogdxQueues extends Construct {
  readonly queues = {} as Record<QueueName, Queue>;
  readonly deadLetterQueues = {} as Record<QueueName, Queue>;

  constructor(scope: Construct, id: string, props: { encryptionKey: IKey }) {
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
        visibilityTimeout: Duration.seconds(settings.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: dlq, maxReceiveCount: settings.maxReceiveCount },
      });
    }
  }
}
