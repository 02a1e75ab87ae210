import type { UpdateChannelBody } from "../../shared/domain/notification.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { updateProjectChannel } from "../../shared/services/notifications/channels.js";

export const handler = createHandler<UpdateChannelBody>("notifications.update", ({ auth, body, params }, ctx) =>
  updateProjectChannel(ctx, auth, params.id, body),
);
