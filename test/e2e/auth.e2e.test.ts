// SPEC §5.6 over HTTP: every auth rule, against DynamoDB Local through the real handlers.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { hashKey } from "../../shared/domain/api-key-format.js";
import { createTenant, setTenant } from "../../shared/services/tenants.js";
import { deleteApiKeyItem, putApiKey } from "../../shared/store/api-keys.dynamo.js";
import { startTestServer, type TestServer } from "../support/local-server.js";
import { routesWithProbes } from "../support/probe-routes.js";
import { createTestClock } from "../support/test-clock.js";

const clock = createTestClock("2026-03-01T12:00:00Z");
let s: TestServer;
let org: string;
let secret: string;
let pub: string;
let projectId: string;

const expectError = (res: { status: number; json: any }, status: number, code: string) => {
  expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status, code });
  expect(res.json.success).toBe(false);
  expect(typeof res.json.error.requestId).toBe("string");
};

beforeAll(async () => {
  s = await startTestServer({ clock, routes: routesWithProbes });
  ({ org, secret, public: pub } = s.bootstrap.keys);
  projectId = s.bootstrap.projectId;
});
afterAll(() => s.stop());

describe("Authorization header", () => {
  it("the Bearer scheme is case-insensitive (RFC 7235)", async () => {
    for (const scheme of ["bearer", "BEARER", "bEaReR"]) {
      const res = await s.call("GET", "/v1/config/projects", { headers: { authorization: `${scheme} ${org}` } });
      expect([scheme, res.status]).toEqual([scheme, 200]);
    }
    expectError(
      await s.call("GET", "/v1/config/projects", { headers: { authorization: `Bearer${org}` } }),
      401,
      "UNAUTHORIZED",
    );
  });

  it("401 UNAUTHORIZED when missing, not Bearer, malformed or unknown", async () => {
    expectError(await s.call("GET", "/v1/config/projects"), 401, "UNAUTHORIZED");
    expectError(
      await s.call("GET", "/v1/config/projects", { headers: { authorization: `Basic ${org}` } }),
      401,
      "UNAUTHORIZED",
    );
    expectError(await s.call("GET", "/v1/config/projects", { key: "svc_org_short" }), 401, "UNAUTHORIZED");
    expectError(await s.call("GET", "/v1/config/projects", { key: "nonsense" }), 401, "UNAUTHORIZED");
    expectError(await s.call("GET", "/v1/config/projects", { key: `svc_org_${"A".repeat(40)}` }), 401, "UNAUTHORIZED");
  });

  it("a key presented with another kind's prefix is invalid", async () => {
    const body = org.slice("svc_org_".length);
    expectError(await s.call("GET", "/v1/config/projects", { key: `svc_secret_${body}` }), 401, "UNAUTHORIZED");
  });

  it("accepts each bootstrap key where it belongs", async () => {
    expect((await s.call("GET", "/v1/config/projects", { key: org })).status).toBe(200);
    const viaSecret = await s.call("GET", "/v1/probe/config", { key: secret });
    expect(viaSecret.json.data).toEqual({ projectId });
    const viaPublic = await s.call("GET", "/v1/probe/read", { key: pub });
    expect(viaPublic.json.data).toEqual({ projectId, kind: "public" });
  });
});

