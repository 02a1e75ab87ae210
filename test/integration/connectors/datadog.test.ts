import { createConnector } from "../../../shared/connectors/create-connector.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import { startFakeDatadog } from "../../fakes/datadog.js";
import { CORPUS_END } from "../../fakes/log-corpus.js";
import { drain, runConnectorContract, WINDOW } from "./contract.js";

const API_KEY = "0f3c9a1b2c3d4e5f60718293a4b5c6d7";
const APP_KEY = "9ab1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d";

describe("datadog connector against the Datadog fake", () => {
  runConnectorContract({
    type: "datadog",
    sources: { main: "main", payments: "payments" },
    startFake: (lines) => startFakeDatadog({ lines, apiKey: API_KEY, appKey: APP_KEY }),
    connection: (_fake, valid) => ({
      type: "datadog",
      credentials: { apiKey: valid ? API_KEY : "bad-api-key-000000000000", appKey: APP_KEY },
      sources: ["main", "payments"],
      settings: { site: "datadoghq.eu" },
    }),
    overrides: (fake) => ({ datadog: fake.url }),
    secrets: [API_KEY, APP_KEY, "bad-api-key-000000000000"],
    isReadRequest: (r) => r.path === "/api/v2/logs/events/search",
    expectedDiscovery: [
      { name: "main", kind: "index" },
      { name: "payments", kind: "index" },
    ],
  });
});

describe("datadog specifics", () => {
  const http = createOutgoingHttp({ allowPrivateNetwork: true });

  test("X-RateLimit-Reset beyond what the deadline allows gives RATE_LIMITED without waiting", async () => {
    const fake = await startFakeDatadog({ apiKey: API_KEY, appKey: APP_KEY, throttleResetSeconds: 600 });
    try {
      fake.setFault({ kind: "throttle" });
      const c = createConnector(
        { type: "datadog", credentials: { apiKey: API_KEY, appKey: APP_KEY }, sources: ["main"] },
        { http, endpointOverrides: { datadog: fake.url }, now: () => CORPUS_END },
      );
      const read = c.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 10 });
      await expect(drain(read)).rejects.toMatchObject({ code: "RATE_LIMITED", headers: { "Retry-After": "600" } });
      expect(fake.requests.length).toBe(1);
    } finally {
      await fake.close();
    }
  });

  test("a short Retry-After is honoured when the deadline leaves room", async () => {
    const fake = await startFakeDatadog({ apiKey: API_KEY, appKey: APP_KEY, throttleResetSeconds: 0 });
    try {
      fake.setFault({ kind: "throttle", times: 1 });
      const c = createConnector(
        { type: "datadog", credentials: { apiKey: API_KEY, appKey: APP_KEY }, sources: ["main"] },
        { http, endpointOverrides: { datadog: fake.url }, now: () => CORPUS_END, pageSize: 1000 },
      );
      const records = await drain(c.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 50 }));
      expect(records).toHaveLength(50);
      expect(fake.requests.map((r) => r.headers["dd-api-key"])).toEqual([API_KEY, API_KEY]);
      const body = JSON.parse(fake.requests[1].body);
      expect(body).toMatchObject({ sort: "-timestamp", filter: { indexes: ["main"] }, page: { limit: 51 } });
    } finally {
      await fake.close();
    }
  });

  test("a 503 whose X-RateLimit-Reset is far off (Datadog sends it on every answer) is retried, then succeeds", async () => {
    const fake = await startFakeDatadog({
      apiKey: API_KEY,
      appKey: APP_KEY,
      rateLimit: { limit: 100_000, periodSeconds: 3600 },
      now: () => CORPUS_END,
    });
    try {
      fake.setFault({ kind: "server_error", times: 2 });
      // The fake's 503 really carries a reset well beyond maxRetryAfterMs (20 s).
      const probe = await fetch(`${fake.url}/api/v2/logs/events/search`, { method: "POST", body: "{}" });
      expect(probe.status).toBe(503);
      expect(Number(probe.headers.get("x-ratelimit-reset"))).toBeGreaterThan(20);
      const c = createConnector(
        { type: "datadog", credentials: { apiKey: API_KEY, appKey: APP_KEY }, sources: ["main"] },
        { http, endpointOverrides: { datadog: fake.url }, now: () => CORPUS_END, retry: { baseDelayMs: 5 } },
      );
      const read = c.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 20 });
      expect(await drain(read)).toHaveLength(20);
      expect(read.outcome.failures).toEqual([]);
      const result = await c.test(AbortSignal.timeout(5_000));
      expect(result).toMatchObject({ ok: true });
      // probe + failed attempt + retried read + the test() sample
      expect(fake.requests.length).toBe(4);
    } finally {
      await fake.close();
    }
  });

  test("test() and discover() with a deadline: a wait that would overrun it is RATE_LIMITED at once, not a timeout", async () => {
    const fake = await startFakeDatadog({ apiKey: API_KEY, appKey: APP_KEY, throttleResetSeconds: 5 });
    try {
      fake.setFault({ kind: "throttle", scope: "all" });
      const c = createConnector(
        { type: "datadog", credentials: { apiKey: API_KEY, appKey: APP_KEY }, sources: ["main"] },
        { http, endpointOverrides: { datadog: fake.url } },
      );
      // 5 s asked, 3 s left: without the deadline it would sleep into the abort and report UPSTREAM_TIMEOUT.
      const result = await c.test(AbortSignal.timeout(3_000), Date.now() + 3_000);
      expect(result).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
      await expect(c.discover(AbortSignal.timeout(3_000), Date.now() + 3_000)).rejects.toMatchObject({
        code: "RATE_LIMITED",
      });
      expect(fake.requests).toHaveLength(2);
    } finally {
      await fake.close();
    }
  });

  test("discovery falls back to * when the app key may not list indexes but the API key is valid", async () => {
    const fake = await startFakeDatadog({ apiKey: API_KEY, appKey: APP_KEY, forbidIndexList: true });
    try {
      const c = createConnector(
        { type: "datadog", credentials: { apiKey: API_KEY, appKey: APP_KEY }, sources: ["main"] },
        { http, endpointOverrides: { datadog: fake.url } },
      );
      expect(await c.discover(AbortSignal.timeout(5_000))).toEqual([{ name: "*", kind: "index" }]);
    } finally {
      await fake.close();
    }
  });
});
