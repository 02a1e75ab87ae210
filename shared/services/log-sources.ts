// Log sources (SPEC §2.1, §4.2, API-DECISIONS "Log sources"): saved aggregator connections of a project.
//   create: validate per type → SSRF check of the host → encrypt credentials → put + quota in one transaction
//   test / sources: decrypt → connector of the type → ask the aggregator
// Credentials leave this module only decrypted for a connector, never in a response, error or log line.
import { randomUUID } from "node:crypto";
import type { AppContext } from "../app-context.js";
import type { Connector, DiscoveredSource } from "../connectors/connector.port.js";
import { createConnector } from "../connectors/create-connector.js";
import { AppError, isAppError } from "../domain/errors.js";
import type { CreateLogSourceInput, UpdateLogSourceBody } from "../domain/log-source.schema.js";
import type { LogSource, LogSourceTest } from "../domain/log-source-record.schema.js";
import { hostToCheck, type LogSourceType } from "../domain/log-source-vocabulary.js";
import { zodIssues } from "../http/body.js";
import { assertSafeUrl } from "../net/assert-safe-url.js";
import { logger } from "../runtime/logger.js";
import {
  deleteLogSourceStep,
  getLogSource,
  type LogSourceChanges,
  type LogSourceRecord,
  listLogSources,
  putLogSourceStep,
  updateLogSource,
} from "../store/log-sources.dynamo.js";
import { projectExistsStep } from "../store/project-children.dynamo.js";
import { missingError, tombstoneStep } from "../store/tombstones.dynamo.js";
import { type TransactStep, transact } from "../store/transact.js";
import type { AuthInfo } from "./auth.types.js";
import { logSourceResource, openCredentials, sealCredentials } from "./log-source-credentials.js";
import { consumeQuotaStepFor, transactReleasing } from "./quotas.js";

const TOMB_KIND = "log-source";
const LABEL = "Log source";
/** /test and /sources must answer well inside API Gateway's 30 s. */
const UPSTREAM_DEADLINE_MS = 20_000;

/** A saved, active source with its decrypted credentials: what the analysis worker reads from. */
export interface SourceConnection {
  id: string;
  name: string;
  type: LogSourceType;
  sources: string[];
  region?: string;
  settings?: Record<string, unknown>;
  credentials: Record<string, string>;
}

export function toLogSource(r: LogSourceRecord): LogSource {
  return {
    id: r.id,
    tenantId: r.tenantId,
    projectId: r.projectId,
    type: r.type,
    name: r.name,
    sources: r.sources,
    ...(r.region !== undefined ? { region: r.region } : {}),
    ...(r.settings !== undefined ? { settings: r.settings } : {}),
    isActive: r.isActive,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function projectOf(auth: AuthInfo): string {
  if (!auth.projectId) throw new AppError("MISSING_PROJECT_ID", "This endpoint needs a project (X-Project-Id)");
  return auth.projectId;
}

async function liveSource(ctx: AppContext, tenantId: string, projectId: string, id: string) {
  const found = await getLogSource(ctx.store, tenantId, projectId, id);
  if (!found) throw await missingError(ctx.store, tenantId, TOMB_KIND, id, ctx.clock.now(), LABEL);
  return found;
}

async function assertSafeHost(ctx: AppContext, type: LogSourceType, credentials: Record<string, string>) {
  const host = hostToCheck(type, credentials);
  if (host === undefined) return;
  await assertSafeUrl(host, { allowPrivateNetwork: ctx.config.allowPrivateNetwork, path: "credentials.host" });
}

function stringSettings(settings: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!settings) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(settings)) if (typeof v === "string") out[k] = v;
  return out;
}

/** Only cloudwatch carries a region (the schema refuses it elsewhere). */
function regionOf(input: CreateLogSourceInput): { region?: string } {
  const region = (input as { region?: unknown }).region;
  return typeof region === "string" ? { region } : {};
}

export async function listProjectLogSources(ctx: AppContext, auth: AuthInfo): Promise<LogSource[]> {
  return (await listLogSources(ctx.store, auth.tenant.id, projectOf(auth))).map(toLogSource);
}

