// /test and /sources through the local server against each aggregator fake, and the worker-facing
// loadActiveSourceConnections/connectorFor; every response and log line scanned for the submitted secrets.
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { loadConfig } from "../../shared/runtime/config.js";
import { startLocalServer } from "../../shared/runtime/local-server.js";
import { logger } from "../../shared/runtime/logger.js";
import { connectorFor, loadActiveSourceConnections } from "../../shared/services/log-sources.js";
import {
  startFakeCloudWatchLogs,
  startFakeDatadog,
  startFakeElastic,
  startFakeGcpLogging,
  startFakeLoki,
  startFakeSplunk,
} from "../fakes/aggregators.js";
import type { FakeHandle } from "../fakes/fake-server.js";
import { CORPUS_END, CORPUS_START, generateLines } from "../fakes/log-corpus.js";
import { type Capture, captureLogs, recordingCall, secretHits } from "../integration/log-sources/secret-scan.js";
import type { CallOptions, CallResult } from "../support/local-server.js";
import { callApi, startTestServer, type TestServer, testDynamoEndpoint } from "../support/local-server.js";
import { createTestClock } from "../support/test-clock.js";

const pair = () =>
  generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
const gcpGood = pair();
const gcpOther = pair();
const GCP_EMAIL = "logdx-reader@shop-prod.iam.gserviceaccount.com";
const saJson = (privateKey: string) =>
  JSON.stringify({
    type: "service_account",
    project_id: "shop-prod",
    private_key_id: "3f1c0c6e2b9d4a7f8e5d",
    private_key: privateKey,
    client_email: GCP_EMAIL,
    token_uri: "https://oauth2.googleapis.com/token",
  });

const S = {
  awsSecret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  awsWrong: "wJalrXUtnFEMI/K7MDENG/WRONGWRONGWRONGKEY",
  awsSession: "IQoJb3JpZ2luX2VjEFAKESESSIONTOKENVALUE==",
  ddApi: "0f3c9a1b2c3d4e5f60718293a4b5c6d7",
  ddApp: "9ab1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d",
  ddWrong: "bad-api-key-000000000000",
  loki: "glc_eyJvIjoiOTk5IiwibiI6InN0YWNrIn0=",
  lokiWrong: "glc_wrong_token_value_123",
  splunk: "eyJraWQiOiJzcGx1bmsuc2VjcmV0IiwiYWxnIjoiSFM1MTIifQ.fake-splunk-token-value",
  splunkWrong: "eyJraWQiOiJzcGx1bmsuc2VjcmV0In0.wrong-token",
  esKey: "VuaCfGcBCdbkQm-e5aOx:ui2lp2axTNmsyakw9tvNnw",
  esKeyWrong: "VuaCfGcBCdbkQm-e5aOx:wrongwrongwrong",
  osPassword: "Sup3r-S3cret-elastic-pw",
  osWrong: "not-the-password-1",
};
const SECRETS = [
  ...Object.values(S),
  // HTTP Basic carries base64 of "user:password".
  `reader:${S.osPassword}`,
  `reader:${S.osWrong}`,
  "ui2lp2axTNmsyakw9tvNnw",
  "wrongwrongwrong",
  gcpGood.privateKey,
  gcpOther.privateKey,
  gcpGood.privateKey.split("\n")[5],
  gcpOther.privateKey.split("\n")[5],
];

const lines = generateLines({
  count: 1500,
  sources: ["/ecs/checkout", "main", "checkout", "app_prod", "app-logs-2025.03.01", "run.googleapis.com/stderr"],
  seed: 11,
});

interface Platform {
  label: string;
  fake: () => FakeHandle;
  body: (valid: boolean) => Record<string, unknown>;
  discovered: { name: string; kind: string };
}

let cw: FakeHandle;
let dd: FakeHandle;
let loki: FakeHandle;
let splunk: FakeHandle;
let es: FakeHandle;
let os: FakeHandle;
let gcp: FakeHandle;

