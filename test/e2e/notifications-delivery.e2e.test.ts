// Delivery end to end: a finished analysis (written as the worker writes it and fanned out by fanout.ts) or a
// watchdog alert goes through the local delivery queue and worker to local receivers and an SMTP server.
// Threshold routing, signatures checked by stock verifiers, retries, the dead-letter queue, redelivery, 410, 3xx,
// the SSRF guard at send time, counters, and no credential in any response or log line.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { verify as verifySha256 } from "@octokit/webhooks-methods";
import { Webhook } from "standardwebhooks";
import { createOutgoingHttp } from "../../shared/net/outgoing-http.js";
import { deliveryDedupId } from "../../shared/services/analyses/fanout.js";
import type { WatchdogAlertMessage } from "../../shared/services/notifications/delivery-message.js";
import { type SmtpFake, startSmtpFake } from "../fakes/smtp-fake.js";
import { startWebhookReceiver, type WebhookReceiver } from "../fakes/webhook-receiver.js";
import { finishAndFanOut, ordinaryResult } from "../fixtures/notifications/diagnoses.js";
import { addLokiSource, createProject, startIncidentFakes, windowOf } from "../integration/analyses/helpers.js";
import { type Capture, captureLogs, recordingCall, secretHits } from "../integration/log-sources/secret-scan.js";
import type { CallOptions, CallResult } from "../support/local-server.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

const HMAC = "zzDeliveryHmacSecret-0123456789zz";
const AUTH = "Bearer zzDeliveryAuthHeaderzz";
const PATH_SECRET = "zzPathTokenSecretzz";

let s: TestServer;
let outboxServer: TestServer;
let rx: WebhookReceiver;
let smtp: SmtpFake;
let capture: Capture;
const responses: string[] = [];
let call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
let org: string;
let tenantId: string;

beforeAll(async () => {
  capture = captureLogs();
  rx = await startWebhookReceiver();
  smtp = await startSmtpFake();
  const config = {
    rateLimits: { read: 100_000, mutation: 100_000, analysis: 100_000 },
    allowPrivateNetwork: true,
    deliveryBackoffMs: 1,
  };
  s = await startTestServer({ config: { ...config, smtpUrl: smtp.url }, workers: true });
  outboxServer = await startTestServer({ config, workers: true });
  call = recordingCall(s, responses);
  org = s.bootstrap.keys.org;
  tenantId = s.bootstrap.tenantId;
});

afterAll(async () => {
  capture.restore();
  await s?.stop();
  await outboxServer?.stop();
  await rx?.close();
  await smtp?.stop();
});

/** A fresh project, so each test sees only its own channels and counters. */
async function project(name: string) {
  const projectId = await createProject(s, org, name);
  const as = (method: string, path: string, opts: CallOptions = {}) =>
    call(method, path, { ...opts, key: org, headers: { "x-project-id": projectId, ...opts.headers } });
  const channel = async (body: Record<string, unknown>) => {
    const res = await as("POST", "/v1/config/notifications", { body });
    expect(res.status).toBe(201);
    return res.json.data.id as string;
  };
  const attempts = async (channelId: string) =>
    (await as("GET", `/v1/config/notifications/${channelId}/deliveries?limit=100`)).json.data as Array<
      Record<string, any>
    >;
  return { projectId, as, channel, attempts };
}

const hook = (path: string, extra: Record<string, unknown> = {}) => ({
  type: "webhook",
  name: `hook ${path.split("/")[1]}`,
  severityThreshold: "low",
  credentials: { url: `${rx.url}${path}`, ...extra },
});

