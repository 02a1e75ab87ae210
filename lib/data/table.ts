// The DynamoDB table, built from the single-table definition the store code uses (shared/store/table-definition.ts).
import { RemovalPolicy } from "aws-cdk-lib";
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from "aws-cdk-lib/aws-dynamodb";
import type { IKey } from "aws-cdk-lib/aws-kms";
import { Construct } from "constructs";
import { GSIS, PK, SK, TTL_ATTRIBUTE } from "../../shared/store/table-definition.js";

export class LogdxTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: { encryptionKey: IKey }) {
    super(scope, id);
    this.table = new Table(this, "Table", {
      partitionKey: { name: PK, type: AttributeType.STRING },
      sortKey: { name: SK, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: props.encryptionKey,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const gsi of GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.name,
        partitionKey: { name: gsi.pk, type: AttributeType.STRING },
        sortKey: { name: gsi.sk, type: AttributeType.STRING },
        projectionType: gsi.projection === "ALL" ? ProjectionType.ALL : ProjectionType.KEYS_ONLY,
      });
    }
  }
}
