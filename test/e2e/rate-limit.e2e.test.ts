// Fixed-window rate limits per key × category: headers on every response, 429 + Retry-After.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startTestServer, type TestServer } from "../support/local-server.js";
import { routesWithProbes } from "../support/probe-routes.js";
import { createTestClock } from "../support/test-clock.js";

// 10 s into a 60 s window, so the window cannot roll over mid-test.
const clock = createTestClock("2026-03-01T12:00:10Z");
let s: TestServer;
let org: string;
let secret: string;
let pub: string;

beforeAll(async () => {
  s = await startTestServer({
    clock,
    routes: routesWithProbes,
    config: { rateLimits: { read: 3, mutation: 3, analysis: 1, windowSeconds: 60 } },
  });
  ({ org, secret, public: pub } = s.bootstrap.keys);
});
afterAll(() => s.stop());

const reset = String(Date.parse("2026-03-01T12:01:00Z") / 1000);
const rate = (h: Headers) => [h.get("x-ratelimit-limit"), h.get("x-ratelimit-remaining"), h.get("x-ratelimit-reset")];

describe("rate limits", () => {
  it("counts reads per key and answers 429 RATE_LIMITED with Retry-After once the ceiling is passed", async () => {
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push(rate((await s.call("GET", "/v1/probe/config", { key: secret })).headers));
    expect(seen).toEqual([
      ["3", "2", reset],
      ["3", "1", reset],
      ["3", "0", reset],
    ]);
    const limited = await s.call("GET", "/v1/probe/config", { key: secret });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("RATE_LIMITED");
    expect(limited.headers.get("retry-after")).toBe("50");
    expect(limited.json.error.message).toMatch(/50 seconds/);
    expect(rate(limited.headers)).toEqual(["3", "0", reset]);
    expect(limited.headers.get("x-request-id")).toBe(limited.json.error.requestId);
    // Another key has its own window.
    expect((await s.call("GET", "/v1/probe/read", { key: pub })).status).toBe(200);
    // The next window starts afresh.
    clock.advance(60_000);
    const next = await s.call("GET", "/v1/probe/config", { key: secret });
    expect(next.status).toBe(200);
    expect(next.headers.get("x-ratelimit-remaining")).toBe("2");
  });

  it("categories are separate: mutation and analysis have their own ceilings", async () => {
    const a = await s.call("POST", "/v1/probe/analyses", { key: pub, body: { n: 1 } });
    expect(rate(a.headers).slice(0, 2)).toEqual(["1", "0"]);
    const b = await s.call("POST", "/v1/probe/analyses", { key: pub, body: { n: 1 } });
    expect(b.status).toBe(429);
    const m = await s.call("POST", "/v1/probe/quota", { key: secret });
    expect(rate(m.headers).slice(0, 2)).toEqual(["3", "2"]);
  });

  it("every response carries the headers: errors, unknown routes, public routes, replays", async () => {
    clock.advance(60_000);
    const responses = [
      await s.call("GET", "/health"),
      await s.call("GET", "/no/such/route"),
      await s.call("GET", "/v1/config/projects"),
      await s.call("GET", "/v1/config/projects", { key: secret }),
      await s.call("POST", "/v1/config/projects", { key: org, raw: "{bad json" }),
      await s.call("POST", "/v1/config/projects", {
        key: org,
        body: { name: "R" },
        headers: { "idempotency-key": "r1" },
      }),
    ];
    const replay = await s.call("POST", "/v1/config/projects", {
      key: org,
      body: { name: "R" },
      headers: { "idempotency-key": "r1" },
    });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    responses.push(replay);
    expect(responses.map((r) => r.status)).toEqual([200, 404, 401, 403, 400, 201, 201]);
    for (const r of responses) {
      expect(r.headers.get("x-request-id")).toEqual(expect.any(String));
      const [limit, remaining, resetAt] = rate(r.headers);
      expect(Number(limit)).toBeGreaterThan(0);
      expect(Number(remaining)).toBeGreaterThanOrEqual(0);
      expect(Number(resetAt)).toBeGreaterThan(clock.now().getTime() / 1000);
    }
  });

  it("POST /v1/analyses spends the analysis category: 429 + Retry-After at its ceiling while reads still pass", async () => {
    clock.advance(60_000);
    // an analysis needs an active log source (API-DECISIONS); this one is unreachable, so the run fails fast
    const source = await s.call("POST", "/v1/config/log-sources", {
      key: org,
      headers: { "x-project-id": s.bootstrap.projectId },
      body: { type: "loki", name: "l", credentials: { host: "http://127.0.0.1:9" }, sources: ['{app="a"}'] },
    });
    expect(source.status).toBe(201);
    const end = clock.now().getTime();
    const body = {
      description: "rate limited",
      timeStart: new Date(end - 10 * 60_000).toISOString(),
      timeEnd: new Date(end).toISOString(),
    };
    const first = await s.call("POST", "/v1/analyses", { key: secret, body });
    expect(first.status).toBe(202);
    expect(rate(first.headers).slice(0, 2)).toEqual(["1", "0"]);
    const limited = await s.call("POST", "/v1/analyses", { key: secret, body });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const read = await s.call("GET", "/v1/analyses", { key: secret });
    expect(read.status).toBe(200);
    expect(read.json.data.map((a: { id: string }) => a.id)).toEqual([first.json.data.id]);
  });

  it("concurrent requests of one key: the ceiling's worth answer 200, each with its own remaining count; the rest 429", async () => {
    clock.advance(60_000);
    const all = await Promise.all(Array.from({ length: 8 }, () => s.call("GET", "/v1/config/projects", { key: org })));
    const ok = all.filter((r) => r.status === 200);
    expect(ok.map((r) => r.headers.get("x-ratelimit-remaining")).sort()).toEqual(["0", "1", "2"]);
    const limited = all.filter((r) => r.status !== 200);
    expect(limited.map((r) => [r.status, r.json.error.code, r.json.data])).toEqual(
      Array(5).fill([429, "RATE_LIMITED", undefined]),
    );
    for (const r of limited) expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a read over the ceiling is a 429 whatever the read would have answered (an invalid query, a missing id)", async () => {
    clock.advance(60_000);
    for (let i = 0; i < 3; i++) expect((await s.call("GET", "/v1/config/projects", { key: org })).status).toBe(200);
    const badQuery = await s.call("GET", "/v1/analyses?limit=1000", { key: secret });
    expect(badQuery.status).toBe(400);
    const overBadQuery = await s.call("GET", "/v1/analyses?limit=1000", {
      key: org,
      headers: { "x-project-id": s.bootstrap.projectId },
    });
    expect([overBadQuery.status, overBadQuery.json.error.code]).toEqual([429, "RATE_LIMITED"]);
    const overMissing = await s.call("GET", "/v1/config/projects/no-such-project/stats", { key: org });
    expect([overMissing.status, overMissing.json.error.code]).toEqual([429, "RATE_LIMITED"]);
    expect(overMissing.headers.get("retry-after")).toEqual(expect.any(String));
  });
});
