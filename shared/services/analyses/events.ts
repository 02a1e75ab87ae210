// GET /v1/analyses/{id}/events: progress as Server-Sent Events until a final state. The store is polled
// (every writer goes through it), and an event is sent only when something changed.

import type { AppContext } from "../../app-context.js";
import type { Analysis } from "../../domain/analysis.schema.js";
import { isFinalStatus } from "../../domain/analysis-vocabulary.js";
import { getAnalysisRecord, toAnalysis } from "../../store/analyses.dynamo.js";
import type { AuthInfo } from "../auth.types.js";
import { liveAnalysis } from "./access.js";

export interface EventStreamOptions {
  pollMs?: number;
  heartbeatMs?: number;
  /** The stream ends (with a `timeout` event) after this long; the client reconnects. */
  maxMs?: number;
}

export type SseProducer = (signal: AbortSignal) => AsyncIterable<string>;

export function sseFrame(id: number, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const progressData = (a: Analysis) => ({
  id: a.id,
  status: a.status,
  progress: a.progress,
  updatedAt: a.updatedAt,
});

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/** Checks the analysis is the caller's (404/410 otherwise) before any byte of the stream is sent. */
export async function analysisEventStream(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
  opts: EventStreamOptions = {},
): Promise<SseProducer> {
  const first = await liveAnalysis(ctx, auth, id);
  const ref = { tenantId: first.tenantId, projectId: first.projectId, id };
  const pollMs = opts.pollMs ?? 500;
  const heartbeatMs = opts.heartbeatMs ?? 15_000;
  const maxMs = opts.maxMs ?? 15 * 60_000;
  return async function* stream(signal: AbortSignal) {
    const started = Date.now();
    let seq = 0;
    let last = "";
    let lastSent = Date.now();
    let record = first;
    yield "retry: 2000\n\n";
    for (;;) {
      const a = toAnalysis(record);
      const data = progressData(a);
      const key = JSON.stringify(data);
      if (key !== last) {
        last = key;
        lastSent = Date.now();
        yield sseFrame(++seq, "progress", data);
      }
      if (isFinalStatus(a.status)) {
        yield sseFrame(++seq, a.status, a);
        return;
      }
      if (Date.now() - started >= maxMs) {
        yield sseFrame(++seq, "timeout", { id, status: a.status, message: "Stream ended; reconnect to follow" });
        return;
      }
      if (Date.now() - lastSent >= heartbeatMs) {
        lastSent = Date.now();
        yield ": keep-alive\n\n";
      }
      await pause(pollMs, signal);
      if (signal.aborted) return;
      const next = await getAnalysisRecord(ctx.store, ref);
      if (!next) {
        yield sseFrame(++seq, "gone", { id, message: "The analysis was deleted" });
        return;
      }
      record = next;
    }
  };
}
