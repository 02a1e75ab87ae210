// Plain-text lines: leading timestamp, level word, syslog program names; and the shapes that
// only continue a previous record (stack frames, exception lines, goroutine dumps).
import { matchLeadingLevel, normalizeLevel } from "./level.js";
import type { ParsedLine } from "./parsed-line.js";
import { matchLeadingTimestamp } from "./timestamp.js";

const CONTINUATION_RES = [
  /^\s/, // indented: stack frames, wrapped text
  /^at [\w$.<>]/,
  /^Caused by:/,
  /^\.\.\. \d+ (more|common frames omitted)/,
  /^Traceback \(most recent call last\)/,
  /^During handling of the above exception/,
  /^The above exception was the direct cause/,
  /^[A-Za-z_][\w$]*(\.[A-Za-z_][\w$]*)*(Error|Exception|Exit|Interrupt|Fault|Throwable|Panic)\b(:|$)/,
  /^goroutine \d+ \[/,
  /^\[signal /,
  /^(created by )?[\w./*()$-]+\(.*\)(\s+\+0x[0-9a-f]+)?$/,
  /^[}\])]/,
];

const GLOG_RE = /^([IWEF])(\d{4} \d{2}:\d{2}:\d{2}\.\d+)\s+\d+\s+[\w.-]+:\d+\]\s?/;
const SYSLOG_PROGRAM_RE = /^\s*(\S+)\s+([A-Za-z][\w./-]*?)(?:\[\d+\])?:\s/;
const SEPARATORS_RE = /^[\s|,\]-]*(?:-\s+|\|\s*)?/;
const LEVEL_SCAN_RE =
  /(?:^|[\s[(<|])(TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|SEVERE|FATAL|CRITICAL)(?=[\s\])>:|]|$)/;

export function isContinuationText(text: string): boolean {
  for (const re of CONTINUATION_RES) if (re.test(text)) return true;
  return false;
}

export function parseTextLine(text: string, stream: string): ParsedLine {
  let rest = text;
  let timestamp: number | undefined;
  let level: string | undefined;
  let service: string | undefined;
  const glog = GLOG_RE.exec(rest);
  if (glog) {
    return {
      level: normalizeLevel(glog[1]),
      message: rest.slice(glog[0].length),
      attributes: {},
      kind: "head",
      stream,
    };
  }
  let bracketed = false;
  if (rest.charCodeAt(0) === 91 /* [ */) {
    const inner = matchLeadingTimestamp(rest.slice(1));
    if (inner) {
      bracketed = true;
      timestamp = inner.ms;
      rest = rest.slice(1 + inner.length);
      const close = rest.indexOf("]");
      if (close >= 0 && close < 12) rest = rest.slice(close + 1);
    }
  }
  if (!bracketed) {
    const ts = matchLeadingTimestamp(rest);
    if (ts) {
      timestamp = ts.ms;
      rest = rest.slice(ts.length);
      const syslog = /^[A-Z]/.test(text) ? SYSLOG_PROGRAM_RE.exec(rest) : null;
      if (syslog && !matchLeadingLevel(syslog[1])) {
        service = syslog[2];
        rest = rest.slice(syslog[0].length);
      }
    }
  }
  if (timestamp !== undefined) rest = rest.replace(SEPARATORS_RE, "");
  const lv = matchLeadingLevel(rest);
  if (lv) {
    level = lv.level;
    rest = rest.slice(lv.length).replace(SEPARATORS_RE, "");
  } else if (timestamp !== undefined) {
    const scan = LEVEL_SCAN_RE.exec(rest.slice(0, 80));
    if (scan) level = normalizeLevel(scan[1]);
  }
  if (timestamp !== undefined || level !== undefined) {
    return { timestamp, level, service, message: rest, attributes: {}, kind: "head", stream };
  }
  return {
    message: text,
    attributes: {},
    kind: isContinuationText(text) ? "continuation" : "plain",
    stream,
  };
}
