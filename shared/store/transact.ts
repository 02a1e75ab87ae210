// TransactWriteItems with per-item failure mapping: a cancelled condition becomes the AppError its item names.

import type { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import type { AppError } from "../domain/errors.js";
import { type TransactItem, TransactWriteCommand } from "./dynamodb/commands.js";
import type { Store } from "./store.js";

export type { TransactItem };

export interface TransactStep {
  item: TransactItem;
  /** The error to answer when this item's condition fails. */
  onConditionFailed?: () => AppError;
}

export async function transact(store: Store, steps: TransactStep[]): Promise<void> {
  try {
    await store.doc.send(new TransactWriteCommand({ TransactItems: steps.map((s) => s.item) }));
  } catch (err) {
    if ((err as { name?: string }).name === "TransactionCanceledException") {
      const reasons = (err as TransactionCanceledException).CancellationReasons ?? [];
      for (let i = 0; i < reasons.length; i++) {
        if (reasons[i]?.Code === "ConditionalCheckFailed") {
          const mapped = steps[i]?.onConditionFailed?.();
          if (mapped) throw mapped;
        }
      }
    }
    throw err;
  }
}

export const isConditionFailed = (err: unknown) =>
  (err as { name?: string } | null)?.name === "ConditionalCheckFailedException";

/** Runs a conditional write: true when it was made, false when its condition refused it (an answer, not an error). */
export async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  return (await ifConditionHolds(write)) !== undefined;
}

/** A conditional write's output, or undefined when its condition refused it. */
export async function ifConditionHolds<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}
