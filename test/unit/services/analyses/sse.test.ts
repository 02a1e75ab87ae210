// SSE framing and the two ways a stream leaves the handler: handed to a streaming server, or collected whole.
import { describe, expect, it } from "@jest/globals";
import { markStreamable, sseReply, takeStream } from "../../../../shared/http/sse.js";
import type { ApiEvent } from "../../../../shared/http/types.js";
import { sseFrame } from "../../../../shared/services/analyses/events.js";
import { parseSse } from "../../../integration/analyses/helpers.js";

const producer = () =>
  async function* (signal: AbortSignal) {
    yield sseFrame(1, "progress", { stage: "reading" });
    if (!signal.aborted) yield sseFrame(2, "complete", { id: "a" });
  };

describe("sseReply", () => {
  it("collects the whole stream when the caller cannot stream (API Gateway)", async () => {
    const event = {} as ApiEvent;
    const reply = await sseReply(event, producer());
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toContain("text/event-stream");
    expect(parseSse(reply.body)).toEqual([
      { id: "1", event: "progress", data: { stage: "reading" } },
      { id: "2", event: "complete", data: { id: "a" } },
    ]);
    expect(takeStream(event)).toBeUndefined();
  });

  it("hands the producer over, once, when the server streams", async () => {
    const event = {} as ApiEvent;
    markStreamable(event);
    const p = producer();
    const reply = await sseReply(event, p);
    expect(reply.body).toBe("");
    expect(takeStream(event)).toBe(p);
    expect(takeStream(event)).toBeUndefined();
  });

  it("frames data as one JSON line", () => {
    expect(sseFrame(7, "progress", { a: "x\ny" })).toBe('id: 7\nevent: progress\ndata: {"a":"x\\ny"}\n\n');
  });
});
