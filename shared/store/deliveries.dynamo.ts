// Delivery bookkeeping in the project partition:
//   DELIVERY#<dedupId>#<channelId>  the claim of one (event, channel) pair: how many attempts have been started, so a
//                                   redelivered message never sends an attempt twice (see analyses/fanout.ts)
//   DLVATT#<channelId>#<at>#<deliveryId>#<nn>  one record per attempt, listed newest first per channel
import type { DeliveryAttempt } from "../domain/notification.schema.js";
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from "./dynamodb/commands.js";
import { putItem } from "./items.js";
import { keys, projectPk } from "./keys.js";
import type { Store } from "./store.js";
import { conditionally } from "./transact.js";

/** Claims and attempt records outlive the dead-letter queue's 14 days and the API's 30-day window. */
const KEEP_SECONDS = 30 * 86400;
export const ATTEMPT_KIND = "DLVATT";

export interface ClaimRef {
  tenantId: string;
  projectId: string;
  dedupId: string;
  channelId: string;
}

const claimKey = (r: ClaimRef) => keys.projectChild(r.tenantId, r.projectId, "DELIVERY", `${r.dedupId}#${r.channelId}`);
const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + KEEP_SECONDS;

/** Takes attempt `n` of the pair: false when it (or a later one) was already started. */
export function claimAttempt(store: Store, ref: ClaimRef, n: number, now: Date): Promise<boolean> {
  if (n === 1) {
    return conditionally(() =>
      store.doc.send(
        new PutCommand({
          TableName: store.tableName,
          Item: { ...claimKey(ref), entity: "deliveryClaim", started: 1, expiresAt: expiresAt(now) },
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      ),
    );
  }
  return conditionally(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: claimKey(ref),
        UpdateExpression: "SET started = :n",
        ConditionExpression: "started = :prev",
        ExpressionAttributeValues: { ":n": n, ":prev": n - 1 },
      }),
    ),
  );
}

/** Gives attempt `n` back when it could not be made for a reason of ours, so the redelivered message makes it. */
export async function releaseAttempt(store: Store, ref: ClaimRef, n: number): Promise<void> {
  await conditionally(() =>
    store.doc.send(
      n === 1
        ? new DeleteCommand({
            TableName: store.tableName,
            Key: claimKey(ref),
            ConditionExpression: "started = :n",
            ExpressionAttributeValues: { ":n": 1 },
          })
        : new UpdateCommand({
            TableName: store.tableName,
            Key: claimKey(ref),
            UpdateExpression: "SET started = :prev",
            ConditionExpression: "started = :n",
            ExpressionAttributeValues: { ":n": n, ":prev": n - 1 },
          }),
    ),
  );
}

const attemptSk = (a: DeliveryAttempt) =>
  `${ATTEMPT_KIND}#${a.channelId}#${a.createdAt}#${a.deliveryId}#${String(a.attempt).padStart(2, "0")}`;

export async function putAttempt(
  store: Store,
  ref: { tenantId: string; projectId: string },
  attempt: DeliveryAttempt,
  now: Date,
): Promise<void> {
  await putItem(store, {
    pk: projectPk(ref.tenantId, ref.projectId),
    sk: attemptSk(attempt),
    entity: "deliveryAttempt",
    ...attempt,
    expiresAt: expiresAt(now),
  });
}

const ATTEMPT_FIELDS = [
  "id",
  "deliveryId",
  "channelId",
  "event",
  "attempt",
  "status",
  "willRetry",
  "nextAttemptAt",
  "responseStatus",
  "error",
  "durationMs",
  "analysisId",
  "createdAt",
] as const;

function toAttempt(item: Record<string, unknown>): DeliveryAttempt {
  const out: Record<string, unknown> = {};
  for (const f of ATTEMPT_FIELDS) if (item[f] !== undefined) out[f] = item[f];
  return out as DeliveryAttempt;
}

/** A channel's attempts, newest first; `afterSk` continues after that item. */
export async function listAttempts(
  store: Store,
  ref: { tenantId: string; projectId: string; channelId: string },
  opts: { limit: number; afterSk?: string; now: Date },
): Promise<{ items: DeliveryAttempt[]; lastSk?: string; more: boolean }> {
  const pk = projectPk(ref.tenantId, ref.projectId);
  const out = await store.doc.send(
    new QueryCommand({
      TableName: store.tableName,
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :p)",
      ExpressionAttributeValues: { ":pk": pk, ":p": attemptPrefix(ref.channelId) },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: opts.limit + 1,
      ExclusiveStartKey: opts.afterSk ? { pk, sk: opts.afterSk } : undefined,
    }),
  );
  const nowSeconds = opts.now.getTime() / 1000;
  const items = out.Items ?? [];
  const page = items.slice(0, opts.limit);
  return {
    // No emulator expires TTL items: the expired ones are left out here.
    items: page.filter((it) => typeof it.expiresAt !== "number" || it.expiresAt > nowSeconds).map(toAttempt),
    lastSk: page.length ? (page[page.length - 1].sk as string) : undefined,
    more: items.length > opts.limit,
  };
}

export const attemptPrefix = (channelId: string) => `${ATTEMPT_KIND}#${channelId}#`;