describe("revoked, expired, legacy", () => {
  it("401 API_KEY_REVOKED after DELETE", async () => {
    const minted = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "secret", name: "soon revoked", projectId },
    });
    expect(minted.status).toBe(201);
    expect((await s.call("GET", "/v1/probe/config", { key: minted.json.data.key })).status).toBe(200);
    expect((await s.call("DELETE", `/v1/config/api-keys/${minted.json.data.id}`, { key: org })).status).toBe(200);
    expectError(await s.call("GET", "/v1/probe/config", { key: minted.json.data.key }), 401, "API_KEY_REVOKED");
  });

  it("a revocation counts for every request sent after it, however many of the key's requests are in flight", async () => {
    const minted = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "secret", name: "busy", projectId },
    });
    const use = () => s.call("GET", "/v1/probe/config", { key: minted.json.data.key });
    expect((await use()).status).toBe(200);
    const before = Array.from({ length: 6 }, use);
    expect((await s.call("DELETE", `/v1/config/api-keys/${minted.json.data.id}`, { key: org })).status).toBe(200);
    const after = await Promise.all(Array.from({ length: 6 }, use));
    expect(after.map((r) => r.json.error?.code)).toEqual(Array(6).fill("API_KEY_REVOKED"));
    for (const r of await Promise.all(before)) expect([200, 401]).toContain(r.status);
  });

  it("401 once a key's item is gone, though requests found it before", async () => {
    const minted = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "secret", name: "vanishing", projectId },
    });
    expect((await s.call("GET", "/v1/probe/config", { key: minted.json.data.key })).status).toBe(200);
    await deleteApiKeyItem(s.ctx.store, s.bootstrap.tenantId, minted.json.data.id);
    expectError(await s.call("GET", "/v1/probe/config", { key: minted.json.data.key }), 401, "UNAUTHORIZED");
  });

  it("401 API_KEY_EXPIRED once expiresAt passes", async () => {
    const expiresAt = new Date(clock.now().getTime() + 60_000).toISOString();
    const minted = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "secret", name: "short-lived", projectId, expiresAt },
    });
    expect(minted.json.data.expiresAt).toBe(expiresAt);
    expect((await s.call("GET", "/v1/probe/config", { key: minted.json.data.key })).status).toBe(200);
    clock.advance(61_000);
    expectError(await s.call("GET", "/v1/probe/config", { key: minted.json.data.key }), 401, "API_KEY_EXPIRED");
  });

  it("legacy hex keys work until LOGDX_LEGACY_KEY_SUNSET, then 401 KEY_FORMAT_DEPRECATED", async () => {
    const legacy = "0123456789abcdef0123456789abcdef";
    await putApiKey(s.ctx.store, {
      id: "legacy-1",
      tenantId: s.bootstrap.tenantId,
      kind: "secret",
      name: "legacy",
      projectId,
      permissions: ["config:read", "config:write", "analysis:create", "analysis:read"],
      hint: "0123…",
      createdAt: clock.now().toISOString(),
      expiresAt: null,
      revokedAt: null,
      keyHash: hashKey(legacy),
      legacy: true,
    });
    const saved = clock.now();
    expect((await s.call("GET", "/v1/probe/config", { key: legacy })).status).toBe(200);
    clock.set(new Date(s.ctx.config.legacyKeySunset.getTime() + 1000));
    expectError(await s.call("GET", "/v1/probe/config", { key: legacy }), 401, "KEY_FORMAT_DEPRECATED");
    // Any legacy-format key is refused after the sunset, known or not.
    expectError(await s.call("GET", "/v1/probe/config", { key: "f".repeat(64) }), 401, "KEY_FORMAT_DEPRECATED");
    clock.set(saved);
  });
});

