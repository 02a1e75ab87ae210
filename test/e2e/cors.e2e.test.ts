// CORS over HTTP (API-DECISIONS "Browsers"): the public-key routes answer preflights without a key or a rate
// window, their answers (errors and the event stream included) carry the headers, other routes answer none.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { CORS_EXPOSE_HEADERS } from "../../shared/http/cors.js";
import {
  addLokiSource,
  type IncidentFakes,
  parseSse,
  projectCaller,
  startIncidentFakes,
  windowOf,
} from "../integration/analyses/helpers.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

const ORIGIN = "https://app.example.com";
let server: TestServer;
let fakes: IncidentFakes;

beforeAll(async () => {
  fakes = await startIncidentFakes();
  server = await startTestServer({ config: { rateLimits: { read: 5 } } });
  const main = projectCaller(server, server.bootstrap.keys.org, server.bootstrap.projectId);
  await addLokiSource(main, { name: "back", host: fakes.back.url, selector: '{app="back"}' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await fakes?.close();
});

const preflight = (path: string, method: string, origin = ORIGIN) =>
  fetch(server.baseUrl + path, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization, content-type, idempotency-key, x-sdk-version",
    },
  });

const fromPage = (path: string, init: { method?: string; key?: string; body?: unknown } = {}) =>
  fetch(server.baseUrl + path, {
    method: init.method ?? "GET",
    headers: {
      origin: ORIGIN,
      "x-sdk-version": "test",
      ...(init.key ? { authorization: `Bearer ${init.key}` } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

describe("preflight", () => {
  it("answers 204 for every public-key route with the allowed methods and headers, never with credentials", async () => {
    for (const [path, method] of [
      ["/v1/analyses", "POST"],
      ["/v1/analyses", "GET"],
      ["/v1/analyses/abc", "GET"],
      ["/v1/analyses/abc/events", "GET"],
    ]) {
      const res = await preflight(path, method);
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("access-control-allow-methods")).toContain(method);
      const allowed = (res.headers.get("access-control-allow-headers") ?? "").toLowerCase();
      for (const h of ["authorization", "content-type", "idempotency-key", "x-sdk-version"])
        expect(allowed).toContain(h);
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("needs no key and costs no rate limit: many preflights, then the key still has its whole window", async () => {
    for (let i = 0; i < 12; i++) expect((await preflight("/v1/analyses", "GET")).status).toBe(204);
    const res = await fromPage("/v1/analyses", { key: server.bootstrap.keys.public });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-remaining")).toBe("4");
  });

  it("is not offered on routes a public key may not call", async () => {
    const res = await preflight("/v1/config/projects", "GET");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).error.code).toBe("NOT_FOUND");
  });
});

describe("responses", () => {
  it("a public-key analysis, read back and followed on /events, all readable cross-origin", async () => {
    const key = server.bootstrap.keys.public;
    const created = await fromPage("/v1/analyses", {
      method: "POST",
      key,
      body: { description: "checkout fails", ...windowOf(fakes.end, 10) },
    });
    expect(created.status).toBe(202);
    expect(created.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = created.headers.get("access-control-expose-headers") ?? "";
    for (const h of CORS_EXPOSE_HEADERS) expect(exposed).toContain(h);
    const id = ((await created.json()) as any).data.id;

    const events = await fromPage(`/v1/analyses/${id}/events`, { key });
    expect(events.status).toBe(200);
    expect(events.headers.get("access-control-allow-origin")).toBe("*");
    const frames = parseSse(await events.text());
    expect(["complete", "partial"]).toContain(frames[frames.length - 1].event);
  });

  it("errors carry the headers too", async () => {
    const res = await fromPage("/v1/analyses");
    expect(res.status).toBe(401);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toContain("X-Request-Id");
    const bad = await fromPage("/v1/analyses", { key: server.bootstrap.keys.secret });
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as any).error.code).toBe("PUBLIC_KEY_REQUIRED");
    expect(bad.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("server-only routes answer without CORS headers", async () => {
    const res = await fromPage("/v1/config/log-sources", { key: server.bootstrap.keys.org });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("configured origins", () => {
  let listed: TestServer;
  beforeAll(async () => {
    listed = await startTestServer({ config: { corsOrigins: [ORIGIN] } });
  });
  afterAll(async () => listed?.stop());

  it("echoes a listed origin (with Vary) and gives an unlisted one nothing", async () => {
    const ok = await fetch(`${listed.baseUrl}/v1/analyses`, { method: "OPTIONS", headers: { origin: ORIGIN } });
    expect(ok.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(ok.headers.get("vary")).toBe("Origin");
    const other = await fetch(`${listed.baseUrl}/v1/analyses`, { headers: { origin: "https://evil.example" } });
    expect(other.status).toBe(401);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
