// One HTTP call to an aggregator through the outgoing-HTTP port: retries, and every failure as an AppError.
import { AppError } from "../domain/errors.js";
import {
  isOutgoingHttpError,
  type OutgoingHttp,
  type OutgoingRequestInit,
  type OutgoingResponse,
} from "../net/outgoing-http.port.js";
import { RetryableError, type RetryPolicy, rateLimitedFinal, retryAfterMs, withRetry } from "./retry-policy.js";

export interface CallContext {
  http: OutgoingHttp;
  platform: string;
  signal: AbortSignal;
  deadlineAt?: number;
  now: () => number;
  retry: RetryPolicy;
  requestTimeoutMs: number;
}

export interface CallSpec extends Omit<OutgoingRequestInit, "signal"> {
  /** Statuses the caller handles itself instead of them becoming errors (e.g. 404 for a fallback). */
  accept?: number[];
  /** An error response that is throttling in disguise (e.g. Splunk's 503 concurrency refusal): handled like 429. */
  throttledBody?: (status: number, body: string) => boolean;
}

/** Performs the request, retrying 429/5xx/timeouts; returns the response (2xx or accepted) unread. */
export function call(ctx: CallContext, url: string, spec: CallSpec = {}): Promise<OutgoingResponse> {
  return withRetry(
    async () => {
      let res: OutgoingResponse;
      try {
        res = await ctx.http.request(url, {
          ...spec,
          signal: ctx.signal,
          timeoutMs: spec.timeoutMs ?? ctx.requestTimeoutMs,
        });
      } catch (err) {
        throw mapTransportError(ctx, err);
      }
      if ((res.status >= 200 && res.status < 300) || spec.accept?.includes(res.status)) return res;
      const body = await res.text().catch(() => "");
      throw statusError(ctx, res.status, res.headers, body, spec.throttledBody);
    },
    { signal: ctx.signal, deadlineAt: ctx.deadlineAt, now: ctx.now, policy: ctx.retry },
  );
}

export async function callJson<T = unknown>(ctx: CallContext, url: string, spec: CallSpec = {}): Promise<T> {
  const res = await call(ctx, url, spec);
  try {
    return (await res.json()) as T;
  } catch (err) {
    throw mapTransportError(ctx, err);
  }
}

/** For errors while a body streams: no retry possible any more, so the final error. */
export function streamError(ctx: { platform: string; signal: AbortSignal }, err: unknown): unknown {
  const mapped = mapTransportError(ctx, err);
  return mapped instanceof RetryableError ? mapped.final : mapped;
}

export function mapTransportError(ctx: { platform: string; signal: AbortSignal }, err: unknown): unknown {
  if (ctx.signal.aborted) return err;
  if (!isOutgoingHttpError(err)) return err;
  switch (err.kind) {
    case "timeout":
      return new RetryableError(AppError.upstreamTimeout("log_source", `${ctx.platform} did not answer in time`));
    case "network":
      return new RetryableError(AppError.upstream("log_source", `${ctx.platform}: ${err.message}`));
    case "aborted":
      return err;
    default:
      return AppError.upstream("log_source", `${ctx.platform}: ${err.message}`, { reason: err.kind });
  }
}

/** A short, single-line excerpt of an upstream error body for the message (redacted later). */
export function bodyExcerpt(body: string): string {
  let text = body;
  try {
    const parsed = JSON.parse(body) as unknown;
    text = pickMessage(parsed) ?? body;
  } catch {
    // plain-text error body (Loki, OpenSearch)
  }
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= 200) return flat;
  // Cut at a space: half a token would slip past redaction, which only knows whole secrets.
  const cut = flat.slice(0, 201);
  const space = cut.lastIndexOf(" ");
  return space > 0 ? `${cut.slice(0, space)} …` : "";
}

function pickMessage(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (!v || typeof v !== "object") return undefined;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.errors) && o.errors.length > 0) {
    const e = o.errors[0];
    return typeof e === "string" ? e : (pickMessage((e as Record<string, unknown>)?.detail) ?? pickMessage(e));
  }
  if (Array.isArray(o.messages) && o.messages.length > 0)
    return pickMessage((o.messages[0] as { text?: unknown })?.text);
  for (const k of ["message", "reason", "error_description", "error", "detail", "title"]) {
    const m = pickMessage(o[k]);
    if (m) return m;
  }
  return undefined;
}

/** Platforms whose throttling answer carries "seconds until the window resets" in a header of their own. */
const RESET_HEADER: Record<string, string> = { datadog: "x-ratelimit-reset" };

export function statusError(
  ctx: { platform: string; now: () => number },
  status: number,
  headers: Record<string, string>,
  body: string,
  throttledBody?: (status: number, body: string) => boolean,
): Error {
  const excerpt = bodyExcerpt(body);
  if (status === 429 || throttledBody?.(status, body)) {
    const wait = retryAfterMs(headers, ctx.now, RESET_HEADER[ctx.platform]);
    return new RetryableError(rateLimitedFinal(wait), wait);
  }
  if (status === 504 || status === 408) {
    return new RetryableError(AppError.upstreamTimeout("log_source", `${ctx.platform} timed out (${status})`));
  }
  const final = AppError.upstream(
    "log_source",
    `${ctx.platform} answered ${status}${excerpt ? `: ${excerpt}` : ""}`,
    status === 401 || status === 403 ? { status, reason: "credentials" } : { status },
  );
  // A 5xx honours Retry-After only; without it, jittered backoff (a rate-limit reset is no hint here).
  if (status >= 500) return new RetryableError(final, retryAfterMs(headers, ctx.now));
  return final;
}