const platforms: Platform[] = [
  {
    label: "cloudwatch",
    fake: () => cw,
    body: (valid) => ({
      type: "cloudwatch",
      name: "CloudWatch",
      region: "eu-west-1",
      credentials: {
        accessKeyId: "AKIAEXAMPLE7QTESTKEY",
        secretAccessKey: valid ? S.awsSecret : S.awsWrong,
        sessionToken: S.awsSession,
      },
      sources: ["/ecs/checkout"],
    }),
    discovered: { name: "/ecs/checkout", kind: "log_group" },
  },
  {
    label: "datadog",
    fake: () => dd,
    body: (valid) => ({
      type: "datadog",
      name: "Datadog",
      credentials: { apiKey: valid ? S.ddApi : S.ddWrong, appKey: S.ddApp },
      settings: { site: "datadoghq.eu" },
      sources: ["main"],
    }),
    discovered: { name: "main", kind: "index" },
  },
  {
    label: "loki",
    fake: () => loki,
    body: (valid) => ({
      type: "loki",
      name: "Loki",
      credentials: { host: loki.url, apiKey: valid ? S.loki : S.lokiWrong, orgId: "team-shop" },
      sources: ['{app="checkout"}'],
    }),
    discovered: { name: '{service_name="checkout"}', kind: "label_selector" },
  },
  {
    label: "splunk",
    fake: () => splunk,
    body: (valid) => ({
      type: "splunk",
      name: "Splunk",
      credentials: { host: splunk.url, token: valid ? S.splunk : S.splunkWrong },
      sources: ["app_prod"],
    }),
    discovered: { name: "app_prod", kind: "index" },
  },
  {
    label: "elastic (Elasticsearch, ApiKey)",
    fake: () => es,
    body: (valid) => ({
      type: "elastic",
      name: "Elasticsearch",
      credentials: { host: es.url, apiKey: valid ? S.esKey : S.esKeyWrong },
      sources: ["app-logs-*"],
    }),
    discovered: { name: "app-logs-*", kind: "index" },
  },
  {
    label: "elastic (OpenSearch, Basic)",
    fake: () => os,
    body: (valid) => ({
      type: "elastic",
      name: "OpenSearch",
      credentials: { host: os.url, username: "reader", password: valid ? S.osPassword : S.osWrong },
      sources: ["app-logs-2025.03.01"],
    }),
    // Dated indices are offered as their pattern.
    discovered: { name: "app-logs-*", kind: "index" },
  },
  {
    label: "gcp_logging",
    fake: () => gcp,
    body: (valid) => ({
      type: "gcp_logging",
      name: "Cloud Logging",
      credentials: { serviceAccountJson: saJson(valid ? gcpGood.privateKey : gcpOther.privateKey) },
      sources: ["run.googleapis.com/stderr"],
    }),
    discovered: { name: "run.googleapis.com/stderr", kind: "log" },
  },
];

let s: TestServer;
let capture: Capture;
const responses: string[] = [];
let call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
let key: string;
const ids = new Map<string, { good: string; bad: string }>();

beforeAll(async () => {
  capture = captureLogs();
  [cw, dd, loki, splunk, es, os, gcp] = await Promise.all([
    startFakeCloudWatchLogs({
      lines,
      accessKeyId: "AKIAEXAMPLE7QTESTKEY",
      secretAccessKey: S.awsSecret,
      sessionToken: S.awsSession,
    }),
    startFakeDatadog({ lines, apiKey: S.ddApi, appKey: S.ddApp }),
    startFakeLoki({ lines, apiKey: S.loki, orgId: "team-shop" }),
    startFakeSplunk({ lines, token: S.splunk }),
    startFakeElastic({ flavor: "elasticsearch", lines, apiKey: S.esKey }),
    startFakeElastic({ flavor: "opensearch", lines, username: "reader", password: S.osPassword }),
    startFakeGcpLogging({
      lines,
      projectId: "shop-prod",
      clientEmail: GCP_EMAIL,
      publicKeyPem: gcpGood.publicKey,
      now: () => CORPUS_END,
    }),
  ]);
  s = await startTestServer({
    clock: createTestClock(new Date(CORPUS_END)),
    config: {
      allowPrivateNetwork: true,
      rateLimits: { read: 100_000, mutation: 100_000, analysis: 100_000 },
      endpointOverrides: {
        cloudwatch: cw.url,
        datadog: dd.url,
        gcp_logging: gcp.url,
        gcp_token: `${gcp.url}/token`,
      },
    },
  });
  call = recordingCall(s, responses);
  key = s.bootstrap.keys.secret;
  for (const p of platforms) {
    const good = await call("POST", "/v1/config/log-sources", { key, body: p.body(true) });
    const bad = await call("POST", "/v1/config/log-sources", { key, body: { ...p.body(false), isActive: false } });
    expect([good.status, bad.status]).toEqual([201, 201]);
    ids.set(p.label, { good: good.json.data.id, bad: bad.json.data.id });
  }
}, 60_000);

