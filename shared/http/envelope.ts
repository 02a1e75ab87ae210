// Last word on every response: errors become the envelope, and request-id and rate-limit headers are added.
import { effectivePlan } from "../domain/plans.js";
import type { Config } from "../runtime/config.js";
import { errorResult, logFailure } from "./error-response.js";
import { rateHeaders, withHeaders } from "./response.js";
import type { ApiMiddleware, ApiRequest, ApiResult, RateInfo } from "./types.js";

/** Requests that never reached the rate limiter (public routes, failed auth) show the anonymous ceiling, uncounted. */
export function anonymousRate(config: Pick<Config, "rateLimits" | "quotas"> | undefined, now: number): RateInfo {
  const plan = effectivePlan("free", { rateLimits: config?.rateLimits ?? {}, quotas: config?.quotas ?? {} });
  const windowMs = plan.rate.windowSeconds * 1000;
  const reset = Math.floor((Math.floor(now / windowMs) * windowMs + windowMs) / 1000);
  return { limit: plan.rate.read, remaining: plan.rate.read, reset };
}

function fallbackRate(request: ApiRequest): RateInfo {
  const app = request.internal.app;
  return anonymousRate(app?.config, app ? app.clock.now().getTime() : Date.now());
}

export function finishResponse(request: ApiRequest, result: ApiResult): ApiResult {
  const rate = request.internal.rate ?? fallbackRate(request);
  return withHeaders(result, { "X-Request-Id": request.internal.requestId ?? "unknown", ...rateHeaders(rate) });
}

export const envelopeMiddleware = (): ApiMiddleware => ({
  after: (request) => {
    if (request.response) request.response = finishResponse(request, request.response);
  },
  onError: (request) => {
    logFailure(request.error, request.internal.requestId ?? "unknown");
    request.response = finishResponse(request, errorResult(request.error, request.internal.requestId ?? "unknown"));
  },
});
