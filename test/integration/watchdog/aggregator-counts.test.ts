// The watchdog check counting on the aggregator's side (Loki count_over_time, Datadog logs aggregate,
// Elasticsearch filters aggregation, Splunk stats count, CloudWatch Logs Insights stats): every count-based rule type trips and stays quiet on crafted logs with no
// line read before the trip; a rule's query narrows what is counted on every platform, counted or read; a source
// that fails beside one that answers is named in the entry and never trips the rule.
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { runCheck } from "../../../shared/services/watchdog/check.js";
import {
  type FakeCloudWatch,
  type FakeHandle,
  type FakeLine,
  type RecordedRequest,
  startFakeCloudWatchLogs,
  startFakeDatadog,
  startFakeElastic,
  startFakeGcpLogging,
  startFakeLoki,
  startFakeSplunk,
} from "../../fakes/aggregators.js";
import type { CallOptions, CallResult } from "../../support/local-server.js";
import { startTestServer, type TestServer } from "../../support/local-server.js";
import { createTestClock } from "../../support/test-clock.js";
import { createProject } from "../analyses/helpers.js";

/** Every rule is created at T0 on a fixed 60 s schedule: its checks fall at T1, T2, … */
const T0 = Date.parse("2026-03-10T12:00:00.000Z");
const T = (k: number) => T0 + k * 60_000;
const clock = createTestClock(new Date(T0));
const K = {
  loki: "loki-count-key",
  ddApi: "0f3c9a1b2c3d4e5f60718293a4b5c6d7",
  ddApp: "9ab1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d",
  es: "VuaCfGcBCdbkQm-e5aOx:ui2lp2axTNmsyakw9tvNnw",
  splunk: "fake-splunk-token-for-watchdog",
  awsId: "AKIAEXAMPLE7QTESTKEY",
  awsSecret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
};
const gcpKey = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});
const GCP_EMAIL = "reader@shop-prod.iam.gserviceaccount.com";

/** `n` lines of `level` in the minute ending at T(k), in source `source`. */
function minute(source: string, k: number, n: number, level: FakeLine["level"], text: string): FakeLine[] {
  return Array.from({ length: n }, (_, i) => {
    // odd and even milliseconds: the Splunk fake gives only the even ones a log_level field
    const timestamp = T(k) - 1000 - i * 499;
    return {
      timestamp,
      source,
      service: "checkout",
      level,
      host: "h1",
      message: `${new Date(timestamp).toISOString()} ${level.toUpperCase()} [checkout] ${text} #${i}`,
    };
  });
}

/** The crafted logs of each scenario, by source name; one platform serves each scenario under its own source. */
const scenario = {
  count: (s: string) => [
    ...minute(s, 1, 4, "error", "payment failed"),
    ...minute(s, 1, 20, "info", "ok"),
    ...minute(s, 2, 6, "error", "payment failed"),
  ],
  rate: (s: string) => [
    ...minute(s, 1, 1, "error", "db timeout"),
    ...minute(s, 1, 19, "info", "ok"),
    ...minute(s, 2, 5, "error", "db timeout"),
    ...minute(s, 2, 15, "info", "ok"),
  ],
  // baseline 2 a minute, then 5 (< 3 × 2), then 9 (≥ 3 × the average of 2, 2, 5)
  spike: (s: string) => [
    ...minute(s, -2, 2, "error", "upstream reset"),
    ...minute(s, -1, 2, "error", "upstream reset"),
    ...minute(s, 0, 2, "error", "upstream reset"),
    ...minute(s, 1, 5, "error", "upstream reset"),
    ...minute(s, 2, 9, "error", "upstream reset"),
  ],
  // the query keeps the payment lines: 2 then 3 of them, among errors that would trip the rule without it
  query: (s: string) => [
    ...minute(s, 1, 2, "error", "payment declined"),
    ...minute(s, 1, 5, "error", "disk full"),
    ...minute(s, 2, 3, "error", "payment declined"),
    ...minute(s, 2, 5, "error", "disk full"),
  ],
  // a pattern in lines of any level: 1, then 2 matches
  pattern: (s: string) => [
    ...minute(s, 1, 1, "info", "java.lang.OutOfMemoryError: heap"),
    ...minute(s, 1, 3, "error", "OutOfMemory"),
    ...minute(s, 2, 2, "warn", "java.lang.OutOfMemoryError: heap"),
  ],
};
type Scenario = Exclude<keyof typeof scenario, "pattern">;
const ALL: Scenario[] = ["count", "rate", "spike", "query"];
const lines = (prefix: string) =>
  (Object.keys(scenario) as Array<keyof typeof scenario>).flatMap((k) => scenario[k](`${prefix}${k}`));

