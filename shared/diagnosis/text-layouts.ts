// Text layouts whose shape the generic header scan (text-header.ts) cannot read: the level is a
// single letter or symbol, the timestamp sits mid-line, or the record spans a fixed pair of lines.
// Each entry names the documented pattern it follows. Anchored patterns only (linear time).
import { normalizeLevel } from "./level.js";
import type { Clock } from "./timestamp.js";
import { matchLeadingTimestamp } from "./timestamp.js";

export interface LayoutFields {
  timestamp?: number;
  clock?: Clock;
  level?: string;
  service?: string;
  message: string;
  traceId?: string;
  /** java.util.logging: the level and message come on the next line. */
  awaitsLevel?: boolean;
  /** A transport's header (syslog) before the application's own line: its header says the level best. */
  carriesLine?: boolean;
}

type Layout = (text: string) => LayoutFields | undefined;

const LOGCAT_LEVELS: Record<string, string> = {
  V: "trace",
  D: "debug",
  I: "info",
  W: "warn",
  E: "error",
  F: "fatal",
  A: "fatal",
};

// Android logcat `threadtime` (`MM-DD HH:MM:SS.mmm  PID  TID L TAG: msg`) and `brief` (`L/TAG( PID): msg`)
const LOGCAT_THREADTIME_RE = /^\s+\d+\s+\d+\s+([VDIWEFA])\s+([^:]{1,80}?)\s*: ?/;
const LOGCAT_BRIEF_RE = /^([VDIWEFA])\/([^(:]{1,80}?)\(\s*\d+\): ?/;

function logcatBrief(text: string): LayoutFields | undefined {
  const m = LOGCAT_BRIEF_RE.exec(text);
  if (!m) return undefined;
  return { level: LOGCAT_LEVELS[m[1]], service: m[2].trim(), message: text.slice(m[0].length) };
}

// glog / klog: `Lmmdd hh:mm:ss.uuuuuu threadid file:line] msg`; klog's -add_dir_header writes the file's directory too
// (`cache/reflector.go:547]`), and the service is the file's own name
const GLOG_RE =
  /^([IWEF])(\d{2})(\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)\s+\d+\s+(?:[\w.-]{1,100}\/){0,8}([\w.-]+?)(?::\d+)?\]\s?/;

function glog(text: string): LayoutFields | undefined {
  const m = GLOG_RE.exec(text);
  if (!m) return undefined;
  const ts = matchLeadingTimestamp(`${m[2]}-${m[3]} ${m[4]}`);
  return {
    timestamp: ts?.ms,
    clock: "no-year",
    level: normalizeLevel(m[1]),
    service: m[5].replace(/\.(go|cc|cpp|c|h)$/, ""),
    message: text.slice(m[0].length),
  };
}

