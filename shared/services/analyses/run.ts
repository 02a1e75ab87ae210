// Running one analysis (the worker and the synchronous POST both come here):
//   every active source in parallel → the engine, record by record, under a line budget and a deadline
//   → progress written as it goes (throttled) → optional LLM refinement → one final write by the lease holder
//   → stats, then the delivery message for complete/partial.

import type { AppContext } from "../../app-context.js";
import {
  createDiagnosisSession,
  type DiagnosisOptions,
  type DiagnosisSession,
  type EvidencePack,
} from "../../diagnosis/index.js";
import type { AnalysisError, AnalysisProgress } from "../../domain/analysis.schema.js";
import { type AnalysisResult, analysisResultSchema } from "../../domain/analysis-result.schema.js";
import { isAppError } from "../../domain/errors.js";
import { refineOrFallback } from "../../llm/index.js";
import { loggableError, logger } from "../../runtime/logger.js";
import { traced } from "../../runtime/tracing.js";
import {
  type AnalysisRecord,
  type AnalysisRef,
  type FinalState,
  finishAnalysis,
  getAnalysisRecord,
  saveProgress,
} from "../../store/analyses.dynamo.js";
import { putEvidence } from "../../store/analysis-extras.dynamo.js";
import { getProject } from "../../store/projects.dynamo.js";
import { connectorFor, loadActiveSources, type SourceConnection } from "../log-sources.js";
import { sendFanout } from "./fanout.js";
import { SharedLineBudget } from "./line-budget.js";
import { buildSignature } from "./signature.js";
import { statsOnFinish } from "./stats.js";

export interface RunOptions {
  /** The lease token this run holds. */
  token: string;
  /** Wall-clock budget of the whole run, ms. */
  budgetMs: number;
  /** Most lines read over all sources. */
  lineBudget: number;
  /** Least time between two progress writes, ms. */
  progressIntervalMs?: number;
  /** Tests swap the engine to exercise its failure path. */
  createSession?: (opts: DiagnosisOptions) => DiagnosisSession;
}

export interface RunOutcome {
  /** The record as this run left it (or as another finisher did); undefined when the run was taken over. */
  record?: AnalysisRecord;
  /** The engine itself failed (the synchronous POST answers 500 ANALYSIS_ERROR). */
  engineFailed: boolean;
}

export type SourceError = NonNullable<AnalysisResult["sourceErrors"]>[number];

const LLM_MARGIN_MS = 1500;
const MAX_SOURCE_ERRORS = 50;

const refOf = (r: AnalysisRecord): AnalysisRef => ({ tenantId: r.tenantId, projectId: r.projectId, id: r.id });

class ProgressWriter {
  private last = 0;
  private inFlight?: Promise<void>;
  lost = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly ref: AnalysisRef,
    private readonly token: string,
    private readonly intervalMs: number,
    readonly progress: AnalysisProgress,
    private readonly onLost: () => void,
  ) {}

  /** Writes now when forced, else at most once per interval; never two writes at once. */
  async flush(force = false): Promise<void> {
    if (this.lost) return;
    const now = Date.now();
    if (!force && (this.inFlight || now - this.last < this.intervalMs)) return;
    if (this.inFlight) await this.inFlight;
    this.last = now;
    const snapshot = { ...this.progress };
    this.inFlight = saveProgress(this.ctx.store, this.ref, this.token, snapshot, this.ctx.clock.now())
      .then((ours) => {
        if (!ours) {
          this.lost = true;
          this.onLost();
        }
      })
      .catch((err) => logger.warn("progress write failed", { analysisId: this.ref.id, error: loggableError(err) }))
      .finally(() => {
        this.inFlight = undefined;
      });
    if (force) await this.inFlight;
  }
}

function errorOf(err: unknown): { code: string; message: string } {
  if (isAppError(err)) return { code: err.code, message: err.message };
  return { code: "UPSTREAM_ERROR", message: "The log source could not be read" };
}

interface ReadSummary {
  sourceErrors: SourceError[];
  failedConnections: number;
  truncated: boolean;
}

