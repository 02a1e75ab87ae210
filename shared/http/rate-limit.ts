// Fixed window per API key × category, counted in the store so every Lambda instance shares it.
// A request over the limit is answered 429 and has no effect. A route that only reads the table has none to have,
// so its count runs alongside the handler and a 429 discards what was read; every other route is counted first.
import { AppError } from "../domain/errors.js";
import type { RouteDef } from "../route.types.js";
import { hitRateWindow } from "../store/rate-limits.dynamo.js";
import type { ApiMiddleware, ApiRequest } from "./types.js";

/** Reads the table and nothing else: no write, queue, mail, LLM or outside call, no stream already under way. */
export function onlyReadsTable(route: RouteDef): boolean {
  const a = route.access;
  return (
    route.method === "GET" &&
    a.table === "read" &&
    !route.streaming &&
    !a.egress &&
    !a.llm &&
    !a.mail &&
    !a.queues?.length &&
    !a.deadLetters?.length &&
    !a.kms?.length
  );
}

/** Counts the request; resolves to the 429 to answer instead, if any. Rejects when the store cannot count. */
function countRequest(request: ApiRequest, route: RouteDef): Promise<AppError | undefined> | undefined {
  const auth = request.internal.auth;
  const app = request.internal.app;
  if (!auth || !app) return undefined;
  const { rate } = auth.plan;
  const limit = rate[route.rateCategory];
  const nowMs = app.clock.now().getTime();
  const windowMs = rate.windowSeconds * 1000;
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const reset = Math.floor((windowStart + windowMs) / 1000);
  const hit = hitRateWindow(app.store, {
    tenantId: auth.tenant.id,
    keyId: auth.keyId,
    category: route.rateCategory,
    windowStart,
    expiresAt: reset + 60,
  });
  return hit.then((hits) => {
    request.internal.rate = { limit, remaining: Math.max(0, limit - hits), reset };
    return hits > limit ? AppError.rateLimited(Math.max(1, reset - Math.floor(nowMs / 1000))) : undefined;
  });
}

export const rateLimitMiddleware = (route: RouteDef): ApiMiddleware => {
  if (!onlyReadsTable(route)) {
    return {
      before: async (request) => {
        const limited = await countRequest(request, route);
        if (limited) throw limited;
      },
    };
  }
  const pending = new WeakMap<ApiRequest, Promise<AppError | undefined>>();
  /** The count, once: an `after` that threw reaches `onError`, which then has nothing left to wait for. */
  const take = (request: ApiRequest) => {
    const count = pending.get(request);
    pending.delete(request);
    return count;
  };
  return {
    before: (request) => {
      const count = countRequest(request, route);
      if (!count) return;
      // awaited in after/onError; a handler failing first must not leave the rejection unhandled meanwhile
      count.catch(() => undefined);
      pending.set(request, count);
    },
    after: async (request) => {
      const limited = await take(request);
      if (limited) throw limited;
    },
    onError: async (request) => {
      // A failure of the count itself, or a 429, is the answer rather than what the handler (or validation) said.
      try {
        const limited = await take(request);
        if (limited) request.error = limited;
      } catch (err) {
        request.error = err as Error;
      }
    },
  };
};