// Ruby Logger / Rails: `E, [2024-01-01T10:00:00.123456 #1234] ERROR -- progname: msg`
const RAILS_RE = /^[DIWEFA], \[([^\]#]{10,40}) #\d+\]\s+([A-Z]+) -- ([^:]{0,80}): ?/;

// Rails' tagged logging (`config.log_tags`) puts the app's name first when it has no progname: "[orders] [<request id>]"
const RAILS_TAG_RE = /^\[([a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)\] /;

function rails(text: string): LayoutFields | undefined {
  const m = RAILS_RE.exec(text);
  if (!m) return undefined;
  const ts = matchLeadingTimestamp(m[1]);
  let message = text.slice(m[0].length);
  let service = m[3].trim() || undefined;
  const tag = service ? null : RAILS_TAG_RE.exec(message);
  if (tag && !/^[0-9a-f]+$/.test(tag[1])) {
    service = tag[1];
    message = message.slice(tag[0].length);
  }
  return { timestamp: ts?.ms, level: normalizeLevel(m[2] === "ANY" ? "info" : m[2]), service, message };
}

// Django's documented "verbose" formatter: "{levelname} {asctime} {module} {process:d} {thread:d} {message}"
const DJANGO_VERBOSE_RE =
  /^(CRITICAL|ERROR|WARNING|INFO|DEBUG) (\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:,\d{3})?) ([\w.-]{1,80}) \d+ \d+ /;

function djangoVerbose(text: string): LayoutFields | undefined {
  const m = DJANGO_VERBOSE_RE.exec(text);
  if (!m) return undefined;
  return {
    timestamp: matchLeadingTimestamp(m[2])?.ms,
    level: normalizeLevel(m[1]),
    service: m[3],
    message: text.slice(m[0].length),
  };
}

// Redis: `pid:role dd Mon yyyy hh:mm:ss.mmm <level> msg`, level . debug, - verbose, * notice, # warning
const REDIS_RE = /^\d+:[XCSM] (\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}(?:\.\d+)?) ([.*#-]) /;
const REDIS_LEVELS: Record<string, string> = { ".": "debug", "-": "debug", "*": "info", "#": "warn" };

function redis(text: string): LayoutFields | undefined {
  const m = REDIS_RE.exec(text);
  if (!m) return undefined;
  return {
    timestamp: matchLeadingTimestamp(m[1])?.ms,
    level: REDIS_LEVELS[m[2]],
    service: "redis",
    message: text.slice(m[0].length),
  };
}

// Python logging's default format `%(levelname)s:%(name)s:%(message)s` ("ERROR:root:boom")
const PYTHON_DEFAULT_RE = /^(CRITICAL|FATAL|ERROR|WARNING|WARN|INFO|DEBUG):([\w.-]{1,120}):/;

function pythonDefault(text: string): LayoutFields | undefined {
  const m = PYTHON_DEFAULT_RE.exec(text);
  if (!m) return undefined;
  return { level: normalizeLevel(m[1]), service: m[2] === "root" ? undefined : m[2], message: text.slice(m[0].length) };
}

// .NET console logger: `fail: Microsoft.AspNetCore.Server.Kestrel[13]`, message on indented lines
const DOTNET_RE = /^(trce|dbug|info|warn|fail|crit): ([\w.`+]{1,200})\[\d+\]/;

function dotnet(text: string): LayoutFields | undefined {
  const m = DOTNET_RE.exec(text);
  if (!m) return undefined;
  return { level: normalizeLevel(m[1]), service: m[2], message: text.slice(m[0].length).trim() };
}

// logrus text formatter on a TTY: `ERRO[0001] message key=value`
const LOGRUS_TTY_RE = /^(TRAC|DEBU|INFO|WARN|ERRO|FATA|PANI)\[\d+\] ?/;

function logrusTty(text: string): LayoutFields | undefined {
  const m = LOGRUS_TTY_RE.exec(text);
  return m ? { level: normalizeLevel(m[1]), message: text.slice(m[0].length) } : undefined;
}

// AWS Lambda platform lines: `START RequestId: <id> Version: $LATEST`, `END …`, `REPORT … Status: timeout`
const LAMBDA_PLATFORM_RE = /^(START|END|REPORT|INIT_START|INIT_REPORT) (?:RequestId: ([\w-]{8,64}))?/;

function lambdaPlatform(text: string): LayoutFields | undefined {
  const m = LAMBDA_PLATFORM_RE.exec(text);
  if (!m || (!m[2] && !m[1].startsWith("INIT"))) return undefined;
  const failed = m[1].endsWith("REPORT") && /Status: (?:timeout|error)/.test(text);
  return { level: failed ? "error" : "info", message: text, traceId: m[2] };
}

// The Lambda platform's own verdict on an invocation it stopped: `<ISO time> <request id> Task timed out after 3.00
// seconds` (the function never logs it; it is the only line that says why the invocation ended)
const LAMBDA_TIMEOUT_RE = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z) ([\w-]{8,64}) (Task timed out after [\d.]+ seconds)/;

function lambdaTimeout(text: string): LayoutFields | undefined {
  const m = LAMBDA_TIMEOUT_RE.exec(text);
  if (!m) return undefined;
  return {
    timestamp: matchLeadingTimestamp(m[1])?.ms,
    level: "error",
    message: text.slice(m[1].length + m[2].length + 2),
    traceId: m[2],
  };
}

// Python Lambda runtime: `[ERROR]\t2024-01-01T10:00:00.123Z\t<request id>\tmessage`
const LAMBDA_PY_RE = /^\[(DEBUG|INFO|WARNING|ERROR|CRITICAL)\]\t([^\t]{10,40})\t([\w-]{8,64})\t/;

function lambdaPython(text: string): LayoutFields | undefined {
  const m = LAMBDA_PY_RE.exec(text);
  if (!m) return undefined;
  return {
    timestamp: matchLeadingTimestamp(m[2])?.ms,
    level: normalizeLevel(m[1]),
    message: text.slice(m[0].length),
    traceId: m[3],
  };
}

// Blue Gene/L RAS (Loghub BGL): `label epoch date node time node TYPE COMPONENT LEVEL msg`
const BGL_RE =
  /^\S+ \d{10} \d{4}\.\d{2}\.\d{2} \S+ (\d{4}-\d{2}-\d{2}-\d{2}\.\d{2}\.\d{2}\.\d+) \S+ [A-Z]+ ([A-Z_]+) (INFO|WARNING|SEVERE|ERROR|FATAL|FAILURE) /;

function bgl(text: string): LayoutFields | undefined {
  const m = BGL_RE.exec(text);
  if (!m) return undefined;
  return {
    timestamp: matchLeadingTimestamp(m[1])?.ms,
    level: m[3] === "FAILURE" ? "fatal" : normalizeLevel(m[3]),
    service: m[2].toLowerCase(),
    message: text.slice(m[0].length),
  };
}

// syslog with a priority: RFC 5424 `<165>1 2003-10-11T22:14:15.003Z host app procid msgid [sd] msg`
// and RFC 3164 `<34>Oct 11 22:14:15 host su: msg`; severity = priority mod 8
const RFC5424_RE =
  /^<(\d{1,3})>1 (\S+) (\S+) (\S+) (\S+) (\S+) (-|\[(?:[^\]\\]|\\.){0,2000}\](?:\[(?:[^\]\\]|\\.){0,2000}\])*) ?/;
const RFC3164_RE = /^<(\d{1,3})>/;
const SYSLOG_SEVERITY = ["fatal", "fatal", "fatal", "error", "warn", "info", "info", "debug"];

function syslogPri(text: string): LayoutFields | undefined {
  const full = RFC5424_RE.exec(text);
  if (full) {
    const ts = matchLeadingTimestamp(full[2]);
    return {
      timestamp: ts?.ms,
      level: SYSLOG_SEVERITY[Number(full[1]) % 8],
      service: full[4] === "-" ? undefined : full[4],
      message: text.slice(full[0].length).replace(/^\uFEFF/, ""),
      carriesLine: true,
    };
  }
  const pri = RFC3164_RE.exec(text);
  if (!pri) return undefined;
  const rest = text.slice(pri[0].length);
  const ts = matchLeadingTimestamp(rest);
  const after = ts ? rest.slice(ts.length) : rest;
  const prog = /^\s*\S+ ([A-Za-z][\w./-]{0,60}?)(?:\[\d+\])?: /.exec(after);
  return {
    timestamp: ts?.ms,
    clock: ts?.clock,
    level: SYSLOG_SEVERITY[Number(pri[1]) % 8],
    service: prog?.[1],
    message: prog ? after.slice(prog[0].length) : after.trim(),
  };
}

// Access logs (NCSA common/combined as nginx and Apache write them): `ip ident user [time] "req" status …`, and
// Cloud Foundry's gorouter: `host - [time] "req" status …`
// (not a syslog header, whose first field is its time: "2024-03-05T14:07:09+00:00 host envoy[864]: [time] \"GET …")
const ACCESS_RE = /^(?!\d{4}-\d{2}-\d{2}[T ])\S+ \S+(?: \S+)? \[([^\]]{10,40})\] "/;

function accessLog(text: string): LayoutFields | undefined {
  const m = ACCESS_RE.exec(text);
  if (!m) return undefined;
  const ts = matchLeadingTimestamp(m[1]);
  return { timestamp: ts?.ms, level: statusLevel(text) ?? "info", message: text };
}

const STATUS_RE = /"(?:GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS|CONNECT|TRACE|PROPFIND) [^"]{0,4000}" (\d{3})\b/;

