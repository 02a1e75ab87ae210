// Auth's read: the presented key and its tenant in one strongly consistent BatchGetItem.
// The hash of a key names one key item for good (ids are never reused), so where that item lives is remembered per
// store; only the lookup index (eventually consistent) is skipped, never the item: a revocation, an expiry or a
// tenant's billing change counts on the very next request.
import type { KeyKind } from "../domain/api-key-vocabulary.js";
import type { Tenant } from "../domain/tenant.schema.js";
import { type ApiKeyRecord, findApiKeyByHash, keyRecordOf } from "./api-keys.dynamo.js";
import { coalescing } from "./coalesce.js";
import { BatchGetCommand, GetCommand } from "./dynamodb/commands.js";
import { type ItemKey, keys } from "./keys.js";
import type { Store } from "./store.js";
import { toTenant } from "./tenants.dynamo.js";

export interface KeyLocation {
  tenantId: string;
  keyId: string;
  kind: KeyKind;
}

export interface KeyWithTenant {
  key: ApiKeyRecord;
  /** Undefined when the tenant item is gone. */
  tenant: Tenant | undefined;
}

const MAX_REMEMBERED = 10_000;
const locations = new WeakMap<Store, Map<string, KeyLocation>>();

function remembered(store: Store): Map<string, KeyLocation> {
  let map = locations.get(store);
  if (!map) {
    map = new Map();
    locations.set(store, map);
  }
  return map;
}

/** Where the key of this hash lives (and its kind), if a request has found it already: lets auth start reads early. */
export const knownKeyLocation = (store: Store, keyHash: string) => locations.get(store)?.get(keyHash);

/** Concurrent requests with one key share a read (shared/store/coalesce.ts), each with its own copy of the result. */
const joinedRead = coalescing(async (store: Store, at: KeyLocation & { keyHash: string }, callers: number) => {
  const found = await readKeyAndTenant(store, at, at.keyHash);
  return Array.from({ length: callers }, (_, i) => (i === 0 || !found ? found : structuredClone(found)));
});

export async function findApiKeyWithTenant(store: Store, keyHash: string): Promise<KeyWithTenant | undefined> {
  const known = knownKeyLocation(store, keyHash);
  if (known) {
    const found = await joinedRead(store, keyHash, { ...known, keyHash });
    if (found) return found;
    remembered(store).delete(keyHash);
  }
  const indexed = await findApiKeyByHash(store, keyHash);
  if (!indexed) return undefined;
  const location = { tenantId: indexed.tenantId, keyId: indexed.id, kind: indexed.kind };
  const found = await readKeyAndTenant(store, location, keyHash);
  if (!found) return undefined;
  const map = remembered(store);
  if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value as string);
  map.set(keyHash, location);
  return found;
}

async function readKeyAndTenant(store: Store, at: KeyLocation, keyHash: string): Promise<KeyWithTenant | undefined> {
  const keyKey = keys.apiKey(at.tenantId, at.keyId);
  const items = await batchGetConsistent(store, [keyKey, keys.tenant(at.tenantId)]);
  const keyItem = items.find((i) => i.sk === keyKey.sk);
  if (!keyItem || keyItem.keyHash !== keyHash) return undefined;
  const tenantItem = items.find((i) => i.sk !== keyKey.sk);
  return { key: keyRecordOf(keyItem), tenant: tenantItem ? toTenant(tenantItem) : undefined };
}

/** The items that exist among `wanted` (at most 100). Keys DynamoDB leaves unprocessed are read one by one. */
async function batchGetConsistent(store: Store, wanted: ItemKey[]): Promise<Record<string, unknown>[]> {
  const out = await store.doc.send(
    new BatchGetCommand({
      RequestItems: { [store.tableName]: { Keys: wanted, ConsistentRead: true } },
    }),
  );
  const items = [...(out.Responses?.[store.tableName] ?? [])];
  const left = out.UnprocessedKeys?.[store.tableName]?.Keys ?? [];
  const rest = await Promise.all(
    left.map((Key) => store.doc.send(new GetCommand({ TableName: store.tableName, Key, ConsistentRead: true }))),
  );
  for (const r of rest) if (r.Item) items.push(r.Item);
  return items;
}
