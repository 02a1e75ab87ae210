// The message for one channel, in its platform's native format (SPEC §6, API-DECISIONS "Notification channels").
import { type ChannelType, splitRecipients } from "../../domain/notification-vocabulary.js";
import type { MessageContent } from "./content.js";
import { discordMessage } from "./formatters/discord.js";
import { emailMessage } from "./formatters/email.js";
import { googleChatMessage } from "./formatters/google-chat.js";
import { slackMessage } from "./formatters/slack.js";
import { teamsMessage } from "./formatters/teams.js";
import { type WebhookPayload, webhookRequest } from "./formatters/webhook.js";
import type { OutgoingMessage } from "./transport.js";

export interface Delivery {
  deliveryId: string;
  content: MessageContent;
  /** The webhook channel's JSON body. */
  payload: WebhookPayload;
}

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8", "user-agent": "logdx-notify/1" };

const chat = (url: string, message: unknown): OutgoingMessage => ({
  via: "http",
  url,
  headers: JSON_HEADERS,
  body: JSON.stringify(message),
});

export function compose(
  type: ChannelType,
  credentials: Record<string, string>,
  d: Delivery,
  now: Date,
): OutgoingMessage {
  switch (type) {
    case "slack":
      return chat(credentials.webhookUrl, slackMessage(d.content));
    case "teams":
      return chat(credentials.webhookUrl, teamsMessage(d.content));
    case "discord":
      return chat(credentials.webhookUrl, discordMessage(d.content));
    case "google_chat":
      return chat(credentials.webhookUrl, googleChatMessage(d.content, d.deliveryId));
    case "email":
      return { via: "mail", mail: emailMessage(d.content, splitRecipients(credentials.recipients ?? "")) };
    case "webhook": {
      const { body, headers } = webhookRequest(d.payload, credentials, now);
      return { via: "http", url: credentials.url, headers, body };
    }
  }
}