afterAll(async () => {
  capture.restore();
  await s?.stop();
  await Promise.all([cw, dd, loki, splunk, es, os, gcp].map((f) => f?.close()));
});

const idOf = (label: string) => ids.get(label) ?? { good: "", bad: "" };

describe("POST /v1/config/log-sources/{id}/test", () => {
  it.each(platforms.map((p) => [p.label, p] as const))("%s: ok with up to 10 sample lines", async (label, p) => {
    p.fake().requests.length = 0;
    const res = await call("POST", `/v1/config/log-sources/${idOf(label).good}/test`, { key });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.ok).toBe(true);
    expect(data.error).toBeUndefined();
    expect(data.latencyMs).toEqual(expect.any(Number));
    expect(data.sample.length).toBeGreaterThan(0);
    expect(data.sample.length).toBeLessThanOrEqual(10);
    for (const line of data.sample) {
      expect(Object.keys(line).sort()).toEqual(["level", "message", "service", "timestamp"]);
      expect(Date.parse(line.timestamp)).toBeGreaterThanOrEqual(CORPUS_START);
      expect(Date.parse(line.timestamp)).toBeLessThanOrEqual(CORPUS_END);
    }
    // It really went to the fake.
    expect(p.fake().requests.length).toBeGreaterThan(0);
  });

  it.each(platforms.map((p) => [p.label] as const))("%s: bad credentials are ok:false, not an error", async (label) => {
    const res = await call("POST", `/v1/config/log-sources/${idOf(label).bad}/test`, { key });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ ok: false, sample: [], error: { code: "UPSTREAM_ERROR" } });
    expect(res.json.data.error.message).toEqual(expect.any(String));
  });

  it("takes no body or {} only: malformed JSON or anything else is 400 VALIDATION_ERROR and asks nobody", async () => {
    const path = `/v1/config/log-sources/${idOf("loki").good}/test`;
    const json = { "content-type": "application/json" };
    for (const opts of [{}, { raw: "" }, { raw: "  " }, { body: {} }, { raw: "{ }", headers: json }]) {
      const res = await call("POST", path, { key, ...opts });
      expect([JSON.stringify(opts), res.status, res.json.data.ok]).toEqual([JSON.stringify(opts), 200, true]);
    }
    loki.requests.length = 0;
    const malformed = [
      '{"dryRun": true',
      '{"a": 1,}',
      "{'a': 1}",
      "{",
      "not json",
      '{"junk":1}',
      "null",
      "[]",
      '"x"',
      "0",
    ];
    for (const raw of malformed) {
      const res = await call("POST", path, { key, raw, headers: json });
      expect([raw, res.status, res.json.error.code]).toEqual([raw, 400, "VALIDATION_ERROR"]);
      expect(res.json.error.details.issues.length).toBeGreaterThan(0);
    }
    expect(loki.requests).toHaveLength(0);
  });

  it("an aggregator that fails for good is ok:false", async () => {
    loki.setFault({ kind: "server_error", scope: "all" });
    try {
      const res = await call("POST", `/v1/config/log-sources/${idOf("loki").good}/test`, { key });
      expect(res.status).toBe(200);
      expect(res.json.data.ok).toBe(false);
    } finally {
      loki.setFault(null);
    }
  });
});

