// Each formatter against its golden payload (an ordinary diagnosis) and against the platform's documented shape
// and limits, also for a diagnosis built to overflow them (long texts, 60 services, non-ASCII and emoji names).
//   Slack Block Kit: ≤50 blocks; section text ≤3000, field ≤2000 (≤10 fields), header plain_text ≤150, button ≤75
//   Teams: an Adaptive Card 1.4 in a message attachment (contentType application/vnd.microsoft.card.adaptive)
//   Discord: ≤10 embeds; title ≤256, description ≤4096, ≤25 fields (name ≤256, value ≤1024), footer ≤2048,
//            and an embed's texts together ≤6000
//   Google Chat: cardsV2 [{cardId, card: {header, sections: [{widgets}]}}], a message ≤32 000 bytes
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "@jest/globals";
import * as z from "zod";
import { clip } from "../../../shared/services/notifications/content.js";
import { discordMessage } from "../../../shared/services/notifications/formatters/discord.js";
import { emailMessage } from "../../../shared/services/notifications/formatters/email.js";
import { googleChatMessage } from "../../../shared/services/notifications/formatters/google-chat.js";
import { slackMessage } from "../../../shared/services/notifications/formatters/slack.js";
import { teamsMessage } from "../../../shared/services/notifications/formatters/teams.js";
import { DELIVERY_ID, ordinary, straining } from "./golden-inputs.js";

const golden = (name: string) =>
  JSON.parse(readFileSync(join(process.cwd(), "test/fixtures/notifications/golden", `${name}.json`), "utf8"));

const text = (max: number) => z.string().min(1).max(max);
const plain = (max: number) =>
  z.strictObject({ type: z.literal("plain_text"), text: text(max), emoji: z.boolean().optional() });
const mrkdwn = (max: number) => z.strictObject({ type: z.literal("mrkdwn"), text: text(max) });
const slackSchema = z.strictObject({
  text: text(3000),
  blocks: z
    .array(
      z.union([
        z.strictObject({ type: z.literal("header"), text: plain(150) }),
        z.strictObject({ type: z.literal("section"), text: mrkdwn(3000) }),
        z.strictObject({ type: z.literal("section"), fields: z.array(mrkdwn(2000)).min(1).max(10) }),
        z.strictObject({
          type: z.literal("actions"),
          elements: z
            .array(z.strictObject({ type: z.literal("button"), text: plain(75), url: z.url().max(3000) }))
            .max(25),
        }),
      ]),
    )
    .min(1)
    .max(50),
});

const teamsSchema = z.strictObject({
  type: z.literal("message"),
  attachments: z
    .array(
      z.strictObject({
        contentType: z.literal("application/vnd.microsoft.card.adaptive"),
        contentUrl: z.null(),
        content: z.strictObject({
          $schema: z.literal("http://adaptivecards.io/schemas/adaptive-card.json"),
          type: z.literal("AdaptiveCard"),
          version: z.literal("1.4"),
          body: z.array(
            z.union([
              z.looseObject({ type: z.literal("TextBlock"), text: text(5000), wrap: z.literal(true) }),
              z.strictObject({
                type: z.literal("FactSet"),
                facts: z.array(z.strictObject({ title: text(100), value: text(5000) })),
              }),
            ]),
          ),
          actions: z.array(z.strictObject({ type: z.literal("Action.OpenUrl"), title: text(100), url: z.url() })),
        }),
      }),
    )
    .length(1),
});

const embedSchema = z
  .strictObject({
    title: text(256),
    url: z.url(),
    description: text(4096),
    color: z.number().int().min(0).max(0xffffff),
    fields: z.array(z.strictObject({ name: text(256), value: text(1024), inline: z.boolean() })).max(25),
    footer: z.strictObject({ text: text(2048) }),
    timestamp: z.iso.datetime(),
  })
  .refine(
    (e) =>
      e.title.length +
        e.description.length +
        e.footer.text.length +
        e.fields.reduce((n, f) => n + f.name.length + f.value.length, 0) <=
      6000,
    "an embed's texts together exceed 6000 characters",
  );
