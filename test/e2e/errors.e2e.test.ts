// Errors the platform itself produces: 404 route, 500 without leaks, 503 on outage, quotas, plan gates.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { freePort } from "../../scripts/dynamodb-local.mjs";
import { createTenant, setTenant } from "../../shared/services/tenants.js";
import { createDynamoStore } from "../../shared/store/store.js";
import { startTestServer, type TestServer } from "../support/local-server.js";
import { routesWithProbes } from "../support/probe-routes.js";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ routes: routesWithProbes, config: { quotas: { logSourcesPerProject: 2 } } });
});
afterAll(() => s.stop());

describe("platform errors", () => {
  it("unknown routes and methods are 404 NOT_FOUND envelopes", async () => {
    for (const [method, path] of [
      ["GET", "/v2/anything"],
      ["PATCH", "/v1/config/projects"],
      ["GET", "/"],
    ]) {
      const res = await s.call(method, path);
      expect([res.status, res.json.success, res.json.error.code]).toEqual([404, false, "NOT_FOUND"]);
    }
  });

  it("an unexpected error is 500 INTERNAL_ERROR that leaks nothing", async () => {
    const written: string[] = [];
    const spies = [process.stdout, process.stderr].map((stream) =>
      jest.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      }),
    );
    const res = await s.call("GET", "/v1/probe/boom").finally(() => {
      for (const spy of spies) spy.mockRestore();
    });
    expect(written.join("")).toMatch(/unhandled error/);
    expect(written.join("")).not.toMatch(/hunter2/);
    expect(res.status).toBe(500);
    expect(res.json.error).toEqual({
      code: "INTERNAL_ERROR",
      message: "Internal server error",
      requestId: expect.any(String),
    });
    expect(res.text).not.toMatch(/hunter2|secret\.ts/);
  });

  it("a failure outside the handler chain still answers the envelope with X-Request-Id and rate-limit headers", async () => {
    const res = await s.call("GET", "/v1/probe/unloadable");
    expect([res.status, res.json.error.code]).toEqual([500, "INTERNAL_ERROR"]);
    expect(res.headers.get("x-request-id")).toBe(res.json.error.requestId);
    expect(res.json.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    for (const h of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) {
      expect(res.headers.get(h)).toMatch(/^\d+$/);
    }
  });

  it("a body of 1 MiB + 1 byte is 400 VALIDATION_ERROR; exactly 1 MiB is not refused for size", async () => {
    const MiB = 1024 * 1024;
    const padded = (size: number, slug: string) => {
      const json = JSON.stringify({ name: "Big body", slug });
      return json + " ".repeat(size - Buffer.byteLength(json));
    };
    const send = (raw: string) =>
      s.call("POST", "/v1/config/projects", {
        key: s.bootstrap.keys.org,
        raw,
        headers: { "content-type": "application/json" },
      });
    const over = await send(padded(MiB + 1, "big-over"));
    expect([over.status, over.json.success, over.json.error.code]).toEqual([400, false, "VALIDATION_ERROR"]);
    expect(over.json.error.details.issues).toEqual([{ path: "", message: "request body exceeds 1 MiB" }]);
    expect(over.headers.get("x-request-id")).toBe(over.json.error.requestId);
    const atLimit = await send(padded(MiB, "big-at-limit"));
    expect([atLimit.status, atLimit.json.data?.slug]).toEqual([201, "big-at-limit"]);
  });

  it("a store outage is 503 SERVICE_UNAVAILABLE with Retry-After, never a bare 500", async () => {
    const real = s.ctx.store;
    s.ctx.store = createDynamoStore({
      tableName: real.tableName,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${await freePort()}`,
    });
    try {
      const res = await s.call("GET", "/v1/config/projects", { key: s.bootstrap.keys.org });
      expect(res.status).toBe(503);
      expect(res.json.error.code).toBe("SERVICE_UNAVAILABLE");
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.headers.get("x-ratelimit-limit")).toEqual(expect.any(String));
    } finally {
      s.ctx.store.doc.destroy();
      s.ctx.store = real;
    }
  });

  it("403 QUOTA_EXCEEDED at the plan quota (LOGDX_QUOTAS override), released capacity is reusable", async () => {
    const key = s.bootstrap.keys.secret;
    expect((await s.call("POST", "/v1/probe/quota", { key })).status).toBe(200);
    expect((await s.call("POST", "/v1/probe/quota", { key })).status).toBe(200);
    const over = await s.call("POST", "/v1/probe/quota", { key });
    expect([over.status, over.json.error.code]).toEqual([403, "QUOTA_EXCEEDED"]);
    expect((await s.call("DELETE", "/v1/probe/quota", { key })).status).toBe(200);
    expect((await s.call("POST", "/v1/probe/quota", { key })).status).toBe(200);
    const stats = await s.call("GET", "/v1/config/projects/default/stats", { key });
    expect(stats.json.data.quota.logSourcesPerProject).toEqual({ used: 2, limit: 2 });
  });

  it("403 PLAN_FEATURE_GATE below pro; allowed on pro", async () => {
    const t = await createTenant(s.ctx, { name: "Small", plan: "free" });
    const gated = await s.call("GET", "/v1/probe/similar", { key: t.keys.secret });
    expect([gated.status, gated.json.error.code]).toEqual([403, "PLAN_FEATURE_GATE"]);
    await setTenant(s.ctx, t.tenantId, { plan: "pro" });
    expect((await s.call("GET", "/v1/probe/similar", { key: t.keys.secret })).status).toBe(200);
  });
});
