import { createHandler } from "../../shared/http/create-handler.js";
import { getProjectChannel } from "../../shared/services/notifications/channels.js";

export const handler = createHandler("notifications.get", ({ auth, params }, ctx) =>
  getProjectChannel(ctx, auth, params.id),
);
