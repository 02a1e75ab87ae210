import { LogdxAbortError } from "./errors.js";

/** Waits, unless the signal fires first (then rejects with LogdxAbortError). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new LogdxAbortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new LogdxAbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
