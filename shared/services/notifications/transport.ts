// One attempt to one channel: post the formatted message (or send the email) and say what happened, in the
// words the worker acts on. HTTP goes through the SSRF-guarded port, which checks the address again at connect
// time and never follows a redirect. Nothing here names a credential: errors carry the host at most.

import type { AppContext } from "../../app-context.js";
import type { ChannelType } from "../../domain/notification-vocabulary.js";
import { isOutgoingHttpError } from "../../net/outgoing-http.port.js";
import { MailError, type MailMessage } from "../../notify/mail.port.js";
import { parseRetryAfter } from "./retry-policy.js";

export type AttemptResult =
  | { kind: "delivered"; responseStatus: number | null }
  | { kind: "retry"; responseStatus: number | null; error: AttemptError; retryAfterMs?: number }
  | { kind: "failed"; responseStatus: number | null; error: AttemptError }
  /** 410 Gone: the destination was removed; the channel is switched off. */
  | { kind: "gone"; responseStatus: 410; error: AttemptError };

export interface AttemptError {
  code: string;
  message: string;
}

export type OutgoingMessage =
  | { via: "http"; url: string; headers: Record<string, string>; body: string }
  | { via: "mail"; mail: MailMessage };

const SEND_TIMEOUT_MS = 10_000;
const RETRYABLE_STATUS = (s: number) => s === 408 || s === 429 || s >= 500;

function fromStatus(status: number, retryAfter: string | undefined, now: Date): AttemptResult {
  if (status >= 200 && status < 300) return { kind: "delivered", responseStatus: status };
  if (status === 410) {
    return { kind: "gone", responseStatus: 410, error: { code: "GONE", message: "The destination answered 410 Gone" } };
  }
  if (status >= 300 && status < 400) {
    const error = { code: "REDIRECT", message: `The destination answered ${status}; redirects are not followed` };
    return { kind: "failed", responseStatus: status, error };
  }
  const error = { code: `HTTP_${status}`, message: `The destination answered ${status}` };
  if (RETRYABLE_STATUS(status)) {
    return { kind: "retry", responseStatus: status, error, retryAfterMs: parseRetryAfter(retryAfter, now) };
  }
  return { kind: "failed", responseStatus: status, error };
}

async function postHttp(ctx: AppContext, m: Extract<OutgoingMessage, { via: "http" }>): Promise<AttemptResult> {
  try {
    const res = await ctx.http.request(m.url, {
      method: "POST",
      headers: m.headers,
      body: m.body,
      redirect: "manual",
      timeoutMs: SEND_TIMEOUT_MS,
    });
    await res.dump().catch(() => undefined);
    return fromStatus(res.status, res.headers["retry-after"], ctx.clock.now());
  } catch (err) {
    if (!isOutgoingHttpError(err)) throw err;
    const error = { code: err.kind.toUpperCase(), message: err.message };
    // A destination the SSRF policy refuses (now, after DNS changed) or a malformed URL does not get better.
    const permanent = err.kind === "blocked_address" || err.kind === "blocked_scheme" || err.kind === "invalid_url";
    return permanent ? { kind: "failed", responseStatus: null, error } : { kind: "retry", responseStatus: null, error };
  }
}

async function sendMail(ctx: AppContext, mail: MailMessage): Promise<AttemptResult> {
  try {
    await ctx.mail.send(mail);
    return { kind: "delivered", responseStatus: null };
  } catch (err) {
    if (!(err instanceof MailError)) throw err;
    const error = { code: "MAIL_REFUSED", message: err.message };
    return err.retryable
      ? { kind: "retry", responseStatus: null, error }
      : { kind: "failed", responseStatus: null, error };
  }
}

export function send(ctx: AppContext, message: OutgoingMessage): Promise<AttemptResult> {
  return message.via === "http" ? postHttp(ctx, message) : sendMail(ctx, message.mail);
}

export const isHttpChannel = (type: ChannelType) => type !== "email";
