// Local stand-in for Lambda's SQS event source mapping: long-polls a queue, hands the batch to the worker as a
// real SQSEvent, deletes what succeeded and leaves reported failures to reappear (SQS retry, then the DLQ).
import { randomUUID } from "node:crypto";
import {
  DeleteMessageBatchCommand,
  type Message,
  type MessageAttributeValue,
  ReceiveMessageCommand,
  type SQSClient,
} from "@aws-sdk/client-sqs";
import type { Context, SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from "aws-lambda";

/** A Lambda SQS handler; its result is read as a partial batch response when it has that shape. */
export type SqsBatchHandler = (event: SQSEvent, context: Context) => Promise<unknown>;

export interface QueueConsumerOptions {
  client: SQSClient;
  queueUrl: string;
  handler: SqsBatchHandler;
  /** Seconds a received message stays hidden; failures reappear after it (0 = at once). */
  visibilityTimeout: number;
  /** 1–10, as ReceiveMessage allows. */
  batchSize: number;
  /** Long-poll wait, 0–20 seconds (default 20). */
  waitTimeSeconds?: number;
  /** Shown as the record's eventSourceARN and the context's function name. */
  queueArn?: string;
  functionName?: string;
  /** Receive/delete failures (e.g. the queue server is down); default writes one line to stderr. */
  onError?: (err: unknown) => void;
  /** Pause after a receive error before polling again, in ms (default 1000). */
  errorBackoffMs?: number;
}

export interface QueueConsumer {
  /** Stops polling; resolves once the batch in hand (if any) is finished. */
  stop(): Promise<void>;
}

function toLambdaAttributes(attrs: Record<string, MessageAttributeValue> | undefined): SQSMessageAttributes {
  const out: SQSMessageAttributes = {};
  for (const [name, v] of Object.entries(attrs ?? {})) {
    out[name] = {
      dataType: v.DataType ?? "String",
      stringValue: v.StringValue,
      binaryValue: v.BinaryValue ? Buffer.from(v.BinaryValue).toString("base64") : undefined,
      stringListValues: [],
      binaryListValues: [],
    };
  }
  return out;
}

function toRecord(m: Message, arn: string, region: string): SQSRecord {
  const a = m.Attributes ?? {};
  return {
    messageId: m.MessageId ?? "",
    receiptHandle: m.ReceiptHandle ?? "",
    body: m.Body ?? "",
    attributes: {
      ApproximateReceiveCount: a.ApproximateReceiveCount ?? "1",
      SentTimestamp: a.SentTimestamp ?? String(Date.now()),
      SenderId: a.SenderId ?? "local",
      ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: toLambdaAttributes(m.MessageAttributes),
    md5OfBody: m.MD5OfBody ?? "",
    ...(m.MD5OfMessageAttributes ? { md5OfMessageAttributes: m.MD5OfMessageAttributes } : {}),
    eventSource: "aws:sqs",
    eventSourceARN: arn,
    awsRegion: region,
  };
}

function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const unsupported = () => {
    throw new Error("Deprecated Lambda context callbacks are not supported");
  };
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: "1024",
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/**
 * Which receipts to delete, as Lambda decides it: a throw, or a failure naming no message of the batch,
 * fails the whole batch; otherwise every message not listed succeeded.
 */
export function succeededRecords(records: SQSRecord[], outcome: unknown): SQSRecord[] {
  const failures = (outcome as Partial<SQSBatchResponse> | null | undefined)?.batchItemFailures ?? [];
  if (!Array.isArray(failures)) return [];
  const ids = new Set(records.map((r) => r.messageId));
  const failed = new Set<string>();
  for (const f of failures) {
    const id = f?.itemIdentifier;
    if (typeof id !== "string" || !ids.has(id)) return [];
    failed.add(id);
  }
  return records.filter((r) => !failed.has(r.messageId));
}

export function startQueueConsumer(opts: QueueConsumerOptions): QueueConsumer {
  const batchSize = Math.min(10, Math.max(1, Math.floor(opts.batchSize)));
  const waitTimeSeconds = Math.min(20, Math.max(0, opts.waitTimeSeconds ?? 20));
  const queueName = opts.queueUrl.slice(opts.queueUrl.lastIndexOf("/") + 1);
  const arn = opts.queueArn ?? `arn:aws:sqs:us-east-1:000000000000:${queueName}`;
  const functionName = opts.functionName ?? `${queueName}-consumer`;
  const onError =
    opts.onError ?? ((err: unknown) => console.error(`[queue ${queueName}] ${(err as Error)?.message ?? err}`));
  const errorBackoffMs = opts.errorBackoffMs ?? 1000;
  const abort = new AbortController();
  let stopped = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      abort.signal.addEventListener("abort", () => {
        clearTimeout(t);
        resolve();
      });
    });

  const handleBatch = async (messages: Message[]) => {
    const records = messages.map((m) => toRecord(m, arn, "us-east-1"));
    let outcome: unknown;
    try {
      outcome = await opts.handler({ Records: records }, lambdaContext(functionName, opts.visibilityTimeout * 1000));
    } catch (err) {
      onError(err);
      return; // the whole batch reappears after the visibility timeout, as with Lambda
    }
    const done = succeededRecords(records, outcome);
    if (done.length === 0) return;
    const out = await opts.client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: opts.queueUrl,
        Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
      }),
    );
    if (out.Failed?.length) onError(new Error(`${out.Failed.length} processed message(s) could not be deleted`));
  };

  const loop = async () => {
    while (!stopped) {
      try {
        const out = await opts.client.send(
          new ReceiveMessageCommand({
            QueueUrl: opts.queueUrl,
            MaxNumberOfMessages: batchSize,
            WaitTimeSeconds: waitTimeSeconds,
            VisibilityTimeout: opts.visibilityTimeout,
            MessageSystemAttributeNames: ["All"],
            MessageAttributeNames: ["All"],
          }),
          { abortSignal: abort.signal },
        );
        if (out.Messages?.length) await handleBatch(out.Messages);
      } catch (err) {
        if (stopped) break;
        onError(err);
        await pause(errorBackoffMs);
      }
    }
  };

  const running = loop();
  return {
    async stop() {
      stopped = true;
      abort.abort();
      await running;
    },
  };
}
