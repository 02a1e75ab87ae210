// Project deletes whose clean-up is still owed. The delete's tombstone carries a due entry on the schedule index
// until the cascade after the transaction has finished; the sweeper finishes the ones a failure cut short.
import { listDue } from "./due-entries.dynamo.js";
import { UpdateCommand } from "./dynamodb/commands.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";
import { GSI_SCHEDULE } from "./table-definition.js";
import { tombstoneStep } from "./tombstones.dynamo.js";
import type { TransactStep } from "./transact.js";

const CLEANUP_BUCKET = "CLEANUP";
const PROJECT_KIND = "project";

export interface PendingCleanup {
  tenantId: string;
  projectId: string;
  deletedAt: string;
}

/** The deleted project's tombstone, carrying the clean-up that falls due at `cleanupDueAt` unless cleared before. */
export function projectTombstoneStep(
  store: Store,
  tenantId: string,
  projectId: string,
  now: Date,
  cleanupDueAt: Date,
): TransactStep {
  return tombstoneStep(store, tenantId, PROJECT_KIND, projectId, now, {
    tenantId,
    ...keys.schedule(CLEANUP_BUCKET, cleanupDueAt.toISOString(), `${tenantId}#${projectId}`),
  });
}

export async function clearCleanup(store: Store, tenantId: string, projectId: string): Promise<void> {
  await store.doc
    .send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: keys.tombstone(tenantId, PROJECT_KIND, projectId),
        UpdateExpression: "REMOVE #g, #gs",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeNames: { "#g": GSI_SCHEDULE.pk, "#gs": GSI_SCHEDULE.sk },
      }),
    )
    .catch((err: { name?: string }) => {
      if (err.name !== "ConditionalCheckFailedException") throw err; // the tombstone expired: nothing is owed
    });
}

/** Puts an owed clean-up off until `dueAt` (after a failed attempt, so others due are not stuck behind it). */
export async function postponeCleanup(store: Store, tenantId: string, projectId: string, dueAt: Date): Promise<void> {
  const due = keys.schedule(CLEANUP_BUCKET, dueAt.toISOString(), `${tenantId}#${projectId}`);
  await store.doc
    .send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: keys.tombstone(tenantId, PROJECT_KIND, projectId),
        UpdateExpression: "SET #g = :g, #gs = :gs",
        ConditionExpression: "attribute_exists(#g)",
        ExpressionAttributeNames: { "#g": GSI_SCHEDULE.pk, "#gs": GSI_SCHEDULE.sk },
        ExpressionAttributeValues: { ":g": due[GSI_SCHEDULE.pk], ":gs": due[GSI_SCHEDULE.sk] },
      }),
    )
    .catch((err: { name?: string }) => {
      if (err.name !== "ConditionalCheckFailedException") throw err; // finished or expired meanwhile
    });
}

export function listDueCleanups(store: Store, now: Date, limit = 50): Promise<PendingCleanup[]> {
  return listDue(store, CLEANUP_BUCKET, now, limit, (it) =>
    it.kind === PROJECT_KIND && typeof it.tenantId === "string" && typeof it.id === "string"
      ? { tenantId: it.tenantId, projectId: it.id, deletedAt: String(it.deletedAt) }
      : undefined,
  );
}
