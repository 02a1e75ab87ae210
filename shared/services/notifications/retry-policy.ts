// When a failed attempt is tried again: exponential backoff with jitter from LOGDX_DELIVERY_BACKOFF_MS, a
// Retry-After that asks for longer wins, and nothing waits longer than SQS can delay a message (15 minutes).
import { MAX_DELIVERY_ATTEMPTS } from "../../domain/notification-vocabulary.js";

export const MAX_WAIT_MS = 900_000;

/** The wait before attempt `next` (2..8): base·2^(next-2), the upper half of it randomised ("equal jitter"). */
export function backoffMs(baseMs: number, next: number, random: () => number = Math.random): number {
  const exp = Math.min(MAX_WAIT_MS, baseMs * 2 ** Math.max(0, next - 2));
  return Math.round(exp / 2 + (random() * exp) / 2);
}

export function retryWaitMs(baseMs: number, next: number, retryAfterMs?: number, random?: () => number): number {
  return Math.min(MAX_WAIT_MS, Math.max(backoffMs(baseMs, next, random), retryAfterMs ?? 0));
}

export const hasAttemptsLeft = (attempt: number) => attempt < MAX_DELIVERY_ATTEMPTS;

/** Retry-After as seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}
