import { UpdateCommand } from "./dynamodb/commands.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";

/** Counts one request in a fixed window with an atomic ADD and returns the window's count so far. */
export async function hitRateWindow(
  store: Store,
  w: { tenantId: string; keyId: string; category: string; windowStart: number; expiresAt: number },
): Promise<number> {
  const out = await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: keys.rateWindow(w.tenantId, w.keyId, w.category, w.windowStart),
      UpdateExpression: "ADD hits :one SET expiresAt = :exp",
      ExpressionAttributeValues: { ":one": 1, ":exp": w.expiresAt },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  return Number(out.Attributes?.hits ?? 1);
}
