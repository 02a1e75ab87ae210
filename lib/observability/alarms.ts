// Alarms: any message in a dead-letter queue, a work queue's oldest message waiting too long (a missing, failing or
// saturated consumer), and function errors and throttles, each notifying the alarm topic. Function alarms are grouped
// ten functions to an alarm (the most metrics an alarm's math may use) to keep the stack under CloudFormation's
// 500-resource limit as the route table grows.
import { Duration } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";

export const FUNCTIONS_PER_ALARM = 10;
const PERIOD = Duration.minutes(5);
/** An analysis runs at most 15 minutes; a message an hour old means nothing is consuming its queue fast enough. */
export const OLDEST_MESSAGE_AGE_THRESHOLD = Duration.hours(1);

export interface LogdxAlarmsProps {
  functions: readonly IFunction[];
  workQueues: Record<string, IQueue>;
  deadLetterQueues: Record<string, IQueue>;
  /** Every alarm's (and its recovery's) action. */
  topic: ITopic;
}

export class LogdxAlarms extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: LogdxAlarmsProps) {
    super(scope, id);
    for (const [name, dlq] of Object.entries(props.deadLetterQueues)) {
      const pascal = name[0].toUpperCase() + name.slice(1);
      this.alarms.push(
        new Alarm(this, `${pascal}DeadLetters`, {
          alarmDescription: `logdx: messages in the ${name} dead-letter queue`,
          metric: dlq.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: "Maximum" }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    for (const [name, queue] of Object.entries(props.workQueues)) {
      const pascal = name[0].toUpperCase() + name.slice(1);
      this.alarms.push(
        new Alarm(this, `${pascal}OldestMessageAge`, {
          alarmDescription: `logdx: the oldest message of the ${name} queue has waited over ${OLDEST_MESSAGE_AGE_THRESHOLD.toHumanString()}`,
          metric: queue.metricApproximateAgeOfOldestMessage({ period: PERIOD, statistic: "Maximum" }),
          threshold: OLDEST_MESSAGE_AGE_THRESHOLD.toSeconds(),
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    for (let i = 0; i < props.functions.length; i += FUNCTIONS_PER_ALARM) {
      const group = props.functions.slice(i, i + FUNCTIONS_PER_ALARM);
      const n = i / FUNCTIONS_PER_ALARM + 1;
      this.alarms.push(
        this.groupAlarm(`FunctionErrors${n}`, "errors", group, (f) => f.metricErrors({ period: PERIOD })),
        this.groupAlarm(`FunctionThrottles${n}`, "throttles", group, (f) => f.metricThrottles({ period: PERIOD })),
      );
    }
    const action = new SnsAction(props.topic);
    for (const alarm of this.alarms) {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
    }
  }

  private groupAlarm(
    id: string,
    what: string,
    group: readonly IFunction[],
    metricOf: (f: IFunction) => ReturnType<IFunction["metricErrors"]>,
  ): Alarm {
    const usingMetrics = Object.fromEntries(group.map((f, i) => [`m${i}`, metricOf(f)]));
    return new Alarm(this, id, {
      alarmDescription: `logdx: Lambda ${what} in function group ${id.replace(/\D+/g, "")}`,
      metric: new MathExpression({ expression: "SUM(METRICS())", usingMetrics, period: PERIOD, label: what }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
