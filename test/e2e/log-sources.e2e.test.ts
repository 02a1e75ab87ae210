// Log-source CRUD over HTTP (SPEC §2.1, §4.2, API-DECISIONS "Log sources"): every error, encryption at rest,
// quota, idempotency, tombstones, SSRF at save time, and no submitted secret in any response or log line.

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { logger } from "../../shared/runtime/logger.js";
import { createTenant } from "../../shared/services/tenants.js";
import { scanTable } from "../../shared/store/bulk.dynamo.js";
import { releaseQuotaStep } from "../../shared/store/quotas.dynamo.js";
import { transact } from "../../shared/store/transact.js";
import { type Capture, captureLogs, recordingCall, secretHits } from "../integration/log-sources/secret-scan.js";
import type { CallOptions, CallResult } from "../support/local-server.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

const SECRETS = {
  awsSecret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzzSECRETzz",
  awsSession: "IQoJb3JpZ2luX2VjSESSIONzzTOKENzz==",
  ddApi: "0f3c9a1b2c3d4e5f60718293a4b5c6d7zzAPI",
  ddApp: "9ab1c2d3e4f5061728394a5b6c7d8e9f0zzAPP",
  lokiKey: "glc_eyJvIjoiOTk5IiwibiI6InN0YWNrzzLOKI",
  splunkToken: "eyJraWQiOiJzcGx1bmsuc2VjcmV0zzSPLUNK",
  esPassword: "Sup3r-S3cret-elastic-pw-zzES",
  esApiKey: "VuaCfGcBCdbkQm-e5aOx:ui2lp2axTNmsyakwzzEAK",
  gcpPrivate: "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANzzGCPzzPRIVATE\n-----END PRIVATE KEY-----\n",
  rotated: "rotated-datadog-api-key-zzROTATED",
  notJson: "this-is-not-json-but-secret-zzNOTJSON",
};
const ALL_SECRETS = Object.values(SECRETS);

const gcpKey = JSON.stringify({
  type: "service_account",
  project_id: "shop-prod",
  private_key_id: "3f1c0c6e2b9d4a7f8e5dzzKEYID",
  private_key: SECRETS.gcpPrivate,
  client_email: "reader@shop-prod.iam.gserviceaccount.com",
  token_uri: "https://oauth2.googleapis.com/token",
});

const bodies = {
  cloudwatch: {
    type: "cloudwatch",
    name: "AWS prod",
    region: "eu-west-1",
    credentials: {
      accessKeyId: "AKIAEXAMPLE7QTESTKEY",
      secretAccessKey: SECRETS.awsSecret,
      sessionToken: SECRETS.awsSession,
    },
    sources: ["/ecs/checkout"],
  },
  datadog: {
    type: "datadog",
    name: "Datadog EU",
    credentials: { apiKey: SECRETS.ddApi, appKey: SECRETS.ddApp },
    settings: { site: "datadoghq.eu" },
    sources: ["main"],
  },
  loki: {
    type: "loki",
    name: "Grafana",
    credentials: { host: "http://127.0.0.1:3100", apiKey: SECRETS.lokiKey, orgId: "team-shop" },
    sources: ['{app="checkout"}'],
  },
  splunk: {
    type: "splunk",
    name: "Splunk",
    credentials: { host: "http://127.0.0.1:8089", token: SECRETS.splunkToken },
    settings: { authScheme: "Splunk" },
    sources: ["app_prod"],
  },
  elasticBasic: {
    type: "elastic",
    name: "OpenSearch",
    credentials: { host: "http://127.0.0.1:9200", username: "reader-zz", password: SECRETS.esPassword },
    sources: ["app-logs-*"],
  },
  elasticKey: {
    type: "elastic",
    name: "Elasticsearch",
    credentials: { host: "http://127.0.0.1:9201", apiKey: SECRETS.esApiKey },
    sources: ["audit-*"],
  },
  gcp: {
    type: "gcp_logging",
    name: "GCP",
    credentials: { serviceAccountJson: gcpKey },
    settings: { projectId: "shop-prod" },
    sources: ["run.googleapis.com/stderr"],
  },
} as const;

const PUBLIC_FIELDS = ["createdAt", "id", "isActive", "name", "projectId", "sources", "tenantId", "type", "updatedAt"];

