// MailPort over Amazon SES (v2 SendEmail) from the deployment's verified sender. The SES SDK loads on first send.
import type { SESv2Client } from "@aws-sdk/client-sesv2";
import { lazySdk } from "../runtime/lazy-sdk.js";
import { checkMessage, MailError, type MailPort } from "./mail.port.js";

export interface SesMailOptions {
  /** The verified sender identity (LOGDX_MAIL_FROM); without it every send fails, naming the setting. */
  from?: string;
  region?: string;
  /** A ready client (tests); otherwise one is created on first send in `region`. */
  client?: SESv2Client;
}

// Refusals a retry cannot fix: the message, the sender identity or the account is the problem.
const PERMANENT = new Set([
  "MessageRejected",
  "MailFromDomainNotVerifiedException",
  "AccountSuspendedException",
  "SendingPausedException",
  "BadRequestException",
  "NotFoundException",
]);

function toMailError(err: unknown): MailError {
  const e = err as { name?: string; message?: string; $fault?: string } | null;
  const name = e?.name ?? "Error";
  // A client fault is the request's, so final, but throttling; a server fault or no answer may pass next time.
  const throttled = /Throttl|TooManyRequests|LimitExceeded/.test(name);
  const retryable = !PERMANENT.has(name) && (e?.$fault !== "client" || throttled);
  return new MailError(`SES refused the email (${name})`, retryable);
}

export function createSesMail(opts: SesMailOptions): MailPort {
  const ses = lazySdk(
    () => import("@aws-sdk/client-sesv2"),
    (sdk) => opts.client ?? new sdk.SESv2Client(opts.region ? { region: opts.region } : {}),
  );
  return {
    async send(message) {
      if (!opts.from) throw new MailError("No sender is configured: set LOGDX_MAIL_FROM (logdx:mailFrom)", false);
      checkMessage(message);
      const { sdk, client } = await ses();
      const charset = "UTF-8";
      try {
        const out = await client.send(
          new sdk.SendEmailCommand({
            FromEmailAddress: opts.from,
            Destination: { ToAddresses: message.to },
            Content: {
              Simple: {
                Subject: { Data: message.subject, Charset: charset },
                Body: {
                  Text: { Data: message.text, Charset: charset },
                  ...(message.html ? { Html: { Data: message.html, Charset: charset } } : {}),
                },
              },
            },
          }),
        );
        return { messageId: out.MessageId ?? "" };
      } catch (err) {
        throw toMailError(err);
      }
    },
  };
}
