// DynamoDB's errors as the SDK shapes them (name, `$fault`, `$metadata.httpStatusCode`), so the outage mapping in
// shared/http/error-response.ts reads them the same way, and which of them are worth another attempt.

export class DynamoDbError extends Error {
  readonly $fault: "client" | "server";
  readonly $metadata: { httpStatusCode?: number };
  /** TransactionCanceledException: one reason per transaction item, in order. */
  CancellationReasons?: Array<{ Code?: string; Message?: string; Item?: Record<string, unknown> }>;
  /** ConditionalCheckFailedException with ReturnValuesOnConditionCheckFailure: the item as it was. */
  Item?: Record<string, unknown>;

  constructor(name: string, message: string, httpStatusCode: number | undefined, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode };
    this.$fault = httpStatusCode !== undefined && httpStatusCode < 500 ? "client" : "server";
    // only the fields DynamoDB defines: an odd body must not overwrite the name or fault it is classified by
    if (Array.isArray(extra.CancellationReasons)) this.CancellationReasons = extra.CancellationReasons;
    if (extra.Item && typeof extra.Item === "object") this.Item = extra.Item as Record<string, unknown>;
  }
}

/** `com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException` → `ConditionalCheckFailedException`. */
export function errorNameOf(type: unknown): string {
  if (typeof type !== "string" || type === "") return "UnknownError";
  return type.slice(type.lastIndexOf("#") + 1).split(":")[0] || "UnknownError";
}

// The SDK's standard retry strategy: throttling and transient errors, and 5xx answers.
const THROTTLING = new Set([
  "ThrottlingException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
  "RequestThrottled",
  "RequestThrottledException",
  "TooManyRequestsException",
  "TransactionInProgressException",
]);
const TRANSIENT_NAMES = new Set(["TimeoutError", "RequestTimeout", "RequestTimeoutException", "InternalServerError"]);
const NETWORK_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "ECONNABORTED",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

export function isRetryable(err: unknown): boolean {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e) return false;
  if (e.name && (THROTTLING.has(e.name) || TRANSIENT_NAMES.has(e.name))) return true;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  const status = e.$metadata?.httpStatusCode;
  return status !== undefined && [429, 500, 502, 503, 504].includes(status);
}

export function isThrottling(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return Boolean(e && ((e.name && THROTTLING.has(e.name)) || e.$metadata?.httpStatusCode === 429));
}

/**
 * A socket failure as an Error of this module's realm, its name and code kept: retry libraries test `instanceof
 * Error`, which Node's own errors fail inside a VM context such as jest's.
 */
export function transportError(err: unknown): Error {
  if (err instanceof Error) return err;
  const e = (err ?? {}) as { name?: string; message?: string; code?: string };
  const out = new Error(e.message ?? String(err), { cause: err });
  out.name = e.name ?? "Error";
  return Object.assign(out, e.code ? { code: e.code } : {});
}
