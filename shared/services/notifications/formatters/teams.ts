// Microsoft Teams (incoming webhook / Workflows): one Adaptive Card 1.4 in a message attachment.
import { clip, confidenceText, type MessageContent } from "../content.js";

export const ADAPTIVE_CARD_VERSION = "1.4";
const SCHEMA = "http://adaptivecards.io/schemas/adaptive-card.json";
/** Teams refuses cards much above 28 KB; each text is kept well inside it. */
const TEXT_MAX = 4000;

const COLOR = { critical: "attention", high: "attention", medium: "warning", low: "accent", info: "default" } as const;

export function teamsMessage(c: MessageContent) {
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: SCHEMA,
          type: "AdaptiveCard",
          version: ADAPTIVE_CARD_VERSION,
          body: [
            {
              type: "TextBlock",
              text: clip(c.title, 256),
              weight: "Bolder",
              size: "Medium",
              color: COLOR[c.severity],
              wrap: true,
            },
            { type: "TextBlock", text: clip(c.summary, TEXT_MAX), wrap: true },
            {
              type: "FactSet",
              facts: [
                { title: "Service", value: clip(c.service, 256) },
                { title: "Severity", value: c.severity },
                { title: "Confidence", value: confidenceText(c.confidence) },
                { title: "Failure", value: clip(c.failure, TEXT_MAX) },
                { title: "Impact", value: clip(c.impact, TEXT_MAX) },
                ...(c.topAction ? [{ title: "Top action", value: clip(c.topAction, TEXT_MAX) }] : []),
              ],
            },
          ],
          actions: [{ type: "Action.OpenUrl", title: c.linkLabel, url: c.link }],
        },
      },
    ],
  };
}
