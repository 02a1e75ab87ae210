// Fixed window per API key × category, counted in the store so every Lambda instance shares it.
import { AppError } from "../domain/errors.js";
import type { RouteDef } from "../route.types.js";
import { hitRateWindow } from "../store/rate-limits.dynamo.js";
import type { ApiMiddleware } from "./types.js";

export const rateLimitMiddleware = (route: RouteDef): ApiMiddleware => ({
  before: async (request) => {
    const auth = request.internal.auth;
    const app = request.internal.app;
    if (!auth || !app) return;
    const { rate } = auth.plan;
    const limit = rate[route.rateCategory];
    const nowMs = app.clock.now().getTime();
    const windowMs = rate.windowSeconds * 1000;
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const reset = Math.floor((windowStart + windowMs) / 1000);
    const hits = await hitRateWindow(app.store, {
      tenantId: auth.tenant.id,
      keyId: auth.keyId,
      category: route.rateCategory,
      windowStart,
      expiresAt: reset + 60,
    });
    request.internal.rate = { limit, remaining: Math.max(0, limit - hits), reset };
    if (hits > limit) throw AppError.rateLimited(Math.max(1, reset - Math.floor(nowMs / 1000)));
  },
});
