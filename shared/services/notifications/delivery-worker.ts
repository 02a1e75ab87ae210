// One delivery-queue message. An event (analysis.completed, watchdog.alert) goes to every active channel of its
// project whose threshold it reaches; a retry message carries one (event, channel) pair's next attempt.
//   claim attempt n of the pair (DELIVERY#<dedupId>#<channelId>: a redelivered message never sends twice)
//   → open the credentials → format natively → send → settle (settle.ts: record, count, retry or dead-letter)
// Our own failures (store, KMS, queue) give the claim back and fail the message, so SQS delivers it again.
import { createHash } from "node:crypto";
import type { AppContext } from "../../app-context.js";
import type { Severity } from "../../domain/analysis-vocabulary.js";
import { DEFAULT_NOTIFICATION_SEVERITY, reachesThreshold } from "../../domain/notification-vocabulary.js";
import { logger } from "../../runtime/logger.js";
import { getAnalysisRecord, toAnalysis } from "../../store/analyses.dynamo.js";
import { getChannel, getDefaultSeverity, listChannels } from "../../store/channels.dynamo.js";
import { type ClaimRef, claimAttempt, releaseAttempt } from "../../store/deliveries.dynamo.js";
import { openChannelCredentials } from "./channel-credentials.js";
import { compose } from "./compose.js";
import { alertContent, analysisContent, type MessageContent } from "./content.js";
import { type DeliveryEventMessage, messageSchema, type RetryMessage } from "./delivery-message.js";
import type { WebhookPayload } from "./formatters/webhook.js";
import { type Job, settle } from "./settle.js";
import { type AttemptResult, send } from "./transport.js";

export type DeliveryOutcome = "processed" | "invalid";

/** What an event says, loaded once for all its channels. */
interface EventSource {
  severity: Severity;
  content: MessageContent;
  payload: Pick<WebhookPayload, "analysis" | "alert">;
  analysisId?: string;
}

/** Stable over every attempt and copy of one (event, channel) delivery: X-Service-Delivery and webhook-id. */
export const deliveryIdOf = (dedupId: string, channelId: string) =>
  `dlv_${createHash("sha256").update(`${dedupId}#${channelId}`).digest("hex").slice(0, 32)}`;

const publicUrlOf = (ctx: AppContext) => ctx.config.publicUrl ?? `http://127.0.0.1:${ctx.config.port}`;

async function loadSource(ctx: AppContext, event: DeliveryEventMessage): Promise<EventSource | undefined> {
  if (event.kind === "analysis.completed") {
    const record = await getAnalysisRecord(ctx.store, { ...event, id: event.analysisId });
    if (!record?.result) return undefined; // deleted since, or not finished with a result
    const analysis = toAnalysis(record);
    const content = analysisContent(analysis, publicUrlOf(ctx));
    if (!content) return undefined;
    return { severity: record.result.severity, content, payload: { analysis }, analysisId: record.id };
  }
  const severity =
    event.severity ??
    (await getDefaultSeverity(ctx.store, event.tenantId, event.projectId)) ??
    DEFAULT_NOTIFICATION_SEVERITY;
  return {
    severity,
    content: alertContent(event.alert, severity, publicUrlOf(ctx)),
    payload: { alert: { ...event.alert, severity } },
    ...(event.alert.analysisId ? { analysisId: event.alert.analysisId } : {}),
  };
}

export async function processDeliveryMessage(ctx: AppContext, body: unknown): Promise<DeliveryOutcome> {
  const parsed = messageSchema.safeParse(body);
  if (!parsed.success) {
    logger.warn("delivery message ignored: not a delivery event");
    return "invalid";
  }
  const message = parsed.data;
  if (message.kind === "delivery.retry") await retryOne(ctx, message);
  else await fanOut(ctx, message);
  return "processed";
}

async function fanOut(ctx: AppContext, event: DeliveryEventMessage): Promise<void> {
  const source = await loadSource(ctx, event);
  if (!source) return;
  const channels = (await listChannels(ctx.store, event.tenantId, event.projectId)).filter(
    (c) => c.isActive && reachesThreshold(source.severity, c.severityThreshold),
  );
  const firstAt = ctx.clock.now().toISOString();
  const settled = await Promise.allSettled(
    channels.map((channel) => attempt(ctx, { event, channel, attempt: 1, firstAt }, source)),
  );
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) throw failed.reason;
}

async function retryOne(ctx: AppContext, message: RetryMessage): Promise<void> {
  const { event } = message;
  const channel = await getChannel(ctx.store, event.tenantId, event.projectId, message.channelId);
  if (!channel?.isActive) return; // deleted or switched off since the last attempt
  const source = await loadSource(ctx, event);
  if (!source) return;
  await attempt(ctx, { event, channel, attempt: message.attempt, firstAt: message.firstAt }, source);
}

async function attempt(ctx: AppContext, job: Job, source: EventSource): Promise<void> {
  const ref: ClaimRef = { ...job.event, channelId: job.channel.id };
  if (!(await claimAttempt(ctx.store, ref, job.attempt, ctx.clock.now()))) return;
  const deliveryId = deliveryIdOf(job.event.dedupId, job.channel.id);
  const started = Date.now();
  let result: AttemptResult;
  try {
    const credentials = await openChannelCredentials(ctx, job.channel);
    const payload: WebhookPayload = {
      event: job.event.kind,
      deliveryId,
      createdAt: job.firstAt,
      projectId: job.event.projectId,
      ...source.payload,
    };
    const message = compose(
      job.channel.type,
      credentials,
      { deliveryId, content: source.content, payload },
      ctx.clock.now(),
    );
    result = await send(ctx, message);
  } catch (err) {
    await releaseAttempt(ctx.store, ref, job.attempt).catch(() => undefined);
    throw err;
  }
  await settle(
    ctx,
    { ...job, analysisId: source.analysisId },
    { deliveryId, result, durationMs: Date.now() - started },
  );
}
