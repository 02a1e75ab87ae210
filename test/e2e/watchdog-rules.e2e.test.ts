// Watchdog rule endpoints over HTTP (SPEC §2.5, API-DECISIONS "Watchdog rules"): create per type with the
// defaults, validation (RE2 patterns, bounds, schedules), list, get, update/toggle, delete then 410, the
// 100-rule limit and Idempotency-Key on create.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { CallOptions, CallResult } from "../support/local-server.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

let s: TestServer;
let secret: string;
const call = (method: string, path: string, opts: CallOptions = {}) => s.call(method, path, { key: secret, ...opts });
const create = (body: unknown, opts: CallOptions = {}) => call("POST", "/v1/config/monitoring", { body, ...opts });

function expectError(res: CallResult, status: number, code: string) {
  expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status, code });
  expect(res.json.error.requestId).toEqual(expect.any(String));
}

const base = {
  name: "Checkout errors",
  schedule: { kind: "fixed", intervalSeconds: 300 },
  lookbackSeconds: 600,
  action: "notify",
};
const bodies = {
  error_count: { ...base, type: "error_count", condition: { threshold: 10 } },
  error_rate: { ...base, type: "error_rate", condition: { thresholdPercent: 5, minLines: 100 } },
  pattern_match: { ...base, type: "pattern_match", condition: { pattern: "OutOfMemoryError|panic: .*" } },
  spike: { ...base, type: "spike", condition: { factor: 3, minCount: 20 } },
} as const;

beforeAll(async () => {
  s = await startTestServer({ config: { rateLimits: { read: 100_000, mutation: 100_000, analysis: 100_000 } } });
  secret = s.bootstrap.keys.secret;
});

afterAll(async () => {
  await s?.stop();
});

