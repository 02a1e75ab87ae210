// Plain-text lines: whole-line layouts first (text-layouts.ts), then a leading timestamp (bare or in
// brackets), syslog host/program, and the header scan (text-header.ts) for level and logger; and the
// shapes that only continue a previous record (stack frames, exception lines, goroutine dumps,
// Postgres DETAIL lines).
import { headerLevel, normalizeLevel } from "./level.js";
import type { ParsedLine } from "./parsed-line.js";
import { cleanLogger, scanHeader } from "./text-header.js";
import { julHeader, type LayoutFields, logcatAfterTime, matchLineLayout, statusLevel } from "./text-layouts.js";
import { type Clock, completeTimestamp, matchLeadingTimestamp } from "./timestamp.js";
import { type TraceIds, traceFromText } from "./trace-id.js";

// a Ruby backtrace line ("/app/services/x.rb:103:in 'fetch'", `fetch' before Ruby 3.4) or a PHP one
// ("#0 /var/www/src/Service.php(116): App\\Service->fetch()", "#3 {main}")
const SCRIPT_FRAME_RE = /^\/?[\w./-]+\.rb:\d+:in [`']|^#\d+ (?:\/\S+\(\d+\): |\{main\}|\[internal function\])/;
const CONTINUATION_RES = [
  /^\s/, // indented: stack frames, wrapped text
  /^at [\w$.<>]/,
  /^Caused by:/,
  /^\.\.\. \d+ (more|common frames omitted)/,
  /^Traceback \(most recent call last\)/,
  /^During handling of the above exception/,
  /^The above exception was the direct cause/,
  /^[A-Za-z_][\w$]*((\.|::)[A-Za-z_][\w$]*)*(Error|Exception|Exit|Interrupt|Fault|Throwable|Panic)\b(:|$)/,
  SCRIPT_FRAME_RE,
  /^goroutine \d+ \[/,
  /^\[signal /,
  /^(created by )?[\w./*()$-]+\(.*\)(\s+\+0x[0-9a-f]+)?$/,
  /^[}\])]/,
];

/**
 * Text of a stack frame or exception line: what a traceback logged one line per record carries after its prefix
 * (oslo.log repeats its `instance_format`, "[instance: <uuid>] ", before every line of an instance's traceback).
 */
const FRAME_TEXT_RE =
  /^(?:\[instance: [\w-]+\] )?(?:\s|at [\w$.<>]|Caused by:|Traceback \(most recent call last\)|During handling of the above|The above exception|\.\.\. \d+ (?:more|common)|[A-Za-z_][\w$]*(?:\.[A-Za-z_][\w$]*)*(?:Error|Exception|Throwable)(?::|$))/;

export function isFrameText(text: string): boolean {
  return FRAME_TEXT_RE.test(text);
}

/** A line that starts an exception report: it makes a record without a level an error. */
const EXCEPTION_START_RE =
  /^(?:Traceback \(most recent call last\)|Exception in thread |panic: |Unhandled exception|Uncaught |fatal error: |FATAL ERROR: |[A-Za-z_][\w$]*(?:(?:\.|::)[A-Za-z_][\w$]*)*(?:Error|Exception|Throwable)(?::|$))/;
/** A package-qualified exception class opening a line: "java.net.SocketTimeoutException:", "psycopg2.OperationalError:". */
const QUALIFIED_EXCEPTION_RE = /^[A-Za-z_][\w$]*(?:\.[A-Za-z_][\w$]*)+(?:Error|Exception|Throwable):\s/;
const STACK_FRAME_RE = /^\s+(?:at [\w$.<>]|File "|[\w./-]+\.go:\d+)/;

const SYSLOG_PROGRAM_RE = /^\s*(\S+)\s+([A-Za-z][\w./-]*?)(?:\([\w./-]*\))?(\[\d+\])?:\s/;
/** rsyslog's RSYSLOG_FileFormat time ("2024-03-05T14:07:09.123456+00:00 host tag: msg"): a tag may lack a pid. */
const RSYSLOG_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}:\d{2} /;
const POSTGRES_DETAIL_RE = /^(?:\[\d+\]\s+)?(?:\S+@\S+\s+)?(DETAIL|HINT|STATEMENT|CONTEXT|QUERY|LOCATION):\s/;
const KAFKA_LOGGER_RE = /\s\(([a-z][\w]*(?:\.[\w$]+)+)\)$/;
/** NLog's default "${longdate}|${level:uppercase=true}|${logger}|${message}". */
const NLOG_RE = /^\|([A-Za-z]{2,11})\|([\w.$`+-]{1,200})\|/;
/** HealthApp-style "<time>|Component|pid|message". */
const PIPED_RE = /^\|([A-Za-z][\w.-]{0,60})\|(?:\d+\|)?/;
/** Apache's error log ("[Sun Dec 04 04:47:44 2005] [error] …") names no module before 2.4: the server is httpd. */
const APACHE_ERROR_RE = /^\[(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{2} [\d:.]+ \d{4}\] \[[a-z]+\] /;
/** Proxifier "[10.30 16:49:06] chrome.exe *64 - msg": a 64-bit program is marked "*64". */
const PROXIFIER_RE = /^ ([\w.-]{1,80}) \*64 - /;
const NGINX_PID_RE = /^\s?\[[a-z]+\] \d+#\d+: /;

const MONOLOG_RE = /^\]? ?[\w-]+\.(?<level>DEBUG|INFO|NOTICE|WARNING|ERROR|CRITICAL|ALERT|EMERGENCY): /;
const CELERY_RE = /^: (?<level>DEBUG|INFO|WARNING|ERROR|CRITICAL)\/[\w-]+\] /;
const ELIXIR_RE =
  /^ (?<meta>(?:[\w.]+=\S+ ){0,8})\[(?<level>debug|info|notice|warn|warning|error|critical|alert|emergency)\] /;
