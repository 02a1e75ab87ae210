// Reads a whole input, line by line, into records: the normalise stage with the little state a file
// needs (a CSV export's header, a CSV row spanning lines, multi-line records). Shared by diagnosis
// sessions and `logdx parse`, so both read a file the same way (diagnosis keeps frame records apart, see session.ts).
import type { LogRecord } from "./log-record.js";
import { type AssemblerOptions, RecordAssembler, type RecordOrigin } from "./multiline.js";
import { parseFields, parseLine } from "./normalize.js";
import { type CsvLayout, csvHeader, rowFields, splitRow } from "./normalize-csv.js";

/** A quoted CSV field may span this many lines before the row is read as plain lines. */
const MAX_ROW_LINES = 200;

export class LogReader {
  private readonly assembler: RecordAssembler;
  private lineNo = 0;
  private sawContent = false;
  private csv?: CsvLayout;
  private row: string[] = [];
  private rowStart = 0;

  constructor(emit: (record: LogRecord, origin: RecordOrigin) => void, opts: AssemblerOptions = {}) {
    this.assembler = new RecordAssembler(emit, opts);
  }

  /** One raw input line (without its newline). */
  push(raw: string): void {
    this.lineNo++;
    if (this.csv) {
      this.pushRow(raw);
      return;
    }
    if (raw.trim() === "") return;
    if (!this.sawContent) {
      this.sawContent = true;
      this.csv = csvHeader(raw);
      if (this.csv) return;
    }
    this.assembler.push(parseLine(raw), this.lineNo);
  }

  private pushRow(raw: string): void {
    const csv = this.csv as CsvLayout;
    if (this.row.length === 0) {
      if (raw.trim() === "") return;
      this.rowStart = this.lineNo;
    }
    this.row.push(raw);
    const text = this.row.join("\n");
    const cells = splitRow(text, csv.delimiter);
    if (!cells && this.row.length < MAX_ROW_LINES) return;
    this.row = [];
    const parsed = cells ? parseFields(rowFields(csv, cells), text) : parseLine(text);
    this.assembler.push(parsed, this.rowStart);
  }

  flush(): void {
    if (this.row.length > 0) {
      this.assembler.push(parseLine(this.row.join("\n")), this.rowStart);
      this.row = [];
    }
    this.assembler.flush();
  }
}
