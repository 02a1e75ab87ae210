// The header of a text line, after its timestamp: the fields most layouts put before the message
// (pid, [thread], LEVEL, logger, separators) in whatever order the layout chose. One left-to-right
// pass over at most MAX_TOKENS tokens; the message starts at the first token that is none of them.
// logback/log4j2/Spring Boot, Hadoop, ZooKeeper, Kafka, Elasticsearch, Envoy, nginx/Apache error
// logs, Postgres, MySQL, structlog, Serilog, zap console and Python `%(name)s - %(levelname)s` all
// read this way.
import { headerLevel, normalizeLevel } from "./level.js";

export interface Header {
  level?: string;
  /** Logger, component or module named in the header (service of a single system's own log). */
  logger?: string;
  /** Index in the scanned text where the message begins. */
  messageStart: number;
  /** A request id standing alone in the header (Lambda's "<time>\t<request id>\tLEVEL"). */
  requestId?: string;
  /** Postgres spells its levels "ERROR:  " (two spaces): such a line names its server. */
  postgres?: boolean;
}

const MAX_TOKENS = 9;
const MAX_HEADER = 320;
/** Bare separators between header fields. */
const SEPARATORS = new Set(["-", "--", "---", "|", ":", "::", "—", "•"]);
const NUMBER_RE = /^\d+(?:[#:]\d+)?:?$/;
const LOGGER_RE = /^[A-Za-z_$][\w$]*(?:[./][\w$]+)+(?:[#:@]\d+)?:?$|^[A-Z][a-z\d]+[A-Z][\w$]*(?:[#:@]\d+)?:$/;
/** Python `%(name)s`, program names: a plain word, taken as a logger only before a separator. */
const NAME_RE = /^(?=\d*[A-Za-z_])[\w][\w.-]*:?$/;
const DOTTED_RE = /^[A-Za-z_][\w$]*(?:\.[\w$]+)+:?$/;
const LOWER_NAME_COLON_RE = /^[a-z][\w-]*:$/;
/** pino-pretty "(name/pid on host):" after the level. */
const PINO_PRETTY_RE = /^([\w.@-]+)(?:\/\d+)?(?: on [\w.-]+)?$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BRACKET_LEVEL_RE = /^(?:[\w.-]+:)?\s*([A-Za-z]+\d?)\s*$/;
const JAVA_FRAME_LOGGER_RE = /(?:^|[\s:/])([A-Za-z_$][\w$.]*)(?:@\d+|:\d+)?$/;
const USER_AT_DB_RE = /^\[?[\w.-]*@[\w.-]*\]?$/;
const POSTGRES_LEVEL_RE = /^[A-Z]+\d?:$/;
const EXCEPTION_HEAD_RE = /(?:Error|Exception|Fault)\d*:$/;

interface Token {
  text: string;
  start: number;
  end: number;
  bracket: "" | "[" | "(" | "<";
}

function closer(open: string): string {
  return open === "[" ? "]" : open === "(" ? ")" : ">";
}

function nextToken(s: string, from: number): Token | undefined {
  let i = from;
  while (i < s.length && (s[i] === " " || s[i] === "\t")) i++;
  if (i >= s.length || i >= MAX_HEADER) return undefined;
  const open = s[i];
  if (open === "[" || open === "(" || open === "<") {
    const close = closer(open);
    let depth = 0;
    for (let j = i; j < s.length && j - i < 200; j++) {
      if (s[j] === open) depth++;
      else if (s[j] === close && --depth === 0) {
        let end = j + 1;
        if (s[end] === ":") end++;
        return { text: s.slice(i + 1, j), start: i, end, bracket: open };
      }
    }
  }
  let j = i;
  while (j < s.length && s[j] !== " " && s[j] !== "\t") j++;
  return { text: s.slice(i, j), start: i, end: j, bracket: "" };
}

/** Lower-case "level:" words a line may start with when it has no timestamp (winston's simple format). */
const BARE_COLON_LEVELS = new Set(["error", "warn", "warning", "info", "debug", "trace", "verbose"]);

function levelOf(t: Token, s: string, bare: boolean): string | undefined {
  if (t.bracket === "[" || t.bracket === "<") {
    const m = BRACKET_LEVEL_RE.exec(t.text);
    return m ? headerLevel(m[1], true) : undefined;
  }
  if (t.bracket) return undefined;
  const colon = t.text.endsWith(":");
  const word = colon ? t.text.slice(0, -1) : t.text;
  // "panic: runtime error" continues a Go crash; only the usual level names open a bare line
  if (bare && colon && word !== word.toUpperCase() && !BARE_COLON_LEVELS.has(word)) return undefined;
  const tabbed = s[t.end] === "\t" || s[t.start - 1] === "\t";
  // a column between pipes ("2026-… | warn | …") is set apart too, and may hold pino's number or klog's letter
  const piped = PIPE_BEFORE_RE.test(s.slice(Math.max(0, t.start - 3), t.start)) && PIPE_AFTER_RE.test(s.slice(t.end));
  if (piped && PINO_LEVEL_RE.test(word)) return normalizeLevel(Number(word));
  if (piped && LETTER_LEVEL_RE.test(word)) return normalizeLevel(word);
  return headerLevel(word, colon || tabbed || piped);
}
const PIPE_BEFORE_RE = /\| ?$/;
const PIPE_AFTER_RE = /^ {0,12}\| /;
const PINO_LEVEL_RE = /^[1-6]0$/;
const LETTER_LEVEL_RE = /^[DIWEF]$/;

/** `Class@774`, `thread:Class@774`, `o.e.c.Node`: a logger named inside brackets. */
function bracketLogger(text: string): string | undefined {
  if (/^[\w.-]+:[A-Za-z]+$/.test(text)) return text.slice(0, text.indexOf(":")); // Apache "[core:error]"
  if (/^[a-z][\w]*(?:\.[\w$]+)+$/.test(text) && /[A-Z]/.test(text)) return text; // Elasticsearch
  if (!/@\d+$/.test(text)) return undefined;
  return JAVA_FRAME_LOGGER_RE.exec(text)?.[1];
}

export function cleanLogger(name: string): string {
  return name
    .replace(/:$/, "")
    .replace(/[#:@]\d+$/, "")
    .replace(/\$.*$/, "");
}

/** `bare`: the line has no timestamp, so only unmistakable level words count. */
export function scanHeader(s: string, bare = false): Header {
  const h: Header = { messageStart: 0 };
  let pos = 0;
  let levelEnd = -1;
  let leadingName = -1;
  for (let n = 0; n < MAX_TOKENS; n++) {
    const t = nextToken(s, pos);
    if (!t) break;
    if (!t.bracket && SEPARATORS.has(t.text)) {
      pos = t.end;
      continue;
    }
    if (h.level === undefined) {
      const level = levelOf(t, s, bare);
      if (level) {
        h.level = level;
        if (t.bracket === "[" && t.text.includes(":")) h.logger = bracketLogger(t.text);
        if (!t.bracket && POSTGRES_LEVEL_RE.test(t.text) && s.startsWith("  ", t.end)) h.postgres = true;
        pos = t.end;
        levelEnd = pos;
        h.messageStart = pos;
        continue;
      }
    }
    if (t.bracket) {
      // [thread], [pid], [module], [node-1]: header fields; a logger may hide in one
      if (h.logger === undefined) {
        const logger = bracketLogger(t.text);
        if (logger) h.logger = cleanLogger(logger);
        else if (t.start === levelEnd && t.bracket === "[" && /^[a-z][\w-]*$/.test(t.text))
          h.logger = t.text; // Envoy "[info][upstream]"
        else if (h.level !== undefined && t.bracket === "(") h.logger = PINO_PRETTY_RE.exec(t.text)?.[1];
      }
      pos = t.end;
      if (h.level !== undefined) h.messageStart = pos;
      continue;
    }
    if (UUID_RE.test(t.text)) h.requestId ??= t.text;
    if (NUMBER_RE.test(t.text) || UUID_RE.test(t.text) || (h.level === undefined && USER_AT_DB_RE.test(t.text))) {
      pos = t.end;
      if (h.level !== undefined) h.messageStart = pos;
      continue;
    }
    // oslo.log, Tomcat and others put a dotted module after the level (and its [thread]), with no
    // separator after it; Python "%(levelname)s %(name)s: %(message)s" puts a lower-case name and a colon
    const afterLevel =
      h.level !== undefined &&
      (DOTTED_RE.test(t.text) || (s.slice(levelEnd, t.start).trim() === "" && LOWER_NAME_COLON_RE.test(t.text)));
    const named = LOGGER_RE.test(t.text) ? loggerEnds(s, t) : NAME_RE.test(t.text) && separatorFollows(s, t);
    // an exception's name before its message ("KafkaJSProtocolError: Disk error …") is the message, not a logger
    if (h.logger === undefined && (afterLevel || named) && !EXCEPTION_HEAD_RE.test(t.text)) {
      h.logger = cleanLogger(t.text);
      if (n === 0 && named) leadingName = t.end;
      pos = t.end;
      if (h.level === undefined) continue;
      // the logger is the header's last field: brackets after it belong to the message
      h.messageStart = pos;
      break;
    }
    break;
  }
  // no level, but "<time> program - message" (Proxifier, simple app formats): the program is the service
  if (h.level === undefined)
    return leadingName < 0 ? { messageStart: 0 } : skipSeparator(s, { messageStart: leadingName, logger: h.logger });
  return skipSeparator(s, h);
}

function skipSeparator(s: string, h: Header): Header {
  // one separator goes; deeper indentation stays (a frame logged with the record's prefix)
  const sep = /^\s*[-:|]\s|^[ \t]/.exec(s.slice(h.messageStart, h.messageStart + 80));
  h.messageStart += sep ? sep[0].length : 0;
  if (h.postgres) while (s[h.messageStart] === " ") h.messageStart++;
  return h;
}

/** A logger token is followed by the message separator (" - ", " : ") or ends in a colon itself. */
function loggerEnds(s: string, t: Token): boolean {
  return t.text.endsWith(":") || separatorFollows(s, t);
}

function separatorFollows(s: string, t: Token): boolean {
  if (t.text.endsWith(":")) return false;
  const after = s.slice(t.end, t.end + 64);
  return /^\s+[-:|]\s/.test(after) || /^\t/.test(after);
}
