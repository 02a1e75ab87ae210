// Notification channel endpoints over HTTP (SPEC §2.4, §4.4, API-DECISIONS "Notification channels"): every type,
// validation, SSRF at save time, quota, idempotency, tombstones, settings, preferences, and no submitted secret in
// any response, log line or stored item.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { scanTable } from "../../shared/store/bulk.dynamo.js";
import { type Capture, captureLogs, recordingCall, secretHits } from "../integration/log-sources/secret-scan.js";
import type { CallOptions, CallResult } from "../support/local-server.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

const SECRETS = {
  slackPath: "T000ZZSLACK/B000ZZSLACK/XXXXzzSlackTokenzz",
  teamsPath: "zzTeamsWebhookSecretzz0123456789",
  discordToken: "zzDiscordWebhookTokenzz-abcdefABCDEF",
  chatKey: "zzGoogleChatKeyzzAIzaSyDdI0hCZtE6",
  authHeader: "Bearer zzWebhookAuthHeaderValuezz",
  hmac: "zzHmacSecretForSigningzz",
  rotated: "zzRotatedHmacSecretzz",
};
const ALL_SECRETS = Object.values(SECRETS);

const bodies = {
  slack: {
    type: "slack",
    name: "Ops Slack",
    severityThreshold: "high",
    credentials: { webhookUrl: `https://hooks.slack.com/services/${SECRETS.slackPath}` },
  },
  teams: {
    type: "teams",
    name: "Teams",
    severityThreshold: "critical",
    credentials: { webhookUrl: `https://example.webhook.office.com/webhookb2/${SECRETS.teamsPath}` },
  },
  discord: {
    type: "discord",
    name: "Discord",
    severityThreshold: "medium",
    credentials: { webhookUrl: `https://discord.com/api/webhooks/123/${SECRETS.discordToken}` },
  },
  googleChat: {
    type: "google_chat",
    name: "Chat",
    severityThreshold: "low",
    credentials: { webhookUrl: `https://chat.googleapis.com/v1/spaces/AAA/messages?key=${SECRETS.chatKey}` },
  },
  webhook: {
    type: "webhook",
    name: "Pager bridge",
    severityThreshold: "high",
    credentials: { url: "https://hooks.example.com/logdx", authHeader: SECRETS.authHeader, hmacSecret: SECRETS.hmac },
  },
  emailString: {
    type: "email",
    name: "On-call mail",
    severityThreshold: "critical",
    credentials: { recipients: "oncall@example.com, sre@example.com" },
  },
  emailArray: {
    type: "email",
    name: "Leads",
    severityThreshold: "high",
    credentials: { recipients: ["lead@example.com"] },
  },
} as const;

const PUBLIC_FIELDS = ["createdAt", "id", "isActive", "name", "severityThreshold", "type", "updatedAt"];

let s: TestServer;
let locked: TestServer;
let capture: Capture;
const responses: string[] = [];
let call: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
let lockedCall: typeof call;
let secret: string;

function expectError(res: CallResult, status: number, code: string) {
  expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status, code });
  expect(res.json.success).toBe(false);
  expect(res.json.error.requestId).toEqual(expect.any(String));
}

beforeAll(async () => {
  capture = captureLogs();
  const rateLimits = { read: 100_000, mutation: 100_000, analysis: 100_000 };
  // hooks.example.com etc. must resolve for the save-time check: both servers run with private networking refused
  // only where that is the point of the test (`locked`), and the public names are not looked up in `s`.
  s = await startTestServer({ config: { rateLimits, allowPrivateNetwork: true } });
  locked = await startTestServer({
    config: { rateLimits, allowPrivateNetwork: false, quotas: { channelsPerProject: 1 } },
  });
  call = recordingCall(s, responses);
  lockedCall = recordingCall(locked, responses);
  secret = s.bootstrap.keys.secret;
});

afterAll(async () => {
  capture.restore();
  await s?.stop();
  await locked?.stop();
});

const create = (body: unknown, opts: CallOptions = {}) =>
  call("POST", "/v1/config/notifications", { key: secret, body, ...opts });