describe("key kinds", () => {
  it("403 PUBLIC_KEY_REQUIRED: secret or org key sent by the browser SDK", async () => {
    const sdk = { "x-sdk-version": "1.2.3" };
    expectError(await s.call("GET", "/v1/probe/read", { key: secret, headers: sdk }), 403, "PUBLIC_KEY_REQUIRED");
    expectError(await s.call("GET", "/v1/config/projects", { key: org, headers: sdk }), 403, "PUBLIC_KEY_REQUIRED");
    expect((await s.call("GET", "/v1/probe/read", { key: pub, headers: sdk })).status).toBe(200);
  });

  it("403 SECRET_KEY_REQUIRED: public key on a server-only endpoint", async () => {
    expectError(await s.call("GET", "/v1/probe/config", { key: pub }), 403, "SECRET_KEY_REQUIRED");
    expectError(await s.call("GET", "/v1/config/projects", { key: pub }), 403, "SECRET_KEY_REQUIRED");
    expectError(await s.call("POST", "/v1/config/api-keys", { key: pub, body: {} }), 403, "SECRET_KEY_REQUIRED");
  });

  it("403 ORG_KEY_REQUIRED: project-scoped key on a tenant-only endpoint", async () => {
    expectError(await s.call("GET", "/v1/config/projects", { key: secret }), 403, "ORG_KEY_REQUIRED");
    expectError(
      await s.call("POST", "/v1/config/projects", { key: secret, body: { name: "x" } }),
      403,
      "ORG_KEY_REQUIRED",
    );
    expectError(await s.call("GET", "/v1/config/api-keys", { key: secret }), 403, "ORG_KEY_REQUIRED");
    const del = await s.call("DELETE", `/v1/config/projects/${projectId}`, {
      key: secret,
      body: { confirm: "default" },
    });
    expectError(del, 403, "ORG_KEY_REQUIRED");
  });

  it("400 MISSING_PROJECT_ID: org key without X-Project-Id on a project-scoped endpoint", async () => {
    expectError(await s.call("GET", "/v1/probe/config", { key: org }), 400, "MISSING_PROJECT_ID");
    const ok = await s.call("GET", "/v1/probe/config", { key: org, headers: { "x-project-id": projectId } });
    expect(ok.json.data).toEqual({ projectId });
  });

  it("org key with an X-Project-Id the tenant does not have: 404", async () => {
    const res = await s.call("GET", "/v1/probe/config", {
      key: org,
      headers: { "x-project-id": "00000000-0000-4000-8000-000000000000" },
    });
    expectError(res, 404, "NOT_FOUND");
  });

  it("an unknown X-Project-Id is reported only after every earlier rule (SDK rule, permission)", async () => {
    const unknown = { "x-project-id": "00000000-0000-4000-8000-000000000000" };
    expectError(
      await s.call("GET", "/v1/probe/config", { key: org, headers: { ...unknown, "x-sdk-version": "1.4.0" } }),
      403,
      "PUBLIC_KEY_REQUIRED",
    );
    const readOnly = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "org", name: "reads only", permissions: ["config:read"] },
    });
    const body = { type: "loki", name: "l", credentials: { host: "https://loki.example.com" }, sources: ['{app="x"}'] };
    const k = readOnly.json.data.key;
    expectError(await s.call("POST", "/v1/config/log-sources", { key: k, headers: unknown, body }), 403, "FORBIDDEN");
    expectError(await s.call("GET", "/v1/config/log-sources", { key: k, headers: unknown }), 404, "NOT_FOUND");
  });

  it("403 WRONG_PROJECT: X-Project-Id or path id not the key's project", async () => {
    const other = await s.call("POST", "/v1/config/projects", { key: org, body: { name: "Other", slug: "other" } });
    const otherId = other.json.data.id;
    const hdr = { "x-project-id": otherId };
    expectError(await s.call("GET", "/v1/probe/config", { key: secret, headers: hdr }), 403, "WRONG_PROJECT");
    expectError(await s.call("GET", "/v1/probe/read", { key: pub, headers: hdr }), 403, "WRONG_PROJECT");
    expectError(
      await s.call("PUT", `/v1/config/projects/${otherId}`, { key: secret, body: { name: "n" } }),
      403,
      "WRONG_PROJECT",
    );
    expectError(await s.call("GET", "/v1/config/projects/other/stats", { key: secret }), 403, "WRONG_PROJECT");
    expectError(
      await s.call("GET", `/v1/config/projects/${otherId}/access-list`, { key: secret }),
      403,
      "WRONG_PROJECT",
    );
    // Its own project is fine with the secret key.
    const own = await s.call("PUT", `/v1/config/projects/${projectId}`, {
      key: secret,
      body: { llmContext: "Go + Postgres" },
    });
    expect(own.status).toBe(200);
    expect((await s.call("GET", "/v1/config/projects/default/stats", { key: secret })).status).toBe(200);
  });

  it("403 FORBIDDEN: key lacks the endpoint's permission", async () => {
    const readOnly = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "org", name: "read only", permissions: ["config:read"] },
    });
    expect(readOnly.status).toBe(201);
    const k = readOnly.json.data.key;
    expect((await s.call("GET", "/v1/config/projects", { key: k })).status).toBe(200);
    expectError(await s.call("POST", "/v1/config/projects", { key: k, body: { name: "nope" } }), 403, "FORBIDDEN");
    const noCreate = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "public", name: "read-only sdk", projectId, permissions: ["analysis:read"] },
    });
    expectError(
      await s.call("POST", "/v1/probe/analyses", { key: noCreate.json.data.key, body: { n: 1 } }),
      403,
      "FORBIDDEN",
    );
  });

  it("403 FORBIDDEN when minting a key with permissions the caller lacks; omitted permissions narrow to the caller's", async () => {
    const writeOnly = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "org", name: "write only", permissions: ["config:write"] },
    });
    expect(writeOnly.status).toBe(201);
    const w = writeOnly.json.data.key;
    const escalate = await s.call("POST", "/v1/config/api-keys", {
      key: w,
      body: {
        kind: "org",
        name: "escalated",
        permissions: ["config:read", "config:write", "analysis:create", "analysis:read"],
      },
    });
    expectError(escalate, 403, "FORBIDDEN");
    expect(escalate.json.error.details.missing).toEqual(["config:read", "analysis:create", "analysis:read"]);
    // Omitted: the org default (all four) narrowed to what the caller holds.
    const narrowed = await s.call("POST", "/v1/config/api-keys", { key: w, body: { kind: "org", name: "default" } });
    expect(narrowed.status).toBe(201);
    expect(narrowed.json.data.permissions).toEqual(["config:write"]);
    // A public key's default (analysis:*) shares nothing with config:write: nothing to grant.
    expectError(
      await s.call("POST", "/v1/config/api-keys", { key: w, body: { kind: "public", name: "sdk", projectId } }),
      403,
      "FORBIDDEN",
    );
    // A subset of what the caller holds is fine.
    const subset = await s.call("POST", "/v1/config/api-keys", {
      key: w,
      body: { kind: "secret", name: "sub", projectId, permissions: ["config:write"] },
    });
    expect([subset.status, subset.json.data.permissions]).toEqual([201, ["config:write"]]);
    // The public-key rule still answers first.
    expectError(
      await s.call("POST", "/v1/config/api-keys", {
        key: w,
        body: { kind: "public", name: "bad", projectId, permissions: ["config:write"] },
      }),
      400,
      "INVALID_PUBLIC_KEY_PERMISSIONS",
    );
  });

  it("400 INVALID_PUBLIC_KEY_PERMISSIONS when minting a public key with server permissions", async () => {
    const res = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "public", name: "bad", projectId, permissions: ["analysis:read", "config:write"] },
    });
    expectError(res, 400, "INVALID_PUBLIC_KEY_PERMISSIONS");
  });
});

