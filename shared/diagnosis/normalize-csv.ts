// CSV and TSV exports (CloudWatch, Datadog, Splunk, Kibana "download as CSV"): a header row naming
// the columns, then one record per row; quoted fields may hold commas, doubled quotes and newlines.
// The header is recognised by its names, so a plain log line is never taken for one.

export interface CsvLayout {
  columns: string[];
  delimiter: string;
}

const MESSAGE_NAMES = new Set([
  "message",
  "msg",
  "content",
  "log",
  "text",
  "body",
  "_raw",
  "line",
  "event",
  "@message",
]);
const FIELD_NAMES = new Set([
  "timestamp",
  "@timestamp",
  "time",
  "date",
  "datetime",
  "ts",
  "_time",
  "level",
  "severity",
  "status",
  "loglevel",
  "service",
  "host",
  "source",
  "logger",
  "app",
  "component",
]);
const NAME_RE = /^[@\w.-]{1,40}$/;

/** The header row's columns, or undefined when `line` is not a header of a log export. */
export function csvHeader(line: string): CsvLayout | undefined {
  for (const delimiter of [",", "\t", ";"]) {
    if (!line.includes(delimiter)) continue;
    const columns = splitRow(line, delimiter)?.map((c) => c.trim());
    if (!columns || columns.length < 2 || !columns.every((c) => NAME_RE.test(c))) continue;
    const lower = columns.map((c) => c.toLowerCase());
    if (lower.some((c) => MESSAGE_NAMES.has(c)) && lower.some((c) => FIELD_NAMES.has(c))) return { columns, delimiter };
  }
  return undefined;
}

/** Fields of one row; undefined while a quoted field is still open (the row continues on the next line). */
export function splitRow(row: string, delimiter: string): string[] | undefined {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < row.length) {
    const c = row[i];
    if (quoted) {
      if (c === '"') {
        if (row[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === delimiter) {
      fields.push(field);
      field = "";
    } else field += c;
    i++;
  }
  if (quoted) return undefined;
  fields.push(field);
  return fields;
}

/** A row keyed by the header's column names. */
export function rowFields(layout: CsvLayout, cells: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < layout.columns.length && i < cells.length; i++) out[layout.columns[i]] = cells[i];
  return out;
}
