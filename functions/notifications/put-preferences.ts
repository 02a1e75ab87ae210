import { createHandler } from "../../shared/http/create-handler.js";
import { refusePreferences } from "../../shared/services/notifications/settings.js";

export const handler = createHandler("notifications.preferences.put", () => refusePreferences());