let s: TestServer;
let locked: TestServer;
let capture: Capture;
const responses: string[] = [];
let call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
let lockedCall: typeof call;
let secret: string;
let org: string;

function expectError(res: CallResult, status: number, code: string) {
  expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status, code });
  expect(res.json.success).toBe(false);
  expect(res.json.error.requestId).toEqual(expect.any(String));
}

beforeAll(async () => {
  capture = captureLogs();
  const rateLimits = { read: 100_000, mutation: 100_000, analysis: 100_000 };
  s = await startTestServer({ config: { rateLimits, allowPrivateNetwork: true } });
  locked = await startTestServer({
    config: { rateLimits, allowPrivateNetwork: false, quotas: { logSourcesPerProject: 2 } },
  });
  call = recordingCall(s, responses);
  lockedCall = recordingCall(locked, responses);
  ({ secret, org } = s.bootstrap.keys);
});

afterAll(async () => {
  capture.restore();
  await s?.stop();
  await locked?.stop();
});

describe("create and list", () => {
  it.each(Object.entries(bodies))("201 for %s with the public record only", async (_label, body) => {
    const res = await call("POST", "/v1/config/log-sources", { key: secret, body });
    expect(res.status).toBe(201);
    const data = res.json.data;
    expect(data).toMatchObject({
      tenantId: s.bootstrap.tenantId,
      projectId: s.bootstrap.projectId,
      type: body.type,
      name: body.name,
      sources: body.sources,
      isActive: true,
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.credentials).toBeUndefined();
    const extra = Object.keys(data).filter((k) => !PUBLIC_FIELDS.includes(k));
    expect(extra.every((k) => k === "region" || k === "settings")).toBe(true);
    if ("region" in body) expect(data.region).toBe(body.region);
    if ("settings" in body) expect(data.settings).toEqual(body.settings);
    expect(Date.parse(data.createdAt)).not.toBeNaN();
  });

  it("lists the project's sources without credentials; an org key needs X-Project-Id", async () => {
    const res = await call("GET", "/v1/config/log-sources", { key: secret });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBe(Object.keys(bodies).length);
    for (const item of res.json.data) expect(item.credentials).toBeUndefined();
    expectError(await call("GET", "/v1/config/log-sources", { key: org }), 400, "MISSING_PROJECT_ID");
    const viaOrg = await call("GET", "/v1/config/log-sources", {
      key: org,
      headers: { "x-project-id": s.bootstrap.projectId },
    });
    expect(viaOrg.json.data).toEqual(res.json.data);
  });

  it("a new source can start inactive", async () => {
    const other = await call("POST", "/v1/config/projects", { key: org, body: { name: "Inactive test" } });
    const res = await call("POST", "/v1/config/log-sources", {
      key: org,
      headers: { "x-project-id": other.json.data.id },
      body: { ...bodies.datadog, isActive: false },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.isActive).toBe(false);
  });
});

describe("validation", () => {
  const invalid: Array<[string, unknown, string]> = [
    ["unknown type", { ...bodies.datadog, type: "papertrail" }, "type"],
    ["missing name", { ...bodies.datadog, name: undefined }, "name"],
    ["name over 255", { ...bodies.datadog, name: "n".repeat(256) }, "name"],
    ["no sources", { ...bodies.datadog, sources: [] }, "sources"],
    ["missing credentials", { ...bodies.datadog, credentials: undefined }, "credentials"],
    [
      "cloudwatch without secretAccessKey",
      { ...bodies.cloudwatch, credentials: { accessKeyId: "AKIAEXAMPLE7QTESTKEY" } },
      "credentials.secretAccessKey",
    ],
    ["cloudwatch bad region", { ...bodies.cloudwatch, region: "mars-north-1x" }, "region"],
    ["datadog without appKey", { ...bodies.datadog, credentials: { apiKey: SECRETS.ddApi } }, "credentials.appKey"],
    [
      "datadog with an unknown credential key",
      { ...bodies.datadog, credentials: { apiKey: SECRETS.ddApi, appKey: SECRETS.ddApp, host: "https://x.example" } },
      "credentials",
    ],
    ["datadog with region", { ...bodies.datadog, region: "eu-west-1" }, ""],
    ["datadog unknown site", { ...bodies.datadog, settings: { site: "evil.example" } }, "settings.site"],
    ["loki without host", { ...bodies.loki, credentials: { apiKey: SECRETS.lokiKey } }, "credentials.host"],
    ["loki source not a selector", { ...bodies.loki, sources: ["checkout"] }, "sources.0"],
    ["splunk without token", { ...bodies.splunk, credentials: { host: "http://127.0.0.1:8089" } }, "credentials.token"],
    [
      "splunk host with credentials in it",
      {
        ...bodies.splunk,
        credentials: { host: `https://admin:${SECRETS.splunkToken}@splunk.example`, token: "t0ken" },
      },
      "credentials.host",
    ],
    ["elastic host only", { ...bodies.elasticKey, credentials: { host: "http://127.0.0.1:9200" } }, "credentials"],
    [
      "elastic both basic and apiKey",
      {
        ...bodies.elasticKey,
        credentials: {
          host: "http://127.0.0.1:9200",
          username: "u1",
          password: SECRETS.esPassword,
          apiKey: SECRETS.esApiKey,
        },
      },
      "credentials",
    ],
    [
      "elastic username without password",
      { ...bodies.elasticKey, credentials: { host: "http://127.0.0.1:9200", username: "reader-zz" } },
      "credentials.password",
    ],
    [
      "gcp key that is not JSON",
      { ...bodies.gcp, credentials: { serviceAccountJson: SECRETS.notJson } },
      "credentials.serviceAccountJson",
    ],
    [
      "gcp with an extra key",
      { ...bodies.gcp, credentials: { serviceAccountJson: gcpKey, apiKey: "abcdef" } },
      "credentials",
    ],
    [
      "credential that is not a string",
      { ...bodies.datadog, credentials: { apiKey: 12345678, appKey: SECRETS.ddApp } },
      "credentials.apiKey",
    ],
    ["unknown top-level field", { ...bodies.datadog, owner: "me" }, ""],
  ];

  it.each(invalid)("400 VALIDATION_ERROR: %s", async (_label, body, path) => {
    const res = await call("POST", "/v1/config/log-sources", { key: secret, body });
    expectError(res, 400, "VALIDATION_ERROR");
    const paths = res.json.error.details.issues.map((i: { path: string }) => i.path);
    expect(paths).toContain(path);
  });

  it("lists every problem at once: {} names type, name, credentials and sources in one answer", async () => {
    const res = await call("POST", "/v1/config/log-sources", { key: secret, body: {} });
    expectError(res, 400, "VALIDATION_ERROR");
    const issues: Array<{ path: string; message: string }> = res.json.error.details.issues;
    for (const i of issues) expect(Object.keys(i).sort()).toEqual(["message", "path"]);
    expect(issues.map((i) => i.path).sort()).toEqual(["credentials", "name", "sources", "type"]);
    expect(issues.find((i) => i.path === "type")?.message).toContain("loki");
  });

  it("an unknown type is reported with the other fields' problems", async () => {
    const res = await call("POST", "/v1/config/log-sources", {
      key: secret,
      body: { type: "papertrail", name: "", sources: "all", owner: "me" },
    });
    expectError(res, 400, "VALIDATION_ERROR");
    const paths = res.json.error.details.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["", "credentials", "name", "sources", "type"]);
  });

  it("a known type with several problems reports each of them", async () => {
    const res = await call("POST", "/v1/config/log-sources", {
      key: secret,
      body: { type: "loki", sources: ["checkout"], credentials: {} },
    });
    expectError(res, 400, "VALIDATION_ERROR");
    const paths = res.json.error.details.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["credentials.host", "name", "sources.0"]);
  });

  it("nothing invalid was stored", async () => {
    const res = await call("GET", "/v1/config/log-sources", { key: secret });
    expect(res.json.data.length).toBe(Object.keys(bodies).length);
  });
});