/** An access line's level from its status: 5xx error, 4xx warn, else info. */
export function statusLevel(text: string): string | undefined {
  const m = STATUS_RE.exec(text);
  if (!m) return undefined;
  const status = Number(m[1]);
  return status >= 500 ? "error" : status >= 400 ? "warn" : "info";
}

// NestJS's default ConsoleLogger: "[Nest] <pid>  - <locale date>     LOG [Context] message"
const NEST_RE = /^\[Nest\] \d+\s+- [^\]]{8,40}?\s+(LOG|ERROR|WARN|DEBUG|VERBOSE|FATAL) \[([^\]]{1,120})\] /;
const NEST_LEVELS: Record<string, string> = { LOG: "info", VERBOSE: "debug" };

function nest(text: string): LayoutFields | undefined {
  const m = NEST_RE.exec(text);
  if (!m) return undefined;
  return { level: NEST_LEVELS[m[1]] ?? normalizeLevel(m[1]), service: m[2], message: text.slice(m[0].length) };
}

// Sidekiq's logger: "[<time> ]pid=58 tid=1vig[ class=X jid=Y] INFO: message"
const SIDEKIQ_RE = /^pid=\d+ tid=\w+(?: [\w.]+=\S+){0,6} (DEBUG|INFO|WARN|ERROR|FATAL): /;

