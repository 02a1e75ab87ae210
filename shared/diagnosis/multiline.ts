// Joins continuation lines (stack traces, wrapped logfmt messages, Postgres DETAIL lines, a traceback
// logged one frame per line under the same prefix, java.util.logging's level line) to their head
// record and fills in what a record lacks: a time inherited from the previous line, the date or year
// of a partial time, "unknown" service/level, and "error" for a record without a level whose lines
// are an exception report.
// Streaming: at most one pending record per stream, flushed when its next head arrives.
import type { LogRecord } from "./log-record.js";
import { isExceptionText, isFrameText, isIndentedText, opensExceptionReport } from "./normalize-text.js";
import type { ParsedLine } from "./parsed-line.js";
import { completeTimestamp } from "./timestamp.js";

export const MAX_JOINED_LINES = 60;

function isSingleFrame(text: string): boolean {
  return !text.includes("\n") && isExceptionText(text);
}
// Python ends a traceback with "<exception class>: <message>", and not every class ends in Error
// ("psycopg2.errors.InsufficientPrivilege: permission denied"): after a frame's code line it is the exception line
const PY_EXCEPTION_LINE_RE = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?::\s|$)/;
const INDENTED_LINE_RE = /^\n[ \t]+\S/;

/** Only while the record still takes lines: its last line shows whether the exception line is yet to come. */
function endsPythonTraceback(current: Pending, text: string): boolean {
  const record = current.record.message;
  return (
    current.lines < MAX_JOINED_LINES &&
    record.length < MAX_JOINED_CHARS &&
    !text.includes("\n") &&
    PY_EXCEPTION_LINE_RE.test(text) &&
    INDENTED_LINE_RE.test(record.slice(record.lastIndexOf("\n"))) &&
    record.includes("Traceback (most recent call last):")
  );
}
export const MAX_JOINED_CHARS = 16 * 1024;
/** Frames logged as records of their own share their head's prefix and arrive within this long. */
const SAME_PREFIX_MS = 2000;

/** Where a record came from: its first input line (1-based, as counted by the caller) and whether that line stated a time. */
export interface RecordOrigin {
  line: number;
  statedTime: boolean;
}

export interface AssemblerOptions {
  /**
   * Join a traceback logged one frame per record under the same prefix (time, level, logger) into one
   * record. Default true: that is the logical record `logdx parse` shows. Level-less stack lines shipped
   * as records of their own are always joined.
   */
  joinPrefixedFrames?: boolean;
}

interface Pending {
  record: LogRecord;
  origin: RecordOrigin;
  lines: number;
  hadTimestamp: boolean;
  awaitsLevel: boolean;
  /** The record is a native line a collector shipped whole (its message opened with its own level and time or logger). */
  wrapsNative: boolean;
  /** Inside Spring Boot's failure-analysis report (open), or past its "Action:" line (action). */
  report?: "open" | "action";
}

// Spring Boot's failure analysis ("APPLICATION FAILED TO START", its Description and Action) shipped one line per
// record: the report is one record, so its reason ("Failed to bind properties …") is read with it
const REPORT_START_RE = /^\s*(?:\*{20,}|APPLICATION FAILED TO START)\s*$/;
const REPORT_BANNER = "APPLICATION FAILED TO START";
/** A report is a screenful: a banner that never reaches its "Action:" stops taking lines here. */
const MAX_REPORT_LINES = 40;

export class RecordAssembler {
  private readonly pending = new Map<string, Pending>();
  private lastTimestamp = Number.NaN;
  private pushed = 0;
  private lastStream = "";

  constructor(
    private readonly emit: (record: LogRecord, origin: RecordOrigin) => void,
    private readonly opts: AssemblerOptions = {},
  ) {}

  /** `lineNumber` defaults to the count of lines pushed so far. */
  push(line: ParsedLine, lineNumber?: number): void {
    this.pushed++;
    // an unprefixed line between prefixed ones (a stack under a docker compose line) continues the stream before it
    const before = line.kind !== "head" && line.stream === "" ? this.pending.get(this.lastStream) : undefined;
    if (line.kind === "head" || line.stream !== "") this.lastStream = line.stream;
    // blank lines inside a stack dump (Go panics) neither start nor break a record
    if (line.kind !== "head" && line.message.trim() === "") return;
    if (before && this.joins(line, before)) {
      this.append(before, line);
      return;
    }
    const current = this.pending.get(line.stream);
    if (current && this.joins(line, current)) {
      this.append(current, line);
      return;
    }
    if (current) this.emit(current.record, current.origin);
    const ts = this.timeOf(line);
    if (ts !== undefined) this.lastTimestamp = ts;
    const record: LogRecord = {
      timestamp: Number.isFinite(this.lastTimestamp) ? this.lastTimestamp : 0,
      service: line.service?.trim() || line.stream || "unknown",
      // a lone stack frame is no evidence on its own; an exception's first line is
      level: line.level ?? (opensExceptionReport(line.message) ? "error" : "unknown"),
      message: line.message,
      attributes: line.attributes,
    };
    if (line.traceId) record.traceId = line.traceId;
    if (line.spanId) record.spanId = line.spanId;
    this.pending.set(line.stream, {
      record,
      origin: { line: lineNumber ?? this.pushed, statedTime: ts !== undefined },
      lines: 1,
      hadTimestamp: ts !== undefined,
      awaitsLevel: line.awaitsLevel === true,
      wrapsNative: line.innerHeader === true,
      report: line.level === undefined && REPORT_START_RE.test(line.message) ? "open" : undefined,
    });
    if (line.message.includes(REPORT_BANNER) && record.level === "unknown") record.level = "error";
  }