/** Polls (no timing asserted) until the condition holds: the queue drains in its own time. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 25_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const drained = (server: TestServer) => async () => (await server.queueDepth("delivery")) === 0;

describe("from POST /v1/analyses to the channel", () => {
  it("a finished analysis of real logs reaches a signed webhook with the same result", async () => {
    const fakes = await startIncidentFakes();
    try {
      const p = await project("Whole chain");
      await addLokiSource(p.as, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
      await addLokiSource(p.as, { name: "back", host: fakes.back.url, selector: '{app="back"}' });
      await p.channel(hook("/chain", { hmacSecret: HMAC }));
      const res = await p.as("POST", "/v1/analyses", {
        body: { description: "Guests cannot book rooms", ...windowOf(fakes.end, 14) },
      });
      expect(res.status).toBe(202);
      expect(res.json.data.status).toBe("complete");
      await until("the delivery", () => rx.to("/chain").length >= 1);
      const req = rx.to("/chain")[0];
      expect(await verifySha256(HMAC, req.body, req.headers["x-service-signature"] as string)).toBe(true);
      const got = await p.as("GET", `/v1/analyses/${res.json.data.id}`);
      expect(JSON.parse(req.body).analysis).toEqual(got.json.data);
    } finally {
      await fakes.close();
    }
  });
});

describe("routing and formats", () => {
  it("every channel at or under the severity gets exactly one native message; others get none", async () => {
    const p = await project("Routing");
    const chat = (type: string, path: string, severityThreshold: string) =>
      p.channel({ type, name: type, severityThreshold, credentials: { webhookUrl: `${rx.url}${path}` } });
    await chat("slack", "/route/slack", "critical");
    await chat("teams", "/route/teams", "high");
    await chat("discord", "/route/discord", "medium");
    await chat("google_chat", "/route/chat", "low");
    await p.channel({ ...hook("/route/webhook"), severityThreshold: "high" });
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
    await until("the four deliveries", () => rx.requests.filter((r) => r.path.startsWith("/route/")).length >= 4);
    await until("the queue to drain", drained(s));
    expect(rx.to("/route/slack")).toHaveLength(0);
    const teams = JSON.parse(rx.to("/route/teams")[0].body);
    expect(teams.attachments[0].content).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    const discord = JSON.parse(rx.to("/route/discord")[0].body);
    expect(discord.embeds[0].title).toContain("checkout-api");
    const gchat = JSON.parse(rx.to("/route/chat")[0].body);
    expect(gchat.cardsV2[0].card.header.title).toContain("checkout-api");
    const webhook = JSON.parse(rx.to("/route/webhook")[0].body);
    expect(webhook).toMatchObject({ event: "analysis.completed", projectId: p.projectId });
    expect(webhook.analysis.result.severity).toBe("high");
    for (const path of ["/route/teams", "/route/discord", "/route/chat", "/route/webhook"]) {
      expect(rx.to(path)).toHaveLength(1);
      // The service, failure, severity, confidence, impact, top action and the link, in every format.
      const body = rx.to(path)[0].body;
      if (path === "/route/webhook") continue;
      for (const part of [
        "checkout-api",
        "ConnectionTimeout",
        "high",
        "87%",
        "2 services affected",
        "Raise the pool size to 50",
      ]) {
        expect(body).toContain(part);
      }
      expect(body).toContain(`${s.baseUrl}/v1/analyses/`);
    }
  });

  it("an info diagnosis reaches no channel; a low one only low thresholds", async () => {
    const p = await project("Info");
    await p.channel({ ...hook("/info/low"), severityThreshold: "low" });
    await p.channel({ ...hook("/info/medium"), severityThreshold: "medium" });
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("info"));
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("low"));
    await until("the low delivery", () => rx.to("/info/low").length >= 1);
    await until("the queue to drain", drained(s));
    expect(rx.to("/info/low")).toHaveLength(1);
    expect(JSON.parse(rx.to("/info/low")[0].body).analysis.result.severity).toBe("low");
    expect(rx.to("/info/medium")).toHaveLength(0);
  });

  it("email goes out through SMTP with text and HTML naming the diagnosis", async () => {
    const p = await project("Mail");
    await p.channel({
      type: "email",
      name: "On call",
      severityThreshold: "high",
      credentials: { recipients: "oncall@example.com, sre@example.com" },
    });
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("critical"));
    await until("the email", () => smtp.received.length >= 1);
    const mail = smtp.received[0];
    expect(mail.to.sort()).toEqual(["oncall@example.com", "sre@example.com"]);
    expect(mail.data).toMatch(/Subject: \[CRITICAL\] checkout-api: ConnectionTimeout/);
    expect(mail.data).toContain("text/plain");
    expect(mail.data).toContain("text/html");
    expect(mail.data).toContain("Raise the pool size to 50");
  });

  it("a mailbox the server refuses for good (550) fails the delivery without retrying", async () => {
    const p = await project("Refused mail");
    const id = await p.channel({
      type: "email",
      name: "Nobody",
      severityThreshold: "low",
      credentials: { recipients: ["nobody@example.com"] },
    });
    smtp.refuseWith = 550;
    try {
      await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
      await until("the attempt", async () => (await p.attempts(id)).length >= 1);
      await until("the queue to drain", drained(s));
    } finally {
      smtp.refuseWith = undefined;
    }
    const list = await p.attempts(id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: "failed", willRetry: false, error: { code: "MAIL_REFUSED" } });
    expect(JSON.stringify(list)).not.toContain("nobody@example.com");
  });

  it("without SMTP the email is written to the outbox", async () => {
    const projectId = await createProject(outboxServer, outboxServer.bootstrap.keys.org, "Outbox");
    const res = await outboxServer.call("POST", "/v1/config/notifications", {
      key: outboxServer.bootstrap.keys.org,
      headers: { "x-project-id": projectId },
      body: { type: "email", name: "Mail", severityThreshold: "low", credentials: { recipients: ["a@example.com"] } },
    });
    expect(res.status).toBe(201);
    await finishAndFanOut(
      outboxServer,
      { tenantId: outboxServer.bootstrap.tenantId, projectId },
      ordinaryResult("medium"),
    );
    const outbox = join(outboxServer.dataDir, "outbox");
    const files = () => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith(".eml"));
      } catch {
        return [];
      }
    };
    await until("the .eml file", () => files().length >= 1);
    const eml = readFileSync(join(outbox, files()[0]), "utf8");
    expect(eml).toContain("a@example.com");
    expect(eml).toMatch(/Subject: \[MEDIUM\] checkout-api/);
  });
});

describe("webhooks", () => {
  it("carries signatures stock verifiers accept, the event and delivery headers and the Authorization value", async () => {
    const p = await project("Signed");
    await p.channel(hook("/signed", { hmacSecret: HMAC, authHeader: AUTH }));
    const record = await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("critical"));
    await until("the signed delivery", () => rx.to("/signed").length >= 1);
    const req = rx.to("/signed")[0];
    const h = req.headers as Record<string, string>;
    expect(await verifySha256(HMAC, req.body, h["x-service-signature"])).toBe(true);
    expect(h["x-service-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
    const payload = new Webhook(Buffer.from(HMAC).toString("base64")).verify(req.body, h) as Record<string, any>;
    expect(payload.analysis.id).toBe(record.id);
    expect(h.authorization).toBe(AUTH);
    expect(h["x-service-event"]).toBe("analysis.completed");
    expect(h["x-service-delivery"]).toBe(payload.deliveryId);
    expect(h["webhook-id"]).toBe(payload.deliveryId);
    expect(Object.keys(payload).sort()).toEqual(["analysis", "createdAt", "deliveryId", "event", "projectId"]);
  });

  it("without a secret: no signature headers, still the ids and timestamp", async () => {
    const p = await project("Unsigned");
    await p.channel(hook("/unsigned"));
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("medium"));
    await until("the delivery", () => rx.to("/unsigned").length >= 1);
    const h = rx.to("/unsigned")[0].headers;
    expect(h["x-service-signature"]).toBeUndefined();
    expect(h["webhook-signature"]).toBeUndefined();
    expect(h["webhook-id"]).toMatch(/^dlv_/);
    expect(h["webhook-timestamp"]).toMatch(/^\d+$/);
  });

  it("a rotated secret signs the next delivery", async () => {
    const p = await project("Rotated");
    const id = await p.channel(hook("/rotated", { hmacSecret: "old-secret-zz" }));
    const rotated = "new-secret-after-rotation-zz";
    // Only the secret is given: the saved url stays.
    const put = await p.as("PUT", `/v1/config/notifications/${id}`, { body: { credentials: { hmacSecret: rotated } } });
    expect(put.status).toBe(200);
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
    await until("the delivery", () => rx.to("/rotated").length >= 1);
    const req = rx.to("/rotated")[0];
    expect(await verifySha256(rotated, req.body, req.headers["x-service-signature"] as string)).toBe(true);
  });
});

describe("retries, dead letters, redelivery", () => {
  it("succeeds after two failures: three attempts, one deliveryId, counted once as sent", async () => {
    const p = await project("Flaky");
    const id = await p.channel(hook("/flaky", { hmacSecret: HMAC }));
    rx.script("/flaky", [{ status: 500 }, { status: 503 }, { status: 200 }]);
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
    await until("three attempts", async () => (await p.attempts(id)).length >= 3);
    await until("the queue to drain", drained(s));
    const reqs = rx.to("/flaky");
    expect(reqs).toHaveLength(3);
    expect(new Set(reqs.map((r) => r.headers["x-service-delivery"])).size).toBe(1);
    expect(new Set(reqs.map((r) => r.headers["webhook-id"])).size).toBe(1);
    const list = await p.attempts(id);
    expect(list.map((a) => [a.attempt, a.status, a.responseStatus, a.willRetry])).toEqual([
      [3, "succeeded", 200, false],
      [2, "failed", 503, true],
      [1, "failed", 500, true],
    ]);
    const stats = await p.as("GET", "/v1/config/projects/flaky/stats");
    expect(stats.json.data.deliveries).toEqual({ sent: 1, failed: 0 });
  });

  it("after eight failed attempts the delivery goes to the dead-letter queue and counts as failed", async () => {
    const p = await project("Dead");
    const id = await p.channel(hook("/dead"));
    rx.script("/dead", [{ status: 502 }]);
    const before = await s.queueDepth("delivery", "dead-letter");
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
    await until("the dead letter", async () => (await s.queueDepth("delivery", "dead-letter")) > before);
    await until("the queue to drain", drained(s));
    expect(rx.to("/dead")).toHaveLength(8);
    const list = await p.attempts(id);
    expect(list.map((a) => a.attempt)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(list[0]).toMatchObject({
      status: "failed",
      willRetry: false,
      nextAttemptAt: null,
      error: { code: "HTTP_502" },
    });
    expect(list.slice(1).every((a) => a.willRetry && a.nextAttemptAt)).toBe(true);
    const stats = await p.as("GET", "/v1/config/projects/dead/stats");
    expect(stats.json.data.deliveries).toEqual({ sent: 0, failed: 1 });
    // Paging through the attempts with a cursor gives the same list.
    const first = await p.as("GET", `/v1/config/notifications/${id}/deliveries?limit=5`);
    expect(first.json.data).toHaveLength(5);
    const rest = await p.as(
      "GET",
      `/v1/config/notifications/${id}/deliveries?limit=5&cursor=${first.json.meta.nextCursor}`,
    );
    expect(rest.json.data.map((a: { attempt: number }) => a.attempt)).toEqual([3, 2, 1]);
    expect(rest.json.meta.nextCursor).toBeNull();
  });

  it("honours Retry-After on 429 when it asks for longer than the backoff", async () => {
    const p = await project("Throttled");
    const id = await p.channel(hook("/throttled"));
    rx.script("/throttled", [{ status: 429, headers: { "retry-after": "2" } }, { status: 204 }]);
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
    await until("the retry", async () => (await p.attempts(id)).length >= 2);
    const [second, first] = await p.attempts(id);
    expect(first).toMatchObject({ status: "failed", responseStatus: 429, willRetry: true });
    expect(Date.parse(first.nextAttemptAt) - Date.parse(first.createdAt)).toBeGreaterThanOrEqual(2000);
    expect(second).toMatchObject({ status: "succeeded", responseStatus: 204 });
  });

  it("a redelivered event does not send twice", async () => {
    const p = await project("Redelivered");
    await p.channel(hook("/once"));
    const record = await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
    // The same message again, as SQS or the sweeper may send it.
    const copy = {
      kind: "analysis.completed",
      dedupId: deliveryDedupId(record.id),
      analysisId: record.id,
      projectId: p.projectId,
      tenantId,
      severity: "high",
    };
    await s.ctx.queue.send("delivery", copy);
    await s.ctx.queue.send("delivery", copy);
    await until("the delivery", () => rx.to("/once").length >= 1);
    await until("the queue to drain", drained(s));
    expect(rx.to("/once")).toHaveLength(1);
  });

  it("3xx is a failure and is not followed; 4xx other than 408/429 is not retried", async () => {
    const p = await project("Redirected");
    const moved = await p.channel(hook("/moved"));
    const bad = await p.channel(hook("/bad"));
    rx.script("/moved", [{ status: 302, headers: { location: `${rx.url}/elsewhere` } }]);
    rx.script("/bad", [{ status: 400 }]);
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
    await until("both attempts", async () => (await p.attempts(moved)).length + (await p.attempts(bad)).length >= 2);
    await until("the queue to drain", drained(s));
    expect(rx.to("/elsewhere")).toHaveLength(0);
    expect(rx.to("/moved")).toHaveLength(1);
    expect((await p.attempts(moved))[0]).toMatchObject({
      responseStatus: 302,
      willRetry: false,
      error: { code: "REDIRECT" },
    });
    expect((await p.attempts(bad))[0]).toMatchObject({ responseStatus: 400, willRetry: false });
  });

  it("410 Gone switches the channel off; later events skip it", async () => {
    const p = await project("Gone");
    const id = await p.channel(hook("/gone"));
    rx.script("/gone", [{ status: 410 }]);
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
    await until("the attempt", async () => (await p.attempts(id)).length >= 1);
    await until("the queue to drain", drained(s));
    const list = await p.as("GET", "/v1/config/notifications");
    expect(list.json.data[0]).toMatchObject({ id, isActive: false });
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("critical"));
    await until("the queue to drain", drained(s));
    expect(rx.to("/gone")).toHaveLength(1);
    // Switching it back on is a PUT.
    const on = await p.as("PUT", `/v1/config/notifications/${id}`, { body: { isActive: true } });
    expect(on.json.data.isActive).toBe(true);
  });

  it("the SSRF guard is applied again at send time", async () => {
    const p = await project("Guarded");
    const id = await p.channel(hook("/guarded"));
    const open = s.ctx.http;
    // The destination saved while private networking was allowed; now the policy refuses loopback.
    s.ctx.http = createOutgoingHttp({ allowPrivateNetwork: false });
    try {
      await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
      await until("the attempt", async () => (await p.attempts(id)).length >= 1);
      await until("the queue to drain", drained(s));
    } finally {
      s.ctx.http = open;
    }
    expect(rx.to("/guarded")).toHaveLength(0);
    expect((await p.attempts(id))[0]).toMatchObject({
      status: "failed",
      willRetry: false,
      error: { code: expect.stringMatching(/^BLOCKED_/) },
    });
  });
});

describe("watchdog alerts", () => {
  it("take the project's default severity when the rule sets none", async () => {
    const p = await project("Watchdog");
    await p.channel({ ...hook("/wd/critical"), severityThreshold: "critical" });
    await p.channel({ ...hook("/wd/medium"), severityThreshold: "medium" });
    await p.as("PUT", "/v1/config/notifications/settings", { body: { defaultSeverity: "medium" } });
    const alert: WatchdogAlertMessage = {
      kind: "watchdog.alert",
      dedupId: "watchdog.alert:rule-1:2026-11-25T10:00:00Z",
      tenantId,
      projectId: p.projectId,
      alert: { ruleId: "rule-1", ruleName: "5xx burst", at: "2026-11-25T10:00:00.000Z", value: 42, threshold: 10 },
    };
    await s.ctx.queue.send("delivery", { ...alert });
    await until("the alert", () => rx.to("/wd/medium").length >= 1);
    await until("the queue to drain", drained(s));
    expect(rx.to("/wd/critical")).toHaveLength(0);
    const req = rx.to("/wd/medium")[0];
    expect(req.headers["x-service-event"]).toBe("watchdog.alert");
    expect(JSON.parse(req.body)).toMatchObject({
      event: "watchdog.alert",
      projectId: p.projectId,
      alert: { ruleId: "rule-1", ruleName: "5xx burst", value: 42, threshold: 10, severity: "medium" },
    });
  });
});

describe("credentials never leave", () => {
  it("no secret in any API response or log line", async () => {
    const p = await project("Secrets");
    const id = await p.channel(hook(`/secret/${PATH_SECRET}`, { hmacSecret: HMAC, authHeader: AUTH }));
    rx.script(`/secret/${PATH_SECRET}`, [{ status: 500 }, { status: 200 }]);
    await finishAndFanOut(s, { tenantId, projectId: p.projectId }, ordinaryResult("high"));
    await until("two attempts", async () => (await p.attempts(id)).length >= 2);
    await p.as("GET", "/v1/config/notifications");
    expect(secretHits(responses, [HMAC, AUTH, PATH_SECRET])).toEqual([]);
    expect(secretHits(capture.logs, [HMAC, AUTH, PATH_SECRET])).toEqual([]);
  });
});
