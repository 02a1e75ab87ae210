// Idempotency-Key (SPEC §4.5, API-DECISIONS): replay, conflicts, scope, concurrency, limits.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startTestServer, type TestServer } from "../support/local-server.js";
import { routesWithProbes, slowGate } from "../support/probe-routes.js";
import { createTestClock } from "../support/test-clock.js";

const TTL_SECONDS = 3600;
// Moved by hand for expiry and in-progress deadlines; never moves by itself.
const clock = createTestClock();

let s: TestServer;
let org: string;
let pub: string;

beforeAll(async () => {
  s = await startTestServer({
    routes: routesWithProbes,
    clock,
    config: { rateLimits: { read: 10_000, mutation: 10_000, analysis: 10_000 }, idempotencyTtlSeconds: TTL_SECONDS },
  });
  ({ org, public: pub } = s.bootstrap.keys);
});
afterAll(() => s.stop());

const idem = (key: string) => ({ "idempotency-key": key });
const headerMap = (h: Headers) => {
  const out: Record<string, string> = {};
  h.forEach((v, k) => {
    if (
      !["date", "x-request-id", "x-ratelimit-remaining", "idempotent-replayed", "connection", "keep-alive"].includes(k)
    ) {
      out[k] = v;
    }
  });
  return out;
};

