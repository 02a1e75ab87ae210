// Joins continuation lines (stack traces, wrapped logfmt messages) to their head record and fills
// in what a record lacks (time inherited from the previous line, "unknown" service/level).
// Streaming: at most one pending record per compose stream, flushed when its next head arrives.
import type { LogRecord } from "./log-record.js";
import type { ParsedLine } from "./parsed-line.js";

export const MAX_JOINED_LINES = 60;
export const MAX_JOINED_CHARS = 16 * 1024;

interface Pending {
  record: LogRecord;
  lines: number;
  hadTimestamp: boolean;
}

export class RecordAssembler {
  private readonly pending = new Map<string, Pending>();
  private lastTimestamp = Number.NaN;

  constructor(private readonly emit: (record: LogRecord) => void) {}

  push(line: ParsedLine): void {
    const current = this.pending.get(line.stream);
    // blank lines inside a stack dump (Go panics) neither start nor break a record
    if (line.kind !== "head" && line.message.trim() === "") return;
    if (line.kind !== "head" && current && this.joins(line, current)) {
      if (current.lines < MAX_JOINED_LINES && current.record.message.length < MAX_JOINED_CHARS) {
        current.record.message += `\n${line.message}`;
        if (current.record.message.length > MAX_JOINED_CHARS)
          current.record.message = current.record.message.slice(0, MAX_JOINED_CHARS);
      }
      current.lines++;
      return;
    }
    if (current) this.emit(current.record);
    if (line.timestamp !== undefined && Number.isFinite(line.timestamp)) this.lastTimestamp = line.timestamp;
    const record: LogRecord = {
      timestamp: Number.isFinite(this.lastTimestamp) ? this.lastTimestamp : 0,
      service: line.service?.trim() || line.stream || "unknown",
      level: line.level ?? "unknown",
      message: line.message,
      attributes: line.attributes,
    };
    if (line.traceId) record.traceId = line.traceId;
    if (line.spanId) record.spanId = line.spanId;
    this.pending.set(line.stream, { record, lines: 1, hadTimestamp: line.timestamp !== undefined });
  }

  private joins(line: ParsedLine, current: Pending): boolean {
    if (line.kind === "continuation") return true;
    // a bare text line after a timestamped record continues it (logfmt multi-line messages)
    return current.hadTimestamp && line.message.length > 0;
  }

  flush(): void {
    for (const p of this.pending.values()) this.emit(p.record);
    this.pending.clear();
  }
}
