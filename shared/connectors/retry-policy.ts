// Exponential backoff with full jitter that honours server hints and never sleeps past the deadline.
import { AppError } from "../domain/errors.js";

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A server asking for a longer wait than this is not waited for: the call fails with its final error. */
  maxRetryAfterMs: number;
  /**
   * For platforms whose throttling is a per-minute quota and which send no hint (GCP Logging): a 429 waits a
   * jittered time in this range instead of the short exponential backoff, or gives up if the deadline is nearer.
   */
  throttleWaitMs?: { min: number; max: number };
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 20_000,
};

/** A failure worth another attempt; `final` is what the caller sees once retrying stops. */
export class RetryableError extends Error {
  override readonly name = "RetryableError";
  constructor(
    readonly final: AppError,
    readonly retryAfterMs?: number,
  ) {
    super(final.message);
  }
}

export interface RetryContext {
  signal: AbortSignal;
  deadlineAt?: number;
  now: () => number;
  policy: RetryPolicy;
  random?: () => number;
}

export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt));
}

function retryDelay(err: RetryableError, attempt: number, policy: RetryPolicy, random = Math.random): number {
  const quota = policy.throttleWaitMs;
  if (quota && err.final.code === "RATE_LIMITED") return Math.floor(quota.min + random() * (quota.max - quota.min));
  return backoffDelay(attempt, policy, random);
}

export async function withRetry<T>(fn: (attempt: number) => Promise<T>, ctx: RetryContext): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (!(err instanceof RetryableError)) throw err;
      if (attempt + 1 >= ctx.policy.maxAttempts || ctx.signal.aborted) throw err.final;
      if (err.retryAfterMs !== undefined && err.retryAfterMs > ctx.policy.maxRetryAfterMs) throw err.final;
      const delay = err.retryAfterMs ?? retryDelay(err, attempt, ctx.policy, ctx.random);
      if (ctx.deadlineAt !== undefined && ctx.now() + delay >= ctx.deadlineAt) throw err.final;
      await sleep(delay, ctx.signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const done = () => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    };
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Retry-After (seconds or HTTP date), in ms. `resetHeader` names a platform's own "seconds until the window
 * resets" header (Datadog's X-RateLimit-Reset), used only when the caller says it applies (a 429 from that
 * platform): Datadog sends it on every answer, so on a 5xx it says nothing about when to retry.
 */
export function retryAfterMs(
  headers: Record<string, string>,
  now: () => number,
  resetHeader?: string,
): number | undefined {
  const ra = headers["retry-after"];
  if (ra !== undefined) {
    const secs = Number(ra);
    if (Number.isFinite(secs) && secs >= 0) return secs * 1000;
    const at = Date.parse(ra);
    if (!Number.isNaN(at)) return Math.max(0, at - now());
  }
  const reset = resetHeader ? headers[resetHeader] : undefined;
  if (reset !== undefined) {
    const secs = Number(reset);
    if (Number.isFinite(secs) && secs >= 0) return secs * 1000;
  }
  return undefined;
}

export const rateLimitedFinal = (retryAfter: number | undefined) =>
  AppError.rateLimited(Math.max(1, Math.ceil((retryAfter ?? 1000) / 1000)), "log_source");
