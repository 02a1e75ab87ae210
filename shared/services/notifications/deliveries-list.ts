// GET /v1/config/notifications/{id}/deliveries: every attempt to the channel, newest first, opaque cursor.

import type { AppContext } from "../../app-context.js";
import { LIST_LIMIT_DEFAULT } from "../../domain/analysis-vocabulary.js";
import type { DeliveryAttempt, ListDeliveriesQuery } from "../../domain/notification.schema.js";
import { attemptPrefix, listAttempts } from "../../store/deliveries.dynamo.js";
import type { AuthInfo } from "../auth.types.js";
import { decodeCursor, encodeCursor } from "../cursor.js";
import { channelForDeliveries } from "./channels.js";

export async function listChannelDeliveries(
  ctx: AppContext,
  auth: AuthInfo,
  channelId: string,
  query: ListDeliveriesQuery,
): Promise<{ items: DeliveryAttempt[]; nextCursor: string | null }> {
  const channel = await channelForDeliveries(ctx, auth, channelId);
  const page = await listAttempts(
    ctx.store,
    { ...channel, channelId: channel.id },
    {
      limit: query.limit ?? LIST_LIMIT_DEFAULT,
      afterSk: query.cursor ? decodeCursor(query.cursor, (sk) => sk.startsWith(attemptPrefix(channel.id))) : undefined,
      now: ctx.clock.now(),
    },
  );
  return { items: page.items, nextCursor: page.more && page.lastSk ? encodeCursor(page.lastSk) : null };
}