// structlog's ConsoleRenderer: "<time> [warning  ] event   key=value …", the bound keys (service, logger) at the end
// (its level is padded to the longest name, "exception": nginx's and Apache's "[error]" are not)
const STRUCTLOG_RE = /^\s*\[(?:(?<level>debug|info|warning|warn|error|critical|fatal)\s+|(?<level2>exception))\] /;
const STRUCTLOG_NAME_RE = /\s(service|app|logger)=([\w.-]{1,80})(?=\s|$)/g;

function structlogName(message: string): string | undefined {
  let logger: string | undefined;
  for (const m of message.slice(-400).matchAll(STRUCTLOG_NAME_RE)) {
    if (m[1] !== "logger") return m[2];
    logger ??= m[2];
  }
  return logger;
}
// Spring Boot 3.2+ prints the application's name before the thread: "  INFO 1 --- [orders] [nio-8080-exec-1] o.e.Foo  : "
// (Tomcat's loggers hold brackets: "o.a.c.c.C.[.[.[/].[dispatcherServlet]")
const SPRING_BOOT_APP_RE =
  /^\s*(?<level>TRACE|DEBUG|INFO|WARN|ERROR|FATAL)\s+\d+ --- \[(?<app>[\w.-]{1,80})\] \[[^\]]{1,80}\] [\w.$[\]/-]{1,200}\s*: /;
