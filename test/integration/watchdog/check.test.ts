// The watchdog check against DynamoDB Local and Loki fakes, on a test clock: each rule type trips and stays
// quiet on crafted logs, suppression (cooldown, daily cap, dedup) is recorded, a failing source is an error
// entry, auto_analyze starts a watchdog-triggered analysis, notify reaches a webhook receiver, a claimed check
// never runs twice, and the activity feed pages newest first.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { runCheck } from "../../../shared/services/watchdog/check.js";
import { dispatchDueChecks } from "../../../shared/services/watchdog/dispatcher.js";
import { type FakeLoki, startFakeLoki } from "../../fakes/aggregators.js";
import type { FakeLine } from "../../fakes/log-corpus.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../fakes/webhook-receiver.js";
import type { CallOptions, CallResult } from "../../support/local-server.js";
import { startTestServer, type TestServer } from "../../support/local-server.js";
import { createTestClock } from "../../support/test-clock.js";
import { addLokiSource, createProject, drained, LOKI_KEY } from "../analyses/helpers.js";

const clock = createTestClock("2026-03-10T12:00:00.000Z");
let server: TestServer;
let rx: WebhookReceiver;
const lokis: FakeLoki[] = [];

beforeAll(async () => {
  rx = await startWebhookReceiver();
  server = await startTestServer({
    clock,
    workers: true,
    config: {
      rateLimits: { read: 100_000, mutation: 100_000, analysis: 100_000 },
      allowPrivateNetwork: true,
      deliveryBackoffMs: 1,
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await rx?.close();
  await Promise.all(lokis.map((l) => l.close()));
});

const line = (secondsAgo: number, level: FakeLine["level"], text: string, at = clock.now().getTime()): FakeLine => {
  const timestamp = at - secondsAgo * 1000;
  return {
    timestamp,
    source: "app",
    service: "checkout",
    level,
    host: "h1",
    message: `${new Date(timestamp).toISOString()} ${level.toUpperCase()} [checkout] ${text}`,
  };
};
const many = (n: number, level: FakeLine["level"], text: (i: number) => string, from = 10, at?: number) =>
  Array.from({ length: n }, (_, i) => line(from + i, level, text(i), at));

type Caller = (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;

async function loki(lines: FakeLine[]) {
  const fake = await startFakeLoki({ lines, apiKey: LOKI_KEY });
  lokis.push(fake);
  return fake;
}

/** A fresh project reading a Loki fake; `serve` points its source at a new fake serving other lines. */
async function project(lines: FakeLine[]) {
  const fake = await loki(lines);
  const org = server.bootstrap.keys.org;
  const projectId = await createProject(server, org, `wd ${Math.random().toString(36).slice(2, 8)}`);
  const call: Caller = (method, path, o = {}) =>
    server.call(method, path, { ...o, key: org, headers: { "x-project-id": projectId, ...o.headers } });
  const sourceId = await addLokiSource(call, { name: "app", host: fake.url, selector: '{app="app"}' });
  const serve = async (served: FakeLine[], apiKey = LOKI_KEY) => {
    const res = await call("PUT", `/v1/config/log-sources/${sourceId}`, {
      body: { credentials: { host: (await loki(served)).url, apiKey } },
    });
    expect(res.status).toBe(200);
  };
  const rule = async (body: Record<string, unknown>) => {
    const res = await call("POST", "/v1/config/monitoring", {
      body: {
        name: "r",
        schedule: { kind: "fixed", intervalSeconds: 60 },
        lookbackSeconds: 300,
        action: "notify",
        ...body,
      },
    });
    expect(res.status).toBe(201);
    return res.json.data as { id: string; nextCheckAt: string };
  };
  /** Moves the clock to the rule's next check and runs it. */
  const check = async (ruleId: string) => {
    const got = await call("GET", `/v1/config/monitoring/${ruleId}`);
    clock.set(got.json.data.nextCheckAt);
    return runCheck(server.ctx, {
      tenantId: server.bootstrap.tenantId,
      projectId,
      ruleId,
      dueAt: got.json.data.nextCheckAt,
    });
  };
  return { projectId, call, rule, check, serve, sourceId };
}

describe("rule types", () => {
  it("error_count trips at the threshold and not below it", async () => {
    const p = await project([]);
    const r = await p.rule({ type: "error_count", condition: { threshold: 5 } });
    const at = Date.parse(r.nextCheckAt);
    await p.serve([
      ...many(4, "error", (i) => `payment failed for order ${i}`, 10, at),
      ...many(20, "info", () => "ok", 10, at),
    ]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "ok", value: 4, threshold: 5 });
    await p.serve(many(6, "error", (i) => `payment failed for order ${i}`, 10, at + 60_000));
    expect(await p.check(r.id)).toMatchObject({ outcome: "tripped", value: 6, threshold: 5 });
  });

  it("error_rate needs minLines and the percentage", async () => {
    const p = await project([]);
    const r = await p.rule({ type: "error_rate", condition: { thresholdPercent: 10, minLines: 50 } });
    const at = Date.parse(r.nextCheckAt);
    // 5 of 10 lines: 50% but under minLines
    await p.serve([...many(5, "error", () => "db timeout", 10, at), ...many(5, "info", () => "ok", 20, at)]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "ok", value: 50, threshold: 10 });
    const at2 = at + 60_000;
    await p.serve([...many(2, "error", () => "db timeout", 10, at2), ...many(98, "info", () => "ok", 20, at2)]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "ok", value: 2 });
    const at3 = at2 + 60_000;
    await p.serve([...many(15, "error", () => "db timeout", 10, at3), ...many(85, "info", () => "ok", 30, at3)]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "tripped", value: 15, threshold: 10 });
  });

  it("pattern_match counts RE2 matches in any level", async () => {
    const p = await project([]);
    const r = await p.rule({ type: "pattern_match", condition: { pattern: "OutOfMemory(Error)?", threshold: 2 } });
    const at = Date.parse(r.nextCheckAt);
    const first = [line(10, "info", "java.lang.OutOfMemoryError: heap", at), line(20, "info", "fine", at)];
    await p.serve(first);
    expect(await p.check(r.id)).toMatchObject({ outcome: "ok", value: 1, threshold: 2 });
    await p.serve([...first, line(10, "warn", "OutOfMemory again", at + 60_000)]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "tripped", value: 2 });
  });

  it("a ReDoS pattern over a long hostile line answers (linear-time engine)", async () => {
    const p = await project([]);
    const r = await p.rule({ type: "pattern_match", condition: { pattern: "(a+)+$" } });
    const at = Date.parse(r.nextCheckAt);
    await p.serve([line(10, "error", `${"a".repeat(50_000)}!`, at), line(20, "error", "aaaa", at)]);
    // a backtracking engine would not finish on the first line within the test's timeout; re2js is linear
    expect(await p.check(r.id)).toMatchObject({ outcome: "tripped", value: 1 });
  });

  it("spike compares the window with the baseline windows before it", async () => {
    const p = await project([]);
    const r = await p.rule({
      type: "spike",
      lookbackSeconds: 60,
      condition: { factor: 3, baselineWindows: 4, minCount: 5 },
    });
    const at = Date.parse(r.nextCheckAt);
    const baseline = (perWindow: number, end: number) =>
      [1, 2, 3, 4].flatMap((w) => many(perWindow, "error", () => "upstream reset", 60 * w + 5, end));
    // baseline 4 a window; now 8 (< 3×4)
    await p.serve([...baseline(4, at), ...many(8, "error", () => "upstream reset", 5, at)]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "ok", value: 8, threshold: 12 });
    const at2 = at + 60_000;
    await p.serve([...baseline(1, at2), ...many(9, "error", () => "upstream reset", 5, at2)]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "tripped", value: 9, threshold: 5 });
  });
});