describe("upstream misbehaviour through /test and /sources", () => {
  const osId = () => idOf("elastic (OpenSearch, Basic)").good;

  it("an aggregator that never answers: /test is ok:false UPSTREAM_TIMEOUT, /sources is 504 UPSTREAM_TIMEOUT", async () => {
    os.setFault({ kind: "hang" });
    s.ctx.upstreamDeadlineMs = 2_000;
    try {
      const [test, sources] = await Promise.all([
        call("POST", `/v1/config/log-sources/${osId()}/test`, { key }),
        call("GET", `/v1/config/log-sources/${osId()}/sources`, { key }),
      ]);
      expect(test.status).toBe(200);
      expect(test.json.data).toMatchObject({ ok: false, sample: [], error: { code: "UPSTREAM_TIMEOUT" } });
      expect(sources.status).toBe(504);
      expect(sources.json.error).toMatchObject({ code: "UPSTREAM_TIMEOUT" });
    } finally {
      s.ctx.upstreamDeadlineMs = undefined;
      os.setFault(null);
    }
  });

  it("a 302 to the metadata address is refused, not followed", async () => {
    os.setFault({ kind: "redirect_metadata" });
    try {
      const test = await call("POST", `/v1/config/log-sources/${osId()}/test`, { key });
      expect(test.status).toBe(200);
      expect(test.json.data).toMatchObject({ ok: false, error: { code: "UPSTREAM_ERROR" } });
      expect(test.json.data.error.message).toMatch(/302/);
      const sources = await call("GET", `/v1/config/log-sources/${osId()}/sources`, { key });
      expect(sources.status).toBe(502);
      expect(sources.json.error).toMatchObject({ code: "UPSTREAM_ERROR", details: { upstream: "log_source" } });
    } finally {
      os.setFault(null);
    }
  });

  it.each([
    ["elastic (OpenSearch, Basic)", () => os],
    ["datadog", () => dd],
    ["splunk", () => splunk],
    ["loki", () => loki],
  ] as const)("%s: an error body echoing the credentials reaches no response (scanned below)", async (label, fake) => {
    fake().setFault({ kind: "echo_credentials" });
    try {
      const test = await call("POST", `/v1/config/log-sources/${idOf(label).good}/test`, { key });
      expect(test.json.data).toMatchObject({ ok: false, error: { code: "UPSTREAM_ERROR" } });
      expect(test.json.data.error.message).toContain("[redacted]");
      const sources = await call("GET", `/v1/config/log-sources/${idOf(label).good}/sources`, { key });
      expect(sources.status).toBe(502);
    } finally {
      fake().setFault(null);
    }
  });
});

describe("PUT then /test", () => {
  it("a rename keeps the saved credentials; replaced credentials are the ones used next", async () => {
    const { good, bad } = idOf("datadog");
    const renamed = await call("PUT", `/v1/config/log-sources/${good}`, { key, body: { name: "Datadog EU" } });
    expect(renamed.status).toBe(200);
    expect((await call("POST", `/v1/config/log-sources/${good}/test`, { key })).json.data.ok).toBe(true);
    const fixed = await call("PUT", `/v1/config/log-sources/${bad}`, {
      key,
      body: { credentials: { apiKey: S.ddApi, appKey: S.ddApp } },
    });
    expect(fixed.status).toBe(200);
    expect((await call("POST", `/v1/config/log-sources/${bad}/test`, { key })).json.data.ok).toBe(true);
    const broken = await call("PUT", `/v1/config/log-sources/${bad}`, {
      key,
      body: { credentials: { apiKey: S.ddWrong, appKey: S.ddApp } },
    });
    expect(broken.status).toBe(200);
    expect((await call("POST", `/v1/config/log-sources/${bad}/test`, { key })).json.data.ok).toBe(false);
  });
});

describe("GET /v1/config/log-sources/{id}/sources", () => {
  it.each(platforms.map((p) => [p.label, p] as const))("%s: lists what the credentials can read", async (label, p) => {
    const res = await call("GET", `/v1/config/log-sources/${idOf(label).good}/sources`, { key });
    expect(res.status).toBe(200);
    expect(res.json.data).toContainEqual(p.discovered);
  });

  it("loki labelled the Loki 2.x way (service, container, namespace): lists the services, and they read", async () => {
    const legacy = await startFakeLoki({
      lines,
      apiKey: S.loki,
      labels: (l) => ({ service: l.source, container: `${l.source}-1`, namespace: "shop", level: l.level }),
    });
    try {
      const created = await call("POST", "/v1/config/log-sources", {
        key,
        body: {
          type: "loki",
          name: "Loki 2",
          credentials: { host: legacy.url, apiKey: S.loki },
          sources: ['{namespace="shop"}'],
        },
      });
      expect(created.status).toBe(201);
      const res = await call("GET", `/v1/config/log-sources/${created.json.data.id}/sources`, { key });
      expect(res.status).toBe(200);
      const names = res.json.data.map((d: { name: string }) => d.name);
      expect(names).toContain('{service="checkout"}');
      expect(names).toHaveLength(new Set(lines.map((l) => l.source)).size);
      for (const d of res.json.data) expect(d).toEqual({ name: expect.any(String), kind: "label_selector" });
      // a discovered source is one a source can be saved with
      const saved = await call("PUT", `/v1/config/log-sources/${created.json.data.id}`, {
        key,
        body: { sources: names },
      });
      expect(saved.status).toBe(200);
      const test = await call("POST", `/v1/config/log-sources/${created.json.data.id}/test`, { key });
      expect(test.json.data.ok).toBe(true);
      await call("DELETE", `/v1/config/log-sources/${created.json.data.id}`, { key });
    } finally {
      await legacy.close();
    }
  });

  it("502 UPSTREAM_ERROR (upstream log_source) with bad credentials", async () => {
    const res = await call("GET", `/v1/config/log-sources/${idOf("splunk").bad}/sources`, { key });
    expect(res.status).toBe(502);
    expect(res.json.error).toMatchObject({ code: "UPSTREAM_ERROR", details: { upstream: "log_source" } });
  });

  it("502 UPSTREAM_ERROR when the aggregator keeps failing", async () => {
    es.setFault({ kind: "server_error", scope: "all" });
    try {
      const res = await call("GET", `/v1/config/log-sources/${idOf("elastic (Elasticsearch, ApiKey)").good}/sources`, {
        key,
      });
      expect(res.status).toBe(502);
      expect(res.json.error).toMatchObject({ code: "UPSTREAM_ERROR", details: { upstream: "log_source" } });
    } finally {
      es.setFault(null);
    }
  });
});