const discordSchema = z.strictObject({
  allowed_mentions: z.strictObject({ parse: z.array(z.string()).length(0) }),
  embeds: z.array(embedSchema).min(1).max(10),
});

const widget = z.union([
  z.strictObject({ textParagraph: z.strictObject({ text: text(20_000) }) }),
  z.strictObject({
    decoratedText: z.strictObject({ topLabel: text(100), text: text(20_000), wrapText: z.boolean() }),
  }),
  z.strictObject({
    buttonList: z.strictObject({
      buttons: z.array(
        z.strictObject({ text: text(100), onClick: z.strictObject({ openLink: z.strictObject({ url: z.url() }) }) }),
      ),
    }),
  }),
]);
const chatSchema = z
  .strictObject({
    text: text(4096),
    cardsV2: z
      .array(
        z.strictObject({
          cardId: text(255),
          card: z.strictObject({
            header: z.strictObject({ title: text(200), subtitle: text(200) }),
            sections: z.array(z.strictObject({ widgets: z.array(widget).min(1) })).min(1),
          }),
        }),
      )
      .length(1),
  })
  .refine((m) => Buffer.byteLength(JSON.stringify(m)) <= 32_000, "a Chat message is at most 32 000 bytes");

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function expectShape(schema: z.ZodType, payload: unknown) {
  const parsed = schema.safeParse(payload);
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
  // Clipping never cuts an emoji or another astral character in half (JSON.stringify escapes a lone surrogate).
  expect(JSON.stringify(payload)).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
}

const formats = {
  slack: { schema: slackSchema, build: slackMessage },
  teams: { schema: teamsSchema, build: teamsMessage },
  discord: { schema: discordSchema, build: discordMessage },
  "google-chat": { schema: chatSchema, build: (c: typeof ordinary) => googleChatMessage(c, DELIVERY_ID) },
} as const;

describe.each(Object.entries(formats))("%s", (name, { schema, build }) => {
  it("matches its golden payload", () => {
    expect(build(ordinary)).toEqual(golden(name));
  });

  it("has the documented shape for an ordinary diagnosis", () => {
    expectShape(schema, build(ordinary));
  });

  it("stays inside every limit for long texts and non-ASCII service names", () => {
    const payload = build(straining);
    expectShape(schema, payload);
    const json = JSON.stringify(payload);
    expect(json).toContain("決済サービス");
    expect(json).toContain("🚀");
    expect(json).toContain("…");
    expect(json).toContain("60 services affected");
  });
});

describe("slack", () => {
  it("escapes &, < and > so text cannot forge links or mentions", () => {
    const payload = slackMessage({ ...ordinary, summary: "<!channel> & <https://evil.example|click>" });
    expect(JSON.stringify(payload)).toContain("&lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;");
    expect(JSON.stringify(payload)).not.toContain("<!channel>");
  });
});

describe("email", () => {
  it("matches its golden message", () => {
    expect(emailMessage(ordinary, ["oncall@example.com"])).toEqual(golden("email"));
  });

  it("escapes every value in the HTML and keeps the subject on one line", () => {
    const mail = emailMessage(straining, ["a@example.com"]);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThanOrEqual(200);
    expect(mail.html).not.toContain("<&>");
    expect(mail.html).toContain("&lt;&amp;&gt;");
    expect(mail.html).toContain("決済サービス");
    expect(mail.text).toContain("Top action: Aktion");
  });
});

describe("clip", () => {
  it("never passes the limit in UTF-16 units and never splits a surrogate pair", () => {
    const s = "🚀".repeat(10);
    for (let max = 1; max <= 21; max++) {
      const out = clip(s, max);
      expect(out.length).toBeLessThanOrEqual(max);
      expect(LONE_SURROGATE.test(out)).toBe(false);
    }
    expect(clip("short", 10)).toBe("short");
  });
});
