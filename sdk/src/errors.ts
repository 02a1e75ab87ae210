// The errors the SDK throws: one base class carrying a code, one subclass per way a call can fail.
import type { ApiErrorCode } from "./operation-types.js";

export class LogdxError extends Error {
  override name = "LogdxError";
  constructor(
    /** A SPEC error code for API errors; NETWORK_ERROR, TIMEOUT, ABORTED or CONFIGURATION otherwise. */
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The API answered with an error envelope (SPEC §7). */
export class LogdxApiError extends LogdxError {
  override name = "LogdxApiError";
  declare readonly code: ApiErrorCode;
  constructor(
    code: ApiErrorCode,
    message: string,
    readonly status: number,
    /** E.g. `{issues: [{path, message}]}` for VALIDATION_ERROR. */
    readonly details: Record<string, unknown> | undefined,
    /** Quote it to support. */
    readonly requestId: string | undefined,
    /** Seconds, from the Retry-After header (429, an in-progress duplicate's 409). */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(code, message);
  }
}

/** The request never got an answer (DNS, refused or dropped connection, CORS refusal in a browser). */
export class LogdxConnectionError extends LogdxError {
  override name = "LogdxConnectionError";
  constructor(message: string, cause: unknown) {
    super("NETWORK_ERROR", message, { cause });
  }
}

/** An attempt outlived its timeout. */
export class LogdxTimeoutError extends LogdxError {
  override name = "LogdxTimeoutError";
  constructor(ms: number) {
    super("TIMEOUT", `No answer within ${ms} ms`);
  }
}

/** The caller's AbortSignal fired. */
export class LogdxAbortError extends LogdxError {
  override name = "LogdxAbortError";
  constructor() {
    super("ABORTED", "The request was aborted");
  }
}