describe("connect-time SSRF guard", () => {
  it("a source saved while private networking was allowed is refused at connect time once it is not", async () => {
    // A second server over the same table, data dir and master key, with private networking off.
    const strict = await startLocalServer({
      config: { ...loadConfig(), allowPrivateNetwork: false },
      dataDir: s.dataDir,
      port: 0,
      dynamoEndpoint: testDynamoEndpoint(),
      tableName: s.ctx.store.tableName,
      workers: false,
    });
    try {
      loki.requests.length = 0;
      const id = idOf("loki").good;
      const test = await callApi(strict.baseUrl, "POST", `/v1/config/log-sources/${id}/test`, { key });
      responses.push(test.text);
      expect(test.status).toBe(200);
      expect(test.json.data).toMatchObject({ ok: false, sample: [], error: { code: expect.any(String) } });
      const sources = await callApi(strict.baseUrl, "GET", `/v1/config/log-sources/${id}/sources`, { key });
      responses.push(sources.text);
      expect(sources.status).toBe(502);
      expect(sources.json.error.details).toMatchObject({ upstream: "log_source" });
      expect(loki.requests).toEqual([]);
    } finally {
      await strict.stop();
    }
  });
});

describe("loadActiveSourceConnections and connectorFor (the analysis worker's entry)", () => {
  it("loads only active sources, with decrypted credentials, and reads through the fakes", async () => {
    const conns = await loadActiveSourceConnections(s.ctx, s.bootstrap.tenantId, s.bootstrap.projectId);
    expect(conns.map((c) => c.id).sort()).toEqual(platforms.map((p) => idOf(p.label).good).sort());
    const dd = conns.find((c) => c.type === "datadog");
    expect(dd?.credentials).toEqual({ apiKey: S.ddApi, appKey: S.ddApp });
    expect(dd?.settings).toEqual({ site: "datadoghq.eu" });
    expect(conns.find((c) => c.type === "cloudwatch")?.region).toBe("eu-west-1");
    for (const conn of conns) {
      const read = connectorFor(s.ctx, conn).read(
        { start: CORPUS_START, end: CORPUS_END },
        { signal: AbortSignal.timeout(10_000), lineBudget: 50 },
      );
      let n = 0;
      for await (const record of read) {
        expect(record.timestamp).toBeGreaterThanOrEqual(CORPUS_START);
        n++;
      }
      expect([conn.type, n]).toEqual([conn.type, 50]);
    }
    expect(await loadActiveSourceConnections(s.ctx, s.bootstrap.tenantId, "no-such-project")).toEqual([]);
  });
});

describe("secrets", () => {
  it("no submitted secret appears in any response or captured log line", () => {
    logger.warn("log capture check zzCAPTURE");
    expect(capture.logs.join("\n")).toContain("zzCAPTURE");
    expect(responses.length).toBeGreaterThan(30);
    expect(secretHits(responses, SECRETS)).toEqual([]);
    expect(secretHits(capture.logs, SECRETS)).toEqual([]);
    // A base64 run with only part of it redacted (a user name cut out of "user:password") still decodes.
    const decoded = [...responses, ...capture.logs].flatMap((t) =>
      (t.match(/[A-Za-z0-9+/]{8,}={0,2}/g) ?? []).map((run) => Buffer.from(run, "base64").toString()),
    );
    expect(SECRETS.filter((secret) => decoded.some((d) => d.includes(secret)))).toEqual([]);
  });
});
