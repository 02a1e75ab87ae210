// POST /v1/analyses (SPEC §4.3): validate the window and that the project has an active log source →
//   item + monthly quota in one transaction →
//   short windows run here under a budget that leaves room under API Gateway's 30 s (202 complete|partial|failed);
//   longer ones go to the analysis queue (202 processing).
import { randomUUID } from "node:crypto";
import type { AppContext } from "../../app-context.js";
import type { DiagnosisOptions, DiagnosisSession } from "../../diagnosis/index.js";
import type { Analysis, AnalysisTrigger, CreateAnalysisInput } from "../../domain/analysis.schema.js";
import { AppError } from "../../domain/errors.js";
import type { Tenant } from "../../domain/tenant.schema.js";
import { loggableError, logger } from "../../runtime/logger.js";
import { type AnalysisRecord, finishAnalysis, putAnalysisStep, toAnalysis } from "../../store/analyses.dynamo.js";
import { listLogSources } from "../../store/log-sources.dynamo.js";
import { projectExistsStep } from "../../store/project-children.dynamo.js";
import { getProject } from "../../store/projects.dynamo.js";
import { transact } from "../../store/transact.js";
import type { AuthInfo } from "../auth.types.js";
import { consumeQuotaStepFor, releaseQuota } from "../quotas.js";
import { projectOf } from "./access.js";
import { newAnalysisId } from "./ids.js";
import { runAnalysis } from "./run.js";
import { statsOnCreate, statsOnFinish } from "./stats.js";

/** Time the synchronous path may take: API Gateway cuts at 30 s, and auth/store work comes on top. */
export const SYNC_BUDGET_MS = 20_000;
export const SYNC_LINE_BUDGET = 200_000;
/** A queued run nobody claimed by then is re-enqueued by the sweeper. */
export const QUEUED_SWEEP_AFTER_MS = 120_000;
export const SWEEP_MARGIN_MS = 30_000;
const FUTURE_TOLERANCE_MS = 60_000;
const MAX_WINDOW_MS = 7 * 86_400_000;

export interface AnalysisQueueMessage {
  tenantId: string;
  projectId: string;
  analysisId: string;
}

function checkWindow(input: CreateAnalysisInput, now: Date): { start: Date; end: Date } {
  const start = new Date(input.timeStart);
  const end = new Date(input.timeEnd);
  if (end.getTime() <= start.getTime()) {
    throw new AppError("INVALID_TIME_RANGE", "timeEnd must be after timeStart", {
      issues: [{ path: "timeEnd", message: "must be after timeStart" }],
    });
  }
  const issues: Array<{ path: string; message: string }> = [];
  if (start.getTime() >= now.getTime()) issues.push({ path: "timeStart", message: "must be in the past" });
  if (end.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    issues.push({ path: "timeEnd", message: "must be at most 60 seconds in the future" });
  }
  if (end.getTime() - start.getTime() > MAX_WINDOW_MS) {
    issues.push({ path: "timeEnd", message: "the window may be at most 7 days long" });
  }
  if (issues.length) throw AppError.validation(issues, "Request body failed validation");
  return { start, end };
}

/**
 * API-DECISIONS "Analyses": a project with no active log source is a 400 VALIDATION_ERROR naming it, before
 * anything is created or a quota unit used. A project that is gone stays a 404.
 */
async function requireActiveLogSource(ctx: AppContext, tenantId: string, projectId: string): Promise<void> {
  const sources = await listLogSources(ctx.store, tenantId, projectId);
  if (sources.some((s) => s.isActive)) return;
  if (!(await getProject(ctx.store, tenantId, projectId))) throw AppError.notFound("Project");
  const message =
    sources.length === 0
      ? "the project has no log source; add one with POST /v1/config/log-sources"
      : "every log source of the project is inactive; activate one with PUT /v1/config/log-sources/{id}";
  throw AppError.validation(
    [{ path: "logSources", message }],
    "The project has no active log source to analyse: add or activate one first",
  );
}

export interface StartOptions {
  trigger?: AnalysisTrigger;
  /** Force the queue even for a short window (the watchdog never waits). */
  forceAsync?: boolean;
  createSession?: (opts: DiagnosisOptions) => DiagnosisSession;
  /** Time the synchronous path may take; defaults to the context's, then SYNC_BUDGET_MS. */
  syncBudgetMs?: number;
}

