// The SDK's event-stream reader on streams cut at awkward places.
import { expect, it } from "@jest/globals";
import { readSse } from "../../../sdk/src/sse.js";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    start(c) {
      for (const ch of chunks) c.enqueue(enc.encode(ch));
      c.close();
    },
  });
}

const all = async (s: ReadableStream<Uint8Array>) => {
  const out = [];
  for await (const m of readSse(s)) out.push(m);
  return out;
};

it("joins data lines, keeps ids and events, skips comments and retry, whatever the chunking", async () => {
  const text =
    'retry: 2000\n\n: keep-alive\n\nid: 1\nevent: progress\ndata: {"a":1}\n\nid: 2\r\nevent: complete\r\ndata: x\r\ndata: y\r\n\r\n';
  const expected = [
    { event: "progress", data: '{"a":1}', id: "1" },
    { event: "complete", data: "x\ny", id: "2" },
  ];
  expect(await all(streamOf([text]))).toEqual(expected);
  expect(await all(streamOf(text.split("")))).toEqual(expected);
});

it("a message without an event name is a `message`; an unterminated last one is dropped", async () => {
  expect(await all(streamOf(["data: hi\n\ndata: cut"]))).toEqual([{ event: "message", data: "hi", id: undefined }]);
});
