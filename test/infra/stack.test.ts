import { Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import type { CfnFunction } from "aws-cdk-lib/aws-lambda";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { QUEUE_WORKER_MAX_CONCURRENCY } from "../../lib/workers/worker-functions.js";
import { CORS_ALLOW_HEADERS, CORS_EXPOSE_HEADERS, CORS_MAX_AGE_SECONDS } from "../../shared/http/cors.js";
import { QUEUE_SETTINGS } from "../../shared/queue/queues.js";
import { GSIS, PK, SK, TTL_ATTRIBUTE } from "../../shared/store/table-definition.js";
import { buildTestApp, syntheticRoutes, syntheticWorkers, XRAY_ACTIONS } from "./support.js";

// Six routes with distinct access plus fillers: as many routes as SPEC will have, so the resource budget shows.
const routes = syntheticRoutes(44);
const ALARM_EMAIL = "oncall@example.com";
const built = buildTestApp({ routes, workers: syntheticWorkers, context: { alarmEmail: ALARM_EMAIL } });
const assembly = built.app.synth(); // runs the cdk-nag AwsSolutions plugin: throws on any unacknowledged finding
const stateful = Template.fromJSON(assembly.getStackByName(built.stateful.stackName).template);
const stateless = Template.fromJSON(assembly.getStackByName(built.stateless.stackName).template);

type Statement = { Sid?: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, unknown> };

const logicalId = (fn: NodejsFunction) => Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
const routeFn = (id: string) => built.stateless.api.functions.get(id)!;
const workerFn = (id: string) => built.stateless.workers.functions.get(id)!;

/** Every statement of the policies attached to a function's role. */
function statementsOf(fn: NodejsFunction): Statement[] {
  const roleId = Stack.of(fn).getLogicalId(fn.role!.node.defaultChild as never);
  const policies = stateless.findResources("AWS::IAM::Policy", {
    Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) },
  });
  return Object.values(policies).flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}
const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
const allActions = (fn: NodejsFunction) => statementsOf(fn).flatMap(actionsOf);
const bySid = (fn: NodejsFunction, sid: string) => statementsOf(fn).find((s) => s.Sid === sid);
/** A cross-stack reference to the stateful resource whose export name contains the fragment. */
const importOf = (exportFragment: string) => ({ "Fn::ImportValue": Match.stringLikeRegexp(exportFragment) });
const importLike = (exportFragment: string) => ({ "Fn::ImportValue": expect.stringContaining(exportFragment) });

