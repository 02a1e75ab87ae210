import type { ListDeliveriesQuery } from "../../shared/domain/notification.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { dataReply } from "../../shared/http/response.js";
import { listChannelDeliveries } from "../../shared/services/notifications/deliveries-list.js";

export const handler = createHandler<unknown, ListDeliveriesQuery>(
  "notifications.deliveries",
  async ({ auth, params, query }, ctx) => {
    const page = await listChannelDeliveries(ctx, auth, params.id, query);
    return dataReply(page.items, { meta: { nextCursor: page.nextCursor } });
  },
);
