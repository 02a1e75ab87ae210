// The "every item of one partition under a sort-key prefix" query, page by page, strongly consistent: how each
// aggregate lists what a tenant or a project owns.
import { QueryCommand } from "./dynamodb/commands.js";
import type { Store } from "./store.js";

export async function queryAll(store: Store, pk: string, skPrefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await store.doc.send(
      new QueryCommand({
        TableName: store.tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :p)",
        ExpressionAttributeValues: { ":pk": pk, ":p": skPrefix },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The order every list answers in: oldest first, ties by id. */
export const oldestFirst = <R extends { createdAt: string; id: string }>(records: R[]): R[] =>
  records.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
