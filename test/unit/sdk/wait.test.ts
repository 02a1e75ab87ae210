// analyses.wait and a caller that aborts from inside onProgress: the abort wins even when the final answer
// arrived in the same chunk (stream) or the same response (polling).
import { describe, expect, it } from "@jest/globals";
import { createClient } from "../../../sdk/src/client.js";

const analysis = {
  id: "an_1",
  status: "complete",
  progress: { stage: "done", percent: 100 },
  updatedAt: "2026-11-30T10:00:00.000Z",
};
const progress = {
  id: analysis.id,
  status: analysis.status,
  progress: analysis.progress,
  updatedAt: analysis.updatedAt,
};

/** The success envelope every JSON answer comes in. */
const json = (body: unknown) =>
  new Response(JSON.stringify({ success: true, data: body }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

/** The stream sends its progress and final frames in one chunk, as a server does for an analysis already done. */
const oneChunkStream = () => {
  const text = `retry: 2000\n\nid: 1\nevent: progress\ndata: ${JSON.stringify(progress)}\n\nid: 2\nevent: complete\ndata: ${JSON.stringify(analysis)}\n\n`;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(text));
      c.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
};

const clientServing = (serve: (path: string) => Response) =>
  createClient({
    baseUrl: "http://logdx.test",
    apiKey: "svc_secret_test",
    mode: "server",
    fetch: async (input) => serve(new URL(String(input)).pathname),
  });

describe("analyses.wait with an abort from onProgress", () => {
  it("throws ABORTED from the stream although the final frame came in the same chunk", async () => {
    const client = clientServing(oneChunkStream);
    const abort = new AbortController();
    const err = await client.analyses
      .wait(analysis.id, { signal: abort.signal, onProgress: () => abort.abort() })
      .catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe("ABORTED");
  });

  it("throws ABORTED from polling although the polled analysis is already final", async () => {
    const client = clientServing(() => json(analysis));
    const abort = new AbortController();
    const err = await client.analyses
      .wait(analysis.id, { stream: false, signal: abort.signal, onProgress: () => abort.abort() })
      .catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe("ABORTED");
  });

  it("still returns the final analysis when nobody aborts", async () => {
    const seen: string[] = [];
    const client = clientServing(oneChunkStream);
    const final = await client.analyses.wait(analysis.id, { onProgress: (p) => seen.push(p.status) });
    expect(final.status).toBe("complete");
    expect(seen).toEqual(["complete"]);
  });
});