describe("suppression, errors, actions", () => {
  it("cooldown and the UTC day's cap suppress trips, each recorded with its reason; the cap starts again the next UTC day", async () => {
    const p = await project([]);
    const r = await p.rule({
      type: "error_count",
      condition: { threshold: 1 },
      cooldownSeconds: 150,
      dailyCap: 2,
      dedupWindowSeconds: 0,
      schedule: { kind: "fixed", intervalSeconds: 60 },
    });
    const base = Date.parse(r.nextCheckAt);
    await p.serve([0, 1, 2, 3, 4, 5, 6].map((i) => line(5, "error", "disk full", base + i * 60_000)));
    const outcomes: Array<string | undefined> = [];
    for (let i = 0; i < 7; i++) {
      const e = await p.check(r.id);
      outcomes.push(e?.outcome === "suppressed" ? `suppressed:${e.reason}` : e?.outcome);
    }
    // t0 alert, t1-t2 cooldown, t3 alert (2 of 2 today), t4 cooldown, t5 cooldown, t6 daily cap
    expect(outcomes).toEqual([
      "tripped",
      "suppressed:cooldown",
      "suppressed:cooldown",
      "tripped",
      "suppressed:cooldown",
      "suppressed:cooldown",
      "suppressed:dailyCap",
    ]);
    const rule = (await p.call("GET", `/v1/config/monitoring/${r.id}`)).json.data;
    expect(rule.lastTriggeredAt).toBe(new Date(Date.parse(r.nextCheckAt) + 3 * 60_000).toISOString());

    // the next UTC day the cap starts again
    clock.set("2026-03-11T00:00:30.000Z");
    await p.call("PUT", `/v1/config/monitoring/${r.id}`, { body: { enabled: false } });
    const on = await p.call("PUT", `/v1/config/monitoring/${r.id}`, { body: { enabled: true } });
    await p.serve([line(5, "error", "disk full", Date.parse(on.json.data.nextCheckAt))]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "tripped" });
  });

  it("dedup suppresses the same fingerprint within its window; another failure still alerts", async () => {
    const p = await project([]);
    const r = await p.rule({
      type: "error_count",
      condition: { threshold: 1 },
      cooldownSeconds: 0,
      dedupWindowSeconds: 3600,
    });
    const at = Date.parse(r.nextCheckAt);
    await p.serve([line(5, "error", "disk full on /dev/sda1", at)]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "tripped" });
    await p.serve([line(5, "error", "disk full on /dev/sda2", at + 60_000)]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "suppressed", reason: "dedup" });
    await p.serve([line(5, "error", "certificate expired", at + 120_000)]);
    expect(await p.check(r.id)).toMatchObject({ outcome: "tripped" });
  });

  it("a failing source is an error entry with its code and never trips; no source at all is an error too", async () => {
    const p = await project([]);
    const r = await p.rule({ type: "error_count", condition: { threshold: 1 } });
    await p.serve(
      many(10, "error", () => "boom", 5, Date.parse(r.nextCheckAt)),
      "wrong-key",
    );
    const e = await p.check(r.id);
    expect(e?.outcome).toBe("error");
    expect(e?.reason).toMatch(/^[A-Z_]+$/);

    const q = await project([]);
    const sources2 = (await q.call("GET", "/v1/config/log-sources")).json.data;
    await q.call("DELETE", `/v1/config/log-sources/${sources2[0].id}`);
    const r2 = await q.rule({ type: "error_count", condition: { threshold: 1 } });
    expect(await q.check(r2.id)).toMatchObject({ outcome: "error", reason: "NO_ACTIVE_SOURCE" });
  });

  it("auto_analyze starts an analysis with the watchdog trigger", async () => {
    const p = await project([]);
    const r = await p.rule({ type: "error_count", condition: { threshold: 3 }, action: "auto_analyze" });
    await p.serve([
      ...many(5, "error", (i) => `NullPointerException in CartService line ${i}`, 5, Date.parse(r.nextCheckAt)),
    ]);
    const e = await p.check(r.id);
    expect(e).toMatchObject({ outcome: "tripped", analysisId: expect.any(String) });
    const a = await p.call("GET", `/v1/analyses/${e?.analysisId}`);
    expect(a.status).toBe(200);
    expect(a.json.data.trigger).toEqual({ kind: "watchdog", ruleId: r.id });
  });

  it("notify reaches a webhook channel with the rule's alert", async () => {
    const p = await project([]);
    const ch = await p.call("POST", "/v1/config/notifications", {
      body: { type: "webhook", name: "rx", severityThreshold: "low", credentials: { url: `${rx.url}/wd` } },
    });
    expect(ch.status).toBe(201);
    const r = await p.rule({
      type: "error_count",
      name: "Checkout down",
      condition: { threshold: 2 },
      severity: "high",
    });
    await p.serve(many(3, "error", () => "503 from payments", 5, Date.parse(r.nextCheckAt)));
    expect(await p.check(r.id)).toMatchObject({ outcome: "tripped" });
    await drained(server, "delivery");
    const got = rx.to("/wd");
    expect(got).toHaveLength(1);
    expect(got[0].body).toContain("Checkout down");
  });

  it("a check is claimed once: the same due time run again does nothing", async () => {
    const p = await project([]);
    const r = await p.rule({ type: "error_count", condition: { threshold: 1 } });
    clock.set(r.nextCheckAt);
    const ref = { tenantId: server.bootstrap.tenantId, projectId: p.projectId, ruleId: r.id, dueAt: r.nextCheckAt };
    const results = await Promise.all([
      runCheck(server.ctx, ref),
      runCheck(server.ctx, ref),
      runCheck(server.ctx, ref),
    ]);
    expect(results.filter((x) => x !== undefined)).toHaveLength(1);
    expect(await runCheck(server.ctx, ref)).toBeUndefined();
    const act = await p.call("GET", `/v1/config/monitoring/activity?ruleId=${r.id}`);
    expect(act.json.data).toHaveLength(1);
    const rule = (await p.call("GET", `/v1/config/monitoring/${r.id}`)).json.data;
    expect(rule.lastCheckedAt).toBe(r.nextCheckAt);
    expect(Date.parse(rule.nextCheckAt) - Date.parse(r.nextCheckAt)).toBe(60_000);
  });

  it("the activity feed pages newest first, filters by rule, and the stats count checks, trips and alerts", async () => {
    const p = await project([]);
    const a = await p.rule({ type: "error_count", condition: { threshold: 1 }, cooldownSeconds: 600 });
    const b = await p.rule({
      type: "error_count",
      condition: { threshold: 100 },
      schedule: { kind: "fixed", intervalSeconds: 240 },
    });
    await p.serve([
      line(5, "error", "x", Date.parse(a.nextCheckAt)),
      line(5, "error", "x", Date.parse(a.nextCheckAt) + 60_000),
    ]);
    await p.check(a.id); // tripped
    await p.check(a.id); // suppressed (cooldown)
    await p.check(b.id); // ok
    const all = await p.call("GET", "/v1/config/monitoring/activity?limit=2");
    expect(all.status).toBe(200);
    expect(all.json.data.map((e: { outcome: string }) => e.outcome)).toEqual(["ok", "suppressed"]);
    expect(all.json.meta.nextCursor).toEqual(expect.any(String));
    const rest = await p.call("GET", `/v1/config/monitoring/activity?limit=2&cursor=${all.json.meta.nextCursor}`);
    expect(rest.json.data.map((e: { outcome: string }) => e.outcome)).toEqual(["tripped"]);
    expect(rest.json.meta.nextCursor).toBeNull();
    const onlyA = await p.call("GET", `/v1/config/monitoring/activity?ruleId=${a.id}`);
    expect(onlyA.json.data).toHaveLength(2);
    expect(onlyA.json.data[1]).toEqual({
      id: expect.any(String),
      ruleId: a.id,
      at: a.nextCheckAt,
      outcome: "tripped",
      value: 1,
      threshold: 1,
    });
    const bad = await p.call("GET", "/v1/config/monitoring/activity?cursor=nonsense");
    expect(bad.status).toBe(400);
    const projects = (await server.call("GET", "/v1/config/projects", { key: server.bootstrap.keys.org })).json.data;
    const slug = projects.find((x: { id: string }) => x.id === p.projectId).slug;
    const stats = await p.call("GET", `/v1/config/projects/${slug}/stats`);
    expect(stats.json.data.watchdog).toEqual({ checks: 3, trips: 2, alerts: 1 });
  });
});

