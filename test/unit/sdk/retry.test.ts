// The SDK's retry rules: which failures are retried, full-jitter backoff, Retry-After as a floor.
import { describe, expect, it } from "@jest/globals";
import { LogdxAbortError, LogdxApiError, LogdxConnectionError, LogdxTimeoutError } from "../../../sdk/src/errors.js";
import { DEFAULT_BACKOFF, isRetryable, parseRetryAfter, retryDelayMs } from "../../../sdk/src/retry.js";

const api = (status: number, code: string, retryAfter?: number) =>
  new LogdxApiError(code as LogdxApiError["code"], "x", status, undefined, "req", retryAfter);

describe("isRetryable", () => {
  it("retries 429 and 5xx answers whatever the method", () => {
    for (const e of [
      api(429, "RATE_LIMITED", 1),
      api(500, "INTERNAL_ERROR"),
      api(502, "UPSTREAM_ERROR"),
      api(503, "SERVICE_UNAVAILABLE"),
    ])
      expect(isRetryable(e, false)).toBe(true);
  });
  it("retries an in-progress duplicate's 409 only when it says when", () => {
    expect(isRetryable(api(409, "CONFLICT", 1), true)).toBe(true);
    expect(isRetryable(api(409, "CONFLICT"), true)).toBe(false);
    expect(isRetryable(api(409, "IDEMPOTENCY_KEY_CONFLICT", 1), true)).toBe(false);
  });
  it("never retries other 4xx", () => {
    for (const e of [api(400, "VALIDATION_ERROR"), api(401, "UNAUTHORIZED"), api(404, "NOT_FOUND")])
      expect(isRetryable(e, true)).toBe(false);
  });
  it("retries lost connections and timeouts only when repeating is safe; never an abort", () => {
    const lost = new LogdxConnectionError("x", new TypeError("fetch failed"));
    const slow = new LogdxTimeoutError(10);
    expect([isRetryable(lost, true), isRetryable(slow, true)]).toEqual([true, true]);
    expect([isRetryable(lost, false), isRetryable(slow, false)]).toEqual([false, false]);
    expect(isRetryable(new LogdxAbortError(), true)).toBe(false);
  });
});

describe("retryDelayMs", () => {
  const err = api(503, "SERVICE_UNAVAILABLE");
  it("is full jitter: uniform between 0 and the doubled, capped interval", () => {
    expect(retryDelayMs(err, 1, DEFAULT_BACKOFF, () => 0)).toBe(0);
    expect(retryDelayMs(err, 1, DEFAULT_BACKOFF, () => 0.999999)).toBeCloseTo(500, 0);
    expect(retryDelayMs(err, 3, DEFAULT_BACKOFF, () => 0.5)).toBe(1000);
    expect(retryDelayMs(err, 10, DEFAULT_BACKOFF, () => 1)).toBe(8000);
  });
  it("never waits less than Retry-After, and gives up on one longer than maxRetryAfterMs", () => {
    expect(retryDelayMs(api(429, "RATE_LIMITED", 3), 1, DEFAULT_BACKOFF, () => 0)).toBe(3000);
    expect(retryDelayMs(api(429, "RATE_LIMITED", 3), 1, DEFAULT_BACKOFF, () => 1)).toBe(3500);
    expect(retryDelayMs(api(429, "RATE_LIMITED", 61), 1, DEFAULT_BACKOFF)).toBeUndefined();
  });
});

describe("parseRetryAfter", () => {
  it("reads delta-seconds and HTTP dates", () => {
    expect(parseRetryAfter("7")).toBe(7);
    expect(parseRetryAfter("Wed, 21 Oct 2026 07:28:10 GMT", Date.parse("2026-10-21T07:28:00Z"))).toBe(10);
    expect([parseRetryAfter(null), parseRetryAfter("soon")]).toEqual([undefined, undefined]);
  });
});