describe("create and list", () => {
  it.each(Object.entries(bodies))("201 for %s with the public record only", async (_label, body) => {
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.json.data).sort()).toEqual(PUBLIC_FIELDS);
    expect(res.json.data).toMatchObject({
      type: body.type,
      name: body.name,
      severityThreshold: body.severityThreshold,
      isActive: true,
    });
    expect(res.json.data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lists the channels oldest first, without credentials", async () => {
    const res = await call("GET", "/v1/config/notifications", { key: secret });
    expect(res.status).toBe(200);
    expect(res.json.data.map((c: { name: string }) => c.name)).toEqual(Object.values(bodies).map((b) => b.name));
    for (const c of res.json.data) expect(Object.keys(c).sort()).toEqual(PUBLIC_FIELDS);
  });

  it("the channel quota's used count is real", async () => {
    const stats = await call("GET", `/v1/config/projects/${s.bootstrap.projectSlug}/stats`, { key: secret });
    expect(stats.json.data.quota.channelsPerProject.used).toBe(Object.keys(bodies).length);
  });
});

describe("validation", () => {
  const invalid: Array<[string, unknown, string]> = [
    ["unknown type", { ...bodies.slack, type: "pagerduty" }, "type"],
    ["'the service' spelled literally", { ...bodies.slack, type: "the service" }, "type"],
    ["missing name", { ...bodies.slack, name: undefined }, "name"],
    ["empty name", { ...bodies.slack, name: " " }, "name"],
    ["name over 255", { ...bodies.slack, name: "n".repeat(256) }, "name"],
    ["missing threshold", { ...bodies.slack, severityThreshold: undefined }, "severityThreshold"],
    ["info threshold", { ...bodies.slack, severityThreshold: "info" }, "severityThreshold"],
    ["missing credentials", { ...bodies.slack, credentials: undefined }, "credentials"],
    ["slack without webhookUrl", { ...bodies.slack, credentials: {} }, "credentials.webhookUrl"],
    ["slack with a non-URL", { ...bodies.slack, credentials: { webhookUrl: "not a url" } }, "credentials.webhookUrl"],
    ["slack with a url key", { ...bodies.slack, credentials: { url: "https://x.example" } }, "credentials"],
    ["webhook without url", { ...bodies.webhook, credentials: { hmacSecret: "s" } }, "credentials.url"],
    [
      "webhook empty secret",
      { ...bodies.webhook, credentials: { url: "https://x.example", hmacSecret: "" } },
      "credentials.hmacSecret",
    ],
    ["webhook ftp url", { ...bodies.webhook, credentials: { url: "ftp://x.example/" } }, "credentials.url"],
    [
      "email bad address",
      { ...bodies.emailString, credentials: { recipients: "a@example.com, nope" } },
      "credentials.recipients",
    ],
    ["email empty array", { ...bodies.emailArray, credentials: { recipients: [] } }, "credentials.recipients"],
    ["email bad array item", { ...bodies.emailArray, credentials: { recipients: ["x"] } }, "credentials.recipients"],
    ["unknown top-level field", { ...bodies.slack, channel: "#ops" }, ""],
  ];
  it.each(invalid)("400 VALIDATION_ERROR: %s", async (_label, body, path) => {
    const res = await create(body);
    expectError(res, 400, "VALIDATION_ERROR");
    const paths = res.json.error.details.issues.map((i: { path: string }) => i.path);
    expect(paths.some((p: string) => p.startsWith(path))).toBe(true);
  });

  it("lists every problem at once: {} names type, name, credentials and severityThreshold in one answer", async () => {
    const res = await create({});
    expectError(res, 400, "VALIDATION_ERROR");
    const paths = res.json.error.details.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["credentials", "name", "severityThreshold", "type"]);
  });

  it("an unknown type is reported beside the other fields' problems", async () => {
    const res = await create({ type: "pagerduty", name: "", severityThreshold: "info" });
    expectError(res, 400, "VALIDATION_ERROR");
    const paths = res.json.error.details.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["credentials", "name", "severityThreshold", "type"]);
  });

  it("malformed JSON is a 400, not a 500", async () => {
    expectError(
      await call("POST", "/v1/config/notifications", {
        key: secret,
        raw: "{",
        headers: { "content-type": "application/json" },
      }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("auth, quota, SSRF and idempotency", () => {
  it("a public key is refused (SECRET_KEY_REQUIRED); no key is 401", async () => {
    expectError(await create(bodies.slack, { key: s.bootstrap.keys.public }), 403, "SECRET_KEY_REQUIRED");
    expectError(
      await call("GET", "/v1/config/notifications", { key: s.bootstrap.keys.public }),
      403,
      "SECRET_KEY_REQUIRED",
    );
    expectError(await call("GET", "/v1/config/notifications"), 401, "UNAUTHORIZED");
  });

  it("refuses loopback, private and metadata destinations and plain http when private networking is off", async () => {
    const key = locked.bootstrap.keys.secret;
    for (const url of [
      "https://127.0.0.1/hook",
      "https://10.1.2.3/hook",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/hook",
      "http://93.184.216.34/hook",
      "https://localhost/hook",
    ]) {
      const res = await lockedCall("POST", "/v1/config/notifications", {
        key,
        body: { ...bodies.webhook, credentials: { url } },
      });
      expectError(res, 400, "VALIDATION_ERROR");
      expect(res.json.error.details.issues[0].path).toBe("credentials.url");
    }
    const chat = await lockedCall("POST", "/v1/config/notifications", {
      key,
      body: { ...bodies.slack, credentials: { webhookUrl: "https://192.168.1.10/services/x" } },
    });
    expect(chat.json.error.details.issues[0].path).toBe("credentials.webhookUrl");
  });

  it("403 QUOTA_EXCEEDED past channelsPerProject; deleting frees the slot", async () => {
    const key = locked.bootstrap.keys.secret;
    const email = { key, body: bodies.emailArray };
    const first = await lockedCall("POST", "/v1/config/notifications", email);
    expect(first.status).toBe(201);
    expectError(await lockedCall("POST", "/v1/config/notifications", email), 403, "QUOTA_EXCEEDED");
    await lockedCall("DELETE", `/v1/config/notifications/${first.json.data.id}`, { key });
    expect((await lockedCall("POST", "/v1/config/notifications", email)).status).toBe(201);
  });

  it("Idempotency-Key replays the same channel and refuses another body", async () => {
    const headers = { "idempotency-key": "chan-create-1" };
    const a = await create(bodies.emailArray, { headers });
    const b = await create(bodies.emailArray, { headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.json.data.id).toBe(a.json.data.id);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expectError(await create({ ...bodies.emailArray, name: "Other" }, { headers }), 409, "IDEMPOTENCY_KEY_CONFLICT");
  });
});

describe("update, delete, tombstones", () => {
  it("updates name and threshold, rotates the secret, keeps the type", async () => {
    const made = await create(bodies.webhook);
    const id = made.json.data.id;
    const res = await call("PUT", `/v1/config/notifications/${id}`, {
      key: secret,
      body: {
        name: "Renamed",
        severityThreshold: "medium",
        credentials: { url: "https://hooks.example.com/v2", hmacSecret: SECRETS.rotated },
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.data).sort()).toEqual(PUBLIC_FIELDS);
    expect(res.json.data).toMatchObject({ id, name: "Renamed", severityThreshold: "medium", type: "webhook" });
    expect(res.json.data.updatedAt >= made.json.data.updatedAt).toBe(true);
    // Rotating only the secret keeps the rest of the saved credentials.
    const partial = await call("PUT", `/v1/config/notifications/${id}`, {
      key: secret,
      body: { credentials: { hmacSecret: `${SECRETS.rotated}-2` } },
    });
    expect(partial.status).toBe(200);
    const bad: Array<[unknown, string]> = [
      [{ type: "slack", name: "x" }, "type"],
      [{}, ""],
      [{ credentials: { webhookUrl: "https://x.example" } }, "credentials"],
      [{ severityThreshold: "urgent" }, "severityThreshold"],
      [{ credentials: { url: "ftp://x.example/" } }, "credentials.url"],
      [{ credentials: { hmacSecret: "" } }, "credentials.hmacSecret"],
    ];
    for (const [body, path] of bad) {
      const r = await call("PUT", `/v1/config/notifications/${id}`, { key: secret, body });
      expectError(r, 400, "VALIDATION_ERROR");
      const paths = r.json.error.details.issues.map((i: { path: string }) => i.path);
      expect({ body, ok: paths.some((p: string) => p.startsWith(path)), paths }).toMatchObject({ body, ok: true });
    }
  });

  it("SSRF applies to rotated URLs too", async () => {
    const key = locked.bootstrap.keys.secret;
    for (const c of (await lockedCall("GET", "/v1/config/notifications", { key })).json.data) {
      await lockedCall("DELETE", `/v1/config/notifications/${c.id}`, { key });
    }
    // A name that does not resolve yet is accepted at save time; every send checks the address again.
    const made = await lockedCall("POST", "/v1/config/notifications", {
      key,
      body: { ...bodies.webhook, credentials: { url: "https://hooks.logdx-test.invalid/x" } },
    });
    expect(made.status).toBe(201);
    const res = await lockedCall("PUT", `/v1/config/notifications/${made.json.data.id}`, {
      key,
      body: { credentials: { url: "https://127.0.0.1/x" } },
    });
    expectError(res, 400, "VALIDATION_ERROR");
    expect(res.json.error.details.issues[0].path).toBe("credentials.url");
  });

  it("gets one channel; after delete 410 GONE on GET, PUT, DELETE and deliveries; unknown ids are 404", async () => {
    const made = await create(bodies.discord);
    const id = made.json.data.id;
    const got = await call("GET", `/v1/config/notifications/${id}`, { key: secret });
    expect(got.status).toBe(200);
    expect(got.json.data).toEqual(made.json.data);
    const del = await call("DELETE", `/v1/config/notifications/${id}`, { key: secret });
    expect(del.status).toBe(200);
    expect(del.json.data).toEqual({ id, deleted: true });
    expectError(await call("DELETE", `/v1/config/notifications/${id}`, { key: secret }), 410, "GONE");
    expectError(await call("PUT", `/v1/config/notifications/${id}`, { key: secret, body: { name: "x" } }), 410, "GONE");
    expectError(await call("GET", `/v1/config/notifications/${id}/deliveries`, { key: secret }), 410, "GONE");
    expectError(await call("GET", `/v1/config/notifications/${id}`, { key: secret }), 410, "GONE");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(
      await call("PUT", `/v1/config/notifications/${unknown}`, { key: secret, body: { name: "x" } }),
      404,
      "NOT_FOUND",
    );
    expectError(await call("DELETE", `/v1/config/notifications/${unknown}`, { key: secret }), 404, "NOT_FOUND");
    expectError(await call("GET", `/v1/config/notifications/${unknown}`, { key: secret }), 404, "NOT_FOUND");
    expectError(await call("GET", `/v1/config/notifications/${unknown}/deliveries`, { key: secret }), 404, "NOT_FOUND");
  });

  it("a new channel has no deliveries yet; a foreign cursor is a 400", async () => {
    const made = await create(bodies.slack);
    const res = await call("GET", `/v1/config/notifications/${made.json.data.id}/deliveries`, { key: secret });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: [], meta: { nextCursor: null } });
    const bad = await call("GET", `/v1/config/notifications/${made.json.data.id}/deliveries?cursor=abc`, {
      key: secret,
    });
    expectError(bad, 400, "VALIDATION_ERROR");
    expectError(
      await call("GET", `/v1/config/notifications/${made.json.data.id}/deliveries?limit=0`, { key: secret }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("settings and preferences", () => {
  it("default severity is high; PUT changes it; bad values are 400", async () => {
    const first = await call("GET", "/v1/config/notifications/settings", { key: secret });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ defaultSeverity: "high" });
    const put = await call("PUT", "/v1/config/notifications/settings", {
      key: secret,
      body: { defaultSeverity: "medium" },
    });
    expect(put.json.data).toEqual({ defaultSeverity: "medium" });
    expect((await call("GET", "/v1/config/notifications/settings", { key: secret })).json.data).toEqual({
      defaultSeverity: "medium",
    });
    for (const body of [{ defaultSeverity: "info" }, {}, { defaultSeverity: "high", extra: 1 }]) {
      expectError(
        await call("PUT", "/v1/config/notifications/settings", { key: secret, body }),
        400,
        "VALIDATION_ERROR",
      );
    }
  });

  it("per-user preferences are dashboard only", async () => {
    const res = await call("PUT", "/v1/config/notifications/preferences", { key: secret, body: { mute: true } });
    expectError(res, 403, "DASHBOARD_ONLY");
  });
});

describe("credentials never leave", () => {
  it("no submitted secret in any response or log line, and none stored in plaintext", async () => {
    expect(secretHits(responses, ALL_SECRETS)).toEqual([]);
    expect(secretHits(capture.logs, ALL_SECRETS)).toEqual([]);
    expect(secretHits([JSON.stringify(await scanTable(s.ctx.store))], ALL_SECRETS)).toEqual([]);
  });
});