describe("activity retention", () => {
  it("an entry is kept 30 days: the feed leaves out what DynamoDB's TTL has not deleted yet", async () => {
    const p = await project([]);
    const r = await p.rule({ type: "error_count", condition: { threshold: 1 } });
    await p.check(r.id);
    clock.set(new Date(Date.parse(r.nextCheckAt) + 29 * 86_400_000));
    expect((await p.call("GET", `/v1/config/monitoring/activity?ruleId=${r.id}`)).json.data).toHaveLength(1);
    clock.set(new Date(Date.parse(r.nextCheckAt) + 30 * 86_400_000 + 1000));
    expect((await p.call("GET", `/v1/config/monitoring/activity?ruleId=${r.id}`)).json.data).toEqual([]);
  });
});

describe("dispatcher", () => {
  it("enqueues the rules due now; two dispatchers at once still give one check per rule and due time", async () => {
    const p = await project([]);
    const due = await p.rule({ type: "error_count", condition: { threshold: 1 } });
    const later = await p.rule({
      type: "error_count",
      condition: { threshold: 1 },
      schedule: { kind: "fixed", intervalSeconds: 3600 },
    });
    const off = await p.rule({ type: "error_count", condition: { threshold: 1 }, enabled: false });
    await p.serve([line(5, "error", "disk full", Date.parse(due.nextCheckAt) + 1000)]);
    clock.set(new Date(Date.parse(due.nextCheckAt) + 1000));
    await Promise.all([dispatchDueChecks(server.ctx), dispatchDueChecks(server.ctx)]);
    await drained(server, "watchdog");
    const activity = (await p.call("GET", "/v1/config/monitoring/activity")).json.data;
    expect(activity.map((e: { ruleId: string; outcome: string }) => [e.ruleId, e.outcome])).toEqual([
      [due.id, "tripped"],
    ]);
    const after = (await p.call("GET", `/v1/config/monitoring/${due.id}`)).json.data;
    expect(after.lastCheckedAt).toBe(clock.now().toISOString());
    expect(Date.parse(after.nextCheckAt)).toBe(clock.now().getTime() + 60_000);
    expect((await p.call("GET", `/v1/config/monitoring/${later.id}`)).json.data.lastCheckedAt).toBeNull();
    expect((await p.call("GET", `/v1/config/monitoring/${off.id}`)).json.data.lastCheckedAt).toBeNull();
    // nothing is due for this project now: another tick runs nothing of it
    await dispatchDueChecks(server.ctx);
    await drained(server, "watchdog");
    expect((await p.call("GET", "/v1/config/monitoring/activity")).json.data).toHaveLength(1);
  });
});

