// The HTTP API: one route and one function per entry of the route table (shared/routes.ts), nothing listed here.
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { RouteDef } from "../../shared/route.types.js";
import type { LlmGrant } from "../functions/access.js";
import { assertUniqueIds, constructIdOf } from "../functions/ids.js";
import { LogdxFunction } from "../functions/logdx-function.js";
import type { StatefulResources } from "../stateful-stack.js";

/** API Gateway gives up on an integration after 30 s; the function stops first so the envelope gets out. */
export const ROUTE_TIMEOUT = Duration.seconds(29);
export const ROUTE_MEMORY_MB = 1024;

export interface LogdxHttpApiProps {
  routes: readonly RouteDef[];
  resources: StatefulResources;
  environment: Record<string, string>;
  llm?: LlmGrant;
  /** Stage-wide ceiling in front of the per-key rate limits the functions enforce. */
  throttle?: { rateLimit: number; burstLimit: number };
}

export class LogdxHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: LogdxHttpApiProps) {
    super(scope, id);
    assertUniqueIds(
      props.routes.map((r) => r.id),
      "Route",
    );
    this.api = new HttpApi(this, "Api", {
      description: "logdx HTTP API",
      createDefaultStage: false,
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
      const fn = new LogdxFunction(this, cid, {
        entry: route.handler,
        description: `${route.method} ${route.path}: ${route.summary}`.slice(0, 256),
        timeout: ROUTE_TIMEOUT,
        memorySize: ROUTE_MEMORY_MB,
        access: route.access,
        resources: props.resources,
        environment: props.environment,
        llm: props.llm,
      }).fn;
      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${cid}Integration`, fn),
      });
      this.functions.set(route.id, fn);
    }
  }

  get url(): string {
    return this.stage.url;
  }
}