  private timeOf(line: ParsedLine): number | undefined {
    if (line.timestamp === undefined || !Number.isFinite(line.timestamp)) return undefined;
    if (!line.clock) return line.timestamp;
    return completeTimestamp(
      line.timestamp,
      line.clock,
      Number.isFinite(this.lastTimestamp) ? this.lastTimestamp : undefined,
    );
  }

  private joins(line: ParsedLine, current: Pending): boolean {
    // a continuation stamped with its own time (one line of a record per stamped line) joins only its own moment
    if (line.kind === "continuation") {
      // JSON records of many services share one stream: a line continues only its own service's record
      if (line.service?.trim() && line.service.trim() !== current.record.service) return false;
      return line.timestamp === undefined || Math.abs(line.timestamp - current.record.timestamp) <= SAME_PREFIX_MS;
    }
    if (line.kind === "plain") {
      // a bare text line after a timestamped record continues it (logfmt multi-line messages)
      return current.hadTimestamp && line.message.length > 0;
    }
    const r = current.record;
    // java.util.logging: "Jan 1, 2024 10:00:00 AM a.B method" then "SEVERE: message"
    if (current.awaitsLevel) return line.timestamp === undefined && line.level !== undefined;
    // inside a stamped record's multi-line dump, a line with no time and no service of its own is more of it, even
    // when it opens with a level word (V8's "FATAL ERROR: Reached heap limit" within its crash report)
    if (line.timestamp === undefined && !line.service?.trim() && current.hadTimestamp && current.lines > 1) return true;
    // a traceback logged one frame per record: same prefix (or a frame with no level of its own), frame text
    if ((line.service?.trim() || line.stream || "unknown") !== r.service) return false;
    if (current.report && line.level === undefined && current.lines < MAX_REPORT_LINES) return this.sameMoment(line, r);
    // a native record shipped one physical line per collector record, each stamped alike by the collector: the lines after
    // its header carry none of their own ("humidity", "Input should be less than or equal to 100") and the same time
    if (
      current.wrapsNative &&
      line.innerHeader === false &&
      line.timestamp === r.timestamp &&
      current.lines < MAX_JOINED_LINES
    )
      return true;
    // no level: only an unmistakable frame or exception line (a stack shipped one line per JSON record)
    if (line.level === undefined) {
      if (!isSingleFrame(line.message) && !endsPythonTraceback(current, line.message)) return false;
    } else if (this.opts.joinPrefixedFrames === false) {
      return false;
    } else if (!(line.level === r.level && isFrameText(line.message))) {
      // same level: any frame text (oslo indents code lines); any level: an indented line stamped with the record's
      // very time, by a collector that gives each physical line one level (.NET's "fail: Category[id]" above its
      // indented message; not Rails' indented SQL lines, logged moments later)
      return isIndentedText(line.message) && line.timestamp === r.timestamp;
    }
    return this.sameMoment(line, r);
  }

  /** A line without a full time of its own (no year, no date) is taken to be of its record's moment. */
  private sameMoment(line: ParsedLine, r: LogRecord): boolean {
    const ts = line.timestamp;
    return ts === undefined || line.clock !== undefined || Math.abs(ts - r.timestamp) <= SAME_PREFIX_MS;
  }

  private append(current: Pending, line: ParsedLine): void {
    const r = current.record;
    if (current.awaitsLevel) {
      current.awaitsLevel = false;
      r.level = line.level ?? r.level;
      r.message = line.message;
      current.lines++;
      return;
    }
    if (r.level === "unknown" && (isExceptionText(line.message) || line.message.includes(REPORT_BANNER)))
      r.level = "error";
    if (current.report) {
      const said = line.message.trim();
      if (said === "Action:") current.report = "action";
      else if (current.report === "action" && said !== "") current.report = undefined;
    }
    if (!r.traceId && line.traceId) r.traceId = line.traceId;
    if (current.lines < MAX_JOINED_LINES && r.message.length < MAX_JOINED_CHARS) {
      // a header that holds no message ("fail: Microsoft.EntityFrameworkCore.Query[10100]") takes its first line's
      r.message = r.message === "" ? line.message.trim() : `${r.message}\n${line.message}`;
      if (r.message.length > MAX_JOINED_CHARS) r.message = r.message.slice(0, MAX_JOINED_CHARS);
    }
    current.lines++;
  }

  flush(): void {
    for (const p of this.pending.values()) this.emit(p.record, p.origin);
    this.pending.clear();
  }
}
