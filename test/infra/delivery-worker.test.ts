// The real delivery worker (shared/workers.ts) as `npm run synth` builds it with a mail sender: on its queue with
// partial batch responses, exactly the grants its access names (the queue, its DLQ, decrypt, SES), the API's
// address for links, its alarms; cdk-nag clean. No other worker and no notification route may send email.
import { Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import type { CfnFunction } from "aws-cdk-lib/aws-lambda";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { MAIL_FROM_CONTEXT } from "../../lib/app.js";
import { workers } from "../../shared/workers.js";
import { buildTestApp } from "./support.js";

const built = buildTestApp({ nag: true, context: { [MAIL_FROM_CONTEXT]: "alerts@example.com" } });
const assembly = built.app.synth(); // throws on any unacknowledged cdk-nag finding
const t = Template.fromJSON(assembly.getStackByName(built.stateless.stackName).template);
const logicalId = (fn: NodejsFunction) => Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
const worker = built.stateless.workers.functions.get("delivery.worker")!;

type Statement = { Sid?: string; Action: string | string[]; Resource: unknown };
function statementsOf(fn: NodejsFunction): Statement[] {
  const roleId = Stack.of(fn).getLogicalId(fn.role!.node.defaultChild as never);
  const policies = t.findResources("AWS::IAM::Policy", { Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) } });
  return Object.values(policies).flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}
const actions = (fn: NodejsFunction) =>
  statementsOf(fn).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
const importLike = (fragment: string) => ({ "Fn::ImportValue": expect.stringContaining(fragment) });

test("consumes the delivery queue with partial batch failures, on a small function", () => {
  const def = workers.find((w) => w.id === "delivery.worker");
  expect(def).toMatchObject({ kind: "queue", queue: "delivery" });
  t.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
    FunctionName: { Ref: logicalId(worker) },
    FunctionResponseTypes: ["ReportBatchItemFailures"],
    EventSourceArn: { "Fn::ImportValue": Match.stringLikeRegexp("WorkDeliveryQueue") },
  });
  const props = t.findResources("AWS::Lambda::Function")[logicalId(worker)].Properties;
  expect({ memory: props.MemorySize, timeout: props.Timeout }).toEqual({ memory: 512, timeout: 60 });
});

test("may send to its own queue (retries) and its dead-letter queue, decrypt credentials and send email", () => {
  const sids = Object.fromEntries(statementsOf(worker).map((s) => [s.Sid, s]));
  expect(sids.QueueSend).toMatchObject({ Resource: importLike("WorkDeliveryQueue") });
  expect(sids.DeadLetterSend).toMatchObject({
    Action: "sqs:SendMessage",
    Resource: importLike("WorkDeliveryDeadLetterQueue"),
  });
  expect(sids.CredentialsKey).toMatchObject({ Action: "kms:Decrypt" });
  expect(sids.SesSend).toMatchObject({ Action: "ses:SendEmail" });
  expect(actions(worker)).not.toContain("kms:GenerateDataKey*");
  expect(actions(worker).some((a) => a.startsWith("bedrock:"))).toBe(false);
  expect(JSON.stringify(sids.QueueSend.Resource)).not.toContain("WorkAnalysisQueue");
});

test("no other worker, and no notification route, may send email", () => {
  for (const [id, fn] of [...built.stateless.workers.functions, ...built.stateless.api.functions]) {
    if (id === "delivery.worker") continue;
    expect({ id, ses: actions(fn).filter((a) => a.startsWith("ses:")) }).toEqual({ id, ses: [] });
  }
});

test("knows its dead-letter queue and the API's address for links", () => {
  const vars = t.findResources("AWS::Lambda::Function")[logicalId(worker)].Properties.Environment.Variables;
  expect(vars.LOGDX_DELIVERY_DLQ_URL).toEqual(importLike("WorkDeliveryDeadLetterQueue"));
  expect(JSON.stringify(vars.LOGDX_PUBLIC_URL)).toContain("execute-api");
});

test("its errors and throttles are alarmed, beside the delivery queue's age and dead letters", () => {
  const alarmed = Object.values(t.findResources("AWS::CloudWatch::Alarm")).flatMap((a) =>
    (a.Properties.Metrics ?? [])
      .map((m: { MetricStat?: { Metric: { MetricName: string; Dimensions: Array<{ Value: { Ref?: string } }> } } }) =>
        m.MetricStat?.Metric.Dimensions[0]?.Value.Ref === logicalId(worker)
          ? m.MetricStat.Metric.MetricName
          : undefined,
      )
      .filter(Boolean),
  );
  expect(alarmed.sort()).toEqual(["Errors", "Throttles"]);
  for (const metric of ["ApproximateAgeOfOldestMessage", "ApproximateNumberOfMessagesVisible"]) {
    t.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: metric,
      Dimensions: [{ Name: "QueueName", Value: { "Fn::ImportValue": Match.stringLikeRegexp("WorkDelivery") } }],
    });
  }
});
