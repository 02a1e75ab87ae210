import { createServer } from "node:net";
import {
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SQSClient,
} from "@aws-sdk/client-sqs";
import type { SQSEvent, SQSRecord } from "aws-lambda";
import { AppError } from "../../../shared/domain/errors.js";
import { type LocalSqs, startLocalSqs } from "../../../shared/queue/fauxqs.local.js";
import { type QueueConsumer, startQueueConsumer } from "../../../shared/queue/local-consumer.js";
import { QUEUE_SETTINGS } from "../../../shared/queue/queues.js";
import { createSqsQueue } from "../../../shared/queue/sqs.js";

let sqs: LocalSqs;
let consumers: QueueConsumer[] = [];

// A fresh server per test: a stopped consumer's abandoned long poll may still take a message server-side.
beforeEach(async () => {
  sqs = await startLocalSqs();
});
afterEach(async () => {
  await Promise.all(consumers.map((c) => c.stop()));
  consumers = [];
  await sqs.stop();
});

async function waitFor(cond: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function depth(url: string): Promise<{ visible: number; inflight: number; delayed: number }> {
  const out = await sqs.client.send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: [
        "ApproximateNumberOfMessages",
        "ApproximateNumberOfMessagesNotVisible",
        "ApproximateNumberOfMessagesDelayed",
      ],
    }),
  );
  const a = out.Attributes ?? {};
  return {
    visible: Number(a.ApproximateNumberOfMessages),
    inflight: Number(a.ApproximateNumberOfMessagesNotVisible),
    delayed: Number(a.ApproximateNumberOfMessagesDelayed),
  };
}

function consume(queue: "analysis" | "delivery", handler: (event: SQSEvent) => Promise<unknown>, batchSize = 10) {
  const c = startQueueConsumer({
    client: sqs.client,
    queueUrl: sqs.queueUrls[queue],
    queueArn: sqs.queueArns[queue],
    handler,
    visibilityTimeout: 0, // failures reappear at once: retry semantics without real waiting
    batchSize,
    waitTimeSeconds: 1,
  });
  consumers.push(c);
  return c;
}

test("both queues exist with a dead-letter queue and the configured redrive", async () => {
  for (const q of ["analysis", "delivery"] as const) {
    const out = await sqs.client.send(
      new GetQueueAttributesCommand({ QueueUrl: sqs.queueUrls[q], AttributeNames: ["All"] }),
    );
    const redrive = JSON.parse(out.Attributes?.RedrivePolicy ?? "{}");
    expect(redrive.deadLetterTargetArn).toMatch(new RegExp(`:logdx-${q}-dlq$`));
    expect(Number(redrive.maxReceiveCount)).toBe(QUEUE_SETTINGS[q].maxReceiveCount);
    expect(sqs.dlqUrls[q]).toMatch(new RegExp(`/logdx-${q}-dlq$`));
  }
});

test("the SQS adapter sends JSON the consumer hands over as a Lambda SQS event", async () => {
  const queue = createSqsQueue({ client: sqs.client, queueUrls: sqs.queueUrls });
  const seen: SQSRecord[] = [];
  consume("analysis", async (event) => {
    seen.push(...event.Records);
    return { batchItemFailures: [] };
  });
  await queue.send("analysis", { analysisId: "an_1", tenantId: "ten_1" });
  await waitFor(() => seen.length === 1, "one record");
  const r = seen[0];
  expect(JSON.parse(r.body)).toEqual({ analysisId: "an_1", tenantId: "ten_1" });
  expect(r.eventSource).toBe("aws:sqs");
  expect(r.eventSourceARN).toBe(sqs.queueArns.analysis);
  expect(r.messageId).toEqual(expect.any(String));
  expect(r.receiptHandle).toEqual(expect.any(String));
  expect(r.md5OfBody).toMatch(/^[0-9a-f]{32}$/);
  expect(r.attributes.ApproximateReceiveCount).toBe("1");
  expect(Number(r.attributes.SentTimestamp)).toBeGreaterThan(0);
  await waitFor(async () => {
    const d = await depth(sqs.queueUrls.analysis);
    return d.visible + d.inflight === 0;
  }, "the handled message to be deleted");
});

test("delaySeconds holds the message back", async () => {
  const queue = createSqsQueue({ client: sqs.client, queueUrls: sqs.queueUrls });
  await queue.send("delivery", { deliveryId: "d_1" }, { delaySeconds: 60 });
  expect(await depth(sqs.queueUrls.delivery)).toEqual({ visible: 0, inflight: 0, delayed: 1 });
  const got = await sqs.client.send(
    new ReceiveMessageCommand({ QueueUrl: sqs.queueUrls.delivery, WaitTimeSeconds: 0 }),
  );
  expect(got.Messages ?? []).toHaveLength(0);
});