describe("auth", () => {
  it("401 without a key, 403 FORBIDDEN for a key without config:write, reads allowed with config:read", async () => {
    expectError(await call("POST", "/v1/config/log-sources", { body: bodies.datadog }), 401, "UNAUTHORIZED");
    expectError(await call("GET", "/v1/config/log-sources"), 401, "UNAUTHORIZED");
    const minted = await call("POST", "/v1/config/api-keys", {
      key: org,
      body: { kind: "secret", name: "read only", projectId: s.bootstrap.projectId, permissions: ["config:read"] },
    });
    expect(minted.status).toBe(201);
    const readOnly = minted.json.data.key as string;
    expectError(
      await call("POST", "/v1/config/log-sources", { key: readOnly, body: bodies.datadog }),
      403,
      "FORBIDDEN",
    );
    const list = await call("GET", "/v1/config/log-sources", { key: readOnly });
    expect(list.status).toBe(200);
    const id = list.json.data[0].id;
    expectError(await call("DELETE", `/v1/config/log-sources/${id}`, { key: readOnly }), 403, "FORBIDDEN");
    expectError(await call("POST", `/v1/config/log-sources/${id}/test`, { key: readOnly }), 403, "FORBIDDEN");
    expectError(
      await call("GET", "/v1/config/log-sources", { key: s.bootstrap.keys.public }),
      403,
      "SECRET_KEY_REQUIRED",
    );
  });
});

