// GET /v1/config/notifications/{id}/deliveries: every attempt to the channel, newest first, opaque cursor.
import { LIST_LIMIT_DEFAULT } from "../../domain/analysis-vocabulary.js";
import { AppError } from "../../domain/errors.js";
import type { DeliveryAttempt, ListDeliveriesQuery } from "../../domain/notification.schema.js";
import type { AppContext } from "../../runtime/context.js";
import { attemptPrefix, listAttempts } from "../../store/deliveries.dynamo.js";
import type { AuthInfo } from "../auth.types.js";
import { channelForDeliveries } from "./channels.js";

const encodeCursor = (sk: string) => Buffer.from(JSON.stringify({ sk }), "utf8").toString("base64url");

function decodeCursor(cursor: string, channelId: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { sk?: unknown };
    if (typeof parsed.sk === "string" && parsed.sk.startsWith(attemptPrefix(channelId))) return parsed.sk;
  } catch {
    // fall through to the validation error
  }
  throw AppError.validation([{ path: "cursor", message: "is not a cursor this API returned" }], "Invalid cursor");
}

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
      afterSk: query.cursor ? decodeCursor(query.cursor, channel.id) : undefined,
      now: ctx.clock.now(),
    },
  );
  return { items: page.items, nextCursor: page.more && page.lastSk ? encodeCursor(page.lastSk) : null };
}