describe("create", () => {
  it.each(Object.entries(bodies))("201 for %s with the defaults filled in", async (type, body) => {
    const before = Date.now();
    const res = await create(body);
    expect(res.status).toBe(201);
    const rule = res.json.data;
    expect(rule).toMatchObject({
      name: body.name,
      type,
      enabled: true,
      schedule: body.schedule,
      lookbackSeconds: 600,
      action: "notify",
      cooldownSeconds: 900,
      dailyCap: 24,
      dedupWindowSeconds: 3600,
      lastCheckedAt: null,
      lastTriggeredAt: null,
    });
    expect(rule.id).toMatch(/^[0-9a-f-]{36}$/);
    const next = Date.parse(rule.nextCheckAt) - Date.parse(rule.createdAt);
    expect(next).toBe(300_000);
    expect(Date.parse(rule.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("fills the pattern threshold and spike baseline defaults", async () => {
    const p = await create(bodies.pattern_match);
    expect(p.json.data.condition).toEqual({ pattern: "OutOfMemoryError|panic: .*", threshold: 1 });
    const sp = await create(bodies.spike);
    expect(sp.json.data.condition).toEqual({ factor: 3, baselineWindows: 6, minCount: 20 });
  });

  it("keeps sourceIds, query, severity, auto_analyze and a randomized schedule within its bounds", async () => {
    const sourceId = "3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b";
    const res = await create({
      ...bodies.error_count,
      sourceIds: [sourceId],
      query: 'service="checkout"',
      severity: "critical",
      action: "auto_analyze",
      schedule: { kind: "randomized", minSeconds: 120, maxSeconds: 600 },
      cooldownSeconds: 0,
      dailyCap: 3,
      dedupWindowSeconds: 60,
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      sourceIds: [sourceId],
      query: 'service="checkout"',
      severity: "critical",
      action: "auto_analyze",
      cooldownSeconds: 0,
      dailyCap: 3,
      dedupWindowSeconds: 60,
    });
    const next = Date.parse(res.json.data.nextCheckAt) - Date.parse(res.json.data.createdAt);
    expect(next).toBeGreaterThanOrEqual(120_000);
    expect(next).toBeLessThanOrEqual(600_000);
  });

  it("a disabled rule has no next check", async () => {
    const res = await create({ ...bodies.error_count, enabled: false });
    expect(res.json.data).toMatchObject({ enabled: false, nextCheckAt: null });
  });

  it("an invalid RE2 pattern is a 400 naming it; a JS-only construct is refused too", async () => {
    for (const pattern of ["(unclosed", "a(?=b)", "\\1"]) {
      const res = await create({ ...bodies.pattern_match, condition: { pattern } });
      expectError(res, 400, "VALIDATION_ERROR");
      const issue = res.json.error.details.issues.find((i: { path: string }) => i.path === "condition.pattern");
      expect(issue.message).toContain(JSON.stringify(pattern));
    }
  });

  it.each([
    ["missing type", { ...base, condition: { threshold: 1 } }, "type"],
    ["unknown type", { ...bodies.error_count, type: "latency" }, "type"],
    ["threshold 0", { ...bodies.error_count, condition: { threshold: 0 } }, "condition.threshold"],
    [
      "rate above 100",
      { ...bodies.error_rate, condition: { thresholdPercent: 101, minLines: 1 } },
      "condition.thresholdPercent",
    ],
    [
      "rate of 0",
      { ...bodies.error_rate, condition: { thresholdPercent: 0, minLines: 1 } },
      "condition.thresholdPercent",
    ],
    ["spike factor 1", { ...bodies.spike, condition: { factor: 1, minCount: 1 } }, "condition.factor"],
    ["condition of another type", { ...bodies.error_count, condition: { factor: 2, minCount: 1 } }, "condition"],
    [
      "interval below 60",
      { ...base, type: "error_count", condition: { threshold: 1 }, schedule: { kind: "fixed", intervalSeconds: 59 } },
      "schedule.intervalSeconds",
    ],
    [
      "interval above a day",
      { ...bodies.error_count, schedule: { kind: "fixed", intervalSeconds: 86_401 } },
      "schedule.intervalSeconds",
    ],
    [
      "randomized max < min",
      { ...bodies.error_count, schedule: { kind: "randomized", minSeconds: 600, maxSeconds: 120 } },
      "schedule.maxSeconds",
    ],
    ["lookback above a day", { ...bodies.error_count, lookbackSeconds: 86_401 }, "lookbackSeconds"],
    ["bad action", { ...bodies.error_count, action: "page" }, "action"],
    ["bad severity", { ...bodies.error_count, severity: "info" }, "severity"],
    ["name too long", { ...bodies.error_count, name: "x".repeat(256) }, "name"],
    ["sourceIds not uuids", { ...bodies.error_count, sourceIds: ["abc"] }, "sourceIds.0"],
    ["unknown field", { ...bodies.error_count, colour: "red" }, ""],
  ])("400 VALIDATION_ERROR for %s", async (_label, body, path) => {
    const res = await create(body);
    expectError(res, 400, "VALIDATION_ERROR");
    expect(res.json.error.details.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("Idempotency-Key replays the same rule and refuses another body", async () => {
    const headers = { "idempotency-key": "wd-create-1" };
    const a = await create(bodies.error_count, { headers });
    const b = await create(bodies.error_count, { headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.json.data.id).toBe(a.json.data.id);
    expectError(await create({ ...bodies.error_count, name: "Other" }, { headers }), 409, "IDEMPOTENCY_KEY_CONFLICT");
  });

  it("needs config:write and a key", async () => {
    expectError(await s.call("POST", "/v1/config/monitoring", { body: bodies.error_count }), 401, "UNAUTHORIZED");
  });
});

describe("list, get, update, delete", () => {
  it("lists the rules oldest first and gets one", async () => {
    const made = await create({ ...bodies.error_count, name: "Listed" });
    const list = await call("GET", "/v1/config/monitoring");
    expect(list.status).toBe(200);
    const names = list.json.data.map((r: { name: string }) => r.name);
    expect(names[names.length - 1]).toBe("Listed");
    const got = await call("GET", `/v1/config/monitoring/${made.json.data.id}`);
    expect(got.status).toBe(200);
    expect(got.json.data).toEqual(made.json.data);
  });

  it("PUT {enabled:false} toggles off (no next check) and {enabled:true} plans the next one", async () => {
    const id = (await create(bodies.error_rate)).json.data.id;
    const off = await call("PUT", `/v1/config/monitoring/${id}`, { body: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({ enabled: false, nextCheckAt: null, condition: bodies.error_rate.condition });
    const on = await call("PUT", `/v1/config/monitoring/${id}`, { body: { enabled: true } });
    expect(on.json.data.enabled).toBe(true);
    expect(Date.parse(on.json.data.nextCheckAt)).toBeGreaterThan(Date.parse(off.json.data.updatedAt));
    expect((await call("GET", `/v1/config/monitoring/${id}`)).json.data.enabled).toBe(true);
  });

  it("PUT takes any subset, validates the merged rule and can change the type with a condition", async () => {
    const id = (await create(bodies.error_count)).json.data.id;
    const renamed = await call("PUT", `/v1/config/monitoring/${id}`, {
      body: { name: "Renamed", condition: { threshold: 50 }, schedule: { kind: "fixed", intervalSeconds: 3600 } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ name: "Renamed", type: "error_count", condition: { threshold: 50 } });
    expect(Date.parse(renamed.json.data.nextCheckAt) - Date.parse(renamed.json.data.updatedAt)).toBe(3_600_000);

    expectError(
      await call("PUT", `/v1/config/monitoring/${id}`, { body: { type: "pattern_match" } }),
      400,
      "VALIDATION_ERROR",
    );
    const bad = await call("PUT", `/v1/config/monitoring/${id}`, {
      body: { type: "pattern_match", condition: { pattern: "(x" } },
    });
    expectError(bad, 400, "VALIDATION_ERROR");
    expect(JSON.stringify(bad.json.error.details)).toContain("(x");
    const changed = await call("PUT", `/v1/config/monitoring/${id}`, {
      body: { type: "pattern_match", condition: { pattern: "timeout" } },
    });
    expect(changed.json.data).toMatchObject({ type: "pattern_match", condition: { pattern: "timeout", threshold: 1 } });
    expectError(await call("PUT", `/v1/config/monitoring/${id}`, { body: { dailyCap: 0 } }), 400, "VALIDATION_ERROR");
    expectError(await call("PUT", `/v1/config/monitoring/${id}`, { body: { colour: "red" } }), 400, "VALIDATION_ERROR");
  });

  it("deletes; afterwards 410 GONE on GET, PUT and DELETE; unknown ids are 404", async () => {
    const id = (await create(bodies.spike)).json.data.id;
    const del = await call("DELETE", `/v1/config/monitoring/${id}`);
    expect(del.status).toBe(200);
    expect(del.json.data).toEqual({ id, deleted: true });
    expectError(await call("GET", `/v1/config/monitoring/${id}`), 410, "GONE");
    expectError(await call("PUT", `/v1/config/monitoring/${id}`, { body: { name: "x" } }), 410, "GONE");
    expectError(await call("DELETE", `/v1/config/monitoring/${id}`), 410, "GONE");
    const list = await call("GET", "/v1/config/monitoring");
    expect(list.json.data.map((r: { id: string }) => r.id)).not.toContain(id);
    expectError(await call("GET", "/v1/config/monitoring/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
  });
});

describe("limit", () => {
  it("at most 100 rules a project: the 101st is 403 RESOURCE_LIMIT; a delete frees a place", async () => {
    const existing = (await call("GET", "/v1/config/monitoring")).json.data.length;
    const ids: string[] = [];
    for (let i = existing; i < 100; i++) {
      const res = await create({ ...bodies.error_count, name: `Rule ${i}` });
      expect(res.status).toBe(201);
      ids.push(res.json.data.id);
    }
    expect((await call("GET", "/v1/config/monitoring")).json.data).toHaveLength(100);
    expectError(await create(bodies.error_count), 403, "RESOURCE_LIMIT");
    await call("DELETE", `/v1/config/monitoring/${ids[0]}`);
    expect((await create(bodies.error_count)).status).toBe(201);
    expectError(await create(bodies.error_count), 403, "RESOURCE_LIMIT");
  });
});
