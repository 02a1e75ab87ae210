// Projects (SPEC §2.3, API-DECISIONS "Projects"): slugs unique per tenant, exactly one default (the tenant
// item's defaultProjectId), delete needs {confirm: slug}, the default cannot be deleted, delete cascades.
import { randomUUID } from "node:crypto";
import type { AppContext } from "../app-context.js";
import { AppError } from "../domain/errors.js";
import type {
  AccessList,
  CreateProjectInput,
  Project,
  ProjectStats,
  UpdateProjectInput,
} from "../domain/project.schema.js";
import { loggableError, logger } from "../runtime/logger.js";
import { listApiKeys, revokeApiKey, revokeApiKeyStep } from "../store/api-keys.dynamo.js";
import {
  clearCleanup,
  listDueCleanups,
  postponeCleanup,
  projectTombstoneStep,
} from "../store/project-cleanups.dynamo.js";
import {
  createProjectSteps,
  deleteProjectSteps,
  getAccessList,
  getProject,
  listProjects,
  notDefaultProjectStep,
  type ProjectRecord,
  projectIdBySlug,
  purgeProjectItems,
  putAccessList,
  setDefaultProjectSteps,
  toProject,
  updateProject as updateProjectItem,
} from "../store/projects.dynamo.js";
import { getTenant } from "../store/tenants.dynamo.js";
import { missingError } from "../store/tombstones.dynamo.js";
import { transact } from "../store/transact.js";
import type { AuthInfo } from "./auth.types.js";
import { assertProjectAccess } from "./authenticate.js";
import { readProjectStats } from "./project-stats.js";
import { monthOf } from "./quotas.js";
import { isValidSlug, MAX_SLUG_LENGTH, slugify } from "./slug.js";

const TOMB_KIND = "project";

async function liveProject(ctx: AppContext, tenantId: string, projectId: string): Promise<ProjectRecord> {
  const p = await getProject(ctx.store, tenantId, projectId);
  if (!p) throw await missingError(ctx.store, tenantId, TOMB_KIND, projectId, ctx.clock.now(), "Project");
  return p;
}

async function defaultProjectId(ctx: AppContext, tenantId: string): Promise<string> {
  return (await getTenant(ctx.store, tenantId))?.defaultProjectId ?? "";
}

export async function listTenantProjects(ctx: AppContext, auth: AuthInfo): Promise<Project[]> {
  // The tenant item was read by auth moments ago: its defaultProjectId is current enough for a list.
  const records = await listProjects(ctx.store, auth.tenant.id);
  return records.map((r) => toProject(r, auth.tenant.defaultProjectId));
}