describe("billing and tenant isolation", () => {
  it("402 PAYMENT_REQUIRED on mutations and analysis create while past_due or trial_expired; reads still work", async () => {
    for (const billing of ["past_due", "trial_expired"] as const) {
      await setTenant(s.ctx, s.bootstrap.tenantId, { billing });
      expectError(
        await s.call("POST", "/v1/config/projects", { key: org, body: { name: "p" } }),
        402,
        "PAYMENT_REQUIRED",
      );
      expectError(await s.call("POST", "/v1/probe/analyses", { key: pub, body: { n: 1 } }), 402, "PAYMENT_REQUIRED");
      expect((await s.call("GET", "/v1/config/projects", { key: org })).status).toBe(200);
    }
    await setTenant(s.ctx, s.bootstrap.tenantId, { billing: "active" });
    expect((await s.call("POST", "/v1/probe/analyses", { key: pub, body: { n: 1 } })).status).toBe(202);
  });

  it("another tenant's ids answer 404, never 403", async () => {
    const other = await createTenant(s.ctx, { name: "Other tenant", plan: "free" });
    const mine = await s.call("POST", "/v1/config/projects", { key: org, body: { name: "Private", slug: "private" } });
    const myKey = (await s.call("GET", "/v1/config/api-keys", { key: org })).json.data[0].id;
    const theirs = other.keys.org;
    expectError(
      await s.call("PUT", `/v1/config/projects/${mine.json.data.id}`, { key: theirs, body: { name: "x" } }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await s.call("DELETE", `/v1/config/projects/${mine.json.data.id}`, { key: theirs, body: { confirm: "private" } }),
      404,
      "NOT_FOUND",
    );
    expectError(await s.call("GET", "/v1/config/projects/private/stats", { key: theirs }), 404, "NOT_FOUND");
    expectError(
      await s.call("GET", `/v1/config/projects/${mine.json.data.id}/access-list`, { key: theirs }),
      404,
      "NOT_FOUND",
    );
    expectError(await s.call("DELETE", `/v1/config/api-keys/${myKey}`, { key: theirs }), 404, "NOT_FOUND");
    expectError(
      await s.call("GET", "/v1/probe/config", { key: theirs, headers: { "x-project-id": projectId } }),
      404,
      "NOT_FOUND",
    );
    const theirList = await s.call("GET", "/v1/config/projects", { key: theirs });
    expect(theirList.json.data.map((p: { id: string }) => p.id)).toEqual([other.projectId]);
  });
});