describe("stateful stack", () => {
  test("table: keys and GSIs from the table definition, TTL, PITR, customer-managed key, retained", () => {
    stateful.resourceCountIs("AWS::DynamoDB::Table", 1);
    const [table] = Object.values(stateful.findResources("AWS::DynamoDB::Table"));
    expect(table.DeletionPolicy).toBe("Retain");
    stateful.hasResourceProperties("AWS::DynamoDB::Table", {
      BillingMode: "PAY_PER_REQUEST",
      KeySchema: [
        { AttributeName: PK, KeyType: "HASH" },
        { AttributeName: SK, KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: GSIS.map((g) => ({
        IndexName: g.name,
        KeySchema: [
          { AttributeName: g.pk, KeyType: "HASH" },
          { AttributeName: g.sk, KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: g.projection },
      })),
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: {
        SSEEnabled: true,
        SSEType: "KMS",
        KMSMasterKeyId: { "Fn::GetAtt": [Match.stringLikeRegexp("^KeysTableKey"), "Arn"] },
      },
      DeletionProtectionEnabled: true,
    });
    const attrs = table.Properties.AttributeDefinitions.map((a: { AttributeName: string }) => a.AttributeName).sort();
    expect(attrs).toEqual([PK, SK, ...GSIS.flatMap((g) => [g.pk, g.sk])].sort());
  });

  test("three customer-managed keys, all rotating, retained", () => {
    const keys = stateful.findResources("AWS::KMS::Key");
    expect(Object.keys(keys).sort()).toEqual([
      expect.stringMatching(/^KeysCredentialsKey/),
      expect.stringMatching(/^KeysQueueKey/),
      expect.stringMatching(/^KeysTableKey/),
    ]);
    for (const key of Object.values(keys)) {
      expect(key.Properties.EnableKeyRotation).toBe(true);
      expect(key.DeletionPolicy).toBe("Retain");
    }
  });

  test("work queues: 14-day retention, visibility 6x their consumer's timeout (at least the setting)", () => {
    const timeoutOf = (queue: string) =>
      Math.max(...syntheticWorkers.map((w) => (w.kind === "queue" && w.queue === queue ? w.timeoutSeconds : 0)));
    for (const name of ["Analysis", "Delivery"] as const) {
      const queue = name.toLowerCase() as "analysis" | "delivery";
      const [q] = Object.entries(stateful.findResources("AWS::SQS::Queue")).filter(([id]) =>
        id.startsWith(`Work${name}Queue`),
      );
      expect(q[1].Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
      expect(q[1].Properties.VisibilityTimeout).toBe(
        Math.max(QUEUE_SETTINGS[queue].visibilityTimeoutSeconds, 6 * timeoutOf(queue)),
      );
      expect(q[1].Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeoutOf(queue));
    }
  });

  test("work queues: SSE-KMS, redrive to their own DLQ, TLS enforced", () => {
    const queues = stateful.findResources("AWS::SQS::Queue");
    expect(Object.keys(queues)).toHaveLength(6);
    for (const q of Object.values(queues)) {
      expect(q.Properties.KmsMasterKeyId).toEqual({ "Fn::GetAtt": [expect.stringMatching(/^KeysQueueKey/), "Arn"] });
    }
    for (const name of ["Analysis", "Delivery"] as const) {
      const settings = QUEUE_SETTINGS[name.toLowerCase() as "analysis" | "delivery"];
      stateful.hasResourceProperties("AWS::SQS::Queue", {
        RedrivePolicy: {
          deadLetterTargetArn: { "Fn::GetAtt": [Match.stringLikeRegexp(`^Work${name}DeadLetterQueue`), "Arn"] },
          maxReceiveCount: settings.maxReceiveCount,
        },
      });
    }
    const policies = stateful.findResources("AWS::SQS::QueuePolicy");
    expect(Object.keys(policies)).toHaveLength(6);
    for (const p of Object.values(policies)) {
      expect(p.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
      );
    }
  });
});

describe("stateless stack", () => {
  test("CORS: corsPreflight for the public-key methods, any origin by default, never with credentials", () => {
    stateless.hasResourceProperties("AWS::ApiGatewayV2::Api", {
      CorsConfiguration: {
        AllowOrigins: ["*"],
        AllowMethods: ["POST", "OPTIONS"],
        AllowHeaders: CORS_ALLOW_HEADERS,
        ExposeHeaders: CORS_EXPOSE_HEADERS,
        AllowCredentials: false,
        MaxAge: CORS_MAX_AGE_SECONDS,
      },
    });
  });

  test("every route of the table has its HTTP API route and its own function", () => {
    const apiRoutes = Object.values(stateless.findResources("AWS::ApiGatewayV2::Route")).map(
      (r) => r.Properties.RouteKey,
    );
    expect(apiRoutes.sort()).toEqual([...routes.map((r) => `${r.method} ${r.path}`), "$default"].sort());
    const fnIds = new Set(routes.map((r) => logicalId(routeFn(r.id))));
    expect(fnIds.size).toBe(routes.length);
    for (const r of routes) {
      const fnId = logicalId(routeFn(r.id));
      stateless.hasResourceProperties("AWS::ApiGatewayV2::Integration", {
        IntegrationType: "AWS_PROXY",
        IntegrationUri: { "Fn::GetAtt": [fnId, "Arn"] },
        PayloadFormatVersion: "2.0", // the event shape the local HTTP adapter builds
      });
    }
    // Plus the $default not-found function.
    stateless.resourceCountIs("AWS::Lambda::Function", routes.length + syntheticWorkers.length + 1);
  });

  test("$default: any other method and path goes to the not-found function, which may touch nothing", () => {
    const notFound = built.stateless.api.notFound;
    const [route] = Object.values(
      stateless.findResources("AWS::ApiGatewayV2::Route", { Properties: { RouteKey: "$default" } }),
    );
    expect(route).toBeDefined();
    const target = route.Properties.Target["Fn::Join"][1][1].Ref as string;
    const [integration] = Object.entries(stateless.findResources("AWS::ApiGatewayV2::Integration")).filter(
      ([id]) => id === target,
    );
    expect(integration[1].Properties).toMatchObject({
      IntegrationType: "AWS_PROXY",
      IntegrationUri: { "Fn::GetAtt": [logicalId(notFound), "Arn"] },
      PayloadFormatVersion: "2.0",
    });
    expect([...built.stateless.api.functions.values()]).not.toContain(notFound);
    // Only its own log group and its traces: no table, queue or key.
    expect(allActions(notFound).every((a) => a.startsWith("logs:") || XRAY_ACTIONS.includes(a))).toBe(true);
    const fn = stateless.findResources("AWS::Lambda::Function")[logicalId(notFound)];
    expect(fn.Properties.Description).toMatch(/^\$default/);
  });

  test("functions: nodejs22.x on arm64 with the runtime environment and Powertools settings", () => {
    const fns = Object.values(stateless.findResources("AWS::Lambda::Function"));
    for (const fn of fns) {
      expect(fn.Properties).toMatchObject({
        Runtime: "nodejs22.x",
        Architectures: ["arm64"],
        Handler: "index.handler",
      });
      expect(fn.Properties.Environment.Variables).toMatchObject({
        LOGDX_RUNTIME: "aws",
        LOGDX_TABLE_NAME: importLike("DataTable"),
        LOGDX_ANALYSIS_QUEUE_URL: importLike("WorkAnalysisQueue"),
        LOGDX_DELIVERY_QUEUE_URL: importLike("WorkDeliveryQueue"),
        LOGDX_WATCHDOG_QUEUE_URL: importLike("WorkWatchdogQueue"),
        LOGDX_KMS_KEY_ID: importLike("KeysCredentialsKey"),
        LOGDX_ALLOW_PRIVATE_NETWORK: "false",
        POWERTOOLS_SERVICE_NAME: "logdx",
        POWERTOOLS_METRICS_NAMESPACE: "logdx",
        POWERTOOLS_LOGGER_LOG_EVENT: "false",
      });
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
      expect(fn.Properties.LoggingConfig.LogGroup).toEqual({ Ref: expect.stringMatching(/Logs/) });
    }
  });

  test("stage: access logs without headers, throttling, the URL as an output", () => {
    stateless.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      StageName: "$default",
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp("requestId") },
    });
    const [stage] = Object.values(stateless.findResources("AWS::ApiGatewayV2::Stage"));
    expect(stage.Properties.AccessLogSettings.Format).not.toMatch(/header|authorization|querystring/i);
    stateless.hasOutput("ApiUrl", {});
  });

  test("queue workers report partial batch failures, with a ceiling on their concurrency", () => {
    for (const w of syntheticWorkers) {
      if (w.kind !== "queue") continue;
      stateless.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
        FunctionName: { Ref: logicalId(workerFn(w.id)) },
        BatchSize: w.batchSize,
        FunctionResponseTypes: ["ReportBatchItemFailures"],
        ScalingConfig: { MaximumConcurrency: QUEUE_WORKER_MAX_CONCURRENCY },
        EventSourceArn: importOf(w.queue === "analysis" ? "WorkAnalysisQueue" : "WorkDeliveryQueue"),
      });
    }
    stateless.resourceCountIs("AWS::Lambda::EventSourceMapping", 2);
  });

  // Against the synthetic worker list; test/infra/route-table.test.ts checks the real app's schedules.
  test("a scheduled worker is invoked on its expression by EventBridge Scheduler with an invoke-only role", () => {
    const fnId = logicalId(workerFn("watchdog.dispatch"));
    stateless.hasResourceProperties("AWS::Scheduler::Schedule", {
      ScheduleExpression: "rate(1 minute)",
      State: "ENABLED",
      Target: { Arn: { "Fn::GetAtt": [fnId, "Arn"] }, RetryPolicy: { MaximumRetryAttempts: 0 } },
    });
    const roles = stateless.findResources("AWS::IAM::Role", {
      Properties: { AssumeRolePolicyDocument: { Statement: [{ Principal: { Service: "scheduler.amazonaws.com" } }] } },
    });
    expect(Object.keys(roles)).toHaveLength(1);
    stateless.hasResourceProperties("AWS::IAM::Policy", {
      Roles: [{ Ref: Object.keys(roles)[0] }],
      PolicyDocument: {
        Statement: [{ Action: "lambda:InvokeFunction", Effect: "Allow", Resource: { "Fn::GetAtt": [fnId, "Arn"] } }],
      },
    });
  });

  test("alarms: each dead-letter queue, errors and throttles of every function", () => {
    for (const name of ["Analysis", "Delivery"]) {
      stateless.hasResourceProperties("AWS::CloudWatch::Alarm", {
        MetricName: "ApproximateNumberOfMessagesVisible",
        Namespace: "AWS/SQS",
        Dimensions: [{ Name: "QueueName", Value: importOf(`Work${name}DeadLetterQueue`) }],
        Threshold: 1,
      });
    }
    const alarmed = { Errors: new Set<string>(), Throttles: new Set<string>() };
    for (const alarm of Object.values(stateless.findResources("AWS::CloudWatch::Alarm"))) {
      for (const m of alarm.Properties.Metrics ?? []) {
        const stat = m.MetricStat?.Metric;
        if (stat?.Namespace === "AWS/Lambda") {
          alarmed[stat.MetricName as "Errors" | "Throttles"].add(stat.Dimensions[0].Value.Ref);
        }
      }
    }
    const all = [...built.stateless.api.allFunctions, ...built.stateless.workers.functions.values()].map(logicalId);
    expect(all).toContain(logicalId(built.stateless.api.notFound));
    expect([...alarmed.Errors].sort()).toEqual([...all].sort());
    expect([...alarmed.Throttles].sort()).toEqual([...all].sort());
  });

  test("alarms: each work queue's oldest-message age", () => {
    for (const name of ["Analysis", "Delivery"]) {
      stateless.hasResourceProperties("AWS::CloudWatch::Alarm", {
        MetricName: "ApproximateAgeOfOldestMessage",
        Namespace: "AWS/SQS",
        Dimensions: [{ Name: "QueueName", Value: importOf(`Work${name}Queue`) }],
        Threshold: 3600,
      });
    }
  });

  test("every alarm notifies the alarm topic (KMS-encrypted, TLS-only), with the alarmEmail subscriber", () => {
    const topics = stateless.findResources("AWS::SNS::Topic");
    expect(Object.keys(topics)).toHaveLength(1);
    const [topicId, topic] = Object.entries(topics)[0];
    expect(topic.Properties.KmsMasterKeyId).toEqual({ "Fn::GetAtt": [expect.stringMatching(/^AlarmTopicKey/), "Arn"] });
    const alarms = Object.values(stateless.findResources("AWS::CloudWatch::Alarm"));
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
    stateless.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "email",
      Endpoint: ALARM_EMAIL,
      TopicArn: { Ref: topicId },
    });
    stateless.hasResourceProperties("AWS::SNS::TopicPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
        ]),
      },
    });
    stateless.hasResourceProperties("AWS::KMS::Key", {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: "cloudwatch.amazonaws.com" }, Effect: "Allow" }),
        ]),
      },
    });
  });

  test("stays inside CloudFormation's 500-resource limit with a SPEC-sized route table", () => {
    const count = Object.keys(assembly.getStackByName(built.stateless.stackName).template.Resources).length;
    expect(routes.length).toBe(50);
    expect(count).toBeLessThan(450);
  });
});

