// A streaming route on AWS: a Lambda function URL in RESPONSE_STREAM mode invokes this wrapper around the route's
// ordinary handler (same Middy chain: bearer auth, rate limit, envelope). The event is marked streamable, so the
// route hands over its SSE producer (shared/http/sse.ts) and the chunks are written as they come; any other
// answer (an error envelope, a 404) is written whole.
import type { Writable } from "node:stream";
import type { RouteDef } from "../route.types.js";
import { type ApiHandler, notFoundHandler, resolveRoute } from "./create-handler.js";
import { markStreamable, takeStream } from "./sse.js";
import type { ApiEvent, LogdxLambdaContext } from "./types.js";

/** What the Lambda Node.js runtime provides as the global `awslambda` (absent anywhere else). */
export interface AwsLambdaStreaming {
  streamifyResponse(
    fn: (event: ApiEvent, stream: Writable, context: LogdxLambdaContext) => Promise<void>,
  ): (event: ApiEvent, stream: Writable, context: LogdxLambdaContext) => Promise<void>;
  HttpResponseStream: {
    from(stream: Writable, prelude: { statusCode: number; headers: Record<string, string> }): Writable;
  };
}

// Other libraries put things on `awslambda` too (the invoke store): only the streaming API itself counts.
const runtime = (): AwsLambdaStreaming | undefined => {
  const aws = (globalThis as unknown as { awslambda?: Partial<AwsLambdaStreaming> }).awslambda;
  return typeof aws?.streamifyResponse === "function" && aws.HttpResponseStream
    ? (aws as AwsLambdaStreaming)
    : undefined;
};

/** The path parameters of a function URL request (it has no route key): matched against the route's path. */
export function pathParamsOf(route: RouteDef, rawPath: string): Record<string, string> | undefined {
  const want = route.path.split("/").filter(Boolean);
  const got = rawPath.split("/").filter(Boolean);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith("{")) params[want[i].slice(1, -1)] = decodeURIComponentSafe(got[i]);
    else if (want[i] !== got[i]) return undefined;
  }
  return params;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function end(stream: Writable): Promise<void> {
  return new Promise((ok) => stream.end(ok));
}

/** The function URL's handler: `streamHandler` of a streaming route's module. */
export function functionUrlStreamHandler(routeId: string, handler: ApiHandler) {
  const stream = async (event: ApiEvent, responseStream: Writable, context: LogdxLambdaContext): Promise<void> => {
    const route = await resolveRoute(routeId);
    const params = pathParamsOf(route, event.rawPath ?? "");
    const ours = params !== undefined && event.requestContext?.http?.method === route.method;
    const routed: ApiEvent = ours
      ? { ...event, routeKey: `${route.method} ${route.path}`, pathParameters: params }
      : event;
    if (ours) markStreamable(routed);
    // Anything but this route's method and path: the router's 404 envelope.
    const head = await (ours ? handler : notFoundHandler)(routed, context);
    const producer = takeStream(routed);
    const from = runtime()?.HttpResponseStream.from ?? ((s: Writable) => s);
    const headers = Object.fromEntries(
      Object.entries(head.headers ?? {}).filter(([k]) => k.toLowerCase() !== "content-length"),
    );
    const out = from(responseStream, { statusCode: head.statusCode, headers });
    if (!producer || head.statusCode !== 200) {
      out.write(head.body);
      return end(out);
    }
    const abort = new AbortController();
    out.on("close", () => abort.abort());
    out.on("error", () => abort.abort());
    try {
      for await (const chunk of producer(abort.signal)) {
        if (out.destroyed) break;
        out.write(chunk);
      }
    } finally {
      await end(out);
    }
  };
  const aws = runtime();
  return aws ? aws.streamifyResponse(stream) : stream;
}
