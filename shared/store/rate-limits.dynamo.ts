import { coalescing } from "./coalesce.js";
import { UpdateCommand } from "./dynamodb/commands.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";

export interface RateWindowRef {
  tenantId: string;
  keyId: string;
  category: string;
  windowStart: number;
  expiresAt: number;
}

/** One atomic ADD for every hit of the round; each hit gets the count it would have had alone. */
const joinedHit = coalescing(async (store: Store, w: RateWindowRef, hits: number) => {
  const out = await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: keys.rateWindow(w.tenantId, w.keyId, w.category, w.windowStart),
      UpdateExpression: "ADD hits :n SET expiresAt = :exp",
      ExpressionAttributeValues: { ":n": hits, ":exp": w.expiresAt },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  const total = Number(out.Attributes?.hits ?? hits);
  return Array.from({ length: hits }, (_, i) => total - hits + 1 + i);
});

/**
 * Counts one request in a fixed window with an atomic ADD and returns the window's count so far. Concurrent hits on
 * one window share an ADD (shared/store/coalesce.ts): an emulator writing to disk takes one item's writes one at a time.
 */
export function hitRateWindow(store: Store, w: RateWindowRef): Promise<number> {
  return joinedHit(store, `${w.tenantId}\n${w.keyId}\n${w.category}\n${w.windowStart}`, w);
}
