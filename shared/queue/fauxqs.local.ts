// Local SQS: fauxqs 1.9.2 in-process, both work queues with their dead-letter queues, behind the real SQS client.
import { SQSClient } from "@aws-sdk/client-sqs";
import { startFauxqs } from "fauxqs";
import type { QueueName } from "./queue.port.js";
import { QUEUE_NAMES, QUEUE_SETTINGS } from "./queues.js";

export interface LocalSqs {
  endpoint: string;
  queueUrls: Record<QueueName, string>;
  dlqUrls: Record<QueueName, string>;
  queueArns: Record<QueueName, string>;
  client: SQSClient;
  stop(): Promise<void>;
}

export interface LocalSqsOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Overrides every queue's maxReceiveCount (tests use a small one). */
  maxReceiveCount?: number;
  /** Queue name prefix, e.g. to run two stacks side by side. */
  prefix?: string;
}

export async function startLocalSqs(opts: LocalSqsOptions = {}): Promise<LocalSqs> {
  const region = "us-east-1";
  const server = await startFauxqs({ port: opts.port ?? 0, logger: false, host: "localhost", defaultRegion: region });
  const prefix = opts.prefix ?? "logdx";
  const queueUrls = {} as Record<QueueName, string>;
  const dlqUrls = {} as Record<QueueName, string>;
  const queueArns = {} as Record<QueueName, string>;
  for (const name of QUEUE_NAMES) {
    const settings = QUEUE_SETTINGS[name];
    const dlq = server.createQueue(`${prefix}-${name}-dlq`, {
      attributes: { MessageRetentionPeriod: String(settings.dlqRetentionDays * 86400) },
    });
    const main = server.createQueue(`${prefix}-${name}`, {
      attributes: {
        VisibilityTimeout: String(settings.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: dlq.queueArn,
          maxReceiveCount: String(opts.maxReceiveCount ?? settings.maxReceiveCount),
        }),
      },
    });
    queueUrls[name] = main.queueUrl;
    dlqUrls[name] = dlq.queueUrl;
    queueArns[name] = main.queueArn;
  }
  // The explicit endpoint wins over the queue URL's host (sqs.<region>.localhost), which may not resolve.
  const client = new SQSClient({
    endpoint: server.address,
    region,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  return {
    endpoint: server.address,
    queueUrls,
    dlqUrls,
    queueArns,
    client,
    async stop() {
      client.destroy();
      await server.stop();
    },
  };
}