const RULES: Record<Scenario, Record<string, unknown>> = {
  count: { type: "error_count", condition: { threshold: 5 } },
  rate: { type: "error_rate", condition: { thresholdPercent: 10, minLines: 20 } },
  spike: { type: "spike", condition: { factor: 3, baselineWindows: 3, minCount: 5 } },
  query: { type: "error_count", condition: { threshold: 3 } },
};
/** First check (T1), then second (T2). */
const EXPECTED: Record<Scenario, Array<Record<string, unknown>>> = {
  count: [
    { outcome: "ok", value: 4, threshold: 5 },
    { outcome: "tripped", value: 6, threshold: 5 },
  ],
  rate: [
    { outcome: "ok", value: 5, threshold: 10 },
    { outcome: "tripped", value: 25, threshold: 10 },
  ],
  spike: [
    { outcome: "ok", value: 5, threshold: 6 },
    { outcome: "tripped", value: 9, threshold: 9 },
  ],
  query: [
    { outcome: "ok", value: 2, threshold: 3 },
    { outcome: "tripped", value: 3, threshold: 3 },
  ],
};

interface Platform {
  fake: FakeHandle;
  /** The log source body reading `name`. */
  source: (name: string) => Record<string, unknown>;
  query: string;
  /** Requests that counted on the platform's side for `name`, and requests that read its lines. */
  counts?: (r: RecordedRequest, name: string) => boolean;
  reads: (r: RecordedRequest, name: string) => boolean;
}

let server: TestServer;
const platforms = new Map<string, Platform>();
const fakes: FakeHandle[] = [];

const json = (r: RecordedRequest) => {
  try {
    return JSON.parse(r.body || "{}");
  } catch {
    return {};
  }
};
const lokiQuery = (r: RecordedRequest) => String(r.query.query ?? "");
const splunkSearch = (r: RecordedRequest) => new URLSearchParams(r.body).get("search") ?? "";
const cwOp = (r: RecordedRequest) => String(r.headers["x-amz-target"] ?? "").replace(/^Logs_20140328\./, "");