export async function createLogSource(
  ctx: AppContext,
  auth: AuthInfo,
  input: CreateLogSourceInput,
): Promise<LogSource> {
  const tenantId = auth.tenant.id;
  const projectId = projectOf(auth);
  await assertSafeHost(ctx, input.type, input.credentials);
  const id = randomUUID();
  const now = ctx.clock.now().toISOString();
  const record: LogSourceRecord = {
    id,
    tenantId,
    projectId,
    type: input.type,
    name: input.name,
    sources: input.sources,
    ...regionOf(input),
    ...(input.settings !== undefined ? { settings: stringSettings(input.settings) } : {}),
    isActive: input.isActive ?? true,
    createdAt: now,
    updatedAt: now,
    credentials: await sealCredentials(ctx, tenantId, logSourceResource(id), input.credentials),
  };
  await transact(ctx.store, [
    projectExistsStep(ctx.store, tenantId, projectId),
    consumeQuotaStepFor(ctx, auth.tenant, "logSourcesPerProject", { projectId }),
    putLogSourceStep(ctx.store, record),
  ]);
  return toLogSource(record);
}

export async function updateProjectLogSource(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
  body: UpdateLogSourceBody,
): Promise<LogSource> {
  const tenantId = auth.tenant.id;
  const projectId = projectOf(auth);
  const existing = await liveSource(ctx, tenantId, projectId, id);
  // The route checked the type-agnostic shape; the saved type decides which keys are allowed. Loaded here: only
  // the update function needs the per-type schemas (its route entry has already built the module).
  const { updateLogSourceSchema } = await import("../domain/log-source.schema.js");
  const parsed = updateLogSourceSchema(existing.type).safeParse(body);
  if (!parsed.success) throw AppError.validation(zodIssues(parsed.error), "Request body failed validation");
  const input = parsed.data as UpdateLogSourceBody;
  const changes: LogSourceChanges = {
    name: input.name,
    sources: input.sources,
    region: input.region,
    settings: stringSettings(input.settings),
    isActive: input.isActive,
  };
  if (input.credentials) {
    await assertSafeHost(ctx, existing.type, input.credentials);
    changes.credentials = await sealCredentials(ctx, tenantId, logSourceResource(id), input.credentials);
  }
  const updated = await updateLogSource(ctx.store, tenantId, projectId, id, changes, ctx.clock.now());
  if (!updated) throw await missingError(ctx.store, tenantId, TOMB_KIND, id, ctx.clock.now(), LABEL);
  return toLogSource(updated);
}

export async function deleteProjectLogSource(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
): Promise<{ id: string; deleted: true }> {
  const tenantId = auth.tenant.id;
  const projectId = projectOf(auth);
  await liveSource(ctx, tenantId, projectId, id);
  const now = ctx.clock.now();
  const steps: TransactStep[] = [
    { ...deleteLogSourceStep(ctx.store, tenantId, projectId, id), onConditionFailed: () => AppError.gone(LABEL) },
    tombstoneStep(ctx.store, tenantId, TOMB_KIND, id, now),
  ];
  await transactReleasing(ctx, auth.tenant, "logSourcesPerProject", { projectId }, steps);
  return { id, deleted: true };
}

async function connectionOf(ctx: AppContext, r: LogSourceRecord): Promise<SourceConnection> {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    sources: r.sources,
    ...(r.region !== undefined ? { region: r.region } : {}),
    ...(r.settings !== undefined ? { settings: r.settings } : {}),
    credentials: await openCredentials(ctx, r.tenantId, logSourceResource(r.id), r.credentials),
  };
}

/** The project's active sources with decrypted credentials, for the analysis worker and the watchdog. */
export async function loadActiveSourceConnections(
  ctx: AppContext,
  tenantId: string,
  projectId: string,
): Promise<SourceConnection[]> {
  const records = (await listLogSources(ctx.store, tenantId, projectId)).filter((r) => r.isActive);
  return Promise.all(records.map((r) => connectionOf(ctx, r)));
}

export interface UnusableSource {
  id: string;
  name: string;
  error: { code: string; message: string };
}

