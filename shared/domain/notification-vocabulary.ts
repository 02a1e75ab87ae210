// The words of notification channels (SPEC §2.4, API-DECISIONS "Notification channels"), without their schemas.
import type { Severity } from "./analysis-vocabulary.js";

/** SPEC's "the service" is `discord` (ARCHITECTURE.md "Naming"). */
export const CHANNEL_TYPES = ["slack", "teams", "discord", "google_chat", "webhook", "email"] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** A channel's threshold: `info` is never one, so an info diagnosis reaches no channel. */
export const CHANNEL_SEVERITIES = ["critical", "high", "medium", "low"] as const;
export type ChannelSeverity = (typeof CHANNEL_SEVERITIES)[number];

export const DELIVERY_EVENTS = ["analysis.completed", "watchdog.alert"] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

/** critical > high > medium > low > info. */
const RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };

/** Does a diagnosis of `severity` reach a channel whose threshold is `threshold`? Info never does. */
export function reachesThreshold(severity: Severity, threshold: ChannelSeverity): boolean {
  return RANK[severity] > 0 && RANK[severity] >= RANK[threshold];
}

/** Attempts of one delivery in all, the first included (API-DECISIONS: up to 8). */
export const MAX_DELIVERY_ATTEMPTS = 8;

export const DEFAULT_NOTIFICATION_SEVERITY: ChannelSeverity = "high";

/** Email recipients as given (comma-separated or a list) as one list of unique, trimmed addresses. */
export function splitRecipients(value: string | string[]): string[] {
  const list = Array.isArray(value) ? value : value.split(",");
  return [...new Set(list.map((a) => a.trim()).filter((a) => a.length > 0))];
}

/** SES takes at most 50 recipients a message. */
export const MAX_RECIPIENTS = 50;
