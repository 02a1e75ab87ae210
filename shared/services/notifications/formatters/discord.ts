// Discord channel webhook: one embed. Limits kept: title ≤256, description ≤4096, ≤25 fields (name ≤256,
// value ≤1024), footer ≤2048, and all of an embed's text together ≤6000 characters. Mentions are disabled.
import { clip, confidenceText, type MessageContent } from "../content.js";

export const DISCORD_LIMITS = { title: 256, description: 4096, fieldValue: 1024, footer: 2048, total: 6000 } as const;

const COLOR = { critical: 0xd32f2f, high: 0xf57c00, medium: 0xfbc02d, low: 0x1976d2, info: 0x9e9e9e } as const;

export function discordMessage(c: MessageContent) {
  const title = clip(c.title, DISCORD_LIMITS.title);
  const fields = [
    { name: "Service", value: clip(c.service, DISCORD_LIMITS.fieldValue), inline: true },
    { name: "Severity", value: c.severity, inline: true },
    { name: "Confidence", value: confidenceText(c.confidence), inline: true },
    { name: "Failure", value: clip(c.failure, DISCORD_LIMITS.fieldValue), inline: false },
    { name: "Impact", value: clip(c.impact, DISCORD_LIMITS.fieldValue), inline: false },
    ...(c.topAction
      ? [{ name: "Top action", value: clip(c.topAction, DISCORD_LIMITS.fieldValue), inline: false }]
      : []),
  ];
  const footer = clip(`logdx · ${c.event}`, DISCORD_LIMITS.footer);
  const used = title.length + footer.length + fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
  // The description takes what the 6000-character total leaves.
  const description = clip(c.summary, Math.min(DISCORD_LIMITS.description, DISCORD_LIMITS.total - used));
  return {
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title,
        url: c.link,
        description,
        color: COLOR[c.severity],
        fields,
        footer: { text: footer },
        timestamp: c.at,
      },
    ],
  };
}
