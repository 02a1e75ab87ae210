// When to retry and how long to wait: full-jitter exponential backoff, never less than the server's Retry-After.
import { LogdxApiError, LogdxConnectionError, type LogdxError, LogdxTimeoutError } from "./errors.js";

export interface BackoffSettings {
  /** First retry waits up to this long (default 500 ms); each later one doubles it. */
  baseMs: number;
  /** Ceiling of the exponential part (default 8000 ms). */
  maxMs: number;
  /** A Retry-After longer than this is not waited for: the error is thrown (default 60 s). */
  maxRetryAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffSettings = { baseMs: 500, maxMs: 8000, maxRetryAfterMs: 60_000 };

/**
 * Whether a failed attempt may be sent again. Answers that say "try later" (429, 5xx, an in-progress duplicate's
 * 409 with Retry-After) always may; a lost connection only when repeating cannot do anything twice.
 */
export function isRetryable(error: unknown, repeatSafe: boolean): boolean {
  if (error instanceof LogdxApiError) {
    if (error.status === 429 || error.status >= 500) return true;
    return error.status === 409 && error.code === "CONFLICT" && error.retryAfterSeconds !== undefined;
  }
  return (error instanceof LogdxConnectionError || error instanceof LogdxTimeoutError) && repeatSafe;
}

/** The wait before retry number `retry` (1-based), or undefined when the server asks for longer than we wait. */
export function retryDelayMs(error: LogdxError, retry: number, s: BackoffSettings, random = Math.random) {
  const jitter = random() * Math.min(s.maxMs, s.baseMs * 2 ** (retry - 1));
  const after = error instanceof LogdxApiError ? error.retryAfterSeconds : undefined;
  if (after === undefined) return jitter;
  const afterMs = after * 1000;
  if (afterMs > s.maxRetryAfterMs) return undefined;
  // Spread clients told the same Retry-After over the base interval after it.
  return afterMs + random() * s.baseMs;
}

/** Retry-After as seconds from now: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (Number.isFinite(n) && n >= 0) return n;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - now) / 1000);
}
