// One analysis-queue message: claim the run (a conditional lease, so redeliveries and duplicates do nothing),
// run it to its final state, give the lease back when something a retry may fix went wrong.
import { randomUUID } from "node:crypto";
import * as z from "zod";
import type { AppContext } from "../../app-context.js";
import type { DiagnosisOptions, DiagnosisSession } from "../../diagnosis/index.js";
import { logger } from "../../runtime/logger.js";
import { claimAnalysis, releaseLease } from "../../store/analyses.dynamo.js";
import { SWEEP_MARGIN_MS } from "./create.js";
import { runAnalysis } from "./run.js";

/** The worker function's timeout is 900 s (the queue's visibility timeout); the run stops well before. */
export const WORKER_BUDGET_MS = 12 * 60_000;
export const WORKER_LEASE_MS = 15 * 60_000;
export const WORKER_LINE_BUDGET = 1_000_000;

const messageSchema = z.object({
  tenantId: z.string().min(1),
  projectId: z.string().min(1),
  analysisId: z.string().min(1),
});

export type MessageOutcome = "ran" | "skipped" | "invalid";

export async function processAnalysisMessage(
  ctx: AppContext,
  body: unknown,
  opts: { budgetMs?: number; lineBudget?: number; createSession?: (o: DiagnosisOptions) => DiagnosisSession } = {},
): Promise<MessageOutcome> {
  const parsed = messageSchema.safeParse(body);
  if (!parsed.success) {
    logger.warn("analysis message ignored: not an analysis reference");
    return "invalid";
  }
  const ref = { tenantId: parsed.data.tenantId, projectId: parsed.data.projectId, id: parsed.data.analysisId };
  const token = randomUUID();
  const claimed = await claimAnalysis(ctx.store, ref, {
    token,
    now: ctx.clock.now(),
    leaseMs: WORKER_LEASE_MS,
    sweepMarginMs: SWEEP_MARGIN_MS,
  });
  // finished already, deleted, or another holder is on it (the sweeper re-enqueues it if that holder dies)
  if (!claimed) return "skipped";
  try {
    await runAnalysis(ctx, claimed, {
      token,
      budgetMs: opts.budgetMs ?? WORKER_BUDGET_MS,
      lineBudget: opts.lineBudget ?? WORKER_LINE_BUDGET,
      createSession: opts.createSession,
    });
    return "ran";
  } catch (err) {
    await releaseLease(ctx.store, ref, token).catch(() => undefined);
    throw err;
  }
}
