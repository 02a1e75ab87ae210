import { createHandler } from "../../shared/http/create-handler.js";
import { listProjectChannels } from "../../shared/services/notifications/channels.js";

export const handler = createHandler("notifications.list", ({ auth }, ctx) => listProjectChannels(ctx, auth));
