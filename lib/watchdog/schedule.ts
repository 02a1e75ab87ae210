// The watchdog tick: EventBridge Scheduler invokes a scheduled worker (the watchdog dispatcher) on its expression.
// Our own target and role: the stock LambdaInvoke target also grants invoking every version (`<arn>:*`).
import { Aws } from "aws-cdk-lib";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import {
  type IScheduleTarget,
  Schedule,
  ScheduleExpression,
  type ScheduleTargetConfig,
} from "aws-cdk-lib/aws-scheduler";
import { Construct } from "constructs";

export class WorkerSchedule extends Construct {
  readonly schedule: Schedule;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: { fn: IFunction; expression: string; description: string }) {
    super(scope, id);
    this.role = new Role(this, "Role", {
      assumedBy: new ServicePrincipal("scheduler.amazonaws.com", {
        conditions: { StringEquals: { "aws:SourceAccount": Aws.ACCOUNT_ID } },
      }),
    });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: [props.fn.functionArn] }),
    );
    const target: IScheduleTarget = {
      bind: (): ScheduleTargetConfig => ({
        arn: props.fn.functionArn,
        role: this.role,
        // A missed tick is superseded by the next one: no retries, no backlog.
        retryPolicy: { maximumRetryAttempts: 0, maximumEventAgeInSeconds: 60 },
      }),
    };
    this.schedule = new Schedule(this, "Schedule", {
      description: props.description,
      schedule: ScheduleExpression.expression(props.expression),
      target,
    });
  }
}
