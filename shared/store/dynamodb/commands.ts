// The DynamoDB operations the store uses, from the SDK: lib-dynamodb's document commands (native JavaScript values in
// and out) and the table commands of local mode. The one module the repositories import commands from.
import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";

export { CreateTableCommand, DescribeTableCommand } from "@aws-sdk/client-dynamodb";
export {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";

export type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];
