// logfmt lines: key=value pairs, values optionally double-quoted with backslash escapes.
import { normalizeLevel } from "./level.js";
import { type ParsedLine, putAttribute, withCause } from "./parsed-line.js";
import { parseTimestampValue } from "./timestamp.js";
import { traceFromFields } from "./trace-id.js";

const LOGFMT_START = /^[A-Za-z_@][\w.@-]*=/;
const TIME_KEYS = new Set(["ts", "time", "timestamp", "t", "@timestamp", "date"]);
// Heroku's router writes "at=error"
const LEVEL_KEYS = new Set(["level", "lvl", "severity", "loglevel", "log.level", "at"]);
const SERVICE_KEYS = new Set(["svc", "service", "app", "component", "service.name", "application", "caller_service"]);
const MESSAGE_KEYS = new Set(["msg", "message", "event", "log"]);

/** Parses key=value pairs; returns undefined when the text is not logfmt. */
export function parseLogfmtPairs(text: string): Array<[string, string]> | undefined {
  if (!LOGFMT_START.test(text)) return undefined;
  const pairs: Array<[string, string]> = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text.charCodeAt(i) === 32) i++;
    if (i >= n) break;
    const keyStart = i;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 61 || c === 32) break;
      i++;
    }
    const key = text.slice(keyStart, i);
    if (i >= n || text.charCodeAt(i) !== 61) {
      if (key) pairs.push([key, ""]);
      continue;
    }
    i++; // '='
    let value = "";
    if (text.charCodeAt(i) === 34) {
      i++;
      let out = "";
      let segStart = i;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === 92 && i + 1 < n) {
          out += text.slice(segStart, i);
          const next = text[i + 1];
          out += next === "n" ? "\n" : next === "t" ? "\t" : next;
          i += 2;
          segStart = i;
          continue;
        }
        if (c === 34) break;
        i++;
      }
      value = out + text.slice(segStart, i);
      i++; // closing quote
    } else {
      const vs = i;
      while (i < n && text.charCodeAt(i) !== 32) i++;
      value = text.slice(vs, i);
    }
    pairs.push([key, value]);
  }
  return pairs.length >= 2 ? pairs : undefined;
}

/** A logfmt line may hold a few words without a value (a flag, a trailing word); prose holds many. */
const MAX_BARE_WORDS = 3;

export function parseLogfmtLine(text: string, stream: string): ParsedLine | undefined {
  const pairs = parseLogfmtPairs(text);
  if (!pairs) return undefined;
  // prose that opens with a few key=value pairs ("EventID=1309 Provider=… Level=Erreur: Event code: 3005 An unhandled
  // exception…") is a message, not logfmt: most of its words have no value
  const bare = pairs.reduce((n, [, v]) => n + (v === "" ? 1 : 0), 0);
  if (bare > MAX_BARE_WORDS && bare * 2 >= pairs.length) return undefined;
  let timestamp: number | undefined;
  let level: string | undefined;
  let service: string | undefined;
  let message: string | undefined;
  let known = 0;
  const attributes: Record<string, string> = {};
  const rest: string[] = [];
  for (const [k, v] of pairs) {
    const key = k.toLowerCase();
    if (timestamp === undefined && TIME_KEYS.has(key)) {
      timestamp = parseTimestampValue(v);
      known++;
    } else if (level === undefined && LEVEL_KEYS.has(key)) {
      level = normalizeLevel(v) ?? "unknown";
      known++;
    } else if (service === undefined && SERVICE_KEYS.has(key) && v) {
      service = v;
      known++;
    } else if (message === undefined && MESSAGE_KEYS.has(key)) {
      message = v;
      known++;
    } else {
      putAttribute(attributes, k, v);
      rest.push(`${k}=${v}`);
    }
  }
  // Plain prose containing one "a=b" is not logfmt: require a recognised key.
  if (known === 0) return undefined;
  // logrus / zerolog / go-kit put the cause in its own key: `msg="bulk index failed" error="…"`
  if (message === undefined) message = rest.join(" ");
  else message = withCause(message, attributes.error ?? attributes.err ?? attributes.exception);
  const line: ParsedLine = { timestamp, level, service, message, attributes, kind: "head", stream };
  const ids = traceFromFields(attributes);
  if (ids.traceId) line.traceId = ids.traceId;
  if (ids.spanId) line.spanId = ids.spanId;
  return line;
}
