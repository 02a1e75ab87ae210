// Powertools around every function's Middy chain: the logger gets the Lambda context (request id, cold start,
// function name) and metrics are published as EMF with a ColdStart metric. Only for real Lambda invocations: the
// local server and the tests pass their ports on context.logdx, and there one EMF blob per request on the console
// would be noise (CloudWatch is the only reader of those lines).

import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import { logMetrics } from "@aws-lambda-powertools/metrics/middleware";
import type { MiddlewareObj, Request } from "@middy/core";
import { logger } from "../runtime/logger.js";
import { metrics } from "../runtime/metrics.js";

// biome-ignore lint/suspicious/noExplicitAny: the wrapped middlewares are generic over every event type
type AnyRequest = Request<any, any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyMiddleware = MiddlewareObj<any, any, any, any, any>;

/** The local server and the tests invoke a handler with their ports on context.logdx; Lambda never does. */
export const invokedLocally = (context: unknown) => Boolean((context as { logdx?: unknown } | undefined)?.logdx);

/** A middleware that only acts in real Lambda invocations (metrics added locally would pile up unpublished). */
export function inLambdaOnly(mw: AnyMiddleware): AnyMiddleware {
  const wrap = (phase?: (request: AnyRequest) => unknown) =>
    phase ? (request: AnyRequest) => (invokedLocally(request.context) ? undefined : phase(request)) : undefined;
  return { before: wrap(mw.before), after: wrap(mw.after), onError: wrap(mw.onError) };
}

/** Use first in a chain, so the metrics are published after every other middleware has run. */
export function lambdaObservability(): AnyMiddleware[] {
  return [
    inLambdaOnly(injectLambdaContext(logger, { logEvent: false, resetKeys: true })),
    inLambdaOnly(logMetrics(metrics, { captureColdStartMetric: true })),
  ];
}
