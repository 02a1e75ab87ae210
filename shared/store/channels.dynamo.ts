// Notification channels, in the project partition (CHANNEL#<id>), credentials only as an encrypted blob; the
// project's notification settings beside them (NOTIFYSETTINGS#default).
import type { EncryptedBlob } from "../crypto/crypto.port.js";
import type { ChannelSeverity, ChannelType } from "../domain/notification-vocabulary.js";
import { getItem, putItem } from "./items.js";
import { keys } from "./keys.js";
import { deleteExistingStep, getProjectChild, listProjectChildren } from "./project-children.dynamo.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";
import { updateFields } from "./update-fields.js";

export const CHANNEL_KIND = "CHANNEL";

export interface ChannelRecord {
  id: string;
  tenantId: string;
  projectId: string;
  type: ChannelType;
  name: string;
  severityThreshold: ChannelSeverity;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  credentials: EncryptedBlob;
}

export type ChannelChanges = Partial<Pick<ChannelRecord, "name" | "severityThreshold" | "isActive" | "credentials">>;

const itemKey = (tenantId: string, projectId: string, id: string) =>
  keys.projectChild(tenantId, projectId, CHANNEL_KIND, id);
const settingsKey = (tenantId: string, projectId: string) =>
  keys.projectChild(tenantId, projectId, "NOTIFYSETTINGS", "default");

function toRecord(item: Record<string, unknown>): ChannelRecord {
  return {
    id: item.id as string,
    tenantId: item.tenantId as string,
    projectId: item.projectId as string,
    type: item.channelType as ChannelType,
    name: item.name as string,
    severityThreshold: item.severityThreshold as ChannelSeverity,
    isActive: item.isActive !== false,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    credentials: item.credentials as EncryptedBlob,
  };
}

export function putChannelStep(store: Store, r: ChannelRecord): TransactStep {
  const { type, ...rest } = r;
  const Item = { ...itemKey(r.tenantId, r.projectId, r.id), entity: "channel", channelType: type, ...rest };
  return { item: { Put: { TableName: store.tableName, Item, ConditionExpression: "attribute_not_exists(pk)" } } };
}

export const getChannel = (store: Store, tenantId: string, projectId: string, id: string) =>
  getProjectChild(store, itemKey(tenantId, projectId, id), toRecord);

/** Oldest first. */
export const listChannels = (store: Store, tenantId: string, projectId: string): Promise<ChannelRecord[]> =>
  listProjectChildren(store, { tenantId, projectId, kind: CHANNEL_KIND }, toRecord);

/** Sets the given fields; undefined when the channel is gone. */
export async function updateChannel(
  store: Store,
  ref: { tenantId: string; projectId: string; id: string },
  changes: ChannelChanges,
  now: Date,
): Promise<ChannelRecord | undefined> {
  const item = await updateFields(store, itemKey(ref.tenantId, ref.projectId, ref.id), changes, now);
  return item ? toRecord(item) : undefined;
}

export const deleteChannelStep = (store: Store, tenantId: string, projectId: string, id: string): TransactStep =>
  deleteExistingStep(store, itemKey(tenantId, projectId, id));

export async function getDefaultSeverity(
  store: Store,
  tenantId: string,
  projectId: string,
): Promise<ChannelSeverity | undefined> {
  const item = await getItem(store, settingsKey(tenantId, projectId));
  return item?.defaultSeverity as ChannelSeverity | undefined;
}

export async function putDefaultSeverity(
  store: Store,
  tenantId: string,
  projectId: string,
  severity: ChannelSeverity,
  now: Date,
): Promise<void> {
  await putItem(store, {
    ...settingsKey(tenantId, projectId),
    entity: "notificationSettings",
    defaultSeverity: severity,
    updatedAt: now.toISOString(),
  });
}