test("partial batch failure redelivers only the failed message", async () => {
  await sqs.client.send(
    new SendMessageBatchCommand({
      QueueUrl: sqs.queueUrls.analysis,
      Entries: ["a", "b", "c"].map((k) => ({ Id: k, MessageBody: JSON.stringify({ k }) })),
    }),
  );
  const handled: Array<{ k: string; receive: string }> = [];
  consume("analysis", async (event) => {
    const failures = [];
    for (const r of event.Records) {
      const { k } = JSON.parse(r.body) as { k: string };
      handled.push({ k, receive: r.attributes.ApproximateReceiveCount });
      if (k === "b" && r.attributes.ApproximateReceiveCount === "1") failures.push({ itemIdentifier: r.messageId });
    }
    return { batchItemFailures: failures };
  });
  await waitFor(() => handled.filter((h) => h.k === "b").length === 2, "b to come back");
  await waitFor(async () => {
    const d = await depth(sqs.queueUrls.analysis);
    return d.visible + d.inflight === 0;
  }, "the queue to drain");
  expect(handled.filter((h) => h.k === "a")).toEqual([{ k: "a", receive: "1" }]);
  expect(handled.filter((h) => h.k === "c")).toEqual([{ k: "c", receive: "1" }]);
  expect(handled.filter((h) => h.k === "b")).toEqual([
    { k: "b", receive: "1" },
    { k: "b", receive: "2" },
  ]);
});

test("a poison message ends in the dead-letter queue after maxReceiveCount", async () => {
  const queue = createSqsQueue({ client: sqs.client, queueUrls: sqs.queueUrls });
  let attempts = 0;
  consume("delivery", async (event) => ({
    batchItemFailures: event.Records.map((r) => {
      attempts += 1;
      return { itemIdentifier: r.messageId };
    }),
  }));
  await queue.send("delivery", { poison: true });
  await waitFor(async () => (await depth(sqs.dlqUrls.delivery)).visible === 1, "the DLQ to hold it");
  expect(attempts).toBe(QUEUE_SETTINGS.delivery.maxReceiveCount);
  const d = await depth(sqs.queueUrls.delivery);
  expect(d.visible + d.inflight).toBe(0);
  const dead = await sqs.client.send(new ReceiveMessageCommand({ QueueUrl: sqs.dlqUrls.delivery }));
  expect(JSON.parse(dead.Messages?.[0]?.Body ?? "{}")).toEqual({ poison: true });
});

test("a handler that throws fails the whole batch, like Lambda", async () => {
  await sqs.client.send(
    new SendMessageBatchCommand({
      QueueUrl: sqs.queueUrls.analysis,
      Entries: ["x", "y"].map((k) => ({ Id: k, MessageBody: JSON.stringify({ k }) })),
    }),
  );
  const seen: string[] = [];
  let thrown = false;
  const c = startQueueConsumer({
    client: sqs.client,
    queueUrl: sqs.queueUrls.analysis,
    visibilityTimeout: 0,
    batchSize: 10,
    waitTimeSeconds: 1,
    onError: () => {},
    handler: async (event) => {
      for (const r of event.Records) seen.push(`${JSON.parse(r.body).k}${r.attributes.ApproximateReceiveCount}`);
      if (!thrown && event.Records.length === 2) {
        thrown = true;
        throw new Error("boom");
      }
      return undefined;
    },
  });
  consumers.push(c);
  await waitFor(() => seen.includes("x2") && seen.includes("y2"), "both to be retried");
  expect(thrown).toBe(true);
});

test("a failure naming no message of the batch fails the whole batch", async () => {
  await sqs.client.send(
    new SendMessageBatchCommand({ QueueUrl: sqs.queueUrls.delivery, Entries: [{ Id: "1", MessageBody: "{}" }] }),
  );
  const receives: string[] = [];
  consume("delivery", async (event) => {
    receives.push(...event.Records.map((r) => r.attributes.ApproximateReceiveCount));
    return receives.length === 1 ? { batchItemFailures: [{ itemIdentifier: "not-in-batch" }] } : undefined;
  });
  await waitFor(() => receives.length === 2, "the redelivery");
  expect(receives).toEqual(["1", "2"]);
});

test("stop() ends a consumer that is long-polling", async () => {
  const c = startQueueConsumer({
    client: sqs.client,
    queueUrl: sqs.queueUrls.analysis,
    visibilityTimeout: 30,
    batchSize: 1,
    waitTimeSeconds: 20,
    handler: async () => undefined,
  });
  await new Promise((r) => setTimeout(r, 50));
  await expect(c.stop()).resolves.toBeUndefined();
});

test("an unreachable queue is SERVICE_UNAVAILABLE, not a bare error", async () => {
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const client = new SQSClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    credentials: { accessKeyId: "x", secretAccessKey: "x" },
    maxAttempts: 1,
  });
  const queue = createSqsQueue({
    client,
    queueUrls: { analysis: `http://127.0.0.1:${port}/000000000000/a`, delivery: "", watchdog: "" },
  });
  const err = await queue.send("analysis", {}).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe("SERVICE_UNAVAILABLE");
  expect((err as AppError).headers?.["Retry-After"]).toBeDefined();
  client.destroy();
});
