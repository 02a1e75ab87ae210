// What one raw line yields before multi-line joining: fields it carries and whether it starts a record.

export type LineKind = "head" | "continuation" | "plain";

export interface ParsedLine {
  timestamp?: number;
  /** Set when `timestamp` lacks a year or a date: the reader completes it from the envelope or the previous line. */
  clock?: "no-year" | "time-of-day";
  service?: string;
  level?: string;
  message: string;
  attributes: Record<string, string>;
  /** Request / trace correlation id (W3C trace id, OpenStack `req-…`, X-Request-Id, …) when the line states one. */
  traceId?: string;
  spanId?: string;
  /**
   * A collector's record (JSON, or text and logfmt with a level of their own) read for the program's own header in its
   * message: true when it opened with one (a native line with its level, shipped whole), false when it did not; unset
   * for other lines.
   */
  innerHeader?: boolean;
  /** java.util.logging's first line: the level and message arrive on the next line. */
  awaitsLevel?: boolean;
  /** head: starts a record; continuation: a stack frame or wrapped line; plain: text without time or level. */
  kind: LineKind;
  /** Compose replica prefix (service), so continuation lines attach to their own service's record. */
  stream: string;
}

export const MAX_ATTRIBUTES = 16;
export const MAX_ATTRIBUTE_LENGTH = 200;

export function putAttribute(attrs: Record<string, string>, key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  const t = typeof value;
  if (t !== "string" && t !== "number" && t !== "boolean") return;
  let count = 0;
  for (const _ in attrs) count++;
  if (count >= MAX_ATTRIBUTES) return;
  const s = String(value);
  attrs[key] = s.length > MAX_ATTRIBUTE_LENGTH ? s.slice(0, MAX_ATTRIBUTE_LENGTH) : s;
}

/**
 * A message with the cause a structured logger keeps in a field of its own appended to its first line, as a console
 * encoder prints it ("bulk index failed: elastic: Error 429 …"), unless the message already says it.
 */
export function withCause(message: string, cause: string | undefined): string {
  if (!cause || message.includes(cause.slice(0, 40))) return message;
  const c = cause.length > 600 ? `${cause.slice(0, 600)}…` : cause;
  const nl = message.indexOf("\n");
  return nl < 0 ? `${message}: ${c}` : `${message.slice(0, nl)}: ${c}${message.slice(nl)}`;
}
