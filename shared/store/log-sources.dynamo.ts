// Log-source items, in the project partition (LOGSOURCE#<id>); credentials only as an encrypted blob.

import type { EncryptedBlob } from "../crypto/crypto.port.js";
import type { LogSourceType } from "../domain/log-source.schema.js";
import { keys } from "./keys.js";
import { deleteExistingStep, getProjectChild, listProjectChildren } from "./project-children.dynamo.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";
import { updateFields } from "./update-fields.js";

export const LOG_SOURCE_KIND = "LOGSOURCE";

export interface LogSourceRecord {
  id: string;
  tenantId: string;
  projectId: string;
  type: LogSourceType;
  name: string;
  sources: string[];
  region?: string;
  settings?: Record<string, string>;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  credentials: EncryptedBlob;
}

const itemKey = (tenantId: string, projectId: string, id: string) =>
  keys.projectChild(tenantId, projectId, LOG_SOURCE_KIND, id);

function toRecord(item: Record<string, unknown>): LogSourceRecord {
  return {
    id: item.id as string,
    tenantId: item.tenantId as string,
    projectId: item.projectId as string,
    type: item.logSourceType as LogSourceType,
    name: item.name as string,
    sources: (item.sources as string[] | undefined) ?? [],
    region: item.region as string | undefined,
    settings: item.settings as Record<string, string> | undefined,
    isActive: item.isActive !== false,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    credentials: item.credentials as EncryptedBlob,
  };
}

function toItem(r: LogSourceRecord): Record<string, unknown> {
  const { type, ...rest } = r;
  return { ...itemKey(r.tenantId, r.projectId, r.id), entity: "logSource", logSourceType: type, ...rest };
}

export function putLogSourceStep(store: Store, r: LogSourceRecord): TransactStep {
  return {
    item: {
      Put: { TableName: store.tableName, Item: toItem(r), ConditionExpression: "attribute_not_exists(pk)" },
    },
  };
}

export const getLogSource = (store: Store, tenantId: string, projectId: string, id: string) =>
  getProjectChild(store, itemKey(tenantId, projectId, id), toRecord);

export const listLogSources = (store: Store, tenantId: string, projectId: string): Promise<LogSourceRecord[]> =>
  listProjectChildren(store, { tenantId, projectId, kind: LOG_SOURCE_KIND }, toRecord);

export type LogSourceChanges = Partial<
  Pick<LogSourceRecord, "name" | "sources" | "region" | "settings" | "isActive" | "credentials">
>;

/** Sets the given fields; undefined when the item is gone. */
export async function updateLogSource(
  store: Store,
  tenantId: string,
  projectId: string,
  id: string,
  changes: LogSourceChanges,
  now: Date,
): Promise<LogSourceRecord | undefined> {
  const item = await updateFields(store, itemKey(tenantId, projectId, id), changes, now);
  return item ? toRecord(item) : undefined;
}

export const deleteLogSourceStep = (store: Store, tenantId: string, projectId: string, id: string): TransactStep =>
  deleteExistingStep(store, itemKey(tenantId, projectId, id));
