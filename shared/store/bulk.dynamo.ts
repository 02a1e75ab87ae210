// Cascades: delete every item of a partition (or a prefix of it), 25 at a time; and the whole table read back.
import { BatchWriteCommand, QueryCommand, ScanCommand } from "./dynamodb/commands.js";
import type { Store } from "./store.js";

async function deleteMatching(store: Store, pk: string, prefix?: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const out = await store.doc.send(
      new QueryCommand({
        TableName: store.tableName,
        KeyConditionExpression: prefix ? "pk = :pk AND begins_with(sk, :p)" : "pk = :pk",
        ExpressionAttributeValues: prefix ? { ":pk": pk, ":p": prefix } : { ":pk": pk },
        ProjectionExpression: "pk, sk",
        ConsistentRead: true,
        Limit: 100,
      }),
    );
    const items = out.Items ?? [];
    if (items.length === 0) return deleted;
    for (let i = 0; i < items.length; i += 25) {
      let requests = items.slice(i, i + 25).map((it) => ({ DeleteRequest: { Key: { pk: it.pk, sk: it.sk } } }));
      for (let attempt = 0; requests.length > 0 && attempt < 8; attempt++) {
        const res = await store.doc.send(new BatchWriteCommand({ RequestItems: { [store.tableName]: requests } }));
        requests = (res.UnprocessedItems?.[store.tableName] as typeof requests | undefined) ?? [];
        if (requests.length) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      }
    }
    deleted += items.length;
  }
}

export const deletePartition = (store: Store, pk: string) => deleteMatching(store, pk);
export const deleteByPrefix = (store: Store, pk: string, skPrefix: string) => deleteMatching(store, pk, skPrefix);

/** Every item of the table, all pages: for checks over everything at rest (that no secret is stored in plaintext). */
export async function scanTable(store: Store): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await store.doc.send(
      new ScanCommand({ TableName: store.tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}
