// Analyses over HTTP against Loki fakes serving a real-looking incident (the hotel database pool running out):
// sync and async paths, partial and failed runs, quota, idempotency, validation, lists, SSE, fan-out and stats.

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { monthOf } from "../../shared/services/quotas.js";
import { createTenant, setTenant } from "../../shared/services/tenants.js";
import { getAnalysisRecord } from "../../shared/store/analyses.dynamo.js";
import { consumeQuotaStep, quotaUsed } from "../../shared/store/quotas.dynamo.js";
import { transact } from "../../shared/store/transact.js";
import { startFakeLoki } from "../fakes/aggregators.js";
import { HOTEL_INCIDENT } from "../fixtures/incidents/hotel-incident.js";
import {
  addLokiSource,
  type Caller,
  createProject,
  deliveriesFor,
  drained,
  expectExactAnalysis,
  type IncidentFakes,
  LOKI_KEY,
  linesIn,
  parseSse,
  pollUntilFinal,
  projectCaller,
  recordQueue,
  type SentMessage,
  startIncidentFakes,
  windowOf,
} from "../integration/analyses/helpers.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

let server: TestServer;
let fakes: IncidentFakes;
let sent: SentMessage[];
let main: Caller;
let partial: Caller;
let broken: Caller;
let brokenSourceId: string;

