// Channel credentials: normalised (email recipients as one list), URL-checked against the SSRF policy, sealed
// with the channel's own encryption context, opened only by the delivery worker.

import type { AppContext } from "../../app-context.js";
import type { ChannelCredentials } from "../../domain/notification.schema.js";
import { type ChannelType, splitRecipients } from "../../domain/notification-vocabulary.js";
import { assertSafeUrl } from "../../net/assert-safe-url.js";
import { openCredentials, sealCredentials } from "../log-source-credentials.js";

export const channelResource = (id: string) => `channel:${id}`;

/** The destination URL of an HTTP channel and the credential field that holds it; undefined for email. */
export function destinationOf(
  type: ChannelType,
  c: Record<string, string>,
): { url: string; field: string } | undefined {
  if (type === "email") return undefined;
  const field = type === "webhook" ? "url" : "webhookUrl";
  return { url: c[field] ?? "", field };
}

/** Plain strings, as sealed: recipients become one comma-separated list of unique addresses. */
function flatten(credentials: ChannelCredentials): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(credentials)) {
    if (v === undefined) continue;
    out[k] = k === "recipients" ? splitRecipients(v as string | string[]).join(",") : (v as string);
  }
  return out;
}

/** Refuses a URL the SSRF policy forbids (400 VALIDATION_ERROR naming the field), then seals the credentials. */
export async function checkAndSeal(
  ctx: AppContext,
  tenantId: string,
  channel: { id: string; type: ChannelType },
  credentials: ChannelCredentials,
) {
  const flat = flatten(credentials);
  const dest = destinationOf(channel.type, flat);
  if (dest) {
    await assertSafeUrl(dest.url, {
      allowPrivateNetwork: ctx.config.allowPrivateNetwork,
      path: `credentials.${dest.field}`,
      allowUnresolved: true,
    });
  }
  return sealCredentials(ctx, tenantId, channelResource(channel.id), flat);
}

export const openChannelCredentials = (
  ctx: AppContext,
  channel: { id: string; tenantId: string; credentials: Parameters<typeof openCredentials>[3] },
) => openCredentials(ctx, channel.tenantId, channelResource(channel.id), channel.credentials);
