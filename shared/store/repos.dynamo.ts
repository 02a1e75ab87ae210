// Repo items in the project partition (REPO#<id>), plus one REPOURL#<hash> claim per URL so a repo is added once.

import type { EncryptedBlob } from "../crypto/crypto.port.js";
import type { RepoProvider } from "../domain/repo.schema.js";
import { keys } from "./keys.js";
import { deleteExistingStep, getProjectChild, listProjectChildren } from "./project-children.dynamo.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";

const KIND = "REPO";
const URL_KIND = "REPOURL";

export interface RepoRecord {
  id: string;
  tenantId: string;
  projectId: string;
  provider: RepoProvider;
  url: string;
  /** Hash of the normalised URL: the uniqueness claim's id. */
  urlKey: string;
  name: string;
  defaultBranch: string | null;
  credentials?: EncryptedBlob;
  createdAt: string;
  updatedAt: string;
}

const itemKey = (tenantId: string, projectId: string, id: string) => keys.projectChild(tenantId, projectId, KIND, id);
const urlClaimKey = (tenantId: string, projectId: string, urlKey: string) =>
  keys.projectChild(tenantId, projectId, URL_KIND, urlKey);

function toRecord(item: Record<string, unknown>): RepoRecord {
  return {
    id: item.id as string,
    tenantId: item.tenantId as string,
    projectId: item.projectId as string,
    provider: item.provider as RepoProvider,
    url: item.url as string,
    urlKey: item.urlKey as string,
    name: item.name as string,
    defaultBranch: (item.defaultBranch as string | null | undefined) ?? null,
    credentials: item.credentials as EncryptedBlob | undefined,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

/** The repo item and its URL claim; the claim's condition is what refuses a second repo with the same URL. */
export function putRepoSteps(store: Store, r: RepoRecord): { repo: TransactStep; urlClaim: TransactStep } {
  return {
    repo: {
      item: {
        Put: {
          TableName: store.tableName,
          Item: { ...itemKey(r.tenantId, r.projectId, r.id), entity: "repo", ...r },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    },
    urlClaim: {
      item: {
        Put: {
          TableName: store.tableName,
          Item: { ...urlClaimKey(r.tenantId, r.projectId, r.urlKey), entity: "repoUrl", repoId: r.id },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    },
  };
}

export const getRepo = (store: Store, tenantId: string, projectId: string, id: string) =>
  getProjectChild(store, itemKey(tenantId, projectId, id), toRecord);

export const listRepos = (store: Store, tenantId: string, projectId: string): Promise<RepoRecord[]> =>
  listProjectChildren(store, { tenantId, projectId, kind: KIND }, toRecord);

export function deleteRepoSteps(store: Store, r: RepoRecord): TransactStep[] {
  return [
    deleteExistingStep(store, itemKey(r.tenantId, r.projectId, r.id)),
    { item: { Delete: { TableName: store.tableName, Key: urlClaimKey(r.tenantId, r.projectId, r.urlKey) } } },
  ];
}
