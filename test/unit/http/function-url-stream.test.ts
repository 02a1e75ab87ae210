// The streaming function URL wrapper: a request for the route streams the producer's chunks behind the chain's head
// (request id, rate-limit headers); any other path gets the 404 envelope. `awslambda` is the Lambda runtime's global,
// stood in here by the smallest thing with its shape.
import { Writable } from "node:stream";
import { expect, test } from "@jest/globals";
import type { Context } from "aws-lambda";
import type { ApiEvent } from "../../../shared/http/types.js";
import type { RouteDef } from "../../../shared/route.types.js";

const preludes: Array<{ statusCode: number; headers: Record<string, string> }> = [];
(globalThis as unknown as { awslambda: unknown }).awslambda = {
  streamifyResponse: <T>(fn: T) => fn,
  HttpResponseStream: {
    from: (stream: Writable, prelude: { statusCode: number; headers: Record<string, string> }) => {
      preludes.push(prelude);
      return stream;
    },
  },
};
const { createHandler } = await import("../../../shared/http/create-handler.js");
const { functionUrlStreamHandler } = await import("../../../shared/http/function-url-stream.js");
const { registerRoute } = await import("../../../shared/http/route-registry.js");
const { sseReply } = await import("../../../shared/http/sse.js");
const { loadConfig } = await import("../../../shared/runtime/config.js");
const { systemClock } = await import("../../../shared/app-context.js");

const route: RouteDef = {
  id: "probe.stream",
  method: "GET",
  path: "/v1/probe/{id}/events",
  handler: "",
  summary: "streams three frames",
  scope: "public",
  rateCategory: "read",
  idempotent: false,
  streaming: true,
  access: { table: "none" },
};
registerRoute(route);
const handler = createHandler(route, async ({ params, event }) =>
  sseReply(event, async function* () {
    for (const n of [1, 2, 3]) yield `id: ${n}\ndata: ${params.id}\n\n`;
  }),
);
type StreamFn = (event: ApiEvent, stream: Writable, context: Context) => Promise<void>;
const streamHandler = functionUrlStreamHandler(route.id, handler) as unknown as StreamFn;

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, chunks };
}

const urlEvent = (method: string, rawPath: string) =>
  ({
    version: "2.0",
    routeKey: "$default",
    rawPath,
    rawQueryString: "",
    headers: {},
    isBase64Encoded: false,
    requestContext: { requestId: "url-req-1", http: { method, path: rawPath } },
  }) as unknown as ApiEvent;
// The route touches no port; the local settings only shape the envelope's anonymous rate-limit headers.
const context = {
  functionName: "stream",
  awsRequestId: "aws-1",
  logdx: { config: loadConfig(), clock: systemClock },
} as unknown as Context;

test("the route's path: SSE head from the chain, then every chunk as produced", async () => {
  const { stream, chunks } = sink();
  await streamHandler(urlEvent("GET", "/v1/probe/an_42/events"), stream, context);
  expect(preludes.at(-1)).toMatchObject({
    statusCode: 200,
    headers: { "content-type": "text/event-stream; charset=utf-8", "X-Request-Id": "url-req-1" },
  });
  expect(chunks).toEqual(["id: 1\ndata: an_42\n\n", "id: 2\ndata: an_42\n\n", "id: 3\ndata: an_42\n\n"]);
  expect(stream.writableEnded).toBe(true);
});

test("another path or method: the 404 envelope, whole", async () => {
  for (const [method, path] of [
    ["GET", "/v1/probe/an_42"],
    ["POST", "/v1/probe/an_42/events"],
  ]) {
    const { stream, chunks } = sink();
    await streamHandler(urlEvent(method, path), stream, context);
    expect(preludes.at(-1)?.statusCode).toBe(404);
    expect(JSON.parse(chunks.join(""))).toMatchObject({ error: { code: "NOT_FOUND", requestId: "url-req-1" } });
  }
});
