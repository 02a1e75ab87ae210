// Server-Sent Events read from a fetch body (EventSource cannot send an Authorization header).

export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

export interface ReadSseOptions {
  /** Told of every chunk, keep-alive comments included: the stream is still alive. */
  onBytes?: () => void;
  /** Ends the stream (as if the server had closed it), whatever the fetch implementation does on abort. */
  signal?: AbortSignal;
}

/** The messages of an event stream, in order; stopping early cancels the body (closes the connection). */
export async function* readSse(
  body: ReadableStream<Uint8Array>,
  opts: ReadSseOptions = {},
): AsyncGenerator<SseMessage> {
  const { onBytes, signal } = opts;
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => {});
  if (signal?.aborted) stop();
  signal?.addEventListener("abort", stop, { once: true });
  const decoder = new TextDecoder();
  let buffer = "";
  let msg: { event?: string; data: string[]; id?: string } = { data: [] };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      onBytes?.();
      buffer += decoder.decode(value, { stream: true });
      let nl = buffer.indexOf("\n");
      while (nl >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, "");
        buffer = buffer.slice(nl + 1);
        nl = buffer.indexOf("\n");
        if (line === "") {
          if (msg.data.length > 0) yield { event: msg.event ?? "message", data: msg.data.join("\n"), id: msg.id };
          msg = { data: [] };
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") msg.event = value;
        else if (field === "data") msg.data.push(value);
        else if (field === "id") msg.id = value;
      }
    }
  } finally {
    signal?.removeEventListener("abort", stop);
    await reader.cancel().catch(() => {});
  }
}
