// The $default route's function, invoked as API Gateway invokes it: the 404 envelope with the usual headers,
// and no port touched (its role grants nothing but its own logs).
import type { Context } from "aws-lambda";
import { NOT_FOUND_HANDLER } from "../../lib/api/http-api.js";
import type { AppContext } from "../../shared/app-context.js";
import type { ApiEvent, ApiResult } from "../../shared/http/types.js";
import { loadConfig } from "../../shared/runtime/config.js";

const untouchable = (name: string) =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error(`the not-found function touched ${name}`);
      },
    },
  );

function defaultRouteEvent(method: string, path: string): ApiEvent {
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: path,
    rawQueryString: "",
    headers: { authorization: "Bearer svc_secret_whatever" },
    isBase64Encoded: false,
    requestContext: {
      accountId: "000000000000",
      apiId: "api",
      domainName: "api.example",
      domainPrefix: "api",
      requestId: "gw-req-1",
      routeKey: "$default",
      stage: "$default",
      time: "22/Nov/2026:15:00:00 +0000",
      timeEpoch: 0,
      http: { method, path, protocol: "HTTP/1.1", sourceIp: "203.0.113.9", userAgent: "jest" },
    },
  };
}

test("unknown method or path: 404 NOT_FOUND envelope with X-Request-Id and rate-limit headers", async () => {
  expect(NOT_FOUND_HANDLER).toBe("functions/not-found.ts");
  const { handler } = (await import("../../functions/not-found.js")) as {
    handler: (event: ApiEvent, context: Context & { logdx: AppContext }) => Promise<ApiResult>;
  };
  const app = {
    config: loadConfig(),
    clock: { now: () => new Date("2026-11-22T15:00:00Z") },
    sleep: async () => undefined,
    store: untouchable("the store"),
    queue: untouchable("the queue"),
    crypto: untouchable("KMS"),
    http: untouchable("outgoing HTTP"),
  } as unknown as AppContext;
  for (const [method, path] of [
    ["DELETE", "/health"],
    ["GET", "/v1/nope"],
    ["POST", "/"],
  ]) {
    const res = await handler(defaultRouteEvent(method, path), { logdx: app } as Context & { logdx: AppContext });
    expect(res.statusCode).toBe(404);
    expect(res.headers["X-Request-Id"]).toBe("gw-req-1");
    for (const h of ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]) {
      expect(Number(res.headers[h])).toBeGreaterThan(0);
    }
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: "NOT_FOUND", requestId: "gw-req-1" } });
  }
});
