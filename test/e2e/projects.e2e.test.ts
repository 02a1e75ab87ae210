// Projects (SPEC §2.3, API-DECISIONS "Projects") and API keys over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { projectStatsSchema } from "../../shared/domain/project.schema.js";
import { bumpProjectStats } from "../../shared/services/project-stats.js";
import { runSweeps } from "../../shared/services/sweeps.js";
import { DeleteCommand, GetCommand, QueryCommand } from "../../shared/store/dynamodb/commands.js";
import { keys, projectPk } from "../../shared/store/keys.js";
import { listDueCleanups } from "../../shared/store/project-cleanups.dynamo.js";
import { startTestServer, type TestServer } from "../support/local-server.js";
import { routesWithProbes } from "../support/probe-routes.js";

let s: TestServer;
let org: string;

async function projectItems(tenantId: string, projectId: string) {
  const out = await s.ctx.store.doc.send(
    new QueryCommand({
      TableName: s.ctx.store.tableName,
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": projectPk(tenantId, projectId) },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

beforeAll(async () => {
  s = await startTestServer({ routes: routesWithProbes });
  org = s.bootstrap.keys.org;
});
afterAll(() => s.stop());

const create = (body: unknown) => s.call("POST", "/v1/config/projects", { key: org, body });

describe("projects", () => {
  it("creates with a slug derived from the name, lists, updates", async () => {
    const res = await create({ name: "Payments Service", description: "money", llmContext: "Node + Postgres" });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      name: "Payments Service",
      slug: "payments-service",
      description: "money",
      llmContext: "Node + Postgres",
      isDefault: false,
    });
    const id = res.json.data.id;
    const upd = await s.call("PUT", `/v1/config/projects/${id}`, {
      key: org,
      body: { name: "Payments", description: null },
    });
    expect(upd.json.data).toMatchObject({ id, name: "Payments", description: null, slug: "payments-service" });
    expect(upd.json.data.updatedAt >= upd.json.data.createdAt).toBe(true);
    const list = await s.call("GET", "/v1/config/projects", { key: org });
    expect(list.json.data.map((p: { slug: string }) => p.slug)).toEqual(["default", "payments-service"]);
  });

  it("POST /v1/projects is an alias", async () => {
    const res = await s.call("POST", "/v1/projects", { key: org, body: { name: "Alias", slug: "alias" } });
    expect(res.status).toBe(201);
    expect(res.json.data.slug).toBe("alias");
  });

  it("400 INVALID_PROJECT_SLUG for a bad slug; 409 CONFLICT for a taken one", async () => {
    // Too long is the same code whatever the length (the limit is 63).
    for (const slug of ["Has Caps", "under_score", "", "x".repeat(64), "x".repeat(101), "x".repeat(5000), "ü"]) {
      const res = await create({ name: "Bad", slug });
      expect([slug, res.status, res.json.error.code]).toEqual([slug, 400, "INVALID_PROJECT_SLUG"]);
    }
    expect((await create({ name: "Longest", slug: "x".repeat(63) })).status).toBe(201);
    await create({ name: "Dup", slug: "dup" });
    const again = await create({ name: "Dup 2", slug: "dup" });
    expect([again.status, again.json.error.code]).toEqual([409, "CONFLICT"]);
  });

  it("unknown fields and wrong types are 400 VALIDATION_ERROR with details.issues", async () => {
    const res = await create({ name: "x", colour: "red", llmContext: 5 });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("VALIDATION_ERROR");
    const paths = res.json.error.details.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["", "llmContext"]);
    const long = await create({ name: "x", llmContext: "y".repeat(4001) });
    expect(long.json.error.details.issues[0].path).toBe("llmContext");
  });

  it("moves the default: always exactly one", async () => {
    const p = await create({ name: "Next default" });
    const moved = await s.call("PUT", `/v1/config/projects/${p.json.data.id}`, { key: org, body: { isDefault: true } });
    expect(moved.json.data.isDefault).toBe(true);
    const list = (await s.call("GET", "/v1/config/projects", { key: org })).json.data;
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: string }) => x.id)).toEqual([
      p.json.data.id,
    ]);
    const back = await s.call("PUT", `/v1/config/projects/${s.bootstrap.projectId}`, {
      key: org,
      body: { isDefault: true },
    });
    expect(back.json.data.isDefault).toBe(true);
    const bad = await s.call("PUT", `/v1/config/projects/${p.json.data.id}`, { key: org, body: { isDefault: false } });
    expect(bad.json.error.code).toBe("VALIDATION_ERROR");
  });

  it("delete needs {confirm: slug}; the default cannot be deleted; then 410 GONE", async () => {
    const p = (await create({ name: "Doomed" })).json.data;
    const noConfirm = await s.call("DELETE", `/v1/config/projects/${p.id}`, { key: org });
    expect([noConfirm.status, noConfirm.json.error.code]).toEqual([400, "CONFIRMATION_MISMATCH"]);
    const wrong = await s.call("DELETE", `/v1/config/projects/${p.id}`, { key: org, body: { confirm: "nope" } });
    expect(wrong.json.error.code).toBe("CONFIRMATION_MISMATCH");
    const def = await s.call("DELETE", `/v1/config/projects/${s.bootstrap.projectId}`, {
      key: org,
      body: { confirm: "default" },
    });
    expect([def.status, def.json.error.code]).toEqual([409, "CONFLICT"]);

    const ok = await s.call("DELETE", `/v1/config/projects/${p.id}`, { key: org, body: { confirm: "doomed" } });
    expect(ok.json.data).toEqual({ id: p.id, deleted: true });
    for (const [method, body] of [
      ["PUT", { name: "x" }],
      ["DELETE", { confirm: "doomed" }],
    ] as const) {
      const r = await s.call(method, `/v1/config/projects/${p.id}`, { key: org, body });
      expect([r.status, r.json.error.code]).toEqual([410, "GONE"]);
    }
    expect((await s.call("GET", `/v1/config/projects/${p.id}/access-list`, { key: org })).status).toBe(410);
    const never = await s.call("PUT", "/v1/config/projects/3f1c8a52-0000-4000-8000-000000000000", {
      key: org,
      body: { name: "x" },
    });
    expect([never.status, never.json.error.code]).toEqual([404, "NOT_FOUND"]);
    // The slug is free again.
    expect((await create({ name: "Doomed" })).status).toBe(201);
  });

  it("DELETE /v1/projects/{id} is an alias, and deleting cascades: the project's keys are revoked", async () => {
    const p = (await create({ name: "Cascade", slug: "cascade" })).json.data;
    const key = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "secret", name: "c", projectId: p.id },
    });
    await bumpProjectStats(s.ctx, { tenantId: s.bootstrap.tenantId, projectId: p.id }, { analyses_total: 1 });
    expect((await s.call("GET", "/v1/probe/config", { key: key.json.data.key })).status).toBe(200);
    const del = await s.call("DELETE", `/v1/projects/${p.id}`, { key: org, body: { confirm: "cascade" } });
    expect(del.status).toBe(200);
    const after = await s.call("GET", "/v1/probe/config", { key: key.json.data.key });
    expect(after.json.error.code).toBe("API_KEY_REVOKED");
    const listed = (await s.call("GET", "/v1/config/api-keys", { key: org })).json.data.find(
      (k: { id: string }) => k.id === key.json.data.id,
    );
    expect(listed.revokedAt).toEqual(expect.any(String));
  });

  it("the project's keys are revoked with the delete itself, even when the clean-up after it fails", async () => {
    const p = (await create({ name: "Half", slug: "half" })).json.data;
    const minted = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "secret", name: "h", projectId: p.id },
    });
    await bumpProjectStats(s.ctx, { tenantId: s.bootstrap.tenantId, projectId: p.id }, { analyses_total: 1 });
    const store = s.ctx.store;
    const realSend = store.doc.send.bind(store.doc);
    let transacted = false;
    // every store call after the delete's transaction fails, as if the process died there
    store.doc.send = ((command: object, ...rest: unknown[]) => {
      if (transacted) return Promise.reject(Object.assign(new Error("connection reset"), { name: "TimeoutError" }));
      if (command.constructor.name === "TransactWriteCommand") transacted = true;
      return (realSend as (...a: unknown[]) => unknown)(command, ...rest);
    }) as typeof store.doc.send;
    let del: Awaited<ReturnType<typeof s.call>>;
    try {
      del = await s.call("DELETE", `/v1/config/projects/${p.id}`, { key: org, body: { confirm: "half" } });
    } finally {
      store.doc.send = realSend as typeof store.doc.send;
    }
    expect(transacted).toBe(true);
    expect([del.status, del.json.error.code]).toEqual([503, "SERVICE_UNAVAILABLE"]);
    const after = await s.call("GET", "/v1/probe/config", { key: minted.json.data.key });
    expect([after.status, after.json.error.code]).toEqual([401, "API_KEY_REVOKED"]);

    // the partition outlived the failed cascade; the sweeper finishes it once the grace period is over
    const ref = { tenantId: s.bootstrap.tenantId, projectId: p.id };
    expect(await projectItems(ref.tenantId, p.id)).not.toEqual([]);
    expect(await runSweeps(s.ctx)).toMatchObject({ projectCleanupsFailed: 0 });
    expect(await projectItems(ref.tenantId, p.id)).not.toEqual([]); // not due yet: the request's own cascade may still run
    const later = { ...s.ctx, clock: { now: () => new Date(Date.now() + 6 * 60_000) } };
    expect((await runSweeps(later)).projectsCleaned).toBeGreaterThanOrEqual(1);
    expect(await projectItems(ref.tenantId, p.id)).toEqual([]);
    expect((await listDueCleanups(s.ctx.store, later.clock.now())).map((c) => c.projectId)).not.toContain(p.id);
    const gone = await s.call("DELETE", `/v1/config/projects/${p.id}`, { key: org, body: { confirm: "half" } });
    expect(gone.status).toBe(410);
  });

  it("a clean-up that fails again is put off, so it holds back no other; a failing analysis sweep does not stop it", async () => {
    const p = (await create({ name: "Stuck", slug: "stuck" })).json.data;
    await bumpProjectStats(s.ctx, { tenantId: s.bootstrap.tenantId, projectId: p.id }, { analyses_total: 1 });
    const store = s.ctx.store;
    const realSend = store.doc.send.bind(store.doc);
    type Cmd = Parameters<typeof realSend>[0];
    const dueKey = (c: Cmd) =>
      String(
        (c.input as { ExpressionAttributeValues?: Record<string, unknown> }).ExpressionAttributeValues?.[":b"] ?? "",
      );
    let failCascade = true;
    store.doc.send = (async (command: Cmd) => {
      // the cascade after the transaction dies, and so does every sweep's cascade while failCascade holds
      if (failCascade && command.constructor.name === "BatchWriteCommand") throw new Error("store hiccup");
      // the analysis sweep's own query fails: the project clean-ups must still run
      if (
        command.constructor.name === "QueryCommand" &&
        dueKey(command).startsWith("DUE#") &&
        !dueKey(command).endsWith("CLEANUP")
      ) {
        throw new Error("analysis sweep broke");
      }
      return realSend(command);
    }) as typeof store.doc.send;
    const at = (minutes: number) => ({ ...s.ctx, clock: { now: () => new Date(Date.now() + minutes * 60_000) } });
    try {
      const del = await s.call("DELETE", `/v1/config/projects/${p.id}`, { key: org, body: { confirm: "stuck" } });
      expect(del.status).toBe(500);
      const first = await runSweeps(at(6));
      expect(first.projectCleanupsFailed).toBeGreaterThanOrEqual(1);
      // put off by 15 minutes from the failed attempt
      expect((await listDueCleanups(s.ctx.store, at(7).clock.now())).map((c) => c.projectId)).not.toContain(p.id);
      expect((await listDueCleanups(s.ctx.store, at(22).clock.now())).map((c) => c.projectId)).toContain(p.id);
      failCascade = false;
      expect((await runSweeps(at(22))).projectsCleaned).toBeGreaterThanOrEqual(1);
    } finally {
      store.doc.send = realSend as typeof store.doc.send;
    }
    expect(await projectItems(s.bootstrap.tenantId, p.id)).toEqual([]);
  });

  it("a delete whose cascade finished owes no clean-up", async () => {
    const p = (await create({ name: "Whole", slug: "whole" })).json.data;
    await bumpProjectStats(s.ctx, { tenantId: s.bootstrap.tenantId, projectId: p.id }, { analyses_total: 1 });
    const del = await s.call("DELETE", `/v1/config/projects/${p.id}`, { key: org, body: { confirm: "whole" } });
    expect(del.status).toBe(200);
    expect(await projectItems(s.bootstrap.tenantId, p.id)).toEqual([]);
    const due = await listDueCleanups(s.ctx.store, new Date(Date.now() + 6 * 60_000));
    expect(due.map((c) => c.projectId)).not.toContain(p.id);
  });

  it("a key that vanishes between the listing and the transaction fails the delete with 409, no stub key item", async () => {
    const p = (await create({ name: "Vanish", slug: "vanish" })).json.data;
    const minted = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "secret", name: "v", projectId: p.id },
    });
    const keyPk = keys.apiKey(s.bootstrap.tenantId, minted.json.data.id);
    const store = s.ctx.store;
    const realSend = store.doc.send.bind(store.doc);
    // the key item is gone by the time the transaction runs (no code path deletes keys today; a future one might)
    store.doc.send = (async (command: object) => {
      if (command.constructor.name === "TransactWriteCommand") {
        await realSend(new DeleteCommand({ TableName: store.tableName, Key: keyPk }));
      }
      return realSend(command as Parameters<typeof realSend>[0]);
    }) as typeof store.doc.send;
    let del: Awaited<ReturnType<typeof s.call>>;
    try {
      del = await s.call("DELETE", `/v1/config/projects/${p.id}`, { key: org, body: { confirm: "vanish" } });
    } finally {
      store.doc.send = realSend as typeof store.doc.send;
    }
    expect([del.status, del.json.error.code]).toEqual([409, "CONFLICT"]);
    const stub = await store.doc.send(new GetCommand({ TableName: store.tableName, Key: keyPk, ConsistentRead: true }));
    expect(stub.Item).toBeUndefined();
    const listed = (await s.call("GET", "/v1/config/projects", { key: org })).json.data;
    expect(listed.map((x: { id: string }) => x.id)).toContain(p.id);
  });

  it("access list: read, replace (deduplicated), validated", async () => {
    const id = s.bootstrap.projectId;
    expect((await s.call("GET", `/v1/config/projects/${id}/access-list`, { key: org })).json.data).toEqual({
      users: [],
    });
    const users = [
      { provider: "slack", userId: "U1" },
      { provider: "slack", userId: "U1" },
      { provider: "discord", userId: "42" },
    ];
    const put = await s.call("PUT", `/v1/config/projects/${id}/access-list`, { key: org, body: { users } });
    expect(put.json.data.users).toHaveLength(2);
    const got = await s.call("GET", `/v1/config/projects/${id}/access-list`, { key: s.bootstrap.keys.secret });
    expect(got.json.data).toEqual(put.json.data);
    const bad = await s.call("PUT", `/v1/config/projects/${id}/access-list`, {
      key: org,
      body: { users: [{ provider: "irc", userId: "x" }] },
    });
    expect(bad.json.error.code).toBe("VALIDATION_ERROR");
  });

  it("stats by slug return the documented shape (zeros until later capabilities count)", async () => {
    await bumpProjectStats(
      s.ctx,
      { tenantId: s.bootstrap.tenantId, projectId: s.bootstrap.projectId },
      { analyses_total: 2, analyses_complete: 2, severity_high: 2, confidence_sum: 1.5, confidence_count: 2 },
    );
    const res = await s.call("GET", "/v1/config/projects/default/stats", { key: org });
    expect(res.status).toBe(200);
    expect(projectStatsSchema.parse(res.json.data)).toBeTruthy();
    expect(res.json.data.analyses).toMatchObject({ total: 2, averageConfidence: 0.75 });
    expect(res.json.data.analyses.byStatus.complete).toBe(2);
    expect(res.json.data.quota.logSourcesPerProject).toEqual({ used: 0, limit: 100 });
    const old = await s.call("GET", "/v1/config/projects/default/stats?month=2020-01", { key: org });
    expect(old.json.data.analyses.total).toBe(0);
    const badMonth = await s.call("GET", "/v1/config/projects/default/stats?month=2020-13", { key: org });
    expect(badMonth.json.error.code).toBe("VALIDATION_ERROR");
    const unknown = await s.call("GET", "/v1/config/projects/no-such-slug/stats", { key: org });
    expect(unknown.json.error.code).toBe("NOT_FOUND");
  });
});

