// The schedule index (GSI_SCHEDULE): items carry a sparse `DUE#<bucket>` entry, keyed "<ISO time>#<id>", while
// work on them is owed. This reads a bucket's entries due at a time, oldest first, page by page.
import { QueryCommand } from "./dynamodb/commands.js";
import type { Store } from "./store.js";
import { GSI_SCHEDULE } from "./table-definition.js";

/**
 * Items of `bucket` due at or before `now` (all of them with `now` undefined), oldest first: up to `limit` of those
 * `keep` accepts.
 */
export async function listDue<T>(
  store: Store,
  bucket: string,
  now: Date | undefined,
  limit: number,
  keep: (item: Record<string, unknown>) => T | undefined,
): Promise<T[]> {
  const out: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await store.doc.send(
      new QueryCommand({
        TableName: store.tableName,
        IndexName: GSI_SCHEDULE.name,
        KeyConditionExpression: now ? "#g = :b AND #gs <= :now" : "#g = :b",
        ExpressionAttributeNames: now ? { "#g": GSI_SCHEDULE.pk, "#gs": GSI_SCHEDULE.sk } : { "#g": GSI_SCHEDULE.pk },
        ExpressionAttributeValues: {
          ":b": `DUE#${bucket}`,
          // sk is "<ISO>#<id>": "~" sorts after "#", so every entry of this instant is included
          ...(now ? { ":now": `${now.toISOString()}~` } : {}),
        },
        Limit: Math.min(100, limit - out.length),
        ExclusiveStartKey: start,
      }),
    );
    for (const it of page.Items ?? []) {
      const kept = keep(it);
      if (kept !== undefined) out.push(kept);
    }
    start = page.LastEvaluatedKey;
  } while (start && out.length < limit);
  return out;
}
