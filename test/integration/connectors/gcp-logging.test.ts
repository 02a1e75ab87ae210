import { generateKeyPairSync } from "node:crypto";
import { createConnector } from "../../../shared/connectors/create-connector.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import { OutgoingHttpError } from "../../../shared/net/outgoing-http.port.js";
import { startFakeGcpLogging } from "../../fakes/gcp-logging.js";
import { CORPUS_END } from "../../fakes/log-corpus.js";
import { drain, runConnectorContract, WINDOW } from "./contract.js";

const keyPair = () =>
  generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
const good = keyPair();
const other = keyPair();
const EMAIL = "logdx-reader@shop-prod.iam.gserviceaccount.com";

const saJson = (privateKey: string, tokenUri: string) =>
  JSON.stringify({
    type: "service_account",
    project_id: "shop-prod",
    private_key_id: "3f1c0c6e2b9d4a7f8e5d",
    private_key: privateKey,
    client_email: EMAIL,
    client_id: "104583920112233445566",
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: tokenUri,
    universe_domain: "googleapis.com",
  });
const pemBody = (pem: string) => pem.split("\n")[5];

describe("gcp_logging connector against the Cloud Logging fake", () => {
  runConnectorContract({
    type: "gcp_logging",
    sources: { "run.googleapis.com/stderr": "run.googleapis.com/stderr", "projects/shop-prod/logs/app": "app" },
    startFake: (lines) =>
      startFakeGcpLogging({
        lines,
        projectId: "shop-prod",
        clientEmail: EMAIL,
        publicKeyPem: good.publicKey,
        now: () => CORPUS_END,
      }),
    connection: (fake, valid) => ({
      type: "gcp_logging",
      credentials: { serviceAccountJson: saJson(valid ? good.privateKey : other.privateKey, `${fake.url}/token`) },
      sources: ["run.googleapis.com/stderr", "projects/shop-prod/logs/app"],
    }),
    overrides: (fake) => ({ gcp_logging: fake.url, gcp_token: `${fake.url}/token` }),
    secrets: [good.privateKey, other.privateKey, pemBody(good.privateKey), pemBody(other.privateKey)],
    isReadRequest: (r) => r.path === "/v2/entries:list",
    expectedDiscovery: [
      { name: "run.googleapis.com/stderr", kind: "log" },
      { name: "app", kind: "log" },
    ],
  });
});

describe("gcp_logging specifics", () => {
  const http = createOutgoingHttp({ allowPrivateNetwork: true });
  const startShopFake = () =>
    startFakeGcpLogging({
      projectId: "shop-prod",
      clientEmail: EMAIL,
      publicKeyPem: good.publicKey,
      now: () => CORPUS_END,
    });

  test("a 429 quota answer waits 10-30 s (per-minute quota), so with less time left it is RATE_LIMITED at once", async () => {
    const fake = await startShopFake();
    try {
      fake.setFault({ kind: "throttle", times: 1 });
      const c = createConnector(
        {
          type: "gcp_logging",
          credentials: { serviceAccountJson: saJson(good.privateKey, `${fake.url}/token`) },
          sources: ["projects/shop-prod/logs/app"],
        },
        { http, endpointOverrides: { gcp_logging: fake.url, gcp_token: `${fake.url}/token` }, now: () => CORPUS_END },
      );
      const started = Date.now();
      const result = await c.test(AbortSignal.timeout(20_000), CORPUS_END + 9_000);
      expect(result).toMatchObject({ ok: false, error: { code: "RATE_LIMITED" } });
      expect(fake.requests.filter((r) => r.path === "/v2/entries:list")).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(9_000);
    } finally {
      await fake.close();
    }
  });

  test("the key's token_uri is never followed: without an operator override the token goes to Google's fixed URL", async () => {
    const fake = await startShopFake();
    try {
      const seen: string[] = [];
      const spy = {
        request: (url: string, init?: Parameters<typeof http.request>[1]) => {
          seen.push(url);
          // Nothing leaves the machine: anything but the fake fails like an unreachable host.
          if (!url.startsWith(fake.url))
            return Promise.reject(new OutgoingHttpError("network", "unreachable in tests"));
          return http.request(url, init);
        },
      };
      const c = createConnector(
        {
          type: "gcp_logging",
          credentials: { serviceAccountJson: saJson(other.privateKey, `${fake.url}/token`) },
          sources: ["x"],
        },
        {
          http: spy,
          endpointOverrides: { gcp_logging: fake.url },
          now: () => CORPUS_END,
          retry: { maxAttempts: 1 },
          requestTimeoutMs: 200,
        },
      );
      const result = await c.test(AbortSignal.timeout(5_000));
      expect(result.ok).toBe(false);
      expect(seen[0]).toBe("https://oauth2.googleapis.com/token");
      expect(fake.requests.filter((r) => r.path === "/token")).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });

  test("the assertion is RS256 with iss, scope, Google's aud and a one-hour lifetime; the token is cached", async () => {
    const fake = await startShopFake();
    try {
      const make = () =>
        createConnector(
          {
            type: "gcp_logging",
            credentials: { serviceAccountJson: saJson(good.privateKey, "https://evil.example/token") },
            sources: ["run.googleapis.com/stderr"],
          },
          {
            http,
            endpointOverrides: { gcp_logging: fake.url, gcp_token: `${fake.url}/token` },
            now: () => CORPUS_END + 7,
          },
        );
      expect((await make().test(AbortSignal.timeout(5_000))).ok).toBe(true);
      expect((await make().test(AbortSignal.timeout(5_000))).ok).toBe(true);
      const tokenCalls = fake.requests.filter((r) => r.path === "/token");
      expect(tokenCalls).toHaveLength(1);
      const assertion = new URLSearchParams(tokenCalls[0].body).get("assertion") ?? "";
      const [h, c] = assertion
        .split(".")
        .slice(0, 2)
        .map((p) => JSON.parse(Buffer.from(p, "base64url").toString() || "{}"));
      expect(h).toMatchObject({ alg: "RS256", typ: "JWT", kid: "3f1c0c6e2b9d4a7f8e5d" });
      expect(c).toMatchObject({
        iss: EMAIL,
        aud: "https://oauth2.googleapis.com/token",
        scope: "https://www.googleapis.com/auth/logging.read",
      });
      expect(c.exp - c.iat).toBe(3600);
      const list = JSON.parse(fake.requests.filter((r) => r.path === "/v2/entries:list")[0].body);
      expect(list).toMatchObject({ resourceNames: ["projects/shop-prod"], orderBy: "timestamp desc", pageSize: 10 });
      expect(list.filter).toContain('logName = "projects/shop-prod/logs/run.googleapis.com%2Fstderr"');
    } finally {
      await fake.close();
    }
  });

  test("a revoked token is dropped and fetched again once", async () => {
    const fake = await startShopFake();
    try {
      const c = createConnector(
        {
          type: "gcp_logging",
          credentials: { serviceAccountJson: saJson(good.privateKey, "") },
          sources: ["run.googleapis.com/stderr"],
        },
        {
          http,
          endpointOverrides: { gcp_logging: fake.url, gcp_token: `${fake.url}/token` },
          now: () => CORPUS_END + 11,
        },
      );
      await drain(c.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 5 }));
      fake.revokeTokens();
      const records = await drain(c.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 5 }));
      expect(records).toHaveLength(5);
    } finally {
      await fake.close();
    }
  });
});
