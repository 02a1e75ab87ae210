// One delivery message per finished (complete or partial) analysis: the final write marks it pending, the
// message goes out, then it is marked sent; the sweeper sends whatever stayed pending.
import type { AppContext } from "../../runtime/context.js";
import { loggableError, logger } from "../../runtime/logger.js";
import { type AnalysisRecord, markFanoutSent } from "../../store/analyses.dynamo.js";

/** The delivery queue's message for the notifications capability. */
export interface AnalysisDeliveryMessage {
  kind: "analysis.completed";
  analysisId: string;
  projectId: string;
  tenantId: string;
  severity: string;
}

export async function sendFanout(ctx: AppContext, r: AnalysisRecord): Promise<boolean> {
  if (r.fanout !== "pending" || !r.result) return false;
  const message: AnalysisDeliveryMessage = {
    kind: "analysis.completed",
    analysisId: r.id,
    projectId: r.projectId,
    tenantId: r.tenantId,
    severity: r.result.severity,
  };
  try {
    await ctx.queue.send("delivery", { ...message });
  } catch (err) {
    logger.warn("delivery message not sent; the sweeper retries", { analysisId: r.id, error: loggableError(err) });
    return false;
  }
  await markFanoutSent(ctx.store, { tenantId: r.tenantId, projectId: r.projectId, id: r.id }).catch((err) =>
    logger.warn("delivery sent but not marked", { analysisId: r.id, error: loggableError(err) }),
  );
  return true;
}
