// What every project-owned aggregate (log sources, repos, channels) shares: the check that its project exists in
// the create transaction, reading one by key, and listing all of one kind in the project partition, oldest first.
import { AppError } from "../domain/errors.js";
import { getItem } from "./items.js";
import { type ItemKey, keys, projectPk } from "./keys.js";
import { oldestFirst, queryAll } from "./query-all.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";

/** A transaction step that fails the create with 404 when the project is gone. */
export function projectExistsStep(store: Store, tenantId: string, projectId: string): TransactStep {
  return {
    item: {
      ConditionCheck: {
        TableName: store.tableName,
        Key: keys.project(tenantId, projectId),
        ConditionExpression: "attribute_exists(pk)",
      },
    },
    onConditionFailed: () => AppError.notFound("Project"),
  };
}

/** Every item `<kind>#…` of the project, as records, oldest first (ties by id). */
export async function listProjectChildren<R extends { createdAt: string; id: string }>(
  store: Store,
  ref: { tenantId: string; projectId: string; kind: string },
  toRecord: (item: Record<string, unknown>) => R,
): Promise<R[]> {
  const items = await queryAll(store, projectPk(ref.tenantId, ref.projectId), `${ref.kind}#`);
  return oldestFirst(items.map(toRecord));
}

/** One item by key (strongly consistent), as a record; undefined when absent. */
export async function getProjectChild<R>(
  store: Store,
  key: ItemKey,
  toRecord: (item: Record<string, unknown>) => R,
): Promise<R | undefined> {
  const item = await getItem(store, key);
  return item ? toRecord(item) : undefined;
}

/** A transaction step deleting one item that must still exist. */
export function deleteExistingStep(store: Store, key: ItemKey): TransactStep {
  return { item: { Delete: { TableName: store.tableName, Key: key, ConditionExpression: "attribute_exists(pk)" } } };
}
