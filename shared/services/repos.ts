// Repos of a project (API-DECISIONS "API keys, repos"): add once per URL, list, delete with a tombstone.
// A token is sealed like log-source credentials and never returned; loadRepoToken hands it to code that needs it.
import { createHash, randomUUID } from "node:crypto";
import type { AppContext } from "../app-context.js";
import { AppError } from "../domain/errors.js";
import type { CreateRepoInput, Repo } from "../domain/repo.schema.js";
import { checkUrl } from "../net/check-url.js";
import { isOutgoingHttpError } from "../net/outgoing-http.port.js";
import { projectExistsStep } from "../store/project-children.dynamo.js";
import { deleteRepoSteps, getRepo, listRepos, putRepoSteps, type RepoRecord } from "../store/repos.dynamo.js";
import { missingError, tombstoneStep } from "../store/tombstones.dynamo.js";
import { transact } from "../store/transact.js";
import type { AuthInfo } from "./auth.types.js";
import { openCredentials, repoResource, sealCredentials } from "./log-source-credentials.js";

const TOMB_KIND = "repo";
const LABEL = "Repo";

export function toRepo(r: RepoRecord): Repo {
  return {
    id: r.id,
    tenantId: r.tenantId,
    projectId: r.projectId,
    provider: r.provider,
    url: r.url,
    name: r.name,
    defaultBranch: r.defaultBranch,
    hasCredentials: r.credentials !== undefined,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function projectOf(auth: AuthInfo): string {
  if (!auth.projectId) throw new AppError("MISSING_PROJECT_ID", "This endpoint needs a project (X-Project-Id)");
  return auth.projectId;
}

/** Scheme and literal-address checks now (no DNS: it is a link until something fetches it through ctx.http). */
function normaliseUrl(ctx: AppContext, raw: string): URL {
  try {
    const url = checkUrl(raw, ctx.config.allowPrivateNetwork);
    url.hash = "";
    url.search = "";
    url.pathname = url.pathname.replace(/\/+$/, "").replace(/\.git$/, "") || "/";
    return url;
  } catch (err) {
    if (isOutgoingHttpError(err)) throw AppError.validation([{ path: "url", message: err.message }]);
    throw err;
  }
}

const nameFromUrl = (url: URL) => {
  const parts = url.pathname.split("/").filter(Boolean);
  return parts.slice(-2).join("/") || url.hostname;
};

export async function createRepo(ctx: AppContext, auth: AuthInfo, input: CreateRepoInput): Promise<Repo> {
  const tenantId = auth.tenant.id;
  const projectId = projectOf(auth);
  const url = normaliseUrl(ctx, input.url);
  const href = url.toString().replace(/\/$/, "");
  const id = randomUUID();
  const now = ctx.clock.now().toISOString();
  const record: RepoRecord = {
    id,
    tenantId,
    projectId,
    provider: input.provider,
    url: href,
    urlKey: createHash("sha256").update(href.toLowerCase()).digest("hex").slice(0, 32),
    name: input.name ?? nameFromUrl(url),
    defaultBranch: input.defaultBranch ?? null,
    ...(input.credentials
      ? { credentials: await sealCredentials(ctx, tenantId, repoResource(id), input.credentials) }
      : {}),
    createdAt: now,
    updatedAt: now,
  };
  const steps = putRepoSteps(ctx.store, record);
  await transact(ctx.store, [
    projectExistsStep(ctx.store, tenantId, projectId),
    steps.repo,
    { ...steps.urlClaim, onConditionFailed: () => AppError.conflict("This repo is already added to the project") },
  ]);
  return toRepo(record);
}

export async function listProjectRepos(ctx: AppContext, auth: AuthInfo): Promise<Repo[]> {
  return (await listRepos(ctx.store, auth.tenant.id, projectOf(auth))).map(toRepo);
}

async function liveRepo(ctx: AppContext, tenantId: string, projectId: string, id: string) {
  const found = await getRepo(ctx.store, tenantId, projectId, id);
  if (!found) throw await missingError(ctx.store, tenantId, TOMB_KIND, id, ctx.clock.now(), LABEL);
  return found;
}

export async function deleteProjectRepo(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
): Promise<{ id: string; deleted: true }> {
  const tenantId = auth.tenant.id;
  const repo = await liveRepo(ctx, tenantId, projectOf(auth), id);
  const [item, ...rest] = deleteRepoSteps(ctx.store, repo);
  await transact(ctx.store, [
    { ...item, onConditionFailed: () => AppError.gone(LABEL) },
    ...rest,
    tombstoneStep(ctx.store, tenantId, TOMB_KIND, id, ctx.clock.now()),
  ]);
  return { id, deleted: true };
}

/** The project's repos with their decrypted tokens, for code that reads from the provider. */
export async function loadProjectRepos(
  ctx: AppContext,
  tenantId: string,
  projectId: string,
): Promise<Array<Repo & { token?: string }>> {
  const records = await listRepos(ctx.store, tenantId, projectId);
  return Promise.all(
    records.map(async (r) => {
      if (!r.credentials) return toRepo(r);
      const creds = await openCredentials(ctx, tenantId, repoResource(r.id), r.credentials);
      return { ...toRepo(r), ...(creds.token ? { token: creds.token } : {}) };
    }),
  );
}
