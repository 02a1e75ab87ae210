// Property test: malformed input to every route of the table never yields a 5xx or a non-envelope error.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { routes } from "../../shared/routes/table.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ config: { rateLimits: { read: 100_000, mutation: 100_000, analysis: 100_000 } } });
});
afterAll(() => s.stop());

const deep = (n: number, open: string, close: string, leaf = "1") => open.repeat(n) + leaf + close.repeat(n);

const malformedBody = fc.oneof(
  fc.string().map((t) => `{${t}`), // not JSON
  fc.constantFrom("", "null", "[]", "true", "0", '"x"', "{", "}", "{}}", "\u0000", "NaN"),
  fc.anything({ withNullPrototype: true, withObjectString: true }).map((v) => JSON.stringify(v) ?? "null"),
  fc
    .dictionary(
      fc.constantFrom("name", "slug", "kind", "users", "confirm", "permissions", "expiresAt", "isDefault"),
      fc.jsonValue(),
    )
    .map((o) => JSON.stringify(o)),
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true},"name":"p"}',
    '{"constructor":{"prototype":{"x":1}},"name":"p"}',
    '{"name":null,"slug":null,"description":null}',
    '{"name":"a","slug":"A B"}',
    '{"kind":"public","name":"k","projectId":null,"permissions":[null]}',
    '{"users":[{"provider":"slack","userId":"u","__proto__":{}}]}',
  ),
  fc.integer({ min: 1, max: 50_000 }).map((n) => deep(n, "[", "]")),
  fc.integer({ min: 1, max: 20_000 }).map((n) => `{"name":${deep(n, '{"a":', "}")}}`),
  fc.constantFrom(1_048_577, 1_100_000).map((n) => JSON.stringify({ name: "x".repeat(n) })),
  fc.string({ minLength: 256, maxLength: 5000 }).map((t) => JSON.stringify({ name: t, slug: t, description: t })),
);

const pathValue = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    "..",
    "%",
    "null",
    "__proto__",
    "constructor",
    "a#b",
    "x".repeat(2000),
    "00000000-0000-0000-0000-000000000000",
  ),
);

const header = fc.string({ maxLength: 300 }).map((t) => t.replace(/[^\x20-\x7e]/g, "a"));

describe("malformed input, every route", () => {
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          malformedBody,
          fc.array(pathValue, { minLength: 3, maxLength: 3 }),
          fc.constantFrom("org", "secret", "public", "garbage", "none"),
          fc.option(header),
          fc.option(
            fc
              .string({ maxLength: 40 })
              .map((t) => `?${encodeURIComponent(t)}=${encodeURIComponent(t)}&month=${encodeURIComponent(t)}`),
          ),
          async (raw, params, who, idemKey, query) => {
            let i = 0;
            const path = route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++] || "x")) + (query ?? "");
            const headers: Record<string, string> = { "content-type": "application/json" };
            if (idemKey !== null) headers["idempotency-key"] = idemKey;
            const key =
              who === "none"
                ? undefined
                : who === "garbage"
                  ? "svc_org_!!"
                  : s.bootstrap.keys[who as "org" | "secret" | "public"];
            const method = route.method;
            const res = await s.call(method, path, { key, raw: method === "GET" ? undefined : raw, headers });
            expect(res.status).toBeLessThan(500);
            if (res.status >= 400) {
              expect(res.status).toBeGreaterThanOrEqual(400);
              expect(res.json.success).toBe(false);
              expect(typeof res.json.error.code).toBe("string");
              expect(typeof res.json.error.requestId).toBe("string");
              // A replayed error is the stored response byte for byte: its requestId names the original
              // request, while X-Request-Id names this one.
              if (res.headers.get("idempotent-replayed") === "true") {
                expect(res.headers.get("x-request-id")).not.toBe(res.json.error.requestId);
              } else {
                expect(res.headers.get("x-request-id")).toBe(res.json.error.requestId);
              }
            } else if (route.id !== "openapi.get") {
              expect(res.json.success).toBe(true);
            }
          },
        ),
        { numRuns: 25, seed: 42 },
      );
    });
  }

  it("a body that is not JSON is 400 VALIDATION_ERROR on every route with a body", async () => {
    for (const route of routes.filter((r) => r.body)) {
      const path = route.path.replace(/\{[^}]+\}/g, "x");
      const res = await s.call(route.method, path, {
        key: s.bootstrap.keys.org,
        raw: "{not json",
        headers: { "x-project-id": s.bootstrap.projectId },
      });
      expect([route.id, res.status, res.json.error.code]).toEqual([route.id, 400, "VALIDATION_ERROR"]);
      expect(res.json.error.details.issues).toEqual([{ path: "", message: expect.any(String) }]);
    }
  });
});
