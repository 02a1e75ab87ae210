// QueuePort over the real SQS client: on AWS against SQS, locally against fauxqs (same client, other endpoint).
import { SendMessageCommand, type SQSClient } from "@aws-sdk/client-sqs";
import { AppError } from "../domain/errors.js";
import type { QueueName, QueuePort } from "./queue.port.js";

const MAX_DELAY_SECONDS = 900;

/** A server fault, throttling or no answer at all is an outage (503); a rejected request is our bug. */
function isOutage(err: unknown): boolean {
  const e = err as { $fault?: string; name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e || typeof e !== "object") return false;
  if (e.$fault === "server") return true;
  // SQS-managed SSE surfaces KMS trouble as Kms* errors: transient for the caller too.
  if (e.name && /Throttl|OverLimit|^Kms/.test(e.name)) {
    return true;
  }
  return e.$metadata?.httpStatusCode === undefined;
}

export function createSqsQueue(opts: { client: SQSClient; queueUrls: Record<QueueName, string> }): QueuePort {
  return {
    async send(queue, body, sendOpts) {
      const url = opts.queueUrls[queue];
      if (!url) throw new Error(`No URL configured for queue ${queue}`);
      const delay = sendOpts?.delaySeconds;
      const DelaySeconds = delay === undefined ? undefined : Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil(delay)));
      try {
        await opts.client.send(
          new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(body), DelaySeconds }),
        );
      } catch (err) {
        if (isOutage(err)) throw AppError.unavailable("The work queue is unavailable, try again shortly");
        throw err;
      }
    },
  };
}
