// Customer-managed KMS keys: one for the table, one for the queues, one for tenants' credentials (envelope
// encryption in shared/crypto). Separate keys so a function can read the table without being able to open secrets.
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { Key } from "aws-cdk-lib/aws-kms";
import { Construct } from "constructs";

export class LogdxKeys extends Construct {
  readonly tableKey: Key;
  readonly queueKey: Key;
  readonly credentialsKey: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const key = (name: string, description: string) =>
      new Key(this, name, {
        description,
        enableKeyRotation: true,
        rotationPeriod: Duration.days(365),
        removalPolicy: RemovalPolicy.RETAIN,
      });
    this.tableKey = key("TableKey", "logdx: DynamoDB table encryption");
    this.queueKey = key("QueueKey", "logdx: SQS work queue encryption");
    this.credentialsKey = key("CredentialsKey", "logdx: envelope encryption of tenant credentials");
  }
}
