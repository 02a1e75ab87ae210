import type { NotificationSettings } from "../../shared/domain/notification.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { writeNotificationSettings } from "../../shared/services/notifications/settings.js";

export const handler = createHandler<NotificationSettings>("notifications.settings.put", ({ auth, body }, ctx) =>
  writeNotificationSettings(ctx, auth, body),
);