describe("update", () => {
  it("PUT changes the given fields, replaces credentials whole and keeps the type", async () => {
    const created = await call("POST", "/v1/config/log-sources", { key: secret, body: bodies.datadog });
    const id = created.json.data.id;
    const res = await call("PUT", `/v1/config/log-sources/${id}`, {
      key: secret,
      body: { name: "Renamed", isActive: false, credentials: { apiKey: SECRETS.rotated, appKey: SECRETS.ddApp } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id, name: "Renamed", isActive: false, type: "datadog", sources: ["main"] });
    expect(res.json.data.credentials).toBeUndefined();
    expect(res.json.data.updatedAt >= created.json.data.updatedAt).toBe(true);
  });

  it("PUT validates against the saved type and refuses a type change", async () => {
    const created = await call("POST", "/v1/config/log-sources", { key: secret, body: bodies.loki });
    const id = created.json.data.id;
    const badCreds = await call("PUT", `/v1/config/log-sources/${id}`, {
      key: secret,
      body: { credentials: { apiKey: SECRETS.ddApi, appKey: SECRETS.ddApp } },
    });
    expectError(badCreds, 400, "VALIDATION_ERROR");
    const typeChange = await call("PUT", `/v1/config/log-sources/${id}`, { key: secret, body: { type: "datadog" } });
    expectError(typeChange, 400, "VALIDATION_ERROR");
    const regionOnLoki = await call("PUT", `/v1/config/log-sources/${id}`, {
      key: secret,
      body: { region: "eu-west-1" },
    });
    expectError(regionOnLoki, 400, "VALIDATION_ERROR");
    expectError(await call("PUT", `/v1/config/log-sources/${id}`, { key: secret, body: {} }), 400, "VALIDATION_ERROR");
    const ok = await call("PUT", `/v1/config/log-sources/${id}`, {
      key: secret,
      body: { type: "loki", sources: ['{app="cart"}', '{app="payments"}'] },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.sources).toEqual(['{app="cart"}', '{app="payments"}']);
  });
});

describe("delete, tombstones and isolation", () => {
  it("DELETE then 410 GONE on every route of the id; an unknown id is 404", async () => {
    const created = await call("POST", "/v1/config/log-sources", { key: secret, body: bodies.splunk });
    const id = created.json.data.id;
    const del = await call("DELETE", `/v1/config/log-sources/${id}`, { key: secret });
    expect(del.status).toBe(200);
    expect(del.json.data).toEqual({ id, deleted: true });
    expectError(await call("DELETE", `/v1/config/log-sources/${id}`, { key: secret }), 410, "GONE");
    expectError(await call("PUT", `/v1/config/log-sources/${id}`, { key: secret, body: { name: "x" } }), 410, "GONE");
    expectError(await call("POST", `/v1/config/log-sources/${id}/test`, { key: secret }), 410, "GONE");
    expectError(await call("GET", `/v1/config/log-sources/${id}/sources`, { key: secret }), 410, "GONE");
    const list = await call("GET", "/v1/config/log-sources", { key: secret });
    expect(list.json.data.map((d: { id: string }) => d.id)).not.toContain(id);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(await call("DELETE", `/v1/config/log-sources/${unknown}`, { key: secret }), 404, "NOT_FOUND");
    expectError(await call("POST", `/v1/config/log-sources/${unknown}/test`, { key: secret }), 404, "NOT_FOUND");
  });

  it("a delete still succeeds when the quota counter has drifted to zero", async () => {
    const project = await call("POST", "/v1/config/projects", { key: org, body: { name: "Drift" } });
    const pid = project.json.data.id;
    const headers = { "x-project-id": pid };
    const created = await call("POST", "/v1/config/log-sources", { key: org, headers, body: bodies.datadog });
    // the one unit the create used goes back behind the delete's back
    const counter = { tenantId: s.bootstrap.tenantId, scope: pid, quota: "logSourcesPerProject", period: "all" };
    await transact(s.ctx.store, [releaseQuotaStep(s.ctx.store, counter)]);
    const del = await call("DELETE", `/v1/config/log-sources/${created.json.data.id}`, { key: org, headers });
    expect(del.status).toBe(200);
    expectError(
      await call("DELETE", `/v1/config/log-sources/${created.json.data.id}`, { key: org, headers }),
      410,
      "GONE",
    );
  });

  it("another tenant's (or another project's) id is 404, never 403", async () => {
    const created = await call("POST", "/v1/config/log-sources", { key: secret, body: bodies.datadog });
    const id = created.json.data.id;
    const other = await createTenant(s.ctx, { name: "Other tenant", plan: "enterprise" });
    const theirs = other.keys.secret;
    expectError(
      await call("PUT", `/v1/config/log-sources/${id}`, { key: theirs, body: { name: "x" } }),
      404,
      "NOT_FOUND",
    );
    expectError(await call("DELETE", `/v1/config/log-sources/${id}`, { key: theirs }), 404, "NOT_FOUND");
    expectError(await call("POST", `/v1/config/log-sources/${id}/test`, { key: theirs }), 404, "NOT_FOUND");
    expectError(await call("GET", `/v1/config/log-sources/${id}/sources`, { key: theirs }), 404, "NOT_FOUND");
    expect((await call("GET", "/v1/config/log-sources", { key: theirs })).json.data).toEqual([]);
    const project = await call("POST", "/v1/config/projects", { key: org, body: { name: "Sibling" } });
    const sibling = { key: org, headers: { "x-project-id": project.json.data.id } };
    expectError(await call("DELETE", `/v1/config/log-sources/${id}`, sibling), 404, "NOT_FOUND");
    // Still there for its own project.
    expect((await call("PUT", `/v1/config/log-sources/${id}`, { key: secret, body: { name: "y" } })).status).toBe(200);
  });

  it("deleting the project deletes its sources", async () => {
    const project = await call("POST", "/v1/config/projects", { key: org, body: { name: "Doomed", slug: "doomed" } });
    const pid = project.json.data.id;
    const headers = { "x-project-id": pid };
    await call("POST", "/v1/config/log-sources", { key: org, headers, body: bodies.datadog });
    const del = await call("DELETE", `/v1/config/projects/${pid}`, { key: org, body: { confirm: "doomed" } });
    expect(del.status).toBe(200);
    const left = (await scanTable(s.ctx.store)).filter(
      (i) => String(i.pk).includes(pid) && String(i.sk).startsWith("LOGSOURCE#"),
    );
    expect(left).toEqual([]);
  });
});

describe("idempotency", () => {
  it("a replayed Idempotency-Key returns the same source and creates one", async () => {
    const project = await call("POST", "/v1/config/projects", { key: org, body: { name: "Idem" } });
    const opts = {
      key: org,
      headers: { "x-project-id": project.json.data.id, "idempotency-key": "create-dd-once" },
      body: bodies.datadog,
    };
    const first = await call("POST", "/v1/config/log-sources", opts);
    const second = await call("POST", "/v1/config/log-sources", opts);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.json.data).toEqual(first.json.data);
    const list = await call("GET", "/v1/config/log-sources", {
      key: org,
      headers: { "x-project-id": project.json.data.id },
    });
    expect(list.json.data).toHaveLength(1);
    const conflict = await call("POST", "/v1/config/log-sources", {
      ...opts,
      body: { ...bodies.datadog, name: "Other" },
    });
    expectError(conflict, 409, "IDEMPOTENCY_KEY_CONFLICT");
  });
});

describe("discover before saving", () => {
  it("403 DASHBOARD_ONLY", async () => {
    const res = await call("POST", "/v1/config/log-sources/discover", { key: secret, body: bodies.datadog });
    expectError(res, 403, "DASHBOARD_ONLY");
  });
});

describe("quota and SSRF (private networking off, logSourcesPerProject 2)", () => {
  it("403 QUOTA_EXCEEDED past the quota; deleting frees a slot", async () => {
    const key = locked.bootstrap.keys.secret;
    const a = await lockedCall("POST", "/v1/config/log-sources", { key, body: bodies.datadog });
    const b = await lockedCall("POST", "/v1/config/log-sources", { key, body: bodies.cloudwatch });
    expect([a.status, b.status]).toEqual([201, 201]);
    const c = await lockedCall("POST", "/v1/config/log-sources", { key, body: bodies.gcp });
    expectError(c, 403, "QUOTA_EXCEEDED");
    expect((await lockedCall("GET", "/v1/config/log-sources", { key })).json.data).toHaveLength(2);
    expect((await lockedCall("DELETE", `/v1/config/log-sources/${a.json.data.id}`, { key })).status).toBe(200);
    expect((await lockedCall("POST", "/v1/config/log-sources", { key, body: bodies.gcp })).status).toBe(201);
    expectError(
      await lockedCall("POST", "/v1/config/log-sources", { key, body: bodies.datadog }),
      403,
      "QUOTA_EXCEEDED",
    );
  });

  it.each([
    ["http on loopback", "http://127.0.0.1:3100"],
    ["https on loopback", "https://127.0.0.1:3100"],
    ["a name that resolves to loopback", "https://localhost:3100"],
    ["IPv6 loopback", "https://[::1]:3100"],
    ["IPv4-mapped IPv6 loopback", "https://[::ffff:127.0.0.1]/"],
    ["metadata address", "https://169.254.169.254/latest"],
    ["private range", "https://10.1.2.3:9200"],
  ])("400 VALIDATION_ERROR at save time for %s", async (_label, host) => {
    const project = await lockedCall("POST", "/v1/config/projects", {
      key: locked.bootstrap.keys.org,
      body: { name: `ssrf ${host}` },
    });
    const opts = { key: locked.bootstrap.keys.org, headers: { "x-project-id": project.json.data.id } };
    const res = await lockedCall("POST", "/v1/config/log-sources", {
      ...opts,
      body: { ...bodies.loki, credentials: { ...bodies.loki.credentials, host } },
    });
    expectError(res, 400, "VALIDATION_ERROR");
    expect(res.json.error.details.issues[0].path).toBe("credentials.host");
    expect((await lockedCall("GET", "/v1/config/log-sources", opts)).json.data).toEqual([]);
  });

  it("the same check applies to a host changed by PUT", async () => {
    const key = locked.bootstrap.keys.org;
    const project = await lockedCall("POST", "/v1/config/projects", { key, body: { name: "ssrf put" } });
    const headers = { "x-project-id": project.json.data.id };
    // A public address literal needs no DNS and is allowed.
    const publicHost = { ...bodies.loki, credentials: { ...bodies.loki.credentials, host: "https://93.184.216.34" } };
    const created = await lockedCall("POST", "/v1/config/log-sources", { key, headers, body: publicHost });
    expect(created.status).toBe(201);
    const put = await lockedCall("PUT", `/v1/config/log-sources/${created.json.data.id}`, {
      key,
      headers,
      body: { credentials: { host: "https://127.0.0.1:3100", apiKey: SECRETS.lokiKey } },
    });
    expectError(put, 400, "VALIDATION_ERROR");
    expect(put.json.error.details.issues[0].path).toBe("credentials.host");
  });
});

describe("secrets at rest and on the wire", () => {
  it("stored items hold credentials only encrypted", async () => {
    for (const server of [s, locked]) {
      const items = await scanTable(server.ctx.store);
      const sources = items.filter((i) => String(i.sk).startsWith("LOGSOURCE#"));
      expect(sources.length).toBeGreaterThan(0);
      for (const item of sources) {
        expect(item.credentials).toMatchObject({ v: 1, ct: expect.any(String), iv: expect.any(String) });
      }
      expect(secretHits([JSON.stringify(items)], ALL_SECRETS)).toEqual([]);
    }
  });

  it("no submitted secret appears in any response or captured log line", () => {
    logger.warn("log capture check zzCAPTURE");
    expect(capture.logs.join("\n")).toContain("zzCAPTURE");
    expect(responses.length).toBeGreaterThan(50);
    expect(secretHits(responses, ALL_SECRETS)).toEqual([]);
    expect(secretHits(capture.logs, ALL_SECRETS)).toEqual([]);
  });
});
