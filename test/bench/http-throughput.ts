// Authenticated GET throughput: the local server (auth + rate limit in DynamoDB Local + handler) against a
// bare node:http server answering the same JSON bytes, measured the same way in one run.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Pool } from "undici";
import { startDynamoDbLocal } from "../../scripts/dynamodb-local.mjs";
import { loadConfig } from "../../shared/runtime/config.js";
import { startLocalServer } from "../../shared/runtime/local-server.js";

export interface ThroughputResult {
  name: string;
  requests: number;
  seconds: number;
  rps: number;
  p50ms: number;
  p99ms: number;
  errors: number;
}

async function load(
  name: string,
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  opts: { seconds: number; concurrency: number },
): Promise<ThroughputResult> {
  const pool = new Pool(baseUrl, { connections: opts.concurrency, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const res = await pool.request({ path, method: "GET", headers });
        await res.body.text();
        if (res.statusCode !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] * 100) / 100;
  return {
    name,
    requests: latencies.length,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round(latencies.length / seconds),
    p50ms: pct(0.5),
    p99ms: pct(0.99),
    errors,
  };
}

/** `inMemory`: DynamoDB Local without its on-disk SQLite (as in tests), to separate our overhead from the emulator's disk writes. */
export async function httpThroughput(opts = { seconds: 5, concurrency: 16 }, inMemory = false) {
  const dataDir = mkdtempSync(join(tmpdir(), "logdx-bench-"));
  const memDb = inMemory ? await startDynamoDbLocal() : undefined;
  const server = await startLocalServer({
    config: { ...loadConfig({}), rateLimits: { read: 10_000_000, mutation: 10_000_000, analysis: 10_000_000 } },
    dataDir,
    port: 0,
    workers: false,
    dynamoEndpoint: memDb?.endpoint,
  });
  const headers = { authorization: `Bearer ${server.bootstrap.keys.org}` };
  const path = "/v1/config/projects";
  // The bare server answers exactly the bytes the real one does.
  const sample = await fetch(server.baseUrl + path, { headers });
  const body = await sample.text();
  const bare = createServer((_req, res) => {
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((ok) => bare.listen(0, "127.0.0.1", () => ok()));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  try {
    // Warm both (module loading, JIT, DynamoDB Local) before measuring.
    await load("warm-up", server.baseUrl, path, headers, { seconds: 1, concurrency: opts.concurrency });
    await load("warm-up", bareUrl, path, headers, { seconds: 1, concurrency: opts.concurrency });
    const bareResult = await load("bare node:http", bareUrl, path, headers, opts);
    const label = `logdx local, DynamoDB Local ${inMemory ? "in memory" : "on disk"} (GET /v1/config/projects)`;
    const logdx = await load(label, server.baseUrl, path, headers, opts);
    return { bare: bareResult, logdx, ratio: Math.round((logdx.rps / bareResult.rps) * 10000) / 10000 };
  } finally {
    bare.close();
    await server.stop();
    await memDb?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