describe("API keys", () => {
  it("mints with the key shown once, lists without secrets, revokes (then 410 on repeat)", async () => {
    const minted = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "public", name: "web sdk", projectId: s.bootstrap.projectId },
    });
    expect(minted.status).toBe(201);
    expect(minted.json.data.key).toMatch(/^svc_pub_[A-Za-z0-9]{40}$/);
    expect(minted.json.data.permissions).toEqual(["analysis:create", "analysis:read"]);
    const list = await s.call("GET", "/v1/config/api-keys", { key: org });
    const text = list.text;
    expect(text).not.toContain(minted.json.data.key);
    expect(text).not.toMatch(/keyHash|svc_org_[A-Za-z0-9]{40}/);
    const entry = list.json.data.find((k: { id: string }) => k.id === minted.json.data.id);
    expect(entry.hint).toBe(`${minted.json.data.key.slice(0, 12)}…`);
    expect(entry.key).toBeUndefined();
    const del = await s.call("DELETE", `/v1/config/api-keys/${minted.json.data.id}`, { key: org });
    expect(del.json.data.revokedAt).toEqual(expect.any(String));
    const again = await s.call("DELETE", `/v1/config/api-keys/${minted.json.data.id}`, { key: org });
    expect([again.status, again.json.error.code]).toEqual([410, "GONE"]);
    const unknown = await s.call("DELETE", "/v1/config/api-keys/does-not-exist", { key: org });
    expect(unknown.json.error.code).toBe("NOT_FOUND");
  });

  it("validates kind/project pairing and expiry", async () => {
    const cases = [
      { kind: "secret", name: "no project" },
      { kind: "org", name: "with project", projectId: s.bootstrap.projectId },
      { kind: "secret", name: "past", projectId: s.bootstrap.projectId, expiresAt: "2000-01-01T00:00:00Z" },
      { kind: "root", name: "bad kind" },
    ];
    for (const body of cases) {
      const res = await s.call("POST", "/v1/config/api-keys", { key: org, body });
      expect([body.name, res.json.error.code]).toEqual([body.name, "VALIDATION_ERROR"]);
    }
    const missing = await s.call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "secret", name: "ghost", projectId: "3f1c8a52-0000-4000-8000-000000000000" },
    });
    expect(missing.json.error.code).toBe("NOT_FOUND");
  });
});
