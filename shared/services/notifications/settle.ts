// After one attempt: record it, count it, and decide what follows (API-DECISIONS "Notification channels").
//   delivered → counted as sent · 410 → the channel is switched off · 3xx/4xx/refused → failed, no retry
//   retryable with attempts left → a retry message after the backoff · the 8th retryable failure → the DLQ
import { randomUUID } from "node:crypto";
import type { AppContext } from "../../app-context.js";
import type { DeliveryAttempt } from "../../domain/notification.schema.js";
import { logger } from "../../runtime/logger.js";
import { type ChannelRecord, updateChannel } from "../../store/channels.dynamo.js";
import { putAttempt, releaseAttempt } from "../../store/deliveries.dynamo.js";
import { bumpProjectStats } from "../project-stats.js";
import type { DeliveryEventMessage, RetryMessage } from "./delivery-message.js";
import { hasAttemptsLeft, retryWaitMs } from "./retry-policy.js";
import type { AttemptResult } from "./transport.js";

export interface Job {
  event: DeliveryEventMessage;
  channel: ChannelRecord;
  attempt: number;
  /** The first attempt's time: the delivery's createdAt in every attempt's payload. */
  firstAt: string;
}

export async function settle(
  ctx: AppContext,
  job: Job & { analysisId?: string },
  done: { deliveryId: string; result: AttemptResult; durationMs: number },
): Promise<void> {
  const { result } = done;
  const now = ctx.clock.now();
  const retrying = result.kind === "retry" && hasAttemptsLeft(job.attempt);
  const waitMs = retrying ? retryWaitMs(ctx.config.deliveryBackoffMs, job.attempt + 1, result.retryAfterMs) : 0;
  const record: DeliveryAttempt = {
    // Unique even when an attempt given back is made again.
    id: randomUUID(),
    deliveryId: done.deliveryId,
    channelId: job.channel.id,
    event: job.event.kind,
    attempt: job.attempt,
    status: result.kind === "delivered" ? "succeeded" : "failed",
    willRetry: retrying,
    nextAttemptAt: retrying ? new Date(now.getTime() + waitMs).toISOString() : null,
    responseStatus: result.responseStatus,
    error: result.kind === "delivered" ? null : result.error,
    durationMs: Math.max(0, Math.round(done.durationMs)),
    ...(job.analysisId ? { analysisId: job.analysisId } : {}),
    createdAt: now.toISOString(),
  };
  const project = { tenantId: job.event.tenantId, projectId: job.event.projectId };
  try {
    await putAttempt(ctx.store, project, record, now);
    logger.info("delivery attempt", {
      deliveryId: done.deliveryId,
      channelId: job.channel.id,
      channelType: job.channel.type,
      attempt: job.attempt,
      status: record.status,
      responseStatus: record.responseStatus,
      errorCode: record.error?.code,
      willRetry: retrying,
    });
    const exhausted = result.kind === "retry" && !retrying;
    await followUp(ctx, job, { retrying, waitMs, exhausted, deliveryId: done.deliveryId });
  } catch (err) {
    // A failed attempt is made again on the redelivered message (harmless; losing its retry is not). A delivered
    // one keeps its claim: it must not be sent twice, even if its record or counter is lost.
    if (result.kind !== "delivered") {
      await releaseAttempt(ctx.store, { ...job.event, channelId: job.channel.id }, job.attempt).catch(() => undefined);
    }
    throw err;
  }
  if (result.kind === "gone") await updateChannel(ctx.store, job.channel, { isActive: false }, now);
  if (result.kind === "delivered") await bumpProjectStats(ctx, project, { deliveries_sent: 1 });
  else if (!retrying) await bumpProjectStats(ctx, project, { deliveries_failed: 1 });
}

/** What follows a failed attempt: the next one after the wait, or, out of attempts, the dead-letter queue. */
async function followUp(
  ctx: AppContext,
  job: Job,
  next: { retrying: boolean; waitMs: number; exhausted: boolean; deliveryId: string },
): Promise<void> {
  const message: RetryMessage = {
    kind: "delivery.retry",
    event: job.event,
    channelId: job.channel.id,
    attempt: job.attempt + 1,
    firstAt: job.firstAt,
  };
  if (next.retrying) await scheduleRetry(ctx, message, next.waitMs);
  else if (next.exhausted) {
    // Parked for inspection and redrive, naming the last attempt made.
    const parked = { ...message, attempt: job.attempt, deliveryId: next.deliveryId };
    await ctx.queue.send("delivery", parked, { deadLetter: true });
  }
}

/** SQS delays in whole seconds: a shorter wait is slept here, a longer one is the message's delay. */
async function scheduleRetry(ctx: AppContext, message: RetryMessage, waitMs: number): Promise<void> {
  if (waitMs < 1000) {
    await ctx.sleep(waitMs);
    await ctx.queue.send("delivery", { ...message });
  } else {
    await ctx.queue.send("delivery", { ...message }, { delaySeconds: Math.ceil(waitMs / 1000) });
  }
}
