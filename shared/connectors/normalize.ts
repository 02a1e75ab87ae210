// Field mapping shared by every connector: one level vocabulary, level/service sniffed from the line.
import type { LogRecord } from "../diagnosis/log-record.js";
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

function jsonObject(message: string): Record<string, unknown> | undefined {
  const t = message.trimStart();
  if (!t.startsWith("{")) return undefined;
  try {
    const v = JSON.parse(t) as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const LOGFMT = (key: string) => new RegExp(`(?:^|\\s)${key}=("?)([A-Za-z0-9_.\\-/]+)\\1`);
const LEADING = /\b(FATAL|CRITICAL|CRIT|EMERG(?:ENCY)?|ALERT|ERROR|ERR|WARN(?:ING)?|NOTICE|INFO|DEBUG|TRACE)\b/;

/** Level from the line itself: JSON level/severity/lvl, then logfmt level=, then a leading token. */
export function levelFromMessage(message: string): Level {
  const obj = jsonObject(message);
  if (obj) {
    for (const k of ["level", "severity", "lvl", "log.level"]) {
      const l = normalizeLevel(obj[k]);
      if (l !== "unknown") return l;
    }
  }
  for (const k of ["level", "lvl", "severity"]) {
    const m = LOGFMT(k).exec(message);
    if (m) {
      const l = normalizeLevel(m[2]);
      if (l !== "unknown") return l;
    }
  }
  const lead = LEADING.exec(message.slice(0, 120));
  return lead ? normalizeLevel(lead[1]) : "unknown";
}

export function serviceFromMessage(message: string): string | undefined {
  const obj = jsonObject(message);
  if (obj) {
    const svc = obj.service ?? obj.service_name ?? obj.app;
    if (typeof svc === "string" && svc) return svc;
    if (svc && typeof svc === "object" && typeof (svc as { name?: unknown }).name === "string") {
      return (svc as { name: string }).name;
    }
  }
  const m = LOGFMT("service").exec(message) ?? LOGFMT("app").exec(message);
  return m ? m[2] : undefined;
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