// Logplex (`heroku logs`, a drain) with the app's name: "<app> app[web.1]: <line>", "<app> heroku[router]: at=error …"
const HEROKU_SOURCE_RE = /^\s*([a-z][\w-]{0,62}) (app|heroku)\[([\w.-]{1,40})\]: /;
const HEROKU_AT_RE = /^at=(info|warning|error)\b/;
// the platform's own error codes on a dyno's line: "Error R14 (Memory quota exceeded)", "Error R10 (Boot timeout)"
const HEROKU_ERROR_CODE_RE = /^Error [HRL]\d{2} \(/;

/**
 * A transport's record (RFC 5424 syslog) whose message is the application's own line with its own header: the
 * application's level and logger, the transport's sender and time (its date completing a time of day).
 */
function withOwnHeader(line: ParsedLine, stream: string): ParsedLine {
  const own = parseTextLine(line.message, stream, true);
  if (own.kind !== "head" || own.level === undefined) return line;
  line.level = own.level;
  line.message = own.message;
  if (own.service) line.attributes.logger = own.service;
  if (line.timestamp === undefined && own.timestamp !== undefined && !own.clock) line.timestamp = own.timestamp;
  if (!line.traceId && own.traceId) line.traceId = own.traceId;
  return line;
}

/**
 * A sender's own line after a transport's header (a syslog program's, a Heroku dyno's): read as a line of its own,
 * said by `service`, the transport's time filling in or completing the line's own.
 */
function senderLine(service: string, rest: string, ms: number, clock: Clock | undefined, stream: string): ParsedLine {
  const own = parseTextLine(rest, stream, true);
  if (own.service) own.attributes.logger ??= own.service;
  own.service = service;
  if (own.timestamp === undefined) {
    own.timestamp = ms;
    if (clock && clock !== "full") own.clock = clock;
  } else if (own.clock) {
    own.timestamp = completeTimestamp(own.timestamp, own.clock, ms);
    own.clock = undefined;
  }
  if (own.kind === "plain") own.kind = "head";
  return own;
}

/** The dyno's own line, said by the app; the router's lines by their at= and status. */
function herokuLine(
  m: RegExpExecArray,
  rest: string,
  ms: number,
  clock: Clock | undefined,
  stream: string,
): ParsedLine {
  const own = senderLine(m[1], rest, ms, clock, stream);
  if (m[2] === "heroku")
    own.level ??=
      normalizeLevel(HEROKU_AT_RE.exec(rest)?.[1]) ?? (HEROKU_ERROR_CODE_RE.test(rest) ? "error" : statusLevel(rest));
  return own;
}
const HEROKU_DYNO_RE = /^(?:app|heroku)\/[\w-]+(?:\.\d+)?$/;
const INDENTED_RE = /^(?: {2,}| ?\t)\S/;

/** Text indented past one separator: a line that continues a record (a .NET message, a stack frame). */
export function isIndentedText(text: string): boolean {
  return INDENTED_RE.test(text);
}

/** Longer lines are no frame; the frame patterns backtrack on long runs of brackets, so they never see one. */
const MAX_FRAME_LENGTH = 1000;

export function isContinuationText(text: string): boolean {
  if (text.length > MAX_FRAME_LENGTH) return /^\s/.test(text);
  for (const re of CONTINUATION_RES) if (re.test(text)) return true;
  return false;
}

/** "Traceback …", "java.lang.X: …", "panic: …": a line that opens an exception report. */
export function isExceptionStart(text: string): boolean {
  return EXCEPTION_START_RE.test(text);
}

/** A message whose first line, or one of its next lines, opens an exception report (V8's crash dump opens with its
 * GC summary, the "FATAL ERROR:" line follows). */
export function opensExceptionReport(message: string): boolean {
  if (isExceptionStart(message)) return true;
  const lines = message.split("\n", 40);
  for (let i = 1; i < lines.length; i++) if (isExceptionStart(lines[i].trimStart())) return true;
  return false;
}

/** Exception starts and stack frames: failure evidence when a record states no level. */
export function isExceptionText(text: string): boolean {
  return EXCEPTION_START_RE.test(text) || STACK_FRAME_RE.test(text);
}

function fromLayout(f: LayoutFields, text: string, stream: string): ParsedLine {
  const line: ParsedLine = {
    timestamp: f.timestamp,
    level: f.level,
    service: f.service,
    // trailing blanks are never part of what was said (Proxifier pads its lines)
    message: f.message.trimEnd(),
    attributes: {},
    kind: "head",
    stream,
  };
  // a name read from the header is who logged (logger, program, component): an envelope's service outranks it
  if (f.service) line.attributes.logger = f.service;
  if (f.clock && f.clock !== "full") line.clock = f.clock;
  if (f.awaitsLevel) line.awaitsLevel = true;
  const ids: TraceIds = f.traceId ? { traceId: f.traceId } : traceFromText(text);
  if (ids.traceId) line.traceId = ids.traceId;
  if (ids.spanId) line.spanId = ids.spanId;
  // the application Sleuth names outranks the logger class
  if (ids.app) line.service = ids.app;
  return line;
}

interface Leading {
  ms?: number;
  clock?: Clock;
  rest: string;
  level?: string;
}

/** A timestamp at the start, bare or bracketed ("[2024-…]", Serilog "[10:00:00 INF]"). */
function leadingTime(text: string): Leading {
  if (text.charCodeAt(0) === 91 /* [ */) {
    const inner = matchLeadingTimestamp(text.slice(1));
    if (inner) {
      let rest = text.slice(1 + inner.length);
      const close = rest.indexOf("]");
      let level: string | undefined;
      if (close >= 0 && close < 16) {
        level = headerLevel(rest.slice(0, close).trim(), true);
        rest = rest.slice(close + 1);
      }
      return { ms: inner.ms, clock: inner.clock, rest, level };
    }
  }
  const ts = matchLeadingTimestamp(text);
  return ts ? { ms: ts.ms, clock: ts.clock, rest: text.slice(ts.length) } : { rest: text };
}

/**
 * `nested`: the line is a sender's own line already found inside a transport's header; its own headers are not
 * unwrapped again (a crafted line of header after header would otherwise recurse once per header).
 */
export function parseTextLine(text: string, stream: string, nested = false): ParsedLine {
  const layout = matchLineLayout(text);
  if (layout?.carriesLine && !nested) return withOwnHeader(fromLayout(layout, text, stream), stream);
  if (layout) return fromLayout(layout, text, stream);
  const lead = leadingTime(text);
  let rest = lead.rest;
  let level = lead.level;
  let service: string | undefined;
  let ms = lead.ms;
  let requestId: string | undefined;
  let clock = lead.clock;
  if (ms !== undefined && level === undefined) {
    // an envelope's time before the application's own line (`kubectl logs --timestamps`, `docker logs -t`):
    // the envelope's complete, zoned time stays; the line is read past the application's time
    const inner = leadingTime(rest.trimStart());
    if (inner.ms !== undefined) {
      rest = inner.rest;
      level = inner.level;
    }
  }
  if (ms !== undefined && level === undefined) {
    // after the time, a level its layout alone spells: Monolog/Laravel "production.ERROR:", Celery's
    // "[time: ERROR/ForkPoolWorker-4]", Elixir's Logger "$metadata[$level]"
    const structlog = STRUCTLOG_RE.exec(rest);
    const spelled =
      MONOLOG_RE.exec(rest) ??
      CELERY_RE.exec(rest) ??
      SPRING_BOOT_APP_RE.exec(rest) ??
      structlog ??
      (clock === "time-of-day" ? ELIXIR_RE.exec(rest) : null);
    if (spelled) {
      const meta = spelled.groups?.meta ? /(?:^|\s)(?:service|application|app)=(\S+)/.exec(spelled.groups.meta) : null;
      return fromLayout(
        {
          timestamp: ms,
          clock,
          level: normalizeLevel(spelled.groups?.level ?? spelled.groups?.level2) ?? "unknown",
          service: spelled.groups?.app ?? meta?.[1] ?? (spelled === structlog ? structlogName(rest) : undefined),
          message: rest.slice(spelled[0].length),
        },
        text,
        stream,
      );
    }
  }
  if (ms !== undefined) {
    if (clock === "no-year" && /^\s+\d+\s+\d+\s+[VDIWEFA]\s/.test(rest)) {
      const logcat = logcatAfterTime(rest);
      if (logcat) return fromLayout({ ...logcat, timestamp: ms, clock }, text, stream);
    }
    if (POSTGRES_DETAIL_RE.test(rest.trimStart())) {
      return { message: rest.trimStart(), attributes: {}, kind: "continuation", stream };
    }
    const jul = clock === "full" && /[AP]M /.test(text.slice(0, 30)) ? julHeader(rest) : undefined;
    if (jul) return fromLayout({ ...jul, timestamp: ms }, text, stream);
    const heroku = level === undefined && !nested ? HEROKU_SOURCE_RE.exec(rest) : null;
    if (heroku) return herokuLine(heroku, rest.slice(heroku[0].length), ms, clock, stream);
    const syslog = level === undefined ? SYSLOG_PROGRAM_RE.exec(rest) : null;
    // "Mar  5 … host prog[pid]:" (the program may lack a pid), or an ISO-stamped "host prog[pid]:"
    const isProgram = syslog && !headerLevel(syslog[1], false) && !headerLevel(syslog[2], true);
    if (syslog && isProgram && (/^[A-Z]/.test(text) || syslog[3] || RSYSLOG_TIME_RE.test(text))) {
      // Heroku's dynos through Papertrail: "<app> app/web.1:" — the program is a process, the sender the app
      service = HEROKU_DYNO_RE.test(syslog[2]) ? syslog[1] : syslog[2];
      rest = rest.slice(syslog[0].length);
      // the program's own stamped line after the header (journalctl -o short-iso of a service that stamps its lines)
      if (!nested && matchLeadingTimestamp(rest.trimStart()))
        return senderLine(service, rest.trimStart(), ms, clock, stream);
      // the program's own line after the syslog header (Ruby's Logger under Papertrail): its complete time and level
      const own = matchLineLayout(rest);
      if (own) {
        const stated = own.timestamp !== undefined;
        return fromLayout(
          { ...own, service, timestamp: stated ? own.timestamp : ms, clock: stated ? own.clock : clock },
          text,
          stream,
        );
      }
    }
  }
  const indented =
    ms !== undefined &&
    level === undefined &&
    service === undefined &&
    (INDENTED_RE.test(rest) || isExceptionStart(rest.trimStart()) || SCRIPT_FRAME_RE.test(rest.trimStart()));
  const nlog = ms !== undefined ? NLOG_RE.exec(rest) : null;
  const nlogLevel = nlog ? headerLevel(nlog[1], true) : undefined;
  if (nlog && nlogLevel) {
    level = nlogLevel;
    service = nlog[2];
    rest = rest.slice(nlog[0].length);
  }
  const piped = ms !== undefined && !nlogLevel ? (PIPED_RE.exec(rest) ?? PROXIFIER_RE.exec(rest)) : null;
  if (piped) {
    service ??= piped[1];
    rest = rest.slice(piped[0].length);
  }
  // an unstamped exception line quoting its cause's level ("org.postgresql.util.PSQLException: FATAL: …") continues
  // the record above it: the class is no logger and the quoted level is the server's, not this line's
  if (ms === undefined && QUALIFIED_EXCEPTION_RE.test(text)) {
    return { message: text, attributes: {}, kind: "continuation", stream };
  }
  let message = rest.replace(/^[\s|,\]]+/, "");
  if (level === undefined) {
    const h = scanHeader(rest, ms === undefined);
    if (h.level === undefined && h.logger && ms !== undefined && service === undefined) {
      service ??= h.logger;
      message = rest.slice(h.messageStart);
    } else if (h.level !== undefined) {
      level = h.level;
      message = rest.slice(h.messageStart);
      service ??= h.logger ?? (h.postgres ? "postgres" : undefined);
      requestId = h.requestId;
      if (ms === undefined) {
        // Lambda's "<LEVEL>\t<time>\t<request id>\t…" puts the time after the level
        const late = matchLeadingTimestamp(message);
        if (late) {
          ms = late.ms;
          clock = late.clock;
          message = message.slice(late.length).replace(/^\s+/, "");
        }
      }
    }
  }
  // each line of a multi-line record stamped on its own (`kubectl logs --timestamps`, `docker logs -t`): past the
  // time, deeper indentation than the one separator and no level is a continuation (a .NET message, a frame)
  if (indented && level === undefined)
    return {
      timestamp: clock === "full" ? ms : undefined,
      message: rest.slice(1),
      attributes: {},
      kind: "continuation",
      stream,
    };
  if (ms === undefined && level === undefined) {
    return { message: text, attributes: {}, kind: isContinuationText(text) ? "continuation" : "plain", stream };
  }
  if (service === undefined) {
    const kafka = KAFKA_LOGGER_RE.exec(message);
    if (kafka) service = cleanLogger(kafka[1]);
    else if (NGINX_PID_RE.test(rest)) service = "nginx";
    else if (APACHE_ERROR_RE.test(text)) service = "httpd";
  }
  level ??= statusLevel(message);
  const line = fromLayout({ timestamp: ms, clock, level, service, message }, text, stream);
  if (!line.traceId && requestId) line.traceId = requestId;
  return line;
}
