// Server-Sent Events through the Middy chain: the route's handler passes auth, rate limit and the envelope
// like any other, then hands over a producer. The local server (shared/runtime/sse.local.ts) and a streaming
// function URL wrapper (function-url-stream.ts) mark events they can stream and write the producer's chunks as
// they come; anywhere else the stream is collected for a bounded time and answered whole.

import type { SseProducer } from "../services/analyses/events.js";
import { HttpReply } from "./response.js";
import type { ApiEvent } from "./types.js";

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
};

/** Behind API Gateway's 30 s, a non-streaming answer collects at most this long. */
export const BUFFERED_SSE_MS = 25_000;

const streamable = new WeakSet<ApiEvent>();
const producers = new WeakMap<ApiEvent, SseProducer>();

export function markStreamable(event: ApiEvent): void {
  streamable.add(event);
}

export function takeStream(event: ApiEvent): SseProducer | undefined {
  const p = producers.get(event);
  producers.delete(event);
  return p;
}

async function collect(producer: SseProducer, ms: number): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  const chunks: string[] = [];
  try {
    for await (const chunk of producer(abort.signal)) {
      chunks.push(chunk);
      if (abort.signal.aborted) break;
    }
  } finally {
    clearTimeout(timer);
  }
  return chunks.join("");
}

/** The route's reply: an empty head to stream behind, or the whole collected stream. */
export async function sseReply(event: ApiEvent, producer: SseProducer): Promise<HttpReply> {
  if (streamable.has(event)) {
    producers.set(event, producer);
    return new HttpReply(200, "", { ...SSE_HEADERS });
  }
  return new HttpReply(200, await collect(producer, BUFFERED_SSE_MS), { ...SSE_HEADERS });
}
