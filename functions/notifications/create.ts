import type { CreateChannelInput } from "../../shared/domain/notification.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { createChannel } from "../../shared/services/notifications/channels.js";

export const handler = createHandler<CreateChannelInput>("notifications.create", ({ auth, body }, ctx) =>
  createChannel(ctx, auth, body),
);
