// The store port: a DynamoDB document client and the table it talks to (AWS or DynamoDB Local).
import { CreateTableCommand, DescribeTableCommand } from "./dynamodb/commands.js";
import { DocumentClient } from "./dynamodb/document-client.js";
import { createTableInput } from "./table-definition.js";

export interface Store {
  doc: DocumentClient;
  tableName: string;
}

export interface DynamoStoreOptions {
  tableName: string;
  region: string;
  /** DynamoDB Local endpoint; absent on AWS. */
  endpoint?: string;
}

export function createDynamoStore(opts: DynamoStoreOptions): Store {
  const doc = new DocumentClient({
    region: opts.region,
    ...(opts.endpoint
      ? { endpoint: opts.endpoint, credentials: { accessKeyId: "local", secretAccessKey: "local" } }
      : {}),
  });
  return { doc, tableName: opts.tableName };
}

/** Local mode: create the table when missing and wait until it is active. */
export async function ensureTable(store: Store): Promise<void> {
  const describe = async () => {
    try {
      const out = await store.doc.send(new DescribeTableCommand({ TableName: store.tableName }));
      return out.Table?.TableStatus ?? "UNKNOWN";
    } catch (err) {
      if ((err as { name?: string }).name === "ResourceNotFoundException") return "MISSING";
      throw err;
    }
  };
  let status = await describe();
  if (status === "MISSING") {
    try {
      await store.doc.send(new CreateTableCommand(createTableInput(store.tableName)));
    } catch (err) {
      if ((err as { name?: string }).name !== "ResourceInUseException") throw err;
    }
    status = await describe();
  }
  for (let i = 0; status !== "ACTIVE" && i < 100; i++) {
    await new Promise((r) => setTimeout(r, 50));
    status = await describe();
  }
}