function sidekiq(text: string): LayoutFields | undefined {
  const m = SIDEKIQ_RE.exec(text);
  return m ? { level: normalizeLevel(m[1]), message: text.slice(m[0].length) } : undefined;
}

/** Layouts tried on the whole line, before any timestamp is read. */
export const LINE_LAYOUTS: Layout[] = [
  bgl,
  syslogPri,
  accessLog,
  rails,
  djangoVerbose,
  redis,
  glog,
  logcatBrief,
  pythonDefault,
  dotnet,
  logrusTty,
  lambdaPlatform,
  lambdaTimeout,
  lambdaPython,
  nest,
  sidekiq,
];

/** logcat threadtime, once its `MM-DD hh:mm:ss.mmm` has been read: the rest of the line. */
export function logcatAfterTime(rest: string): LayoutFields | undefined {
  const m = LOGCAT_THREADTIME_RE.exec(rest);
  if (!m) return undefined;
  return { level: LOGCAT_LEVELS[m[1]], service: m[2].trim(), message: rest.slice(m[0].length) };
}

// java.util.logging SimpleFormatter: `Jan 01, 2024 10:00:00 AM com.example.Foo method` then `SEVERE: msg`
const JUL_SOURCE_RE = /^ ([\w$.]+)(?: ([\w$<>]+))?$/;

export function julHeader(rest: string): LayoutFields | undefined {
  const m = JUL_SOURCE_RE.exec(rest);
  return m?.[1].includes(".") ? { service: m[1], message: rest.trim(), awaitsLevel: true } : undefined;
}

/** Per-line dispatch is cheap: each layout first checks its first character. */
export function matchLineLayout(text: string): LayoutFields | undefined {
  const c = text[0];
  if (c === undefined) return undefined;
  if (c === "<") return syslogPri(text);
  for (const layout of LINE_LAYOUTS) {
    if (layout === syslogPri) continue;
    const r = layout(text);
    if (r) return r;
  }
  return undefined;
}
