// Repos over HTTP (API-DECISIONS "API keys, repos"): create, list, delete, tokens encrypted and never returned.

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { logger } from "../../shared/runtime/logger.js";
import { loadProjectRepos } from "../../shared/services/repos.js";
import { createTenant } from "../../shared/services/tenants.js";
import { scanTable } from "../../shared/store/bulk.dynamo.js";
import { type Capture, captureLogs, recordingCall, secretHits } from "../integration/log-sources/secret-scan.js";
import type { CallOptions, CallResult } from "../support/local-server.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

const TOKEN = "ghp_R3poT0kenValueThatIsSecret0123456789";
const OTHER_TOKEN = "glpat-AnotherRepoSecretToken-98765";

let s: TestServer;
let capture: Capture;
const responses: string[] = [];
let call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
let key: string;

function expectError(res: CallResult, status: number, code: string) {
  expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status, code });
  expect(res.json.error.requestId).toEqual(expect.any(String));
}

beforeAll(async () => {
  capture = captureLogs();
  s = await startTestServer({
    config: { allowPrivateNetwork: false, rateLimits: { read: 100_000, mutation: 100_000, analysis: 100_000 } },
  });
  call = recordingCall(s, responses);
  key = s.bootstrap.keys.secret;
});

afterAll(async () => {
  capture.restore();
  await s?.stop();
});

describe("repos", () => {
  it("POST 201 with the public record; the token is never returned", async () => {
    const res = await call("POST", "/v1/config/repos", {
      key,
      body: {
        provider: "github",
        url: "https://github.com/acme/shop.git",
        defaultBranch: "main",
        credentials: { token: TOKEN },
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tenantId: s.bootstrap.tenantId,
      projectId: s.bootstrap.projectId,
      provider: "github",
      url: "https://github.com/acme/shop",
      name: "acme/shop",
      defaultBranch: "main",
      hasCredentials: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const plain = await call("POST", "/v1/config/repos", {
      key,
      body: { provider: "gitlab", url: "https://gitlab.com/acme/api", name: "API" },
    });
    expect(plain.status).toBe(201);
    expect(plain.json.data).toMatchObject({ name: "API", defaultBranch: null, hasCredentials: false });
  });

  it("GET lists the project's repos without tokens", async () => {
    const res = await call("GET", "/v1/config/repos", { key });
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: { name: string }) => r.name)).toEqual(["acme/shop", "API"]);
    for (const r of res.json.data) expect(r.credentials).toBeUndefined();
  });

  it("the same URL twice is 409 CONFLICT", async () => {
    const res = await call("POST", "/v1/config/repos", {
      key,
      body: { provider: "github", url: "https://github.com/acme/shop/" },
    });
    expectError(res, 409, "CONFLICT");
  });

  it.each([
    ["unknown provider", { provider: "svn", url: "https://example.com/r" }],
    ["missing url", { provider: "github" }],
    ["not a URL", { provider: "github", url: "github.com/acme/shop" }],
    ["credentials in the URL", { provider: "github", url: `https://x:${TOKEN}@github.com/acme/shop` }],
    ["plain http when private networking is off", { provider: "github", url: "http://github.com/acme/x" }],
    ["a loopback address", { provider: "gitlab", url: "https://127.0.0.1/acme/x" }],
    ["empty token", { provider: "github", url: "https://github.com/acme/y", credentials: { token: "" } }],
    [
      "unknown credential key",
      { provider: "github", url: "https://github.com/acme/y", credentials: { password: OTHER_TOKEN } },
    ],
    ["bad branch", { provider: "github", url: "https://github.com/acme/y", defaultBranch: "a..b" }],
    ["unknown field", { provider: "github", url: "https://github.com/acme/y", owner: "me" }],
  ])("400 VALIDATION_ERROR: %s", async (_label, body) => {
    expectError(await call("POST", "/v1/config/repos", { key, body }), 400, "VALIDATION_ERROR");
  });

  it("401 without a key, 403 without config:write", async () => {
    expectError(await call("GET", "/v1/config/repos"), 401, "UNAUTHORIZED");
    const minted = await call("POST", "/v1/config/api-keys", {
      key: s.bootstrap.keys.org,
      body: { kind: "secret", name: "ro", projectId: s.bootstrap.projectId, permissions: ["config:read"] },
    });
    const ro = minted.json.data.key as string;
    expect((await call("GET", "/v1/config/repos", { key: ro })).status).toBe(200);
    expectError(
      await call("POST", "/v1/config/repos", { key: ro, body: { provider: "github", url: "https://github.com/a/b" } }),
      403,
      "FORBIDDEN",
    );
  });

  it("Idempotency-Key replays the same repo", async () => {
    const opts = {
      key,
      headers: { "idempotency-key": "repo-once" },
      body: { provider: "bitbucket", url: "https://bitbucket.org/acme/web", credentials: { token: OTHER_TOKEN } },
    };
    const first = await call("POST", "/v1/config/repos", opts);
    const second = await call("POST", "/v1/config/repos", opts);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json.data).toEqual(first.json.data);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
  });

  it("the token is stored encrypted and handed decrypted to the service that needs it", async () => {
    const items = await scanTable(s.ctx.store);
    const repos = items.filter((i) => String(i.sk).startsWith("REPO#"));
    expect(repos).toHaveLength(3);
    expect(secretHits([JSON.stringify(items)], [TOKEN, OTHER_TOKEN])).toEqual([]);
    const loaded = await loadProjectRepos(s.ctx, s.bootstrap.tenantId, s.bootstrap.projectId);
    expect(loaded.find((r) => r.name === "acme/shop")?.token).toBe(TOKEN);
    expect(loaded.find((r) => r.name === "API")?.token).toBeUndefined();
  });

  it("DELETE, then 410 GONE; another tenant gets 404; the URL can be added again", async () => {
    const list = await call("GET", "/v1/config/repos", { key });
    const shop = list.json.data.find((r: { name: string }) => r.name === "acme/shop");
    const other = await createTenant(s.ctx, { name: "Other", plan: "enterprise" });
    expectError(await call("DELETE", `/v1/config/repos/${shop.id}`, { key: other.keys.secret }), 404, "NOT_FOUND");
    const del = await call("DELETE", `/v1/config/repos/${shop.id}`, { key });
    expect(del.status).toBe(200);
    expect(del.json.data).toEqual({ id: shop.id, deleted: true });
    expectError(await call("DELETE", `/v1/config/repos/${shop.id}`, { key }), 410, "GONE");
    expectError(
      await call("DELETE", "/v1/config/repos/00000000-0000-4000-8000-000000000000", { key }),
      404,
      "NOT_FOUND",
    );
    const again = await call("POST", "/v1/config/repos", {
      key,
      body: { provider: "github", url: "https://github.com/acme/shop" },
    });
    expect(again.status).toBe(201);
  });

  it("no token appears in any response or captured log line", () => {
    logger.warn("log capture check zzCAPTURE");
    expect(capture.logs.join("\n")).toContain("zzCAPTURE");
    expect(responses.length).toBeGreaterThan(15);
    expect(secretHits(responses, [TOKEN, OTHER_TOKEN])).toEqual([]);
    expect(secretHits(capture.logs, [TOKEN, OTHER_TOKEN])).toEqual([]);
  });
});
