import { createHandler } from "../../shared/http/create-handler.js";
import { readNotificationSettings } from "../../shared/services/notifications/settings.js";

export const handler = createHandler("notifications.settings.get", ({ auth }, ctx) =>
  readNotificationSettings(ctx, auth),
);
