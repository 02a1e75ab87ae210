// analyses.wait(id): follows the analysis event stream until a final state, reconnecting when the server ends a
// long stream, and falls back to polling GET /v1/analyses/{id} when streaming is not possible.
import { LogdxAbortError, LogdxApiError } from "./errors.js";
import { OPERATIONS } from "./generated/operations.js";
import type { Data, RequestOptions } from "./operation-types.js";
import { isRetryable } from "./retry.js";
import { sleep } from "./sleep.js";
import { readSse } from "./sse.js";
import type { Transport } from "./transport.js";

export type Analysis = Data<"analyses.get", 200>;
export type AnalysisStatus = Analysis["status"];

/** What each progress event carries (the same whether streamed or polled). */
export interface AnalysisProgress {
  id: string;
  status: AnalysisStatus;
  progress: Analysis["progress"];
  updatedAt: string;
}

export interface WaitOptions {
  onProgress?: (progress: AnalysisProgress) => void;
  signal?: AbortSignal;
  /** Follow the event stream (default true); false polls only. */
  stream?: boolean;
  /** Between polls (default 1000 ms). */
  pollIntervalMs?: number;
  /** A stream silent this long is given up for polling (default 45000 ms; the server sends a keep-alive every 15 s). */
  idleTimeoutMs?: number;
}

const FINAL: ReadonlySet<string> = new Set<AnalysisStatus>(["complete", "partial", "failed"]);
export const isFinal = (status: string) => FINAL.has(status);

const progressOf = (a: Analysis): AnalysisProgress => ({
  id: a.id,
  status: a.status,
  progress: a.progress,
  updatedAt: a.updatedAt,
});

/** A caller that aborts from inside onProgress means it: a final answer read in the same chunk does not win. */
function tellProgress(opts: WaitOptions, p: AnalysisProgress): void {
  opts.onProgress?.(p);
  if (opts.signal?.aborted) throw new LogdxAbortError();
}

/** Errors that polling would meet too (no such analysis, wrong key, aborted): thrown rather than fallen back from. */
const fatal = (err: unknown) =>
  err instanceof LogdxAbortError || (err instanceof LogdxApiError && !isRetryable(err, true));

export function createWaiter(transport: Transport, get: (id: string, o?: RequestOptions) => Promise<Analysis>) {
  /** The final analysis from the stream, or undefined when the stream broke off before one. */
  async function follow(id: string, opts: WaitOptions): Promise<Analysis | undefined> {
    for (;;) {
      const idle = new AbortController();
      const onAbort = () => idle.abort();
      opts.signal?.addEventListener("abort", onAbort, { once: true });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const alive = () => {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(), opts.idleTimeoutMs ?? 45_000);
      };
      let reconnect = false;
      try {
        const op = OPERATIONS["analyses.events"];
        const res = await transport.stream("analyses.events", op, { params: { id } }, { signal: idle.signal });
        if (!res.body) return undefined;
        alive();
        for await (const msg of readSse(res.body, { onBytes: alive, signal: idle.signal })) {
          if (msg.event === "progress") tellProgress(opts, JSON.parse(msg.data) as AnalysisProgress);
          else if (isFinal(msg.event)) return JSON.parse(msg.data) as Analysis;
          else if (msg.event === "timeout") reconnect = true;
        }
      } finally {
        clearTimeout(timer);
        opts.signal?.removeEventListener("abort", onAbort);
      }
      if (!reconnect) return undefined;
    }
  }

  async function poll(id: string, opts: WaitOptions): Promise<Analysis> {
    let last = "";
    for (;;) {
      const a = await get(id, { signal: opts.signal });
      const p = progressOf(a);
      const key = JSON.stringify(p);
      if (key !== last) {
        last = key;
        tellProgress(opts, p);
      }
      if (isFinal(a.status)) return a;
      await sleep(opts.pollIntervalMs ?? 1000, opts.signal);
    }
  }

  /** Resolves with the analysis once it is complete, partial or failed; progress goes to `onProgress`. */
  return async function wait(id: string, opts: WaitOptions = {}): Promise<Analysis> {
    if (opts.stream !== false) {
      // A stream that breaks off (or goes silent) is not an answer: polling takes over. A caller's abort still ends
      // the wait, in the first poll.
      const final = await follow(id, opts).catch((err: unknown) => {
        if (fatal(err)) throw err;
        return undefined;
      });
      if (final) return final;
    }
    return poll(id, opts);
  };
}
