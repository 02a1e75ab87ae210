// Watchdog at 10,000 rules (100 projects × 100, each project reading one Loki fake): the dispatcher's cost for one
// tick that finds them all due (schedule-index queries, time), then how many checks a minute one check worker
// sustains (10 checks at a time, as one Lambda instance with batch size 10). Everything real on the way: the claim,
// credentials opened per check, the Loki read over HTTP, evaluation, the activity entry and the counters.

import type { AppContext } from "../../shared/app-context.js";
import type { QueueName } from "../../shared/queue/queue.port.js";
import type { AuthInfo } from "../../shared/services/auth.types.js";
import { dispatchDueChecks, processCheckMessage } from "../../shared/services/watchdog/dispatcher.js";
import { createRule } from "../../shared/services/watchdog/rules.js";
import { getTenant } from "../../shared/store/tenants.dynamo.js";
import { startFakeLoki } from "../fakes/aggregators.js";
import { startBenchServer } from "./bench-server.js";

export interface WatchdogThroughput {
  rules: number;
  dispatchMs: number;
  dispatchQueries: number;
  enqueued: number;
  checks: number;
  seconds: number;
  checksPerMinute: number;
}

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}

export async function watchdogThroughput(opts = { projects: 100, rulesPerProject: 100, checkSeconds: 20 }) {
  const now = Date.now();
  const lines = Array.from({ length: 200 }, (_, i) => ({
    timestamp: now - i * 1000,
    source: "app",
    service: "checkout",
    level: i % 10 === 0 ? ("error" as const) : ("info" as const),
    host: "h",
    message: `${new Date(now - i * 1000).toISOString()} ${i % 10 === 0 ? "ERROR" : "INFO"} [checkout] request ${i}`,
  }));
  const loki = await startFakeLoki({ lines, apiKey: "bench-key" });
  const bench = await startBenchServer({ workers: false });
  const { server } = bench;
  try {
    const headers = { authorization: `Bearer ${server.bootstrap.keys.org}`, "content-type": "application/json" };
    const tenant = await getTenant(server.ctx.store, server.bootstrap.tenantId);
    if (!tenant) throw new Error("no tenant");
    const projectIds: string[] = [];
    for (let p = 0; p < opts.projects; p++) {
      const res = await fetch(`${server.baseUrl}/v1/config/projects`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: `Bench ${p}` }),
      }).then((r) => r.json() as Promise<{ data: { id: string } }>);
      projectIds.push(res.data.id);
      const src = await fetch(`${server.baseUrl}/v1/config/log-sources`, {
        method: "POST",
        headers: { ...headers, "x-project-id": res.data.id },
        body: JSON.stringify({
          type: "loki",
          name: "app",
          credentials: { host: loki.url, apiKey: "bench-key" },
          sources: ['{app="app"}'],
        }),
      });
      if (src.status !== 201) throw new Error(`log source create answered ${src.status}`);
    }
    const body = {
      name: "bench",
      type: "error_count" as const,
      enabled: true,
      condition: { threshold: 1000 },
      schedule: { kind: "fixed" as const, intervalSeconds: 60 },
      lookbackSeconds: 300,
      action: "notify" as const,
      cooldownSeconds: 900,
      dailyCap: 24,
      dedupWindowSeconds: 3600,
    };
    const jobs = projectIds.flatMap((projectId) => Array.from({ length: opts.rulesPerProject }, () => projectId));
    await pool(jobs, 32, (projectId) =>
      createRule(server.ctx, { tenant, projectId, keyProjectId: null } as AuthInfo, body),
    );

    // one tick a minute later: every rule is due
    const sent: Array<Record<string, unknown>> = [];
    let queries = 0;
    const send = server.ctx.store.doc.send.bind(server.ctx.store.doc);
    const later: AppContext = {
      ...server.ctx,
      clock: { now: () => new Date(Date.now() + 61_000) },
      queue: { send: async (_q: QueueName, b: Record<string, unknown>) => void sent.push(b) },
      store: {
        ...server.ctx.store,
        doc: {
          ...server.ctx.store.doc,
          send: ((cmd: never) => {
            queries++;
            return send(cmd);
          }) as typeof server.ctx.store.doc.send,
        } as typeof server.ctx.store.doc,
      },
    };
    const t0 = performance.now();
    const { enqueued } = await dispatchDueChecks(later);
    const dispatchMs = performance.now() - t0;

    let checks = 0;
    const t1 = performance.now();
    const until = t1 + opts.checkSeconds * 1000;
    await pool(sent, 10, async (m) => {
      if (performance.now() > until) return;
      if (await processCheckMessage({ ...server.ctx, clock: later.clock }, m)) checks++;
    });
    const seconds = (performance.now() - t1) / 1000;
    return {
      rules: jobs.length,
      dispatchMs: Math.round(dispatchMs),
      dispatchQueries: queries,
      enqueued,
      checks,
      seconds: Math.round(seconds * 100) / 100,
      checksPerMinute: Math.round((checks / seconds) * 60),
    } satisfies WatchdogThroughput;
  } finally {
    await bench.stop();
    await loki.close();
  }
}

if (process.argv[1]?.endsWith("watchdog-throughput.ts")) console.table([await watchdogThroughput()]);
