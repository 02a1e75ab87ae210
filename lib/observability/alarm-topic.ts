// Where every alarm goes: one SNS topic, encrypted with its own customer-managed key (CloudWatch may use it to
// publish), TLS-only, with an optional email subscriber from the `alarmEmail` context.
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Key } from "aws-cdk-lib/aws-kms";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { Construct } from "constructs";

export class AlarmTopic extends Construct {
  readonly topic: Topic;
  readonly key: Key;

  constructor(scope: Construct, id: string, props: { email?: string }) {
    super(scope, id);
    this.key = new Key(this, "Key", {
      description: "logdx: alarm topic encryption",
      enableKeyRotation: true,
      rotationPeriod: Duration.days(365),
      // Nothing is stored under it: alarm notifications are delivered, not kept.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // CloudWatch alarms publish to an encrypted topic only if they may use its key.
    this.key.grant(new ServicePrincipal("cloudwatch.amazonaws.com"), "kms:Decrypt", "kms:GenerateDataKey*");
    this.topic = new Topic(this, "Topic", {
      displayName: "logdx alarms",
      masterKey: this.key,
      enforceSSL: true,
    });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
  }
}