describe("Idempotency-Key", () => {
  it("replays the stored status, body and headers byte for byte, marked Idempotent-Replayed", async () => {
    const first = await s.call("POST", "/v1/config/projects", {
      key: org,
      body: { name: "Replay me", description: "d" },
      headers: idem("k-replay"),
    });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // Same body with other key order and whitespace.
    const second = await s.call("POST", "/v1/config/projects", {
      key: org,
      raw: '{ "description" : "d",\n "name": "Replay me" }',
      headers: idem("k-replay"),
    });
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(headerMap(second.headers)).toEqual(headerMap(first.headers));
    // Each response still has its own request id and rate-limit headers.
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(second.headers.get("x-ratelimit-limit")).toBe("10000");
    const list = await s.call("GET", "/v1/config/projects", { key: org });
    expect(list.json.data.filter((p: { name: string }) => p.name === "Replay me")).toHaveLength(1);
  });

  it("409 IDEMPOTENCY_KEY_CONFLICT when the key is reused with another body", async () => {
    await s.call("POST", "/v1/config/projects", {
      key: org,
      body: { name: "First body" },
      headers: idem("k-conflict"),
    });
    const res = await s.call("POST", "/v1/config/projects", {
      key: org,
      body: { name: "Second body" },
      headers: idem("k-conflict"),
    });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("IDEMPOTENCY_KEY_CONFLICT");
    expect(res.json.error.requestId).toEqual(expect.any(String));
  });

  it("a key is private to the API key that sent it", async () => {
    const other = await s.call("POST", "/v1/config/api-keys", { key: org, body: { kind: "org", name: "second org" } });
    const body = { kind: "public", name: "sdk", projectId: s.bootstrap.projectId };
    const a = await s.call("POST", "/v1/config/api-keys", { key: org, body, headers: idem("shared-key") });
    const b = await s.call("POST", "/v1/config/api-keys", {
      key: other.json.data.key,
      body,
      headers: idem("shared-key"),
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(b.json.data.id).not.toBe(a.json.data.id);
  });

  it("20 concurrent identical POSTs create exactly one project", async () => {
    const send = () =>
      s.call("POST", "/v1/config/projects", {
        key: org,
        body: { name: "Concurrent", slug: "concurrent" },
        headers: idem("k-race"),
      });
    const results = await Promise.all(Array.from({ length: 20 }, send));
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.json.data.id)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      // Duplicates still running when the first finishes answer 409 CONFLICT with Retry-After.
      expect(r.status).toBe(409);
      expect(r.json.error.code).toBe("CONFLICT");
      expect(r.headers.get("retry-after")).toBe("1");
    }
    const list = await s.call("GET", "/v1/config/projects", { key: org });
    expect(list.json.data.filter((p: { slug: string }) => p.slug === "concurrent")).toHaveLength(1);
  });

  it("keys over 255 characters are 400 VALIDATION_ERROR; 255 is fine", async () => {
    const long = await s.call("POST", "/v1/probe/analyses", {
      key: pub,
      body: { n: 1 },
      headers: idem("x".repeat(256)),
    });
    expect(long.status).toBe(400);
    expect(long.json.error.code).toBe("VALIDATION_ERROR");
    expect(long.json.error.details.issues[0].path).toBe("Idempotency-Key");
    const ok = await s.call("POST", "/v1/probe/analyses", { key: pub, body: { n: 1 }, headers: idem("y".repeat(255)) });
    expect(ok.status).toBe(202);
  });

  it("validation failures are not stored: the same key then succeeds with a valid body", async () => {
    const bad = await s.call("POST", "/v1/probe/analyses", {
      key: pub,
      body: { n: "one" },
      headers: idem("k-invalid"),
    });
    expect(bad.status).toBe(400);
    const good = await s.call("POST", "/v1/probe/analyses", { key: pub, body: { n: 1 }, headers: idem("k-invalid") });
    expect(good.status).toBe(202);
    const again = await s.call("POST", "/v1/probe/analyses", { key: pub, body: { n: 1 }, headers: idem("k-invalid") });
    expect(again.text).toBe(good.text);
  });

  it("other 4xx outcomes are stored and replayed (a taken slug stays a 409 CONFLICT)", async () => {
    await s.call("POST", "/v1/config/projects", { key: org, body: { name: "Taken", slug: "taken" } });
    const first = await s.call("POST", "/v1/config/projects", {
      key: org,
      body: { name: "Taken again", slug: "taken" },
      headers: idem("k-4xx"),
    });
    expect(first.json.error.code).toBe("CONFLICT");
    const replay = await s.call("POST", "/v1/config/projects", {
      key: org,
      body: { name: "Taken again", slug: "taken" },
      headers: idem("k-4xx"),
    });
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    // The replay is the stored response, byte for byte: its body names the original request, while
    // X-Request-Id names this exchange.
    expect(replay.json.error.requestId).toBe(first.headers.get("x-request-id"));
    expect(replay.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("routes that do not honour the header ignore it", async () => {
    const a = await s.call("GET", "/v1/config/projects", { key: org, headers: idem("x".repeat(300)) });
    expect(a.status).toBe(200);
  });

  it("5xx responses are not stored, so a retry can succeed", async () => {
    const realStore = s.ctx.store;
    const body = { kind: "public", name: "after outage", projectId: s.bootstrap.projectId };
    // Let auth, rate limit and the idempotency claim through, then fail the store on the write itself.
    const send = realStore.doc.send.bind(realStore.doc);
    let failPuts = true;
    (realStore.doc as any).send = (cmd: any) => {
      if (failPuts && cmd.constructor.name === "PutCommand" && cmd.input.Item?.type === "apiKey") {
        return Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
      }
      return send(cmd);
    };
    try {
      const failed = await s.call("POST", "/v1/config/api-keys", { key: org, body, headers: idem("k-5xx") });
      expect(failed.status).toBe(503);
      expect(failed.json.error.code).toBe("SERVICE_UNAVAILABLE");
      expect(failed.headers.get("retry-after")).toEqual(expect.any(String));
      failPuts = false;
      const retried = await s.call("POST", "/v1/config/api-keys", { key: org, body, headers: idem("k-5xx") });
      expect(retried.status).toBe(201);
      expect(retried.headers.get("idempotent-replayed")).toBeNull();
    } finally {
      (realStore.doc as any).send = send;
    }
  });

  it("no 400 is stored, whatever its code: a corrected retry with the same key runs", async () => {
    const badSlug = await s.call("POST", "/v1/config/projects", {
      key: org,
      body: { name: "Fix me", slug: "Not A Slug" },
      headers: idem("k-bad-slug"),
    });
    expect([badSlug.status, badSlug.json.error.code]).toEqual([400, "INVALID_PROJECT_SLUG"]);
    const fixed = await s.call("POST", "/v1/config/projects", {
      key: org,
      body: { name: "Fix me", slug: "fix-me" },
      headers: idem("k-bad-slug"),
    });
    expect(fixed.status).toBe(201);
    expect(fixed.json.data.slug).toBe("fix-me");

    const projectId = s.bootstrap.projectId;
    const badPerms = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "public", name: "sdk", projectId, permissions: ["config:write"] },
      headers: idem("k-bad-perms"),
    });
    expect(badPerms.json.error.code).toBe("INVALID_PUBLIC_KEY_PERMISSIONS");
    const fixedPerms = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "public", name: "sdk", projectId, permissions: ["analysis:read"] },
      headers: idem("k-bad-perms"),
    });
    expect(fixedPerms.status).toBe(201);
  });

  it("a retry through the alias path replays (POST /v1/projects = POST /v1/config/projects)", async () => {
    const body = { name: "Alias retry" };
    const first = await s.call("POST", "/v1/config/projects", { key: org, body, headers: idem("k-alias") });
    expect(first.status).toBe(201);
    const viaAlias = await s.call("POST", "/v1/projects", { key: org, body, headers: idem("k-alias") });
    expect(viaAlias.status).toBe(201);
    expect(viaAlias.headers.get("idempotent-replayed")).toBe("true");
    expect(viaAlias.text).toBe(first.text);
    const list = await s.call("GET", "/v1/config/projects", { key: org });
    expect(list.json.data.filter((p: { name: string }) => p.name === "Alias retry")).toHaveLength(1);
  });

  it("an in-flight duplicate waits, then answers 409 CONFLICT with Retry-After and the rate-limit headers", async () => {
    const send = () => s.call("POST", "/v1/probe/slow", { key: pub, body: { n: 1 }, headers: idem("k-in-flight") });
    const first = send();
    await slowGate.arrived();
    const duplicate = await send();
    expect([duplicate.status, duplicate.json.error.code]).toEqual([409, "CONFLICT"]);
    expect(duplicate.headers.get("retry-after")).toBe("1");
    expect(duplicate.headers.get("x-ratelimit-limit")).toBe("10000");
    expect(Number(duplicate.headers.get("x-ratelimit-remaining"))).toBeGreaterThanOrEqual(0);
    expect(duplicate.headers.get("x-ratelimit-reset")).toMatch(/^\d+$/);
    expect(duplicate.headers.get("x-request-id")).toBe(duplicate.json.error.requestId);
    slowGate.releaseAll();
    const done = await first;
    expect(done.status).toBe(202);
    // The refused duplicate stored nothing: the first one's answer is what replays.
    const again = await send();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.text).toBe(done.text);
  });

  it("an IN_PROGRESS record abandoned past its deadline is taken over by the next request", async () => {
    const send = () => s.call("POST", "/v1/probe/slow", { key: pub, body: { n: 2 }, headers: idem("k-abandoned") });
    const stuck = send();
    await slowGate.arrived(1);
    // Past the in-progress deadline (the function's remaining time, under 29 s locally).
    clock.advance(30_000);
    const takeover = send();
    await slowGate.arrived(2);
    slowGate.releaseAll();
    const [stuckRes, takeoverRes] = await Promise.all([stuck, takeover]);
    expect([stuckRes.status, takeoverRes.status]).toEqual([202, 202]);
    expect(takeoverRes.headers.get("idempotent-replayed")).toBeNull();
    // The record belongs to the request that took it over; the stale holder could not overwrite it.
    const replay = await send();
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.text).toBe(takeoverRes.text);
  });

  it("records expire after LOGDX_IDEMPOTENCY_TTL_SECONDS: a request after expiry runs anew", async () => {
    const send = () => s.call("POST", "/v1/probe/analyses", { key: pub, body: { n: 7 }, headers: idem("k-ttl") });
    const first = await send();
    expect(first.status).toBe(202);
    clock.advance((TTL_SECONDS - 1) * 1000);
    const within = await send();
    expect(within.headers.get("idempotent-replayed")).toBe("true");
    expect(within.text).toBe(first.text);
    clock.advance(2000);
    const after = await send();
    expect(after.status).toBe(202);
    expect(after.headers.get("idempotent-replayed")).toBeNull();
    expect(after.text).not.toBe(first.text);
    const again = await send();
    expect(again.text).toBe(after.text);
  });
});
