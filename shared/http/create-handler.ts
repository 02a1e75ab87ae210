// The one handler factory: every route's Lambda is this Middy chain around a few lines of route code.
//   observability → request id → error/envelope → [ports → auth → rate limit → idempotency] → validation → handler
// The bracketed part (shared/http/port-middlewares.ts, which brings the store's client) is loaded only by routes that
// touch the table; a route of `access: {table: "none"}` (health, openapi, $default) never loads it.
import middy from "@middy/core";
import type { AppContext } from "../app-context.js";
import { AppError } from "../domain/errors.js";
import type { RouteDef } from "../route.types.js";
import { countMetric } from "../runtime/metrics.js";
import type { AuthInfo } from "../services/auth.types.js";
import { bodyMiddleware } from "./body.js";
import { envelopeMiddleware } from "./envelope.js";
import { notFoundRoute } from "./not-found-route.js";
import { inLambdaOnly, lambdaObservability } from "./observability.js";
import { requestIdMiddleware } from "./request-id.js";
import { dataReply, HttpReply, toResult } from "./response.js";
import { registeredRoute } from "./route-registry.js";
import type { ApiEvent, ApiMiddleware, ApiResult, LogdxLambdaContext, RequestState } from "./types.js";

/** Defined (true) by the Lambda bundling: the generated entry registers the function's route. */
declare const LOGDX_ROUTE_ENTRY: boolean | undefined;
/** Defined per function by the Lambda bundling: false for a route of `table: "none"`, whose bundle leaves them out. */
declare const LOGDX_ROUTE_PORTS: boolean | undefined;

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
export type ApiHandler = (event: ApiEvent, context: LogdxLambdaContext) => Promise<ApiResult>;

/**
 * A route by id: the registered one in a Lambda bundle; elsewhere (local server, tests) from the route table, which
 * a bundle never contains (the branch is dead once LOGDX_ROUTE_ENTRY is defined).
 */
export async function resolveRoute(id: string): Promise<RouteDef> {
  const route = registeredRoute(id);
  if (route) return route;
  if (typeof LOGDX_ROUTE_ENTRY === "undefined") {
    const found = (await import("../routes/table.js")).routes.find((r) => r.id === id);
    if (found) return found;
  }
  throw new Error(`No route ${id} in the route table`);
}

export const needsPorts = (route: RouteDef) => route.access.table !== "none";

/** Builds a route's Lambda handler. `fn` returns the response's `data`, or an HttpReply for full control. */
export function createHandler<B = unknown, Q = unknown>(routeOrId: string | RouteDef, fn: RouteFn<B, Q>): ApiHandler {
  const route = typeof routeOrId === "string" ? resolveRoute(routeOrId) : Promise.resolve(routeOrId);
  // Started now, during the cold start: a route that needs the ports loads their SDKs at init, not on first request.
  const chain = route.then(async (r) => buildChain(r, fn, needsPorts(r) ? await loadPortMiddlewares(r) : []));
  chain.catch(() => undefined); // reported by the first invocation
  return async (event, context) => (await chain)(event, context);
}

async function loadPortMiddlewares(route: RouteDef): Promise<ApiMiddleware[]> {
  if (typeof LOGDX_ROUTE_PORTS === "undefined" || LOGDX_ROUTE_PORTS) {
    return (await import("./port-middlewares.js")).portMiddlewares(route);
  }
  throw new Error(`route ${route.id} needs the ports but its function was bundled without them`);
}

function buildChain<B, Q>(route: RouteDef, fn: RouteFn<B, Q>, portMiddlewares: ApiMiddleware[]): ApiHandler {
  const base = async (event: ApiEvent): Promise<ApiResult> => {
    const request = stateOf.get(event);
    if (!request) throw new Error("request state missing");
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
      request.app ?? noPorts(route),
    );
    return toResult(out instanceof HttpReply ? out : dataReply(out, { status: route.successStatus ?? 200 }));
  };
  const handler = middy<ApiEvent, ApiResult, Error, LogdxLambdaContext, RequestState>(base);
  for (const mw of lambdaObservability()) handler.use(mw);
  handler.use(inLambdaOnly(responseMetric())).use(requestIdMiddleware()).use(envelopeMiddleware());
  // Without port middlewares, the local server's ports still reach the envelope (its rate-limit settings).
  handler.use(portMiddlewares.length > 0 ? portMiddlewares : [localPortsOnly()]);
  return handler.use(bodyMiddleware(route)).use({
    before: (request) => {
      stateOf.set(request.event, request.internal);
    },
  });
}

const localPortsOnly = (): ApiMiddleware => ({
  before: (request) => {
    if (request.context?.logdx) request.internal.app = request.context.logdx;
  },
});

/** One count per response by status class, so the EMF line of every invocation carries an application metric. */
const responseMetric = (): ApiMiddleware => {
  const count = (request: { response?: ApiResult | null }) => {
    const status = request.response?.statusCode ?? 500;
    countMetric(status >= 500 ? "ServerErrors" : status >= 400 ? "ClientErrors" : "Successes");
  };
  return { after: count, onError: count };
};

/** The ports of a route that declared no table access: touching one is a bug in the route table. */
function noPorts(route: RouteDef): AppContext {
  return new Proxy({} as AppContext, {
    get: (_target, port) => {
      throw new Error(`route ${route.id} declares access {table: "none"} but used ${String(port)}`);
    },
  });
}

/**
 * Middy hands the base handler only (event, context); the request's state is found by its event object.
 * Weakly keyed per request, so nothing outlives or leaks across invocations.
 */
const stateOf = new WeakMap<ApiEvent, RequestState>();

/** The local router's answer to an unknown route, and the $default function on AWS: the 404 envelope. */
export const notFoundHandler = createHandler(notFoundRoute, async () => {
  throw new AppError("NOT_FOUND", "No such route");
});
