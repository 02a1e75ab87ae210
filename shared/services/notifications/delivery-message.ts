// The delivery queue's messages. Two event kinds arrive from producers (a finished analysis: analyses/fanout.ts;
// a tripped watchdog rule with action notify), and the worker adds its own retries, one per (event, channel).
import * as z from "zod";
import { SEVERITIES } from "../../domain/analysis-vocabulary.js";

const ids = {
  dedupId: z.string().min(1).max(512),
  tenantId: z.string().min(1),
  projectId: z.string().min(1),
};

export const analysisEventSchema = z.object({
  kind: z.literal("analysis.completed"),
  ...ids,
  analysisId: z.string().min(1),
  severity: z.enum(SEVERITIES),
});

/** What the watchdog sends for a tripped `notify` rule. Without `severity` the project's default applies. */
export const watchdogAlertSchema = z.object({
  ruleId: z.string().min(1),
  ruleName: z.string().min(1).max(255),
  at: z.string(),
  value: z.number(),
  threshold: z.number(),
  reason: z.string().max(2000).optional(),
  service: z.string().max(255).optional(),
  activityId: z.string().optional(),
  analysisId: z.string().optional(),
});
export type WatchdogAlert = z.infer<typeof watchdogAlertSchema>;

export const alertEventSchema = z.object({
  kind: z.literal("watchdog.alert"),
  ...ids,
  severity: z.enum(SEVERITIES).optional(),
  alert: watchdogAlertSchema,
});

export const eventSchema = z.discriminatedUnion("kind", [analysisEventSchema, alertEventSchema]);
export type DeliveryEventMessage = z.infer<typeof eventSchema>;
export type WatchdogAlertMessage = z.infer<typeof alertEventSchema>;

/** Attempt `attempt` (≥2) of one (event, channel) delivery; `firstAt` is the delivery's createdAt. */
export const retrySchema = z.object({
  kind: z.literal("delivery.retry"),
  event: eventSchema,
  channelId: z.string().min(1),
  attempt: z.number().int().min(2),
  firstAt: z.string(),
});
export type RetryMessage = z.infer<typeof retrySchema>;

export const messageSchema = z.discriminatedUnion("kind", [analysisEventSchema, alertEventSchema, retrySchema]);
