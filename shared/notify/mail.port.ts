// Email out, for the email notification channel: SES on AWS, SMTP or .eml files in the data dir's outbox locally.
// The sender is the deployment's (LOGDX_MAIL_FROM), never the tenant's.
import { MAX_RECIPIENTS } from "../domain/notification-vocabulary.js";

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

export interface MailPort {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** A send that failed; `retryable` when a later attempt may succeed (throttling, an outage). */
export class MailError extends Error {
  override readonly name = "MailError";
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** Refuses what no adapter should be handed: no recipient, too many, or one that is not a bare address. */
export function checkMessage(message: MailMessage): void {
  if (message.to.length === 0) throw new MailError("An email needs at least one recipient", false);
  if (message.to.length > MAX_RECIPIENTS) {
    throw new MailError(`An email takes at most ${MAX_RECIPIENTS} recipients`, false);
  }
  const bad = message.to.find((a) => a.length > 254 || !ADDRESS.test(a));
  if (bad !== undefined) throw new MailError("A recipient is not a valid email address", false);
  if (/[\r\n]/.test(message.subject)) throw new MailError("An email subject is one line", false);
}