beforeAll(async () => {
  const [loki, dd, es, splunk, cw, gcp] = await Promise.all([
    startFakeLoki({ lines: lines("lk-"), apiKey: K.loki }),
    startFakeDatadog({ lines: lines("dd-"), apiKey: K.ddApi, appKey: K.ddApp }),
    startFakeElastic({ flavor: "elasticsearch", lines: lines("es-"), apiKey: K.es }),
    startFakeSplunk({ lines: lines("sp-"), token: K.splunk }),
    startFakeCloudWatchLogs({ lines: lines("cw-"), accessKeyId: K.awsId, secretAccessKey: K.awsSecret }),
    startFakeGcpLogging({
      lines: lines("gc-"),
      projectId: "shop-prod",
      clientEmail: GCP_EMAIL,
      publicKeyPem: gcpKey.publicKey,
      now: () => clock.now().getTime(),
    }),
  ]);
  fakes.push(loki, dd, es, splunk, cw, gcp);
  platforms.set("loki", {
    fake: loki,
    source: (name) => ({ type: "loki", credentials: { host: loki.url, apiKey: K.loki }, sources: [`{app="${name}"}`] }),
    query: '|= "payment"',
    counts: (r, name) => lokiQuery(r).startsWith("sum(count_over_time(") && lokiQuery(r).includes(`"${name}"`),
    reads: (r, name) => !lokiQuery(r).startsWith("sum(") && lokiQuery(r).includes(`"${name}"`),
  });
  platforms.set("datadog", {
    fake: dd,
    source: (name) => ({ type: "datadog", credentials: { apiKey: K.ddApi, appKey: K.ddApp }, sources: [name] }),
    query: "payment",
    counts: (r, name) => r.path === "/api/v2/logs/analytics/aggregate" && json(r).filter?.indexes?.[0] === name,
    reads: (r, name) => r.path === "/api/v2/logs/events/search" && json(r).filter?.indexes?.[0] === name,
  });
  platforms.set("elastic", {
    fake: es,
    source: (name) => ({ type: "elastic", credentials: { host: es.url, apiKey: K.es }, sources: [name] }),
    query: "message:payment",
    counts: (r, name) => r.path === `/${name}/_search` && json(r).size === 0,
    reads: (r, name) => r.path === `/${name}/_pit` || (r.path === `/${name}/_search` && json(r).size !== 0),
  });
  platforms.set("splunk", {
    fake: splunk,
    source: (name) => ({ type: "splunk", credentials: { host: splunk.url, token: K.splunk }, sources: [name] }),
    query: "payment",
    counts: (r, name) => splunkSearch(r).includes(`index=${name} `) && splunkSearch(r).endsWith("| stats count"),
    reads: (r, name) => splunkSearch(r).includes(`index=${name} `) && /\| head \d+$/.test(splunkSearch(r)),
  });
  platforms.set("cloudwatch", {
    fake: cw,
    source: (name) => ({
      type: "cloudwatch",
      region: "eu-west-1",
      credentials: { accessKeyId: K.awsId, secretAccessKey: K.awsSecret },
      sources: [name],
    }),
    query: "payment",
    counts: (r, name) => cwOp(r) === "StartQuery" && json(r).logGroupName === name,
    reads: (r, name) => cwOp(r) === "FilterLogEvents" && json(r).logGroupName === name,
  });
  platforms.set("gcp_logging", {
    fake: gcp,
    source: (name) => ({
      type: "gcp_logging",
      credentials: {
        serviceAccountJson: JSON.stringify({
          type: "service_account",
          project_id: "shop-prod",
          private_key: gcpKey.privateKey,
          client_email: GCP_EMAIL,
          token_uri: "https://oauth2.googleapis.com/token",
        }),
      },
      sources: [name],
    }),
    query: '"payment"',
    reads: (r, name) => r.path === "/v2/entries:list" && String(json(r).filter).includes(`/logs/${name}"`),
  });
  server = await startTestServer({
    clock,
    config: {
      rateLimits: { read: 100_000, mutation: 100_000, analysis: 100_000 },
      allowPrivateNetwork: true,
      endpointOverrides: { datadog: dd.url, cloudwatch: cw.url, gcp_logging: gcp.url, gcp_token: `${gcp.url}/token` },
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all(fakes.map((f) => f.close()));
});

type Caller = (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;

/** A project reading the given sources, and a rule created at T0. */
async function setUp(sources: Array<Record<string, unknown>>, rule: Record<string, unknown>) {
  clock.set(new Date(T0));
  const org = server.bootstrap.keys.org;
  const projectId = await createProject(server, org, `wdc ${Math.random().toString(36).slice(2, 8)}`);
  const call: Caller = (method, path, o = {}) =>
    server.call(method, path, { ...o, key: org, headers: { "x-project-id": projectId, ...o.headers } });
  for (const [i, body] of sources.entries()) {
    const res = await call("POST", "/v1/config/log-sources", { body: { name: `s${i}`, ...body } });
    expect(res.status).toBe(201);
  }
  const res = await call("POST", "/v1/config/monitoring", {
    body: {
      name: "r",
      schedule: { kind: "fixed", intervalSeconds: 60 },
      lookbackSeconds: 60,
      action: "notify",
      cooldownSeconds: 0,
      dedupWindowSeconds: 0,
      ...rule,
    },
  });
  expect(res.status).toBe(201);
  const ruleId = res.json.data.id as string;
  const check = async () => {
    const due = (await call("GET", `/v1/config/monitoring/${ruleId}`)).json.data.nextCheckAt as string;
    clock.set(due);
    return runCheck(server.ctx, { tenantId: server.bootstrap.tenantId, projectId, ruleId, dueAt: due });
  };
  return { check, call, ruleId, projectId };
}

const PREFIX: Record<string, string> = {
  loki: "lk-",
  datadog: "dd-",
  elastic: "es-",
  splunk: "sp-",
  cloudwatch: "cw-",
  gcp_logging: "gc-",
};

describe.each(["loki", "datadog", "elastic", "splunk", "cloudwatch"])("counting on %s's side", (name) => {
  it.each(ALL)("%s: quiet, then tripped, with no line read before the trip", async (kind) => {
    const p = platforms.get(name) as Platform;
    const source = `${PREFIX[name]}${kind}`;
    const rule = kind === "query" ? { ...RULES[kind], query: p.query } : RULES[kind];
    const r = await setUp([p.source(source)], rule);
    const before = p.fake.requests.length;
    expect(await r.check()).toMatchObject(EXPECTED[kind][0]);
    const first = p.fake.requests.slice(before);
    expect(first.some((q) => p.counts?.(q, source))).toBe(true);
    expect(first.filter((q) => p.reads(q, source))).toEqual([]);
    expect(await r.check()).toMatchObject(EXPECTED[kind][1]);
  });
});

describe.each(["gcp_logging"])("a rule's query on %s (lines read and counted here)", (name) => {
  it("counts only the lines the query matches", async () => {
    const p = platforms.get(name) as Platform;
    const source = `${PREFIX[name]}query`;
    const r = await setUp([p.source(source)], { ...RULES.query, query: p.query });
    const before = p.fake.requests.length;
    expect(await r.check()).toMatchObject(EXPECTED.query[0]);
    expect(p.fake.requests.slice(before).some((q) => p.reads(q, source))).toBe(true);
    expect(await r.check()).toMatchObject(EXPECTED.query[1]);
  });
});

describe("CloudWatch Logs Insights", () => {
  const cw = () => platforms.get("cloudwatch") as Platform;
  const sent = (from: number, name: string) =>
    cw()
      .fake.requests.slice(from)
      .filter((q) => cwOp(q) === "StartQuery" && json(q).logGroupName === name)
      .map((q) => json(q));

  it("sends one query per check, exact to the millisecond, with the filter pattern translated", async () => {
    const r = await setUp([cw().source("cw-spike")], { ...RULES.spike, query: '?upstream ?"db timeout"' });
    const before = cw().fake.requests.length;
    expect(await r.check()).toMatchObject(EXPECTED.spike[0]);
    const [q, ...more] = sent(before, "cw-spike");
    expect(more).toEqual([]);
    const end = T(1);
    const first = end - 4 * 60_000;
    expect(q).toMatchObject({ startTime: Math.floor(first / 1000), endTime: Math.floor((end - 1) / 1000) });
    expect(q.queryString).toContain(`filter toMillis(@timestamp) >= ${first} and toMillis(@timestamp) < ${end}`);
    expect(q.queryString).toContain('and (@message like "upstream" or @message like "db timeout") | fields');
    expect(q.queryString).toContain(`fields floor((toMillis(@timestamp) - ${first}) / 60000) as logdxWindow`);
    expect(q.queryString).toMatch(/ \| stats count\(\*\) as total, count\(logdxErrorLevel\) as errors by logdxWindow$/);
    // polled through Scheduled and Running until Complete
    const polls = cw()
      .fake.requests.slice(before)
      .filter((x) => cwOp(x) === "GetQueryResults");
    expect(polls.length).toBe(3);
  });

  it("an exclusion counts as FilterLogEvents would read it", async () => {
    const r = await setUp([cw().source("cw-query")], { ...RULES.query, query: "-disk" });
    const before = cw().fake.requests.length;
    expect(await r.check()).toMatchObject({ outcome: "ok", value: 2 });
    expect(sent(before, "cw-query")).toHaveLength(1);
    expect(await r.check()).toMatchObject({ outcome: "tripped", value: 3 });
  });

  it.each([
    ['{ $.level = "error" }', "a JSON pattern"],
    ["[ip, user, status_code >= 500, ...]", "a space-delimited pattern"],
    ["%pay(ment)?%", "a regex pattern"],
    ["payment ?declined", "a mix of ? and plain terms"],
    ["?payment -disk", "a mix of ? and - terms"],
  ])("%s (%s) is not translated: the lines are read and counted here", async (query) => {
    const r = await setUp([cw().source("cw-count")], { ...RULES.count, query });
    const before = cw().fake.requests.length;
    await r.check();
    const reqs = cw().fake.requests.slice(before);
    expect(reqs.some((q) => cwOp(q) === "FilterLogEvents" && json(q).logGroupName === "cw-count")).toBe(true);
    expect(reqs.filter((q) => cwOp(q) === "StartQuery")).toEqual([]);
  });

  it("keys denied logs:StartQuery still check: the lines are read and counted here", async () => {
    const r = await setUp([cw().source("cw-count")], RULES.count);
    const fake = cw().fake as FakeCloudWatch;
    fake.denyInsights = true;
    try {
      const before = fake.requests.length;
      expect(await r.check()).toMatchObject(EXPECTED.count[0]);
      const second = await r.check();
      expect(second).toMatchObject(EXPECTED.count[1]);
      expect(second?.reason).toBeUndefined();
      const reqs = fake.requests.slice(before);
      expect(reqs.some((q) => cwOp(q) === "StartQuery")).toBe(true);
      expect(reqs.some((q) => cwOp(q) === "FilterLogEvents" && json(q).logGroupName === "cw-count")).toBe(true);
    } finally {
      fake.denyInsights = false;
    }
  });

  it("a query that does not finish by the check's deadline is stopped and is a timeout", async () => {
    const r = await setUp([cw().source("cw-count")], RULES.count);
    const fake = cw().fake as FakeCloudWatch;
    fake.endNextQueries("Running");
    const before = fake.requests.length;
    const due = (await r.call("GET", `/v1/config/monitoring/${r.ruleId}`)).json.data.nextCheckAt as string;
    clock.set(due);
    const ref = { tenantId: server.bootstrap.tenantId, projectId: r.projectId, ruleId: r.ruleId, dueAt: due };
    expect(await runCheck(server.ctx, ref, { readTimeoutMs: 800 })).toMatchObject({
      outcome: "error",
      reason: "UPSTREAM_TIMEOUT",
    });
    const stops = fake.requests.slice(before).filter((q) => cwOp(q) === "StopQuery");
    expect(stops).toHaveLength(1);
  });

  it.each(["Failed", "Cancelled", "Timeout"] as const)(
    "a query that ends %s is the source's error in the activity, never a trip",
    async (status) => {
      const r = await setUp([cw().source("cw-count")], RULES.count);
      (cw().fake as FakeCloudWatch).endNextQueries(status);
      expect(await r.check()).toMatchObject({ outcome: "error", reason: "UPSTREAM_ERROR" });
      const feed = await r.call("GET", `/v1/config/monitoring/activity?ruleId=${r.ruleId}`);
      expect(feed.json.data[0]).toMatchObject({ outcome: "error", reason: "UPSTREAM_ERROR" });
    },
  );
});

describe("pattern_match", () => {
  const rule = { type: "pattern_match", condition: { pattern: "OutOfMemoryError:", threshold: 2 } };

  it("counts on Loki's side, whose regexps are RE2 as ours are", async () => {
    const p = platforms.get("loki") as Platform;
    const r = await setUp([p.source("lk-pattern")], rule);
    const before = p.fake.requests.length;
    expect(await r.check()).toMatchObject({ outcome: "ok", value: 1, threshold: 2 });
    const first = p.fake.requests.slice(before);
    expect(first.map(lokiQuery)).toEqual([expect.stringContaining('|~ "OutOfMemoryError:" [60000ms]))')]);
    expect(await r.check()).toMatchObject({ outcome: "tripped", value: 2, threshold: 2 });
  });

  it.each(["datadog", "elastic", "splunk"])("reads the lines on %s and matches them with re2js", async (name) => {
    const p = platforms.get(name) as Platform;
    const source = `${PREFIX[name]}pattern`;
    const r = await setUp([p.source(source)], rule);
    const before = p.fake.requests.length;
    expect(await r.check()).toMatchObject({ outcome: "ok", value: 1, threshold: 2 });
    const first = p.fake.requests.slice(before);
    expect(first.some((q) => p.reads(q, source))).toBe(true);
    expect(first.some((q) => p.counts?.(q, source))).toBe(false);
    expect(await r.check()).toMatchObject({ outcome: "tripped", value: 2 });
  });
});

describe("a source that fails beside one that answers", () => {
  it("is named in the entry; the rule stands on the other source and a failure alone never trips it", async () => {
    const loki = platforms.get("loki") as Platform;
    const broken = { ...loki.source("lk-count"), credentials: { host: loki.fake.url, apiKey: "wrong" } };
    const r = await setUp([loki.source("lk-count"), broken], RULES.count);
    const first = await r.check();
    expect(first).toMatchObject({ outcome: "ok", value: 4, threshold: 5, reason: "UPSTREAM_ERROR" });
    expect(await r.check()).toMatchObject({ outcome: "tripped", value: 6, reason: "UPSTREAM_ERROR" });

    const alone = await setUp([broken], RULES.count);
    expect(await alone.check()).toMatchObject({ outcome: "error", reason: "UPSTREAM_ERROR" });
  });
});
