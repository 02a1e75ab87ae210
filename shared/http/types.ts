import type { MiddlewareObj, Request } from "@middy/core";
import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import type { AppContext } from "../app-context.js";
import type { RouteDef } from "../route.types.js";
import type { AuthInfo } from "../services/auth.types.js";

export type ApiEvent = APIGatewayProxyEventV2;

export interface ApiResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** The Lambda context; the local server adds the AppContext it was started with. */
export interface LogdxLambdaContext extends Context {
  logdx?: AppContext;
}

export interface RateInfo {
  limit: number;
  remaining: number;
  /** Epoch seconds of the window's end. */
  reset: number;
}

/** Per-request state of the middleware chain (request.internal): never module scope. */
export type RequestState = {
  requestId?: string;
  app?: AppContext;
  route?: RouteDef;
  auth?: AuthInfo;
  rate?: RateInfo;
  body?: unknown;
  query?: unknown;
  idempotency?: { ref: import("../store/idempotency.dynamo.js").IdempotencyKeyRef; lockToken: string };
};

export type ApiRequest = Request<ApiEvent, ApiResult, Error, LogdxLambdaContext, RequestState>;
export type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, LogdxLambdaContext, RequestState>;

/** Headers as API Gateway v2 delivers them: lower-case names. */
export function header(event: ApiEvent, name: string): string | undefined {
  const v = event.headers?.[name.toLowerCase()];
  return v === undefined || v === null ? undefined : String(v);
}
