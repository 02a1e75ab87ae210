// Slack incoming webhook: Block Kit (header, sections with fields, a link button) plus `text` for notifications.
// Limits kept: ≤50 blocks, section text ≤3000, field ≤2000, header ≤150 plain-text characters.
import { clip, confidenceText, type MessageContent } from "../content.js";

export const SLACK_LIMITS = { blocks: 50, text: 3000, field: 2000, header: 150, buttonText: 75 } as const;

/** Slack mrkdwn: &, < and > must be escaped, or text can forge links and mentions. */
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** Escapes, then clips so the escaped text stays within `max`. */
const md = (s: string, max: number) => clip(esc(s), max);

export function slackMessage(c: MessageContent) {
  return {
    text: md(`${c.title}: ${c.summary}`, SLACK_LIMITS.text),
    blocks: [
      { type: "header", text: { type: "plain_text", text: clip(c.title, SLACK_LIMITS.header), emoji: false } },
      { type: "section", text: { type: "mrkdwn", text: md(c.summary, SLACK_LIMITS.text) } },
      {
        type: "section",
        fields: [
          { type: "mrkdwn", text: md(`*Service*\n${c.service}`, SLACK_LIMITS.field) },
          { type: "mrkdwn", text: md(`*Severity*\n${c.severity}`, SLACK_LIMITS.field) },
          { type: "mrkdwn", text: md(`*Confidence*\n${confidenceText(c.confidence)}`, SLACK_LIMITS.field) },
          { type: "mrkdwn", text: md(`*Failure*\n${c.failure}`, SLACK_LIMITS.field) },
        ],
      },
      { type: "section", text: { type: "mrkdwn", text: md(`*Impact*\n${c.impact}`, SLACK_LIMITS.text) } },
      ...(c.topAction
        ? [{ type: "section", text: { type: "mrkdwn", text: md(`*Top action*\n${c.topAction}`, SLACK_LIMITS.text) } }]
        : []),
      {
        type: "actions",
        elements: [
          {
            type: "button",
            text: { type: "plain_text", text: clip(c.linkLabel, SLACK_LIMITS.buttonText) },
            url: c.link,
          },
        ],
      },
    ],
  };
}
