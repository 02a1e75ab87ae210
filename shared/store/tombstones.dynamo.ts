// Deleted resources leave a tombstone for 30 days: 410 GONE instead of 404 NOT_FOUND.

import { AppError } from "../domain/errors.js";
import { getItem } from "./items.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";

export const TOMBSTONE_SECONDS = 30 * 86400;

export function tombstoneStep(
  store: Store,
  tenantId: string,
  kind: string,
  id: string,
  now: Date,
  extra: Record<string, string> = {},
): TransactStep {
  return {
    item: {
      Put: {
        TableName: store.tableName,
        Item: {
          ...extra,
          ...keys.tombstone(tenantId, kind, id),
          kind,
          id,
          deletedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + TOMBSTONE_SECONDS,
        },
      },
    },
  };
}

export async function isTombstoned(store: Store, tenantId: string, kind: string, id: string, now: Date) {
  const item = await getItem(store, keys.tombstone(tenantId, kind, id));
  const exp = item?.expiresAt;
  return typeof exp === "number" && exp > now.getTime() / 1000;
}

/** The error for an id that is not live in the tenant: 410 when it was deleted recently, else 404. */
export async function missingError(store: Store, tenantId: string, kind: string, id: string, now: Date, label: string) {
  return (await isTombstoned(store, tenantId, kind, id, now)) ? AppError.gone(label) : AppError.notFound(label);
}