async function readAll(
  ctx: AppContext,
  conns: SourceConnection[],
  session: DiagnosisSession,
  window: { start: number; end: number },
  opts: { signal: AbortSignal; deadlineAt: number; lineBudget: number },
  progress: ProgressWriter,
): Promise<ReadSummary> {
  const summary: ReadSummary = { sourceErrors: [], failedConnections: 0, truncated: false };
  const budget = new SharedLineBudget(Math.max(1, opts.lineBudget), conns.length);
  await Promise.all(
    conns.map(async (conn, i) => {
      let lines = 0;
      let budgetSpent = false;
      try {
        // the connector may yield up to the whole budget; the shared budget decides what this connection keeps
        const read = connectorFor(ctx, conn).read(window, {
          signal: opts.signal,
          lineBudget: budget.total,
          deadlineAt: opts.deadlineAt,
        });
        for await (const record of read) {
          if (!budget.tryTake(i) && !(await budget.take(i, opts.signal))) {
            budgetSpent = true;
            break;
          }
          lines++;
          session.pushRecord(record);
          progress.progress.logsScanned++;
          if ((progress.progress.logsScanned & 1023) === 0) void progress.flush();
        }
        for (const f of read.outcome.failures) {
          summary.sourceErrors.push({
            sourceId: conn.id,
            code: f.error.code,
            message: `${f.source}: ${f.error.message}`,
          });
        }
        if (budgetSpent || read.outcome.reason === "line_budget") summary.truncated = true;
        // cut by the deadline: the source is named, and one that gave nothing at all counts as failed
        if (!budgetSpent && (read.outcome.reason === "deadline" || opts.signal.aborted)) {
          summary.truncated = true;
          if (lines === 0) summary.failedConnections++;
          summary.sourceErrors.push({
            sourceId: conn.id,
            code: "UPSTREAM_TIMEOUT",
            message: `${conn.name}: not fully read before the analysis deadline`,
          });
        }
      } catch (err) {
        summary.failedConnections++;
        const e = errorOf(err);
        summary.sourceErrors.push({ sourceId: conn.id, code: e.code, message: `${conn.name}: ${e.message}` });
      } finally {
        budget.done(i);
      }
      progress.progress.sourcesDone++;
      await progress.flush(true);
    }),
  );
  summary.sourceErrors = summary.sourceErrors.slice(0, MAX_SOURCE_ERRORS);
  return summary;
}

