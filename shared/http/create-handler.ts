// The one handler factory: every route's Lambda is this Middy chain around a few lines of route code.
//   request id → error/envelope → ports → auth → rate limit → idempotency → body/query validation → handler
import middy from "@middy/core";
import { AppError } from "../domain/errors.js";
import type { RouteDef } from "../route.types.js";
import { routes } from "../routes.js";
import type { AppContext } from "../runtime/context.js";
import { lambdaContext } from "../runtime/lambda-context.js";
import type { AuthInfo } from "../services/auth.types.js";
import { authMiddleware } from "./auth.js";
import { bindContextMiddleware } from "./bind-context.js";
import { bodyMiddleware } from "./body.js";
import { envelopeMiddleware } from "./envelope.js";
import { idempotencyMiddleware } from "./idempotency.js";
import { rateLimitMiddleware } from "./rate-limit.js";
import { requestIdMiddleware } from "./request-id.js";
import { dataReply, HttpReply, toResult } from "./response.js";
import type { ApiEvent, ApiResult, LogdxLambdaContext, RequestState } from "./types.js";

export interface HandlerInput<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  /** Present on every route whose scope is not "public". */
  auth: AuthInfo;
  requestId: string;
  route: RouteDef;
  event: ApiEvent;
}

export type RouteFn<B, Q> = (input: HandlerInput<B, Q>, ctx: AppContext) => Promise<unknown>;

export function routeById(id: string, table: readonly RouteDef[] = routes): RouteDef {
  const route = table.find((r) => r.id === id);
  if (!route) throw new Error(`No route ${id} in the route table`);
  return route;
}

/** Builds a route's Lambda handler. `fn` returns the response's `data`, or an HttpReply for full control. */
export function createHandler<B = unknown, Q = unknown>(routeOrId: string | RouteDef, fn: RouteFn<B, Q>) {
  const route = typeof routeOrId === "string" ? routeById(routeOrId) : routeOrId;
  const base = async (event: ApiEvent): Promise<ApiResult> => {
    const request = stateOf.get(event);
    if (!request?.app) throw new Error("request state missing");
    const out = await fn(
      {
        body: request.body as B,
        query: request.query as Q,
        params: Object.fromEntries(
          Object.entries(event.pathParameters ?? {}).map(([k, v]) => [k, v === undefined ? "" : String(v)]),
        ),
        auth: request.auth as AuthInfo,
        requestId: request.requestId ?? "",
        route,
        event,
      },
      request.app,
    );
    return toResult(out instanceof HttpReply ? out : dataReply(out, { status: route.successStatus ?? 200 }));
  };
  return middy<ApiEvent, ApiResult, Error, LogdxLambdaContext, RequestState>(base)
    .use(requestIdMiddleware())
    .use(envelopeMiddleware())
    .use(bindContextMiddleware(lambdaContext))
    .use(authMiddleware(route))
    .use(rateLimitMiddleware(route))
    .use(idempotencyMiddleware(route))
    .use(bodyMiddleware(route))
    .use({
      before: (request) => {
        stateOf.set(request.event, request.internal);
      },
    });
}

/**
 * Middy hands the base handler only (event, context); the request's state is found by its event object.
 * Weakly keyed per request, so nothing outlives or leaks across invocations.
 */
const stateOf = new WeakMap<ApiEvent, RequestState>();

export const notFoundRoute: RouteDef = {
  id: "_notFound",
  method: "GET",
  path: "/{proxy+}",
  handler: "",
  summary: "Unknown route",
  scope: "public",
  rateCategory: "read",
  idempotent: false,
  access: { table: "read" },
};

/** The local router's answer to an unknown route: the 404 envelope with the usual headers. */
export const notFoundHandler = createHandler(notFoundRoute, async () => {
  throw new AppError("NOT_FOUND", "No such route");
});