beforeAll(async () => {
  fakes = await startIncidentFakes();
  server = await startTestServer({ workers: true });
  sent = recordQueue(server);
  const { org } = server.bootstrap.keys;
  main = projectCaller(server, org, server.bootstrap.projectId);
  await addLokiSource(main, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
  await addLokiSource(main, { name: "back", host: fakes.back.url, selector: '{app="back"}' });

  partial = projectCaller(server, org, await createProject(server, org, "Half broken"));
  await addLokiSource(partial, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
  brokenSourceId = await addLokiSource(partial, {
    name: "back",
    host: fakes.back.url,
    apiKey: "revoked-key",
    selector: '{app="back"}',
  });

  broken = projectCaller(server, org, await createProject(server, org, "All broken"));
  await addLokiSource(broken, { name: "front", host: fakes.front.url, apiKey: "wrong", selector: '{app="front"}' });
  await addLokiSource(broken, { name: "back", host: fakes.back.url, apiKey: "wrong", selector: '{app="back"}' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await fakes?.close();
});

const body = (minutes: number, extra: Record<string, unknown> = {}) => ({
  description: "Guests cannot book rooms: checkout fails with 502",
  ...windowOf(fakes.end, minutes),
  ...extra,
});

describe("POST /v1/analyses, synchronous window", () => {
  it("reads both sources and answers 202 complete with a SPEC-exact result", async () => {
    const req = body(14, { metadata: { ticket: "INC-4711" } });
    const res = await main("POST", "/v1/analyses", { body: req });
    expect(res.status).toBe(202);
    const a = res.json.data;
    expectExactAnalysis(a);
    expect(a.status).toBe("complete");
    expect(a.projectId).toBe(server.bootstrap.projectId);
    expect(a.metadata).toEqual({ ticket: "INC-4711" });
    expect(a.trigger).toEqual({ kind: "api" });
    expect(a.error).toBeNull();
    expect(a.completedAt).not.toBeNull();
    expect(a.timeStart).toBe(req.timeStart);
    expect(a.result.logsScanned).toBe(linesIn(fakes.lines, req));
    expect(a.result.sourceErrors).toEqual([]);
    expect(a.result.truncated).toBe(false);
    expect(HOTEL_INCIDENT.services).toContain(a.result.rootCause.service);
    expect(["critical", "high", "medium"]).toContain(a.result.severity);
    expect(a.progress).toEqual({
      stage: "done",
      sourcesDone: 2,
      sourcesTotal: 2,
      logsScanned: a.result.logsScanned,
    });

    const got = await main("GET", `/v1/analyses/${a.id}`);
    expect(got.status).toBe(200);
    expect(got.json.data).toEqual(a);
    expect(deliveriesFor(sent, a.id)).toEqual([
      {
        queue: "delivery",
        body: {
          kind: "analysis.completed",
          dedupId: `analysis.completed:${a.id}`,
          analysisId: a.id,
          projectId: a.projectId,
          tenantId: server.bootstrap.tenantId,
          severity: a.result.severity,
        },
      },
    ]);
  });

  it("is partial when one source fails, naming it in result.sourceErrors", async () => {
    const res = await partial("POST", "/v1/analyses", { body: body(14) });
    expect(res.status).toBe(202);
    const a = res.json.data;
    expectExactAnalysis(a);
    expect(a.status).toBe("partial");
    expect(a.result.sourceErrors).toHaveLength(1);
    expect(a.result.sourceErrors[0].sourceId).toBe(brokenSourceId);
    expect(a.result.sourceErrors[0].code).toMatch(/^[A-Z_]+$/);
    expect(JSON.stringify(a)).not.toContain("revoked-key");
    const front = fakes.lines.filter((l) => l.source === "front");
    expect(a.result.logsScanned).toBe(linesIn(front, body(14)));
    expect(deliveriesFor(sent, a.id)).toHaveLength(1);
  });

  it("is failed with error {code, message} and no result when every source fails", async () => {
    const res = await broken("POST", "/v1/analyses", { body: body(14) });
    expect(res.status).toBe(202);
    const a = res.json.data;
    expectExactAnalysis(a);
    expect(a.status).toBe("failed");
    expect(a.result).toBeNull();
    expect(a.error.code).toMatch(/^[A-Z_]+$/);
    expect(a.error.message).toContain("Every log source failed");
    expect(JSON.stringify(a)).not.toContain("wrong");
    expect(deliveriesFor(sent, a.id)).toHaveLength(0);
  });
});

describe("POST /v1/analyses, synchronous time budget", () => {
  it("is partial when a source is cut by the deadline, naming it with UPSTREAM_TIMEOUT", async () => {
    const slowFake = await startFakeLoki({ lines: fakes.lines.filter((l) => l.source === "back"), apiKey: LOKI_KEY });
    slowFake.setFault({ kind: "slow", delayMs: 60_000 });
    const slow = projectCaller(
      server,
      server.bootstrap.keys.org,
      await createProject(server, server.bootstrap.keys.org, "Slow"),
    );
    await addLokiSource(slow, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
    const slowId = await addLokiSource(slow, { name: "slow-back", host: slowFake.url, selector: '{app="back"}' });
    server.ctx.analysisSyncBudgetMs = 8000; // room for the whole front source on a busy 2-core runner
    try {
      const req = body(14);
      const res = await slow("POST", "/v1/analyses", { body: req });
      expect(res.status).toBe(202);
      const a = res.json.data;
      expectExactAnalysis(a);
      expect(a.status).toBe("partial");
      expect(a.result.truncated).toBe(true);
      expect(a.result.sourceErrors).toEqual([
        { sourceId: slowId, code: "UPSTREAM_TIMEOUT", message: expect.stringContaining("slow-back") },
      ]);
      const front = fakes.lines.filter((l) => l.source === "front");
      expect(a.result.logsScanned).toBe(linesIn(front, req));
      expect(a.progress).toMatchObject({ stage: "done", sourcesDone: 2, sourcesTotal: 2 });
    } finally {
      server.ctx.analysisSyncBudgetMs = undefined;
      await slowFake.close();
    }
  });
});

describe("POST /v1/analyses, asynchronous window", () => {
  it("answers 202 processing, then the worker completes it once", async () => {
    const req = body(30);
    const res = await main("POST", "/v1/analyses", { body: req });
    expect(res.status).toBe(202);
    const queued = res.json.data;
    expectExactAnalysis(queued);
    expect(queued.status).toBe("processing");
    expect(queued.result).toBeNull();
    expect(queued.completedAt).toBeNull();
    expect(queued.progress.stage).toBe("queued");

    const done = await pollUntilFinal(main, queued.id);
    const a = done.json.data;
    expectExactAnalysis(a);
    expect(a.status).toBe("complete");
    expect(a.result.logsScanned).toBe(HOTEL_INCIDENT.lines);
    expect(a.progress).toMatchObject({ stage: "done", sourcesDone: 2, sourcesTotal: 2 });
    expect(sent.filter((m) => m.queue === "analysis" && m.body.analysisId === a.id)).toHaveLength(1);
    // The result is readable before the worker has sent its fan-out; the message is gone once it has.
    await drained(server, "analysis");
    expect(deliveriesFor(sent, a.id)).toHaveLength(1);
  });

  it("a message delivered twice on the real analysis queue gives one result, one delivery, attempts 1", async () => {
    const res = await main("POST", "/v1/analyses", { body: body(31) });
    expect(res.json.data.status).toBe("processing");
    const id = res.json.data.id;
    const original = sent.filter((m) => m.queue === "analysis" && m.body.analysisId === id);
    expect(original).toHaveLength(1);
    // SQS delivers at least once: the same message again, racing the first on the running server's workers
    await server.ctx.queue.send("analysis", { ...original[0].body });
    const done = (await pollUntilFinal(main, id)).json.data;
    expect(done.status).toBe("complete");
    // both copies consumed: nothing left waiting or in flight on the analysis queue
    await drained(server, "analysis");

    expect(sent.filter((m) => m.queue === "analysis" && m.body.analysisId === id)).toHaveLength(2);
    expect((await main("GET", `/v1/analyses/${id}`)).json.data).toEqual(done);
    expect(deliveriesFor(sent, id)).toHaveLength(1);
    const record = await getAnalysisRecord(server.ctx.store, {
      tenantId: server.bootstrap.tenantId,
      projectId: server.bootstrap.projectId,
      id,
    });
    expect(record?.attempts).toBe(1);
  });

  it("streams progress as Server-Sent Events, in order, ending with the final analysis", async () => {
    fakes.back.setFault({ kind: "slow", delayMs: 300 });
    try {
      const created = await main("POST", "/v1/analyses", { body: body(30) });
      expect(created.status).toBe(202);
      const id = created.json.data.id;
      const res = await fetch(`${server.baseUrl}/v1/analyses/${id}/events`, {
        headers: { authorization: `Bearer ${server.bootstrap.keys.org}`, "x-project-id": server.bootstrap.projectId },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(res.headers.get("x-ratelimit-limit")).toBeTruthy();
      const events = parseSse(await res.text());
      expect(events.length).toBeGreaterThanOrEqual(3);
      const ids = events.map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids).size).toBe(ids.length);
      const final = events[events.length - 1];
      expect(final.event).toBe("complete");
      expectExactAnalysis(final.data);
      const progress = events.slice(0, -1);
      expect(progress.every((e) => e.event === "progress" && e.data.id === id)).toBe(true);
      const order = ["queued", "reading", "diagnosing", "done"];
      const stages = progress.map((e) => order.indexOf(e.data.progress.stage));
      expect(stages).toEqual([...stages].sort((x, y) => x - y));
      expect(new Set(stages).size).toBeGreaterThanOrEqual(2);
      const scanned = progress.map((e) => e.data.progress.logsScanned);
      expect(scanned).toEqual([...scanned].sort((x, y) => x - y));
      expect(progress[progress.length - 1].data.status).toBe("complete");
    } finally {
      fakes.back.setFault(null);
    }
  });

  it("sends the state and the final event at once for a finished analysis", async () => {
    const failed = (await broken("GET", "/v1/analyses?status=failed&limit=1")).json.data[0];
    const res = await broken("GET", `/v1/analyses/${failed.id}/events`);
    expect(res.status).toBe(200);
    const events = parseSse(res.text);
    expect(events.map((e) => e.event)).toEqual(["progress", "failed"]);
    expect(events[1].data).toEqual(failed);
  });

  it("answers 404 for the events of an unknown analysis", async () => {
    const res = await main("GET", "/v1/analyses/0190a0a0-0000-7000-8000-000000000000/events");
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("NOT_FOUND");
  });
});

describe("POST /v1/analyses validation and limits", () => {
  const now = () => Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const cases: Array<[string, () => Record<string, unknown>, string]> = [
    ["empty description", () => body(10, { description: "" }), "VALIDATION_ERROR"],
    ["description over 5000", () => body(10, { description: "x".repeat(5001) }), "VALIDATION_ERROR"],
    ["missing timeEnd", () => ({ description: "d", timeStart: iso(now() - 60_000) }), "VALIDATION_ERROR"],
    ["timestamp without offset", () => body(10, { timeStart: "2026-01-01T10:00:00" }), "VALIDATION_ERROR"],
    ["non-string metadata", () => body(10, { metadata: { n: 1 } }), "VALIDATION_ERROR"],
    ["unknown field", () => body(10, { severity: "high" }), "VALIDATION_ERROR"],
    [
      "timeEnd before timeStart",
      () => ({ description: "d", timeStart: iso(now() - 60_000), timeEnd: iso(now() - 120_000) }),
      "INVALID_TIME_RANGE",
    ],
    [
      "timeEnd equal to timeStart",
      () => {
        const at = iso(now() - 60_000);
        return { description: "d", timeStart: at, timeEnd: at };
      },
      "INVALID_TIME_RANGE",
    ],
    [
      "timeStart in the future",
      () => ({ description: "d", timeStart: iso(now() + 30_000), timeEnd: iso(now() + 50_000) }),
      "VALIDATION_ERROR",
    ],
    [
      "timeEnd over 60 s ahead",
      () => ({ description: "d", timeStart: iso(now() - 60_000), timeEnd: iso(now() + 120_000) }),
      "VALIDATION_ERROR",
    ],
    [
      "window over 7 days",
      () => ({ description: "d", timeStart: iso(now() - 8 * 86_400_000), timeEnd: iso(now()) }),
      "VALIDATION_ERROR",
    ],
  ];
  it.each(cases)("refuses %s", async (_name, make, code) => {
    const res = await main("POST", "/v1/analyses", { body: make() });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe(code);
    if (code === "VALIDATION_ERROR") expect(res.json.error.details.issues.length).toBeGreaterThan(0);
  });

  it("accepts a timeEnd up to 60 s ahead, with an offset", async () => {
    const start = new Date(now() - 5 * 60_000);
    const offset = (d: Date) => d.toISOString().replace("Z", "+00:00");
    const res = await broken("POST", "/v1/analyses", {
      body: { description: "d", timeStart: offset(start), timeEnd: offset(new Date(now() + 30_000)) },
    });
    expect(res.status).toBe(202);
    expect(res.json.data.timeStart).toBe(start.toISOString());
  });

  it("returns the same analysis for a retried Idempotency-Key, and 409 for another body", async () => {
    const headers = { "idempotency-key": `retry-${Date.now()}` };
    const first = await main("POST", "/v1/analyses", { body: body(10), headers });
    const again = await main("POST", "/v1/analyses", { body: body(10), headers });
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.data.id).toBe(first.json.data.id);
    const other = await main("POST", "/v1/analyses", { body: body(11), headers });
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe("IDEMPOTENCY_KEY_CONFLICT");
    expect(deliveriesFor(sent, first.json.data.id)).toHaveLength(1);
  });

  it("enforces the monthly quota, and overage lifts it", async () => {
    const t = await createTenant(server.ctx, { name: "Small shop", plan: "free" });
    // the month's counter, used up: the free plan's 50 analyses
    const counter = { tenantId: t.tenantId, scope: "tenant", quota: "analysesPerMonth", period: monthOf(new Date()) };
    await transact(server.ctx.store, [consumeQuotaStep(server.ctx.store, counter, null, 50)]);
    const shop = projectCaller(server, t.keys.org, t.projectId);
    await addLokiSource(shop, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
    const res = await server.call("POST", "/v1/analyses", { key: t.keys.secret, body: body(10) });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("QUOTA_EXCEEDED");
    await setTenant(server.ctx, t.tenantId, { overage: true });
    const ok = await server.call("POST", "/v1/analyses", { key: t.keys.public, body: body(10) });
    expect(ok.status).toBe(202);
    expect(["complete", "partial"]).toContain(ok.json.data.status);
  });

  it("needs analysis:create, and lets public keys create, list, read and follow but nothing else", async () => {
    const minted = await server.call("POST", "/v1/config/api-keys", {
      key: server.bootstrap.keys.org,
      body: { kind: "secret", name: "reader", projectId: server.bootstrap.projectId, permissions: ["analysis:read"] },
    });
    expect(minted.status).toBe(201);
    const denied = await server.call("POST", "/v1/analyses", { key: minted.json.data.key, body: body(10) });
    expect(denied.status).toBe(403);
    expect(denied.json.error.code).toBe("FORBIDDEN");

    const pub = server.bootstrap.keys.public;
    const list = await server.call("GET", "/v1/analyses?limit=1", { key: pub });
    expect(list.status).toBe(200);
    const id = list.json.data[0].id;
    expect((await server.call("GET", `/v1/analyses/${id}`, { key: pub })).status).toBe(200);
    // API-DECISIONS: a public key may follow the event stream, so a browser can show progress.
    const events = await server.call("GET", `/v1/analyses/${id}/events`, { key: pub });
    expect([events.status, events.headers.get("content-type")]).toEqual([200, expect.stringContaining("event-stream")]);
    for (const [method, path] of [
      ["POST", `/v1/analyses/${id}/followup`],
      ["POST", `/v1/analyses/${id}/postmortem`],
    ]) {
      const res = await server.call(method, path, { key: pub, body: method === "POST" ? {} : undefined });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe("SECRET_KEY_REQUIRED");
    }
  });

  it("refuses unknown query parameters on GET one, similar and events with 400 VALIDATION_ERROR", async () => {
    const id = (await main("GET", "/v1/analyses?limit=1")).json.data[0].id;
    for (const path of [`/v1/analyses/${id}`, `/v1/analyses/${id}/similar`, `/v1/analyses/${id}/events`]) {
      const res = await main("GET", `${path}?verbose=1`);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.json.error.code).toBe("VALIDATION_ERROR");
      expect(res.json.error.details.issues[0].message).toContain("verbose");
    }
    expect((await main("GET", `/v1/analyses/${id}`)).status).toBe(200);
  });

  it("answers 404 for an id never seen, also across tenants", async () => {
    const mine = await main("GET", "/v1/analyses?limit=1");
    const other = await createTenant(server.ctx, { name: "Other", plan: "pro" });
    const res = await server.call("GET", `/v1/analyses/${mine.json.data[0].id}`, { key: other.keys.secret });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("NOT_FOUND");
    expect((await main("GET", "/v1/analyses/not-an-id")).status).toBe(404);
  });
});

describe("POST /v1/analyses on a project with no active log source", () => {
  const usedThisMonth = async (tenantId: string) => {
    const period = monthOf(new Date());
    return quotaUsed(server.ctx.store, { tenantId, scope: "tenant", quota: "analysesPerMonth", period });
  };

  it("answers 400 VALIDATION_ERROR naming logSources, creates nothing and uses no quota", async () => {
    const t = await createTenant(server.ctx, { name: "Fresh", plan: "pro" });
    const before = await usedThisMonth(t.tenantId);
    const res = await server.call("POST", "/v1/analyses", { key: t.keys.secret, body: body(10) });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.error.code).toBe("VALIDATION_ERROR");
    expect(res.json.error.requestId).toEqual(expect.any(String));
    expect(res.json.error.details.issues).toEqual([{ path: "logSources", message: expect.any(String) }]);
    const list = await server.call("GET", "/v1/analyses", { key: t.keys.secret });
    expect(list.json.data).toEqual([]);
    expect(await usedThisMonth(t.tenantId)).toBe(before);
  });

  it("counts an inactive source as none, and accepts the analysis once one is active", async () => {
    const t = await createTenant(server.ctx, { name: "Paused", plan: "pro" });
    const shop = projectCaller(server, t.keys.org, t.projectId);
    const id = await addLokiSource(shop, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
    expect((await shop("PUT", `/v1/config/log-sources/${id}`, { body: { isActive: false } })).status).toBe(200);
    const refused = await shop("POST", "/v1/analyses", { body: body(10) });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("VALIDATION_ERROR");
    expect(refused.json.error.details.issues[0].path).toBe("logSources");
    expect((await shop("GET", "/v1/analyses")).json.data).toEqual([]);
    expect(await usedThisMonth(t.tenantId)).toBe(0);

    expect((await shop("PUT", `/v1/config/log-sources/${id}`, { body: { isActive: true } })).status).toBe(200);
    const ok = await shop("POST", "/v1/analyses", { body: body(10) });
    expect(ok.status).toBe(202);
    expect(await usedThisMonth(t.tenantId)).toBe(1);
  });
});

describe("GET /v1/analyses", () => {
  it("pages newest first with limit and cursor until nextCursor is null", async () => {
    const all = await main("GET", "/v1/analyses?limit=100");
    expect(all.status).toBe(200);
    expect(all.json.meta).toEqual({ nextCursor: null });
    const ids: string[] = all.json.data.map((a: { id: string }) => a.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const created = all.json.data.map((a: { createdAt: string }) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const a of all.json.data) expectExactAnalysis(a);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<Caller>> = await main(
        "GET",
        `/v1/analyses?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.status).toBe(200);
      expect(page.json.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.json.data.map((a: { id: string }) => a.id));
      cursor = page.json.meta.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
    const def = await main("GET", "/v1/analyses");
    expect(def.json.data.length).toBe(Math.min(20, ids.length));
  });

  it("filters by status, severity, since and until", async () => {
    const failed = await broken("GET", "/v1/analyses?status=failed");
    expect(failed.json.data.length).toBeGreaterThanOrEqual(1);
    expect(failed.json.data.every((a: { status: string }) => a.status === "failed")).toBe(true);
    expect((await broken("GET", "/v1/analyses?status=complete")).json.data).toEqual([]);

    const all = (await main("GET", "/v1/analyses?limit=100")).json.data;
    const sev = all.find((a: { result: { severity: string } | null }) => a.result)?.result.severity;
    const bySeverity = await main("GET", `/v1/analyses?severity=${sev}`);
    expect(bySeverity.json.data.length).toBeGreaterThanOrEqual(1);
    expect(bySeverity.json.data.every((a: { result: { severity: string } }) => a.result.severity === sev)).toBe(true);

    const oldest = all[all.length - 1];
    const since = await main("GET", `/v1/analyses?limit=100&since=${encodeURIComponent(all[1].createdAt)}`);
    expect(since.json.data.map((a: { id: string }) => a.id)).not.toContain(oldest.id);
    const until = await main("GET", `/v1/analyses?limit=100&until=${encodeURIComponent(all[0].createdAt)}`);
    expect(until.json.data.map((a: { id: string }) => a.id)).not.toContain(all[0].id);
    expect(until.json.data.map((a: { id: string }) => a.id)).toContain(oldest.id);
  });

  it.each([
    ["limit=0", "VALIDATION_ERROR"],
    ["limit=101", "VALIDATION_ERROR"],
    ["status=done", "VALIDATION_ERROR"],
    ["severity=urgent", "VALIDATION_ERROR"],
    ["since=yesterday", "VALIDATION_ERROR"],
    ["cursor=bm90LWEtY3Vyc29y", "VALIDATION_ERROR"],
    ["color=red", "VALIDATION_ERROR"],
    ["since=2026-01-02T00:00:00Z&until=2026-01-01T00:00:00Z", "INVALID_TIME_RANGE"],
  ])("refuses ?%s", async (qs, code) => {
    const res = await main("GET", `/v1/analyses?${qs}`);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe(code);
  });
});

describe("project stats", () => {
  it("count analyses by status and severity, logs scanned and confidence", async () => {
    const list = (await main("GET", "/v1/analyses?limit=100")).json.data;
    const res = await server.call("GET", `/v1/config/projects/${server.bootstrap.projectSlug}/stats`, {
      key: server.bootstrap.keys.org,
    });
    expect(res.status).toBe(200);
    const s = res.json.data.analyses;
    expect(s.total).toBe(list.length);
    const count = (st: string) => list.filter((a: { status: string }) => a.status === st).length;
    expect(s.byStatus).toEqual({
      pending: 0,
      processing: count("processing"),
      complete: count("complete"),
      partial: count("partial"),
      failed: count("failed"),
    });
    const finished = list.filter((a: { result: unknown }) => a.result);
    expect(Object.values(s.bySeverity as Record<string, number>).reduce((x, y) => x + y, 0)).toBe(finished.length);
    expect(s.logsScanned).toBe(
      finished.reduce((n: number, a: { result: { logsScanned: number } }) => n + a.result.logsScanned, 0),
    );
    expect(s.averageConfidence).toBeGreaterThan(0);
  });
});
