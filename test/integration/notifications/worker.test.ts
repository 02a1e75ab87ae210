// The delivery worker's message handling called directly (as the Lambda handler calls it) on a test server's real
// ports, to see what a failing message does before SQS delivers it again: the claim is given back when the next
// step could not be queued, so the redelivered message makes the attempt instead of losing it; a message that
// was fully handled sends nothing when it comes again; a message that is not a delivery is dropped.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { QueuePort } from "../../../shared/queue/queue.port.js";
import { deliveryDedupId } from "../../../shared/services/analyses/fanout.js";
import { processDeliveryMessage } from "../../../shared/services/notifications/delivery-worker.js";
import { type AnalysisRecord, putAnalysisStep } from "../../../shared/store/analyses.dynamo.js";
import { transact } from "../../../shared/store/transact.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../fakes/webhook-receiver.js";
import { analysisOf, ordinaryResult } from "../../fixtures/notifications/diagnoses.js";
import { startTestServer, type TestServer } from "../../support/local-server.js";
import { createProject } from "../analyses/helpers.js";

let s: TestServer;
let rx: WebhookReceiver;

beforeAll(async () => {
  rx = await startWebhookReceiver();
  s = await startTestServer({ config: { allowPrivateNetwork: true, deliveryBackoffMs: 1 } });
});

afterAll(async () => {
  await s?.stop();
  await rx?.close();
});

async function setUp(path: string) {
  const { tenantId, keys } = s.bootstrap;
  // A project of its own, so no other test's channel sees this event.
  const projectId = await createProject(s, keys.org, `worker ${path}`);
  const headers = { "x-project-id": projectId };
  const res = await s.call("POST", "/v1/config/notifications", {
    key: keys.org,
    headers,
    body: { type: "webhook", name: path, severityThreshold: "low", credentials: { url: `${rx.url}${path}` } },
  });
  expect(res.status).toBe(201);
  const record: AnalysisRecord = {
    ...analysisOf(ordinaryResult("high"), projectId),
    tenantId,
    attempts: 1,
    followupCount: 0,
    fanout: "sent",
  };
  await transact(s.ctx.store, [putAnalysisStep(s.ctx.store, record, new Date(Date.now() + 3_600_000))]);
  const event = {
    kind: "analysis.completed",
    dedupId: deliveryDedupId(record.id),
    analysisId: record.id,
    projectId,
    tenantId,
    severity: "high",
  };
  const attempts = async () =>
    (await s.call("GET", `/v1/config/notifications/${res.json.data.id}/deliveries`, { key: keys.org, headers })).json
      .data;
  return { event, attempts };
}

/** The server's queue, failing the first `n` sends of retry messages. */
function failingRetries(n: number): () => void {
  const real: QueuePort = s.ctx.queue;
  let left = n;
  s.ctx.queue = {
    send: async (queue, body, opts) => {
      if (body.kind === "delivery.retry" && left-- > 0) throw new Error("queue unavailable");
      await real.send(queue, body, opts);
    },
  };
  return () => {
    s.ctx.queue = real;
  };
}

/** The store, failing the first `n` writes of delivery attempt records. */
function failingAttemptWrites(n: number): () => void {
  const doc = s.ctx.store.doc;
  const real = doc.send.bind(doc);
  let left = n;
  doc.send = (async (command: { input?: { Item?: { entity?: string } } }) => {
    if (command.input?.Item?.entity === "deliveryAttempt" && left-- > 0) throw new Error("store hiccup");
    return real(command as never);
  }) as typeof doc.send;
  return () => {
    doc.send = real;
  };
}

describe("delivery worker messages", () => {
  it("gives a failed attempt back when its retry cannot be queued; the redelivery makes it again", async () => {
    const { event, attempts } = await setUp("/requeue");
    rx.script("/requeue", [{ status: 503 }, { status: 200 }]);
    const restore = failingRetries(1);
    try {
      await expect(processDeliveryMessage(s.ctx, event)).rejects.toThrow("queue unavailable");
      expect(rx.to("/requeue")).toHaveLength(1);
      // SQS delivers the message again: attempt 1 is made again and now succeeds.
      await expect(processDeliveryMessage(s.ctx, event)).resolves.toBe("processed");
    } finally {
      restore();
    }
    expect(rx.to("/requeue")).toHaveLength(2);
    const list = await attempts();
    expect(list.map((a: { attempt: number; status: string }) => [a.attempt, a.status])).toEqual([
      [1, "succeeded"],
      [1, "failed"],
    ]);
    expect(new Set(list.map((a: { id: string }) => a.id)).size).toBe(2);
    expect(new Set(list.map((a: { deliveryId: string }) => a.deliveryId)).size).toBe(1);
  });

  it("when an attempt's record cannot be written: a failed attempt is made again, a delivered one never", async () => {
    const failed = await setUp("/record-failed");
    const delivered = await setUp("/record-delivered");
    rx.script("/record-failed", [{ status: 500 }, { status: 200 }]);
    for (const { event } of [failed, delivered]) {
      const restore = failingAttemptWrites(1);
      try {
        await expect(processDeliveryMessage(s.ctx, event)).rejects.toThrow("store hiccup");
      } finally {
        restore();
      }
      await processDeliveryMessage(s.ctx, event);
    }
    expect(rx.to("/record-failed").map((r) => r.method)).toEqual(["POST", "POST"]);
    expect(rx.to("/record-delivered")).toHaveLength(1);
  });

  it("a message handled in full sends nothing when it comes again", async () => {
    const { event } = await setUp("/twice");
    await processDeliveryMessage(s.ctx, event);
    await processDeliveryMessage(s.ctx, event);
    expect(rx.to("/twice")).toHaveLength(1);
  });

  it("drops what is not a delivery message, and an event whose analysis is gone", async () => {
    await expect(processDeliveryMessage(s.ctx, { hello: "world" })).resolves.toBe("invalid");
    await expect(processDeliveryMessage(s.ctx, undefined)).resolves.toBe("invalid");
    const { event } = await setUp("/orphan");
    await expect(processDeliveryMessage(s.ctx, { ...event, analysisId: "no-such-analysis" })).resolves.toBe(
      "processed",
    );
    expect(rx.to("/orphan")).toHaveLength(0);
  });
});
