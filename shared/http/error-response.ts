// Maps any thrown value to the error envelope. Unknown errors never leak internals; outages become 503.
import { AppError, isAppError } from "../domain/errors.js";
import { loggableError, logger } from "../runtime/logger.js";
import type { ApiResult } from "./types.js";

const OUTAGE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
const OUTAGE_NAMES =
  /Throttl|ProvisionedThroughputExceeded|RequestLimitExceeded|ServiceUnavailable|InternalServerError|InternalFailure|TimeoutError|ResourceNotFoundException|LimitExceeded|^Kms|TransactionInProgress/;

/** A dependency (store, queue, KMS) that is down, throttling or unreachable: retryable, so 503. */
export function isOutage(err: unknown): boolean {
  if (!err || typeof err !== "object") return false;
  const e = err as {
    $fault?: string;
    $metadata?: { httpStatusCode?: number };
    name?: string;
    code?: string;
    cause?: unknown;
    errno?: unknown;
  };
  if (e.$fault === "server") return true;
  // A 5xx whose body the SDK could not parse (a proxy's HTML page) surfaces as a SyntaxError with only the status.
  if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  if (e.code && OUTAGE_CODES.has(e.code)) return true;
  if (e.name && OUTAGE_NAMES.test(e.name)) return true;
  // The SDK may re-wrap a network error as a plain Error whose message is all that is left of it.
  const message = (err as { message?: unknown }).message;
  if (
    typeof message === "string" &&
    /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|socket hang up)\b/.test(message)
  ) {
    return true;
  }
  if (e.name === "TransactionCanceledException") {
    const reasons = (err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    return reasons.some((r) => r.Code === "TransactionConflict" || r.Code === "ThrottlingError");
  }
  return e.cause !== undefined && e.cause !== err ? isOutage(e.cause) : false;
}

export function toAppError(err: unknown): AppError {
  if (isAppError(err)) return err;
  if (isOutage(err)) return AppError.unavailable("A backing service is temporarily unavailable; retry shortly", 2);
  return new AppError("INTERNAL_ERROR", "Internal server error");
}

/** Logs what the client will not see: outages as warnings, anything unexpected as an error. */
export function logFailure(err: unknown, requestId: string): void {
  if (isAppError(err)) return;
  if (isOutage(err)) logger.warn("dependency outage", { requestId, error: loggableError(err) });
  else logger.error("unhandled error", { requestId, error: loggableError(err) });
}

export function errorResult(err: unknown, requestId: string): ApiResult {
  const e = toAppError(err);
  const error: Record<string, unknown> = { code: e.code, message: e.message };
  if (e.details !== undefined) error.details = e.details;
  error.requestId = requestId;
  return {
    statusCode: e.status,
    headers: { "content-type": "application/json; charset=utf-8", ...e.headers },
    body: JSON.stringify({ success: false, error }),
  };
}
