import type { ApiKey, KeyKind } from "../domain/api-key.schema.js";
import type { Permission } from "../domain/api-key-vocabulary.js";
import { AppError } from "../domain/errors.js";
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from "./dynamodb/commands.js";
import { keys, tenantPk } from "./keys.js";
import { oldestFirst, queryAll } from "./query-all.js";
import type { Store } from "./store.js";
import { GSI_LOOKUP } from "./table-definition.js";
import type { TransactStep } from "./transact.js";

export interface ApiKeyRecord extends ApiKey {
  tenantId: string;
  keyHash: string;
  legacy: boolean;
}

export const keyRecordOf = (item: Record<string, unknown>): ApiKeyRecord => ({
  id: item.id as string,
  tenantId: item.tenantId as string,
  kind: item.kind as KeyKind,
  name: item.name as string,
  projectId: (item.projectId as string | null) ?? null,
  permissions: (item.permissions as Permission[]) ?? [],
  hint: item.hint as string,
  createdAt: item.createdAt as string,
  expiresAt: (item.keyExpiresAt as string | null) ?? null,
  revokedAt: (item.revokedAt as string | null) ?? null,
  keyHash: item.keyHash as string,
  legacy: Boolean(item.legacy),
});

export const publicKeyView = (r: ApiKeyRecord): ApiKey => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  projectId: r.projectId,
  permissions: r.permissions,
  hint: r.hint,
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  revokedAt: r.revokedAt,
});

function item(r: ApiKeyRecord) {
  // The key's own expiry is not the TTL attribute: an expired key must keep answering API_KEY_EXPIRED.
  const { expiresAt, revokedAt, ...rest } = r;
  return {
    ...keys.apiKey(r.tenantId, r.id),
    ...keys.apiKeyLookup(r.keyHash),
    type: "apiKey",
    ...rest,
    keyExpiresAt: expiresAt,
    // Absent until revoked: revocation is conditional on attribute_not_exists(revokedAt).
    ...(revokedAt ? { revokedAt } : {}),
  };
}

export function putApiKeyStep(store: Store, r: ApiKeyRecord): TransactStep {
  return {
    item: { Put: { TableName: store.tableName, Item: item(r), ConditionExpression: "attribute_not_exists(pk)" } },
  };
}

export async function putApiKey(store: Store, r: ApiKeyRecord): Promise<void> {
  await store.doc.send(
    new PutCommand({ TableName: store.tableName, Item: item(r), ConditionExpression: "attribute_not_exists(pk)" }),
  );
}

/** Auth's lookup by the hash of the presented key (the GSI is the only way in without a tenant). */
export async function findApiKeyByHash(store: Store, keyHash: string): Promise<ApiKeyRecord | undefined> {
  const lookup = keys.apiKeyLookup(keyHash);
  const out = await store.doc.send(
    new QueryCommand({
      TableName: store.tableName,
      IndexName: GSI_LOOKUP.name,
      KeyConditionExpression: "#pk = :pk AND #sk = :sk",
      ExpressionAttributeNames: { "#pk": GSI_LOOKUP.pk, "#sk": GSI_LOOKUP.sk },
      ExpressionAttributeValues: { ":pk": lookup[GSI_LOOKUP.pk], ":sk": lookup[GSI_LOOKUP.sk] },
      Limit: 1,
    }),
  );
  const found = out.Items?.[0];
  return found ? keyRecordOf(found) : undefined;
}

export async function listApiKeys(store: Store, tenantId: string): Promise<ApiKeyRecord[]> {
  return oldestFirst((await queryAll(store, tenantPk(tenantId), keys.apiKeyPrefix)).map(keyRecordOf));
}

export type RevokeOutcome = { state: "revoked"; key: ApiKeyRecord } | { state: "missing" } | { state: "already" };

/**
 * A transaction step revoking one key unless it already is (no condition, so a key revoked meanwhile
 * cannot cancel the transaction it belongs to).
 */
export function revokeApiKeyStep(store: Store, tenantId: string, keyId: string, now: Date): TransactStep {
  return {
    item: {
      Update: {
        TableName: store.tableName,
        Key: keys.apiKey(tenantId, keyId),
        UpdateExpression: "SET revokedAt = if_not_exists(revokedAt, :now)",
        // an update creates a missing item: never a stub key
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":now": now.toISOString() },
      },
    },
    onConditionFailed: () => AppError.conflict("The project's API keys changed during the delete; retry it"),
  };
}

export async function revokeApiKey(store: Store, tenantId: string, keyId: string, now: Date): Promise<RevokeOutcome> {
  try {
    const out = await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: keys.apiKey(tenantId, keyId),
        UpdateExpression: "SET revokedAt = :now",
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(revokedAt)",
        ExpressionAttributeValues: { ":now": now.toISOString() },
        ReturnValues: "ALL_NEW",
        ReturnValuesOnConditionCheckFailure: "ALL_OLD",
      }),
    );
    return { state: "revoked", key: keyRecordOf(out.Attributes ?? {}) };
  } catch (err) {
    const e = err as { name?: string; Item?: Record<string, unknown> };
    if (e.name === "ConditionalCheckFailedException") return e.Item ? { state: "already" } : { state: "missing" };
    throw err;
  }
}

/** Removes a key's item outright (revocation keeps it): what an operator's clean-up or a lost item leaves. */
export async function deleteApiKeyItem(store: Store, tenantId: string, keyId: string): Promise<void> {
  await store.doc.send(new DeleteCommand({ TableName: store.tableName, Key: keys.apiKey(tenantId, keyId) }));
}
