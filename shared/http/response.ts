// Building responses: the success envelope, replies with status/meta, and the headers every response carries.
import type { ApiResult, RateInfo } from "./types.js";

const JSON_TYPE = "application/json; charset=utf-8";

/** What a handler may return instead of bare data, to choose status, meta or a non-enveloped body. */
export class HttpReply {
  constructor(
    readonly statusCode: number,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

export function dataReply(
  data: unknown,
  opts: { status?: number; meta?: unknown; headers?: Record<string, string> } = {},
) {
  const envelope = opts.meta === undefined ? { success: true, data } : { success: true, data, meta: opts.meta };
  return new HttpReply(opts.status ?? 200, JSON.stringify(envelope), { "content-type": JSON_TYPE, ...opts.headers });
}

/** A JSON body without the envelope (e.g. the OpenAPI document). */
export const rawJsonReply = (value: unknown, status = 200) =>
  new HttpReply(status, JSON.stringify(value), { "content-type": JSON_TYPE });

export const toResult = (r: HttpReply): ApiResult => ({
  statusCode: r.statusCode,
  headers: { ...r.headers },
  body: r.body,
});

export function rateHeaders(rate: RateInfo): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(rate.limit),
    "X-RateLimit-Remaining": String(rate.remaining),
    "X-RateLimit-Reset": String(rate.reset),
  };
}

/** Per-request headers; never stored with an idempotent response. */
export const PER_REQUEST_HEADERS = ["x-request-id", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"];

export function withHeaders(result: ApiResult, extra: Record<string, string>): ApiResult {
  const headers: Record<string, string> = {};
  const lower = new Set(Object.keys(extra).map((k) => k.toLowerCase()));
  for (const [k, v] of Object.entries(result.headers ?? {})) if (!lower.has(k.toLowerCase())) headers[k] = v;
  return { ...result, headers: { ...headers, ...extra } };
}
