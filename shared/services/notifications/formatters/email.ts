// Email: a one-line subject, a plain-text body and the same content as simple HTML (every value escaped).
import type { MailMessage } from "../../../notify/mail.port.js";
import { clip, confidenceText, type MessageContent } from "../content.js";

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function rows(c: MessageContent): Array<[string, string]> {
  return [
    ["Service", c.service],
    ["Severity", c.severity],
    ["Confidence", confidenceText(c.confidence)],
    ["Failure", c.failure],
    ["Impact", c.impact],
    ...(c.topAction ? ([["Top action", c.topAction]] as Array<[string, string]>) : []),
  ];
}

export function emailMessage(c: MessageContent, to: string[]): MailMessage {
  const subject = clip(c.title.replace(/[\r\n]+/g, " "), 200);
  const text = [
    c.title,
    "",
    c.summary,
    "",
    ...rows(c).map(([k, v]) => `${k}: ${v}`),
    "",
    `${c.linkLabel}: ${c.link}`,
  ].join("\n");
  const html = [
    "<!doctype html><html><body>",
    `<h2>${esc(c.title)}</h2>`,
    `<p>${esc(c.summary)}</p>`,
    "<table>",
    ...rows(c).map(([k, v]) => `<tr><th align="left">${esc(k)}</th><td>${esc(v)}</td></tr>`),
    "</table>",
    `<p><a href="${esc(c.link)}">${esc(c.linkLabel)}</a></p>`,
    "</body></html>",
  ].join("\n");
  return { to, subject, text, html };
}