/** Runs the analysis this caller holds the lease of, to its final state. */
export async function runAnalysis(ctx: AppContext, rec: AnalysisRecord, opts: RunOptions): Promise<RunOutcome> {
  const ref = refOf(rec);
  const started = Date.now();
  const remaining = () => opts.budgetMs - (Date.now() - started);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), opts.budgetMs);
  timer.unref?.();
  const progress = new ProgressWriter(
    ctx,
    ref,
    opts.token,
    opts.progressIntervalMs ?? 1000,
    { stage: "reading", sourcesDone: 0, sourcesTotal: 0, logsScanned: 0 },
    () => abort.abort(),
  );

  const finish = async (state: Omit<FinalState, "progress">, evidence?: EvidencePack): Promise<RunOutcome> => {
    const final: FinalState = { ...state, progress: { ...progress.progress, stage: "done" } };
    if (evidence && state.result) await putEvidence(ctx.store, ref, evidence);
    const now = ctx.clock.now();
    const fanoutDue = state.status === "failed" ? undefined : new Date(now.getTime() + 60_000);
    const written = await finishAnalysis(ctx.store, ref, opts.token, final, now, fanoutDue);
    if (!written) return { record: await getAnalysisRecord(ctx.store, ref), engineFailed: false };
    await statsOnFinish(ctx, written, state.result);
    if (written.fanout === "pending") await sendFanout(ctx, written);
    return { record: (await getAnalysisRecord(ctx.store, ref)) ?? written, engineFailed: false };
  };

  try {
    const [project, { connections: conns, unusable }] = await Promise.all([
      getProject(ctx.store, rec.tenantId, rec.projectId),
      loadActiveSources(ctx, rec.tenantId, rec.projectId),
    ]);
    const sourcesTotal = conns.length + unusable.length;
    progress.progress.sourcesTotal = sourcesTotal;
    if (sourcesTotal === 0) {
      return await finish({
        status: "failed",
        result: null,
        error: { code: "NO_LOG_SOURCES", message: "The project has no active log source to read from" },
      });
    }
    await progress.flush(true);
    if (progress.lost) return { engineFailed: false };

    const windowStart = Date.parse(rec.timeStart);
    const windowEnd = Date.parse(rec.timeEnd);
    const session = (opts.createSession ?? createDiagnosisSession)({
      windowStart,
      windowEnd,
      llmContext: project?.llmContext ?? undefined,
      now: ctx.clock.now().getTime(),
    });
    // one span for the reading; the tracer records each upstream HTTP call inside it
    const read = await traced(
      "read log sources",
      () =>
        readAll(
          ctx,
          conns,
          session,
          { start: windowStart, end: windowEnd },
          { signal: abort.signal, deadlineAt: ctx.clock.now().getTime() + remaining(), lineBudget: opts.lineBudget },
          progress,
        ),
      { sources: conns.length },
    );
    if (progress.lost) return { engineFailed: false };
    // sources that could not even be opened count as failed ones, named first
    read.sourceErrors = [
      ...unusable.map((u) => ({ sourceId: u.id, code: u.error.code, message: `${u.name}: ${u.error.message}` })),
      ...read.sourceErrors,
    ].slice(0, MAX_SOURCE_ERRORS);
    read.failedConnections += unusable.length;
    progress.progress.sourcesDone += unusable.length;

    if (read.failedConnections === sourcesTotal) {
      const first = read.sourceErrors[0];
      const error: AnalysisError = {
        code: first?.code ?? "UPSTREAM_ERROR",
        message: `Every log source failed: ${read.sourceErrors.map((e) => e.message).join("; ")}`.slice(0, 2000),
      };
      return await finish({ status: "failed", result: null, error });
    }

    progress.progress.stage = "diagnosing";
    await progress.flush(true);
    if (progress.lost) return { engineFailed: false };

    let draft: AnalysisResult;
    let evidence: EvidencePack;
    try {
      [draft, evidence] = await traced("diagnose", async () => [session.finish(), session.evidence()] as const, {
        logsScanned: progress.progress.logsScanned,
      });
    } catch (err) {
      logger.error("diagnosis engine failed", { analysisId: rec.id, error: loggableError(err) });
      const out = await finish({
        status: "failed",
        result: null,
        error: { code: "ANALYSIS_ERROR", message: "The diagnosis engine failed on these logs" },
      });
      return { ...out, engineFailed: true };
    }
    let result = draft;
    if (ctx.llm && remaining() > LLM_MARGIN_MS * 2) {
      const llm = ctx.llm;
      const refined = await traced("refine with the LLM", () =>
        refineOrFallback(llm, evidence, draft, { timeoutMs: remaining() - LLM_MARGIN_MS }),
      );
      result = refined.result;
      if (refined.error) logger.info("LLM refinement skipped", { analysisId: rec.id, reason: refined.error });
    }
    const partial = read.sourceErrors.length > 0 || read.truncated;
    const checked = analysisResultSchema.safeParse({
      ...result,
      sourceErrors: read.sourceErrors,
      truncated: read.truncated,
    });
    if (!checked.success) {
      logger.error("diagnosis result failed its schema", { analysisId: rec.id, issue: checked.error.issues[0] });
      const out = await finish({
        status: "failed",
        result: null,
        error: { code: "ANALYSIS_ERROR", message: "The diagnosis produced an invalid result" },
      });
      return { ...out, engineFailed: true };
    }
    return await finish(
      {
        status: partial ? "partial" : "complete",
        result: checked.data,
        error: null,
        signature: buildSignature(checked.data, evidence),
      },
      evidence,
    );
  } finally {
    clearTimeout(timer);
  }
}
