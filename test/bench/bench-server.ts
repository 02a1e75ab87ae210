// A local server for benches: its own DynamoDB Local (in memory) and data dir, private networking allowed (the
// fakes listen on loopback), rate ceilings out of the way. `stop` undoes all of it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDynamoDbLocal } from "../../scripts/dynamodb-local.mjs";
import { loadConfig } from "../../shared/runtime/config.js";
import { startLocalServer } from "../../shared/runtime/local-server.js";

export async function startBenchServer(opts: { workers: boolean }) {
  const dataDir = mkdtempSync(join(tmpdir(), "logdx-bench-"));
  const db = await startDynamoDbLocal();
  const server = await startLocalServer({
    config: {
      ...loadConfig({}),
      allowPrivateNetwork: true,
      rateLimits: { read: 10_000_000, mutation: 10_000_000, analysis: 10_000_000 },
    },
    dataDir,
    port: 0,
    workers: opts.workers,
    dynamoEndpoint: db.endpoint,
  });
  return {
    server,
    async stop() {
      await server.stop();
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
