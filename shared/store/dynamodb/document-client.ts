// A DynamoDB document client: `send(new GetCommand({...}))` as with lib-dynamodb, over the JSON protocol directly.
// Why not the SDK: @aws-sdk/client-dynamodb with lib-dynamodb costs ~85 ms of every function's cold start
// (measured with `npm run bench:bundles`); this client with its signer and marshaller costs a few.
import { randomUUID } from "node:crypto";
import type { AnyCommand, OutputOf } from "./commands.js";
import { DynamoDbError } from "./errors.js";
import { createJsonRpc, type JsonRpcOptions } from "./json-rpc.js";
import { marshalInput, toWireJson, unmarshalErrorItems, unmarshalOutput } from "./marshalling.js";

export class DocumentClient {
  private readonly rpc;

  constructor(opts: JsonRpcOptions) {
    this.rpc = createJsonRpc(opts);
  }

  async send<C extends AnyCommand>(command: C): Promise<OutputOf<C>> {
    let input = command.input as Record<string, unknown>;
    // As the SDK does: one idempotency token per call, so a retry after a lost reply is not applied twice (its own
    // conditions would then fail a transaction that did commit).
    if (command.operation === "TransactWriteItems" && input.ClientRequestToken === undefined) {
      input = { ...input, ClientRequestToken: randomUUID() };
    }
    const body = toWireJson(marshalInput(command.operation, input));
    try {
      const out = await this.rpc.call(command.operation, body);
      return unmarshalOutput(command.operation, out) as OutputOf<C>;
    } catch (err) {
      if (err instanceof DynamoDbError) {
        Object.assign(err, unmarshalErrorItems({ Item: err.Item, CancellationReasons: err.CancellationReasons }));
      }
      throw err;
    }
  }

  /** Closes the kept-alive connections. */
  destroy(): void {
    this.rpc.destroy();
  }
}
