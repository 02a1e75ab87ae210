// @logdx/sdk against the real local server: every operation group, retries that reuse one Idempotency-Key, typed
// errors, analyses.wait over the event stream and by polling, browser mode.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import {
  type ClientOptions,
  createClient,
  LogdxApiError,
  type LogdxClient,
  type LogdxError,
  OPERATIONS,
  type RetryInfo,
} from "../../../sdk/src/index.js";
import { type IncidentFakes, LOKI_KEY, startIncidentFakes, windowOf } from "../../integration/analyses/helpers.js";
import { startTestServer, type TestServer } from "../../support/local-server.js";

let server: TestServer;
let fakes: IncidentFakes;
let org: LogdxClient;
let projectId: string;

const fast = { baseMs: 1, maxMs: 5 };

/** A secret-key client that records its retries. */
function secretClient(extra: Partial<ClientOptions> = {}) {
  const retries: RetryInfo[] = [];
  const client = createClient({
    baseUrl: server.baseUrl,
    apiKey: server.bootstrap.keys.secret,
    backoff: fast,
    onRetry: (r) => retries.push(r),
    ...extra,
  });
  return { client, retries };
}

beforeAll(async () => {
  fakes = await startIncidentFakes();
  server = await startTestServer({ workers: true });
  projectId = server.bootstrap.projectId;
  org = createClient({ baseUrl: server.baseUrl, apiKey: server.bootstrap.keys.org, projectId, backoff: fast });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await fakes?.close();
});

const lokiSource = (name: string, selector = '{app="back"}') => ({
  type: "loki" as const,
  name,
  credentials: { host: fakes.back.url, apiKey: LOKI_KEY },
  sources: [selector],
});

describe("operation groups", () => {
  it("offers a group per resource of the route table", () => {
    const groups = new Set(Object.keys(OPERATIONS).map((id) => id.split(".")[0]));
    for (const g of groups) expect(org).toHaveProperty(g);
    expect([...groups].sort()).toEqual(
      expect.arrayContaining(["analyses", "apiKeys", "logSources", "projects", "repos"]),
    );
  });

  it("projects: create, list, update, stats, access list, delete", async () => {
    const p = await org.projects.create({ name: "SDK Shop", llmContext: "Node 20" });
    expect(p.slug).toBe("sdk-shop");
    expect((await org.projects.list()).map((x) => x.id)).toContain(p.id);
    expect((await org.projects.update(p.id, { description: "from the SDK" })).description).toBe("from the SDK");
    const stats = await org.projects.stats(p.slug);
    expect(stats).toHaveProperty("analyses");
    const users = [{ provider: "slack" as const, userId: "U1" }];
    expect((await org.projects.accessList.put(p.id, { users })).users).toEqual(users);
    expect((await org.projects.accessList.get(p.id)).users).toEqual(users);
    expect(await org.projects.delete(p.id, { confirm: p.slug })).toEqual({ id: p.id, deleted: true });
  });

  it("apiKeys: mint a public key (shown once), list without secrets, revoke", async () => {
    const k = await org.apiKeys.create({ kind: "public", name: "web", projectId });
    expect(k.key.startsWith("svc_pub_")).toBe(true);
    const listed = await org.apiKeys.list();
    expect(listed.find((x) => x.id === k.id)).not.toHaveProperty("key");
    expect((await org.apiKeys.revoke(k.id)).id).toBe(k.id);
  });

  it("repos: create, list, delete", async () => {
    const r = await org.repos.create({ provider: "github", url: "https://github.com/acme/checkout" });
    expect((await org.repos.list()).map((x) => x.id)).toContain(r.id);
    await org.repos.delete(r.id);
    expect((await org.repos.list()).map((x) => x.id)).not.toContain(r.id);
  });

  it("logSources: create, list, test, update, discover, delete", async () => {
    const s = await org.logSources.create(lokiSource("scratch"));
    expect(s).not.toHaveProperty("credentials");
    expect((await org.logSources.list()).map((x) => x.id)).toContain(s.id);
    expect((await org.logSources.test(s.id)).ok).toBe(true);
    expect((await org.logSources.update(s.id, { name: "renamed" })).name).toBe("renamed");
    expect(Array.isArray(await org.logSources.sources(s.id))).toBe(true);
    await org.logSources.delete(s.id);
  });

  it("analyses: create (sync), get, list with a cursor, followup, feedback, postmortem, similar", async () => {
    const source = await org.logSources.create(lokiSource("back"));
    const a = await org.analyses.create({ description: "checkout fails", ...windowOf(fakes.end, 10) });
    expect(["complete", "partial"]).toContain(a.status);
    expect((await org.analyses.get(a.id)).id).toBe(a.id);
    const page = await org.analyses.list({ limit: 1 });
    expect(page.data).toHaveLength(1);
    expect(page).toHaveProperty("nextCursor");
    const f = await org.analyses.followup(a.id, { question: "Which service failed first?" });
    expect(f.answer.length).toBeGreaterThan(0);
    expect((await org.analyses.feedback(a.id, { rating: "accurate" })).rating).toBe("accurate");
    expect((await org.analyses.postmortem(a.id)).markdown).toContain("#");
    expect(Array.isArray(await org.analyses.similar(a.id))).toBe(true);
    await org.logSources.delete(source.id);
  });
});