describe("least privilege", () => {
  test("no role has a managed policy and no statement has a wildcard resource", () => {
    for (const role of Object.values(stateless.findResources("AWS::IAM::Role"))) {
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
    for (const t of [stateful, stateless]) {
      for (const policy of Object.values(t.findResources("AWS::IAM::Policy"))) {
        for (const s of policy.Properties.PolicyDocument.Statement as Statement[]) {
          if (actionsOf(s).every((a) => XRAY_ACTIONS.includes(a))) continue; // no resource to name (tracing.test.ts)
          expect(JSON.stringify(s.Resource)).not.toMatch(/\*/);
          for (const a of actionsOf(s)) expect(a).not.toMatch(/\*/);
        }
      }
    }
  });

  test("a read route reads the table and may only bump its rate-window item", () => {
    const fn = routeFn("projects.list");
    const actions = allActions(fn);
    expect(actions).toEqual(expect.arrayContaining(["dynamodb:GetItem", "dynamodb:Query"]));
    for (const a of ["dynamodb:PutItem", "dynamodb:DeleteItem", "dynamodb:BatchWriteItem", "sqs:SendMessage"]) {
      expect(actions).not.toContain(a);
    }
    expect(bySid(fn, "TableRateWindow")).toMatchObject({
      Action: "dynamodb:UpdateItem",
      Condition: { "ForAllValues:StringEquals": { "dynamodb:Attributes": [PK, SK, "hits", TTL_ATTRIBUTE] } },
    });
    expect(bySid(fn, "CredentialsKey")).toBeUndefined();
    expect(bySid(fn, "TableKey")?.Action).toEqual(["kms:Decrypt", "kms:DescribeKey"]);
  });

  test("a route sends only to the queues it declares", () => {
    const send = bySid(routeFn("analyses.create"), "QueueSend");
    expect(send).toMatchObject({ Resource: importLike("WorkAnalysisQueue") });
    expect([...((send?.Action ?? []) as string[])].sort()).toEqual(["sqs:GetQueueAttributes", "sqs:SendMessage"]);
    expect(bySid(routeFn("projects.create"), "QueueSend")).toBeUndefined();
  });

  test("credentials key: encrypt-only and decrypt-only routes get exactly that, bound to the encryption context", () => {
    const enc = bySid(routeFn("log-sources.create"), "CredentialsKey");
    expect(enc).toMatchObject({ Action: "kms:GenerateDataKey", Resource: importLike("KeysCredentialsKey") });
    expect(enc?.Condition).toMatchObject({
      "ForAllValues:StringEquals": { "kms:EncryptionContextKeys": ["tenantId", "resource"] },
      Null: { "kms:EncryptionContext:tenantId": "false", "kms:EncryptionContext:resource": "false" },
    });
    expect(bySid(routeFn("log-sources.test"), "CredentialsKey")).toMatchObject({ Action: "kms:Decrypt" });
    // Only the credentials statements may touch the credentials key.
    for (const fn of built.stateless.api.functions.values()) {
      for (const s of statementsOf(fn)) {
        if (JSON.stringify(s.Resource).includes("KeysCredentialsKey")) expect(s.Sid).toBe("CredentialsKey");
      }
    }
  });

  test("a queue worker consumes its own queue only", () => {
    const fn = workerFn("delivery.worker");
    const consume = statementsOf(fn).find((s) => actionsOf(s).includes("sqs:ReceiveMessage"));
    expect(consume?.Resource).toEqual(importLike("WorkDeliveryQueue"));
    expect(allActions(fn)).not.toContain("sqs:SendMessage");
  });
});