export async function createProject(ctx: AppContext, auth: AuthInfo, input: CreateProjectInput): Promise<Project> {
  const id = randomUUID();
  const slug = input.slug ?? (slugify(input.name) || `project-${id.slice(0, 8)}`);
  if (!isValidSlug(slug)) {
    throw new AppError(
      "INVALID_PROJECT_SLUG",
      `Slug must match ^[a-z0-9-]+$ and be 1 to ${MAX_SLUG_LENGTH} characters`,
      // Echo enough to recognise it, never a megabyte back.
      { slug: slug.slice(0, MAX_SLUG_LENGTH + 1), maxLength: MAX_SLUG_LENGTH },
    );
  }
  const now = ctx.clock.now().toISOString();
  const record: ProjectRecord = {
    id,
    name: input.name,
    slug,
    description: input.description ?? null,
    llmContext: input.llmContext ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const steps = createProjectSteps(ctx.store, auth.tenant.id, record);
  await transact(ctx.store, [
    steps.project,
    { ...steps.slug, onConditionFailed: () => AppError.conflict(`A project with slug '${slug}' already exists`) },
  ]);
  return toProject(record, auth.tenant.defaultProjectId);
}

export async function updateProject(
  ctx: AppContext,
  auth: AuthInfo,
  projectId: string,
  input: UpdateProjectInput,
): Promise<Project> {
  assertProjectAccess(auth, projectId);
  await liveProject(ctx, auth.tenant.id, projectId);
  const now = ctx.clock.now();
  if (input.isDefault) {
    await transact(ctx.store, setDefaultProjectSteps(ctx.store, auth.tenant.id, projectId, now));
  }
  const updated = await updateProjectItem(
    ctx.store,
    auth.tenant.id,
    projectId,
    { name: input.name, description: input.description, llmContext: input.llmContext },
    now,
  );
  if (!updated) throw await missingError(ctx.store, auth.tenant.id, TOMB_KIND, projectId, now, "Project");
  return toProject(updated, await defaultProjectId(ctx, auth.tenant.id));
}

export async function deleteProject(
  ctx: AppContext,
  auth: AuthInfo,
  projectId: string,
  confirm: string | undefined,
): Promise<{ id: string; deleted: true }> {
  const tenantId = auth.tenant.id;
  const project = await liveProject(ctx, tenantId, projectId);
  if (confirm !== project.slug) {
    throw new AppError("CONFIRMATION_MISMATCH", 'Send {"confirm": "<project slug>"} to delete this project');
  }
  const now = ctx.clock.now();
  // the project's keys die with it in one transaction: a cascade cut short must not leave them live
  const liveKeys = (await listApiKeys(ctx.store, tenantId)).filter((k) => k.projectId === projectId && !k.revokedAt);
  await transact(ctx.store, [
    ...liveKeys.slice(0, MAX_KEYS_IN_DELETE).map((k) => revokeApiKeyStep(ctx.store, tenantId, k.id, now)),
    notDefaultProjectStep(ctx.store, tenantId, projectId),
    ...deleteProjectSteps(ctx.store, tenantId, project).map((s, i) =>
      i === 0 ? { ...s, onConditionFailed: () => AppError.gone("Project") } : s,
    ),
    projectTombstoneStep(ctx.store, tenantId, projectId, now, new Date(now.getTime() + CLEANUP_GRACE_MS)),
  ]);
  await cascadeProjectDelete(ctx, tenantId, projectId, now);
  await clearCleanup(ctx.store, tenantId, projectId);
  return { id: projectId, deleted: true };
}

/** The request's own cascade normally finishes long before; the sweeper takes over only after this. */
const CLEANUP_GRACE_MS = 5 * 60_000;
const CLEANUP_RETRY_MS = 15 * 60_000;

/** Sweeper: finish the clean-up of deletes whose cascade was cut short (it is idempotent: each step may rerun). */
export async function finishProjectDeletes(ctx: AppContext): Promise<{ cleaned: number; failed: number }> {
  const report = { cleaned: 0, failed: 0 };
  for (const c of await listDueCleanups(ctx.store, ctx.clock.now())) {
    try {
      await cascadeProjectDelete(ctx, c.tenantId, c.projectId, new Date(c.deletedAt));
      await clearCleanup(ctx.store, c.tenantId, c.projectId);
      report.cleaned++;
    } catch (err) {
      report.failed++;
      // put off, so a clean-up that keeps failing does not hold back the ones due after it
      await postponeCleanup(
        ctx.store,
        c.tenantId,
        c.projectId,
        new Date(ctx.clock.now().getTime() + CLEANUP_RETRY_MS),
      ).catch(() => undefined);
      logger.warn("project clean-up failed; a later sweep retries", {
        tenantId: c.tenantId,
        projectId: c.projectId,
        error: loggableError(err),
      });
    }
  }
  return report;
}

/** TransactWriteItems takes 100 items; the delete itself needs 5, the rest of the keys go in the cascade. */
const MAX_KEYS_IN_DELETE = 90;

/** After the project item is gone: revoke any keys left, drop every item of its partition and its quota counters. */
async function cascadeProjectDelete(ctx: AppContext, tenantId: string, projectId: string, now: Date) {
  for (const key of await listApiKeys(ctx.store, tenantId)) {
    if (key.projectId === projectId && !key.revokedAt) await revokeApiKey(ctx.store, tenantId, key.id, now);
  }
  await purgeProjectItems(ctx.store, tenantId, projectId);
}

/** Project by slug for the stats route; a bound secret key may only read its own project. */
export async function projectStats(
  ctx: AppContext,
  auth: AuthInfo,
  slug: string,
  month: string | undefined,
): Promise<ProjectStats> {
  const projectId = await projectIdBySlug(ctx.store, auth.tenant.id, slug);
  if (!projectId) throw AppError.notFound("Project");
  const project = await liveProject(ctx, auth.tenant.id, projectId);
  assertProjectAccess(auth, project.id);
  return readProjectStats(ctx, auth.tenant, project, month ?? monthOf(ctx.clock.now()));
}

export async function readAccessList(ctx: AppContext, auth: AuthInfo, projectId: string): Promise<AccessList> {
  assertProjectAccess(auth, projectId);
  await liveProject(ctx, auth.tenant.id, projectId);
  return getAccessList(ctx.store, auth.tenant.id, projectId);
}

export async function replaceAccessList(
  ctx: AppContext,
  auth: AuthInfo,
  projectId: string,
  list: AccessList,
): Promise<AccessList> {
  assertProjectAccess(auth, projectId);
  await liveProject(ctx, auth.tenant.id, projectId);
  const seen = new Set<string>();
  const users = list.users.filter((u) => {
    const k = `${u.provider}:${u.userId}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  await putAccessList(ctx.store, auth.tenant.id, projectId, { users }, ctx.clock.now());
  return { users };
}
