// The scheduled sweeper's jobs: analyses nobody is running (re-enqueue, fail, send pending deliveries), and project
// deletes whose clean-up a failure cut short. functions/workers/analysis-sweeper.ts runs it on AWS, the local
// server on a timer.
import type { AppContext } from "../app-context.js";
import { loggableError, logger } from "../runtime/logger.js";
import { type SweepReport, sweepAnalyses } from "./analyses/sweeper.js";
import { finishProjectDeletes } from "./projects.js";

export interface SweepsReport extends SweepReport {
  projectsCleaned: number;
  projectCleanupsFailed: number;
}

export async function runSweeps(
  ctx: AppContext,
  opts: Parameters<typeof sweepAnalyses>[1] = {},
): Promise<SweepsReport> {
  // each job on its own: one failing does not keep the other from running
  const analyses = await sweepAnalyses(ctx, opts).catch((err) => {
    logger.warn("analysis sweep failed", { error: loggableError(err) });
    return { requeued: 0, failed: 0, fannedOut: 0 };
  });
  const projects = await finishProjectDeletes(ctx).catch((err) => {
    logger.warn("project clean-up sweep failed", { error: loggableError(err) });
    return { cleaned: 0, failed: 1 };
  });
  return { ...analyses, projectsCleaned: projects.cleaned, projectCleanupsFailed: projects.failed };
}

/** Local mode: sweep everything once (a restart lost the queue and every lease), then the due ones periodically. */
export function startLocalSweeps(ctx: AppContext, intervalMs = 60_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = runSweeps(ctx, { all: true, dropLeases: true }).catch((err) =>
    logger.warn("start-up sweep failed", { error: loggableError(err) }),
  );
  const timer = setInterval(() => {
    running = running.then(() => runSweeps(ctx)).catch(() => undefined);
  }, intervalMs);
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
