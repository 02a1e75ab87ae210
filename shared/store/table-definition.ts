// The single-table design as data: local mode creates the table from it, CDK builds the real one from it.
import type { CreateTableCommandInput } from "@aws-sdk/client-dynamodb";

export const TABLE_BASE_NAME = "logdx";
export const PK = "pk";
export const SK = "sk";
/** Epoch seconds; DynamoDB TTL deletes late, so readers also filter expired items in code. */
export const TTL_ATTRIBUTE = "expiresAt";

export interface GsiDefinition {
  name: string;
  pk: string;
  sk: string;
  projection: "ALL" | "KEYS_ONLY";
}

/** Lookups by a globally unique token that arrives without a tenant (API key hash → key item). */
export const GSI_LOOKUP: GsiDefinition = { name: "gsi1", pk: "gsi1pk", sk: "gsi1sk", projection: "ALL" };
/** Sparse, time-ordered work index across tenants (due watchdog rules, unfinished analyses): pk = bucket, sk = ISO time. */
export const GSI_SCHEDULE: GsiDefinition = { name: "gsi2", pk: "gsi2pk", sk: "gsi2sk", projection: "ALL" };

export const GSIS: readonly GsiDefinition[] = [GSI_LOOKUP, GSI_SCHEDULE];

/** All key attributes are strings. */
export const KEY_ATTRIBUTES: readonly string[] = [PK, SK, ...GSIS.flatMap((g) => [g.pk, g.sk])];

export function createTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST",
    AttributeDefinitions: KEY_ATTRIBUTES.map((AttributeName) => ({ AttributeName, AttributeType: "S" })),
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
  };
}
