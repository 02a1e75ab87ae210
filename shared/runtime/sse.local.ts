// The local server's half of Server-Sent Events (shared/http/sse.ts is the route's half): the chunks of a
// streamed route go straight to the node:http response.
import type { ServerResponse } from "node:http";
import type { ApiResult } from "../http/types.js";
import type { SseProducer } from "../services/analyses/events.js";

/** Writes the head the middlewares finished (request id, rate-limit headers) and then each chunk as produced. */
export async function writeStream(res: ServerResponse, head: ApiResult, producer: SseProducer): Promise<void> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(head.headers ?? {})) if (k.toLowerCase() !== "content-length") headers[k] = v;
  res.writeHead(head.statusCode, headers);
  res.flushHeaders();
  const abort = new AbortController();
  res.on("close", () => abort.abort());
  try {
    for await (const chunk of producer(abort.signal)) {
      if (res.destroyed) break;
      res.write(chunk);
    }
  } finally {
    res.end();
  }
}
