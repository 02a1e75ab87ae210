// Idempotency records: the storage hooks only; the rules (fingerprint, expiry, waiting) live in shared/http/idempotency.ts.
import { DeleteCommand, PutCommand, UpdateCommand } from "./dynamodb/commands.js";
import { getItem } from "./items.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";
import { conditionally, isConditionFailed } from "./transact.js";

export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface IdempotencyRecord {
  fingerprint: string;
  status: "IN_PROGRESS" | "COMPLETED";
  /** Epoch ms after which an IN_PROGRESS record is abandoned (its request died). */
  inProgressUntil: number;
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: number;
  lockToken: string;
  response?: StoredResponse;
}

export interface IdempotencyKeyRef {
  tenantId: string;
  apiKeyId: string;
  keyHash: string;
}

const key = (r: IdempotencyKeyRef) => keys.idempotency(r.tenantId, r.apiKeyId, r.keyHash);

/** Conditional put: takes the key when it is free, expired or abandoned; else returns the record that holds it. */
export async function acquireIdempotency(
  store: Store,
  ref: IdempotencyKeyRef,
  record: IdempotencyRecord,
  now: Date,
): Promise<{ acquired: true } | { acquired: false; existing: IdempotencyRecord | undefined }> {
  try {
    await store.doc.send(
      new PutCommand({
        TableName: store.tableName,
        Item: { ...key(ref), type: "idempotency", ...record },
        ConditionExpression:
          "attribute_not_exists(pk) OR expiresAt <= :nowS OR (#status = :inProgress AND inProgressUntil < :nowMs)",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":nowS": Math.floor(now.getTime() / 1000),
          ":nowMs": now.getTime(),
          ":inProgress": "IN_PROGRESS",
        },
      }),
    );
    return { acquired: true };
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    return { acquired: false, existing: await getIdempotency(store, ref) };
  }
}

export async function getIdempotency(store: Store, ref: IdempotencyKeyRef): Promise<IdempotencyRecord | undefined> {
  const item = await getItem(store, key(ref));
  return item as IdempotencyRecord | undefined;
}

export async function completeIdempotency(
  store: Store,
  ref: IdempotencyKeyRef,
  lockToken: string,
  response: StoredResponse,
  expiresAt: number,
): Promise<void> {
  await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: key(ref),
      UpdateExpression: "SET #status = :done, #response = :resp, expiresAt = :exp",
      ConditionExpression: "lockToken = :t",
      ExpressionAttributeNames: { "#status": "status", "#response": "response" },
      ExpressionAttributeValues: { ":done": "COMPLETED", ":resp": response, ":exp": expiresAt, ":t": lockToken },
    }),
  );
}

/** Deletes only the record this request took. */
export async function releaseIdempotency(store: Store, ref: IdempotencyKeyRef, lockToken: string): Promise<void> {
  await conditionally(() =>
    store.doc.send(
      new DeleteCommand({
        TableName: store.tableName,
        Key: key(ref),
        ConditionExpression: "lockToken = :t",
        ExpressionAttributeValues: { ":t": lockToken },
      }),
    ),
  );
}
