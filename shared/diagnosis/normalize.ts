// Normalise stage, one raw line at a time: strips a docker-compose prefix, then reads the rest
// as JSON, logfmt or plain text. Joining continuation lines is multiline.ts's job.
import { normalizeLevel } from "./level.js";
import { parseJsonLine } from "./normalize-json.js";
import { parseLogfmtLine } from "./normalize-logfmt.js";
import { parseTextLine } from "./normalize-text.js";
import type { ParsedLine } from "./parsed-line.js";

/** Lines longer than this are cut before parsing: nothing useful for diagnosis lives past it. */
export const MAX_LINE_LENGTH = 64 * 1024;

const COMPOSE_RE = /^([A-Za-z0-9][\w.-]*?)(?:[-_]\d{1,3})?\s+\| ?/;

export function stripComposeSuffix(service: string): string {
  return service.replace(/[-_]\d{1,3}$/, "");
}

export function parseLine(raw: string): ParsedLine {
  let text = raw.length > MAX_LINE_LENGTH ? raw.slice(0, MAX_LINE_LENGTH) : raw;
  if (text.charCodeAt(text.length - 1) === 13) text = text.slice(0, -1);
  let stream = "";
  let composeService: string | undefined;
  const compose = COMPOSE_RE.exec(text);
  if (compose && normalizeLevel(compose[1]) === undefined && !/^\d+$/.test(compose[1])) {
    composeService = compose[1];
    stream = composeService;
    text = text.slice(compose[0].length);
  }
  const parsed = parseBody(text, stream);
  if (composeService && !parsed.service) parsed.service = composeService;
  return parsed;
}

function parseBody(text: string, stream: string): ParsedLine {
  const first = text.charCodeAt(0);
  if (first === 123 /* { */) {
    const json = parseJsonLine(text, stream);
    if (json) {
      // docker json-file and similar wrappers carry a whole text line inside
      if (json.timestamp === undefined || json.level === undefined) {
        const inner = json.message.length < 4096 ? innerFields(json.message, stream) : undefined;
        if (inner) {
          json.timestamp ??= inner.timestamp;
          json.level ??= inner.level;
          json.service ??= inner.service;
          if (inner.kind === "head") json.message = inner.message;
        }
      }
      return json;
    }
  } else if ((first >= 65 && first <= 90) || (first >= 97 && first <= 122) || first === 95 || first === 64) {
    const logfmt = parseLogfmtLine(text, stream);
    if (logfmt) return logfmt;
  }
  return parseTextLine(text, stream);
}

function innerFields(message: string, stream: string): ParsedLine | undefined {
  const trimmed = message.replace(/\s+$/, "");
  if (!trimmed || trimmed.includes("\n")) return undefined;
  const inner = parseLogfmtLine(trimmed, stream) ?? parseTextLine(trimmed, stream);
  return inner.kind === "head" ? inner : undefined;
}
