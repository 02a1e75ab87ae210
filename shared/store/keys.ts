// Every pk/sk/GSI key of the table is built here. Every base-table key starts from the tenant.
import { GSI_LOOKUP, GSI_SCHEDULE } from "./table-definition.js";

export interface ItemKey {
  pk: string;
  sk: string;
}

export const tenantPk = (tenantId: string) => `T#${tenantId}`;
/** Partition holding every item that belongs to one project (log sources, channels, analyses, rules…). */
export const projectPk = (tenantId: string, projectId: string) => `T#${tenantId}#P#${projectId}`;

/** The start of every quota counter sort key of one scope (a project id, or "tenant"). */
const quotaScopePrefix = (scope: string) => `QUOTA#${scope}#`;

export const keys = {
  tenant: (tenantId: string): ItemKey => ({ pk: tenantPk(tenantId), sk: "TENANT" }),
  project: (tenantId: string, projectId: string): ItemKey => ({ pk: tenantPk(tenantId), sk: `PROJECT#${projectId}` }),
  projectPrefix: "PROJECT#",
  projectSlug: (tenantId: string, slug: string): ItemKey => ({ pk: tenantPk(tenantId), sk: `SLUG#${slug}` }),
  accessList: (tenantId: string, projectId: string): ItemKey => ({ pk: tenantPk(tenantId), sk: `ACCESS#${projectId}` }),
  apiKey: (tenantId: string, keyId: string): ItemKey => ({ pk: tenantPk(tenantId), sk: `APIKEY#${keyId}` }),
  apiKeyPrefix: "APIKEY#",
  /** GSI attributes that let auth find a key item by the hash of the presented key. */
  apiKeyLookup: (keyHash: string) => ({ [GSI_LOOKUP.pk]: `KEYHASH#${keyHash}`, [GSI_LOOKUP.sk]: "APIKEY" }),
  rateWindow: (tenantId: string, keyId: string, category: string, windowStart: number): ItemKey => ({
    pk: tenantPk(tenantId),
    sk: `RATE#${keyId}#${category}#${windowStart}`,
  }),
  idempotency: (tenantId: string, keyId: string, idempotencyKeyHash: string): ItemKey => ({
    pk: tenantPk(tenantId),
    sk: `IDEMP#${keyId}#${idempotencyKeyHash}`,
  }),
  /** A quota counter: scope is a project id for per-project quotas, "tenant" for tenant-wide ones; period e.g. "2026-01". */
  quota: (tenantId: string, scope: string, quota: string, period = "all"): ItemKey => ({
    pk: tenantPk(tenantId),
    sk: `${quotaScopePrefix(scope)}${quota}#${period}`,
  }),
  quotaScopePrefix,
  tombstone: (tenantId: string, kind: string, id: string): ItemKey => ({
    pk: tenantPk(tenantId),
    sk: `TOMB#${kind}#${id}`,
  }),
  /** An item of a project-owned aggregate, e.g. projectChild(t, p, "LOGSOURCE", id). */
  projectChild: (tenantId: string, projectId: string, kind: string, id: string): ItemKey => ({
    pk: projectPk(tenantId, projectId),
    sk: `${kind}#${id}`,
  }),
  /** Sparse schedule-index attributes: bucket e.g. "WATCHDOG", at = ISO time it becomes due. */
  schedule: (bucket: string, at: string, id: string) => ({
    [GSI_SCHEDULE.pk]: `DUE#${bucket}`,
    [GSI_SCHEDULE.sk]: `${at}#${id}`,
  }),
} as const;
