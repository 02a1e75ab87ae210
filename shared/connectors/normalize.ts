// Field mapping shared by every connector: one level vocabulary, level/service sniffed from the line.
import type { LogRecord } from "../diagnosis/log-record.js";
import { parseLine } from "../diagnosis/normalize.js";
import { traceFromFields, traceFromText } from "../diagnosis/trace-id.js";
import type { SampleLine } from "./connector.port.js";

export type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "unknown";

const LEVELS: Record<string, Level> = {
  fatal: "fatal",
  critical: "fatal",
  crit: "fatal",
  alert: "fatal",
  emergency: "fatal",
  emerg: "fatal",
  panic: "fatal",
  error: "error",
  err: "error",
  severe: "error",
  warn: "warn",
  warning: "warn",
  info: "info",
  information: "info",
  informational: "info",
  notice: "info",
  ok: "info",
  debug: "debug",
  trace: "trace",
  default: "unknown",
};

export function normalizeLevel(raw: unknown): Level {
  if (typeof raw !== "string") return "unknown";
  return LEVELS[raw.trim().toLowerCase()] ?? "unknown";
}

/** Level from the line itself, read as the engine reads a raw line (JSON, logfmt, or a text header). */
export function levelFromMessage(message: string): Level {
  return normalizeLevel(parseLine(message).level);
}

/** Service named by the line itself (a JSON or logfmt field); a logger read from a text header does not count. */
export function serviceFromMessage(message: string): string | undefined {
  const p = parseLine(message);
  return p.service && p.attributes.logger !== p.service ? p.service : undefined;
}

/** The level field if it says something, else what the line says. */
export function pickLevel(field: unknown, message: string): Level {
  const l = normalizeLevel(field);
  return l !== "unknown" ? l : levelFromMessage(message);
}

export function toAttributes(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === "string" ? v : JSON.stringify(v);
  }
  return out;
}

export function parseTime(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string") {
    const n = Date.parse(value);
    if (!Number.isNaN(n)) return n;
  }
  return Number.NaN;
}

export function toSample(r: LogRecord): SampleLine {
  return { timestamp: new Date(r.timestamp).toISOString(), service: r.service, level: r.level, message: r.message };
}

/** A record's trace/span ids, from its attributes or its text, when the platform did not map them. */
export function withTraceIds(r: LogRecord): LogRecord {
  if (r.traceId) return r;
  const fields = traceFromFields(r.attributes);
  const ids = fields.traceId ? fields : traceFromText(r.message);
  if (ids.traceId) r.traceId = ids.traceId;
  if (ids.spanId) r.spanId = ids.spanId;
  return r;
}
