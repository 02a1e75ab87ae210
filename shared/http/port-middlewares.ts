// The middlewares of a route that touches the table: the ports (Lambda builds them once per cold start), API-key
// auth, the rate window and idempotency. Loaded only by such routes: they bring the store's client with them.
import type { RouteDef } from "../route.types.js";
import { lambdaContext } from "../runtime/lambda-context.js";
import { authMiddleware } from "./auth.js";
import { bindContextMiddleware } from "./bind-context.js";
import { idempotencyMiddleware } from "./idempotency.js";
import { rateLimitMiddleware } from "./rate-limit.js";
import type { ApiMiddleware } from "./types.js";

export function portMiddlewares(route: RouteDef): ApiMiddleware[] {
  return [
    bindContextMiddleware(lambdaContext),
    authMiddleware(route),
    rateLimitMiddleware(route),
    idempotencyMiddleware(route),
  ];
}
