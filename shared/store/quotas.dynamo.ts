// Quota counters: one item per (tenant, scope, quota, period), changed with conditional ADDs so they never overshoot.

import { AppError } from "../domain/errors.js";
import { getItem } from "./items.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";

export interface QuotaCounterKey {
  tenantId: string;
  /** A project id for per-project quotas, "tenant" for tenant-wide ones. */
  scope: string;
  quota: string;
  /** "all" for standing counts, "YYYY-MM" for monthly ones. */
  period: string;
}

const key = (k: QuotaCounterKey) => keys.quota(k.tenantId, k.scope, k.quota, k.period);

/** +amount, refused (QUOTA_EXCEEDED) when it would pass the limit; limit null = count without a ceiling. */
export function consumeQuotaStep(store: Store, k: QuotaCounterKey, limit: number | null, amount = 1): TransactStep {
  const values: Record<string, unknown> = { ":n": amount, ":q": k.quota };
  let condition: string | undefined;
  if (limit !== null) {
    values[":max"] = limit - amount;
    values[":zero"] = 0;
    condition = "(attribute_not_exists(used) AND :zero <= :max) OR used <= :max";
  }
  return {
    item: {
      Update: {
        TableName: store.tableName,
        Key: key(k),
        UpdateExpression: "ADD used :n SET quota = :q",
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
      },
    },
    onConditionFailed: () =>
      new AppError("QUOTA_EXCEEDED", `Plan quota ${k.quota} reached (limit ${limit})`, { quota: k.quota, limit }),
  };
}

/** -amount, never below zero (a release without a consume is ignored by the condition). */
export function releaseQuotaStep(store: Store, k: QuotaCounterKey, amount = 1): TransactStep {
  return {
    item: {
      Update: {
        TableName: store.tableName,
        Key: key(k),
        UpdateExpression: "ADD used :neg",
        ConditionExpression: "used >= :n",
        ExpressionAttributeValues: { ":neg": -amount, ":n": amount },
      },
    },
  };
}

export async function quotaUsed(store: Store, k: QuotaCounterKey): Promise<number> {
  const item = await getItem(store, key(k));
  return typeof item?.used === "number" ? item.used : 0;
}
