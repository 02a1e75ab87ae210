// node:http → API Gateway v2 event → the same Middy handler Lambda runs → HTTP response.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "aws-lambda";
import type { AppContext } from "../app-context.js";
import { MAX_BODY_BYTES } from "../http/body.js";
import type { ApiEvent, ApiResult, LogdxLambdaContext } from "../http/types.js";
import type { RouteDef } from "../route.types.js";

export type ApiHandler = (event: ApiEvent, context: LogdxLambdaContext) => Promise<ApiResult>;

/** Reads at most limit+1 bytes (enough for the body middleware to refuse it) and drains the rest. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      if (size > limit) return;
      const room = limit + 1 - size;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(part);
      size += part.length;
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

export function toApiEvent(
  req: IncomingMessage,
  body: Buffer,
  route: Pick<RouteDef, "method" | "path"> | undefined,
  params: Record<string, string>,
): ApiEvent {
  const url = new URL(req.url ?? "/", "http://localhost");
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(",") : v;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  let text: string | undefined;
  let isBase64Encoded = false;
  if (body.length > 0) {
    try {
      text = utf8.decode(body);
    } catch {
      text = body.toString("base64");
      isBase64Encoded = true;
    }
  }
  const method = (req.method ?? "GET").toUpperCase();
  const routeKey = route ? `${route.method} ${route.path}` : "$default";
  const now = Date.now();
  return {
    version: "2.0",
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: "local",
      apiId: "local",
      domainName: headers.host ?? "localhost",
      domainPrefix: "local",
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? "127.0.0.1",
        userAgent: headers["user-agent"] ?? "",
      },
      requestId: randomUUID(),
      routeKey,
      stage: "$default",
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: text,
    isBase64Encoded,
  };
}

export function lambdaContextFor(app: AppContext, functionName: string): LogdxLambdaContext {
  const started = Date.now();
  const ctx: Partial<Context> & { logdx: AppContext } = {
    functionName,
    functionVersion: "$LATEST",
    awsRequestId: randomUUID(),
    memoryLimitInMB: "512",
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, 29_000 - (Date.now() - started)),
    logdx: app,
  };
  return ctx as LogdxLambdaContext;
}

export function writeResult(res: ServerResponse, result: ApiResult): void {
  const body = Buffer.from(result.body ?? "", "utf8");
  res.writeHead(result.statusCode, { ...result.headers, "content-length": String(body.length) });
  res.end(body);
}
