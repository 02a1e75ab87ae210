// The scheduled sweeper's jobs: analyses nobody is running (re-enqueue, fail, send pending deliveries), and project
// deletes whose clean-up a failure cut short. functions/workers/analysis-sweeper.ts runs it on AWS, the local
// server on a timer.
import type { AppContext } from "../runtime/context.js";
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
  const analyses = await sweepAnalyses(ctx, opts);
  const projects = await finishProjectDeletes(ctx);
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
