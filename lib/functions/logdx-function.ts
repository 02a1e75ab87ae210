// One Lambda of the stack (a route or a worker): bundled ESM on arm64/nodejs22.x, its own role with only what
// its `access` declares, its own log group, the runtime environment of shared/runtime/config.ts.
import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Duration, RemovalPolicy, Validations } from "aws-cdk-lib";
import { Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Architecture, Runtime, Tracing } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat, SourceMapMode } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { RouteAccess } from "../../shared/route.types.js";
import type { StatefulResources } from "../stateful-stack.js";
import { crossRegionModelOf, grantAccess, type LlmGrant, type MailGrant } from "./access.js";
import { aliasEsbuildArgs, BUNDLE_OPTIONS, BUNDLE_TARGET } from "./bundling.js";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface LogdxFunctionProps {
  /** Handler module exporting `handler`: repo-relative, or absolute (a generated route entry). */
  entry: string;
  description: string;
  /** The module's export Lambda invokes (default `handler`). */
  handler?: string;
  timeout: Duration;
  memorySize: number;
  /** What it may touch besides its own logs; undefined: nothing (the $default not-found function). */
  access?: RouteAccess;
  resources: StatefulResources;
  environment: Record<string, string>;
  llm?: LlmGrant;
  mail?: MailGrant;
  /** esbuild defines besides BUNDLE_OPTIONS.define (a route's, from lib/functions/route-entry.ts). */
  define?: Record<string, string>;
}

export class LogdxFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: LogdxFunctionProps) {
    super(scope, id);
    // Own role, no AWS managed policy: log writing is granted on this function's log group only.
    this.role = new Role(this, "Role", { assumedBy: new ServicePrincipal("lambda.amazonaws.com") });
    this.logGroup = new LogGroup(this, "Logs", {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.logGroup.grantWrite(this.role);
    if (props.access) grantAccess(this.role, props.access, props.resources, props.llm, props.mail);
    // Active tracing (below) grants xray:PutTraceSegments and xray:PutTelemetryRecords, which take no resource.
    Validations.of(this.role).acknowledge({
      id: "AwsSolutions::AwsSolutions-IAM5[Resource::*]",
      reason:
        "X-Ray's PutTraceSegments and PutTelemetryRecords have no resource-level permissions (AWS documents Resource * as their only form); CDK grants exactly these two for active tracing, and test/infra/tracing.test.ts checks that no other statement names Resource *.",
    });
    const crossRegionModel = props.llm && props.access?.llm ? crossRegionModelOf(props.llm.modelId) : undefined;
    if (crossRegionModel) {
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${crossRegionModel}]`,
        reason:
          "A Bedrock cross-region inference profile serves a call from any region of its geography, so InvokeModel must be allowed on that one foundation model in every region.",
      });
    }

    this.fn = new NodejsFunction(this, "Fn", {
      entry: isAbsolute(props.entry) ? props.entry : join(REPO_ROOT, props.entry),
      handler: props.handler ?? "handler",
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup: this.logGroup,
      // X-Ray: the invocation's segment always; spans inside it where shared/runtime/tracing.ts adds them
      tracing: Tracing.ACTIVE,
      environment: props.environment,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, "package-lock.json"),
      bundling: {
        format: OutputFormat.ESM,
        target: BUNDLE_TARGET,
        minify: BUNDLE_OPTIONS.minify,
        sourceMap: BUNDLE_OPTIONS.sourcemap,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: false,
        mainFields: [...BUNDLE_OPTIONS.mainFields],
        banner: BUNDLE_OPTIONS.banner,
        externalModules: [...BUNDLE_OPTIONS.external],
        define: { ...BUNDLE_OPTIONS.define, ...props.define },
        esbuildArgs: aliasEsbuildArgs(),
      },
    });
  }
}
