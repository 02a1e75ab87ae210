// Outgoing webhook (API-DECISIONS): JSON {event, deliveryId, createdAt, projectId, analysis|alert}, signed over the
// exact bytes sent: X-Service-Signature (sha256=<hex HMAC>) and the Standard Webhooks headers, signed by the
// standardwebhooks package with the same secret taken as raw bytes.
import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import type { Analysis } from "../../../domain/analysis.schema.js";
import type { DeliveryEvent } from "../../../domain/notification-vocabulary.js";
import type { WatchdogAlert } from "../delivery-message.js";

export interface WebhookPayload {
  event: DeliveryEvent;
  deliveryId: string;
  createdAt: string;
  projectId: string;
  analysis?: Analysis;
  alert?: WatchdogAlert & { severity: string };
}

export interface WebhookCredentials {
  authHeader?: string;
  hmacSecret?: string;
}

/** The body and headers of one attempt; `now` is this attempt's time (webhook-timestamp, for replay checks). */
export function webhookRequest(payload: WebhookPayload, creds: WebhookCredentials, now: Date) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "logdx-webhooks/1",
    "x-service-event": payload.event,
    "x-service-delivery": payload.deliveryId,
    "webhook-id": payload.deliveryId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
  };
  if (creds.hmacSecret) {
    headers["x-service-signature"] = `sha256=${createHmac("sha256", creds.hmacSecret).update(body).digest("hex")}`;
    headers["webhook-signature"] = new Webhook(creds.hmacSecret, { format: "raw" }).sign(payload.deliveryId, now, body);
  }
  if (creds.authHeader) headers.authorization = creds.authHeader;
  return { body, headers };
}
