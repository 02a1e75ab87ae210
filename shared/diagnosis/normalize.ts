// Normalise stage, one raw line at a time: strips the envelopes a line may travel in (docker-compose
// and `kubectl logs --prefix` prefixes, the CRI "<time> stdout F" prefix), then reads the rest as
// JSON, logfmt or plain text. A JSON object whose message holds a text line (docker json-file, a
// Java service's logback line inside "message") is read twice: the inner line's level, logger and
// time of day complete the envelope's fields. Joining continuation lines is multiline.ts's job.
import { isUpperLevelWord, normalizeLevel } from "./level.js";
import { parseJsonLine, parseJsonObject } from "./normalize-json.js";
import { parseLogfmtLine } from "./normalize-logfmt.js";
import { isIndentedText, parseTextLine } from "./normalize-text.js";
import type { ParsedLine } from "./parsed-line.js";
import { completeTimestamp, matchLeadingTimestamp } from "./timestamp.js";

/** Lines longer than this are cut before parsing: nothing useful for diagnosis lives past it. */
export const MAX_LINE_LENGTH = 64 * 1024;
/** Inner lines longer than this are not read for a header: a header sits in the first few hundred characters. */
const MAX_INNER = 4096;

const ESC = String.fromCharCode(27);
const ANSI_RE = new RegExp(`${ESC}\\[[0-9;]{0,20}[A-Za-z]`, "g");
const COMPOSE_RE = /^([A-Za-z0-9][\w.-]*?)(?:[-_]\d{1,3})?\s+\| ?/;
const KUBECTL_PREFIX_RE = /^\[pod\/([^/\]\s]{1,253})\/([^\]\s/]{1,63})\] /;
// `tail`/`grep` over the kubelet's files: "/var/log/containers/<pod>_<namespace>_<container>-<id>.log:" before each line
const CONTAINER_FILE_RE =
  /^(?:\S*\/)?([a-z0-9][-a-z0-9.]{0,252})_([a-z0-9][-a-z0-9]{0,62})_([a-z0-9][-a-z0-9]{0,62}?)-[0-9a-f][-0-9a-f]{4,63}\.log:/;
