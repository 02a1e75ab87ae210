// One in-process local server per test file, on the run's DynamoDB Local, isolated by its own table and data dir.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Clock } from "../../shared/app-context.js";
import type { RouteDef } from "../../shared/route.types.js";
import { routes } from "../../shared/routes/table.js";
import { type Config, loadConfig } from "../../shared/runtime/config.js";
import { type LocalServer, startLocalServer } from "../../shared/runtime/local-server.js";

export interface TestServer extends LocalServer {
  dataDir: string;
  call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer <key>`. */
  key?: string;
  /** JSON-encoded unless `raw` is given. */
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export function testDynamoEndpoint(): string {
  const endpoint = loadConfig().testDynamoEndpoint;
  if (!endpoint) throw new Error("LOGDX_TEST_DYNAMODB_ENDPOINT is not set: run through `npm run jest`");
  return endpoint;
}

export async function callApi(baseUrl: string, method: string, path: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key !== undefined) headers.authorization = `Bearer ${opts.key}`;
  let body: string | Buffer | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(baseUrl + path, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json } as CallResult;
}

export async function startTestServer(
  opts: { config?: Partial<Config>; clock?: Clock; routes?: readonly RouteDef[]; workers?: boolean } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "logdx-test-"));
  const server = await startLocalServer({
    config: { ...loadConfig(), ...opts.config },
    dataDir,
    port: 0,
    dynamoEndpoint: testDynamoEndpoint(),
    tableName: `logdx-test-${randomUUID().slice(0, 8)}`,
    clock: opts.clock,
    // Idempotency waits poll quickly in tests.
    sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 10))),
    routes: opts.routes ?? routes,
    workers: opts.workers ?? false,
  });
  return {
    ...server,
    dataDir,
    call: (method, path, callOpts) => callApi(server.baseUrl, method, path, callOpts),
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
