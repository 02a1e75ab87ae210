// @logdx/sdk's waiting rules against real servers: a 429 waited out for its Retry-After (the local server on a test
// clock that the retry hook moves past the window), and per-attempt timeouts on a server that never answers.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createClient, type LogdxApiError, type RetryInfo } from "../../../sdk/src/index.js";
import { startTestServer, type TestServer } from "../../support/local-server.js";
import { createTestClock } from "../../support/test-clock.js";

// One second before the window ends, so the 429 asks for Retry-After: 1.
const clock = createTestClock("2026-03-01T12:00:59Z");
let server: TestServer;
let silent: Server;
let silentUrl: string;

beforeAll(async () => {
  server = await startTestServer({ clock, config: { rateLimits: { read: 1, windowSeconds: 60 } } });
  silent = createServer(() => {
    // accepts and never answers
  });
  await new Promise<void>((ok) => silent.listen(0, "127.0.0.1", ok));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.stop();
  silent.closeAllConnections();
  await new Promise((ok) => silent.close(ok));
});

describe("429", () => {
  it("waits at least Retry-After, then the retry succeeds in the next window", async () => {
    const retries: RetryInfo[] = [];
    const client = createClient({
      baseUrl: server.baseUrl,
      apiKey: server.bootstrap.keys.secret,
      backoff: { baseMs: 1, maxMs: 5 },
      onRetry: (r) => {
        retries.push(r);
        clock.advance(60_000);
      },
    });
    await client.analyses.list();
    const page = await client.analyses.list();
    expect(page.data).toEqual(expect.any(Array));
    expect(retries).toHaveLength(1);
    const error = retries[0].error as LogdxApiError;
    expect([error.status, error.code, error.retryAfterSeconds]).toEqual([429, "RATE_LIMITED", 1]);
    expect(retries[0].delayMs).toBeGreaterThanOrEqual(1000);
  });

  it("with no retries left, the 429 is thrown with its Retry-After", async () => {
    const client = createClient({ baseUrl: server.baseUrl, apiKey: server.bootstrap.keys.public, maxRetries: 0 });
    await client.analyses.list();
    const err = (await client.analyses.list().catch((e: unknown) => e)) as LogdxApiError;
    expect([err.status, err.code, err.retryAfterSeconds]).toEqual([429, "RATE_LIMITED", 1]);
  });
});

describe("timeouts", () => {
  it("each attempt has its timeout; a GET is retried and then LogdxTimeoutError is thrown", async () => {
    const retries: RetryInfo[] = [];
    const client = createClient({
      baseUrl: silentUrl,
      apiKey: "svc_secret_x",
      timeoutMs: 50,
      maxRetries: 1,
      backoff: { baseMs: 1, maxMs: 5 },
      onRetry: (r) => retries.push(r),
    });
    const err = await client.analyses.get("a").catch((e: unknown) => e);
    expect(err).toMatchObject({ name: "LogdxTimeoutError", code: "TIMEOUT" });
    expect(retries.map((r) => r.error.code)).toEqual(["TIMEOUT"]);
  });

  it("an AbortSignal stops a call in flight, without retrying", async () => {
    const abort = new AbortController();
    const client = createClient({ baseUrl: silentUrl, apiKey: "svc_secret_x" });
    const call = client.analyses.list(undefined, { signal: abort.signal }).catch((e: unknown) => e);
    abort.abort();
    expect(await call).toMatchObject({ name: "LogdxAbortError", code: "ABORTED" });
  });
});
