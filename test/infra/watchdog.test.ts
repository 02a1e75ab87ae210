// The watchdog's deployment from the real worker list: the dispatcher on a one-minute EventBridge schedule with
// read-only table access and send on the watchdog queue only, the check worker consuming that queue; cdk-nag clean.
import { Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import type { CfnFunction } from "aws-cdk-lib/aws-lambda";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { workers } from "../../shared/workers.js";
import { buildTestApp } from "./support.js";

const built = buildTestApp({ routes: [], workers });
const assembly = built.app.synth(); // cdk-nag's AwsSolutions pack: throws on any unacknowledged finding
const stateless = Template.fromJSON(assembly.getStackByName(built.stateless.stackName).template);
const workerFn = (id: string) => built.stateless.workers.functions.get(id) as NodejsFunction;
const logicalId = (fn: NodejsFunction) => Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);

type Statement = { Action: string | string[]; Resource: unknown };
function statementsOf(fn: NodejsFunction): Statement[] {
  const roleId = Stack.of(fn).getLogicalId(fn.role?.node.defaultChild as never);
  const policies = stateless.findResources("AWS::IAM::Policy", {
    Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) },
  });
  return Object.values(policies).flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}
const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

test("the dispatcher runs every minute from EventBridge Scheduler", () => {
  stateless.hasResourceProperties("AWS::Scheduler::Schedule", {
    ScheduleExpression: "rate(1 minute)",
    Target: Match.objectLike({ Arn: { "Fn::GetAtt": [logicalId(workerFn("watchdog.dispatcher")), "Arn"] } }),
  });
});

test("the dispatcher reads the table and sends to the watchdog queue, nothing more", () => {
  const statements = statementsOf(workerFn("watchdog.dispatcher"));
  const actions = statements.flatMap(actionsOf);
  // (a "read" function's UpdateItem is the rate-window one, limited to those attributes)
  expect(actions.filter((a) => /dynamodb:(PutItem|DeleteItem|BatchWriteItem)/.test(a))).toEqual([]);
  expect(JSON.stringify(statements.map((s) => s.Resource))).not.toContain("KeysCredentialsKey");
  const send = statements.filter((s) => actionsOf(s).includes("sqs:SendMessage"));
  expect(JSON.stringify(send.map((s) => s.Resource))).toContain("WorkWatchdogQueue");
  expect(JSON.stringify(send.map((s) => s.Resource))).not.toMatch(/WorkAnalysisQueue|WorkDeliveryQueue/);
});

test("the check worker consumes the watchdog queue", () => {
  stateless.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
    FunctionName: { Ref: logicalId(workerFn("watchdog.worker")) },
    EventSourceArn: { "Fn::ImportValue": Match.stringLikeRegexp("WorkWatchdogQueue") },
  });
  const consume = statementsOf(workerFn("watchdog.worker")).find((s) => actionsOf(s).includes("sqs:ReceiveMessage"));
  expect(JSON.stringify(consume?.Resource)).toContain("WorkWatchdogQueue");
});