/**
 * The project's active sources, each opened on its own: one whose credentials cannot be decrypted is reported
 * beside the others instead of failing them all (the analysis names it in result.sourceErrors).
 */
export async function loadActiveSources(
  ctx: AppContext,
  tenantId: string,
  projectId: string,
): Promise<{ connections: SourceConnection[]; unusable: UnusableSource[] }> {
  const records = (await listLogSources(ctx.store, tenantId, projectId)).filter((r) => r.isActive);
  const opened = await Promise.allSettled(records.map((r) => connectionOf(ctx, r)));
  const connections: SourceConnection[] = [];
  const unusable: UnusableSource[] = [];
  opened.forEach((o, i) => {
    if (o.status === "fulfilled") connections.push(o.value);
    else {
      logger.warn("log source credentials could not be opened", { logSourceId: records[i].id });
      unusable.push({
        id: records[i].id,
        name: records[i].name,
        error: { code: "INTERNAL_ERROR", message: "the stored credentials could not be opened; save them again" },
      });
    }
  });
  return { connections, unusable };
}

/** A connector for a loaded connection, wired to the context's guarded HTTP, clock and endpoint overrides. */
export function connectorFor(ctx: AppContext, conn: SourceConnection): Connector {
  return createConnector(
    {
      type: conn.type,
      credentials: conn.credentials,
      sources: conn.sources,
      ...(conn.region !== undefined ? { region: conn.region } : {}),
      ...(conn.settings !== undefined ? { settings: stringSettings(conn.settings) } : {}),
    },
    {
      http: ctx.http,
      endpointOverrides: ctx.config.endpointOverrides,
      now: () => ctx.clock.now().getTime(),
    },
  );
}

async function savedConnector(ctx: AppContext, auth: AuthInfo, id: string): Promise<Connector> {
  const record = await liveSource(ctx, auth.tenant.id, projectOf(auth), id);
  return connectorFor(ctx, await connectionOf(ctx, record));
}

const upstreamMs = (ctx: AppContext) => ctx.upstreamDeadlineMs ?? UPSTREAM_DEADLINE_MS;

/** When the upstream signal fires, on the connector's clock: no retry wait is started that would overrun it. */
const upstreamDeadline = (ctx: AppContext) => ctx.clock.now().getTime() + upstreamMs(ctx);

/** POST /{id}/test: an upstream failure is a successful answer that says ok:false. */
export async function testProjectLogSource(ctx: AppContext, auth: AuthInfo, id: string): Promise<LogSourceTest> {
  const connector = await savedConnector(ctx, auth, id);
  const result = await connector.test(AbortSignal.timeout(upstreamMs(ctx)), upstreamDeadline(ctx));
  return {
    ok: result.ok,
    latencyMs: Math.max(0, Math.round(result.latencyMs)),
    sample: result.sample.slice(0, 10),
    ...(result.error ? { error: { code: result.error.code, message: result.error.message } } : {}),
  };
}

/** GET /{id}/sources: what the saved credentials can see; upstream failure is 502 UPSTREAM_ERROR. */
export async function discoverProjectLogSourceSources(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
): Promise<DiscoveredSource[]> {
  const connector = await savedConnector(ctx, auth, id);
  try {
    return await connector.discover(AbortSignal.timeout(upstreamMs(ctx)), upstreamDeadline(ctx));
  } catch (err) {
    if (isAppError(err) && err.code === "UPSTREAM_TIMEOUT") throw err;
    if (isAppError(err) && err.code === "UPSTREAM_ERROR") throw err;
    // The aggregator throttling us is not the caller being rate limited by us.
    const message = isAppError(err) ? `The log source refused the request: ${err.message}` : "The log source failed";
    throw new AppError(
      "UPSTREAM_ERROR",
      message,
      { upstream: "log_source" },
      isAppError(err) ? err.headers : undefined,
    );
  }
}

/** Browsing before saving needs the dashboard's interactive flow. */
export async function refuseDiscoverBeforeSave(): Promise<never> {
  throw new AppError(
    "DASHBOARD_ONLY",
    "Browsing sources before saving is only available in the dashboard; save the source, then GET /v1/config/log-sources/{id}/sources",
  );
}