describe("retries", () => {
  it("a POST whose answer was lost is sent again with the same Idempotency-Key: one resource on the server", async () => {
    const keys: string[] = [];
    let dropped = false;
    const { client, retries } = secretClient({
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        if (init?.method === "POST") keys.push(new Headers(init.headers).get("idempotency-key") ?? "");
        if (init?.method === "POST" && !dropped) {
          // The server did the work; the connection dies before the client reads the answer.
          dropped = true;
          await res.text();
          throw new TypeError("fetch failed: socket hang up");
        }
        return res;
      },
    });
    const created = await client.logSources.create(lokiSource("once"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(retries).toEqual([expect.objectContaining({ retry: 1, idempotencyKey: keys[0] })]);
    expect(retries[0].error.code).toBe("NETWORK_ERROR");
    const named = (await org.logSources.list()).filter((s) => s.name === "once");
    expect(named.map((s) => s.id)).toEqual([created.id]);
    await org.logSources.delete(created.id);
  });

  it("a gateway's 503 without our envelope is retried with backoff, and the call then succeeds", async () => {
    const source = await org.logSources.create(lokiSource("behind-a-gateway"));
    let first = true;
    const { client, retries } = secretClient({
      fetch: async (input, init) => {
        if (!first) return fetch(input, init);
        first = false;
        return new Response('{"message":"Service Unavailable"}', { status: 503 });
      },
    });
    const a = await client.analyses.create({ description: "after a 503", ...windowOf(fakes.end, 10) });
    expect(["complete", "partial"]).toContain(a.status);
    expect(retries).toHaveLength(1);
    expect(retries[0].error).toBeInstanceOf(LogdxApiError);
    expect(retries[0].error.code).toBe("SERVICE_UNAVAILABLE");
    await org.logSources.delete(source.id);
  });

  it("a Retry-After longer than the client waits is not slept on: the typed 503 is thrown at once", async () => {
    const source = await org.logSources.create(lokiSource("for-polish"));
    const a = await org.analyses.create({ description: "polish me", ...windowOf(fakes.end, 10) });
    await org.analyses.postmortem(a.id);
    const { client, retries } = secretClient({ backoff: { ...fast, maxRetryAfterMs: 5000 } });
    const err = await client.analyses.polish(a.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LogdxApiError);
    const api = err as LogdxApiError;
    expect([api.status, api.code, api.retryAfterSeconds]).toEqual([503, "SERVICE_UNAVAILABLE", 60]);
    expect(api.message).toMatch(/LLM/);
    expect(api.requestId).toEqual(expect.any(String));
    expect(retries).toEqual([]);
    await org.logSources.delete(source.id);
  });

  it("does not resend a POST without an Idempotency-Key after a lost connection", async () => {
    let calls = 0;
    const { client } = secretClient({
      fetch: async () => {
        calls++;
        throw new TypeError("fetch failed");
      },
    });
    const err = await client.analyses.polish("x").catch((e: unknown) => e);
    expect((err as LogdxError).code).toBe("NETWORK_ERROR");
    expect(calls).toBe(1);
  });
});

describe("typed errors", () => {
  it("carry the code, status, details and requestId of the envelope", async () => {
    const missing = (await org.analyses.get("no-such-analysis").catch((e: unknown) => e)) as LogdxApiError;
    expect(missing).toBeInstanceOf(LogdxApiError);
    expect([missing.status, missing.code]).toEqual([404, "NOT_FOUND"]);
    expect(missing.requestId).toEqual(expect.any(String));

    const invalid = (await org.projects.create({ name: "" }).catch((e: unknown) => e)) as LogdxApiError;
    expect(invalid.code).toBe("VALIDATION_ERROR");
    expect(invalid.details).toEqual({ issues: expect.arrayContaining([expect.objectContaining({ path: "name" })]) });

    const pub = createClient({ baseUrl: server.baseUrl, apiKey: server.bootstrap.keys.public, mode: "server" });
    const denied = (await pub.logSources.list().catch((e: unknown) => e)) as LogdxApiError;
    expect([denied.status, denied.code]).toEqual([403, "SECRET_KEY_REQUIRED"]);
  });
});

describe("analyses.wait", () => {
  let sourceId: string;
  beforeAll(async () => {
    sourceId = (await org.logSources.create(lokiSource("waited", '{app="front"}'))).id;
  });
  afterAll(async () => org.logSources.delete(sourceId));

  it.each([
    ["the event stream", true],
    ["polling", false],
  ])("follows an analysis that is still processing through %s, reporting progress", async (_, stream) => {
    const a = await org.analyses.create({ description: "slow window", ...windowOf(fakes.end, 30) });
    expect(a.status).toBe("processing");
    const seen: string[] = [];
    const final = await org.analyses.wait(a.id, {
      stream,
      pollIntervalMs: 50,
      onProgress: (p) => seen.push(`${p.status}:${p.progress.stage}`),
    });
    expect(final.id).toBe(a.id);
    expect(["complete", "partial"]).toContain(final.status);
    expect(final.result?.summary).toEqual(expect.any(String));
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen[seen.length - 1]).toMatch(/^(complete|partial):done$/);
  });

  it("gives up a stream that goes silent (a proxy holding it) and finishes by polling", async () => {
    const a = await org.analyses.create({ description: "silent stream", ...windowOf(fakes.end, 30) });
    const paths: string[] = [];
    const client = createClient({
      baseUrl: server.baseUrl,
      apiKey: server.bootstrap.keys.org,
      projectId,
      fetch: async (input, init) => {
        const path = new URL(String(input)).pathname;
        paths.push(path);
        if (!path.endsWith("/events")) return fetch(input, init);
        // Headers and the first bytes arrive, then nothing more.
        const body = new ReadableStream<Uint8Array>({
          start: (c) => c.enqueue(new TextEncoder().encode("retry: 2000\n\n")),
        });
        return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
      },
    });
    const final = await client.analyses.wait(a.id, { idleTimeoutMs: 100, pollIntervalMs: 50 });
    expect(["complete", "partial"]).toContain(final.status);
    expect(paths[0]).toBe(`/v1/analyses/${a.id}/events`);
    expect(paths.slice(1).every((p) => p === `/v1/analyses/${a.id}`)).toBe(true);
  });

  it("stops with LogdxAbortError when the caller aborts", async () => {
    const a = await org.analyses.create({ description: "to abort", ...windowOf(fakes.end, 30) });
    const abort = new AbortController();
    const err = await org.analyses
      .wait(a.id, { signal: abort.signal, onProgress: () => abort.abort() })
      .catch((e: unknown) => e);
    expect((err as LogdxError).code).toBe("ABORTED");
    await org.analyses.wait(a.id);
  });

  it("throws what polling would meet too (404) instead of falling back", async () => {
    const err = (await org.analyses.wait("no-such-analysis").catch((e: unknown) => e)) as LogdxApiError;
    expect(err.code).toBe("NOT_FOUND");
  });
});

describe("browser mode", () => {
  it("refuses a secret or org key before any request", () => {
    for (const apiKey of [server.bootstrap.keys.secret, server.bootstrap.keys.org]) {
      expect(() => createClient({ baseUrl: server.baseUrl, apiKey, mode: "browser" })).toThrow(
        expect.objectContaining({ code: "PUBLIC_KEY_REQUIRED" }),
      );
    }
  });

  it("sends X-Sdk-Version with a public key; server mode does not", async () => {
    const sent: Array<string | null> = [];
    const spyFetch: typeof fetch = (input, init) => {
      sent.push(new Headers(init?.headers).get("x-sdk-version"));
      return fetch(input, init);
    };
    const browser = createClient({
      baseUrl: server.baseUrl,
      apiKey: server.bootstrap.keys.public,
      mode: "browser",
      fetch: spyFetch,
    });
    expect(Array.isArray((await browser.analyses.list()).data)).toBe(true);
    const serverMode = createClient({ baseUrl: server.baseUrl, apiKey: server.bootstrap.keys.secret, fetch: spyFetch });
    await serverMode.analyses.list();
    expect(sent).toEqual([browser.version, null]);
  });
});
