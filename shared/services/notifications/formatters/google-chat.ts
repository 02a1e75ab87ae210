// Google Chat space webhook: `text` for notifications plus one cardsV2 card (header, decorated texts, a button).
import { clip, confidenceText, type MessageContent } from "../content.js";

/** Chat caps a message at 32 000 bytes; every text is kept far inside it. */
const TEXT_MAX = 4000;

/** Chat card text takes a small HTML subset: <, > and & must be escaped. */
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const text = (s: string) => esc(clip(s, TEXT_MAX));

const decorated = (topLabel: string, value: string) => ({
  decoratedText: { topLabel, text: text(value), wrapText: true },
});

export function googleChatMessage(c: MessageContent, cardId: string) {
  return {
    text: clip(`${c.title}: ${c.summary}`, TEXT_MAX),
    cardsV2: [
      {
        cardId,
        card: {
          header: { title: clip(c.title, 200), subtitle: clip(`${c.service} · ${c.severity}`, 200) },
          sections: [
            {
              widgets: [
                { textParagraph: { text: text(c.summary) } },
                decorated("Service", c.service),
                decorated("Severity", c.severity),
                decorated("Confidence", confidenceText(c.confidence)),
                decorated("Failure", c.failure),
                decorated("Impact", c.impact),
                ...(c.topAction ? [decorated("Top action", c.topAction)] : []),
                { buttonList: { buttons: [{ text: c.linkLabel, onClick: { openLink: { url: c.link } } }] } },
              ],
            },
          ],
        },
      },
    ],
  };
}