const CRI_RE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})) (?:stdout|stderr) [FP] /;
// `kubectl logs --timestamps` / `docker logs -t` before a JSON line: the time is the envelope's, the JSON the record
const STAMPED_JSON_RE =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})) (?=\{|(?:level|lvl|ts|time|msg)=)/;
// `docker service logs`: "<service>.<slot>.<task id>@<node>    | line"
const SWARM_RE = /^([a-z0-9][\w-]{0,62})\.\d{1,4}\.[0-9a-z-]{4,40}@\S{1,253}\s+\| ?/;
// Nomad alloc logs and Go's log.New prefix: "<task>[<alloc>] <time> …", "<name> 2024/03/05 14:07:09 …"
const NAMED_PREFIX_RE =
  /^([a-z][\w.-]{1,62})(?:\[[0-9a-f][0-9a-f-]{2,40}\])? (?=\d{4}[-/]\d{2}[-/]\d{2}[T ]\d{2}:\d{2})/;
// an RFC 3339 time with its zone, as stern, fluentd and `cf logs` print it before a line (the offset's colon optional)
const ZONED_TIME = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})`;
// stern with --timestamps: "<pod> <container> <RFC 3339 time> <line>" (the time and line are read as `kubectl logs
// --timestamps` prints them)
const STERN_RE = new RegExp(`^([a-z0-9][-a-z0-9.]{0,252}) ([a-z0-9][-a-z0-9]{0,62}) (?=${ZONED_TIME} )`);
// stern's default template, no time: "<pod> <container> <line>", known by the pod's Deployment name shape
// (<deployment>-<pod-template-hash>-<5 characters>)
const STERN_POD_RE = /^([a-z0-9][-a-z0-9]{0,200}-[a-z0-9]{5,10}-[a-z0-9]{5}) ([a-z0-9][-a-z0-9]{0,62}) (?=\S)/;
// fluentd's out_file: "<time>\t<tag>\t<record JSON>" (the tag of a container's file names the container)
const FLUENTD_FILE_RE = new RegExp(String.raw`^(${ZONED_TIME})\t([\w.-]{1,300})\t(?=\{)`);
const KUBE_TAG_RE = /\.containers\.[^_]{1,253}_[^_]{1,63}_([a-z0-9][-a-z0-9]{0,62}?)-[0-9a-f]{8,64}\.log$/;
// `cf logs`: "[<app>] <time> [<source type>/<instance>] OUT|ERR <line>" (the app column when several are merged)
const CF_RE = new RegExp(
  String.raw`^\s*(?:([a-z][\w.-]{0,62})\s+)?(${ZONED_TIME}) \[([A-Z]{2,10})(?:\/[\w./-]{0,80})?\] (?:OUT|ERR) `,
);
// a Monolog / Laravel line after a bracketed source name: "[device-registry] [2024-03-05 14:07:09] production.INFO:"
const BRACKET_NAME_RE = /^\[([a-z][\w.-]{1,62})\] (?=\[\d{4}-\d{2}-\d{2}[ T])/;
const LEADING_ISO_RE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z) (?=\S)/;
// awslogs / `aws logs tail` with group and stream: "/aws/lambda/<fn> 2024/03/05/[$LATEST]<id> <message>"
const LOG_GROUP_RE =
  /^\/(?:[\w.#-]+\/){1,6}([\w.#-]+) (?:\d{4}\/\d{2}\/\d{2}\/\[[^\]\s]{1,40}\][0-9a-f]{8,64}|[\w./-]{1,200}) (?=\S)/;

export function stripComposeSuffix(service: string): string {
  return service.replace(/[-_]\d{1,3}$/, "");
}

interface Envelope {
  text: string;
  stream: string;
  service?: string;
  timestamp?: number;
}

function unwrap(raw: string): Envelope {
  let text = raw.length > MAX_LINE_LENGTH ? raw.slice(0, MAX_LINE_LENGTH) : raw;
  if (text.charCodeAt(text.length - 1) === 13) text = text.slice(0, -1);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // colour codes from a console appender (Spring Boot, pino-pretty, docker logs of a TTY) hide the level word
  if (text.includes(`${ESC}[`)) text = text.replace(ANSI_RE, "");
  const env: Envelope = { text, stream: "" };
  const kubectl = KUBECTL_PREFIX_RE.exec(text);
  const file = kubectl || !text.includes(".log:") ? null : CONTAINER_FILE_RE.exec(text);
  // each prefix read once, and only while no earlier one matched
  const fluentd = kubectl || file ? null : FLUENTD_FILE_RE.exec(text);
  const stern = kubectl || file || fluentd ? null : (STERN_RE.exec(text) ?? STERN_POD_RE.exec(text));
  const cf = kubectl || file || fluentd || stern ? null : CF_RE.exec(text);
  if (file) {
    env.service = file[3];
    env.stream = `${file[1]}/${file[3]}`;
    env.text = text.slice(file[0].length);
  } else if (kubectl) {
    env.service = kubectl[2];
    env.stream = `${kubectl[1]}/${kubectl[2]}`;
    env.text = text.slice(kubectl[0].length);
  } else if (fluentd) {
    env.service = KUBE_TAG_RE.exec(fluentd[2])?.[1];
    env.stream = fluentd[2];
    env.timestamp = matchLeadingTimestamp(fluentd[1])?.ms;
    env.text = text.slice(fluentd[0].length);
  } else if (stern) {
    env.service = stern[2];
    env.stream = `${stern[1]}/${stern[2]}`;
    env.text = text.slice(stern[0].length);
  } else if (cf) {
    // the router's access lines (RTR) are the gorouter's, whatever app they were for
    env.service = cf[3] === "RTR" ? "gorouter" : cf[1];
    env.stream = env.service ?? "";
    env.timestamp = matchLeadingTimestamp(cf[2])?.ms;
    env.text = text.slice(cf[0].length);
  } else {
    const named =
      SWARM_RE.exec(text) ?? COMPOSE_RE.exec(text) ?? NAMED_PREFIX_RE.exec(text) ?? BRACKET_NAME_RE.exec(text);
    if (named && normalizeLevel(named[1]) === undefined && !/^\d+$/.test(named[1])) {
      env.service = named[1];
      env.stream = named[1];
      env.text = text.slice(named[0].length);
    }
  }
  if (!env.service && env.text.charCodeAt(0) === 47 /* / */) {
    const group = LOG_GROUP_RE.exec(env.text);
    if (group) {
      env.service = group[1];
      env.stream = group[1];
      env.text = env.text.slice(group[0].length);
      // the event's time when the tool prints it: a platform line ("START RequestId: …") follows
      const stamped = LEADING_ISO_RE.exec(env.text);
      if (stamped) {
        env.timestamp = matchLeadingTimestamp(stamped[1])?.ms;
        env.text = env.text.slice(stamped[0].length);
      }
    }
  }
  const cri = CRI_RE.exec(env.text) ?? STAMPED_JSON_RE.exec(env.text);
  if (cri) {
    env.timestamp = matchLeadingTimestamp(cri[1])?.ms;
    env.text = env.text.slice(cri[0].length);
  }
  return env;
}

export function parseLine(raw: string): ParsedLine {
  const env = unwrap(raw);
  const parsed = reread(parseBody(env.text, env.stream), env.stream);
  unflattenStack(parsed);
  if (env.service && (!parsed.service || parsed.attributes.logger === parsed.service)) parsed.service = env.service;
  if (env.timestamp !== undefined) {
    fillTime(parsed, env.timestamp);
    // a CRI line is a record of its own unless its text continues one (a stack frame)
    if (parsed.kind === "plain") parsed.kind = "head";
  }
  return parsed;
}

function parseBody(text: string, stream: string): ParsedLine {
  const first = text.charCodeAt(0);
  if (first === 123 /* { */) {
    const json = parseJsonLine(text, stream);
    if (json) {
      const line = withInner(json, stream, text);
      // docker json-file keeps each line of a multi-line record as a record of its own: an indented one continues
      if (line.level === undefined && isIndentedText(line.message)) line.kind = "continuation";
      return line;
    }
  } else if ((first >= 65 && first <= 90) || (first >= 97 && first <= 122) || first === 95 || first === 64) {
    const logfmt = parseLogfmtLine(text, stream);
    if (logfmt) return withLeveledInner(logfmt, stream, text);
  }
  return withLeveledInner(parseTextLine(text, stream), stream, text);
}

/**
 * A collector's text or logfmt record whose message is a native line with its own level ("ts | ERROR | 2026-… INFO
 * [uvicorn.access] …", msg="… ERROR [uvicorn.error] …"): the program's header says what it logged, as in a JSON record.
 */
function withLeveledInner(line: ParsedLine, stream: string, text: string): ParsedLine {
  return line.kind === "head" && line.level !== undefined ? withInner(line, stream, text, true, true) : line;
}

/**
 * A sender's own line a text header left unread (a JSON or logfmt line after a syslog header, a Ruby Logger line
 * after stern's time): when the header gave no level, the rest read as a line of its own may say it.
 */
function reread(line: ParsedLine, stream: string): ParsedLine {
  return line.level === undefined && line.kind === "head" ? withInner(line, stream, undefined, true) : line;
}

/** A record given as fields (a CSV row keyed by its header), read as a JSON line would be. */
export function parseFields(fields: Record<string, unknown>, raw: string): ParsedLine {
  return withInner(parseJsonObject(fields, raw, ""), "");
}

// sd-daemon's priority before a line a program wrote to stderr ("<3>request failed"): the syslog severity it gave the
// line, 0-7 (not a syslog header's "<34>1 2026-…" or "<3>Oct 11 …", which the text layouts read whole)
const PRIORITY_RE = /^<([0-7])>(?!1 \d{4}-|[A-Z][a-z]{2} [ \d]\d )/;

/**
 * What a container runtime or a service manager put before the program's line inside a collector's record: the CRI
 * prefix ("2026-…Z stderr F ", the collector's message being the runtime's log line) and a priority ("<3>", which
 * says the program's level as its own header would).
 */
function readStreamPrefixes(line: ParsedLine): void {
  const cri = CRI_RE.exec(line.message);
  if (cri) {
    line.message = line.message.slice(cri[0].length);
    if (line.timestamp === undefined) line.timestamp = matchLeadingTimestamp(cri[1])?.ms;
  }
  const priority = PRIORITY_RE.exec(line.message);
  if (priority) {
    line.level = normalizeLevel(Number(priority[1]));
    line.message = line.message.slice(priority[0].length);
  }
}

/**
 * A stack the collector flattened into one line with its escapes written out ("failed\n\tat com.x.Y(Y.java:9)"): read
 * as the lines it was. (Asked of the line as read, once a JSON record inside its message was parsed.)
 */
function unflattenStack(line: ParsedLine): void {
  if (line.message.includes("\\n") && ESCAPED_STACK_RE.test(line.message))
    line.message = line.message.replaceAll("\\n", "\n").replaceAll("\\t", "\t");
}
const ESCAPED_STACK_RE =
  /\\n(?:\\t|\t| {2,})at |\\nCaused by: |\\nTraceback \(most recent call last\)|\\n {2}File "|\\n[\w.$`]+(?:Exception|Error)\b|\\ngoroutine \d+ \[/;

/** A time read from an envelope: the line's own time when it has none, its date when it has only a time of day. */
function fillTime(line: ParsedLine, envelope: number): void {
  if (line.timestamp === undefined) {
    line.timestamp = envelope;
    line.clock = undefined;
  } else if (line.clock) {
    line.timestamp = completeTimestamp(line.timestamp, line.clock, envelope);
    line.clock = undefined;
  }
}

const HEADER_START_RE = /^(?:[\d[<]|[A-Za-z]{1,12}(?:[:=[,/]|\t))/;
const FIRST_WORD_RE = /^[A-Z]{2,12}(?= )/;

/** Cheap test before reading a message for a header: most messages are prose and start like it. */
function mayHoldHeader(text: string): boolean {
  if (HEADER_START_RE.test(text)) return true;
  const word = FIRST_WORD_RE.exec(text);
  return word !== null && (isUpperLevelWord(word[0]) || LAMBDA_WORDS.has(word[0]));
}

const LAMBDA_WORDS = new Set(["START", "END", "REPORT", "INIT_START", "INIT_REPORT"]);

/**
 * The message's first line (a JSON record's; a text or logfmt record's with `onlyNative`) read as a text line of its
 * own. `onlyNative`: only a full native header (a level with a time or a logger it writes) counts; a message that
 * merely opens with a level word (Redis' "# WARNING …", logcat's "FATAL EXCEPTION: main") is the record speaking.
 */
function withInner(
  json: ParsedLine,
  stream: string,
  raw?: string,
  onlyWithLevel = false,
  onlyNative = false,
): ParsedLine {
  // docker json-file keeps each line's newline
  if (json.message.endsWith("\n")) json.message = json.message.trimEnd();
  if (json.message.includes(`${ESC}[`)) json.message = json.message.replace(ANSI_RE, "");
  readStreamPrefixes(json);
  const nl = json.message.indexOf("\n");
  const head = (nl >= 0 ? json.message.slice(0, nl) : json.message).trimEnd();
  if (raw !== undefined) json.innerHeader = false;
  if (!head || head.length > MAX_INNER) return json;
  // a JSON logger's line shipped as a string inside another JSON record (pino under Fluent Bit or Filebeat)
  // (not the record itself, which stands in for a message it lacks)
  // (a JSON record inside a text or logfmt one, MongoDB's under a collector, is left whole: its fields say more)
  const nested =
    !onlyNative && head.charCodeAt(0) === 123 /* { */ && head !== raw ? parseJsonLine(head, stream) : undefined;
  if (!nested && !mayHoldHeader(head)) return json;
  const inner = nested ?? parseLogfmtLine(head, stream) ?? parseTextLine(head, stream);
  if (inner.kind !== "head" || (onlyWithLevel && inner.level === undefined)) return json;
  // (an access line keeps its whole text and takes a level from its status: no header of the program's)
  // (nor is a header the layout names for its product, PostgreSQL's "LOG:  …", without a time or a logger written)
  if (
    onlyNative &&
    ((inner.timestamp === undefined && !(inner.service && head.includes(inner.service))) || inner.message === head)
  )
    return json;
  // the application's own header says what it logged; a shipper's envelope level is a default
  if (inner.level !== undefined) {
    json.level = inner.level;
    if (raw !== undefined) json.innerHeader = true;
  }
  if (inner.service) {
    // a text header's name is who logged; a nested JSON record's service is a service
    if (!nested) json.attributes.logger ??= inner.service;
    json.service ??= inner.service;
  }
  if (inner.timestamp !== undefined) {
    if (json.timestamp === undefined) {
      json.timestamp = inner.timestamp;
      json.clock = inner.clock;
    } else if (inner.clock === "time-of-day") {
      json.timestamp = completeTimestamp(inner.timestamp, inner.clock, json.timestamp);
    }
  }
  if (!json.traceId && inner.traceId) {
    json.traceId = inner.traceId;
    if (inner.spanId) json.spanId = inner.spanId;
  }
  json.message = nl >= 0 ? inner.message + json.message.slice(nl) : inner.message;
  return json;
}
