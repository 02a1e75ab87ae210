// The project's notification settings: {defaultSeverity}, the severity of watchdog `notify` alerts whose rule sets
// none (API-DECISIONS "Notification channels"). Per-user preferences live only in the dashboard.

import type { AppContext } from "../../app-context.js";
import { AppError } from "../../domain/errors.js";
import type { NotificationSettings } from "../../domain/notification.schema.js";
import { DEFAULT_NOTIFICATION_SEVERITY } from "../../domain/notification-vocabulary.js";
import { getDefaultSeverity, putDefaultSeverity } from "../../store/channels.dynamo.js";
import { projectOf } from "../analyses/access.js";
import type { AuthInfo } from "../auth.types.js";

export async function readNotificationSettings(ctx: AppContext, auth: AuthInfo): Promise<NotificationSettings> {
  const saved = await getDefaultSeverity(ctx.store, auth.tenant.id, projectOf(auth));
  return { defaultSeverity: saved ?? DEFAULT_NOTIFICATION_SEVERITY };
}

export async function writeNotificationSettings(
  ctx: AppContext,
  auth: AuthInfo,
  body: NotificationSettings,
): Promise<NotificationSettings> {
  await putDefaultSeverity(ctx.store, auth.tenant.id, projectOf(auth), body.defaultSeverity, ctx.clock.now());
  return { defaultSeverity: body.defaultSeverity };
}

export async function refusePreferences(): Promise<never> {
  throw new AppError(
    "DASHBOARD_ONLY",
    "Per-user notification preferences (mute, severity floor, snooze) are only available in the dashboard",
  );
}
