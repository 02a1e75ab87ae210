// One delivery message per finished (complete or partial) analysis: the final write marks it pending, the
// message goes out, then it is marked sent; the sweeper sends whatever stayed pending.
//
// At least once, not exactly once: SQS may redeliver, and when markFanoutSent fails after the send the sweeper
// sends the message again. Every copy carries the same `dedupId`. The delivery consumer (notifications) must
// deliver once per (dedupId, channel): claim each pair with a conditional write (e.g. a put with
// attribute_not_exists on DELIVERY#<dedupId>#<channelId>) before calling the channel, and skip a pair already
// claimed. (MessageDeduplicationId exists only on FIFO queues; the delivery queue is a standard one.)
import type { AppContext } from "../../app-context.js";
import { loggableError, logger } from "../../runtime/logger.js";
import { type AnalysisRecord, markFanoutSent } from "../../store/analyses.dynamo.js";

/** The delivery queue's message for the notifications capability. */
export interface AnalysisDeliveryMessage {
  kind: "analysis.completed";
  /** Stable over every copy of this analysis's fan-out (resends, redeliveries): the consumer's dedup key. */
  dedupId: string;
  analysisId: string;
  projectId: string;
  tenantId: string;
  severity: string;
}

export const deliveryDedupId = (analysisId: string) => `analysis.completed:${analysisId}`;

export async function sendFanout(ctx: AppContext, r: AnalysisRecord): Promise<boolean> {
  if (r.fanout !== "pending" || !r.result) return false;
  const message: AnalysisDeliveryMessage = {
    kind: "analysis.completed",
    dedupId: deliveryDedupId(r.id),
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
