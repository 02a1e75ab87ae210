// One error type for every failure the API can report: a SPEC §7 code, its HTTP status and safe details.

export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_TIME_RANGE: 400,
  INVALID_PROJECT_SLUG: 400,
  MISSING_PROJECT_ID: 400,
  INVALID_PUBLIC_KEY_PERMISSIONS: 400,
  CONFIRMATION_MISMATCH: 400,
  UNAUTHORIZED: 401,
  API_KEY_REVOKED: 401,
  API_KEY_EXPIRED: 401,
  KEY_FORMAT_DEPRECATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  PUBLIC_KEY_REQUIRED: 403,
  SECRET_KEY_REQUIRED: 403,
  ORG_KEY_REQUIRED: 403,
  WRONG_PROJECT: 403,
  DASHBOARD_ONLY: 403,
  QUOTA_EXCEEDED: 403,
  PLAN_FEATURE_GATE: 403,
  RESOURCE_LIMIT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_CONFLICT: 409,
  GONE: 410,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  ANALYSIS_ERROR: 500,
  UPSTREAM_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ValidationIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  override readonly name = "AppError";
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  static validation(issues: ValidationIssue[], message = "Request validation failed") {
    return new AppError("VALIDATION_ERROR", message, { issues });
  }
  static notFound(what = "Resource") {
    return new AppError("NOT_FOUND", `${what} not found`);
  }
  static gone(what = "Resource") {
    return new AppError("GONE", `${what} was deleted`);
  }
  static conflict(message: string, headers?: Record<string, string>) {
    return new AppError("CONFLICT", message, undefined, headers);
  }
  static forbidden(message = "API key lacks the permission this endpoint needs") {
    return new AppError("FORBIDDEN", message);
  }
  static unavailable(message = "Service temporarily unavailable", retryAfterSeconds = 5) {
    return new AppError("SERVICE_UNAVAILABLE", message, undefined, { "Retry-After": String(retryAfterSeconds) });
  }
  static upstream(upstream: "log_source" | "repo" | "channel", message: string, extra?: Record<string, unknown>) {
    return new AppError("UPSTREAM_ERROR", message, { upstream, ...extra });
  }
  static upstreamTimeout(upstream: "log_source" | "repo" | "channel", message = "Upstream timed out") {
    return new AppError("UPSTREAM_TIMEOUT", message, { upstream });
  }
  static rateLimited(retryAfterSeconds: number, upstream?: string) {
    return new AppError(
      "RATE_LIMITED",
      `Rate limit exceeded: retry after ${retryAfterSeconds} seconds`,
      upstream ? { upstream } : undefined,
      { "Retry-After": String(retryAfterSeconds) },
    );
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
