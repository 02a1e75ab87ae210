import { createHandler } from "../../shared/http/create-handler.js";
import { deleteProjectChannel } from "../../shared/services/notifications/channels.js";

export const handler = createHandler("notifications.delete", ({ auth, params }, ctx) =>
  deleteProjectChannel(ctx, auth, params.id),
);
