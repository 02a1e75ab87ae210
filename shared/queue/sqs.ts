// QueuePort over the real SQS client: on AWS against SQS, locally against fauxqs (same client, other endpoint).
// The SQS SDK is imported on first send: most functions never enqueue, and loading it costs cold-start time.
import type { SQSClient } from "@aws-sdk/client-sqs";
import { AppError } from "../domain/errors.js";
import { lazySdk } from "../runtime/lazy-sdk.js";
import type { QueueName, QueuePort } from "./queue.port.js";

const MAX_DELAY_SECONDS = 900;

export interface SqsQueueOptions {
  queueUrls: Record<QueueName, string>;
  /** Dead-letter queues a consumer may move messages to itself (SendOptions.deadLetter). */
  deadLetterUrls?: Partial<Record<QueueName, string>>;
  /** A ready client (local mode, tests); otherwise one is created on first send in `region`. */
  client?: SQSClient;
  region?: string;
}

/** A server fault, throttling or no answer at all is an outage (503); a rejected request is our bug. */
function isOutage(err: unknown): boolean {
  const e = err as { $fault?: string; name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e || typeof e !== "object") return false;
  if (e.$fault === "server") return true;
  // SQS-managed SSE surfaces KMS trouble as Kms* errors: transient for the caller too.
  if (e.name && /Throttl|OverLimit|^Kms/.test(e.name)) return true;
  return e.$metadata?.httpStatusCode === undefined;
}

export function createSqsQueue(opts: SqsQueueOptions): QueuePort {
  const sqs = lazySdk(
    () => import("@aws-sdk/client-sqs"),
    (sdk) => opts.client ?? new sdk.SQSClient(opts.region ? { region: opts.region } : {}),
  );
  return {
    async send(queue, body, sendOpts) {
      const url = sendOpts?.deadLetter ? opts.deadLetterUrls?.[queue] : opts.queueUrls[queue];
      if (!url)
        throw new Error(`No URL configured for the ${sendOpts?.deadLetter ? "dead-letter " : ""}queue ${queue}`);
      const delay = sendOpts?.delaySeconds;
      const DelaySeconds = delay === undefined ? undefined : Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil(delay)));
      try {
        const { sdk, client } = await sqs();
        await client.send(
          new sdk.SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(body), DelaySeconds }),
        );
      } catch (err) {
        if (isOutage(err)) throw AppError.unavailable("The work queue is unavailable, try again shortly");
        throw err;
      }
    },
  };
}
