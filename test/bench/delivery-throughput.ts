// Deliveries per second one delivery worker sustains: the local server's single delivery-queue consumer (as one
// Lambda instance would run it) fans finished analyses out to signed webhook channels on a local receiver.
// Everything real on the way: claims and attempt records in DynamoDB Local (in memory), credentials opened per
// delivery, HMAC + Standard Webhooks signatures, the SSRF-guarded HTTP port, counters.

import { startWebhookReceiver } from "../fakes/webhook-receiver.js";
import { finishAndFanOut, ordinaryResult } from "../fixtures/notifications/diagnoses.js";
import type { TestServer } from "../support/local-server.js";
import { startBenchServer } from "./bench-server.js";

export interface DeliveryThroughput {
  events: number;
  channelsPerEvent: number;
  deliveries: number;
  seconds: number;
  deliveriesPerSecond: number;
}

export async function deliveryThroughput(opts = { events: 100, channels: 10 }): Promise<DeliveryThroughput> {
  const rx = await startWebhookReceiver();
  const bench = await startBenchServer({ workers: true });
  const { server } = bench;
  try {
    const { org } = server.bootstrap.keys;
    const headers = { authorization: `Bearer ${org}`, "content-type": "application/json" };
    const project = await fetch(`${server.baseUrl}/v1/config/projects`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Bench" }),
    }).then((r) => r.json() as Promise<{ data: { id: string } }>);
    const projectId = project.data.id;
    for (let i = 0; i < opts.channels; i++) {
      const res = await fetch(`${server.baseUrl}/v1/config/notifications`, {
        method: "POST",
        headers: { ...headers, "x-project-id": projectId },
        body: JSON.stringify({
          type: "webhook",
          name: `bench ${i}`,
          severityThreshold: "low",
          credentials: { url: `${rx.url}/hook/${i}`, hmacSecret: `bench-secret-${i}` },
        }),
      });
      if (res.status !== 201) throw new Error(`channel create answered ${res.status}`);
    }
    const total = opts.events * opts.channels;
    const started = performance.now();
    const ref = { tenantId: server.bootstrap.tenantId, projectId };
    await Promise.all(
      Array.from({ length: opts.events }, () =>
        finishAndFanOut(server as unknown as TestServer, ref, ordinaryResult("high")),
      ),
    );
    while (rx.requests.length < total) {
      if (performance.now() - started > 300_000) throw new Error(`only ${rx.requests.length}/${total} delivered`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      events: opts.events,
      channelsPerEvent: opts.channels,
      deliveries: total,
      seconds: Math.round(seconds * 100) / 100,
      deliveriesPerSecond: Math.round(total / seconds),
    };
  } finally {
    await bench.stop();
    await rx.close();
  }
}
