// Unfinished work on the schedule index: re-enqueue runs nobody holds, fail runs that kept failing or grew
// too old, send delivery messages that stayed pending. Local mode also sweeps once at start-up (the
// in-process queue does not survive a restart; the store does).

import type { AppContext } from "../../app-context.js";
import { loggableError, logger } from "../../runtime/logger.js";
import {
  type AnalysisRecord,
  finishAnalysis,
  listDueAnalyses,
  rescheduleAnalysis,
} from "../../store/analyses.dynamo.js";
import { type AnalysisQueueMessage, QUEUED_SWEEP_AFTER_MS, SWEEP_MARGIN_MS } from "./create.js";
import { sendFanout } from "./fanout.js";
import { MAX_ATTEMPTS_BEFORE_FAIL } from "./limits.js";
import { statsOnFinish } from "./stats.js";

/** An analysis still unfinished this long after creation is failed whatever its attempts. */
export const MAX_AGE_MS = 2 * 3600_000;

export interface SweepReport {
  requeued: number;
  failed: number;
  fannedOut: number;
}

async function giveUp(ctx: AppContext, r: AnalysisRecord, now: Date, why: string): Promise<boolean> {
  const ref = { tenantId: r.tenantId, projectId: r.projectId, id: r.id };
  const written = await finishAnalysis(
    ctx.store,
    ref,
    null,
    {
      status: "failed",
      result: null,
      error: { code: "ANALYSIS_TIMEOUT", message: why },
      progress: { ...r.progress, stage: "done" },
    },
    now,
  );
  if (written) await statsOnFinish(ctx, written, null);
  return Boolean(written);
}

export async function sweepAnalyses(
  ctx: AppContext,
  opts: { all?: boolean; dropLeases?: boolean; limit?: number } = {},
): Promise<SweepReport> {
  const now = ctx.clock.now();
  const report: SweepReport = { requeued: 0, failed: 0, fannedOut: 0 };
  const due = await listDueAnalyses(ctx.store, opts.all ? undefined : now, opts.limit ?? 200);
  for (const r of due) {
    const ref = { tenantId: r.tenantId, projectId: r.projectId, id: r.id };
    try {
      if (r.status !== "processing") {
        if (r.fanout === "pending" && (await sendFanout(ctx, r))) report.fannedOut++;
        continue;
      }
      const leaseLive = r.leaseUntil !== undefined && r.leaseUntil >= now.getTime() && !opts.dropLeases;
      if (leaseLive) {
        await rescheduleAnalysis(ctx.store, ref, new Date((r.leaseUntil ?? 0) + SWEEP_MARGIN_MS));
        continue;
      }
      if (r.attempts >= MAX_ATTEMPTS_BEFORE_FAIL) {
        if (await giveUp(ctx, r, now, `The analysis did not finish after ${r.attempts} attempts`)) report.failed++;
        continue;
      }
      if (now.getTime() - Date.parse(r.createdAt) > MAX_AGE_MS) {
        if (await giveUp(ctx, r, now, "The analysis did not finish in time")) report.failed++;
        continue;
      }
      await rescheduleAnalysis(ctx.store, ref, new Date(now.getTime() + QUEUED_SWEEP_AFTER_MS), {
        dropLease: opts.dropLeases,
      });
      const message: AnalysisQueueMessage = { tenantId: r.tenantId, projectId: r.projectId, analysisId: r.id };
      await ctx.queue.send("analysis", { ...message });
      report.requeued++;
    } catch (err) {
      logger.warn("sweep of one analysis failed", { analysisId: r.id, error: loggableError(err) });
    }
  }
  return report;
}
