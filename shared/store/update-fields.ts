// A conditional "SET the given fields + updatedAt" on one existing item: the update every mutable aggregate shares.
import { UpdateCommand } from "./dynamodb/commands.js";
import type { ItemKey } from "./keys.js";
import type { Store } from "./store.js";
import { ifConditionHolds } from "./transact.js";

/** Sets every defined field; the new item, or undefined when it does not exist (or `condition` refused). */
export async function updateFields(
  store: Store,
  key: ItemKey,
  changes: object,
  now: Date,
  condition = "attribute_exists(pk)",
): Promise<Record<string, unknown> | undefined> {
  const sets = ["updatedAt = :now"];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ":now": now.toISOString() };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) continue;
    sets.push(`#${k} = :${k}`);
    names[`#${k}`] = k;
    values[`:${k}`] = v;
  }
  const out = await ifConditionHolds(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: key,
        UpdateExpression: `SET ${sets.join(", ")}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: values,
        ReturnValues: "ALL_NEW",
      }),
    ),
  );
  return out?.Attributes;
}
