// The two single-item calls every repository makes: read one item by key (strongly consistent) and write one whole.
import { GetCommand, PutCommand } from "./dynamodb/commands.js";
import type { ItemKey } from "./keys.js";
import type { Store } from "./store.js";

/** The item, or undefined when there is none. */
export async function getItem(store: Store, key: ItemKey): Promise<Record<string, unknown> | undefined> {
  const out = await store.doc.send(new GetCommand({ TableName: store.tableName, Key: key, ConsistentRead: true }));
  return out.Item;
}

/** Writes the item whole, replacing any with its key. */
export async function putItem(store: Store, item: ItemKey & Record<string, unknown>): Promise<void> {
  await store.doc.send(new PutCommand({ TableName: store.tableName, Item: item }));
}
