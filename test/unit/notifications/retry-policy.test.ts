import { describe, expect, it } from "@jest/globals";
import {
  backoffMs,
  hasAttemptsLeft,
  MAX_WAIT_MS,
  parseRetryAfter,
  retryWaitMs,
} from "../../../shared/services/notifications/retry-policy.js";

describe("delivery retry policy", () => {
  it("doubles from the base, with the upper half jittered", () => {
    for (let next = 2; next <= 8; next++) {
      const exp = 1000 * 2 ** (next - 2);
      expect(backoffMs(1000, next, () => 0)).toBe(exp / 2);
      expect(backoffMs(1000, next, () => 1)).toBe(exp);
    }
  });

  it("never waits longer than SQS can delay a message", () => {
    expect(backoffMs(600_000, 8, () => 1)).toBe(MAX_WAIT_MS);
    expect(retryWaitMs(1, 2, 3_600_000)).toBe(MAX_WAIT_MS);
  });

  it("a Retry-After longer than the backoff wins; a shorter one does not shorten it", () => {
    expect(retryWaitMs(1000, 2, 30_000, () => 1)).toBe(30_000);
    expect(retryWaitMs(1000, 5, 10, () => 1)).toBe(8000);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter("Wed, 25 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it("allows eight attempts in all", () => {
    expect([1, 2, 7, 8].map(hasAttemptsLeft)).toEqual([true, true, true, false]);
  });
});
