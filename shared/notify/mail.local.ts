// MailPort for local mode (nodemailer): over SMTP when LOGDX_SMTP_URL is set, otherwise each message is written as
// an .eml file to the data dir's outbox, where any mail client opens it.
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { checkMessage, MailError, type MailPort } from "./mail.port.js";

export interface LocalMailOptions {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
}

export function createLocalMail(opts: LocalMailOptions): MailPort {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      checkMessage(message);
      let info: { messageId: string; message?: unknown };
      try {
        info = await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        // SMTP 5xx is a refusal; 4xx and no answer at all are worth another attempt.
        throw new MailError(`SMTP delivery failed (${code ?? (err as Error).name})`, !(code && code >= 500));
      }
      if (!opts.smtpUrl) {
        await mkdir(opts.outboxDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^A-Za-z0-9]/g, "")}.eml`;
        // written aside, then renamed into place: a mail client (or a test) watching the outbox never opens a
        // half-written .eml
        const path = join(opts.outboxDir, name);
        await writeFile(`${path}.part`, info.message as Buffer);
        await rename(`${path}.part`, path);
      }
      return { messageId: info.messageId };
    },
  };
}
