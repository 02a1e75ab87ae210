// The operator CLI (`npm run admin`) as a child process against the run's DynamoDB Local, and what it changes
// seen over HTTP by a local server on the same store. Few runs: each start-up of tsx is costly.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { effectivePlan } from "../../shared/domain/plans.js";
import { repoRoot } from "../../shared/runtime/local-server.js";
import { startTestServer, type TestServer, testDynamoEndpoint } from "../support/local-server.js";

const run = promisify(execFile);
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

/** `npm run admin -- <args>` is `tsx bin/admin.ts <args>`; the store is the test server's table. */
async function admin(args: string[]): Promise<any> {
  const { NODE_OPTIONS: _jestOnly, ...env } = process.env;
  const { stdout } = await run(join(repoRoot, "node_modules", ".bin", "tsx"), ["bin/admin.ts", ...args], {
    cwd: repoRoot,
    timeout: 60_000,
    env: {
      ...env,
      LOGDX_DYNAMODB_ENDPOINT: testDynamoEndpoint(),
      LOGDX_TABLE_NAME: s.ctx.store.tableName,
      LOGDX_DATA_DIR: s.dataDir,
    },
  });
  return JSON.parse(stdout);
}

describe("npm run admin -- tenant create|set", () => {
  it("creates a tenant whose printed keys work, then billing and overage changes take effect", async () => {
    const created = await admin(["tenant", "create", "--name", "Acme", "--plan", "pro"]);
    expect(Object.keys(created).sort()).toEqual(["baseUrl", "keys", "projectId", "projectSlug", "tenantId"]);
    expect(Object.keys(created.keys).sort()).toEqual(["org", "public", "secret"]);
    expect(created.baseUrl).toBe(s.baseUrl);
    expect(created.projectSlug).toBe("default");
    expect(created.keys.org).toMatch(/^svc_org_/);
    expect(created.keys.secret).toMatch(/^svc_secret_/);
    expect(created.keys.public).toMatch(/^svc_pub_/);

    const org = created.keys.org;
    const list = await s.call("GET", "/v1/config/projects", { key: org });
    expect(list.status).toBe(200);
    expect(list.json.data.map((p: { id: string }) => p.id)).toEqual([created.projectId]);
    // On the pro plan's ceilings, not the free one's.
    expect(list.headers.get("x-ratelimit-limit")).toBe(String(effectivePlan("pro", s.ctx.config).rate.read));

    const pastDue = await admin(["tenant", "set", "--id", created.tenantId, "--billing", "past_due"]);
    expect(pastDue.billing).toBe("past_due");
    const expect402 = (res: { status: number; json: any }) =>
      expect([res.status, res.json.error.code]).toEqual([402, "PAYMENT_REQUIRED"]);
    expect402(await s.call("POST", "/v1/config/projects", { key: org, body: { name: "Blocked" } }));
    expect402(await s.call("PUT", `/v1/config/projects/${created.projectId}`, { key: org, body: { name: "Renamed" } }));
    const keyId = (await s.call("GET", "/v1/config/api-keys", { key: org })).json.data[0].id;
    expect402(await s.call("DELETE", `/v1/config/api-keys/${keyId}`, { key: org }));
    expect((await s.call("GET", "/v1/config/projects", { key: org })).status).toBe(200);

    const stats = () => s.call("GET", "/v1/config/projects/default/stats", { key: org });
    expect((await stats()).json.data.quota.analysesPerMonth.limit).toEqual(expect.any(Number));
    const overage = await admin(["tenant", "set", "--id", created.tenantId, "--overage", "on", "--billing", "active"]);
    expect([overage.overage, overage.billing]).toEqual([true, "active"]);
    // Overage on: no monthly analysis ceiling applies.
    expect((await stats()).json.data.quota.analysesPerMonth.limit).toBeNull();
    expect((await s.call("POST", "/v1/config/projects", { key: org, body: { name: "Unblocked" } })).status).toBe(201);
  }, 120_000);
});
