import { AppError } from "../domain/errors.js";
import type { AccessList, Project } from "../domain/project.schema.js";
import { deleteByPrefix, deletePartition } from "./bulk.dynamo.js";
import { getItem, putItem } from "./items.js";
import { keys, projectPk, tenantPk } from "./keys.js";
import { projectExistsStep } from "./project-children.dynamo.js";
import { oldestFirst, queryAll } from "./query-all.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";
import { updateFields } from "./update-fields.js";

/** A project as stored; isDefault is derived from the tenant's defaultProjectId (one source of truth). */
export type ProjectRecord = Omit<Project, "isDefault">;

export const toProject = (r: ProjectRecord, defaultProjectId: string): Project => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description ?? null,
  isDefault: r.id === defaultProjectId,
  llmContext: r.llmContext ?? null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const toRecord = (item: Record<string, unknown>): ProjectRecord => ({
  id: item.id as string,
  name: item.name as string,
  slug: item.slug as string,
  description: (item.description as string | null) ?? null,
  llmContext: (item.llmContext as string | null) ?? null,
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
});

export async function getProject(store: Store, tenantId: string, projectId: string) {
  const item = await getItem(store, keys.project(tenantId, projectId));
  return item ? toRecord(item) : undefined;
}

export async function listProjects(store: Store, tenantId: string): Promise<ProjectRecord[]> {
  return oldestFirst((await queryAll(store, tenantPk(tenantId), keys.projectPrefix)).map(toRecord));
}

export async function projectIdBySlug(store: Store, tenantId: string, slug: string) {
  const item = await getItem(store, keys.projectSlug(tenantId, slug));
  return item?.projectId as string | undefined;
}

/** Project item + slug claim: the slug item's condition makes slugs unique within the tenant. */
export function createProjectSteps(
  store: Store,
  tenantId: string,
  p: ProjectRecord,
): { project: TransactStep; slug: TransactStep } {
  return {
    project: {
      item: {
        Put: {
          TableName: store.tableName,
          Item: { ...keys.project(tenantId, p.id), type: "project", tenantId, ...p },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    },
    slug: {
      item: {
        Put: {
          TableName: store.tableName,
          Item: { ...keys.projectSlug(tenantId, p.slug), type: "slug", projectId: p.id },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    },
  };
}

export function deleteProjectSteps(store: Store, tenantId: string, p: ProjectRecord): TransactStep[] {
  return [
    {
      item: {
        Delete: {
          TableName: store.tableName,
          Key: keys.project(tenantId, p.id),
          ConditionExpression: "attribute_exists(pk)",
        },
      },
    },
    { item: { Delete: { TableName: store.tableName, Key: keys.projectSlug(tenantId, p.slug) } } },
    { item: { Delete: { TableName: store.tableName, Key: keys.accessList(tenantId, p.id) } } },
  ];
}

export interface ProjectChanges {
  name?: string;
  description?: string | null;
  llmContext?: string | null;
}

export async function updateProject(
  store: Store,
  tenantId: string,
  projectId: string,
  changes: ProjectChanges,
  now: Date,
): Promise<ProjectRecord | undefined> {
  const item = await updateFields(store, keys.project(tenantId, projectId), changes, now);
  return item ? toRecord(item) : undefined;
}

/** Moves the default: one conditional write on the tenant item, guarded by the project still existing. */
export function setDefaultProjectSteps(store: Store, tenantId: string, projectId: string, now: Date): TransactStep[] {
  return [
    projectExistsStep(store, tenantId, projectId),
    {
      item: {
        Update: {
          TableName: store.tableName,
          Key: keys.tenant(tenantId),
          UpdateExpression: "SET defaultProjectId = :p, updatedAt = :now",
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeValues: { ":p": projectId, ":now": now.toISOString() },
        },
      },
    },
  ];
}

/** Refuses (409) a transaction that would delete the tenant's default project. */
export function notDefaultProjectStep(store: Store, tenantId: string, projectId: string): TransactStep {
  return {
    item: {
      ConditionCheck: {
        TableName: store.tableName,
        Key: keys.tenant(tenantId),
        ConditionExpression: "defaultProjectId <> :p",
        ExpressionAttributeValues: { ":p": projectId },
      },
    },
    onConditionFailed: () =>
      AppError.conflict("The default project cannot be deleted; make another project the default first"),
  };
}

/** Drops every item of the project's partition and its quota counters (idempotent: a cascade may rerun it). */
export async function purgeProjectItems(store: Store, tenantId: string, projectId: string): Promise<void> {
  await deletePartition(store, projectPk(tenantId, projectId));
  await deleteByPrefix(store, tenantPk(tenantId), keys.quotaScopePrefix(projectId));
}

export async function getAccessList(store: Store, tenantId: string, projectId: string): Promise<AccessList> {
  const item = await getItem(store, keys.accessList(tenantId, projectId));
  return { users: (item?.users as AccessList["users"] | undefined) ?? [] };
}

export async function putAccessList(store: Store, tenantId: string, projectId: string, list: AccessList, now: Date) {
  await putItem(store, {
    ...keys.accessList(tenantId, projectId),
    type: "accessList",
    users: list.users,
    updatedAt: now.toISOString(),
  });
}