describe("dry-run", () => {
  it("replays a generated week: counts, suppression, one entry per UTC day and the first trip", async () => {
    clock.set("2026-03-10T12:00:00.000Z");
    const end = clock.now().getTime();
    const start = end - 7 * 86_400_000;
    const hour = (k: number) => start + k * 3_600_000;
    // a burst of 5 errors inside the hour before checks 30 and 80..83 (checks are at start + k hours)
    const burst = (k: number) => many(5, "error", () => "payment gateway refused the card", 1800, hour(k));
    const quiet = Array.from({ length: 7 * 24 }, (_, k) => line(600, "info", "all good", hour(k + 1)));
    const p = await project([...quiet, ...burst(30), ...[80, 81, 82, 83].flatMap(burst)]);
    const body = {
      name: "dry",
      type: "error_count",
      condition: { threshold: 3 },
      schedule: { kind: "fixed", intervalSeconds: 3600 },
      lookbackSeconds: 3600,
      action: "notify",
      cooldownSeconds: 0,
      dailyCap: 2,
      dedupWindowSeconds: 0,
    };
    const res = await p.call("POST", "/v1/config/monitoring/dry-run", { body });
    expect(res.status).toBe(200);
    const byDay = Array.from({ length: 8 }, (_, i) => ({
      date: `2026-03-${String(3 + i).padStart(2, "0")}`,
      trips: i === 1 ? 1 : i === 3 ? 4 : 0,
      alerts: i === 1 ? 1 : i === 3 ? 2 : 0,
    }));
    expect(res.json.data).toEqual({
      checks: 168,
      trips: 5,
      alerts: 3,
      suppressed: { cooldown: 0, dailyCap: 2, dedup: 0 },
      byDay,
      firstTripAt: new Date(hour(30)).toISOString(),
    });

    // a saved rule by id, with its defaults: the burst repeats one failure, so dedup (2 hours) holds back every other repeat
    const saved = await p.rule({ ...body, dailyCap: 24, dedupWindowSeconds: 7200, cooldownSeconds: 0 });
    const byId = await p.call("POST", "/v1/config/monitoring/dry-run", {
      body: { ruleId: saved.id },
      headers: { "idempotency-key": "dry-1" },
    });
    expect(byId.json.data).toMatchObject({
      checks: 168,
      trips: 5,
      alerts: 3,
      suppressed: { cooldown: 0, dailyCap: 0, dedup: 2 },
    });
    // never idempotent: the same key with another body is answered afresh
    const other = await p.call("POST", "/v1/config/monitoring/dry-run", {
      body: { ...body, condition: { threshold: 100 } },
      headers: { "idempotency-key": "dry-1" },
    });
    expect(other.status).toBe(200);
    expect(other.json.data).toMatchObject({ checks: 168, trips: 0, alerts: 0, firstTripAt: null });
    expect(other.json.data.byDay).toHaveLength(8);
    // the dry-run records nothing
    expect((await p.call("GET", "/v1/config/monitoring/activity")).json.data).toEqual([]);
  });

  it("applies the rule's query to its one read: only matching lines count", async () => {
    clock.set("2026-03-10T12:00:00.000Z");
    const end = clock.now().getTime();
    const at = (h: number) => end - h * 3_600_000;
    const p = await project([
      ...many(3, "error", () => "payment declined", 60, at(30)),
      ...many(3, "error", () => "disk full", 60, at(50)),
    ]);
    const body = {
      name: "dry",
      type: "error_count",
      condition: { threshold: 3 },
      schedule: { kind: "fixed", intervalSeconds: 3600 },
      lookbackSeconds: 3600,
      action: "notify",
    };
    const all = await p.call("POST", "/v1/config/monitoring/dry-run", { body });
    expect(all.json.data).toMatchObject({ trips: 2, firstTripAt: new Date(at(50)).toISOString() });
    const payments = await p.call("POST", "/v1/config/monitoring/dry-run", {
      body: { ...body, query: '|= "payment"' },
    });
    expect(payments.json.data).toMatchObject({ trips: 1, firstTripAt: new Date(at(30)).toISOString() });
  });

  it("replays over the sources that answered and names the one that failed; fails only when none answers", async () => {
    clock.set("2026-03-10T12:00:00.000Z");
    const end = clock.now().getTime();
    const at = (h: number) => end - h * 3_600_000;
    const p = await project(many(3, "error", () => "payment declined", 60, at(30)));
    const broken = await addLokiSource(p.call, {
      name: "broken",
      host: (await loki(many(9, "error", () => "never read", 60, at(20)))).url,
      selector: '{app="app"}',
      apiKey: "wrong-key",
    });
    const body = {
      name: "dry",
      type: "error_count",
      condition: { threshold: 3 },
      schedule: { kind: "fixed", intervalSeconds: 3600 },
      lookbackSeconds: 3600,
      action: "notify",
    };
    const res = await p.call("POST", "/v1/config/monitoring/dry-run", { body });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ checks: 168, trips: 1, firstTripAt: new Date(at(30)).toISOString() });
    expect(res.json.data.failedSources).toEqual([{ sourceId: broken, code: "UPSTREAM_ERROR" }]);

    // every source answering: no failedSources at all
    const healthy = await p.call("POST", "/v1/config/monitoring/dry-run", {
      body: { ...body, sourceIds: [p.sourceId] },
    });
    expect(healthy.json.data).toMatchObject({ trips: 1 });
    expect(healthy.json.data).not.toHaveProperty("failedSources");

    // none answering: the error the dry-run has always answered
    const none = await p.call("POST", "/v1/config/monitoring/dry-run", { body: { ...body, sourceIds: [broken] } });
    expect(none.status).toBe(502);
    expect(none.json.error.code).toBe("UPSTREAM_ERROR");
  });

  it("answers 400 for an invalid rule or pattern, 404 for an unknown ruleId", async () => {
    const p = await project([]);
    const bad = await p.call("POST", "/v1/config/monitoring/dry-run", {
      body: {
        name: "x",
        type: "pattern_match",
        condition: { pattern: "(oops" },
        schedule: { kind: "fixed", intervalSeconds: 60 },
        lookbackSeconds: 60,
        action: "notify",
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(bad.json.error.details)).toContain("(oops");
    const missing = await p.call("POST", "/v1/config/monitoring/dry-run", {
      body: { ruleId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(missing.status).toBe(404);
    expect((await p.call("POST", "/v1/config/monitoring/dry-run", { body: { ruleId: 5 } })).status).toBe(400);
  });
});
