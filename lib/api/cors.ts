// CORS on AWS from the policy in shared/http/cors.ts: the HTTP API's corsPreflight, and the streaming function URL's
// own CORS. API Gateway applies corsPreflight to the whole API (it cannot be set per route), so there every route
// answers CORS; keys are bearer tokens, never cookies, and the functions still refuse a public key outside its routes.
import { Duration } from "aws-cdk-lib";
import { CorsHttpMethod, type CorsPreflightOptions } from "aws-cdk-lib/aws-apigatewayv2";
import { type FunctionUrlCorsOptions, HttpMethod as UrlMethod } from "aws-cdk-lib/aws-lambda";
import {
  CORS_ALLOW_HEADERS,
  CORS_EXPOSE_HEADERS,
  CORS_MAX_AGE_SECONDS,
  type CorsOrigins,
  corsMethods,
} from "../../shared/http/cors.js";
import type { RouteDef } from "../../shared/route.types.js";

const originList = (origins: CorsOrigins) => (origins === "*" ? ["*"] : [...origins]);

export function apiCorsPreflight(routes: readonly RouteDef[], origins: CorsOrigins): CorsPreflightOptions {
  return {
    allowOrigins: originList(origins),
    allowMethods: [...corsMethods(routes).map((m) => CorsHttpMethod[m]), CorsHttpMethod.OPTIONS],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    allowCredentials: false,
    maxAge: Duration.seconds(CORS_MAX_AGE_SECONDS),
  };
}

/** The function URL of a public-key streaming route (the analysis event stream): GET only. */
export function streamUrlCors(origins: CorsOrigins): FunctionUrlCorsOptions {
  return {
    allowedOrigins: originList(origins),
    allowedMethods: [UrlMethod.GET],
    allowedHeaders: CORS_ALLOW_HEADERS,
    exposedHeaders: CORS_EXPOSE_HEADERS,
    allowCredentials: false,
    maxAge: Duration.seconds(CORS_MAX_AGE_SECONDS),
  };
}
