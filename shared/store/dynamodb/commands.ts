// The DynamoDB operations the store uses, as commands in the document (native JavaScript value) shape that
// lib-dynamodb's commands take. Only the input and output types come from the SDK; nothing of it loads at run time.
import type { CreateTableCommandInput, DescribeTableCommandOutput } from "@aws-sdk/client-dynamodb";
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from "@aws-sdk/lib-dynamodb";

/** The operation's name in the DynamoDB JSON protocol (the `X-Amz-Target` suffix). */
export type Operation =
  | "GetItem"
  | "PutItem"
  | "UpdateItem"
  | "DeleteItem"
  | "Query"
  | "Scan"
  | "BatchGetItem"
  | "BatchWriteItem"
  | "TransactWriteItems"
  | "DescribeTable"
  | "CreateTable";

/** The SDK's output types without its `$metadata`, which this client does not produce. */
type Output<T> = Omit<T, "$metadata">;

export abstract class Command<In extends object, Out> {
  abstract readonly operation: Operation;
  /** Carries the output type for `send`; never set. */
  declare readonly _output?: Out;
  constructor(readonly input: In) {}
}

export type OutputOf<C> = C extends Command<object, infer Out> ? Out : never;
export type AnyCommand = Command<object, unknown>;

export class GetCommand extends Command<GetCommandInput, Output<GetCommandOutput>> {
  readonly operation = "GetItem";
}
export class PutCommand extends Command<PutCommandInput, Output<PutCommandOutput>> {
  readonly operation = "PutItem";
}
export class UpdateCommand extends Command<UpdateCommandInput, Output<UpdateCommandOutput>> {
  readonly operation = "UpdateItem";
}
export class DeleteCommand extends Command<DeleteCommandInput, Output<DeleteCommandOutput>> {
  readonly operation = "DeleteItem";
}
export class QueryCommand extends Command<QueryCommandInput, Output<QueryCommandOutput>> {
  readonly operation = "Query";
}
export class ScanCommand extends Command<ScanCommandInput, Output<ScanCommandOutput>> {
  readonly operation = "Scan";
}
export class BatchGetCommand extends Command<BatchGetCommandInput, Output<BatchGetCommandOutput>> {
  readonly operation = "BatchGetItem";
}
export class BatchWriteCommand extends Command<BatchWriteCommandInput, Output<BatchWriteCommandOutput>> {
  readonly operation = "BatchWriteItem";
}
export class TransactWriteCommand extends Command<TransactWriteCommandInput, Output<TransactWriteCommandOutput>> {
  readonly operation = "TransactWriteItems";
}
export class DescribeTableCommand extends Command<{ TableName: string }, Output<DescribeTableCommandOutput>> {
  readonly operation = "DescribeTable";
}
export class CreateTableCommand extends Command<CreateTableCommandInput, unknown> {
  readonly operation = "CreateTable";
}

export type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];