/** The use case behind POST /v1/analyses, also for other triggers (watchdog, chat). */
export async function startAnalysis(
  ctx: AppContext,
  target: { tenant: Tenant; projectId: string },
  input: CreateAnalysisInput,
  opts: StartOptions = {},
): Promise<Analysis> {
  const now = ctx.clock.now();
  const { start, end } = checkWindow(input, now);
  await requireActiveLogSource(ctx, target.tenant.id, target.projectId);
  const sync = !opts.forceAsync && end.getTime() - start.getTime() <= ctx.config.syncWindowSeconds * 1000;
  const token = randomUUID();
  const budgetMs = opts.syncBudgetMs ?? ctx.analysisSyncBudgetMs ?? SYNC_BUDGET_MS;
  const leaseUntil = now.getTime() + budgetMs + SWEEP_MARGIN_MS;
  const iso = now.toISOString();
  const record: AnalysisRecord = {
    id: newAnalysisId(now),
    tenantId: target.tenant.id,
    projectId: target.projectId,
    status: "processing",
    description: input.description,
    timeStart: start.toISOString(),
    timeEnd: end.toISOString(),
    metadata: input.metadata ?? {},
    createdAt: iso,
    updatedAt: iso,
    completedAt: null,
    trigger: opts.trigger ?? { kind: "api" },
    progress: { stage: sync ? "reading" : "queued", sourcesDone: 0, sourcesTotal: 0, logsScanned: 0 },
    error: null,
    result: null,
    attempts: sync ? 1 : 0,
    followupCount: 0,
    ...(sync ? { leaseToken: token, leaseUntil } : {}),
  };
  const dueAt = new Date(sync ? leaseUntil + SWEEP_MARGIN_MS : now.getTime() + QUEUED_SWEEP_AFTER_MS);
  await transact(ctx.store, [
    projectExistsStep(ctx.store, target.tenant.id, target.projectId),
    consumeQuotaStepFor(ctx, target.tenant, "analysesPerMonth"),
    putAnalysisStep(ctx.store, record, dueAt),
  ]);
  await statsOnCreate(ctx, record);

  if (!sync) {
    const message: AnalysisQueueMessage = {
      tenantId: record.tenantId,
      projectId: record.projectId,
      analysisId: record.id,
    };
    try {
      await ctx.queue.send("analysis", { ...message });
    } catch (err) {
      // the item is on the schedule index: the sweeper enqueues it again shortly
      logger.warn("analysis not enqueued; left to the sweeper", { analysisId: record.id, error: loggableError(err) });
    }
    return toAnalysis(record);
  }

  let outcome: Awaited<ReturnType<typeof runAnalysis>>;
  try {
    outcome = await runAnalysis(ctx, record, {
      token,
      budgetMs,
      lineBudget: SYNC_LINE_BUDGET,
      createSession: opts.createSession,
    });
  } catch (err) {
    logger.error("synchronous analysis failed", { analysisId: record.id, error: loggableError(err) });
    // the unit goes back only when the analysis is really failed: one left processing is re-run by the sweeper
    const failed = await finishAnalysis(
      ctx.store,
      { tenantId: record.tenantId, projectId: record.projectId, id: record.id },
      token,
      {
        status: "failed",
        result: null,
        error: { code: "ANALYSIS_ERROR", message: "The analysis failed while processing" },
        progress: { ...record.progress, stage: "done" },
      },
      ctx.clock.now(),
    ).catch(() => undefined);
    if (failed) {
      await statsOnFinish(ctx, failed, null).catch(() => undefined);
      await giveQuotaBack(ctx, target.tenant, record);
    }
    throw new AppError("ANALYSIS_ERROR", "The analysis failed while processing", { analysisId: record.id });
  }
  if (outcome.engineFailed) {
    await giveQuotaBack(ctx, target.tenant, record);
    throw new AppError("ANALYSIS_ERROR", "The diagnosis engine failed on these logs", { analysisId: record.id });
  }
  return toAnalysis(outcome.record ?? record);
}

/**
 * A synchronous 500 is not stored under the Idempotency-Key, so the client's retry creates another analysis:
 * the failed one must not have cost a unit. The release is conditional (never below zero) and best effort.
 */
async function giveQuotaBack(ctx: AppContext, tenant: Tenant, record: AnalysisRecord) {
  try {
    await releaseQuota(ctx, tenant, "analysesPerMonth", { at: new Date(record.createdAt) });
  } catch (err) {
    logger.warn("analysis quota unit not released", { analysisId: record.id, error: loggableError(err) });
  }
}

export function createAnalysis(
  ctx: AppContext,
  auth: AuthInfo,
  input: CreateAnalysisInput,
  opts: StartOptions = {},
): Promise<Analysis> {
  return startAnalysis(ctx, { tenant: auth.tenant, projectId: projectOf(auth) }, input, opts);
}
