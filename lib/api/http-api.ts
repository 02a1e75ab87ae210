// The HTTP API: one route and one function per entry of the route table (shared/routes/table.ts), nothing listed here,
// and the $default catch-all that answers any other method and path with the 404 envelope.
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { type FunctionUrl, FunctionUrlAuthType, InvokeMode } from "aws-cdk-lib/aws-lambda";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { CorsOrigins } from "../../shared/http/cors.js";
import { notFoundRoute } from "../../shared/http/not-found-route.js";
import type { RouteDef } from "../../shared/route.types.js";
import type { LlmGrant, MailGrant } from "../functions/access.js";
import { assertUniqueIds, constructIdOf } from "../functions/ids.js";
import { LogdxFunction } from "../functions/logdx-function.js";
import { routeDefines, writeRouteEntry } from "../functions/route-entry.js";
import type { StatefulResources } from "../stateful-stack.js";
import { apiCorsPreflight, streamUrlCors } from "./cors.js";

/** API Gateway gives up on an integration after 30 s; the function stops first so the envelope gets out. */
export const ROUTE_TIMEOUT = Duration.seconds(29);
export const ROUTE_MEMORY_MB = 1024;
/** A streaming route's function URL holds the connection until the analysis ends (the producer's own bound). */
export const STREAM_TIMEOUT = Duration.minutes(15);
/** The export a streaming route's module gives its function URL (shared/http/function-url-stream.ts). */
export const STREAM_HANDLER = "streamHandler";
/** The $default route's handler: shared/http/create-handler.ts's notFoundHandler, as the local router uses it. */
export const NOT_FOUND_HANDLER = "functions/not-found.ts";

export interface LogdxHttpApiProps {
  routes: readonly RouteDef[];
  resources: StatefulResources;
  environment: Record<string, string>;
  llm?: LlmGrant;
  mail?: MailGrant;
  /** Stage-wide ceiling in front of the per-key rate limits the functions enforce. */
  throttle?: { rateLimit: number; burstLimit: number };
  /** Origins the browser SDK may call from (context `logdx:corsOrigins`); default any. */
  corsOrigins?: CorsOrigins;
}

export class LogdxHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** One per route of the table, keyed by route id. */
  readonly functions = new Map<string, NodejsFunction>();
  /** Per streaming route (`streaming: true`): its own function behind a RESPONSE_STREAM function URL. */
  readonly streamFunctions = new Map<string, NodejsFunction>();
  readonly streamUrls = new Map<string, FunctionUrl>();
  /** Behind the $default route: unknown method or path → 404 NOT_FOUND. */
  readonly notFound: NodejsFunction;

  constructor(scope: Construct, id: string, props: LogdxHttpApiProps) {
    super(scope, id);
    assertUniqueIds(
      props.routes.map((r) => r.id),
      "Route",
    );
    this.api = new HttpApi(this, "Api", {
      description: "logdx HTTP API",
      createDefaultStage: false,
      corsPreflight: apiCorsPreflight(props.routes, props.corsOrigins ?? "*"),
    });
    const accessLogs = new LogGroup(this, "AccessLogs", {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, "DefaultStage", {
      httpApi: this.api,
      stageName: "$default",
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 500, burstLimit: 1000 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // No headers and no query string: API keys must never reach the logs.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: "$context.requestId",
            ip: "$context.identity.sourceIp",
            requestTime: "$context.requestTime",
            httpMethod: "$context.httpMethod",
            routeKey: "$context.routeKey",
            status: "$context.status",
            protocol: "$context.protocol",
            responseLength: "$context.responseLength",
            integrationLatency: "$context.integrationLatency",
            integrationError: "$context.integrationErrorMessage",
          }),
        ),
      },
    });

    for (const route of props.routes) {
      const cid = constructIdOf(route.id);
      const fn = this.routeFunction(cid, route, props, {
        description: `${route.method} ${route.path}: ${route.summary}`,
        timeout: ROUTE_TIMEOUT,
      });
      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${cid}Integration`, fn),
      });
      this.functions.set(route.id, fn);
      if (route.streaming) this.addStreamUrl(cid, route, props);
    }

    // Public and stateless (no auth, so no key lookup or rate window): no access beyond its own logs.
    this.notFound = new LogdxFunction(this, "NotFound", {
      entry: NOT_FOUND_HANDLER,
      define: routeDefines(notFoundRoute),
      description: "$default: any unknown method or path answers 404 NOT_FOUND in the envelope",
      timeout: ROUTE_TIMEOUT,
      memorySize: ROUTE_MEMORY_MB,
      resources: props.resources,
      environment: props.environment,
    }).fn;
    new HttpRoute(this.api, "DefaultRoute", {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration("NotFoundIntegration", this.notFound),
    });
  }

  /** One route's function: its own generated entry, the route's access, the shared settings. */
  private routeFunction(
    cid: string,
    route: RouteDef,
    props: LogdxHttpApiProps,
    o: { id?: string; handler?: string; description: string; timeout: Duration },
  ) {
    return new LogdxFunction(this, o.id ?? cid, {
      entry: writeRouteEntry(route, props.routes, cid),
      ...(o.handler ? { handler: o.handler } : {}),
      define: routeDefines(route),
      description: o.description.slice(0, 256),
      timeout: o.timeout,
      memorySize: ROUTE_MEMORY_MB,
      access: route.access,
      resources: props.resources,
      environment: props.environment,
      llm: props.llm,
      mail: props.mail,
    }).fn;
  }

  /**
   * API Gateway buffers a response, so a streaming route also gets a function URL in RESPONSE_STREAM mode. Its auth is
   * NONE: the bearer API key is checked inside, by the same middlewares as every route (cdk-nag has no finding on it).
   */
  private addStreamUrl(cid: string, route: RouteDef, props: LogdxHttpApiProps): void {
    const fn = this.routeFunction(cid, route, props, {
      id: `${cid}Stream`,
      handler: STREAM_HANDLER,
      description: `${route.method} ${route.path} (streaming function URL): ${route.summary}`,
      timeout: STREAM_TIMEOUT,
    });
    this.streamFunctions.set(route.id, fn);
    this.streamUrls.set(
      route.id,
      fn.addFunctionUrl({
        authType: FunctionUrlAuthType.NONE,
        invokeMode: InvokeMode.RESPONSE_STREAM,
        ...(route.allowPublicKey ? { cors: streamUrlCors(props.corsOrigins ?? "*") } : {}),
      }),
    );
  }

  /** Every function behind the API: the routes', the streaming ones and the $default one. */
  get allFunctions(): NodejsFunction[] {
    return [...this.functions.values(), ...this.streamFunctions.values(), this.notFound];
  }

  get url(): string {
    return this.stage.url;
  }
}
